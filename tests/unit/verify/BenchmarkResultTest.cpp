// BenchmarkResult: the probe's bench JSON (a GPU fixture and the no-driver answer), the JSON export
// read back, and the CSV export parsed back field by field.
#include "core/verify/BenchmarkResult.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <QJsonArray>
#include <QLocale>

using namespace cudnnsetup;
using verifytest::loadJson;

namespace {

// RFC 4180 reader for the test: quoted fields with doubled quotes and embedded commas.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
        } else if (c == u'\n') {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
        } else {
            field += c;
        }
    }
    EXPECT_FALSE(quoted);
    EXPECT_TRUE(field.isEmpty() && record.isEmpty()) << "no newline after the last record";
    return records;
}

BenchmarkRow cpuRow()
{
    BenchmarkRow row;
    row.id = QStringLiteral("cpu");
    row.implementation = QStringLiteral("cpu");
    row.precision = QStringLiteral("fp32");
    row.layout = QStringLiteral("NCHW");
    row.status = BenchmarkRow::Status::Ok;
    row.code = QStringLiteral("ok");
    row.detail = QStringLiteral("im2col + OpenBLAS sgemm, 2 threads");
    row.medianMs = 250.5;
    row.p10Ms = 248.25;
    row.p90Ms = 260.125;
    row.minMs = 247.0;
    row.samples = 12;
    row.tflops = 0.0591;
    row.threads = 2;
    row.check = {true, 2048, 2.5e-7, 3.0e-8, 1e-5, true};
    return row;
}

} // namespace

TEST(BenchmarkResultTest, ReadsAGpuRun)
{
    const BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-h200-conv3x-fixture.json"));
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::Ok);
    EXPECT_TRUE(result.gpuFailure.isEmpty());
    EXPECT_EQ(result.layer, QStringLiteral("conv3_x"));
    EXPECT_TRUE(result.batchAutomatic);
    EXPECT_EQ(result.shape.N, 64);
    EXPECT_EQ(result.shape.C, 128);
    EXPECT_EQ(result.shape.padW, 1);
    EXPECT_TRUE(result.shape.isValid());
    EXPECT_EQ(result.gpuName, QStringLiteral("NVIDIA H200"));
    EXPECT_EQ(result.computeCapability, QStringLiteral("9.0"));
    EXPECT_EQ(result.multiprocessors, 132);
    EXPECT_DOUBLE_EQ(result.clockMHz, 1980.0);
    EXPECT_EQ(result.driverVersion, 13000);
    EXPECT_EQ(result.runtimeVersion, 13000);
    EXPECT_EQ(result.cudnnVersion, QStringLiteral("9.19.0"));
    EXPECT_EQ(result.cudnnDir, QStringLiteral("/usr/local/cuda/lib64"));
    ASSERT_EQ(result.rows.size(), 5);
    EXPECT_EQ(result.rows.at(0).id, QStringLiteral("cudnn-fp32"));
    EXPECT_EQ(result.rows.at(2).layout, QStringLiteral("NHWC"));
    EXPECT_EQ(result.rows.at(4).id, QStringLiteral("cuda-naive"));
    EXPECT_TRUE(result.hasGpuRows());
    EXPECT_EQ(result.row(QStringLiteral("cpu")), nullptr);

    const BenchmarkRow *fp32 = result.row(QStringLiteral("cudnn-fp32"));
    ASSERT_NE(fp32, nullptr);
    EXPECT_EQ(fp32->status, BenchmarkRow::Status::Ok);
    EXPECT_EQ(fp32->implementation, QStringLiteral("cudnn"));
    EXPECT_DOUBLE_EQ(fp32->medianMs, 0.452);
    EXPECT_DOUBLE_EQ(fp32->p10Ms, 0.449);
    EXPECT_DOUBLE_EQ(fp32->p90Ms, 0.458);
    EXPECT_DOUBLE_EQ(fp32->minMs, 0.447);
    EXPECT_EQ(fp32->samples, 30);
    EXPECT_NEAR(fp32->tflops, 32.738, 1e-9);
    EXPECT_DOUBLE_EQ(fp32->peakTflops, 66.9);
    EXPECT_NEAR(fp32->percentOfPeak, 48.94, 1e-9);
    EXPECT_EQ(fp32->algorithm, QStringLiteral("IMPLICIT_PRECOMP_GEMM"));
    EXPECT_EQ(fp32->heuristicAlgorithm, QStringLiteral("IMPLICIT_GEMM"));
    EXPECT_DOUBLE_EQ(fp32->heuristicMedianMs, 0.613);
    EXPECT_EQ(fp32->workspaceBytes, 4718592);
    EXPECT_EQ(fp32->mathType, QStringLiteral("FMA_MATH"));
    EXPECT_DOUBLE_EQ(fp32->setupMs, 812.5);
    EXPECT_TRUE(fp32->check.checked);
    EXPECT_EQ(fp32->check.samples, 2048);
    EXPECT_DOUBLE_EQ(fp32->check.tolerance, 1e-5);
    EXPECT_TRUE(fp32->check.pass);
    EXPECT_TRUE(fp32->hasTime());
}

