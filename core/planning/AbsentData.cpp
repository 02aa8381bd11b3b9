// SPDX-License-Identifier: MIT
#include "planning/AbsentData.h"

#include "common/TextUtil.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::planning {

namespace {

// "We do not hold", "is not recorded", "no data on", "not available": the words that say data is
// missing. Said in a section's heading or in the sentences before its list.
const QRegularExpression &absenceCue()
{
    static const QRegularExpression re(
        QStringLiteral("\\b(?:do(?:es)?\\s+not|don'?t|doesn'?t|never|cannot)\\s+(?:hold|have|keep|record|track|store|capture|collect)\\b|"
                       "\\bnot\\s+(?:held|recorded|tracked|kept|stored|captured|collected)\\b|\\bno\\s+(?:data|records?)\\s+(?:on|of|for|about)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// Words that say nothing of which data is meant ("any gross-margin figure": gross, margin).
bool contentWord(const QString &lower)
{
    static const QSet<QString> empty{QStringLiteral("any"), QStringLiteral("all"), QStringLiteral("the"), QStringLiteral("a"),
                                     QStringLiteral("an"), QStringLiteral("of"), QStringLiteral("or"), QStringLiteral("and"),
                                     QStringLiteral("our"), QStringLiteral("figure"), QStringLiteral("figures"), QStringLiteral("data"),
                                     QStringLiteral("record"), QStringLiteral("records"), QStringLiteral("information"),
                                     QStringLiteral("details"), QStringLiteral("such"), QStringLiteral("other"), QStringLiteral("so"),
                                     QStringLiteral("no"), QStringLiteral("can"), QStringLiteral("be"), QStringLiteral("is"),
                                     QStringLiteral("are"), QStringLiteral("on"), QStringLiteral("for"), QStringLiteral("in")};
    return lower.size() >= 3 && !empty.contains(lower);
}

QStringList contentWordsOf(const QString &phrase)
{
    QStringList out;
    for (const QString &w : text::words(phrase.toLower()))
        if (contentWord(w))
            out << w;
    return out;
}

} // namespace

QList<AbsentData> readAbsentData(const QList<retrieval::ReadChunk> &chunks)
{
    QList<AbsentData> out;
    static const QRegularExpression split(QStringLiteral("\\s*(?:,|;|\\bor\\b|\\band\\b|/)\\s*"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression aside(QStringLiteral("\\([^)]*\\)"));
    for (const retrieval::ReadChunk &read : chunks) {
        // The cue in the section's heading, or in the paragraph right before the list (a later
        // paragraph without it ends the list of missing data).
        const bool headingCued = absenceCue().match(read.chunk.headingPath.join(QLatin1Char(' '))).hasMatch();
        bool paragraphCued = false;
        for (const retrieval::MarkdownBlock &block : read.document.blocks()) {
            if (block.kind == retrieval::MarkdownBlock::Kind::Heading || block.kind == retrieval::MarkdownBlock::Kind::Paragraph) {
                paragraphCued = absenceCue().match(block.text).hasMatch();
                continue;
            }
            if (!(headingCued || paragraphCued) || block.kind != retrieval::MarkdownBlock::Kind::ListItem)
                continue;
            // A list of kinds of data is of short noun phrases, or of terms set in bold before
            // what is said of them ("**Returns.** Returns and credit notes are handled ..."); an
            // item that explains in sentences names no kind of data by its other words.
            QString item = block.leadingTerm().isEmpty() ? block.text : block.leadingTerm();
            item.remove(aside);
            static const QRegularExpression sentenceBreak(QStringLiteral("[.!?]\\s+\\S"));
            if (text::words(item).size() > 12 || sentenceBreak.match(item.trimmed()).hasMatch())
                continue;
            for (const QString &part : item.split(split, Qt::SkipEmptyParts)) {
                AbsentData a;
                a.phrase = part.trimmed();
                a.phrase.remove(QRegularExpression(QStringLiteral("[.:;]+$")));
                a.words = contentWordsOf(a.phrase);
                a.item = block.text.trimmed();
                a.chunkId = read.chunk.id;
                if (!a.words.isEmpty() && a.words.size() <= 3)
                    out << a;
            }
        }
    }
    return out;
}

std::optional<AbsentData> absentDataAskedBy(const QString &question, const std::function<bool(const QString &word)> &knownToData,
                                            const QList<AbsentData> &absent)
{
    QSet<QString> asked;
    for (const QString &w : text::words(question.toLower()))
        asked.insert(text::stem(w));
    for (const AbsentData &a : absent) {
        const bool said = std::all_of(a.words.cbegin(), a.words.cend(), [&asked](const QString &w) { return asked.contains(text::stem(w)); });
        const bool unknownToData = std::any_of(a.words.cbegin(), a.words.cend(), [&knownToData](const QString &w) { return !knownToData(w); });
        if (said && unknownToData)
            return a;
    }
    return std::nullopt;
}

} // namespace rac::planning
