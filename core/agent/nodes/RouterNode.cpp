// SPDX-License-Identifier: MIT
//
// Router: rag | sql | hybrid. A question that asks for a number or a list the
// database can compute is sql; if it also leans on the documents (a campaign,
// a reporting group, "per the KPI definition"), hybrid; anything else (policy,
// definitions) is rag. The rule looks at what the question means to the
// semantic model and the document facts, never at its wording as a whole.
// The rule also scores how sure it is; below kUnsure, and when a language
// model is configured, the model's choice wins (both are kept in the trace).
#include "agent/DocumentReasoner.h"
#include "agent/Engine.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelOutcome.h"
#include "agent/model/ModelPrompts.h"
#include "agent/PassageAnswerer.h"
#include "agent/PlanReading.h"
#include "agent/nodes/Nodes.h"
#include "planning/Planner.h"
#include "semantic/QuestionAnalyzer.h"

#include <QRegularExpression>

namespace rac::agent {
namespace {

// How much of the question a passage must cover to answer it instead of SQL.
constexpr double kGoodPassage = 0.6;     // a measure word and nothing else points at data
constexpr double kStrongPassage = 0.75;  // a filter value or an aggregate word points at data
// Rule scores at or above this are trusted without asking a model.
constexpr double kUnsure = 0.6;

// Questions about what a term means or where a threshold lies are answered
// by the documents, even when they name a measure ("minimum revenue to be a
// Key Account", "the denominator of AOV").
bool asksForDefinition(const QString &question)
{
    static const QRegularExpression definitional(
        QStringLiteral("\\b(definition of|defined as|how (is|are|do we|does) .{0,40}(calculated|computed|defined|"
                       "measured)|what does .{1,40} mean|formula (for|of)|what counts as|denominator|numerator|"
                       "(above|below|over|under|at|from) what (value|amount|level|size)|threshold|cut-?off|"
                       "(minimum|maximum|min|max) .{0,30}\\bto (be|count|qualify)|to (be|count as|qualify as) an? |"
                       "qualif(y|ies) (as|for)|is considered|(upper|lower) (bound|limit)|(approximated|assumed|estimated) (as|to be|at))\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return definitional.match(question).hasMatch();
}

class RouterNode : public Node {
public:
    RouterNode(Engine &engine, ModelAssist &model) : m_engine(engine), m_model(model) {}
    QString name() const override { return QStringLiteral("router"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"question", str(state.question)}, {"format_hint", str(state.formatHintText)}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        if (!state.typedSql.isEmpty() && state.presetSql.isEmpty() && isSqlForThisSchema(state.typedSql)) {
            state.presetSql = state.typedSql;
            state.sql = state.typedSql;
            state.route = QStringLiteral("sql");
            state.routeReason = QStringLiteral("the question is one SQL statement over this database's tables");
            return nlohmann::json{{"route", "sql"}, {"reason", str(state.routeReason)}, {"rule_score", 1.0}};
        }
        const planning::Plan plan = planning::Planner(m_engine.facts()).plan(state.question);
        // The threshold of a term the documents define ("the minimum value of a pallet order")
        // asks about the definition; read as the definition's words it would parse as data.
        if (state.presetSql.isEmpty()
            && DocumentReasoner(m_engine.facts(), m_engine.termWeights()).termBound(state.question, state.hint)) {
            state.route = QStringLiteral("rag");
            state.routeReason = QStringLiteral("asks for the threshold of a term the documents define");
            return nlohmann::json{{"route", "rag"}, {"reason", str(state.routeReason)}, {"rule_score", 0.85}};
        }
        // Routing by understanding: a question the semantic parser covers against the schema
        // is a data question whatever words it contains ("last", "date", "list").
        // The parser's reading, made once when a rule first needs it.
        const auto parsed = [this, &state]() -> const semantic::ParseResult & {
            if (!state.parsed)
                state.parsed = m_engine.parser().parse(PassageAnswerer::withoutFormatInstructions(state.question), state.hint);
            return *state.parsed;
        };
        if (state.presetSql.isEmpty() && plan.citedChunks.isEmpty()) {
            if (parsed().interpretation.understood && !parsed().sql.isEmpty()) {
                state.route = QStringLiteral("sql");
                state.routeReason = QStringLiteral("the semantic parser understood every word against the schema");
                return nlohmann::json{{"route", "sql"}, {"reason", str(state.routeReason)}, {"rule_score", 0.95}};
            }
        }
        // The same with a term the documents define that the parser reads as its definition
        // ("orders that were shipped late"): the rows the definition picks are the data's to list;
        // a passage that mentions the term only says what it means. Asking what it means is still
        // a question for the documents.
        // ("Are orders without a shipped date late orders?" asks whether a rule says so; the
        // reading must have used a definition, not merely stand beside a cited passage.)
        static const QRegularExpression yesNo(QStringLiteral("^\\s*(?:is|are|was|were|does|do|did|can|could|should|will|would|has|have)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
        if (state.presetSql.isEmpty() && !plan.citedChunks.isEmpty() && parserReadsThePlan(plan, m_engine.facts())
            && !asksForDefinition(state.question) && !yesNo.match(state.question).hasMatch() && parsed().interpretation.understood
            && !parsed().sql.isEmpty() && !parsed().interpretation.citedChunks.isEmpty()) {
            state.route = QStringLiteral("hybrid");
            state.routeReason = QStringLiteral("the semantic parser understood every word, reading the documents' definitions");
            return nlohmann::json{{"route", "hybrid"}, {"reason", str(state.routeReason)}, {"rule_score", 0.9},
                                  {"doc_constraints", toJson(plan.citedChunks)}};
        }
        const semantic::Intent intent = semantic::QuestionAnalyzer(m_engine.model()).analyze(state.question, plan, state.hint);

        static const QRegularExpression docReference(
            QStringLiteral("\\b(kpi|definition|defined|per the|according to|as per|docs?|documents?|calendar|memo|"
                           "policy|campaign|promotion)\\b"),
            QRegularExpression::CaseInsensitiveOption);

        // A statistic the rules cannot compute still makes a data question.
        const bool namesData = !intent.measureIds.isEmpty() || intent.shape == semantic::Intent::Shape::EntityList
            || !intent.unsupportedStatistic.isEmpty();
        // A measure word alone ("what happens to freight on late shipments?") does not make a
        // data question; a period, grouping, filter, ranking or aggregate word does. Without
        // one, or when the question says things the database cannot apply, a passage that
        // answers it well wins; otherwise the data route answers (or says why it cannot).
        static const QRegularExpression aggregateWords(
            QStringLiteral("\\b(total|sum|how many|how much|number of|count|average|avg|mean|overall|all[- ]time|ever|"
                           "altogether|in total|so far)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        // A period, a ranking or a grouping make a question about data for certain; a filter
        // value or an aggregate word only suggest it ("std lead time for Speedy Express").
        const bool certainData = !plan.periods.isEmpty() || !intent.groupBy.isEmpty() || intent.ranked;
        const bool suggestsData = !intent.filters.isEmpty() || aggregateWords.match(state.question).hasMatch();
        bool documentsAnswer = false;
        if (namesData && (!certainData || !intent.unanswerable.isEmpty()) && state.presetSql.isEmpty()
            && intent.unsupportedStatistic.isEmpty()) {
            const std::optional<PassageAnswer> passage = bestPassage(state);
            const double needed = suggestsData ? kStrongPassage : kGoodPassage;
            documentsAnswer = passage && passage->support >= needed;
            // A number that counts, averages or totals the database's rows ("the number of orders
            // shipped late", "the average discount") is the database's to give, whatever number a
            // line of the documents holds (the "7 days" of a lateness rule answered 7 at 0.89).
            // (Typed with no format, "How many discontinued products are there?" asks a number too.)
            if (documentsAnswer && (state.hint.isNumericScalar() || state.hint.text.trimmed().isEmpty()))
                documentsAnswer = !parsed().countsRows && !parsed().averagesData;
        }
        bool asksData = namesData && !documentsAnswer;
        // "How many discontinued products are there?": a count of rows the parser reads whole is
        // the database's to give, though a passage mentions the words and no measure is named.
        if (!asksData && !documentsAnswer && state.presetSql.isEmpty() && (state.hint.isNumericScalar() || state.hint.text.trimmed().isEmpty())) {
            asksData = parsed().interpretation.understood && !parsed().sql.isEmpty() && (parsed().countsRows || parsed().averagesData);
        }
        const bool usesDocs = !plan.citedChunks.isEmpty() || docReference.match(state.question).hasMatch();
        const bool asksDefinition = asksForDefinition(state.question) && plan.periods.isEmpty();
        const bool textAnswer = state.hint.isScalar() && state.hint.scalar == answer::ScalarType::Str
            && intent.groupBy.isEmpty();

        // A campaign's length, a value band, a group's members: facts parsed from the
        // documents answer these, even when they name a measure ("minimum revenue").
        const std::optional<ReasonedAnswer> reasoned =
            DocumentReasoner(m_engine.facts(), m_engine.termWeights()).answer(state.question, state.hint, plan, {});
        const bool derivable = reasoned
            && ((intent.groupBy.isEmpty() && !intent.ranked) || reasoned->kind == QLatin1String("group") || reasoned->kind == QLatin1String("scope"));
        if (!state.presetSql.isEmpty()) {
            state.route = QStringLiteral("sql");
            state.routeReason = QStringLiteral("the user supplied SQL");
        } else if (derivable) {
            state.route = QStringLiteral("rag");
            state.routeReason = QStringLiteral("the documents' parsed facts answer it");
        } else if (asksDefinition || !asksData || textAnswer) {
            // A text answer with nothing to group by cannot come out of an aggregate.
            state.route = QStringLiteral("rag");
            state.routeReason = asksDefinition    ? QStringLiteral("asks for a definition")
                : textAnswer                      ? QStringLiteral("asks for text, with nothing to group by")
                : documentsAnswer                 ? QStringLiteral("a document answers it and no period, group or filter asks for data")
                                                  : QStringLiteral("nothing the database measures is asked for");
        } else if (usesDocs) {
            state.route = QStringLiteral("hybrid");
            state.routeReason = plan.citedChunks.isEmpty() ? QStringLiteral("data question that refers to the documents")
                                                           : QStringLiteral("data question constrained by the documents");
        } else {
            state.route = QStringLiteral("sql");
            state.routeReason = QStringLiteral("data question: ") + intent.measureIds.join(QStringLiteral(", "));
        }
        // How sure the rule is: certain for SQL the user typed and for data questions
        // with a period, grouping or ranking; unsure when it recognised no measure
        // and no passage answers either, or when the question names a concept the
        // schema lacks (a model may know where it lives).
        double score = 0.8;
        if (!state.presetSql.isEmpty())
            score = 1.0;
        else if (derivable)
            score = 0.85;
        else if (!intent.unanswerable.isEmpty())
            score = 0.5;
        else if (asksData)
            score = certainData ? 0.95 : 0.8;
        else if (!namesData && !asksDefinition && m_model.enabled()) {
            const std::optional<PassageAnswer> passage = bestPassage(state);
            score = passage && passage->support >= kGoodPassage ? 0.8 : 0.4;
        }
        nlohmann::json out{{"route", str(state.route)},
                           {"reason", str(state.routeReason)},
                           {"rule_score", score},
                           {"measures", toJson(intent.measureIds)},
                           {"doc_constraints", toJson(plan.citedChunks)},
                           {"unanswerable", str(intent.unanswerable)}};
        if (score < kUnsure && m_model.enabled())
            askModel(state, score, out);
        return out;
    }

private:
    // "SELECT * FROM Orders" is SQL; "Select all customers from Germany" is English although it
    // parses: its FROM names no table of this database. Without FROM, SQL computes something
    // ("SELECT 1 + 1", "SELECT date('now')"); a select list of plain words is English.
    bool isSqlForThisSchema(const QString &text) const
    {
        static const QRegularExpression from(QStringLiteral("\\bfrom\\s+(?:\"([^\"]+)\"|\\[([^\\]]+)\\]|`([^`]+)`|([\\w.]+))"),
                                             QRegularExpression::CaseInsensitiveOption);
        bool sawFrom = false;
        for (auto it = from.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            sawFrom = true;
            QString name;
            for (int g = 1; g <= 4 && name.isEmpty(); ++g)
                name = m.captured(g);
            name = name.section(QLatin1Char('.'), -1);
            if (m_engine.schema().table(name) || name.startsWith(QLatin1String("pragma_"), Qt::CaseInsensitive)
                || name.startsWith(QLatin1String("sqlite_"), Qt::CaseInsensitive))
                return true;   // the guard and the authorizer judge what it may read
        }
        if (sawFrom)
            return false;
        static const QRegularExpression computes(QStringLiteral("^\\s*\\(?\\s*select\\s+(?:[^a-z\\s]|[a-z_]\\w*\\s*\\()"),
                                                 QRegularExpression::CaseInsensitiveOption);
        return computes.match(text).hasMatch();
    }

    // The line of the documents that best answers the question, if any does.
    std::optional<PassageAnswer> bestPassage(const RunState &state) const
    {
        return PassageAnswerer::answer(state.question, state.hint, m_engine.index().search(state.question, 6, 2),
                                       m_engine.termWeights());
    }

    void askModel(RunState &state, double score, nlohmann::json &out)
    {
        QStringList documents;
        for (const retrieval::Chunk &chunk : m_engine.index().allChunks()) {
            if (!documents.contains(chunk.file))
                documents << chunk.file;
        }
        llm::LlmChatOptions options;
        options.schema = prompts::routeReplySchema();
        const Result<llm::LlmReply> reply = m_model.chat(
            name(), prompts::routeMessages(state.question, state.route, score, documents, m_engine.schema().tableNames()),
            options);
        const QString route = reply && reply->json.is_object() && reply->json.value("route", nlohmann::json()).is_string()
            ? QString::fromStdString(reply->json["route"].get<std::string>())
            : QString();
        static const QStringList routes{QStringLiteral("rag"), QStringLiteral("sql"), QStringLiteral("hybrid")};
        if (!routes.contains(route)) {
            const QString why = reply ? QStringLiteral("no valid route in the reply") : reply.error().toString();
            noteModelFallback(state, name(), why, out);
            return;
        }
        noteModelUsed(state, name(), out, {{"route", str(route)}, {"rule_route", str(state.route)}});
        if (route != state.route) {
            state.routeReason = QStringLiteral("the language model chose %1 (the rules said %2 with score %3)")
                                    .arg(route, state.route)
                                    .arg(score, 0, 'f', 2);
            state.route = route;
            out["route"] = str(route);
            out["reason"] = str(state.routeReason);
        }
    }

    Engine &m_engine;
    ModelAssist &m_model;
};

} // namespace

nlohmann::json toJson(const QStringList &list)
{
    nlohmann::json out = nlohmann::json::array();
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

std::unique_ptr<Node> makeRouterNode(Engine &engine, ModelAssist &model)
{
    return std::make_unique<RouterNode>(engine, model);
}

} // namespace rac::agent
