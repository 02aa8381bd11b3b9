// SPDX-License-Identifier: MIT
//
// ResultTableModel and ResultTableView: lazy fetching, numeric sorting, TSV
// copy, CSV export and the footer. Runs offscreen.
#include "ResultTableView.h"
#include "models/ResultTableModel.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using rac::sql::SqlTable;
using rac::ui::ResultTableModel;
using rac::ui::ResultTableView;

namespace {

SqlTable numbered(int rows)
{
    SqlTable table;
    table.columns = {QStringLiteral("n"), QStringLiteral("name")};
    for (int i = 0; i < rows; ++i)
        table.rows.append({qlonglong(i), QStringLiteral("row %1").arg(i)});
    return table;
}

QString readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("<cannot open>");
    return QString::fromUtf8(file.readAll());
}

void selectBlock(QTableView *view, int top, int left, int bottom, int right)
{
    QAbstractItemModel *model = view->model();
    view->selectionModel()->select(QItemSelection(model->index(top, left), model->index(bottom, right)),
                                   QItemSelectionModel::ClearAndSelect);
}

} // namespace

class TestResultTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void modelFetchesInBatches();
    void viewShowsFirstBatchThenMore();
    void modelDisplayAndRoles();
    void sortsNumbersNumerically();
    void sortFetchesAllRows();
    void selectionAsTsv();
    void ctrlCCopiesSelection();
    void exportCsvQuotesFields();
    void exportCsvWritesAllRowsInShownOrder();
    void exportCsvFailsOnBadPath();
    void footerNotesTruncation();
};

void TestResultTable::modelFetchesInBatches()
{
    ResultTableModel model;
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setResult(numbered(1000));
    QCOMPARE(model.rowCount(), 200);
    QCOMPARE(model.totalRowCount(), 1000);
    QCOMPARE(model.columnCount(), 2);
    QVERIFY(model.canFetchMore({}));

    model.fetchMore({});
    QCOMPARE(model.rowCount(), 400);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 200);   // first new row
    QCOMPARE(inserted.at(0).at(2).toInt(), 399);   // last new row
    QCOMPARE(model.index(399, 1).data().toString(), QStringLiteral("row 399"));

    model.fetchMore({});
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 1000);
    QVERIFY(!model.canFetchMore({}));
    model.fetchMore({});   // nothing left: no change
    QCOMPARE(model.rowCount(), 1000);

    model.setResult(numbered(150));   // a small result is shown at once
    QCOMPARE(model.rowCount(), 150);
    QVERIFY(!model.canFetchMore({}));
}

void TestResultTable::viewShowsFirstBatchThenMore()
{
    ResultTableView view;
    view.setResult(numbered(1000));
    QAbstractItemModel *shown = view.tableView()->model();
    QCOMPARE(shown->rowCount(), 200);
    QVERIFY(shown->canFetchMore({}));
    shown->fetchMore({});
    QCOMPARE(shown->rowCount(), 400);
    QCOMPARE(shown->index(250, 0).data().toString(), QStringLiteral("250"));
}

void TestResultTable::modelDisplayAndRoles()
{
    SqlTable table;
    table.columns = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    table.rows.append({0.1 + 0.2, QVariant(), 18.0});
    table.rows.append({1234.5, QStringLiteral("text"), qlonglong(7)});
    ResultTableModel model;
    model.setResult(table);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("b"));
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("0.3"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("NULL"));
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("18"));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("1234.5"));
    QCOMPARE(model.index(0, 0).data(Qt::EditRole).toDouble(), 0.1 + 0.2);   // raw value kept
    QCOMPARE(model.index(1, 2).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    QCOMPARE(model.index(1, 1).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignLeft | Qt::AlignVCenter));
    QCOMPARE(ResultTableModel::exportText(0.1 + 0.2), QStringLiteral("0.30000000000000004"));
    QCOMPARE(ResultTableModel::exportText(1000000.0), QStringLiteral("1000000"));
}

void TestResultTable::sortsNumbersNumerically()
{
    SqlTable table;
    table.columns = {QStringLiteral("qty"), QStringLiteral("code")};
    table.rows.append({qlonglong(10), QStringLiteral("10")});
    table.rows.append({qlonglong(2), QStringLiteral("9")});
    table.rows.append({QVariant(), QStringLiteral("abc")});
    table.rows.append({33.5, QStringLiteral("100")});
    ResultTableView view;
    view.setResult(table);
    QTableView *t = view.tableView();
    // The query's order until the user sorts.
    QCOMPARE(t->model()->index(0, 0).data().toString(), QStringLiteral("10"));

    t->sortByColumn(0, Qt::AscendingOrder);
    QStringList shown;
    for (int r = 0; r < 4; ++r)
        shown << t->model()->index(r, 0).data().toString();
    QCOMPARE(shown, QStringList({QStringLiteral("NULL"), QStringLiteral("2"), QStringLiteral("10"),
                                 QStringLiteral("33.5")}));

    // Numeric text sorts by value too, and before words.
    t->sortByColumn(1, Qt::AscendingOrder);
    shown.clear();
    for (int r = 0; r < 4; ++r)
        shown << t->model()->index(r, 1).data().toString();
    QCOMPARE(shown, QStringList({QStringLiteral("9"), QStringLiteral("10"), QStringLiteral("100"),
                                 QStringLiteral("abc")}));

    t->sortByColumn(0, Qt::DescendingOrder);
    QCOMPARE(t->model()->index(0, 0).data().toString(), QStringLiteral("33.5"));

    view.setResult(table);   // a new result comes in the query's order again
    QCOMPARE(t->model()->index(0, 0).data().toString(), QStringLiteral("10"));
}