TEST(BenchmarkResultTest, ReadsTheNoDriverAnswer)
{
    const BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-no-driver-conv3x.json"));
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoDriver);
    EXPECT_TRUE(result.gpuFailure.contains(QLatin1String("no NVIDIA driver"))) << result.gpuFailure.toStdString();
    EXPECT_EQ(result.shape.N, 8);
    EXPECT_TRUE(result.gpuName.isEmpty());
    EXPECT_DOUBLE_EQ(result.clockMHz, 0.0);
    EXPECT_EQ(result.cudnnVersion, QStringLiteral("9.19.0"));
    ASSERT_EQ(result.rows.size(), 5);
    for (const BenchmarkRow &row : result.rows) {
        EXPECT_EQ(row.status, BenchmarkRow::Status::Skipped);
        EXPECT_EQ(row.code, QStringLiteral("no-driver"));
        EXPECT_FALSE(row.hasTime());
        EXPECT_FALSE(row.check.checked);
    }
    EXPECT_FALSE(result.hasGpuRows());
}

TEST(BenchmarkResultTest, GpuStates)
{
    QJsonObject json = loadJson("bench-no-driver-conv3x.json");
    json.insert(QStringLiteral("gpuState"), QStringLiteral("no-gpu"));
    BenchmarkResult result = BenchmarkResult::fromProbeJson(json);
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoGpu);
    EXPECT_FALSE(result.gpuFailure.isEmpty());

    json.insert(QStringLiteral("gpuState"), QStringLiteral("error"));
    json.insert(QStringLiteral("driverError"), QStringLiteral("cudaErrorNoDevice"));
    result = BenchmarkResult::fromProbeJson(json);
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::Error);
    EXPECT_TRUE(result.gpuFailure.contains(QLatin1String("cudaErrorNoDevice")));

    json.remove(QStringLiteral("gpuState"));
    EXPECT_EQ(BenchmarkResult::fromProbeJson(json).gpuState, BenchmarkResult::GpuState::Error);
}

TEST(BenchmarkResultTest, MalformedFieldsReadAsNothing)
{
    const QJsonObject json{{QStringLiteral("probe"), 1},
                           {QStringLiteral("mode"), QStringLiteral("bench")},
                           {QStringLiteral("gpuState"), QStringLiteral("ok")},
                           {QStringLiteral("shape"), QStringLiteral("64x128")},
                           {QStringLiteral("device"), QJsonValue::Null},
                           {QStringLiteral("rows"), QJsonObject{}},
                           {QStringLiteral("cudnnVersion"), QJsonValue::Null}};
    const BenchmarkResult result = BenchmarkResult::fromProbeJson(json);
    EXPECT_TRUE(result.rows.isEmpty());
    EXPECT_FALSE(result.shape.isValid());
    EXPECT_TRUE(result.cudnnVersion.isEmpty());
    EXPECT_FALSE(result.hasGpuRows());
}

