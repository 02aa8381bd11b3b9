// SPDX-License-Identifier: MIT
//
// NL2SQL: the semantic engine. The question and the plan become an Intent over
// the semantic model (with the question's own cost assumption compiled into
// the KPIs when it gives one), and the Intent becomes one SELECT. When the
// engine cannot compile the question and a language model is configured, the
// model writes the SQL instead (writeSqlWithModel); if the model fails too,
// the rules' explanation of what is missing stands.
#include "agent/Engine.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelOutcome.h"
#include "agent/model/ModelSqlWriter.h"
#include "agent/PassageAnswerer.h"
#include "agent/PlanReading.h"
#include "agent/nodes/Nodes.h"
#include "semantic/QuestionAnalyzer.h"
#include "semantic/SqlBuilder.h"

namespace rac::agent {
namespace {

class Nl2SqlNode : public Node {
public:
    Nl2SqlNode(Engine &engine, ModelAssist &model) : m_engine(engine), m_model(model) {}
    QString name() const override { return QStringLiteral("nl2sql"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"question", str(state.question)}, {"plan_notes", toJson(state.plan.notes)}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        // The semantic parser first: a question it covers word for word is compiled from its reading.
        // It reads the documents' named lists and reporting groups, defined terms and fiscal
        // calendar itself; what only the planner reads (an event's window, a labelled set of
        // categories, a cost assumption, a legacy KPI) leaves the question to the template reading.
        const bool parserReads = parserReadsThePlan(state.plan, m_engine.facts());
        if (!state.parsed && parserReads)
            state.parsed = m_engine.parser().parse(PassageAnswerer::withoutFormatInstructions(state.question), state.hint);
        nlohmann::json understanding;
        if (state.parsed && !state.plan.citedChunks.isEmpty() && parserReads && !state.parsed->sql.isEmpty())
            return useParsedReading(state, understandingJson(*state.parsed));   // citing what the planner found too
        if (state.parsed && state.plan.citedChunks.isEmpty()) {
            nlohmann::json out = understandingJson(*state.parsed);
            understanding = out;
            if (!state.parsed->sql.isEmpty())
                return useParsedReading(state, out);
            // Not understood: the parser says which words it could not place, and only a language
            // model may try instead. The older template reading is not consulted: measured on the
            // blind sets, it turned such questions into confident wrong answers 3-6 times as often
            // as it got them right (see CHANGELOG, 2026-11-25).
            state.compileError = state.parsed->explanation;
            out["error"] = str(state.compileError);
            if (m_model.enabled())
                askModel(state, out);
            return out;
        }
        // Questions the documents constrain (a campaign's window, a KPI variant, a group of
        // categories, a value band) are still compiled by the template analyzer, which reads the
        // planner's document facts; the parser reads only KPI formulas, the fiscal calendar and
        // named lists of values.
        // A period the template reading would take as a calendar year ("FY1998" with no fiscal
        // calendar in the documents) is said, not guessed.
        if (!state.plan.undefined.isEmpty()) {
            state.compileError = state.plan.undefined.join(QStringLiteral("; "));
            nlohmann::json out{{"error", str(state.compileError)}};
            if (m_model.enabled())
                askModel(state, out);
            return out;
        }
        // Only a question with its own cost assumption pays for a recompiled model.
        std::optional<semantic::SemanticModel> adjusted;
        if (state.plan.costShare)
            adjusted = m_engine.model().withCostShare(*state.plan.costShare, state.plan.costSource);
        const semantic::SemanticModel &model = adjusted ? *adjusted : m_engine.model();
        state.intent = semantic::QuestionAnalyzer(model).analyze(state.question, state.plan, state.hint);
        Result<semantic::CompiledQuery> compiled = semantic::SqlBuilder(model, m_engine.dialect()).build(state.intent);
        nlohmann::json out{{"measures", toJson(state.intent.measureIds)},
                           {"group_by", str(state.intent.groupBy)},
                           {"limit", state.intent.limit},
                           {"shape", static_cast<int>(state.intent.shape)}};
        nlohmann::json filters = nlohmann::json::array();
        for (const semantic::Filter &f : state.intent.filters)
            filters.push_back({{"dimension", str(f.dimensionId)}, {"values", toJson(f.values)}, {"exclude", f.exclude}});
        out["filters"] = filters;
        if (!understanding.is_null())
            out["understanding"] = understanding;
        if (!compiled) {
            state.compileError = compiled.error().message;
            out["error"] = str(state.compileError);
            if (m_model.enabled())
                askModel(state, out);
            return out;
        }
        const semantic::ParseResult residual = m_engine.parser().parse(
            PassageAnswerer::withoutFormatInstructions(state.plan.residualQuestion), state.hint);
        // The template reading derives shares, changes and percentages of its own; only a figure
        // it does not derive is refused.
        // ("as a percentage" is only taken when the template's SQL multiplies by 100: it marks
        // the word even where its measure is no fraction and it counts instead.)
        const bool templateDerives = state.intent.shape == semantic::Intent::Shape::Share
            || state.intent.shape == semantic::Intent::Shape::PeriodChange
            || (state.intent.asPercent && compiled->sql.contains(QLatin1String("100")));
        if ((residual.interpretation.figureUnread || residual.interpretation.figureDerived) && !templateDerives) {
            // "what percentage of orders were late": the template reading would count the late
            // orders; a share or a change it cannot derive is said, not answered as another figure.
            const QStringList unread = residual.interpretation.figureUnread ? residual.interpretation.notUnderstood
                                                                            : QStringList{QStringLiteral("a share, change or percentage of rows a document's rule picks")};
            state.compileError = QStringLiteral("I did not understand %1").arg(unread.join(QStringLiteral(", ")));
            out["error"] = str(state.compileError);
            if (m_model.enabled())
                askModel(state, out);
            return out;
        }
        state.compiled = compiled.value();
        state.templateUnplaced = unplacedByTemplate(state, residual);
        if (!state.templateUnplaced.isEmpty())
            out["not_understood"] = toJson(state.templateUnplaced);
        // The figure itself not read ("the total invoice value of orders ...": a count of the
        // orders came back, at 0.6), or a condition the parser read from a document's list that
        // the template never applies ("orders to the Northern Arc during Winter Warmers": every
        // order of the window was counted): a number that answers another question. Said.
        const auto answersAnother = [&residual](const QString &unplaced) {
            static const QLatin1String lead("a condition on ");
            if (unplaced.startsWith(QLatin1String("how to make one value of the rows")))
                return true;
            if (!unplaced.startsWith(lead))
                return false;
            const QString column = QStringLiteral(" lists it (%1)").arg(unplaced.mid(lead.size()));
            return std::any_of(residual.interpretation.notes.cbegin(), residual.interpretation.notes.cend(),
                               [&column](const QString &n) { return n.endsWith(column); });
        };
        // A word not read right before a figure named by a generic noun ("the total invoice value
        // of orders": an invoice's value may be another figure than the orders' revenue, as a
        // document defines it) leaves the figure itself unread. (A named figure keeps its meaning:
        // "campaign revenue", "estimated contribution".)
        const QString asked = state.question.toLower();
        const auto modifiesFigure = [&residual, &asked](const QString &unplaced) {
            if (!unplaced.startsWith(QLatin1Char('"')) || !unplaced.endsWith(QLatin1Char('"')))
                return false;
            const QString word = unplaced.mid(1, unplaced.size() - 2).toLower();
            return std::any_of(residual.interpretation.coverage.cbegin(), residual.interpretation.coverage.cend(), [&word, &asked](const QString &c) {
                static const QStringList genericNouns{QStringLiteral("value"), QStringLiteral("amount"), QStringLiteral("worth"),
                                                      QStringLiteral("total"), QStringLiteral("sum")};
                const QString meaning = c.section(QStringLiteral(" -> "), 1);
                const QString phrase = c.section(QStringLiteral(" -> "), 0, 0).toLower();
                return (meaning.startsWith(QLatin1String("measure ")) || meaning == QLatin1String("aggregated"))
                    && genericNouns.contains(phrase.section(QLatin1Char(' '), 0, 0)) && asked.contains(word + QLatin1Char(' ') + phrase);
            });
        };
        if (std::any_of(state.templateUnplaced.cbegin(), state.templateUnplaced.cend(), answersAnother)
            || std::any_of(state.templateUnplaced.cbegin(), state.templateUnplaced.cend(), modifiesFigure)) {
            state.compileError = QStringLiteral("I did not understand %1").arg(state.templateUnplaced.join(QStringLiteral(", ")));
            out["error"] = str(state.compileError);
            state.compiled.reset();
            if (m_model.enabled())
                askModel(state, out);
            return out;
        }
        if (!state.plan.fiscalChunk.isEmpty())
            state.compiled->citedChunks << state.plan.fiscalChunk;
        state.sql = compiled->sql;
        out["sql"] = str(state.sql);
        return out;
    }

private:
    // The parser's reading is the query: its SQL, notes and citations, and the planner's.
    static nlohmann::json useParsedReading(RunState &state, nlohmann::json out)
    {
        semantic::CompiledQuery compiled;
        compiled.sql = state.parsed->sql;
        compiled.tables = state.parsed->tables;
        compiled.notes = state.parsed->interpretation.notes;
        compiled.citedChunks = state.parsed->interpretation.citedChunks;
        for (const QString &chunk : state.plan.citedChunks)
            if (!compiled.citedChunks.contains(chunk))
                compiled.citedChunks << chunk;
        state.compiled = compiled;
        state.sql = compiled.sql;
        state.understood = true;
        out["sql"] = str(state.sql);
        return out;
    }

