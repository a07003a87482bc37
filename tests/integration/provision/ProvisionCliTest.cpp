// `cudnn-setup provision` end to end through the real binary as a child process, against
// docs/provision.md and docs/answer-file.md: a temporary CUDA root, HOME and --state-dir, always
// user scope, no display, no terminal. A local archive and a mirror on 127.0.0.1; the second run
// a no-op; an upgrade; a fault half-way rolled back; invalid answers, no licence, no toolkit;
// a broken copy failing verification; a dry run; flags over the answer file; and, where the
// machine has it, the real cuDNN verified without a GPU.
#include "integration/provision/ProvisionCliSupport.h"

#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/archives/SmallCudaRedist.h"
#include "fixtures/http_server/HttpServerFixture.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSysInfo>

#include <archive.h>
#include <archive_entry.h>

using namespace cudnnsetup::testing;

namespace {

const QString kOld = QStringLiteral("9.20.0.48");
// What the lab mirror serves: a release whose archives' checksums the program does not ship
// (resources/compat/nvidia-archive-checksums.json), so test bytes may stand in for NVIDIA's file.
const QString kMirrored = QStringLiteral("9.19.0.56");
const QString kNew = QStringLiteral("9.25.0.15");   // in the built-in catalogue (resources/compat/compat.json)

QString key(const char *name) { return QString::fromLatin1(name); }

class ProvisionCli : public ProvisionCliTest
{
protected:
    void SetUp() override
    {
        ProvisionCliTest::SetUp();
        if (HasFatalFailure())
            return;
        m_archive = ArchiveBuilder::cudnnLinuxTarball(archives(), kOld, 12);
    }

    // The files the 9.x fixture archive puts into the toolkit, as lib64/... and include/...
    static QStringList installedNames(const QString &version)
    {
        QStringList names;
        for (const ArchiveEntry &entry : ArchiveBuilder::cudnnLinuxEntries(version, 12)) {
            if (entry.kind != ArchiveEntry::Kind::File && entry.kind != ArchiveEntry::Kind::Symlink)
                continue;
            const QString folder = entry.path.section(u'/', 1, 1);
            if (folder == QLatin1String("lib"))
                names.append(QStringLiteral("lib64/") + entry.path.section(u'/', -1));
            else if (folder == QLatin1String("include"))
                names.append(QStringLiteral("include/") + entry.path.section(u'/', -1));
        }
        return names;
    }

    // The toolkit holds exactly `version`'s cuDNN: every file and link of the archive, the
    // unversioned and .so.9 links pointing at this version, no library of another version.
    void expectToolkitHolds(const QString &version) const
    {
        const QString shortVersion = sharedVersion(version);
        for (const QString &name : installedNames(version))
            EXPECT_TRUE(QFileInfo(cuda() + u'/' + name).isSymLink() || QFileInfo(cuda() + u'/' + name).isFile())
                << name << " is missing:\n" << TreeSnapshot::take(cuda()).listing();
        for (const QString &library : ArchiveBuilder::subLibraries(9)) {
            const QString real = QStringLiteral("lib%1.so.%2").arg(library, shortVersion);
            EXPECT_EQ(readFile(cuda() + QStringLiteral("/lib64/") + real), QByteArray("\x7f" "ELF fake ") + real.toUtf8() + '\n');
            EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/lib%1.so.9").arg(library)), real);
            EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/lib%1.so").arg(library)), QStringLiteral("lib%1.so.9").arg(library));
        }
        EXPECT_TRUE(readFile(cuda() + QStringLiteral("/include/cudnn_version.h"))
                        .contains("#define CUDNN_MINOR " + version.section(u'.', 1, 1).toUtf8() + '\n'));
        for (const QString &name : lib64Names()) {
            if (name.startsWith(QLatin1String("libcudnn")) && QRegularExpression(QStringLiteral(R"(\.so\.9\.\d+\.\d+$)")).match(name).hasMatch()) {
                EXPECT_TRUE(name.endsWith(u'.' + shortVersion)) << "a library of another release remains: " << name;
            }
        }
    }

    QString m_archive;
};

// ---- 1. the local archive, the report and the log ----------------------------------------------

TEST_F(ProvisionCli, UnattendedInstallFromALocalArchiveWritesTheReportAndTheLog)
{
    const QString answers = writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive));
    QJsonObject printed;
    const CliRun result = provisionJson(answers, {QStringLiteral("--report"), reportFile()}, &printed);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    ASSERT_FALSE(result.killed());

    // The files are really there.
    expectToolkitHolds(kOld);
    EXPECT_TRUE(readFile(cuda() + QStringLiteral("/include/cuda.h")).contains("the toolkit's cuda.h"));
    EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/libcudart.so.12")), QStringLiteral("libcudart.so.12.8.90"));

    // The report file and the printed report say the same.
    ASSERT_TRUE(QFileInfo::exists(reportFile())) << result.describe();
    const QJsonObject written = readJsonFile(reportFile());
    QJsonObject a = written, b = printed;
    a.remove(key("durationSeconds"));
    b.remove(key("durationSeconds"));
    EXPECT_EQ(a, b) << "--report and --json differ:\n--- file:\n" << QJsonDocument(written).toJson().toStdString()
                    << "\n--- stdout:\n" << result.out.toStdString();

    const QJsonObject &report = written;
    EXPECT_EQ(report.value(key("schema")).toString(), QStringLiteral("cudnn-setup-provision/1"));
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 0);
    EXPECT_TRUE(report.value(key("reasons")).isArray());
    EXPECT_TRUE(report.value(key("reasons")).toArray().isEmpty()) << QJsonDocument(report).toJson().toStdString();
    EXPECT_FALSE(report.value(key("dryRun")).toBool(true));
    EXPECT_FALSE(report.value(key("message")).toString().isEmpty());
    ASSERT_TRUE(report.value(key("durationSeconds")).isDouble());
    EXPECT_GE(report.value(key("durationSeconds")).toDouble(), 0.0);
    EXPECT_LT(report.value(key("durationSeconds")).toDouble(), 120.0);
    EXPECT_TRUE(QDateTime::fromString(report.value(key("startedAt")).toString(), Qt::ISODate).isValid())
        << report.value(key("startedAt")).toString();

    const QJsonObject machine = report.value(key("machine")).toObject();
    EXPECT_EQ(machine.value(key("hostName")).toString(), QSysInfo::machineHostName());
    EXPECT_EQ(machine.value(key("platform")).toString(), QStringLiteral("linux-x86_64"));

    const QJsonObject archive = report.value(key("archive")).toObject();
    EXPECT_EQ(archive.value(key("sha256")).toString().toLatin1(), sha256OfFile(m_archive));
    EXPECT_EQ(archive.value(key("file")).toString(), m_archive);
    EXPECT_EQ(archive.value(key("release")).toString(), kOld);
    EXPECT_EQ(archive.value(key("cudaMajor")).toInt(), 12);
    EXPECT_EQ(archive.value(key("platform")).toString(), QStringLiteral("linux-x86_64"));
    EXPECT_FALSE(archive.value(key("downloaded")).toBool(true)) << "a local archive is not downloaded";

    const QJsonObject installed = report.value(key("installed")).toObject();
    EXPECT_EQ(installed.value(key("release")).toString(), kOld);
    EXPECT_EQ(installed.value(key("cudaMajor")).toInt(), 12);
    EXPECT_EQ(installed.value(key("layout")).toString(), QStringLiteral("toolkit"));
    EXPECT_EQ(installed.value(key("scope")).toString(), QStringLiteral("user"));
    EXPECT_EQ(installed.value(key("root")).toString(), cuda());
    EXPECT_EQ(installed.value(key("libraryFolder")).toString(), cuda() + QStringLiteral("/lib64"));
    EXPECT_EQ(installed.value(key("includeFolder")).toString(), cuda() + QStringLiteral("/include"));
    EXPECT_GE(installed.value(key("filesWritten")).toInt(), installedNames(kOld).size() - 16)
        << "links may be counted apart, files not";
    EXPECT_EQ(installed.value(key("filesRemoved")).toInt(-1), 0);

    EXPECT_TRUE(report.value(key("verification")).isNull()) << "check.verify = no";
    EXPECT_TRUE(report.value(key("benchmark")).isNull()) << "no benchmark was asked for";
    EXPECT_TRUE(report.value(key("details")).isObject());

    // One install record, the one the report names.
    const QJsonArray records = installRecords();
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records[0].toObject().value(key("id")).toString(), installed.value(key("record")).toString());
    EXPECT_EQ(records[0].toObject().value(key("state")).toString(), QStringLiteral("installed"));
    EXPECT_EQ(records[0].toObject().value(key("details")).toObject().value(key("version")).toString(), kOld);

    // The log the report names exists and holds this run; so does the one output.log asked for.
    const QString log = report.value(key("log")).toString();
    ASSERT_FALSE(log.isEmpty());
    ASSERT_TRUE(QFileInfo(log).isFile()) << log;
    EXPECT_TRUE(readFile(log).contains(kOld.toUtf8())) << readFile(log).toStdString();
    ASSERT_TRUE(QFileInfo(logFile()).isFile()) << "output.log = " << logFile();
    EXPECT_TRUE(readFile(logFile()).contains(kOld.toUtf8())) << readFile(logFile()).toStdString();
}

