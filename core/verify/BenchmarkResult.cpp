// BenchmarkResult: reading the probe's bench JSON, and the exports. The JSON export uses the probe's
// field names wherever they mean the same thing, so that fromProbeJson() also reads a saved export
// back (the tests rely on that round trip).
#include "core/verify/BenchmarkResult.h"

#include "core/model/Version.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cudnnsetup {

namespace {

constexpr auto kSchema = "cudnn-setup-benchmark/1";

QString str(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

double number(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toDouble();
}

QString gpuStateKey(BenchmarkResult::GpuState state)
{
    switch (state) {
    case BenchmarkResult::GpuState::Ok: return QStringLiteral("ok");
    case BenchmarkResult::GpuState::NoDriver: return QStringLiteral("no-driver");
    case BenchmarkResult::GpuState::NoGpu: return QStringLiteral("no-gpu");
    case BenchmarkResult::GpuState::Error: return QStringLiteral("error");
    case BenchmarkResult::GpuState::NoProbe: return QStringLiteral("no-probe");
    case BenchmarkResult::GpuState::ProbeFailed: return QStringLiteral("probe-failed");
    }
    return {};
}

BenchmarkResult::GpuState gpuStateFrom(const QString &key)
{
    using S = BenchmarkResult::GpuState;
    if (key == QLatin1String("ok"))
        return S::Ok;
    if (key == QLatin1String("no-driver"))
        return S::NoDriver;
    if (key == QLatin1String("no-gpu"))
        return S::NoGpu;
    if (key == QLatin1String("no-probe"))
        return S::NoProbe;
    if (key == QLatin1String("probe-failed"))
        return S::ProbeFailed;
    // "error", and a missing or unknown state: the GPU side did not say it worked.
    return S::Error;
}

QString rowStatusKey(BenchmarkRow::Status status)
{
    switch (status) {
    case BenchmarkRow::Status::Ok: return QStringLiteral("ok");
    case BenchmarkRow::Status::Skipped: return QStringLiteral("skip");
    case BenchmarkRow::Status::Failed: return QStringLiteral("fail");
    }
    return {};
}

BenchmarkRow::Status rowStatusFrom(const QString &key)
{
    if (key == QLatin1String("ok"))
        return BenchmarkRow::Status::Ok;
    if (key == QLatin1String("fail"))
        return BenchmarkRow::Status::Failed;
    return BenchmarkRow::Status::Skipped;
}

QString gpuFailureFor(BenchmarkResult::GpuState state, const QJsonObject &json)
{
    const QString driverError = str(json, "driverError");
    switch (state) {
    case BenchmarkResult::GpuState::Ok:
        return {};
    case BenchmarkResult::GpuState::NoDriver:
        return QCoreApplication::translate("BenchmarkResult",
                                           "There is no NVIDIA driver on this computer, so nothing could run on a GPU.");
    case BenchmarkResult::GpuState::NoGpu:
        return QCoreApplication::translate("BenchmarkResult",
                                           "The NVIDIA driver sees no GPU, so nothing could run on a GPU.");
    case BenchmarkResult::GpuState::Error:
        return QCoreApplication::translate("BenchmarkResult",
                                           "The NVIDIA driver did not answer (%1), so nothing could run on a GPU.")
            .arg(driverError.isEmpty() ? QCoreApplication::translate("BenchmarkResult", "no reason given") : driverError);
    case BenchmarkResult::GpuState::NoProbe:
    case BenchmarkResult::GpuState::ProbeFailed:
        return QCoreApplication::translate("BenchmarkResult", "The GPU part of the benchmark did not run.");
    }
    return {};
}

bench::ConvolutionShape shapeFrom(const QJsonObject &object)
{
    bench::ConvolutionShape shape;
    auto read = [&](const char *key, int64_t fallback) {
        const QJsonValue value = object.value(QLatin1String(key));
        return value.isDouble() ? value.toInteger() : fallback;
    };
    shape.N = read("N", 0);
    shape.C = read("C", 0);
    shape.H = read("H", 0);
    shape.W = read("W", 0);
    shape.K = read("K", 0);
    shape.R = read("R", 0);
    shape.S = read("S", 0);
    shape.padH = read("padH", 0);
    shape.padW = read("padW", shape.padH);
    shape.strideH = read("strideH", 1);
    shape.strideW = read("strideW", shape.strideH);
    return shape;
}

QJsonObject shapeJson(const bench::ConvolutionShape &shape)
{
    QJsonObject object{
        {QStringLiteral("N"), qint64(shape.N)},           {QStringLiteral("C"), qint64(shape.C)},
        {QStringLiteral("H"), qint64(shape.H)},           {QStringLiteral("W"), qint64(shape.W)},
        {QStringLiteral("K"), qint64(shape.K)},           {QStringLiteral("R"), qint64(shape.R)},
        {QStringLiteral("S"), qint64(shape.S)},           {QStringLiteral("padH"), qint64(shape.padH)},
        {QStringLiteral("padW"), qint64(shape.padW)},     {QStringLiteral("strideH"), qint64(shape.strideH)},
        {QStringLiteral("strideW"), qint64(shape.strideW)},
    };
    if (shape.isValid()) {
        object.insert(QStringLiteral("P"), qint64(shape.P()));
        object.insert(QStringLiteral("Q"), qint64(shape.Q()));
    }
    return object;
}

BenchmarkRow rowFrom(const QJsonObject &object)
{
    BenchmarkRow row;
    row.id = str(object, "id");
    row.implementation = str(object, "implementation");
    row.precision = str(object, "precision");
    row.layout = str(object, "layout");
    row.status = rowStatusFrom(str(object, "status"));
    row.code = str(object, "code");
    row.detail = str(object, "detail");
    row.medianMs = number(object, "medianMs");
    row.p10Ms = number(object, "p10Ms");
    row.p90Ms = number(object, "p90Ms");
    row.minMs = number(object, "minMs");
    row.samples = object.value(QStringLiteral("samples")).toInt();
    row.tflops = number(object, "tflops");
    row.peakTflops = number(object, "peakTflops");
    row.percentOfPeak = number(object, "percentOfPeak");
    row.algorithm = str(object, "algorithm");
    row.heuristicAlgorithm = str(object, "heuristicAlgorithm");
    row.heuristicMedianMs = number(object, "heuristicMedianMs");
    row.workspaceBytes = object.value(QStringLiteral("workspaceBytes")).toInteger();
    row.mathType = str(object, "mathType");
    row.setupMs = number(object, "setupMs");
    row.threads = object.value(QStringLiteral("threads")).toInt();
    const QJsonObject check = object.value(QStringLiteral("check")).toObject();
    // The probe's "checked" is the number of sampled outputs compared.
    row.check.samples = check.value(QStringLiteral("checked")).toInt();
    row.check.checked = row.check.samples > 0;
    row.check.maxError = number(check, "maxError");
    row.check.meanError = number(check, "meanError");
    row.check.tolerance = number(check, "tolerance");
    row.check.pass = check.value(QStringLiteral("pass")).toBool();
    return row;
}

QJsonObject rowJson(const BenchmarkRow &row)
{
    return QJsonObject{
        {QStringLiteral("id"), row.id},
        {QStringLiteral("implementation"), row.implementation},
        {QStringLiteral("precision"), row.precision},
        {QStringLiteral("layout"), row.layout},
        {QStringLiteral("status"), rowStatusKey(row.status)},
        {QStringLiteral("code"), row.code},
        {QStringLiteral("detail"), row.detail},
        {QStringLiteral("medianMs"), row.medianMs},
        {QStringLiteral("p10Ms"), row.p10Ms},
        {QStringLiteral("p90Ms"), row.p90Ms},
        {QStringLiteral("minMs"), row.minMs},
        {QStringLiteral("samples"), row.samples},
        {QStringLiteral("tflops"), row.tflops},
        {QStringLiteral("peakTflops"), row.peakTflops},
        {QStringLiteral("percentOfPeak"), row.percentOfPeak},
        {QStringLiteral("algorithm"), row.algorithm},
        {QStringLiteral("heuristicAlgorithm"), row.heuristicAlgorithm},
        {QStringLiteral("heuristicMedianMs"), row.heuristicMedianMs},
        {QStringLiteral("workspaceBytes"), row.workspaceBytes},
        {QStringLiteral("mathType"), row.mathType},
        {QStringLiteral("setupMs"), row.setupMs},
        {QStringLiteral("threads"), row.threads},
        {QStringLiteral("check"),
         QJsonObject{
             {QStringLiteral("checked"), row.check.checked ? row.check.samples : 0},
             {QStringLiteral("maxError"), row.check.maxError},
             {QStringLiteral("meanError"), row.check.meanError},
             {QStringLiteral("tolerance"), row.check.tolerance},
             {QStringLiteral("pass"), row.check.pass},
         }},
    };
}

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

// QString::number is locale-independent: '.' decimals whatever the user's language.
QString csvNumber(double value, bool present)
{
    return present ? QString::number(value, 'g', 8) : QString();
}

} // namespace

BenchmarkResult BenchmarkResult::fromProbeJson(const QJsonObject &json)
{
    BenchmarkResult result;
    result.layer = str(json, "layer");
    result.shape = shapeFrom(json.value(QStringLiteral("shape")).toObject());
    result.batchAutomatic = json.value(QStringLiteral("batchAutomatic")).toBool();
    result.gpuState = gpuStateFrom(str(json, "gpuState"));
    // A saved export carries its own (already translated) sentence; the probe's JSON never does.
    result.gpuFailure = str(json, "gpuFailure");
    if (result.gpuFailure.isEmpty())
        result.gpuFailure = gpuFailureFor(result.gpuState, json);

    const QJsonObject device = json.value(QStringLiteral("device")).toObject();
    result.gpuName = str(device, "name");
    result.computeCapability = str(device, "computeCapability");
    result.multiprocessors = device.value(QStringLiteral("multiprocessors")).toInt();
    const QJsonObject peaks = json.value(QStringLiteral("peaks")).toObject();
    result.clockMHz = number(peaks, "clockMHz");
    if (result.clockMHz <= 0.0)
        result.clockMHz = device.contains(QStringLiteral("clockMHz")) ? number(device, "clockMHz")
                                                                      : number(device, "clockKHz") / 1000.0;
    result.driverVersion = json.value(QStringLiteral("driverVersion")).toInt();
    result.runtimeVersion = json.value(QStringLiteral("runtimeVersion")).toInt();
    // The probe writes the version object of verify; an export writes the text.
    const QJsonValue cudnnVersion = json.value(QStringLiteral("cudnnVersion"));
    if (cudnnVersion.isString()) {
        result.cudnnVersion = cudnnVersion.toString();
    } else {
        const QJsonObject version = cudnnVersion.toObject();
        result.cudnnVersion = str(version, "text");
        if (result.cudnnVersion.isEmpty() && version.value(QStringLiteral("raw")).toInteger() > 0)
            result.cudnnVersion = Version::fromCudnnCode(version.value(QStringLiteral("raw")).toInteger()).toString();
    }
    result.cudnnDir = str(json, "cudnnDir");
    for (const QJsonValue &value : json.value(QStringLiteral("rows")).toArray())
        result.rows.append(rowFrom(value.toObject()));
    const QJsonObject cpu = json.value(QStringLiteral("cpu")).toObject();
    result.cpuName = str(cpu, "name");
    result.cpuThreads = cpu.value(QStringLiteral("threads")).toInt();
    return result;
}

const BenchmarkRow *BenchmarkResult::row(const QString &id) const
{
    for (const BenchmarkRow &candidate : rows)
        if (candidate.id == id)
            return &candidate;
    return nullptr;
}

bool BenchmarkResult::hasGpuRows() const
{
    for (const BenchmarkRow &candidate : rows)
        if (candidate.implementation != QLatin1String("cpu") && candidate.hasTime())
            return true;
    return false;
}

QJsonObject BenchmarkResult::toJson() const
{
    QJsonArray rowArray;
    for (const BenchmarkRow &r : rows)
        rowArray.append(rowJson(r));
    return QJsonObject{
        {QStringLiteral("schema"), QLatin1String(kSchema)},
        {QStringLiteral("about"),
         QStringLiteral("One 2-D forward convolution (cross-correlation, dilation 1) timed on each implementation "
                        "with the same inputs. Times in milliseconds per run of the layer (median, 10th and 90th "
                        "percentile, minimum). tflops = flops / median (effective: the direct-convolution count "
                        "2*N*K*P*Q*C*R*S, which Winograd/FFT algorithms can beat). percentOfPeak = 100 * tflops / "
                        "peakTflops, 0 when the peak is unknown. check: sampled outputs compared with a "
                        "double-precision reference, error normalised by sum |x*w|.")},
        {QStringLiteral("layer"), layer},
        {QStringLiteral("batchAutomatic"), batchAutomatic},
        {QStringLiteral("shape"), shapeJson(shape)},
        {QStringLiteral("flops"), shape.isValid() ? shape.flops() : 0.0},
        {QStringLiteral("gpuState"), gpuStateKey(gpuState)},
        {QStringLiteral("gpuFailure"), gpuFailure},
        {QStringLiteral("device"),
         QJsonObject{
             {QStringLiteral("name"), gpuName},
             {QStringLiteral("computeCapability"), computeCapability},
             {QStringLiteral("multiprocessors"), multiprocessors},
             {QStringLiteral("clockMHz"), clockMHz},
         }},
        {QStringLiteral("driverVersion"), driverVersion},
        {QStringLiteral("runtimeVersion"), runtimeVersion},
        {QStringLiteral("cudnnVersion"), cudnnVersion},
        {QStringLiteral("cudnnDir"), cudnnDir},
        {QStringLiteral("cpu"), QJsonObject{{QStringLiteral("name"), cpuName}, {QStringLiteral("threads"), cpuThreads}}},
        {QStringLiteral("rows"), rowArray},
    };
}

QString BenchmarkResult::toCsv() const
{
    QStringList lines{QStringLiteral("id,implementation,precision,layout,status,code,median_ms,p10_ms,p90_ms,samples,"
                                     "tflops,percent_of_peak,algorithm,workspace_bytes,max_error,check_pass")};
    for (const BenchmarkRow &r : rows) {
        const bool timed = r.hasTime();
        const QStringList fields{
            csvField(r.id),
            csvField(r.implementation),
            csvField(r.precision),
            csvField(r.layout),
            rowStatusKey(r.status),
            csvField(r.code),
            csvNumber(r.medianMs, timed),
            csvNumber(r.p10Ms, timed),
            csvNumber(r.p90Ms, timed),
            timed ? QString::number(r.samples) : QString(),
            csvNumber(r.tflops, timed),
            csvNumber(r.percentOfPeak, timed && r.peakTflops > 0.0),
            csvField(r.algorithm),
            r.workspaceBytes > 0 || !r.algorithm.isEmpty() ? QString::number(r.workspaceBytes) : QString(),
            csvNumber(r.check.maxError, r.check.checked),
            r.check.checked ? (r.check.pass ? QStringLiteral("true") : QStringLiteral("false")) : QString(),
        };
        lines.append(fields.join(u','));
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace cudnnsetup