TEST(BenchmarkResultTest, JsonExportReadsBackField)
{
    BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-h200-conv3x-fixture.json"));
    result.rows.append(cpuRow());
    result.cpuName = QStringLiteral("Intel(R) Xeon(R), \"Sapphire Rapids\"");
    result.cpuThreads = 2;

    const QJsonObject json = result.toJson();
    EXPECT_EQ(json.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-benchmark/1"));
    EXPECT_EQ(json.value(QStringLiteral("shape")).toObject().value(QStringLiteral("P")).toInt(), 28);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("flops")).toDouble(), result.shape.flops());
    ASSERT_EQ(json.value(QStringLiteral("rows")).toArray().size(), 6);

    const BenchmarkResult back = BenchmarkResult::fromProbeJson(json);
    EXPECT_EQ(back.layer, result.layer);
    EXPECT_EQ(back.shape.toList(), result.shape.toList());
    EXPECT_EQ(back.batchAutomatic, result.batchAutomatic);
    EXPECT_EQ(back.gpuState, result.gpuState);
    EXPECT_EQ(back.gpuFailure, result.gpuFailure);
    EXPECT_EQ(back.gpuName, result.gpuName);
    EXPECT_EQ(back.computeCapability, result.computeCapability);
    EXPECT_EQ(back.multiprocessors, result.multiprocessors);
    EXPECT_DOUBLE_EQ(back.clockMHz, result.clockMHz);
    EXPECT_EQ(back.driverVersion, result.driverVersion);
    EXPECT_EQ(back.runtimeVersion, result.runtimeVersion);
    EXPECT_EQ(back.cudnnVersion, result.cudnnVersion);
    EXPECT_EQ(back.cudnnDir, result.cudnnDir);
    EXPECT_EQ(back.cpuName, result.cpuName);
    EXPECT_EQ(back.cpuThreads, result.cpuThreads);
    ASSERT_EQ(back.rows.size(), result.rows.size());
    for (qsizetype i = 0; i < result.rows.size(); ++i) {
        const BenchmarkRow &a = result.rows.at(i);
        const BenchmarkRow &b = back.rows.at(i);
        SCOPED_TRACE(a.id.toStdString());
        EXPECT_EQ(b.id, a.id);
        EXPECT_EQ(b.implementation, a.implementation);
        EXPECT_EQ(b.precision, a.precision);
        EXPECT_EQ(b.layout, a.layout);
        EXPECT_EQ(b.status, a.status);
        EXPECT_EQ(b.code, a.code);
        EXPECT_EQ(b.detail, a.detail);
        EXPECT_DOUBLE_EQ(b.medianMs, a.medianMs);
        EXPECT_DOUBLE_EQ(b.p10Ms, a.p10Ms);
        EXPECT_DOUBLE_EQ(b.p90Ms, a.p90Ms);
        EXPECT_DOUBLE_EQ(b.minMs, a.minMs);
        EXPECT_EQ(b.samples, a.samples);
        EXPECT_DOUBLE_EQ(b.tflops, a.tflops);
        EXPECT_DOUBLE_EQ(b.peakTflops, a.peakTflops);
        EXPECT_DOUBLE_EQ(b.percentOfPeak, a.percentOfPeak);
        EXPECT_EQ(b.algorithm, a.algorithm);
        EXPECT_EQ(b.heuristicAlgorithm, a.heuristicAlgorithm);
        EXPECT_DOUBLE_EQ(b.heuristicMedianMs, a.heuristicMedianMs);
        EXPECT_EQ(b.workspaceBytes, a.workspaceBytes);
        EXPECT_EQ(b.mathType, a.mathType);
        EXPECT_DOUBLE_EQ(b.setupMs, a.setupMs);
        EXPECT_EQ(b.threads, a.threads);
        EXPECT_EQ(b.check.checked, a.check.checked);
        EXPECT_EQ(b.check.samples, a.check.samples);
        EXPECT_DOUBLE_EQ(b.check.maxError, a.check.maxError);
        EXPECT_DOUBLE_EQ(b.check.meanError, a.check.meanError);
        EXPECT_DOUBLE_EQ(b.check.tolerance, a.check.tolerance);
        EXPECT_EQ(b.check.pass, a.check.pass);
    }

    // The states without a probe answer survive too, with their sentence.
    BenchmarkResult noProbe;
    noProbe.gpuState = BenchmarkResult::GpuState::NoProbe;
    noProbe.gpuFailure = QStringLiteral("not part of this build");
    const BenchmarkResult noProbeBack = BenchmarkResult::fromProbeJson(noProbe.toJson());
    EXPECT_EQ(noProbeBack.gpuState, BenchmarkResult::GpuState::NoProbe);
    EXPECT_EQ(noProbeBack.gpuFailure, noProbe.gpuFailure);
    noProbe.gpuState = BenchmarkResult::GpuState::ProbeFailed;
    EXPECT_EQ(BenchmarkResult::fromProbeJson(noProbe.toJson()).gpuState, BenchmarkResult::GpuState::ProbeFailed);
}

