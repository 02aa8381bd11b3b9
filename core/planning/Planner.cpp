// SPDX-License-Identifier: MIT
#include "planning/Planner.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/ValueBands.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::planning {
namespace {

// Replaces [start, start+length) with spaces so positions elsewhere stay valid.
void blank(QString &text, qsizetype start, qsizetype length)
{
    for (qsizetype i = start; i < start + length && i < text.size(); ++i)
        text[i] = QLatin1Char(' ');
}

QString yearOf(const QString &name)
{
    static const QRegularExpression year(QStringLiteral("\\b((?:19|20)\\d{2})\\b"));
    return year.match(name).captured(1);
}

// Finds `name` in `text` loosely: case and accents ignored, quotes and extra
// spaces tolerated, the year written as 1997, '97 or left out.
// Returns the spans to blank (the name's words, and its year if written).
QList<QPair<qsizetype, qsizetype>> findCampaign(const QString &text, const QString &name, bool &yearWritten)
{
    QList<QPair<qsizetype, qsizetype>> spans;
    const QString year = yearOf(name);
    QString core = name;
    if (!year.isEmpty())
        core.remove(year);
    QStringList words = text::words(core);
    if (words.isEmpty())
        return spans;
    QString pattern = QStringLiteral("\\b");
    for (int i = 0; i < words.size(); ++i) {
        if (i > 0)
            pattern += QStringLiteral("[\\s'\"\u2019-]+");
        pattern += QRegularExpression::escape(words[i]);
    }
    pattern += QStringLiteral("\\b");
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    const QString folded = text::normalized(text).size() == text.size() ? text::normalized(text) : text.toLower();
    const QRegularExpressionMatch m = re.match(folded);
    if (!m.hasMatch())
        return spans;
    spans.append({m.capturedStart(), m.capturedLength()});
    yearWritten = false;
    if (!year.isEmpty()) {
        // The year right after the name ("Winter Classics 1997", "winter classics '97", "... in 1997").
        const QRegularExpression yearRe(QStringLiteral("^[\\s'\"\u2019,]*(?:in\\s+|of\\s+)?(") + year
                                        + QStringLiteral("|['\u2019]") + year.right(2) + QStringLiteral(")\\b"));
        const QString after = folded.mid(m.capturedEnd());
        const QRegularExpressionMatch ym = yearRe.match(after);
        if (ym.hasMatch()) {
            spans.append({m.capturedEnd() + ym.capturedStart(1), ym.capturedLength(1)});
            yearWritten = true;
        } else {
            // Any mention of that year elsewhere confirms it; another year rules the campaign out.
            const QList<DateRange> ranges = DatePhraseParser::parse(text);
            for (const DateRange &r : ranges) {
                if (r.start.year() == year.toInt() && r.end.year() == year.toInt()
                    && r.start == QDate(year.toInt(), 1, 1) && r.end == QDate(year.toInt(), 12, 31)) {
                    spans.append({r.textStart, r.textLength});
                    yearWritten = true;
                }
            }
        }
    }
    return spans;
}

// "the 1997 grill promotion" for "Grill Season": a word of the event's name that no other
// event's name has, right before a noun of promotions. The words every such name may share
// ("Season", "Week", "Spring") tell no event apart.
QList<QPair<qsizetype, qsizetype>> findCampaignByWord(const QString &text, const QString &name, const QStringList &names, bool &yearWritten)
{
    static const QSet<QString> shared{QStringLiteral("season"), QStringLiteral("week"), QStringLiteral("weeks"), QStringLiteral("fortnight"),
                                      QStringLiteral("days"), QStringLiteral("day"), QStringLiteral("month"), QStringLiteral("fair"),
                                      QStringLiteral("festival"), QStringLiteral("sale"), QStringLiteral("sales"), QStringLiteral("promo"),
                                      QStringLiteral("promotion"), QStringLiteral("campaign"), QStringLiteral("event"), QStringLiteral("the"),
                                      QStringLiteral("of"), QStringLiteral("and"), QStringLiteral("spring"), QStringLiteral("summer"),
                                      QStringLiteral("autumn"), QStringLiteral("fall"), QStringLiteral("winter"), QStringLiteral("holiday"),
                                      QStringLiteral("extended"), QStringLiteral("new")};
    static const QString kindNoun = QStringLiteral("(?:promotion|promo|campaign|event|push|offer)s?");
    QList<QPair<qsizetype, qsizetype>> spans;
    QString core = name;
    if (const QString year = yearOf(name); !year.isEmpty())
        core.remove(year);
    for (const QString &word : text::words(core)) {
        const QString lower = word.toLower();
        if (shared.contains(lower) || lower.size() < 3 || !word.front().isLetter())
            continue;
        const bool own = std::none_of(names.cbegin(), names.cend(), [&name, &lower](const QString &other) {
            return other != name && text::words(other.toLower()).contains(lower);
        });
        if (!own)
            continue;
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(lower) + QStringLiteral("\\s+") + kindNoun + QStringLiteral("\\b"),
                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            continue;
        spans.append({m.capturedStart(), m.capturedLength()});
        // The year, when the question writes the event's.
        yearWritten = false;
        if (const QString year = yearOf(name); !year.isEmpty()) {
            const qsizetype at = text.indexOf(year);
            if (at < 0)
                return {};
            spans.append({at, year.size()});
            yearWritten = true;
        }
        return spans;
    }
    return spans;
}

QSet<QString> stemWords(const QString &file)
{
    QSet<QString> out;
    for (const QString &w : text::words(text::splitIdentifier(QFileInfo(file).completeBaseName())))
        out.insert(text::stem(w));
    return out;
}

} // namespace

