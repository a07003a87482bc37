#include "wizard_pages/BenchmarkCharts.h"

#include "core/verify/BenchmarkText.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace cudnnsetup {

namespace {

// Per bar, so every row's name is readable at the wizard's size; never less than a chart one
// can read (the axis and its title take kChartChrome).
constexpr int kBarHeight = 24;
constexpr int kChartChrome = 110;
constexpr int kLeastChartHeight = 250;
const QColor kWithCudnn(0x76, 0xb9, 0x00);
const QColor kWithoutCudnn(0x78, 0x90, 0x9c);

QChartView *makeView(const QString &objectName, const QString &accessibleName)
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 12, 4));
    auto *view = new QChartView(chart);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

// Replaces the view's series and axes with one bar per row (the first row on top); the rows
// without cuDNN in a second colour, so "with" and "without" read apart at a glance.
void fill(QChartView *view, const QList<const BenchmarkRow *> &rows, const std::function<double(const BenchmarkRow &)> &value,
          QAbstractAxis *valueAxis, const QString &labelFormat)
{
    QChart *chart = view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }

    auto *set = new QBarSet(QString());
    set->setColor(kWithCudnn);
    set->setPen(Qt::NoPen);   // one border colour would be wrong for half of the bars
    set->setLabelColor(view->palette().color(QPalette::WindowText));   // the theme's is white: unreadable outside the bar
    // One set keeps one bar per category; the bars without cuDNN are marked "selected", which
    // is only a colour here (nothing selects bars in these charts).
    set->setSelectedColor(kWithoutCudnn);
    QStringList categories;
    QList<int> without;
    // A horizontal bar chart draws its first category at the bottom.
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        const BenchmarkRow &row = *rows.at(i);
        if (row.implementation != QLatin1String("cudnn"))
            without.append(int(categories.size()));
        set->append(value(row));
        categories.append(BenchmarkText::rowName(row));
    }
    set->selectBars(without);
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setBarWidth(0.7);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(labelFormat);
    series->setLabelsPrecision(3);
    chart->addSeries(series);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);
    view->setFixedHeight(std::max(kLeastChartHeight, kChartChrome + kBarHeight * int(rows.size())));
}

} // namespace

BenchmarkCharts::BenchmarkCharts(QWidget *parent) : QTabWidget(parent)
{
    setObjectName(QStringLiteral("benchmarkCharts"));
    // As tall as the bars need (each view's height is set per result), never stretched.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    addTab(makeView(QStringLiteral("benchmarkTimeChart"), tr("Time per run")), tr("&Time per run"));
    addTab(makeView(QStringLiteral("benchmarkThroughputChart"), tr("Throughput")), tr("Throug&hput (TFLOP/s)"));
}

QSize BenchmarkCharts::sizeHint() const
{
    return {QTabWidget::sizeHint().width(), minimumSizeHint().height()};
}

void BenchmarkCharts::clear()
{
    for (int i = 0; i < count(); ++i)
        if (auto *view = qobject_cast<QChartView *>(widget(i)))
            view->chart()->removeAllSeries();
}

void BenchmarkCharts::setResult(const BenchmarkResult &result)
{
    QList<const BenchmarkRow *> timed;
    for (const BenchmarkRow &row : result.rows)
        if (row.hasTime())
            timed.append(&row);
    if (timed.isEmpty()) {
        clear();
        return;
    }
    const auto medians = [](const BenchmarkRow *a, const BenchmarkRow *b) { return a->medianMs < b->medianMs; };
    const double fastest = (*std::min_element(timed.cbegin(), timed.cend(), medians))->medianMs;
    const double slowest = (*std::max_element(timed.cbegin(), timed.cend(), medians))->medianMs;
    const double most = (*std::max_element(timed.cbegin(), timed.cend(), [](const BenchmarkRow *a, const BenchmarkRow *b) {
                            return a->tflops < b->tflops;
                        }))->tflops;

    // Whole decades, at least two (a single row still gets a readable scale), with room after
    // the slowest bar for its label.
    const double low = std::floor(std::log10(fastest));
    const double high = std::max(std::ceil(std::log10(slowest * 4.0)), low + 2.0);
    auto *timeAxis = new QLogValueAxis;
    timeAxis->setBase(10);
    timeAxis->setLabelFormat(QStringLiteral("%g"));
    timeAxis->setMinorTickCount(-1);
    timeAxis->setRange(std::pow(10.0, low), std::pow(10.0, high));
    timeAxis->setTitleText(tr("milliseconds per run (shorter is faster; each step is 10× longer)"));
    fill(static_cast<QChartView *>(widget(0)), timed, [](const BenchmarkRow &row) { return row.medianMs; }, timeAxis,
         tr("@value ms"));

    auto *flopsAxis = new QValueAxis;
    flopsAxis->setLabelFormat(QStringLiteral("%g"));
    flopsAxis->setRange(0, most > 0 ? most * 1.2 : 1.0);   // room for the longest bar's label
    flopsAxis->applyNiceNumbers();
    flopsAxis->setTitleText(tr("TFLOP/s, trillions of operations per second (longer is faster)"));
    fill(static_cast<QChartView *>(widget(1)), timed, [](const BenchmarkRow &row) { return row.tflops; }, flopsAxis,
         tr("@value"));
}

} // namespace cudnnsetup
