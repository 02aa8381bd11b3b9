// SPDX-License-Identifier: MIT
#include "ResultTableView.h"

#include "models/ResultTableModel.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rac::ui {

namespace {

// Sorts like SQLite's ORDER BY: NULLs first, then numbers by value, then
// text. Text that reads as a number counts as one, since SQLite columns are
// loosely typed and "10" should still come after "2".
class ResultSortProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const QVariant a = left.data(ResultTableModel::SortRole);
        const QVariant b = right.data(ResultTableModel::SortRole);
        if (a.isNull() || b.isNull())
            return a.isNull() && !b.isNull();
        const bool aInt = a.typeId() == QMetaType::LongLong || a.typeId() == QMetaType::Int;
        const bool bInt = b.typeId() == QMetaType::LongLong || b.typeId() == QMetaType::Int;
        if (aInt && bInt)
            return a.toLongLong() < b.toLongLong();   // exact beyond 2^53
        bool aNumber = false;
        bool bNumber = false;
        const double x = numberOf(a, &aNumber);
        const double y = numberOf(b, &bNumber);
        if (aNumber && bNumber)
            return x < y;
        if (aNumber != bNumber)
            return aNumber;
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    }

private:
    static double numberOf(const QVariant &value, bool *ok)
    {
        if (ResultTableModel::isNumber(value)) {
            *ok = true;
            return value.toDouble();
        }
        if (value.typeId() == QMetaType::QString)
            return value.toString().trimmed().toDouble(ok);
        *ok = false;
        return 0;
    }
};

QString tsvField(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1String("\r\n"), QLatin1String(" "));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return text;
}

QString csvField(const QString &text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return special.contains(c); }))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvLine(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << csvField(f);
    return quoted.join(QLatin1Char(',')) + QLatin1String("\r\n");
}

} // namespace

ResultTableView::ResultTableView(QWidget *parent) : QWidget(parent)
{
    m_model = new ResultTableModel(this);
    m_proxy = new ResultSortProxy(this);
    m_proxy->setSourceModel(m_model);

    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    // setSortingEnabled() sorts by the header's default indicator (column 0,
    // descending); the query's own order is the right first view.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    // Sorting only the fetched rows would put a partial order on screen.
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section) {
        if (section >= 0)
            m_model->fetchAll();
    });
    m_table->installEventFilter(this);

    m_footer = new QLabel(this);
    m_footer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_footer->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_footer);

    // A custom menu shown with popup(): the built-in ActionsContextMenu runs a
    // nested event loop (QMenu::exec), which the GUI thread must not.
    m_menu = new QMenu(this);
    QAction *copy = m_menu->addAction(tr("Copy"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);   // shown in the menu; the key itself is handled in eventFilter()
    connect(copy, &QAction::triggered, this, &ResultTableView::copySelection);
    QAction *exportCsvAction = m_menu->addAction(tr("Export CSV…"));
    connect(exportCsvAction, &QAction::triggered, this, &ResultTableView::promptExportCsv);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this, copy, exportCsvAction](const QPoint &pos) {
        copy->setEnabled(m_table->selectionModel()->hasSelection());
        exportCsvAction->setEnabled(m_model->columnCount() > 0);
        m_menu->popup(m_table->viewport()->mapToGlobal(pos));
    });
}

void ResultTableView::setResult(const rac::sql::SqlTable &table)
{
    // A new result starts in the query's order.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_model->setResult(table);
    m_table->resizeColumnsToContents();
    updateFooter();
}

void ResultTableView::clear()
{
    setResult({});
}

QString ResultTableView::footerText() const
{
    return m_footer->text();
}

void ResultTableView::updateFooter()
{
    const rac::sql::SqlTable &table = m_model->result();
    if (table.columns.isEmpty()) {
        m_footer->clear();
        m_footer->hide();
        return;
    }
    const int rows = m_model->totalRowCount();
    QString text = rows == 1 ? tr("1 row") : tr("%1 rows").arg(rows);
    if (table.truncated)
        text += tr(" (truncated: the query returned more rows than the row limit; only these are shown)");
    text += tr(" · %1 ms").arg(table.elapsedMs);
    m_footer->setText(text);
    m_footer->setToolTip(table.truncated ? tr("Add a LIMIT or a narrower WHERE to see the rest.") : QString());
    m_footer->show();
}

QString ResultTableView::selectionAsTsv() const
{
    const QModelIndexList indexes = m_table->selectionModel()->selectedIndexes();
    if (indexes.isEmpty())
        return {};
    QSet<int> rowSet;
    QSet<int> columnSet;
    QSet<QPair<int, int>> selected;
    for (const QModelIndex &index : indexes) {
        rowSet.insert(index.row());
        columnSet.insert(index.column());
        selected.insert({index.row(), index.column()});
    }
    QList<int> rows(rowSet.cbegin(), rowSet.cend());
    QList<int> columns(columnSet.cbegin(), columnSet.cend());
    std::sort(rows.begin(), rows.end());
    const QHeaderView *header = m_table->horizontalHeader();
    std::sort(columns.begin(), columns.end(),
              [header](int a, int b) { return header->visualIndex(a) < header->visualIndex(b); });

    QStringList fields;
    for (int c : columns)
        fields << tsvField(m_proxy->headerData(c, Qt::Horizontal).toString());
    QString text = fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (int r : rows) {
        fields.clear();
        for (int c : columns) {
            const QModelIndex index = m_proxy->index(r, c);
            const bool copied = selected.contains({r, c}) && !index.data(Qt::EditRole).isNull();
            fields << (copied ? tsvField(index.data().toString()) : QString());
        }
        text += fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return text;
}

void ResultTableView::copySelection() const
{
    const QString text = selectionAsTsv();
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}

bool ResultTableView::exportCsv(const QString &path) const
{
    const rac::sql::SqlTable &table = m_model->result();
    QString text = csvLine(table.columns);
    auto appendRow = [&](const QVariantList &row) {
        QStringList fields;
        for (int c = 0; c < table.columns.size(); ++c)
            fields << ResultTableModel::exportText(c < row.size() ? row.at(c) : QVariant());
        text += csvLine(fields);
    };
    // Sorting fetched every row, so the proxy then holds the whole result in the order shown.
    if (m_proxy->sortColumn() >= 0 && m_proxy->rowCount() == m_model->totalRowCount()) {
        for (int r = 0; r < m_proxy->rowCount(); ++r)
            appendRow(table.rows.at(m_proxy->mapToSource(m_proxy->index(r, 0)).row()));
    } else {
        for (const QVariantList &row : table.rows)
            appendRow(row);
    }

    QSaveFile file(path);   // all or nothing: a failed export leaves no half-written file
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const QByteArray bytes = text.toUtf8();
    if (file.write(bytes) != bytes.size())
        return false;
    return file.commit();
}

void ResultTableView::promptExportCsv()
{
    // open(), not exec(): the dialog is window-modal without a nested event loop.
    auto *dialog = new QFileDialog(this, tr("Export CSV"), QString(), tr("CSV files (*.csv);;All files (*)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        const bool ok = exportCsv(path);
        if (!ok) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Export CSV"),
                                        tr("Could not write %1.").arg(QDir::toNativeSeparators(path)),
                                        QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
        Q_EMIT csvExported(path, ok);
    });
    dialog->open();
}

bool ResultTableView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Copy)) {
            // Accepting the override keeps a window-wide Ctrl+C action from taking the key.
            event->accept();
            if (event->type() == QEvent::KeyPress)
                copySelection();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rac::ui
