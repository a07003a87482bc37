// BenchmarkText: row names, the speed-up sentences (only from measured rows), the ratio format,
// the no-GPU explanation and the text table.
#include "core/verify/BenchmarkText.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

using namespace cudnnsetup;
using verifytest::loadJson;

namespace {

BenchmarkRow timed(const char *id, const char *implementation, double medianMs)
{
    BenchmarkRow row;
    row.id = QLatin1String(id);
    row.implementation = QLatin1String(implementation);
    row.precision = QStringLiteral("fp32");
    row.layout = QStringLiteral("NCHW");
    row.status = BenchmarkRow::Status::Ok;
    row.code = QStringLiteral("ok");
    row.medianMs = row.p10Ms = row.p90Ms = row.minMs = medianMs;
    row.samples = 30;
    return row;
}

BenchmarkResult gpuResult()
{
    BenchmarkResult result;
    result.gpuState = BenchmarkResult::GpuState::Ok;
    result.layer = QStringLiteral("conv3_x");
    result.shape = bench::ConvolutionShape::resnet50Conv3x(64);
    result.rows = {timed("cudnn-fp32", "cudnn", 0.2), timed("cuda-tiled", "cuda-tiled", 2.8),
                   timed("cuda-naive", "cuda-naive", 10.0)};
    return result;
}

bool anyContains(const QStringList &sentences, const QString &part)
{
    for (const QString &sentence : sentences)
        if (sentence.contains(part))
            return true;
    return false;
}

} // namespace

TEST(BenchmarkTextTest, Ratio)
{
    EXPECT_EQ(BenchmarkText::ratio(14.0), QStringLiteral("14×"));
    EXPECT_EQ(BenchmarkText::ratio(14.4), QStringLiteral("14×"));
    EXPECT_EQ(BenchmarkText::ratio(123.4), QStringLiteral("123×"));
    EXPECT_EQ(BenchmarkText::ratio(1.3), QStringLiteral("1.3×"));
    EXPECT_EQ(BenchmarkText::ratio(1.34), QStringLiteral("1.3×"));
    EXPECT_EQ(BenchmarkText::ratio(0.6), QStringLiteral("0.6×"));
    EXPECT_EQ(BenchmarkText::ratio(0.614), QStringLiteral("0.61×"));
    EXPECT_EQ(BenchmarkText::ratio(4.0), QStringLiteral("4×"));
    EXPECT_EQ(BenchmarkText::ratio(9.96), QStringLiteral("10×"));
    EXPECT_EQ(BenchmarkText::ratio(0.0), QStringLiteral("–"));
    EXPECT_EQ(BenchmarkText::ratio(-2.0), QStringLiteral("–"));
    EXPECT_EQ(BenchmarkText::ratio(std::numeric_limits<double>::infinity()), QStringLiteral("–"));
}

TEST(BenchmarkTextTest, CudnnAgainstThePlainKernels)
{
    const QStringList sentences = BenchmarkText::speedups(gpuResult());
    ASSERT_GE(sentences.size(), 2);
    EXPECT_EQ(sentences.at(0), QStringLiteral("cuDNN ran this layer 14× faster than a plain CUDA kernel (the tiled "
                                              "implicit-GEMM kernel, FP32 both)."));
    EXPECT_TRUE(sentences.at(1).contains(QLatin1String("naive"))) << sentences.at(1);
    EXPECT_TRUE(sentences.at(1).contains(QStringLiteral("50×"))) << sentences.at(1);
}

TEST(BenchmarkTextTest, AFasterPlainKernelIsSaidSo)
{
    BenchmarkResult result = gpuResult();
    result.rows[1].medianMs = 0.1;
    const QStringList sentences = BenchmarkText::speedups(result);
    ASSERT_FALSE(sentences.isEmpty());
    EXPECT_TRUE(sentences.first().startsWith(QLatin1String("The plain CUDA kernel"))) << sentences.first();
    EXPECT_TRUE(sentences.first().contains(QStringLiteral("2×"))) << sentences.first();
}

