// The live release catalogue through the real binary, against a lab mirror served by a real HTTP
// server on 127.0.0.1 (tests/fixtures/http_server/fault_server.py: a directory index, ETag and
// 304 as web servers answer): a release newer than the shipped data is offered and fetched, a
// preview is listed but never recommended, a listed release whose manifest is missing is left
// out with a word, the listing is read at most daily and revalidated once stale, and without the
// server the shipped releases are offered, said once.
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/http_server/HttpServerFixture.h"
#include "support/CliProcess.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::HttpServerFixture;
using cudnnsetup::testing::RedistFolderBuilder;
using cudnnsetup::testing::runCli;

namespace {

QString S(const char *text)
{
    return QString::fromUtf8(text);
}

class ReleaseCatalogueCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_mirror.isValid() && m_cache.isValid() && m_sysroot.isValid() && m_out.isValid());
        m_env.insert(S("HOME"), m_home.path());
        m_env.insert(S("XDG_DATA_HOME"), m_home.path() + S("/.local/share"));
        m_env.insert(S("XDG_CONFIG_HOME"), m_home.path() + S("/.config"));
        m_env.insert(S("XDG_CACHE_HOME"), m_home.path() + S("/.cache"));
        m_env.insert(S("PATH"), S("/usr/bin:/bin"));
        m_env.insert(S("LANG"), S("C.UTF-8"));
    }

    // A release in NVIDIA's layout on the mirror: its manifest and one linux-x86_64 archive per CUDA major.
    void addRelease(const char *version, const char *label, const QByteArray &product = "cudnn")
    {
        RedistFolderBuilder redist(m_mirror.path(), S(version), S(label));
        for (const int cuda : {12, 13})
            redist.addArchive(S("linux-x86_64"), cuda, QByteArray(50000 + cuda, char('a' + cuda)));
        redist.writeLicense("test licence\n");
        const QString manifest = redist.writeManifest();
        if (product != "cudnn") {
            QFile file(manifest);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            QByteArray json = file.readAll();
            file.close();
            json.replace("\"release_product\": \"cudnn\"", "\"release_product\": \"" + product + '"');
            ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(json);
        }
    }

    void writeMirror()
    {
        addRelease("9.19.0.56", "9.19.0");                       // the shipped data knows it
        addRelease("9.90.0.7", "9.90.0");                        // newer than the shipped data
        addRelease("9.91.0.1", "9.91.0", "cudnn early access");  // a preview
        // Listed, but its manifest is gone (a dangling link: the index names it, the server says 404).
        ASSERT_TRUE(QFile::link(m_mirror.filePath(S("missing.json")), m_mirror.filePath(S("redistrib_9.92.0.json"))));
    }

    QStringList releasesArguments(const QString &mirror) const
    {
        return {S("releases"), S("--json"), S("--sysroot"), m_sysroot.path(), S("--no-nvcc"), S("--mirror"), mirror,
                S("--allow-insecure-mirror"), S("--cache"), m_cache.path()};
    }

    CliRun run(const QStringList &arguments) { return runCli(S(CUDNN_SETUP_BINARY), m_env, arguments); }

    static QMap<QString, QJsonObject> byVersion(const CliRun &run, int cudaMajor)
    {
        QMap<QString, QJsonObject> out;
        const QJsonArray list = QJsonDocument::fromJson(run.out).object().value(S("releases")).toArray();
        for (const QJsonValue &value : list)
            if (value.toObject().value(S("cudaMajor")).toInt() == cudaMajor)
                out.insert(value.toObject().value(S("version")).toString(), value.toObject());
        return out;
    }

    QTemporaryDir m_home;
    QTemporaryDir m_mirror;
    QTemporaryDir m_cache;
    QTemporaryDir m_sysroot;
    QTemporaryDir m_out;
    QProcessEnvironment m_env;
};

