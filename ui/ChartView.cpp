// SPDX-License-Identifier: MIT
#include "ChartView.h"

#include "models/ResultTableModel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QPushButton>
#include <QHash>
#include <QLabel>
#include <QLineSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rac::ui {

namespace {

constexpr int kMaxBars = 50;          // more bars than this are unreadable
constexpr int kMaxSeries = 6;
constexpr int kMaxPieSlices = 6;      // beyond this: the largest 5 and "Other"
constexpr int kMaxLineLabels = 12;    // x-axis labels shown on a line chart
const QSize kExportSize(800, 500);    // PNG size when the chart is not on screen

QVariant cell(const rac::sql::SqlTable &table, int row, int column)
{
    const QVariantList &values = table.rows.at(row);
    return column < values.size() ? values.at(column) : QVariant();
}

bool looksLikeId(const QString &name)
{
    return name.compare(QLatin1String("id"), Qt::CaseInsensitive) == 0 || name.endsWith(QLatin1String("ID"))
        || name.endsWith(QLatin1String("Id")) || name.endsWith(QLatin1String("_id"), Qt::CaseInsensitive);
}

bool looksLikeShare(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("share|pct|percent|ratio|proportion|%"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(name).hasMatch();
}

// A column of periods: YYYY-MM, YYYY-MM-DD (with an optional time), YYYY-Qn,
// or YYYY. Bare years count only as text (strftime('%Y')) or in a column
// named like a year, so a column of plain numbers is not mistaken for years.
bool isTimeColumn(const rac::sql::SqlTable &table, int column)
{
    static const QRegularExpression period(QStringLiteral(
        "^\\d{4}-(?:(?:0[1-9]|1[0-2])(?:-\\d{2}(?:[ T]\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)?)?|[Qq][1-4])$"));
    static const QRegularExpression quarter(QStringLiteral("^\\d{4}\\s?[Qq][1-4]$"));
    static const QRegularExpression year(QStringLiteral("^\\d{4}$"));
    static const QRegularExpression yearName(QStringLiteral("year|yr"), QRegularExpression::CaseInsensitiveOption);
    bool any = false;
    bool onlyYears = true;
    bool numericYears = false;
    for (int r = 0; r < table.rows.size(); ++r) {
        const QVariant v = cell(table, r, column);
        if (v.isNull())
            continue;
        any = true;
        const QString text = v.toString().trimmed();
        if (period.match(text).hasMatch() || quarter.match(text).hasMatch()) {
            onlyYears = false;
            continue;
        }
        const int y = text.toInt();
        if (!year.match(text).hasMatch() || y < 1800 || y > 2200)
            return false;
        numericYears = numericYears || ResultTableModel::isNumber(v);
    }
    return any && (!onlyYears || !numericYears || yearName.match(table.columns.value(column)).hasMatch());
}

// Nice round ticks, labelled without needless decimals ("150000", not "150000.0").
void tidyValueAxis(QValueAxis *axis)
{
    axis->applyNiceNumbers();
    const double span = axis->max() - axis->min();
    const int ticks = qMax(2, axis->tickCount());
    const double step = span / (ticks - 1);
    auto fractional = [](double value, int decimals) {
        const double scaled = value * std::pow(10.0, decimals);
        return std::fabs(scaled - std::round(scaled)) > 1e-6 * qMax(1.0, std::fabs(scaled));
    };
    int decimals = 0;
    while (decimals < 6 && (fractional(step, decimals) || fractional(axis->min(), decimals)))
        ++decimals;
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

double numberOf(const QVariant &value)
{
    return value.isNull() ? 0.0 : value.toDouble();   // a missing value draws as nothing, not as an error
}

} // namespace

// The result read as a chart: labels along one axis and one list of values per series.
struct ChartView::ChartData {
    ChartType suggested = ChartType::None;   // None: nothing to draw
    bool time = false;                       // labels are periods, ordered
    QString labelName;                       // "" when labels are row numbers
    QStringList labels;                      // unique (the axes need that), one per row
    QStringList seriesNames;
    QList<QList<double>> series;             // per series, one value per label
};

ChartView::ChartData ChartView::readResult(const rac::sql::SqlTable &table)
{
    ChartData data;
    const int rows = int(table.rows.size());
    const int columns = int(table.columns.size());
    // A single value is an answer, not a chart.
    if (rows == 0 || columns == 0 || (rows == 1 && columns == 1))
        return data;

    QList<bool> numeric(columns, false);
    for (int c = 0; c < columns; ++c) {
        bool any = false;
        bool all = true;
        for (int r = 0; r < rows && all; ++r) {
            const QVariant v = cell(table, r, c);
            if (v.isNull())
                continue;
            any = true;
            all = ResultTableModel::isNumber(v);
        }
        numeric[c] = any && all;
    }

    int label = -1;
    if (isTimeColumn(table, 0)) {
        label = 0;
        data.time = true;
    } else {
        for (int c = 0; c < columns && label < 0; ++c) {
            if (!numeric[c])
                label = c;
        }
        if (label < 0 && columns >= 2)
            label = 0;   // all numbers: the first one names the rows (a year, an id)
    }

    QList<int> values;
    QList<int> measures;
    for (int c = 0; c < columns; ++c) {
        if (c == label || !numeric[c])
            continue;
        values << c;
        if (!looksLikeId(table.columns[c]))
            measures << c;
    }
    if (!measures.isEmpty())
        values = measures;   // ids are keys, not quantities worth a bar
    if (values.isEmpty())
        return data;
    values = values.mid(0, kMaxSeries);

    QList<int> order(rows);
    std::iota(order.begin(), order.end(), 0);
    if (data.time) {
        // ISO-like periods sort as text; the query may not have ordered them.
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return cell(table, a, label).toString() < cell(table, b, label).toString();
        });
    }

