// SPDX-License-Identifier: MIT
#include "planning/MarkdownTables.h"

#include <QRegularExpression>

namespace rac::planning::markdown {

bool isSeparatorRow(const QString &line)
{
    static const QRegularExpression sep(QStringLiteral("^\\|?[\\s:|-]+\\|?$"));
    return sep.match(line.trimmed()).hasMatch();
}

QStringList tableCells(const QString &line)
{
    QString t = line.trimmed();
    if (t.startsWith(QLatin1Char('|')))
        t = t.mid(1);
    if (t.endsWith(QLatin1Char('|')))
        t.chop(1);
    QStringList cells = t.split(QLatin1Char('|'));
    for (QString &c : cells)
        c = c.trimmed();
    return cells;
}

QList<Table> tablesIn(const QString &text)
{
    QList<Table> tables;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i + 1 < lines.size(); ++i) {
        if (!lines[i].trimmed().startsWith(QLatin1Char('|')) || !isSeparatorRow(lines[i + 1]))
            continue;
        Table table;
        table.header = tableCells(lines[i]);
        int j = i + 2;
        for (; j < lines.size() && lines[j].trimmed().startsWith(QLatin1Char('|')); ++j)
            table.rows << tableCells(lines[j]);
        tables << table;
        i = j - 1;
    }
    return tables;
}

} // namespace rac::planning::markdown
