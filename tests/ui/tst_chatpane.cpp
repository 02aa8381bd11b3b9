// SPDX-License-Identifier: MIT
//
// ChatPane and SessionSidebar, driven as a user would: typing and Enter ask,
// Up recalls, answers render their typed value, chips and buttons report the
// right message and citation ids, and running state swaps Ask for Cancel.
#include "ChatPane.h"
#include "SessionSidebar.h"

#include "api/RunEvents.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using rac::ui::ChatPane;
using rac::ui::SessionSidebar;
using nlohmann::json;

namespace {

rac::Answer listAnswer()
{
    rac::Answer a;
    a.question = QStringLiteral("top 2 products by revenue in 1997");
    a.formatHint = QStringLiteral("list[{product:str, revenue:float}]");
    a.route = QStringLiteral("hybrid");
    a.finalAnswer = json::array({{{"product", "Chai"}, {"revenue", 1234.5}},
                                 {{"product", "Ikura & Co"}, {"revenue", 987.25}}});
    a.sql = QStringLiteral("SELECT 1");
    a.confidence = 0.92;
    a.explanation = QStringLiteral("Revenue per product summed over the 1997 orders, as the KPI document defines it, "
                                   "and ranked from highest to lowest with ties broken by name.");
    a.citations = {QStringLiteral("Orders"), QStringLiteral("kpi_definitions::chunk2")};
    rac::Citation chunk;
    chunk.kind = rac::Citation::Kind::Chunk;
    chunk.id = QStringLiteral("kpi_definitions::chunk2");
    chunk.file = QStringLiteral("kpi_definitions.md");
    chunk.headingPath = {QStringLiteral("KPIs"), QStringLiteral("Revenue")};
    chunk.startLine = 3;
    chunk.endLine = 9;
    a.sources = {chunk};
    return a;
}

QToolButton *chip(const QWidget &pane, const QString &citationId)
{
    const auto chips = pane.findChildren<QToolButton *>(QStringLiteral("citationChip"));
    for (QToolButton *c : chips) {
        if (c->property("citationId").toString() == citationId)
            return c;
    }
    return nullptr;
}

QWidget *answerBubble(const QWidget &pane, qint64 messageId)
{
    const auto bubbles = pane.findChildren<QWidget *>(QStringLiteral("answer"));
    for (QWidget *b : bubbles) {
        if (b->property("messageId").toLongLong() == messageId)
            return b;
    }
    return nullptr;
}

} // namespace

class TestChatPane : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void enterAsksAndClearsInput();
    void upAndDownWalkTheHistory();
    void listAnswerRendersATable();
    void scalarsAndObjectsRenderPlainly();
    void citationChipReportsItsIds();
    void buttonsReportTheMessage();
    void thumbsGiveFeedbackAndStayChecked();
    void runningSwapsAskForCancel();
    void ctrlLFocusesTheInput();
    void clearRemovesTheConversation();
    void sidebarListsAndActivatesSessions();
};

void TestChatPane::enterAsksAndClearsInput()
{
    ChatPane pane;
    pane.show();
    QSignalSpy asked(&pane, &ChatPane::askRequested);
    auto *input = pane.findChild<QLineEdit *>(QStringLiteral("questionInput"));
    auto *hint = pane.findChild<QComboBox *>(QStringLiteral("formatHint"));
    QVERIFY(input && hint);
    hint->setCurrentText(QStringLiteral("float"));
    QTest::keyClicks(input, QStringLiteral("average order value in 1997"));
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.at(0).at(0).toString(), QStringLiteral("average order value in 1997"));
    QCOMPARE(asked.at(0).at(1).toString(), QStringLiteral("float"));
    QVERIFY(input->text().isEmpty());

    // Blank input asks nothing; the Ask button asks like Enter does.
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(asked.count(), 1);
    hint->setCurrentText(QString());
    QTest::keyClicks(input, QStringLiteral("  how many customers  "));
    pane.findChild<QPushButton *>(QStringLiteral("askButton"))->click();
    QCOMPARE(asked.count(), 2);
    QCOMPARE(asked.at(1).at(0).toString(), QStringLiteral("how many customers"));
    QCOMPARE(asked.at(1).at(1).toString(), QString());
}

