// SPDX-License-Identifier: MIT
#include "MainWindow.h"

#include "ChartView.h"
#include "ChatPane.h"
#include "DocumentViewer.h"
#include "PdfExporter.h"
#include "ResultTableView.h"
#include "SessionSidebar.h"
#include "QueryLimitsDialog.h"
#include "SettingsDialog.h"
#include "SourcesPanel.h"
#include "SqlEditor.h"
#include "Theme.h"
#include "TracePane.h"
#include "api/AgentController.h"
#include "planning/FollowUpResolver.h"
#include "store/SessionStore.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileInfo>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

namespace rac::ui {
namespace {

// The message of the last failed statement in a run's trace, for the SQL editor.
QString lastSqlError(const nlohmann::json &trace)
{
    QString error;
    if (!trace.contains("steps"))
        return error;
    for (const auto &step : trace["steps"]) {
        if (step.value("node", "") == "executor" && step.contains("output") && step["output"].contains("error"))
            error = QString::fromStdString(step["output"]["error"].get<std::string>());
        else if (step.value("node", "") == "executor")
            error.clear();
    }
    return error;
}

} // namespace

MainWindow::MainWindow(AgentController &controller, store::SessionStore *store, QWidget *parent)
    : QMainWindow(parent), m_controller(controller), m_store(store)
{
    setWindowTitle(tr("Retail Analytics Copilot"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/retail-copilot.svg")));
    setDockNestingEnabled(true);
    m_chat = new ChatPane(this);
    setCentralWidget(m_chat);
    buildDocks();
    buildActions();
    connectController();

    m_dataLabel = new QLabel(tr("No data open"), this);
    m_llmLabel = new QLabel(tr("LLM: none (rules)"), this);
    m_llmLabel->setToolTip(tr("Every answer comes from the rule-based engine; no language model is configured."));
    m_timeLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);   // busy indicator while the data opens
    m_progress->setMaximumWidth(120);
    m_progress->hide();
    statusBar()->addWidget(m_dataLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_llmLabel);
    statusBar()->addPermanentWidget(m_timeLabel);

    connect(m_chat, &ChatPane::askRequested, this, &MainWindow::ask);
    connect(m_chat, &ChatPane::cancelRequested, this, [this] { m_controller.cancelRun(); });
    connect(m_chat, &ChatPane::showSqlRequested, this, [this](qint64 id) {
        showAnswer(id);
        m_sql->parentWidget()->raise();
        m_sql->setFocus();
    });
    connect(m_chat, &ChatPane::showTraceRequested, this, [this](qint64 id) {
        showAnswer(id);
        m_trace->parentWidget()->raise();
    });
    connect(m_chat, &ChatPane::exportRequested, this, &MainWindow::exportAnswer);
    connect(m_chat, &ChatPane::feedbackGiven, this, [this](qint64 id, int value) {
        if (m_store)
            (void)m_store->setFeedback(id, value);
        // A thumbs-up makes the question and its SQL a few-shot example for the model.
        const Answer answer = m_answers.value(id);
        if (value > 0 && !answer.sql.isEmpty() && !answer.finalAnswer.is_null())
            m_controller.addExample(answer.question, answer.sql, answer.formatHint, QStringLiteral("thumbs-up"));
    });
    connect(m_chat, &ChatPane::citationActivated, this, [this](qint64 id, const QString &) {
        showAnswer(id);
        m_sources->parentWidget()->raise();
    });
    connect(m_sql, &SqlEditor::runRequested, this, &MainWindow::runEditedSql);
    connect(m_sources, &SourcesPanel::documentRequested, this, [this](const QString &file, int start, int end) {
        m_pendingDocuments.insert(file, {start, end});
        m_controller.requestDocument(file);
    });
    connect(m_sources, &SourcesPanel::tablePreviewRequested, this,
            [this](const QString &table) { m_controller.requestTablePreview(table); });
    connect(m_trace, &TracePane::stepRequested, this, [this] { m_controller.step(); });
    connect(m_trace, &TracePane::continueRequested, this, [this] { m_controller.resume(); });
    connect(m_trace, &TracePane::stepModeChanged, this, [this](bool on) { m_controller.setStepMode(on); });
    connect(m_trace, &TracePane::breakpointsChanged, this,
            [this](const QSet<QString> &nodes) { m_controller.setBreakpoints(nodes); });
    if (m_sessions) {
        connect(m_sessions, &SessionSidebar::newSessionRequested, this, &MainWindow::newSession);
        connect(m_sessions, &SessionSidebar::sessionActivated, this, &MainWindow::openSession);
        connect(m_sessions, &SessionSidebar::renameRequested, this, [this](qint64 id, const QString &title) {
            (void)m_store->renameSession(id, title);
            refreshSessions();
        });
        connect(m_sessions, &SessionSidebar::deleteRequested, this, [this](qint64 id) {
            (void)m_store->deleteSession(id);
            if (id == m_session)
                newSession();
            refreshSessions();
        });
    }
    restoreSettings();
    // Pick up where the analyst left off: the newest chat, or a new one.
    Result<QList<store::SessionInfo>> sessions = m_store ? m_store->listSessions() : Result<QList<store::SessionInfo>>(QList<store::SessionInfo>{});
    if (sessions && !sessions->isEmpty())
        openSession(sessions->first().id);
    else
        newSession();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    const auto dock = [this](QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);   // for saveState/restoreState
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_trace = new TracePane(this);
    m_sql = new SqlEditor(this);
    m_results = new ResultTableView(this);
    m_chart = new ChartView(this);
    m_sources = new SourcesPanel(this);
    m_document = new DocumentViewer(this);
    QDockWidget *trace = dock(m_trace, tr("Trace"), QStringLiteral("traceDock"), Qt::RightDockWidgetArea);
    QDockWidget *sql = dock(m_sql, tr("SQL"), QStringLiteral("sqlDock"), Qt::RightDockWidgetArea);
    QDockWidget *results = dock(m_results, tr("Results"), QStringLiteral("resultsDock"), Qt::BottomDockWidgetArea);
    QDockWidget *chart = dock(m_chart, tr("Chart"), QStringLiteral("chartDock"), Qt::BottomDockWidgetArea);
    QDockWidget *sources = dock(m_sources, tr("Sources"), QStringLiteral("sourcesDock"), Qt::RightDockWidgetArea);
    QDockWidget *document = dock(m_document, tr("Document"), QStringLiteral("documentDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(results, chart);
    tabifyDockWidget(sources, document);
    splitDockWidget(trace, sql, Qt::Vertical);
    splitDockWidget(sql, sources, Qt::Vertical);
    results->raise();
    sources->raise();
    // Starting sizes; a saved layout replaces them.
    resizeDocks({trace}, {680}, Qt::Horizontal);
    resizeDocks({results}, {200}, Qt::Vertical);
    resizeDocks({trace, sql, sources}, {300, 180, 260}, Qt::Vertical);
    if (m_store) {
        m_sessions = new SessionSidebar(this);
        dock(m_sessions, tr("Chats"), QStringLiteral("sessionsDock"), Qt::LeftDockWidgetArea);
    }
    resize(1400, 900);
}

void MainWindow::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolbar"));
    const auto add = [this, file, bar](const QString &text, const QKeySequence &key, auto slot, bool onBar = true,
                                       QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        auto *action = new QAction(text, this);
        if (icon != QStyle::SP_CustomBase)
            action->setIcon(style()->standardIcon(icon));   // scalable theme icons, crisp on high-DPI screens
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        file->addAction(action);
        if (onBar)
            bar->addAction(action);
        return action;
    };
    add(tr("New chat"), QKeySequence::New, [this] { newSession(); }, true, QStyle::SP_FileIcon);
    add(tr("Open database…"), QKeySequence::Open, [this] {
        askForPath(tr("Open SQLite database"), m_databasePath,
                   tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"), QFileDialog::ExistingFile,
                   [this](const QString &path) { openData(path, m_corpusDir); });
    }, true, QStyle::SP_DialogOpenButton);
    add(tr("Choose corpus folder…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] {
        askForPath(tr("Choose the document folder"), m_corpusDir, QString(), QFileDialog::Directory,
                   [this](const QString &dir) { openData(m_databasePath, dir); });
    }, true, QStyle::SP_DirOpenIcon);
    add(tr("Documents…"), QKeySequence(), [this] { showDocuments(); }, false);
    add(tr("Export answer as PDF…"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] { exportAnswer(m_selected); }, true,
        QStyle::SP_DialogSaveButton);
    file->addSeparator();
    add(tr("Quit"), QKeySequence::Quit, [this] { close(); }, false);

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction *modelAction = settingsMenu->addAction(tr("Language model…"));
    connect(modelAction, &QAction::triggered, this, [this] {
        auto *dialog = new SettingsDialog(llm::LlmSettings::load(QSettings()), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            QSettings settings;
            dialog->settings().save(settings);
            m_controller.configureModel(dialog->settings(), m_examplesPath, m_seedEvalPath);
        });
        dialog->open();
    });
    QAction *limitsAction = settingsMenu->addAction(tr("Query limits…"));
    connect(limitsAction, &QAction::triggered, this, [this] {
        auto *dialog = new QueryLimitsDialog(sql::QueryLimits::load(QSettings()), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            QSettings settings;
            dialog->limits().save(settings);
            m_controller.setQueryLimits(dialog->limits());
        });
        dialog->open();
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *d : findChildren<QDockWidget *>())
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    QMenu *theme = view->addMenu(tr("Theme"));
    auto *group = new QActionGroup(this);
    const QString saved = QSettings().value(QStringLiteral("theme"), QStringLiteral("system")).toString();
    for (ThemeChoice choice : {ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark}) {
        QAction *a = theme->addAction(choice == ThemeChoice::System  ? tr("Follow system")
                                      : choice == ThemeChoice::Light ? tr("Light")
                                                                     : tr("Dark"));
        a->setCheckable(true);
        a->setChecked(Theme::name(choice) == saved);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, choice] {
            Theme::apply(choice);
            QSettings().setValue(QStringLiteral("theme"), Theme::name(choice));
            m_sql->setDarkTheme(Theme::isDark());
            m_chart->setDarkTheme(Theme::isDark());
        });
    }
}

