// SPDX-License-Identifier: MIT
#include "DocumentViewer.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPaintEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QSyntaxHighlighter>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QVBoxLayout>

#include <algorithm>

namespace rac::ui {
namespace {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// A read-only text view with a line-number gutter: citations name lines, so
// the numbers are what the reader checks the highlight against.
class LineNumberEdit : public QPlainTextEdit {
public:
    explicit LineNumberEdit(QWidget *parent);

    int gutterWidth() const
    {
        int digits = 1;
        for (int n = std::max(1, blockCount()); n >= 10; n /= 10)
            ++digits;
        return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
    }

    void setMarkedLines(int first, int last, const QColor &colour)
    {
        m_first = first;
        m_last = last;
        m_markColour = colour;
        m_gutter->update();
        viewport()->update();
    }

    void paintGutter(QPaintEvent *event)
    {
        QPainter painter(m_gutter);
        const QPalette pal = palette();
        painter.fillRect(event->rect(), mix(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.05));
        const QColor muted = mix(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.5);
        QFont bold = font();
        bold.setBold(true);
        QTextBlock block = firstVisibleBlock();
        qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
        while (block.isValid() && top <= event->rect().bottom()) {
            const qreal height = blockBoundingRect(block).height();
            if (block.isVisible() && top + height >= event->rect().top()) {
                const int line = block.blockNumber() + 1;
                const bool marked = line >= m_first && line <= m_last;
                painter.setFont(marked ? bold : font());
                painter.setPen(marked ? pal.color(QPalette::Text) : muted);
                painter.drawText(QRectF(0, top, m_gutter->width() - 6, fontMetrics().height()), Qt::AlignRight, QString::number(line));
            }
            top += height;
            block = block.next();
        }
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        // The marked lines' band, the full width of the view and every
        // visual line of a wrapped paragraph (an extra selection colours
        // only the text, or only one visual line), under the text.
        if (m_first > 0) {
            QPainter painter(viewport());
            QTextBlock block = firstVisibleBlock();
            qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
            while (block.isValid() && top <= event->rect().bottom()) {
                const qreal height = blockBoundingRect(block).height();
                const int line = block.blockNumber() + 1;
                if (line >= m_first && line <= m_last)
                    painter.fillRect(QRectF(0, top, viewport()->width(), height), m_markColour);
                top += height;
                block = block.next();
            }
        }
        QPlainTextEdit::paintEvent(event);
    }

    void resizeEvent(QResizeEvent *event) override
    {
        QPlainTextEdit::resizeEvent(event);
        const QRect r = contentsRect();
        m_gutter->setGeometry(r.left(), r.top(), gutterWidth(), r.height());
    }

private:
    void updateMargins() { setViewportMargins(gutterWidth(), 0, 0, 0); }

    QWidget *m_gutter = nullptr;
    int m_first = 0;
    int m_last = -1;
    QColor m_markColour;
};

class Gutter : public QWidget {
public:
    explicit Gutter(LineNumberEdit *edit) : QWidget(edit), m_edit(edit) {}
    QSize sizeHint() const override { return {m_edit->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_edit->paintGutter(event); }

private:
    LineNumberEdit *m_edit;
};

LineNumberEdit::LineNumberEdit(QWidget *parent) : QPlainTextEdit(parent), m_gutter(new Gutter(this))
{
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { updateMargins(); });
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    });
    updateMargins();
}

// Headings in bold, so the heading path of a citation is easy to find.
class MarkdownHighlighter : public QSyntaxHighlighter {
public:
    explicit MarkdownHighlighter(QTextDocument *document) : QSyntaxHighlighter(document) {}

protected:
    void highlightBlock(const QString &text) override
    {
        if (text.startsWith(QLatin1Char('#'))) {
            QTextCharFormat heading;
            heading.setFontWeight(QFont::Bold);
            setFormat(0, int(text.size()), heading);
        }
    }
};

} // namespace

DocumentViewer::DocumentViewer(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setContentsMargins(6, 4, 6, 2);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack, 1);

    auto *edit = new LineNumberEdit(m_stack);
    m_text = edit;
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    new MarkdownHighlighter(m_text->document());
    m_stack->addWidget(m_text);

    auto *split = new QSplitter(Qt::Horizontal, m_stack);
    m_tablePage = split;
    m_schema = new QListWidget(split);
    m_schema->setToolTip(tr("The table's columns and their declared types"));
    m_rows = new QTableWidget(split);
    m_rows->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_rows->setAlternatingRowColors(true);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    m_stack->addWidget(split);
    clear();
}

