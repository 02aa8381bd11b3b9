// SPDX-License-Identifier: MIT
//
// retail-copilot: the desktop app. Opens the bundled northwind.db and corpus/
// unless --db / --corpus say otherwise; chat sessions live in the user's
// application-data folder.
#include "DefaultPaths.h"
#include "MainWindow.h"
#include "Theme.h"
#include "api/AgentController.h"
#include "store/SessionStore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("retail-copilot"));
    QApplication::setOrganizationName(QStringLiteral("RetailAnalyticsCopilot"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/retail-copilot.svg")));
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{QStringLiteral("db"), QStringLiteral("SQLite database."), QStringLiteral("path")},
                       {QStringLiteral("corpus"), QStringLiteral("Folder of markdown documents."), QStringLiteral("dir")},
                       {QStringLiteral("ask"), QStringLiteral("Ask this question once the data is open."), QStringLiteral("question")},
                       {QStringLiteral("screenshot"), QStringLiteral("With --ask: save the window as PNG when answered, then quit."),
                        QStringLiteral("file")}});
    parser.process(app);
    const QString db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : rac::app::bundledDatabase();
    const QString corpus = parser.isSet(QStringLiteral("corpus")) ? parser.value(QStringLiteral("corpus"))
                                                                  : rac::app::bundledCorpus();
    rac::ui::Theme::apply(rac::ui::Theme::fromName(QSettings().value(QStringLiteral("theme")).toString()));

    // Sessions are a convenience: without a writable store the app still answers.
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dataDir);
    auto store = rac::store::SessionStore::open(dataDir + QStringLiteral("/sessions.sqlite"));
    std::unique_ptr<rac::store::SessionStore> sessions;
    if (store)
        sessions = std::move(store).value();

    rac::AgentController controller;
    rac::ui::MainWindow window(controller, sessions.get());
    window.show();
    if (!store) {
        // Non-blocking, like every dialog of the app.
        auto *box = new QMessageBox(QMessageBox::Warning, QObject::tr("Chats not saved"),
                                    QObject::tr("Chat sessions cannot be saved: %1").arg(store.error().message),
                                    QMessageBox::Ok, &window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    window.setModelPaths(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/examples.jsonl"),
                         rac::app::bundledEvaluation());
    window.openData(db, corpus);
    if (parser.isSet(QStringLiteral("ask"))) {
        const QString question = parser.value(QStringLiteral("ask"));
        QObject::connect(&controller, &rac::AgentController::engineOpened, &window,
                         [&window, question] { window.askQuestion(question); }, Qt::SingleShotConnection);
        const QString shot = parser.value(QStringLiteral("screenshot"));
        if (!shot.isEmpty()) {
            QObject::connect(&window, &rac::ui::MainWindow::answerShown, &window, [&window, shot] {
                // Let the answer, table and chart paint first.
                QTimer::singleShot(500, &window, [&window, shot] {
                    window.grab().save(shot);
                    QApplication::quit();
                });
            }, Qt::SingleShotConnection);
        }
    }
    return app.exec();
}