// ---- 2. a lab mirror on 127.0.0.1 -------------------------------------------------------------

class ProvisionFromMirror : public ProvisionCli
{
protected:
    void SetUp() override
    {
        ProvisionCli::SetUp();
        if (HasFatalFailure())
            return;
        m_mirror = path(QStringLiteral("mirror"));
        // Large enough that a second download could not hide among the small manifest requests.
        RedistFolderBuilder redist(m_mirror, kMirrored);
        const QString archive = redist.archivePath(QStringLiteral("linux-x86_64"), 12);
        ArchiveBuilder::write(archive, ArchiveFormat::TarXz,
                              ArchiveBuilder::cudnnLinuxEntries(kMirrored, 12, QStringLiteral("linux-x86_64"), 96 * 1024));
        // The generated bodies replace the fake ELF text; keep the archive installable all the same.
        const RedistArchiveFile listed = redist.addExistingArchive(QStringLiteral("linux-x86_64"), 12, archive);
        m_archiveBytes = listed.size;
        m_sha = listed.sha256;
        redist.writeLicense("LICENSE AGREEMENT FOR NVIDIA SOFTWARE (test copy)\n");
        redist.writeManifest();
        m_server = std::make_unique<HttpServerFixture>(m_mirror);
        ASSERT_TRUE(m_server->isRunning()) << m_server->errorString();
    }

    Answers mirrorAnswers() const
    {
        Answers answers;
        answers.set(QStringLiteral("license"), QStringLiteral("accept-cudnn-license"), QStringLiteral("yes"))
            .set(QStringLiteral("source"), QStringLiteral("from"), QStringLiteral("mirror"))
            .set(QStringLiteral("source"), QStringLiteral("mirror"), QStringLiteral("http://127.0.0.1:%1/").arg(m_server->port()))
            .set(QStringLiteral("source"), QStringLiteral("allow-insecure-mirror"), QStringLiteral("true"))
            .set(QStringLiteral("source"), QStringLiteral("cache"), cache())
            .set(QStringLiteral("release"), QStringLiteral("cudnn"), QStringLiteral("9.19"))
            .set(QStringLiteral("release"), QStringLiteral("cuda"), QStringLiteral("12"))
            .set(QStringLiteral("install"), QStringLiteral("cuda-root"), cuda())
            .set(QStringLiteral("install"), QStringLiteral("layout"), QStringLiteral("toolkit"))
            .set(QStringLiteral("install"), QStringLiteral("scope"), QStringLiteral("user"))
            .set(QStringLiteral("check"), QStringLiteral("verify"), QStringLiteral("no"))
            .set(QStringLiteral("output"), QStringLiteral("report"), reportFile());
        return answers;
    }

    QString cache() const { return path(QStringLiteral("cache")); }

    QString m_mirror;
    qint64 m_archiveBytes = 0;
    QByteArray m_sha;
    std::unique_ptr<HttpServerFixture> m_server;
};