    // The template reading keeps the words it knows and drops the rest silently (a second
    // condition, a sort order, an event it did not match). The semantic parser, given the
    // question without the phrases the documents explained, says which words it could not
    // place; those are the ones the template answer may have ignored.
    static QStringList unplacedByTemplate(const RunState &state, const semantic::ParseResult &residual)
    {
        if (residual.interpretation.understood) {
            // Understood, the rest may still hold a condition the template's SQL never applies
            // ("employees born in the late 50s": the late orders were counted, the births not).
            QStringList unapplied;
            for (const semantic::Condition &c : residual.interpretation.query.where)
                for (const auto &[table, column] : c.lhs.columns())
                    if (state.compiled && !state.compiled->sql.contains(column) && !unapplied.contains(table + QLatin1Char('.') + column))
                        unapplied << table + QLatin1Char('.') + column;
            for (QString &u : unapplied)
                u = QStringLiteral("a condition on %1").arg(u);
            return unapplied;
        }
        QStringList explained;
        for (const planning::ConditionDefinition &c : state.plan.conditions)
            explained << c.label;
        explained << state.plan.setLabel << state.plan.groupName << state.plan.campaignName;
        explained.removeAll(QString());
        QStringList unplaced;
        for (const QString &item : residual.interpretation.notUnderstood) {
            const bool isExplained = std::any_of(explained.cbegin(), explained.cend(), [&item](const QString &term) {
                return item.contains(term, Qt::CaseInsensitive);
            });
            if (!isExplained)
                unplaced << item;
        }
        return unplaced;
    }

