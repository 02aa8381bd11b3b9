// SPDX-License-Identifier: MIT
#include "SqlEditor.h"

#include "SqlHighlighter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QStringListModel>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

#ifdef RAC_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace rac::ui {

namespace {

constexpr int kCompletionMinLetters = 3;
constexpr int kGutterPadding = 8;

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// Declared SQL type words (SQLite's affinity names and common synonyms), used
// to tell "Unit Price REAL" (a name and a type) from "Unit Price" (a name).
bool isTypeWord(const QString &word)
{
    static const QSet<QString> words = {
        QStringLiteral("INT"),      QStringLiteral("INTEGER"),  QStringLiteral("TINYINT"),
        QStringLiteral("SMALLINT"), QStringLiteral("MEDIUMINT"), QStringLiteral("BIGINT"),
        QStringLiteral("INT2"),     QStringLiteral("INT8"),     QStringLiteral("CHARACTER"),
        QStringLiteral("VARCHAR"),  QStringLiteral("NCHAR"),    QStringLiteral("NVARCHAR"),
        QStringLiteral("TEXT"),     QStringLiteral("CLOB"),     QStringLiteral("BLOB"),
        QStringLiteral("REAL"),     QStringLiteral("DOUBLE"),   QStringLiteral("FLOAT"),
        QStringLiteral("NUMERIC"),  QStringLiteral("DECIMAL"),  QStringLiteral("BOOLEAN"),
        QStringLiteral("BOOL"),     QStringLiteral("DATE"),     QStringLiteral("DATETIME"),
        QStringLiteral("TIMESTAMP"), QStringLiteral("CHAR"),    QStringLiteral("MONEY"),
        QStringLiteral("STRING")};
    return words.contains(word.toUpper());
}

// The words that come before a type word in multi-word types ("UNSIGNED BIG INT").
bool isTypeModifier(const QString &word)
{
    static const QSet<QString> words = {QStringLiteral("UNSIGNED"), QStringLiteral("BIG"),
                                        QStringLiteral("VARYING"), QStringLiteral("NATIVE"),
                                        QStringLiteral("DOUBLE"), QStringLiteral("LONG")};
    return words.contains(word.toUpper());
}

// A name that is not a plain identifier, or is a keyword, must be quoted in SQL.
QString quotedIfNeeded(const QString &name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (plain.match(name).hasMatch() && !SqlHighlighter::isKeyword(name))
        return name;
    QString escaped = name;
    escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

// Finds token as a whole word (when it starts/ends with a word character),
// case-insensitively, in text[from, to). Returns the start, or -1.
int findToken(const QString &text, const QString &token, int from, int to)
{
    if (token.isEmpty())
        return -1;
    QString pattern = QRegularExpression::escape(token);
    if (isIdentifierChar(token.front()))
        pattern.prepend(QLatin1String("(?<![\\w$])"));
    if (isIdentifierChar(token.back()))
        pattern.append(QLatin1String("(?![\\w$])"));
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text.left(to), from);
    return m.hasMatch() ? int(m.capturedStart()) : -1;
}

// The token an SQLite error message names, if any.
QString tokenInMessage(const QString &message)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("no such (?:column|table|function): ([^\\s,;]+)")),
        QRegularExpression(QStringLiteral("ambiguous column name: ([^\\s,;]+)")),
        QRegularExpression(QStringLiteral("near \"(.+?)\"(?::|\\s|$)")),
    };
    for (const QRegularExpression &re : patterns) {
        const QRegularExpressionMatch m = re.match(message);
        if (m.hasMatch())
            return m.captured(1);
    }
    return {};
}

#ifdef RAC_HAVE_KSYNTAXHIGHLIGHTING
// One repository for all editors; loading the definitions is not free.
// Deliberately never deleted, so it cannot outlive QApplication's teardown order.
KSyntaxHighlighting::Repository &repository()
{
    static auto *repo = new KSyntaxHighlighting::Repository;
    return *repo;
}

