// BenchmarkResult: one timed layer on every implementation — cuDNN in each precision, our own CUDA
// kernels, the CPU — parsed from `cudnn-probe bench` (docs/probe-json.md) plus the CPU row measured
// in-process. Also its exports (JSON, CSV) for the Benchmark page and the CLI.
#pragma once

#include "core/bench/ConvolutionShape.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cudnnsetup {

struct BenchmarkCheck
{
    bool checked = false;
    int samples = 0;
    double maxError = 0.0;
    double meanError = 0.0;
    double tolerance = 0.0;
    bool pass = false;
};

struct BenchmarkRow
{
    enum class Status { Ok, Skipped, Failed };

    // "cudnn-fp32", "cudnn-tf32", "cudnn-fp16-nhwc", "cuda-tiled", "cuda-naive", "cpu"
    QString id;
    QString implementation;      // "cudnn", "cuda-tiled", "cuda-naive", "cpu"
    QString precision;           // "fp32", "tf32", "fp16"
    QString layout;              // "NCHW", "NHWC"
    Status status = Status::Skipped;
    QString code;                // why skipped/failed ("no-driver", "no-tf32", "wrong-results", ...)
    QString detail;              // the producer's English, for logs
    double medianMs = 0.0, p10Ms = 0.0, p90Ms = 0.0, minMs = 0.0;
    int samples = 0;
    double tflops = 0.0;         // effective: 2*N*K*P*Q*C*R*S / median
    double peakTflops = 0.0;     // this device's peak for the precision; 0 = unknown
    double percentOfPeak = 0.0;  // 0 when the peak is unknown
    QString algorithm;           // cuDNN rows: the algorithm Find picked ("IMPLICIT_PRECOMP_GEMM")
    QString heuristicAlgorithm;  // cuDNN rows: what the heuristic (_v7) would have picked
    double heuristicMedianMs = 0.0; // its time when it differs from Find's pick; 0 = not timed
    qint64 workspaceBytes = 0;
    QString mathType;            // "FMA_MATH", "DEFAULT_MATH", "TENSOR_OP_MATH"
    double setupMs = 0.0;        // cuDNN rows: descriptors and Find, not timed
    int threads = 0;             // the CPU row: threads it ran on
    BenchmarkCheck check;

    bool hasTime() const { return status != Status::Skipped && medianMs > 0.0; }
};

struct BenchmarkResult
{
    enum class GpuState { Ok, NoDriver, NoGpu, Error, NoProbe, ProbeFailed };

    QString layer;                       // "conv3_x" or "custom"
    bench::ConvolutionShape shape;
    bool batchAutomatic = false;
    GpuState gpuState = GpuState::NoProbe;
    QString gpuFailure;                  // translated: why there are no GPU rows (probe crash, no driver, ...)
    QString gpuName;
    QString computeCapability;           // "9.0"
    int multiprocessors = 0;
    double clockMHz = 0.0;               // the clock the peaks are computed with
    int driverVersion = 0;
    int runtimeVersion = 0;
    QString cudnnVersion;                // "9.19.0", "" when cuDNN was not loaded
    QString cudnnDir;
    QList<BenchmarkRow> rows;            // GPU rows in the probe's order, then the CPU row
    QString cpuName;                     // for the CPU row's context
    int cpuThreads = 0;

    // From the probe's JSON; gpuState/gpuFailure set from it. The CPU row is added separately.
    static BenchmarkResult fromProbeJson(const QJsonObject &json);

    const BenchmarkRow *row(const QString &id) const;
    bool hasGpuRows() const;             // any GPU row with a time

    QJsonObject toJson() const;          // the export (and the saved report's raw data)
    QString toCsv() const;               // one line per row, header first, '.' decimals
};

} // namespace cudnnsetup