TEST_F(ReleaseCatalogueCliTest, OffersWhatTheMirrorListsNewerAndPreviewIncluded)
{
    writeMirror();
    HttpServerFixture server(m_mirror.path());
    ASSERT_TRUE(server.isRunning()) << server.errorString().toStdString();
    const CliRun listed = run(releasesArguments(server.url(S("/")).toString()));
    ASSERT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    const QMap<QString, QJsonObject> releases = byVersion(listed, 12);
    EXPECT_EQ(releases.keys(), (QStringList{S("9.19.0.56"), S("9.90.0.7"), S("9.91.0.1")})) << listed.out.toStdString();
    EXPECT_TRUE(releases.value(S("9.90.0.7")).value(S("newerThanData")).toBool());
    EXPECT_EQ(releases.value(S("9.90.0.7")).value(S("archive")).toString(), S("cudnn-linux-x86_64-9.90.0.7_cuda12-archive.tar.xz"));
    EXPECT_EQ(releases.value(S("9.90.0.7")).value(S("archiveBytes")).toInteger(), 50012);
    EXPECT_FALSE(releases.value(S("9.19.0.56")).value(S("newerThanData")).toBool());
    EXPECT_TRUE(releases.value(S("9.91.0.1")).value(S("preview")).toBool());
    EXPECT_FALSE(releases.value(S("9.91.0.1")).value(S("recommended")).toBool());
    EXPECT_TRUE(listed.err.contains("9.92.0")) << "the release whose manifest is missing is named: " << listed.err.toStdString();

    // Named, the new release is fetched from the mirror like any other.
    const CliRun fetched = run({S("fetch"), S("--release"), S("9.90"), S("--cuda"), S("12"), S("--platform"), S("linux-x86_64"),
                                S("--mirror"), server.url(S("/")).toString(), S("--allow-insecure-mirror"), S("--cache"), m_cache.path(),
                                S("--dest"), m_out.path(), S("--no-nvcc"), S("--accept-license")});
    ASSERT_EQ(fetched.exitCode, 0) << fetched.err.toStdString();
    EXPECT_TRUE(QFile::exists(m_out.filePath(S("cudnn-linux-x86_64-9.90.0.7_cuda12-archive.tar.xz"))));
}

TEST_F(ReleaseCatalogueCliTest, ReadsTheListingAtMostDailyAndRevalidatesItOnceStale)
{
    writeMirror();
    HttpServerFixture server(m_mirror.path());
    ASSERT_TRUE(server.isRunning()) << server.errorString().toStdString();
    const QStringList arguments = releasesArguments(server.url(S("/")).toString());
    ASSERT_EQ(run(arguments).exitCode, 0);
    const int firstRequests = server.requestsServed();
    EXPECT_GE(firstRequests, 4) << "the listing and the three unknown manifests";

    server.resetStats();
    const CliRun again = run(arguments);
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_TRUE(byVersion(again, 12).contains(S("9.90.0.7")));
    // Fresh listing and cached manifests: only the manifest that was missing is asked for again.
    EXPECT_LE(server.requestsServed(), 1);

    // A day later the listing is asked for again, with its ETag: 304, and the saved copy serves.
    const QDir catalogue(QDir(m_cache.path()).filePath(S("catalogue")));
    const QStringList metas = catalogue.entryList({S("*.listing.json")}, QDir::Files);
    ASSERT_EQ(metas.size(), 1);
    QFile meta(catalogue.filePath(metas.first()));
    ASSERT_TRUE(meta.open(QIODevice::ReadOnly));
    QJsonObject fields = QJsonDocument::fromJson(meta.readAll()).object();
    meta.close();
    fields.insert(S("checkedAt"), QDateTime::currentDateTimeUtc().addDays(-2).toString(Qt::ISODate));
    ASSERT_TRUE(meta.open(QIODevice::WriteOnly | QIODevice::Truncate));
    meta.write(QJsonDocument(fields).toJson());
    meta.close();
    server.resetStats();
    const CliRun stale = run(arguments);
    ASSERT_EQ(stale.exitCode, 0) << stale.err.toStdString();
    EXPECT_EQ(server.stats().value(S("not_modified")).toInt(), 1);
    EXPECT_TRUE(byVersion(stale, 12).contains(S("9.90.0.7")));
}

TEST_F(ReleaseCatalogueCliTest, WithoutTheServerTheShippedReleasesAreOfferedSaidOnce)
{
    QTcpServer closed;   // a port nothing answers on once it is closed
    ASSERT_TRUE(closed.listen(QHostAddress::LocalHost));
    const QString address = QStringLiteral("http://127.0.0.1:%1/").arg(closed.serverPort());
    closed.close();
    const CliRun offline = run(releasesArguments(address));
    ASSERT_EQ(offline.exitCode, 0) << offline.err.toStdString();
    EXPECT_TRUE(byVersion(offline, 13).contains(S("9.27.0.42"))) << offline.out.toStdString();
    EXPECT_EQ(offline.err.count("could not be read, so the releases offered are those this wizard shipped with"), 1)
        << offline.err.toStdString();
    // Asked not to read the listing, it says nothing about it.
    const CliRun quiet = run({S("releases"), S("--json"), S("--sysroot"), m_sysroot.path(), S("--no-nvcc"), S("--offline")});
    ASSERT_EQ(quiet.exitCode, 0) << quiet.err.toStdString();
    EXPECT_TRUE(quiet.err.isEmpty()) << quiet.err.toStdString();
}

} // namespace
