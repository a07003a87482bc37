// DownloadsWatcher against real folders and real archives written the way browsers write them:
// unfinished downloads are ignored, a file is taken only once it stops changing, and every
// verdict (found, wrong checksum, another build by its name) comes out right.
// Short settle times; no timing assertions beyond generous timeouts.
#include "HandoffTestSupport.h"

#include <QFileInfo>

namespace cudnnsetup::handofftest {
namespace {

using namespace std::chrono_literals;

class DownloadsWatcherTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_downloads.isValid());
        watcher.setFolders({m_downloads.path()});
        watcher.setSettleTime(300);
        watcher.setPollInterval(50);
    }

    QString downloads(const QString &name) const { return m_downloads.filePath(name); }

    QTemporaryDir m_downloads;
    DownloadsWatcher watcher;
    Recorder recorder{watcher};
};

TEST_F(DownloadsWatcherTest, ChromeStyleDownloadIsTakenOnceRenamed)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    EXPECT_TRUE(recorder.sawStatusContaining(QStringLiteral("Waiting for ") + archive.fileName));

    const QString finalPath = downloads(archive.fileName);
    SlowWriter writer(finalPath + QStringLiteral(".crdownload"), finalPath, archive.bytes, 8, 100ms);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    EXPECT_TRUE(writer.done); // nothing was taken before the browser renamed the file

    ASSERT_EQ(recorder.rejected.size(), 0) << recorder.rejected.value(0).second.toStdString();
    ASSERT_EQ(recorder.found.size(), 1);
    EXPECT_EQ(recorder.found.first().first, QFileInfo(finalPath).absoluteFilePath());
    EXPECT_EQ(recorder.found.first().second, archive.sha256) << "NVIDIA's checksum was compared";
    EXPECT_TRUE(recorder.sawStatusContaining(QStringLiteral("still downloading (") + archive.fileName
                                             + QStringLiteral(".crdownload)")));

    // Reported once, and the file is left exactly as the browser wrote it.
    QTest::qWait(600);
    EXPECT_EQ(recorder.verdicts(), 1);
    QFile file(finalPath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), archive.bytes);
    EXPECT_FALSE(QFileInfo::exists(finalPath + QStringLiteral(".crdownload")));
}

TEST_F(DownloadsWatcherTest, FirefoxPlaceholderAndPartFileAreIgnored)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    const QString finalPath = downloads(archive.fileName);
    writeAll(finalPath, {}); // Firefox's empty placeholder under the final name
    watcher.start();
    {
        // Firefox renames "<name>.part" over the placeholder when it is done.
        SlowWriter writer(finalPath + QStringLiteral(".part"), finalPath, archive.bytes, 6, 100ms);
        ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
        EXPECT_TRUE(writer.done);
    }
    ASSERT_EQ(recorder.rejected.size(), 0) << recorder.rejected.value(0).second.toStdString();
    ASSERT_EQ(recorder.found.size(), 1);
    EXPECT_EQ(recorder.found.first().first, QFileInfo(finalPath).absoluteFilePath());
}

TEST_F(DownloadsWatcherTest, GrowingFileIsNotTakenEarly)
{
    // Written straight under its final name (wget, a copy from a USB stick): only the pause in
    // growth says it is complete. The pauses between chunks are longer than the poll interval
    // (so the watcher sees the same size twice in a row) but far below the settle time.
    watcher.setSettleTime(1500);
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    const QString finalPath = downloads(archive.fileName);
    SlowWriter writer(finalPath, finalPath, archive.bytes, 12, 150ms);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    EXPECT_TRUE(writer.done);
    ASSERT_EQ(recorder.rejected.size(), 0) << recorder.rejected.value(0).second.toStdString();
    ASSERT_EQ(recorder.found.size(), 1);
    EXPECT_TRUE(recorder.sawStatusContaining(QStringLiteral("waiting until it has been completely written")));
}

TEST_F(DownloadsWatcherTest, ChecksumMismatchIsRejected)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    ArchiveTarget target = targetFor(archive, QStringLiteral("9.20.0.48"), 12);
    target.sha256 = QByteArray(64, 'a');
    watcher.setTarget(target);
    watcher.start();
    writeAll(downloads(archive.fileName), archive.bytes);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    ASSERT_EQ(recorder.found.size(), 0);
    ASSERT_EQ(recorder.rejected.size(), 1);
    EXPECT_EQ(recorder.rejected.first().second,
              QStringLiteral("The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so the file "
                             "is damaged or not the original. Download it again.")
                  .arg(archive.fileName));
}

