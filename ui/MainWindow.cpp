// SPDX-License-Identifier: MIT
#include "MainWindow.h"

#include "api/AgentController.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rac::ui {

MainWindow::MainWindow(AgentController &controller, QWidget *parent) : QMainWindow(parent), m_controller(controller)
{
    setWindowTitle(tr("Retail Analytics Copilot"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);

    auto *askRow = new QHBoxLayout;
    m_question = new QLineEdit(central);
    m_question->setPlaceholderText(tr("Ask about your sales and policies, e.g. top 3 products by revenue in Q4 '97"));
    m_format = new QComboBox(central);
    m_format->setEditable(true);
    m_format->addItems({QString(), QStringLiteral("int"), QStringLiteral("float"), QStringLiteral("str"),
                        QStringLiteral("list[{product:str, revenue:float}]")});
    m_format->setToolTip(tr("Format hint for the answer (optional)"));
    m_askButton = new QPushButton(tr("Ask"), central);
    m_cancelButton = new QPushButton(tr("Cancel"), central);
    m_cancelButton->setEnabled(false);
    askRow->addWidget(m_question, 4);
    askRow->addWidget(m_format, 1);
    askRow->addWidget(m_askButton);
    askRow->addWidget(m_cancelButton);
    layout->addLayout(askRow);

    auto *split = new QSplitter(Qt::Horizontal, central);
    auto *left = new QSplitter(Qt::Vertical, split);
    m_answer = new QTextBrowser(left);
    m_sql = new QPlainTextEdit(left);
    m_sql->setReadOnly(true);
    m_sql->setPlaceholderText(tr("SQL of the answer"));
    m_trace = new QListWidget(split);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    setCentralWidget(central);
    statusBar()->showMessage(tr("Opening the database and corpus…"));
    resize(1100, 700);

    connect(m_askButton, &QPushButton::clicked, this, &MainWindow::ask);
    connect(m_question, &QLineEdit::returnPressed, this, &MainWindow::ask);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] { m_controller.cancelRun(); });
    connect(&m_controller, &AgentController::engineReady, this,
            [this](const QString &summary) { statusBar()->showMessage(tr("Ready: %1").arg(summary)); });
    connect(&m_controller, &AgentController::engineFailed, this, [this](const rac::Error &e) {
        statusBar()->showMessage(tr("Could not open: %1").arg(e.message));
        m_answer->setPlainText(e.toString());
    });
    connect(&m_controller, &AgentController::nodeFinished, this,
            [this](quint64 runId, const QString &node, const QString &, qint64 elapsedUs) {
                if (runId == m_currentRun)
                    m_trace->addItem(tr("%1  %2 ms").arg(node).arg(double(elapsedUs) / 1000.0, 0, 'f', 2));
            });
    connect(&m_controller, &AgentController::edgeTaken, this,
            [this](quint64 runId, const QString &from, const QString &to, const QString &reason) {
                if (runId == m_currentRun)
                    m_trace->addItem(tr("   %1 → %2: %3").arg(from, to, reason));
            });
    connect(&m_controller, &AgentController::runFinished, this, &MainWindow::showAnswer);
    connect(&m_controller, &AgentController::runFailed, this, &MainWindow::showFailure);
}

void MainWindow::askQuestion(const QString &question)
{
    m_question->setText(question);
    ask();
}

void MainWindow::ask()
{
    const QString question = m_question->text().trimmed();
    if (question.isEmpty())
        return;
    m_trace->clear();
    m_answer->setPlainText(tr("Working…"));
    m_sql->clear();
    m_cancelButton->setEnabled(true);
    m_currentRun = m_controller.startRun(question, m_format->currentText().trimmed());
}

void MainWindow::showAnswer(quint64 runId, const rac::Answer &answer)
{
    if (runId != m_currentRun)
        return;   // an older run's answer
    m_cancelButton->setEnabled(false);
    QString html = QStringLiteral("<h3>%1</h3><p><b>%2</b></p><p>%3</p><p><i>%4</i></p><p>%5</p>")
                       .arg(answer.question.toHtmlEscaped(),
                            QString::fromStdString(answer.finalAnswer.dump(2)).toHtmlEscaped(),
                            answer.explanation.toHtmlEscaped(),
                            tr("route %1, confidence %2").arg(answer.route).arg(answer.confidence, 0, 'f', 2),
                            tr("Sources: %1").arg(answer.citations.join(QStringLiteral(", ")).toHtmlEscaped()));
    m_answer->setHtml(html);
    m_sql->setPlainText(answer.sql);
}

void MainWindow::showFailure(quint64 runId, const rac::Error &error)
{
    if (runId != m_currentRun)
        return;
    m_cancelButton->setEnabled(false);
    m_answer->setPlainText(error.toString());
}

} // namespace rac::ui
