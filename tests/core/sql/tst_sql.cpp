// SPDX-License-Identifier: MIT
//
// Tests for rac_sql: introspection, the statement guard, the read-only
// executor (time limit, cancel, row cap), the SQLite dialect and the repair
// rules. Every test runs against a tiny Northwind-like database built here in a
// QTemporaryDir, so expectations are written by hand from the data below.
#include "sql/QueryExecutor.h"
#include "sql/SchemaIntrospector.h"
#include "sql/SqlGuard.h"
#include "sql/SqlRepairer.h"
#include "sql/SqliteDialect.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace rac;
using namespace rac::sql;

namespace {

// Dates are stored in the mixed shapes real Northwind exports have.
const char *const kFixture[] = {
    "CREATE TABLE Categories (CategoryID INTEGER PRIMARY KEY, CategoryName TEXT NOT NULL, Description TEXT)",
    "CREATE TABLE Customers (CustomerID TEXT PRIMARY KEY, CompanyName TEXT NOT NULL, Country TEXT)",
    "CREATE TABLE Employees (EmployeeID INTEGER PRIMARY KEY, LastName TEXT, FirstName TEXT)",
    "CREATE TABLE Products (ProductID INTEGER PRIMARY KEY, ProductName TEXT NOT NULL,"
    " CategoryID INTEGER REFERENCES Categories(CategoryID), UnitPrice NUMERIC, Discontinued INTEGER)",
    // EmployeeID declares no foreign key: the introspector must infer it.
    "CREATE TABLE Orders (OrderID INTEGER PRIMARY KEY, CustomerID TEXT REFERENCES Customers(CustomerID),"
    " EmployeeID INTEGER, OrderDate DATETIME, Notes TEXT)",
    // REFERENCES Orders names no column: it means Orders' primary key.
    "CREATE TABLE \"Order Details\" (OrderID INTEGER NOT NULL REFERENCES Orders, ProductID INTEGER NOT NULL,"
    " UnitPrice NUMERIC, Quantity INTEGER, Discount REAL, PRIMARY KEY (OrderID, ProductID),"
    " FOREIGN KEY (ProductID) REFERENCES Products(ProductID))",
    "CREATE VIEW \"Product Sales\" AS SELECT p.ProductName, SUM(od.UnitPrice * od.Quantity) AS Sales"
    " FROM Products p JOIN \"Order Details\" od ON od.ProductID = p.ProductID GROUP BY p.ProductName",
    "CREATE VIRTUAL TABLE DocChunks USING fts5(body)",
    "INSERT INTO Categories VALUES (1, 'Beverages', 'Soft drinks'), (2, 'Condiments', 'Sauces')",
    "INSERT INTO Customers VALUES ('ALFKI', 'Alfreds Futterkiste', 'Germany'), ('BONAP', 'Bon app''', 'France')",
    "INSERT INTO Employees VALUES (1, 'Davolio', 'Nancy'), (2, 'Fuller', 'Andrew')",
    "INSERT INTO Products VALUES (1, 'Chai', 1, 18.0, 0), (2, 'Chang', 1, 19.0, 0), (3, 'Aniseed Syrup', 2, 10.0, 0)",
    "INSERT INTO Orders VALUES (10248, 'ALFKI', 1, '1997-06-05', 'please delete me later'),"
    " (10249, 'BONAP', 2, '1997-06-05 00:00:00.000', NULL), (10250, 'ALFKI', 1, '1996-12-31 00:00:00', NULL),"
    " (10251, 'BONAP', 2, '1997-11-20 00:00:00.000', NULL)",
    "INSERT INTO \"Order Details\" VALUES (10248, 1, 18.0, 12, 0), (10248, 2, 19.0, 10, 0),"
    " (10249, 3, 10.0, 5, 0.1), (10250, 1, 18.0, 20, 0), (10251, 2, 19.0, 3, 0)",
    "INSERT INTO DocChunks VALUES ('shipping policy')",
};

// Never ends: only a time limit, a cancel or a row cap can stop it.
const QString kEndless = QStringLiteral(
    "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT max(x) FROM n");

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

const ForeignKey *findKey(const Schema &schema, const QString &from, const QString &column)
{
    for (const ForeignKey &key : schema.foreignKeys) {
        if (key.fromTable == from && key.fromColumns == QStringList{column})
            return &key;
    }
    return nullptr;
}

} // namespace

class TestSql : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void introspectorReadsTablesAndColumns();
    void introspectorReadsDeclaredAndInferredKeys();
    void introspectorCountsRows();

    void guardAccepts_data();
    void guardAccepts();
    void guardRefuses_data();
    void guardRefuses();

    void executorRunsQueries();
    void executorReportsSqlErrors();
    void executorRefusesBeforeRunning();
    void executorReadsOnlyTheBusinessData_data();
    void executorReadsOnlyTheBusinessData();
    void executorBoundsOneValue();
    void executorIsReadOnlyByConstruction();
    void executorMissingFileIsNotCreated();
    void executorGarbageFileIsAnError();
    void executorTimesOut();
    void executorInterruptFromAnotherThread();
    void executorRowCapTruncates();

    void dialectQuotesAndFormats();
    void dialectDatePartsAgreeAcrossFormats();

    void repairQuotesSpacedTable();
    void repairNearestTable_data();
    void repairNearestTable();
    void repairNearestColumn_data();
    void repairNearestColumn();
    void repairQualifiesAmbiguousColumn_data();
    void repairQualifiesAmbiguousColumn();
    void repairDialectFunctions_data();
    void repairDialectFunctions();
    void repairTopToLimit_data();
    void repairTopToLimit();
    void repairAggregateToHaving_data();
    void repairAggregateToHaving();
    void repairGivesUp_data();
    void repairGivesUp();
    void repairLoopFixesSeveralMistakes();