TEST_F(ProvisionFromMirror, DownloadsFromTheMirrorIntoTheCacheInstallsAndThenReusesTheCache)
{
    const QString answers = writeAnswers(QStringLiteral("mirror.ini"), mirrorAnswers());
    QJsonObject report;
    const CliRun result = provisionJson(answers, {}, &report);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 0);
    EXPECT_EQ(readJsonFile(reportFile()).value(key("result")).toString(), QStringLiteral("installed")) << "output.report";

    const QJsonObject archive = report.value(key("archive")).toObject();
    EXPECT_EQ(archive.value(key("release")).toString(), kMirrored);
    EXPECT_EQ(archive.value(key("cudaMajor")).toInt(), 12);
    EXPECT_EQ(archive.value(key("sha256")).toString().toLatin1(), m_sha);
    EXPECT_EQ(archive.value(key("checksumFrom")).toString(), QStringLiteral("mirror"));
    EXPECT_TRUE(result.err.contains("not against NVIDIA's own checksum")) << result.describe();
    EXPECT_TRUE(archive.value(key("downloaded")).toBool()) << QJsonDocument(archive).toJson().toStdString();
    EXPECT_TRUE(archive.value(key("from")).toString().startsWith(QStringLiteral("http://127.0.0.1:%1").arg(m_server->port())))
        << archive.value(key("from")).toString();
    const QString file = archive.value(key("file")).toString();
    EXPECT_TRUE(file.startsWith(cache() + u'/')) << file << " is not in the cache folder " << cache();
    EXPECT_EQ(sha256OfFile(file), m_sha) << "the cached archive: " << file;
    EXPECT_GE(m_server->bodyBytesServed(), m_archiveBytes) << "the archive came from the mirror";

    // Installed: the generated libraries of the mirror's archive, and the links to them.
    const QString real = cuda() + QStringLiteral("/lib64/libcudnn_ops.so.9.19.0");
    EXPECT_EQ(QFileInfo(real).size(), 96 * 1024);
    EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/libcudnn.so.9")), QStringLiteral("libcudnn.so.9.19.0"));
    EXPECT_EQ(report.value(key("installed")).toObject().value(key("root")).toString(), cuda());
    EXPECT_EQ(installRecords().size(), 1);

    // Again: already done, from the verified cache, without fetching the archive a second time.
    const World once = world();
    m_server->resetStats();
    QJsonObject again;
    const CliRun second = provisionJson(answers, {}, &again);
    ASSERT_EQ(second.exitCode, 0) << second.describe();
    EXPECT_EQ(again.value(key("result")).toString(), QStringLiteral("already-done")) << second.describe();
    EXPECT_LT(m_server->bodyBytesServed(), m_archiveBytes / 2) << "the archive was downloaded again";
    expectWorld(once, "after the second run from the mirror");
    EXPECT_EQ(installRecords().size(), 1);
}

// The mirror also lists a release newer than the program's compatibility data: named in the
// answers, provisioning finds it in the mirror's listing, installs it and says that the data
// predates it (without the listing it would be "not a release this wizard knows").
TEST_F(ProvisionFromMirror, AReleaseOnlyTheMirrorListsCanBeNamedAndIsInstalled)
{
    const QString newest = QStringLiteral("9.90.0.7");
    RedistFolderBuilder redist(m_mirror, newest, QStringLiteral("9.90.0"));
    const QString file = redist.archivePath(QStringLiteral("linux-x86_64"), 12);
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, ArchiveBuilder::cudnnLinuxEntries(newest, 12, QStringLiteral("linux-x86_64"), 8 * 1024));
    redist.addExistingArchive(QStringLiteral("linux-x86_64"), 12, file);
    redist.writeManifest();
    Answers answers = mirrorAnswers();
    answers.set(QStringLiteral("release"), QStringLiteral("cudnn"), QStringLiteral("9.90"));
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("newer.ini"), answers), {}, &report);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_EQ(report.value(key("archive")).toObject().value(key("release")).toString(), newest);
    EXPECT_TRUE(result.err.contains("Newer than the wizard's compatibility data")) << result.describe();
    EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/libcudnn.so.9")), QStringLiteral("libcudnn.so.9.90.0"));
}

// A plain http:// mirror without allow-insecure-mirror: refused before anything runs, with the
// line that would allow it named; nothing is fetched or installed. The flag allows it too.
TEST_F(ProvisionFromMirror, APlainHttpMirrorNeedsConsentInTheAnswersOrOnTheCommandLine)
{
    Answers answers = mirrorAnswers();
    answers.remove(QStringLiteral("source"), QStringLiteral("allow-insecure-mirror"));
    m_server->resetStats();
    const World before = world();
    const CliRun refused = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("plain.ini"), answers)});
    EXPECT_EQ(refused.exitCode, 2) << refused.describe();
    EXPECT_TRUE(refused.err.contains("allow-insecure-mirror = true") && refused.err.contains("not encrypted")) << refused.describe();
    EXPECT_EQ(m_server->requestsServed(), 0) << "the mirror was asked before the choices were checked";
    expectWorld(before, "after the refused plain-http mirror");

    const CliRun allowed = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("plain.ini"), answers),
                                      QStringLiteral("--allow-insecure-mirror"), QStringLiteral("--dry-run")});
    EXPECT_EQ(allowed.exitCode, 0) << allowed.describe();
    EXPECT_GT(m_server->requestsServed(), 0) << allowed.describe();
}

// No toolkit where cuDNN is to go, the CUDA pieces from the mirror's cuda/ folder: the dry run
// names the release and the address it would download them from, and downloads none of them.
TEST_F(ProvisionFromMirror, ADryRunNamesTheCudaPiecesItWouldDownloadAndFetchesNone)
{
    const QString root = path(QStringLiteral("lab/cuda-12.8"));
    const QString from = QStringLiteral("http://127.0.0.1:%1/cuda/").arg(m_server->port());
    Answers answers = mirrorAnswers();
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-root"), root)
        .set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("runtime"))
        .set(QStringLiteral("install"), QStringLiteral("cuda-from"), from)
        .set(QStringLiteral("install"), QStringLiteral("cuda-release"), QStringLiteral("12.8.1"));
    const World before = world();
    const CliRun dry = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("dry-cuda.ini"), answers),
                                  QStringLiteral("--dry-run")});
    ASSERT_EQ(dry.exitCode, 0) << dry.describe();
    EXPECT_TRUE(dry.out.contains(QStringLiteral("Download the CUDA 12.8.1 pieces (runtime) from %1").arg(from).toUtf8()))
        << dry.describe();
    EXPECT_FALSE(QFileInfo::exists(root));
    EXPECT_TRUE(QDir(cache()).entryList({QStringLiteral("cuda_*"), QStringLiteral("libcublas*")}, QDir::Files).isEmpty());
    expectWorld(before, "after the dry run");
}

TEST_F(ProvisionFromMirror, WithoutTheLicenceNothingIsDownloadedOrInstalledAndItExits2)
{
    const World before = world();
    Answers answers = mirrorAnswers();
    answers.set(QStringLiteral("license"), QStringLiteral("accept-cudnn-license"), QStringLiteral("no"));
    const CliRun refused = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("no-licence.ini"), answers)});
    EXPECT_EQ(refused.exitCode, 2) << refused.describe();
    EXPECT_TRUE((refused.out + refused.err).toLower().contains("licen")) << "the licence is named:\n" << refused.describe();
    EXPECT_EQ(m_server->requestsServed(), 0) << "the mirror was asked for something";
    EXPECT_EQ(m_server->bodyBytesServed(), 0);
    EXPECT_TRUE(TreeSnapshot::take(cache()).files().isEmpty()) << TreeSnapshot::take(cache()).listing();
    expectWorld(before, "without the licence");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');

    // Not accepted at all (the default) is the same; a report, when written, says "invalid".
    answers.remove(QStringLiteral("license"), QStringLiteral("accept-cudnn-license"));
    QJsonObject report;
    const CliRun silent = provisionJson(writeAnswers(QStringLiteral("no-licence-line.ini"), answers), {}, &report);
    EXPECT_EQ(silent.exitCode, 2) << silent.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("invalid")) << silent.describe();
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 2);
    EXPECT_FALSE(report.value(key("reasons")).toArray().isEmpty());
    EXPECT_TRUE(report.value(key("installed")).isNull());
    EXPECT_EQ(m_server->requestsServed(), 0);
    expectWorld(before, "without a licence line");
    EXPECT_TRUE(installRecords().isEmpty());
}

