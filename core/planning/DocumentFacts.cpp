// SPDX-License-Identifier: MIT
#include "planning/DocumentFacts.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/FieldLabels.h"
#include "planning/ProseKpis.h"
#include "planning/TermDefinitions.h"
#include "planning/AbsentData.h"
#include "planning/ValueBands.h"
#include "planning/ValueHistories.h"
#include "retrieval/MarkdownDocument.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::planning {
namespace {

using retrieval::Chunk;

// Words that make a heading or table a roll-up of categories.
const QStringList kGroupWords = {QStringLiteral("group"), QStringLiteral("segment"), QStringLiteral("family"),
                                 QStringLiteral("division"), QStringLiteral("department"), QStringLiteral("cluster"),
                                 QStringLiteral("portfolio"), QStringLiteral("roll-up"), QStringLiteral("rollup")};

bool containsAnyWord(const QString &text, const QStringList &needles)
{
    const QString lower = text.toLower();
    for (const QString &n : needles) {
        if (lower.contains(n))
            return true;
    }
    return false;
}

// The words that make a table column a set's name: "Reporting group", "Sales region".
const QStringList kSetWords = {QStringLiteral("group"), QStringLiteral("segment"), QStringLiteral("family"), QStringLiteral("division"),
                               QStringLiteral("department"), QStringLiteral("cluster"), QStringLiteral("portfolio"), QStringLiteral("region"),
                               QStringLiteral("area"), QStringLiteral("zone"), QStringLiteral("territory"), QStringLiteral("desk"),
                               QStringLiteral("market"), QStringLiteral("bucket"), QStringLiteral("team"), QStringLiteral("class")};

QStringList listedNames(const QString &text);

struct MappedSet {
    QString name;
    QStringList members;
};

// A table that maps each member to its set, one row per member ("| Mexico | Latin America |"):
// the member column's cells are all different, the set column's repeat and its header names a
// set ("Sales region"). Sets come back in the order the table first names them; `memberHeader`
// is what the members are ("Customer country"), `setHeader` what the sets are ("Sales region").
QList<MappedSet> setsOfAMappingTable(const retrieval::MarkdownBlock &table, QString &memberHeader, QString &setHeader)
{
    QList<MappedSet> sets;
    if (table.header.size() < 2 || table.rows.size() < 3)
        return sets;
    // "| Cluster | Markets | Regional lead |" with the markets listed in a cell: the first column
    // names sets, each row a set and its members, whatever other column repeats (the leads were
    // read as sets of clusters). ("| Country | Sales region | Key cities |" maps countries.)
    for (qsizetype c = 1; c < table.header.size() && containsAnyWord(table.header.first(), kSetWords); ++c) {
        const qsizetype lists = std::count_if(table.rows.cbegin(), table.rows.cend(), [c](const QStringList &row) {
            // (A list written with commas: "Drinks & Sweets" is one name.)
            return row.size() > c && row.at(c).contains(QLatin1Char(',')) && listedNames(row.at(c)).size() >= 2;
        });
        if (2 * lists >= table.rows.size())
            return sets;
    }
    // The members in the first column and their set in one headed with a set word; or, written
    // the other way round ("region,country"), the set first and its members in the next column.
    QList<std::pair<qsizetype, qsizetype>> layouts;   // (member column, label column)
    for (qsizetype c = 1; c < table.header.size(); ++c)
        layouts.append({0, c});
    if (containsAnyWord(table.header.first(), kSetWords))
        layouts.append({1, 0});
    for (const auto &[member, label] : std::as_const(layouts)) {
        if (!sets.isEmpty())
            break;
        if (!containsAnyWord(table.header.at(label), kSetWords))
            continue;
        QStringList members;
        QStringList labels;
        for (const QStringList &row : table.rows) {
            if (row.size() <= std::max(label, member) || row.at(member).trimmed().isEmpty() || row.at(label).trimmed().isEmpty())
                return {};
            members << row.at(member).simplified();
            labels << row.at(label).simplified();
        }
        if (QSet<QString>(members.cbegin(), members.cend()).size() != members.size()
            || QSet<QString>(labels.cbegin(), labels.cend()).size() == labels.size())
            continue;
        for (qsizetype r = 0; r < members.size(); ++r) {
            auto it = std::find_if(sets.begin(), sets.end(), [&](const MappedSet &m) { return m.name == labels.at(r); });
            if (it == sets.end())
                sets << MappedSet{labels.at(r), {members.at(r)}};
            else
                it->members << members.at(r);
        }
        memberHeader = table.header.at(member);
        setHeader = table.header.at(label);
    }
    return sets;
}

// "**Dairy Days 1997** (table):" -> "Dairy Days 1997"
QString cleanName(QString name)
{
    static const QRegularExpression decorations(QStringLiteral("[*_`#]|\\(.*?\\)|^\\s*\\d+[.)]\\s*|:\\s*$"));
    name.remove(decorations);
    return name.simplified();
}

using Table = retrieval::MarkdownBlock;
using retrieval::ReadChunk;


int headerIndex(const QStringList &header, const QStringList &words)
{
    for (int i = 0; i < header.size(); ++i) {
        if (containsAnyWord(header[i], words))
            return i;
    }
    return -1;
}

// Category names mentioned in text, in the order the database lists them.
QStringList categoriesIn(const QString &text, const QStringList &categoryNames)
{
    QStringList found;
    const QString haystack = text::normalized(text);
    for (const QString &category : categoryNames) {
        const QString needle = text::normalized(category);
        const QRegularExpression re(QStringLiteral("(?<![\\w/])") + QRegularExpression::escape(needle)
                                    + QStringLiteral("(?![\\w/])"));
        if (re.match(haystack).hasMatch())
            found << category;
    }
    return found;
}

// Date spans of day precision (a start and an end day), the shape campaigns take.
QList<DateRange> daySpans(const QString &text)
{
    QList<DateRange> spans;
    for (const DateRange &r : DatePhraseParser::parse(text)) {
        // A year, quarter or month phrase spans whole periods; an event's dates name days.
        const bool namesDays = r.label.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2}|\\b\\d{1,2}(?:st|nd|rd|th)?\\b")));
        if (r.start < r.end && namesDays && !spans.contains(r))
            spans << r;
    }
    return spans;
}