private:
    // The message SQLite gives for `sql` on the fixture (asserted by callers).
    QString sqliteMessage(const QString &sql);
    void checkRepair(const QString &broken, const QString &message, const QString &rule, const QString &expected);

    QTemporaryDir m_dir;
    QString m_dbPath;
    std::unique_ptr<QueryExecutor> m_exec;
    Schema m_schema;
    SqliteDialect m_dialect;
};

void TestSql::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_dbPath = m_dir.filePath(QStringLiteral("northwind.db"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(m_dbPath);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const char *statement : kFixture)
            QVERIFY2(query.exec(QLatin1String(statement)), qPrintable(query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
}

void TestSql::init()
{
    auto opened = QueryExecutor::openSqlite(m_dbPath);
    QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().toString()));
    m_exec = std::move(opened).value();
    auto schema = SchemaIntrospector::read(m_exec->database());
    QVERIFY2(schema.ok(), qPrintable(schema.ok() ? QString() : schema.error().toString()));
    m_schema = schema.value();
}

void TestSql::cleanup()
{
    m_exec.reset();
}

// --- Introspection ----------------------------------------------------------

void TestSql::introspectorReadsTablesAndColumns()
{
    // Catalogue order; no sqlite_ tables and none of the FTS shadow tables
    // (DocChunks_data, DocChunks_idx, DocChunks_content, ...).
    QCOMPARE(m_schema.tableNames(),
             (QStringList{"Categories", "Customers", "Employees", "Products", "Orders", "Order Details",
                          "Product Sales", "DocChunks"}));

    const Table *details = m_schema.table(QStringLiteral("order details"));
    QVERIFY(details);
    QCOMPARE(details->name, QStringLiteral("Order Details"));
    QVERIFY(!details->isView);
    QStringList names;
    for (const Column &column : details->columns)
        names << column.name;
    QCOMPARE(names, (QStringList{"OrderID", "ProductID", "UnitPrice", "Quantity", "Discount"}));
    QCOMPARE(details->primaryKey(), (QStringList{"OrderID", "ProductID"}));
    QVERIFY(details->column(QStringLiteral("OrderID"))->notNull);
    QCOMPARE(details->column(QStringLiteral("UnitPrice"))->declaredType, QStringLiteral("NUMERIC"));
    QVERIFY(!details->column(QStringLiteral("Quantity"))->primaryKey);

    const Table *orders = m_schema.table(QStringLiteral("Orders"));
    QVERIFY(orders);
    QCOMPARE(orders->primaryKey(), QStringList{"OrderID"});
    QCOMPARE(orders->column(QStringLiteral("OrderDate"))->declaredType, QStringLiteral("DATETIME"));
    QCOMPARE(orders->rowCount, qint64(-1));

    const Table *view = m_schema.table(QStringLiteral("Product Sales"));
    QVERIFY(view);
    QVERIFY(view->isView);
    QCOMPARE(view->columns.size(), 2);
    QCOMPARE(view->columns.at(0).name, QStringLiteral("ProductName"));
    QCOMPARE(view->columns.at(1).name, QStringLiteral("Sales"));
    QVERIFY(view->primaryKey().isEmpty());
}

void TestSql::introspectorReadsDeclaredAndInferredKeys()
{
    QCOMPARE(m_schema.foreignKeys.size(), 5);

    const ForeignKey *category = findKey(m_schema, QStringLiteral("Products"), QStringLiteral("CategoryID"));
    QVERIFY(category);
    QCOMPARE(category->toTable, QStringLiteral("Categories"));
    QCOMPARE(category->toColumns, QStringList{"CategoryID"});
    QVERIFY(!category->inferred);

    const ForeignKey *customer = findKey(m_schema, QStringLiteral("Orders"), QStringLiteral("CustomerID"));
    QVERIFY(customer);
    QCOMPARE(customer->toTable, QStringLiteral("Customers"));
    QVERIFY(!customer->inferred);

    // "REFERENCES Orders" without a column: resolved to Orders' primary key.
    const ForeignKey *order = findKey(m_schema, QStringLiteral("Order Details"), QStringLiteral("OrderID"));
    QVERIFY(order);
    QCOMPARE(order->toTable, QStringLiteral("Orders"));
    QCOMPARE(order->toColumns, QStringList{"OrderID"});
    QVERIFY(!order->inferred);

    const ForeignKey *product = findKey(m_schema, QStringLiteral("Order Details"), QStringLiteral("ProductID"));
    QVERIFY(product);
    QCOMPARE(product->toTable, QStringLiteral("Products"));
    QVERIFY(!product->inferred);

    // Undeclared, inferred from the name of Employees' single-column key.
    const ForeignKey *employee = findKey(m_schema, QStringLiteral("Orders"), QStringLiteral("EmployeeID"));
    QVERIFY(employee);
    QCOMPARE(employee->toTable, QStringLiteral("Employees"));
    QCOMPARE(employee->toColumns, QStringList{"EmployeeID"});
    QVERIFY(employee->inferred);

    // A table's own sole key is not a reference to itself or anything else.
    QVERIFY(m_schema.keysFrom(QStringLiteral("Customers")).isEmpty());
    QVERIFY(m_schema.keysFrom(QStringLiteral("Employees")).isEmpty());
    QCOMPARE(m_schema.keysTo(QStringLiteral("Orders")).size(), 1);
}

