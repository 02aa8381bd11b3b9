// SPDX-License-Identifier: MIT
//
// The documents' facts and term weights kept with the corpus index: a second
// start reads them from the index, an edited document is read again, and a
// damaged cache row is ignored. Facts checked against what the test's own
// document says.
#include "agent/Engine.h"
#include "planning/DocumentFactsCodec.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rac;

namespace {

void writeDocument(const QString &path, const QString &startMonth)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QStringLiteral("# Finance calendar\n\nOur fiscal year starts on 1 %1 and is named for the calendar year in which it ends.\n\n"
                           "## Campaigns\n\n| Campaign | Start | End |\n|---|---|---|\n| Tea Week 1997 | 1997-02-03 | 1997-02-09 |\n")
                .arg(startMonth)
                .toUtf8());
}

int derivedRows(const QString &indexPath)
{
    int rows = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(indexPath);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT COUNT(*) FROM derived")) && q.next())
                rows = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return rows;
}

} // namespace

class TestDerivedCache : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<agent::Engine> open()
    {
        agent::EngineConfig config{QStringLiteral(RAC_SOURCE_DIR "/northwind.db"), m_dir.filePath(QStringLiteral("corpus")),
                                   m_dir.filePath(QStringLiteral("index.sqlite")), {}, QStringLiteral("-")};
        auto engine = agent::Engine::open(config);
        return engine ? std::move(engine).value() : nullptr;
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("corpus"))));
        writeDocument(m_dir.filePath(QStringLiteral("corpus/finance.md")), QStringLiteral("July"));
    }

    void secondStartReadsTheCache()
    {
        auto first = open();
        QVERIFY(first);
        QVERIFY(first->facts().fiscal.has_value());
        QCOMPARE(first->facts().fiscal->startMonth, 7);
        QCOMPARE(first->facts().campaigns.size(), 1);
        const QByteArray facts = planning::encodeFacts(first->facts());
        const double teaWeight = first->termWeights().of(QStringLiteral("tea"));
        first.reset();
        QCOMPARE(derivedRows(m_dir.filePath(QStringLiteral("index.sqlite"))), 2);
        auto second = open();
        QVERIFY(second);
        QCOMPARE(planning::encodeFacts(second->facts()), facts);
        QCOMPARE(second->facts().campaigns.first().name, QStringLiteral("Tea Week 1997"));
        QCOMPARE(second->facts().campaigns.first().range.start, QDate(1997, 2, 3));
        QCOMPARE(second->termWeights().of(QStringLiteral("tea")), teaWeight);
        second.reset();
        // Proof that the start read the cache, not the document: facts planted under the same
        // fingerprint come back.
        planning::DocumentFacts planted = planning::decodeFacts(facts).value();
        planted.fiscal->startMonth = 11;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plant"));
            db.setDatabaseName(m_dir.filePath(QStringLiteral("index.sqlite")));
            QVERIFY(db.open());
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE derived SET value = ? WHERE kind = 'facts'"));
            q.addBindValue(planning::encodeFacts(planted));
            QVERIFY(q.exec());
        }
        QSqlDatabase::removeDatabase(QStringLiteral("plant"));
        auto third = open();
        QVERIFY(third);
        QCOMPARE(third->facts().fiscal->startMonth, 11);
    }

    void anEditedDocumentIsReadAgain()
    {
        writeDocument(m_dir.filePath(QStringLiteral("corpus/finance.md")), QStringLiteral("April"));
        auto engine = open();
        QVERIFY(engine);
        QCOMPARE(engine->facts().fiscal->startMonth, 4);
    }

    void aDamagedCacheIsIgnored()
    {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
            db.setDatabaseName(m_dir.filePath(QStringLiteral("index.sqlite")));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE derived SET value = X'00010203'")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damage"));
        auto engine = open();
        QVERIFY(engine);
        QCOMPARE(engine->facts().fiscal->startMonth, 4);
        QCOMPARE(engine->facts().campaigns.size(), 1);
        QVERIFY(!planning::decodeFacts(QByteArray("\\x00\\x01\\x02\\x03", 4)).has_value());
    }
};

QTEST_GUILESS_MAIN(TestDerivedCache)
#include "tst_derivedcache.moc"
