// SPDX-License-Identifier: MIT
#include "models/ResultTableModel.h"

#include <QFont>
#include <QLocale>

#include <cmath>

namespace rac::ui {

ResultTableModel::ResultTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ResultTableModel::setResult(const rac::sql::SqlTable &table)
{
    beginResetModel();
    m_table = table;
    m_fetched = qMin(BatchSize, int(m_table.rows.size()));
    endResetModel();
}

void ResultTableModel::clear()
{
    setResult({});
}

void ResultTableModel::fetchAll()
{
    // One insertion instead of many batches: each batch makes a sorting proxy re-sort.
    const int total = totalRowCount();
    if (m_fetched >= total)
        return;
    beginInsertRows({}, m_fetched, total - 1);
    m_fetched = total;
    endInsertRows();
}

int ResultTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_fetched;
}

int ResultTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

bool ResultTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_fetched < totalRowCount();
}

void ResultTableModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int count = qMin(BatchSize, totalRowCount() - m_fetched);
    beginInsertRows({}, m_fetched, m_fetched + count - 1);
    m_fetched += count;
    endInsertRows();
}

QVariant ResultTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_fetched || index.column() >= columnCount())
        return {};
    const QVariantList &row = m_table.rows.at(index.row());
    // A short row (malformed input) shows empty cells rather than crashing.
    const QVariant value = index.column() < row.size() ? row.at(index.column()) : QVariant();
    switch (role) {
    case Qt::DisplayRole: return displayText(value);
    case Qt::EditRole:
    case SortRole: return value;
    case Qt::TextAlignmentRole:
        return int(isNumber(value) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (value.isNull()) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default: return {};
    }
}

QVariant ResultTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < m_table.columns.size() ? QVariant(m_table.columns.at(section)) : QVariant();
    return section + 1;
}

bool ResultTableModel::isNumber(const QVariant &value)
{
    if (value.isNull())
        return false;
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Double:
    case QMetaType::Float: return true;
    default: return false;
    }
}

QString ResultTableModel::displayText(const QVariant &value)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    if (value.typeId() == QMetaType::QByteArray)
        return tr("(blob, %1 bytes)").arg(value.toByteArray().size());
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
        const double d = value.toDouble();
        const double magnitude = std::fabs(d);
        if (!std::isfinite(d) || (magnitude != 0 && (magnitude < 1e-4 || magnitude >= 1e15)))
            return QString::number(d, 'g', 6);
        QString text = QString::number(d, 'f', 6);
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        return text == QLatin1String("-0") ? QStringLiteral("0") : text;
    }
    return value.toString();
}

QString ResultTableModel::exportText(const QVariant &value)
{
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::QByteArray)
        return QString::fromLatin1(value.toByteArray().toHex());
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
        const double d = value.toDouble();
        const double magnitude = std::fabs(d);
        // Shortest text that reads back as the same double; no exponent in the usual range.
        const char form = magnitude != 0 && (magnitude < 1e-6 || magnitude >= 1e15) ? 'g' : 'f';
        return QString::number(d, form, QLocale::FloatingPointShortest);
    }
    return value.toString();
}

} // namespace rac::ui
