// SPDX-License-Identifier: MIT
#include "semantic/parse/TimeUnitNouns.h"

#include "semantic/parse/Lexicon.h"
#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

#include <QRegularExpression>

namespace rac::semantic {

namespace {

// The words of the one number column whose name ends in a unit of time written out
// ("Milliseconds", not "TempMin"), of a table the question names, or nothing when there is none
// or several with different names.
QString durationColumnWords(const Lexicon &lexicon, const QString &question)
{
    static const QStringList units{QStringLiteral("milliseconds"), QStringLiteral("seconds"), QStringLiteral("minutes"), QStringLiteral("hours")};
    const QString asked = stemPhrase(question);
    QString found;
    for (const sql::Table &table : lexicon.schema().tables) {
        // ("the hours of the shifts of Ann": a duration of the calls is not theirs.)
        const QString tableWords = stemPhrase(text::splitIdentifier(table.name));
        if (table.isView || !QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(tableWords))).match(asked).hasMatch())
            continue;
        for (const sql::Column &column : table.columns) {
            if (lexicon.kindOf(table.name, column.name) != ColumnKind::Number)
                continue;
            const QStringList words = text::words(text::splitIdentifier(column.name));
            if (words.isEmpty() || !units.contains(words.last().toLower()))
                continue;
            const QString said = words.join(QLatin1Char(' ')).toLower();
            if (!found.isEmpty() && found != said)
                return QString();
            found = said;
        }
    }
    return found;
}

} // namespace

QString readTimeUnitNouns(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    // "total number of seconds", "the number of minutes", "how many hours", "total minutes",
    // "the sum of seconds": an amount counted in the unit. ("longer than 10 minutes" has its
    // number before the unit and is a comparison; "in minutes" is the unit to show a figure in;
    // "how many hours between two dates" is a span of dates; days are left out, as no duration
    // column is kept in days where a date difference is not meant.)
    static const QRegularExpression unitNoun(
        QStringLiteral("\\b(?<lead>(?:the\\s+)?total\\s+number\\s+of|(?:the\\s+)?number\\s+of|how\\s+many|(?:the\\s+)?total|(?:the\\s+)?sum\\s+of)\\s+"
                       "(?<unit>milliseconds|seconds|minutes|hours)\\b(?!\\s+(?:long|longer|shorter|more|less|or|between|from|since|until|to|after|before|ago|late|early)\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = unitNoun.match(question);
    if (!m.hasMatch())
        return question;
    const QString column = durationColumnWords(lexicon, question);
    if (column.isEmpty())
        return question;
    const QString unit = m.captured(QStringLiteral("unit")).toLower();
    if (column.section(QLatin1Char(' '), -1) == unit)
        return question;   // ("the total milliseconds": the column's own word, read as it is)
    const QString rewritten = QStringLiteral("total %1 in %2").arg(column, unit);
    notes << QStringLiteral("\"%1\" read as the %2 column's total in %3").arg(m.captured(0), column, unit);
    QString out = question;
    // ("how many minutes of music does ... have": the verb's "do/does" stays; it asks nothing.)
    out.replace(m.capturedStart(), m.capturedLength(), rewritten);
    return out;
}

} // namespace rac::semantic
