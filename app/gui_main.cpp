// SPDX-License-Identifier: MIT
//
// retail-copilot: the desktop app. Opens the bundled northwind.db and corpus/
// unless --db / --corpus say otherwise.
#include "DefaultPaths.h"
#include "MainWindow.h"
#include "api/AgentController.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("retail-copilot"));
    QApplication::setOrganizationName(QStringLiteral("RetailAnalyticsCopilot"));
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
    rac::AgentController controller;
    rac::ui::MainWindow window(controller);
    window.show();
    controller.openEngine(db, corpus);
    if (parser.isSet(QStringLiteral("ask"))) {
        const QString question = parser.value(QStringLiteral("ask"));
        QObject::connect(&controller, &rac::AgentController::engineReady, &window,
                         [&window, question] { window.askQuestion(question); });
        const QString shot = parser.value(QStringLiteral("screenshot"));
        if (!shot.isEmpty()) {
            QObject::connect(&controller, &rac::AgentController::runFinished, &window, [&window, shot] {
                // Let the answer paint first.
                QTimer::singleShot(300, &window, [&window, shot] {
                    window.grab().save(shot);
                    QApplication::quit();
                });
            });
        }
    }
    return app.exec();
}