// ---- 3. the second run -----------------------------------------------------------------------

TEST_F(ProvisionCli, ASecondRunIsAlreadyDoneAndChangesNothing)
{
    const QString answers = writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive));
    const CliRun first = provision({QStringLiteral("--answer-file"), answers});
    ASSERT_EQ(first.exitCode, 0) << first.describe();
    ASSERT_EQ(installRecords().size(), 1);
    EXPECT_EQ(readFile(home() + QStringLiteral("/.profile")).count("# added by cudnn-setup"), 1) << readFile(home() + QStringLiteral("/.profile")).toStdString();

    const World once = world();
    QJsonObject report;
    const CliRun second = provisionJson(answers, {QStringLiteral("--report"), reportFile()}, &report);
    ASSERT_EQ(second.exitCode, 0) << second.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("already-done")) << second.describe();
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 0);
    EXPECT_FALSE(report.value(key("message")).toString().isEmpty());
    EXPECT_EQ(readJsonFile(reportFile()).value(key("result")).toString(), QStringLiteral("already-done"));
    expectWorld(once, "after the second run (times included in the CUDA root)");
    EXPECT_EQ(readFile(home() + QStringLiteral("/.profile")).count("# added by cudnn-setup"), 1) << "one profile line";
    const QJsonArray records = installRecords();
    EXPECT_EQ(records.size(), 1) << "a new install record for a run that changed nothing";
}

// ---- 4. an upgrade ---------------------------------------------------------------------------

TEST_F(ProvisionCli, AnUpgradeReplacesTheOlderReleaseWithNoStaleLibraries)
{
    ASSERT_EQ(provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("old.ini"), archiveAnswers(m_archive))}).exitCode, 0);
    expectToolkitHolds(kOld);
    const QJsonArray before = installRecords();
    ASSERT_EQ(before.size(), 1);

    const QString newer = ArchiveBuilder::cudnnLinuxTarball(archives(), kNew, 12);
    QJsonObject report;
    const CliRun upgrade = provisionJson(writeAnswers(QStringLiteral("new.ini"), archiveAnswers(newer)), {}, &report);
    ASSERT_EQ(upgrade.exitCode, 0) << upgrade.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    const QJsonObject installed = report.value(key("installed")).toObject();
    EXPECT_EQ(installed.value(key("release")).toString(), kNew);
    EXPECT_GE(installed.value(key("filesRemoved")).toInt(), ArchiveBuilder::subLibraries(9).size())
        << "the 9.20 libraries are removed:\n" << QJsonDocument(installed).toJson().toStdString();

    expectToolkitHolds(kNew);
    for (const QString &name : lib64Names())
        EXPECT_FALSE(name.contains(QLatin1String("9.20"))) << "stale 9.20 file: lib64/" << name;
    EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/libcudnn.so.9")), QStringLiteral("libcudnn.so.9.25.0"));
    EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/libcudart.so.12")), QStringLiteral("libcudart.so.12.8.90")) << "the toolkit's own";

    const QJsonArray after = installRecords();
    ASSERT_EQ(after.size(), 2) << "one new record";
    int newRecords = 0;
    for (const QJsonValue &record : after) {
        if (record.toObject().value(key("id")) == before[0].toObject().value(key("id")))
            continue;
        ++newRecords;
        EXPECT_EQ(record.toObject().value(key("details")).toObject().value(key("version")).toString(), kNew);
        EXPECT_EQ(record.toObject().value(key("id")).toString(), installed.value(key("record")).toString());
    }
    EXPECT_EQ(newRecords, 1);
}

// ---- 5. a failure half-way -------------------------------------------------------------------

QProcessEnvironment failAt(int n)
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("CUDNN_SETUP_TEST_FAIL_AT"), QString::number(n));
    return environment;
}

TEST_F(ProvisionCli, AFailureHalfWayIsRolledBackAndExits1)
{
    const World before = world();
    QJsonObject report;
    const CliRun failed = provisionJson(writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive)),
                                        {QStringLiteral("--report"), reportFile()}, &report, failAt(5));
    EXPECT_FALSE(failed.killed()) << failed.describe();
    EXPECT_EQ(failed.exitCode, 1) << failed.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("failed")) << failed.describe();
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 1);
    EXPECT_FALSE(report.value(key("reasons")).toArray().isEmpty()) << failed.describe();
    EXPECT_TRUE(strings(report.value(key("reasons"))).join(u'\n').contains(QLatin1String("CUDNN_SETUP_TEST_FAIL_AT"))
                || (failed.out + failed.err).contains("CUDNN_SETUP_TEST_FAIL_AT"))
        << "the injected error is reported:\n" << failed.describe();
    EXPECT_EQ(readJsonFile(reportFile()).value(key("result")).toString(), QStringLiteral("failed"));
    expectWorld(before, "after the rolled-back run");
    for (const QJsonValue &record : installRecords())
        EXPECT_NE(record.toObject().value(key("state")).toString(), QStringLiteral("installed")) << "a record says installed";
}

TEST_F(ProvisionCli, AFailedUpgradeIsRolledBackToTheOlderRelease)
{
    ASSERT_EQ(provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("old.ini"), archiveAnswers(m_archive))}).exitCode, 0);
    const World before = world();
    const QString newer = ArchiveBuilder::cudnnLinuxTarball(archives(), kNew, 12);
    QJsonObject report;
    const CliRun failed = provisionJson(writeAnswers(QStringLiteral("new.ini"), archiveAnswers(newer)), {}, &report, failAt(5));
    EXPECT_EQ(failed.exitCode, 1) << failed.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("failed"));
    EXPECT_FALSE(report.value(key("reasons")).toArray().isEmpty());
    expectWorld(before, "after the rolled-back upgrade");
    expectToolkitHolds(kOld);
    int installedRecords = 0;
    for (const QJsonValue &record : installRecords())
        installedRecords += record.toObject().value(key("state")).toString() == QLatin1String("installed");
    EXPECT_EQ(installedRecords, 1) << "only the 9.20 install";
}

// ---- 6. no display, no terminal --------------------------------------------------------------

