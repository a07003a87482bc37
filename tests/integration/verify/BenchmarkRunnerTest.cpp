// BenchmarkRunner: stand-in probes that answer like `cudnn-probe bench` on a machine without a
// driver, crash, or hang; the CPU row runs on the shape the probe reports. Then the real probe,
// once it has its bench command.
#include "core/verify/BenchmarkRunner.h"
#include "core/verify/BenchmarkText.h"

#include "StandIn.h"
#include "support/GTestPrinters.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

using namespace cudnnsetup;
using namespace verifytest;

namespace {

// What docs/probe-json.md says `bench` answers without a driver, for a small custom layer.
QByteArray noDriverBenchJson()
{
    QJsonArray rows;
    const char *ids[][4] = {{"cudnn-fp32", "cudnn", "fp32", "NCHW"},
                            {"cudnn-tf32", "cudnn", "tf32", "NCHW"},
                            {"cudnn-fp16-nhwc", "cudnn", "fp16", "NHWC"},
                            {"cuda-tiled", "cuda-tiled", "fp32", "NCHW"},
                            {"cuda-naive", "cuda-naive", "fp32", "NCHW"}};
    for (const auto &id : ids)
        rows.append(QJsonObject{{QStringLiteral("id"), QLatin1String(id[0])},
                                {QStringLiteral("implementation"), QLatin1String(id[1])},
                                {QStringLiteral("precision"), QLatin1String(id[2])},
                                {QStringLiteral("layout"), QLatin1String(id[3])},
                                {QStringLiteral("status"), QStringLiteral("skip")},
                                {QStringLiteral("code"), QStringLiteral("no-driver")},
                                {QStringLiteral("detail"), QStringLiteral("no NVIDIA driver is installed")},
                                {QStringLiteral("medianMs"), 0},
                                {QStringLiteral("samples"), 0}});
    const QJsonObject json{
        {QStringLiteral("probe"), 1},
        {QStringLiteral("mode"), QStringLiteral("bench")},
        {QStringLiteral("runtimeVersion"), 13000},
        {QStringLiteral("driverVersion"), 0},
        {QStringLiteral("driver"), QStringLiteral("no-driver")},
        {QStringLiteral("driverError"), QStringLiteral("cudaErrorInsufficientDriver")},
        {QStringLiteral("devices"), QJsonArray{}},
        {QStringLiteral("cudnnDir"), QStringLiteral("/usr/local/cuda/lib64")},
        {QStringLiteral("cudnnVersion"), QJsonObject{{QStringLiteral("raw"), 91900}, {QStringLiteral("text"), QStringLiteral("9.19.0")}}},
        {QStringLiteral("cudnnError"), QStringLiteral("no NVIDIA driver is installed")},
        {QStringLiteral("gpuState"), QStringLiteral("no-driver")},
        {QStringLiteral("device"), QJsonValue::Null},
        {QStringLiteral("peaks"), QJsonValue::Null},
        {QStringLiteral("layer"), QStringLiteral("custom")},
        {QStringLiteral("batchAutomatic"), false},
        {QStringLiteral("shape"),
         QJsonObject{{QStringLiteral("N"), 2}, {QStringLiteral("C"), 8}, {QStringLiteral("H"), 12}, {QStringLiteral("W"), 12},
                     {QStringLiteral("K"), 8}, {QStringLiteral("R"), 3}, {QStringLiteral("S"), 3}, {QStringLiteral("padH"), 1},
                     {QStringLiteral("padW"), 1}, {QStringLiteral("strideH"), 1}, {QStringLiteral("strideW"), 1},
                     {QStringLiteral("P"), 12}, {QStringLiteral("Q"), 12}}},
        {QStringLiteral("flops"), 2.0 * 2 * 8 * 12 * 12 * 8 * 9},
        {QStringLiteral("rows"), rows},
    };
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

BenchmarkRequest smallCustomRequest()
{
    BenchmarkRequest request;
    request.layer = QStringLiteral("custom");
    request.customShape = bench::ConvolutionShape::parse("2,8,12,12,8,3,3,1,1");
    return request;
}

struct Progress
{
    std::vector<double> fractions;
    QStringList phrases;
    std::function<void(double, const QString &)> callback()
    {
        return [this](double f, const QString &what) {
            fractions.push_back(f);
            phrases.append(what);
        };
    }
};

} // namespace

TEST(BenchmarkRunnerTest, NoDriverGivesTheCpuRowOnTheProbesShape)
{
    QTemporaryDir dir;
    const QString argsFile = dir.filePath(QStringLiteral("args"));
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "printf '%s\\n' \"$@\" > '" + argsFile.toUtf8() + "'\n"
                                       "echo 'progress 0.5 cudnn-fp16-nhwc' >&2\n"
                                       "echo 'progress 1 cuda-naive' >&2\n"
                                           + printing(noDriverBenchJson()));
    BenchmarkRequest request = smallCustomRequest();
    request.cudnnDir = QStringLiteral("/usr/local/cuda/lib64");
    Progress progress;
    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(probe), request, {}, progress.callback());

    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoDriver);
    EXPECT_FALSE(result.gpuFailure.isEmpty());
    EXPECT_EQ(result.shape.toList(), std::string("2,8,12,12,8,3,3,1,1"));
    EXPECT_EQ(result.layer, QStringLiteral("custom"));
    EXPECT_EQ(result.cudnnVersion, QStringLiteral("9.19.0"));
    ASSERT_EQ(result.rows.size(), 6);
    EXPECT_EQ(result.rows.at(0).code, QStringLiteral("no-driver"));
    const BenchmarkRow *cpu = result.row(QStringLiteral("cpu"));
    ASSERT_NE(cpu, nullptr);
    EXPECT_EQ(cpu->status, BenchmarkRow::Status::Ok) << cpu->code.toStdString() << " " << cpu->detail.toStdString();
    EXPECT_GE(cpu->samples, 5);
    EXPECT_TRUE(cpu->check.pass);
    EXPECT_FALSE(result.hasGpuRows());
    EXPECT_FALSE(result.cpuName.isEmpty());
    EXPECT_GT(result.cpuThreads, 0);
    // On Linux the processor's own name, not just its architecture.
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : cpuinfo.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                EXPECT_EQ(result.cpuName, QString::fromUtf8(line.mid(line.indexOf(':') + 1)).simplified());
                break;
            }
        }
    }

    QFile args(argsFile);
    ASSERT_TRUE(args.open(QIODevice::ReadOnly));
    const QStringList passed = QString::fromUtf8(args.readAll()).split(u'\n', Qt::SkipEmptyParts);
    EXPECT_EQ(passed.first(), QStringLiteral("bench"));
    EXPECT_EQ(passed.mid(1), request.probeArguments());

    // Progress: never backwards, the probe's 0.5 mapped into its share, the FP16 phrase, 1 at the end.
    ASSERT_FALSE(progress.fractions.empty());
    for (size_t i = 1; i < progress.fractions.size(); ++i)
        EXPECT_GE(progress.fractions[i], progress.fractions[i - 1]);
    EXPECT_NE(std::find(progress.fractions.begin(), progress.fractions.end(), 0.5 * 0.85), progress.fractions.end());
    EXPECT_TRUE(progress.phrases.contains(QStringLiteral("Timing cuDNN (FP16, NHWC)...")));
    EXPECT_DOUBLE_EQ(progress.fractions.back(), 1.0);

    const QString text = BenchmarkText::render(result);
    EXPECT_TRUE(text.contains(QLatin1String("no NVIDIA driver"))) << text;
}

