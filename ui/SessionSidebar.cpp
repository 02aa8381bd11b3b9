// SPDX-License-Identifier: MIT
#include "SessionSidebar.h"

#include <QApplication>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace rac::ui {
namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kSubtitleRole = Qt::UserRole + 1;   // "Today 14:03 · 4 messages"
constexpr int kTitleRole = Qt::UserRole + 2;      // the stored title, to undo an empty edit

QString whenText(const QDateTime &created)
{
    const QLocale locale;
    if (created.date() == QDate::currentDate())
        return SessionSidebar::tr("Today %1").arg(locale.toString(created.time(), QLocale::ShortFormat));
    return locale.toString(created, QLocale::ShortFormat);
}

// Title on the first line, date and size on a second, dimmer one. A delegate
// rather than "title\ndate" as the item text, so in-place renaming edits the
// title alone.
class SessionDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize base = QStyledItemDelegate::sizeHint(option, index);
        return {base.width(), option.fontMetrics.height() * 2 + 10};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        const QString title = opt.text;
        opt.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        const QRect area = opt.rect.adjusted(6, 4, -6, -4);
        const int line = opt.fontMetrics.height();
        painter->save();
        painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        painter->drawText(QRect(area.left(), area.top(), area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                          opt.fontMetrics.elidedText(title, Qt::ElideRight, area.width()));
        painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        const QString subtitle = index.data(kSubtitleRole).toString();
        painter->drawText(QRect(area.left(), area.top() + line + 2, area.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          opt.fontMetrics.elidedText(subtitle, Qt::ElideRight, area.width()));
        painter->restore();
    }
};

} // namespace

SessionSidebar::SessionSidebar(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_newButton = new QPushButton(tr("New chat"), this);
    m_newButton->setObjectName(QStringLiteral("newChat"));
    m_newButton->setToolTip(tr("Start a new conversation"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("sessionList"));
    m_list->setItemDelegate(new SessionDelegate(m_list));
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_list->setUniformItemSizes(true);
    layout->addWidget(m_newButton);
    layout->addWidget(m_list, 1);

    connect(m_newButton, &QPushButton::clicked, this, &SessionSidebar::newSessionRequested);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *current) {
        if (!m_updating && current)
            Q_EMIT sessionActivated(current->data(kIdRole).toLongLong());
    });
    connect(m_list, &QListWidget::itemChanged, this, &SessionSidebar::titleEdited);
    connect(m_list, &QListWidget::customContextMenuRequested, this, &SessionSidebar::showContextMenu);
    // Only while the list has focus, so Delete in the chat input deletes text, not a chat.
    auto *remove = new QShortcut(QKeySequence(QKeySequence::Delete), m_list);
    remove->setContext(Qt::WidgetShortcut);
    connect(remove, &QShortcut::activated, this, [this] {
        if (const qint64 id = currentSession())
            confirmDelete(id);
    });
}

void SessionSidebar::setSessions(const QList<rac::store::SessionInfo> &sessions)
{
    const qint64 current = currentSession();
    m_updating = true;
    m_list->clear();
    for (const rac::store::SessionInfo &s : sessions) {
        const QString title = s.title.trimmed().isEmpty() ? tr("Untitled chat") : s.title;
        auto *item = new QListWidgetItem(title, m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setData(kIdRole, s.id);
        item->setData(kTitleRole, title);
        const QString count = s.messageCount == 1 ? tr("1 message") : tr("%1 messages").arg(s.messageCount);
        item->setData(kSubtitleRole, QStringLiteral("%1 · %2").arg(whenText(s.created), count));
        item->setToolTip(QStringLiteral("%1\n%2").arg(title, QLocale().toString(s.created, QLocale::LongFormat)));
        if (s.id == current)
            m_list->setCurrentItem(item);
    }
    m_updating = false;
}

void SessionSidebar::setCurrentSession(qint64 sessionId)
{
    m_updating = true;
    if (QListWidgetItem *item = itemFor(sessionId))
        m_list->setCurrentItem(item);
    else
        m_list->setCurrentItem(nullptr);
    m_updating = false;
}

qint64 SessionSidebar::currentSession() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(kIdRole).toLongLong() : 0;
}

QListWidgetItem *SessionSidebar::itemFor(qint64 sessionId) const
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(kIdRole).toLongLong() == sessionId)
            return m_list->item(i);
    }
    return nullptr;
}

void SessionSidebar::beginRename(qint64 sessionId)
{
    if (QListWidgetItem *item = itemFor(sessionId))
        m_list->editItem(item);
}

void SessionSidebar::titleEdited(QListWidgetItem *item)
{
    if (m_updating || !item)
        return;
    const QString stored = item->data(kTitleRole).toString();
    const QString title = item->text().simplified();
    if (title.isEmpty() || title == stored) {
        m_updating = true;   // putting the old title back is not a rename
        item->setText(stored);
        m_updating = false;
        return;
    }
    {
        m_updating = true;
        item->setData(kTitleRole, title);
        m_updating = false;
    }
    Q_EMIT renameRequested(item->data(kIdRole).toLongLong(), title);
}

void SessionSidebar::showContextMenu(const QPoint &pos)
{
    QListWidgetItem *item = m_list->itemAt(pos);
    // popup(), not exec(): exec() would spin a nested event loop on the GUI thread.
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (item) {
        const qint64 id = item->data(kIdRole).toLongLong();
        menu->addAction(tr("Rename"), this, [this, id] { beginRename(id); });
        menu->addAction(tr("Delete…"), this, [this, id] { confirmDelete(id); });
        menu->addSeparator();
    }
    menu->addAction(tr("New chat"), this, &SessionSidebar::newSessionRequested);
    menu->popup(m_list->viewport()->mapToGlobal(pos));
}

void SessionSidebar::confirmDelete(qint64 sessionId)
{
    const QListWidgetItem *item = itemFor(sessionId);
    if (!item)
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Delete chat"),
                                tr("Delete “%1” and all its messages? This cannot be undone.").arg(item->text()),
                                QMessageBox::NoButton, this);
    QPushButton *yes = box->addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, yes, sessionId] {
        if (box->clickedButton() == yes)
            Q_EMIT deleteRequested(sessionId);
    });
    box->open();   // asynchronous: no nested event loop
}

} // namespace rac::ui
