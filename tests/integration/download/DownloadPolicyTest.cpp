// The downloader's rules and small parts on their own: sources, redirects, retries and
// back-off, file names, user-typed sources, speed and time left, the streaming SHA-256 against
// Qt's, and the wording that sends NVIDIA sign-in failures to the browser route.
#include "core/acquire/download/DownloadMessages.h"
#include "core/acquire/download/DownloadPolicy.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/platform/Sha256Stream.h"
#include "core/acquire/download/TransferRate.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

QUrl url(const char *text)
{
    return QUrl(QString::fromUtf8(text));
}

TEST(DownloadPolicy, KnowsTheKindOfSource)
{
    EXPECT_EQ(DownloadPolicy::sourceKind(url("https://developer.download.nvidia.com/x")), SourceKind::Https);
    EXPECT_EQ(DownloadPolicy::sourceKind(url("HTTP://mirror.lab/x")), SourceKind::Http);
    EXPECT_EQ(DownloadPolicy::sourceKind(url("file:///srv/mirror/x")), SourceKind::LocalFile);
    EXPECT_EQ(DownloadPolicy::sourceKind(QUrl::fromLocalFile(QStringLiteral("/srv/mirror"))), SourceKind::LocalFile);
    EXPECT_EQ(DownloadPolicy::sourceKind(url("ftp://mirror.lab/x")), SourceKind::Unsupported);
    EXPECT_EQ(DownloadPolicy::sourceKind(QUrl()), SourceKind::Unsupported);
}

TEST(DownloadPolicy, FollowsRedirectsOnlyToHttpsOrWithinAnAllowedHttpMirror)
{
    const QUrl https = url("https://a.example/x");
    const QUrl http = url("http://mirror.lab/x");
    EXPECT_TRUE(DownloadPolicy::redirectAllowed(https, url("https://b.example/y"), false));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, url("http://b.example/y"), false));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, url("http://b.example/y"), true));
    EXPECT_TRUE(DownloadPolicy::redirectAllowed(http, url("https://mirror.lab/y"), true));
    EXPECT_TRUE(DownloadPolicy::redirectAllowed(http, url("http://other.lab/y"), true));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(http, url("http://other.lab/y"), false));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(http, url("file:///etc/passwd"), true));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, url("ftp://b.example/y"), true));
}

TEST(DownloadPolicy, RefusesARedirectToAnAddressWithoutAHost)
{
    const QUrl https = url("https://a.example/x");
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, url("https:///y"), false));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, url("https:y"), false));
    static const char hostile[] = "https://dev\x00\x00@`\x00\x00ownload/x";   // kept from tests/fuzz
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, QUrl(QString::fromUtf8(hostile, sizeof hostile - 1)), false));
    EXPECT_FALSE(DownloadPolicy::redirectAllowed(https, QUrl(), false));
}

TEST(DownloadPolicy, RetriesWhatAFlakyNetworkCausesAndNothingElse)
{
    EXPECT_TRUE(DownloadPolicy::isRetryable(QNetworkReply::RemoteHostClosedError));
    EXPECT_TRUE(DownloadPolicy::isRetryable(QNetworkReply::TimeoutError));
    EXPECT_TRUE(DownloadPolicy::isRetryable(QNetworkReply::ServiceUnavailableError));
    EXPECT_FALSE(DownloadPolicy::isRetryable(QNetworkReply::SslHandshakeFailedError));
    EXPECT_FALSE(DownloadPolicy::isRetryable(QNetworkReply::ContentNotFoundError));
    EXPECT_FALSE(DownloadPolicy::isRetryable(QNetworkReply::ProxyAuthenticationRequiredError));
    for (int status : {408, 429, 500, 502, 503, 504})
        EXPECT_TRUE(DownloadPolicy::isRetryableHttpStatus(status)) << status;
    for (int status : {400, 401, 403, 404, 410, 416})
        EXPECT_FALSE(DownloadPolicy::isRetryableHttpStatus(status)) << status;
}

TEST(DownloadPolicy, BackOffDoublesUpToTheCapWithBoundedJitter)
{
    EXPECT_EQ(DownloadPolicy::retryDelayMs(1, 1000, 60000), 1000);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(2, 1000, 60000), 2000);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(4, 1000, 60000), 8000);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(10, 1000, 60000), 60000);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(1000, 1000, 60000), 60000);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(1, 1000, 60000, 1.0), 1200);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(1, 1000, 60000, -1.0), 800);
    EXPECT_EQ(DownloadPolicy::retryDelayMs(10, 1000, 60000, 1.0), 60000) << "jitter never exceeds the cap";
}

