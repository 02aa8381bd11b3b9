// SPDX-License-Identifier: MIT
//
// Synthesizer: the typed final answer, a one- or two-sentence explanation
// naming the definition and the period used, the citations (every table the
// SQL reads and every chunk that supplied a constraint or the answer) and a
// confidence that drops with repairs, weak evidence or an empty result. When
// neither the database nor the documents can answer, final_answer is null and
// the explanation says what is missing: no number is invented. With a
// language model, the explanation is rewritten fluently from the result and
// the cited chunks (streamed to the caller); the typed answer never changes.
#include "agent/DocumentReasoner.h"
#include "agent/Engine.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelOutcome.h"
#include "agent/model/ModelPrompts.h"
#include "agent/PassageAnswerer.h"
#include "agent/nodes/Nodes.h"
#include "answer/AnswerTyper.h"
#include "planning/AbsentData.h"
#include "planning/Planner.h"
#include "semantic/parse/SemanticParser.h"
#include "semantic/parse/Vocabulary.h"

#include <QLocale>
#include <QRegularExpression>

namespace rac::agent {
namespace {

// The schema tables a SQL text reads (for SQL the user wrote by hand).
QStringList tablesRead(const QString &sql, const sql::Schema &schema)
{
    QStringList tables;
    for (const sql::Table &t : schema.tables) {
        const QRegularExpression re(QStringLiteral("(?:FROM|JOIN)\\s+(?:\"%1\"|\\[%1\\]|`%1`|%1\\b)")
                                        .arg(QRegularExpression::escape(t.name)),
                                    QRegularExpression::CaseInsensitiveOption);
        if (re.match(sql).hasMatch())
            tables << t.name;
    }
    return tables;
}

// "The first 5,000 of 2,140,000 rows": said whenever a cap cut the result.
QString truncationNote(const sql::SqlTable &table)
{
    const QLocale english(QLocale::English);
    const QString kept = english.toString(table.rows.size());
    if (table.totalRows > 0)
        return QStringLiteral("Only the first %1 of %2 rows were read (the row or size limit); the answer may be incomplete.")
            .arg(kept, english.toString(table.totalRows));
    return QStringLiteral("Only the first %1 rows were read (the row or size limit; there are more); the answer may be incomplete.")
        .arg(kept);
}

// A grouped result with a group whose key is empty: the rows with no value for the grouped
// column ("customers for each state" where some have none). Columns line up with the select list.
bool groupWithoutValue(const semantic::Query &q, const sql::SqlTable &table)
{
    if (q.groupBy.empty() || int(q.select.size()) != table.columns.size())
        return false;
    for (qsizetype c = 0; c < table.columns.size(); ++c) {
        if (q.select.at(std::size_t(c)).expr.isAggregate())
            continue;
        for (const QVariantList &row : table.rows)
            if (c < row.size() && row.at(c).isNull())
                return true;
    }
    return false;
}

// The rows in ascending order of the first column shown (nulls last), as text or as numbers.
bool sortedByFirstColumn(const sql::SqlTable &table)
{
    for (qsizetype r = 1; r < table.rows.size(); ++r) {
        const QVariant &a = table.rows.at(r - 1).value(0), &b = table.rows.at(r).value(0);
        if (a.isNull() || b.isNull()) {
            if (a.isNull() && !b.isNull())
                return false;
            continue;
        }
        bool na = false, nb = false;
        const double x = a.toDouble(&na), y = b.toDouble(&nb);
        if (na && nb ? x > y : QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) > 0)
            return false;
    }
    return true;
}

// Two neighbouring rows with the same values in `columns`, the ones the rows were asked to be ordered by.
bool tiedInAskedOrder(const sql::SqlTable &table, const QStringList &columns)
{
    QList<int> at;
    for (const QString &c : columns)
        if (const int i = table.columnIndex(c); i >= 0)
            at << i;
    if (at.isEmpty())
        return false;
    for (qsizetype r = 1; r < table.rows.size(); ++r) {
        const QVariantList &a = table.rows.at(r - 1), &b = table.rows.at(r);
        if (std::all_of(at.cbegin(), at.cend(), [&a, &b](int c) { return sql::sameCellValue(a.value(c), b.value(c)); }))
            return true;
    }
    return false;
}

// A listing kept by a comparison on a date it also shows ("hired before 2003, with the hire
// date"): listed in the order of the rows' keys, though readers as often expect the date's order.
bool shownDateCompared(const semantic::Query &q)
{
    const auto dateOf = [](const semantic::Expr &e) -> const semantic::Expr * {
        const semantic::Expr *inner = e.kind == semantic::Expr::Kind::DateOf && !e.args.empty() ? &e.args.front() : &e;
        return inner->kind == semantic::Expr::Kind::Column ? inner : nullptr;
    };
    for (const semantic::Condition &c : q.where) {
        const semantic::Expr *compared = c.kind == semantic::Condition::Kind::Compare ? dateOf(c.lhs) : nullptr;
        if (!compared || c.lhs.kind != semantic::Expr::Kind::DateOf)
            continue;
        for (const semantic::SelectItem &s : q.select)
            if (const semantic::Expr *shown = dateOf(s.expr); shown && shown->table == compared->table && shown->column == compared->column)
                return true;
    }
    return false;
}

class SynthesizerNode : public Node {
public:
    SynthesizerNode(Engine &engine, ModelAssist &model) : m_engine(engine), m_model(model) {}
    QString name() const override { return QStringLiteral("synthesizer"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"route", str(state.route)}, {"verdict", str(state.verdict)}, {"rows", state.table ? state.table->rows.size() : 0}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        Answer &a = state.answer;
        a.question = state.question;
        a.formatHint = state.formatHintText;
        a.route = state.route;
        a.finalAnswer = nullptr;
        a.repairs = int(state.repairs.size());
        QStringList chunkIds;
        QStringList sentences;

        // "How many units were returned in 1997?" where a document says returns are not held:
        // no figure computed from other data is the answer; the document says why.
        const std::optional<planning::AbsentData> absent = state.route != QLatin1String("rag")
            ? planning::absentDataAskedBy(
                  state.question,
                  [this](const QString &word) { return m_engine.parser().lexicon().knowsStem(semantic::stemPhrase(word)); },
                  m_engine.facts().absent)
            : std::nullopt;
        std::optional<ReasonedAnswer> reasoned;
        if (state.route == QLatin1String("rag"))
            reasoned = DocumentReasoner(m_engine.facts(), m_engine.termWeights())
                           .answer(state.question, state.hint, planning::Planner(m_engine.facts()).plan(state.question), state.chunks);
        // "order 10248" is a record's key: a band of amounts ("free freight above 500") says
        // nothing about it.
        if (reasoned && reasoned->kind == QLatin1String("band") && state.parsed) {
            for (const QString &record : state.parsed->namedRecords)
                if (!record.isEmpty() && record.front().isDigit())
                    reasoned.reset();
        }
        if (absent) {
            a.confidence = 0.1;
            chunkIds << absent->chunkId;
            sentences << QStringLiteral("Not available: the documents say this data is not held (\"%1\").").arg(absent->item);
        } else if (reasoned) {
            // Derived from the parsed facts: a campaign's dates or length, a band, a group.
            a.finalAnswer = reasoned->value;
            a.confidence = reasoned->confidence;
            chunkIds << reasoned->chunkIds;
            sentences << reasoned->explanation;
        } else if (state.route == QLatin1String("rag")) {
            std::optional<PassageAnswer> p = PassageAnswerer::answer(state.question, state.hint, state.chunks, m_engine.termWeights());
            // A question about one record of the database ("customers who ordered Chai", "order
            // 10248") is not answered by a line that never names it: such a line matched the
            // question's other words (a policy's range of numbers, a part of a compound word).
            // Measured: checking the line rather than its whole section costs one answer of our
            // own set and gains one on a blind document set.
            if (p && state.parsed) {
                const QString &passage = p->line;
                // A name counts as mentioned when one of its words is ("Dairy" for Dairy Products).
                const auto mentioned = [&passage](const QString &record) {
                    for (const QString &word : record.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                        if ((word.size() >= 4 || word.front().isDigit()) && passage.contains(word, Qt::CaseInsensitive))
                            return true;
                    return false;
                };
                const QStringList &records = state.parsed->namedRecords;
                // A count of the database's rows ("how many customers reached Gold") is the
                // database's to give; a number in a definition line is its threshold, not a count.
                // Nor is an average or total of a number column asked for as a number ("average
                // discount per order line" answered 0.0 from "a line without a discount counts as 0").
                const bool figureOfData = state.parsed->averagesData && state.hint.isNumericScalar();
                // A ranking of the database's rows ("Who is the most active customer?") is not
                // answered by a line that only shares its other words ("catalog mailing to all
                // active customers" came back at 0.74).
                const bool rankingUnsaid = !state.parsed->rankWord.isEmpty() && !passage.contains(state.parsed->rankWord, Qt::CaseInsensitive);
                // Nor a question about rows the documents never name at all ("Which playlist is the
                // largest?" took a line about the largest suppliers, at 0.7).
                const QStringList &tables = state.parsed->namedTables;
                const bool rowsUnnamed = std::any_of(tables.cbegin(), tables.cend(), [this](const QString &t) { return !m_engine.termWeights().used(t); });
                if (!std::all_of(records.cbegin(), records.cend(), mentioned) || state.parsed->countsRows || figureOfData || rankingUnsaid || rowsUnnamed)
                    p.reset();
            }
            // A sentence fills no typed answer: fields asked for, or a number ("{Discontinued:int}"
            // was answered with a policy's sentence at 0.95).
            if (p && p->value.is_string() && (state.hint.hasFields() || state.hint.isNumericScalar()))
                p.reset();
            if (p) {
                a.finalAnswer = p->value;
                chunkIds << p->chunkId;
                a.confidence = std::min(0.95, 0.45 + 0.5 * p->support);
                sentences << QStringLiteral("From %1: \"%2\".").arg(p->chunkId, p->line);
            } else {
                a.confidence = 0.1;
                sentences << QStringLiteral("Neither the documents nor the database say this; no answer is given.");
                // Say which words the database reading could not place, with the nearest candidates.
                if (state.parsed && state.parsed->namesData && !state.parsed->explanation.isEmpty())
                    sentences << state.parsed->explanation;
            }
        } else {
            a.sql = state.sql;
            if (state.compiled) {
                chunkIds << state.plan.citedChunks << state.compiled->citedChunks;
                for (const QString &t : state.compiled->tables)
                    addTable(a, t);
            }
            for (const QString &t : tablesRead(state.sql, m_engine.schema()))
                addTable(a, t);
            if (!state.compileError.isEmpty()) {
                a.confidence = 0.05;
                sentences << QStringLiteral("Cannot answer from this database: %1.").arg(state.compileError);
            } else if (state.verdict == QLatin1String("ok")) {
                a.finalAnswer = answer::AnswerTyper::type(*state.table, state.hint).value();
                a.table = *state.table;
                a.confidence = state.route == QLatin1String("hybrid") ? 0.85 : 0.9;
                a.confidence -= 0.15 * double(state.repairs.size());
                if (state.table->truncated) {
                    // An answer built from part of the rows is not known to be right.
                    a.confidence = std::min(a.confidence, 0.5);
                    sentences << truncationNote(*state.table);
                }
                if (!state.hint.isList() && state.table->rows.size() > 1 && (state.hint.hasFields() || state.hint.scalar != answer::ScalarType::Any)) {
                    // One value or one row asked for, several came back: the first is the query's
                    // order's choice, not one the question made.
                    a.confidence = std::min(a.confidence, 0.5);
                    sentences << QStringLiteral("The query returned %1 rows for one asked; the first is shown.").arg(state.table->rows.size());
                }
            } else if (state.verdict == QLatin1String("empty") && state.hint.isList() && state.understood && state.parsed
                       && state.table && state.table->rows.isEmpty()) {
                // "products never ordered" with none: the list may be empty, or a condition misread
                // finds nothing. Measured on questions written by others, an empty list was wrong 23
                // times in 24: no answer is given, and the query is shown for the analyst to judge.
                a.table = *state.table;
                a.confidence = 0.15;
                sentences << QStringLiteral("No rows match the conditions as read; the list would be empty, which more often means a "
                                            "condition was misread than that none exist, so no answer is given.");
            } else {
                sentences << QStringLiteral("No answer: %1.").arg(state.verdictDetail);
                a.table = state.table.value_or(sql::SqlTable{});
                a.confidence = 0.15;
                if (state.sqlError && (state.sqlError->code == ErrorCode::Refused
                                       || state.sqlError->code == ErrorCode::Timeout)) {
                    // A refusal or a stopped query is certain not to be an answer, and read nothing to cite.
                    a.confidence = 0;
                    a.refused = state.sqlError->code == ErrorCode::Refused;
                    a.citations.clear();
                    a.sources.clear();
                }
            }
            if (state.understood && state.parsed) {
                // Every word was placed; a choice between equally good readings lowers the confidence.
                if (state.parsed->interpretation.ambiguous)
                    a.confidence = std::min(a.confidence, 0.75);
                // A figure computed from the documents' stand-in for data the database lacks.
                if (state.parsed->interpretation.estimated)
                    a.confidence = std::min(a.confidence, 0.7);
            } else if (state.parsed && !state.parsed->explanation.isEmpty() && a.finalAnswer.is_null()) {
                sentences.prepend(state.parsed->explanation);
            }
            // Groups listed in an order the question does not name ("revenue by category": largest
            // first) are one convention of several: measured on six third-party sets, a third of
            // such lists at 0.9 were expected in another order (by key, by name, by the figure).
            // So are rows put in the order of a figure of theirs nobody asked to sort by
            // ("shippers with average freight above 60", largest first).
            const auto byFigure = [](const semantic::Query &q) {
                return !q.groupBy.empty() || (q.rankWithin && !q.rankWithin->partition.empty())
                    || (!q.orderBy.empty() && (q.orderBy.front().expr.kind == semantic::Expr::Kind::Subquery || q.orderBy.front().expr.isAggregate()));
            };
            const bool groupedList = state.parsed && state.sql == state.parsed->sql && state.parsed->interpretation.orderGuessed
                && byFigure(state.parsed->interpretation.query) && a.finalAnswer.is_array() && a.finalAnswer.size() > 1;
            if (groupedList) {
                // Largest first when no order was asked is the convention readers share least:
                // measured on the blind sets, 49 of 115 such lists were in the expected order
                // (lists in another unasked order: 116 of 163).
                const semantic::Query &q = state.parsed->interpretation.query;
                const bool figureFirst = !q.orderBy.empty()
                    && (q.orderBy.front().expr.isAggregate() || q.orderBy.front().expr.kind == semantic::Expr::Kind::Subquery);
                a.confidence = std::min(a.confidence, figureFirst ? 0.5 : 0.75);
                sentences << QStringLiteral("The question names no order for the groups; they are shown in a usual one.");
            }
            // A plain listing in the order of the rows' keys, which the question does not name:
            // when that is not also the order of the first column shown (names listed by their
            // ids), readers expect other orders as often. Measured on ten third-party sets: of 65
            // such listings at 0.9, 13 were expected in another order.
            const bool keyOrderedList = state.parsed && state.sql == state.parsed->sql && state.parsed->interpretation.orderGuessed
                && !byFigure(state.parsed->interpretation.query) && state.table && state.table->rows.size() > 1
                && !a.finalAnswer.is_null() && !sortedByFirstColumn(*state.table);
            if (!keyOrderedList && state.parsed && state.sql == state.parsed->sql && state.parsed->interpretation.orderGuessed
                && state.table && state.table->rows.size() > 1 && shownDateCompared(state.parsed->interpretation.query)) {
                a.confidence = std::min(a.confidence, 0.75);
                sentences << QStringLiteral("The question names no order; the rows are listed in the order of their keys, not of the date.");
            }
            if (keyOrderedList) {
                a.confidence = std::min(a.confidence, 0.75);
                sentences << QStringLiteral("The question names no order; the rows are listed in the order of their keys.");
            }
            // Different values listed once each ("the unique job titles"), in their own order: as
            // many third-party answers keep the order the rows first give them (measured: two of
            // four such lists at 0.9 were expected so).
            const bool distinctValues = !keyOrderedList && state.parsed && state.sql == state.parsed->sql
                && state.parsed->interpretation.orderGuessed && state.parsed->interpretation.valuesListed
                && state.table && state.table->rows.size() > 1;
            if (distinctValues) {
                a.confidence = std::min(a.confidence, 0.75);
                sentences << QStringLiteral("The question names no order; the values are listed in their own order.");
            }
            if (state.parsed && state.sql == state.parsed->sql && state.table && !a.finalAnswer.is_null()
                && groupWithoutValue(state.parsed->interpretation.query, *state.table)) {
                // "customers for each state": the rows with no state make a group of their own,
                // which some would list and some leave out.
                a.confidence = std::min(a.confidence, 0.75);
                sentences << QStringLiteral("One group holds the rows with no value for it; it is shown as empty.");
            }
            // A figure computed over an event's days or a list's members that a document changes in
            // words not read rests on the old ones: measured on the document corpora, half such
            // answers (at 0.6) were wrong. The figure the old ones give is said, not answered.
            if ((state.plan.periodChangeUnread || state.plan.listUncertain) && !a.finalAnswer.is_null() && !state.sql.isEmpty()) {
                sentences << QStringLiteral("A document changes %1 in words that were not read, so no answer is given; with the %2 read, "
                                            "the figure would be %3.")
                                 .arg(state.plan.periodChangeUnread ? QStringLiteral("the event's dates") : QStringLiteral("the members of a list the answer uses"),
                                      state.plan.periodChangeUnread ? QStringLiteral("dates") : QStringLiteral("members"),
                                      QString::fromStdString(a.finalAnswer.dump()));
                a.finalAnswer = nlohmann::json();
                a.confidence = std::min(a.confidence, 0.3);
            } else if (state.plan.periodUncertain && !a.finalAnswer.is_null()) {
                a.confidence = std::min(a.confidence, planning::Plan::kUncertainPeriodConfidence);
                sentences << QStringLiteral("A document changes the event's dates in words that were not read.");
            } else if (state.plan.listUncertain && !a.finalAnswer.is_null()) {
                a.confidence = std::min(a.confidence, planning::Plan::kUncertainPeriodConfidence);
                sentences << QStringLiteral("A document changes the members of a list the answer uses in words that were not read.");
            }
            if (state.parsed && state.sql == state.parsed->sql && state.table && !a.finalAnswer.is_null()
                && tiedInAskedOrder(*state.table, state.parsed->orderedByShown)) {
                // "sorted by the number of orders": rows with the same number follow the tie-break,
                // which the question does not name.
                a.confidence = std::min(a.confidence, 0.75);
                sentences << QStringLiteral("Some rows tie on %1; the question does not say how to order them among themselves.")
                                 .arg(state.parsed->orderedByShown.join(QStringLiteral(", ")));
            }
            if (state.parsed && state.sql == state.parsed->sql && state.table && state.parsed->expectedRows >= 0 && !a.finalAnswer.is_null()) {
                // The asker said how many rows to expect: another number is another reading than theirs.
                const auto rows = state.table->rows.size();
                if (rows != state.parsed->expectedRows) {
                    a.confidence = std::min(a.confidence, 0.5);
                    sentences << QStringLiteral("The question expects %1 rows; this reading gives %2, so it may not be the one meant.")
                                     .arg(state.parsed->expectedRows)
                                     .arg(rows);
                } else {
                    sentences << QStringLiteral("%1 rows, as the question expects.").arg(rows);
                }
            }
            if (state.tiedAtCut && !a.finalAnswer.is_null()) {
                // Which of the tied rows is shown is the tie-break's choice, not the question's.
                a.confidence = std::min(a.confidence, 0.6);
                sentences << QStringLiteral("Other rows tie with the last one shown; which of them are shown is arbitrary.");
            }
            if (!state.templateUnplaced.isEmpty() && !a.finalAnswer.is_null()) {
                a.confidence = std::min(a.confidence, 0.6);
                sentences << QStringLiteral("Not fully understood: %1; the answer applies only what was understood.")
                                 .arg(state.templateUnplaced.join(QStringLiteral(", ")));
            }
            if (state.compiled) {
                QStringList notes = state.plan.notes;
                for (const QString &n : state.compiled->notes) {
                    if (!notes.contains(n))
                        notes << n;
                }
                if (!notes.isEmpty())
                    sentences.prepend(notes.join(QStringLiteral("; ")) + QLatin1Char('.'));
            }
            if (!state.repairs.isEmpty())
                sentences << QStringLiteral("The SQL was repaired %1 time(s) (%2).")
                                 .arg(state.repairs.size())
                                 .arg(state.repairs.last().rule);
        }
        if (!state.plan.ignoredInstructions.isEmpty())
            sentences << QStringLiteral("Ignored instruction-like text in %1 (documents are data, not instructions).")
                             .arg(state.plan.ignoredInstructions.join(QStringLiteral(", ")));
        a.confidence = std::clamp(a.confidence, 0.0, 1.0);
        a.explanation = sentences.join(QLatin1Char(' '));
        chunkIds.removeDuplicates();
        for (const QString &id : chunkIds)
            addChunk(a, id, state);
        nlohmann::json out{{"final_answer", a.finalAnswer},
                           {"confidence", a.confidence},
                           {"citations", toJson(a.citations)},
                           {"explanation", str(a.explanation)}};
        // A null answer's explanation says what is missing; the rules say that best.
        if (m_model.enabled() && !a.finalAnswer.is_null())
            explainWithModel(state, out);
        return out;
    }

private:
    // Longer than this is not "one or two sentences"; keep the rules' text instead.
    static constexpr int kMaxExplanation = 700;

    void explainWithModel(RunState &state, nlohmann::json &out)
    {
        Answer &a = state.answer;
        QStringList chunkTexts;
        for (const Citation &c : a.sources) {
            if (c.kind == Citation::Kind::Chunk)
                chunkTexts << c.text;
        }
        llm::LlmChatOptions options;
        options.stream = true;
        const Result<llm::LlmReply> reply = m_model.chat(
            name(), prompts::explainMessages(state.question, a.finalAnswer, a.sql, a.table, chunkTexts, a.explanation),
            options);
        const QString text = reply ? reply->text.simplified() : QString();
        if (text.isEmpty() || text.size() > kMaxExplanation) {
            const QString why = !reply ? reply.error().toString()
                : text.isEmpty()       ? QStringLiteral("empty explanation")
                                       : QStringLiteral("explanation too long");
            noteModelFallback(state, name(), why, out);
            return;
        }
        noteModelUsed(state, name(), out, {{"rule_explanation", str(a.explanation)}});
        a.explanation = text;
        // The notice about ignored document instructions is a safety fact: keep it verbatim.
        if (!state.plan.ignoredInstructions.isEmpty())
            a.explanation += QStringLiteral(" Ignored instruction-like text in %1 (documents are data, not instructions).")
                                 .arg(state.plan.ignoredInstructions.join(QStringLiteral(", ")));
        out["explanation"] = str(a.explanation);
    }

    void addTable(Answer &a, const QString &table) const
    {
        if (a.citations.contains(table))
            return;
        a.citations << table;
        Citation c;
        c.kind = Citation::Kind::Table;
        c.id = table;
        a.sources << c;
    }

    void addChunk(Answer &a, const QString &id, const RunState &state) const
    {
        if (id.isEmpty() || a.citations.contains(id))
            return;
        a.citations << id;
        Citation c;
        c.kind = Citation::Kind::Chunk;
        c.id = id;
        if (const std::optional<retrieval::Chunk> chunk = m_engine.index().chunk(id)) {
            c.file = chunk->file;
            c.headingPath = chunk->headingPath;
            c.startLine = chunk->startLine;
            c.endLine = chunk->endLine;
            c.text = chunk->text;
        }
        for (const retrieval::ScoredChunk &sc : state.chunks) {
            if (sc.chunk.id == id)
                c.score = sc.score;
        }
        a.sources << c;
    }

    Engine &m_engine;
    ModelAssist &m_model;
};

} // namespace

std::unique_ptr<Node> makeSynthesizerNode(Engine &engine, ModelAssist &model)
{
    return std::make_unique<SynthesizerNode>(engine, model);
}

} // namespace rac::agent