void MainWindow::setModelPaths(const QString &examplesPath, const QString &seedEvalPath)
{
    m_examplesPath = examplesPath;
    m_seedEvalPath = seedEvalPath;
    m_controller.configureModel(llm::LlmSettings::load(QSettings()), m_examplesPath, m_seedEvalPath);
}

void MainWindow::connectController()
{
    connect(&m_controller, &AgentController::modelTokens, this,
            [this](quint64 runId, const QString &, const QString &tokens) {
                if (runId == m_currentRun)
                    m_chat->appendStreaming(tokens);
            });
    connect(&m_controller, &AgentController::modelStatus, this, [this](const QString &status) {
        m_llmLabel->setText(status.isEmpty() ? tr("LLM: none (rules)") : tr("LLM: %1").arg(status.section(QLatin1Char(' '), 0, 1)));
        m_llmLabel->setToolTip(status.isEmpty()
                                   ? tr("Every answer comes from the rule-based engine; no language model is configured.")
                                   : tr("Language model: %1. The rules answer first; the model handles what they cannot.").arg(status));
    });
    connect(&m_controller, &AgentController::engineOpened, this, [this](const rac::EngineInfo &info) {
        m_info = info;
        m_databasePath = info.databasePath;
        m_corpusDir = info.corpusDir;
        m_progress->hide();
        m_dataLabel->setText(tr("Database: %1 · Corpus: %2 (%3 chunks%4)")
                                 .arg(QFileInfo(info.databasePath).fileName(), QFileInfo(info.corpusDir).fileName())
                                 .arg(info.chunks)
                                 .arg(info.skippedDocuments.isEmpty()
                                          ? QString()
                                          : tr(", %n file(s) left out: File > Documents", nullptr,
                                               int(info.skippedDocuments.size()))));
        m_dataLabel->setToolTip(info.skippedDocuments.join(QLatin1Char('\n')));
        m_trace->setGraph(info.nodes, info.edges);
        m_sql->setSchema(info.columns);
        m_sources->setSchema(info.columns);
    });
    connect(&m_controller, &AgentController::engineFailed, this, [this](const rac::Error &error) {
        m_progress->hide();
        const QString detail = error.detail.isEmpty() ? QString() : QStringLiteral(" (") + error.detail + QLatin1Char(')');
        m_dataLabel->setText(m_databasePath.isEmpty() ? tr("No data open") : m_dataLabel->text());
        showWarning(tr("Cannot open"), tr("%1%2\n\nThe data already open stays in use.").arg(error.message, detail));
    });
    // The trace pane drops events of runs other than the current one itself.
    connect(&m_controller, &AgentController::nodeStarted, m_trace, &TracePane::onNodeStarted);
    connect(&m_controller, &AgentController::nodeFinished, m_trace, &TracePane::onNodeFinished);
    connect(&m_controller, &AgentController::edgeTaken, m_trace, &TracePane::onEdgeTaken);
    connect(&m_controller, &AgentController::runPaused, m_trace, &TracePane::onRunPaused);
    connect(&m_controller, &AgentController::runFailed, m_trace, [this](quint64 runId) { m_trace->onRunFailed(runId); });
    connect(&m_controller, &AgentController::runFinished, m_trace, &TracePane::onRunFinished);
    connect(&m_controller, &AgentController::runFinished, this, &MainWindow::onRunFinished);
    connect(&m_controller, &AgentController::runFailed, this, &MainWindow::onRunFailed);
    connect(&m_controller, &AgentController::documentReady, this, [this](const QString &file, const QString &text) {
        const PendingDocument range = m_pendingDocuments.take(file);
        m_document->showDocument(file, text, range.start, range.end);
        m_document->parentWidget()->raise();
    });
    connect(&m_controller, &AgentController::documentFailed, this, [this](const QString &file, const rac::Error &error) {
        m_pendingDocuments.remove(file);
        statusBar()->showMessage(tr("Cannot open %1: %2").arg(file, error.message), 5000);
    });
    connect(&m_controller, &AgentController::tablePreviewReady, this,
            [this](const QString &table, const rac::sql::SqlTable &rows) {
                m_document->showTable(table, rows, m_info.columns.value(table));
                m_document->parentWidget()->raise();
            });
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_sql->setDarkTheme(Theme::isDark());
    m_chart->setDarkTheme(Theme::isDark());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_controller.cancelRun();
    QMainWindow::closeEvent(event);
}

