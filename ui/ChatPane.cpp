// SPDX-License-Identifier: MIT
#include "ChatPane.h"

#include "api/RunEvents.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rac::ui {
namespace {

using nlohmann::json;

// Long answers as tables would make a label slow to lay out; the full result
// is one "Show SQL" away.
constexpr int kMaxTableRows = 100;

QString jsonString(const json &value)
{
    return QString::fromStdString(value.dump(-1, ' ', false, json::error_handler_t::replace));
}

QString scalarText(const json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_null())
        return QString();
    return jsonString(value);   // shortest round-trip form for numbers, true/false
}

QString cellHtml(const json &value)
{
    if (value.is_object() || value.is_array())
        return jsonString(value).toHtmlEscaped();
    return scalarText(value).toHtmlEscaped();
}

// Colours are taken from the palette at render time and the bubbles are
// re-rendered on a palette change, so the table follows light and dark themes.
QString tableHtml(const json &list, const QPalette &palette)
{
    QStringList columns;
    bool objects = !list.empty();
    for (const json &item : list) {
        if (!item.is_object()) {
            objects = false;
            break;
        }
        for (auto it = item.begin(); it != item.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (!columns.contains(key))
                columns << key;
        }
    }
    const QString border = palette.color(QPalette::Mid).name();
    const QString header = palette.color(QPalette::AlternateBase).name();
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                                  "style=\"border-collapse: collapse; border-color: %1;\">")
                       .arg(border);
    if (objects) {
        html += QStringLiteral("<tr>");
        for (const QString &c : columns)
            html += QStringLiteral("<th bgcolor=\"%1\" align=\"left\">%2</th>").arg(header, c.toHtmlEscaped());
        html += QStringLiteral("</tr>");
    }
    int shown = 0;
    for (const json &item : list) {
        if (shown++ == kMaxTableRows)
            break;
        html += QStringLiteral("<tr>");
        if (objects) {
            for (const QString &c : columns) {
                const auto it = item.find(c.toStdString());
                const bool number = it != item.end() && it->is_number();
                html += QStringLiteral("<td%1>%2</td>")
                            .arg(number ? QStringLiteral(" align=\"right\"") : QString(),
                                 it == item.end() ? QString() : cellHtml(*it));
            }
        } else {
            html += QStringLiteral("<td>%1</td>").arg(cellHtml(item));
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (list.size() > std::size_t(kMaxTableRows))
        html += QStringLiteral("<p>%1</p>").arg(ChatPane::tr("… and %1 more rows").arg(list.size() - kMaxTableRows));
    return html;
}

QString answerHtml(const json &value, const QPalette &palette)
{
    if (value.is_null())
        return QStringLiteral("<i>%1</i>").arg(ChatPane::tr("No answer: the data and documents do not say."));
    if (value.is_array()) {
        if (value.empty())
            return QStringLiteral("<i>%1</i>").arg(ChatPane::tr("An empty list"));
        return tableHtml(value, palette);
    }
    if (value.is_object()) {
        QStringList lines;
        for (auto it = value.begin(); it != value.end(); ++it)
            lines << QStringLiteral("<b>%1</b>: %2").arg(QString::fromStdString(it.key()).toHtmlEscaped(),
                                                         cellHtml(*it));
        return lines.join(QStringLiteral("<br>"));
    }
    return QStringLiteral("<span style=\"font-size: large; font-weight: 600;\">%1</span>")
        .arg(scalarText(value).toHtmlEscaped());
}

// One line of text elided to the label's width; the whole text is the tooltip.
class ElidedLabel : public QLabel {
public:
    ElidedLabel(const QString &text, QWidget *parent) : QLabel(parent), m_full(text.simplified())
    {
        setTextFormat(Qt::PlainText);
        // Ignored: the label takes the width it is given instead of asking for
        // the whole sentence, which would widen the bubble.
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        // Rich text tooltips wrap; plain ones run off the screen.
        setToolTip(QStringLiteral("<p>%1</p>").arg(m_full.toHtmlEscaped()));
        setAccessibleDescription(m_full);
        elide();
    }
    QString fullText() const { return m_full; }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, qMax(0, contentsRect().width()))); }
    QString m_full;
};