TEST(BenchmarkRunnerTest, WithoutAProbeTheCpuStillRuns)
{
    BenchmarkRequest request = smallCustomRequest();
    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(QString()), request);
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoProbe);
    EXPECT_TRUE(result.gpuFailure.contains(QLatin1String("not part of this build"))) << result.gpuFailure;
    EXPECT_EQ(result.shape.N, 2);
    ASSERT_EQ(result.rows.size(), 1);
    EXPECT_EQ(result.rows.first().status, BenchmarkRow::Status::Ok);
    EXPECT_FALSE(BenchmarkText::noGpuExplanation(result).isEmpty());

    // A preset with the batch left to us: the CPU-only batch.
    request = BenchmarkRequest();
    request.layer = QStringLiteral("conv5_x");
    request.includeCpu = false;
    const BenchmarkResult preset = BenchmarkRunner::run(ProbeRunner(QString()), request);
    EXPECT_EQ(preset.shape.N, bench::kAutoBatchCpuOnly);
    EXPECT_EQ(preset.shape.C, 512);
    EXPECT_TRUE(preset.batchAutomatic);
    EXPECT_TRUE(preset.rows.isEmpty());
}

TEST(BenchmarkRunnerTest, NoLayerNothingTimed)
{
    QTemporaryDir dir;
    const QString ranFile = dir.filePath(QStringLiteral("ran"));
    const QString probe = writeStandIn(dir, QStringLiteral("probe"), "touch '" + ranFile.toUtf8() + "'\nexit 2\n");
    BenchmarkRequest request;
    request.layer = QStringLiteral("custom"); // and no shape
    const BenchmarkResult custom = BenchmarkRunner::run(ProbeRunner(probe), request);
    EXPECT_TRUE(custom.rows.isEmpty());
    EXPECT_FALSE(custom.shape.isValid());
    EXPECT_FALSE(custom.gpuFailure.isEmpty());
    request.layer = QStringLiteral("conv9_x");
    const BenchmarkResult unknown = BenchmarkRunner::run(ProbeRunner(probe), request);
    EXPECT_TRUE(unknown.rows.isEmpty());
    EXPECT_TRUE(unknown.gpuFailure.contains(QLatin1String("conv9_x"))) << unknown.gpuFailure;
    EXPECT_FALSE(QFileInfo::exists(ranFile)) << "the probe was started";
}