TEST(BenchmarkTextTest, PrecisionsCpuAndTheHeuristic)
{
    BenchmarkResult result = gpuResult();
    BenchmarkRow fp16 = timed("cudnn-fp16-nhwc", "cudnn", 0.05);
    fp16.precision = QStringLiteral("fp16");
    fp16.layout = QStringLiteral("NHWC");
    result.rows.append(fp16);
    BenchmarkRow tf32 = timed("cudnn-tf32", "cudnn", 0.08);
    tf32.precision = QStringLiteral("tf32");
    result.rows.append(tf32);
    result.rows[0].algorithm = QStringLiteral("IMPLICIT_PRECOMP_GEMM");
    result.rows[0].heuristicAlgorithm = QStringLiteral("IMPLICIT_GEMM");
    result.rows[0].heuristicMedianMs = 0.3;
    BenchmarkRow cpu = timed("cpu", "cpu", 100.0);
    cpu.threads = 2;
    result.rows.append(cpu);

    const QStringList sentences = BenchmarkText::speedups(result);
    // Fastest GPU row (FP16, 0.05 ms) against the CPU (100 ms).
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("2000× faster than the CPU"))) << sentences.join(u'\n').toStdString();
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("FP16 data and tensor cores, cuDNN was 4× faster than in strict FP32")))
        << sentences.join(u'\n').toStdString();
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("TF32"))) << sentences.join(u'\n').toStdString();
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("2.5×"))) << sentences.join(u'\n').toStdString();
    // The heuristic's pick (0.3 ms) against Find's (0.2 ms).
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("IMPLICIT_GEMM) took 0.300 ms")))
        << sentences.join(u'\n').toStdString();
    EXPECT_TRUE(anyContains(sentences, QStringLiteral("picked IMPLICIT_PRECOMP_GEMM, 1.5× faster")))
        << sentences.join(u'\n').toStdString();
    // Most telling first.
    EXPECT_TRUE(sentences.first().contains(QLatin1String("plain CUDA kernel")));
}

TEST(BenchmarkTextTest, OnlyMeasuredRowsAreCompared)
{
    BenchmarkResult result = gpuResult();
    result.rows[1].status = BenchmarkRow::Status::Failed; // the tiled kernel's results were wrong
    result.rows[1].code = QStringLiteral("wrong-results");
    result.rows[2].status = BenchmarkRow::Status::Skipped;
    result.rows[2].medianMs = 0.0;
    EXPECT_TRUE(BenchmarkText::speedups(result).isEmpty()) << BenchmarkText::speedups(result).join(u'\n').toStdString();

    const BenchmarkResult noDriver = BenchmarkResult::fromProbeJson(loadJson("bench-no-driver-conv3x.json"));
    EXPECT_TRUE(BenchmarkText::speedups(noDriver).isEmpty());
}

TEST(BenchmarkTextTest, TheH200Fixture)
{
    const BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-h200-conv3x-fixture.json"));
    const QStringList sentences = BenchmarkText::speedups(result);
    ASSERT_GE(sentences.size(), 4);
    // 1.65 ms / 0.452 ms = 3.65
    EXPECT_TRUE(sentences.at(0).contains(QStringLiteral("3.7×"))) << sentences.at(0);
    EXPECT_TRUE(BenchmarkText::noGpuExplanation(result).isEmpty());
}

TEST(BenchmarkTextTest, RowNamesAndStatus)
{
    EXPECT_EQ(BenchmarkText::rowName(timed("cudnn-fp32", "cudnn", 1)), QStringLiteral("cuDNN, FP32 (strict, no tensor cores)"));
    EXPECT_EQ(BenchmarkText::rowName(timed("cudnn-tf32", "cudnn", 1)), QStringLiteral("cuDNN, TF32 (tensor cores)"));
    EXPECT_EQ(BenchmarkText::rowName(timed("cudnn-fp16-nhwc", "cudnn", 1)), QStringLiteral("cuDNN, FP16 (NHWC, tensor cores)"));
    EXPECT_EQ(BenchmarkText::rowName(timed("cuda-tiled", "cuda-tiled", 1)),
              QStringLiteral("Own CUDA kernel, tiled implicit GEMM (FP32)"));
    EXPECT_EQ(BenchmarkText::rowName(timed("cuda-naive", "cuda-naive", 1)), QStringLiteral("Own CUDA kernel, naive (FP32)"));
    BenchmarkRow cpu = timed("cpu", "cpu", 1);
    cpu.threads = 16;
    EXPECT_TRUE(BenchmarkText::rowName(cpu).startsWith(QLatin1String("CPU, im2col + OpenBLAS (FP32, 16 thread")))
        << BenchmarkText::rowName(cpu);
    EXPECT_FALSE(BenchmarkText::rowName(timed("cuda-winograd", "cuda-winograd", 1)).isEmpty());

    EXPECT_TRUE(BenchmarkText::rowStatus(timed("cudnn-fp32", "cudnn", 1)).isEmpty());
    for (const char *code : {"wrong-results", "no-driver", "no-gpu", "error", "no-tf32", "cudnn-unavailable", "no-algorithm",
                             "cuda-error", "out-of-memory", "too-large", "invalid-shape", "cancelled", "something-new"}) {
        BenchmarkRow row = timed("cudnn-tf32", "cudnn", 0);
        row.status = BenchmarkRow::Status::Failed;
        row.code = QLatin1String(code);
        const QString text = BenchmarkText::rowStatus(row);
        EXPECT_FALSE(text.isEmpty()) << code;
        if (QLatin1String(code) != QLatin1String("something-new")) {
            EXPECT_FALSE(text.contains(QLatin1String(code))) << code << ": " << text.toStdString();
        }
    }
}

