// `cudnn-setup mirror` through the real binary, as IT staff run it: a clean environment (its own
// HOME and XDG folders, no display), a fake upstream folder in NVIDIA's layout as --mirror, and
// the exit codes and output scripts depend on.
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/archives/SmallCudaRedist.h"
#include "fixtures/http_server/HttpServerFixture.h"
#include "support/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::RedistArchiveFile;
using cudnnsetup::testing::RedistFolderBuilder;
using cudnnsetup::testing::runCli;
using cudnnsetup::testing::SmallCudaRedist;

namespace {

const QString kManifestName = QStringLiteral("redistrib_9.19.0.json");

QString relativePathFor(int cudaMajor)
{
    return QStringLiteral("cudnn/linux-x86_64/cudnn-linux-x86_64-9.19.0.56_cuda%1-archive.tar.xz").arg(cudaMajor);
}

class MirrorCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_upstream.isValid() && m_destParent.isValid());
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/.local/share"));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/.config"));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/.cache"));
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_dest = m_destParent.filePath(QStringLiteral("cudnn-mirror"));
    }

    // The mirror does not look inside archives, so any bytes with the right checksum will do.
    // `damageCuda13` gives the CUDA 13 archive a checksum in the manifest its bytes do not have.
    void writeUpstream(bool damageCuda13 = false)
    {
        RedistFolderBuilder redist(m_upstream.path(), QStringLiteral("9.19.0.56"));
        for (const int cuda : {12, 13}) {
            const QByteArray payload(200000 + cuda, char('a' + cuda));
            const RedistArchiveFile added = redist.addArchive(QStringLiteral("linux-x86_64"), cuda, payload,
                                                              damageCuda13 && cuda == 13 ? QByteArray(64, 'f') : QByteArray());
            ASSERT_EQ(added.relativePath, relativePathFor(cuda));
        }
        redist.writeLicense("test licence\n");
        ASSERT_EQ(redist.writeManifest(), m_upstream.filePath(kManifestName));
    }

    QStringList mirrorArguments(const QStringList &extra = {}) const
    {
        return QStringList{QStringLiteral("mirror"),    QStringLiteral("--releases"),  QStringLiteral("9.19"),
                           QStringLiteral("--platforms"), QStringLiteral("linux-x86_64"), QStringLiteral("--dest"),
                           m_dest,                       QStringLiteral("--mirror"),    m_upstream.path()}
            + extra;
    }

    CliRun run(const QStringList &arguments) { return runCli(QStringLiteral(CUDNN_SETUP_BINARY), m_env, arguments); }

    QTemporaryDir m_home;
    QTemporaryDir m_upstream;
    QTemporaryDir m_destParent;
    QString m_dest;
    QProcessEnvironment m_env;
};

TEST_F(MirrorCliTest, DownloadsNothingUntilTheLicenseIsAccepted)
{
    writeUpstream();
    const CliRun refused = run(mirrorArguments());
    EXPECT_EQ(refused.exitCode, 3) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("https://docs.nvidia.com/deeplearning/cudnn/latest/reference/eula.html")) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("--accept-license"));
    EXPECT_FALSE(QFileInfo::exists(m_dest)) << "nothing may be written without the licence";
}

