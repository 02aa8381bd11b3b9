// SPDX-License-Identifier: MIT
#include "SourcesPanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rac::ui {
namespace {

enum Role { KindRole = Qt::UserRole + 1, FileRole, StartRole, EndRole, TableRole };
constexpr int kTooltipChars = 600;

// "OrderID INTEGER" -> "OrderID"; a quoted name may hold spaces.
QString columnName(const QString &description)
{
    const QString d = description.trimmed();
    if (d.startsWith(QLatin1Char('"'))) {
        const qsizetype close = d.indexOf(QLatin1Char('"'), 1);
        if (close > 0)
            return d.mid(1, close - 1);
    }
    return d.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
}

} // namespace

SourcesPanel::SourcesPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setContentsMargins(6, 4, 6, 2);
    layout->addWidget(m_summary);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Source"), tr("Where"), tr("Lines"), tr("Score")});
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(DetailColumn, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setToolTip(tr("Double-click or press Enter to open a source"));
    layout->addWidget(m_tree, 1);
    // itemActivated covers double-click and Enter, as the platform defines them.
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item, int) { activate(item); });
    clear();
}

void SourcesPanel::setSchema(const QMap<QString, QStringList> &columns) { m_schema = columns; }

void SourcesPanel::clear()
{
    m_tree->clear();
    m_summary->setText(tr("No sources yet"));
}

QStringList SourcesPanel::columnsUsed(const QString &table, const QString &sql) const
{
    QStringList descriptions = m_schema.value(table);
    if (descriptions.isEmpty()) {
        // Citations may spell a table differently from the schema.
        for (auto it = m_schema.cbegin(); it != m_schema.cend(); ++it) {
            if (it.key().compare(table, Qt::CaseInsensitive) == 0)
                descriptions = it.value();
        }
    }
    // A column name inside a string literal ('Discount') is data, not a use.
    static const QRegularExpression literal(QStringLiteral("'(?:[^']|'')*'"));
    QString code = sql;
    code.replace(literal, QStringLiteral("''"));
    QStringList used;
    for (const QString &d : std::as_const(descriptions)) {
        const QString name = columnName(d);
        if (name.isEmpty())
            continue;
        const QRegularExpression word(QStringLiteral("(?<![A-Za-z0-9_])%1(?![A-Za-z0-9_])").arg(QRegularExpression::escape(name)),
                                      QRegularExpression::CaseInsensitiveOption);
        if (word.match(code).hasMatch())
            used << name;
    }
    return used;
}

void SourcesPanel::setAnswer(const rac::Answer &answer)
{
    m_tree->clear();
    int chunks = 0, tables = 0;
    for (const Citation &c : answer.sources) {
        auto *item = new QTreeWidgetItem(m_tree);
        item->setData(SourceColumn, KindRole, int(c.kind));
        if (c.kind == Citation::Kind::Chunk) {
            ++chunks;
            item->setIcon(SourceColumn, style()->standardIcon(QStyle::SP_FileIcon));
            item->setText(SourceColumn, c.file.isEmpty() ? c.id : c.file);
            item->setText(DetailColumn, c.headingPath.join(QStringLiteral(" › ")));
            item->setText(LinesColumn, c.endLine > c.startLine ? QStringLiteral("%1–%2").arg(c.startLine).arg(c.endLine)
                                                               : QString::number(c.startLine));
            // A zero score means the chunk was cited for a constraint, not retrieved.
            item->setText(ScoreColumn, c.score > 0 ? QString::number(c.score, 'f', 2) : QStringLiteral("—"));
            item->setTextAlignment(ScoreColumn, Qt::AlignRight | Qt::AlignVCenter);
            QString tip = c.id;
            if (!c.text.isEmpty())
                tip += QStringLiteral("\n\n") + (c.text.size() > kTooltipChars ? c.text.left(kTooltipChars) + QStringLiteral("…") : c.text);
            item->setToolTip(SourceColumn, tip);
            item->setToolTip(DetailColumn, tip);
            item->setData(SourceColumn, FileRole, c.file);
            item->setData(SourceColumn, StartRole, c.startLine);
            item->setData(SourceColumn, EndRole, c.endLine);
        } else {
            ++tables;
            item->setIcon(SourceColumn, style()->standardIcon(QStyle::SP_FileDialogDetailedView));
            item->setText(SourceColumn, c.id);
            const QStringList used = columnsUsed(c.id, answer.sql);
            item->setText(DetailColumn, used.isEmpty() ? tr("table (no column named in the SQL)")
                                                       : tr("columns: %1").arg(used.join(QStringLiteral(", "))));
            item->setToolTip(DetailColumn, m_schema.value(c.id).join(QLatin1Char('\n')));
            item->setData(SourceColumn, TableRole, c.id);
        }
    }
    m_summary->setText(answer.sources.isEmpty() ? tr("The answer cites no sources")
                                                : tr("%1 document chunk(s), %2 table(s)").arg(chunks).arg(tables));
    for (int c = 0; c < m_tree->columnCount(); ++c) {
        if (c != DetailColumn)
            m_tree->resizeColumnToContents(c);
    }
}

void SourcesPanel::activate(QTreeWidgetItem *item)
{
    if (!item)
        return;
    if (item->data(SourceColumn, KindRole).toInt() == int(Citation::Kind::Chunk)) {
        Q_EMIT documentRequested(item->data(SourceColumn, FileRole).toString(), item->data(SourceColumn, StartRole).toInt(),
                                 item->data(SourceColumn, EndRole).toInt());
    } else {
        Q_EMIT tablePreviewRequested(item->data(SourceColumn, TableRole).toString());
    }
}

} // namespace rac::ui
