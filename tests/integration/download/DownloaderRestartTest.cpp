// A download interrupted by the death of the program (a killed child process, not a polite
// pause) is continued by a new Downloader in another process: the .part is adopted, hashed,
// and only the missing bytes are fetched.
#include "DownloadTestSupport.h"

#include <QProcess>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DownloaderRestart : public DownloadTest
{
};

TEST_F(DownloaderRestart, ANewProcessResumesThePartAKilledOneLeft)
{
    serveArchive(6 * MiB);
    // Slow enough that the helper is surely killed half-way.
    const QUrl slowUrl = server().url(archivePath(), QStringLiteral("slow=%1").arg(2 * MiB));
    QProcess helper;
    helper.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    helper.start(QString::fromUtf8(DOWNLOAD_RESTART_HELPER),
                 {slowUrl.toString(), cacheDir(), kArchiveName, QString::fromLatin1(m_archive.sha256),
                  QString::number(m_archive.size)});
    ASSERT_TRUE(helper.waitForStarted(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFileInfo(partPath()).size() >= 2 * MiB; }, 20000))
        << "the helper did not get far enough";
    helper.kill();   // SIGKILL: no chance to tidy up
    ASSERT_TRUE(helper.waitForFinished(10000));
    EXPECT_EQ(helper.exitStatus(), QProcess::CrashExit);
    const qint64 left = QFileInfo(partPath()).size();
    ASSERT_GT(left, 0);
    ASSERT_LT(left, m_archive.size);
    EXPECT_FALSE(QFile::exists(finalPath()));
    // The server thread that fed the killed helper sends one more paced chunk before it sees
    // the broken pipe: wait for its counter to settle before counting the resume's bytes.
    qint64 served = server().bodyBytesServed();
    for (int settled = 0; settled < 3;) {
        QTest::qWait(150);
        const qint64 now = server().bodyBytesServed();
        settled = now == served ? settled + 1 : 0;
        served = now;
    }
    server().resetStats();

    const DownloadResult result = run(request());
    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.resumedFrom, left);
    EXPECT_EQ(result.bytesFetched, m_archive.size - left);
    EXPECT_EQ(server().bodyBytesServed(), m_archive.size - left);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    EXPECT_FALSE(QFile::exists(partPath()));
}

} // namespace
