// SPDX-License-Identifier: MIT
#include "planning/TermDefinitions.h"

#include <QRegularExpression>

namespace rac::planning {
namespace {

using retrieval::MarkdownBlock;

// The verbs that put rows in a place or class a term names: "go on the premium shelf".
const QString kPlaceVerbs = QStringLiteral("go on|go to|go into|belong (?:on|in|to)|count as|qualify as|are called");

// The condition ends where the sentence does, or at a clause that comments on it ("; freight is
// not goods"); "unless they are X" is "and are not X".
QString conditionOf(QString words)
{
    words = words.section(QLatin1Char(';'), 0, 0).trimmed();
    while (words.endsWith(QLatin1Char('.')) || words.endsWith(QLatin1Char(',')))
        words.chop(1);
    static const QRegularExpression unless(QStringLiteral(",?\\s+unless\\s+(?:they|it)\\s+(?:are|is)\\s+"),
                                           QRegularExpression::CaseInsensitiveOption);
    words.replace(unless, QStringLiteral(" and not "));
    return words.simplified();
}

std::optional<TermDefinition> readSentence(const QString &sentence, const QString &term)
{
    const QString t = QRegularExpression::escape(term);
    const QString entity = QStringLiteral("([A-Za-z][A-Za-z-]*(?:\\s+[A-Za-z][A-Za-z-]*)?)");
    const auto re = [](const QString &pattern) { return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption); };
    const QString s = sentence.simplified();
    // "A pallet order is any order whose ...": the term, then the kind it is and the condition.
    static const QString relative = QStringLiteral("(whose|with|that|which|where)");
    if (const QRegularExpressionMatch m = re(QStringLiteral("^(?:an?|the)\\s+") + t + QStringLiteral("\\s+(?:is|means)\\s+(?:any|an?|every|each)\\s+")
                                             + entity + QStringLiteral("\\s+") + relative + QStringLiteral("\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return TermDefinition{term, m.captured(1), conditionOf(m.captured(2) + QLatin1Char(' ') + m.captured(3)), QString(), {}, {}};
    // "An order is an express request when ...", "We call a customer an anchor client ... when ...".
    if (const QRegularExpressionMatch m = re(QStringLiteral("^(?:an?|the)\\s+") + entity + QStringLiteral("\\s+is\\s+(?:an?|the|called\\s+an?)\\s+") + t
                                             + QStringLiteral("\\s+(?:when|if|whenever|once)\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return TermDefinition{term, m.captured(1), QStringLiteral("where ") + conditionOf(m.captured(2)), QString(), {}, {}};
    if (const QRegularExpressionMatch m = re(QStringLiteral("^we\\s+call\\s+(?:an?|the)\\s+") + entity + QStringLiteral("\\s+(?:an?|the)\\s+") + t
                                             + QStringLiteral("\\b[^,]*?\\s+(?:when|if|once)\\s+(.+)$"))
                                              .match(s);
        m.hasMatch())
        return TermDefinition{term, m.captured(1), QStringLiteral("where ") + conditionOf(m.captured(2)), QString(), {}, {}};
    // "Products whose list price is 33.00 or higher go on the premium shelf, unless ...".
    if (const QRegularExpressionMatch m = re(QStringLiteral("^") + entity + QStringLiteral("\\s+") + relative + QStringLiteral("\\s+(.+?)\\s+")
                                             + QStringLiteral("(") + kPlaceVerbs + QStringLiteral("|are)\\s+(?:the\\s+|an?\\s+)?")
                                             + t + QStringLiteral("\\b(.*)$"))
                                              .match(s);
        m.hasMatch())
        return TermDefinition{term, m.captured(1), conditionOf(m.captured(2) + QLatin1Char(' ') + m.captured(3) + m.captured(5)), m.captured(4), {}, {}};
    return std::nullopt;
}

} // namespace

QList<TermDefinition> readTermDefinitions(const QList<retrieval::ReadChunk> &chunks)
{
    QList<TermDefinition> found;
    for (const retrieval::ReadChunk &read : chunks) {
        for (const MarkdownBlock &block : read.document.blocks()) {
            if (block.kind != MarkdownBlock::Kind::Paragraph && block.kind != MarkdownBlock::Kind::ListItem)
                continue;
            for (const QString &sentence : block.sentences()) {
                // A place rows go to needs no emphasis: "... go on the premium shelf, unless ...".
                static const QRegularExpression place(
                    QStringLiteral("\\b(?:") + kPlaceVerbs + QStringLiteral(")\\s+(?:the\\s+|an?\\s+)?([a-z]+(?:\\s+[a-z]+){0,2})\\s*(?:[,.;]|$)"));
                QStringList candidates = block.emphasised;
                if (const QRegularExpressionMatch m = place.match(sentence); m.hasMatch())
                    candidates << m.captured(1);
                for (const QString &emphasised : std::as_const(candidates)) {
                    const QString term = emphasised.simplified();
                    if (term.isEmpty() || term.size() > 40 || !sentence.contains(term) || term.contains(QRegularExpression(QStringLiteral("\\d"))))
                        continue;
                    std::optional<TermDefinition> d = readSentence(sentence, term);
                    if (!d)
                        continue;
                    d->chunkId = read.chunk.id;
                    d->file = read.chunk.file;
                    const bool known = std::any_of(found.cbegin(), found.cend(), [&d](const TermDefinition &o) {
                        return o.term.compare(d->term, Qt::CaseInsensitive) == 0;
                    });
                    if (!known)
                        found << *d;
                    break;
                }
            }
        }
    }
    return found;
}

} // namespace rac::planning
