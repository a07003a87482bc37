// The Downloader and the disk: reusing a verified archive without the network, replacing a
// damaged one, continuing a .part left behind, mirror folders (plain path and file:// URL), and
// cache folders that cannot be written or disks that are full — each must end in a clear error.
#include "DownloadTestSupport.h"

#include "core/acquire/download/DownloadCache.h"
#include "core/acquire/download/DownloadMessages.h"

#include <QProcess>
#include <QStandardPaths>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DownloaderStorage : public DownloadTest
{
};

TEST_F(DownloaderStorage, AVerifiedArchiveInTheCacheIsReusedWithoutNetwork)
{
    serveArchive(2 * MiB);
    ASSERT_TRUE(run(request()).ok);
    server().resetStats();

    Downloader second;   // a later run of the wizard
    const DownloadResult result = run(second, request());
    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_TRUE(result.reused);
    EXPECT_EQ(result.bytesFetched, 0);
    EXPECT_EQ(result.attempts, 0);
    EXPECT_EQ(result.sha256, m_archive.sha256);
    EXPECT_EQ(server().requestsServed(), 0);
    EXPECT_EQ(server().bodyBytesServed(), 0);
}

TEST_F(DownloaderStorage, ADamagedArchiveInTheCacheIsReplaced)
{
    serveArchive(MiB);
    QFile damaged(finalPath());
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
    damaged.write(QByteArray(int(m_archive.size), 'x'));   // right name and size, wrong bytes
    damaged.close();

    const DownloadResult result = run(request());
    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_FALSE(result.reused);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderStorage, AFinishedPartIsCommittedWithoutNetwork)
{
    serveArchive(MiB);
    leavePart(m_archive.size);   // killed between the last byte and the rename
    const DownloadResult result = run(request());

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.bytesFetched, 0);
    EXPECT_EQ(server().requestsServed(), 0);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderStorage, ABadEarlierPartIsFetchedAgainFromZero)
{
    serveArchive(2 * MiB);
    QFile part(partPath());
    ASSERT_TRUE(part.open(QIODevice::WriteOnly));
    part.write(QByteArray(int(MiB), 'x'));   // not a prefix of the archive
    part.close();

    const DownloadResult result = run(request());
    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.resumedFrom, 0);   // reset when the resumed file failed verification
    EXPECT_EQ(result.bytesFetched, m_archive.size - MiB + m_archive.size);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderStorage, MirrorFolderGivenAsAPlainPath)
{
    serveArchive(3 * MiB);
    DownloadRequest req = request(QUrl::fromLocalFile(serverRoot() + u'/' + kRedistFolder));
    req.allowInsecureHttp = false;
    Downloader downloader;
    QSignalSpy progress(&downloader, &Downloader::progress);
    const DownloadResult result = run(downloader, req);

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.bytesFetched, m_archive.size);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    ASSERT_FALSE(progress.isEmpty());
    EXPECT_EQ(progress.last().at(0).toLongLong(), m_archive.size);
}

TEST_F(DownloaderStorage, MirrorFileGivenAsAFileUrlResumesAPart)
{
    serveArchive(3 * MiB);
    leavePart(MiB);
    const QUrl url = DownloadRequest::sourceFromUserText(QStringLiteral("file://") + servedPath());
    ASSERT_TRUE(url.isLocalFile());
    const DownloadResult result = run(request(url));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.resumedFrom, MiB);
    EXPECT_EQ(result.bytesFetched, m_archive.size - MiB);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderStorage, MirrorFolderWithoutTheFileIsReported)
{
    serveArchive(1024);
    const QString emptyMirror = scratch(QStringLiteral("empty-mirror"));
    ASSERT_TRUE(QDir().mkpath(emptyMirror));
    const DownloadResult result = run(request(QUrl::fromLocalFile(emptyMirror)));

    EXPECT_EQ(result.error, DownloadErrorKind::SourceUnreadable);
    EXPECT_TRUE(result.message.contains(emptyMirror)) << result.message.toStdString();
}

TEST_F(DownloaderStorage, CorruptMirrorFileIsDeletedAfterTheCopy)
{
    serveArchive(MiB);
    DownloadRequest req = request(QUrl::fromLocalFile(servedPath()));
    req.expected.sha256 = QByteArray(64, 'a');
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::ChecksumMismatch);
    EXPECT_FALSE(QFile::exists(finalPath()));
    EXPECT_FALSE(QFile::exists(partPath()));
}

