// The Downloader against the fault server over plain HTTP (as for a lab mirror the user
// allowed): whole downloads, resumes after drops and stalls, server answers that must become
// clear errors, redirects, servers that ignore Range, and http refused without the opt-in.
#include "DownloadTestSupport.h"

#include <QElapsedTimer>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DownloaderHttp : public DownloadTest
{
};

TEST_F(DownloaderHttp, DownloadsAndVerifiesTheWholeArchive)
{
    serveArchive(3 * MiB + 17);
    Downloader downloader;
    QSignalSpy progress(&downloader, &Downloader::progress);
    const DownloadResult result = run(downloader, request());

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.error, DownloadErrorKind::None);
    EXPECT_EQ(result.path, finalPath());
    EXPECT_EQ(result.sha256, m_archive.sha256);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    EXPECT_FALSE(result.reused);
    EXPECT_EQ(result.bytesFetched, m_archive.size);
    EXPECT_EQ(result.attempts, 1);
    EXPECT_FALSE(QFile::exists(partPath()));
    EXPECT_EQ(server().bodyBytesServed(), m_archive.size);

    ASSERT_GE(progress.count(), 1);
    qint64 previous = -1;
    for (const QList<QVariant> &args : progress) {
        EXPECT_GE(args.at(0).toLongLong(), previous);
        previous = args.at(0).toLongLong();
        EXPECT_EQ(args.at(1).toLongLong(), m_archive.size);
    }
    EXPECT_EQ(previous, m_archive.size);
}

TEST_F(DownloaderHttp, ResumesWithRangeAfterEachDroppedConnection)
{
    serveArchive(8 * MiB);
    // Every response is cut after 3 MiB: three requests, each continuing where the last stopped.
    const DownloadResult result = run(request(QStringLiteral("drop_after=%1").arg(3 * MiB)));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    EXPECT_GE(result.attempts, 3);
    EXPECT_EQ(result.bytesFetched, m_archive.size) << "every received byte was kept";
    // The server may count bytes that were in flight when a connection was cut; still far
    // from fetching the file twice.
    const QJsonObject stats = server().stats();
    EXPECT_LT(stats.value(QStringLiteral("body_bytes")).toInteger(), m_archive.size * 3 / 2);
    EXPECT_GE(stats.value(QStringLiteral("range_requests")).toInt(), 2);
}

TEST_F(DownloaderHttp, CorruptedBytesAreCaughtAndNothingIsKept)
{
    serveArchive(2 * MiB);
    const DownloadResult result = run(request(QStringLiteral("corrupt=1")));

    EXPECT_FALSE(result.ok);
    EXPECT_EQ(result.error, DownloadErrorKind::ChecksumMismatch);
    EXPECT_TRUE(result.message.contains(QString::fromLatin1(m_archive.sha256))) << result.message.toStdString();
    EXPECT_NE(result.sha256, m_archive.sha256);
    EXPECT_FALSE(QFile::exists(finalPath()));
    EXPECT_FALSE(QFile::exists(partPath()));
}

TEST_F(DownloaderHttp, MissingFileIsNotFoundWithoutRetrying)
{
    serveArchive(1024);
    DownloadRequest req = request(server().url(QStringLiteral("/cudnn/redist/cudnn/linux-x86_64/nothing-here.tar.xz")));
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::NotFound);
    EXPECT_TRUE(result.message.contains(kArchiveName)) << result.message.toStdString();
    EXPECT_TRUE(result.message.contains(QStringLiteral("404")));
    EXPECT_EQ(result.attempts, 1);
    EXPECT_FALSE(QFile::exists(finalPath()));
}

TEST_F(DownloaderHttp, ForbiddenIsReportedWithoutRetrying)
{
    serveArchive(1024);
    const DownloadResult result = run(request(QStringLiteral("status=403")));

    EXPECT_EQ(result.error, DownloadErrorKind::Forbidden);
    EXPECT_TRUE(result.message.contains(QStringLiteral("403"))) << result.message.toStdString();
    EXPECT_EQ(result.attempts, 1);
    EXPECT_EQ(server().requestsServed(), 1);
}