void TestSql::introspectorCountsRows()
{
    auto counted = SchemaIntrospector::read(m_exec->database(), true);
    QVERIFY(counted.ok());
    QCOMPARE(counted->table(QStringLiteral("Orders"))->rowCount, qint64(4));
    QCOMPARE(counted->table(QStringLiteral("Order Details"))->rowCount, qint64(5));
    QCOMPARE(counted->table(QStringLiteral("Product Sales"))->rowCount, qint64(-1));
}

// --- Guard ------------------------------------------------------------------

void TestSql::guardAccepts_data()
{
    QTest::addColumn<QString>("sql");
    QTest::newRow("select") << "SELECT * FROM Orders";
    QTest::newRow("lower case") << "select count(*) from \"Order Details\"";
    QTest::newRow("with") << "WITH t AS (SELECT 1 AS x) SELECT x FROM t";
    QTest::newRow("values") << "VALUES (1), (2)";
    QTest::newRow("trailing semicolon") << "SELECT 1;";
    QTest::newRow("trailing semicolon and comment") << "SELECT 1; -- done\n  /* really */  ";
    QTest::newRow("leading comment") << "-- top products\nSELECT 1";
    QTest::newRow("keyword in string") << "SELECT * FROM Orders WHERE Notes = 'please delete; drop it'";
    QTest::newRow("escaped quote in string") << "SELECT 'it''s; DELETE FROM x'";
    QTest::newRow("keyword as quoted column") << "SELECT \"Update\", [Delete], `Insert` FROM t";
    QTest::newRow("keyword after dot") << "SELECT o.Update FROM t o";
    QTest::newRow("keyword in comment") << "SELECT 1 /* then DELETE everything */";
    QTest::newRow("replace function") << "SELECT replace(ProductName, 'a', 'b') FROM Products";
    QTest::newRow("edit as column") << "SELECT edit FROM t";
}

void TestSql::guardAccepts()
{
    QFETCH(QString, sql);
    const Status status = SqlGuard::check(sql);
    QVERIFY2(status.ok(), qPrintable(status.ok() ? QString() : status.error().message));
}

void TestSql::guardRefuses_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("named");   // what the message must name
    QTest::newRow("delete") << "DELETE FROM Orders" << "DELETE";
    QTest::newRow("insert") << "INSERT INTO Orders (OrderID) VALUES (1)" << "INSERT";
    QTest::newRow("update") << "UPDATE Orders SET Notes = ''" << "UPDATE";
    QTest::newRow("drop") << "drop table Orders" << "DROP";
    QTest::newRow("attach") << "ATTACH DATABASE '/tmp/x.db' AS x" << "ATTACH";
    QTest::newRow("two statements") << "SELECT 1; SELECT 2" << "more than one statement";
    QTest::newRow("statement after comment") << "SELECT 1; /* c */ DELETE FROM Orders" << "more than one statement";
    QTest::newRow("pragma") << "PRAGMA writable_schema = 1" << "PRAGMA";
    QTest::newRow("load_extension") << "SELECT load_extension('x')" << "load_extension";
    QTest::newRow("quoted load_extension") << "SELECT \"load_extension\"('x')" << "load_extension";
    QTest::newRow("writefile") << "SELECT writefile('/tmp/x', 'y')" << "writefile";
    QTest::newRow("with delete") << "WITH x AS (SELECT 1) DELETE FROM t" << "DELETE";
    QTest::newRow("with replace into") << "WITH x AS (SELECT 1) REPLACE INTO t SELECT * FROM x" << "REPLACE";
    QTest::newRow("nested pragma") << "SELECT * FROM (SELECT 1) WHERE 1 IN (PRAGMA x)" << "PRAGMA";
    QTest::newRow("vacuum into") << "VACUUM INTO '/tmp/copy.db'" << "VACUUM";
    QTest::newRow("explain") << "EXPLAIN SELECT 1" << "EXPLAIN";
    QTest::newRow("empty") << "  -- nothing\n" << "empty";
    QTest::newRow("unterminated string") << "SELECT 'abc" << "unterminated";
}

void TestSql::guardRefuses()
{
    QFETCH(QString, sql);
    QFETCH(QString, named);
    const Status status = SqlGuard::check(sql);
    QVERIFY(!status.ok());
    QCOMPARE(status.error().code, ErrorCode::Refused);
    QVERIFY2(status.error().message.contains(named, Qt::CaseInsensitive), qPrintable(status.error().message));
}

// --- Executor ---------------------------------------------------------------

void TestSql::executorRunsQueries()
{
    auto result = m_exec->run(QStringLiteral(
        "SELECT OrderID AS id, CustomerID FROM Orders WHERE Notes = 'please delete me later'; -- one row"));
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
    QCOMPARE(result->columns, (QStringList{"id", "CustomerID"}));
    QCOMPARE(result->rows.size(), 1);
    QCOMPARE(result->rows.at(0).at(0).toLongLong(), qlonglong(10248));
    QCOMPARE(result->rows.at(0).at(1).toString(), QStringLiteral("ALFKI"));
    QVERIFY(!result->truncated);

    auto empty = m_exec->run(QStringLiteral("SELECT ProductName FROM Products WHERE 0"));
    QVERIFY(empty.ok());
    QCOMPARE(empty->columns, QStringList{"ProductName"});
    QVERIFY(empty->isEmpty());

    auto nulls = m_exec->run(QStringLiteral("SELECT Notes FROM Orders WHERE OrderID = 10249"));
    QVERIFY(nulls.ok());
    QVERIFY(nulls->rows.at(0).at(0).isNull());
}

