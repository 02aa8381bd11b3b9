// SPDX-License-Identifier: MIT
//
// ChartView: draws a query result as a chart chosen from the result's shape,
// with a type switch (Auto, Bar, Line, Pie) above it and a placeholder text
// when nothing can be drawn. A QWidget around a QChartView.
//
// Auto picks:
//   Line  the first column holds periods (YYYY, YYYY-MM, YYYY-MM-DD, YYYY-Qn)
//         and another column numbers; points are ordered by period
//   Pie   a value column is named like share / pct / percent / ratio and all
//         its values are positive
//   Bar   otherwise, a label column (the first text column) and numbers;
//         the first 50 rows
// Each numeric column besides the label is a series (ID-like columns are
// skipped when another number is there). Forcing Pie draws the first value
// column: up to 6 slices as they are, more as the 5 largest plus "Other";
// values that are not all positive give the placeholder instead. No numeric
// column, no rows, or a single value: "No chart for this result".
//
// Public API, for the main window:
//   setResult(table) / clear()   draw a result
//   chartType()                  what is drawn: Bar, Line, Pie, or None (placeholder)
//   setRequestedType(type)       Auto, Bar, Line or Pie; the combo box shows and sets it
//   suggestedType(table)         what Auto would draw (None: no chart), e.g. to hide a tab
//   savePng(path)                the chart as a PNG, as shown (800x500 when off screen);
//                                false without a chart or on a write error
//   setDarkTheme(dark)           chart theme (also follows palette changes by itself)
// GUI thread only.
#pragma once

#include "sql/SqlTable.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QStackedWidget;

namespace rac::ui {

class ChartView : public QWidget {
    Q_OBJECT

public:
    enum class ChartType { Auto, Bar, Line, Pie, None };
    Q_ENUM(ChartType)

    explicit ChartView(QWidget *parent = nullptr);

    void setResult(const rac::sql::SqlTable &table);
    void clear();

    // What is drawn now (never Auto).
    ChartType chartType() const { return m_shown; }
    // What the user asked for: Auto, Bar, Line or Pie. Redraws the current result.
    void setRequestedType(ChartType type);
    ChartType requestedType() const { return m_requested; }
    static ChartType suggestedType(const rac::sql::SqlTable &table);

    bool savePng(const QString &path);
    void setDarkTheme(bool dark);

    // The chart (series, axes), for inspection; its content changes on every setResult().
    QChart *chart() const { return m_chart; }
    // The placeholder's text, "" while a chart is shown.
    QString placeholderText() const;

Q_SIGNALS:
    void chartTypeChanged(rac::ui::ChartView::ChartType type);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct ChartData;   // the result read as labels and value series; see ChartView.cpp

    static ChartData readResult(const rac::sql::SqlTable &table);
    void rebuild();
    void showPlaceholder(const QString &text);
    void clearChart();
    void buildBar(const ChartData &data);
    void buildLine(const ChartData &data);
    bool buildPie(const ChartData &data);

    rac::sql::SqlTable m_table;
    ChartType m_requested = ChartType::Auto;
    ChartType m_shown = ChartType::None;
    bool m_dark = false;
    QComboBox *m_typeBox = nullptr;
    QStackedWidget *m_stack = nullptr;
    QChartView *m_chartView = nullptr;
    QChart *m_chart = nullptr;           // owned by m_chartView
    QLabel *m_placeholder = nullptr;
};

} // namespace rac::ui
