// CpuBenchmark: the benchmark's CPU row on small real layers: timed, checked, cancellable, and
// refusing layers too big for memory instead of crashing.
#include "core/verify/CpuBenchmark.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace cudnnsetup;

namespace {

bench::ConvolutionShape smallShape()
{
    return *bench::ConvolutionShape::parse("2,8,12,12,8,3,3,1,1");
}

} // namespace

TEST(CpuBenchmarkTest, TimesAndChecksASmallLayer)
{
    std::vector<double> fractions;
    const BenchmarkRow row = CpuBenchmark::run(smallShape(), 30, 15000, {}, [&](double f) { fractions.push_back(f); });
    EXPECT_EQ(row.status, BenchmarkRow::Status::Ok) << row.code.toStdString() << ": " << row.detail.toStdString();
    EXPECT_EQ(row.code, QStringLiteral("ok"));
    EXPECT_EQ(row.id, QStringLiteral("cpu"));
    EXPECT_EQ(row.implementation, QStringLiteral("cpu"));
    EXPECT_EQ(row.precision, QStringLiteral("fp32"));
    EXPECT_EQ(row.layout, QStringLiteral("NCHW"));
    EXPECT_GE(row.samples, CpuBenchmark::kMinSamples);
    EXPECT_LE(row.samples, 30);
    EXPECT_GT(row.medianMs, 0.0);
    EXPECT_LE(row.minMs, row.p10Ms);
    EXPECT_LE(row.p10Ms, row.medianMs);
    EXPECT_LE(row.medianMs, row.p90Ms);
    EXPECT_GT(row.tflops, 0.0);
    EXPECT_NEAR(row.tflops, smallShape().flops() / (row.medianMs * 1e-3) / 1e12, row.tflops * 1e-9);
    EXPECT_DOUBLE_EQ(row.peakTflops, 0.0);
    EXPECT_GE(row.threads, 1);
    EXPECT_TRUE(row.hasTime());

    // 2*8*12*12 = 2304 outputs, 2048 of them sampled.
    EXPECT_TRUE(row.check.checked);
    EXPECT_EQ(row.check.samples, 2048);
    EXPECT_TRUE(row.check.pass) << row.check.maxError;
    EXPECT_DOUBLE_EQ(row.check.tolerance, 1e-5);
    EXPECT_LE(row.check.maxError, row.check.tolerance);

    ASSERT_EQ(fractions.size(), size_t(row.samples));
    for (size_t i = 1; i < fractions.size(); ++i)
        EXPECT_GE(fractions[i], fractions[i - 1]);
    EXPECT_GT(fractions.front(), 0.0);
    EXPECT_LE(fractions.back(), 1.0);
}

TEST(CpuBenchmarkTest, TheBudgetStopsAfterTheMinimum)
{
    const BenchmarkRow row = CpuBenchmark::run(smallShape(), 30, 0);
    EXPECT_EQ(row.status, BenchmarkRow::Status::Ok);
    EXPECT_EQ(row.samples, CpuBenchmark::kMinSamples);

    // Fewer than the minimum are never taken.
    EXPECT_EQ(CpuBenchmark::run(smallShape(), 2, 15000).samples, CpuBenchmark::kMinSamples);
}

TEST(CpuBenchmarkTest, CancelledBeforeItStarts)
{
    auto cancel = std::make_shared<std::atomic_bool>(true);
    const BenchmarkRow row = CpuBenchmark::run(smallShape(), 30, 15000, cancel);
    EXPECT_EQ(row.status, BenchmarkRow::Status::Failed);
    EXPECT_EQ(row.code, QStringLiteral("cancelled"));
    EXPECT_FALSE(row.hasTime());
}

TEST(CpuBenchmarkTest, CancelledBetweenRuns)
{
    auto cancel = std::make_shared<std::atomic_bool>(false);
    int calls = 0;
    const BenchmarkRow row = CpuBenchmark::run(smallShape(), 30, 15000, cancel, [&](double) {
        if (++calls == 2)
            cancel->store(true);
    });
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(row.status, BenchmarkRow::Status::Failed);
    EXPECT_EQ(row.code, QStringLiteral("cancelled"));
}

TEST(CpuBenchmarkTest, RefusesALayerTooBigForMemory)
{
    // conv2_x at batch 4096: input and output alone are 2 x 3.3 GB.
    const auto start = std::chrono::steady_clock::now();
    const BenchmarkRow row = CpuBenchmark::run(bench::ConvolutionShape::resnet50Conv2x(4096));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
    EXPECT_EQ(row.status, BenchmarkRow::Status::Failed);
    EXPECT_EQ(row.code, QStringLiteral("too-large"));
    EXPECT_TRUE(row.detail.contains(QLatin1String(" GB")) || row.detail.contains(QLatin1String(" TB"))) << row.detail;
    EXPECT_FALSE(row.hasTime());
}

TEST(CpuBenchmarkTest, RefusesAnInvalidShape)
{
    bench::ConvolutionShape shape = smallShape();
    shape.R = 40; // larger than the padded input
    const BenchmarkRow row = CpuBenchmark::run(shape);
    EXPECT_EQ(row.status, BenchmarkRow::Status::Failed);
    EXPECT_EQ(row.code, QStringLiteral("invalid-shape"));
}