KSyntaxHighlighting::Theme themeFor(bool dark)
{
    return repository().defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                          : KSyntaxHighlighting::Repository::LightTheme);
}
#endif

} // namespace

SqlEditor::SqlEditor(QWidget *parent) : QPlainTextEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(4 * fontMetrics().horizontalAdvance(QLatin1Char(' ')));

    m_gutter = new QWidget(this);
    m_gutter->installEventFilter(this);

    m_dark = SqlHighlighter::isDarkPalette(palette());
#ifdef RAC_HAVE_KSYNTAXHIGHLIGHTING
    auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document());
    highlighter->setTheme(themeFor(m_dark));
    highlighter->setDefinition(repository().definitionForName(QStringLiteral("SQL")));
    m_highlighter = highlighter;
#else
    auto *highlighter = new SqlHighlighter(document());
    highlighter->setDarkTheme(m_dark);
    m_highlighter = highlighter;
#endif

    m_completionModel = new QStringListModel(this);
    m_completer = new QCompleter(m_completionModel, this);
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    m_completer->setWrapAround(false);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &SqlEditor::insertCompletion);

    connect(this, &QPlainTextEdit::blockCountChanged, this, &SqlEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &SqlEditor::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, m_gutter, qOverload<>(&QWidget::update));
    // An edit moves text under the underline, so the mark would point at the
    // wrong place. Re-highlighting also reports a change (with the same text),
    // hence the comparison.
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_errorMessage.isEmpty() && toPlainText() != m_errorText)
            clearError();
    });
    updateGutterWidth();
}

void SqlEditor::setSchema(const QMap<QString, QStringList> &columns)
{
    QStringList names;
    QSet<QString> seen;
    auto add = [&](const QString &name) {
        if (!name.isEmpty() && !seen.contains(name)) {
            seen.insert(name);
            names << name;
        }
    };
    for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
        add(it.key());
        for (const QString &description : it.value())
            add(columnName(description));
    }
    // CaseInsensitivelySortedModel lets the completer binary-search, so the order must match.
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    m_completer->popup()->hide();
    m_completionModel->setStringList(names);
}

QString SqlEditor::columnName(const QString &description)
{
    const QString d = description.trimmed();
    // The type is the last word outside parentheses: "Price DECIMAL(10, 2)".
    int depth = 0;
    int split = -1;
    for (int i = int(d.size()) - 1; i >= 0 && split < 0; --i) {
        const QChar c = d[i];
        if (c == QLatin1Char(')'))
            ++depth;
        else if (c == QLatin1Char('('))
            --depth;
        else if (c.isSpace() && depth == 0)
            split = i;
    }
    if (split < 0)
        return d;
    const QString type = d.mid(split + 1);
    const QString typeWord = type.left(type.indexOf(QLatin1Char('('))).trimmed();
    if (!isTypeWord(typeWord))
        return d;   // "Unit Price": the last word is part of the name
    QString name = d.left(split).trimmed();
    for (int sp = int(name.lastIndexOf(QLatin1Char(' '))); sp > 0 && isTypeModifier(name.mid(sp + 1));
         sp = int(name.lastIndexOf(QLatin1Char(' '))))
        name = name.left(sp).trimmed();
    return name;
}

// ---- Keys and completion --------------------------------------------------

void SqlEditor::keyPressEvent(QKeyEvent *event)
{
    const bool ctrl = event->modifiers().testFlag(Qt::ControlModifier);
    const int key = event->key();
    if (ctrl && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
        m_completer->popup()->hide();
        Q_EMIT runRequested(toPlainText());
        event->accept();
        return;
    }
    if (m_completer->popup()->isVisible()) {
        switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab:
            // The completer forwards keys to us first; ignoring these lets it
            // accept or dismiss the popup itself.
            event->ignore();
            return;
        default: break;
        }
    }
    if (ctrl && key == Qt::Key_Space) {
        showCompletion(true);
        event->accept();
        return;
    }

    QPlainTextEdit::keyPressEvent(event);

    const QString typed = event->text();
    const bool typedIdentifier = !typed.isEmpty() && isIdentifierChar(typed.back()) && !ctrl;
    if (typedIdentifier || (m_completer->popup()->isVisible() && key == Qt::Key_Backspace))
        showCompletion(false);
    else if (!typed.isEmpty() || key == Qt::Key_Left || key == Qt::Key_Right)
        m_completer->popup()->hide();
}

