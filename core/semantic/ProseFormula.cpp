// SPDX-License-Identifier: MIT
#include "semantic/ProseFormula.h"

#include "common/TextUtil.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {
namespace {

// Words that only point at the rows a column belongs to: "line unit price", "the quantity".
bool pointsOnly(const QString &word)
{
    static const QSet<QString> words{QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("line"), QStringLiteral("lines"),
                                     QStringLiteral("order"), QStringLiteral("each"), QStringLiteral("every"), QStringLiteral("all"),
                                     QStringLiteral("its"), QStringLiteral("their"), QStringLiteral("recorded"), QStringLiteral("charged")};
    return words.contains(word.toLower());
}

QString squashed(const QString &text)
{
    QString out;
    for (const QChar c : text)
        if (c.isLetterOrNumber())
            out += c.toLower();
    return out;
}

// The column the last words of `words` spell ("unit price" -> UnitPrice), the words before it
// only pointing; "" when none does.
QString columnSpelled(const QStringList &words, const sql::Schema &schema)
{
    for (qsizetype first = 0; first < words.size(); ++first) {
        const QString spelled = squashed(words.mid(first).join(QString()));
        for (const sql::Table &t : schema.tables)
            for (const sql::Column &c : t.columns)
                if (squashed(c.name) == spelled)
                    return c.name;
        if (!pointsOnly(words.at(first)))
            return QString();
    }
    return QString();
}

// The key of the table a plural noun names ("orders" -> OrderID); "" when none or several.
QString keyOfTableNamed(const QString &noun, const sql::Schema &schema)
{
    const QString stem = text::stem(noun.toLower());
    QString key;
    for (const sql::Table &t : schema.tables) {
        if (t.isView || t.primaryKey().size() != 1)
            continue;
        if (t.name.compare(noun, Qt::CaseInsensitive) == 0 || text::stem(t.name.toLower()) == stem) {
            if (!key.isEmpty())
                return QString();
            key = t.primaryKey().first();
        }
    }
    return key;
}

// A column whose words say it holds a rate or share per row ("Discount", "TaxRate", "PctOff").
bool namesRate(const QString &column)
{
    static const QSet<QString> rateWords{QStringLiteral("discount"), QStringLiteral("rate"), QStringLiteral("ratio"), QStringLiteral("percent"),
                                         QStringLiteral("percentage"), QStringLiteral("pct"), QStringLiteral("share")};
    const QStringList words = text::words(text::splitIdentifier(column));
    return std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return rateWords.contains(w.toLower()); });
}

} // namespace

