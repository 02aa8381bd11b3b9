// SPDX-License-Identifier: MIT
#include "agent/DocumentReasoner.h"

#include "agent/PatternMatch.h"
#include "agent/FiscalAnswers.h"
#include "agent/MembershipAnswers.h"
#include "agent/RuleValueAnswers.h"
#include "answer/AnswerTyper.h"
#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/ValueBands.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>


namespace rac::agent {
namespace {

using planning::Campaign;
using planning::DateRange;
using planning::ValueBand;

const Campaign *campaignOf(const planning::DocumentFacts &facts, const DateRange &period)
{
    for (const Campaign &c : facts.campaigns) {
        if (c.name == period.label)
            return &c;
    }
    return nullptr;
}

// A period the documents name: a campaign's, or a yearly window's in a year ("Holiday peak 1997").
bool namedByDocuments(const planning::DocumentFacts &facts, const DateRange &period)
{
    if (campaignOf(facts, period))
        return true;
    return std::any_of(facts.recurring.cbegin(), facts.recurring.cend(), [&period](const planning::RecurringPeriod &p) {
        return period.label.startsWith(p.name + QLatin1Char(' '));
    });
}

nlohmann::json typedNumber(double v, const answer::FormatHint &hint)
{
    return answer::AnswerTyper::convert(v, hint.scalar == answer::ScalarType::Int ? answer::ScalarType::Int
                                                                                   : answer::ScalarType::Float);
}

// How sure an answer about an event's days or scope is: less when a document changes its dates,
// or a list named like it, in words not read (a later chat decision moving an event's end was
// read as a list's change, and the planned end answered at 0.85).
double eventConfidence(const planning::Plan &plan)
{
    return plan.periodUncertain || plan.listUncertain ? planning::Plan::kUncertainPeriodConfidence : 0.85;
}

} // namespace

std::optional<ReasonedAnswer> DocumentReasoner::answer(const QString &question, const answer::FormatHint &hint,
                                                       const planning::Plan &plan,
                                                       const QList<retrieval::ScoredChunk> &chunks) const
{
    // A span's written form asked for ("as YYYY-MM-DD to YYYY-MM-DD") goes with the form; the
    // words that remain must still say both dates are asked.
    const bool spanForm = hasPattern(question, QStringLiteral("Y{4}\\S*\\s+(?:to|–|-|through)\\s+Y{4}"));
    const QString q = PassageAnswerer::withoutFormatInstructions(question) + (spanForm ? QStringLiteral(" (both dates)") : QString());
    if (std::optional<ReasonedAnswer> a = FiscalAnswers(m_facts).answer(q, hint, plan))
        return a;
    for (auto attempt : {&DocumentReasoner::campaignLength, &DocumentReasoner::campaignDate, &DocumentReasoner::campaignScope}) {
        if (std::optional<ReasonedAnswer> a = (this->*attempt)(q, hint, plan))
            return a;
    }
    if (std::optional<ReasonedAnswer> a = termBound(q, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = bandOfValue(q, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = bandBound(q, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = groupOfCategory(q, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = MembershipAnswers(m_facts).answer(q, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = MembershipAnswers(m_facts).members(q, hint))
        return a;
    return campaignDescribed(q, hint, plan, chunks);
}

std::optional<ReasonedAnswer> DocumentReasoner::campaignDate(const QString &q, const answer::FormatHint &hint,
                                                             const planning::Plan &plan) const
{
    // "When does Winter Classics 1997 start?": the date the planner chose between
    // conflicting documents (the source the question names, else the later revision).
    // "What dates does Holiday peak 1997 cover? {start, end}": both.
    if (!hasPattern(q, QStringLiteral("\\b(date|dates|when|day|window|span)\\b")))
        return std::nullopt;
    if (hint.hasFields()) {
        if (hint.isList() || hint.fields.size() != 2)
            return std::nullopt;
        const auto names = [&hint](int i, const char *pattern) { return hasPattern(hint.fields.at(i).key, QString::fromLatin1(pattern)); };
        if (!names(0, "start|begin|from|first|open") || !names(1, "end|finish|to|last|close|until"))
            return std::nullopt;
        for (const DateRange &period : plan.periods) {
            if (!namedByDocuments(m_facts, period))
                continue;
            nlohmann::json value = nlohmann::json::object();
            value[hint.fields.at(0).key.toStdString()] = period.start.toString(Qt::ISODate).toStdString();
            value[hint.fields.at(1).key.toStdString()] = period.end.toString(Qt::ISODate).toStdString();
            return ReasonedAnswer{value, plan.citedChunks, plan.notes.join(QStringLiteral("; ")) + QLatin1Char('.'),
                                  eventConfidence(plan), QStringLiteral("campaign")};
        }
        return std::nullopt;
    }
    if (hint.isNumericScalar())
        return std::nullopt;
    const bool end = hasPattern(q, QStringLiteral("\\b(end|ends|ending|ended|finish|finished|until|close|closing|closed|last|final)\\b"));
    const bool start = hasPattern(q, QStringLiteral("\\b(start|starts|starting|started|begin|begins|began|beginning|open|opens|opening|opened|first)\\b"));
    // "What dates did it run?", "its window": both ends, as "YYYY-MM-DD to YYYY-MM-DD".
    // (The span's written form asked for wins over a "first" that says which version: "When X was
    // first announced, what was its window? Answer as YYYY-MM-DD to YYYY-MM-DD" got the start day.)
    const bool span = (start == end && hasPattern(q, QStringLiteral("\\b(dates|window|span|period|range)\\b")))
        || q.endsWith(QLatin1String(" (both dates)"));
    for (const DateRange &period : plan.periods) {
        if (!namedByDocuments(m_facts, period))
            continue;
        const QDate day = end ? period.end : period.start;
        return ReasonedAnswer{(span ? period.isoSpan() : day.toString(Qt::ISODate)).toStdString(), plan.citedChunks,
                              plan.notes.join(QStringLiteral("; ")) + QLatin1Char('.'), eventConfidence(plan), QStringLiteral("campaign")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::campaignScope(const QString &q, const answer::FormatHint &hint,
                                                              const planning::Plan &plan) const
{
    // "Which categories does Winter Warmers cover?": the categories the documents give the event,
    // not a ranking of every category's sales in its window.
    const bool listAsked = hint.text.trimmed().isEmpty() || (!hint.hasFields() && (hint.isList() || hint.scalar == answer::ScalarType::Str));
    if (!listAsked || !hasPattern(q, QStringLiteral("\\b(which|what)\\s+(?:product\\s+)?categor(?:y|ies)\\b"))
        || !hasPattern(q, QStringLiteral("\\b(cover(?:s|ed)?|includ(?:e|es|ed)|in scope|part of|feature[sd]?|about|run on|apply to|applies to)\\b"))
        || hasPattern(q, QStringLiteral("\\b(revenue|sales|sold|orders?|most|least|best|top|highest|lowest)\\b")))
        return std::nullopt;
    for (const DateRange &period : plan.periods) {
        const Campaign *campaign = campaignOf(m_facts, period);
        if (!campaign || campaign->categories.isEmpty())
            continue;
        QStringList categories = campaign->categories;
        if (hasPattern(q, QStringLiteral("\\b(alphabetical(?:ly)?|a to z|a-z|sorted|in order)\\b")))
            std::sort(categories.begin(), categories.end(), [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
        nlohmann::json value = nlohmann::json::array();
        for (const QString &c : std::as_const(categories))
            value.push_back(c.toStdString());
        if (!hint.isList() && categories.size() == 1)
            value = categories.first().toStdString();
        else if (!hint.isList() && !hint.text.trimmed().isEmpty())
            return std::nullopt;
        return ReasonedAnswer{value, {campaign->chunkId},
                              QStringLiteral("%1 covers %2 (%3).").arg(campaign->name, campaign->categories.join(QStringLiteral(", ")), campaign->file),
                              eventConfidence(plan), QStringLiteral("scope")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::campaignLength(const QString &q, const answer::FormatHint &hint,
                                                               const planning::Plan &plan) const
{
    if (!hint.isNumericScalar())
        return std::nullopt;
    // Read the units with the campaign's name blanked out: "Harvest Week 2024" asks nothing in weeks.
    const QString rest = plan.residualQuestion.isEmpty() ? q : plan.residualQuestion;
    const bool weeks = hasPattern(rest, QStringLiteral("\\bweeks?\\b"));
    const bool timeUnit = hasPattern(rest, QStringLiteral("\\b(days?|weeks?|how long)\\b"));
    const bool asksLength = hasPattern(rest, QStringLiteral("\\b(how many (days|weeks)|how long|duration|length|number of (days|weeks))\\b"));
    const bool asksChange = hasPattern(rest, QStringLiteral("\\b(extend(ed|s)?|extension|lengthen(ed)?|prolong(ed)?|shorten(ed)?|"
                                                  "moved|postponed|pushed back|by how many)\\b"));
    // "Units sold during X as extended by the memo" asks for data, not for time.
    if (!timeUnit || (!asksLength && !asksChange))
        return std::nullopt;
    for (const DateRange &period : plan.periods) {
        const Campaign *campaign = campaignOf(m_facts, period);
        if (!campaign)
            continue;
        if (asksChange) {
            // Two documents giving the same campaign different dates: the change between them.
            QList<const Campaign *> versions;
            for (const Campaign &c : m_facts.campaigns) {
                if (c.name.compare(campaign->name, Qt::CaseInsensitive) == 0)
                    versions << &c;
            }
            if (versions.size() < 2)
                continue;
            const DateRange &a = versions.first()->range;
            const DateRange &b = versions.last()->range;
            const qint64 days = std::abs(a.end.daysTo(b.end)) + std::abs(a.start.daysTo(b.start));
            const double value = weeks ? static_cast<double>(days) / 7.0 : static_cast<double>(days);
            return ReasonedAnswer{typedNumber(value, hint), {versions.first()->chunkId, versions.last()->chunkId},
                                  QStringLiteral("%1 ran %2 in %3 and %4 in %5: a change of %6 days.")
                                      .arg(campaign->name, a.isoSpan(), versions.first()->chunkId, b.isoSpan(),
                                           versions.last()->chunkId)
                                      .arg(days),
                                  0.8, QStringLiteral("campaign")};
        }
        // Both the first and the last day count.
        const qint64 days = period.start.daysTo(period.end) + 1;
        const double value = weeks ? static_cast<double>(days) / 7.0 : static_cast<double>(days);
        return ReasonedAnswer{typedNumber(value, hint), plan.citedChunks,
                              QStringLiteral("%1 runs %2, %3 days counting both ends.").arg(campaign->name, period.isoSpan()).arg(days),
                              eventConfidence(plan), QStringLiteral("campaign")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::bandOfValue(const QString &q, const answer::FormatHint &hint) const
{
    // "A customer had 1,500 in revenue last year. Which segment?": the band holding the number.
    if (hint.isNumericScalar() || hint.hasFields() || !hasPattern(q, QStringLiteral("\\b(which|what)\\b")))
        return std::nullopt;
    static const QRegularExpression amount(QStringLiteral("(?<![\\w.])[$€£]?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)(?![\\w.])"));
    // A bound before the number ("orders with an OrderID below 10260", "Freight under 900") makes
    // it a condition on rows, not a value placed in a band: only a question naming the bands'
    // kind ("which tier ...") is then theirs ("Free freight" came back at 0.8).
    static const QRegularExpression bound(QStringLiteral("\\b(?:below|under|above|over|less\\s+than|more\\s+than|greater\\s+than|fewer\\s+than|"
                                                         "at\\s+least|at\\s+most|exceeding|between)\\s*[$€£]?$"),
                                          QRegularExpression::CaseInsensitiveOption);
    std::optional<double> value;
    bool bounded = false;
    // A day or year of a date ("15 March 1998") is no amount to place in a band.
    const QList<planning::DateRange> dates = planning::DatePhraseParser::parse(q);
    const auto inDate = [&dates](qsizetype at) {
        return std::any_of(dates.cbegin(), dates.cend(), [at](const planning::DateRange &r) {
            return r.textStart >= 0 && at >= r.textStart && at < r.textStart + r.textLength;
        });
    };
    for (auto it = amount.globalMatch(q); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (inDate(m.capturedStart(1)))
            continue;
        QString digits = m.captured(1);
        const double v = digits.remove(QLatin1Char(',')).toDouble();
        if (!m.captured(1).contains(QLatin1Char(',')) && v >= 1900 && v <= 2100 && v == std::floor(v))
            continue;   // a year
        value = v;
        bounded = bound.match(q.left(m.capturedStart()).trimmed()).hasMatch();
        break;
    }
    if (!value)
        return std::nullopt;
    QSet<QString> questionStems;
    for (const QString &w : text::words(text::normalized(q)))
        questionStems << text::stem(w);
    QList<const ValueBand *> hits;
    const QList<ValueBand> bands = planning::bandsAsAsked(m_facts, q);   // (revised bounds unless the first are asked)
    for (const ValueBand &band : bands) {
        // The question must name what the bands are ("segment") or what they measure ("revenue").
        // Whole words, and words that say something: "the customer with postal code 70174" names
        // no "orders with a value" (a Chinook postal code fell in a freight band at 0.8).
        bool named = false;
        for (const QString &word : text::words(bounded ? band.kind : band.kind + QLatin1Char(' ') + band.measure)) {
            if (word.size() > 3 && !semantic::Vocabulary::builtIn().isFunctionWord(word.toLower()) && questionStems.contains(text::stem(word)))
                named = true;
        }
        if (named && band.contains(*value))
            hits << &band;
    }
    if (hits.size() != 1)
        return std::nullopt;
    const ValueBand &band = *hits.first();
    return ReasonedAnswer{band.label.toStdString(), {band.chunkId},
                          QStringLiteral("%1 falls in \"%2\" (%3) in %4.").arg(planning::formatAmount(*value), band.label, band.measure, band.chunkId),
                          0.8, QStringLiteral("band")};
}

std::optional<ReasonedAnswer> DocumentReasoner::bandBound(const QString &q, const answer::FormatHint &hint) const
{
    // "Minimum revenue to be classed as Growth", "upper bound of the Growth segment".
    if (!hint.isNumericScalar())
        return std::nullopt;
    const bool lower = hasPattern(q, QStringLiteral("\\b(minimum|min|lower (bound|limit|end)|at least|floor|starts? at|entry)\\b"));
    const bool upper = hasPattern(q, QStringLiteral("\\b(maximum|max|upper (bound|limit|end)|at most|ceiling|cap|up to)\\b"));
    const bool threshold = hasPattern(q, QStringLiteral("\\b(threshold|cut-?off|qualify|classed|classified|counts? as)\\b"));
    if (!lower && !upper && !threshold)
        return std::nullopt;
    const QList<ValueBand> bands = planning::bandsAsAsked(m_facts, q);   // (revised bounds unless the first are asked)
    for (const ValueBand &band : bands) {
        if (!mentionsLabel(q, band.label))
            continue;
        std::optional<double> bound;
        if (lower && !upper)
            bound = band.lower;
        else if (upper && !lower)
            bound = band.upper;
        else if (band.oneSided())
            bound = band.lower ? band.lower : band.upper;
        if (!bound)
            continue;
        return ReasonedAnswer{typedNumber(*bound, hint), {band.chunkId},
                              QStringLiteral("%1: %2 from %3 to %4 (%5).")
                                  .arg(band.label, band.measure, band.lower ? planning::formatAmount(*band.lower) : QStringLiteral("-"),
                                       band.upper ? planning::formatAmount(*band.upper) : QStringLiteral("no limit"), band.chunkId),
                              0.8, QStringLiteral("band")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::termBound(const QString &question, const answer::FormatHint &hint) const
{
    const QString q = PassageAnswerer::withoutFormatInstructions(question);
    // A rule whose number the documents state, or revise, answers by the version asked for.
    if (std::optional<ReasonedAnswer> a = RuleValueAnswers(m_facts).answer(q, hint))
        return a;
    if (!hint.isNumericScalar())
        return std::nullopt;
    // A bound asked for, not rows counted ("how many orders qualify as ..." counts the data).
    if (!hasPattern(q, QStringLiteral("\\b(minimum|min|maximum|max|threshold|cut-?off|limit|at least|at most|how much|"
                               "how many (days|hours|weeks|months|units|percent)|what (value|amount|level))\\b")))
        return std::nullopt;
    if (hasPattern(q, QStringLiteral("\\bhow many\\b(?! (days|hours|weeks|months|units|percent))|\\bnumber of\\b|\\bcount\\b")))
        return std::nullopt;
    static const QRegularExpression number(QStringLiteral("(?<![\\w.])(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?![\\w])"));
    for (const planning::TermDefinition &d : m_facts.terms) {
        if (!mentionsLabel(q, d.term))
            continue;
        QList<double> found;
        for (auto it = number.globalMatch(d.condition); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            found << (m.captured(1).remove(QLatin1Char(',')) + m.captured(2)).toDouble();
        }
        if (found.size() != 1)
            return std::nullopt;   // which of several numbers is not for this reading to pick
        return ReasonedAnswer{typedNumber(found.first(), hint), {d.chunkId},
                              QStringLiteral("A %1 is defined as %2 %3 (%4).").arg(d.term, d.entity, d.condition, d.file), 0.8,
                              QStringLiteral("term")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::groupOfCategory(const QString &q, const answer::FormatHint &hint) const
{
    if (hint.isNumericScalar() || hint.hasFields())
        return std::nullopt;
    const bool leavesOut = hasPattern(q, QStringLiteral("\\b(besides|other than|apart from|aside from|except|in addition to|"
                                                 "not counting|excluding)\\b"));
    for (const planning::ReportingGroup &group : m_facts.groups) {
        QStringList named;
        for (const QString &category : group.categories) {
            if (mentionsLabel(q, category))
                named << category;
        }
        if (leavesOut && mentionsLabel(q, group.name) && hasPattern(q, QStringLiteral("\\bcategor(y|ies)\\b"))) {
            // "Besides Dairy, Produce and Seafood, which category is in Fresh Foods?"
            QStringList rest = group.categories;
            for (const QString &n : named)
                rest.removeAll(n);
            if (rest.size() == 1 && !named.isEmpty())
                return ReasonedAnswer{rest.first().toStdString(), {group.chunkId},
                                      QStringLiteral("%1 = %2 (%3).").arg(group.name, group.categories.join(QStringLiteral(", ")), group.chunkId),
                                      0.8, QStringLiteral("group")};
        }
        // "Which reporting group does Grains/Cereals roll up to?"
        if (named.size() == 1 && !mentionsLabel(q, group.name) && hasPattern(q, QStringLiteral("\\bgroups?\\b")))
            return ReasonedAnswer{group.name.toStdString(), {group.chunkId},
                                  QStringLiteral("%1 rolls up to %2 (%3).").arg(named.first(), group.name, group.chunkId), 0.8,
                                  QStringLiteral("group")};
    }
    return std::nullopt;
}

std::optional<ReasonedAnswer> DocumentReasoner::campaignDescribed(const QString &q, const answer::FormatHint &hint,
                                                                  const planning::Plan &plan,
                                                                  const QList<retrieval::ScoredChunk> &chunks) const
{
    // "Which 1998 campaign aimed to introduce smoked fish?": the campaign whose section
    // holds the best-matching line, rather than the line itself.
    if (hint.isNumericScalar() || hint.hasFields() || !hasPattern(q, QStringLiteral("\\b(which|what)\\b.{0,20}\\b(campaign|promotion)\\b")))
        return std::nullopt;
    for (const DateRange &period : plan.periods) {
        if (campaignOf(m_facts, period))
            return std::nullopt;   // the question names the campaign already
    }
    const std::optional<PassageAnswer> passage = PassageAnswerer::answer(q, answer::FormatHint{}, chunks, m_weights);
    if (!passage)
        return std::nullopt;
    const retrieval::Chunk *chunk = nullptr;
    for (const retrieval::ScoredChunk &s : chunks) {
        if (s.chunk.id == passage->chunkId)
            chunk = &s.chunk;
    }
    for (const Campaign &c : m_facts.campaigns) {
        const bool sameSection = c.chunkId == passage->chunkId
            || (chunk && std::any_of(chunk->headingPath.cbegin(), chunk->headingPath.cend(),
                                     [&c](const QString &h) { return mentionsLabel(h, c.name); }));
        if (sameSection)
            return ReasonedAnswer{c.name.toStdString(), {passage->chunkId},
                                  QStringLiteral("From %1: \"%2\", in the section on %3.").arg(passage->chunkId, passage->line, c.name),
                                  std::min(0.9, 0.4 + 0.5 * passage->support), QStringLiteral("campaign")};
    }
    return std::nullopt;
}

} // namespace rac::agent
