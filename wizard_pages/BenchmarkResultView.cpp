#include "wizard_pages/BenchmarkResultView.h"

#include "core/model/ShownPath.h"
#include "core/probe/ReportText.h"
#include "core/verify/BenchmarkText.h"
#include "wizard_pages/BenchmarkCharts.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/ReportTable.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QLocale>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum Column { NameColumn, TimeColumn, FlopsColumn, CheckColumn, AlgorithmColumn, NoteColumn };

QString number(double value, int significant = 3)
{
    return QLocale().toString(value, 'g', significant);
}

QString checkText(const BenchmarkCheck &check)
{
    if (check.checked == 0)
        return BenchmarkResultView::tr("not checked");
    const QString error = QLocale().toString(check.maxError, 'e', 1);
    return check.pass ? BenchmarkResultView::tr("correct (error %1)").arg(error)
                      : BenchmarkResultView::tr("WRONG (error %1, allowed %2)").arg(error, QLocale().toString(check.tolerance, 'e', 0));
}

QString algorithmText(const BenchmarkRow &row)
{
    if (row.implementation != QLatin1String("cudnn") || row.algorithm.isEmpty())
        return {};
    return BenchmarkResultView::tr("%1, %2 workspace").arg(row.algorithm, ReportText::formatBytes(row.workspaceBytes));
}

Verdict::Severity severityOf(const BenchmarkRow &row)
{
    if (row.status == BenchmarkRow::Status::Failed)
        return Verdict::Severity::Error;
    if (row.status == BenchmarkRow::Status::Skipped)
        return Verdict::Severity::Info;
    return row.check.checked > 0 && !row.check.pass ? Verdict::Severity::Error : Verdict::Severity::Ok;
}

} // namespace

BenchmarkResultView::BenchmarkResultView(QWidget *parent)
    : QWidget(parent)
    , m_speedups(new ExpandableLabel(QStringLiteral("benchmarkSpeedupsLabel")))
    , m_charts(new BenchmarkCharts)
    , m_legend(new WrappingLabel(QStringLiteral("benchmarkChartLegendLabel")))
    , m_table(new ReportTable({tr("Row"), tr("Median time\n(10th–90th percentile)"), tr("TFLOP/s\n(share of peak)"),
                               tr("Correct?"), tr("cuDNN algorithm"), tr("Note")}))
    , m_context(new WrappingLabel(QStringLiteral("benchmarkContextLabel")))
    , m_side(new QWidget)
{
    m_table->setObjectName(QStringLiteral("benchmarkTable"));
    m_table->setAccessibleName(tr("Benchmark results"));
    // The row names stay whole; the algorithm and the note give way.
    m_table->setStretchingColumns({AlgorithmColumn, NoteColumn});
    m_legend->setText(QStringLiteral("<small>%1</small>")
                          .arg(tr("Green bars: cuDNN. Grey bars: without cuDNN (plain CUDA kernels, the processor).")
                                   .toHtmlEscaped()));

    // The two charts, every number and what it ran on take turns in one set of tabs, so a chart
    // gets its full height in a window that fits a small laptop screen.
    auto *context = new QWidget;
    auto *contextLayout = new QVBoxLayout(context);
    contextLayout->addWidget(m_context);
    contextLayout->addStretch(1);
    m_charts->addTab(m_table, tr("All n&umbers"));
    m_charts->addTab(context, tr("What it r&an on"));
    connect(m_charts, &QTabWidget::currentChanged, this, [this](int) { showLegend(); });

    // What the numbers say beside them, so the charts keep their height on a small screen.
    auto *side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    side->addWidget(m_speedups);
    side->addWidget(m_legend);
    side->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_charts, 3);
    layout->addWidget(m_side, 2);
}

QString BenchmarkResultView::cudaVersionText(int version)
{
    return QStringLiteral("%1.%2").arg(version / 1000).arg((version % 1000) / 10);
}

void BenchmarkResultView::setResult(const BenchmarkResult &result)
{
    // The headline first; the other comparisons one click away.
    const QStringList speedups = BenchmarkText::speedups(result);
    const auto list = [](const QStringList &sentences) {
        QString html;
        for (const QString &sentence : sentences)
            html += QStringLiteral("<li>%1</li>").arg(sentence.toHtmlEscaped());
        return sentences.isEmpty() ? QString() : QStringLiteral("<ul style=\"margin-left:-24px\">%1</ul>").arg(html);
    };
    m_speedups->setTexts(list(speedups.mid(0, 1)), list(speedups.mid(1)));
    m_speedups->setVisible(!speedups.isEmpty());

    bool anyTime = false;
    for (const BenchmarkRow &row : result.rows)
        anyTime = anyTime || row.hasTime();
    m_charts->setResult(result);
    // Nothing to draw: the numbers (and why there are none) are what there is to show.
    m_charts->setTabVisible(0, anyTime);
    m_charts->setTabVisible(1, anyTime);
    if (!anyTime)
        m_charts->setCurrentWidget(m_table);
    m_hasCharts = anyTime;
    showLegend();
    fillTable(result);
    m_context->setText(contextHtml(result));
}

