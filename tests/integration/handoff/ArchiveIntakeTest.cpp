// ArchiveIntake on real archives (written with libarchive in NVIDIA's layout) and real folders:
// an archive that fits any release comes back unpacked in its own transaction folder with its
// SHA-256 from the same pass; the build NVIDIA's checksum describes is verified against it; a
// file that does not fit — another CUDA variant found inside, not cuDNN, a checksum that is not
// NVIDIA's, a browser's unfinished download — is refused with the reason and leaves nothing in
// the state folder; so does a cancelled or dropped intake.
#include "HandoffTestSupport.h"

#include "core/install/ArchiveIntake.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup::handofftest {
namespace {

class ArchiveIntakeTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_work.isValid()); }

    QString file(const QString &name) const { return m_work.filePath(name); }

    // What the state folder holds: one transaction folder per archive kept unpacked.
    QStringList transactionFolders() const
    {
        return QDir(m_setting.stateFolder + QStringLiteral("/transactions")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }

    // Any cuDNN for Linux x86_64 and CUDA 12: the build asked for is 9.27, without a checksum.
    static ArchiveTarget anyCuda12()
    {
        ArchiveTarget target;
        target.cudnnVersion = Version{9, 27, 0, 42};
        target.platform = QStringLiteral("linux-x86_64");
        target.cudaMajor = 12;
        target.fileName = QStringLiteral("cudnn-linux-x86_64-9.27.0.42_cuda12-archive.tar.xz");
        return target;
    }

    IntakeResult take(const QString &path, const ArchiveTarget &wanted, const QByteArray &knownSha256 = {},
                      const std::atomic_bool *cancel = nullptr)
    {
        ExtractionOptions options;
        options.cancel = cancel;
        options.progress = [this](const ExtractionProgress &) { ++m_progressReports; };
        return ArchiveIntake::run(m_setting, {path, wanted, knownSha256}, options);
    }

    QTemporaryDir m_work;
    // Unpacking needs only the state folder; the machine is planned against later.
    InstallSetting m_setting{SystemPaths({}, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")}, {}),
                             m_work.filePath(QStringLiteral("state")), {}};
    int m_progressReports = 0;
};

TEST_F(ArchiveIntakeTest, AnotherReleaseThatFitsComesBackUnpackedWithItsChecksum)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.19.0.56"), 12);
    writeAll(file(archive.fileName), archive.bytes);

    IntakeResult result = take(file(archive.fileName), anyCuda12());
    ASSERT_TRUE(result.fits()) << result.refusal.toStdString();
    EXPECT_EQ(result.identity().version.toString(), QStringLiteral("9.19.0.56"));
    EXPECT_EQ(result.identity().cudaMajor, 12);
    EXPECT_EQ(result.sha256, archive.sha256);
    EXPECT_FALSE(result.checksumVerified) << "NVIDIA's checksum is for 9.27, not for this file";
    EXPECT_GT(m_progressReports, 0);

    // Unpacked in its own transaction folder, ready for the plan.
    ASSERT_EQ(transactionFolders(), QStringList{(*result.unpacked)->id});
    const QString top = (*result.unpacked)->stagingFolder + u'/' + result.identity().topDirectory;
    EXPECT_TRUE(QFileInfo(top + QStringLiteral("/include/cudnn_version.h")).isFile());
    EXPECT_TRUE(QFileInfo(top + QStringLiteral("/lib/libcudnn.so.9")).exists());

    // Nobody takes it: the folder goes with the last copy of the result.
    IntakeResult copy = result;
    result = {};
    EXPECT_FALSE(transactionFolders().isEmpty()) << "a copy still holds it";
    copy = {};
    EXPECT_TRUE(transactionFolders().isEmpty());
}

TEST_F(ArchiveIntakeTest, TheBuildAskedForIsVerifiedAgainstNvidiasChecksum)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(file(archive.fileName), archive.bytes);
    const IntakeResult result = take(file(archive.fileName), targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    ASSERT_TRUE(result.fits()) << result.refusal.toStdString();
    EXPECT_TRUE(result.checksumVerified);
    EXPECT_EQ(result.sha256, archive.sha256);
}