// Lays chips out left to right, wrapping to new lines (Qt's flow layout example).
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget *parent) : QLayout(parent) { setContentsMargins(0, 0, 0, 0); }
    ~FlowLayout() override
    {
        while (QLayoutItem *item = takeAt(0))
            delete item;
    }
    void addItem(QLayoutItem *item) override { m_items.append(item); }
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override
    {
        return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect &rect) override
    {
        QLayout::setGeometry(rect);
        arrange(rect, true);
    }
    QSize sizeHint() const override { return minimumSize(); }
    QSize minimumSize() const override
    {
        QSize size;
        for (const QLayoutItem *item : m_items)
            size = size.expandedTo(item->minimumSize());
        const QMargins m = contentsMargins();
        return size + QSize(m.left() + m.right(), m.top() + m.bottom());
    }

private:
    int arrange(const QRect &rect, bool apply) const
    {
        const int gap = qMax(4, spacing());
        const QRect area = rect.marginsRemoved(contentsMargins());
        int x = area.x();
        int y = area.y();
        int lineHeight = 0;
        for (QLayoutItem *item : m_items) {
            const QSize hint = item->sizeHint();
            if (x + hint.width() > area.right() + 1 && lineHeight > 0) {
                x = area.x();
                y += lineHeight + gap;
                lineHeight = 0;
            }
            if (apply)
                item->setGeometry(QRect(QPoint(x, y), hint));
            x += hint.width() + gap;
            lineHeight = qMax(lineHeight, hint.height());
        }
        return y + lineHeight - rect.y() + contentsMargins().bottom();
    }
    QList<QLayoutItem *> m_items;
};

// The thumbs are emoji; without an emoji font they would draw as empty boxes.
bool hasEmojiFont()
{
    static const bool has = [] {
        const QStringList families = QFontDatabase::families();
        return std::any_of(families.cbegin(), families.cend(), [](const QString &family) {
            return family.contains(QLatin1String("emoji"), Qt::CaseInsensitive);
        });
    }();
    return has;
}

QFrame *makeFrame(QWidget *parent, QPalette::ColorRole background)
{
    auto *frame = new QFrame(parent);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setBackgroundRole(background);
    return frame;
}

QToolButton *makeButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setAutoRaise(true);
    return b;
}

// "kpi_definitions › Revenue" reads better on a chip than "kpi_definitions::chunk2".
QString chipText(const QString &id, const Citation *source)
{
    if (!source || source->kind == Citation::Kind::Table)
        return id;
    QString file = source->file.section(QLatin1Char('/'), -1);
    file = file.section(QLatin1Char('.'), 0, 0);
    if (file.isEmpty())
        file = id.section(QStringLiteral("::"), 0, 0);
    return source->headingPath.isEmpty() ? file
                                         : file + QStringLiteral(" \u203a ") + source->headingPath.constLast();
}

QString chipTip(const QString &id, const Citation *source)
{
    if (!source)
        return ChatPane::tr("Source: %1").arg(id).toHtmlEscaped();
    if (source->kind == Citation::Kind::Table)
        return ChatPane::tr("Table %1").arg(id).toHtmlEscaped();
    QString tip = QStringLiteral("<b>%1</b>").arg(source->file.toHtmlEscaped());
    if (!source->headingPath.isEmpty())
        tip += QStringLiteral("<br>") + source->headingPath.join(QStringLiteral(" \u203a ")).toHtmlEscaped();
    if (source->startLine > 0)
        tip += QStringLiteral("<br>") + ChatPane::tr("lines %1–%2").arg(source->startLine).arg(source->endLine);
    if (!source->text.isEmpty()) {
        QString excerpt = source->text.simplified();
        if (excerpt.size() > 240)
            excerpt = excerpt.left(240) + QStringLiteral("…");
        tip += QStringLiteral("<p>%1</p>").arg(excerpt.toHtmlEscaped());
    }
    return tip;
}

} // namespace