void BenchmarkResultView::fillTable(const BenchmarkResult &result)
{
    m_table->clearRows();
    bool anyAlgorithm = false;
    bool anyNote = false;
    for (const BenchmarkRow &row : result.rows) {
        const bool timed = row.hasTime();
        const QString time = timed ? tr("%1 ms (%2–%3)").arg(number(row.medianMs), number(row.p10Ms), number(row.p90Ms)) : QString();
        QString flops = timed && row.tflops > 0 ? number(row.tflops) : QString();
        if (!flops.isEmpty() && row.percentOfPeak > 0)
            flops += u' ' + tr("(%1% of peak)").arg(number(row.percentOfPeak, 2));
        const QString algorithm = algorithmText(row);
        const QString note = BenchmarkText::rowStatus(row);
        anyAlgorithm = anyAlgorithm || !algorithm.isEmpty();
        anyNote = anyNote || !note.isEmpty();
        const int index = m_table->addRow({BenchmarkText::rowName(row), time, flops, timed ? checkText(row.check) : QString(),
                                           algorithm, note});
        m_table->setCellIcon(index, NameColumn, StatusIcons::forSeverity(severityOf(row)));
        if (row.peakTflops > 0)
            m_table->setCellToolTip(index, FlopsColumn, tr("The peak of this GPU for %1 is %2 TFLOP/s (at %3 MHz).")
                                                            .arg(row.precision.toUpper(), number(row.peakTflops),
                                                                 number(result.clockMHz, 4)));
        if (!row.heuristicAlgorithm.isEmpty() && row.heuristicAlgorithm != row.algorithm)
            m_table->setCellToolTip(index, AlgorithmColumn,
                                    tr("Picked by timing every algorithm. cuDNN's quick guess would have been %1%2.")
                                        .arg(row.heuristicAlgorithm, row.heuristicMedianMs > 0
                                                                         ? tr(" (%1 ms)").arg(number(row.heuristicMedianMs))
                                                                         : QString()));
    }
    // Columns with nothing in them leave their width to the names.
    m_table->setColumnHidden(AlgorithmColumn, !anyAlgorithm);
    m_table->setColumnHidden(NoteColumn, !anyNote);
    m_table->finishRows();
}

void BenchmarkResultView::showLegend()
{
    // Beside a chart; the table and the context get the whole width.
    const bool chart = m_charts->currentIndex() < 2;
    m_legend->setVisible(m_hasCharts && chart);
    m_side->setVisible(chart);
}

QString BenchmarkResultView::contextHtml(const BenchmarkResult &result) const
{
    QStringList lines;
    const bench::ConvolutionShape &shape = result.shape;
    lines << tr("Layer: %1 — %2").arg(BenchmarkText::layerName(result.layer), BenchmarkText::shapeText(shape));
    lines << (result.batchAutomatic ? tr("Batch: %1 images (chosen automatically)").arg(shape.N)
                                    : tr("Batch: %1 images").arg(shape.N));
    if (!result.gpuName.isEmpty())
        lines << tr("GPU: %1, compute capability %2, %3 multiprocessors, peaks computed at %4 MHz")
                     .arg(result.gpuName, result.computeCapability)
                     .arg(result.multiprocessors)
                     .arg(number(result.clockMHz, 4));
    if (result.driverVersion > 0)
        lines << tr("Driver: supports CUDA up to %1").arg(cudaVersionText(result.driverVersion));
    if (result.runtimeVersion > 0)
        lines << tr("CUDA runtime of the benchmark: %1").arg(cudaVersionText(result.runtimeVersion));
    if (!result.cudnnVersion.isEmpty())
        lines << tr("cuDNN: %1 from %2").arg(result.cudnnVersion, shownPath(result.cudnnDir));
    if (!result.cpuName.isEmpty() && result.row(QStringLiteral("cpu")))
        lines << tr("Processor: %1, %n thread(s)", nullptr, result.cpuThreads).arg(result.cpuName);
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    return QStringLiteral("<small>%1</small>").arg(escaped.join(QStringLiteral("<br>")));
}

} // namespace cudnnsetup