TEST_F(DownloaderHttp, ServerErrorIsRetriedThenReported)
{
    serveArchive(1024);
    DownloadRequest req = request(QStringLiteral("status=500"));
    req.maxRetries = 2;
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::ServerError);
    EXPECT_TRUE(result.message.contains(QStringLiteral("500"))) << result.message.toStdString();
    EXPECT_EQ(result.attempts, 3);
    EXPECT_EQ(server().requestsServed(), 3);
}

TEST_F(DownloaderHttp, OneServerErrorIsRetriedAndTheDownloadSucceeds)
{
    serveArchive(MiB);
    Downloader downloader;
    QSignalSpy status(&downloader, &Downloader::statusChanged);
    const DownloadResult result = run(downloader, request(QStringLiteral("status=503&fault_times=1")));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.attempts, 2);
    bool announced = false;
    for (const QList<QVariant> &args : status)
        announced = announced || args.at(0).toString().contains(QStringLiteral("503"));
    EXPECT_TRUE(announced) << "the retry should be announced with the server's answer";
}

TEST_F(DownloaderHttp, StalledTransferEndsWithATimeout)
{
    serveArchive(2 * MiB);
    DownloadRequest req = request(QStringLiteral("stall_after=65536"));
    req.transferTimeoutMs = 400;
    req.maxRetries = 0;
    QElapsedTimer clock;
    clock.start();
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::Timeout);
    EXPECT_TRUE(result.message.contains(QStringLiteral("stalled"))) << result.message.toStdString();
    EXPECT_LT(clock.elapsed(), 10000);
    EXPECT_FALSE(QFile::exists(finalPath()));
    // What arrived before the stall is kept for the next try.
    EXPECT_EQ(QFileInfo(partPath()).size(), 65536);
}

TEST_F(DownloaderHttp, AStallIsResumedByTheNextAttempt)
{
    serveArchive(3 * MiB);
    DownloadRequest req = request(QStringLiteral("stall_after=%1&fault_times=1").arg(MiB));
    req.transferTimeoutMs = 400;
    const DownloadResult result = run(req);

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.attempts, 2);
    EXPECT_EQ(result.bytesFetched, m_archive.size);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderHttp, PlainHttpIsRefusedWithoutTheMirrorOptIn)
{
    serveArchive(1024);
    DownloadRequest req = request();
    req.allowInsecureHttp = false;
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::InsecureUrl);
    EXPECT_TRUE(result.message.contains(QStringLiteral("https://"))) << result.message.toStdString();
    EXPECT_EQ(server().requestsServed(), 0);
}

TEST_F(DownloaderHttp, UnsupportedSchemesAndUnsafeNamesAreRefused)
{
    serveArchive(1024);
    DownloadRequest ftp = request(QUrl(QStringLiteral("ftp://127.0.0.1/x.tar.xz")));
    EXPECT_EQ(run(ftp).error, DownloadErrorKind::UnsupportedUrl);

    DownloadRequest unsafe = request();
    unsafe.expected.fileName = QStringLiteral("../escape.tar.xz");
    EXPECT_EQ(run(unsafe).error, DownloadErrorKind::InvalidRequest);
}