TEST_F(ProvisionCli, RunsWithoutADisplayATerminalOrStandardInput)
{
    // The shell proves the child's conditions, then runs cudnn-setup with stdin closed and,
    // through setsid, without a controlling terminal.
    const QString script = QStringLiteral(
        "if [ -n \"${DISPLAY+x}${WAYLAND_DISPLAY+x}${QT_QPA_PLATFORM+x}\" ]; then echo 'a display variable is set' >&2; exit 97; fi\n"
        "if [ -t 0 ] || [ -t 1 ] || [ -t 2 ]; then echo 'a terminal is attached' >&2; exit 98; fi\n"
        "if [ -x /usr/bin/setsid ]; then exec /usr/bin/setsid -w \"$0\" \"$@\" 0<&-; fi\n"
        "exec \"$0\" \"$@\" 0<&-\n");
    const World before = world();
    const CliRun result = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive)),
                                     QStringLiteral("--report"), reportFile()},
                                    {}, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), script});
    ASSERT_NE(result.exitCode, 97) << result.describe();
    ASSERT_NE(result.exitCode, 98) << result.describe();
    ASSERT_EQ(result.exitCode, 0) << "headless, stdin closed:\n" << result.describe();
    EXPECT_EQ(readJsonFile(reportFile()).value(key("result")).toString(), QStringLiteral("installed"));
    expectToolkitHolds(kOld);
    EXPECT_FALSE(TreeSnapshot::take(cuda()).differences(before.cuda).isEmpty());
}

// ---- 7. invalid answers ----------------------------------------------------------------------

TEST_F(ProvisionCli, EveryAnswerFileMistakeIsNamedByFileAndLineAndNothingIsDone)
{
    const World before = world();
    const QByteArray text = "[license]\n"                                                   // 1
                            "accept-cudnn-license = maybe\n"                                // 2
                            "[source]\n"                                                    // 3
                            "from = archive\n"                                              // 4
                            "archive = relative/cudnn.tar.xz\n"                             // 5
                            "[install]\n"                                                   // 6
                            "cuda-root = " + cuda().toUtf8() + "\n"                         // 7
                            "layout = sideways\n"                                           // 8
                            "scope = user\n"                                                // 9
                            "colour = blue\n"                                               // 10
                            "[check]\n"                                                     // 11
                            "verify = perhaps\n"                                            // 12
                            "verify = no\n"                                                 // 13
                            "[extras]\n"                                                    // 14
                            "x = 1\n";                                                      // 15
    const QString answers = writeAnswerText(QStringLiteral("answers-with-mistakes.ini"), text);
    const CliRun invalid = provision({QStringLiteral("--answer-file"), answers, QStringLiteral("--report"), reportFile()});
    EXPECT_EQ(invalid.exitCode, 2) << invalid.describe();
    const QString err = QString::fromUtf8(invalid.err);
    const QList<QPair<int, QString>> mistakes{{2, QStringLiteral("license.accept-cudnn-license")}, {5, QStringLiteral("source.archive")},
                                              {8, QStringLiteral("install.layout")}, {10, QStringLiteral("install.colour")},
                                              {12, QStringLiteral("check.verify")}, {13, QStringLiteral("check.verify")},
                                              {14, QStringLiteral("extras")}};
    for (const auto &[line, name] : mistakes) {
        // FILE:LINE: key: message — FILE as given or its name alone.
        const QRegularExpression expected(QStringLiteral("(^|[\\s/])answers-with-mistakes\\.ini:%1: %2: \\S")
                                              .arg(line).arg(QRegularExpression::escape(name)),
                                          QRegularExpression::MultilineOption);
        EXPECT_TRUE(expected.match(err).hasMatch()) << "no \"answers-with-mistakes.ini:" << line << ": " << name
                                                     << ": ...\" on stderr:\n" << invalid.describe();
    }
    EXPECT_TRUE(err.contains(answers + QStringLiteral(":2: ")) || err.contains(QStringLiteral("answers-with-mistakes.ini:2: ")));
    expectWorld(before, "after invalid answers");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');
    if (QFileInfo::exists(reportFile())) {
        const QJsonObject report = readJsonFile(reportFile());
        EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("invalid"));
        EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 2);
        EXPECT_TRUE(report.value(key("archive")).isNull()) << "archive is null before the answers are valid";
    }

    // A mistake in the flags is the same kind of mistake.
    const CliRun badFlag = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive)),
                                      QStringLiteral("--layout"), QStringLiteral("sideways")});
    EXPECT_EQ(badFlag.exitCode, 2) << badFlag.describe();
    // A combination that only fails once flags and file are merged: --target with layout toolkit.
    const CliRun conflict = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive)),
                                       QStringLiteral("--target"), path(QStringLiteral("sbs"))});
    EXPECT_EQ(conflict.exitCode, 2) << conflict.describe();
    expectWorld(before, "after invalid flags");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("sbs"))));
}

// ---- 8. nothing to install into --------------------------------------------------------------

TEST_F(ProvisionCli, AMissingCudaToolkitCannotRunAndExits3)
{
    const World before = world();
    const QString missing = path(QStringLiteral("no-such-cuda"));
    Answers answers = archiveAnswers(m_archive);
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-root"), missing);
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("no-toolkit.ini"), answers), {}, &report);
    EXPECT_EQ(result.exitCode, 3) << result.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("cannot-run")) << result.describe();
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 3);
    const QStringList reasons = strings(report.value(key("reasons")));
    ASSERT_FALSE(reasons.isEmpty()) << result.describe();
    EXPECT_TRUE(reasons.join(u'\n').contains(missing)) << "the reasons name the missing toolkit:\n" << reasons.join(u'\n');
    EXPECT_TRUE(report.value(key("installed")).isNull());
    EXPECT_FALSE(QFileInfo::exists(missing)) << "the missing toolkit was created";
    expectWorld(before, "when it cannot run");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');
}

// ---- 9. a copy that does not verify ----------------------------------------------------------

TEST_F(ProvisionCli, AnInstalledCopyThatCannotLoadFailsVerificationWithExit4AndStaysInstalled)
{
    if (!probeAvailable())
        GTEST_SKIP() << "no cudnn-probe beside " << CUDNN_SETUP_BINARY << " (a build without the CUDA Toolkit)";
    Answers answers = archiveAnswers(m_archive);
    answers.set(QStringLiteral("check"), QStringLiteral("verify"), QStringLiteral("yes"));
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("verify.ini"), answers), {}, &report, {}, 120000);
    EXPECT_EQ(result.exitCode, 4) << result.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("verification-failed")) << result.describe();
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 4);
    ASSERT_TRUE(report.value(key("verification")).isObject()) << QJsonDocument(report).toJson().toStdString();
    const QString verdict = report.value(key("verification")).toObject().value(key("verdict")).toString();
    EXPECT_FALSE(verdict.isEmpty());
    EXPECT_NE(verdict, QStringLiteral("works"));
    EXPECT_NE(verdict, QStringLiteral("ready-no-gpu"));
    EXPECT_FALSE(report.value(key("findings")).toArray().isEmpty() && report.value(key("reasons")).toArray().isEmpty())
        << "the report says why";
    // Installed all the same: the files and the record stay.
    expectToolkitHolds(kOld);
    EXPECT_EQ(report.value(key("installed")).toObject().value(key("root")).toString(), cuda());
    const QJsonArray records = installRecords();
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records[0].toObject().value(key("state")).toString(), QStringLiteral("installed"));
}