// An event has a name of its own ("Holiday peak 1997"); a row or heading named only by a period
// ("1997", "FY1998", "Q4 1997") is a calendar, and reading it as an event would make any question
// about that period answer with the period itself.
// A name with words besides its dates, and not only a field's label ("Date", "Before").
bool namesAnEvent(const QString &name)
{
    QString rest = name;
    for (const DateRange &r : DatePhraseParser::parse(name))
        rest.replace(r.textStart, r.textLength, QString(r.textLength, QLatin1Char(' ')));
    return rest.contains(QRegularExpression(QStringLiteral("[^\\W\\d_]"))) && !isFieldLabel(rest);
}


bool mentionsName(const QString &text, const QString &name)
{
    return text::normalized(text).contains(text::normalized(name));
}

// The one span of days a piece of text gives: a span ("11 to 24 August 1997"), or two single
// days in order ("opening on 17 Nov 1997 and closing on 7 Dec 1997").
std::optional<DateRange> oneDaySpan(const QString &text)
{
    const QList<DateRange> spans = daySpans(text);
    if (spans.size() == 1)
        return spans.first();
    if (!spans.isEmpty())
        return std::nullopt;
    QList<DateRange> days;
    for (const DateRange &r : DatePhraseParser::parse(text))
        if (r.start == r.end)
            days << r;
    if (days.size() != 2 || days[0].start >= days[1].start)
        return std::nullopt;
    DateRange r = days[0];
    r.end = days[1].end;
    return r;
}

// The words of a field label a memo or form writes before a date ("**Date:** 3 Feb 1997",
// "Effective: ..."): the date of the text, not an event's name.

// The event already read (in the facts or this pass) that a piece of text names, or null.
const Campaign *knownEventIn(const QString &piece, const DocumentFacts &facts, const QList<Campaign> &found)
{
    for (const QList<Campaign> *events : {&facts.campaigns, &found})
        for (const Campaign &known : *events)
            if (mentionsName(piece, known.name))
                return &known;
    return nullptr;
}

// A piece that names a known event, says it changes ("extended", "moved", "now runs") and
// writes a date but no span: "extended until <day>" gives a new last day; any other change
// ("pushed back a week from 4 August") leaves the event's dates not known for sure.
// `before`: the sentence before in the same block, which may name the event a change is about
// ("**Autumn Harvest is extended.** ... the campaign window now ends on 12 October 1997").
void readDateChange(const QString &piece, const QString &before, const Chunk &chunk, DocumentFacts &facts, QList<Campaign> &found)
{
    const QList<DateRange> dates = DatePhraseParser::parse(piece);
    if (!(DocumentFacts::hasRevisionLanguage(piece) || DocumentFacts::hasRevisionLanguage(before)) || dates.isEmpty())
        return;
    // ("the last day is now 20 July 1997", "the end date becomes 3 May".)
    static const QRegularExpression newEnd(QStringLiteral("\\b(extend\\w*|until|through|till|now (ends?|closes?|runs|finishes)|"
                                                          "(?:last|final|closing|end)\\s+(?:day|date)\\s+(?:is\\s+now|now\\s+is|becomes|became|moves\\s+to|moved\\s+to))\\b[^.;]{0,30}$"),
                                           QRegularExpression::CaseInsensitiveOption);
    const Campaign *event = knownEventIn(piece, facts, found);
    // (An event named only in the sentence or heading before: the piece must say a new end in
    // words of change, not any "through <day>": "Cheese price lists stay valid through 30 June"
    // under "Memo: Dairy Days extended" is no end of Dairy Days.)
    bool namedBefore = false;
    if (!event && !before.isEmpty() && DocumentFacts::hasRevisionLanguage(before)) {
        event = knownEventIn(before, facts, found);
        namedBefore = event != nullptr;
    }
    static const QRegularExpression changedEnd(QStringLiteral("\\b(extend\\w*|now (ends?|closes?|runs|finishes)|"
                                                              "(?:last|final|closing|end)\\s+(?:day|date)\\s+(?:is\\s+now|now\\s+is|becomes|became|moves\\s+to|moved\\s+to))\\b[^.;]{0,30}$"),
                                               QRegularExpression::CaseInsensitiveOption);
    const QRegularExpression &endWords = namedBefore ? changedEnd : newEnd;
    if (event) {
        const Campaign known = *event;   // a copy: `found` may grow below
        // "extended to 30 June 1997", "now runs until 7 Dec 1997 (start unchanged, 2 Jun 1997)": a
        // new last day, the one day the words of a new end lead to.
        for (const DateRange &day : dates) {
            if (day.start != day.end || day.start <= known.range.start || !endWords.match(piece.left(day.textStart)).hasMatch())
                continue;
            Campaign revised = known;
            revised.range.end = day.end;
            revised.chunkId = chunk.id;
            revised.file = chunk.file;
            revised.revision = true;
            found << revised;
            return;
        }
        const bool noted = std::any_of(facts.unreadCampaignChanges.cbegin(), facts.unreadCampaignChanges.cend(),
                                       [&](const Campaign &u) { return u.name == known.name && u.chunkId == chunk.id; });
        // (A piece under a heading of change that says no change itself is about something else.)
        if (noted || (namedBefore && !DocumentFacts::hasRevisionLanguage(piece)))
            return;
        Campaign change;
        change.name = known.name;
        change.chunkId = chunk.id;
        change.file = chunk.file;
        change.revision = true;
        facts.unreadCampaignChanges << change;
        return;
    }
}

