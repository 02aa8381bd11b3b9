// SPDX-License-Identifier: MIT
//
// SourcesPanel lists an answer's citations and asks for them to be opened;
// DocumentViewer shows a cited file with exactly the cited lines highlighted,
// and a table preview.
#include "DocumentViewer.h"
#include "SourcesPanel.h"

#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>

using rac::Citation;
using rac::ui::DocumentViewer;
using rac::ui::SourcesPanel;

namespace {

QMap<QString, QStringList> schema()
{
    return {{QStringLiteral("Orders"),
             {QStringLiteral("OrderID INTEGER"), QStringLiteral("CustomerID TEXT"), QStringLiteral("EmployeeID INTEGER"),
              QStringLiteral("OrderDate DATETIME"), QStringLiteral("ShippedDate DATETIME"), QStringLiteral("Freight NUMERIC"),
              QStringLiteral("ShipCountry TEXT")}},
            {QStringLiteral("Order Details"),
             {QStringLiteral("OrderID INTEGER"), QStringLiteral("ProductID INTEGER"), QStringLiteral("UnitPrice NUMERIC"),
              QStringLiteral("Quantity INTEGER"), QStringLiteral("Discount REAL")}},
            {QStringLiteral("Products"), {QStringLiteral("ProductID INTEGER"), QStringLiteral("ProductName TEXT")}}};
}

rac::Answer answerWithFourSources()
{
    rac::Answer a;
    a.question = QStringLiteral("Average order value in June 1997 outside the Freight campaign?");
    // 'Freight' occurs only inside a string literal: not a use of Orders.Freight.
    a.sql = QStringLiteral("SELECT SUM(od.UnitPrice * od.Quantity * (1 - od.Discount)) / COUNT(DISTINCT o.OrderID)\n"
                           "FROM Orders o JOIN \"Order Details\" od ON od.OrderID = o.OrderID\n"
                           "WHERE o.OrderDate BETWEEN '1997-06-01' AND '1997-06-30' AND o.ShipCountry <> 'Freight'");
    Citation kpi;
    kpi.kind = Citation::Kind::Chunk;
    kpi.id = QStringLiteral("kpi_definitions::chunk2");
    kpi.file = QStringLiteral("kpi_definitions.md");
    kpi.headingPath = {QStringLiteral("KPI definitions"), QStringLiteral("Average order value")};
    kpi.startLine = 12;
    kpi.endLine = 18;
    kpi.score = 0.834;
    kpi.text = QStringLiteral("AOV = revenue / distinct orders");
    Citation calendar;
    calendar.kind = Citation::Kind::Chunk;
    calendar.id = QStringLiteral("marketing_calendar::chunk0");
    calendar.file = QStringLiteral("marketing_calendar.md");
    calendar.headingPath = {QStringLiteral("Marketing calendar 1997"), QStringLiteral("Summer Beverages 1997")};
    calendar.startLine = 3;
    calendar.endLine = 9;
    calendar.score = 0;   // cited as a constraint source
    Citation orders;
    orders.kind = Citation::Kind::Table;
    orders.id = QStringLiteral("Orders");
    Citation details;
    details.kind = Citation::Kind::Table;
    details.id = QStringLiteral("Order Details");
    a.sources = {kpi, orders, calendar, details};
    return a;
}

QString numberedLines(int count)
{
    QStringList lines;
    for (int i = 1; i <= count; ++i)
        lines << QStringLiteral("line %1 of the policy text").arg(i);
    return lines.join(QLatin1Char('\n'));
}

// A double-click as a window system delivers it: press, release, double-click,
// release (item views activate on that last release).
void doubleClick(QWidget *widget, QPoint at)
{
    QTest::mouseClick(widget, Qt::LeftButton, {}, at);
    QTest::mouseDClick(widget, Qt::LeftButton, {}, at);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, at);
}

} // namespace

class TestSourcesPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void listsEveryCitation();
    void tableRowsListTheColumnsTheSqlUses();
    void activatingAChunkRequestsTheDocument();
    void activatingATableRequestsAPreview();
    void viewerHighlightsExactlyTheRequestedLines();
    void viewerScrollsTheRangeIntoView();
    void viewerShowsATablePreview();
};

