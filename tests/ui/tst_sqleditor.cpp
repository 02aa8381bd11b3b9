// SPDX-License-Identifier: MIT
//
// SqlHighlighter and SqlEditor: colours and ranges, Ctrl+Enter, completion,
// error underlines and the line-number gutter. Runs offscreen.
#include "SqlEditor.h"
#include "SqlHighlighter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QSignalSpy>
#include <QStringListModel>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using rac::ui::SqlEditor;
using rac::ui::SqlHighlighter;

namespace {

struct Range {
    int start;
    int length;
    QString colour;   // #rrggbb
};

QList<Range> rangesOf(const QTextBlock &block)
{
    QList<Range> ranges;
    const QList<QTextLayout::FormatRange> formats = block.layout()->formats();
    for (const QTextLayout::FormatRange &r : formats)
        ranges.append({r.start, r.length, r.format.foreground().color().name()});
    return ranges;
}

QString describe(const QList<Range> &ranges)
{
    QStringList parts;
    for (const Range &r : ranges)
        parts << QStringLiteral("%1+%2 %3").arg(r.start).arg(r.length).arg(r.colour);
    return parts.join(QLatin1String(", "));
}

QTextCursor selectionOf(const SqlEditor &editor)
{
    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    return selections.size() == 1 ? selections.first().cursor : QTextCursor();
}

} // namespace

class TestSqlEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void highlightsKeywordStringIdentifierComment();
    void highlightsFunctionsNumbersAndBrackets();
    void blockCommentSpansLines();
    void darkThemeChangesColours();
    void editorFollowsDarkPalette();
    void ctrlEnterEmitsRunRequested();
    void completionModelHoldsTablesAndColumns();
    void columnNameDropsTheType();
    void completionPopsUpAfterThreeLettersAndQuotes();
    void ctrlSpaceForcesCompletion();
    void showErrorUnderlinesNamedColumn();
    void showErrorUnderlinesNearToken();
    void showErrorFallsBackToLine();
    void showErrorFindsQualifiedColumn();
    void editingClearsError();
    void lineNumberWidthGrows();
};

void TestSqlEditor::highlightsKeywordStringIdentifierComment()
{
    QTextDocument document;
    SqlHighlighter highlighter(&document);
    highlighter.setDarkTheme(false);
    document.setPlainText(QStringLiteral("SELECT 'it''s', \"Order Details\".Qty -- total"));
    highlighter.rehighlight();

    const QList<Range> ranges = rangesOf(document.firstBlock());
    QCOMPARE(ranges.size(), 4);
    // SELECT
    QCOMPARE(ranges[0].start, 0);
    QCOMPARE(ranges[0].length, 6);
    QCOMPARE(ranges[0].colour, QStringLiteral("#0033b3"));
    // 'it''s': the doubled quote does not end the string
    QCOMPARE(ranges[1].start, 7);
    QCOMPARE(ranges[1].length, 7);
    QCOMPARE(ranges[1].colour, QStringLiteral("#067d17"));
    // "Order Details", quotes included; .Qty is plain
    QCOMPARE(ranges[2].start, 16);
    QCOMPARE(ranges[2].length, 15);
    QCOMPARE(ranges[2].colour, QStringLiteral("#871094"));
    // -- total
    QCOMPARE(ranges[3].start, 36);
    QCOMPARE(ranges[3].length, 8);
    QCOMPARE(ranges[3].colour, QStringLiteral("#8c8c8c"));
    QVERIFY(highlighter.formatFor(SqlHighlighter::Role::Keyword).fontWeight() == QFont::Bold);
}

