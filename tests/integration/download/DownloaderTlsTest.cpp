// The Downloader over HTTPS against the fault server with a certificate made for the test by
// the openssl tool: an untrusted certificate is a TLS error (never ignored), a trusted one
// downloads without the plain-http opt-in, and a redirect from https down to http is refused.
#include "DownloadTestSupport.h"

#include <QProcess>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QStandardPaths>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DownloaderTls : public DownloadTest
{
protected:
    void SetUp() override
    {
        DownloadTest::SetUp();
        if (!QSslSocket::supportsSsl())
            GTEST_SKIP() << "Qt has no TLS backend here";
        if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty())
            GTEST_SKIP() << "needs the openssl tool to make a certificate";
        m_cert = scratch(QStringLiteral("cert.pem"));
        m_key = scratch(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.setProcessChannelMode(QProcess::MergedChannels);   // shown only if it fails
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                       QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                       QStringLiteral("-keyout"), m_key, QStringLiteral("-out"), m_cert, QStringLiteral("-days"),
                       QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                       QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1")});
        ASSERT_TRUE(openssl.waitForFinished(30000));
        ASSERT_EQ(openssl.exitCode(), 0) << openssl.readAll().toStdString();
        m_tlsServer = std::make_unique<HttpServerFixture>(serverRoot(), m_cert, m_key);
        ASSERT_TRUE(m_tlsServer->isRunning()) << m_tlsServer->errorString().toStdString();
    }

    void TearDown() override
    {
        if (m_trusted)
            QSslConfiguration::setDefaultConfiguration(m_original);
    }

    // Trust the test certificate for the rest of this test, as a lab would install its CA.
    void trustTestCertificate()
    {
        m_original = QSslConfiguration::defaultConfiguration();
        QSslConfiguration configuration = m_original;
        configuration.addCaCertificates(QSslCertificate::fromPath(m_cert));
        QSslConfiguration::setDefaultConfiguration(configuration);
        m_trusted = true;
    }

    DownloadRequest httpsRequest(const QString &query = {})
    {
        DownloadRequest req = request(m_tlsServer->url(archivePath(), query));
        req.allowInsecureHttp = false;
        return req;
    }

    QString m_cert;
    QString m_key;
    std::unique_ptr<HttpServerFixture> m_tlsServer;
    QSslConfiguration m_original;
    bool m_trusted = false;
};

TEST_F(DownloaderTls, AnUntrustedCertificateIsATlsErrorAndNeverIgnored)
{
    serveArchive(MiB);
    const DownloadResult result = run(httpsRequest());

    EXPECT_EQ(result.error, DownloadErrorKind::TlsError);
    EXPECT_EQ(result.attempts, 1) << "a certificate problem is not retried";
    EXPECT_TRUE(result.message.contains(QStringLiteral("date and time"))) << result.message.toStdString();
    EXPECT_FALSE(QFile::exists(finalPath()));
}

TEST_F(DownloaderTls, ATrustedServerDownloadsOverHttps)
{
    serveArchive(2 * MiB);
    trustTestCertificate();
    const DownloadResult result = run(httpsRequest(QStringLiteral("drop_after=%1&fault_times=1").arg(MiB)));

    ASSERT_TRUE(result.ok) << result.message.toStdString();
    EXPECT_EQ(result.attempts, 2);
    EXPECT_EQ(sha256OfFile(finalPath()), m_archive.sha256);
}

TEST_F(DownloaderTls, ARedirectFromHttpsToHttpIsRefused)
{
    serveArchive(MiB);
    trustTestCertificate();
    const QUrl plain = server().url(archivePath());
    DownloadRequest req = httpsRequest(QStringLiteral("redirect=") + QString::fromUtf8(QUrl::toPercentEncoding(plain.toString())));
    req.allowInsecureHttp = true;   // even for a mirror allowed plain http: https never drops to http
    const DownloadResult result = run(req);

    EXPECT_EQ(result.error, DownloadErrorKind::InsecureUrl);
    EXPECT_TRUE(result.message.contains(plain.toString())) << result.message.toStdString();
    EXPECT_EQ(server().requestsServed(), 0);
}

} // namespace