void MainWindow::openData(const QString &databasePath, const QString &corpusDir)
{
    m_progress->show();
    m_dataLabel->setText(tr("Opening %1 and indexing %2…").arg(QFileInfo(databasePath).fileName(), corpusDir));
    m_controller.setQueryLimits(sql::QueryLimits::load(QSettings()));
    m_controller.openEngine(databasePath, corpusDir);
}

void MainWindow::askQuestion(const QString &question, const QString &formatHint)
{
    ask(question, formatHint);
}

void MainWindow::ask(const QString &question, const QString &formatHint)
{
    // An elliptical follow-up ("and in 1998?") borrows the previous question.
    const planning::FollowUp followUp = planning::FollowUpResolver::resolve(m_lastQuestion, question);
    const QString hint = formatHint.isEmpty() && !followUp.reused.isEmpty() ? m_lastFormat : formatHint;
    qint64 messageId = m_localIds--;
    if (m_store) {
        Result<qint64> id = m_store->addQuestion(m_session, question, hint);
        if (id)
            messageId = id.value();
    }
    m_chat->addQuestion(messageId, question);
    // A new chat is named after its first question.
    if (m_store && m_answers.isEmpty() && m_lastQuestion.isEmpty())
        (void)m_store->renameSession(m_session, question.left(60));
    if (!followUp.reused.isEmpty())
        m_chat->addNote(followUp.reused);
    m_lastQuestion = followUp.question;
    m_lastFormat = hint;
    m_currentRunIsEdit = false;
    m_currentRun = m_controller.startRun(followUp.question, hint);
    m_trace->setCurrentRun(m_currentRun);
    setRunning(true);
    refreshSessions();
}

