// Runs the real cudnn-setup binary headless, the way IT staff and scripts do: no display, no
// terminal, a prepared tree through --sysroot.
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/sysroot/SysrootBuilder.h"
#include "support/CliProcess.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <unistd.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::RedistFolderBuilder;
using cudnnsetup::testing::runCli;
using cudnnsetup::testing::SysrootBuilder;

namespace {

class CliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_tree.isValid());
        // A headless machine: no display at all, and a home of our own for the log.
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/.local/share"));
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }

    CliRun run(const QStringList &arguments) { return runCli(QStringLiteral(CUDNN_SETUP_BINARY), m_env, arguments); }

    QTemporaryDir m_home;
    QTemporaryDir m_tree;
    SysrootBuilder sysroot{m_tree.path()};
    QProcessEnvironment m_env;
};

TEST_F(CliTest, PrintsVersionAndHelpWithoutADisplay)
{
    const CliRun version = run({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out.trimmed(), QByteArray("cudnn-setup " CUDNN_SETUP_VERSION));

    const CliRun help = run({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains("scan"));
    EXPECT_TRUE(help.out.contains("--sysroot"));
}

TEST_F(CliTest, EachCommandsHelpListsOnlyItsOwnOptions)
{
    const CliRun install = run({QStringLiteral("install"), QStringLiteral("--help")});
    EXPECT_EQ(install.exitCode, 0) << install.err.toStdString();
    for (const char *own : {"--archive", "--layout", "--dry-run", "--state-dir", "--sysroot", "--language"})
        EXPECT_TRUE(install.out.contains(own)) << own << "\n" << install.out.toStdString();
    for (const char *other : {"--fix-safe", "--plan", "--shape", "--answer-file", "--releases"})
        EXPECT_FALSE(install.out.contains(other)) << other << "\n" << install.out.toStdString();

    const CliRun doctor = run({QStringLiteral("doctor"), QStringLiteral("--help")});
    EXPECT_EQ(doctor.exitCode, 0);
    EXPECT_TRUE(doctor.out.contains("--fix-safe")) << doctor.out.toStdString();
    EXPECT_FALSE(doctor.out.contains("--archive")) << doctor.out.toStdString();

    // The general help lists the commands; an option of another command names that command.
    const CliRun general = run({QStringLiteral("--help")});
    for (const char *command : {"scan", "install", "provision", "mirror"})
        EXPECT_TRUE(general.out.contains(QByteArray("  ") + command)) << command;
    const CliRun misplaced = run({QStringLiteral("scan"), QStringLiteral("--archive"), QStringLiteral("x.tar.xz")});
    EXPECT_EQ(misplaced.exitCode, 2);
    EXPECT_TRUE(misplaced.err.contains("--archive is not an option of scan (it is an option of: install, provision)"))
        << misplaced.err.toStdString();
}

TEST_F(CliTest, RejectsUnknownCommandsAndBadOptionsWithExitCode2)
{
    const CliRun bogus = run({QStringLiteral("instal")});
    EXPECT_EQ(bogus.exitCode, 2);
    EXPECT_TRUE(bogus.err.contains("Unknown command \"instal\"")) << bogus.err.toStdString();

    const CliRun missingRoot = run({QStringLiteral("scan"), QStringLiteral("--sysroot"), m_tree.path() + QStringLiteral("/nope")});
    EXPECT_EQ(missingRoot.exitCode, 2);
    EXPECT_TRUE(missingRoot.err.contains("does not exist"));

    const CliRun badPlatform = run({QStringLiteral("scan"), QStringLiteral("--sysroot"), m_tree.path(), QStringLiteral("--platform"),
                                 QStringLiteral("macos-arm64")});
    EXPECT_EQ(badPlatform.exitCode, 2);
}

TEST_F(CliTest, ScanJsonDescribesAPreparedTree)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.4"), QStringLiteral("12.4.131"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));

    const CliRun scan = run({QStringLiteral("scan"), QStringLiteral("--json"), QStringLiteral("--sysroot"), m_tree.path()});
    ASSERT_EQ(scan.exitCode, 0) << scan.err.toStdString();
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(scan.out, &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << scan.out.left(300).toStdString();

    EXPECT_EQ(report.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup/scan"));
    EXPECT_EQ(report.value(QStringLiteral("schemaVersion")).toInt(), 1);
    EXPECT_EQ(report.value(QStringLiteral("driver")).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("not-installed"));
    const QJsonArray toolkits = report.value(QStringLiteral("toolkits")).toArray();
    ASSERT_EQ(toolkits.size(), 1);
    EXPECT_EQ(toolkits[0].toObject().value(QStringLiteral("version")).toString(), QStringLiteral("12.4.1"));
    EXPECT_EQ(toolkits[0].toObject().value(QStringLiteral("nvccVersion")).toString(), QStringLiteral("12.4.131"));
    EXPECT_TRUE(toolkits[0].toObject().value(QStringLiteral("isDefault")).toBool());
    const QJsonArray copies = report.value(QStringLiteral("cudnnCopies")).toArray();
    ASSERT_EQ(copies.size(), 1);
    EXPECT_EQ(copies[0].toObject().value(QStringLiteral("version")).toString(), QStringLiteral("9.1.0"));
    EXPECT_EQ(copies[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("inside-toolkit"));
    EXPECT_FALSE(report.value(QStringLiteral("verdicts")).toArray().isEmpty());
}

TEST_F(CliTest, ScanTextIsReadableAndTheRunLeavesALog)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    const CliRun scan = run({QStringLiteral("scan"), QStringLiteral("--no-nvcc"), QStringLiteral("--sysroot"), m_tree.path()});
    ASSERT_EQ(scan.exitCode, 0) << scan.err.toStdString();
    EXPECT_TRUE(scan.out.contains("CUDA 12.4.1 at ")) << scan.out.toStdString();
    EXPECT_TRUE(scan.out.contains("No NVIDIA driver is installed"));

    // Root's logs go to the system's log folder, never into a HOME a user may have kept (sudo -E).
    const QString logDir = ::geteuid() == 0 ? QStringLiteral("/var/log/cudnn-setup")
                                            : m_home.path() + QStringLiteral("/.local/share/cudnn-setup/cudnn-setup/logs");
    QByteArray text;
    int ours = 0;
    for (const QString &name : QDir(logDir).entryList({QStringLiteral("cudnn-setup-*.log")}, QDir::Files)) {
        QFile log(logDir + u'/' + name);
        if (log.open(QIODevice::ReadOnly)) {
            const QByteArray content = log.readAll();
            if (content.contains(QFile::encodeName(m_tree.path()))) {
                text = content;
                ++ours;
            }
        }
    }
    ASSERT_EQ(ours, 1) << "one log of this run in " << logDir.toStdString();
    if (::geteuid() == 0) {
        EXPECT_FALSE(QFileInfo::exists(m_home.path() + QStringLiteral("/.local/share/cudnn-setup/cudnn-setup/logs")));
    }
    EXPECT_TRUE(text.contains("scan finished")) << text.toStdString();
    EXPECT_TRUE(text.contains("exit code 0"));
}

} // namespace

namespace {

// A lab mirror folder in NVIDIA's layout: redistrib_<label>.json beside cudnn/<platform>/<file>,
// declaring CUDA 12 and 13 but holding only the CUDA 12 archive. `manifestSha` replaces the true
// checksum when given; returns the true one. 9.19.0.56 by default: a release whose archives'
// checksums the program does not ship (resources/compat/nvidia-archive-checksums.json), so test
// bytes may stand in for NVIDIA's file.
QByteArray writeMirror(const QString &folder, const QByteArray &payload, const QByteArray &manifestSha = {},
                       const QString &version = QStringLiteral("9.19.0.56"))
{
    RedistFolderBuilder redist(folder, version);
    const QByteArray sha = redist.addArchive(QStringLiteral("linux-x86_64"), 12, payload, manifestSha).sha256;
    redist.declareCudaVariants({12, 13});
    redist.writeManifest();
    return sha;
}

class CliFetchTest : public CliTest
{
protected:
    void SetUp() override
    {
        CliTest::SetUp();
        ASSERT_TRUE(m_mirrorDir.isValid() && m_out.isValid());
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/.config"));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.path() + QStringLiteral("/.cache"));
    }
    QStringList fetchArguments(const QStringList &extra = {})
    {
        return QStringList{QStringLiteral("fetch"), QStringLiteral("--release"), QStringLiteral("9.19"), QStringLiteral("--cuda"),
                           QStringLiteral("12"), QStringLiteral("--platform"), QStringLiteral("linux-x86_64"), QStringLiteral("--mirror"),
                           m_mirrorDir.path(), QStringLiteral("--dest"), m_out.path(), QStringLiteral("--no-nvcc")}
            + extra;
    }
    QTemporaryDir m_mirrorDir;
    QTemporaryDir m_out;
};

TEST_F(CliFetchTest, RefusesToDownloadUntilTheLicenseIsAccepted)
{
    writeMirror(m_mirrorDir.path(), QByteArray(300000, 'c'));
    const CliRun refused = run(fetchArguments());
    EXPECT_EQ(refused.exitCode, 3) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("cudnn/LICENSE.txt")) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("--accept-license"));
    EXPECT_TRUE(QDir(m_out.path()).isEmpty());
}

TEST_F(CliFetchTest, FetchesAndVerifiesFromAMirrorFolderThenReusesTheCache)
{
    const QByteArray payload(2 * 1024 * 1024 + 17, 'x');
    const QByteArray sha = writeMirror(m_mirrorDir.path(), payload);

    const CliRun first = run(fetchArguments({QStringLiteral("--accept-license"), QStringLiteral("--json")}));
    ASSERT_EQ(first.exitCode, 0) << first.err.toStdString();
    const QJsonObject result = QJsonDocument::fromJson(first.out).object();
    EXPECT_EQ(result.value(QStringLiteral("sha256")).toString().toLatin1(), sha);
    EXPECT_EQ(result.value(QStringLiteral("release")).toString(), QStringLiteral("9.19.0.56"));
    EXPECT_EQ(result.value(QStringLiteral("cudaMajor")).toInt(), 12);
    EXPECT_FALSE(result.value(QStringLiteral("reused")).toBool());
    const QString copied = m_out.path() + QStringLiteral("/cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz");
    EXPECT_EQ(result.value(QStringLiteral("path")).toString(), copied);
    QFile file(copied);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), payload);

    // The license is remembered; the verified archive in the cache is reused.
    const CliRun second = run(fetchArguments({QStringLiteral("--json")}));
    ASSERT_EQ(second.exitCode, 0) << second.err.toStdString();
    EXPECT_TRUE(QJsonDocument::fromJson(second.out).object().value(QStringLiteral("reused")).toBool());
}

