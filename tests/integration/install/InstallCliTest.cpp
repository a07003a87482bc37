// The install commands end to end through the real binary: install into a temporary CUDA
// Toolkit, status, uninstall back to the same bytes; --dry-run and --json; a second install
// that has nothing to do; side by side with --target; stacked installs; usage errors.
#include "fixtures/sysroot/SysrootBuilder.h"
#include "integration/install/InstallCliSupport.h"

#include <QJsonArray>

using namespace cudnnsetup::testing;

namespace {

class InstallCliTest : public CliInstallTest
{
protected:
    void SetUp() override
    {
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        m_archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
        writeFile(home() + QStringLiteral("/.profile"), "# the user's profile\nexport EDITOR=vi\n", 0644);
    }

    QString m_archive;
};

TEST_F(InstallCliTest, InstallStatusUninstall)
{
    const World before = world();

    const CliRun installed = install(m_archive);
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(installed.out.contains("Installed cuDNN 9.20.0.48 for CUDA 12 in " + cuda().toUtf8())) << installed.describe();
    EXPECT_TRUE(installed.out.contains("Open a new terminal")) << installed.describe();
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/lib64/libcudnn_ops.so.9.20.0")), QByteArray("\x7f" "ELF fake libcudnn_ops.so.9.20.0\n"));
    EXPECT_EQ(QFileInfo(cuda() + QStringLiteral("/lib64/libcudnn.so.9")).symLinkTarget(), cuda() + QStringLiteral("/lib64/libcudnn.so.9.20.0"));
    EXPECT_TRUE(readFile(home() + QStringLiteral("/.profile")).contains("cudnn-setup")) << "the profile line";

    const CliRun status = records(QStringLiteral("status"));
    ASSERT_EQ(status.exitCode, 0) << status.describe();
    EXPECT_TRUE(status.out.contains("installed")) << status.describe();
    EXPECT_TRUE(status.out.contains("cuDNN 9.20.0.48")) << status.describe();

    const CliRun statusJson = records(QStringLiteral("status"), {QStringLiteral("--json")});
    ASSERT_EQ(statusJson.exitCode, 0) << statusJson.describe();
    const QJsonArray installs = parseJson(statusJson.out).value(QStringLiteral("installs")).toArray();
    ASSERT_EQ(installs.size(), 1);
    const QJsonObject record = installs[0].toObject();
    EXPECT_EQ(record.value(QStringLiteral("state")).toString(), QStringLiteral("installed"));
    EXPECT_EQ(record.value(QStringLiteral("details")).toObject().value(QStringLiteral("target")).toString(), cuda());
    EXPECT_EQ(record.value(QStringLiteral("details")).toObject().value(QStringLiteral("scope")).toString(), QStringLiteral("user"));

    const CliRun uninstalled = records(QStringLiteral("uninstall"));
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    EXPECT_TRUE(uninstalled.out.contains("Uninstalled")) << uninstalled.describe();
    expectWorld(before, "after uninstall");

    const CliRun again = records(QStringLiteral("uninstall"));
    EXPECT_EQ(again.exitCode, 1) << again.describe();
    EXPECT_TRUE(again.err.contains("no finished install")) << again.describe();
}

TEST_F(InstallCliTest, DryRunListsEveryFileAndChangesNothing)
{
    const World before = world();
    const CliRun dry = install(m_archive, {QStringLiteral("--dry-run")});
    ASSERT_EQ(dry.exitCode, 0) << dry.describe();
    for (const ArchiveEntry &entry : ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12)) {
        if (entry.kind != ArchiveEntry::Kind::File && entry.kind != ArchiveEntry::Kind::Symlink)
            continue;
        const QString folder = entry.path.section(u'/', 1, 1);
        if (folder != QStringLiteral("lib") && folder != QStringLiteral("include"))
            continue;
        const QString destination = cuda() + (folder == QStringLiteral("lib") ? QStringLiteral("/lib64/") : QStringLiteral("/include/"))
                                    + entry.path.section(u'/', -1);
        EXPECT_TRUE(dry.out.contains("  + " + destination.toUtf8() + '\n')) << destination << "\n" << dry.describe();
    }
    EXPECT_TRUE(dry.out.contains("Dry run: nothing was changed.")) << dry.describe();
    EXPECT_TRUE(dry.out.contains("LD_LIBRARY_PATH")) << dry.describe();
    expectWorld(before, "after --dry-run");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');
    const CliRun status = records(QStringLiteral("status"));
    EXPECT_TRUE(status.out.contains("No installs")) << status.describe();
}

