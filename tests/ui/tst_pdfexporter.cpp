// SPDX-License-Identifier: MIT
//
// PdfExporter writes a report whose text is real PDF text: pdftotext (from
// poppler-utils, installed by the project's setup script) must read back the
// question, the answer, the cited chunk's words and its file name.
#include "PdfExporter.h"

#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using rac::Citation;
using rac::ui::PdfExporter;

namespace {

constexpr auto kPhrase = "Flamingo Quartz rebate window";

rac::Answer sampleAnswer(int resultRows)
{
    rac::Answer a;
    a.question = QStringLiteral("Which three products earned the most during Summer Beverages 1997?");
    a.formatHint = QStringLiteral("list[{product:str, revenue:float}]");
    a.route = QStringLiteral("hybrid");
    a.finalAnswer = nlohmann::json::array({{{"product", "Côte de Blaye"}, {"revenue", 24516.5}},
                                           {{"product", "Raclette Courdavault"}, {"revenue", 9581.25}},
                                           {{"product", "Tarte au sucre"}, {"revenue", 7345.2}}});
    a.sql = QStringLiteral("SELECT p.ProductName AS product, SUM(od.UnitPrice * od.Quantity) AS revenue\n"
                           "FROM \"Order Details\" od JOIN Products p ON p.ProductID = od.ProductID\n"
                           "GROUP BY p.ProductName ORDER BY revenue DESC LIMIT 3");
    a.confidence = 0.87;
    a.explanation = QStringLiteral("Revenue of the campaign window, from the order lines.");
    a.table.columns = {QStringLiteral("product"), QStringLiteral("revenue")};
    for (int i = 0; i < resultRows; ++i)
        a.table.rows.append({QStringLiteral("Row product %1").arg(i + 1), 1000.5 * (resultRows - i)});
    Citation chunk;
    chunk.kind = Citation::Kind::Chunk;
    chunk.id = QStringLiteral("marketing_calendar::chunk1");
    chunk.file = QStringLiteral("marketing_calendar.md");
    chunk.headingPath = {QStringLiteral("Marketing calendar"), QStringLiteral("Summer Beverages 1997")};
    chunk.startLine = 7;
    chunk.endLine = 12;
    chunk.score = 0.71;
    chunk.text = QStringLiteral("## Summer Beverages 1997\nThe %1 runs from June 1 to June 30.").arg(QLatin1String(kPhrase));
    Citation table;
    table.kind = Citation::Kind::Table;
    table.id = QStringLiteral("Order Details");
    a.sources = {chunk, table};
    a.citations = {chunk.id, table.id};
    return a;
}

// The PDF's text with runs of whitespace folded, so a phrase that wrapped
// across lines still matches, and ligatures ("ﬁ") spelled out (NFKC).
QString pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) {
        qWarning("pdftotext not found: install poppler-utils (the project's setup script does)");
        return {};
    }
    QProcess process;
    process.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        qWarning("pdftotext failed: %s", process.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput()).normalized(QString::NormalizationForm_KC).simplified();
}

QImage sampleChart()
{
    QImage chart(900, 360, QImage::Format_RGB32);
    chart.fill(Qt::white);
    QPainter p(&chart);
    p.fillRect(60, 60, 200, 280, QColor(0x33, 0x66, 0xcc));
    p.fillRect(360, 160, 200, 180, QColor(0x33, 0x66, 0xcc));
    p.fillRect(660, 220, 200, 120, QColor(0x33, 0x66, 0xcc));
    return chart;
}

} // namespace

class TestPdfExporter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void exportedTextIsReadable();
    void longResultsAreCut();
    void chartIsEmbedded();
    void unwritablePathFails();
};

void TestPdfExporter::exportedTextIsReadable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("answer.pdf"));
    QString error;
    QVERIFY2(PdfExporter::exportAnswer(sampleAnswer(3), QImage(), path, &error), qPrintable(error));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5).startsWith("%PDF-"));

    const QString text = pdfText(path);
    QVERIFY2(!text.isEmpty(), "pdftotext must be installed and read the file");
    QVERIFY2(text.contains(QStringLiteral("Which three products earned the most during Summer Beverages 1997?")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Côte de Blaye")));         // the typed answer, as a table
    QVERIFY(text.contains(QStringLiteral("24516.5")));
    QVERIFY(text.contains(QLatin1String(kPhrase)));                  // the cited chunk's text
    QVERIFY(text.contains(QStringLiteral("marketing_calendar.md")));  // and its file
    QVERIFY(text.contains(QStringLiteral("Summer Beverages 1997")));
    QVERIFY(text.contains(QStringLiteral("lines 7–12")));
    QVERIFY(text.contains(QStringLiteral("Order Details")));
    QVERIFY(text.contains(QStringLiteral("Confidence 0.87")));
    QVERIFY(text.contains(QStringLiteral("GROUP BY p.ProductName")));  // the SQL
    QVERIFY(text.contains(QStringLiteral("Row product 3")));           // all three result rows
    QVERIFY(!text.contains(QStringLiteral("showing")));
}

void TestPdfExporter::longResultsAreCut()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.pdf"));
    rac::Answer answer = sampleAnswer(60);
    answer.finalAnswer = 987654;   // a scalar answer
    QVERIFY(PdfExporter::exportAnswer(answer, QImage(), path));
    const QString text = pdfText(path);
    QVERIFY(!text.isEmpty());
    QVERIFY(text.contains(QStringLiteral("showing 50 of 60 rows")));
    QVERIFY(text.contains(QStringLiteral("Row product 50 ")));
    QVERIFY(!text.contains(QStringLiteral("Row product 51")));
    QVERIFY(text.contains(QStringLiteral("987654")));
}

void TestPdfExporter::chartIsEmbedded()
{
    QTemporaryDir dir;
    const QString withChart = dir.filePath(QStringLiteral("chart.pdf"));
    const QString without = dir.filePath(QStringLiteral("plain.pdf"));
    QVERIFY(PdfExporter::exportAnswer(sampleAnswer(3), sampleChart(), withChart));
    QVERIFY(PdfExporter::exportAnswer(sampleAnswer(3), QImage(), without));
    QVERIFY(PdfExporter::reportHtml(sampleAnswer(3), true).contains(QStringLiteral("<img src=\"chart.png\"")));
    QVERIFY(!PdfExporter::reportHtml(sampleAnswer(3), false).contains(QStringLiteral("<img")));

    // pdfimages (poppler-utils too) lists one image in the charted report only.
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdfimages"));
    QVERIFY2(!tool.isEmpty(), "pdfimages not found: install poppler-utils");
    auto imageCount = [&tool](const QString &pdf) {
        QProcess process;
        process.start(tool, {QStringLiteral("-list"), pdf});
        if (!process.waitForFinished(30000))
            return -1;
        // A header line and a rule line, then one line per image.
        const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
        return int(lines.size()) - 2;
    };
    QCOMPARE(imageCount(withChart), 1);
    QCOMPARE(imageCount(without), 0);
    QVERIFY(pdfText(withChart).contains(QStringLiteral("Chart")));
}

void TestPdfExporter::unwritablePathFails()
{
    QString error;
    QVERIFY(!PdfExporter::exportAnswer(sampleAnswer(1), QImage(), QStringLiteral("/nonexistent-dir/x/answer.pdf"), &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/x/answer.pdf")));
    QVERIFY(!PdfExporter::exportAnswer(sampleAnswer(1), QImage(), QString(), &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestPdfExporter)
#include "tst_pdfexporter.moc"