void TestChatPane::upAndDownWalkTheHistory()
{
    ChatPane pane;
    pane.show();
    auto *input = pane.findChild<QLineEdit *>(QStringLiteral("questionInput"));
    QTest::keyClicks(input, QStringLiteral("first question"));
    QTest::keyClick(input, Qt::Key_Return);
    QTest::keyClicks(input, QStringLiteral("second question"));
    QTest::keyClick(input, Qt::Key_Return);
    QTest::keyClicks(input, QStringLiteral("a draft"));

    QTest::keyClick(input, Qt::Key_Up);
    QCOMPARE(input->text(), QStringLiteral("second question"));
    QTest::keyClick(input, Qt::Key_Up);
    QCOMPARE(input->text(), QStringLiteral("first question"));
    QTest::keyClick(input, Qt::Key_Up);   // stays on the oldest
    QCOMPARE(input->text(), QStringLiteral("first question"));
    QTest::keyClick(input, Qt::Key_Down);
    QCOMPARE(input->text(), QStringLiteral("second question"));
    QTest::keyClick(input, Qt::Key_Down);   // back to what was being typed
    QCOMPARE(input->text(), QStringLiteral("a draft"));
    QCOMPARE(pane.history(), QStringList({QStringLiteral("first question"), QStringLiteral("second question")}));
}

void TestChatPane::listAnswerRendersATable()
{
    ChatPane pane;
    pane.resize(700, 500);
    pane.show();
    pane.addQuestion(1, QStringLiteral("top 2 products by revenue in 1997"));
    pane.addAnswer(2, listAnswer());

    QWidget *bubble = answerBubble(pane, 2);
    QVERIFY(bubble);
    auto *value = bubble->findChild<QLabel *>(QStringLiteral("answerValue"));
    QVERIFY(value);
    QVERIFY(value->text().contains(QStringLiteral("<table")));
    QVERIFY(value->text().contains(QStringLiteral(">product</th>")));
    QVERIFY(value->text().contains(QStringLiteral(">Chai</td>")));
    QVERIFY(value->text().contains(QStringLiteral("Ikura &amp; Co")));   // escaped, not markup
    QVERIFY(value->text().contains(QStringLiteral("987.25")));

    auto *confidence = bubble->findChild<QLabel *>(QStringLiteral("confidence"));
    QCOMPARE(confidence->text(), QStringLiteral("92%"));
    auto *explanation = bubble->findChild<QLabel *>(QStringLiteral("explanation"));
    QVERIFY(explanation->toolTip().contains(QStringLiteral("ties broken by name")));
    QVERIFY(explanation->text().size() < listAnswer().explanation.size());   // elided to one line

    // The user's question is shown as typed.
    const auto questions = pane.findChildren<QWidget *>(QStringLiteral("question"));
    QCOMPARE(questions.size(), 1);
    QCOMPARE(questions.at(0)->findChild<QLabel *>()->text(), QStringLiteral("top 2 products by revenue in 1997"));
}

void TestChatPane::scalarsAndObjectsRenderPlainly()
{
    ChatPane pane;
    rac::Answer scalar;
    scalar.finalAnswer = 0.25;
    scalar.confidence = 0.5;
    pane.addAnswer(10, scalar);
    rac::Answer object;
    object.finalAnswer = {{"category", "Beverages"}, {"quantity", 1200}};
    pane.addAnswer(11, object);
    rac::Answer none;
    pane.addAnswer(12, none);

    const QString scalarText = answerBubble(pane, 10)->findChild<QLabel *>(QStringLiteral("answerValue"))->text();
    QVERIFY(scalarText.contains(QStringLiteral(">0.25<")));
    QVERIFY(!scalarText.contains(QStringLiteral("<table")));
    const QString objectText = answerBubble(pane, 11)->findChild<QLabel *>(QStringLiteral("answerValue"))->text();
    QVERIFY(objectText.contains(QStringLiteral("<b>category</b>: Beverages")));
    QVERIFY(objectText.contains(QStringLiteral("<b>quantity</b>: 1200")));
    const QString noneText = answerBubble(pane, 12)->findChild<QLabel *>(QStringLiteral("answerValue"))->text();
    QVERIFY(noneText.contains(QStringLiteral("No answer")));
    // No SQL behind the answer: nothing to show.
    QVERIFY(!answerBubble(pane, 12)->findChild<QToolButton *>(QStringLiteral("showSql"))->isEnabled());
}

