// SPDX-License-Identifier: MIT
#include "planning/TermDefinitions.h"

#include "planning/DatePhraseParser.h"
#include "planning/FieldLabels.h"

#include <QRegularExpression>

namespace rac::planning {
namespace {

using retrieval::MarkdownBlock;

// The verbs that put rows in a place or class a term names: "go on the premium shelf".
const QString kPlaceVerbs = QStringLiteral("go on|go to|go into|belong (?:on|in|to)|count as|qualify as|are called");

// "(USD, after discounts, freight not included)": an aside in brackets restates the basis of an
// amount. Only what changes the measure (after or before discounts) is kept; the rest would be
// read as conditions of its own.
QString withoutAsides(const QString &words)
{
    static const QRegularExpression aside(QStringLiteral("\\s*\\(([^()]*)\\)"));
    static const QRegularExpression basis(QStringLiteral("\\b(?:after|before|net\\s+of)\\s+discounts?\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    QString out;
    qsizetype at = 0;
    for (auto it = aside.globalMatch(words); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += words.mid(at, m.capturedStart() - at);
        if (const QRegularExpressionMatch b = basis.match(m.captured(1)); b.hasMatch())
            out += QLatin1Char(' ') + b.captured(0);
        at = m.capturedEnd();
    }
    return out + words.mid(at);
}

// The condition ends where the sentence does, or at a clause that comments on it ("; freight is
// not goods"); "unless they are X" is "and are not X". A period named in general ("in a calendar
// year") is the definition's scope, not a condition: the question's period stands for it.
void readCondition(QString words, TermDefinition &into)
{
    words = withoutAsides(words.section(QLatin1Char(';'), 0, 0)).trimmed();
    while (words.endsWith(QLatin1Char('.')) || words.endsWith(QLatin1Char(',')))
        words.chop(1);
    static const QRegularExpression unless(QStringLiteral(",?\\s+unless\\s+(?:they|it)\\s+(?:are|is)\\s+"),
                                           QRegularExpression::CaseInsensitiveOption);
    words.replace(unless, QStringLiteral(" and not "));
    static const QRegularExpression scope(QStringLiteral("\\s+(?:in|per|within|during|over)\\s+(?:a|any|one|each|a\\s+single|a\\s+given)\\s+"
                                                         "(?:calendar\\s+|fiscal\\s+|financial\\s+)?(?:year|month|quarter)\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = scope.match(words); m.hasMatch()) {
        into.scope = m.captured(0).trimmed();
        words.remove(m.capturedStart(), m.capturedLength());
    }
    into.condition = words.simplified();
}

TermDefinition definition(const QString &term, const QString &entity, const QString &condition, const QString &link = QString())
{
    TermDefinition d;
    d.term = term;
    // "A large order is one worth 3,000 or more": "one" is the kind the term's last word names.
    d.entity = entity.compare(QLatin1String("one"), Qt::CaseInsensitive) == 0 ? term.section(QLatin1Char(' '), -1) : entity;
    d.link = link;
    readCondition(condition, d);
    return d;
}

std::optional<TermDefinition> readSentence(const QString &sentence, const QString &term)
{
    const QString t = QRegularExpression::escape(term);
    const QString entity = QStringLiteral("([A-Za-z][A-Za-z-]*(?:\\s+[A-Za-z][A-Za-z-]*)?)");
    const auto re = [](const QString &pattern) { return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption); };
    const QString s = sentence.simplified();
    // "A pallet order is any order whose ...": the term, then the kind it is and the condition.
    static const QString relative = QStringLiteral("(whose|with|that|which|where|who|worth)");
    if (const QRegularExpressionMatch m = re(QStringLiteral("^(?:an?|the)\\s+") + t + QStringLiteral("\\s+(?:is|means)\\s+(?:(?:any|an?|every|each)\\s+|(?=one\\s))")
                                             + entity + QStringLiteral("\\s+") + relative + QStringLiteral("\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return definition(term, m.captured(1), m.captured(2) + QLatin1Char(' ') + m.captured(3));
    // "An order is an express request when ...", "We call a customer an anchor client ... when ...".
    if (const QRegularExpressionMatch m = re(QStringLiteral("^(?:an?|the)\\s+") + entity + QStringLiteral("\\s+is\\s+(?:an?|the|called\\s+an?)\\s+") + t
                                             + QStringLiteral("\\s+(?:when|if|whenever|once)\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return definition(term, m.captured(1), QStringLiteral("where ") + m.captured(2));
    if (const QRegularExpressionMatch m = re(QStringLiteral("^we\\s+call\\s+(?:an?|the)\\s+") + entity + QStringLiteral("\\s+(?:an?|the)\\s+") + t
                                             + QStringLiteral("\\b[^,]*?\\s+(?:when|if|once)\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return definition(term, m.captured(1), QStringLiteral("where ") + m.captured(2));
    // "Products whose list price is 33.00 or higher go on the premium shelf, unless ...".
    if (const QRegularExpressionMatch m = re(QStringLiteral("^") + entity + QStringLiteral("\\s+") + relative + QStringLiteral("\\s+(.+?)\\s+")
                                             + QStringLiteral("(") + kPlaceVerbs + QStringLiteral("|are)\\s+(?:the\\s+|an?\\s+)?")
                                             + t + QStringLiteral("\\b(.*)$"))
                                              .match(s);
        m.hasMatch())
        return definition(term, m.captured(1), m.captured(2) + QLatin1Char(' ') + m.captured(3) + m.captured(5), m.captured(4));
    return std::nullopt;
}

// "**Big baskets.** Any order worth $2,000 or more after discounts (...) earns the customer a
// voucher": a term the block opens with, defined by the next sentence's subject. The condition
// is the subject's words up to the amount it states; what the sentence says of it is not.
std::optional<TermDefinition> readDefinedBySubject(const QString &sentence, const QString &term)
{
    static const QRegularExpression subject(
        QStringLiteral("^(?:any|every|each|an?|all)\\s+([A-Za-z][A-Za-z-]*)\\s+((?:worth|whose|with|that|which|where|valued\\s+at)\\s+[^()]*?"
                       "\\d[\\d,.]*(?:\\s+or\\s+(?:more|less|above|below|fewer|higher|lower))?(?:\\s+(?:after|before)\\s+discounts?)?)(?=\\s|[,.;(]|$)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = subject.match(sentence.simplified());
    if (!m.hasMatch())
        return std::nullopt;
    return definition(term, m.captured(1), m.captured(2));
}

// A sentence as a definition is read: without its section number ("3.1 A rush order is ...")
// or the date it takes effect from ("From 1 February 1998, an order is ..."), which is returned.
QString definitionSentence(const QString &sentence, QDate &from)
{
    static const QRegularExpression number(QStringLiteral("^\\d+(?:\\.\\d+)*\\.?\\s+"));
    static const QRegularExpression effective(QStringLiteral("^(?:from|as\\s+of|effective|starting|with\\s+effect\\s+from)\\s+([^,]{3,40}),\\s*"),
                                              QRegularExpression::CaseInsensitiveOption);
    QString s = sentence.simplified();
    s.remove(number);
    from = QDate();
    if (const QRegularExpressionMatch m = effective.match(s); m.hasMatch()) {
        const QList<DateRange> dates = DatePhraseParser::parse(m.captured(1));
        if (dates.size() == 1 && dates.first().start == dates.first().end)
            from = dates.first().start;
        s.remove(0, m.capturedLength());
    }
    return s;
}

// Terms a sentence may define besides its emphasised words: a term quoted in it or in its
// section's heading ('### What counts as a "large order"?'), and the two- or three-word subject
// of "A rush order is an order whose ...". A single word there is usually a table's own name ("A
// customer is a company that ..."), and a subject not marked by the writer defines a term only
// with a number in its condition.
QStringList quotedTerms(const QString &text)
{
    static const QRegularExpression quoted(QStringLiteral("[\"\u201c]([A-Za-z][A-Za-z -]{2,38})[\"\u201d]"));
    QStringList out;
    for (auto it = quoted.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

std::optional<QString> plainSubject(const QString &sentence)
{
    static const QRegularExpression subject(QStringLiteral("^(?:[Aa]n?)\\s+([a-z]+(?:[ -][a-z]+){1,2})\\s+(?:is|means)\\s+(?:any|an?|every|each|one)\\b"));
    const QRegularExpressionMatch m = subject.match(sentence);
    return m.hasMatch() ? std::optional<QString>(m.captured(1)) : std::nullopt;
}

QString singular(QString term)
{
    while (term.endsWith(QLatin1Char('.')) || term.endsWith(QLatin1Char(':')))
        term.chop(1);
    term = term.simplified();
    if (term.endsWith(QLatin1Char('s')) && !term.endsWith(QLatin1String("ss")))
        term.chop(1);
    return term;
}

} // namespace

QList<TermDefinition> readTermDefinitions(const QList<retrieval::ReadChunk> &chunks)
{
    QList<TermDefinition> found;
    // The first definition of a term is kept, and each later one that says from when it holds.
    const auto keep = [&found](std::optional<TermDefinition> d, const retrieval::ReadChunk &read, const QDate &from) {
        if (!d || isFieldLabel(d->term))
            return false;
        d->chunkId = read.chunk.id;
        d->file = read.chunk.file;
        d->from = from;
        const bool known = std::any_of(found.cbegin(), found.cend(), [&d](const TermDefinition &o) {
            return o.term.compare(d->term, Qt::CaseInsensitive) == 0 && (!d->from.isValid() || o.from == d->from);
        });
        if (!known)
            found << *d;
        return true;
    };
    static const QRegularExpression digit(QStringLiteral("\\d"));
    for (const retrieval::ReadChunk &read : chunks) {
        const QStringList headingTerms = quotedTerms(read.chunk.heading());
        for (const MarkdownBlock &block : read.document.blocks()) {
            if (block.kind != MarkdownBlock::Kind::Paragraph && block.kind != MarkdownBlock::Kind::ListItem)
                continue;
            const QStringList sentences = block.sentences();
            if (const QString lead = block.leadingTerm(); !lead.isEmpty() && sentences.size() > 1
                && sentences.first().simplified().startsWith(lead.simplified()) && sentences.first().simplified().size() <= lead.simplified().size() + 1)
                if (keep(readDefinedBySubject(sentences.at(1), singular(lead)), read, QDate()))
                    continue;
            for (const QString &written : sentences) {
                QDate from;
                const QString sentence = definitionSentence(written, from);
                // A place rows go to needs no emphasis: "... go on the premium shelf, unless ...".
                static const QRegularExpression place(
                    QStringLiteral("\\b(?:") + kPlaceVerbs + QStringLiteral(")\\s+(?:the\\s+|an?\\s+)?([a-z]+(?:\\s+[a-z]+){0,2})\\s*(?:[,.;]|$)"));
                QStringList candidates = block.emphasised;
                if (const QRegularExpressionMatch m = place.match(sentence); m.hasMatch())
                    candidates << m.captured(1);
                candidates << quotedTerms(sentence) << headingTerms;
                const std::optional<QString> plain = plainSubject(sentence);
                if (plain)
                    candidates << *plain;
                for (const QString &candidate : std::as_const(candidates)) {
                    const QString term = candidate.simplified();
                    if (term.isEmpty() || term.size() > 40 || !sentence.contains(term, Qt::CaseInsensitive) || term.contains(digit))
                        continue;
                    std::optional<TermDefinition> d = readSentence(sentence, term);
                    if (d && plain && term == *plain && !block.emphasised.contains(term) && !d->condition.contains(digit))
                        continue;
                    if (keep(d, read, from))
                        break;
                }
            }
        }
    }
    return found;
}

} // namespace rac::planning