ChatPane::ChatPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_column = new QWidget(m_scroll);
    m_column->setObjectName(QStringLiteral("chatColumn"));
    m_columnLayout = new QVBoxLayout(m_column);
    m_columnLayout->addStretch(1);   // keeps a short conversation at the top
    m_scroll->setWidget(m_column);
    layout->addWidget(m_scroll, 1);

    auto *inputRow = new QHBoxLayout;
    inputRow->setContentsMargins(6, 0, 6, 6);
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("questionInput"));
    m_input->setPlaceholderText(tr("Ask about your sales and policies, e.g. top 3 products by revenue in Q4 '97"));
    m_input->setClearButtonEnabled(true);
    m_input->setToolTip(tr("Enter asks; Up and Down recall earlier questions; Ctrl+L comes back here"));
    m_input->installEventFilter(this);
    m_formatHint = new QComboBox(this);
    m_formatHint->setObjectName(QStringLiteral("formatHint"));
    m_formatHint->setEditable(true);
    m_formatHint->setInsertPolicy(QComboBox::NoInsert);
    m_formatHint->addItems({QString(), QStringLiteral("int"), QStringLiteral("float"), QStringLiteral("str"),
                            QStringLiteral("list[str]"), QStringLiteral("list[{product:str, revenue:float}]"),
                            QStringLiteral("{category:str, quantity:int}")});
    m_formatHint->lineEdit()->setPlaceholderText(tr("format hint"));
    m_formatHint->setToolTip(tr("The answer's type (optional): int, float, str, list[...] or {field:type, ...}"));
    m_formatHint->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_formatHint->setMinimumContentsLength(12);
    m_askButton = new QPushButton(tr("Ask"), this);
    m_askButton->setObjectName(QStringLiteral("askButton"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setToolTip(tr("Stop the running question (Esc)"));
    m_cancelButton->setVisible(false);
    m_cancelButton->setEnabled(false);
    inputRow->addWidget(m_input, 4);
    inputRow->addWidget(m_formatHint, 1);
    inputRow->addWidget(m_askButton);
    inputRow->addWidget(m_cancelButton);
    layout->addLayout(inputRow);
    setFocusProxy(m_input);

    connect(m_askButton, &QPushButton::clicked, this, &ChatPane::submit);
    connect(m_input, &QLineEdit::returnPressed, this, &ChatPane::submit);
    connect(m_cancelButton, &QPushButton::clicked, this, &ChatPane::cancelRequested);
    // Window-wide: Ctrl+L reaches the input from the trace, editor or sources too.
    auto *focusShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_L), this);
    connect(focusShortcut, &QShortcut::activated, this, &ChatPane::focusInput);

    // Stay at the newest message unless the user has scrolled up to read.
    QScrollBar *bar = m_scroll->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_followTail)
            bar->setValue(max);
    });
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_followTail = value >= bar->maximum() - 4; });
}

void ChatPane::submit()
{
    if (m_running)
        return;
    const QString question = m_input->text().trimmed();
    if (question.isEmpty())
        return;
    if (m_history.isEmpty() || m_history.constLast() != question)
        m_history << question;
    m_historyPos = int(m_history.size());
    m_draft.clear();
    m_input->clear();
    Q_EMIT askRequested(question, formatHint());
}

void ChatPane::focusInput()
{
    m_input->setFocus(Qt::ShortcutFocusReason);
    m_input->selectAll();
}

QString ChatPane::formatHint() const { return m_formatHint->currentText().trimmed(); }

void ChatPane::setInput(const QString &question, const QString &formatHint)
{
    m_input->setText(question);
    m_formatHint->setCurrentText(formatHint);
}

void ChatPane::setHistory(const QStringList &questions)
{
    m_history = questions;
    m_historyPos = int(m_history.size());
    m_draft.clear();
}

void ChatPane::walkHistory(int step)
{
    if (m_history.isEmpty())
        return;
    const int size = int(m_history.size());
    if (m_historyPos == size)
        m_draft = m_input->text();
    const int pos = qBound(0, m_historyPos + step, size);
    if (pos == m_historyPos)
        return;
    m_historyPos = pos;
    m_input->setText(pos == size ? m_draft : m_history.at(pos));
}

bool ChatPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Up && key->modifiers() == Qt::NoModifier) {
            walkHistory(-1);
            return true;
        }
        if (key->key() == Qt::Key_Down && key->modifiers() == Qt::NoModifier) {
            walkHistory(+1);
            return true;
        }
        if (key->key() == Qt::Key_Escape && m_running) {
            Q_EMIT cancelRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ChatPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (const AnswerView &view : std::as_const(m_answers))
            view.value->setText(answerHtml(view.finalAnswer, view.value->palette()));
    }
}

void ChatPane::setRunning(bool running)
{
    m_running = running;
    if (!running)
        clearStreaming();
    m_askButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_cancelButton->setVisible(running);
}

