// BenchmarkRunner: the probe's GPU rows, then the CPU row on the very shape the probe timed.
#include "core/verify/BenchmarkRunner.h"

#include "core/verify/CpuBenchmark.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>

#include <thread>

namespace cudnnsetup {

namespace {

// The probe's share of the progress bar; the CPU row has the rest.
constexpr double kGpuShare = 0.85;

QString phraseFor(const QString &rowId)
{
    if (rowId == QLatin1String("cudnn-fp32"))
        return QCoreApplication::translate("BenchmarkRunner", "Timing cuDNN (FP32, strict)...");
    if (rowId == QLatin1String("cudnn-tf32"))
        return QCoreApplication::translate("BenchmarkRunner", "Timing cuDNN (TF32, tensor cores)...");
    if (rowId == QLatin1String("cudnn-fp16-nhwc"))
        return QCoreApplication::translate("BenchmarkRunner", "Timing cuDNN (FP16, NHWC)...");
    if (rowId == QLatin1String("cuda-tiled"))
        return QCoreApplication::translate("BenchmarkRunner", "Timing the tiled CUDA kernel...");
    if (rowId == QLatin1String("cuda-naive"))
        return QCoreApplication::translate("BenchmarkRunner", "Timing the naive CUDA kernel...");
    if (rowId.isEmpty())
        return QCoreApplication::translate("BenchmarkRunner", "Preparing the GPU...");
    return QCoreApplication::translate("BenchmarkRunner", "Working on the GPU (%1)...").arg(rowId);
}

QString cpuName()
{
    // Linux names the processor in /proc/cpuinfo; elsewhere the file does not exist.
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    // /proc files report a size of 0, so atEnd() is true before anything is read: read it whole.
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        const QByteArray text = cpuinfo.readAll();
        for (const QByteArray &line : text.split('\n')) {
            if (line.startsWith("model name")) {
                const qsizetype colon = line.indexOf(':');
                if (colon >= 0)
                    return QString::fromUtf8(line.mid(colon + 1)).simplified();
            }
        }
    }
    return QSysInfo::currentCpuArchitecture();
}

} // namespace

BenchmarkResult BenchmarkRunner::run(const ProbeRunner &probe, const BenchmarkRequest &request,
                                     const std::shared_ptr<std::atomic_bool> &cancel,
                                     const std::function<void(double, const QString &)> &progress)
{
    const bool custom = request.layer == QLatin1String("custom");
    double reached = 0.0;
    auto report = [&](double fraction, const QString &what) {
        reached = std::max(reached, fraction);
        if (progress)
            progress(reached, what);
    };

    BenchmarkResult result;
    // Nothing to time: neither the probe nor the CPU gets a layer that was never described.
    const int batch = request.batch > 0 ? request.batch : int(bench::kAutoBatchCpuOnly);
    const std::optional<bench::ConvolutionShape> requested = request.shape(batch);
    if (!requested) {
        result.layer = request.layer;
        result.shape.N = 0;
        result.gpuState = BenchmarkResult::GpuState::ProbeFailed;
        result.gpuFailure =
            custom ? QCoreApplication::translate("BenchmarkRunner",
                                                 "No valid shape was given for the custom layer, so nothing was timed.")
                   : QCoreApplication::translate("BenchmarkRunner", "There is no layer called \"%1\", so nothing was timed.")
                         .arg(request.layer);
        return result;
    }

    report(0.0, phraseFor({}));
    const int timeoutMs = request.probeTimeoutMs > 0 ? request.probeTimeoutMs : kProbeTimeoutMs;
    const ProbeRun run = probe.run(QStringList{QStringLiteral("bench")} + request.probeArguments(), QStringLiteral("bench"),
                                   timeoutMs, cancel, [&](double fraction, const QString &what) {
                                       report(fraction * kGpuShare, phraseFor(what));
                                   });
    bool haveShape = false;
    if (run.ok()) {
        result = BenchmarkResult::fromProbeJson(run.json);
        haveShape = result.shape.isValid();
        reached = std::max(reached, kGpuShare);
    } else {
        result.gpuState = run.outcome == ProbeRun::Outcome::NotFound ? BenchmarkResult::GpuState::NoProbe
                                                                     : BenchmarkResult::GpuState::ProbeFailed;
        result.gpuFailure = run.failure;
    }
    if (!haveShape) {
        // The probe did not say (or did not run): the request's shape, at the CPU-only batch when
        // the user left the batch to us.
        result.shape = *requested;
        result.layer = request.layer;
        result.batchAutomatic = !custom && request.batch <= 0;
    }
    if (result.layer.isEmpty())
        result.layer = request.layer;
    if (result.cudnnDir.isEmpty())
        result.cudnnDir = request.cudnnDir;
    result.cpuName = cpuName();
    result.cpuThreads = int(std::max(1u, std::thread::hardware_concurrency()));

    const bool cancelled = run.outcome == ProbeRun::Outcome::Cancelled || (cancel && cancel->load());
    if (request.includeCpu && !cancelled) {
        const double start = reached;
        const QString phrase = QCoreApplication::translate("BenchmarkRunner", "Timing the CPU (im2col + OpenBLAS)...");
        report(start, phrase);
        BenchmarkRow cpu = CpuBenchmark::run(result.shape, 30, 15000, cancel,
                                             [&](double fraction) { report(start + (1.0 - start) * fraction, phrase); });
        if (cpu.threads > 0)
            result.cpuThreads = cpu.threads;
        result.rows.append(cpu);
    }
    if (!cancelled && !(cancel && cancel->load()))
        report(1.0, QCoreApplication::translate("BenchmarkRunner", "Done."));
    return result;
}

} // namespace cudnnsetup
