// DownloadTestSupport: the shared set-up of the download tests — a temporary folder with a
// server root laid out like NVIDIA's redist tree, a cache folder, a fault server on 127.0.0.1,
// and helpers that run one Downloader to its end and read what it left on disk.
#pragma once

#include "core/acquire/download/DownloadResult.h"
#include "core/acquire/download/Downloader.h"
#include "fixtures/http_server/HttpServerFixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace cudnnsetup::testing {

inline const QString kArchiveName = QStringLiteral("cudnn-linux-x86_64-9.1.0.70_cuda12-archive.tar.xz");
inline const QString kRedistFolder = QStringLiteral("cudnn/redist/cudnn/linux-x86_64");
inline constexpr qint64 MiB = 1024 * 1024;

class DownloadTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.isValid());
        ASSERT_TRUE(QDir().mkpath(serverRoot() + u'/' + kRedistFolder));
        ASSERT_TRUE(QDir().mkpath(cacheDir()));
    }

    QString serverRoot() const { return m_temp.filePath(QStringLiteral("server")); }
    QString cacheDir() const { return m_temp.filePath(QStringLiteral("cache")); }
    QString scratch(const QString &name) const { return m_temp.filePath(name); }
    QString servedPath() const { return serverRoot() + u'/' + kRedistFolder + u'/' + kArchiveName; }
    QString finalPath() const { return cacheDir() + u'/' + kArchiveName; }
    QString partPath() const { return finalPath() + QStringLiteral(".part"); }
    QString archivePath() const { return u'/' + kRedistFolder + u'/' + kArchiveName; }

    // Puts a random archive of `size` bytes on the server.
    RandomFile serveArchive(qint64 size, quint32 seed = 7) { return m_archive = writeRandomFile(servedPath(), size, seed); }

    HttpServerFixture &server()
    {
        if (!m_server) {
            m_server = std::make_unique<HttpServerFixture>(serverRoot());
            EXPECT_TRUE(m_server->isRunning()) << m_server->errorString().toStdString();
        }
        return *m_server;
    }

    // A request for the served archive as a lab mirror would make it (plain http allowed, since
    // the test server is http) with short timings so failures are found in milliseconds.
    DownloadRequest request(const QUrl &url) const
    {
        DownloadRequest request;
        request.url = url;
        request.expected.fileName = kArchiveName;
        request.expected.sha256 = m_archive.sha256;
        request.expected.size = m_archive.size;
        request.cacheDir = cacheDir();
        request.allowInsecureHttp = true;
        request.proxy.mode = ProxySettings::Mode::None;
        request.transferTimeoutMs = 5000;
        request.retryDelayMs = 20;
        request.maxRetryDelayMs = 100;
        return request;
    }

    DownloadRequest request(const QString &query = {}) { return request(server().url(archivePath(), query)); }

    // Starts `downloader` and waits for its finished(); a run that never ends fails the test.
    static DownloadResult run(Downloader &downloader, const DownloadRequest &request, int timeoutMs = 60000)
    {
        QSignalSpy finished(&downloader, &Downloader::finished);
        downloader.start(request);
        if (!finished.wait(timeoutMs)) {
            ADD_FAILURE() << "the download did not finish within " << timeoutMs << " ms";
            return {};
        }
        EXPECT_EQ(finished.count(), 1);
        return finished.at(0).at(0).value<DownloadResult>();
    }

    static DownloadResult run(const DownloadRequest &request, int timeoutMs = 60000)
    {
        Downloader downloader;
        return run(downloader, request, timeoutMs);
    }

    // The first `bytes` of the served archive, as an earlier run would have left them.
    void leavePart(qint64 bytes) const
    {
        QFile in(servedPath());
        QFile out(partPath());
        ASSERT_TRUE(in.open(QIODevice::ReadOnly));
        ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        ASSERT_EQ(out.write(in.read(bytes)), bytes);
    }

    QTemporaryDir m_temp;
    RandomFile m_archive;
    std::unique_ptr<HttpServerFixture> m_server;
};

} // namespace cudnnsetup::testing
