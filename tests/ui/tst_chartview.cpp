// SPDX-License-Identifier: MIT
//
// ChartView: the chart type chosen from a result's shape, forced types,
// placeholders and PNG export. Runs offscreen.
#include "ChartView.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using rac::sql::SqlTable;
using rac::ui::ChartView;
using ChartType = rac::ui::ChartView::ChartType;

namespace {

SqlTable table(const QStringList &columns, const QList<QVariantList> &rows)
{
    SqlTable t;
    t.columns = columns;
    t.rows = rows;
    return t;
}

SqlTable productRevenue()
{
    return table({QStringLiteral("ProductName"), QStringLiteral("Revenue")},
                 {{QStringLiteral("Côte de Blaye"), 141396.7},
                  {QStringLiteral("Thüringer"), 80368.7},
                  {QStringLiteral("Raclette"), 71155.7},
                  {QStringLiteral("Tarte au sucre"), 47234.97}});
}

} // namespace

class TestChartView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void categoryAndNumberGiveBars();
    void idColumnsAreNotSeries();
    void monthsGiveOrderedLine();
    void yearsAndQuartersGiveLine();
    void shareColumnGivesPie();
    void forcedPieHasOneSlicePerRow();
    void forcedPieGroupsSmallSlices();
    void forcedPieNeedsPositiveValues();
    void comboBoxSwitchesType();
    void placeholderWithoutNumbers();
    void savePngWritesImage();
};

void TestChartView::categoryAndNumberGiveBars()
{
    ChartView view;
    QSignalSpy changed(&view, &ChartView::chartTypeChanged);
    view.setResult(productRevenue());
    QCOMPARE(view.chartType(), ChartType::Bar);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(view.placeholderText(), QString());

    QCOMPARE(view.chart()->series().size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(view.chart()->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 1);
    const QBarSet *set = bars->barSets().first();
    QCOMPARE(set->label(), QStringLiteral("Revenue"));
    QCOMPARE(set->count(), 4);
    QCOMPARE(set->at(0), 141396.7);
    QCOMPARE(set->at(3), 47234.97);

    const auto axes = view.chart()->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    auto *categories = qobject_cast<QBarCategoryAxis *>(axes.first());
    QVERIFY(categories);
    QCOMPARE(categories->categories(),
             QStringList({QStringLiteral("Côte de Blaye"), QStringLiteral("Thüringer"), QStringLiteral("Raclette"),
                          QStringLiteral("Tarte au sucre")}));
    QCOMPARE(view.chart()->title(), QStringLiteral("Revenue by ProductName"));
}

void TestChartView::idColumnsAreNotSeries()
{
    ChartView view;
    view.setResult(table({QStringLiteral("ProductID"), QStringLiteral("ProductName"), QStringLiteral("Units")},
                         {{qlonglong(1), QStringLiteral("Chai"), qlonglong(39)},
                          {qlonglong(2), QStringLiteral("Chang"), qlonglong(17)},
                          {qlonglong(2), QStringLiteral("Chang"), qlonglong(5)}}));
    QCOMPARE(view.chartType(), ChartType::Bar);
    auto *bars = qobject_cast<QBarSeries *>(view.chart()->series().first());
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 1);
    QCOMPARE(bars->barSets().first()->label(), QStringLiteral("Units"));
    // Repeated labels are kept apart, since an axis needs distinct categories.
    auto *categories = qobject_cast<QBarCategoryAxis *>(view.chart()->axes(Qt::Horizontal).first());
    QCOMPARE(categories->categories(),
             QStringList({QStringLiteral("Chai"), QStringLiteral("Chang"), QStringLiteral("Chang (2)")}));
}

