// The lab mirror builder in-process against a fake NVIDIA on 127.0.0.1 (fault_server.py serving
// a folder in NVIDIA's redist layout, with real cuDNN archives): the mirror's files and
// manifest, a second run that fetches nothing, repairs, a bad checksum upstream, a platform the
// upstream lacks, a dropped connection; and ArchiveFetch reading the result back, which proves
// the mirror is consumable by the rest of the app.
#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/MirrorBuilder.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/manifest/RedistManifest.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/http_server/HttpServerFixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kVersion = QStringLiteral("9.20.0.48");
const QString kLinux = QStringLiteral("linux-x86_64");
const QString kWindows = QStringLiteral("windows-x86_64");
const QString kManifestName = QStringLiteral("redistrib_9.20.0.json");
const QByteArray kLicenseText = "cuDNN SOFTWARE LICENSE AGREEMENT (test copy)\n";

// gtest_main gives no QCoreApplication; the network classes and QEventLoop need one.
void ensureApplication()
{
    static int argc = 1;
    static char name[] = "test_mirror_builder";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// An HTTP proxy between the builder and the fault server that adds `faultQuery` to every request
// for a .tar.xz. The builder asks for plain paths (as it would from NVIDIA), while the fault
// server takes its faults from the query.
class FaultInjectingProxy
{
public:
    FaultInjectingProxy(quint16 serverPort, QByteArray faultQuery) : m_serverPort(serverPort), m_faultQuery(std::move(faultQuery))
    {
        m_listener.listen(QHostAddress::LocalHost);
        QObject::connect(&m_listener, &QTcpServer::newConnection, [this] {
            while (QTcpSocket *client = m_listener.nextPendingConnection())
                relay(client);
        });
    }
    quint16 port() const { return m_listener.serverPort(); }

private:
    void relay(QTcpSocket *client)
    {
        auto *server = new QTcpSocket(client);
        auto pending = std::make_shared<QByteArray>();
        server->connectToHost(QHostAddress::LocalHost, m_serverPort);
        // Only GETs pass here, so every request is a header block without a body; a kept-alive
        // connection carries several, and each one gets the fault.
        QObject::connect(client, &QTcpSocket::readyRead, server, [=, this] {
            *pending += client->readAll();
            for (qsizetype end = pending->indexOf("\r\n\r\n"); end >= 0; end = pending->indexOf("\r\n\r\n")) {
                QByteArray request = pending->left(end + 4);
                pending->remove(0, end + 4);
                const qsizetype lineEnd = request.indexOf("\r\n");   // GET http://127.0.0.1:P/path HTTP/1.1
                const qsizetype target = request.lastIndexOf(' ', lineEnd);
                if (request.left(target).endsWith(".tar.xz"))
                    request.insert(target, '?' + m_faultQuery);
                server->write(request);
            }
        });
        QObject::connect(server, &QTcpSocket::readyRead, client, [=] { client->write(server->readAll()); });
        QObject::connect(server, &QTcpSocket::disconnected, client, [=] {
            client->write(server->readAll());
            client->disconnectFromHost();
        });
        QObject::connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    }

    QTcpServer m_listener;
    quint16 m_serverPort;
    QByteArray m_faultQuery;
};

class MirrorBuilderTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ensureApplication();
        ASSERT_TRUE(m_upstream.isValid() && m_dest.isValid());
        // Two platforms with two CUDA variants each, as NVIDIA publishes 9.20, and a cudnn_jit
        // component (listed only) that the mirror leaves out.
        for (const int cuda : {12, 13}) {
            m_redist.addExistingArchive(kLinux, cuda, ArchiveBuilder::cudnnLinuxTarball(m_redist.platformFolder(kLinux), kVersion, cuda));
            m_redist.addExistingArchive(kWindows, cuda, ArchiveBuilder::cudnnWindowsZip(m_redist.platformFolder(kWindows), kVersion, cuda));
        }
        m_redist.addComponent(QStringLiteral("cudnn_jit"), QStringLiteral("NVIDIA CUDA Deep Neural Network Graph JIT library"));
        m_redist.listArchive(QStringLiteral("cudnn_jit"), kLinux, 12,
                             QStringLiteral("cudnn_jit/linux-x86_64/cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"), 100,
                             QByteArray(64, 'b'), QByteArray(32, 'c'));
        m_redist.writeLicense(kLicenseText);
        ASSERT_EQ(m_redist.writeManifest(), m_upstream.filePath(kManifestName));
    }

    const RedistArchiveFile &archive(const QString &platform, int cudaMajor) const { return m_redist.archive(platform, cudaMajor); }

    HttpServerFixture &server()
    {
        if (!m_server) {
            m_server = std::make_unique<HttpServerFixture>(m_upstream.path());
            EXPECT_TRUE(m_server->isRunning()) << m_server->errorString().toStdString();
        }
        return *m_server;
    }

    FetchSource httpUpstream()
    {
        FetchSource source;
        source.baseUrl = server().url(QStringLiteral("/")).toString();
        source.allowInsecureHttp = true;   // as for a mirror named with --mirror
        source.proxy.mode = ProxySettings::Mode::None;
        return source;
    }

    MirrorResult build(const QStringList &platforms, const FetchSource &upstream)
    {
        MirrorRequest request;
        request.releases = {*Version::parse(kVersion)};
        request.platforms = platforms;
        request.destination = m_dest.path();
        request.upstream = upstream;
        request.retryDelayMs = 50;

        MirrorBuilder builder;
        QEventLoop loop;
        MirrorResult result;
        bool finished = false;
        QObject::connect(&builder, &MirrorBuilder::finished, [&](const MirrorResult &answer) {
            result = answer;
            finished = true;
            loop.quit();
        });
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        builder.start(request);
        loop.exec();
        EXPECT_TRUE(finished) << "the mirror builder did not finish within a minute";
        return result;
    }

    QString destPath(const RedistArchiveFile &archive) const { return m_dest.filePath(archive.relativePath); }
    QString upstreamPath(const RedistArchiveFile &archive) const { return m_upstream.filePath(archive.relativePath); }

    std::optional<RedistManifest> mirroredManifest() const
    {
        QString error;
        std::optional<RedistManifest> manifest = RedistManifest::parse(readAll(m_dest.filePath(kManifestName)), &error);
        EXPECT_TRUE(manifest) << error.toStdString();
        return manifest;
    }

    static QString describe(const MirrorResult &result)
    {
        QStringList lines = result.errors;
        for (const MirroredArchive &archive : result.archives)
            if (!archive.ok)
                lines.append(archive.path + QStringLiteral(": ") + archive.error);
        return lines.join(u'\n');
    }

    QTemporaryDir m_upstream;
    QTemporaryDir m_dest;
    RedistFolderBuilder m_redist{m_upstream.path(), kVersion};
    std::unique_ptr<HttpServerFixture> m_server;
};

