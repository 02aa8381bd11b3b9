// SPDX-License-Identifier: MIT
//
// The bundled northwind.db: regenerating it with the project's generator at
// scale 1 gives the same content (a checksum over every table's rows, not the
// file bytes), the classic schema names are there, the data has the promised
// shape, and --scale multiplies the orders.
#include <QCryptographicHash>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kGenerator = QStringLiteral(RAC_BINARY_DIR "/northwind-gen");
const QString kBundled = QStringLiteral(RAC_SOURCE_DIR "/northwind.db");

QSqlDatabase openDb(const QString &path, const QString &name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    db.open();
    return db;
}

QStringList tables(QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"), db);
    while (q.next())
        names << q.value(0).toString();
    return names;
}

QByteArray contentChecksum(QSqlDatabase &db)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &t : tables(db)) {
        hash.addData(t.toUtf8());
        QSqlQuery q(QStringLiteral("SELECT * FROM \"%1\" ORDER BY 1, 2").arg(t), db);
        while (q.next()) {
            for (int i = 0; i < q.record().count(); ++i)
                hash.addData(q.value(i).toString().toUtf8() + '\x1f');
            hash.addData("\n");
        }
    }
    return hash.result().toHex();
}

qint64 scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(sql, db);
    return q.next() ? q.value(0).toLongLong() : -1;
}

int generate(const QString &out, const QStringList &extra = {})
{
    return QProcess::execute(kGenerator, QStringList{QStringLiteral("--out"), out} + extra);
}

} // namespace

class TestNorthwind : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void regeneratingGivesTheSameContent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fresh.db"));
        QCOMPARE(generate(path), 0);
        QSqlDatabase fresh = openDb(path, QStringLiteral("fresh"));
        QSqlDatabase bundled = openDb(kBundled, QStringLiteral("bundled"));
        QVERIFY(fresh.isOpen() && bundled.isOpen());
        QCOMPARE(contentChecksum(fresh), contentChecksum(bundled));
    }

    void classicSchemaNames()
    {
        QSqlDatabase db = openDb(kBundled, QStringLiteral("schema"));
        const QStringList expected = {QStringLiteral("Categories"), QStringLiteral("Customers"), QStringLiteral("Employees"),
                                      QStringLiteral("EmployeeTerritories"), QStringLiteral("Order Details"),
                                      QStringLiteral("Orders"), QStringLiteral("Products"), QStringLiteral("Regions"),
                                      QStringLiteral("Shippers"), QStringLiteral("Suppliers"), QStringLiteral("Territories")};
        for (const QString &t : expected)
            QVERIFY2(tables(db).contains(t), qPrintable(t));
        const QList<QPair<QString, QStringList>> columns = {
            {QStringLiteral("Orders"), {QStringLiteral("OrderID"), QStringLiteral("CustomerID"), QStringLiteral("EmployeeID"),
                                        QStringLiteral("OrderDate"), QStringLiteral("ShippedDate"), QStringLiteral("ShipVia"),
                                        QStringLiteral("Freight")}},
            {QStringLiteral("Order Details"), {QStringLiteral("OrderID"), QStringLiteral("ProductID"),
                                               QStringLiteral("UnitPrice"), QStringLiteral("Quantity"), QStringLiteral("Discount")}},
            {QStringLiteral("Products"), {QStringLiteral("ProductName"), QStringLiteral("CategoryID"), QStringLiteral("SupplierID"),
                                          QStringLiteral("UnitPrice"), QStringLiteral("UnitsInStock"), QStringLiteral("UnitsOnOrder"),
                                          QStringLiteral("ReorderLevel"), QStringLiteral("Discontinued")}},
            {QStringLiteral("Customers"), {QStringLiteral("CustomerID"), QStringLiteral("CompanyName"), QStringLiteral("City"),
                                           QStringLiteral("Country")}},
            {QStringLiteral("Employees"), {QStringLiteral("FirstName"), QStringLiteral("LastName"), QStringLiteral("Title")}},
        };
        for (const auto &[table, cols] : columns) {
            const QSqlRecord record = db.record(QStringLiteral("\"%1\"").arg(table));
            for (const QString &c : cols)
                QVERIFY2(record.indexOf(c) >= 0, qPrintable(table + QLatin1Char('.') + c));
        }
    }

    void dataHasTheClassicShape()
    {
        QSqlDatabase db = openDb(kBundled, QStringLiteral("shape"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM Categories")), 8);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM Products")), 77);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM Shippers")), 3);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM Employees")), 9);
        const qint64 orders = scalar(db, QStringLiteral("SELECT COUNT(*) FROM Orders"));
        QVERIFY(orders >= 800 && orders <= 860);
        const qint64 lines = scalar(db, QStringLiteral("SELECT COUNT(*) FROM \"Order Details\""));
        QVERIFY(lines >= 2000 && lines <= 2300);
        QSqlQuery range(QStringLiteral("SELECT MIN(OrderDate), MAX(OrderDate) FROM Orders"), db);
        QVERIFY(range.next());
        QCOMPARE(range.value(0).toString(), QStringLiteral("1996-07-04 00:00:00"));
        QCOMPARE(range.value(1).toString(), QStringLiteral("1998-05-06 00:00:00"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM \"Order Details\" WHERE CAST(ROUND(Discount * 100) AS INTEGER) "
                                           "NOT IN (0, 5, 10, 15, 20, 25)")),
                 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(DISTINCT Country) FROM Customers")) >= 20);
    }

    void scaleMultipliesOrders()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x2.db"));
        QCOMPARE(generate(path, {QStringLiteral("--scale"), QStringLiteral("2")}), 0);
        QSqlDatabase scaled = openDb(path, QStringLiteral("x2"));
        QSqlDatabase bundled = openDb(kBundled, QStringLiteral("x1"));
        QCOMPARE(scalar(scaled, QStringLiteral("SELECT COUNT(*) FROM Orders")),
                 2 * scalar(bundled, QStringLiteral("SELECT COUNT(*) FROM Orders")));
        QCOMPARE(scalar(scaled, QStringLiteral("SELECT COUNT(*) FROM Products")), 77);
    }

    void badArgumentsAreRefused()
    {
        QCOMPARE(QProcess::execute(kGenerator, {QStringLiteral("--scale"), QStringLiteral("zero")}), 2);
    }
};

QTEST_GUILESS_MAIN(TestNorthwind)
#include "tst_northwind.moc"