void TestSqlEditor::highlightsFunctionsNumbersAndBrackets()
{
    QTextDocument document;
    SqlHighlighter highlighter(&document);
    highlighter.setDarkTheme(false);
    document.setPlainText(
        QStringLiteral("SELECT SUM(Quantity), strftime('%Y', OrderDate) AS y, 3.5e2, date FROM [Order Details]"));
    highlighter.rehighlight();

    const QList<Range> ranges = rangesOf(document.firstBlock());
    const QString keyword = QStringLiteral("#0033b3");
    const QString function = QStringLiteral("#7a3e9d");
    const QString string = QStringLiteral("#067d17");
    const QString number = QStringLiteral("#1750eb");
    const QString identifier = QStringLiteral("#871094");
    // `date` is not followed by "(", so it is a plain name here.
    const QList<Range> expected = {{0, 6, keyword},  {7, 3, function},  {22, 8, function},
                                   {31, 4, string},  {48, 2, keyword},  {54, 5, number},
                                   {66, 4, keyword}, {71, 15, identifier}};
    QCOMPARE(describe(ranges), describe(expected));
}

void TestSqlEditor::blockCommentSpansLines()
{
    QTextDocument document;
    SqlHighlighter highlighter(&document);
    highlighter.setDarkTheme(false);
    document.setPlainText(QStringLiteral("SELECT /* first\nsecond */ 42\n'open\nstill' x"));
    highlighter.rehighlight();

    QTextBlock block = document.firstBlock();
    QCOMPARE(describe(rangesOf(block)), QStringLiteral("0+6 #0033b3, 7+8 #8c8c8c"));
    block = block.next();
    QCOMPARE(describe(rangesOf(block)), QStringLiteral("0+9 #8c8c8c, 10+2 #1750eb"));
    block = block.next();
    QCOMPARE(describe(rangesOf(block)), QStringLiteral("0+5 #067d17"));
    block = block.next();
    QCOMPARE(describe(rangesOf(block)), QStringLiteral("0+6 #067d17"));
}

void TestSqlEditor::darkThemeChangesColours()
{
    QTextDocument document;
    SqlHighlighter highlighter(&document);
    highlighter.setDarkTheme(false);
    document.setPlainText(QStringLiteral("SELECT 1"));
    highlighter.rehighlight();
    QCOMPARE(rangesOf(document.firstBlock()).first().colour, QStringLiteral("#0033b3"));

    highlighter.setDarkTheme(true);   // re-highlights by itself
    QVERIFY(highlighter.isDarkTheme());
    QCOMPARE(describe(rangesOf(document.firstBlock())), QStringLiteral("0+6 #cc7832, 7+1 #6897bb"));
}

void TestSqlEditor::editorFollowsDarkPalette()
{
#ifdef RAC_HAVE_KSYNTAXHIGHLIGHTING
    QSKIP("The editor uses KSyntaxHighlighting's colours in this build");
#else
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT 1"));
    QPalette dark = editor.palette();
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Text, QColor(220, 220, 220));
    editor.setPalette(dark);
    QCOMPARE(rangesOf(editor.document()->firstBlock()).first().colour, QStringLiteral("#cc7832"));
#endif
}

void TestSqlEditor::ctrlEnterEmitsRunRequested()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT 1"));
    editor.moveCursor(QTextCursor::End);
    QSignalSpy spy(&editor, &SqlEditor::runRequested);

    QTest::keyClick(&editor, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("SELECT 1"));
    QTest::keyClick(&editor, Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(editor.toPlainText(), QStringLiteral("SELECT 1"));   // no newline typed

    QTest::keyClick(&editor, Qt::Key_Return);   // a plain Return is a newline
    QCOMPARE(spy.count(), 2);
    QCOMPARE(editor.toPlainText(), QStringLiteral("SELECT 1\n"));
}

