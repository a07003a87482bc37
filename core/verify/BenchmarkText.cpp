// BenchmarkText: plain words for the benchmark's rows and comparisons. Only measured rows (status
// ok, with a time) are compared: a row that failed its check or did not run has no speed to quote.
#include "core/verify/BenchmarkText.h"

#include "core/model/DataSize.h"
#include "core/model/Sentences.h"
#include "core/model/ShownPath.h"
#include "core/model/Version.h"

#include <cmath>

namespace cudnnsetup {

namespace {

bool measured(const BenchmarkRow *row)
{
    return row && row->status == BenchmarkRow::Status::Ok && row->medianMs > 0.0;
}

QString ms(double value)
{
    return QString::number(value, 'f', value >= 100.0 ? 1 : value >= 10.0 ? 2 : 3);
}

// "0.452 [0.449–0.458]": the median and the 10th–90th percentile spread.
QString timeCell(const BenchmarkRow &row)
{
    return QStringLiteral("%1 [%2–%3]").arg(ms(row.medianMs), ms(row.p10Ms), ms(row.p90Ms));
}

// Three significant digits down to small layers on a CPU (0.00473), whole numbers above 100.
QString tflopsText(double value)
{
    if (value >= 100.0)
        return QString::number(value, 'f', 0);
    if (value >= 10.0)
        return QString::number(value, 'f', 1);
    if (value >= 0.995)
        return QString::number(value, 'f', 2);
    return QString::number(value, 'g', 3);
}

// Terminal columns: CJK characters take two.
qsizetype displayWidth(const QString &text)
{
    qsizetype columns = 0;
    for (QChar c : text)
        columns += c.unicode() >= 0x2E80 ? 2 : 1;
    return columns;
}

QString padded(const QString &text, qsizetype width)
{
    const qsizetype gap = width - displayWidth(text);
    return gap > 0 ? text + QString(gap, u' ') : text;
}

QString comparison(double slowerMs, double fasterMs)
{
    return BenchmarkText::ratio(slowerMs / fasterMs);
}

} // namespace

QString BenchmarkText::ratio(double value)
{
    if (!(value > 0.0) || !std::isfinite(value))
        return QStringLiteral("–");
    // Two significant digits below 10 ("1.3×", "0.62×"), whole numbers from there on ("14×").
    const QString digits = value < 9.95 ? QString::number(value, 'g', 2) : QString::number(std::llround(value));
    return digits + QStringLiteral("×");
}

QString BenchmarkText::rowName(const BenchmarkRow &row)
{
    if (row.id == QLatin1String("cudnn-fp32"))
        return tr("cuDNN, FP32 (strict, no tensor cores)");
    if (row.id == QLatin1String("cudnn-tf32"))
        return tr("cuDNN, TF32 (tensor cores)");
    if (row.id == QLatin1String("cudnn-fp16-nhwc"))
        return tr("cuDNN, FP16 (NHWC, tensor cores)");
    if (row.id == QLatin1String("cuda-tiled"))
        return tr("Own CUDA kernel, tiled implicit GEMM (FP32)");
    if (row.id == QLatin1String("cuda-naive"))
        return tr("Own CUDA kernel, naive (FP32)");
    if (row.id == QLatin1String("cpu"))
        return row.threads > 0 ? tr("CPU, im2col + OpenBLAS (FP32, %n thread(s))", nullptr, row.threads)
                               : tr("CPU, im2col + OpenBLAS (FP32)");
    return tr("%1 (%2, %3)").arg(row.implementation.isEmpty() ? row.id : row.implementation, row.precision.toUpper(), row.layout);
}

QString BenchmarkText::rowStatus(const BenchmarkRow &row)
{
    const QString &code = row.code;
    if (row.status == BenchmarkRow::Status::Ok)
        return {};
    if (code == QLatin1String("wrong-results"))
        return tr("Wrong results: the check failed (largest error %1, allowed %2)")
            .arg(QString::number(row.check.maxError, 'g', 2), QString::number(row.check.tolerance, 'g', 2));
    if (code == QLatin1String("no-driver"))
        return tr("Not run: no NVIDIA driver");
    if (code == QLatin1String("no-gpu"))
        return tr("Not run: no GPU");
    if (code == QLatin1String("error"))
        return tr("Not run: the NVIDIA driver did not answer");
    if (code == QLatin1String("no-tf32"))
        return tr("Not run: TF32 needs a GPU of compute capability 8.0 or newer");
    if (code == QLatin1String("cudnn-unavailable"))
        return tr("Not run: cuDNN could not be loaded or started");
    if (code == QLatin1String("no-algorithm"))
        return tr("Failed: cuDNN found no algorithm for this layer within the workspace limit");
    if (code == QLatin1String("cuda-error"))
        return tr("Failed: a CUDA call failed");
    if (code == QLatin1String("out-of-memory"))
        return tr("Failed: the buffers do not fit in memory");
    if (code == QLatin1String("too-large"))
        return tr("Not run: the layer needs more memory than the benchmark allows");
    if (code == QLatin1String("invalid-shape"))
        return tr("Not run: the layer's shape is not a valid convolution");
    if (code == QLatin1String("cancelled"))
        return tr("Cancelled");
    if (row.status == BenchmarkRow::Status::Skipped)
        return code.isEmpty() ? tr("Not run") : tr("Not run (%1)").arg(code);
    return code.isEmpty() ? tr("Failed") : tr("Failed (%1)").arg(code);
}

QString BenchmarkText::layerName(const QString &layer)
{
    if (layer == QLatin1String("conv2_x"))
        return tr("ResNet-50 conv2_x (64 channels, 56×56)");
    if (layer == QLatin1String("conv3_x"))
        return tr("ResNet-50 conv3_x (128 channels, 28×28)");
    if (layer == QLatin1String("conv4_x"))
        return tr("ResNet-50 conv4_x (256 channels, 14×14)");
    if (layer == QLatin1String("conv5_x"))
        return tr("ResNet-50 conv5_x (512 channels, 7×7)");
    if (layer == QLatin1String("custom"))
        return tr("Custom layer");
    return layer;
}

QString BenchmarkText::shapeText(const bench::ConvolutionShape &shape)
{
    const QString pad = shape.padH == shape.padW ? QString::number(shape.padH)
                                                 : QStringLiteral("%1,%2").arg(shape.padH).arg(shape.padW);
    const QString stride = shape.strideH == shape.strideW ? QString::number(shape.strideH)
                                                          : QStringLiteral("%1,%2").arg(shape.strideH).arg(shape.strideW);
    const QString output = shape.isValid() ? QStringLiteral("%1×%2").arg(shape.P()).arg(shape.Q()) : QStringLiteral("?");
    return tr("batch %1, %2 input channels of %3×%4, %5 filters of %6×%7, padding %8, stride %9 (output %10)")
        .arg(shape.N)
        .arg(shape.C)
        .arg(shape.H)
        .arg(shape.W)
        .arg(shape.K)
        .arg(shape.R)
        .arg(shape.S)
        .arg(pad, stride, output);
}

QStringList BenchmarkText::speedups(const BenchmarkResult &result)
{
    QStringList out;
    const BenchmarkRow *fp32 = result.row(QStringLiteral("cudnn-fp32"));
    const BenchmarkRow *tf32 = result.row(QStringLiteral("cudnn-tf32"));
    const BenchmarkRow *fp16 = result.row(QStringLiteral("cudnn-fp16-nhwc"));
    const BenchmarkRow *tiled = result.row(QStringLiteral("cuda-tiled"));
    const BenchmarkRow *naive = result.row(QStringLiteral("cuda-naive"));
    const BenchmarkRow *cpu = result.row(QStringLiteral("cpu"));

    if (measured(fp32) && measured(tiled)) {
        if (tiled->medianMs >= fp32->medianMs)
            out.append(tr("cuDNN ran this layer %1 faster than a plain CUDA kernel (the tiled implicit-GEMM kernel, FP32 "
                          "both).")
                           .arg(comparison(tiled->medianMs, fp32->medianMs)));
        else
            out.append(tr("The plain CUDA kernel (tiled implicit GEMM) ran this layer %1 faster than cuDNN (FP32 both).")
                           .arg(comparison(fp32->medianMs, tiled->medianMs)));
    }
    if (measured(fp32) && measured(naive)) {
        if (naive->medianMs >= fp32->medianMs)
            out.append(tr("Against the naive CUDA kernel (one thread per output, no tiling), cuDNN was %1 faster.")
                           .arg(comparison(naive->medianMs, fp32->medianMs)));
        else
            out.append(tr("The naive CUDA kernel ran this layer %1 faster than cuDNN (FP32 both).")
                           .arg(comparison(fp32->medianMs, naive->medianMs)));
    }
    if (measured(cpu)) {
        const BenchmarkRow *best = nullptr;
        for (const BenchmarkRow &row : result.rows)
            if (row.implementation != QLatin1String("cpu") && measured(&row) && (!best || row.medianMs < best->medianMs))
                best = &row;
        if (best) {
            if (cpu->medianMs >= best->medianMs)
                out.append(tr("The fastest GPU row, %1, ran this layer %2 faster than the CPU.")
                               .arg(rowName(*best), comparison(cpu->medianMs, best->medianMs)));
            else
                out.append(tr("The CPU ran this layer %1 faster than the fastest GPU row, %2.")
                               .arg(comparison(best->medianMs, cpu->medianMs), rowName(*best)));
        }
    }
    if (measured(fp32) && measured(fp16)) {
        if (fp32->medianMs >= fp16->medianMs)
            out.append(tr("With FP16 data and tensor cores, cuDNN was %1 faster than in strict FP32, at lower precision "
                          "(FP16 inputs, FP32 accumulation).")
                           .arg(comparison(fp32->medianMs, fp16->medianMs)));
        else
            out.append(tr("FP16 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).")
                           .arg(ms(fp16->medianMs), ms(fp32->medianMs)));
    }
    if (measured(fp32) && measured(tf32)) {
        if (fp32->medianMs >= tf32->medianMs)
            out.append(tr("With TF32 tensor cores (FP32 data, products rounded to TF32), cuDNN was %1 faster than in "
                          "strict FP32.")
                           .arg(comparison(fp32->medianMs, tf32->medianMs)));
        else
            out.append(tr("TF32 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).")
                           .arg(ms(tf32->medianMs), ms(fp32->medianMs)));
    }
    for (const BenchmarkRow &row : result.rows) {
        if (row.implementation != QLatin1String("cudnn") || !measured(&row) || row.heuristicMedianMs <= 0.0)
            continue;
        if (row.heuristicMedianMs >= row.medianMs)
            out.append(tr("%1: cuDNN's quick guess (%2) took %3 ms; timing the candidates (Find) picked %4, %5 faster.")
                           .arg(rowName(row), row.heuristicAlgorithm, ms(row.heuristicMedianMs), row.algorithm,
                                comparison(row.heuristicMedianMs, row.medianMs)));
        else
            out.append(tr("%1: cuDNN's quick guess (%2, %3 ms) was as fast as the pick of its timed search (%4, %5 "
                          "ms).")
                           .arg(rowName(row), row.heuristicAlgorithm, ms(row.heuristicMedianMs), row.algorithm,
                                ms(row.medianMs)));
    }
    return out;
}

QString BenchmarkText::noGpuExplanation(const BenchmarkResult &result)
{
    if (result.gpuState == BenchmarkResult::GpuState::Ok)
        return {};
    QStringList sentences;
    switch (result.gpuState) {
    case BenchmarkResult::GpuState::NoDriver:
        sentences << tr("This computer has no NVIDIA driver, so neither cuDNN nor the CUDA kernels could run: they need "
                        "an NVIDIA GPU and its driver.");
        break;
    case BenchmarkResult::GpuState::NoGpu:
        sentences << tr("The NVIDIA driver sees no GPU, so neither cuDNN nor the CUDA kernels could run.");
        break;
    default:
        sentences << (result.gpuFailure.isEmpty() ? tr("The GPU part of the benchmark did not run.") : result.gpuFailure);
        break;
    }
    const BenchmarkRow *cpu = result.row(QStringLiteral("cpu"));
    if (cpu && cpu->hasTime())
        sentences << tr("What was measured is the same layer on this computer's processor: %1, %2 ms per run, %3 TFLOP/s.")
                         .arg(rowName(*cpu), ms(cpu->medianMs), tflopsText(cpu->tflops));
    else if (cpu)
        sentences << tr("The CPU row gave no time either (%1).").arg(rowStatus(*cpu));
    else
        sentences << tr("Nothing was measured on this computer.");
    sentences << tr("On a computer with an NVIDIA GPU and its driver, the table also shows cuDNN in strict FP32, in TF32 "
                    "and in FP16 with tensor cores, and two CUDA kernels written without cuDNN (a naive one and a tiled "
                    "implicit-GEMM one), each with its time, its throughput and its share of the GPU's peak. The gap "
                    "between cuDNN and those kernels is what cuDNN is for.");
    return joinSentences(sentences);
}

QString BenchmarkText::render(const BenchmarkResult &result)
{
    QStringList out;
    out.append(tr("Convolution benchmark — %1").arg(layerName(result.layer)));
    out.append(tr("Shape: %1").arg(shapeText(result.shape)));
    out.append(result.batchAutomatic ? tr("Batch: %1 (chosen automatically)").arg(result.shape.N)
                                     : tr("Batch: %1").arg(result.shape.N));
    if (!result.gpuName.isEmpty())
        out.append(tr("GPU: %1 (compute capability %2, %n multiprocessor(s), clock %3 MHz)", nullptr, result.multiprocessors)
                       .arg(result.gpuName, result.computeCapability, QString::number(result.clockMHz, 'f', 0)));
    else
        out.append(tr("GPU: none — %1").arg(result.gpuFailure));
    const bool probeRan = result.gpuState != BenchmarkResult::GpuState::NoProbe
                          && result.gpuState != BenchmarkResult::GpuState::ProbeFailed;
    if (probeRan) {
        out.append(result.driverVersion > 0
                       ? tr("NVIDIA driver: supports CUDA up to %1").arg(Version::fromCudaCode(result.driverVersion).toString())
                       : tr("NVIDIA driver: none"));
        if (result.runtimeVersion > 0)
            out.append(tr("CUDA runtime of the benchmark program: %1")
                           .arg(Version::fromCudaCode(result.runtimeVersion).toString()));
    }
    if (!result.cudnnVersion.isEmpty())
        out.append(tr("cuDNN: %1 (%2)").arg(result.cudnnVersion, shownPath(result.cudnnDir)));
    else if (!result.cudnnDir.isEmpty() && probeRan)
        out.append(tr("cuDNN: not loaded from %1").arg(shownPath(result.cudnnDir)));
    else if (result.cudnnDir.isEmpty())
        out.append(tr("cuDNN: no copy given (only the hand-written kernels and the CPU run)"));
    if (!result.cpuName.isEmpty())
        out.append(tr("CPU: %1, %n thread(s)", nullptr, result.cpuThreads).arg(result.cpuName));

    // The table.
    const QString headName = tr("Implementation");
    const QString headTime = tr("ms median [p10–p90]");
    const QString headTflops = tr("TFLOP/s");
    const QString headPeak = tr("% of peak");
    const QString headCheck = tr("Check");
    qsizetype nameWidth = displayWidth(headName);
    for (const BenchmarkRow &row : result.rows)
        nameWidth = std::max(nameWidth, displayWidth(rowName(row)));
    nameWidth += 2;
    qsizetype timeWidth = displayWidth(headTime);
    for (const BenchmarkRow &row : result.rows)
        if (row.hasTime())
            timeWidth = std::max(timeWidth, displayWidth(timeCell(row)));
    timeWidth += 2;
    const qsizetype tflopsWidth = std::max<qsizetype>(displayWidth(headTflops), 7) + 2;
    const qsizetype peakWidth = std::max<qsizetype>(displayWidth(headPeak), 7) + 2;

    out.append(QString());
    out.append(padded(headName, nameWidth) + padded(headTime, timeWidth) + padded(headTflops, tflopsWidth)
               + padded(headPeak, peakWidth) + headCheck);
    for (const BenchmarkRow &row : result.rows) {
        QString line = padded(rowName(row), nameWidth);
        if (!row.hasTime()) {
            line += rowStatus(row);
        } else {
            QString check = QStringLiteral("—");
            if (row.check.checked)
                check = row.check.pass ? tr("pass (largest error %1)").arg(QString::number(row.check.maxError, 'g', 2))
                                       : tr("FAIL (largest error %1, allowed %2)")
                                             .arg(QString::number(row.check.maxError, 'g', 2),
                                                  QString::number(row.check.tolerance, 'g', 2));
            line += padded(timeCell(row), timeWidth)
                    + padded(tflopsText(row.tflops), tflopsWidth)
                    + padded(row.peakTflops > 0.0 ? QString::number(row.percentOfPeak, 'f', 1) + QStringLiteral(" %")
                                                  : QStringLiteral("—"),
                             peakWidth)
                    + check;
        }
        out.append(line.trimmed());
    }

    QStringList algorithms;
    for (const BenchmarkRow &row : result.rows) {
        if (row.implementation != QLatin1String("cudnn") || row.algorithm.isEmpty())
            continue;
        QString line = tr("%1: algorithm %2, workspace %3, math type %4")
                           .arg(rowName(row), row.algorithm, dataSizeText(row.workspaceBytes), row.mathType);
        if (!row.heuristicAlgorithm.isEmpty() && row.heuristicAlgorithm != row.algorithm)
            line += tr(" (the heuristic alone would have picked %1)").arg(row.heuristicAlgorithm);
        algorithms.append(QStringLiteral("  ") + line);
    }
    if (!algorithms.isEmpty()) {
        out.append(QString());
        out.append(tr("cuDNN's choices (Find, timed over its candidates under the workspace cap):"));
        out.append(algorithms);
    }
    if (result.clockMHz > 0.0 && result.hasGpuRows())
        out.append(tr("TFLOP/s are effective (2·N·K·P·Q·C·R·S per run over the median time); % of peak is against this "
                      "GPU's peak for the row's precision at %1 MHz.")
                       .arg(QString::number(result.clockMHz, 'f', 0)));

    const QStringList comparisons = speedups(result);
    if (!comparisons.isEmpty()) {
        out.append(QString());
        out.append(tr("What the numbers say:"));
        for (const QString &sentence : comparisons)
            out.append(QStringLiteral("  - ") + sentence);
    }
    const QString noGpu = noGpuExplanation(result);
    if (!noGpu.isEmpty()) {
        out.append(QString());
        out.append(noGpu);
    }
    return out.join(u'\n') + u'\n';
}

} // namespace cudnnsetup