    QHash<QString, int> seen;
    for (int r : order) {
        QString text = label >= 0 ? ResultTableModel::displayText(cell(table, r, label)) : QString::number(r + 1);
        if (text.isEmpty())
            text = QStringLiteral("(empty)");
        const int n = ++seen[text];
        data.labels << (n == 1 ? text : QStringLiteral("%1 (%2)").arg(text).arg(n));
    }
    for (int c : values) {
        QList<double> series;
        series.reserve(rows);
        for (int r : order)
            series << numberOf(cell(table, r, c));
        data.seriesNames << table.columns[c];
        data.series << series;
    }
    data.labelName = label >= 0 ? table.columns[label] : QString();

    if (data.time) {
        data.suggested = ChartType::Line;
        return data;
    }
    data.suggested = ChartType::Bar;
    for (int i = 0; i < data.series.size(); ++i) {
        const QList<double> &s = data.series[i];
        if (looksLikeShare(data.seriesNames[i]) && std::all_of(s.cbegin(), s.cend(), [](double v) { return v > 0; })) {
            data.suggested = ChartType::Pie;
            data.seriesNames.move(i, 0);   // the pie draws the first series
            data.series.move(i, 0);
            break;
        }
    }
    return data;
}

ChartView::ChartType ChartView::suggestedType(const rac::sql::SqlTable &table)
{
    return readResult(table).suggested;
}