TEST_F(MirrorBuilderTest, BuildsAMirrorInNvidiasLayoutWithOnlyTheChosenPlatform)
{
    const MirrorResult result = build({kLinux}, httpUpstream());
    ASSERT_TRUE(result.ok()) << describe(result).toStdString();
    ASSERT_EQ(result.archives.size(), 2);
    EXPECT_EQ(result.heldArchives(), 2);
    EXPECT_EQ(result.heldReleases(), 1);
    EXPECT_EQ(result.heldPlatforms(), 1);
    EXPECT_EQ(result.manifests, QStringList{m_dest.filePath(kManifestName)});

    for (const int cuda : {12, 13}) {
        const RedistArchiveFile &linuxArchive = archive(kLinux, cuda);
        EXPECT_EQ(readAll(destPath(linuxArchive)), readAll(upstreamPath(linuxArchive))) << linuxArchive.relativePath.toStdString();
        EXPECT_FALSE(QFile::exists(destPath(linuxArchive) + QStringLiteral(".part")));
        EXPECT_FALSE(QFile::exists(destPath(archive(kWindows, cuda))));
    }
    for (const MirroredArchive &entry : result.archives) {
        EXPECT_EQ(entry.release.toString(), kVersion);
        EXPECT_EQ(entry.platform, kLinux);
        EXPECT_FALSE(entry.reused);
        EXPECT_EQ(entry.sha256, archive(kLinux, entry.cudaMajor).sha256);
        EXPECT_EQ(entry.size, archive(kLinux, entry.cudaMajor).size);
    }
    EXPECT_EQ(readAll(m_dest.filePath(QStringLiteral("cudnn/LICENSE.txt"))), kLicenseText);

    const std::optional<RedistManifest> manifest = mirroredManifest();
    ASSERT_TRUE(manifest);
    EXPECT_EQ(manifest->releaseLabel, QStringLiteral("9.20.0"));
    EXPECT_EQ(manifest->platforms(QStringLiteral("cudnn")), QList<QString>{kLinux});
    EXPECT_EQ(manifest->component(QStringLiteral("cudnn_jit")), nullptr) << "only what the mirror holds";
    ASSERT_TRUE(manifest->component(QStringLiteral("cudnn")));
    EXPECT_EQ(manifest->component(QStringLiteral("cudnn"))->licensePath, QStringLiteral("cudnn/LICENSE.txt"));
    for (const int cuda : {12, 13}) {
        const RedistArchive *listed = manifest->find(QStringLiteral("cudnn"), kLinux, cuda);
        ASSERT_TRUE(listed);
        EXPECT_EQ(listed->relativePath, archive(kLinux, cuda).relativePath);
        EXPECT_EQ(listed->sha256, archive(kLinux, cuda).sha256);
        EXPECT_EQ(listed->size, archive(kLinux, cuda).size);
    }
    // No temporary file of the atomic write is left beside the manifest.
    EXPECT_EQ(QDir(m_dest.path()).entryList(QDir::Files), QStringList{kManifestName});
}

