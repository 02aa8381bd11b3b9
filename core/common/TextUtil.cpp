// SPDX-License-Identifier: MIT
#include "common/TextUtil.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <vector>

namespace rac::text {

QStringList words(const QString &text)
{
    QStringList out;
    QString current;
    const QString folded = normalized(text);
    for (int i = 0; i < folded.size(); ++i) {
        const QChar c = folded.at(i);
        const bool inWord = c.isLetterOrNumber()
            || (c == QLatin1Char('\'') && i + 1 < folded.size() && folded.at(i + 1).isLetterOrNumber());
        if (inWord) {
            current += c;
        } else if (!current.isEmpty()) {
            out << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        out << current;
    return out;
}

QString plural(const QString &noun)
{
    static const QString vowels = QStringLiteral("aeiou");
    if (noun.endsWith(QLatin1Char('s'), Qt::CaseInsensitive))
        return noun;
    if (noun.size() > 1 && noun.endsWith(QLatin1Char('y'), Qt::CaseInsensitive) && !vowels.contains(noun.at(noun.size() - 2).toLower()))
        return noun.left(noun.size() - 1) + QStringLiteral("ies");
    static const QRegularExpression sibilant(QStringLiteral("(?:x|z|ch|sh)$"), QRegularExpression::CaseInsensitiveOption);
    if (sibilant.match(noun).hasMatch())
        return noun + QStringLiteral("es");
    return noun + QLatin1Char('s');
}

QString stem(const QString &word)
{
    QString w = stripSuffix(word.toLower());
    // "approximate"/"approximated", "store"/"stored" meet without their final e.
    if (w.size() > 4 && w.endsWith(QLatin1Char('e')))
        w.chop(1);
    return w;
}

QString expandAbbreviation(const QString &word)
{
    static const QHash<QString, QString> expansions = {
        {QStringLiteral("std"), QStringLiteral("standard")}, {QStringLiteral("defs"), QStringLiteral("definitions")},
        {QStringLiteral("def"), QStringLiteral("definition")}, {QStringLiteral("avg"), QStringLiteral("average")},
        {QStringLiteral("qty"), QStringLiteral("quantity")}, {QStringLiteral("rev"), QStringLiteral("revenue")},
        {QStringLiteral("approx"), QStringLiteral("approximately")}, {QStringLiteral("min"), QStringLiteral("minimum")},
        {QStringLiteral("max"), QStringLiteral("maximum")}, {QStringLiteral("pct"), QStringLiteral("percent")},
        {QStringLiteral("info"), QStringLiteral("information")}, {QStringLiteral("mgmt"), QStringLiteral("management")},
        {QStringLiteral("dept"), QStringLiteral("department")}, {QStringLiteral("yr"), QStringLiteral("year")},
        {QStringLiteral("cust"), QStringLiteral("customer")}, {QStringLiteral("amt"), QStringLiteral("amount")},
        {QStringLiteral("cat"), QStringLiteral("category")}, {QStringLiteral("prod"), QStringLiteral("product")},
        {QStringLiteral("biz"), QStringLiteral("business")}, {QStringLiteral("hrs"), QStringLiteral("hours")},
        {QStringLiteral("hr"), QStringLiteral("hour")}, {QStringLiteral("wk"), QStringLiteral("week")},
    };
    return expansions.value(word.toLower(), word);
}

QString stripSuffix(const QString &lower)
{
    QString w = lower;
    if (w.size() <= 3)
        return w;
    if (w.endsWith(QLatin1String("ies")) && w.size() > 4)
        return w.left(w.size() - 3) + QLatin1Char('y');
    if (w.endsWith(QLatin1String("sses")))
        return w.left(w.size() - 2);
    if (w.endsWith(QLatin1String("ing")) && w.size() > 5)
        return w.left(w.size() - 3);
    if (w.endsWith(QLatin1String("ed")) && w.size() > 4)
        return w.left(w.size() - 2);
    if (w.endsWith(QLatin1String("es")) && (w.endsWith(QLatin1String("ches")) || w.endsWith(QLatin1String("shes"))
                                           || w.endsWith(QLatin1String("xes"))))
        return w.left(w.size() - 2);
    if (w.endsWith(QLatin1Char('s')) && !w.endsWith(QLatin1String("ss")) && !w.endsWith(QLatin1String("us"))
        && !w.endsWith(QLatin1String("is")))
        return w.left(w.size() - 1);
    return w;
}

int editDistance(const QString &a, const QString &b)
{
    const QString x = a.toLower();
    const QString y = b.toLower();
    std::vector<int> prev(y.size() + 1);
    std::vector<int> cur(y.size() + 1);
    for (int j = 0; j <= y.size(); ++j)
        prev[j] = j;
    for (int i = 1; i <= x.size(); ++i) {
        cur[0] = i;
        for (int j = 1; j <= y.size(); ++j) {
            const int substitution = prev[j - 1] + (x.at(i - 1) == y.at(j - 1) ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, substitution});
        }
        std::swap(prev, cur);
    }
    return prev[y.size()];
}

QString splitIdentifier(const QString &identifier)
{
    QString out;
    for (int i = 0; i < identifier.size(); ++i) {
        const QChar c = identifier.at(i);
        if (c == QLatin1Char('_') || c == QLatin1Char(' ') || c == QLatin1Char('-')) {
            if (!out.endsWith(QLatin1Char(' ')))
                out += QLatin1Char(' ');
            continue;
        }
        // Split "OrderDate" at the lower->upper boundary, and "ProductID" keeps "id" whole.
        if (c.isUpper() && i > 0 && identifier.at(i - 1).isLower() && !out.endsWith(QLatin1Char(' ')))
            out += QLatin1Char(' ');
        out += c.toLower();
    }
    return out.trimmed();
}

QString normalized(const QString &text)
{
    QString decomposed = text.normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        out += c.toLower();
    }
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return out.replace(spaces, QStringLiteral(" ")).trimmed();
}

std::optional<QString> decodeUnicode(const QByteArray &bytes)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        QStringDecoder utf16(bytes.startsWith("\xFF\xFE") ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        return utf16.decode(bytes.mid(2));
    }
    QStringDecoder utf8(QStringConverter::Utf8, QStringConverter::Flag::Stateless);
    QString text = utf8.decode(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
    if (utf8.hasError())
        return std::nullopt;
    return text;
}

QStringList listedItems(const QString &text)
{
    QString list = text;
    // A footnote's mark after an item or after the list's stop ("Seafood.¹", "Produce[2]") is
    // no part of a name.
    static const QRegularExpression footnote(QStringLiteral("(?<=[A-Za-z.)])(?:[\u00B9\u00B2\u00B3\u2070-\u2079]+|\\[\\d{1,2}\\]|\\^\\d{1,2}|[\u2020\u2021]+)(?=\\s|$|[,;.])"));
    list.remove(footnote);
    static const QRegularExpression endStop(QStringLiteral("[.;]\\s*$"));
    list.remove(endStop);
    // A slash with spaces separates ("Spain / Portugal"); one inside a name ("Meat/Poultry") does not.
    static const QRegularExpression separators(QStringLiteral("\\s*(?:,|;|\\s/\\s|\\band\\b|\\bor\\b|&)\\s*"));
    QStringList items;
    for (QString item : list.split(separators, Qt::SkipEmptyParts)) {
        item = item.trimmed();
        if (item.isEmpty())
            continue;
        if (item.count(QLatin1Char(' ')) > 3)
            return {};
        items << item;
    }
    return items;
}

} // namespace rac::text