void TestSql::executorReportsSqlErrors()
{
    const QString sql = QStringLiteral("SELECT Foo FROM Orders");
    auto result = m_exec->run(sql);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Sql);
    QCOMPARE(result.error().message, QStringLiteral("no such column: Foo"));
    QCOMPARE(result.error().detail, sql);
    // The connection is still usable afterwards.
    QVERIFY(m_exec->run(QStringLiteral("SELECT count(*) FROM Orders")).ok());
}

void TestSql::executorRefusesBeforeRunning()
{
    auto result = m_exec->run(QStringLiteral("DELETE FROM Orders"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Refused);
    QCOMPARE(m_exec->run(QStringLiteral("SELECT count(*) FROM Orders"))->rows.at(0).at(0).toInt(), 4);
}

void TestSql::executorReadsOnlyTheBusinessData_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("rule");
    QTest::newRow("a system table") << "SELECT name FROM sqlite_master" << "system tables";
    QTest::newRow("a pragma table function") << "SELECT * FROM pragma_table_info('Orders')" << "";
    QTest::newRow("a file function") << "SELECT readfile('/etc/hostname') FROM Orders" << "";
    QTest::newRow("no table at all") << "SELECT char(72, 73)" << "none of the database's tables";
    QTest::newRow("the engine's version") << "SELECT sqlite_version() FROM Orders" << "sqlite_version";
}

void TestSql::executorReadsOnlyTheBusinessData()
{
    QFETCH(QString, sql);
    QFETCH(QString, rule);
    const auto result = m_exec->run(sql);
    QVERIFY2(!result.ok(), qPrintable(sql));
    QCOMPARE(result.error().code, ErrorCode::Refused);
    QVERIFY2(result.error().message.contains(rule), qPrintable(result.error().message));
}

void TestSql::executorBoundsOneValue()
{
    // 50 MB in one value is over the per-value limit: SQLite refuses to build it.
    const auto result = m_exec->run(QStringLiteral("SELECT randomblob(50000000) FROM Orders"));
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.contains(QLatin1String("too big")), qPrintable(result.error().message));
}

void TestSql::executorIsReadOnlyByConstruction()
{
    const QByteArray before = fileHash(m_dbPath);
    QVERIFY(!before.isEmpty());
    const QString attachPath = m_dir.filePath(QStringLiteral("attached.db"));
    {
        // Bypass the guard entirely: a raw query on the executor's own connection.
        QSqlQuery raw(m_exec->database());
        QVERIFY(!raw.exec(QStringLiteral("DELETE FROM Orders")));
        QVERIFY(!raw.exec(QStringLiteral("UPDATE Products SET UnitPrice = 0")));
        QVERIFY(!raw.exec(QStringLiteral("CREATE TABLE Evil (a)")));
        QVERIFY(!raw.exec(QStringLiteral("CREATE TEMP TABLE Scratch (a)")));
        // Even with query_only switched off, the read-only open flag holds.
        raw.exec(QStringLiteral("PRAGMA query_only = OFF"));
        QVERIFY(!raw.exec(QStringLiteral("DELETE FROM Orders")));
        QVERIFY(!raw.exec(QStringLiteral("DROP TABLE Orders")));
        // ATTACH inherits the read-only flags: it cannot create a file either.
        raw.exec(QStringLiteral("ATTACH DATABASE '%1' AS other").arg(attachPath));
        QVERIFY(!raw.exec(QStringLiteral("CREATE TABLE other.t (a)")));
    }
    QVERIFY(!QFile::exists(attachPath));
    m_exec.reset();
    QCOMPARE(fileHash(m_dbPath), before);

    auto reopened = QueryExecutor::openSqlite(m_dbPath);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value()->run(QStringLiteral("SELECT count(*) FROM Orders"))->rows.at(0).at(0).toInt(), 4);
}

void TestSql::executorMissingFileIsNotCreated()
{
    const QString missing = m_dir.filePath(QStringLiteral("missing.db"));
    auto result = QueryExecutor::openSqlite(missing);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::NotFound);
    QVERIFY(!QFile::exists(missing));
}

void TestSql::executorGarbageFileIsAnError()
{
    const QString garbage = m_dir.filePath(QStringLiteral("garbage.db"));
    {
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("this is not a database, just some text\n").repeated(200));
    }
    auto result = QueryExecutor::openSqlite(garbage);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Io);
    QCOMPARE(result.error().message, QStringLiteral("file is not a database"));
}

void TestSql::executorTimesOut()
{
    auto result = m_exec->run(kEndless, ExecOptions{200, 5000});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Timeout);
    // The limit is per run: the next query is unaffected.
    QVERIFY(m_exec->run(QStringLiteral("SELECT count(*) FROM Orders")).ok());
}

void TestSql::executorInterruptFromAnotherThread()
{
    std::atomic<bool> done{false};
    QueryExecutor *executor = m_exec.get();
    // Keep interrupting until the run returns, so the test cannot race the
    // start of the statement (a request before run() begins is cleared).
    std::thread canceller([&done, executor] {
        while (!done.load()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            executor->interrupt();
        }
    });
    auto result = m_exec->run(kEndless, ExecOptions{60000, 5000});
    done.store(true);
    canceller.join();
    QVERIFY(!result.ok());
    QCOMPARE(result.error().code, ErrorCode::Cancelled);

    // The next run starts with the flag cleared.
    auto next = m_exec->run(QStringLiteral("SELECT count(*) FROM Products"));
    QVERIFY2(next.ok(), qPrintable(next.ok() ? QString() : next.error().toString()));
    QCOMPARE(next->rows.at(0).at(0).toInt(), 3);

    // An interrupt while nothing runs does not cancel the next query.
    m_exec->interrupt();
    auto afterIdle = m_exec->run(QStringLiteral("SELECT count(*) FROM Orders"));
    QVERIFY2(afterIdle.ok(), qPrintable(afterIdle.ok() ? QString() : afterIdle.error().toString()));
}