TEST_F(InstallCliTest, JsonOutputParses)
{
    const CliRun dry = install(m_archive, {QStringLiteral("--dry-run"), QStringLiteral("--json")});
    ASSERT_EQ(dry.exitCode, 0) << dry.describe();
    const QJsonObject planned = parseJson(dry.out);
    EXPECT_EQ(planned.value(QStringLiteral("result")).toString(), QStringLiteral("dry-run"));
    EXPECT_EQ(planned.value(QStringLiteral("plan")).toObject().value(QStringLiteral("files")).toArray().size(), 46);

    const CliRun installed = install(m_archive, {QStringLiteral("--json")});
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    const QJsonObject result = parseJson(installed.out);
    EXPECT_EQ(result.value(QStringLiteral("result")).toString(), QStringLiteral("installed"));
    const QJsonObject plan = result.value(QStringLiteral("plan")).toObject();
    EXPECT_EQ(plan.value(QStringLiteral("version")).toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(plan.value(QStringLiteral("target")).toString(), cuda());
    EXPECT_EQ(plan.value(QStringLiteral("libraryFolder")).toString(), cuda() + QStringLiteral("/lib64"));
    EXPECT_EQ(plan.value(QStringLiteral("scope")).toString(), QStringLiteral("user"));
    EXPECT_FALSE(result.value(QStringLiteral("transaction")).toString().isEmpty());
    EXPECT_TRUE(result.value(QStringLiteral("problems")).toArray().isEmpty());

    const CliRun again = install(m_archive, {QStringLiteral("--json")});
    ASSERT_EQ(again.exitCode, 0) << again.describe();
    EXPECT_EQ(parseJson(again.out).value(QStringLiteral("result")).toString(), QStringLiteral("already-installed"));
}

// A Windows tree checked from Linux (--sysroot --platform windows-x86_64) gets the registry
// edits of Path and CUDA_PATH in its plan, as it would on that Windows computer.
TEST_F(InstallCliTest, ADryRunForAWindowsTreeShowsItsRegistryEdits)
{
    QDir().mkpath(cuda() + QStringLiteral("/bin"));
    const QString archive = ArchiveBuilder::cudnnWindowsZip(archives(), QStringLiteral("9.20.0.48"), 12);
    const CliRun dry = install(archive, {QStringLiteral("--dry-run"), QStringLiteral("--json"), QStringLiteral("--sysroot"), m_root,
                                         QStringLiteral("--platform"), QStringLiteral("windows-x86_64"),
                                         QStringLiteral("--layout"), QStringLiteral("toolkit")});
    ASSERT_EQ(dry.exitCode, 0) << dry.describe();
    const QJsonObject plan = parseJson(dry.out).value(QStringLiteral("plan")).toObject();
    const QJsonArray edits = plan.value(QStringLiteral("registryEdits")).toArray();
    ASSERT_FALSE(edits.isEmpty()) << dry.out.toStdString();
    const QJsonObject path = edits.first().toObject();
    EXPECT_EQ(path.value(QStringLiteral("kind")).toString(), QStringLiteral("append-to-path"));
    EXPECT_EQ(path.value(QStringLiteral("folder")).toString(), QString(cuda() + QStringLiteral("/bin")).replace(u'/', u'\\'));
    EXPECT_FALSE(plan.value(QStringLiteral("environmentChanges")).toArray().isEmpty());
}

TEST_F(InstallCliTest, ASecondInstallOfTheSameArchiveHasNothingToDo)
{
    ASSERT_EQ(install(m_archive).exitCode, 0);
    const World once = world();
    const CliRun again = install(m_archive);
    ASSERT_EQ(again.exitCode, 0) << again.describe();
    EXPECT_TRUE(again.out.contains("nothing to do")) << again.describe();
    expectWorld(once, "after the second install");
    const CliRun status = records(QStringLiteral("status"), {QStringLiteral("--json")});
    EXPECT_EQ(parseJson(status.out).value(QStringLiteral("installs")).toArray().size(), 1) << "no second record";
    EXPECT_EQ(readFile(home() + QStringLiteral("/.profile")).count("# added by cudnn-setup"), 1) << "one profile line";
}

TEST_F(InstallCliTest, SideBySideWithTarget)
{
    const World before = world();
    const QString target = path(QStringLiteral("opt/cudnn-9.20"));
    const CliRun installed = install(m_archive, {QStringLiteral("--layout"), QStringLiteral("side-by-side"), QStringLiteral("--target"), target});
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(QFileInfo::exists(target + QStringLiteral("/lib/libcudnn.so.9.20.0")));
    EXPECT_TRUE(QFileInfo::exists(target + QStringLiteral("/include/cudnn_version.h")));
    EXPECT_TRUE(QFileInfo::exists(target + QStringLiteral("/LICENSE")));
    expectWorld({before.cuda, TreeSnapshot::take(home())}, "the toolkit is not touched by a side-by-side install");

    // The snippet the profile sources exports both variables.
    QProcess shell;
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("HOME"), home());
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    shell.setProcessEnvironment(environment);
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(". \"$HOME/.profile\"; echo \"$LD_LIBRARY_PATH|$CUDNN_PATH\"")});
    ASSERT_TRUE(shell.waitForFinished(10000));
    EXPECT_EQ(shell.readAllStandardOutput().trimmed(), (target + QStringLiteral("/lib|") + target).toUtf8());

    const CliRun uninstalled = records(QStringLiteral("uninstall"));
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("opt")))) << "the folders it made are gone";
    expectWorld(before, "after uninstall");
}