// ---- 10. dry run -----------------------------------------------------------------------------

TEST_F(ProvisionCli, DryRunPrintsThePlanAndChangesNothing)
{
    const World before = world();
    const QString answers = writeAnswers(QStringLiteral("lab.ini"), archiveAnswers(m_archive));
    const CliRun text = provision({QStringLiteral("--answer-file"), answers, QStringLiteral("--dry-run")});
    ASSERT_EQ(text.exitCode, 0) << text.describe();
    for (const QString &name : {QStringLiteral("libcudnn_ops.so.9.20.0"), QStringLiteral("libcudnn.so.9"), QStringLiteral("cudnn_version.h")})
        EXPECT_TRUE(text.out.contains(name.toUtf8())) << "the plan names " << name << ":\n" << text.describe();
    EXPECT_TRUE(text.out.contains(cuda().toUtf8())) << text.describe();
    expectWorld(before, "after --dry-run");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');

    QJsonObject report;
    const CliRun json = provisionJson(answers, {QStringLiteral("--dry-run"), QStringLiteral("--report"), reportFile()}, &report);
    ASSERT_EQ(json.exitCode, 0) << json.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("dry-run"));
    EXPECT_EQ(report.value(key("exitCode")).toInt(-1), 0);
    EXPECT_TRUE(report.value(key("dryRun")).toBool());
    EXPECT_EQ(report.value(key("archive")).toObject().value(key("release")).toString(), kOld);
    EXPECT_EQ(readJsonFile(reportFile()).value(key("result")).toString(), QStringLiteral("dry-run"));
    expectWorld(before, "after --dry-run --json");
    EXPECT_TRUE(installRecords().isEmpty());
    for (const QString &name : lib64Names())
        EXPECT_FALSE(name.startsWith(QLatin1String("libcudnn"))) << name;
}

// ---- 11. flags over the answer file ----------------------------------------------------------

TEST_F(ProvisionCli, FlagsWinOverTheAnswerFile)
{
    const World before = world();
    Answers answers = archiveAnswers(m_archive);
    answers.set(QStringLiteral("check"), QStringLiteral("verify"), QStringLiteral("yes"))   // --no-verify wins
        .set(QStringLiteral("output"), QStringLiteral("report"), path(QStringLiteral("out/from-file.json")));
    const QString target = path(QStringLiteral("sbs"));
    const CliRun result = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("toolkit.ini"), answers),
                                     QStringLiteral("--layout"), QStringLiteral("side-by-side"), QStringLiteral("--target"), target,
                                     QStringLiteral("--no-verify"), QStringLiteral("--report"), reportFile()});
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_TRUE(QFileInfo(target + QStringLiteral("/lib/libcudnn.so.9.20.0")).isFile()) << TreeSnapshot::take(target).listing();
    EXPECT_EQ(linkText(target + QStringLiteral("/lib/libcudnn.so.9")), QStringLiteral("libcudnn.so.9.20.0"));
    EXPECT_TRUE(QFileInfo(target + QStringLiteral("/include/cudnn_version.h")).isFile());
    const QStringList changed = before.cuda.differences(TreeSnapshot::take(cuda()));
    EXPECT_TRUE(changed.isEmpty()) << "the toolkit was touched:\n" << changed.join(u'\n');

    ASSERT_TRUE(QFileInfo::exists(reportFile())) << "--report wins over output.report";
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("out/from-file.json"))));
    const QJsonObject report = readJsonFile(reportFile());
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    const QJsonObject installed = report.value(key("installed")).toObject();
    EXPECT_EQ(installed.value(key("layout")).toString(), QStringLiteral("side-by-side"));
    EXPECT_EQ(installed.value(key("root")).toString(), target);
    EXPECT_EQ(installed.value(key("libraryFolder")).toString(), target + QStringLiteral("/lib"));
    EXPECT_TRUE(report.value(key("verification")).isNull()) << "--no-verify wins over verify = yes";
    const QJsonArray records = installRecords();
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records[0].toObject().value(key("details")).toObject().value(key("layout")).toString(), QStringLiteral("side-by-side"));
}

// ---- 12. the machine's real cuDNN, verified without a GPU ------------------------------------

// Writes NVIDIA's Linux archive layout from the real files, tar + gzip at level 0 (xz would take
// most of a minute for ~490 MB). Returns an error text, empty on success.
std::string writeRealArchive(const QString &archivePath, const QString &top, const QString &shortVersion,
                             const QStringList &libraries, const QStringList &headers)
{
    struct archive *a = archive_write_new();
    archive_write_set_format_pax_restricted(a);
    archive_write_add_filter_gzip(a);
    archive_write_set_filter_option(a, "gzip", "compression-level", "0");
    std::string error;
    auto fail = [&](const char *what) {
        if (error.empty())
            error = std::string(what) + ": " + (archive_error_string(a) ? archive_error_string(a) : "unknown error");
        return false;
    };
    auto header = [&](const QString &name, mode_t type, int permissions, qint64 size, const QString &link) {
        struct archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname_utf8(entry, name.toUtf8().constData());
        archive_entry_set_filetype(entry, type);
        archive_entry_set_perm(entry, mode_t(permissions));
        archive_entry_set_mtime(entry, 1767225600, 0);
        archive_entry_set_size(entry, size);
        if (!link.isEmpty())
            archive_entry_set_symlink_utf8(entry, link.toUtf8().constData());
        const int rc = archive_write_header(a, entry);
        archive_entry_free(entry);
        return rc >= ARCHIVE_WARN || fail("header");
    };
    auto file = [&](const QString &name, const QString &source, int permissions) {
        QFile in(source);
        if (!in.open(QIODevice::ReadOnly)) {
            error = "cannot read " + source.toStdString();
            return false;
        }
        if (!header(name, AE_IFREG, permissions, in.size(), {}))
            return false;
        QByteArray chunk(8 << 20, Qt::Uninitialized);
        for (;;) {
            const qint64 n = in.read(chunk.data(), chunk.size());
            if (n < 0) {
                error = "cannot read " + source.toStdString();
                return false;
            }
            if (n == 0)
                return true;
            if (archive_write_data(a, chunk.constData(), size_t(n)) != la_ssize_t(n))
                return fail("data");
        }
    };
    bool ok = archive_write_open_filename(a, QFile::encodeName(archivePath).constData()) == ARCHIVE_OK || fail("open");
    ok = ok && header(top + u'/', AE_IFDIR, 0755, 0, {}) && header(top + QStringLiteral("/include/"), AE_IFDIR, 0755, 0, {});
    for (const QString &source : headers)
        ok = ok && file(top + QStringLiteral("/include/") + QFileInfo(source).fileName(), source, 0644);
    ok = ok && header(top + QStringLiteral("/lib/"), AE_IFDIR, 0755, 0, {});
    for (const QString &source : libraries) {
        const QString soname = QFileInfo(source).fileName();               // libcudnn_ops.so.9
        const QString stem = soname.left(soname.size() - 2);              // libcudnn_ops.so
        const QString real = stem + u'.' + shortVersion.section(u'.', 0, 0) + u'.' + shortVersion.section(u'.', 1); // .so.9.19.0
        ok = ok && file(top + QStringLiteral("/lib/") + real, source, 0755)
             && header(top + QStringLiteral("/lib/") + soname, AE_IFLNK, 0777, 0, real)
             && header(top + QStringLiteral("/lib/") + stem, AE_IFLNK, 0777, 0, soname);
    }
    const QByteArray license = "LICENSE AGREEMENT FOR NVIDIA SOFTWARE DEVELOPMENT KITS (packed by the test)\n";
    ok = ok && header(top + QStringLiteral("/LICENSE"), AE_IFREG, 0644, license.size(), {})
         && (archive_write_data(a, license.constData(), size_t(license.size())) == la_ssize_t(license.size()) || fail("data"));
    if (archive_write_close(a) != ARCHIVE_OK)
        fail("close");
    archive_write_free(a);
    return error;
}