// Events written in list items ("1) **Lantern Days** — Confections, from the 21st of April
// through the 4th of May 1997") and sentences ("the **Frost Fair** ran on Beverages, opening on
// 17 Nov 1997 and closing on 7 Dec 1997"): the item's leading term, or the sentence's emphasised
// name, with the one span of days it gives. A piece that names a known event and gives one span
// defines it again (a memo moving the dates).
void extractEventsInBlocks(const QList<ReadChunk> &chunks, const QStringList &categoryNames, DocumentFacts &facts,
                           QSet<QString> &definingChunks)
{
    static const QRegularExpression termSeparator(QStringLiteral("^\\s*(?:\\([^)]*\\)\\s*)?[:\u2014\u2013-]"));
    QList<Campaign> found;
    struct Change {
        QString piece, before;
        Chunk chunk;
    };
    QList<Change> changes;
    for (const ReadChunk &read : chunks) {
        if (definingChunks.contains(read.chunk.id))
            continue;
        for (const retrieval::MarkdownBlock &block : read.document.blocks()) {
            if (block.kind != retrieval::MarkdownBlock::Kind::ListItem && block.kind != retrieval::MarkdownBlock::Kind::Paragraph)
                continue;
            const QStringList pieces = block.kind == retrieval::MarkdownBlock::Kind::ListItem ? QStringList{block.text}
                                                                                              : block.sentences();
            for (qsizetype p = 0; p < pieces.size(); ++p) {
                const QString &piece = pieces.at(p);
                const std::optional<DateRange> span = oneDaySpan(piece);
                if (!span) {
                    // (The first piece's context is its section's heading: "## 1997-07-08 · Grill
                    // Season extended" above "- the last day is now 20 July 1997".) Read once
                    // every event is known: a changelog may come before the calendar.
                    changes.push_back({piece, p > 0 ? pieces.at(p - 1) : read.chunk.heading(), read.chunk});
                    continue;
                }
                // The name: the term an item opens with ("**Name** — ...", "Name: ..."), else a
                // name the writer emphasised in the sentence.
                QString name;
                if (!block.leadingTerm().isEmpty() && piece.startsWith(block.leadingTerm()))
                    name = block.leadingTerm();
                else if (block.kind == retrieval::MarkdownBlock::Kind::ListItem) {
                    const qsizetype cut = piece.indexOf(QRegularExpression(QStringLiteral("[:\u2014\u2013]")));
                    if (cut > 0 && cut < 60 && !DatePhraseParser::parse(piece.left(cut)).size())
                        name = piece.left(cut);
                }
                if (name.isEmpty())
                    for (const QString &e : block.emphasised)
                        if (piece.contains(e)) {
                            name = e;
                            break;
                        }
                name = cleanName(name);
                Campaign c;
                c.range = *span;
                c.categories = categoriesIn(piece, categoryNames);
                // "... runs 14 to 20 July 1997. It is a Dairy Products push only.": the sentences
                // after, up to the next span of days, may say what the event covers.
                for (qsizetype next = p + 1; c.categories.isEmpty() && next < pieces.size() && !oneDaySpan(pieces.at(next)); ++next)
                    c.categories = categoriesIn(pieces.at(next), categoryNames);
                c.chunkId = read.chunk.id;
                c.file = read.chunk.file;
                c.revision = DocumentFacts::hasRevisionLanguage(piece);
                const qsizetype at = name.isEmpty() ? -1 : piece.indexOf(name);
                const bool opensWithName = at >= 0 && termSeparator.match(piece.mid(at + name.size())).hasMatch();
                if (!name.isEmpty() && namesAnEvent(name) && !isFieldLabel(name) && (opensWithName || block.emphasised.contains(name))) {
                    c.name = name;
                } else if (const Campaign *known = knownEventIn(piece, facts, found)) {
                    // A known event named in the piece, given new days.
                    c.name = known->name;
                    c.revision = true;
                    if (c.categories.isEmpty())
                        c.categories = known->categories;
                } else {
                    continue;
                }
                c.range.label = c.name;
                const auto same = [&c](const Campaign &o) { return o.name == c.name && o.range == c.range; };
                if (std::none_of(facts.campaigns.cbegin(), facts.campaigns.cend(), same) && std::none_of(found.cbegin(), found.cend(), same))
                    found << c;
            }
        }
    }
    for (const Change &change : std::as_const(changes))
        readDateChange(change.piece, change.before, change.chunk, facts, found);
    for (const Campaign &c : std::as_const(found)) {
        facts.campaigns << c;
        definingChunks.insert(c.chunkId);
    }
}