TEST_F(DownloaderHttp, FollowsARedirectToAnotherPath)
{
    serveArchive(MiB);
    const QUrl moved = server().url(QStringLiteral("/old-layout/") + kArchiveName,
                                    QStringLiteral("redirect=") + archivePath());
    const DownloadResult result = run(request(moved));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderHttp, ResumesThroughARedirect)
{
    serveArchive(3 * MiB);
    leavePart(2 * MiB);
    const QUrl moved = server().url(QStringLiteral("/old-layout/") + kArchiveName,
                                    QStringLiteral("redirect=") + archivePath());
    const DownloadResult result = run(request(moved));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.resumedFrom, 2 * MiB);
    EXPECT_EQ(result.bytesFetched, MiB) << "the Range header must survive the redirect";
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderHttp, ServerIgnoringRangeRestartsFromZeroAndStillVerifies)
{
    serveArchive(3 * MiB);
    leavePart(MiB);
    Downloader downloader;
    QSignalSpy status(&downloader, &Downloader::statusChanged);
    const DownloadResult result = run(downloader, request(QStringLiteral("ignore_range=1")));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.resumedFrom, MiB);
    EXPECT_EQ(result.bytesFetched, m_archive.size);   // the whole file came again
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    bool announced = false;
    for (const QList<QVariant> &args : status)
        announced = announced || args.at(0).toString().contains(QStringLiteral("beginning"));
    EXPECT_TRUE(announced);
}

TEST_F(DownloaderHttp, ADifferentSizeOnTheServerIsRefusedBeforeDownloading)
{
    serveArchive(2 * MiB);
    DownloadRequest req = request();
    req.expected.size = m_archive.size + 1;
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::SizeMismatch);
    EXPECT_TRUE(result.message.contains(QString::number(m_archive.size))) << result.message.toStdString();
    EXPECT_LT(result.bytesFetched, m_archive.size);
    EXPECT_FALSE(QFile::exists(finalPath()));
}

TEST_F(DownloaderHttp, CancelLeavesNoFinalFile)
{
    serveArchive(4 * MiB);
    Downloader downloader;
    QSignalSpy progress(&downloader, &Downloader::progress);
    QSignalSpy finished(&downloader, &Downloader::finished);
    downloader.start(request(QStringLiteral("slow=%1").arg(MiB)));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !progress.isEmpty() && progress.last().at(0).toLongLong() > 0; }, 10000));
    downloader.cancel();
    ASSERT_TRUE(finished.wait(10000));
    const auto result = finished.at(0).at(0).value<DownloadResult>();

    EXPECT_EQ(result.error, DownloadErrorKind::Cancelled);
    EXPECT_FALSE(result.message.isEmpty());
    EXPECT_FALSE(QFile::exists(finalPath()));
    EXPECT_EQ(downloader.state(), Downloader::State::Finished);
}

TEST_F(DownloaderHttp, PauseKeepsThePartAndResumeContinuesIt)
{
    serveArchive(3 * MiB);
    Downloader downloader;
    QSignalSpy progress(&downloader, &Downloader::progress);
    QSignalSpy finished(&downloader, &Downloader::finished);
    downloader.start(request(QStringLiteral("slow=%1").arg(4 * MiB)));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !progress.isEmpty() && progress.last().at(0).toLongLong() >= MiB / 2; }, 10000));
    downloader.pause();
    ASSERT_TRUE(QTest::qWaitFor([&] { return downloader.state() == Downloader::State::Paused; }, 5000));
    const qint64 kept = QFileInfo(partPath()).size();
    EXPECT_GT(kept, 0);
    QTest::qWait(300);
    EXPECT_TRUE(finished.isEmpty());
    EXPECT_EQ(QFileInfo(partPath()).size(), kept);

    downloader.resume();
    ASSERT_TRUE(finished.wait(20000));
    const auto result = finished.at(0).at(0).value<DownloadResult>();
    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    EXPECT_EQ(server().stats().value(QStringLiteral("range_requests")).toInt(), 1);
    EXPECT_LT(result.bytesFetched, m_archive.size * 11 / 10);

    bool sawSpeed = false;
    for (const QList<QVariant> &args : progress)
        sawSpeed = sawSpeed || (args.at(2).toDouble() > 0 && args.at(3).toInt() >= 0);
    EXPECT_TRUE(sawSpeed) << "progress should carry a speed and a time left";
}

} // namespace
