// SPDX-License-Identifier: MIT
//
// AnswerTyper: result rows shaped to a format hint. The expectations are
// written by hand from the hint's meaning, not computed by the typer.
#include "answer/AnswerTyper.h"
#include "answer/FormatHint.h"

#include <QTest>

using namespace rac;
using nlohmann::json;

class TestAnswerTyper : public QObject {
    Q_OBJECT

private:
    static json typed(const sql::SqlTable &table, const QString &hint)
    {
        const Result<answer::FormatHint> parsed = answer::FormatHint::parse(hint);
        if (!parsed)
            return json("bad hint");
        const Result<json> out = answer::AnswerTyper::type(table, *parsed);
        return out ? *out : json("error: " + out.error().message.toStdString());
    }

private Q_SLOTS:
    void fieldsTakeTheColumnOfTheirName()
    {
        // The two numbers in the other order than the hint's: read by name, not by position.
        sql::SqlTable t;
        t.columns = {QStringLiteral("ShipName"), QStringLiteral("revenue"), QStringLiteral("order")};
        t.rows = {{QStringLiteral("Vins et alcools"), 440.0, 10248}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("{order:int, revenue:float}")).dump()), QString::fromStdString((json{{"order", 10248}, {"revenue", 440.0}}).dump()));
    }

    void yesAndNoAreTrueAndFalse()
    {
        // A yes/no answer asked as a bool: "No" is false, though it is a non-empty text.
        sql::SqlTable t;
        t.columns = {QStringLiteral("answer")};
        t.rows = {{QStringLiteral("No")}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("bool")).dump()), QStringLiteral("false"));
        t.rows = {{QStringLiteral("Yes")}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("bool")).dump()), QStringLiteral("true"));
        t.rows = {{0}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("bool")).dump()), QStringLiteral("false"));
    }

    void aListOfNumbersIsOfTheNumberColumn()
    {
        // A month beside its revenue: the list of floats is the revenues, not the months as 0.0.
        sql::SqlTable t;
        t.columns = {QStringLiteral("month"), QStringLiteral("revenue")};
        t.rows = {{QStringLiteral("1997-01"), 61258.07}, {QStringLiteral("1997-02"), 38483.64}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("list[float]")).dump()), QString::fromStdString((json{61258.07, 38483.64}).dump()));
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("list[str]")).dump()), QString::fromStdString((json{"1997-01", "1997-02"}).dump()));
    }

    void namesMatchAcrossSpellings()
    {
        sql::SqlTable t;
        t.columns = {QStringLiteral("UnitsInStock"), QStringLiteral("UnitPrice")};
        t.rows = {{39, 18.0}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("{unit_price:float, units_in_stock:int}")).dump()),
                 QString::fromStdString((json{{"unit_price", 18.0}, {"units_in_stock", 39}}).dump()));
    }

    void quotedFieldNamesAreTheNames()
    {
        // A hint written as JSON names the same fields as the bare form.
        sql::SqlTable t;
        t.columns = {QStringLiteral("CompanyName"), QStringLiteral("Revenue")};
        t.rows = {{QStringLiteral("QUICK-Stop"), 110277.31}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("{\"CompanyName\": \"str\", 'Revenue': float}")).dump()),
                 QString::fromStdString((json{{"CompanyName", "QUICK-Stop"}, {"Revenue", 110277.31}}).dump()));
    }

    void unnamedFieldsFallBackToTheirType()
    {
        sql::SqlTable t;
        t.columns = {QStringLiteral("CompanyName"), QStringLiteral("total")};
        t.rows = {{QStringLiteral("QUICK-Stop"), 117483.39}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("{customer:str, revenue:float}")).dump()), QString::fromStdString((json{{"customer", "QUICK-Stop"}, {"revenue", 117483.39}}).dump()));
    }

    void aNumberFieldNeverTakesTextOfItsName()
    {
        // "year" as text ('1997') cannot fill year:int by name; the numeric column does.
        sql::SqlTable t;
        t.columns = {QStringLiteral("year"), QStringLiteral("n")};
        t.rows = {{QStringLiteral("n/a"), 5}};
        QCOMPARE(QString::fromStdString(typed(t, QStringLiteral("{year:int}")).dump()), QString::fromStdString((json{{"year", 5}}).dump()));
    }
};

QTEST_GUILESS_MAIN(TestAnswerTyper)
#include "tst_answertyper.moc"
