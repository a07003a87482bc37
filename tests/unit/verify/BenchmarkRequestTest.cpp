// BenchmarkRequest: the --precision words and the probe's command line.
#include "core/verify/BenchmarkRequest.h"
#include "core/verify/BenchmarkRunner.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

TEST(BenchmarkRequestTest, PrecisionWords)
{
    BenchmarkRequest request;
    EXPECT_EQ(request.precisionList(), QStringLiteral("fp32,tf32,fp16"));

    ASSERT_TRUE(request.setPrecisions(QStringLiteral("fp16")));
    // Strict FP32 always runs: it is the fair comparison with the hand-written kernels.
    EXPECT_TRUE(request.fp32);
    EXPECT_FALSE(request.tf32);
    EXPECT_TRUE(request.fp16);
    EXPECT_EQ(request.precisionList(), QStringLiteral("fp32,fp16"));

    ASSERT_TRUE(request.setPrecisions(QStringLiteral("FP32, TF32")));
    EXPECT_EQ(request.precisionList(), QStringLiteral("fp32,tf32"));

    ASSERT_TRUE(request.setPrecisions(QStringLiteral("fp32")));
    EXPECT_EQ(request.precisionList(), QStringLiteral("fp32"));

    ASSERT_TRUE(request.setPrecisions(QStringLiteral("all")));
    EXPECT_EQ(request.precisionList(), QStringLiteral("fp32,tf32,fp16"));
}

TEST(BenchmarkRequestTest, AnUnknownWordChangesNothing)
{
    BenchmarkRequest request;
    ASSERT_TRUE(request.setPrecisions(QStringLiteral("tf32")));
    for (const QString &bad : {QStringLiteral("tf32,bf16"), QStringLiteral("int8"), QString(), QStringLiteral(" , "),
                               QStringLiteral("fp64")}) {
        EXPECT_FALSE(request.setPrecisions(bad)) << bad.toStdString();
        EXPECT_EQ(request.precisionList(), QStringLiteral("fp32,tf32"));
    }
}

TEST(BenchmarkRequestTest, ProbeArgumentsForAPreset)
{
    BenchmarkRequest request;
    EXPECT_EQ(request.probeArguments(),
              (QStringList{QStringLiteral("--layer"), QStringLiteral("conv3_x"), QStringLiteral("--batch"), QStringLiteral("auto"),
                           QStringLiteral("--precision"), QStringLiteral("fp32,tf32,fp16"), QStringLiteral("--samples"),
                           QStringLiteral("30"), QStringLiteral("--workspace-mb"), QStringLiteral("256")}));

    request.layer = QStringLiteral("conv5_x");
    request.batch = 16;
    request.setPrecisions(QStringLiteral("fp32"));
    request.gpuSamples = 50;
    request.workspaceMb = 1024;
    request.cudnnDir = QStringLiteral("/opt/cudnn 9/lib");
    EXPECT_EQ(request.probeArguments(),
              (QStringList{QStringLiteral("--layer"), QStringLiteral("conv5_x"), QStringLiteral("--batch"), QStringLiteral("16"),
                           QStringLiteral("--precision"), QStringLiteral("fp32"), QStringLiteral("--samples"), QStringLiteral("50"),
                           QStringLiteral("--workspace-mb"), QStringLiteral("1024"), QStringLiteral("--cudnn-dir"),
                           QStringLiteral("/opt/cudnn 9/lib")}));
}

TEST(BenchmarkRequestTest, ProbeArgumentsForACustomLayer)
{
    BenchmarkRequest request;
    request.layer = QStringLiteral("custom");
    request.customShape = bench::ConvolutionShape::parse("2,8,12,12,8,3,3,1,1");
    ASSERT_TRUE(request.customShape);
    request.batch = 32; // ignored: the shape carries its batch
    const QStringList arguments = request.probeArguments();
    EXPECT_EQ(arguments.mid(0, 2), (QStringList{QStringLiteral("--shape"), QStringLiteral("2,8,12,12,8,3,3,1,1")}));
    EXPECT_FALSE(arguments.contains(QStringLiteral("--layer")));
    EXPECT_FALSE(arguments.contains(QStringLiteral("--batch")));
    EXPECT_TRUE(arguments.contains(QStringLiteral("--precision")));
}

TEST(BenchmarkRequestTest, ShapeForABatch)
{
    BenchmarkRequest request;
    const std::optional<bench::ConvolutionShape> conv3 = request.shape(4);
    ASSERT_TRUE(conv3);
    EXPECT_EQ(conv3->N, 4);
    EXPECT_EQ(conv3->C, 128);
    EXPECT_EQ(conv3->H, 28);
    EXPECT_FALSE(request.shape(0));

    request.layer = QStringLiteral("conv9_x");
    EXPECT_FALSE(request.shape(8));

    request.layer = QStringLiteral("custom");
    EXPECT_FALSE(request.shape(8)); // no shape given
    request.customShape = bench::ConvolutionShape::parse("2,8,12,12,8,3,3,1,1");
    const std::optional<bench::ConvolutionShape> custom = request.shape(64);
    ASSERT_TRUE(custom);
    EXPECT_EQ(custom->N, 2);
    EXPECT_EQ(custom->K, 8);
}

TEST(BenchmarkRequestTest, TheProbesTimeLimitDefaultsToTheRunners)
{
    EXPECT_EQ(BenchmarkRequest().probeTimeoutMs, BenchmarkRunner::kProbeTimeoutMs);
}
