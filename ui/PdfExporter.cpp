// SPDX-License-Identifier: MIT
#include "PdfExporter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace rac::ui {
namespace {

constexpr int kChartMaxWidth = 640;   // document pixels (96 dpi); the A4 text width is about 680

QString tr(const char *text) { return QCoreApplication::translate("rac::ui::PdfExporter", text); }

QString esc(const QString &text) { return text.toHtmlEscaped(); }

QString scalarText(const nlohmann::json &v)
{
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    if (v.is_number_float())
        return QString::number(v.get<double>(), 'g', 15);   // 0.30000000000000004 reads as 0.3
    if (v.is_null())
        return QStringLiteral("—");
    return QString::fromStdString(v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

// The typed answer as the analyst reads it: a list of records as a table,
// a list of values as a list, a scalar as itself.
QString answerHtml(const nlohmann::json &value)
{
    if (value.is_null())
        return QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("No answer: the data and documents do not answer this question.")));
    if (value.is_array() && !value.empty() && value.front().is_object()) {
        QStringList keys;
        for (const auto &row : value) {
            if (!row.is_object())
                continue;
            for (auto it = row.begin(); it != row.end(); ++it) {
                const QString k = QString::fromStdString(it.key());
                if (!keys.contains(k))
                    keys << k;
            }
        }
        QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
        for (const QString &k : std::as_const(keys))
            html += QStringLiteral("<th>%1</th>").arg(esc(k));
        html += QStringLiteral("</tr>");
        for (const auto &row : value) {
            html += QStringLiteral("<tr>");
            for (const QString &k : std::as_const(keys)) {
                const std::string key = k.toStdString();
                html += QStringLiteral("<td>%1</td>").arg(row.is_object() && row.contains(key) ? esc(scalarText(row[key])) : QString());
            }
            html += QStringLiteral("</tr>");
        }
        return html + QStringLiteral("</table>");
    }
    if (value.is_array()) {
        QString html = QStringLiteral("<ul>");
        for (const auto &item : value)
            html += QStringLiteral("<li>%1</li>").arg(esc(scalarText(item)));
        return html + QStringLiteral("</ul>");
    }
    if (value.is_object()) {
        QString html = QStringLiteral("<ul>");
        for (auto it = value.begin(); it != value.end(); ++it)
            html += QStringLiteral("<li><b>%1</b>: %2</li>").arg(esc(QString::fromStdString(it.key())), esc(scalarText(it.value())));
        return html + QStringLiteral("</ul>");
    }
    return QStringLiteral("<p style=\"font-size: 14pt\"><b>%1</b></p>").arg(esc(scalarText(value)));
}

QString resultTableHtml(const rac::sql::SqlTable &table)
{
    if (table.columns.isEmpty())
        return {};
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(tr("Result")));
    const qsizetype total = table.rows.size();
    const qsizetype shown = std::min<qsizetype>(total, PdfExporter::kMaxRows);
    if (shown < total)
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("showing %1 of %2 rows").arg(shown).arg(total)));
    if (table.truncated)
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("The query returned more rows than the row cap; the result was cut.")));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (const QString &c : table.columns)
        html += QStringLiteral("<th>%1</th>").arg(esc(c));
    html += QStringLiteral("</tr>");
    for (qsizetype r = 0; r < shown; ++r) {
        html += QStringLiteral("<tr>");
        const QVariantList &row = table.rows.at(r);
        for (qsizetype c = 0; c < table.columns.size(); ++c) {
            const QVariant v = c < row.size() ? row.at(c) : QVariant();
            const bool number = v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Double;
            html += QStringLiteral("<td%1>%2</td>")
                        .arg(number ? QStringLiteral(" align=\"right\"") : QString(), esc(v.isNull() ? QStringLiteral("NULL") : v.toString()));
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString sourcesHtml(const rac::Answer &answer)
{
    if (answer.sources.isEmpty() && answer.citations.isEmpty())
        return {};
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(tr("Sources")));
    if (answer.sources.isEmpty()) {
        // Only the contract's names survived (e.g. an answer loaded from a file).
        return html + QStringLiteral("<p>%1</p>").arg(esc(answer.citations.join(QStringLiteral(", "))));
    }
    QStringList tables;
    for (const Citation &c : answer.sources) {
        if (c.kind == Citation::Kind::Table) {
            tables << c.id;
            continue;
        }
        QString where = c.headingPath.join(QStringLiteral(" › "));
        html += QStringLiteral("<h3>%1%2</h3>").arg(esc(c.file), where.isEmpty() ? QString() : esc(QStringLiteral(" — ") + where));
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("lines %1–%2, chunk %3").arg(c.startLine).arg(c.endLine).arg(c.id)));
        if (!c.text.isEmpty()) {
            html += QStringLiteral("<p style=\"white-space: pre-wrap; margin-left: 12px\">%1</p>").arg(esc(c.text.trimmed()));
        }
    }
    if (!tables.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Tables")));
        for (const QString &t : std::as_const(tables))
            html += QStringLiteral("<li>%1</li>").arg(esc(t));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace

QString PdfExporter::reportHtml(const rac::Answer &answer, bool withChart)
{
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Retail Analytics Copilot — Answer")));
    html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Exported %1").arg(QDateTime::currentDateTime().toString(Qt::ISODate))));
    html += QStringLiteral("<h2>%1</h2><p>%2</p>").arg(esc(tr("Question")), esc(answer.question));
    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Answer")));
    html += answerHtml(answer.finalAnswer);
    if (!answer.explanation.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(answer.explanation));
    QString meta = tr("Confidence %1").arg(answer.confidence, 0, 'f', 2);
    if (!answer.route.isEmpty())
        meta += QStringLiteral(" · ") + tr("route %1").arg(answer.route);
    if (answer.repairs > 0)
        meta += QStringLiteral(" · ") + QCoreApplication::translate("rac::ui::PdfExporter", "%n SQL repair(s)", nullptr, answer.repairs);
    html += QStringLiteral("<p><i>%1</i></p>").arg(esc(meta));
    if (!answer.sql.isEmpty())
        html += QStringLiteral("<h2>%1</h2><pre>%2</pre>").arg(esc(tr("SQL")), esc(answer.sql));
    html += resultTableHtml(answer.table);
    if (withChart)
        html += QStringLiteral("<h2>%1</h2><p><img src=\"chart.png\"/></p>").arg(esc(tr("Chart")));
    html += sourcesHtml(answer);
    return html + QStringLiteral("</body></html>");
}

bool PdfExporter::exportAnswer(const rac::Answer &answer, const QImage &chart, const QString &path, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(tr("No file name given for the PDF."));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(tr("Could not write %1: %2").arg(path, file.errorString()));

    // The page: A4 with 15 mm margins. The document is laid out on that
    // text area at 96 dpi (its own units), so print() only scales it to the
    // writer; left without a page size, print() would add 2 cm margins of its
    // own and lay images out at the writer's resolution.
    const QPageLayout page(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 18), QPageLayout::Millimeter);
    const QSizeF textArea = page.paintRect(QPageLayout::Point).size() * (96.0 / 72.0);

    QTextDocument doc;
    QFont body(QStringLiteral("Sans Serif"), 10);
    body.setStyleHint(QFont::SansSerif);
    doc.setDefaultFont(body);
    doc.setDocumentMargin(0);
    doc.setPageSize(textArea);
    doc.setDefaultStyleSheet(QStringLiteral("h1 { font-size: 18pt; } h2 { font-size: 13pt; margin-top: 14px; } "
                                            "h3 { font-size: 11pt; } pre { font-size: 9pt; } th { background-color: #e8e8e8; }"));
    if (!chart.isNull()) {
        // Scale down to the text width; a wide chart would otherwise be clipped.
        const int maxWidth = int(std::min<qreal>(kChartMaxWidth, textArea.width()));
        const QImage scaled = chart.width() > maxWidth ? chart.scaledToWidth(maxWidth, Qt::SmoothTransformation) : chart;
        doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart.png")), scaled);
    }
    doc.setHtml(reportHtml(answer, !chart.isNull()));

    {
        // The writer finishes the PDF when print() ends its painter; the
        // scope makes sure it is gone before the file is closed.
        QPdfWriter writer(&file);
        writer.setPageLayout(page);
        writer.setResolution(300);
        writer.setTitle(answer.question.isEmpty() ? tr("Answer") : answer.question);
        writer.setCreator(tr("Retail Analytics Copilot"));
        doc.print(&writer);
    }
    file.close();
    if (file.error() != QFileDevice::NoError)
        return fail(tr("Could not write %1: %2").arg(path, file.errorString()));
    return true;
}

} // namespace rac::ui