void TestChatPane::citationChipReportsItsIds()
{
    ChatPane pane;
    pane.show();
    pane.addAnswer(41, listAnswer());
    pane.addAnswer(42, listAnswer());
    QSignalSpy cited(&pane, &ChatPane::citationActivated);

    QToolButton *docChip = chip(*answerBubble(pane, 42), QStringLiteral("kpi_definitions::chunk2"));
    QVERIFY(docChip);
    QCOMPARE(docChip->text(), QStringLiteral("kpi_definitions \u203a Revenue"));
    QVERIFY(docChip->toolTip().contains(QStringLiteral("lines 3–9")));
    QTest::mouseClick(docChip, Qt::LeftButton);
    QCOMPARE(cited.count(), 1);
    QCOMPARE(cited.at(0).at(0).toLongLong(), qint64(42));
    QCOMPARE(cited.at(0).at(1).toString(), QStringLiteral("kpi_definitions::chunk2"));

    QToolButton *tableChip = chip(*answerBubble(pane, 41), QStringLiteral("Orders"));
    QVERIFY(tableChip);
    QCOMPARE(tableChip->text(), QStringLiteral("Orders"));
    tableChip->click();
    QCOMPARE(cited.count(), 2);
    QCOMPARE(cited.at(1).at(0).toLongLong(), qint64(41));
    QCOMPARE(cited.at(1).at(1).toString(), QStringLiteral("Orders"));
}

void TestChatPane::buttonsReportTheMessage()
{
    ChatPane pane;
    pane.addAnswer(7, listAnswer());
    QSignalSpy sql(&pane, &ChatPane::showSqlRequested);
    QSignalSpy trace(&pane, &ChatPane::showTraceRequested);
    QSignalSpy pdf(&pane, &ChatPane::exportRequested);
    QWidget *bubble = answerBubble(pane, 7);
    bubble->findChild<QToolButton *>(QStringLiteral("showSql"))->click();
    bubble->findChild<QToolButton *>(QStringLiteral("showTrace"))->click();
    bubble->findChild<QToolButton *>(QStringLiteral("exportPdf"))->click();
    QCOMPARE(sql.count(), 1);
    QCOMPARE(sql.at(0).at(0).toLongLong(), qint64(7));
    QCOMPARE(trace.count(), 1);
    QCOMPARE(trace.at(0).at(0).toLongLong(), qint64(7));
    QCOMPARE(pdf.count(), 1);
    QCOMPARE(pdf.at(0).at(0).toLongLong(), qint64(7));
}

void TestChatPane::thumbsGiveFeedbackAndStayChecked()
{
    ChatPane pane;
    pane.show();
    pane.addAnswer(5, listAnswer());
    QSignalSpy feedback(&pane, &ChatPane::feedbackGiven);
    auto *up = answerBubble(pane, 5)->findChild<QToolButton *>(QStringLiteral("thumbUp"));
    auto *down = answerBubble(pane, 5)->findChild<QToolButton *>(QStringLiteral("thumbDown"));
    QVERIFY(up && down);

    QTest::mouseClick(up, Qt::LeftButton);
    QCOMPARE(feedback.count(), 1);
    QCOMPARE(feedback.at(0).at(0).toLongLong(), qint64(5));
    QCOMPARE(feedback.at(0).at(1).toInt(), +1);
    QVERIFY(up->isChecked());
    QVERIFY(!down->isChecked());

    QTest::mouseClick(down, Qt::LeftButton);
    QCOMPARE(feedback.at(1).at(1).toInt(), -1);
    QVERIFY(down->isChecked());
    QVERIFY(!up->isChecked());

    QTest::mouseClick(down, Qt::LeftButton);   // taking it back
    QCOMPARE(feedback.at(2).at(1).toInt(), 0);
    QVERIFY(!down->isChecked());

    // Restoring stored feedback shows it without reporting it again.
    pane.setFeedback(5, +1);
    QVERIFY(up->isChecked());
    QCOMPARE(feedback.count(), 3);
}