TEST_F(InstallCliTest, NoEnvLeavesTheHomeAlone)
{
    const World before = world();
    ASSERT_EQ(install(m_archive, {QStringLiteral("--no-env")}).exitCode, 0);
    expectWorld({TreeSnapshot::take(cuda()), before.home}, "--no-env");
}

TEST_F(InstallCliTest, StackedInstallsAreUninstalledNewestFirst)
{
    const World before = world();
    const QString older = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.19.1.2"), 12);
    ASSERT_EQ(install(older).exitCode, 0);
    const World afterOlder = world();
    ASSERT_EQ(install(m_archive).exitCode, 0);
    EXPECT_TRUE(QDir(cuda() + QStringLiteral("/lib64")).entryList({QStringLiteral("*9.19*")}).isEmpty());

    const QJsonArray installs = parseJson(records(QStringLiteral("status"), {QStringLiteral("--json")}).out)
                                    .value(QStringLiteral("installs")).toArray();
    ASSERT_EQ(installs.size(), 2);
    const QString newerId = installs[0].toObject().value(QStringLiteral("id")).toString();
    const QString olderId = installs[1].toObject().value(QStringLiteral("id")).toString();

    const CliRun refused = records(QStringLiteral("uninstall"), {QStringLiteral("--id"), olderId});
    EXPECT_EQ(refused.exitCode, 1) << refused.describe();
    EXPECT_TRUE(refused.err.contains(newerId.toUtf8())) << refused.describe();

    ASSERT_EQ(records(QStringLiteral("uninstall"), {QStringLiteral("--id"), newerId}).exitCode, 0);
    expectWorld(afterOlder, "after uninstalling the newer one");
    ASSERT_EQ(records(QStringLiteral("uninstall"), {QStringLiteral("--id"), olderId}).exitCode, 0);
    expectWorld(before, "after uninstalling both");
}

