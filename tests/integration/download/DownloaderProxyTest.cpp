// The Downloader through a manual proxy: the fault server also answers proxy-form requests
// ("GET http://host/path"), so the test can see that the proxy was used, and it can demand
// proxy credentials, which must reach whoever listens to proxyAuthenticationRequired.
#include "DownloadTestSupport.h"

#include <QAuthenticator>
#include <QNetworkProxy>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DownloaderProxy : public DownloadTest
{
protected:
    // The archive at a host that does not exist: only a proxy can answer for it.
    DownloadRequest viaProxy(const QString &query = {})
    {
        QUrl url(QStringLiteral("http://mirror.invalid") + archivePath());
        if (!query.isEmpty())
            url.setQuery(query);
        DownloadRequest req = request(url);
        req.proxy.mode = ProxySettings::Mode::Manual;
        req.proxy.type = QNetworkProxy::HttpProxy;
        req.proxy.host = QStringLiteral("127.0.0.1");
        req.proxy.port = server().port();
        return req;
    }
};

TEST_F(DownloaderProxy, AManualProxyIsUsed)
{
    serveArchive(MiB);
    const DownloadResult result = run(viaProxy());

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
    EXPECT_EQ(server().stats().value(QStringLiteral("proxied")).toInt(), 1);
}

TEST_F(DownloaderProxy, ProxyCredentialsAreAskedForThroughTheSignal)
{
    serveArchive(MiB);
    Downloader downloader;
    int asked = 0;
    QObject::connect(&downloader, &Downloader::proxyAuthenticationRequired, &downloader,
                     [&](const QNetworkProxy &proxy, QAuthenticator *authenticator) {
                         ++asked;
                         EXPECT_EQ(proxy.hostName(), QStringLiteral("127.0.0.1"));
                         authenticator->setUser(QStringLiteral("alice"));
                         authenticator->setPassword(QStringLiteral("s3cret"));
                     });
    const DownloadResult result = run(downloader, viaProxy(QStringLiteral("proxy_auth=alice:s3cret")));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(asked, 1);
}

TEST_F(DownloaderProxy, UnansweredProxyCredentialsAreAClearError)
{
    serveArchive(MiB);
    const DownloadResult result = run(viaProxy(QStringLiteral("proxy_auth=alice:s3cret")));

    EXPECT_EQ(result.error, DownloadErrorKind::ProxyError);
    EXPECT_TRUE(result.message.contains(QStringLiteral("proxy"))) << result.message.toStdString();
}

TEST(ProxySettings, ReadsTheCommandLineForm)
{
    const auto http = ProxySettings::fromUrl(QUrl(QStringLiteral("http://proxy.lab:8080")));
    ASSERT_TRUE(http);
    EXPECT_EQ(http->mode, ProxySettings::Mode::Manual);
    EXPECT_EQ(http->type, QNetworkProxy::HttpProxy);
    EXPECT_EQ(http->host, QStringLiteral("proxy.lab"));
    EXPECT_EQ(http->port, 8080);

    const auto socks = ProxySettings::fromUrl(QUrl(QStringLiteral("socks5://10.0.0.1")));
    ASSERT_TRUE(socks);
    EXPECT_EQ(socks->type, QNetworkProxy::Socks5Proxy);
    EXPECT_EQ(socks->port, 1080);

    EXPECT_FALSE(ProxySettings::fromUrl(QUrl(QStringLiteral("ftp://proxy"))));
    EXPECT_FALSE(ProxySettings::fromUrl(QUrl(QStringLiteral("not a url"))));
}

} // namespace