TEST(BenchmarkTextTest, LayersAndShapes)
{
    EXPECT_EQ(BenchmarkText::layerName(QStringLiteral("conv3_x")), QStringLiteral("ResNet-50 conv3_x (128 channels, 28×28)"));
    EXPECT_TRUE(BenchmarkText::layerName(QStringLiteral("conv2_x")).contains(QStringLiteral("56×56")));
    EXPECT_TRUE(BenchmarkText::layerName(QStringLiteral("conv5_x")).contains(QLatin1String("512")));
    EXPECT_FALSE(BenchmarkText::layerName(QStringLiteral("custom")).isEmpty());

    const QString text = BenchmarkText::shapeText(*bench::ConvolutionShape::parse("2,8,12,10,16,3,3,1,2"));
    EXPECT_EQ(text, QStringLiteral("batch 2, 8 input channels of 12×10, 16 filters of 3×3, padding 1, stride 2 (output 6×5)"));
}

TEST(BenchmarkTextTest, NoGpuExplanation)
{
    BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-no-driver-conv3x.json"));
    BenchmarkRow cpu = timed("cpu", "cpu", 31.25);
    cpu.threads = 2;
    cpu.tflops = 0.47;
    result.rows.append(cpu);
    const QString text = BenchmarkText::noGpuExplanation(result);
    EXPECT_TRUE(text.contains(QLatin1String("no NVIDIA driver"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("31.25 ms per run"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("tensor cores"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("naive"))) << text;

    BenchmarkResult noProbe;
    noProbe.gpuState = BenchmarkResult::GpuState::NoProbe;
    noProbe.gpuFailure = QStringLiteral("The cuDNN check program (cudnn-probe) is not part of this build.");
    const QString withoutProbe = BenchmarkText::noGpuExplanation(noProbe);
    EXPECT_TRUE(withoutProbe.startsWith(noProbe.gpuFailure)) << withoutProbe;
    EXPECT_TRUE(withoutProbe.contains(QLatin1String("Nothing was measured"))) << withoutProbe;
}

TEST(BenchmarkTextTest, RenderTheTable)
{
    BenchmarkResult result = BenchmarkResult::fromProbeJson(loadJson("bench-h200-conv3x-fixture.json"));
    BenchmarkRow cpu = timed("cpu", "cpu", 250.5);
    cpu.threads = 2;
    result.rows.append(cpu);
    result.cpuName = QStringLiteral("Test CPU");
    result.cpuThreads = 2;
    const QString text = BenchmarkText::render(result);
    const QStringList lines = text.split(u'\n');

    EXPECT_TRUE(text.contains(QLatin1String("ResNet-50 conv3_x"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("NVIDIA H200"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("Batch: 64 (chosen automatically)"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("supports CUDA up to 13.0"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("cuDNN: 9.19.0 (/usr/local/cuda/lib64)"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("IMPLICIT_PRECOMP_GEMM"))) << text;
    EXPECT_TRUE(text.contains(QLatin1String("Test CPU"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("3.7×"))) << text;

    // Every row on one line, its columns where the header's are.
    const QString header = *std::find_if(lines.begin(), lines.end(),
                                         [](const QString &line) { return line.startsWith(QLatin1String("Implementation")); });
    const qsizetype timeColumn = header.indexOf(QLatin1String("ms median"));
    const qsizetype peakColumn = header.indexOf(QLatin1String("% of peak"));
    ASSERT_GT(timeColumn, 0);
    for (const BenchmarkRow &row : result.rows) {
        const QString name = BenchmarkText::rowName(row);
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(name); });
        ASSERT_NE(line, lines.end()) << name;
        const QString expected = QStringLiteral("%1 [%2–%3]")
                                     .arg(QString::number(row.medianMs, 'f', row.medianMs >= 100 ? 1 : 3),
                                          QString::number(row.p10Ms, 'f', row.p10Ms >= 100 ? 1 : 3),
                                          QString::number(row.p90Ms, 'f', row.p90Ms >= 100 ? 1 : 3));
        EXPECT_EQ(line->indexOf(expected), timeColumn) << line->toStdString();
        if (row.peakTflops > 0) {
            EXPECT_EQ(line->indexOf(QString::number(row.percentOfPeak, 'f', 1) + QStringLiteral(" %")), peakColumn)
                << line->toStdString();
        }
    }

    const BenchmarkResult noDriver = BenchmarkResult::fromProbeJson(loadJson("bench-no-driver-conv3x.json"));
    const QString noDriverText = BenchmarkText::render(noDriver);
    EXPECT_TRUE(noDriverText.contains(QLatin1String("Not run: no NVIDIA driver"))) << noDriverText;
    EXPECT_TRUE(noDriverText.contains(QLatin1String("NVIDIA driver: none"))) << noDriverText;
    EXPECT_TRUE(noDriverText.contains(BenchmarkText::noGpuExplanation(noDriver))) << noDriverText;
}