TEST_F(CliFetchTest, AChecksumMismatchFailsAndLeavesNoArchive)
{
    writeMirror(m_mirrorDir.path(), QByteArray(100000, 'y'), QByteArray(64, 'a'));
    const CliRun bad = run(fetchArguments({QStringLiteral("--accept-license")}));
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_FALSE(bad.err.isEmpty());
    EXPECT_TRUE(QDir(m_out.path()).isEmpty());
    const QString cached = m_home.path() + QStringLiteral("/.cache/cudnn-setup/cudnn-setup/archives/cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz");
    EXPECT_FALSE(QFile::exists(cached));
}

// A mirror whose manifest gives a file NVIDIA published (cuDNN 9.20.0.48 for CUDA 12) another
// checksum: refused before anything is downloaded, NVIDIA's checksum named; with a release the
// program knows no checksum of, the same kind of mirror is taken and said to be the mirror's.
TEST_F(CliFetchTest, AMirrorThatDisagreesWithNvidiasPublishedChecksumIsRefused)
{
    writeMirror(m_mirrorDir.path(), QByteArray(100000, 'z'), {}, QStringLiteral("9.20.0.48"));
    QStringList arguments = fetchArguments({QStringLiteral("--accept-license")});
    arguments[arguments.indexOf(QStringLiteral("9.19"))] = QStringLiteral("9.20");
    const CliRun refused = run(arguments);
    EXPECT_EQ(refused.exitCode, 1) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("NVIDIA published c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92"))
        << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("it was not downloaded")) << refused.err.toStdString();
    EXPECT_TRUE(QDir(m_out.path()).isEmpty());
    EXPECT_FALSE(QFileInfo::exists(m_home.path() + QStringLiteral("/.cache/cudnn-setup/cudnn-setup/archives/"
                                                                  "cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz.part")));

    QDir(m_mirrorDir.path()).removeRecursively();
    QDir().mkpath(m_mirrorDir.path());
    writeMirror(m_mirrorDir.path(), QByteArray(100000, 'z'));
    const CliRun taken = run(fetchArguments({QStringLiteral("--accept-license"), QStringLiteral("--json")}));
    ASSERT_EQ(taken.exitCode, 0) << taken.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(taken.out).object().value(QStringLiteral("checksumFrom")).toString(), QStringLiteral("mirror"));
}

TEST_F(CliFetchTest, ListsReleasesForThisMachine)
{
    const CliRun releases = run({QStringLiteral("releases"), QStringLiteral("--json"), QStringLiteral("--sysroot"), m_tree.path(),
                                 QStringLiteral("--no-nvcc")});
    ASSERT_EQ(releases.exitCode, 0) << releases.err.toStdString();
    const QJsonArray list = QJsonDocument::fromJson(releases.out).object().value(QStringLiteral("releases")).toArray();
    ASSERT_FALSE(list.isEmpty());
    EXPECT_TRUE(list.first().toObject().value(QStringLiteral("archive")).toString().startsWith(QStringLiteral("cudnn-linux-x86_64-")));
}

} // namespace