void MainWindow::runEditedSql(const QString &sql)
{
    const Answer base = m_answers.value(m_selected);
    m_sql->clearError();
    m_currentRunIsEdit = true;
    m_currentRun = m_controller.startSqlRun(base.question, sql, base.formatHint);
    m_trace->setCurrentRun(m_currentRun);
    setRunning(true);
}

void MainWindow::onRunFinished(quint64 runId, const rac::Answer &answer)
{
    if (runId != m_currentRun)
        return;   // an answer to a run the user has moved on from
    setRunning(false);
    m_timeLabel->setText(tr("Last run: %1 ms").arg(answer.trace.value("total_ms", 0)));
    qint64 messageId = m_localIds--;
    if (m_store) {
        Result<qint64> id = m_store->addAnswer(m_session, answer);
        if (id)
            messageId = id.value();
    }
    m_answers.insert(messageId, answer);
    m_chat->addAnswer(messageId, answer);
    if (!answer.modelNotes.isEmpty()) {
        // The model failed somewhere and the rules answered: say so, briefly.
        statusBar()->showMessage(tr("Language model unavailable, the rules answered: %1").arg(answer.modelNotes.first()), 10000);
    }
    if (m_currentRunIsEdit && !answer.finalAnswer.is_null() && !answer.sql.isEmpty())
        m_controller.addExample(answer.question, answer.sql, answer.formatHint, QStringLiteral("edited"));
    showAnswer(messageId, false);   // the live trace already shows this run
    if (m_currentRunIsEdit) {
        const QString error = lastSqlError(answer.trace);
        if (!error.isEmpty() && answer.finalAnswer.is_null())
            m_sql->showError(error);
    }
}