void TestResultTable::sortFetchesAllRows()
{
    ResultTableView view;
    view.setResult(numbered(1000));
    view.tableView()->sortByColumn(0, Qt::DescendingOrder);
    QCOMPARE(view.tableView()->model()->rowCount(), 1000);
    QCOMPARE(view.tableView()->model()->index(0, 0).data().toString(), QStringLiteral("999"));
}

void TestResultTable::selectionAsTsv()
{
    SqlTable table;
    table.columns = {QStringLiteral("Product"), QStringLiteral("Revenue"), QStringLiteral("Qty")};
    table.rows.append({QStringLiteral("Chai"), 12.5, qlonglong(3)});
    table.rows.append({QStringLiteral("Chang"), 20.0, qlonglong(7)});
    table.rows.append({QStringLiteral("Tofu\tfirm"), QVariant(), qlonglong(1)});
    ResultTableView view;
    view.setResult(table);
    QCOMPARE(view.selectionAsTsv(), QString());   // nothing selected

    selectBlock(view.tableView(), 0, 0, 1, 1);
    QCOMPARE(view.selectionAsTsv(), QStringLiteral("Product\tRevenue\nChai\t12.5\nChang\t20\n"));

    // A tab inside a value and a NULL cannot break the columns.
    selectBlock(view.tableView(), 2, 0, 2, 1);
    QCOMPARE(view.selectionAsTsv(), QStringLiteral("Product\tRevenue\nTofu firm\t\n"));
}

void TestResultTable::ctrlCCopiesSelection()
{
    SqlTable table;
    table.columns = {QStringLiteral("a"), QStringLiteral("b")};
    table.rows.append({qlonglong(1), QStringLiteral("x")});
    table.rows.append({qlonglong(2), QStringLiteral("y")});
    ResultTableView view;
    view.setResult(table);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    selectBlock(view.tableView(), 0, 0, 1, 1);
    QGuiApplication::clipboard()->clear();

    QTest::keyClick(view.tableView(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("a\tb\n1\tx\n2\ty\n"));
}

void TestResultTable::exportCsvQuotesFields()
{
    SqlTable table;
    table.columns = {QStringLiteral("Name"), QStringLiteral("Note"), QStringLiteral("Amount")};
    table.rows.append({QStringLiteral("Chai"), QStringLiteral("Tea, black"), 18.0});
    table.rows.append({QStringLiteral("Chef's \"Best\""), QVariant(), 2.5});
    table.rows.append({QStringLiteral("Two\nlines"), QStringLiteral("x"), qlonglong(1000000)});
    ResultTableView view;
    view.setResult(table);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(view.exportCsv(path));
    QCOMPARE(readAll(path), QStringLiteral("Name,Note,Amount\r\n"
                                           "Chai,\"Tea, black\",18\r\n"
                                           "\"Chef's \"\"Best\"\"\",,2.5\r\n"
                                           "\"Two\nlines\",x,1000000\r\n"));
}

void TestResultTable::exportCsvWritesAllRowsInShownOrder()
{
    ResultTableView view;
    view.setResult(numbered(450));
    QCOMPARE(view.tableView()->model()->rowCount(), 200);   // only a batch is fetched

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all.csv"));
    QVERIFY(view.exportCsv(path));
    QStringList lines = readAll(path).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 452);   // header, 450 rows, and the empty rest after the last CRLF
    QCOMPARE(lines[0], QStringLiteral("n,name"));
    QCOMPARE(lines[1], QStringLiteral("0,row 0"));
    QCOMPARE(lines[450], QStringLiteral("449,row 449"));

    view.tableView()->sortByColumn(0, Qt::DescendingOrder);
    QVERIFY(view.exportCsv(path));
    lines = readAll(path).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 452);
    QCOMPARE(lines[1], QStringLiteral("449,row 449"));
    QCOMPARE(lines[450], QStringLiteral("0,row 0"));
}

void TestResultTable::exportCsvFailsOnBadPath()
{
    ResultTableView view;
    view.setResult(numbered(3));
    QVERIFY(!view.exportCsv(QStringLiteral("/nonexistent-dir/for/sure/out.csv")));
}

void TestResultTable::footerNotesTruncation()
{
    ResultTableView view;
    SqlTable table = numbered(5);
    table.elapsedMs = 12;
    view.setResult(table);
    QCOMPARE(view.footerText(), QStringLiteral("5 rows · 12 ms"));

    table.truncated = true;
    view.setResult(table);
    QVERIFY(view.footerText().contains(QStringLiteral("truncated")));

    view.clear();
    QCOMPARE(view.footerText(), QString());
}

QTEST_MAIN(TestResultTable)
#include "tst_resulttable.moc"
