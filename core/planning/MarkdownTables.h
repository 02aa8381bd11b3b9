// SPDX-License-Identifier: MIT
//
// Markdown pipe tables as rows of trimmed cells, for the document parsers
// (reporting groups, campaigns, value bands). Pure functions.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace rac::planning::markdown {

struct Table {
    QStringList header;
    QList<QStringList> rows;
};

bool isSeparatorRow(const QString &line);   // "|---|:--:|"
QStringList tableCells(const QString &line);
QList<Table> tablesIn(const QString &text);

} // namespace rac::planning::markdown