    static nlohmann::json understandingJson(const semantic::ParseResult &parsed)
    {
        const semantic::Interpretation &in = parsed.interpretation;
        return {{"parser", "semantic"},
                {"understood", in.understood},
                {"coverage", toJson(in.coverage)},
                {"not_understood", toJson(in.notUnderstood)},
                {"order_guessed", in.orderGuessed},
                {"candidates", toJson(in.candidates)}};
    }

    void askModel(RunState &state, nlohmann::json &out)
    {
        const Result<ModelSql> written = writeSqlWithModel(m_model, m_engine, state.question, state.formatHintText,
                                                           state.plan, m_model.settings(), state.compileError);
        if (!written) {
            noteModelFallback(state, name(), written.error().toString(), out);
            return;
        }
        noteModelUsed(state, name(), out,
                      {{"rules_said", str(state.compileError)},
                       {"examples", written->examples},
                       {"reasoning", str(written->reasoning)}});
        semantic::CompiledQuery compiled;
        compiled.sql = written->sql;
        compiled.citedChunks = state.plan.citedChunks;
        compiled.notes << QStringLiteral("SQL written by the language model (the rules could not compile it: %1)")
                              .arg(state.compileError);
        state.compileError.clear();
        state.compiled = compiled;
        state.sql = written->sql;
        state.sqlFromModel = true;
        out["sql"] = str(state.sql);
    }

    Engine &m_engine;
    ModelAssist &m_model;
};

} // namespace

std::unique_ptr<Node> makeNl2SqlNode(Engine &engine, ModelAssist &model)
{
    return std::make_unique<Nl2SqlNode>(engine, model);
}

} // namespace rac::agent