std::optional<QString> formulaOfWords(const QString &formula, const sql::Schema &schema, const QStringList &names,
                                      const QStringList &aggregateNames, QString *why)
{
    static const QRegularExpression run(QStringLiteral("[A-Za-z][A-Za-z' ]*[A-Za-z]|[A-Za-z]"));
    static const QSet<QString> functions{QStringLiteral("SUM"), QStringLiteral("COUNT"), QStringLiteral("AVG"), QStringLiteral("MIN"),
                                         QStringLiteral("MAX"), QStringLiteral("DISTINCT")};
    QString out;
    qsizetype at = 0;
    for (auto it = run.globalMatch(formula); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += formula.mid(at, m.capturedStart() - at);
        at = m.capturedEnd();
        QString words = m.captured();
        // "DISTINCT orders": the function word, then the run.
        QString lead;
        if (words.startsWith(QLatin1String("DISTINCT "))) {
            lead = QStringLiteral("DISTINCT ");
            words = words.mid(9);
        }
        const QString trimmed = words.trimmed();
        if (functions.contains(trimmed)) {
            out += lead + words;
            continue;
        }
        const bool named = std::any_of(names.cbegin(), names.cend(), [&trimmed](const QString &n) { return n.compare(trimmed, Qt::CaseInsensitive) == 0; });
        if (named) {
            out += lead + trimmed;
            continue;
        }
        const QStringList parts = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!lead.isEmpty() && parts.size() == 1) {
            if (const QString key = keyOfTableNamed(parts.first(), schema); !key.isEmpty()) {
                out += lead + key;
                continue;
            }
        }
        if (const QString column = columnSpelled(parts, schema); !column.isEmpty() && lead.isEmpty()) {
            out += column;
            continue;
        }
        if (why)
            *why = QStringLiteral("\"%1\" names no column or definition").arg(trimmed);
        return std::nullopt;
    }
    out += formula.mid(at);
    // ("total discount": a sum of rates is no figure; the rate is what the data holds per line.)
    static const QRegularExpression sumOfColumn(QStringLiteral("\\bSUM\\(\\s*(\\w+)\\s*\\)"));
    for (auto it = sumOfColumn.globalMatch(out); it.hasNext();) {
        const QString column = it.next().captured(1);
        if (namesRate(column)) {
            if (why)
                *why = QStringLiteral("a sum of %1, which is a rate").arg(column);
            return std::nullopt;
        }
    }
    // "total Order Value" where Order Value is a sum already: the sum itself, not a sum of sums.
    static const QRegularExpression sumOfOne(QStringLiteral("\\bSUM\\(\\s*([A-Za-z][A-Za-z' ]*[A-Za-z])\\s*\\)"));
    for (QRegularExpressionMatch m = sumOfOne.match(out); m.hasMatch();) {
        const QString name = m.captured(1);
        const bool summed = std::any_of(aggregateNames.cbegin(), aggregateNames.cend(), [&name](const QString &n) { return n.compare(name, Qt::CaseInsensitive) == 0; });
        if (summed)
            out.replace(m.capturedStart(), m.capturedLength(), name);
        m = sumOfOne.match(out, summed ? m.capturedStart() + name.size() : m.capturedEnd());
    }
    return out;
}

bool sumsAcrossGrains(const QString &templ, const QString &lineTable)
{
    if (lineTable.isEmpty())
        return false;
    const QString lineRef = QLatin1Char('{') + lineTable + QLatin1Char('.');
    if (!templ.contains(lineRef))
        return false;
    static const QRegularExpression summing(QStringLiteral("\\b(?:SUM|AVG)\\s*\\("), QRegularExpression::CaseInsensitiveOption);
    for (auto it = summing.globalMatch(templ); it.hasNext();) {
        const qsizetype open = it.next().capturedEnd();
        int depth = 1;
        qsizetype end = open;
        for (; end < templ.size() && depth > 0; ++end) {
            if (templ.at(end) == QLatin1Char('('))
                ++depth;
            else if (templ.at(end) == QLatin1Char(')'))
                --depth;
        }
        const QString argument = templ.mid(open, end - open);
        // (Any other table's column: an order's freight, a product's stock, each joined once per line.)
        if (argument.contains(QLatin1Char('{')) && !argument.contains(lineRef))
            return true;
    }
    return false;
}

bool columnOutsideAggregates(const QString &templ)
{
    // Which open brackets belong to an aggregate call, innermost last.
    static const QRegularExpression call(QStringLiteral("\\b(?:SUM|COUNT|AVG|MIN|MAX)\\s*\\($"), QRegularExpression::CaseInsensitiveOption);
    QList<bool> open;
    bool anyAggregate = false, bare = false;
    for (qsizetype i = 0; i < templ.size(); ++i) {
        const QChar c = templ.at(i);
        if (c == QLatin1Char('(')) {
            const bool aggregate = call.match(templ.left(i + 1)).hasMatch();
            anyAggregate |= aggregate;
            open << aggregate;
        } else if (c == QLatin1Char(')') && !open.isEmpty()) {
            open.removeLast();
        } else if (c == QLatin1Char('{') && !open.contains(true)) {
            bare = true;
        }
    }
    return anyAggregate && bare;
}

} // namespace rac::semantic