void extractCampaigns(const QList<ReadChunk> &chunks, const QStringList &categoryNames, DocumentFacts &facts)
{
    QSet<QString> definingChunks;
    // 1. Table rows: a name column plus start/end (or one dates) column.
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        for (const Table &table : read.document.tables()) {
            const int startCol = headerIndex(table.header, {QStringLiteral("start"), QStringLiteral("from"),
                                                            QStringLiteral("begin")});
            const int endCol = headerIndex(table.header, {QStringLiteral("end"), QStringLiteral("until"),
                                                          QStringLiteral("finish"), QStringLiteral("to")});
            const int datesCol = headerIndex(table.header, {QStringLiteral("date"), QStringLiteral("period"),
                                                            QStringLiteral("when"), QStringLiteral("run"), QStringLiteral("window")});
            // The name: the column headed so ("Event", "Promotion"), else the first one that is not
            // a row number ("| # | Event | ... |").
            int nameCol = headerIndex(table.header, {QStringLiteral("event"), QStringLiteral("name"), QStringLiteral("promotion"),
                                                     QStringLiteral("promo"), QStringLiteral("campaign")});
            if (nameCol < 0 || nameCol == datesCol)
                nameCol = 0;
            if (nameCol == 0 && !table.header.isEmpty() && !table.rows.isEmpty()
                && std::all_of(table.rows.cbegin(), table.rows.cend(), [](const QStringList &r) {
                       bool number = false;
                       r.value(0).trimmed().toInt(&number);
                       return number || r.value(0).trimmed().isEmpty();
                   }))
                nameCol = 1;
            const int categoryCol = headerIndex(table.header, {QStringLiteral("categor"), QStringLiteral("focus"),
                                                               QStringLiteral("scope")});
            if ((startCol < 0 || endCol < 0) && datesCol < 0)
                continue;
            for (const QStringList &row : table.rows) {
                DateRange range;
                if (startCol >= 0 && endCol >= 0 && startCol < row.size() && endCol < row.size()) {
                    const QList<DateRange> a = DatePhraseParser::parse(row[startCol]);
                    const QList<DateRange> b = DatePhraseParser::parse(row[endCol]);
                    if (!a.isEmpty() && !b.isEmpty()) {
                        range.start = a.first().start;
                        range.end = b.first().end;
                    }
                } else if (datesCol < row.size()) {
                    const QList<DateRange> spans = daySpans(row[datesCol]);
                    if (!spans.isEmpty())
                        range = spans.first();
                }
                if (!range.isValid() || row.size() <= nameCol)
                    continue;
                Campaign c;
                c.name = cleanName(row.at(nameCol));
                c.range = range;
                c.range.label = c.name;
                c.categories = categoriesIn(categoryCol >= 0 && categoryCol < row.size() ? row[categoryCol]
                                                                                          : row.join(QLatin1Char(' ')),
                                            categoryNames);
                c.chunkId = chunk.id;
                c.file = chunk.file;
                if (namesAnEvent(c.name)) {
                    facts.campaigns << c;
                    definingChunks.insert(chunk.id);
                }
            }
        }
    }
    // 2. A section named after the event: its heading is a proper name (it carries
    //    a year, or the body repeats it) and its body gives one day span.
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        if (definingChunks.contains(chunk.id) || chunk.headingPath.isEmpty())
            continue;
        const QString heading = cleanName(chunk.heading());
        QString body = chunk.text;
        body = body.mid(body.indexOf(QLatin1Char('\n')) + 1);   // the heading line is the name, not the dates
        // (Or named again by its last word: "## Lantern Fair" ... "the fair was moved".)
        const QStringList headingWords = heading.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        // ("### 4. Harvest Fair (FY1998)" with a "**Window:**" line: a year in the heading as
        // written, or the body giving the section's days under a label.)
        static const QRegularExpression windowLabel(QStringLiteral("^\\s*[-*+]?\\s*\\**(?:window|dates?|runs?)\\b[^:\\n]{0,20}:"),
                                                    QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
        const bool properName = heading.contains(QRegularExpression(QStringLiteral("\\b(19|20)\\d{2}\\b")))
            || chunk.heading().contains(QRegularExpression(QStringLiteral("(?<!\\d)(19|20)\\d{2}\\b"))) || windowLabel.match(body).hasMatch()
            || mentionsName(body, heading)
            || (headingWords.size() >= 2 && headingWords.last().front().isUpper() && headingWords.last().size() > 3
                && body.contains(QRegularExpression(QStringLiteral("\\bthe\\s+") + QRegularExpression::escape(headingWords.last()) + QStringLiteral("\\b"),
                                                    QRegularExpression::CaseInsensitiveOption)));
        const QList<DateRange> spans = daySpans(body);
        // Two spans and words of a change ("originally 2-22 March 1998 ... moved: it now runs 16 Mar -
        // 12 Apr 1998"): the first as planned, the second as revised.
        const bool moved = spans.size() == 2 && DocumentFacts::hasRevisionLanguage(body) && spans.at(0).textStart < spans.at(1).textStart;
        if (!properName || (spans.size() != 1 && !moved) || !namesAnEvent(heading))
            continue;
        for (qsizetype s = 0; s < spans.size(); ++s) {
            Campaign c;
            c.name = heading;
            c.range = spans.at(s);
            c.range.label = heading;
            c.categories = categoriesIn(body, categoryNames);
            c.chunkId = chunk.id;
            c.file = chunk.file;
            c.revision = moved ? s == 1 : DocumentFacts::hasRevisionLanguage(chunk.text);
            facts.campaigns << c;
        }
        definingChunks.insert(chunk.id);
    }
    // 2b. A list item or a sentence that names an event and gives its days.
    extractEventsInBlocks(chunks, categoryNames, facts, definingChunks);
    // A section titled with a known event's name and more ("Memo: Frost Deals 2024
    // extended") defines that event again rather than a new one.
    for (Campaign &c : facts.campaigns) {
        for (const Campaign &other : std::as_const(facts.campaigns)) {
            if (other.name.size() < c.name.size() && mentionsName(c.name, other.name)) {
                c.name = other.name;
                c.range.label = other.name;
                c.revision = true;
                break;
            }
        }
    }
    // 3. Elsewhere, a chunk that names a known event and gives a different span
    //    defines it again: usually a revision (a memo moving the dates).
    QStringList known;
    for (const Campaign &c : facts.campaigns) {
        if (!known.contains(c.name))
            known << c.name;
    }
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        if (definingChunks.contains(chunk.id))
            continue;
        const QString context = chunk.headingPath.join(QLatin1Char(' ')) + QLatin1Char('\n') + chunk.text;
        const QList<DateRange> spans = daySpans(chunk.text);
        if (spans.size() != 1)
            continue;
        for (const QString &name : known) {
            if (!mentionsName(context, name))
                continue;
            Campaign c;
            c.name = name;
            c.range = spans.first();
            c.range.label = name;
            c.chunkId = chunk.id;
            c.file = chunk.file;
            c.revision = DocumentFacts::hasRevisionLanguage(context);
            const bool duplicate = std::any_of(facts.campaigns.cbegin(), facts.campaigns.cend(),
                                               [&c](const Campaign &o) { return o.name == c.name && o.range == c.range; });
            if (!duplicate)
                facts.campaigns << c;
        }
    }
    // A text that only moves an event's dates keeps what it covers: the categories another
    // definition of the same event names.
    for (Campaign &c : facts.campaigns) {
        for (const Campaign &other : std::as_const(facts.campaigns))
            if (c.categories.isEmpty() && other.name == c.name && !other.categories.isEmpty())
                c.categories = other.categories;
    }
}