void TestSourcesPanel::listsEveryCitation()
{
    SourcesPanel panel;
    panel.setSchema(schema());
    panel.setAnswer(answerWithFourSources());
    QTreeWidget *tree = panel.tree();
    QCOMPARE(tree->topLevelItemCount(), 4);

    const QTreeWidgetItem *kpi = tree->topLevelItem(0);
    QCOMPARE(kpi->text(SourcesPanel::SourceColumn), QStringLiteral("kpi_definitions.md"));
    QCOMPARE(kpi->text(SourcesPanel::DetailColumn), QStringLiteral("KPI definitions › Average order value"));
    QCOMPARE(kpi->text(SourcesPanel::LinesColumn), QStringLiteral("12–18"));
    QCOMPARE(kpi->text(SourcesPanel::ScoreColumn), QStringLiteral("0.83"));
    QVERIFY(kpi->toolTip(SourcesPanel::SourceColumn).contains(QStringLiteral("AOV = revenue")));

    const QTreeWidgetItem *calendar = tree->topLevelItem(2);
    QCOMPARE(calendar->text(SourcesPanel::SourceColumn), QStringLiteral("marketing_calendar.md"));
    QCOMPARE(calendar->text(SourcesPanel::LinesColumn), QStringLiteral("3–9"));
    QCOMPARE(calendar->text(SourcesPanel::ScoreColumn), QStringLiteral("—"));
    QCOMPARE(tree->topLevelItem(1)->text(SourcesPanel::SourceColumn), QStringLiteral("Orders"));
    QCOMPARE(tree->topLevelItem(3)->text(SourcesPanel::SourceColumn), QStringLiteral("Order Details"));

    // A new answer replaces the list.
    rac::Answer none;
    panel.setAnswer(none);
    QCOMPARE(tree->topLevelItemCount(), 0);
}

void TestSourcesPanel::tableRowsListTheColumnsTheSqlUses()
{
    SourcesPanel panel;
    panel.setSchema(schema());
    const rac::Answer answer = answerWithFourSources();
    panel.setAnswer(answer);
    QCOMPARE(panel.tree()->topLevelItem(1)->text(SourcesPanel::DetailColumn),
             QStringLiteral("columns: OrderID, OrderDate, ShipCountry"));
    QCOMPARE(panel.tree()->topLevelItem(3)->text(SourcesPanel::DetailColumn),
             QStringLiteral("columns: OrderID, UnitPrice, Quantity, Discount"));

    QCOMPARE(panel.columnsUsed(QStringLiteral("orders"), QStringLiteral("select orderid from orders")), QStringList{QStringLiteral("OrderID")});
    // Whole words only: ProductID is not a use of a column named Product, nor ShipCountry of Ship.
    QCOMPARE(panel.columnsUsed(QStringLiteral("Products"), QStringLiteral("SELECT ProductIDs FROM Products")), QStringList());
    QCOMPARE(panel.columnsUsed(QStringLiteral("Unknown"), answer.sql), QStringList());
}