TEST_F(DownloaderStorage, ReadOnlyCacheFolderIsAClearError)
{
    serveArchive(1024);
    const QString readOnly = scratch(QStringLiteral("read-only-cache"));
    ASSERT_TRUE(QDir().mkpath(readOnly));
    QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther);
    // Root ignores permission bits; the immutable attribute stops root too.
    bool immutable = false;
    if (QFile probe(readOnly + QStringLiteral("/probe")); probe.open(QIODevice::WriteOnly)) {
        probe.close();
        probe.remove();
        immutable = QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), readOnly}) == 0;
        if (!immutable)
            GTEST_SKIP() << "running as root without chattr: cannot make a folder read-only";
    }
    DownloadRequest req = request();
    req.cacheDir = readOnly;
    const DownloadResult result = run(req);
    if (immutable)
        QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), readOnly});
    QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    EXPECT_EQ(result.error, DownloadErrorKind::CacheUnwritable);
    EXPECT_TRUE(result.message.contains(readOnly)) << result.message.toStdString();
    EXPECT_EQ(server().requestsServed(), 0);
}

TEST_F(DownloaderStorage, CacheFolderThatCannotBeCreatedIsAClearError)
{
    serveArchive(1024);
    QFile blocker(scratch(QStringLiteral("a-file")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    DownloadRequest req = request();
    req.cacheDir = blocker.fileName() + QStringLiteral("/archives");
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::CacheUnwritable);
    EXPECT_TRUE(result.message.contains(req.cacheDir)) << result.message.toStdString();
}

TEST_F(DownloaderStorage, NotEnoughSpaceIsFoundBeforeDownloading)
{
    serveArchive(1024);
    DownloadRequest req = request();
    req.expected.size = qint64(1) << 55;   // 32 PiB: no disk here has that
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::DiskFull);
    EXPECT_TRUE(result.message.contains(DownloadMessages::size(req.expected.size))) << result.message.toStdString();
    EXPECT_EQ(server().requestsServed(), 0);
}

TEST_F(DownloaderStorage, AFullDiskDuringTheDownloadIsAClearError)
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        GTEST_SKIP() << "needs /dev/full";
    serveArchive(MiB);
    // Every write to /dev/full fails with ENOSPC, as on a disk that just filled up.
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/full"), partPath()));
    const DownloadResult result = run(request());

    EXPECT_EQ(result.error, DownloadErrorKind::DiskFull);
    EXPECT_TRUE(result.message.contains(cacheDir())) << result.message.toStdString();
    EXPECT_FALSE(QFile::exists(finalPath()));
}

TEST(DownloadCache, DefaultFolderIsUnderTheCacheLocation)
{
    const QString folder = DownloadCache::defaultDirectory();
    EXPECT_TRUE(folder.startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)));
    EXPECT_TRUE(folder.endsWith(QStringLiteral("/archives")));
}

TEST(DownloadCache, FindsOnlyAnArchiveThatMatchesNameSizeAndChecksum)
{
    QTemporaryDir folder;
    const RandomFile file = writeRandomFile(folder.filePath(kArchiveName), 4096);
    ArchiveTarget target;
    target.fileName = kArchiveName;
    target.sha256 = file.sha256;
    target.size = file.size;
    EXPECT_EQ(DownloadCache::findVerified(folder.path(), target), file.path);

    ArchiveTarget otherSize = target;
    otherSize.size = 4095;
    EXPECT_TRUE(DownloadCache::findVerified(folder.path(), otherSize).isEmpty());
    ArchiveTarget otherSum = target;
    otherSum.sha256 = QByteArray(64, '0');
    EXPECT_TRUE(DownloadCache::findVerified(folder.path(), otherSum).isEmpty());
    ArchiveTarget noSum = target;
    noSum.sha256.clear();
    EXPECT_TRUE(DownloadCache::findVerified(folder.path(), noSum).isEmpty()) << "unverifiable means not found";
}

TEST(DownloadCache, RemovesOnlyPartFilesOlderThanTheLimit)
{
    QTemporaryDir folder;
    const auto make = [&](const QString &name, int ageDays) {
        QFile file(folder.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("x");
        file.flush();   // a write at close() would set the time again
        ASSERT_TRUE(file.setFileTime(QDateTime::currentDateTimeUtc().addDays(-ageDays), QFileDevice::FileModificationTime));
    };
    make(QStringLiteral("old.tar.xz.part"), 30);
    make(QStringLiteral("recent.tar.xz.part"), 1);
    make(QStringLiteral("old-but-finished.tar.xz"), 30);

    EXPECT_EQ(DownloadCache::removeStaleParts(folder.path(), 14), 1);
    EXPECT_FALSE(QFile::exists(folder.filePath(QStringLiteral("old.tar.xz.part"))));
    EXPECT_TRUE(QFile::exists(folder.filePath(QStringLiteral("recent.tar.xz.part"))));
    EXPECT_TRUE(QFile::exists(folder.filePath(QStringLiteral("old-but-finished.tar.xz"))));
}

} // namespace