// "Average Order Value (AOV)" -> name "Average Order Value", alias "AOV".
void splitNameAndAliases(const QString &raw, QString &name, QStringList &aliases)
{
    static const QRegularExpression paren(QStringLiteral("\\(([^)]+)\\)"));
    auto it = paren.globalMatch(raw);
    while (it.hasNext())
        aliases << it.next().captured(1).trimmed();
    name = cleanName(raw);
    static const QRegularExpression prefix(QStringLiteral("^(legacy|old|previous|current|new)\\s+definition\\s*:\\s*"),
                                           QRegularExpression::CaseInsensitiveOption);
    name.remove(prefix);
}

bool looksLikeFormula(const QString &expr)
{
    static const QRegularExpression aggregate(QStringLiteral("\\b(SUM|COUNT|AVG|MIN|MAX)\\s*\\("),
                                              QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression arithmetic(QStringLiteral("[*/+-]"));
    return aggregate.match(expr).hasMatch() || arithmetic.match(expr).hasMatch();
}

void extractKpis(const QList<ReadChunk> &chunks, DocumentFacts &facts)
{
    // Plain definitions too: "- AOV = SUM(...) / COUNT(DISTINCT OrderID)".
    static const QRegularExpression plainDefinition(QStringLiteral("^([A-Za-z][\\w %()/.-]{0,48}?)\\s*=\\s*(.+)$"));
    static const QRegularExpression aggregateCall(QStringLiteral("\\b(SUM|COUNT|AVG|MIN|MAX)\\s*\\("),
                                                  QRegularExpression::CaseInsensitiveOption);
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        if (chunk.headingPath.isEmpty())
            continue;
        // Code blocks first, then inline code, then plain prose: the first
        // definition of a name wins.
        QStringList codeBlocks;
        QStringList inlineCodes;
        QStringList plain;
        const retrieval::MarkdownDocument &document = read.document;
        for (const retrieval::MarkdownBlock &block : document.blocks()) {
            if (block.kind == retrieval::MarkdownBlock::Kind::Code) {
                codeBlocks << block.text.trimmed();
                continue;
            }
            inlineCodes << block.inlineCode;
            const bool prose = block.kind == retrieval::MarkdownBlock::Kind::Paragraph
                || block.kind == retrieval::MarkdownBlock::Kind::ListItem;
            if (!prose || !block.inlineCode.isEmpty())
                continue;   // a line that quotes code is read as code
            // Line by line: "Formula:" above "AOV = SUM(...)" is a caption, not part of the name.
            for (const QString &line : block.lines) {
                const QRegularExpressionMatch d = plainDefinition.match(line);
                if (d.hasMatch() && aggregateCall.match(d.captured(2)).hasMatch())
                    plain << d.captured(1).trimmed() + QStringLiteral(" = ")
                            + d.captured(2).trimmed().remove(QRegularExpression(QStringLiteral("[.;]$")));
            }
        }
        const QStringList codes = codeBlocks + inlineCodes + plain;

        const bool legacy = saysLegacy(chunk.heading());
        QString headingName;
        QStringList headingAliases;
        splitNameAndAliases(chunk.heading(), headingName, headingAliases);
        for (const QString &code : codes) {
            KpiDefinition kpi;
            kpi.chunkId = chunk.id;
            kpi.legacy = legacy;
            const qsizetype eq = code.indexOf(QLatin1Char('='));
            if (eq > 0 && !code.left(eq).contains(QLatin1Char('(')) && code.at(eq - 1) != QLatin1Char('<')
                && code.at(eq - 1) != QLatin1Char('>') && code.at(eq - 1) != QLatin1Char('!')) {
                splitNameAndAliases(code.left(eq).trimmed(), kpi.name, kpi.aliases);
                kpi.formula = code.mid(eq + 1).trimmed();
                // "GM" under "Gross Margin": the initials name the heading's metric.
                QString initials;
                for (const QString &w : text::words(headingName))
                    initials += w.at(0);
                const bool abbreviation = !initials.isEmpty() && kpi.name.compare(initials, Qt::CaseInsensitive) == 0;
                if (kpi.name.compare(headingName, Qt::CaseInsensitive) != 0
                    && (headingAliases.contains(kpi.name, Qt::CaseInsensitive) || abbreviation)) {
                    kpi.aliases << kpi.name;
                    kpi.name = headingName;
                }
            } else {
                kpi.name = headingName;
                kpi.aliases = headingAliases;
                kpi.formula = code;
            }
            if (kpi.name.isEmpty() || !looksLikeFormula(kpi.formula))
                continue;
            // A legacy metric is what people then call "legacy <metric>".
            if (kpi.legacy) {
                const QStringList nameWords = text::words(kpi.name);
                if (!nameWords.isEmpty())
                    kpi.aliases << QStringLiteral("legacy ") + nameWords.last();
            }
            const bool seen = std::any_of(facts.kpis.cbegin(), facts.kpis.cend(), [&kpi](const KpiDefinition &k) {
                return k.name.compare(kpi.name, Qt::CaseInsensitive) == 0;
            });
            if (!seen)
                facts.kpis << kpi;
        }
        // Formulas written for people ("Freight ratio = Σ freight ÷ Net Revenue").
        // (A current definition takes the place of a legacy one of the same name read first.)
        for (const KpiDefinition &kpi : readProseKpis(read)) {
            const auto same = std::find_if(facts.kpis.begin(), facts.kpis.end(), [&kpi](const KpiDefinition &k) {
                return k.name.compare(kpi.name, Qt::CaseInsensitive) == 0;
            });
            if (same == facts.kpis.end())
                facts.kpis << kpi;
            else if (same->legacy && !kpi.legacy)
                *same = kpi;
        }
    }
}

