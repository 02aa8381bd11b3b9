// SPDX-License-Identifier: MIT
//
// KeyInference on a database that declares no foreign keys: Orders.ShipVia is
// linked to Shippers because all its values are shipper ids and the names share
// "Ship"; a column whose values fall outside the key is not linked. A column
// named for a role (EMP.MGR) is linked to its own table's key. A database that declares no key at
// all gets the unique id columns as keys, and the columns named like them as links. A text column
// named as a table points at its key; link tables sharing a value no table keys meet on it.
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

    // The schema of a database made of `statements` (no key declared), after inference.
    static Schema inferredSchema(const QString &path, const QStringList &statements)
    {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("setup"));
            db.setDatabaseName(path);
            if (!db.open())
                return {};
            QSqlQuery q(db);
            for (const QString &sql : statements)
                if (!q.exec(sql))
                    qWarning() << "fixture statement failed:" << sql;
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("setup"));
        auto executor = QueryExecutor::openSqlite(path);
        if (!executor.ok())
            return {};
        auto schema = SchemaIntrospector::read(executor.value()->database());
        if (!schema.ok())
            return {};
        Schema s = schema.value();
        KeyInference::addValueMatchedKeys(s, *executor.value(), SqliteDialect());
        return s;
    }

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

    void linksARoleColumnToItsOwnTable()
    {
        // EMP.MGR holds employee numbers (SCOTT declares no key for it); EMP.GRADE holds small
        // numbers that are also employee numbers but its name says no row points at another.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("self.db")),
                                        {QStringLiteral("CREATE TABLE EMP(EMPNO INTEGER PRIMARY KEY, ENAME TEXT, MGR INTEGER, GRADE INTEGER)"),
                                         QStringLiteral("INSERT INTO EMP VALUES (1,'A',NULL,1),(2,'B',1,2),(3,'C',2,2),(4,'D',1,3)")});
        const QList<ForeignKey> keys = s.keysFrom(QStringLiteral("EMP"));
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys.first().fromColumns, QStringList{QStringLiteral("MGR")});
        QCOMPARE(keys.first().toTable, QStringLiteral("EMP"));
        QCOMPARE(keys.first().toColumns, QStringList{QStringLiteral("EMPNO")});
    }

    void keysATableByItsUniqueIdColumnAndLinksTheColumnsNamedLikeIt()
    {
        // No key declared anywhere (a course's script): Film.fID holds a distinct value in every
        // row, so it keys Film and Review.fID points at it; Review.rID repeats, so Review has no
        // key; Film.year is unique too, but its name says nothing of an id.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("nokeys.db")),
                                        {QStringLiteral("CREATE TABLE Film(year int, fID int, title text)"),
                                         QStringLiteral("CREATE TABLE Reader(rID int, name text)"),
                                         QStringLiteral("CREATE TABLE Review(rID int, fID int, stars int)"),
                                         QStringLiteral("INSERT INTO Film VALUES (1990, 1, 'A'), (1991, 2, 'B'), (1992, 3, 'C')"),
                                         QStringLiteral("INSERT INTO Reader VALUES (7, 'X'), (8, 'Y')"),
                                         QStringLiteral("INSERT INTO Review VALUES (7, 1, 4), (7, 2, 3), (8, 1, 5)")});
        QCOMPARE(s.table(QStringLiteral("Film"))->primaryKey(), QStringList{QStringLiteral("fID")});
        QCOMPARE(s.table(QStringLiteral("Reader"))->primaryKey(), QStringList{QStringLiteral("rID")});
        QVERIFY(s.table(QStringLiteral("Review"))->primaryKey().isEmpty());
        QStringList links;
        for (const ForeignKey &k : s.keysFrom(QStringLiteral("Review")))
            links << k.fromColumns.join(QLatin1Char(',')) + QStringLiteral("->") + k.toTable + QLatin1Char('.') + k.toColumns.join(QLatin1Char(','));
        links.sort();
        QCOMPARE(links, (QStringList{QStringLiteral("fID->Film.fID"), QStringLiteral("rID->Reader.rID")}));
    }

    void linksBothEndsOfALinkTableToTheOneTableTheyName()
    {
        // Pal(ID1, ID2) pairs pupils: each end is the pupils' key with a number added. Pal.ID1 is
        // unique here, but a key's name with a number names other rows: no key of Pal's own.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("pairs.db")),
                                        {QStringLiteral("CREATE TABLE Pupil(ID int, name text)"),
                                         QStringLiteral("CREATE TABLE Pal(ID1 int, ID2 int)"),
                                         QStringLiteral("INSERT INTO Pupil VALUES (1, 'A'), (2, 'B'), (3, 'C')"),
                                         QStringLiteral("INSERT INTO Pal VALUES (1, 2), (2, 3)")});
        QCOMPARE(s.table(QStringLiteral("Pupil"))->primaryKey(), QStringList{QStringLiteral("ID")});
        QVERIFY(s.table(QStringLiteral("Pal"))->primaryKey().isEmpty());
        QStringList links;
        for (const ForeignKey &k : s.keysFrom(QStringLiteral("Pal")))
            links << k.fromColumns.join(QLatin1Char(',')) + QStringLiteral("->") + k.toTable;
        links.sort();
        QCOMPARE(links, (QStringList{QStringLiteral("ID1->Pupil"), QStringLiteral("ID2->Pupil")}));
    }

    void keysATableWithNoIdByItsNameColumnNamedSo()
    {
        // School(sName, town) has no id: its name column, named with the table's initial and
        // unique, keys it, and Entry.sName points at it. Entry's own sName repeats: no key; the
        // plain "town" of School is no key of anything.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("names.db")),
                                        {QStringLiteral("CREATE TABLE School(sName text, town text)"),
                                         QStringLiteral("CREATE TABLE Pupil(pID int, name text)"),
                                         QStringLiteral("CREATE TABLE Entry(pID int, sName text, score int)"),
                                         QStringLiteral("INSERT INTO School VALUES ('Elm', 'Oslo'), ('Oak', 'Oslo')"),
                                         QStringLiteral("INSERT INTO Pupil VALUES (1, 'A'), (2, 'B')"),
                                         QStringLiteral("INSERT INTO Entry VALUES (1, 'Elm', 3), (2, 'Elm', 4), (2, 'Oak', 5)")});
        QCOMPARE(s.table(QStringLiteral("School"))->primaryKey(), QStringList{QStringLiteral("sName")});
        QVERIFY(s.table(QStringLiteral("Entry"))->primaryKey().isEmpty());
        QStringList links;
        for (const ForeignKey &k : s.keysFrom(QStringLiteral("Entry")))
            links << k.fromColumns.join(QLatin1Char(',')) + QStringLiteral("->") + k.toTable;
        links.sort();
        QCOMPARE(links, (QStringList{QStringLiteral("pID->Pupil"), QStringLiteral("sName->School")}));
    }

    void linksATextColumnNamedAsATableToItsKey()
    {
        // Ullman's beers shape: Serves.bar names a bar, every value one of Bars' names; "town"
        // is named as no table and stays unlinked, and a bar's name absent from Bars is no link.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("bars.db")),
                                        {QStringLiteral("CREATE TABLE Bars(name text PRIMARY KEY, town text)"),
                                         QStringLiteral("CREATE TABLE Serves(bar text, beer text, price real, PRIMARY KEY (bar, beer))"),
                                         QStringLiteral("CREATE TABLE Visits(bar text, drinker text, PRIMARY KEY (bar, drinker))"),
                                         QStringLiteral("INSERT INTO Bars VALUES ('Joe''s', 'Ely'), ('Sue''s', 'Ely')"),
                                         QStringLiteral("INSERT INTO Serves VALUES ('Joe''s', 'Bud', 3), ('Sue''s', 'Bud', 4)"),
                                         QStringLiteral("INSERT INTO Visits VALUES ('Joe''s', 'Ann'), ('Moe''s', 'Ann')")});
        const QList<ForeignKey> serves = s.keysFrom(QStringLiteral("Serves"));
        QCOMPARE(serves.size(), 1);
        QCOMPARE(serves.first().fromColumns, QStringList{QStringLiteral("bar")});
        QCOMPARE(serves.first().toTable, QStringLiteral("Bars"));
        QCOMPARE(serves.first().toColumns, QStringList{QStringLiteral("name")});
        QVERIFY(s.keysFrom(QStringLiteral("Visits")).isEmpty());
    }

    void linksLinkTablesSharingAValueNoTableKeys()
    {
        // Widom's pizza shape: Frequents and Serves meet on the pizzeria, which no table keys; it
        // is no key either (no row points at one row), and Eats, whose pizzas Serves lacks, meets
        // Serves on nothing. The person's name is a key of Person, and no shared value.
        QTemporaryDir dir;
        const Schema s = inferredSchema(dir.filePath(QStringLiteral("pizza.db")),
                                        {QStringLiteral("CREATE TABLE Person(name text PRIMARY KEY, age int)"),
                                         QStringLiteral("CREATE TABLE Frequents(name text, pizzeria text, PRIMARY KEY (name, pizzeria))"),
                                         QStringLiteral("CREATE TABLE Serves(pizzeria text, pizza text, price real, PRIMARY KEY (pizzeria, pizza))"),
                                         QStringLiteral("CREATE TABLE Eats(name text, pizza text, PRIMARY KEY (name, pizza))"),
                                         QStringLiteral("INSERT INTO Person VALUES ('Amy', 16), ('Ben', 21)"),
                                         QStringLiteral("INSERT INTO Frequents VALUES ('Amy', 'Dominos'), ('Ben', 'Sbarro')"),
                                         QStringLiteral("INSERT INTO Serves VALUES ('Dominos', 'cheese', 9.75), ('Sbarro', 'cheese', 7.75)"),
                                         QStringLiteral("INSERT INTO Eats VALUES ('Amy', 'mushroom')")});
        QStringList shared;
        for (const ForeignKey &k : s.sharedValueLinks) {
            QVERIFY(k.sharedValues);
            shared << k.fromTable + QLatin1Char('.') + k.fromColumns.join(QLatin1Char(',')) + QStringLiteral("=") + k.toTable + QLatin1Char('.')
                    + k.toColumns.join(QLatin1Char(','));
        }
        QCOMPARE(shared, QStringList{QStringLiteral("Frequents.pizzeria=Serves.pizzeria")});
        QVERIFY(s.keysFrom(QStringLiteral("Serves")).isEmpty());
        const QList<ForeignKey> path = s.joinPath(QStringLiteral("Person"), QStringLiteral("Serves"));
        QCOMPARE(path.size(), 2);
        QVERIFY(path.last().sharedValues);
    }
};

QTEST_GUILESS_MAIN(TestKeyInference)
#include "tst_keyinference.moc"