void TestSqlEditor::completionModelHoldsTablesAndColumns()
{
    SqlEditor editor;
    editor.setSchema({{QStringLiteral("Order Details"),
                       {QStringLiteral("OrderID INTEGER"), QStringLiteral("UnitPrice NUMERIC"),
                        QStringLiteral("Quantity INTEGER")}},
                      {QStringLiteral("Orders"),
                       {QStringLiteral("OrderID INTEGER"), QStringLiteral("OrderDate DATETIME")}}});
    auto *model = qobject_cast<QStringListModel *>(editor.completer()->model());
    QVERIFY(model);
    const QStringList names = model->stringList();
    QCOMPARE(names, QStringList({QStringLiteral("Order Details"), QStringLiteral("OrderDate"),
                                 QStringLiteral("OrderID"), QStringLiteral("Orders"), QStringLiteral("Quantity"),
                                 QStringLiteral("UnitPrice")}));
}

void TestSqlEditor::columnNameDropsTheType()
{
    QCOMPARE(SqlEditor::columnName(QStringLiteral("UnitPrice NUMERIC")), QStringLiteral("UnitPrice"));
    QCOMPARE(SqlEditor::columnName(QStringLiteral("Unit Price REAL")), QStringLiteral("Unit Price"));
    QCOMPARE(SqlEditor::columnName(QStringLiteral("Unit Price")), QStringLiteral("Unit Price"));
    QCOMPARE(SqlEditor::columnName(QStringLiteral("Price DECIMAL(10, 2)")), QStringLiteral("Price"));
    QCOMPARE(SqlEditor::columnName(QStringLiteral("Big UNSIGNED BIG INT")), QStringLiteral("Big"));
    QCOMPARE(SqlEditor::columnName(QStringLiteral("Photo")), QStringLiteral("Photo"));
}

void TestSqlEditor::completionPopsUpAfterThreeLettersAndQuotes()
{
    SqlEditor editor;
    editor.setSchema({{QStringLiteral("Order Details"), {QStringLiteral("OrderID INTEGER")}},
                      {QStringLiteral("Customers"), {QStringLiteral("CompanyName TEXT")}}});
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QAbstractItemView *popup = editor.completer()->popup();

    QTest::keyClicks(&editor, QStringLiteral("SELECT * FROM Or"));
    QVERIFY(!popup->isVisible());   // two letters: no popup yet
    QTest::keyClicks(&editor, QStringLiteral("d"));
    QVERIFY(popup->isVisible());
    QCOMPARE(editor.completer()->completionPrefix(), QStringLiteral("Ord"));
    QCOMPARE(editor.completer()->completionCount(), 2);   // Order Details, OrderID
    QCOMPARE(popup->currentIndex().data().toString(), QStringLiteral("Order Details"));

    QTest::keyClick(popup, Qt::Key_Return);
    QVERIFY(!popup->isVisible());
    QCOMPARE(editor.toPlainText(), QStringLiteral("SELECT * FROM \"Order Details\""));

    // A plain identifier is inserted as is; a quote the user opened is reused.
    editor.clear();
    QTest::keyClicks(&editor, QStringLiteral("SELECT Comp"));
    QVERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Tab);
    QCOMPARE(editor.toPlainText(), QStringLiteral("SELECT CompanyName"));

    editor.clear();
    QTest::keyClicks(&editor, QStringLiteral("FROM \"Orde"));
    QVERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Return);
    QCOMPARE(editor.toPlainText(), QStringLiteral("FROM \"Order Details\""));
}

void TestSqlEditor::ctrlSpaceForcesCompletion()
{
    SqlEditor editor;
    editor.setSchema({{QStringLiteral("Customers"), {QStringLiteral("CompanyName TEXT")}}});
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTest::keyClicks(&editor, QStringLiteral("SELECT C"));
    QVERIFY(!editor.completer()->popup()->isVisible());
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(editor.completer()->popup()->isVisible());
    QCOMPARE(editor.completer()->completionCount(), 2);
    QCOMPARE(editor.toPlainText(), QStringLiteral("SELECT C"));   // no space typed
    QTest::keyClick(editor.completer()->popup(), Qt::Key_Escape);
    QVERIFY(!editor.completer()->popup()->isVisible());
}