TEST_F(ProvisionCliTest, TheRealCudnnInstallsAndVerifiesAsReadyWithoutAGpu)
{
    const QString realLib64 = QStringLiteral("/usr/local/cuda/lib64");
    const QString realInclude = QStringLiteral("/usr/local/cuda/include");
    if (!QFileInfo::exists(realLib64 + QStringLiteral("/libcudnn.so.9")))
        GTEST_SKIP() << "no real cuDNN at " << realLib64 << "/libcudnn.so.9";
    if (!probeAvailable())
        GTEST_SKIP() << "no cudnn-probe beside " << CUDNN_SETUP_BINARY;
    if (!QFileInfo::exists(realLib64 + QStringLiteral("/libcudart.so.13")))
        GTEST_SKIP() << "no real libcudart.so.13 in " << realLib64;
    const QByteArray versionHeader = readFile(realInclude + QStringLiteral("/cudnn_version.h"));
    if (!versionHeader.contains("#define CUDNN_MAJOR 9\n") || !versionHeader.contains("#define CUDNN_MINOR 19\n")
        || !versionHeader.contains("#define CUDNN_PATCHLEVEL 0\n"))
        GTEST_SKIP() << "the machine's cuDNN is not 9.19.0, the release this case packs";

    // The real files: libcudnn*.so.9 (regular files on this machine) and cudnn*.h.
    QStringList libraries, headers;
    for (const QFileInfo &info : QDir(realLib64).entryInfoList({QStringLiteral("libcudnn*.so.9")}, QDir::Files, QDir::Name))
        libraries.append(info.absoluteFilePath());
    for (const QFileInfo &info : QDir(realInclude).entryInfoList({QStringLiteral("cudnn*.h")}, QDir::Files, QDir::Name))
        headers.append(info.absoluteFilePath());
    ASSERT_GE(libraries.size(), 8) << libraries.join(u' ');

    const QString version = QStringLiteral("9.19.0.56");
    const QString top = ArchiveBuilder::archiveStem(QStringLiteral("linux-x86_64"), version, QStringLiteral("13"));
    const QString archivePath = archives() + u'/' + top + QStringLiteral(".tar.gz");
    const std::string error = writeRealArchive(archivePath, top, QStringLiteral("9.19.0"), libraries, headers);
    ASSERT_TRUE(error.empty()) << error;

    // A CUDA 13.0 toolkit whose runtime is the machine's real one.
    QFile::remove(cuda() + QStringLiteral("/lib64/libcudart.so.12"));
    QFile::remove(cuda() + QStringLiteral("/lib64/libcudart.so.12.8.90"));
    makeSymlink(cuda() + QStringLiteral("/lib64/libcudart.so.13"), realLib64 + QStringLiteral("/libcudart.so.13"));
    writeFile(cuda() + QStringLiteral("/version.json"), "{\n  \"cuda\": {\"name\": \"CUDA SDK\", \"version\": \"13.0.2\"}\n}\n");

    Answers answers = archiveAnswers(archivePath);
    answers.set(QStringLiteral("check"), QStringLiteral("verify"), QStringLiteral("yes"));
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("real.ini"), answers), {QStringLiteral("--report"), reportFile()},
                                        &report, {}, 300000);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    EXPECT_EQ(report.value(key("archive")).toObject().value(key("release")).toString(), version);
    EXPECT_EQ(report.value(key("archive")).toObject().value(key("cudaMajor")).toInt(), 13);
    EXPECT_EQ(report.value(key("verification")).toObject().value(key("verdict")).toString(), QStringLiteral("ready-no-gpu"))
        << QJsonDocument(report.value(key("verification")).toObject()).toJson().toStdString();
    bool driverFinding = false;
    for (const QJsonValue &finding : report.value(key("findings")).toArray())
        driverFinding = driverFinding || finding.toObject().value(key("code")).toString() == QLatin1String("driver-not-installed");
    EXPECT_TRUE(driverFinding) << QJsonDocument(report.value(key("findings")).toArray()).toJson().toStdString();

    // The real bytes are in the toolkit, under NVIDIA's names and links.
    for (const QString &source : libraries) {
        const QString soname = QFileInfo(source).fileName();
        const QString installed = cuda() + QStringLiteral("/lib64/") + soname + QStringLiteral(".19.0");
        EXPECT_EQ(QFileInfo(installed).size(), QFileInfo(source).size()) << installed;
        EXPECT_EQ(linkText(cuda() + QStringLiteral("/lib64/") + soname), soname + QStringLiteral(".19.0"));
    }
    EXPECT_EQ(sha256OfFile(cuda() + QStringLiteral("/lib64/libcudnn_graph.so.9.19.0")), sha256OfFile(realLib64 + QStringLiteral("/libcudnn_graph.so.9")));
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/include/cudnn_version.h")), versionHeader);
}

} // namespace

