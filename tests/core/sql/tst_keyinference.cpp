// SPDX-License-Identifier: MIT
//
// KeyInference on a database that declares no foreign keys: Orders.ShipVia is
// linked to Shippers because all its values are shipper ids and the names share
// "Ship"; a column whose values fall outside the key is not linked.
#include "sql/KeyInference.h"
#include "sql/QueryExecutor.h"
#include "sql/SchemaIntrospector.h"
#include "sql/SqliteDialect.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rac::sql;

class TestKeyInference : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void linksByValuesAndName()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nofk.db"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("setup"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE Shippers(ShipperID INTEGER PRIMARY KEY, CompanyName TEXT)")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE Orders(OrderID INTEGER PRIMARY KEY, ShipVia INTEGER, ShipCount INTEGER)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO Shippers VALUES (1,'A'),(2,'B')")));
            // ShipCount holds 7, which is no shipper: it must not be linked.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO Orders VALUES (10,1,1),(11,2,7),(12,2,2)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("setup"));

        auto executor = QueryExecutor::openSqlite(path);
        QVERIFY(executor.ok());
        auto schema = SchemaIntrospector::read(executor.value()->database());
        QVERIFY(schema.ok());
        Schema s = schema.value();
        QVERIFY(s.keysFrom(QStringLiteral("Orders")).isEmpty());
        KeyInference::addValueMatchedKeys(s, *executor.value(), SqliteDialect());
        const QList<ForeignKey> keys = s.keysFrom(QStringLiteral("Orders"));
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys.first().fromColumns, QStringList{QStringLiteral("ShipVia")});
        QCOMPARE(keys.first().toTable, QStringLiteral("Shippers"));
        QVERIFY(keys.first().inferred);
    }
};

QTEST_GUILESS_MAIN(TestKeyInference)
#include "tst_keyinference.moc"