QWidget *ChatPane::addBubble(QWidget *bubble, Qt::Alignment side)
{
    auto *row = new QWidget(m_column);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    bubble->setParent(row);
    if (side & Qt::AlignRight) {
        // The user's own words sit to the right, as in every chat app.
        rowLayout->addStretch(1);
        rowLayout->addWidget(bubble, 3);
    } else {
        rowLayout->addWidget(bubble, 1);
    }
    m_columnLayout->insertWidget(m_columnLayout->count() - 1, row);   // before the stretch
    m_followTail = true;
    scrollToEnd();
    return row;
}

void ChatPane::scrollToEnd()
{
    QScrollBar *bar = m_scroll->verticalScrollBar();
    bar->setValue(bar->maximum());
}

void ChatPane::addQuestion(qint64 messageId, const QString &text)
{
    QFrame *bubble = makeFrame(nullptr, QPalette::Button);
    bubble->setObjectName(QStringLiteral("question"));
    bubble->setProperty("messageId", messageId);
    auto *layout = new QVBoxLayout(bubble);
    auto *label = new QLabel(bubble);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setForegroundRole(QPalette::ButtonText);
    layout->addWidget(label);
    addBubble(bubble, Qt::AlignRight);
}

void ChatPane::addAnswer(qint64 messageId, const rac::Answer &answer)
{
    clearStreaming();   // the answer bubble carries the final explanation
    addBubble(makeAnswerBubble(messageId, answer), Qt::AlignLeft);
}

QWidget *ChatPane::makeAnswerBubble(qint64 messageId, const rac::Answer &answer)
{
    QFrame *bubble = makeFrame(nullptr, QPalette::Base);
    bubble->setObjectName(QStringLiteral("answer"));
    bubble->setProperty("messageId", messageId);
    auto *layout = new QVBoxLayout(bubble);

    AnswerView view;
    view.finalAnswer = answer.finalAnswer;
    view.value = new QLabel(bubble);
    view.value->setObjectName(QStringLiteral("answerValue"));
    view.value->setTextFormat(Qt::RichText);
    view.value->setWordWrap(true);
    view.value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    view.value->setText(answerHtml(answer.finalAnswer, palette()));
    layout->addWidget(view.value);

    auto *metaRow = new QHBoxLayout;
    auto *confidence = new QLabel(QStringLiteral("%1%").arg(qRound(answer.confidence * 100.0)), bubble);
    confidence->setObjectName(QStringLiteral("confidence"));
    confidence->setToolTip(answer.route.isEmpty() ? tr("Confidence")
                                                  : tr("Confidence; answered from %1").arg(answer.route));
    confidence->setForegroundRole(QPalette::PlaceholderText);
    QFont bold = confidence->font();
    bold.setBold(true);
    confidence->setFont(bold);
    auto *explanation = new ElidedLabel(answer.explanation, bubble);
    explanation->setObjectName(QStringLiteral("explanation"));
    explanation->setForegroundRole(QPalette::PlaceholderText);
    metaRow->addWidget(confidence);
    metaRow->addWidget(explanation, 1);
    layout->addLayout(metaRow);

    if (!answer.citations.isEmpty()) {
        auto *chips = new QWidget(bubble);
        chips->setObjectName(QStringLiteral("citations"));
        auto *flow = new FlowLayout(chips);
        for (const QString &id : answer.citations) {
            const Citation *source = nullptr;
            for (const Citation &c : answer.sources) {
                if (c.id == id) {
                    source = &c;
                    break;
                }
            }
            auto *chip = new QToolButton(chips);
            chip->setObjectName(QStringLiteral("citationChip"));
            chip->setProperty("citationId", id);
            chip->setText(chipText(id, source));
            chip->setToolTip(chipTip(id, source));
            chip->setAccessibleName(tr("Source %1").arg(id));
            chip->setCursor(Qt::PointingHandCursor);
            flow->addWidget(chip);
            connect(chip, &QToolButton::clicked, this,
                    [this, messageId, id] { Q_EMIT citationActivated(messageId, id); });
        }
        layout->addWidget(chips);
    }

    auto *actions = new QHBoxLayout;
    auto *sql = makeButton(tr("Show SQL"), answer.sql.isEmpty() ? tr("This answer came from the documents only")
                                                                : tr("Open the answer's SQL in the editor"),
                           bubble);
    sql->setObjectName(QStringLiteral("showSql"));
    sql->setEnabled(!answer.sql.isEmpty());
    auto *trace = makeButton(tr("Show trace"), tr("Show how the agent reached this answer"), bubble);
    trace->setObjectName(QStringLiteral("showTrace"));
    auto *pdf = makeButton(tr("Export PDF"), tr("Save this answer with its sources as a PDF"), bubble);
    pdf->setObjectName(QStringLiteral("exportPdf"));
    const bool emoji = hasEmojiFont();
    view.thumbUp = makeButton(emoji ? QStringLiteral("\U0001F44D") : QStringLiteral("+1"), tr("Good answer"), bubble);
    view.thumbUp->setObjectName(QStringLiteral("thumbUp"));
    view.thumbUp->setCheckable(true);
    view.thumbDown = makeButton(emoji ? QStringLiteral("\U0001F44E") : QStringLiteral("\u22121"), tr("Bad answer"),
                                bubble);
    view.thumbDown->setObjectName(QStringLiteral("thumbDown"));
    view.thumbDown->setCheckable(true);
    actions->addWidget(sql);
    actions->addWidget(trace);
    actions->addWidget(pdf);
    actions->addStretch(1);
    actions->addWidget(view.thumbUp);
    actions->addWidget(view.thumbDown);
    layout->addLayout(actions);

    connect(sql, &QToolButton::clicked, this, [this, messageId] { Q_EMIT showSqlRequested(messageId); });
    connect(trace, &QToolButton::clicked, this, [this, messageId] { Q_EMIT showTraceRequested(messageId); });
    connect(pdf, &QToolButton::clicked, this, [this, messageId] { Q_EMIT exportRequested(messageId); });
    // A checkable button has already toggled when clicked arrives: checked means
    // the thumb was just pressed, unchecked that the user took it back.
    QToolButton *up = view.thumbUp;
    QToolButton *down = view.thumbDown;
    connect(up, &QToolButton::clicked, this, [this, messageId, up, down](bool checked) {
        down->setChecked(false);
        up->setChecked(checked);
        Q_EMIT feedbackGiven(messageId, checked ? +1 : 0);
    });
    connect(down, &QToolButton::clicked, this, [this, messageId, up, down](bool checked) {
        up->setChecked(false);
        down->setChecked(checked);
        Q_EMIT feedbackGiven(messageId, checked ? -1 : 0);
    });

    m_answers.insert(messageId, view);
    return bubble;
}