// The id as `status` prints it, typed after the command (`uninstall <id>`), is the same as --id;
// `status` prints that command to copy. Two different ids, or a second bare word, are refused.
TEST_F(InstallCliTest, ARecordIdAfterTheCommandIsTheSameAsId)
{
    const World before = world();
    ASSERT_EQ(install(m_archive).exitCode, 0);
    const QJsonArray installs = parseJson(records(QStringLiteral("status"), {QStringLiteral("--json")}).out)
                                    .value(QStringLiteral("installs")).toArray();
    ASSERT_EQ(installs.size(), 1);
    const QString id = installs[0].toObject().value(QStringLiteral("id")).toString();

    const CliRun status = records(QStringLiteral("status"));
    EXPECT_TRUE(status.out.contains("To undo it: cudnn-setup uninstall " + id.toUtf8())) << status.describe();

    const CliRun twice = records(QStringLiteral("uninstall"), {id, QStringLiteral("--id"), QStringLiteral("20990101-000000-other")});
    EXPECT_EQ(twice.exitCode, 2) << twice.describe();
    EXPECT_TRUE(twice.err.contains("given twice")) << twice.describe();
    const CliRun two = records(QStringLiteral("uninstall"), {id, id});
    EXPECT_EQ(two.exitCode, 2) << two.describe();
    const CliRun unknown = records(QStringLiteral("uninstall"), {QStringLiteral("20990101-000000-none")});
    EXPECT_EQ(unknown.exitCode, 1) << unknown.describe();
    EXPECT_TRUE(unknown.err.contains("20990101-000000-none")) << unknown.describe();
    const CliRun statusWithWord = records(QStringLiteral("status"), {id});
    EXPECT_EQ(statusWithWord.exitCode, 2) << "status takes no id";

    const CliRun uninstalled = records(QStringLiteral("uninstall"), {id});
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    EXPECT_TRUE(uninstalled.out.contains("Uninstalled")) << uninstalled.describe();
    expectWorld(before, "after uninstall <id>");
}

TEST_F(InstallCliTest, UsageErrorsExitWith2)
{
    EXPECT_EQ(run({QStringLiteral("install"), QStringLiteral("--scope"), QStringLiteral("user"), QStringLiteral("--state-dir"), state()}).exitCode, 2)
        << "no --archive";
    EXPECT_EQ(run(installArguments(m_archive, {QStringLiteral("--target"), path(QStringLiteral("x"))})).exitCode, 2)
        << "--target without --layout side-by-side";
    EXPECT_EQ(run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"), QStringLiteral("everyone"),
                   QStringLiteral("--state-dir"), state()}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("status"), QStringLiteral("--scope"), QStringLiteral("user"), QStringLiteral("--state-dir"), state()}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("apply"), QStringLiteral("--state-dir"), state()}).exitCode, 2) << "apply needs --plan";
    EXPECT_TRUE(stateFiles().isEmpty());
}

TEST_F(InstallCliTest, AMissingToolkitIsExplained)
{
    const CliRun missing = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"), QStringLiteral("user"),
                                QStringLiteral("--state-dir"), state(), QStringLiteral("--cuda-root"), path(QStringLiteral("no-cuda")),
                                QStringLiteral("--no-nvcc")});
    EXPECT_EQ(missing.exitCode, 1) << missing.describe();
    EXPECT_TRUE(missing.err.contains(path(QStringLiteral("no-cuda")).toUtf8())) << missing.describe();
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u'\n');
}

} // namespace