void TestChatPane::runningSwapsAskForCancel()
{
    ChatPane pane;
    pane.show();
    auto *ask = pane.findChild<QPushButton *>(QStringLiteral("askButton"));
    auto *cancel = pane.findChild<QPushButton *>(QStringLiteral("cancelButton"));
    auto *input = pane.findChild<QLineEdit *>(QStringLiteral("questionInput"));
    QVERIFY(!cancel->isEnabled());
    QVERIFY(cancel->isHidden());

    pane.setRunning(true);
    QVERIFY(cancel->isEnabled());
    QVERIFY(!cancel->isHidden());
    QVERIFY(!ask->isEnabled());
    QSignalSpy asked(&pane, &ChatPane::askRequested);
    QSignalSpy cancelled(&pane, &ChatPane::cancelRequested);
    QTest::keyClicks(input, QStringLiteral("next question"));
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(asked.count(), 0);                                 // one run at a time
    QCOMPARE(input->text(), QStringLiteral("next question"));   // kept for later
    QTest::mouseClick(cancel, Qt::LeftButton);
    QCOMPARE(cancelled.count(), 1);

    pane.setRunning(false);
    QVERIFY(ask->isEnabled());
    QVERIFY(cancel->isHidden());
    QTest::keyClick(input, Qt::Key_Return);
    QCOMPARE(asked.count(), 1);
}

void TestChatPane::ctrlLFocusesTheInput()
{
    QWidget window;
    auto *other = new QLineEdit(&window);
    auto *pane = new ChatPane(&window);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(other);
    layout->addWidget(pane);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    other->setFocus();
    QTRY_VERIFY(other->hasFocus());
    QTest::keyClick(other, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(pane->findChild<QLineEdit *>(QStringLiteral("questionInput"))->hasFocus());
}

void TestChatPane::clearRemovesTheConversation()
{
    ChatPane pane;
    pane.addQuestion(1, QStringLiteral("q"));
    pane.addAnswer(2, listAnswer());
    pane.addNote(QStringLiteral("reused: the previous question"));
    pane.addError(QStringLiteral("Sql: no such table"));
    QCOMPARE(pane.findChildren<QWidget *>(QStringLiteral("note")).size(), 1);
    QCOMPARE(pane.findChildren<QWidget *>(QStringLiteral("error")).size(), 1);
    pane.clear();
    QVERIFY(pane.findChildren<QWidget *>(QStringLiteral("answer")).isEmpty());
    QVERIFY(pane.findChildren<QWidget *>(QStringLiteral("question")).isEmpty());
    QVERIFY(pane.findChildren<QWidget *>(QStringLiteral("note")).isEmpty());
    QVERIFY(answerBubble(pane, 2) == nullptr);
    pane.setFeedback(2, 1);   // a cleared message: ignored, no crash
}

void TestChatPane::sidebarListsAndActivatesSessions()
{
    SessionSidebar sidebar;
    sidebar.show();
    QSignalSpy activated(&sidebar, &SessionSidebar::sessionActivated);
    QSignalSpy created(&sidebar, &SessionSidebar::newSessionRequested);
    QSignalSpy renamed(&sidebar, &SessionSidebar::renameRequested);

    const QDateTime now = QDateTime::currentDateTime();
    sidebar.setSessions({{3, QStringLiteral("Newest"), now, 2}, {1, QStringLiteral("Oldest"), now.addDays(-3), 5}});
    auto *list = sidebar.findChild<QListWidget *>(QStringLiteral("sessionList"));
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Newest"));

    sidebar.setCurrentSession(1);   // programmatic: no signal
    QCOMPARE(sidebar.currentSession(), qint64(1));
    QCOMPARE(activated.count(), 0);

    list->setCurrentRow(0);         // the user picks one
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toLongLong(), qint64(3));

    // Refreshing keeps the selection and does not re-activate it.
    sidebar.setSessions({{4, QStringLiteral("Brand new"), now, 0}, {3, QStringLiteral("Newest"), now, 3}});
    QCOMPARE(sidebar.currentSession(), qint64(3));
    QCOMPARE(activated.count(), 1);

    // An in-place edit of the title is a rename request.
    list->item(1)->setText(QStringLiteral("Revenue, renamed"));
    QCOMPARE(renamed.count(), 1);
    QCOMPARE(renamed.at(0).at(0).toLongLong(), qint64(3));
    QCOMPARE(renamed.at(0).at(1).toString(), QStringLiteral("Revenue, renamed"));

    sidebar.findChild<QPushButton *>(QStringLiteral("newChat"))->click();
    QCOMPARE(created.count(), 1);
}

QTEST_MAIN(TestChatPane)
#include "tst_chatpane.moc"
