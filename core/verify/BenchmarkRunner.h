// BenchmarkRunner: runs a BenchmarkRequest: `cudnn-probe bench` for the GPU rows (when a probe
// exists), then the CPU row on the same shape. Shared by `cudnn-setup bench` and the Benchmark
// page (which calls it on a worker thread).
#pragma once

#include "core/verify/BenchmarkRequest.h"
#include "core/verify/BenchmarkResult.h"
#include "core/verify/ProbeRunner.h"

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

class BenchmarkRunner
{
public:
    // The probe's share of the time: Find over every algorithm in three precisions plus our naive
    // kernel at batch 64 takes tens of seconds on a small GPU; a hung driver is what this catches.
    static constexpr int kProbeTimeoutMs = 300000;

    // progress(fraction 0..1, translated phrase "Timing cuDNN (FP16, NHWC)..."). A set cancel flag
    // stops the probe (killed) or the CPU row; the result then carries what finished.
    static BenchmarkResult run(const ProbeRunner &probe, const BenchmarkRequest &request,
                               const std::shared_ptr<std::atomic_bool> &cancel = {},
                               const std::function<void(double, const QString &)> &progress = {});
};

} // namespace cudnnsetup