TEST(BenchmarkRunnerTest, ACrashedProbeStillGivesTheCpuRow)
{
    QTemporaryDir dir;
    const QString probe = writeStandIn(dir, QStringLiteral("probe"), "echo 'progress 0.1 cudnn-fp32' >&2\nkill -SEGV $$\n");
    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(probe), smallCustomRequest());
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::ProbeFailed);
    EXPECT_TRUE(result.gpuFailure.contains(QLatin1String("crashed"))) << result.gpuFailure;
    ASSERT_EQ(result.rows.size(), 1);
    EXPECT_EQ(result.rows.first().id, QStringLiteral("cpu"));
    EXPECT_EQ(result.rows.first().status, BenchmarkRow::Status::Ok);
}

TEST(BenchmarkRunnerTest, CancelStopsTheProbeAndSkipsTheCpu)
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(QStringLiteral("pid"));
    const QString probe = writeSleeper(dir, pidFile);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    std::jthread canceller = cancelAfter(cancel, std::chrono::milliseconds(300));
    QElapsedTimer clock;
    clock.start();
    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(probe), smallCustomRequest(), cancel);
    const qint64 elapsed = clock.elapsed();
    EXPECT_LT(elapsed, 3000);
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::ProbeFailed);
    EXPECT_TRUE(result.rows.isEmpty());
    EXPECT_TRUE(processGone(readPid(pidFile)));
}

TEST(BenchmarkRunnerTest, TheRealProbeOnThisMachine)
{
#ifndef CUDNN_PROBE_BINARY
    GTEST_SKIP() << "cudnn-probe is not built (no CUDA toolkit)";
#else
    const QString probePath = QStringLiteral(CUDNN_PROBE_BINARY);
    QProcess check;
    check.start(probePath, {QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp32"), QStringLiteral("--shape"),
                            QStringLiteral("1,1,3,3,1,1,1,0,1")});
    ASSERT_TRUE(check.waitForFinished(120000));
    if (check.exitStatus() == QProcess::NormalExit && check.exitCode() == 2)
        GTEST_SKIP() << "this cudnn-probe has no bench command yet";

    BenchmarkRequest request = smallCustomRequest();
    if (QFileInfo::exists(QStringLiteral("/usr/local/cuda/lib64/libcudnn.so.9")))
        request.cudnnDir = QStringLiteral("/usr/local/cuda/lib64");
    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(probePath), request);
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoDriver) << result.gpuFailure.toStdString();
    EXPECT_EQ(result.shape.toList(), std::string("2,8,12,12,8,3,3,1,1"));
    EXPECT_FALSE(result.hasGpuRows());
    for (const BenchmarkRow &row : result.rows) {
        if (row.id != QLatin1String("cpu")) {
            EXPECT_EQ(row.status, BenchmarkRow::Status::Skipped) << row.id.toStdString();
        }
    }
    const BenchmarkRow *cpu = result.row(QStringLiteral("cpu"));
    ASSERT_NE(cpu, nullptr);
    EXPECT_EQ(cpu->status, BenchmarkRow::Status::Ok);
#endif
}