TEST(DownloadPolicy, AcceptsOnlyPlainFileNames)
{
    EXPECT_TRUE(DownloadPolicy::isSafeFileName(QStringLiteral("cudnn-windows-x86_64-9.1.0.70_cuda12-archive.zip")));
    for (const char *bad : {"", ".", "..", "../x", "a/b", "a\\b", "C:x"})
        EXPECT_FALSE(DownloadPolicy::isSafeFileName(QString::fromUtf8(bad))) << bad;
}

TEST(DownloadPolicy, RecognisesNvidiaServers)
{
    EXPECT_TRUE(DownloadPolicy::isNvidiaHost(url("https://developer.download.nvidia.com/compute/cudnn/redist/")));
    EXPECT_FALSE(DownloadPolicy::isNvidiaHost(url("https://notnvidia.com/x")));
    EXPECT_FALSE(DownloadPolicy::isNvidiaHost(url("https://mirror.lab/nvidia.com/x")));
}

TEST(DownloadRequest, ReadsWhatTheUserTypedAsUrlOrPath)
{
    EXPECT_EQ(DownloadRequest::sourceFromUserText(QStringLiteral(" https://mirror.lab/cudnn ")).scheme(), QStringLiteral("https"));
    const QUrl unix = DownloadRequest::sourceFromUserText(QStringLiteral("/srv/mirror/cudnn"));
    EXPECT_TRUE(unix.isLocalFile());
    EXPECT_EQ(unix.toLocalFile(), QStringLiteral("/srv/mirror/cudnn"));
    EXPECT_EQ(DownloadPolicy::sourceKind(DownloadRequest::sourceFromUserText(QStringLiteral("C:\\mirror\\cudnn"))),
              SourceKind::LocalFile);
    EXPECT_EQ(DownloadPolicy::sourceKind(DownloadRequest::sourceFromUserText(QStringLiteral("\\\\server\\share\\cudnn"))),
              SourceKind::LocalFile);
    EXPECT_TRUE(DownloadRequest::sourceFromUserText(QStringLiteral("file:///srv/mirror")).isLocalFile());
}

TEST(DownloadMessages, SendsNvidiaRefusalsToTheBrowserAndMirrorRefusalsToTheAdmin)
{
    const DownloadFailure nvidia = DownloadMessages::forbidden(url("https://developer.download.nvidia.com/compute/cudnn/x.zip"), 403);
    EXPECT_EQ(nvidia.kind, DownloadErrorKind::Forbidden);
    EXPECT_TRUE(nvidia.message.contains(QStringLiteral("browser"))) << nvidia.message.toStdString();
    const DownloadFailure mirror = DownloadMessages::forbidden(url("https://mirror.lab/x.zip"), 403);
    EXPECT_TRUE(mirror.message.contains(QStringLiteral("mirror.lab"))) << mirror.message.toStdString();
    EXPECT_FALSE(mirror.message.contains(QStringLiteral("browser")));
}

TEST(DownloadMessages, NeverShowTheQueryOrUserInfoOfAUrl)
{
    const DownloadFailure failure = DownloadMessages::insecureUrl(url("http://user:pw@mirror.lab/x.zip?token=abc"));
    EXPECT_FALSE(failure.message.contains(QStringLiteral("token"))) << failure.message.toStdString();
    EXPECT_FALSE(failure.message.contains(QStringLiteral("pw"))) << failure.message.toStdString();
}

TEST(TransferRate, MeasuresTheRecentSpeedAndTheTimeLeft)
{
    TransferRate rate(5000);
    EXPECT_EQ(rate.secondsLeft(100), -1);
    rate.sample(0, 0);
    rate.sample(1000000, 1000);   // 1 MB/s
    EXPECT_DOUBLE_EQ(rate.bytesPerSecond(), 1000000.0);
    EXPECT_EQ(rate.secondsLeft(3000000), 3);
    for (qint64 t = 2000; t <= 20000; t += 1000)
        rate.sample(1000000 + (t - 1000) * 4000, t);   // now 4 MB/s
    EXPECT_NEAR(rate.bytesPerSecond(), 4000000.0, 1.0) << "old samples leave the window";
    rate.reset();
    EXPECT_EQ(rate.bytesPerSecond(), 0.0);
}

TEST(Sha256Stream, MatchesQtsSha256AndKeepsStreamingAfterADigest)
{
    QByteArray data(3 * 1000 * 1000 + 7, Qt::Uninitialized);
    QRandomGenerator(3).fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
    Sha256Stream stream;
    stream.add(data.constData(), 1000);
    EXPECT_EQ(stream.hexDigest(), QCryptographicHash::hash(data.left(1000), QCryptographicHash::Sha256).toHex());
    stream.add(data.constData() + 1000, data.size() - 1000);
    EXPECT_EQ(stream.hexDigest(), QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
    stream.reset();
    EXPECT_EQ(stream.hexDigest(), QCryptographicHash::hash(QByteArray(), QCryptographicHash::Sha256).toHex());
}

} // namespace
