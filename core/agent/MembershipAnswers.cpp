// SPDX-License-Identifier: MIT
#include "agent/MembershipAnswers.h"

#include "agent/PatternMatch.h"
#include "common/TextUtil.h"
#include "planning/ValueBands.h"
#include "semantic/parse/LexicalResources.h"

#include <QRegularExpression>

namespace rac::agent {

namespace {

struct NamedList {
    QString name;
    QString kind;        // what the documents call such lists, when they say ("Region"); may be empty
    QStringList members;
    QString chunkId;
};



// The nouns the question's adjectives pertain to ("Mexican" -> mexico), for capitalised words only.
QStringList pertainymsIn(const QString &q)
{
    QStringList out;
    static const QRegularExpression capitalised(QStringLiteral("\\b[A-Z][a-z]{3,}\\b"));
    for (auto it = capitalised.globalMatch(q); it.hasNext();)
        out << semantic::LexicalResources::instance().pertainyms(it.next().captured(0).toLower());
    return out;
}

QList<NamedList> namedLists(const planning::DocumentFacts &facts)
{
    QList<NamedList> lists;
    for (const planning::ReportingGroup &g : facts.groups)
        lists << NamedList{g.name, QString(), g.categories, g.chunkId};
    for (const planning::NamedSet &s : facts.namedSets)
        lists << NamedList{s.name, s.kind, s.members, s.chunkId};
    return lists;
}

// A figure of the data asked ("which sales region sold the most"); the words of a list's kind
// ("sales region") and of belonging ("counts toward") are not such.
bool asksData(const QString &q, const QList<NamedList> &lists)
{
    QString rest = q;
    for (const NamedList &list : lists)
        if (list.kind.size() >= 4)
            rest.remove(QRegularExpression(QStringLiteral("\\b%1s?\\b").arg(QRegularExpression::escape(list.kind)), QRegularExpression::CaseInsensitiveOption));
    rest.remove(QRegularExpression(QStringLiteral("\\bcounts?\\s+(toward|towards|as|under|in|for)\\b|\\bin\\s+(\\w+\\s+)?order\\b"),
                                   QRegularExpression::CaseInsensitiveOption));
    return hasPattern(rest, "\\b(revenue|sales|sold|orders|how many|how much|total|average|most|least|top|highest|lowest|largest|smallest|"
                     "best|worst|more|fewer|count|number)\\b");
}

} // namespace

std::optional<ReasonedAnswer> MembershipAnswers::members(const QString &q, const answer::FormatHint &hint) const
{
    if (!hint.isList() || hint.hasFields() || (hint.scalar != answer::ScalarType::Str && hint.scalar != answer::ScalarType::Any)
        || !hasPattern(q, "\\b(which|what|list|name)\\b"))
        return std::nullopt;
    const QList<NamedList> lists = namedLists(m_facts);
    // "Which products are in Pantry?" asks for rows of the database, not the list's categories.
    QString asked = q;
    asked.remove(QRegularExpression(QStringLiteral("\\b(?:alphabetical|ascending|descending|calendar|name|the\\s+same)\\s+order\\b|\\bin\\s+(?:\\w+\\s+)?order\\b"),
                                    QRegularExpression::CaseInsensitiveOption));
    // ("product categories", "customer countries": the rows' word names what kind of member.)
    asked.remove(QRegularExpression(QStringLiteral("\\b(?:product|customer|supplier|employee|order)s?\\s+(?=(?:categor|countr|region|famil|group|line|type|kind|class|segment|market)\\w*)"),
                                    QRegularExpression::CaseInsensitiveOption));
    if (asksData(asked, lists) || hasPattern(asked, "\\b(products?|customers?|suppliers?|employees?|orders?|shippers?|items|lines|invoices?|tracks?)\\b"))
        return std::nullopt;
    const NamedList *named = nullptr;
    for (const NamedList &list : lists) {
        if (!mentionsLabel(q, list.name))
            continue;
        if (named && named->name != list.name)
            return std::nullopt;   // two lists named: a comparison, not a listing
        named = &list;
    }
    // A member named too: "which of Dairy and Produce are in Fresh" asks something else.
    if (!named || std::any_of(named->members.cbegin(), named->members.cend(), [&q](const QString &m) { return mentionsLabel(q, m); }))
        return std::nullopt;
    QStringList members = named->members;
    const bool sorted = hasPattern(q, "\\b(alphabetical(ly)?|a\\s*(-|to)\\s*z|sorted|in order of name)\\b");
    if (sorted)
        std::sort(members.begin(), members.end(), [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    nlohmann::json value = nlohmann::json::array();
    for (const QString &m : members)
        value.push_back(m.toStdString());
    return ReasonedAnswer{value, {named->chunkId},
                          QStringLiteral("%1 = %2 (%3)%4.").arg(named->name, named->members.join(QStringLiteral(", ")), named->chunkId,
                                                                sorted ? QStringLiteral(", sorted by name") : QString()),
                          0.8, QStringLiteral("group")};
}

std::optional<ReasonedAnswer> MembershipAnswers::answer(const QString &q, const answer::FormatHint &hint) const
{
    const bool textAsked = hint.text.trimmed().isEmpty() || (hint.isScalar() && hint.scalar == answer::ScalarType::Str);
    if (!textAsked || !hasPattern(q, "\\b(which|what)\\b"))
        return std::nullopt;
    const QList<NamedList> lists = namedLists(m_facts);
    // The question must ask for a set: "which <kind>" with a word for a kind of list, the kind
    // a document gives its lists, or a collective noun ("What is the rule for opened beverages?"
    // names a member but asks for no set of it).
    QStringList kinds{QStringLiteral("group"), QStringLiteral("region"), QStringLiteral("family"), QStringLiteral("cluster"),
                      QStringLiteral("segment"), QStringLiteral("set"), QStringLiteral("list"), QStringLiteral("bucket"),
                      QStringLiteral("division"), QStringLiteral("desk"), QStringLiteral("market"), QStringLiteral("territory"),
                      QStringLiteral("zone"), QStringLiteral("area"), QStringLiteral("team"), QStringLiteral("hall"), QStringLiteral("roll-up")};
    for (const NamedList &list : lists)
        for (const QString &w : text::words(list.kind))
            if (w.size() >= 4 && !kinds.contains(w))
                kinds << QRegularExpression::escape(w);
    const QRegularExpression asksSet(QStringLiteral("\\b(?:which|what)\\s+(?:[\\w-]+\\s+){0,2}(?:%1)(?:s|es)?\\b").arg(kinds.join(QLatin1Char('|'))),
                                     QRegularExpression::CaseInsensitiveOption);
    if (!asksSet.match(q).hasMatch())
        return std::nullopt;
    if (asksData(q, lists))
        return std::nullopt;
    const QStringList adjectives = pertainymsIn(q);
    QList<const NamedList *> holding;
    QStringList said;
    for (const NamedList &list : lists) {
        if (mentionsLabel(q, list.name))
            return std::nullopt;   // the question names the set: it asks something else of it
        for (const QString &member : list.members) {
            if (mentionsLabel(q, member) || adjectives.contains(member.toLower())) {
                holding << &list;
                if (!said.contains(member, Qt::CaseInsensitive))
                    said << member;
                break;
            }
        }
    }
    if (said.size() != 1)
        return std::nullopt;
    // A list whose kind the documents give is the answer only when the question names that kind
    // ("which desk handles Italy?" is not answered by Italy's territory); among lists of several
    // kinds, the kind the question names decides.
    const auto namesKind = [&q](const NamedList *list) {
        const QStringList kindWords = text::words(list->kind);
        return std::any_of(kindWords.cbegin(), kindWords.cend(), [&q](const QString &w) {
            return w.size() >= 4
                && QRegularExpression(QStringLiteral("\\b%1s?\\b").arg(QRegularExpression::escape(w)), QRegularExpression::CaseInsensitiveOption)
                       .match(q)
                       .hasMatch();
        });
    };
    holding.erase(std::remove_if(holding.begin(), holding.end(),
                                 [&namesKind](const NamedList *list) { return !list->kind.isEmpty() && !namesKind(list); }),
                  holding.end());
    if (holding.isEmpty())
        return std::nullopt;
    QStringList names;
    for (const NamedList *list : holding)
        if (!names.contains(list->name))
            names << list->name;
    if (names.size() > 1) {
        QList<const NamedList *> kept;
        for (const NamedList *list : holding)
            if (namesKind(list))
                kept << list;
        holding = kept;
        names.clear();
        for (const NamedList *list : holding)
            if (!names.contains(list->name))
                names << list->name;
        if (names.size() != 1)
            return std::nullopt;
    }
    const NamedList &list = *holding.first();
    return ReasonedAnswer{list.name.toStdString(), {list.chunkId},
                          QStringLiteral("%1 is listed under %2: %3 (%4).").arg(said.first(), list.name, list.members.join(QStringLiteral(", ")), list.chunkId),
                          0.8, QStringLiteral("group")};
}

} // namespace rac::agent