void TestSql::executorRowCapTruncates()
{
    // An endless stream of rows: the cap alone ends it, no LIMIT needed.
    auto capped = m_exec->run(QStringLiteral(
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n WHERE (SELECT count(*) FROM Orders) > 0"),
        ExecOptions{10000, 10});
    QVERIFY(capped.ok());
    QCOMPARE(capped->rows.size(), 10);
    QVERIFY(capped->truncated);
    QCOMPARE(capped->rows.last().at(0).toInt(), 10);

    auto exact = m_exec->run(QStringLiteral("SELECT OrderID FROM Orders"), ExecOptions{10000, 4});
    QVERIFY(exact.ok());
    QCOMPARE(exact->rows.size(), 4);
    QVERIFY(!exact->truncated);
}

// --- Dialect ----------------------------------------------------------------

void TestSql::dialectQuotesAndFormats()
{
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("Orders")), QStringLiteral("Orders"));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("unit_price2")), QStringLiteral("unit_price2"));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("Order Details")), QStringLiteral("\"Order Details\""));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("Order")), QStringLiteral("\"Order\""));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("group")), QStringLiteral("\"group\""));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("2023 Sales")), QStringLiteral("\"2023 Sales\""));
    QCOMPARE(m_dialect.quoteIdentifier(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
    QCOMPARE(m_dialect.quoteString(QStringLiteral("Bon app'")), QStringLiteral("'Bon app'''"));
    QCOMPARE(m_dialect.dateLiteral(QStringLiteral("1997-06-05")), QStringLiteral("'1997-06-05'"));
    QCOMPARE(m_dialect.dateOf(QStringLiteral("OrderDate")), QStringLiteral("date(OrderDate)"));
    QCOMPARE(m_dialect.yearOf(QStringLiteral("o.OrderDate")),
             QStringLiteral("CAST(strftime('%Y', o.OrderDate) AS INTEGER)"));
    QCOMPARE(m_dialect.quarterOf(QStringLiteral("d")), QStringLiteral("(CAST(strftime('%m', d) AS INTEGER) + 2) / 3"));
    QCOMPARE(m_dialect.yearMonthOf(QStringLiteral("d")), QStringLiteral("strftime('%Y-%m', d)"));
    QCOMPARE(m_dialect.toReal(QStringLiteral("a + b")), QStringLiteral("(a + b) * 1.0"));
    QCOMPARE(m_dialect.concat({QStringLiteral("FirstName"), QStringLiteral("' '"), QStringLiteral("LastName")}),
             QStringLiteral("FirstName || ' ' || LastName"));
    QCOMPARE(m_dialect.limitClause(10), QStringLiteral("LIMIT 10"));

    auto quoted = m_exec->run(QStringLiteral("SELECT count(*) FROM %1 WHERE Discount > %2")
                                  .arg(m_dialect.quoteIdentifier(QStringLiteral("Order Details")),
                                       m_dialect.toReal(QStringLiteral("0"))));
    QVERIFY(quoted.ok());
    QCOMPARE(quoted->rows.at(0).at(0).toInt(), 1);
}

void TestSql::dialectDatePartsAgreeAcrossFormats()
{
    const QString d = QStringLiteral("OrderDate");
    const QString sql = QStringLiteral("SELECT OrderID, %1, %2, %3, %4, %5 FROM Orders ORDER BY OrderID")
                            .arg(m_dialect.dateOf(d), m_dialect.yearOf(d), m_dialect.monthOf(d),
                                 m_dialect.quarterOf(d), m_dialect.yearMonthOf(d));
    auto result = m_exec->run(sql);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().toString()));
    QCOMPARE(result->rows.size(), 4);
    // '1997-06-05' and '1997-06-05 00:00:00.000' are the same day.
    for (int row : {0, 1}) {
        const QVariantList values = result->rows.at(row);
        QCOMPARE(values.at(1).toString(), QStringLiteral("1997-06-05"));
        QCOMPARE(values.at(2).toInt(), 1997);
        QCOMPARE(values.at(3).toInt(), 6);
        QCOMPARE(values.at(4).toInt(), 2);
        QCOMPARE(values.at(5).toString(), QStringLiteral("1997-06"));
    }
    const QVariantList december = result->rows.at(2);   // '1996-12-31 00:00:00'
    QCOMPARE(december.at(1).toString(), QStringLiteral("1996-12-31"));
    QCOMPARE(december.at(2).toInt(), 1996);
    QCOMPARE(december.at(3).toInt(), 12);
    QCOMPARE(december.at(4).toInt(), 4);
    QCOMPARE(result->rows.at(3).at(4).toInt(), 4);   // November

    // Comparing raw text would miss the second June order; date() does not.
    auto june = m_exec->run(QStringLiteral("SELECT count(*) FROM Orders WHERE %1 BETWEEN %2 AND %3")
                                .arg(m_dialect.dateOf(d), m_dialect.dateLiteral(QStringLiteral("1997-06-01")),
                                     m_dialect.dateLiteral(QStringLiteral("1997-06-05"))));
    QVERIFY(june.ok());
    QCOMPARE(june->rows.at(0).at(0).toInt(), 2);
}