Plan Planner::plan(const QString &question) const
{
    Plan plan;
    QString residual = question;
    addCampaignPeriods(question, plan, residual);
    // (A list named inside an event's name, "Midsummer Pantry", is no mention of the list.)
    const QString withoutEvents = residual;
    addRecurringPeriods(plan, residual);
    addExplicitPeriods(plan, residual);
    addGroup(plan, residual);
    addDefinedTerms(plan, residual);
    addBandCondition(question, plan, residual);
    addCostAssumption(question, plan);
    static const QRegularExpression legacy(QStringLiteral("\\b(legacy|old|previous|former|pre-?1998)\\s+(definition|"
                                                          "revenue|metric|formula)|\\blegacy\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    plan.preferLegacyKpi = legacy.match(question).hasMatch();
    for (const QString &name : m_facts.unreadListChanges) {
        const QRegularExpression named(QStringLiteral("\\b") + QRegularExpression::escape(name) + QStringLiteral("\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
        if (named.match(withoutEvents).hasMatch()) {
            plan.listUncertain = true;
            plan.notes << QStringLiteral("another text changes the members of %1 in words not read").arg(name);
        }
    }
    plan.residualQuestion = residual;
    return plan;
}

void Planner::addCampaignPeriods(const QString &question, Plan &plan, QString &residual) const
{
    // Group the definitions by campaign name; the same name may be defined twice.
    QStringList names;
    for (const Campaign &c : m_facts.campaigns) {
        if (!names.contains(c.name))
            names << c.name;
    }
    // Longer names first, so "Summer Beverages 1997 Extended" would beat "Summer Beverages 1997".
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });

    const QSet<QString> questionStems = [&question] {
        QSet<QString> s;
        for (const QString &w : text::words(question))
            s.insert(text::stem(w));
        return s;
    }();
    static const QRegularExpression wantsOriginal(QStringLiteral("\\b(original(ly)?|as planned|initial(ly)?|planned period|supposed to|meant to|"
                                                                 "not\\s+(?:been\\s+)?(?:extended|changed|moved|revised|updated|postponed)|"
                                                                 "pencill?ed|first (?:planned|announced|published)|before (?:the|its) (?:\\w+ )?(?:delay|change|move|extension|revision))\\b"),
                                                  QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression wantsRevised(QStringLiteral("\\b(revised|extended|updated|latest|new|as amended|changed|moved|after (?:the|its) (?:change|extension|revision|update|decision|move))\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);

    for (const QString &name : names) {
        bool yearWritten = false;
        auto spans = findCampaign(residual, name, yearWritten);
        if (spans.isEmpty())
            spans = findCampaignByWord(residual, name, names, yearWritten);
        if (spans.isEmpty())
            continue;
        // How the question wrote the event ("the grill promotion"), for its results asked below.
        const QString written = residual.mid(spans.first().first, spans.first().second);
        // "Winter Classics" without a year matches only when no other year's campaign shares the words.
        QList<Campaign> defs;
        for (const Campaign &c : m_facts.campaigns) {
            if (c.name == name)
                defs << c;
        }
        for (const auto &s : spans)
            blank(residual, s.first, s.second);

        const Campaign *chosen = &defs.first();
        QString why;
        if (defs.size() > 1) {
            // Which document does the question pin? Score each source by the words of its
            // file name that the question uses and the other sources' names do not; the event's
            // own name is no pin ("...-autumn-harvest-extension.md" for any Autumn Harvest question).
            QList<int> scores;
            for (const Campaign &d : defs) {
                QSet<QString> own = stemWords(d.file);
                own.subtract(stemWords(name));
                for (const Campaign &other : defs) {
                    if (other.file != d.file)
                        own.subtract(stemWords(other.file));
                }
                scores << int(QSet<QString>(own).intersect(questionStems).size());
            }
            const int best = int(std::max_element(scores.cbegin(), scores.cend()) - scores.cbegin());
            const bool pinned = scores[best] > 0 && std::count(scores.cbegin(), scores.cend(), scores[best]) == 1;
            const auto findRevision = [&defs](bool revision) -> const Campaign * {
                for (const Campaign &d : defs) {
                    if (d.revision == revision)
                        return &d;
                }
                return nullptr;
            };
            if (pinned) {
                chosen = &defs[best];
                why = QStringLiteral("the question names %1").arg(chosen->file);
            } else if (wantsOriginal.match(residual).hasMatch() && findRevision(false)) {
                chosen = findRevision(false);
                why = QStringLiteral("the question asks for the original dates");
            } else if (const Campaign *revised = findRevision(true)) {
                chosen = revised;
                why = wantsRevised.match(residual).hasMatch()
                    ? QStringLiteral("the question asks for the revised dates")
                    : QStringLiteral("%1 is the later revision").arg(revised->file);
            }
        }
        // The changed dates asked for, and none read: the planned ones are not sure to be them.
        if (wantsRevised.match(residual).hasMatch() && !wantsOriginal.match(residual).hasMatch() && !chosen->revision) {
            plan.periodUncertain = true;
            plan.periodChangeUnread = true;
            plan.notes << QStringLiteral("the question asks for the changed dates of %1, and no change of them was read").arg(name);
        }
        // A change of its dates in words not read, in a text that gave none of the dates used.
        for (const Campaign &u : m_facts.unreadCampaignChanges) {
            const bool readThere = std::any_of(defs.cbegin(), defs.cend(), [&u](const Campaign &d) { return d.chunkId == u.chunkId; });
            if (u.name != name || readThere)
                continue;
            plan.periodUncertain = true;
            plan.periodChangeUnread |= defs.size() == 1 && !wantsOriginal.match(residual).hasMatch();
            plan.notes << QStringLiteral("%1 changes the dates of %2 in words not read; the dates used may not be the latest")
                              .arg(u.file, name);
            if (!plan.citedChunks.contains(u.chunkId))
                plan.citedChunks << u.chunkId;
        }
        DateRange period = chosen->range;
        period.label = name;
        plan.periods << period;
        QString note = QStringLiteral("%1 = %2 (from %3)").arg(name, period.isoSpan(), chosen->file);
        for (const Campaign &d : defs) {
            if (!plan.citedChunks.contains(d.chunkId))
                plan.citedChunks << d.chunkId;
            if (&d != chosen && !(d.range == chosen->range))
                note += QStringLiteral("; %1 gives %2 instead").arg(d.file, d.range.isoSpan());
        }
        if (!why.isEmpty())
            note += QStringLiteral("; used %1 because %2").arg(chosen->file, why);
        // "promoted categories", "categories it covered", "in the X campaign", "campaign revenue",
        // "event orders":
        // the campaign's own scope, not just its dates.
        static const QRegularExpression scope(
            QStringLiteral("\\b(promoted|featured|participating|covered|in scope|(campaign|event|promotion|promo)'?s? categor|its categor|"
                           "(campaign|event|promotion|promo) (revenue|sales|units|orders|results?)|in the \\S.{0,40}\\s(campaign|event|promotion))"),
            QRegularExpression::CaseInsensitiveOption);
        QRegularExpressionMatch scoped = scope.match(question);
        // The event's own results: "Autumn Harvest revenue", "what did Autumn Harvest bring in",
        // not "orders during Autumn Harvest" (a window) or "..., all categories".
        // ("the March 1997 tea promotion": words of when may come before the name.)
        const QString eventName = QStringLiteral("(?:the\\s+)?(?:[A-Za-z]{3,9}\\.?\\s+)?(?:(?:19|20)\\d\\d\\s+)?(?:") + QRegularExpression::escape(name) + QLatin1Char('|')
            + QRegularExpression::escape(written) + QStringLiteral(")(?:\\s+(?:19|20)\\d\\d)?");
        // ("orders with at least one Summer Beverages 1997 line": the event's own lines and products.)
        const QRegularExpression ownResults(QStringLiteral("\\b") + eventName + QStringLiteral("(?:'s)?\\s+(?:revenue|sales|units|orders|results?|lines?|products?|items?)\\b|"
                                                                                         "\\b(?:did|does|has|had|will)\\s+") + eventName
                                                + QStringLiteral("\\s+(?:\\w+\\s+)?(?:bring|generate|get|pick|make|earn|take|deliver|drive|produce|achieve)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression everyCategory(QStringLiteral("\\b(all|every|any)\\s+categor"), QRegularExpression::CaseInsensitiveOption);
        if (!scoped.hasMatch() && !everyCategory.match(question).hasMatch())
            scoped = ownResults.match(question);
        if (!chosen->categories.isEmpty() && scoped.hasMatch()) {
            // The event word is read: it asked for the scope ("event orders").
            static const QRegularExpression eventWord(QStringLiteral("\\b(campaign|event|promotion|promo)('?s)?\\b"),
                                                      QRegularExpression::CaseInsensitiveOption);
            for (auto it = eventWord.globalMatch(question.mid(scoped.capturedStart(), scoped.capturedLength())); it.hasNext();) {
                const QRegularExpressionMatch w = it.next();
                blank(residual, int(scoped.capturedStart() + w.capturedStart()), int(w.capturedLength()));
            }
            plan.campaignName = name;
            plan.campaignCategories = chosen->categories;
            note += QStringLiteral("; limited to its categories (%1)").arg(chosen->categories.join(QStringLiteral(", ")));
        }
        plan.notes << note;
    }
}

void Planner::addRecurringPeriods(Plan &plan, QString &residual) const
{
    // "Holiday peak 1997", "the 1997 Holiday peak", "Holiday peak '97": a yearly window the
    // documents name, in the year the question gives. Without a year it is no period yet.
    for (const RecurringPeriod &p : m_facts.recurring) {
        QStringList words = text::words(p.name);
        if (words.isEmpty())
            continue;
        for (QString &w : words)
            w = QRegularExpression::escape(w);
        const QString name = words.join(QStringLiteral("[\\s-]+"));
        const QRegularExpression re(QStringLiteral("\\b(?:") + name + QStringLiteral("\\s*(?:of\\s+|in\\s+)?((?:19|20)\\d{2}|['\u2019]\\d{2})|((?:19|20)\\d{2})\\s+")
                                        + name + QStringLiteral(")\\b"),
                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = re.match(residual);
        if (!m.hasMatch())
            continue;
        const int year = DatePhraseParser::yearFromToken(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
        DateRange period = p.inYear(year);
        if (year == 0 || !period.isValid())
            continue;
        blank(residual, m.capturedStart(), m.capturedLength());
        plan.periods << period;
        if (!plan.citedChunks.contains(p.chunkId))
            plan.citedChunks << p.chunkId;
        QString note = QStringLiteral("%1 = %2 (from %3").arg(period.label, period.isoSpan(), p.file);
        if (p.crossesYearEnd())
            note += p.namingStated ? QStringLiteral(", named for the year it %1)").arg(p.namedForEndYear ? QStringLiteral("ends") : QStringLiteral("starts"))
                                   : QStringLiteral("; no document says which year names a window across the year end)");
        else
            note += QLatin1Char(')');
        if (p.crossesYearEnd() && !p.namingStated)
            plan.periodUncertain = true;
        plan.notes << note;
    }
}

void Planner::addExplicitPeriods(Plan &plan, QString &residual) const
{
    for (const DateRange &r : DatePhraseParser::parse(residual)) {
        // "FY1998": the documents' fiscal calendar, or nothing (the calendar year would be a guess).
        if (r.fiscal && !m_facts.fiscal) {
            plan.undefined << QStringLiteral("\"%1\": no document says when the fiscal year starts").arg(r.label);
        } else if (r.fiscal) {
            const DateRange fiscal = m_facts.fiscal->apply(r);
            plan.periods << fiscal;
            plan.notes << QStringLiteral("%1 means %2 (the fiscal year starts in month %3, %4)")
                              .arg(r.label, fiscal.isoSpan())
                              .arg(m_facts.fiscal->startMonth)
                              .arg(m_facts.fiscal->chunkId);
            plan.fiscalChunk = m_facts.fiscal->chunkId;   // cited with the answer, not a constraint on the reading
        } else {
            plan.periods << r;
        }
        blank(residual, r.textStart, r.textLength);
    }
}

void Planner::addGroup(Plan &plan, QString &residual) const
{
    for (const ReportingGroup &group : m_facts.groups) {
        // ("the Larder group", "Larder-group products": the kind of list said after its name is part of it.)
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(group.name)
                                        + QStringLiteral("(?:[\\s-]+(?:reporting\\s+)?(?:group|groups|family|families|grouping))?\\b"),
                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = re.match(residual);
        if (!m.hasMatch())
            continue;
        plan.groupName = group.name;
        plan.groupCategories = group.categories;
        plan.citedChunks << group.chunkId;
        plan.notes << QStringLiteral("reporting group %1 = %2").arg(group.name, group.categories.join(QStringLiteral(", ")));
        blank(residual, m.capturedStart(), m.capturedLength());
        return;
    }
}

void Planner::addDefinedTerms(Plan &plan, QString &residual) const
{
    // Longest label first, so "non-perishable" is tried before "perishable".
    QList<CategorySet> sets = m_facts.categorySets;
    std::sort(sets.begin(), sets.end(), [](const CategorySet &a, const CategorySet &b) { return a.label.size() > b.label.size(); });
    for (const CategorySet &set : sets) {
        if (!plan.groupCategories.isEmpty())
            break;
        const QRegularExpression re(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(set.label)
                                        + QStringLiteral("s?(?![\\w-])"),
                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = re.match(residual);
        if (!m.hasMatch())
            continue;
        plan.setLabel = set.label;
        plan.setCategories = set.categories;
        plan.citedChunks << set.chunkId;
        plan.notes << QStringLiteral("%1 categories = %2").arg(set.label, set.categories.join(QStringLiteral(", ")));
        blank(residual, m.capturedStart(), m.capturedLength());
        break;
    }
    for (const ConditionDefinition &c : m_facts.conditions) {
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(c.label) + QStringLiteral("\\b"),
                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = re.match(residual);
        if (!m.hasMatch())
            continue;
        plan.conditions << c;
        plan.citedChunks << c.chunkId;
        plan.notes << QStringLiteral("%1 %2 = %3 %4 %5").arg(c.entity, c.label, c.lhs, c.op, c.rhs);
        blank(residual, m.capturedStart(), m.capturedLength());
    }
}

void Planner::addBandCondition(const QString &question, Plan &plan, QString &residual) const
{
    static const QRegularExpression counting(QStringLiteral("\\b(how many|number of|count)\\b"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (!counting.match(question).hasMatch())
        return;
    const QList<ValueBand> asked = bandsAsAsked(m_facts, question);
    QList<ValueBand> bands = asked;
    std::sort(bands.begin(), bands.end(), [](const ValueBand &a, const ValueBand &b) { return a.label.size() > b.label.size(); });
    for (const ValueBand &band : bands) {
        if (!band.oneSided() || band.measure.isEmpty() || !band.excluded.isEmpty())
            continue;   // (rows put on no rung are the semantic parser's to leave out)
        const QRegularExpressionMatch m = labelPattern(band.label).match(residual);
        if (!m.hasMatch())
            continue;
        // Tiers given by their lower bounds only ("Gold: 50,000 or more; Silver: 20,000 or more"):
        // a tier ends where the next one starts, a bound the words "at least" would drop. Such a
        // band is left unread rather than counted with the tiers above it.
        const bool boundedBySibling = std::any_of(asked.cbegin(), asked.cend(), [&band](const ValueBand &other) {
            if (other.label == band.label || other.kind != band.kind || other.measure != band.measure)
                return false;
            if (band.lower && !band.upper && other.lower)
                return *other.lower > *band.lower;
            if (band.upper && !band.lower && other.upper)
                return *other.upper < *band.upper;
            return false;
        });
        if (boundedBySibling) {
            plan.notes << QStringLiteral("%1 ends where the next tier starts; that range is not read").arg(band.label);
            return;
        }
        const QString condition = band.asCondition();
        blank(residual, m.capturedStart(), m.capturedLength());
        residual += QStringLiteral(" with ") + condition;
        plan.citedChunks << band.chunkId;
        plan.notes << QStringLiteral("%1 = %2").arg(band.label, condition);
        return;
    }
}

void Planner::addCostAssumption(const QString &question, Plan &plan) const
{
    static const QRegularExpression share(
        QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*(?:%|percent)\\s+of\\s+(?:the\\s+)?(?:list\\s+|line\\s+|sale\\s+|sales\\s+|"
                       "selling\\s+)?(?:unit\\s*price|price)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = share.match(question);
    if (m.hasMatch()) {
        plan.costShare = m.captured(1).toDouble() / 100.0;
        plan.costSource = QStringLiteral("question");
    }
}

} // namespace rac::planning