void MainWindow::onRunFailed(quint64 runId, const rac::Error &error)
{
    if (runId != m_currentRun)
        return;
    setRunning(false);
    m_chat->addError(error.code == ErrorCode::Cancelled ? tr("Cancelled.") : error.message);
}

void MainWindow::showAnswer(qint64 messageId, bool replayTrace)
{
    if (!m_answers.contains(messageId))
        return;
    m_selected = messageId;
    const Answer &a = m_answers[messageId];
    m_sql->setPlainText(a.sql);
    m_sql->clearError();
    m_results->setResult(a.table);
    m_chart->setResult(a.table);
    m_sources->setAnswer(a);
    if (replayTrace && !a.trace.is_null())
        m_trace->replay(a.trace);
    Q_EMIT answerShown(messageId);
}

bool MainWindow::exportSelected(const QString &path, QString *error)
{
    if (!m_answers.contains(m_selected)) {
        if (error)
            *error = tr("No answer is selected.");
        return false;
    }
    return PdfExporter::exportAnswer(m_answers[m_selected], m_chart->grab().toImage(), path, error);
}

void MainWindow::exportAnswer(qint64 messageId)
{
    showAnswer(messageId);
    if (!m_answers.contains(m_selected))
        return;
    askForPath(tr("Export answer as PDF"), QStringLiteral("answer.pdf"), tr("PDF files (*.pdf)"), QFileDialog::AnyFile,
               [this](const QString &path) {
                   QString error;
                   if (!exportSelected(path, &error))
                       showWarning(tr("Export failed"), error);
                   else
                       statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
               });
}