void TestSourcesPanel::activatingAChunkRequestsTheDocument()
{
    SourcesPanel panel;
    panel.setSchema(schema());
    panel.setAnswer(answerWithFourSources());
    panel.resize(700, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy documents(&panel, &SourcesPanel::documentRequested);
    QSignalSpy tables(&panel, &SourcesPanel::tablePreviewRequested);

    QTreeWidget *tree = panel.tree();
    tree->setFocus();
    tree->setCurrentItem(tree->topLevelItem(0));
    QTest::keyClick(tree, Qt::Key_Return);
    QCOMPARE(documents.count(), 1);
    QCOMPARE(documents.at(0).at(0).toString(), QStringLiteral("kpi_definitions.md"));
    QCOMPARE(documents.at(0).at(1).toInt(), 12);
    QCOMPARE(documents.at(0).at(2).toInt(), 18);

    const QPoint at = tree->visualItemRect(tree->topLevelItem(2)).center();
    doubleClick(tree->viewport(), at);
    QCOMPARE(documents.count(), 2);
    QCOMPARE(documents.at(1).at(0).toString(), QStringLiteral("marketing_calendar.md"));
    QCOMPARE(documents.at(1).at(1).toInt(), 3);
    QCOMPARE(documents.at(1).at(2).toInt(), 9);
    QCOMPARE(tables.count(), 0);
}

void TestSourcesPanel::activatingATableRequestsAPreview()
{
    SourcesPanel panel;
    panel.setSchema(schema());
    panel.setAnswer(answerWithFourSources());
    panel.resize(700, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy documents(&panel, &SourcesPanel::documentRequested);
    QSignalSpy tables(&panel, &SourcesPanel::tablePreviewRequested);

    QTreeWidget *tree = panel.tree();
    doubleClick(tree->viewport(), tree->visualItemRect(tree->topLevelItem(3)).center());
    QCOMPARE(tables.count(), 1);
    QCOMPARE(tables.at(0).at(0).toString(), QStringLiteral("Order Details"));
    tree->setFocus();
    tree->setCurrentItem(tree->topLevelItem(1));
    QTest::keyClick(tree, Qt::Key_Enter);
    QCOMPARE(tables.count(), 2);
    QCOMPARE(tables.at(1).at(0).toString(), QStringLiteral("Orders"));
    QCOMPARE(documents.count(), 0);
}

void TestSourcesPanel::viewerHighlightsExactlyTheRequestedLines()
{
    DocumentViewer viewer;
    QCOMPARE(viewer.highlightedRange(), qMakePair(0, 0));
    viewer.showDocument(QStringLiteral("kpi_definitions.md"), numberedLines(40), 12, 18);
    QCOMPARE(viewer.currentFile(), QStringLiteral("kpi_definitions.md"));
    QVERIFY(!viewer.showingTable());
    QCOMPARE(viewer.highlightedRange(), qMakePair(12, 18));

    // Every highlighted block is one of lines 12..18, and each of them is.
    QSet<int> blocks;
    for (const QTextEdit::ExtraSelection &s : viewer.textView()->extraSelections()) {
        const QTextBlock first = viewer.textView()->document()->findBlock(s.cursor.selectionStart());
        const QTextBlock last = viewer.textView()->document()->findBlock(s.cursor.selectionEnd());
        for (int b = first.blockNumber(); b <= last.blockNumber(); ++b)
            blocks.insert(b + 1);
        QVERIFY(s.format.background().color().isValid());
    }
    QCOMPARE(blocks, (QSet<int>{12, 13, 14, 15, 16, 17, 18}));
    QCOMPARE(viewer.textView()->textCursor().blockNumber(), 11);   // the cursor waits on the first cited line
    QVERIFY(viewer.textView()->isReadOnly());

    // A single line, and ranges past the end of a file that changed since indexing.
    viewer.showDocument(QStringLiteral("a.md"), numberedLines(40), 5, 5);
    QCOMPARE(viewer.highlightedRange(), qMakePair(5, 5));
    viewer.showDocument(QStringLiteral("a.md"), numberedLines(40), 38, 60);
    QCOMPARE(viewer.highlightedRange(), qMakePair(38, 40));
    viewer.showDocument(QStringLiteral("a.md"), numberedLines(40), 70, 80);
    QCOMPARE(viewer.highlightedRange(), qMakePair(0, 0));
}

void TestSourcesPanel::viewerScrollsTheRangeIntoView()
{
    DocumentViewer viewer;
    viewer.resize(500, 220);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    viewer.showDocument(QStringLiteral("long.md"), numberedLines(300), 240, 243);
    QPlainTextEdit *text = viewer.textView();
    QVERIFY(text->verticalScrollBar()->value() > 0);
    // Both ends of the range are inside the viewport.
    QTextCursor start(text->document()->findBlockByNumber(239));
    QTextCursor end(text->document()->findBlockByNumber(242));
    QVERIFY(text->viewport()->rect().contains(text->cursorRect(start)));
    QVERIFY(text->viewport()->rect().contains(text->cursorRect(end)));
}

void TestSourcesPanel::viewerShowsATablePreview()
{
    DocumentViewer viewer;
    rac::sql::SqlTable rows;
    rows.columns = {QStringLiteral("ProductID"), QStringLiteral("ProductName")};
    for (int i = 1; i <= 3; ++i)
        rows.rows.append({i, QStringLiteral("Product %1").arg(i)});
    viewer.showTable(QStringLiteral("Products"), rows, schema().value(QStringLiteral("Products")));
    QVERIFY(viewer.showingTable());
    QCOMPARE(viewer.currentTable(), QStringLiteral("Products"));
    QCOMPARE(viewer.tableView()->rowCount(), 3);
    QCOMPARE(viewer.tableView()->columnCount(), 2);
    QCOMPARE(viewer.tableView()->item(2, 1)->text(), QStringLiteral("Product 3"));
    QCOMPARE(viewer.highlightedRange(), qMakePair(0, 0));

    // Back to a document from a table.
    viewer.showDocument(QStringLiteral("b.md"), numberedLines(3), 2, 3);
    QVERIFY(!viewer.showingTable());
    QCOMPARE(viewer.highlightedRange(), qMakePair(2, 3));
}

QTEST_MAIN(TestSourcesPanel)
#include "tst_sourcespanel.moc"
