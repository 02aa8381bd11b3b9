// SPDX-License-Identifier: MIT
//
// One corpus index shared by several retail-copilot-cli processes, as the
// desktop app and a batch share the cache index of a corpus folder: four
// processes started together on a new index, and on an index file that is
// garbage, all succeed with the answer a lone process gives; a process
// killed (SIGKILL) at several moments of an index build leaves an index the
// next run uses to give that same answer. The corpus is the bundled one plus
// 1,500 generated notes, so a build takes long enough to overlap; the kill
// moments are shares of a lone run's measured time, so they fall inside a build
// on a fast machine and under the sanitizers (several times slower) alike.
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

namespace {

const QString kCli = QStringLiteral(RAC_BINARY_DIR "/retail-copilot-cli");
const QString kQuestion = QStringLiteral("What is the return window for unopened beverages?");

void isolate(QProcess &p, const QTemporaryDir &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    p.setProcessEnvironment(env);
}

bool copyFolder(const QString &from, const QString &to)
{
    QDir().mkpath(to);
    for (const QFileInfo &info : QDir(from).entryInfoList(QDir::Files | QDir::NoDotAndDotDot)) {
        if (!QFile::copy(info.absoluteFilePath(), to + QLatin1Char('/') + info.fileName()))
            return false;
    }
    return true;
}

} // namespace

class TestSharedIndex : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_corpus = m_dir.filePath(QStringLiteral("corpus"));
        QVERIFY(copyFolder(QStringLiteral(RAC_SOURCE_DIR "/corpus"), m_corpus));
        const QStringList words = QStringLiteral("alpha beta gamma delta shipping freight region supplier review "
                                                 "quarterly notes memo ledger audit")
                                      .split(QLatin1Char(' '));
        QRandomGenerator random(7);
        for (int i = 0; i < 1500; ++i) {
            QFile f(m_corpus + QStringLiteral("/note_%1.md").arg(i, 4, 10, QLatin1Char('0')));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray text = "# Note " + QByteArray::number(i) + "\n\n";
            for (int line = 0; line < 30; ++line) {
                for (int w = 0; w < 12; ++w)
                    text += words[random.bounded(int(words.size()))].toUtf8() + ' ';
                text += '\n';
            }
            f.write(text);
        }
        QElapsedTimer lone;
        lone.start();
        m_expected = ask(m_dir.filePath(QStringLiteral("alone.db")));
        m_loneRunMs = lone.elapsed();
        QVERIFY2(m_expected.contains("final_answer"), m_expected.constData());
    }

    void fourProcessesOnANewIndex()
    {
        QCOMPARE(askTogether(m_dir.filePath(QStringLiteral("new.db")), 4), QList<QByteArray>(4, m_expected));
    }

    void fourProcessesOnAGarbageIndex()
    {
        const QString index = m_dir.filePath(QStringLiteral("garbage.db"));
        QFile f(index);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 25000; ++i)
            f.write(QByteArray::number(QRandomGenerator::global()->generate()));
        f.close();
        QCOMPARE(askTogether(index, 4), QList<QByteArray>(4, m_expected));
    }

    void killedDuringABuildLosesNothing()
    {
        for (const int percent : {5, 20, 45, 75}) {
            const qint64 afterMs = m_loneRunMs * percent / 100;
            const QString index = m_dir.filePath(QStringLiteral("killed-%1.db").arg(percent));
            QProcess p;
            isolate(p, m_dir);
            p.start(kCli, {QStringLiteral("--corpus"), m_corpus, QStringLiteral("--index"), index, QStringLiteral("ask"),
                           QStringLiteral("--json"), kQuestion});
            QVERIFY(p.waitForStarted());
            QThread::msleep(static_cast<unsigned long>(afterMs));
            p.kill();   // SIGKILL: no chance to clean up
            p.waitForFinished();
            QCOMPARE(ask(index), m_expected);
        }
    }

private:
    QByteArray ask(const QString &index)
    {
        QProcess p;
        isolate(p, m_dir);
        p.start(kCli, {QStringLiteral("--corpus"), m_corpus, QStringLiteral("--index"), index, QStringLiteral("ask"),
                       QStringLiteral("--json"), kQuestion});
        if (!p.waitForFinished(240000) || p.exitCode() != 0)
            return "exit " + QByteArray::number(p.exitCode()) + ": " + p.readAllStandardError();
        return p.readAllStandardOutput();
    }

    QList<QByteArray> askTogether(const QString &index, int processes)
    {
        QList<QProcess *> running;
        for (int i = 0; i < processes; ++i) {
            auto *p = new QProcess(this);
            isolate(*p, m_dir);
            p->start(kCli, {QStringLiteral("--corpus"), m_corpus, QStringLiteral("--index"), index, QStringLiteral("ask"),
                            QStringLiteral("--json"), kQuestion});
            running << p;
        }
        QList<QByteArray> outputs;
        for (QProcess *p : running) {
            p->waitForFinished(240000);
            outputs << (p->exitCode() == 0 ? p->readAllStandardOutput()
                                           : "exit " + QByteArray::number(p->exitCode()) + ": " + p->readAllStandardError());
            delete p;
        }
        return outputs;
    }

    QTemporaryDir m_dir;
    QString m_corpus;
    QByteArray m_expected;
    qint64 m_loneRunMs = 0;   // process start, index build and answer, on this machine
};

QTEST_GUILESS_MAIN(TestSharedIndex)
#include "tst_sharedindex.moc"