void TestSqlEditor::showErrorUnderlinesNamedColumn()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT Foo, Food\nFROM Orders"));
    QSignalSpy spy(&editor, &SqlEditor::errorShown);
    const QString message = QStringLiteral("no such column: Foo Unable to execute statement");
    editor.showError(message);

    const QTextCursor underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 7);
    QCOMPARE(underline.selectionEnd(), 10);
    const QTextCharFormat format = editor.extraSelections().first().format;
    QCOMPARE(format.underlineStyle(), QTextCharFormat::WaveUnderline);
    QCOMPARE(format.underlineColor(), QColor(Qt::red));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), message);
    QCOMPARE(editor.errorMessage(), message);

    editor.clearError();
    QVERIFY(editor.extraSelections().isEmpty());
    QVERIFY(editor.errorMessage().isEmpty());
}

void TestSqlEditor::showErrorUnderlinesNearToken()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT * FROM Orders ORDER Quantity"));
    editor.showError(QStringLiteral("near \"Quantity\": syntax error"));
    const QTextCursor underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 27);
    QCOMPARE(underline.selectionEnd(), 35);
}

void TestSqlEditor::showErrorFallsBackToLine()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT 1\nFROM x\n"));
    editor.showError(QStringLiteral("database is locked"), 2);
    QTextCursor underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 9);
    QCOMPARE(underline.selectionEnd(), 15);

    // No line and no token: the whole statement, without the trailing newline.
    editor.showError(QStringLiteral("interrupted"));
    underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 0);
    QCOMPARE(underline.selectionEnd(), 15);
}

void TestSqlEditor::showErrorFindsQualifiedColumn()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT o.Foo FROM Orders o"));
    editor.showError(QStringLiteral("no such column: o.Foo"));
    QTextCursor underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 7);
    QCOMPARE(underline.selectionEnd(), 12);

    // Written with quotes in the SQL: the bare name is found.
    editor.setPlainText(QStringLiteral("SELECT o.\"Foo\" FROM Orders o"));
    editor.showError(QStringLiteral("no such column: o.Foo"));
    underline = selectionOf(editor);
    QCOMPARE(underline.selectionStart(), 10);
    QCOMPARE(underline.selectionEnd(), 13);
}

void TestSqlEditor::editingClearsError()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT Foo FROM Orders"));
    editor.showError(QStringLiteral("no such column: Foo"));
    QCOMPARE(editor.extraSelections().size(), 1);
    QCoreApplication::processEvents();   // the highlighter's first, delayed pass is not an edit
    QCOMPARE(editor.extraSelections().size(), 1);
    editor.setDarkTheme(true);   // nor is re-highlighting
    QCOMPARE(editor.extraSelections().size(), 1);
    editor.moveCursor(QTextCursor::End);
    editor.insertPlainText(QStringLiteral(" o"));
    QVERIFY(editor.extraSelections().isEmpty());
    QVERIFY(editor.errorMessage().isEmpty());
}

void TestSqlEditor::lineNumberWidthGrows()
{
    SqlEditor editor;
    editor.resize(400, 300);
    const int digit = editor.fontMetrics().horizontalAdvance(QLatin1Char('9'));
    const int narrow = editor.lineNumberAreaWidth();   // room for two digits

    QStringList lines;
    for (int i = 1; i <= 1000; ++i)
        lines << QStringLiteral("SELECT %1;").arg(i);
    editor.setPlainText(lines.join(QLatin1Char('\n')));
    QCOMPARE(editor.blockCount(), 1000);
    const int wide = editor.lineNumberAreaWidth();
    QCOMPARE(wide - narrow, 2 * digit);   // four digits instead of two
    QVERIFY(editor.viewport()->geometry().left() >= wide);   // the text starts right of the gutter
}

QTEST_MAIN(TestSqlEditor)
#include "tst_sqleditor.moc"