// ---- the CUDA pieces on a machine without a toolkit ---------------------------------------------

TEST_F(ProvisionCli, WithoutAToolkitTheCudaPiecesComeWithCudnnFromTheRedistFolder)
{
    const QString redist = path(QStringLiteral("redist"));
    SmallCudaRedist::write(redist, SmallCudaRedist::runtimeComponents());
    const QString cudnn = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.19.0.56"), 13);
    const QString root = path(QStringLiteral("lab/cuda-13.0"));   // no toolkit there yet
    Answers answers = archiveAnswers(cudnn);
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-root"), root)
        .set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("runtime"))
        .set(QStringLiteral("install"), QStringLiteral("cuda-from"), redist);
    const World before = world();
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("cuda.ini"), answers), {}, &report);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_EQ(report.value(key("result")).toString(), QStringLiteral("installed"));
    const QJsonObject installed = report.value(key("installed")).toObject();
    EXPECT_EQ(installed.value(key("root")).toString(), root);
    for (const char *file : {"include/cuda_runtime.h", "lib/libcublasLt.so.13.1.0.3", "lib/libnvrtc.so.13", "lib/libcudnn.so.9",
                             "include/cudnn.h", "licenses/cuda_nvrtc/LICENSE"})
        EXPECT_TRUE(QFileInfo::exists(root + u'/' + QLatin1String(file))) << file;
    EXPECT_TRUE(readFile(logFile()).contains("CUDA 13.0.2 (runtime) comes with cuDNN into")) << readFile(logFile()).toStdString();

    // One record: uninstall takes the CUDA pieces and cuDNN away together.
    const CliRun uninstalled = records(QStringLiteral("uninstall"));
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    EXPECT_FALSE(QFileInfo::exists(root));
    expectWorld(before, "after uninstall");
}

// A lab mirror's cuda/ folder on http (the local fault server): the pieces of the release the
// answer file pins are downloaded into the cache, each checked, and installed with cuDNN.
TEST_F(ProvisionCli, TheCudaPiecesComeFromAnHttpMirrorAtThePinnedRelease)
{
    const QString served = path(QStringLiteral("served"));
    SmallCudaRedist::write(served + QStringLiteral("/cuda"), SmallCudaRedist::runtimeComponents());
    HttpServerFixture server(served);
    ASSERT_TRUE(server.isRunning()) << server.errorString().toStdString();
    const QString cudnn = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.19.0.56"), 13);
    const QString root = path(QStringLiteral("lab/cuda-13.0"));
    const QString cache = path(QStringLiteral("cache"));
    Answers answers = archiveAnswers(cudnn);
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-root"), root)
        .set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("runtime"))
        .set(QStringLiteral("install"), QStringLiteral("cuda-from"), QStringLiteral("http://127.0.0.1:%1/cuda/").arg(server.port()))
        .set(QStringLiteral("install"), QStringLiteral("cuda-release"), QStringLiteral("13.0.2"))
        .set(QStringLiteral("source"), QStringLiteral("allow-insecure-mirror"), QStringLiteral("true"))
        .set(QStringLiteral("source"), QStringLiteral("cache"), cache);

    // A dry run with a local archive plans for real: the pieces come into the cache to be
    // unpacked and planned, and nothing on the system changes.
    const CliRun dry = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("dry.ini"), answers),
                                  QStringLiteral("--dry-run")});
    EXPECT_EQ(dry.exitCode, 0) << dry.describe();
    EXPECT_TRUE(dry.out.contains("CUDA 13.0.2") || dry.err.contains("CUDA 13.0.2")) << dry.describe();
    EXPECT_FALSE(QFileInfo::exists(root));

    const World before = world();
    QJsonObject report;
    const CliRun result = provisionJson(writeAnswers(QStringLiteral("web.ini"), answers), {}, &report);
    ASSERT_EQ(result.exitCode, 0) << result.describe();
    EXPECT_EQ(report.value(key("installed")).toObject().value(key("root")).toString(), root);
    for (const char *file : {"lib/libcublasLt.so.13.1.0.3", "lib/libnvrtc.so.13", "lib/libcudnn.so.9"})
        EXPECT_TRUE(QFileInfo::exists(root + u'/' + QLatin1String(file))) << file;
    EXPECT_EQ(QDir(cache).entryList({QStringLiteral("*-archive.tar.xz")}, QDir::Files).size(), 3)
        << "the pieces were downloaded into the cache";
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    expectWorld(before, "after uninstall");

    // A release the mirror does not have: named, and nothing changed.
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-release"), QStringLiteral("13.0.1"));
    const CliRun missing = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("missing.ini"), answers)});
    EXPECT_NE(missing.exitCode, 0) << missing.describe();
    EXPECT_TRUE(missing.err.contains("13.0.1") || missing.out.contains("13.0.1")) << missing.describe();
    EXPECT_FALSE(QFileInfo::exists(root));

    // A release with a folder is a mistake of the answer file.
    answers.set(QStringLiteral("install"), QStringLiteral("cuda-from"), served + QStringLiteral("/cuda"));
    const CliRun folder = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("folder.ini"), answers)});
    EXPECT_EQ(folder.exitCode, 2) << folder.describe();
    EXPECT_TRUE(folder.err.contains("Leave the release out")) << folder.describe();
}

TEST_F(ProvisionCli, CudaPiecesWithoutTheirFolderOrBesideSideBySideAreAnswerFileMistakes)
{
    Answers answers = archiveAnswers(m_archive);
    answers.set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("develop"));
    const CliRun noFolder = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("a.ini"), answers)});
    EXPECT_EQ(noFolder.exitCode, 2) << noFolder.describe();
    EXPECT_TRUE(noFolder.err.contains("install.cuda") && noFolder.err.contains("cuda-from")) << noFolder.describe();

    answers.set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("everything"));
    const CliRun wrong = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("b.ini"), answers)});
    EXPECT_EQ(wrong.exitCode, 2) << wrong.describe();
    EXPECT_TRUE(wrong.err.contains("\"everything\" is not one of")) << wrong.describe();

    Answers sideBySide = archiveAnswers(m_archive);
    sideBySide.set(QStringLiteral("install"), QStringLiteral("layout"), QStringLiteral("side-by-side"))
        .set(QStringLiteral("install"), QStringLiteral("cuda"), QStringLiteral("runtime"))
        .set(QStringLiteral("install"), QStringLiteral("cuda-from"), archives());
    const CliRun both = provision({QStringLiteral("--answer-file"), writeAnswers(QStringLiteral("c.ini"), sideBySide)});
    EXPECT_EQ(both.exitCode, 2) << both.describe();
    EXPECT_TRUE(both.err.contains("remove layout = side-by-side")) << both.describe();
    EXPECT_TRUE(stateFiles().isEmpty());
}