// --- Repairer ---------------------------------------------------------------

QString TestSql::sqliteMessage(const QString &sql)
{
    auto result = m_exec->run(sql);
    if (result.ok())
        return QStringLiteral("<unexpectedly succeeded>");
    return result.error().message;
}

void TestSql::checkRepair(const QString &broken, const QString &message, const QString &rule, const QString &expected)
{
    // The message is the one SQLite really produces, so the rules are tested
    // against the text they will see in production.
    QCOMPARE(sqliteMessage(broken), message);
    const SqlRepairer repairer(m_schema, m_dialect);
    const auto repaired = repairer.repair(broken, message);
    QVERIFY2(repaired.has_value(), qPrintable(broken));
    QCOMPARE(repaired->sql, expected);
    QCOMPARE(repaired->rule, rule);
    QVERIFY(!repaired->description.isEmpty());
    auto ran = m_exec->run(repaired->sql);
    QVERIFY2(ran.ok(), qPrintable(ran.ok() ? QString() : ran.error().toString()));
}

void TestSql::repairQuotesSpacedTable()
{
    checkRepair(QStringLiteral("SELECT od.Quantity FROM Order Details od WHERE od.OrderID = 10248"),
                QStringLiteral("near \"Order\": syntax error"), QStringLiteral("quote-spaced-table"),
                QStringLiteral("SELECT od.Quantity FROM \"Order Details\" od WHERE od.OrderID = 10248"));
    // In a JOIN, and the same words inside a string literal stay as they are.
    checkRepair(QStringLiteral("SELECT o.OrderID, SUM(od.Quantity) FROM Orders o JOIN Order Details od"
                               " ON od.OrderID = o.OrderID WHERE o.Notes <> 'Order Details' GROUP BY o.OrderID"),
                QStringLiteral("near \"Order\": syntax error"), QStringLiteral("quote-spaced-table"),
                QStringLiteral("SELECT o.OrderID, SUM(od.Quantity) FROM Orders o JOIN \"Order Details\" od"
                               " ON od.OrderID = o.OrderID WHERE o.Notes <> 'Order Details' GROUP BY o.OrderID"));
    // In a comma-separated FROM list.
    checkRepair(QStringLiteral("SELECT COUNT(*) FROM Orders o, Order Details od WHERE od.OrderID = o.OrderID"),
                QStringLiteral("near \"Order\": syntax error"), QStringLiteral("quote-spaced-table"),
                QStringLiteral("SELECT COUNT(*) FROM Orders o, \"Order Details\" od WHERE od.OrderID = o.OrderID"));
    // A view whose first word parses as a table name.
    checkRepair(QStringLiteral("SELECT Sales FROM Product Sales WHERE ProductName = 'Chai'"),
                QStringLiteral("no such table: Product"), QStringLiteral("quote-spaced-table"),
                QStringLiteral("SELECT Sales FROM \"Product Sales\" WHERE ProductName = 'Chai'"));
}

void TestSql::repairNearestTable_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("snake case") << "SELECT COUNT(*) FROM order_details"
                                << "no such table: order_details"
                                << "SELECT COUNT(*) FROM \"Order Details\"";
    QTest::newRow("camel case with alias") << "SELECT SUM(d.Quantity) FROM OrderDetails d WHERE d.ProductID = 1"
                                           << "no such table: OrderDetails"
                                           << "SELECT SUM(d.Quantity) FROM \"Order Details\" d WHERE d.ProductID = 1";
    QTest::newRow("singular") << "SELECT ProductName FROM Product WHERE ProductName <> 'Product'"
                              << "no such table: Product"
                              << "SELECT ProductName FROM Products WHERE ProductName <> 'Product'";
    QTest::newRow("typo used as qualifier") << "SELECT Custmers.CompanyName FROM Custmers"
                                            << "no such table: Custmers"
                                            << "SELECT Customers.CompanyName FROM Customers";
    QTest::newRow("in a join") << "SELECT o.OrderID FROM Orders o JOIN employee e ON e.EmployeeID = o.EmployeeID"
                               << "no such table: employee"
                               << "SELECT o.OrderID FROM Orders o JOIN Employees e ON e.EmployeeID = o.EmployeeID";
}

void TestSql::repairNearestTable()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("nearest-table"), expected);
}

void TestSql::repairNearestColumn_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("typo with alias") << "SELECT o.OrderDat FROM Orders o"
                                     << "no such column: o.OrderDat"
                                     << "SELECT o.OrderDate FROM Orders o";
    QTest::newRow("word inside the real name") << "SELECT ProductName, Price FROM Products WHERE ProductName <> 'Price'"
                                               << "no such column: Price"
                                               << "SELECT ProductName, UnitPrice FROM Products WHERE ProductName <> 'Price'";
    QTest::newRow("snake case, alias picks the table")
        << "SELECT p.ProductName, od.unit_price FROM Products p JOIN \"Order Details\" od ON od.ProductID = p.ProductID"
        << "no such column: od.unit_price"
        << "SELECT p.ProductName, od.UnitPrice FROM Products p JOIN \"Order Details\" od ON od.ProductID = p.ProductID";
    QTest::newRow("wrong alias") << "SELECT o.OrderID, o.ProductName FROM Orders o JOIN \"Order Details\" od"
                                    " ON od.OrderID = o.OrderID JOIN Products p ON p.ProductID = od.ProductID"
                                 << "no such column: o.ProductName"
                                 << "SELECT o.OrderID, p.ProductName FROM Orders o JOIN \"Order Details\" od"
                                    " ON od.OrderID = o.OrderID JOIN Products p ON p.ProductID = od.ProductID";
    QTest::newRow("after a derived table") << "SELECT s.n, o.OrderDat FROM (SELECT 1 AS n) s, Orders o"
                                           << "no such column: o.OrderDat"
                                           << "SELECT s.n, o.OrderDate FROM (SELECT 1 AS n) s, Orders o";
    QTest::newRow("unqualified typo") << "SELECT CompanyNme FROM Customers ORDER BY CompanyNme"
                                      << "no such column: CompanyNme"
                                      << "SELECT CompanyName FROM Customers ORDER BY CompanyName";
}