void DocumentViewer::clear()
{
    m_file.clear();
    m_table.clear();
    m_startLine = m_endLine = 0;
    m_text->clear();
    m_text->setExtraSelections({});
    m_schema->clear();
    m_rows->clear();
    m_rows->setRowCount(0);
    m_rows->setColumnCount(0);
    m_title->setText(tr("Activate a source to see it here"));
    m_stack->setCurrentWidget(m_text);
}

void DocumentViewer::showDocument(const QString &file, const QString &text, int startLine, int endLine)
{
    m_file = file;
    m_table.clear();
    m_text->setPlainText(text);
    const int lines = m_text->document()->blockCount();
    m_startLine = std::max(1, startLine);
    m_endLine = std::min(std::max(m_startLine, endLine), lines);
    if (m_startLine > lines)
        m_startLine = m_endLine = 0;   // the file changed since it was indexed
    m_title->setText(m_startLine > 0 ? tr("%1 — lines %2–%3").arg(file).arg(m_startLine).arg(m_endLine) : file);
    m_stack->setCurrentWidget(m_text);
    applyHighlight();
    if (m_startLine == 0)
        return;
    // Centre the range's middle line, then make sure its first line shows:
    // a range that fits sits mid-view with context around it, a longer one
    // starts at the top.
    m_text->setTextCursor(QTextCursor(m_text->document()->findBlockByNumber((m_startLine + m_endLine) / 2 - 1)));
    m_text->centerCursor();
    m_text->setTextCursor(QTextCursor(m_text->document()->findBlockByNumber(m_startLine - 1)));
    m_text->ensureCursorVisible();
}

void DocumentViewer::applyHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    const QPalette pal = palette();
    const QColor back = mix(pal.color(QPalette::Base), pal.color(QPalette::Highlight), 0.3);
    if (m_startLine > 0) {
        // One selection per cited line, each its whole block: the text keeps
        // a readable colour over the band the view paints under it.
        for (int line = m_startLine; line <= m_endLine; ++line) {
            QTextEdit::ExtraSelection s;
            s.cursor = QTextCursor(m_text->document()->findBlockByNumber(line - 1));
            s.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            s.format.setBackground(back);
            s.format.setForeground(pal.color(QPalette::Text));
            selections.append(s);
        }
    }
    m_text->setExtraSelections(selections);
    static_cast<LineNumberEdit *>(m_text)->setMarkedLines(m_startLine, m_startLine > 0 ? m_endLine : -1, back);
}

QPair<int, int> DocumentViewer::highlightedRange() const
{
    int first = 0, last = 0;
    for (const QTextEdit::ExtraSelection &s : m_text->extraSelections()) {
        const QTextDocument *doc = m_text->document();
        const int a = doc->findBlock(s.cursor.selectionStart()).blockNumber() + 1;
        const int b = doc->findBlock(s.cursor.selectionEnd()).blockNumber() + 1;
        first = first == 0 ? a : std::min(first, a);
        last = std::max(last, b);
    }
    return {first, last};
}

bool DocumentViewer::showingTable() const { return m_stack->currentWidget() == m_tablePage; }

void DocumentViewer::showTable(const QString &table, const rac::sql::SqlTable &rows, const QStringList &columnDescriptions)
{
    m_table = table;
    m_file.clear();
    m_startLine = m_endLine = 0;
    applyHighlight();   // the hidden text view no longer shows a citation
    m_schema->clear();
    m_schema->addItems(columnDescriptions);
    m_rows->clear();
    const int shown = int(std::min<qsizetype>(rows.rows.size(), kPreviewRows));
    m_rows->setColumnCount(int(rows.columns.size()));
    m_rows->setHorizontalHeaderLabels(rows.columns);
    m_rows->setRowCount(shown);
    for (int r = 0; r < shown; ++r) {
        const QVariantList &values = rows.rows.at(r);
        for (int c = 0; c < values.size() && c < rows.columns.size(); ++c) {
            const QVariant &v = values.at(c);
            auto *item = new QTableWidgetItem(v.isNull() ? QStringLiteral("NULL") : v.toString());
            if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Double)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_rows->setItem(r, c, item);
        }
    }
    m_rows->resizeColumnsToContents();
    const bool more = rows.truncated || rows.rows.size() > shown;
    m_title->setText(more ? tr("Table %1 — %2 columns, first %3 rows").arg(table).arg(columnDescriptions.size()).arg(shown)
                          : tr("Table %1 — %2 columns, %3 rows").arg(table).arg(columnDescriptions.size()).arg(shown));
    m_stack->setCurrentWidget(m_tablePage);
}

void DocumentViewer::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyHighlight();   // the highlight colour comes from the palette
}

} // namespace rac::ui
