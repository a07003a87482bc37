// BenchmarkCharts: the benchmark's rows as horizontal bars, one per row that has a time: time per
// run on a logarithmic axis (the rows span a thousand times and more, and on a linear axis the
// fast ones would vanish), and effective TFLOP/s on a linear one, on two tabs. cuDNN's bars are
// green, the others grey.
#pragma once

#include "core/verify/BenchmarkResult.h"

#include <QTabWidget>

namespace cudnnsetup {

class BenchmarkCharts : public QTabWidget
{
    Q_OBJECT

public:
    explicit BenchmarkCharts(QWidget *parent = nullptr);

    void setResult(const BenchmarkResult &result);
    void clear();

    // A tab widget asks its pages for their size hints and ignores their fixed heights; the
    // minimum size hint honours them, so the charts get exactly the height their bars need.
    QSize sizeHint() const override;
};

} // namespace cudnnsetup