void TestSql::repairNearestColumn()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("nearest-column"), expected);
}

void TestSql::repairQualifiesAmbiguousColumn_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("alias") << "SELECT ProductID, Quantity FROM Products p JOIN \"Order Details\" od"
                              " ON od.ProductID = p.ProductID WHERE ProductID = 1"
                           << "ambiguous column name: ProductID"
                           << "SELECT p.ProductID, Quantity FROM Products p JOIN \"Order Details\" od"
                              " ON od.ProductID = p.ProductID WHERE p.ProductID = 1";
    QTest::newRow("no alias, USING stays bare") << "SELECT UnitPrice FROM Products JOIN \"Order Details\" USING (ProductID)"
                                                << "ambiguous column name: UnitPrice"
                                                << "SELECT Products.UnitPrice FROM Products JOIN \"Order Details\" USING (ProductID)";
}

void TestSql::repairQualifiesAmbiguousColumn()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("qualify-ambiguous"), expected);
}

void TestSql::repairDialectFunctions_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("YEAR") << "SELECT YEAR(OrderDate) AS y, COUNT(*) FROM Orders GROUP BY YEAR(OrderDate)"
                          << "no such function: YEAR"
                          << "SELECT CAST(strftime('%Y', OrderDate) AS INTEGER) AS y, COUNT(*) FROM Orders"
                             " GROUP BY CAST(strftime('%Y', OrderDate) AS INTEGER)";
    QTest::newRow("MONTH and DAY") << "SELECT MONTH(o.OrderDate), DAY(o.OrderDate) FROM Orders o"
                                   << "no such function: MONTH"
                                   << "SELECT CAST(strftime('%m', o.OrderDate) AS INTEGER),"
                                      " CAST(strftime('%d', o.OrderDate) AS INTEGER) FROM Orders o";
    QTest::newRow("DATEPART year") << "SELECT DATEPART(year, OrderDate) FROM Orders"
                                   << "no such column: year"
                                   << "SELECT CAST(strftime('%Y', OrderDate) AS INTEGER) FROM Orders";
    QTest::newRow("DATEPART quarter") << "SELECT DATEPART(quarter, OrderDate) FROM Orders"
                                      << "no such column: quarter"
                                      << "SELECT (CAST(strftime('%m', OrderDate) AS INTEGER) + 2) / 3 FROM Orders";
    QTest::newRow("EXTRACT") << "SELECT EXTRACT(YEAR FROM OrderDate) FROM Orders"
                             << "near \"FROM\": syntax error"
                             << "SELECT CAST(strftime('%Y', OrderDate) AS INTEGER) FROM Orders";
    QTest::newRow("GETDATE") << "SELECT COUNT(*) FROM Orders WHERE OrderDate < GETDATE()"
                             << "no such function: GETDATE"
                             << "SELECT COUNT(*) FROM Orders WHERE OrderDate < date('now')";
    QTest::newRow("NOW") << "SELECT NOW() FROM Orders LIMIT 1" << "no such function: NOW" << "SELECT date('now') FROM Orders LIMIT 1";
    QTest::newRow("ISNULL") << "SELECT ISNULL(Notes, 'none') FROM Orders"
                            << "near \"ISNULL\": syntax error"
                            << "SELECT IFNULL(Notes, 'none') FROM Orders";
    QTest::newRow("LEN, literal untouched") << "SELECT LEN(ProductName) FROM Products WHERE ProductName <> 'YEAR(x)'"
                                            << "no such function: LEN"
                                            << "SELECT LENGTH(ProductName) FROM Products WHERE ProductName <> 'YEAR(x)'";
    QTest::newRow("CONCAT") << "SELECT CONCAT(FirstName, ' ', LastName) FROM Employees"
                            << "no such function: CONCAT"
                            << "SELECT FirstName || ' ' || LastName FROM Employees";
    QTest::newRow("CONCAT with an expression") << "SELECT CONCAT(ProductName, ' (', UnitPrice * 2, ')') FROM Products"
                                               << "no such function: CONCAT"
                                               << "SELECT ProductName || ' (' || (UnitPrice * 2) || ')' FROM Products";
    QTest::newRow("nested") << "SELECT CONCAT(e.LastName, YEAR(o.OrderDate)) FROM Orders o"
                               " JOIN Employees e ON e.EmployeeID = o.EmployeeID"
                            << "no such function: YEAR"
                            << "SELECT e.LastName || CAST(strftime('%Y', o.OrderDate) AS INTEGER) FROM Orders o"
                               " JOIN Employees e ON e.EmployeeID = o.EmployeeID";
    QTest::newRow("DATEDIFF") << "SELECT DATEDIFF(day, '1997-06-01', OrderDate) FROM Orders"
                              << "no such column: day"
                              << "SELECT CAST(julianday(OrderDate) - julianday('1997-06-01') AS INTEGER) FROM Orders";
}

void TestSql::repairDialectFunctions()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("dialect-function"), expected);
}

