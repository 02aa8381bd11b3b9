// SPDX-License-Identifier: MIT
#include "planning/ValueHistories.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/FieldLabels.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::planning {

namespace {

using retrieval::MarkdownBlock;
using retrieval::ReadChunk;

QRegularExpression words(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

// Nouns that name a rule's number without saying which rule it is.
const QString kRuleNouns = QStringLiteral("thresholds?|floors?|ceilings?|caps?|limits?|minimum|maximum|min|max|targets?|goals?|"
                                          "budgets?|cut-?offs?|bounds?|quotas?|allowances?|rates?|fees?");

bool hasRuleNoun(const QString &text)
{
    static const QRegularExpression re = words(QStringLiteral("\\b(?:%1)\\b").arg(kRuleNouns));
    return re.match(text).hasMatch();
}

// A heading or sentence that says a rule's number changed.
const QRegularExpression &changeVerb()
{
    static const QRegularExpression re = words(QStringLiteral(
        "\\b(?:raised|lowered|relaxed|tightened|revised|changed|updated|amended|increased|decreased|reduced|cut|"
        "moved|extended|shortened|lengthened|lifted|dropped|replaced|(?:goes|went|go) (?:up|down))\\b"));
    return re;
}

// A day the surrounding words say a rule takes effect from.
const QRegularExpression &effectiveCue()
{
    static const QRegularExpression re = words(QStringLiteral(
        "\\b(?:effective(?:\\s+(?:from|on|as\\s+of))?|on\\s+or\\s+after|applies\\s+(?:from|as\\s+of)|appl(?:y|ies)\\s+from|"
        "takes?\\s+effect(?:\\s+(?:on|from))?|took\\s+effect(?:\\s+(?:on|from))?|with\\s+effect\\s+from|since|as\\s+of|"
        "starting(?:\\s+(?:on|from|with))?|from|in\\s+force\\s+from)\\s*:?\\s*"));
    return re;
}

QDate dateAfterCue(const QString &text)
{
    for (auto it = effectiveCue().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString rest = text.mid(m.capturedEnd(), 48);
        const QList<DateRange> ranges = DatePhraseParser::parse(rest);
        // The date must follow the cue at once ("from 1 October 1997"), not later in the sentence
        // ("from 2,500 to 3,000 ... 1998"); a bare year or month is not a day a rule starts on.
        if (!ranges.isEmpty() && ranges.first().textStart <= 1 && !ranges.first().fiscal
            && ranges.first().start.daysTo(ranges.first().end) < 31)
            return ranges.first().start;
    }
    return {};
}

struct Number {
    double value = 0;
    QString unit;
    int position = 0;
    QString text;
};

// The numbers of a sentence that can be a rule's value: not inside a date phrase, not a clause
// number ("4.2") or an identifier ("r2", "FY1998", "Q3"), not a bare year.
QList<Number> valuesIn(const QString &sentence)
{
    QString text = sentence;
    for (const DateRange &r : DatePhraseParser::parse(sentence)) {
        if (r.textStart >= 0)
            text.replace(r.textStart, r.textLength, QString(r.textLength, QLatin1Char(' ')));
    }
    static const QRegularExpression clause(QStringLiteral("^\\s*\\d+(?:\\.\\d+)+\\s"));
    if (const QRegularExpressionMatch m = clause.match(text); m.hasMatch())
        text.replace(0, m.capturedLength(), QString(m.capturedLength(), QLatin1Char(' ')));
    static const QRegularExpression number = words(QStringLiteral(
        "(?<![\\w.,])([$€£])?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?![\\w]|[.,]\\d)\\s*(%|percent\\b|per\\s+cent\\b|"
        "days?\\b|weeks?\\b|hours?\\b|months?\\b|units?\\b)?"));
    QList<Number> out;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString digits = m.captured(2).remove(QLatin1Char(','));
        const bool plain = m.captured(1).isEmpty() && m.captured(3).isEmpty() && m.captured(4).isEmpty();
        const int asInt = digits.toInt();
        if (plain && digits.size() == 4 && asInt >= 1900 && asInt <= 2100)
            continue;   // a year
        QString unit = m.captured(1).isEmpty() ? m.captured(4).toLower() : m.captured(1);
        if (unit.startsWith(QLatin1String("per")))
            unit = QStringLiteral("%");
        out << Number{(digits + m.captured(3)).toDouble(), unit, int(m.capturedStart(2)), m.captured(0).trimmed()};
    }
    return out;
}

// The number a writer emphasised, else the only one.
std::optional<Number> valueOf(const QString &sentence, const QStringList &emphasised)
{
    const QList<Number> found = valuesIn(sentence);
    for (const Number &n : found) {
        for (const QString &e : emphasised) {
            const QList<Number> stressed = valuesIn(e);
            if (std::any_of(stressed.cbegin(), stressed.cend(), [&n](const Number &s) { return s.value == n.value; }))
                return n;
        }
    }
    if (found.size() == 1)
        return found.first();
    return std::nullopt;
}

// "r2 — Pallet threshold raised · logged 15 September 1997 · effective 1 October 1997" ->
// "Pallet threshold"; "1998-03-02 · Reserve floor lowered" -> "Reserve floor". Empty when no
// part of the heading names a rule.
QString subjectOfHeading(const QString &heading)
{
    static const QRegularExpression parts(QStringLiteral("\\s*(?:·|\\||—|–|:|\\s-\\s)\\s*"));
    static const QRegularExpression aside(QStringLiteral("\\([^)]*\\)"));
    for (QString part : heading.split(parts, Qt::SkipEmptyParts)) {
        part.remove(aside);
        const QRegularExpressionMatch verb = changeVerb().match(part);
        if (!verb.hasMatch())
            continue;
        QString subject = part.left(verb.capturedStart()).trimmed();
        for (const DateRange &r : DatePhraseParser::parse(subject)) {
            if (r.textStart == 0)
                subject = subject.mid(r.textLength).trimmed();
        }
        if (!ruleKey(subject).isEmpty() && text::words(subject).size() <= 6)
            return subject;
    }
    return {};
}

int sourceLine(const ReadChunk &read, const MarkdownBlock &block, const QString &sentence)
{
    const QString opening = sentence.left(24);
    for (int i = 0; i < block.lines.size(); ++i) {
        if (block.lines.at(i).contains(opening.left(12)))
            return read.chunk.startLine + block.startLine - 1 + i;
    }
    return read.chunk.startLine + std::max(block.startLine, 1) - 1;
}

struct Statement {
    QString subject;
    ValueVersion version;
};

ValueVersion versionAt(const ReadChunk &read, const MarkdownBlock &block, const QString &sentence, const Number &n)
{
    ValueVersion v;
    v.value = n.value;
    v.unit = n.unit;
    v.chunkId = read.chunk.id;
    v.file = read.chunk.file;
    v.line = sourceLine(read, block, sentence);
    v.statement = sentence.simplified();
    return v;
}

// A section whose heading says a rule changed: its "Before:"/"After:" items, a "from A to B"
// sentence or a "now B (it was A)" sentence give the old and the new value.
void readChangeSection(const ReadChunk &read, QList<Statement> &out)
{
    const QString subject = subjectOfHeading(read.chunk.heading());
    if (subject.isEmpty() || !hasRuleNoun(subject))
        return;
    static const QRegularExpression before = words(QStringLiteral("^(?:before|old|previously|was|original(?:ly)?|until now)\\s*:?$"));
    static const QRegularExpression after = words(QStringLiteral("^(?:after|new|now|revised|from now on)\\s*:?$"));
    static const QRegularExpression fromTo = words(QStringLiteral("\\bfrom\\s+[$€£]?\\s?[\\d,.]+\\s*\\S{0,8}\\s+to\\s+"));
    static const QRegularExpression itWas = words(QStringLiteral(
        "\\(\\s*(?:it\\s+)?(?:was|previously|formerly|originally|down\\s+from|up\\s+from)\\s+([$€£]?\\s?[\\d,.]+)"));
    // The day from the whole section except what the old value's item says of itself.
    QString dated = read.chunk.heading();
    for (const MarkdownBlock &block : read.document.blocks()) {
        if (block.kind != MarkdownBlock::Kind::Heading && !before.match(block.leadingTerm().trimmed()).hasMatch())
            dated += QLatin1Char('\n') + block.text;
    }
    const QDate from = dateAfterCue(dated);
    for (const MarkdownBlock &block : read.document.blocks()) {
        if (block.kind != MarkdownBlock::Kind::ListItem && block.kind != MarkdownBlock::Kind::Paragraph)
            continue;
        const QString lead = block.leadingTerm().trimmed();
        const QStringList sentences = block.sentences();
        if (sentences.isEmpty())
            continue;
        const bool isBefore = before.match(lead).hasMatch(), isAfter = after.match(lead).hasMatch();
        if (isBefore || isAfter) {
            const QString first = sentences.first().mid(lead.size());
            if (const std::optional<Number> n = valueOf(first, block.emphasised)) {
                ValueVersion v = versionAt(read, block, sentences.first(), *n);
                v.revision = isAfter;
                v.from = isAfter ? from : QDate();
                out << Statement{subject, v};
            }
            continue;
        }
        for (const QString &sentence : sentences) {
            const QList<Number> found = valuesIn(sentence);
            if (const QRegularExpressionMatch m = fromTo.match(sentence); m.hasMatch()) {
                // The two numbers the words "from ... to" join, not any before them.
                QList<Number> joined;
                for (const Number &n : found)
                    if (n.position >= m.capturedStart())
                        joined << n;
                if (joined.size() < 2)
                    continue;
                ValueVersion old = versionAt(read, block, sentence, joined.at(0));
                ValueVersion now = versionAt(read, block, sentence, joined.at(1));
                now.revision = true;
                now.from = from;
                out << Statement{subject, old} << Statement{subject, now};
                break;
            }
            if (const QRegularExpressionMatch m = itWas.match(sentence); m.hasMatch() && found.size() >= 2) {
                const auto isOld = [&m](const Number &n) { return n.position >= m.capturedStart(1) && n.position < m.capturedEnd(1) + 1; };
                const auto oldIt = std::find_if(found.cbegin(), found.cend(), isOld);
                const auto newIt = std::find_if(found.cbegin(), found.cend(), [&isOld](const Number &n) { return !isOld(n); });
                if (oldIt == found.cend() || newIt == found.cend())
                    continue;
                ValueVersion old = versionAt(read, block, sentence, *oldIt);
                ValueVersion now = versionAt(read, block, sentence, *newIt);
                now.revision = true;
                now.from = from;
                out << Statement{subject, old} << Statement{subject, now};
                break;
            }
        }
    }
}

// The value a statement's words give its rule, and the earlier one when a bracket says it ("from
// 1 Oct 1997 (was 3,000)", "(previously 15%)"). changed: the verb said the value changed.
void addStated(const QString &subject, const QString &body, const QString &sentence, const MarkdownBlock &block, const ReadChunk &read,
               bool changed, QList<Statement> &out)
{
    static const QRegularExpression was = words(QStringLiteral(
        "[(\\[]\\s*(?:it\\s+)?(?:was|previously|formerly|originally|before|old(?:\\s+value)?\\s*:?|down\\s+from|up\\s+from)\\s+([$€£]?\\s?[\\d,.]+)"));
    const QList<Number> found = valuesIn(body);
    if (found.isEmpty() || ruleKey(subject).isEmpty())
        return;
    const QDate from = dateAfterCue(body);
    if (const QRegularExpressionMatch m = was.match(body); m.hasMatch()) {
        const auto inBracket = [&m](const Number &n) { return n.position >= m.capturedStart(1) && n.position < m.capturedEnd(1) + 1; };
        const auto oldIt = std::find_if(found.cbegin(), found.cend(), inBracket);
        const auto newIt = std::find_if(found.cbegin(), found.cend(), [&inBracket](const Number &n) { return !inBracket(n); });
        if (oldIt != found.cend() && newIt != found.cend()) {
            ValueVersion now = versionAt(read, block, sentence, *newIt);
            now.from = from;
            now.revision = true;
            out << Statement{subject, versionAt(read, block, sentence, *oldIt)} << Statement{subject, now};
            return;
        }
    }
    // Several numbers and none emphasised: which is the rule's is not for this reading to pick.
    // (A number right after the verb is the value: "is 12% since 3 March, not 20% as before".)
    std::optional<Number> n = valueOf(body, block.emphasised);
    if (!n && found.first().position <= 3)
        n = found.first();
    if (!n && found.size() > 1)
        return;
    ValueVersion v = versionAt(read, block, sentence, n ? *n : found.first());
    v.from = from;
    v.revision = from.isValid() || changed;
    out << Statement{subject, v};
}

// Sentences anywhere that state a rule's number: "<rule> is <value> since <day>", "<rule> was
// raised from <a> to <b> on <day>", "The <rule> is <value>", "<rule>: <value> from <day> (was
// <a>)"; and items led by an emphasised name with one number ("**Discount cap.** No line may carry
// more than **15%**", "**Big order** — worth **4,000** or more").
void readStatements(const ReadChunk &read, QList<Statement> &out)
{
    // Up to five words ending in a rule noun, then the verb that gives it a value.
    static const QRegularExpression stated = words(QStringLiteral(
        "((?:[\\w'-]+\\s+){0,4}(?:%1))\\s+(?:is|are|stands\\s+at|has\\s+been|will\\s+be|becomes|is\\s+now|"
        "(?:was\\s+|is\\s+|has\\s+been\\s+)?(?:raised|lowered|increased|reduced|cut|changed|moved|set)\\s+(from\\s+[$€£]?\\s?[\\d,.]+\\s*\\S{0,8}\\s+)?to|"
        "(?:goes|went|rises|rose|falls|fell|drops|dropped)\\s+(?:up\\s+|down\\s+)?(from\\s+[$€£]?\\s?[\\d,.]+\\s*\\S{0,8}\\s+)?to)\\s+").arg(kRuleNouns));
    // "Big order threshold: 4,000 from 1 October 1997 (was 3,000)".
    static const QRegularExpression labelled = words(QStringLiteral("^\\s*((?:[\\w'-]+\\s+){0,4}(?:%1))\\s*(?::|=|—|–|\\s-\\s)\\s*").arg(kRuleNouns));
    for (const MarkdownBlock &block : read.document.blocks()) {
        if (block.kind != MarkdownBlock::Kind::ListItem && block.kind != MarkdownBlock::Kind::Paragraph)
            continue;
        const QStringList sentences = block.sentences();
        const QString lead = block.leadingTerm().trimmed().remove(QRegularExpression(QStringLiteral("[.:—–-]$"))).trimmed();
        // Field labels ("**Before:**", "**Effective:**", "**Subject:**") name no rule.
        if (!lead.isEmpty() && !isFieldLabel(lead) && text::words(lead).size() <= (hasRuleNoun(lead) ? 5 : 4)
            && !sentences.isEmpty()) {
            const QString rest = sentences.first().mid(block.leadingTerm().size());
            const QString body = rest.trimmed().isEmpty() && sentences.size() > 1 ? sentences.at(1) : rest;
            const qsizetype before = out.size();
            addStated(lead, body, sentences.first(), block, read, false, out);
            if (out.size() != before)
                continue;
        }
        for (const QString &sentence : sentences) {
            if (const QRegularExpressionMatch m = labelled.match(sentence); m.hasMatch()) {
                QString subject = m.captured(1);
                subject.remove(words(QStringLiteral("^[\\d.\\s]*(?:(?:the|our|a|an|this|that|new|current)\\s+)?")));
                addStated(subject.trimmed(), sentence.mid(m.capturedEnd()), sentence, block, read, false, out);
                continue;
            }
            const QRegularExpressionMatch m = stated.match(sentence);
            if (!m.hasMatch())
                continue;
            // The words of the rule's name only: "Reminder: discount cap" -> "discount cap".
            QString subject = m.captured(1).section(QRegularExpression(QStringLiteral("[:;,(]")), -1).trimmed();
            subject.remove(words(QStringLiteral("^[\\d.\\s]*(?:(?:the|our|a|an|this|that|new|current)\\s+)?")));
            const QString after = sentence.mid(m.capturedEnd());
            if (valuesIn(after).isEmpty() || ruleKey(subject).isEmpty())
                continue;
            if (!m.captured(2).isEmpty() || !m.captured(3).isEmpty()) {
                const QList<Number> old = valuesIn(m.captured(2) + m.captured(3));
                if (!old.isEmpty())
                    out << Statement{subject, versionAt(read, block, sentence, old.first())};
            }
            addStated(subject, after, sentence, block, read, changeVerb().match(m.captured(0)).hasMatch(), out);
        }
    }
}

// A table of targets or limits: a column whose header names a rule ("FY1998 target", "Ceiling",
// "Minimum spend") gives each row's rule, named by the row's label and the header ("Freight
// Ratio FY1998 target"), when its cell holds one number ("5.50% or lower").
void readTables(const ReadChunk &read, QList<Statement> &out)
{
    static const QRegularExpression ruleHeader = words(QStringLiteral("\\b(?:%1|plan)\\b").arg(kRuleNouns));
    static const QRegularExpression markup(QStringLiteral("[*_`]"));
    for (const MarkdownBlock &table : read.document.tables()) {
        if (table.fenced || table.header.size() < 2)
            continue;
        for (int col = 1; col < table.header.size(); ++col) {
            const QString header = table.header.at(col).trimmed();
            if (!ruleHeader.match(header).hasMatch())
                continue;
            for (int r = 0; r < table.rows.size(); ++r) {
                const QStringList &row = table.rows.at(r);
                if (row.size() <= col)
                    continue;
                const QString label = QString(row.first()).remove(markup).trimmed();
                const QList<Number> found = valuesIn(row.at(col));
                if (label.isEmpty() || found.size() != 1 || !valuesIn(label).isEmpty())
                    continue;
                ValueVersion v;
                v.value = found.first().value;
                v.unit = found.first().unit;
                v.chunkId = read.chunk.id;
                v.file = read.chunk.file;
                // The header row and the delimiter row come before the body rows.
                v.line = read.chunk.startLine + std::max(table.startLine, 1) - 1 + 2 + r;
                v.statement = QStringLiteral("%1 | %2: %3").arg(label, header, row.at(col).trimmed());
                out << Statement{label + QLatin1Char(' ') + header, v};
            }
        }
    }
}

// Terms the documents define by a condition with one number: each dated version is a revision.
void readTerms(const QList<TermDefinition> &terms, const QList<ReadChunk> &chunks, QList<Statement> &out)
{
    for (const TermDefinition &d : terms) {
        const QList<Number> found = valuesIn(d.condition);
        if (found.size() != 1)
            continue;
        ValueVersion v;
        v.value = found.first().value;
        v.unit = found.first().unit;
        v.from = d.from;
        v.revision = d.from.isValid();
        v.chunkId = d.chunkId;
        v.file = d.file;
        for (const ReadChunk &read : chunks) {
            if (read.chunk.id == d.chunkId)
                v.line = read.chunk.startLine;
        }
        v.statement = QStringLiteral("%1: %2 %3").arg(d.term, d.entity, d.condition).simplified();
        out << Statement{d.term, v};
    }
}

bool sameRule(const ValueHistory &h, const QStringList &key, const QString &bound)
{
    return h.key == key && (h.bound.isEmpty() || bound.isEmpty() || h.bound == bound);
}

// The first versions first (a document stating the value now in force is not one of them),
// then the revisions by day; repeated statements of one version once.
void order(ValueHistory &h)
{
    QList<ValueVersion> firsts, revisions;
    for (const ValueVersion &v : h.versions)
        (v.revision ? revisions : firsts) << v;
    std::stable_sort(revisions.begin(), revisions.end(), [](const ValueVersion &a, const ValueVersion &b) {
        if (a.from.isValid() != b.from.isValid())
            return a.from.isValid();
        return a.from < b.from;
    });
    QList<ValueVersion> kept;
    const auto seen = [&kept](const ValueVersion &v) {
        return std::any_of(kept.cbegin(), kept.cend(), [&v](const ValueVersion &k) {
            return k.value == v.value && k.revision == v.revision && (k.from == v.from || !v.from.isValid());
        });
    };
    for (const ValueVersion &v : firsts) {
        const bool current = std::any_of(revisions.cbegin(), revisions.cend(), [&v](const ValueVersion &r) { return r.value == v.value; });
        if (!current && !seen(v))
            kept << v;
    }
    for (const ValueVersion &v : revisions) {
        if (!seen(v))
            kept << v;
    }
    h.versions = kept;
}

} // namespace