void TestChartView::monthsGiveOrderedLine()
{
    ChartView view;
    view.setResult(table({QStringLiteral("Month"), QStringLiteral("Orders")},
                         {{QStringLiteral("1997-03"), qlonglong(5)},
                          {QStringLiteral("1997-01"), qlonglong(3)},
                          {QStringLiteral("1997-02"), qlonglong(4)}}));
    QCOMPARE(view.chartType(), ChartType::Line);
    QCOMPARE(view.chart()->series().size(), 1);
    auto *line = qobject_cast<QLineSeries *>(view.chart()->series().first());
    QVERIFY(line);
    QCOMPARE(line->count(), 3);
    // Ordered by month, whatever the query's order.
    QCOMPARE(line->at(0), QPointF(0, 3));
    QCOMPARE(line->at(1), QPointF(1, 4));
    QCOMPARE(line->at(2), QPointF(2, 5));
}

void TestChartView::yearsAndQuartersGiveLine()
{
    ChartView view;
    view.setResult(table({QStringLiteral("year"), QStringLiteral("revenue")},
                         {{qlonglong(1996), 1.0}, {qlonglong(1997), 2.0}, {qlonglong(1998), 3.0}}));
    QCOMPARE(view.chartType(), ChartType::Line);
    view.setResult(table({QStringLiteral("quarter"), QStringLiteral("revenue")},
                         {{QStringLiteral("1997-Q1"), 1.0}, {QStringLiteral("1997-Q2"), 2.0}}));
    QCOMPARE(view.chartType(), ChartType::Line);
    view.setResult(table({QStringLiteral("day"), QStringLiteral("orders")},
                         {{QStringLiteral("1997-01-01"), 1.0}, {QStringLiteral("1997-01-02 00:00:00"), 2.0}}));
    QCOMPARE(view.chartType(), ChartType::Line);
    // Plain numbers in the first column are not years.
    view.setResult(table({QStringLiteral("units"), QStringLiteral("revenue")},
                         {{qlonglong(1996), 1.0}, {qlonglong(1997), 2.0}}));
    QCOMPARE(view.chartType(), ChartType::Bar);
}

void TestChartView::shareColumnGivesPie()
{
    ChartView view;
    view.setResult(table({QStringLiteral("Category"), QStringLiteral("Revenue"), QStringLiteral("share_pct")},
                         {{QStringLiteral("Beverages"), 100.0, 50.0},
                          {QStringLiteral("Produce"), 60.0, 30.0},
                          {QStringLiteral("Seafood"), 40.0, 20.0}}));
    QCOMPARE(view.chartType(), ChartType::Pie);
    auto *pie = qobject_cast<QPieSeries *>(view.chart()->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), 3);
    QCOMPARE(pie->slices().at(0)->value(), 50.0);   // the share column, not Revenue
    QCOMPARE(pie->slices().at(0)->label(), QStringLiteral("Beverages (50.0%)"));
}

void TestChartView::forcedPieHasOneSlicePerRow()
{
    ChartView view;
    view.setResult(productRevenue());
    QCOMPARE(view.chartType(), ChartType::Bar);
    view.setRequestedType(ChartType::Pie);
    QCOMPARE(view.chartType(), ChartType::Pie);
    QCOMPARE(view.chart()->series().size(), 1);
    auto *pie = qobject_cast<QPieSeries *>(view.chart()->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), 4);
    QCOMPARE(pie->slices().at(2)->value(), 71155.7);
    QVERIFY(pie->slices().at(2)->label().startsWith(QStringLiteral("Raclette (")));
    QVERIFY(view.chart()->axes().isEmpty());

    // The choice holds for the next result.
    view.setResult(productRevenue());
    QCOMPARE(view.chartType(), ChartType::Pie);
    view.setRequestedType(ChartType::Auto);
    QCOMPARE(view.chartType(), ChartType::Bar);
}

void TestChartView::forcedPieGroupsSmallSlices()
{
    QList<QVariantList> rows;
    for (int i = 1; i <= 8; ++i)
        rows.append({QStringLiteral("p%1").arg(i), double(i)});
    ChartView view;
    view.setRequestedType(ChartType::Pie);
    view.setResult(table({QStringLiteral("name"), QStringLiteral("units")}, rows));
    auto *pie = qobject_cast<QPieSeries *>(view.chart()->series().first());
    QVERIFY(pie);
    QCOMPARE(pie->count(), 6);
    // The five largest (8, 7, 6, 5, 4), then Other = 3 + 2 + 1.
    QVERIFY(pie->slices().at(0)->label().startsWith(QStringLiteral("p8 (")));
    QVERIFY(pie->slices().at(5)->label().startsWith(QStringLiteral("Other (")));
    QCOMPARE(pie->slices().at(5)->value(), 6.0);
}

