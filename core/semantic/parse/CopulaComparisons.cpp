// SPDX-License-Identifier: MIT
#include "semantic/parse/CopulaComparisons.h"

#include "semantic/parse/Vocabulary.h"

#include <algorithm>

namespace rac::semantic {

void readCopulaAfterFigure(ReadQuestion &read)
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    QList<Evidence> added;
    for (qsizetype e = 0; e + 2 < read.evidence.size(); ++e) {
        const Evidence &figureWord = read.evidence.at(e);
        const QString agg = figureWord.tag(QStringLiteral("agg:"));
        if ((agg.isEmpty() || agg == QLatin1String("agg:count")) && !figureWord.hasTag(QStringLiteral("sup:")))
            continue;
        const Evidence &column = read.evidence.at(e + 1);
        const Evidence &number = read.evidence.at(e + 2);
        if (column.kind != Evidence::Kind::Lexicon || !column.entry(LexEntry::Kind::Column) || number.kind != Evidence::Kind::Number)
            continue;
        // Right after the figure's word, and only a copula between the column and the number.
        if (!read.onlyDeterminersBetween(figureWord.last + 1, column.first) || number.first != column.last + 2
            || !vocabulary.isGrammarWord("be_forms", read.tokens.at(column.last + 1).lower))
            continue;
        Evidence equals;
        equals.kind = Evidence::Kind::Vocab;
        equals.first = equals.last = column.last + 1;
        equals.tags << QStringLiteral("cmp:=");
        added << equals;
    }
    if (added.isEmpty())
        return;
    read.evidence << added;
    std::sort(read.evidence.begin(), read.evidence.end(), [](const Evidence &a, const Evidence &b) { return a.first < b.first; });
}

} // namespace rac::semantic