QString SqlEditor::identifierBeforeCursor() const
{
    const QTextCursor cursor = textCursor();
    const QString line = cursor.block().text();
    const int end = cursor.positionInBlock();
    int start = end;
    while (start > 0 && isIdentifierChar(line[start - 1]))
        --start;
    const QString word = line.mid(start, end - start);
    return !word.isEmpty() && word.front().isDigit() ? QString() : word;
}

void SqlEditor::showCompletion(bool forced)
{
    QAbstractItemView *popup = m_completer->popup();
    const QString prefix = identifierBeforeCursor();
    if (!forced && prefix.size() < kCompletionMinLetters) {
        popup->hide();
        return;
    }
    m_completer->setCompletionPrefix(prefix);
    const int count = m_completer->completionCount();
    const bool alreadyComplete =
        count == 1 && m_completer->currentCompletion().compare(prefix, Qt::CaseInsensitive) == 0;
    if (count == 0 || (!forced && alreadyComplete)) {
        popup->hide();
        return;
    }
    popup->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect rect = cursorRect();
    rect.translate(viewport()->pos());   // cursorRect() is in viewport coordinates; the completer's widget is us
    rect.setWidth(popup->sizeHintForColumn(0) + popup->verticalScrollBar()->sizeHint().width());
    m_completer->complete(rect);
}

void SqlEditor::insertCompletion(const QString &name)
{
    QTextCursor cursor = textCursor();
    const int prefixLength = int(identifierBeforeCursor().size());
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, prefixLength);
    // An opening quote the user already typed belongs to the name we insert,
    // and so does its closing twin right after the cursor.
    const QString text = toPlainText();
    const int start = cursor.selectionStart();
    const int end = cursor.selectionEnd();
    if (start > 0) {
        const QChar open = text[start - 1];
        const QChar close = open == QLatin1Char('[') ? QLatin1Char(']') : open;
        if (open == QLatin1Char('"') || open == QLatin1Char('[') || open == QLatin1Char('`')) {
            cursor.setPosition(start - 1);
            cursor.setPosition(end < text.size() && text[end] == close ? end + 1 : end, QTextCursor::KeepAnchor);
        }
    }
    cursor.insertText(quotedIfNeeded(name));
    setTextCursor(cursor);
}

// ---- Gutter ----------------------------------------------------------------

int SqlEditor::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    digits = qMax(digits, 2);   // room for two digits at once, so text does not shift at line 10
    return kGutterPadding + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void SqlEditor::updateGutterWidth()
{
    const int width = lineNumberAreaWidth();
    setViewportMargins(layoutDirection() == Qt::RightToLeft ? 0 : width, 0, 0, 0);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), width, cr.height()));
}

void SqlEditor::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void SqlEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    updateGutterWidth();
}

void SqlEditor::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    const QPalette pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::Window));
    painter.setFont(font());

    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    qreal bottom = top + blockBoundingRect(block).height();
    const int current = textCursor().blockNumber();
    const int lineHeight = fontMetrics().height();
    const int textWidth = m_gutter->width() - kGutterPadding / 2;
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            QFont f = font();
            QColor colour = pal.color(QPalette::PlaceholderText);
            if (number == m_errorBlock) {
                colour = QColor(Qt::red);
                f.setBold(true);
            } else if (number == current) {
                colour = pal.color(QPalette::Text);
            }
            painter.setFont(f);
            painter.setPen(colour);
            painter.drawText(0, qRound(top), textWidth, lineHeight, Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(number + 1));
        }
        block = block.next();
        top = bottom;
        bottom = top + blockBoundingRect(block).height();
        ++number;
    }
}

