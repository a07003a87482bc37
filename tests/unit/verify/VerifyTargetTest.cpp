// VerifyTargets: which copy a plain `verify` checks, by kind and then by version.
#include "core/verify/VerifyTarget.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

CudnnCopy copy(CudnnCopy::Kind kind, const QString &libraryDir, Version version, const QString &toolkitRoot = {})
{
    CudnnCopy c;
    c.kind = kind;
    c.libraryDir = libraryDir;
    c.includeDir = libraryDir + QStringLiteral("/../include");
    c.toolkitRoot = toolkitRoot;
    c.packageVersion = version;
    return c;
}

SystemReport reportWithToolkit()
{
    SystemReport report;
    ToolkitInstall toolkit;
    toolkit.root = QStringLiteral("/usr/local/cuda");
    toolkit.canonicalRoot = QStringLiteral("/usr/local/cuda-13.0");
    toolkit.version = Version{13, 0};
    toolkit.isDefault = true;
    report.toolkits.append(toolkit);
    return report;
}

} // namespace

TEST(VerifyTargetTest, NothingToPick)
{
    EXPECT_FALSE(VerifyTargets::pick(SystemReport{}));
}

TEST(VerifyTargetTest, TheDefaultToolkitsCopyFirst)
{
    SystemReport report = reportWithToolkit();
    report.cudnnCopies = {
        copy(CudnnCopy::Kind::PythonWheel, QStringLiteral("/venv/nvidia/cudnn/lib"), Version{9, 20, 0}),
        copy(CudnnCopy::Kind::SideBySide, QStringLiteral("/opt/cudnn/lib"), Version{9, 20, 0}),
        copy(CudnnCopy::Kind::InsideToolkit, QStringLiteral("/usr/local/cuda-13.0/lib64"), Version{9, 19, 0},
             QStringLiteral("/usr/local/cuda-13.0")),
    };
    const std::optional<VerifyTarget> target = VerifyTargets::pick(report);
    ASSERT_TRUE(target);
    EXPECT_EQ(target->libraryDir, QStringLiteral("/usr/local/cuda-13.0/lib64"));
    EXPECT_EQ(target->includeDir, QStringLiteral("/usr/local/cuda-13.0/lib64/../include"));
    EXPECT_EQ(target->description, QStringLiteral("cuDNN 9.19.0 inside CUDA 13.0 (/usr/local/cuda)"));
}

TEST(VerifyTargetTest, KindOrderThenNewest)
{
    SystemReport report = reportWithToolkit();
    report.cudnnCopies = {
        copy(CudnnCopy::Kind::Conda, QStringLiteral("/conda/lib"), Version{9, 30, 0}),
        copy(CudnnCopy::Kind::PythonWheel, QStringLiteral("/venv/lib"), Version{9, 30, 0}),
        copy(CudnnCopy::Kind::SearchPath, QStringLiteral("/custom/lib"), Version{9, 30, 0}),
        copy(CudnnCopy::Kind::ExtractedByHand, QStringLiteral("/home/ana/Downloads/cudnn-archive/lib"), Version{9, 30, 0}),
        copy(CudnnCopy::Kind::DistroPackage, QStringLiteral("/usr/lib/x86_64-linux-gnu"), Version{9, 1, 0}),
        copy(CudnnCopy::Kind::SideBySide, QStringLiteral("/opt/cudnn-9.1/lib"), Version{9, 1, 0}),
        copy(CudnnCopy::Kind::SideBySide, QStringLiteral("/opt/cudnn-9.19/lib"), Version{9, 19, 0}),
    };
    const QStringList expected{QStringLiteral("/opt/cudnn-9.19/lib"), QStringLiteral("/opt/cudnn-9.1/lib"),
                               QStringLiteral("/usr/lib/x86_64-linux-gnu"), QStringLiteral("/custom/lib"),
                               QStringLiteral("/home/ana/Downloads/cudnn-archive/lib"), QStringLiteral("/venv/lib"),
                               QStringLiteral("/conda/lib")};
    for (const QString &dir : expected) {
        const std::optional<VerifyTarget> target = VerifyTargets::pick(report);
        ASSERT_TRUE(target);
        EXPECT_EQ(target->libraryDir, dir);
        report.cudnnCopies.removeIf([&](const CudnnCopy &c) { return c.libraryDir == dir; });
    }
}

TEST(VerifyTargetTest, AnotherToolkitsCopyBeforeOtherKinds)
{
    SystemReport report = reportWithToolkit();
    report.cudnnCopies = {
        copy(CudnnCopy::Kind::SideBySide, QStringLiteral("/opt/cudnn/lib"), Version{9, 20, 0}),
        copy(CudnnCopy::Kind::InsideToolkit, QStringLiteral("/usr/local/cuda-12.9/lib64"), Version{9, 10, 0},
             QStringLiteral("/usr/local/cuda-12.9")),
    };
    const std::optional<VerifyTarget> target = VerifyTargets::pick(report);
    ASSERT_TRUE(target);
    EXPECT_EQ(target->libraryDir, QStringLiteral("/usr/local/cuda-12.9/lib64"));
    EXPECT_TRUE(target->description.contains(QLatin1String("/usr/local/cuda-12.9"))) << target->description;
}

TEST(VerifyTargetTest, DescriptionsSayWhatAndWhere)
{
    EXPECT_EQ(VerifyTargets::fromCopy(copy(CudnnCopy::Kind::PythonWheel, QStringLiteral("/venv/lib"), Version{9, 19, 0})).description,
              QStringLiteral("cuDNN 9.19.0 from a Python package (/venv/lib)"));
    EXPECT_EQ(VerifyTargets::fromCopy(copy(CudnnCopy::Kind::ExtractedByHand, QStringLiteral("/opt/deps/cudnn-archive/lib"), Version{9, 19, 0}))
                  .description,
              QStringLiteral("cuDNN 9.19.0 unpacked by hand in /opt/deps/cudnn-archive/lib"));
    const VerifyTarget unknown = VerifyTargets::fromCopy(copy(CudnnCopy::Kind::SideBySide, QStringLiteral("/opt/x"), Version{}));
    EXPECT_TRUE(unknown.description.contains(QLatin1String("version unknown"))) << unknown.description;
    EXPECT_TRUE(unknown.description.contains(QLatin1String("/opt/x")));
}
