// BenchmarkResultView: one benchmark result as the user reads it: the speedups in plain
// sentences first and large, then the bars, then the table with every number (median and spread,
// TFLOP/s and share of the GPU's peak, the correctness check, cuDNN's algorithm and workspace,
// why a row is missing) and what it ran on.
#pragma once

#include "core/verify/BenchmarkResult.h"

#include <QWidget>

namespace cudnnsetup {

class BenchmarkCharts;
class ReportTable;
class ExpandableLabel;
class WrappingLabel;

class BenchmarkResultView : public QWidget
{
    Q_OBJECT

public:
    explicit BenchmarkResultView(QWidget *parent = nullptr);

    void setResult(const BenchmarkResult &result);

    // "13.0" for the CUDA encoding 13000 (major·1000 + minor·10).
    static QString cudaVersionText(int version);

private:
    void fillTable(const BenchmarkResult &result);
    // The bars' colour key and the comparisons, beside a chart only.
    void showLegend();
    QString contextHtml(const BenchmarkResult &result) const;

    ExpandableLabel *m_speedups;
    BenchmarkCharts *m_charts;
    WrappingLabel *m_legend;
    ReportTable *m_table;
    WrappingLabel *m_context;
    QWidget *m_side;   // the comparisons and the colour key
    bool m_hasCharts = false;
};

} // namespace cudnnsetup