QStringList ruleKey(const QString &subject)
{
    static const QRegularExpression ruleNoun = words(QStringLiteral("^(?:%1)$").arg(kRuleNouns));
    static const QSet<QString> filler{QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("of"),
                                      QStringLiteral("for"), QStringLiteral("per"), QStringLiteral("our"), QStringLiteral("new"),
                                      QStringLiteral("old"), QStringLiteral("current"), QStringLiteral("revised"),
                                      QStringLiteral("rule"), QStringLiteral("definition"), QStringLiteral("value"),
                                      QStringLiteral("level"), QStringLiteral("amount"), QStringLiteral("on"), QStringLiteral("and")};
    QStringList key;
    for (const QString &w : text::words(subject)) {
        if (ruleNoun.match(w).hasMatch() || filler.contains(w) || w.front().isDigit())
            continue;
        key << text::stem(w);
    }
    key.sort();
    key.removeDuplicates();
    return key;
}

QString ruleBound(const QString &text)
{
    static const QRegularExpression floorWords = words(QStringLiteral("\\b(?:thresholds?|floors?|minimum|min|cut-?offs?|at least|or more)\\b"));
    static const QRegularExpression ceilingWords = words(QStringLiteral("\\b(?:ceilings?|caps?|limits?|maximum|max|at most|or less|no more than)\\b"));
    const bool floor = floorWords.match(text).hasMatch(), ceiling = ceilingWords.match(text).hasMatch();
    return floor == ceiling ? QString() : floor ? QStringLiteral("min") : QStringLiteral("max");
}

