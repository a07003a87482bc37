// DownloadNames and DownloadCheck without the watcher: which names count, and the verdict on one
// file from its name, size and checksum (its contents are read when it is taken in:
// ArchiveIntakeTest.cpp).
#include "HandoffTestSupport.h"

#include "core/acquire/handoff/DownloadNames.h"

namespace cudnnsetup::handofftest {
namespace {

using Kind = DownloadNames::Kind;

ArchiveTarget cuda12Target()
{
    ArchiveTarget target;
    target.cudnnVersion = Version{9, 20, 0, 48};
    target.platform = QStringLiteral("linux-x86_64");
    target.cudaMajor = 12;
    target.fileName = QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz");
    return target;
}

TEST(DownloadNames, Classify)
{
    const ArchiveTarget target = cuda12Target();
    EXPECT_EQ(DownloadNames::classify(target.fileName, target), Kind::Candidate);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"), target),
              Kind::Candidate);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn-windows-x86_64-9.1.0.70_cuda12-archive.zip"), target),
              Kind::Candidate);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn-10.2-linux-x64-v7.6.5.32.tgz"), target), Kind::Candidate);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn_samples-source-9.20.0.48-archive.tar.xz"), target),
              Kind::Candidate);
    for (const char *partial : {".crdownload", ".part", ".download", ".opdownload", ".CRDOWNLOAD"})
        EXPECT_EQ(DownloadNames::classify(target.fileName + QString::fromLatin1(partial), target), Kind::Partial) << partial;
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("Unconfirmed 123456.crdownload"), target), Kind::Partial);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("notes.txt"), target), Kind::Unrelated);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn.zip"), target), Kind::Unrelated);
    EXPECT_EQ(DownloadNames::classify(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive"), target),
              Kind::Unrelated);
    EXPECT_EQ(DownloadNames::withoutPartialSuffix(target.fileName + QStringLiteral(".part")), target.fileName);
    EXPECT_EQ(DownloadNames::withoutPartialSuffix(QStringLiteral("notes.txt")), QStringLiteral("notes.txt"));
}

TEST(DownloadNames, TargetBuild)
{
    ArchiveTarget target = cuda12Target();
    EXPECT_TRUE(DownloadNames::isTargetBuild(target.fileName, target));
    EXPECT_TRUE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive (1).tar.xz"), target));
    EXPECT_FALSE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"), target));
    EXPECT_FALSE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-sbsa-9.20.0.48_cuda12-archive.tar.xz"), target));
    EXPECT_FALSE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz"), target));
    EXPECT_FALSE(DownloadNames::isTargetBuild(QStringLiteral("my.tar.xz"), target));
    target.fileName.clear(); // only the fields are known
    EXPECT_TRUE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"), target));
    EXPECT_FALSE(DownloadNames::isTargetBuild(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"), target));
}

class DownloadCheckTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
};

TEST_F(DownloadCheckTest, TheBuildNvidiasChecksumDescribesIsVerified)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(path(archive.fileName), archive.bytes);
    const DownloadCheckResult result =
        DownloadCheck::run(path(archive.fileName), targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    ASSERT_TRUE(result.accepted) << result.reason.toStdString();
    EXPECT_TRUE(result.checksumVerified);
    EXPECT_EQ(result.sha256, archive.sha256);
}

TEST_F(DownloadCheckTest, WithoutAChecksumTheContentsAreLeftToTheIntake)
{
    // Not an archive at all, but named as the build: whether it is one is the intake's question.
    const QString file = path(cuda12Target().fileName);
    writeAll(file, "not read here\n");
    const DownloadCheckResult result = DownloadCheck::run(file, cuda12Target());
    ASSERT_TRUE(result.accepted) << result.reason.toStdString();
    EXPECT_FALSE(result.checksumVerified);
    EXPECT_TRUE(result.sha256.isEmpty());
}

TEST_F(DownloadCheckTest, WrongSizeIsRejectedBeforeHashing)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(path(archive.fileName), archive.bytes.left(1000));
    ArchiveTarget target = targetFor(archive, QStringLiteral("9.20.0.48"), 12);
    target.size = 2000;
    const DownloadCheckResult result = DownloadCheck::run(path(archive.fileName), target);
    EXPECT_FALSE(result.accepted);
    EXPECT_EQ(result.reason, QStringLiteral("%1 is 1,000 bytes, but NVIDIA's file is 2,000 bytes: the download is "
                                            "incomplete or it is a different file. Download it again.")
                                 .arg(archive.fileName));
}

TEST_F(DownloadCheckTest, AnotherReleaseForThisPlatformAndCudaPassesByItsName)
{
    // Any release that fits is taken; the checksum of the build asked for does not apply to it.
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz"));
    writeAll(file, "never hashed\n");
    ArchiveTarget target = cuda12Target();
    target.sha256 = QByteArray(64, 'a');
    target.size = 5;
    const DownloadCheckResult result = DownloadCheck::run(file, target);
    ASSERT_TRUE(result.accepted) << result.reason.toStdString();
    EXPECT_FALSE(result.checksumVerified);
}

TEST_F(DownloadCheckTest, AnotherPlatformOrCudaIsRejectedByItsNameAlone)
{
    // Not an archive at all: had it been opened, the verdict would have been "not an archive".
    for (const char *name : {"cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz", "cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"}) {
        const QString file = path(QString::fromLatin1(name));
        writeAll(file, "never opened\n");
        const DownloadCheckResult result = DownloadCheck::run(file, cuda12Target());
        EXPECT_FALSE(result.accepted) << name;
        EXPECT_TRUE(result.reason.startsWith(QString::fromLatin1(name) + QStringLiteral(" was found, but it does not fit: It is built for ")))
            << result.reason.toStdString();
    }
}

TEST_F(DownloadCheckTest, UnfinishedDownloadIsRejected)
{
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz.crdownload"));
    writeAll(file, "partial");
    const DownloadCheckResult result = DownloadCheck::run(file, cuda12Target());
    EXPECT_FALSE(result.accepted);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("has not finished yet"))) << result.reason.toStdString();
}

TEST_F(DownloadCheckTest, CancelledCheckSaysSo)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(path(archive.fileName), archive.bytes);
    const std::atomic_bool cancel{true};
    const DownloadCheckResult result =
        DownloadCheck::run(path(archive.fileName), targetFor(archive, QStringLiteral("9.20.0.48"), 12), &cancel);
    EXPECT_FALSE(result.accepted);
    EXPECT_TRUE(result.cancelled);
}

} // namespace
} // namespace cudnnsetup::handofftest