TEST_F(MirrorBuilderTest, ASecondRunFetchesNothingAndADamagedArchiveIsFetchedAgain)
{
    ASSERT_TRUE(build({kLinux, kWindows}, httpUpstream()).ok());
    server().resetStats();

    const MirrorResult again = build({kLinux, kWindows}, httpUpstream());
    ASSERT_TRUE(again.ok()) << describe(again).toStdString();
    ASSERT_EQ(again.archives.size(), 4);
    for (const MirroredArchive &entry : again.archives)
        EXPECT_TRUE(entry.reused) << entry.path.toStdString();
    // Only the manifest and the licence text were read; no archive byte crossed the wire.
    const qint64 smallFiles = QFileInfo(m_upstream.filePath(kManifestName)).size() + kLicenseText.size();
    EXPECT_EQ(server().bodyBytesServed(), smallFiles);
    EXPECT_EQ(server().requestsServed(), 2);

    // Same size, one byte changed: only a checksum can tell, and only that archive comes again.
    const RedistArchiveFile &damaged = archive(kWindows, 13);
    QFile file(destPath(damaged));
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    file.seek(damaged.size / 2);
    const char original = file.peek(1).at(0);
    file.write(QByteArray(1, char(original ^ 0x55)));
    file.close();
    server().resetStats();

    const MirrorResult repaired = build({kLinux, kWindows}, httpUpstream());
    ASSERT_TRUE(repaired.ok()) << describe(repaired).toStdString();
    for (const MirroredArchive &entry : repaired.archives)
        EXPECT_EQ(entry.reused, entry.path != destPath(damaged)) << entry.path.toStdString();
    EXPECT_EQ(readAll(destPath(damaged)), readAll(upstreamPath(damaged)));
    EXPECT_EQ(server().bodyBytesServed(), smallFiles + damaged.size);
}

TEST_F(MirrorBuilderTest, AChecksumMismatchUpstreamFailsThatArchiveAndTheManifestLeavesItOut)
{
    const RedistArchiveFile &bad = archive(kLinux, 13);
    m_redist.misstateSha256(bad.platform, bad.cudaMajor, QByteArray(64, 'a'));
    m_redist.writeManifest();

    const MirrorResult result = build({kLinux}, httpUpstream());
    EXPECT_FALSE(result.ok());
    ASSERT_EQ(result.archives.size(), 2);
    for (const MirroredArchive &entry : result.archives) {
        if (entry.cudaMajor == 13) {
            EXPECT_FALSE(entry.ok);
            EXPECT_TRUE(entry.error.contains(QFileInfo(bad.relativePath).fileName())) << entry.error.toStdString();
        } else {
            EXPECT_TRUE(entry.ok) << entry.error.toStdString();
        }
    }
    EXPECT_FALSE(QFile::exists(destPath(bad)));
    EXPECT_FALSE(QFile::exists(destPath(bad) + QStringLiteral(".part")));
    EXPECT_EQ(readAll(destPath(archive(kLinux, 12))), readAll(upstreamPath(archive(kLinux, 12))));

    const std::optional<RedistManifest> manifest = mirroredManifest();
    ASSERT_TRUE(manifest);
    EXPECT_TRUE(manifest->find(QStringLiteral("cudnn"), kLinux, 12));
    EXPECT_EQ(manifest->find(QStringLiteral("cudnn"), kLinux, 13), nullptr);
}

TEST_F(MirrorBuilderTest, APlatformTheUpstreamLacksIsAnErrorNamingIt)
{
    const MirrorResult result = build({kLinux, QStringLiteral("linux-sbsa")}, httpUpstream());
    EXPECT_FALSE(result.ok());
    ASSERT_EQ(result.errors.size(), 1);
    EXPECT_TRUE(result.errors.first().contains(QStringLiteral("linux-sbsa"))) << result.errors.first().toStdString();
    EXPECT_EQ(result.heldArchives(), 2) << "the platforms it has are still mirrored";
    ASSERT_TRUE(mirroredManifest());
    EXPECT_EQ(mirroredManifest()->platforms(QStringLiteral("cudnn")), QList<QString>{kLinux});
}