TEST_F(MirrorCliTest, BuildsTheMirrorAndReportsItAsJsonThenReusesIt)
{
    writeUpstream();
    const CliRun first = run(mirrorArguments({QStringLiteral("--accept-license"), QStringLiteral("--json")}));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(first.out, &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << first.out.left(300).toStdString();
    EXPECT_EQ(report.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-mirror/1"));
    EXPECT_EQ(report.value(QStringLiteral("dest")).toString(), m_dest);
    EXPECT_TRUE(report.value(QStringLiteral("ok")).toBool());
    EXPECT_EQ(report.value(QStringLiteral("manifests")).toArray(), QJsonArray{QDir(m_dest).filePath(kManifestName)});
    const QJsonArray archives = report.value(QStringLiteral("archives")).toArray();
    ASSERT_EQ(archives.size(), 2);
    for (const QJsonValue &value : archives) {
        const QJsonObject archive = value.toObject();
        const int cuda = archive.value(QStringLiteral("cudaMajor")).toInt();
        EXPECT_EQ(archive.value(QStringLiteral("release")).toString(), QStringLiteral("9.19.0.56"));
        EXPECT_EQ(archive.value(QStringLiteral("platform")).toString(), QStringLiteral("linux-x86_64"));
        EXPECT_EQ(archive.value(QStringLiteral("path")).toString(), QDir(m_dest).filePath(relativePathFor(cuda)));
        EXPECT_EQ(archive.value(QStringLiteral("size")).toInteger(), 200000 + cuda);
        EXPECT_EQ(archive.value(QStringLiteral("sha256")).toString().size(), 64);
        EXPECT_TRUE(archive.value(QStringLiteral("ok")).toBool());
        EXPECT_FALSE(archive.value(QStringLiteral("reused")).toBool());
        EXPECT_TRUE(archive.value(QStringLiteral("error")).isNull());
        EXPECT_TRUE(QFile::exists(QDir(m_dest).filePath(relativePathFor(cuda))));
    }

    const CliRun second = run(mirrorArguments({QStringLiteral("--accept-license")}));
    ASSERT_EQ(second.exitCode, 0) << second.err.toStdString();
    EXPECT_EQ(second.out.count("already there, verified"), 2) << second.out.toStdString();
    EXPECT_TRUE(second.out.contains("holds 2 archives of 1 release for 1 platform")) << second.out.toStdString();
}

TEST_F(MirrorCliTest, AnArchiveThatFailsVerificationIsNamedAndExitsWith1)
{
    writeUpstream(true);
    const CliRun failed = run(mirrorArguments({QStringLiteral("--accept-license")}));
    EXPECT_EQ(failed.exitCode, 1) << failed.err.toStdString();
    EXPECT_TRUE(failed.err.contains("cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz")) << failed.err.toStdString();
    EXPECT_TRUE(QFile::exists(QDir(m_dest).filePath(relativePathFor(12))));
    EXPECT_FALSE(QFile::exists(QDir(m_dest).filePath(relativePathFor(13))));
    EXPECT_TRUE(failed.out.contains("holds 1 archive of")) << failed.out.toStdString();
}

// Copied from another mirror whose manifest gives a file NVIDIA published (cuDNN 9.20.0.48 for
// CUDA 12) another checksum: that archive is refused with NVIDIA's checksum named, and not copied.
TEST_F(MirrorCliTest, AnUpstreamMirrorThatDisagreesWithNvidiasPublishedChecksumIsNotCopied)
{
    RedistFolderBuilder redist(m_upstream.path(), QStringLiteral("9.20.0.48"));
    const RedistArchiveFile forged = redist.addArchive(QStringLiteral("linux-x86_64"), 12, QByteArray(50000, 'f'));
    redist.writeLicense("test licence\n");
    redist.writeManifest();
    QStringList arguments = mirrorArguments({QStringLiteral("--accept-license")});
    arguments[2] = QStringLiteral("9.20");
    const CliRun refused = run(arguments);
    EXPECT_EQ(refused.exitCode, 1) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("NVIDIA published c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92"))
        << refused.err.toStdString();
    EXPECT_FALSE(QFile::exists(QDir(m_dest).filePath(forged.relativePath)));
}

TEST_F(MirrorCliTest, OptionMistakesExitWith2AndDoNothing)
{
    writeUpstream();
    const CliRun noDest = run({QStringLiteral("mirror"), QStringLiteral("--releases"), QStringLiteral("9.19"), QStringLiteral("--platforms"),
                               QStringLiteral("linux-x86_64"), QStringLiteral("--accept-license")});
    EXPECT_EQ(noDest.exitCode, 2) << noDest.err.toStdString();
    EXPECT_TRUE(noDest.err.contains("--dest")) << noDest.err.toStdString();

    QStringList badPlatform = mirrorArguments({QStringLiteral("--accept-license")});
    badPlatform[4] = QStringLiteral("linux-x86_64,macos-arm64");
    const CliRun platform = run(badPlatform);
    EXPECT_EQ(platform.exitCode, 2) << platform.err.toStdString();
    EXPECT_TRUE(platform.err.contains("macos-arm64")) << platform.err.toStdString();

    QStringList badRelease = mirrorArguments({QStringLiteral("--accept-license")});
    badRelease[2] = QStringLiteral("9.19,7.77");
    const CliRun release = run(badRelease);
    EXPECT_EQ(release.exitCode, 2) << release.err.toStdString();
    EXPECT_TRUE(release.err.contains("7.77")) << release.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(m_dest));

    const CliRun cuda = run(mirrorArguments({QStringLiteral("--accept-license"), QStringLiteral("--cuda-releases"),
                                             QStringLiteral("13.0")}));
    EXPECT_EQ(cuda.exitCode, 2) << cuda.err.toStdString();
    EXPECT_TRUE(cuda.err.contains("13.0 is not a CUDA release")) << cuda.err.toStdString();
    const CliRun profile = run(mirrorArguments({QStringLiteral("--accept-license"), QStringLiteral("--cuda-releases"),
                                                QStringLiteral("13.0.2"), QStringLiteral("--cuda-profile"), QStringLiteral("all")}));
    EXPECT_EQ(profile.exitCode, 2) << profile.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(m_dest));
}