void TestChartView::forcedPieNeedsPositiveValues()
{
    ChartView view;
    view.setRequestedType(ChartType::Pie);
    view.setResult(table({QStringLiteral("name"), QStringLiteral("delta")},
                         {{QStringLiteral("a"), 5.0}, {QStringLiteral("b"), -2.0}}));
    QCOMPARE(view.chartType(), ChartType::None);
    QCOMPARE(view.placeholderText(), QStringLiteral("A pie chart needs positive values"));
    QVERIFY(view.chart()->series().isEmpty());
}

void TestChartView::comboBoxSwitchesType()
{
    ChartView view;
    view.setResult(productRevenue());
    auto *box = view.findChild<QComboBox *>();
    QVERIFY(box);
    QCOMPARE(box->count(), 4);
    QCOMPARE(box->currentText(), QStringLiteral("Auto"));
    box->setCurrentIndex(box->findText(QStringLiteral("Line")));
    QCOMPARE(view.requestedType(), ChartType::Line);
    QCOMPARE(view.chartType(), ChartType::Line);
    QVERIFY(qobject_cast<QLineSeries *>(view.chart()->series().first()));

    view.setRequestedType(ChartType::Pie);   // the box follows the API
    QCOMPARE(box->currentText(), QStringLiteral("Pie"));
}

void TestChartView::placeholderWithoutNumbers()
{
    ChartView view;
    view.setResult(SqlTable{});
    QCOMPARE(view.chartType(), ChartType::None);
    QCOMPARE(view.placeholderText(), QStringLiteral("No chart for this result"));

    view.setResult(table({QStringLiteral("a"), QStringLiteral("b")}, {}));   // columns, no rows
    QCOMPARE(view.chartType(), ChartType::None);

    view.setResult(table({QStringLiteral("City"), QStringLiteral("Country")},
                         {{QStringLiteral("Berlin"), QStringLiteral("Germany")}}));
    QCOMPARE(view.chartType(), ChartType::None);
    QCOMPARE(view.placeholderText(), QStringLiteral("No chart for this result"));
    QCOMPARE(ChartView::suggestedType(productRevenue()), ChartType::Bar);
    QCOMPARE(ChartView::suggestedType(table({QStringLiteral("total")}, {{4242.5}})), ChartType::None);

    view.setRequestedType(ChartType::Bar);   // forcing a type cannot make numbers appear
    QCOMPARE(view.chartType(), ChartType::None);
    QTemporaryDir dir;
    QVERIFY(!view.savePng(dir.filePath(QStringLiteral("none.png"))));

    view.setResult(productRevenue());
    QCOMPARE(view.chartType(), ChartType::Bar);
    view.clear();
    QCOMPARE(view.chartType(), ChartType::None);
    QVERIFY(view.chart()->series().isEmpty());
}

void TestChartView::savePngWritesImage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    ChartView hidden;   // never shown: the chart is rendered at a default size
    hidden.setResult(productRevenue());
    const QString path = dir.filePath(QStringLiteral("bars.png"));
    QVERIFY(hidden.savePng(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.size() > 1000);
    QVERIFY(bytes.startsWith("\x89PNG"));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(800, 500));

    ChartView shown;
    shown.resize(640, 480);
    shown.setResult(productRevenue());
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    const QString second = dir.filePath(QStringLiteral("shown.png"));
    QVERIFY(shown.savePng(second));
    const QImage onScreen(second);
    QVERIFY(!onScreen.isNull());
    QVERIFY(onScreen.width() > 100 && onScreen.height() > 100);
}

QTEST_MAIN(TestChartView)
#include "tst_chartview.moc"