void MainWindow::askForPath(const QString &title, const QString &start, const QString &filter, QFileDialog::FileMode mode,
                            std::function<void(const QString &)> chosen)
{
    // Window-modal and non-blocking: the static QFileDialog helpers would spin a nested event loop.
    auto *dialog = new QFileDialog(this, title, start, filter);
    dialog->setFileMode(mode);
    if (mode == QFileDialog::AnyFile)
        dialog->setAcceptMode(QFileDialog::AcceptSave);
    if (mode == QFileDialog::Directory)
        dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [chosen](const QString &path) {
        if (!path.isEmpty())
            chosen(path);
    });
    dialog->open();
}

void MainWindow::showDocuments()
{
    // The corpus as the index sees it: what was read, and what was left out and why.
    QString text = tr("%n document(s) indexed from %1.", nullptr, int(m_info.documents.size())).arg(m_info.corpusDir);
    if (!m_info.skippedDocuments.isEmpty())
        text += QLatin1Char('\n') + tr("%n file(s) left out; see the details.", nullptr, int(m_info.skippedDocuments.size()));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Documents"), text, QMessageBox::Ok, this);
    box->setDetailedText(tr("Indexed:") + QStringLiteral("\n  ") + m_info.documents.join(QStringLiteral("\n  "))
                         + (m_info.skippedDocuments.isEmpty()
                                ? QString()
                                : QStringLiteral("\n\n") + tr("Left out:") + QStringLiteral("\n  ")
                                      + m_info.skippedDocuments.join(QStringLiteral("\n  "))));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showWarning(const QString &title, const QString &text)
{
    // Window-modal and non-blocking: no nested event loop on the GUI thread.
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    m_lastWarning = text;
}

void MainWindow::setRunning(bool running)
{
    m_chat->setRunning(running);
}

void MainWindow::newSession()
{
    if (m_session >= 0 && m_answers.isEmpty() && m_lastQuestion.isEmpty())
        return;   // the current chat is still empty: use it
    m_chat->clear();
    m_answers.clear();
    m_selected = -1;
    m_lastQuestion.clear();
    if (m_store) {
        Result<qint64> id = m_store->createSession(tr("Chat %1").arg(QDateTime::currentDateTime().toString(
            QStringLiteral("yyyy-MM-dd HH:mm"))));
        m_session = id ? id.value() : -1;
    }
    refreshSessions();
}

void MainWindow::openSession(qint64 sessionId)
{
    if (!m_store || sessionId == m_session)
        return;
    m_session = sessionId;
    m_chat->clear();
    m_answers.clear();
    m_selected = -1;
    m_lastQuestion.clear();
    Result<QList<store::StoredMessage>> messages = m_store->messages(sessionId);
    if (!messages)
        return;
    QStringList history;
    for (const store::StoredMessage &m : messages.value()) {
        if (m.role == store::StoredMessage::Role::User) {
            m_chat->addQuestion(m.id, m.text);
            m_lastQuestion = m.text;
            history << m.text;
        } else {
            const Answer a = store::SessionStore::answerOf(m);
            m_answers.insert(m.id, a);
            m_chat->addAnswer(m.id, a);
            if (m.feedback != 0)
                m_chat->setFeedback(m.id, m.feedback);
        }
    }
    m_chat->setHistory(history);
    if (!m_answers.isEmpty())
        showAnswer(*std::max_element(m_answers.keyBegin(), m_answers.keyEnd()));
    refreshSessions();
}

void MainWindow::refreshSessions()
{
    if (!m_store || !m_sessions)
        return;
    Result<QList<store::SessionInfo>> sessions = m_store->listSessions();
    if (sessions)
        m_sessions->setSessions(sessions.value());
    m_sessions->setCurrentSession(m_session);
}

} // namespace rac::ui