// A plain http:// upstream or mirror: `mirror` and `fetch` refuse it without
// --allow-insecure-mirror before asking the server anything; with it, fetch takes the archive and
// says, on stderr and in its JSON, that its checksum is only the mirror's.
TEST_F(MirrorCliTest, APlainHttpMirrorNeedsAllowInsecureMirrorAndItsChecksumIsTheMirrors)
{
    writeUpstream();
    cudnnsetup::testing::HttpServerFixture server(m_upstream.path());
    ASSERT_TRUE(server.isRunning()) << server.errorString().toStdString();
    const QString address = server.url(QStringLiteral("/")).toString();
    server.resetStats();
    QStringList fromHttp = mirrorArguments({QStringLiteral("--accept-license")});
    fromHttp[fromHttp.indexOf(m_upstream.path())] = address;
    const CliRun mirror = run(fromHttp);
    EXPECT_EQ(mirror.exitCode, 2) << mirror.err.toStdString();
    EXPECT_TRUE(mirror.err.contains("--allow-insecure-mirror")) << mirror.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(m_dest));

    QTemporaryDir out;
    const QStringList fetch{QStringLiteral("fetch"), QStringLiteral("--release"), QStringLiteral("9.19"), QStringLiteral("--cuda"),
                            QStringLiteral("12"), QStringLiteral("--platform"), QStringLiteral("linux-x86_64"), QStringLiteral("--mirror"),
                            address, QStringLiteral("--dest"), out.path(), QStringLiteral("--no-nvcc"), QStringLiteral("--accept-license"),
                            QStringLiteral("--json")};
    const CliRun refused = run(fetch);
    EXPECT_EQ(refused.exitCode, 2) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("not encrypted") && refused.err.contains("--allow-insecure-mirror")) << refused.err.toStdString();
    EXPECT_EQ(server.requestsServed(), 0) << "the server was asked before the address was checked";
    EXPECT_TRUE(QDir(out.path()).isEmpty());

    const CliRun taken = run(QStringList(fetch) << QStringLiteral("--allow-insecure-mirror"));
    ASSERT_EQ(taken.exitCode, 0) << taken.err.toStdString();
    const QJsonObject result = QJsonDocument::fromJson(taken.out).object();
    EXPECT_EQ(result.value(QStringLiteral("checksumFrom")).toString(), QStringLiteral("mirror")) << taken.out.toStdString();
    EXPECT_TRUE(taken.err.contains("not against NVIDIA's own checksum")) << taken.err.toStdString();
    EXPECT_TRUE(QFileInfo::exists(out.filePath(relativePathFor(12).section(u'/', -1)))) << taken.err.toStdString();
}