void extractGroups(const QList<ReadChunk> &chunks, const QStringList &categoryNames, DocumentFacts &facts)
{
    const auto addGroup = [&facts](const QString &name, const QStringList &categories, const QString &chunkId) {
        if (name.isEmpty() || categories.isEmpty())
            return;
        for (const ReportingGroup &g : facts.groups) {
            if (g.name.compare(name, Qt::CaseInsensitive) == 0)
                return;
        }
        facts.groups << ReportingGroup{name, categories, chunkId};
    };
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        const QList<Table> tables = read.document.tables();
        bool fromTable = false;
        for (const Table &table : tables) {
            // "| Beverages | Drinks & Sweets |": each category's group, one row per category.
            QString memberHeader;
            QString setHeader;
            for (const MappedSet &set : setsOfAMappingTable(table, memberHeader, setHeader)) {
                const QStringList categories = categoriesIn(set.members.join(QStringLiteral(", ")), categoryNames);
                if (categories.size() == set.members.size()) {
                    addGroup(cleanName(set.name), categories, chunk.id);
                    fromTable = true;
                }
            }
            if (table.header.isEmpty() || !containsAnyWord(table.header.first(), kGroupWords))
                continue;
            fromTable = true;
            for (const QStringList &row : table.rows) {
                if (!row.isEmpty())
                    addGroup(cleanName(row.first()), categoriesIn(row.mid(1).join(QLatin1Char(' ')), categoryNames),
                             chunk.id);
            }
        }
        if (fromTable || chunk.headingPath.size() < 2)
            continue;
        const QString heading = cleanName(chunk.heading());
        const bool underGroupHeading = containsAnyWord(chunk.headingPath.mid(0, chunk.headingPath.size() - 1)
                                                           .join(QLatin1Char(' ')),
                                                       kGroupWords);
        const bool headingIsCategory = std::any_of(categoryNames.cbegin(), categoryNames.cend(),
                                                   [&heading](const QString &c) {
                                                       return c.compare(heading, Qt::CaseInsensitive) == 0;
                                                   });
        if (underGroupHeading && !headingIsCategory && !containsAnyWord(heading, kGroupWords))
            addGroup(heading, categoriesIn(chunk.text, categoryNames), chunk.id);
    }
}


void extractCategorySets(const QList<ReadChunk> &chunks, const QStringList &categoryNames, DocumentFacts &facts)
{
    const auto add = [&facts, &categoryNames](QString label, const QStringList &categories, const QString &chunkId) {
        label = label.trimmed().toLower();
        if (label.isEmpty() || categories.isEmpty() || label.contains(QRegularExpression(QStringLiteral("\\d"))))
            return;
        // A category's own name in a cell ("| Confections | Confections |") labels nothing new.
        if (std::any_of(categoryNames.cbegin(), categoryNames.cend(), [&label](const QString &c) { return c.toLower() == label; }))
            return;
        for (CategorySet &set : facts.categorySets) {
            if (set.label == label) {
                for (const QString &c : categories) {
                    if (!set.categories.contains(c))
                        set.categories << c;
                }
                return;
            }
        }
        facts.categorySets << CategorySet{label, categories, chunkId};
    };
    // "A, B and C are perishable." / "X is non-perishable"
    static const QRegularExpression areLabel(
        QStringLiteral("^(.*?)\\s+(?:are|is)\\s+(?:all\\s+|considered\\s+|classed as\\s+|classified as\\s+)?((?:non-)?[a-z]+)\\b"));
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        for (const QString &sentence : read.document.sentences()) {
            const QRegularExpressionMatch m = areLabel.match(sentence.trimmed());
            if (!m.hasMatch())
                continue;
            const QStringList cats = categoriesIn(m.captured(1), categoryNames);
            QString rest = m.captured(1);
            for (const QString &c : cats)
                rest.remove(c, Qt::CaseInsensitive);
            rest.remove(QRegularExpression(QStringLiteral("\\band\\b|\\bor\\b|[,*_]|\\bthe\\b")));
            if (!cats.isEmpty() && rest.trimmed().isEmpty())
                add(m.captured(2), cats, chunk.id);
        }
        // Table rows led by a category, with short label cells ("perishable").
        for (const Table &table : read.document.tables()) {
            for (const QStringList &row : table.rows) {
                if (row.isEmpty())
                    continue;
                const QStringList cats = categoriesIn(row.first(), categoryNames);
                if (cats.size() != 1)
                    continue;
                for (int i = 1; i < row.size(); ++i) {
                    for (const QString &part : row[i].split(QLatin1Char(','))) {
                        const QString label = part.trimmed();
                        if (!label.isEmpty() && label.count(QLatin1Char(' ')) == 0
                            && !label.contains(QRegularExpression(QStringLiteral("\\d"))))
                            add(label, cats, chunk.id);
                    }
                }
            }
        }
    }
}

