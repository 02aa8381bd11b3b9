// SPDX-License-Identifier: MIT
//
// A KPI formula written for people, its signs already operators, made names the formula
// compiler reads: columns spelled in words, tables counted by their key, other definitions by
// name; formulas that would add an order's freight once per line, or read one row's value beside
// totals, are refused. Schema written here; expected formulas by hand.
#include "semantic/ProseFormula.h"

#include <QtTest>

using namespace rac;

namespace {

sql::Schema shopSchema()
{
    sql::Schema schema;
    sql::Table orders;
    orders.name = QStringLiteral("Orders");
    orders.columns = {{QStringLiteral("OrderID"), QStringLiteral("INTEGER"), true, true}, {QStringLiteral("Freight"), QStringLiteral("REAL")}};
    sql::Table lines;
    lines.name = QStringLiteral("Order Details");
    lines.columns = {{QStringLiteral("OrderID"), QStringLiteral("INTEGER"), true, true},
                     {QStringLiteral("ProductID"), QStringLiteral("INTEGER"), true, true},
                     {QStringLiteral("UnitPrice"), QStringLiteral("REAL")},
                     {QStringLiteral("Quantity"), QStringLiteral("INTEGER")},
                     {QStringLiteral("Discount"), QStringLiteral("REAL")}};
    schema.tables = {orders, lines};
    return schema;
}

std::optional<QString> named(const QString &formula, const QStringList &names = {}, const QStringList &sums = {})
{
    QString why;
    return semantic::formulaOfWords(formula, shopSchema(), names, sums, &why);
}

} // namespace

class TestProseFormula : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void columnsSpelledInWords()
    {
        QCOMPARE(named(QStringLiteral("SUM(line unit price * quantity * (1 - discount))")).value_or(QString()),
                 QStringLiteral("SUM(UnitPrice * Quantity * (1 - Discount))"));
    }

    void tablesCountedByTheirKey()
    {
        QCOMPARE(named(QStringLiteral("Net Revenue / COUNT(DISTINCT orders)"), {QStringLiteral("Net Revenue")}).value_or(QString()),
                 QStringLiteral("Net Revenue / COUNT(DISTINCT OrderID)"));
    }

    void aSumOfASumIsTheSum()
    {
        QCOMPARE(named(QStringLiteral("SUM(Order Value) / COUNT(DISTINCT orders)"), {QStringLiteral("Order Value")}, {QStringLiteral("Order Value")})
                     .value_or(QString()),
                 QStringLiteral("Order Value / COUNT(DISTINCT OrderID)"));
    }

    void wordsThatNameNothingMakeNoFormula()
    {
        QString why;
        QVERIFY(!semantic::formulaOfWords(QStringLiteral("(orders shipped on or before their required date / all orders) * 100"), shopSchema(), {}, {}, &why));
        QVERIFY2(why.contains(QLatin1String("shipped")), qPrintable(why));
    }

    void anOrdersFreightBesideLinesIsRefused()
    {
        const QString lines = QStringLiteral("Order Details");
        QVERIFY(semantic::sumsAcrossGrains(QStringLiteral("SUM({Orders.Freight}) * 1.0 / SUM({Order Details.UnitPrice} * {Order Details.Quantity})"), lines));
        // Any table above the lines: a product's stock is joined once per line too.
        QVERIFY(semantic::sumsAcrossGrains(QStringLiteral("SUM({Products.UnitsInStock}) * 1.0 / SUM({Order Details.Quantity})"), lines));
        QVERIFY(!semantic::sumsAcrossGrains(QStringLiteral("SUM({Order Details.UnitPrice}) * 1.0 / COUNT(DISTINCT {Orders.OrderID})"), lines));
        // A list price multiplied by the line's quantity is at the lines' grain.
        QVERIFY(!semantic::sumsAcrossGrains(QStringLiteral("SUM({Products.UnitPrice} * {Order Details.Quantity})"), lines));
    }

    void aSumOfARateIsRefused()
    {
        QString why;
        QVERIFY(!semantic::formulaOfWords(QStringLiteral("SUM(discount) / SUM(quantity)"), shopSchema(), {}, {}, &why));
        QVERIFY2(why.contains(QLatin1String("rate")), qPrintable(why));
        QVERIFY(semantic::formulaOfWords(QStringLiteral("SUM(quantity * (1 - discount))"), shopSchema(), {}, {}, &why));
    }

    void aColumnOutsideTheTotalsIsRefused()
    {
        QVERIFY(semantic::columnOutsideAggregates(QStringLiteral("(SUM({Order Details.UnitPrice}) + {Orders.Freight}) * 1.0 / COUNT(DISTINCT {Orders.OrderID})")));
        QVERIFY(!semantic::columnOutsideAggregates(QStringLiteral("(1 - SUM({Order Details.Discount})) * 100")));
    }
};

QTEST_GUILESS_MAIN(TestProseFormula)
#include "tst_proseformula.moc"