void ChatPane::showFeedback(const AnswerView &view, int feedback)
{
    view.thumbUp->setChecked(feedback > 0);
    view.thumbDown->setChecked(feedback < 0);
}

void ChatPane::setFeedback(qint64 messageId, int feedback)
{
    const auto it = m_answers.constFind(messageId);
    if (it != m_answers.constEnd())
        showFeedback(*it, feedback);
}

void ChatPane::addError(const QString &text)
{
    QFrame *bubble = makeFrame(nullptr, QPalette::Base);
    bubble->setObjectName(QStringLiteral("error"));
    auto *layout = new QHBoxLayout(bubble);
    auto *icon = new QLabel(bubble);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    auto *label = new QLabel(bubble);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(label, 1);
    addBubble(bubble, Qt::AlignLeft);
}

void ChatPane::addNote(const QString &text)
{
    auto *label = new QLabel;
    label->setObjectName(QStringLiteral("note"));
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    QFont italic = label->font();
    italic.setItalic(true);
    label->setFont(italic);
    addBubble(label, Qt::AlignLeft);
}

void ChatPane::appendStreaming(const QString &tokens)
{
    if (!m_streamingLabel) {
        m_streamingLabel = new QLabel;
        m_streamingLabel->setObjectName(QStringLiteral("streaming"));
        m_streamingLabel->setTextFormat(Qt::PlainText);
        m_streamingLabel->setWordWrap(true);
        m_streamingLabel->setForegroundRole(QPalette::PlaceholderText);
        m_streamingRow = addBubble(m_streamingLabel, Qt::AlignLeft);
    }
    m_streamingLabel->setText(m_streamingLabel->text() + tokens);
    m_followTail = true;
    scrollToEnd();
}

void ChatPane::clearStreaming()
{
    delete m_streamingRow;   // owns the label
    m_streamingRow = nullptr;
    m_streamingLabel = nullptr;
}

void ChatPane::clear()
{
    clearStreaming();
    m_answers.clear();
    // Everything but the trailing stretch.
    while (m_columnLayout->count() > 1) {
        QLayoutItem *item = m_columnLayout->takeAt(0);
        delete item->widget();
        delete item;
    }
}

} // namespace rac::ui