void extractConditions(const QList<ReadChunk> &chunks, DocumentFacts &facts)
{
    // "An order is late when ... (ShippedDate later than RequiredDate)"
    static const QRegularExpression definition(
        QStringLiteral("\\b(?:an?|the)\\s+([a-z]+)\\s+is\\s+(?:considered\\s+)?([a-z]+)\\s+(?:when|if)\\b(.*)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression comparison(
        QStringLiteral("\\b([A-Z][A-Za-z0-9]+)\\s+(?:is\\s+)?(later than|after|earlier than|before|greater than|"
                       "more than|less than|above|below|exceeds|over|under)\\s+([A-Z][A-Za-z0-9]+|\\d+(?:\\.\\d+)?)"));
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        for (const QString &sentence : read.document.sentences()) {
            const QRegularExpressionMatch d = definition.match(sentence);
            if (!d.hasMatch())
                continue;
            const QRegularExpressionMatch c = comparison.match(d.captured(3));
            if (!c.hasMatch())
                continue;
            const QString word = c.captured(2).toLower();
            const bool less = word.contains(QLatin1String("earlier")) || word == QLatin1String("before")
                || word.contains(QLatin1String("less")) || word == QLatin1String("below") || word == QLatin1String("under");
            facts.conditions << ConditionDefinition{d.captured(2).toLower(), d.captured(1).toLower(), c.captured(1),
                                                    less ? QStringLiteral("<") : QStringLiteral(">"), c.captured(3),
                                                    chunk.id};
        }
    }
}

// "Sweden, Norway, Denmark and Finland": two or more short names, each capitalised as names are;
// empty when any part reads as a phrase or a sentence.
QStringList listedNames(const QString &text)
{
    const QStringList names = text::listedItems(text);
    static const QRegularExpression digit(QStringLiteral("\\d"));
    for (const QString &name : names) {
        if (!name.front().isUpper() || name.contains(digit))
            return {};
    }
    return names.size() >= 2 ? names : QStringList();
}

void extractNamedSets(const QList<ReadChunk> &chunks, DocumentFacts &facts)
{
    const auto add = [&facts](const QString &name, const QString &kind, const QStringList &members, const QString &chunkId,
                              const QString &memberKind = QString()) {
        if (name.isEmpty() || members.isEmpty() || !name.front().isLetter())
            return;
        for (const NamedSet &known : std::as_const(facts.namedSets)) {
            if (known.name.compare(name, Qt::CaseInsensitive) == 0)
                return;   // the first definition stands; revisions of sets are not read yet
        }
        facts.namedSets << NamedSet{name, kind, members, chunkId, memberKind};
    };
    for (const ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        const retrieval::MarkdownDocument &document = read.document;
        // A table row: the name first, its members listed in another cell; or a row per member,
        // its set named in another cell.
        for (const retrieval::MarkdownBlock &table : document.tables()) {
            QString memberHeader;
            QString setHeader;
            const QList<MappedSet> mapped = setsOfAMappingTable(table, memberHeader, setHeader);
            for (const MappedSet &set : mapped)
                add(cleanName(set.name), setHeader, set.members, chunk.id, memberHeader);
            if (!mapped.isEmpty())
                continue;   // ("Ocean & Ice" in a row is its list's name, not two members)
            for (const QStringList &row : table.rows) {
                for (qsizetype i = 1; i < row.size(); ++i) {
                    if (const QStringList members = listedNames(row[i]); !members.isEmpty()) {
                        add(cleanName(row.first()), table.header.value(0), members, chunk.id);
                        break;
                    }
                }
            }
        }
        // A term defined by a list of names: "**Nordic**: Sweden, Norway, Denmark and Finland".
        for (const retrieval::MarkdownDefinition &d : document.definitions()) {
            if (const QStringList members = listedNames(d.body); !members.isEmpty())
                add(cleanName(d.term), QString(), members, chunk.id);
        }
        // "+ **Northern Arc**" with its countries as the items nested under it, some a level
        // deeper ("the four Nordic markets:" then theirs): the innermost items are the members.
        // A member's stored spelling in code ("United Kingdom (stored as `UK` ...)") is the one
        // the data has. The heading over such lists, a word or two ("Desks"), is their kind.
        const QList<retrieval::MarkdownBlock> &blocks = document.blocks();
        QString heading;
        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const retrieval::MarkdownBlock &item = blocks[b];
            if (item.kind == retrieval::MarkdownBlock::Kind::Heading)
                heading = item.text.simplified();
            const QString term = item.kind == retrieval::MarkdownBlock::Kind::ListItem ? item.leadingTerm() : QString();
            if (term.isEmpty() || cleanName(item.text) != cleanName(term))
                continue;
            QStringList members;
            bool names = true;
            qsizetype c = b + 1;
            for (; c < blocks.size() && blocks[c].kind == retrieval::MarkdownBlock::Kind::ListItem && blocks[c].listDepth > item.listDepth; ++c) {
                const bool parent = c + 1 < blocks.size() && blocks[c + 1].kind == retrieval::MarkdownBlock::Kind::ListItem
                    && blocks[c + 1].listDepth > blocks[c].listDepth;
                if (parent)
                    continue;
                const QString member = blocks[c].inlineCode.size() == 1 ? blocks[c].inlineCode.first().trimmed() : cleanName(blocks[c].text);
                static const QRegularExpression digit(QStringLiteral("\\d"));
                names &= !member.isEmpty() && member.front().isUpper() && !member.contains(digit) && member.count(QLatin1Char(' ')) <= 3;
                members << member;
            }
            const QString kind = heading.count(QLatin1Char(' ')) <= 1 ? heading : QString();
            if (names && members.size() >= 2)
                add(cleanName(term), kind, members, chunk.id);
            b = c - 1;
        }
    }
}