TEST_F(ArchiveIntakeTest, AChecksumThatIsNotNvidiasIsRefusedAndNothingStays)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(file(archive.fileName), archive.bytes);
    ArchiveTarget target = targetFor(archive, QStringLiteral("9.20.0.48"), 12);
    target.sha256 = QByteArray(64, 'e');
    const IntakeResult result = take(file(archive.fileName), target);
    EXPECT_FALSE(result.fits());
    EXPECT_EQ(result.refusal, QStringLiteral("The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for "
                                             "it, so the file is damaged or not the original. Download it again.")
                                  .arg(archive.fileName));
    EXPECT_FALSE(result.unpacked);
    EXPECT_TRUE(transactionFolders().isEmpty());
}

TEST_F(ArchiveIntakeTest, AnotherCudaVariantFoundInsideIsRefusedAndNothingStays)
{
    // Renamed, so only its contents can tell.
    const BuiltArchive other = linuxArchive(QStringLiteral("9.20.0.48"), 13);
    writeAll(file(QStringLiteral("download.tar.xz")), other.bytes);
    const IntakeResult result = take(file(QStringLiteral("download.tar.xz")), anyCuda12());
    EXPECT_FALSE(result.fits());
    EXPECT_EQ(result.refusal, QStringLiteral("download.tar.xz was found, but it does not fit: It is built for CUDA 13, "
                                             "but the chosen CUDA toolkit is CUDA 12."));
    EXPECT_TRUE(transactionFolders().isEmpty());
}

TEST_F(ArchiveIntakeTest, AnArchiveWithoutCudnnIsRefusedAndNothingStays)
{
    ArchiveBuilder::write(file(QStringLiteral("holiday.tar.xz")), ArchiveFormat::TarXz,
                          {testing::ArchiveEntry::file(QStringLiteral("photos/beach.jpg"), "jpeg")});
    const IntakeResult result = take(file(QStringLiteral("holiday.tar.xz")), anyCuda12());
    EXPECT_FALSE(result.fits());
    EXPECT_FALSE(result.refusal.isEmpty());
    EXPECT_TRUE(transactionFolders().isEmpty());
}

TEST_F(ArchiveIntakeTest, AnUnfinishedDownloadIsRefusedWithoutReadingIt)
{
    const QString partial = file(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz.crdownload"));
    writeAll(partial, "half a download");
    const IntakeResult result = take(partial, anyCuda12());
    EXPECT_FALSE(result.fits());
    EXPECT_TRUE(result.refusal.contains(QStringLiteral("has not finished yet"))) << result.refusal.toStdString();
    EXPECT_EQ(m_progressReports, 0);
    EXPECT_FALSE(QDir(m_setting.stateFolder).exists());
}

TEST_F(ArchiveIntakeTest, AVerifiedDownloadIsNotHashedAgain)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(file(archive.fileName), archive.bytes);
    // The downloader hashed it while it streamed: that checksum is taken as it is.
    const IntakeResult result = take(file(archive.fileName), anyCuda12(), archive.sha256.toUpper());
    ASSERT_TRUE(result.fits()) << result.refusal.toStdString();
    EXPECT_EQ(result.sha256, archive.sha256);
    EXPECT_TRUE(result.checksumVerified);
}

TEST_F(ArchiveIntakeTest, ACancelledIntakeLeavesNothing)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(file(archive.fileName), archive.bytes);
    const std::atomic_bool cancel{true};
    const IntakeResult result = take(file(archive.fileName), anyCuda12(), {}, &cancel);
    EXPECT_TRUE(result.cancelled);
    EXPECT_FALSE(result.fits());
    EXPECT_TRUE(transactionFolders().isEmpty());
}

} // namespace
} // namespace cudnnsetup::handofftest
