// CpuBenchmark: times CpuConvolution like the probe times the GPU rows (warm-up, then samples,
// median and spread), and checks the output with the same sampled check.
#include "core/verify/CpuBenchmark.h"

#include "core/bench/CpuConvolution.h"
#include "core/bench/SampledCheck.h"
#include "core/bench/TimingSummary.h"
#include "core/model/DataSize.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <new>
#include <stdexcept>
#include <thread>
#include <vector>

namespace cudnnsetup {

namespace {

// Beyond this the layer is refused instead of risking the machine's memory: the wizard's CPU
// row is a comparison, not a stress test (conv2_x at batch 64 needs about 0.2 GiB).
constexpr double kMaxBytes = 2.0 * 1024 * 1024 * 1024;
constexpr size_t kCheckedOutputs = 2048;

BenchmarkRow baseRow()
{
    BenchmarkRow row;
    row.id = QStringLiteral("cpu");
    row.implementation = QStringLiteral("cpu");
    row.precision = QStringLiteral("fp32");
    row.layout = QStringLiteral("NCHW");
    row.peakTflops = 0.0; // no trustworthy CPU peak without knowing its vector units and clocks
    return row;
}

BenchmarkRow failed(BenchmarkRow row, const char *code, const QString &detail)
{
    row.status = BenchmarkRow::Status::Failed;
    row.code = QLatin1String(code);
    row.detail = detail;
    return row;
}

} // namespace

BenchmarkRow CpuBenchmark::run(const bench::ConvolutionShape &shape, int maxSamples, int budgetMs,
                               const std::shared_ptr<std::atomic_bool> &cancel, const std::function<void(double)> &progress)
{
    BenchmarkRow row = baseRow();
    auto cancelled = [&] { return cancel && cancel->load(); };
    if (!shape.isValid())
        return failed(row, "invalid-shape",
                      QCoreApplication::translate("CpuBenchmark", "The layer's shape is not a valid convolution (%1).")
                          .arg(QString::fromStdString(shape.describe())));

    // Input, filters, output, and CpuConvolution's im2col workspace (one per worker thread, at
    // most one per image), all FP32. In double: absurd shapes must not overflow the estimate.
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    const double workers = std::min<double>(threads, double(shape.N));
    const double outputPlane = double(shape.P()) * double(shape.Q());
    const double elements = double(shape.N) * double(shape.C) * double(shape.H) * double(shape.W)
                            + double(shape.K) * double(shape.C) * double(shape.R) * double(shape.S)
                            + double(shape.N) * double(shape.K) * outputPlane
                            + workers * double(shape.C) * double(shape.R) * double(shape.S) * outputPlane;
    const double bytes = elements * sizeof(float);
    if (bytes > kMaxBytes)
        return failed(row, "too-large",
                      QCoreApplication::translate("CpuBenchmark",
                                                  "The layer needs %1 of memory on the CPU, more than the benchmark "
                                                  "allows (%2); choose a smaller batch or layer.")
                          .arg(dataSizeText(qint64(bytes)), dataSizeText(qint64(kMaxBytes))));

    try {
        std::vector<float> input(size_t(shape.inputElements()));
        std::vector<float> filters(size_t(shape.filterElements()));
        std::vector<float> output(size_t(shape.outputElements()));
        bench::fillUniform(input, bench::kInputSeed);
        bench::fillUniform(filters, bench::kFilterSeed);
        bench::CpuConvolution convolution(shape, threads);
        row.threads = int(convolution.threadCount());
        row.detail = QStringLiteral("im2col + OpenBLAS sgemm, %1 threads").arg(row.threads);

        if (cancelled())
            return failed(row, "cancelled", QStringLiteral("cancelled before the warm-up"));
        // The warm-up pays for first-touch page faults and OpenBLAS's thread start, which no
        // later run sees.
        convolution.run(input, filters, output);

        using Clock = std::chrono::steady_clock;
        const int limit = std::max(kMinSamples, maxSamples);
        std::vector<double> times;
        times.reserve(size_t(limit));
        double totalMs = 0.0;
        while (int(times.size()) < limit && (int(times.size()) < kMinSamples || totalMs < budgetMs)) {
            if (cancelled())
                return failed(row, "cancelled", QStringLiteral("cancelled after %1 samples").arg(times.size()));
            const Clock::time_point start = Clock::now();
            convolution.run(input, filters, output);
            const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            times.push_back(ms);
            totalMs += ms;
            if (progress) {
                const double done = double(times.size());
                const double byCount = done / limit;
                const double byBudget = std::min(done / kMinSamples, budgetMs > 0 ? totalMs / budgetMs : 1.0);
                progress(std::clamp(std::max(byCount, byBudget), 0.0, 1.0));
            }
        }

        const bench::TimingSummary timing = bench::summarizeTimings(times);
        row.samples = timing.samples;
        row.medianMs = timing.medianMs;
        row.p10Ms = timing.p10Ms;
        row.p90Ms = timing.p90Ms;
        row.minMs = timing.minMs;
        row.tflops = row.medianMs > 0.0 ? shape.flops() / (row.medianMs * 1e-3) / 1e12 : 0.0;

        const std::vector<bench::OutputIndex> samples = bench::sampleOutputs(shape, kCheckedOutputs);
        const int64_t P = shape.P(), Q = shape.Q();
        const bench::CheckSummary summary = bench::checkSampled(
            shape, input, filters, samples,
            [&](const bench::OutputIndex &i) { return double(output[size_t(((i.n * shape.K + i.k) * P + i.p) * Q + i.q)]); },
            bench::Precision::Fp32);
        row.check.checked = summary.checked > 0;
        row.check.samples = int(summary.checked);
        row.check.maxError = summary.maxError;
        row.check.meanError = summary.meanError;
        row.check.tolerance = summary.tolerance;
        row.check.pass = summary.pass;
        if (summary.pass) {
            row.status = BenchmarkRow::Status::Ok;
            row.code = QStringLiteral("ok");
        } else {
            // The times stay: a wrong result is reported, not hidden.
            row.status = BenchmarkRow::Status::Failed;
            row.code = QStringLiteral("wrong-results");
        }
    } catch (const std::bad_alloc &) {
        return failed(row, "out-of-memory",
                      QCoreApplication::translate("CpuBenchmark", "There was not enough memory for the layer's buffers."));
    } catch (const std::exception &error) {
        return failed(row, "failed", QString::fromLocal8Bit(error.what()));
    }
    return row;
}

} // namespace cudnnsetup