void TestSql::repairTopToLimit_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("top level") << "SELECT TOP 2 ProductName FROM Products ORDER BY UnitPrice DESC;"
                               << "near \"2\": syntax error"
                               << "SELECT ProductName FROM Products ORDER BY UnitPrice DESC LIMIT 2;";
    QTest::newRow("distinct") << "SELECT DISTINCT TOP 1 CustomerID FROM Orders"
                              << "near \"1\": syntax error"
                              << "SELECT DISTINCT CustomerID FROM Orders LIMIT 1";
    QTest::newRow("subquery") << "SELECT * FROM (SELECT TOP 1 ProductName FROM Products ORDER BY UnitPrice) t"
                              << "near \"1\": syntax error"
                              << "SELECT * FROM (SELECT ProductName FROM Products ORDER BY UnitPrice LIMIT 1) t";
}

void TestSql::repairTopToLimit()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("top-to-limit"), expected);
}

void TestSql::repairAggregateToHaving_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("only condition") << "SELECT ProductID, SUM(Quantity) AS Units FROM \"Order Details\""
                                       " WHERE SUM(Quantity) > 10 GROUP BY ProductID"
                                    << "misuse of aggregate: SUM()"
                                    << "SELECT ProductID, SUM(Quantity) AS Units FROM \"Order Details\""
                                       " GROUP BY ProductID HAVING SUM(Quantity) > 10";
    QTest::newRow("mixed conditions") << "SELECT ProductID FROM \"Order Details\" WHERE Discount = 0"
                                         " AND COUNT(*) >= 2 GROUP BY ProductID ORDER BY ProductID"
                                      << "misuse of aggregate: COUNT()"
                                      << "SELECT ProductID FROM \"Order Details\" WHERE Discount = 0"
                                         " GROUP BY ProductID HAVING COUNT(*) >= 2 ORDER BY ProductID";
    QTest::newRow("no group by") << "SELECT COUNT(*) FROM Orders WHERE COUNT(*) > 1"
                                 << "misuse of aggregate: COUNT()"
                                 << "SELECT COUNT(*) FROM Orders HAVING COUNT(*) > 1";
    // Without an aggregate in the select list SQLite words it differently, and
    // HAVING needs a GROUP BY: the plain columns selected.
    QTest::newRow("no aggregate selected") << "SELECT p.CategoryID AS id FROM Products p WHERE AVG(p.UnitPrice) > 12"
                                           << "misuse of aggregate function AVG()"
                                           << "SELECT p.CategoryID AS id FROM Products p GROUP BY p.CategoryID"
                                              " HAVING AVG(p.UnitPrice) > 12";
}

void TestSql::repairAggregateToHaving()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    checkRepair(broken, message, QStringLiteral("aggregate-to-having"), expected);
}

void TestSql::repairGivesUp_data()
{
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("message");
    QTest::newRow("no similar column") << "SELECT Zzqx FROM Orders" << "no such column: Zzqx";
    QTest::newRow("no similar table") << "SELECT * FROM Widgets" << "no such table: Widgets";
    QTest::newRow("plain syntax error") << "SELECT * FROM Orders WHERE" << "incomplete input";
    // "Product Sales" here is a column and its alias, not the view.
    QTest::newRow("column alias, not a spaced table") << "SELECT Product Sales FROM Products"
                                                      << "no such column: Product";
    QTest::newRow("nested aggregate") << "SELECT count(sum(Quantity)) FROM \"Order Details\""
                                      << "misuse of aggregate function sum()";
}

void TestSql::repairGivesUp()
{
    QFETCH(QString, broken);
    QFETCH(QString, message);
    QCOMPARE(sqliteMessage(broken), message);
    const SqlRepairer repairer(m_schema, m_dialect);
    QVERIFY(!repairer.repair(broken, message).has_value());
}

void TestSql::repairLoopFixesSeveralMistakes()
{
    // What the agent does: run, repair from the message, run again.
    QString sql = QStringLiteral(
        "SELECT TOP 1 p.ProductName, YEAR(o.OrderDate) AS y FROM Order Details od"
        " JOIN Orders o ON o.OrderID = od.OrderID JOIN Product p ON p.ProductID = od.ProductID"
        " ORDER BY od.Quantity DESC");
    const SqlRepairer repairer(m_schema, m_dialect);
    QStringList rules;
    for (int round = 0; round < 6; ++round) {
        auto result = m_exec->run(sql);
        if (result.ok()) {
            QCOMPARE(result->rows.size(), 1);
            QCOMPARE(result->rows.at(0).at(0).toString(), QStringLiteral("Chai"));
            QCOMPARE(result->rows.at(0).at(1).toInt(), 1996);
            QCOMPARE(rules, (QStringList{"quote-spaced-table", "dialect-function", "top-to-limit", "nearest-table"}));
            QCOMPARE(sql, QStringLiteral(
                "SELECT p.ProductName, CAST(strftime('%Y', o.OrderDate) AS INTEGER) AS y FROM \"Order Details\" od"
                " JOIN Orders o ON o.OrderID = od.OrderID JOIN Products p ON p.ProductID = od.ProductID"
                " ORDER BY od.Quantity DESC LIMIT 1"));
            return;
        }
        const auto repaired = repairer.repair(sql, result.error().message);
        QVERIFY2(repaired.has_value(), qPrintable(result.error().toString()));
        rules << repaired->rule;
        sql = repaired->sql;
    }
    QFAIL(qPrintable(QStringLiteral("still failing after repairs: ") + sql));
}

QTEST_GUILESS_MAIN(TestSql)
#include "tst_sql.moc"