// The CUDA pieces of a release go into <dest>/cuda/ in the layout of NVIDIA's CUDA redist: the
// profile's archives at their relative paths, byte for byte, and a manifest listing only those.
// A mirror made from that mirror finds them in its cuda/ folder by itself.
TEST_F(MirrorCliTest, CarriesTheCudaPiecesOfAReleaseInNvidiasLayout)
{
    writeUpstream();
    const QString upstreamCuda = m_upstream.filePath(QStringLiteral("cuda"));
    SmallCudaRedist::write(upstreamCuda, SmallCudaRedist::runtimeComponents());
    const QStringList cudaArguments{QStringLiteral("--accept-license"), QStringLiteral("--cuda-releases"), QStringLiteral("13.0.2"),
                                    QStringLiteral("--cuda-profile"), QStringLiteral("runtime")};

    const CliRun refused = run(mirrorArguments({QStringLiteral("--cuda-releases"), QStringLiteral("13.0.2")}));
    EXPECT_EQ(refused.exitCode, 3) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("CUDA Toolkit End User License Agreement")) << refused.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(m_dest + QStringLiteral("/cuda")));

    const CliRun built = run(mirrorArguments(cudaArguments + QStringList{QStringLiteral("--json")}));
    ASSERT_EQ(built.exitCode, 0) << built.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(built.out).object();
    const QString manifest = m_dest + QStringLiteral("/cuda/redistrib_13.0.2.json");
    EXPECT_TRUE(report.value(QStringLiteral("manifests")).toArray().contains(manifest)) << built.out.toStdString();
    QStringList components;
    for (const QJsonValue &value : report.value(QStringLiteral("archives")).toArray()) {
        const QJsonObject archive = value.toObject();
        if (archive.value(QStringLiteral("component")).toString() == QStringLiteral("cudnn"))
            continue;
        components << archive.value(QStringLiteral("component")).toString();
        EXPECT_EQ(archive.value(QStringLiteral("release")).toString(), QStringLiteral("13.0.2"));
        EXPECT_TRUE(archive.value(QStringLiteral("ok")).toBool());
        const QString path = archive.value(QStringLiteral("path")).toString();
        ASSERT_TRUE(path.startsWith(m_dest + QStringLiteral("/cuda/"))) << path.toStdString();
        QFile copy(path), original(upstreamCuda + path.mid(m_dest.size() + 5));
        ASSERT_TRUE(copy.open(QIODevice::ReadOnly) && original.open(QIODevice::ReadOnly)) << path.toStdString();
        EXPECT_EQ(copy.readAll(), original.readAll()) << path.toStdString();
    }
    EXPECT_EQ(components, (QStringList{QStringLiteral("cuda_cudart"), QStringLiteral("libcublas"), QStringLiteral("cuda_nvrtc")}));
    QFile listFile(manifest);
    ASSERT_TRUE(listFile.open(QIODevice::ReadOnly));
    const QJsonObject list = QJsonDocument::fromJson(listFile.readAll()).object();
    EXPECT_EQ(list.value(QStringLiteral("release_label")).toString(), QStringLiteral("13.0.2"));
    for (const QString &component : components)
        EXPECT_TRUE(list.value(component).toObject().contains(QStringLiteral("linux-x86_64"))) << component.toStdString();

    // From the mirror, without --cuda-from: its cuda/ folder is where the pieces are looked for.
    QTemporaryDir second;
    const CliRun copied = run({QStringLiteral("mirror"), QStringLiteral("--releases"), QStringLiteral("9.19"),
                               QStringLiteral("--platforms"), QStringLiteral("linux-x86_64"), QStringLiteral("--dest"),
                               second.path(), QStringLiteral("--mirror"), m_dest, QStringLiteral("--accept-license"),
                               QStringLiteral("--cuda-releases"), QStringLiteral("13.0.2"), QStringLiteral("--cuda-profile"),
                               QStringLiteral("runtime")});
    ASSERT_EQ(copied.exitCode, 0) << copied.err.toStdString();
    EXPECT_TRUE(QFile::exists(second.filePath(QStringLiteral("cuda/redistrib_13.0.2.json"))));
    EXPECT_TRUE(copied.out.contains("The CUDA pieces are in")) << copied.out.toStdString();

    // The develop profile needs the compiler, which this upstream lacks: named, exit 1, and no
    // manifest for a profile the folder cannot hold.
    QTemporaryDir third;
    const CliRun develop = run({QStringLiteral("mirror"), QStringLiteral("--releases"), QStringLiteral("9.19"),
                                QStringLiteral("--platforms"), QStringLiteral("linux-x86_64"), QStringLiteral("--dest"),
                                third.path(), QStringLiteral("--mirror"), m_upstream.path(), QStringLiteral("--accept-license"),
                                QStringLiteral("--cuda-releases"), QStringLiteral("13.0.2")});
    EXPECT_EQ(develop.exitCode, 1) << develop.err.toStdString();
    EXPECT_TRUE(develop.err.contains("cuda_nvcc")) << develop.err.toStdString();
    EXPECT_FALSE(QFile::exists(third.filePath(QStringLiteral("cuda/redistrib_13.0.2.json"))));
}

} // namespace