bool SqlEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_gutter) {
        if (event->type() == QEvent::Paint) {
            paintGutter(static_cast<QPaintEvent *>(event));
            return true;
        }
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QTextCursor at = cursorForPosition(QPoint(0, help->pos().y()));
            if (!m_errorMessage.isEmpty() && at.blockNumber() == m_errorBlock)
                QToolTip::showText(help->globalPos(), m_errorMessage, m_gutter);
            else
                QToolTip::hideText();
            return true;
        }
    }
    return QPlainTextEdit::eventFilter(watched, event);
}

// ---- Errors ----------------------------------------------------------------

void SqlEditor::showError(const QString &message, int line)
{
    const QString text = toPlainText();
    int lineStart = 0;
    int lineEnd = int(text.size());
    const bool lineKnown = line >= 1 && line <= blockCount();
    if (lineKnown) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        lineStart = block.position();
        lineEnd = block.position() + block.length() - 1;
    }

    // The named token, on the reported line first; "o.Foo" may be written "Foo".
    auto locate = [&](const QString &token) {
        int at = lineKnown ? findToken(text, token, lineStart, lineEnd) : -1;
        return at >= 0 ? at : findToken(text, token, 0, int(text.size()));
    };
    QString token = tokenInMessage(message);
    int start = locate(token);
    if (start < 0 && token.contains(QLatin1Char('.'))) {
        token = token.mid(token.lastIndexOf(QLatin1Char('.')) + 1);
        start = locate(token);
    }

    m_errorMessage = message;
    m_errorText = text;
    if (start >= 0) {
        setErrorRange(start, start + int(token.size()));
    } else if (lineKnown) {
        setErrorRange(lineStart, lineEnd);
    } else {
        // Nothing more precise: the whole statement, without surrounding blank space.
        int from = 0;
        int to = int(text.size());
        while (from < to && text[from].isSpace())
            ++from;
        while (to > from && text[to - 1].isSpace())
            --to;
        setErrorRange(from, to);
    }
    Q_EMIT errorShown(message);
}

void SqlEditor::setErrorRange(int start, int end)
{
    m_errorStart = start;
    m_errorEnd = end;
    m_errorBlock = document()->findBlock(start).blockNumber();

    QTextEdit::ExtraSelection selection;
    selection.cursor = QTextCursor(document());
    selection.cursor.setPosition(start);
    selection.cursor.setPosition(end, QTextCursor::KeepAnchor);
    selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    selection.format.setUnderlineColor(QColor(Qt::red));
    setExtraSelections({selection});
    m_gutter->update();
}

void SqlEditor::clearError()
{
    if (m_errorMessage.isEmpty())
        return;
    m_errorMessage.clear();
    m_errorText.clear();
    m_errorStart = m_errorEnd = m_errorBlock = -1;
    setExtraSelections({});
    m_gutter->update();
}

bool SqlEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int pos = cursorForPosition(help->pos()).position();
        if (!m_errorMessage.isEmpty() && pos >= m_errorStart && pos <= m_errorEnd)
            QToolTip::showText(help->globalPos(), m_errorMessage, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

// ---- Theme -----------------------------------------------------------------

void SqlEditor::setDarkTheme(bool dark)
{
    m_dark = dark;
#ifdef RAC_HAVE_KSYNTAXHIGHLIGHTING
    auto *highlighter = static_cast<KSyntaxHighlighting::SyntaxHighlighter *>(m_highlighter);
    highlighter->setTheme(themeFor(dark));
    highlighter->rehighlight();
#else
    static_cast<SqlHighlighter *>(m_highlighter)->setDarkTheme(dark);
#endif
    m_gutter->update();
}

void SqlEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        const bool dark = SqlHighlighter::isDarkPalette(palette());
        if (dark != m_dark)
            setDarkTheme(dark);
    }
}

} // namespace rac::ui