ChartView::ChartView(QWidget *parent) : QWidget(parent)
{
    m_typeBox = new QComboBox(this);
    m_typeBox->addItem(tr("Auto"), QVariant::fromValue(ChartType::Auto));
    m_typeBox->addItem(tr("Bar"), QVariant::fromValue(ChartType::Bar));
    m_typeBox->addItem(tr("Line"), QVariant::fromValue(ChartType::Line));
    m_typeBox->addItem(tr("Pie"), QVariant::fromValue(ChartType::Pie));
    m_typeBox->setObjectName(QStringLiteral("chartTypeBox"));
    connect(m_typeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setRequestedType(m_typeBox->itemData(index).value<ChartType>()); });

    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);   // savePng right after setResult must see the final chart
    m_chartView = new QChartView(m_chart, this);         // takes ownership of m_chart
    m_chartView->setRenderHint(QPainter::Antialiasing);

    m_placeholder = new QLabel(tr("No chart for this result"), this);
    m_placeholder->setObjectName(QStringLiteral("chartPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);   // drawn in the disabled (greyed) text colour

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_chartView);
    m_stack->addWidget(m_placeholder);
    m_stack->setCurrentWidget(m_placeholder);

    auto *top = new QHBoxLayout;
    auto *typeLabel = new QLabel(tr("Chart:"), this);
    typeLabel->setBuddy(m_typeBox);
    top->addWidget(typeLabel);
    top->addWidget(m_typeBox);
    top->addStretch(1);
    auto *save = new QPushButton(tr("Save as PNG…"), this);
    save->setObjectName(QStringLiteral("chartSaveButton"));
    connect(save, &QPushButton::clicked, this, [this] {
        // Window-modal and non-blocking, like every dialog of the app.
        auto *dialog = new QFileDialog(this, tr("Save chart"), QStringLiteral("chart.png"), tr("PNG images (*.png)"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setDefaultSuffix(QStringLiteral("png"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) { savePng(path); });
        dialog->open();
    });
    top->addWidget(save);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    m_dark = palette().color(QPalette::Base).lightness() < 128;
    m_chart->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

void ChartView::setResult(const rac::sql::SqlTable &table)
{
    m_table = table;
    rebuild();
}

void ChartView::clear()
{
    setResult({});
}

void ChartView::setRequestedType(ChartType type)
{
    if (type == ChartType::None)
        type = ChartType::Auto;
    const int index = m_typeBox->findData(QVariant::fromValue(type));
    if (index != m_typeBox->currentIndex()) {
        const QSignalBlocker block(m_typeBox);
        m_typeBox->setCurrentIndex(index);
    }
    if (type == m_requested)
        return;
    m_requested = type;
    rebuild();
}

QString ChartView::placeholderText() const
{
    return m_stack->currentWidget() == m_placeholder ? m_placeholder->text() : QString();
}

void ChartView::clearChart()
{
    m_chart->removeAllSeries();   // deletes them
    const QList<QAbstractAxis *> axes = m_chart->axes();
    for (QAbstractAxis *axis : axes) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_chart->setTitle(QString());
}

void ChartView::showPlaceholder(const QString &text)
{
    m_placeholder->setText(text);
    m_stack->setCurrentWidget(m_placeholder);
}

void ChartView::rebuild()
{
    clearChart();
    const ChartData data = readResult(m_table);
    ChartType type = m_requested == ChartType::Auto ? data.suggested : m_requested;
    if (data.suggested == ChartType::None)
        type = ChartType::None;

    switch (type) {
    case ChartType::Bar: buildBar(data); break;
    case ChartType::Line: buildLine(data); break;
    case ChartType::Pie:
        if (!buildPie(data)) {
            clearChart();
            type = ChartType::None;
            showPlaceholder(tr("A pie chart needs positive values"));
        }
        break;
    case ChartType::Auto:
    case ChartType::None:
        type = ChartType::None;
        showPlaceholder(tr("No chart for this result"));
        break;
    }
    if (type != ChartType::None)
        m_stack->setCurrentWidget(m_chartView);
    if (type != m_shown) {
        m_shown = type;
        Q_EMIT chartTypeChanged(type);
    }
}

void ChartView::buildBar(const ChartData &data)
{
    const int count = qMin(int(data.labels.size()), kMaxBars);
    auto *series = new QBarSeries;
    for (int s = 0; s < data.series.size(); ++s) {
        auto *set = new QBarSet(data.seriesNames[s]);
        for (int i = 0; i < count; ++i)
            set->append(data.series[s][i]);
        series->append(set);
    }
    m_chart->addSeries(series);

    auto *axisX = new QBarCategoryAxis;
    axisX->append(data.labels.mid(0, count));
    if (count > 6)
        axisX->setLabelsAngle(-45);
    m_chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    auto *axisY = new QValueAxis;
    m_chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    tidyValueAxis(axisY);

    QString title = data.seriesNames.join(QLatin1String(", "));
    if (!data.labelName.isEmpty())
        title = tr("%1 by %2").arg(title, data.labelName);
    if (count < data.labels.size())
        title += tr(" (first %1 of %2)").arg(count).arg(data.labels.size());
    m_chart->setTitle(title);
    m_chart->legend()->setVisible(data.series.size() > 1);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
}

void ChartView::buildLine(const ChartData &data)
{
    const int count = int(data.labels.size());
    auto *axisX = new QCategoryAxis;
    axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Every label on a long series would overlap, so about a dozen evenly spaced ones.
    const int step = qMax(1, (count + kMaxLineLabels - 1) / kMaxLineLabels);
    for (int i = 0; i < count; i += step)
        axisX->append(data.labels[i], i);
    if (count > 1)
        axisX->setRange(0, count - 1);
    else
        axisX->setRange(-0.5, 0.5);
    if (count > 6)
        axisX->setLabelsAngle(-45);
    m_chart->addAxis(axisX, Qt::AlignBottom);
    auto *axisY = new QValueAxis;
    m_chart->addAxis(axisY, Qt::AlignLeft);

    for (int s = 0; s < data.series.size(); ++s) {
        auto *series = new QLineSeries;
        series->setName(data.seriesNames[s]);
        for (int i = 0; i < count; ++i)
            series->append(i, data.series[s][i]);
        series->setPointsVisible(count <= 60);   // a lone point is invisible without its marker
        m_chart->addSeries(series);
        series->attachAxis(axisX);
        series->attachAxis(axisY);
    }
    tidyValueAxis(axisY);

    QString title = data.seriesNames.join(QLatin1String(", "));
    if (!data.labelName.isEmpty())
        title = tr("%1 by %2").arg(title, data.labelName);
    m_chart->setTitle(title);
    m_chart->legend()->setVisible(data.series.size() > 1);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
}

bool ChartView::buildPie(const ChartData &data)
{
    const QList<double> &values = data.series.first();
    if (!std::all_of(values.cbegin(), values.cend(), [](double v) { return v > 0 && std::isfinite(v); }))
        return false;

    QList<int> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    double other = 0;
    if (order.size() > kMaxPieSlices) {
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return values[a] > values[b]; });
        for (int i = kMaxPieSlices - 1; i < order.size(); ++i)
            other += values[order[i]];
        order.resize(kMaxPieSlices - 1);
    }

    auto *series = new QPieSeries;
    for (int i : order)
        series->append(data.labels[i], values[i]);
    if (other > 0)
        series->append(tr("Other"), other);
    // Percentages are known once every slice is in the series.
    const QList<QPieSlice *> slices = series->slices();
    for (QPieSlice *slice : slices)
        slice->setLabel(QStringLiteral("%1 (%2%)").arg(slice->label()).arg(slice->percentage() * 100, 0, 'f', 1));
    series->setLabelsVisible(true);
    m_chart->addSeries(series);

    m_chart->setTitle(data.labelName.isEmpty() ? data.seriesNames.first()
                                               : tr("%1 by %2").arg(data.seriesNames.first(), data.labelName));
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignRight);
    return true;
}

bool ChartView::savePng(const QString &path)
{
    if (m_shown == ChartType::None)
        return false;
    if (m_chartView->isVisible())
        return m_chartView->grab().save(path, "PNG");   // what the user sees

    // Off screen the view has no real geometry, so draw the chart's scene at a
    // fixed size instead, and give the chart its old size back afterwards.
    const QSizeF oldSize = m_chart->size();
    m_chart->resize(kExportSize);
    QImage image(kExportSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        m_chart->scene()->render(&painter, QRectF(QPointF(0, 0), kExportSize), m_chart->geometry());
    }
    m_chart->resize(oldSize);
    return image.save(path, "PNG");
}

void ChartView::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        if (dark != m_dark)
            setDarkTheme(dark);
    }
}

} // namespace rac::ui