bool ValueHistory::ordered() const
{
    if (versions.isEmpty())
        return false;
    int firsts = 0, undatedRevisions = 0, revisions = 0;
    for (const ValueVersion &v : versions) {
        firsts += v.revision ? 0 : 1;
        revisions += v.revision ? 1 : 0;
        undatedRevisions += v.revision && !v.from.isValid() ? 1 : 0;
    }
    return firsts <= 1 && (undatedRevisions == 0 || revisions == 1);
}

const ValueVersion &ValueHistory::inForceOn(const QDate &day) const
{
    const ValueVersion *found = &versions.first();
    for (const ValueVersion &v : versions) {
        if (v.revision && v.from.isValid() && v.from <= day)
            found = &v;
    }
    return *found;
}

QList<ValueHistory> readValueHistories(const QList<ReadChunk> &chunks, const QList<TermDefinition> &terms)
{
    QList<Statement> statements;
    for (const ReadChunk &read : chunks) {
        readChangeSection(read, statements);
        readStatements(read, statements);
        readTables(read, statements);
    }
    readTerms(terms, chunks, statements);
    QList<ValueHistory> out;
    for (const Statement &s : statements) {
        const QStringList key = ruleKey(s.subject);
        if (key.isEmpty())
            continue;
        const QString bound = ruleBound(s.subject);
        auto it = std::find_if(out.begin(), out.end(), [&](const ValueHistory &h) { return sameRule(h, key, bound); });
        if (it == out.end()) {
            out << ValueHistory{s.subject, key, bound, {}};
            it = out.end() - 1;
        }
        if (it->bound.isEmpty())
            it->bound = bound;
        if (!it->versions.contains(s.version))
            it->versions << s.version;
    }
    for (ValueHistory &h : out)
        order(h);
    return out;
}

} // namespace rac::planning
