// VerifyRunner: the real cudnn-probe against this machine's cuDNN 9.19 (no GPU, no driver) and a
// broken copy of it built in a temporary folder; stand-ins for the probe failing.
#include "core/verify/VerifyExplanations.h"
#include "core/verify/VerifyRunner.h"

#include "StandIn.h"
#include "support/GTestPrinters.h"

#include <QDir>

using namespace cudnnsetup;
using namespace verifytest;

namespace {

const QString kCudnnDir = QStringLiteral("/usr/local/cuda/lib64");

ProbeRunner realProbe()
{
#ifdef CUDNN_PROBE_BINARY
    return ProbeRunner(QStringLiteral(CUDNN_PROBE_BINARY));
#else
    return ProbeRunner(QString());
#endif
}

bool haveRealProbe()
{
#ifdef CUDNN_PROBE_BINARY
    return true;
#else
    return false;
#endif
}

bool haveRealCudnn()
{
    return QFileInfo::exists(kCudnnDir + QStringLiteral("/libcudnn.so.9"));
}

} // namespace

TEST(VerifyRunnerTest, TheRealCudnnOfThisMachineIsReadyButHasNoDriver)
{
    if (!haveRealProbe())
        GTEST_SKIP() << "cudnn-probe is not built (no CUDA toolkit)";
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    const VerifyResult result = VerifyRunner::run(realProbe(), kCudnnDir);
    ASSERT_TRUE(result.ran) << result.failure.toStdString();
    EXPECT_EQ(result.cudnnDir, kCudnnDir);
    EXPECT_EQ(result.version, QStringLiteral("9.19.0"));
    EXPECT_EQ(result.item(QStringLiteral("libraries"))->status, VerifyItem::Status::Pass);
    EXPECT_EQ(result.verdict(), VerifyResult::Verdict::ReadyNoGpu) << VerifyExplanations::render(result).toStdString();
    const QString line = VerifyExplanations::resultLine(result);
    EXPECT_TRUE(line.contains(QLatin1String("no NVIDIA driver"))) << line;
    EXPECT_TRUE(line.contains(QLatin1String("9.19.0"))) << line;
}

TEST(VerifyRunnerTest, ACopyWithoutItsConvolutionLibraryIsBroken)
{
    if (!haveRealProbe())
        GTEST_SKIP() << "cudnn-probe is not built (no CUDA toolkit)";
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    // Links to the real libraries, all but libcudnn_cnn.so.9, with the real headers beside them.
    QTemporaryDir tmp;
    const QString lib = tmp.filePath(QStringLiteral("lib"));
    ASSERT_TRUE(QDir().mkpath(lib));
    for (const QString &file : QDir(kCudnnDir).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files)) {
        if (file != QLatin1String("libcudnn_cnn.so.9")) {
            ASSERT_TRUE(QFile::link(kCudnnDir + u'/' + file, lib + u'/' + file));
        }
    }
    ASSERT_TRUE(QFile::link(QStringLiteral("/usr/local/cuda/include"), tmp.filePath(QStringLiteral("include"))));

    const VerifyResult result = VerifyRunner::run(realProbe(), lib);
    ASSERT_TRUE(result.ran) << result.failure.toStdString();
    EXPECT_EQ(result.verdict(), VerifyResult::Verdict::Broken);
    const VerifyItem *libraries = result.item(QStringLiteral("libraries"));
    ASSERT_NE(libraries, nullptr);
    EXPECT_EQ(libraries->status, VerifyItem::Status::Fail);
    EXPECT_EQ(libraries->code, QStringLiteral("missing"));
    const ItemExplanation e = VerifyExplanations::explain(*libraries, result);
    EXPECT_TRUE(e.outcome.contains(QLatin1String("libcudnn_cnn.so.9"))) << e.outcome;
    EXPECT_FALSE(e.action.isEmpty());
    const QString line = VerifyExplanations::resultLine(result);
    EXPECT_TRUE(line.startsWith(QLatin1String("FAILED"))) << line;
    EXPECT_TRUE(line.contains(QLatin1String("libcudnn_cnn.so.9"))) << line;
    // The handle was not tried: cuDNN would have aborted the probe.
    EXPECT_EQ(result.item(QStringLiteral("handle"))->code, QStringLiteral("libraries-failed"));
}

TEST(VerifyRunnerTest, AFolderWithoutCudnnIsNotWorking)
{
    if (!haveRealProbe())
        GTEST_SKIP() << "cudnn-probe is not built (no CUDA toolkit)";
    QTemporaryDir tmp;
    const VerifyResult result = VerifyRunner::run(realProbe(), tmp.path());
    ASSERT_TRUE(result.ran) << result.failure.toStdString();
    EXPECT_EQ(result.verdict(), VerifyResult::Verdict::Broken);
    EXPECT_TRUE(VerifyExplanations::resultLine(result).startsWith(QLatin1String("FAILED")));
}

TEST(VerifyRunnerTest, NoFolderIsNotChecked)
{
    const VerifyResult result = VerifyRunner::run(realProbe(), QString());
    EXPECT_FALSE(result.ran);
    EXPECT_EQ(result.verdict(), VerifyResult::Verdict::NotChecked);
    EXPECT_FALSE(result.failure.isEmpty());
}

TEST(VerifyRunnerTest, AProbeFailureBecomesNotChecked)
{
    QTemporaryDir dir;
    const QString crash = writeStandIn(dir, QStringLiteral("probe"), "echo 'Could not load library libcudnn_ops.so.9' >&2\nkill -ABRT $$\n");
    const VerifyResult crashed = VerifyRunner::run(ProbeRunner(crash), QStringLiteral("/opt/cudnn/lib"));
    EXPECT_FALSE(crashed.ran);
    EXPECT_EQ(crashed.cudnnDir, QStringLiteral("/opt/cudnn/lib"));
    EXPECT_EQ(crashed.verdict(), VerifyResult::Verdict::NotChecked);
    EXPECT_TRUE(crashed.failure.contains(QLatin1String("crashed"))) << crashed.failure;
    const QString line = VerifyExplanations::resultLine(crashed);
    EXPECT_TRUE(line.startsWith(QLatin1String("NOT CHECKED"))) << line;

    const VerifyResult missing = VerifyRunner::run(ProbeRunner(dir.filePath(QStringLiteral("none"))), QStringLiteral("/opt/cudnn/lib"));
    EXPECT_EQ(missing.verdict(), VerifyResult::Verdict::NotChecked);
}

TEST(VerifyRunnerTest, TheArgumentsTheProbeGets)
{
    QTemporaryDir dir;
    const QString argsFile = dir.filePath(QStringLiteral("args"));
    const QString probe = writeStandIn(
        dir, QStringLiteral("probe"),
        "printf '%s\\n' \"$@\" > '" + argsFile.toUtf8() + "'\n"
            + printing(R"({"probe":1,"mode":"verify","items":[{"id":"libraries","status":"pass","code":"ok"}]})"));
    const VerifyResult result = VerifyRunner::run(ProbeRunner(probe), QStringLiteral("/opt/c/lib"), QStringLiteral("/opt/c/inc"));
    EXPECT_TRUE(result.ran);
    EXPECT_EQ(result.cudnnDir, QStringLiteral("/opt/c/lib")) << "filled in when the probe does not say";
    QFile args(argsFile);
    ASSERT_TRUE(args.open(QIODevice::ReadOnly));
    EXPECT_EQ(args.readAll(), QByteArray("verify\n--cudnn-dir\n/opt/c/lib\n--include-dir\n/opt/c/inc\n"));
}