TEST_F(MirrorBuilderTest, UnknownReleasesAndPlatformsAreNamed)
{
    QString error;
    EXPECT_FALSE(MirrorBuilder::platformsFromList(QStringLiteral("linux-x86_64,macos-arm64"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("macos-arm64"))) << error.toStdString();
    EXPECT_FALSE(MirrorBuilder::releasesFromList(QStringLiteral("9.20,7.77"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("7.77"))) << error.toStdString();

    // "9.19" alone would be the newest 9.19.x the data knows (9.19.1.2); 9.19.0 names the release.
    const std::optional<QList<Version>> releases = MirrorBuilder::releasesFromList(QStringLiteral("9.20, 9.20.0.48,9.19.0"), &error);
    ASSERT_TRUE(releases);
    EXPECT_EQ(releases->size(), 2) << "9.20 and 9.20.0.48 are one release";
    EXPECT_EQ(releases->first().toString(), kVersion);
    EXPECT_EQ(ReleaseCatalogue::manifestLabel(releases->at(1)), QStringLiteral("9.19.0"));
}

TEST_F(MirrorBuilderTest, ADroppedConnectionIsResumed)
{
    // Each archive's first response is cut half-way; the retry must continue with a Range.
    FaultInjectingProxy proxy(server().port(), QByteArrayLiteral("drop_after=600&fault_times=1"));
    FetchSource upstream = httpUpstream();
    upstream.proxy.mode = ProxySettings::Mode::Manual;
    upstream.proxy.type = QNetworkProxy::HttpProxy;
    upstream.proxy.host = QStringLiteral("127.0.0.1");
    upstream.proxy.port = proxy.port();
    ASSERT_GT(archive(kLinux, 12).size, 600) << "the fixture archive must be larger than the cut";

    const MirrorResult result = build({kLinux}, upstream);
    ASSERT_TRUE(result.ok()) << describe(result).toStdString();
    for (const int cuda : {12, 13})
        EXPECT_EQ(readAll(destPath(archive(kLinux, cuda))), readAll(upstreamPath(archive(kLinux, cuda))));
    const QJsonObject stats = server().stats();
    EXPECT_EQ(stats.value(QStringLiteral("range_requests")).toInt(), 2) << "one resume per archive";
    EXPECT_GE(stats.value(QStringLiteral("proxied")).toInt(), 4);
    const qint64 archiveBytes = archive(kLinux, 12).size + archive(kLinux, 13).size;
    const qint64 smallFiles = QFileInfo(m_upstream.filePath(kManifestName)).size() + kLicenseText.size();
    EXPECT_EQ(stats.value(QStringLiteral("body_bytes")).toInteger(), archiveBytes + smallFiles) << "no byte fetched twice";
}

TEST_F(MirrorBuilderTest, ArchiveFetchGetsTheSameArchiveFromTheMirrorFolder)
{
    // Copy from a folder upstream this time: the other route of --mirror.
    FetchSource folderUpstream;
    folderUpstream.baseUrl = m_upstream.path();
    ASSERT_TRUE(build({kLinux, kWindows}, folderUpstream).ok());

    QTemporaryDir cache;
    FetchSource mirror;
    mirror.baseUrl = m_dest.path();
    mirror.cacheDir = cache.path();
    ArchiveFetch fetch;
    QEventLoop loop;
    ArchiveTarget resolved;
    QString licenseUrl;
    DownloadResult downloaded;
    QObject::connect(&fetch, &ArchiveFetch::failed, [&](const QString &message) {
        ADD_FAILURE() << message.toStdString();
        loop.quit();
    });
    QObject::connect(&fetch, &ArchiveFetch::resolved, [&](const ArchiveTarget &target, const QString &license) {
        resolved = target;
        licenseUrl = license;
        fetch.download();
    });
    QObject::connect(&fetch, &ArchiveFetch::finished, [&](const DownloadResult &result) {
        downloaded = result;
        loop.quit();
    });
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    fetch.resolve(ReleaseCatalogue::target(*Version::parse(kVersion), 13, kWindows), mirror);
    loop.exec();

    const RedistArchiveFile &expected = archive(kWindows, 13);
    ASSERT_TRUE(downloaded.ok) << downloaded.message.toStdString();
    EXPECT_EQ(resolved.sha256, expected.sha256);
    EXPECT_EQ(resolved.relativePath, expected.relativePath);
    EXPECT_EQ(readAll(downloaded.path), readAll(upstreamPath(expected)));
    EXPECT_EQ(readAll(licenseUrl), kLicenseText) << "the licence clients are shown is in the mirror";
}

} // namespace
