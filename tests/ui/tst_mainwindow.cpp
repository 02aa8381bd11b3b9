// SPDX-License-Identifier: MIT
//
// The whole desktop app, offscreen, on the bundled data: a question typed in
// the chat input is answered; the trace view saw the nodes in order; a broken
// edit of the SQL is repaired and the repair shows in the trace; the result
// table and chart hold the rows; a cited chunk opens highlighted; the PDF
// export holds the answer and the chunk's text; a session survives closing and
// reopening the window; with a (loopback) language model the explanation
// streams into the chat, a thumbs-up becomes a few-shot example, and a failing
// model shows in the status bar while the rules answer.
#include "../core/llm/LoopbackLlmServer.h"

#include "ChartView.h"
#include "ChatPane.h"
#include "DocumentViewer.h"
#include "GraphTraceView.h"
#include "MainWindow.h"
#include "ResultTableView.h"
#include "SourcesPanel.h"
#include "SqlEditor.h"
#include "models/ResultTableModel.h"
#include "TracePane.h"
#include "api/AgentController.h"
#include "store/SessionStore.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QStatusBar>
#include <QToolButton>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace rac;

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::SessionStore> m_store;
    std::unique_ptr<AgentController> m_controller;
    std::unique_ptr<ui::MainWindow> m_window;

    void openWindow()
    {
        m_window = std::make_unique<ui::MainWindow>(*m_controller, m_store.get());
        m_window->show();
    }

    // Types the question into the chat input and presses Enter, as a user would.
    void askThroughInput(const QString &question, const QString &hint)
    {
        auto *input = m_window->chatPane()->findChild<QLineEdit *>(QStringLiteral("questionInput"));
        auto *format = m_window->chatPane()->findChild<QComboBox *>(QStringLiteral("formatHint"));
        QVERIFY(input && format);
        format->setCurrentText(hint);
        input->clear();
        QTest::keyClicks(input, question);
        QTest::keyClick(input, Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        auto store = store::SessionStore::open(m_dir.filePath(QStringLiteral("sessions.sqlite")));
        QVERIFY(store.ok());
        m_store = std::move(store).value();
        m_controller = std::make_unique<AgentController>();
        openWindow();
        QSignalSpy opened(m_controller.get(), &AgentController::engineOpened);
        m_window->openData(QStringLiteral(RAC_SOURCE_DIR "/northwind.db"), QStringLiteral(RAC_SOURCE_DIR "/corpus"));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
    }

    void askThroughTheChat()
    {
        QSignalSpy shown(m_window.get(), &ui::MainWindow::answerShown);
        askThroughInput(QStringLiteral("revenue by category in 1997"), QStringLiteral("list[{category:str, revenue:float}]"));
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        // 8 categories -> 8 rows in the table, 8 bars in the chart.
        QCOMPARE(m_window->resultView()->model()->totalRowCount(), 8);
        QCOMPARE(m_window->chartView()->chartType(), ui::ChartView::ChartType::Bar);
        ui::GraphTraceView *trace = m_window->tracePane()->view();
        for (const char *node : {"router", "planner", "nl2sql", "executor", "validator", "synthesizer"})
            QCOMPARE(trace->nodeState(QLatin1String(node)), ui::GraphTraceView::NodeState::Done);
        QVERIFY(trace->edgeLit(QStringLiteral("router"), QStringLiteral("planner")));
        QVERIFY(!trace->edgeLit(QStringLiteral("validator"), QStringLiteral("repair")));
        QVERIFY(m_window->sqlEditor()->toPlainText().contains(QLatin1String("GROUP BY")));
    }

    void brokenSqlIsRepairedAndTheTraceShowsIt()
    {
        QSignalSpy shown(m_window.get(), &ui::MainWindow::answerShown);
        ui::SqlEditor *editor = m_window->sqlEditor();
        editor->setPlainText(QStringLiteral("SELECT c.CategoryName AS category, SUM(od.Quantty) AS quantity\n"
                                            "FROM \"Order Details\" od JOIN Products p ON od.ProductID = p.ProductID\n"
                                            "JOIN Categories c ON p.CategoryID = c.CategoryID GROUP BY c.CategoryName"));
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        ui::GraphTraceView *trace = m_window->tracePane()->view();
        QVERIFY(trace->edgeLit(QStringLiteral("validator"), QStringLiteral("repair")));
        QCOMPARE(trace->nodeState(QStringLiteral("repair")), ui::GraphTraceView::NodeState::Done);
        QVERIFY(editor->toPlainText().contains(QLatin1String("od.Quantity")));   // the repaired SQL
        QCOMPARE(m_window->resultView()->model()->totalRowCount(), 8);
    }

    void stepModePausesBeforeEachNode()
    {
        QSignalSpy paused(m_controller.get(), &AgentController::runPaused);
        QSignalSpy shown(m_window.get(), &ui::MainWindow::answerShown);
        m_window->tracePane()->setStepMode(true);
        askThroughInput(QStringLiteral("how many orders in 1997"), QStringLiteral("int"));
        QTRY_COMPARE_WITH_TIMEOUT(paused.count(), 1, 10000);
        QCOMPARE(paused.last().at(1).toString(), QStringLiteral("screen"));
        QVERIFY(m_window->tracePane()->stepAction()->isEnabled());
        m_window->tracePane()->stepAction()->trigger();   // Step: the screen runs, the router waits
        QTRY_COMPARE_WITH_TIMEOUT(paused.count(), 2, 10000);
        QCOMPARE(paused.last().at(1).toString(), QStringLiteral("router"));
        QCOMPARE(m_window->tracePane()->view()->nodeState(QStringLiteral("screen")),
                 ui::GraphTraceView::NodeState::Done);
        m_window->tracePane()->setStepMode(false);
        m_window->tracePane()->continueAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QCOMPARE(shown.count(), 1);
    }

    void badDatabaseKeepsTheCurrentOne()
    {
        QFile junk(m_dir.filePath(QStringLiteral("junk.db")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a database");
        junk.close();
        QSignalSpy failed(m_controller.get(), &AgentController::engineFailed);
        m_window->openData(junk.fileName(), QStringLiteral(RAC_SOURCE_DIR "/corpus"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QVERIFY(!m_window->lastWarning().isEmpty());
        // The bundled database still answers.
        QSignalSpy shown(m_window.get(), &ui::MainWindow::answerShown);
        askThroughInput(QStringLiteral("how many shippers are there"), QStringLiteral("int"));
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QVERIFY(m_window->sqlEditor()->toPlainText().contains(QLatin1String("Shippers")));
    }

    void citedChunkOpensHighlighted()
    {
        QSignalSpy shown(m_window.get(), &ui::MainWindow::answerShown);
        askThroughInput(QStringLiteral("AOV during Winter Classics 1997"), QStringLiteral("float"));
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        QTreeWidget *tree = m_window->sourcesPanel()->tree();
        QTreeWidgetItem *chunk = nullptr;
        for (int i = 0; i < tree->topLevelItemCount() && !chunk; ++i) {
            QTreeWidgetItem *top = tree->topLevelItem(i);
            if (top->text(0).contains(QLatin1String("marketing_calendar")))
                chunk = top;
            for (int j = 0; j < top->childCount() && !chunk; ++j) {
                if (top->child(j)->text(0).contains(QLatin1String("marketing_calendar")))
                    chunk = top->child(j);
            }
        }
        QVERIFY2(chunk, "the campaign's chunk is among the sources");
        // As a user would: select the chunk and press Enter.
        tree->scrollToItem(chunk);
        tree->setCurrentItem(chunk);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->documentViewer()->currentFile(), QStringLiteral("marketing_calendar.md"), 10000);
        // The highlighted lines are the chunk's, and they hold the campaign's dates.
        const QPair<int, int> range = m_window->documentViewer()->highlightedRange();
        QVERIFY(range.first > 0 && range.second >= range.first);
        const QStringList lines = m_window->documentViewer()->textView()->toPlainText().split(QLatin1Char('\n'));
        QVERIFY(lines.mid(range.first - 1, range.second - range.first + 1).join(QLatin1Char('\n')).contains(QLatin1String("1997-12-01")));
    }

    void pdfHoldsTheAnswerAndTheChunk()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("answer.pdf"));
        QString error;
        QVERIFY2(m_window->exportSelected(pdf, &error), qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(20000));
        const QString content = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(content.contains(QLatin1String("Winter Classics 1997")), qPrintable(content.left(300)));
        QVERIFY(content.contains(QLatin1String("1997-12-01")));   // from the cited chunk's text
        QVERIFY(content.contains(QLatin1String("marketing_calendar.md")));
    }

    void sessionSurvivesReopening()
    {
        auto sessions = m_store->listSessions();
        QVERIFY(sessions.ok() && !sessions->isEmpty());
        const int before = int(sessions->size());
        m_window->close();
        m_window.reset();
        openWindow();   // a new window on the same store, as after a restart
        // It reopens the newest chat: its last answer (the AOV one) is shown again, and no
        // empty chat was added.
        QVERIFY(m_window->sqlEditor()->toPlainText().contains(QLatin1String("1997-12-01")));
        QCOMPARE(int(m_store->listSessions()->size()), before);
        QVERIFY(m_window->chatPane()->history().contains(QStringLiteral("AOV during Winter Classics 1997")));
    }

    void modelStreamsIntoTheChatAndFailuresShowInTheStatusBar()
    {
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        llm::test::LoopbackLlmServer server;
        QVERIFY(server.listen());
        // The explanation streams slowly enough to be seen mid-way.
        server.replyOllamaStream({QStringLiteral("Revenue "), QStringLiteral("per category "), QStringLiteral("in 1997.")},
                                 QStringLiteral("phi3.5"), 300);
        llm::LlmSettings settings;
        settings.backend = llm::LlmBackend::Ollama;
        settings.url = server.baseUrl().toString();
        settings.model = QStringLiteral("phi3.5");
        const QString examples = m_dir.filePath(QStringLiteral("examples.jsonl"));
        QSignalSpy status(m_controller.get(), &AgentController::modelStatus);
        m_controller->configureModel(settings, examples, QString());
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 1, 10000);
        QVERIFY(status.first().first().toString().startsWith(QStringLiteral("ollama phi3.5")));

        QSignalSpy finished(m_controller.get(), &AgentController::runFinished);
        askThroughInput(QStringLiteral("revenue by category in 1997"), QStringLiteral("list[{category:str, revenue:float}]"));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->chatPane()->findChild<QLabel *>(QStringLiteral("streaming")), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const Answer answer = finished.first().at(1).value<Answer>();
        QCOMPARE(answer.explanation, QStringLiteral("Revenue per category in 1997."));
        QVERIFY(m_window->chatPane()->findChild<QLabel *>(QStringLiteral("streaming")) == nullptr);
        QCOMPARE(answer.finalAnswer.size(), size_t(8));

        // Thumbs-up on that answer: the question and its SQL join the example store.
        const QList<QToolButton *> thumbs = m_window->chatPane()->findChildren<QToolButton *>(QStringLiteral("thumbUp"));
        QVERIFY(!thumbs.isEmpty());
        thumbs.last()->click();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(examples), 10000);
        QFile store(examples);
        QVERIFY(store.open(QIODevice::ReadOnly));
        const QByteArray stored = store.readAll();
        QVERIFY(stored.contains("revenue by category in 1997"));
        QVERIFY(stored.contains("thumbs-up"));

        // No script left: the server answers 500; the rules answer and the status bar says so.
        askThroughInput(QStringLiteral("how many orders in 1997"), QStringLiteral("int"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QVERIFY(finished.last().at(1).value<Answer>().finalAnswer.is_number_integer());
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Language model unavailable")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        m_controller->configureModel(llm::LlmSettings{}, examples, QString());
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 2, 10000);
        QVERIFY(status.last().first().toString().isEmpty());   // back to rules only
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
