// BenchmarkText: the words for a benchmark: row names, the speedups in plain sentences ("cuDNN ran
// this layer 14x faster than a plain CUDA kernel"), the no-GPU explanation, and the whole result
// as text for the CLI and the saved report. Translated.
#pragma once

#include "core/verify/BenchmarkResult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class BenchmarkText
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkText)

public:
    static QString rowName(const BenchmarkRow &row);      // "cuDNN, FP16 (NHWC, tensor cores)"
    static QString rowStatus(const BenchmarkRow &row);    // "" when ok; else why skipped / failed
    static QString layerName(const QString &layer);       // "ResNet-50 conv3_x (128 channels, 28x28)"
    static QString shapeText(const bench::ConvolutionShape &shape);
    // The comparisons that exist in this result, most telling first: cuDNN FP32 vs our tiled
    // kernel, vs the naive kernel, vs the CPU; FP16 vs FP32; the heuristic vs Find.
    static QStringList speedups(const BenchmarkResult &result);
    // Without a GPU: what happened (kind words) and what the GPU rows would show. "" with a GPU.
    static QString noGpuExplanation(const BenchmarkResult &result);
    static QString render(const BenchmarkResult &result);
    // "14x", "1.3x", "0.6x": two significant digits below 10, whole numbers above.
    static QString ratio(double value);
};

} // namespace cudnnsetup
