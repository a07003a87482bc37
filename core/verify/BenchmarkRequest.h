// BenchmarkRequest: what to time. The same choices in `cudnn-setup bench` and on the Benchmark page.
#pragma once

#include "core/bench/ConvolutionShape.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct BenchmarkRequest
{
    QString layer = QStringLiteral("conv3_x");   // a preset name, or "custom"
    int batch = 0;                                // 0 = automatic (kAutoBatchWithGpu / kAutoBatchCpuOnly)
    std::optional<bench::ConvolutionShape> customShape;   // when layer == "custom" (its N is the batch)
    bool fp32 = true;                             // the strict FP32 cuDNN row (always run: the fair comparison)
    bool tf32 = true;                             // extra rows, clearly labelled
    bool fp16 = true;
    bool includeCpu = true;
    int gpuSamples = 30;                          // CUDA-event samples per GPU row (>= 30)
    int workspaceMb = 256;                        // cap for cuDNN's algorithm search
    QString cudnnDir;                             // the copy whose cuDNN is timed ("" = none: own kernels only)
    int probeTimeoutMs = 300000;                  // how long the probe may take for all GPU rows

    // "--precision fp32|tf32|fp16|all" (comma lists too); false on an unknown word.
    bool setPrecisions(const QString &list);
    QString precisionList() const;                // "fp32,tf32,fp16"
    // The shape for a given batch (the probe reports the batch it chose when automatic).
    std::optional<bench::ConvolutionShape> shape(int batch) const;
    // The probe's arguments (after "bench").
    QStringList probeArguments() const;
};

} // namespace cudnnsetup
