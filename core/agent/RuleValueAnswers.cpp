// SPDX-License-Identifier: MIT
#include "agent/RuleValueAnswers.h"

#include "agent/PatternMatch.h"
#include "answer/AnswerTyper.h"
#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/ValueHistories.h"
#include "planning/VersionWording.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::agent {

namespace {

using planning::ValueHistory;
using planning::ValueVersion;


// Which version the words ask for.
enum class Version { Unsaid, Original, Current, Day };

// "On what date did the higher threshold kick in?", "from which booking date did it take effect?"
bool asksDay(const QString &q)
{
    return hasPattern(q, "\\b(on what date|what date|which date|what day|which day|from which .{0,30}date|from when|since when|when)\\b")
        && hasPattern(q, "\\b(effect|effective|kick(ed|s)? in|start(ed|s)?|beg[iau]n|begins|appl(y|ies|ied)|in force|chang(e|ed)|"
                  "raised|lowered|introduced|come into|came into|went up|went down)\\b");
}

// A number counted or totalled over rows is the database's, not a rule's.
bool asksStatistic(const QString &q)
{
    QString rest = q;
    rest.remove(QRegularExpression(QStringLiteral("\\bhow many (days|weeks|hours|months|percent|units|dollars)\\b|\\bcount(s|ed)? as\\b|"
                                                  "\\b(revenue|sales) (goal|target|budget|threshold|floor|cap|plan|quota)s?\\b"),
                                   QRegularExpression::CaseInsensitiveOption));
    // "By how much did revenue exceed its target?" sets the data against the rule.
    return hasPattern(rest, "\\b(how many|number of|count|total|sum|average|mean|median|share of|proportion|percentage of|"
                     "which (customers|orders|products|employees|suppliers)|list (the|all)|by how (many|much)|exceed(s|ed)?|"
                     "fell short|short of|difference|gap|compared?|versus|vs|actual|achieved|so far|revenue|sales|sold|given|granted|"
                     "shipped|ordered|placed|any order)\\b");
}

bool asksRuleValue(const QString &q)
{
    return hasPattern(q, "\\b(thresholds?|floors?|ceilings?|caps?|limits?|minimum|maximum|min|max|targets?|goals?|budgets?|cut-?offs?|"
                  "quotas?|allowances?)\\b")
        || (hasPattern(q, "\\b(what(?:'s| is| was| are)?\\s+(?:the\\s+)?(?:\\w+\\s+){0,2}(value|price|amount|level|percentage|percent|"
                   "figure)|how much|how many (days|weeks|hours|months|percent|units|dollars))\\b")
            && hasPattern(q, "\\b(to (count|qualify|be classed|be counted|be considered|earn|get)|counts? as|makes?|made|needs?|"
                      "required|allow(ed)?|puts?|lands?|enters?|qualif\\w*)\\b"));
}

// A rule noun the question attaches to another thing: "the dispatch target for key-account
// orders" asks for a dispatch target, not the key-account threshold. The word before each rule
// noun must be one of the rule's own words or a word that only qualifies it.
bool nounsNameAnotherRule(const QStringList &words, const ValueHistory &h)
{
    static const QRegularExpression noun(QStringLiteral("^(thresholds?|floors?|ceilings?|caps?|limits?|targets?|goals?|budgets?|"
                                                        "cutoffs?|quotas?|allowances?|rates?|fees?)$"));
    static const QSet<QString> qualifiers{
        QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("our"), QStringLiteral("its"),
        QStringLiteral("their"), QStringLiteral("this"), QStringLiteral("that"), QStringLiteral("higher"), QStringLiteral("lower"),
        QStringLiteral("new"), QStringLiteral("old"), QStringLiteral("current"), QStringLiteral("original"), QStringLiteral("revised"),
        QStringLiteral("previous"), QStringLiteral("updated"), QStringLiteral("latest"), QStringLiteral("first"), QStringLiteral("which"),
        QStringLiteral("what"), QStringLiteral("minimum"), QStringLiteral("maximum"), QStringLiteral("raised"), QStringLiteral("lowered")};
    for (int i = 1; i < words.size(); ++i) {
        if (!noun.match(words.at(i)).hasMatch())
            continue;
        const QString &before = words.at(i - 1);
        if (!qualifiers.contains(before) && !h.key.contains(text::stem(before)) && !noun.match(before).hasMatch()
            && !before.front().isDigit())
            return true;
    }
    return false;
}

// The rule the question names: the one whose telling words it holds, the most of them; none
// when two rules fit as well.
const ValueHistory *namedRule(const QString &q, const QList<ValueHistory> &histories)
{
    const QStringList words = text::words(q);
    QSet<QString> stems;
    for (const QString &w : words)
        stems.insert(text::stem(w));
    const ValueHistory *best = nullptr;
    bool tie = false;
    for (const ValueHistory &h : histories) {
        if (!std::all_of(h.key.cbegin(), h.key.cend(), [&stems](const QString &k) { return stems.contains(k); })
            || nounsNameAnotherRule(words, h))
            continue;
        if (!best || h.key.size() > best->key.size()) {
            best = &h;
            tie = false;
        } else if (h.key.size() == best->key.size()) {
            tie = true;
        }
    }
    return tie ? nullptr : best;
}

const ValueVersion *dayVersion(const ValueHistory &h)
{
    // The revision the day belongs to: the only dated one, else the latest.
    const ValueVersion *found = nullptr;
    for (const ValueVersion &v : h.versions) {
        if (v.revision && v.from.isValid())
            found = &v;
    }
    return found;
}

// "before September 2024", "as of 15 March 1998", "since January 1998": the day whose rule is
// asked. A date said for the rule's own name ("the goal for FY1998") is not one.
std::optional<QDate> dayAsked(const QString &q)
{
    for (const planning::DateRange &r : planning::DatePhraseParser::parse(q)) {
        if (r.textStart < 0 || r.fiscal)
            continue;   // ("as of FY1998" is not read on the calendar year)
        static const QRegularExpression preposition(QStringLiteral("\\b(before|prior to|until|till|up to|after|since|from|as of|on|in force (?:on|in))\\s*$"),
                                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = preposition.match(q.left(r.textStart));
        if (!m.hasMatch())
            continue;
        const QString word = m.captured(1).toLower();
        if (word == QLatin1String("before") || word == QLatin1String("prior to"))
            return r.start.addDays(-1);
        if (word == QLatin1String("after"))
            return r.end.addDays(1);
        return r.start;
    }
    return std::nullopt;
}

// By the words of the key ("effective_date", "beforeDays"): "threshold" holds "old" but is no
// original.
Version roleOfKey(const QString &key)
{
    const QString words = text::splitIdentifier(key);
    if (hasPattern(words, "\\b(date|day|effective|since|when|start|from)\\b"))
        return Version::Day;
    if (hasPattern(words, "\\b(orig|original|before|old|previous|prior|initial|first|legacy|was)\\b"))
        return Version::Original;
    if (hasPattern(words, "\\b(revised|after|new|current|now|latest|updated|changed|today)\\b"))
        return Version::Current;
    return Version::Unsaid;
}

nlohmann::json typed(const ValueVersion &v, answer::ScalarType type)
{
    if (type == answer::ScalarType::Int || type == answer::ScalarType::Float)
        return answer::AnswerTyper::convert(v.value, type);
    return answer::AnswerTyper::convert(v.value, answer::ScalarType::Float);
}

QString where(const ValueVersion &v)
{
    return v.line > 0 ? QStringLiteral("%1, line %2").arg(v.file).arg(v.line) : v.file;
}

QString story(const ValueHistory &h)
{
    QStringList parts;
    for (const ValueVersion &v : h.versions) {
        const QString value = QString::number(v.value, 'g', 12) + (v.unit == QLatin1String("$") ? QString() : v.unit);
        parts << (v.from.isValid() ? QStringLiteral("%1 from %2 (%3)").arg(value, v.from.toString(Qt::ISODate), where(v))
                                   : QStringLiteral("%1 (%2)").arg(value, where(v)));
    }
    return QStringLiteral("%1: %2").arg(h.subject, parts.join(QStringLiteral("; then ")));
}

} // namespace

std::optional<ReasonedAnswer> RuleValueAnswers::answer(const QString &question, const answer::FormatHint &hint) const
{
    QString q = question;
    q.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (hint.isList() || asksStatistic(q))
        return std::nullopt;
    const ValueHistory *rule = namedRule(q, m_facts.histories);
    if (!rule || !rule->ordered())
        return std::nullopt;
    const QString askedBound = planning::ruleBound(q.section(QRegularExpression(QStringLiteral("\\b(or more|or less|at least|at most)\\b")), 0, 0));
    if (!askedBound.isEmpty() && !rule->bound.isEmpty() && askedBound != rule->bound)
        return std::nullopt;
    const bool original = planning::asksOriginalVersion(q), current = planning::asksCurrentVersion(q), day = asksDay(q);
    const bool several = rule->versions.size() > 1;
    const std::optional<QDate> asOf = dayAsked(q);
    // The version the question's words choose for a value that names none itself.
    // The first version is known only when a statement that is no revision gave it ("the cap is
    // 12% since March" says nothing of the value before).
    const bool firstKnown = !rule->original().revision;
    const auto chosen = [&]() -> const ValueVersion * {
        if (asOf) {
            const ValueVersion &v = rule->inForceOn(*asOf);
            return v.revision && v.from.isValid() && *asOf < v.from ? nullptr : &v;
        }
        if (original && current)
            return nullptr;
        if (original)
            return firstKnown ? &rule->original() : nullptr;
        return &rule->latest();
    };
    const bool explicitChoice = asOf || original != current || !several;
    QStringList chunkIds;
    for (const ValueVersion &v : rule->versions)
        if (!chunkIds.contains(v.chunkId))
            chunkIds << v.chunkId;

    ReasonedAnswer out;
    out.chunkIds = chunkIds;
    out.kind = QStringLiteral("rule");
    if (hint.isObject() && hint.fields.size() >= 2) {
        nlohmann::json value = nlohmann::json::object();
        bool namesVersion = false;
        for (const answer::HintField &field : hint.fields) {
            const Version role = roleOfKey(field.key);
            const ValueVersion *v = role == Version::Original ? (firstKnown ? &rule->original() : nullptr)
                : role == Version::Current                    ? &rule->latest()
                : role == Version::Day                        ? dayVersion(*rule)
                                                              : chosen();
            if (!v)
                return std::nullopt;
            namesVersion = namesVersion || role != Version::Unsaid;
            if (role == Version::Day) {
                if (field.type == answer::ScalarType::Int || field.type == answer::ScalarType::Float)
                    return std::nullopt;
                value[field.key.toStdString()] = v->from.toString(Qt::ISODate).toStdString();
            } else {
                value[field.key.toStdString()] = typed(*v, field.type);
            }
        }
        if (!namesVersion || (!several && !day))
            return std::nullopt;
        out.value = value;
        out.confidence = 0.85;
        out.explanation = story(*rule) + QLatin1Char('.');
        return out;
    }
    if (!hint.isScalar())
        return std::nullopt;
    const bool textHint = hint.scalar == answer::ScalarType::Str || hint.scalar == answer::ScalarType::Any;
    if (day && textHint) {
        const ValueVersion *v = original ? nullptr : dayVersion(*rule);
        if (!v)
            return std::nullopt;
        out.value = v->from.toString(Qt::ISODate).toStdString();
        out.confidence = 0.85;
        out.explanation = story(*rule) + QStringLiteral(". Asked: the day the change took effect.");
        return out;
    }
    if (!hint.isNumericScalar() || day || !asksRuleValue(q))
        return std::nullopt;
    const ValueVersion *v = chosen();
    if (!v)
        return std::nullopt;
    out.value = typed(*v, hint.scalar);
    out.confidence = explicitChoice ? 0.85 : 0.8;
    out.explanation = story(*rule)
        + (!several        ? QStringLiteral(".")
           : original      ? QStringLiteral(". Asked: the original value.")
           : explicitChoice ? QStringLiteral(". Asked: the value in force now.")
                           : QStringLiteral(". No version named: the latest one, in force now."));
    return out;
}

} // namespace rac::agent