// A student's venv with pip's PyTorch and its own cuDNN 9.1 wheel (the files pip writes: torch's
// version.py, its METADATA pin, nvidia/cudnn/lib and the wheel's dist-info), active in the shell
// that runs the install.
class InstallBesideFrameworksCliTest : public InstallCliTest
{
protected:
    void SetUp() override
    {
        InstallCliTest::SetUp();
        if (HasFatalFailure())
            return;
        SysrootBuilder tree(home());
        const QString site = QStringLiteral("project/.venv/lib/python3.11/site-packages");
        tree.file(QStringLiteral("project/.venv/pyvenv.cfg"), "home = /usr/bin\nversion = 3.11.2\n");
        tree.pipTorch(site);
        tree.cudnnWheel(site, 12, QStringLiteral("9.1.0.70"));
        m_venv.insert(QStringLiteral("VIRTUAL_ENV"), home() + QStringLiteral("/project/.venv"));
    }

    QStringList sideBySide(const QStringList &more = {}) const
    {
        return QStringList{QStringLiteral("--layout"), QStringLiteral("side-by-side"), QStringLiteral("--target"),
                           path(QStringLiteral("opt/cudnn-9.20"))} + more;
    }

    QString ldLibraryPathOfANewShell() const
    {
        QProcess shell;
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("HOME"), home());
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        shell.setProcessEnvironment(environment);
        shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(". \"$HOME/.profile\"; printf %s \"$LD_LIBRARY_PATH\"")});
        EXPECT_TRUE(shell.waitForFinished(10000));
        return QString::fromUtf8(shell.readAllStandardOutput());
    }

    QProcessEnvironment m_venv;
};

TEST_F(InstallBesideFrameworksCliTest, ByDefaultTheFolderGoesIntoAnActivationScriptAndTheOutputSaysWhy)
{
    const CliRun installed = install(m_archive, sideBySide(), m_venv);
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(installed.out.contains("Kept off every program's library path")) << installed.describe();
    EXPECT_TRUE(installed.out.contains("PyTorch 2.5.1+cu124")) << installed.describe();
    EXPECT_TRUE(installed.out.contains("CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH")) << installed.describe();
    EXPECT_EQ(ldLibraryPathOfANewShell(), QString()) << "new shells keep the library path they had";
    const QStringList scripts = QDir(home() + QStringLiteral("/.config/cudnn-setup/activate")).entryList(QDir::Files);
    ASSERT_EQ(scripts.size(), 1);
    EXPECT_TRUE(installed.out.contains(scripts.first().toUtf8())) << installed.describe();

    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    EXPECT_FALSE(QFileInfo::exists(home() + QStringLiteral("/.config/cudnn-setup/activate/") + scripts.first()));
}

TEST_F(InstallBesideFrameworksCliTest, EverywhereDoesItAnywayAndTheJsonListsWhatBreaks)
{
    const CliRun installed
        = install(m_archive, sideBySide({QStringLiteral("--library-path"), QStringLiteral("everywhere"), QStringLiteral("--json")}), m_venv);
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    const QJsonObject plan = parseJson(installed.out).value(QStringLiteral("plan")).toObject();
    EXPECT_EQ(plan.value(QStringLiteral("libraryPath")).toString(), QStringLiteral("everywhere"));
    const QJsonArray changes = plan.value(QStringLiteral("frameworkChanges")).toArray();
    ASSERT_EQ(changes.size(), 1) << installed.describe();
    EXPECT_EQ(changes.first().toObject().value(QStringLiteral("framework")).toString(), QStringLiteral("pytorch"));
    EXPECT_EQ(changes.first().toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("parts-from-another"));
    EXPECT_TRUE(changes.first().toObject().value(QStringLiteral("breaks")).toBool());
    EXPECT_EQ(ldLibraryPathOfANewShell(), path(QStringLiteral("opt/cudnn-9.20/lib")));
}

TEST_F(InstallBesideFrameworksCliTest, ABadLibraryPathValueIsAUsageError)
{
    const CliRun refused = install(m_archive, {QStringLiteral("--library-path"), QStringLiteral("sometimes")}, m_venv);
    EXPECT_EQ(refused.exitCode, 2) << refused.describe();
    EXPECT_TRUE(refused.err.contains("--library-path")) << refused.describe();
    EXPECT_TRUE(stateFiles().isEmpty());
}