TEST(BenchmarkResultTest, CsvExport)
{
    // Numbers keep '.' decimals whatever the user's language.
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));

    BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-h200-conv3x-fixture.json"));
    result.rows[3].status = BenchmarkRow::Status::Skipped; // the tiled kernel did not run
    result.rows[3].code = QStringLiteral("no-gpu");
    result.rows[0].algorithm = QStringLiteral("ALGO, \"quoted\"");
    result.rows.append(cpuRow());
    const QString csv = result.toCsv();
    QLocale::setDefault(saved);

    const QList<QStringList> records = parseCsv(csv);
    ASSERT_EQ(records.size(), 7);
    const QStringList header{QStringLiteral("id"),         QStringLiteral("implementation"), QStringLiteral("precision"),
                             QStringLiteral("layout"),     QStringLiteral("status"),         QStringLiteral("code"),
                             QStringLiteral("median_ms"),  QStringLiteral("p10_ms"),         QStringLiteral("p90_ms"),
                             QStringLiteral("samples"),    QStringLiteral("tflops"),         QStringLiteral("percent_of_peak"),
                             QStringLiteral("algorithm"),  QStringLiteral("workspace_bytes"), QStringLiteral("max_error"),
                             QStringLiteral("check_pass")};
    EXPECT_EQ(records.at(0), header);
    for (const QStringList &record : records)
        EXPECT_EQ(record.size(), header.size()) << record.join(u'|').toStdString();

    const QStringList fp32 = records.at(1);
    EXPECT_EQ(fp32.at(0), QStringLiteral("cudnn-fp32"));
    EXPECT_EQ(fp32.at(4), QStringLiteral("ok"));
    EXPECT_EQ(fp32.at(6), QStringLiteral("0.452"));
    EXPECT_EQ(fp32.at(7), QStringLiteral("0.449"));
    EXPECT_EQ(fp32.at(8), QStringLiteral("0.458"));
    EXPECT_EQ(fp32.at(9), QStringLiteral("30"));
    EXPECT_EQ(fp32.at(10), QStringLiteral("32.738"));
    EXPECT_EQ(fp32.at(11), QStringLiteral("48.94"));
    EXPECT_EQ(fp32.at(12), QStringLiteral("ALGO, \"quoted\""));
    EXPECT_EQ(fp32.at(13), QStringLiteral("4718592"));
    EXPECT_EQ(fp32.at(14).toDouble(), 3.1e-7);
    EXPECT_EQ(fp32.at(15), QStringLiteral("true"));

    const QStringList tiled = records.at(4);
    EXPECT_EQ(tiled.at(0), QStringLiteral("cuda-tiled"));
    EXPECT_EQ(tiled.at(4), QStringLiteral("skip"));
    EXPECT_EQ(tiled.at(5), QStringLiteral("no-gpu"));
    EXPECT_TRUE(tiled.at(6).isEmpty()) << "no time for a row that did not run";

    const QStringList cpu = records.at(6);
    EXPECT_EQ(cpu.at(0), QStringLiteral("cpu"));
    EXPECT_EQ(cpu.at(6), QStringLiteral("250.5"));
    EXPECT_EQ(cpu.at(8), QStringLiteral("260.125"));
    EXPECT_EQ(cpu.at(10), QStringLiteral("0.0591"));
    EXPECT_TRUE(cpu.at(11).isEmpty()) << "no CPU peak";
    EXPECT_TRUE(cpu.at(13).isEmpty()) << "no workspace for the CPU";
}