TEST_F(DownloadsWatcherTest, OtherCudaMajorIsReportedAsNotFitting)
{
    const BuiltArchive wanted = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    const BuiltArchive other = linuxArchive(QStringLiteral("9.20.0.48"), 13);
    watcher.setTarget(targetFor(wanted, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    writeAll(downloads(other.fileName), other.bytes);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    ASSERT_EQ(recorder.found.size(), 0);
    ASSERT_EQ(recorder.rejected.size(), 1);
    EXPECT_EQ(recorder.rejected.first().first, QFileInfo(downloads(other.fileName)).absoluteFilePath());
    EXPECT_EQ(recorder.rejected.first().second,
              other.fileName
                  + QStringLiteral(" was found, but it does not fit: It is built for CUDA 13, but the chosen CUDA "
                                   "toolkit is CUDA 12."));
}

TEST_F(DownloadsWatcherTest, NewTargetGetsAFreshVerdict)
{
    // The user downloaded the CUDA 13 build, then chose the CUDA 13 toolkit after all.
    const BuiltArchive wanted = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    const BuiltArchive other = linuxArchive(QStringLiteral("9.20.0.48"), 13);
    watcher.setTarget(targetFor(wanted, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    writeAll(downloads(other.fileName), other.bytes);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.rejected.size() == 1; }, kTimeoutMs));
    watcher.setTarget(targetFor(other, QStringLiteral("9.20.0.48"), 13));
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.found.size() == 1; }, kTimeoutMs));
    EXPECT_EQ(recorder.found.first().first, QFileInfo(downloads(other.fileName)).absoluteFilePath());
    EXPECT_EQ(recorder.found.first().second, other.sha256);
    EXPECT_EQ(recorder.rejected.size(), 1);
}

TEST_F(DownloadsWatcherTest, UnrelatedFilesAreIgnored)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    writeAll(downloads(QStringLiteral("notes.txt")), "shopping list\n");
    writeAll(downloads(QStringLiteral("cuda_12.4.0_550.54.14_linux.run")), "#!/bin/sh\n");
    ArchiveBuilder::write(downloads(QStringLiteral("holiday.zip")), ArchiveFormat::Zip,
                          {testing::ArchiveEntry::file(QStringLiteral("beach.jpg"), "jpeg")});
    QDir(m_downloads.path()).mkdir(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive")); // an unpacked copy
    QTest::qWait(1200); // four settle periods
    EXPECT_EQ(recorder.verdicts(), 0);

    // Still watching: the real archive arriving afterwards is the only thing reported.
    writeAll(downloads(archive.fileName), archive.bytes);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    QTest::qWait(300);
    EXPECT_EQ(recorder.rejected.size(), 0);
    ASSERT_EQ(recorder.found.size(), 1);
    EXPECT_EQ(QFile(downloads(QStringLiteral("notes.txt"))).size(), 14);
}

TEST_F(DownloadsWatcherTest, ArchiveAlreadyThereIsFound)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    writeAll(downloads(archive.fileName), archive.bytes);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    ASSERT_EQ(recorder.found.size(), 1);
}

TEST_F(DownloadsWatcherTest, StoppedWatcherReportsNothing)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    watcher.start();
    watcher.stop();
    EXPECT_EQ(watcher.status(), QStringLiteral("Not watching for downloads."));
    writeAll(downloads(archive.fileName), archive.bytes);
    QTest::qWait(900);
    EXPECT_EQ(recorder.verdicts(), 0);
}

TEST_F(DownloadsWatcherTest, PointingAtAFileChecksItWhateverItsName)
{
    const BuiltArchive archive = linuxArchive(QStringLiteral("9.20.0.48"), 12);
    watcher.setTarget(targetFor(archive, QStringLiteral("9.20.0.48"), 12));
    QTemporaryDir elsewhere;
    const QString renamed = elsewhere.filePath(QStringLiteral("my-cudnn.tar.xz"));
    writeAll(renamed, archive.bytes);
    watcher.setFile(renamed); // not watching any folder
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.verdicts() > 0; }, kTimeoutMs));
    ASSERT_EQ(recorder.rejected.size(), 0) << recorder.rejected.value(0).second.toStdString();
    ASSERT_EQ(recorder.found.size(), 1);
    EXPECT_EQ(recorder.found.first().first, renamed);
    // Its name is not the build's, so NVIDIA's checksum does not apply; the contents are read when
    // the file is taken in (ArchiveIntakeTest).
    EXPECT_TRUE(recorder.found.first().second.isEmpty());

    // A name that says another CUDA variant is refused without reading the file.
    const QString other = elsewhere.filePath(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"));
    writeAll(other, "never opened\n");
    watcher.setFile(other);
    ASSERT_TRUE(QTest::qWaitFor([&] { return recorder.rejected.size() > 0; }, kTimeoutMs));
    EXPECT_EQ(recorder.rejected.first().first, other);
    EXPECT_TRUE(recorder.rejected.first().second.contains(QStringLiteral("It is built for CUDA 13")))
        << recorder.rejected.first().second.toStdString();

    const QString missing = elsewhere.filePath(QStringLiteral("gone.zip"));
    watcher.setFile(missing);
    ASSERT_EQ(recorder.rejected.size(), 2);
    EXPECT_EQ(recorder.rejected.last().second, QStringLiteral("%1 does not exist.").arg(QDir::toNativeSeparators(missing)));
}

TEST_F(DownloadsWatcherTest, MissingFolderIsSaidPlainly)
{
    watcher.setFolders({m_downloads.filePath(QStringLiteral("no-such-folder"))});
    watcher.start();
    EXPECT_TRUE(watcher.status().startsWith(QStringLiteral("The folder "))) << watcher.status().toStdString();
    EXPECT_TRUE(watcher.status().contains(QStringLiteral("does not exist"))) << watcher.status().toStdString();
}

} // namespace
} // namespace cudnnsetup::handofftest