// "Frozen moves to Ambient from 1 April", "Poland leaves Central Europe": a text other than the
// one defining a list that names it with words of a change. The new members are not read, so an
// answer using the list is not sure.
void noteListChanges(const QList<ReadChunk> &chunks, DocumentFacts &facts)
{
    QList<QPair<QString, QString>> lists;   // name, defining chunk
    for (const ReportingGroup &g : std::as_const(facts.groups))
        lists.append({g.name, g.chunkId});
    for (const NamedSet &n : std::as_const(facts.namedSets))
        lists.append({n.name, n.chunkId});
    static const QRegularExpression changeWords(QStringLiteral("\\b(?:moves?|moved|moving|joins?|joined|leaves?|left|transferr?ed|"
                                                               "reassigned|no longer|added to|removed from|now (?:in|part of|belongs?))\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    for (const auto &[name, home] : std::as_const(lists)) {
        if (facts.unreadListChanges.contains(name) || name.size() < 3)
            continue;
        const QRegularExpression named(QStringLiteral("\\b") + QRegularExpression::escape(name) + QStringLiteral("\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
        for (const ReadChunk &read : chunks) {
            if (!named.match(read.chunk.text).hasMatch())
                continue;
            bool changed = false;
            // (In the text that defines the list, a change said beside its table counts too: "⚠️
            // Membership change: Produce leaves Fresh Desk from 1 January 1998" under the table of
            // members had been passed over, and the old members used at 0.85.)
            for (const retrieval::MarkdownBlock &block : read.document.blocks())
                for (const QString &sentence : read.chunk.id == home && block.kind == retrieval::MarkdownBlock::Kind::Table ? QStringList() : block.sentences())
                    // (Beside its own table, only words of a change of members: "Fresh Desk figures
                    // are updated monthly" changes none.)
                    changed |= named.match(sentence).hasMatch()
                        && (changeWords.match(sentence).hasMatch() || (read.chunk.id != home && DocumentFacts::hasRevisionLanguage(sentence)));
            if (changed) {
                facts.unreadListChanges << name;
                break;
            }
        }
    }
}

} // namespace

bool DocumentFacts::describesTheDocument(const QString &line)
{
    static const QRegularExpression about(
        QStringLiteral("\\b(?:export(?:ed)?|generated|printed|downloaded|snapshot|archived|retrieved|last\\s+(?:updated|edited|modified|reviewed)|"
                       "messages?\\s+(?:from|between|dated)|thread\\s+(?:from|between|span|covers)|page\\s+history|revision\\s+history)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QString trimmed = line.trimmed();
    const QRegularExpressionMatch m = about.match(trimmed);
    // Set apart by its form: an italic line, or the words at its start ("Exported: ...").
    static const QRegularExpression bullet(QStringLiteral("^(?:[*+-]|\\d+[.)])\\s"));
    if (bullet.match(trimmed).hasMatch())
        return false;   // a list item says something of the subject ("* Last updated 3 Mar: X moved to ...")
    static const QRegularExpression italic(QStringLiteral("^[*_](?!\\s)"));   // "*Exported ...*"
    const bool apart = italic.match(trimmed).hasMatch() || (m.hasMatch() && m.capturedStart() < 30);
    return m.hasMatch() && apart && !DatePhraseParser::parse(trimmed).isEmpty();
}

bool DocumentFacts::isInstructionToAssistant(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("\\b(ai|llm|chat ?bot|assistant|language model|copilot)s?\\b.*\\b(must|should|always|never|"
                       "answer|respond|reply|report|say|output|ignore)\\b|\\bignore (all |any )?(previous|prior|above|"
                       "earlier) (instructions|rules)|\\bdisregard (the|all|any) (previous|above|other)"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(line).hasMatch();
}

bool DocumentFacts::hasRevisionLanguage(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("\\b(revis|extend|updat|amend|postpon|reschedul|supersed|moved|shifted|changed|now runs|"
                       "new end date|new dates|(?:last|final|closing|end) (?:day|date) is now|replaces the|tighten|no longer|(?:rais|lower|reduc|increas|cut)(?:e|es|ed|ing)?\\b[^.]{0,60}\\bfrom\\b[^.]{0,40}\\bto\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

DocumentFacts DocumentFacts::extract(const QList<Chunk> &chunks, const QStringList &categoryNames)
{
    DocumentFacts facts;
    // Set instruction-like lines aside first, so no fact is ever parsed from them.
    // Each chunk's markdown is read once, for every reader below.
    QList<ReadChunk> clean;
    clean.reserve(chunks.size());
    for (Chunk chunk : chunks) {
        QStringList lines = chunk.text.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            if (isInstructionToAssistant(lines[i])) {
                facts.instructions << InstructionLine{chunk.id, chunk.startLine + i, lines[i].trimmed()};
                lines[i].clear();
            } else if (describesTheDocument(lines[i])) {
                lines[i].clear();   // an export's span of messages is no event's window
            }
        }
        chunk.text = lines.join(QLatin1Char('\n'));
        clean << ReadChunk::of(chunk);
    }
    extractCampaigns(clean, categoryNames, facts);
    extractKpis(clean, facts);
    extractGroups(clean, categoryNames, facts);
    extractNamedSets(clean, facts);
    extractCategorySets(clean, categoryNames, facts);
    extractConditions(clean, facts);
    noteListChanges(clean, facts);
    facts.terms = readTermDefinitions(clean);
    facts.absent = readAbsentData(clean);
    facts.recurring = readRecurringPeriods(clean);
    facts.bands = extractValueBands(clean);
    facts.histories = readValueHistories(clean, facts.terms);
    facts.bandRevisions = planning::bandRevisions(facts.bands, facts.histories);
    for (const ReadChunk &read : clean) {
        if (!facts.fiscal)
            facts.fiscal = FiscalCalendar::read(read.chunk);
    }
    return facts;
}

} // namespace rac::planning
