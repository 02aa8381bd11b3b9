// SPDX-License-Identifier: MIT
//
// PdfExporter: writes one answer as a PDF report an analyst can forward: the
// question, the typed answer with its explanation and confidence, the SQL,
// the first rows of the result, the chart, and every cited source with the
// text of each cited chunk. The report is an HTML QTextDocument printed
// through QPdfWriter (A4), so its text stays real, searchable text. Stateless;
// call on the GUI thread (fonts and images are GUI-side resources). Writing a
// small report takes milliseconds, so it runs inline.
#pragma once

#include "api/RunEvents.h"

#include <QImage>
#include <QString>

namespace rac::ui {

class PdfExporter {
public:
    static constexpr int kMaxRows = 50;   // the report is a summary, not a data dump

    // Returns false, with a reason in *error when given, if the file cannot be written.
    static bool exportAnswer(const rac::Answer &answer, const QImage &chart, const QString &path, QString *error = nullptr);

    // The report's HTML; a chart is referenced as the resource "chart.png".
    static QString reportHtml(const rac::Answer &answer, bool withChart);
};

} // namespace rac::ui
