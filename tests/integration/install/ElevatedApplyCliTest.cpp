// The administrator's half of an install (`cudnn-setup apply --plan FILE`, what pkexec, UAC and
// the printed sudo command run) as an attacker who runs programs as the unprivileged user sees
// it. The user is a real other uid (65534, made the process's own by setpriv); root applies, in
// a --sysroot tree root owns, exactly what an administrator would type. Each attack is the
// user's: a forged plan, a file swapped after the preview, a record planted in the user's own
// folder. The elevated process must refuse, and the tree, a marker and the records show that
// nothing ran, nothing was written and nothing was removed.
#include "InstallCliSupport.h"

#include "core/install/TransactionFolder.h"
#include "fixtures/archives/SmallCudaRedist.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStandardPaths>

#include <sys/stat.h>
#include <unistd.h>

namespace cudnnsetup::testing {
namespace {

constexpr uid_t kUser = 65534;

class ElevatedApplyTest : public CliInstallTest
{
protected:
    void SetUp() override
    {
        if (::geteuid() != 0)
            GTEST_SKIP() << "not root: the elevated half can only be tried as root (CI runs the tests as root)";
        m_setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (m_setpriv.isEmpty())
            GTEST_SKIP() << "setpriv (util-linux) is missing: no unprivileged user can be made";
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        // The user may reach the archive and the sysroot, not write them.
        for (const QString &folder : {m_root, archives()})
            ::chmod(QFile::encodeName(folder).constData(), 0755);
        QDir().mkpath(toolkit() + QStringLiteral("/lib64"));
        QDir().mkpath(toolkit() + QStringLiteral("/include"));
        QDir().mkpath(sysroot() + QStringLiteral("/etc/ld.so.conf.d"));
        QDir().mkpath(sysroot() + QStringLiteral("/var/lib")); // as on every system; the state folder goes in it
        writeFile(toolkit() + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
        writeFile(toolkit() + QStringLiteral("/lib64/libcudart.so.13.0.96"), "ELF cudart", 0755);
        writeFile(sysroot() + QStringLiteral("/etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
        writeFile(sysroot() + QStringLiteral("/etc/shadow"), "root:secret:::\n", 0600);
        for (const QString &name : userEnvironment().keys())
            QDir().mkpath(userEnvironment().value(name));
        chownTree(userHome());
        m_archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 13);
    }

    QString sysroot() const { return path(QStringLiteral("sysroot")); }
    QString toolkit() const { return sysroot() + QStringLiteral("/usr/local/cuda-13.0"); }
    QString systemState() const { return sysroot() + QStringLiteral("/var/lib/cudnn-setup"); }
    QString userHome() const { return path(QStringLiteral("student")); }
    QString userState() const { return userHome() + QStringLiteral("/state"); }
    QString marker() const { return path(QStringLiteral("ran-as-root")); }

    static void chownTree(const QString &root)
    {
        ::lchown(QFile::encodeName(root).constData(), kUser, kUser);
        for (const QString &entry : TreeSnapshot::take(root).files())
            ::lchown(QFile::encodeName(root + u'/' + entry).constData(), kUser, kUser);
    }

    QProcessEnvironment userEnvironment() const
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("HOME"), userHome());
        for (const char *name : {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "TMPDIR"})
            environment.insert(QString::fromLatin1(name), userHome() + QStringLiteral("/.") + QString::fromLatin1(name).toLower());
        return environment;
    }

    QStringList asUser() const
    {
        return {m_setpriv, QStringLiteral("--reuid=%1").arg(kUser), QStringLiteral("--regid=%1").arg(kUser),
                QStringLiteral("--clear-groups")};
    }

    // The user's half: plan an install for all users into the root-owned toolkit, which stops at
    // "needs administrator rights" and prints the sudo command. Returns that command.
    QString preview()
    {
        const CliRun planned = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"),
                                    QStringLiteral("system"), QStringLiteral("--sysroot"), sysroot(), QStringLiteral("--cuda-root"),
                                    toolkit(), QStringLiteral("--layout"), QStringLiteral("toolkit"), QStringLiteral("--state-dir"),
                                    userState(), QStringLiteral("--no-nvcc")},
                                   userEnvironment(), asUser());
        EXPECT_EQ(planned.exitCode, 4) << planned.describe();
        const QRegularExpressionMatch sudo = QRegularExpression(QStringLiteral("\\n\\s+sudo (\\S+ apply [^\\n]+)"))
                                                 .match(QString::fromUtf8(planned.err));
        EXPECT_TRUE(sudo.hasMatch()) << planned.describe();
        const QRegularExpressionMatch plan = QRegularExpression(QStringLiteral("--plan (\\S+)")).match(sudo.captured(1));
        m_planFile = plan.captured(1);
        return sudo.captured(1);
    }

    // What the administrator types, through a real shell.
    CliRun asAdministrator(const QString &command) const
    {
        return run({}, {}, {QStringLiteral("/bin/sh"), QStringLiteral("-c"), command + QStringLiteral(" </dev/null")});
    }

    CliRun applyPlan() const
    {
        return run({QStringLiteral("apply"), QStringLiteral("--plan"), m_planFile, QStringLiteral("--sysroot"), sysroot()});
    }

    QJsonObject plan() const
    {
        QFile file(m_planFile);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << m_planFile;
        return QJsonDocument::fromJson(file.readAll()).object();
    }

    // The user rewrites the plan file (it is theirs).
    void forge(const QJsonObject &plan) const
    {
        QFile file(m_planFile);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(plan).toJson());
        file.close();
        ::chown(QFile::encodeName(m_planFile).constData(), kUser, kUser);
    }

    // The plan with one more entry in its list `key`.
    QJsonObject withOneMore(const QString &key, const QJsonValue &entry) const
    {
        QJsonObject forged = plan();
        QJsonArray list = forged.value(key).toArray();
        list.append(entry);
        forged.insert(key, list);
        return forged;
    }

    // The user rewrites a record of theirs so that its loader refresh would make the marker.
    void pointCommandAtMarker(const QString &infoFile) const
    {
        QFile file(infoFile);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << infoFile.toStdString();
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        json.insert(QStringLiteral("refreshCommand"), QJsonArray{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                                                 QStringLiteral("touch ") + marker()});
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(json).toJson());
        file.close();
        chownTree(userHome());
    }

    // The plan was refused: nothing in the sysroot changed, no record, nothing ran.
    void expectRefused(const CliRun &applied, const TreeSnapshot &before, const char *part) const
    {
        EXPECT_EQ(applied.exitCode, 1) << applied.describe();
        EXPECT_TRUE(applied.err.contains("refused")) << applied.describe();
        EXPECT_TRUE(applied.err.contains(part)) << "names the part (" << part << "): " << applied.describe();
        const QStringList lines = before.differences(TreeSnapshot::take(sysroot()), {});
        QStringList changes;
        for (const QString &line : lines)
            if (!line.contains(QStringLiteral("var/lib/cudnn-setup")))
                changes.append(line);
        EXPECT_TRUE(changes.isEmpty()) << changes.join(u'\n');
        EXPECT_TRUE(InstallRecords::list({systemState()}).isEmpty());
        EXPECT_FALSE(QFileInfo::exists(marker()));
    }

    QString m_setpriv;
    QString m_archive;
    QString m_planFile;
};

TEST_F(ElevatedApplyTest, ThePrintedSudoCommandInstallsRootOwnedFilesAndRootOwnedRecords)
{
    const QString command = preview();
    ASSERT_FALSE(m_planFile.isEmpty());
    EXPECT_TRUE(command.contains(QStringLiteral("--expect-target ") + toolkit())) << command;
    EXPECT_TRUE(command.contains(QStringLiteral("--expect-version 9.20.0.48"))) << command;
    struct stat status{};
    ASSERT_EQ(::lstat(QFile::encodeName(m_planFile).constData(), &status), 0);
    EXPECT_EQ(status.st_mode & 0777, 0600u) << "the plan is the user's alone";
    EXPECT_EQ(status.st_uid, kUser);
    EXPECT_TRUE(m_planFile.startsWith(userState() + QStringLiteral("/transactions/"))) << m_planFile;

    const CliRun applied = asAdministrator(command);
    ASSERT_EQ(applied.exitCode, 0) << applied.describe();
    const QString library = toolkit() + QStringLiteral("/lib64/libcudnn.so.9.20.0");
    ASSERT_EQ(::lstat(QFile::encodeName(library).constData(), &status), 0) << library;
    EXPECT_EQ(status.st_uid, 0u) << "installed system libraries are root's, not the user's";
    EXPECT_EQ(status.st_mode & 07777, 0755u);
    EXPECT_EQ(QFileInfo(toolkit() + QStringLiteral("/lib64/libcudnn.so.9")).symLinkTarget(), library);
    for (const QString &folder : {systemState(), systemState() + QStringLiteral("/transactions")}) {
        ASSERT_EQ(::lstat(QFile::encodeName(folder).constData(), &status), 0) << folder;
        EXPECT_EQ(status.st_uid, 0u) << folder;
        EXPECT_EQ(status.st_mode & 07777, 0755u) << folder;
    }
    ASSERT_EQ(InstallRecords::list({systemState()}).size(), 1);
    EXPECT_EQ(InstallRecords::list({systemState()}).first().state, TransactionState::Installed);

    // Undone by root from the system's records.
    const CliRun uninstalled = run({QStringLiteral("uninstall"), QStringLiteral("--sysroot"), sysroot(), QStringLiteral("--state-dir"),
                                    systemState()});
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    EXPECT_FALSE(QFileInfo::exists(library));
}

TEST_F(ElevatedApplyTest, AForgedCommandNeverRuns)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject forged = plan();
    forged.insert(QStringLiteral("refreshLoaderCache"), true);
    forged.insert(QStringLiteral("refreshCommand"),
                  QJsonArray{QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("touch ") + marker()});
    forge(forged);
    const CliRun applied = applyPlan();
    EXPECT_EQ(applied.exitCode, 0) << "the plan itself is honest: " << applied.describe();
    EXPECT_FALSE(QFileInfo::exists(marker())) << "root ran the plan's command";
    Q_UNUSED(before)
}

TEST_F(ElevatedApplyTest, AFileOutsideTheToolkitIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject evil = plan().value(QStringLiteral("files")).toArray().first().toObject();
    evil.insert(QStringLiteral("destination"), sysroot() + QStringLiteral("/etc/libcudnn-evil"));
    forge(withOneMore(QStringLiteral("files"), evil));
    expectRefused(applyPlan(), before, "outside the install folder");
    EXPECT_FALSE(QFileInfo::exists(sysroot() + QStringLiteral("/etc/libcudnn-evil")));
}

TEST_F(ElevatedApplyTest, RemovingARootFileIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    forge(withOneMore(QStringLiteral("removals"), QJsonObject{{QStringLiteral("path"), sysroot() + QStringLiteral("/etc/shadow")}}));
    expectRefused(applyPlan(), before, "/etc/shadow");
    EXPECT_TRUE(QFileInfo::exists(sysroot() + QStringLiteral("/etc/shadow")));
}

TEST_F(ElevatedApplyTest, AnIdThatClimbsOutIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject forged = plan();
    forged.insert(QStringLiteral("id"), QStringLiteral("../.."));
    forge(forged);
    expectRefused(applyPlan(), before, "not a plain name");
}

TEST_F(ElevatedApplyTest, ANewlineInTheLibraryFolderIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject forged = plan();
    forged.insert(QStringLiteral("libraryFolder"), toolkit() + QStringLiteral("/lib64\ninclude /home/student/evil.conf"));
    forge(forged);
    expectRefused(applyPlan(), before, "control character");
}

TEST_F(ElevatedApplyTest, AnEnvironmentFileOfItsOwnIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject forged = plan();
    QJsonArray edits = forged.value(QStringLiteral("environmentEdits")).toArray();
    ASSERT_FALSE(edits.isEmpty());
    QJsonObject edit = edits.first().toObject();
    edit.insert(QStringLiteral("content"), QStringLiteral("/home/student/libs\n"));
    edits.replace(0, edit);
    forged.insert(QStringLiteral("environmentEdits"), edits);
    forge(forged);
    expectRefused(applyPlan(), before, "is not one cuDNN Setup makes");
}

TEST_F(ElevatedApplyTest, AStagedFileSwappedAfterThePreviewIsRefused)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QString source;
    for (const QJsonValue &file : plan().value(QStringLiteral("files")).toArray())
        if (file.toObject().value(QStringLiteral("destination")).toString().endsWith(QStringLiteral("libcudnn.so.9.20.0")))
            source = file.toObject().value(QStringLiteral("source")).toString();
    ASSERT_FALSE(source.isEmpty());
    QFile staged(source);
    ASSERT_TRUE(staged.open(QIODevice::ReadWrite));
    const QByteArray original = staged.readAll();
    QByteArray swapped = original;
    swapped[0] = swapped[0] == 'X' ? 'Y' : 'X';   // same size, other content
    staged.seek(0);
    staged.write(swapped);
    staged.close();
    expectRefused(applyPlan(), before, "is not the file the preview showed");
}

TEST_F(ElevatedApplyTest, AStagedFileReplacedByALinkIsNotFollowed)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QString source;
    for (const QJsonValue &file : plan().value(QStringLiteral("files")).toArray())
        if (file.toObject().value(QStringLiteral("incoming")).toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("file"))
            source = file.toObject().value(QStringLiteral("source")).toString();
    ASSERT_FALSE(source.isEmpty());
    ASSERT_TRUE(QFile::remove(source));
    makeSymlink(source, sysroot() + QStringLiteral("/etc/shadow"));
    expectRefused(applyPlan(), before, "symbolic link");
}

TEST_F(ElevatedApplyTest, AProgramOnRootsPathIsNotATarget)
{
    preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject forged = plan();
    const QString bin = sysroot() + QStringLiteral("/usr/local/bin");
    forged.insert(QStringLiteral("target"), bin);
    forged.insert(QStringLiteral("libraryFolder"), bin);
    forge(forged);
    expectRefused(applyPlan(), before, "is not one an administrator's install may write");
}

TEST_F(ElevatedApplyTest, ThePasswordPromptsTargetMustBeThePlans)
{
    const QString command = preview();
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QString other = command;
    other.replace(QStringLiteral("--expect-target ") + toolkit(), QStringLiteral("--expect-target /opt/nvidia/cudnn"));
    const CliRun applied = asAdministrator(other);
    expectRefused(applied, before, "--expect-target");
}

// The plan file is the user's: rewritten after the preview, even into a plan the rules would
// take, it is not the one the password prompt showed (--expect-plan-sha256).
TEST_F(ElevatedApplyTest, APlanChangedAfterItWasShownIsRefused)
{
    const QString command = preview();
    ASSERT_TRUE(command.contains(QStringLiteral("--expect-plan-sha256 "))) << command;
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject changed = plan();
    QJsonArray files = changed.value(QStringLiteral("files")).toArray();
    files.removeLast();
    changed.insert(QStringLiteral("files"), files);
    forge(changed);
    expectRefused(asAdministrator(command), before, "not the plan that was shown");
}

// A line break, a carriage return, a C1 control or a character that reorders text, anywhere a
// plan names a file.
TEST_F(ElevatedApplyTest, HiddenCharactersInAnyPathAreRefused)
{
    preview();
    const QJsonObject honest = plan();
    const QJsonArray files = honest.value(QStringLiteral("files")).toArray();
    QJsonObject someFile, someLink;
    for (const QJsonValue &value : files) {
        const QString kind = value.toObject().value(QStringLiteral("incoming")).toObject().value(QStringLiteral("kind")).toString();
        (kind == QStringLiteral("symlink") ? someLink : someFile) = value.toObject();
    }
    ASSERT_FALSE(someFile.isEmpty());
    ASSERT_FALSE(someLink.isEmpty());
    QJsonObject newlineFile = someFile;
    newlineFile.insert(QStringLiteral("destination"), toolkit() + QStringLiteral("/lib64/libcudnn_evil.so\n.9"));
    QJsonObject returnLink = someLink;
    QJsonObject incoming = returnLink.value(QStringLiteral("incoming")).toObject();
    incoming.insert(QStringLiteral("linkText"), incoming.value(QStringLiteral("linkText")).toString() + u'\r');
    returnLink.insert(QStringLiteral("incoming"), incoming);
    QJsonObject reordered = honest;
    reordered.insert(QStringLiteral("target"), toolkit() + QString(QChar(0x202e)) + QStringLiteral("0.31-aduc"));
    QJsonObject c1Archive = honest;
    c1Archive.insert(QStringLiteral("archive"), QStringLiteral("/tmp/cudnn") + QString(QChar(0x85)) + QStringLiteral(".tar.xz"));
    const QList<std::pair<const char *, QJsonObject>> forgeries{
        {"a line break in a file's destination", withOneMore(QStringLiteral("files"), newlineFile)},
        {"a carriage return in a link's text", withOneMore(QStringLiteral("files"), returnLink)},
        {"a right-to-left override in the install folder", reordered},
        {"a C1 control in the archive's name", c1Archive},
        {"a line break in a removal", withOneMore(QStringLiteral("removals"),
                                                  QJsonObject{{QStringLiteral("path"), toolkit() + QStringLiteral("/lib64/libcudnn.so\n")}})},
    };
    for (const auto &[what, forged] : forgeries) {
        SCOPED_TRACE(what);
        const TreeSnapshot before = TreeSnapshot::take(sysroot());
        forge(forged);
        expectRefused(applyPlan(), before, "control character");
    }
}

// A plan the administrator's half would refuse is never put to the password prompt: the user's
// half checks it against the same rules first and says why, and writes no plan for it.
TEST_F(ElevatedApplyTest, APlanTheRulesRefuseIsNotOfferedForThePassword)
{
    const QString elsewhere = sysroot() + QStringLiteral("/srv/cudnn");
    const CliRun planned = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"),
                                QStringLiteral("system"), QStringLiteral("--sysroot"), sysroot(), QStringLiteral("--layout"),
                                QStringLiteral("side-by-side"), QStringLiteral("--target"), elsewhere, QStringLiteral("--state-dir"),
                                userState()},
                               userEnvironment(), asUser());
    EXPECT_EQ(planned.exitCode, 4) << planned.describe();
    EXPECT_TRUE(planned.err.contains("would refuse it")) << planned.describe();
    EXPECT_TRUE(planned.err.contains("is not one an administrator's install may write")) << planned.describe();
    EXPECT_FALSE(planned.err.contains(" apply --plan ")) << planned.describe();
    EXPECT_TRUE(planned.err.contains("--scope user")) << "the other ways on stay: " << planned.describe();
    QStringList plans;
    QDirIterator files(userState(), {QStringLiteral("plan-for-administrator.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext())
        plans.append(files.next());
    EXPECT_TRUE(plans.isEmpty()) << plans.join(u' ');
}

// The CUDA pieces for a machine without a toolkit, installed for all users through the printed
// sudo command; then a forged plan that brings a program named like one of the system's own into
// the toolkit's bin/, which goes in front of everyone's PATH.
TEST_F(ElevatedApplyTest, CudaPiecesGoInButNoneMayShadowASystemProgram)
{
    QDir(toolkit()).removeRecursively();   // no toolkit yet: the CUDA pieces make it
    writeFile(sysroot() + QStringLiteral("/usr/bin/sudo"), "the system's sudo", 04755);
    const QString redist = path(QStringLiteral("redist"));
    SmallCudaRedist::write(redist, SmallCudaRedist::runtimeComponents());
    chownTree(redist);
    ::chmod(QFile::encodeName(redist).constData(), 0755);
    const CliRun planned = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"),
                                QStringLiteral("system"), QStringLiteral("--sysroot"), sysroot(), QStringLiteral("--with-cuda"),
                                QStringLiteral("runtime"), QStringLiteral("--cuda-from"), redist, QStringLiteral("--cuda-root"),
                                toolkit(), QStringLiteral("--state-dir"), userState(), QStringLiteral("--no-nvcc")},
                               userEnvironment(), asUser());
    ASSERT_EQ(planned.exitCode, 4) << planned.describe();
    const QRegularExpressionMatch sudo = QRegularExpression(QStringLiteral("\\n\\s+sudo (\\S+ apply [^\\n]+)"))
                                             .match(QString::fromUtf8(planned.err));
    ASSERT_TRUE(sudo.hasMatch()) << planned.describe();
    m_planFile = QRegularExpression(QStringLiteral("--plan (\\S+)")).match(sudo.captured(1)).captured(1);
    ASSERT_FALSE(plan().value(QStringLiteral("cudaComponents")).toArray().isEmpty());
    const QJsonObject honest = plan();

    // Forged: a staged file of the plan's own, proven by its SHA-256, but placed as bin/sudo.
    const TreeSnapshot before = TreeSnapshot::take(sysroot());
    QJsonObject program;
    for (const QJsonValue &file : honest.value(QStringLiteral("files")).toArray())
        if (file.toObject().value(QStringLiteral("incoming")).toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("file"))
            program = file.toObject();
    program.insert(QStringLiteral("destination"), toolkit() + QStringLiteral("/bin/sudo"));
    forge(withOneMore(QStringLiteral("files"), program));
    expectRefused(applyPlan(), before, "/usr/bin/sudo");
    EXPECT_FALSE(QFileInfo::exists(toolkit() + QStringLiteral("/bin/sudo")));

    // Forged: the pieces into a folder that is not a toolkit of their release.
    QJsonObject elsewhere = honest;
    elsewhere.insert(QStringLiteral("cudaRelease"), QStringLiteral("12.9.1"));
    forge(elsewhere);
    expectRefused(applyPlan(), before, "not a toolkit folder of that release");

    // The honest plan, as printed, goes in.
    forge(honest);
    const CliRun applied = asAdministrator(sudo.captured(1).replace(QRegularExpression(QStringLiteral("--expect-plan-sha256 \\S+")),
                                                                    QString()));
    ASSERT_EQ(applied.exitCode, 0) << applied.describe();
    struct stat status{};
    ASSERT_EQ(::lstat(QFile::encodeName(toolkit() + QStringLiteral("/lib/libcublasLt.so.13.1.0.3")).constData(), &status), 0);
    EXPECT_EQ(status.st_uid, 0u);
}

// `sudo -E cudnn-setup rollback` (or a root shell that kept HOME) reads the user's own records
// folder: a record the user planted there must not make root act.
TEST_F(ElevatedApplyTest, RootNeverActsOnARecordTheUserCouldWrite)
{
    // A real per-user install of the user's own, into a toolkit of theirs.
    const QString ownToolkit = userHome() + QStringLiteral("/cuda");
    QDir().mkpath(ownToolkit + QStringLiteral("/lib64"));
    QDir().mkpath(ownToolkit + QStringLiteral("/include"));
    writeFile(ownToolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
    chownTree(userHome());
    const CliRun installed = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"),
                                  QStringLiteral("user"), QStringLiteral("--cuda-root"), ownToolkit, QStringLiteral("--state-dir"),
                                  userState(), QStringLiteral("--no-nvcc")},
                                 userEnvironment(), asUser());
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    // Root's own listing skips the user's records (that is the point), so the test finds it on disk.
    QStringList recordFolders;
    for (const QString &name : QDir(userState() + QStringLiteral("/transactions")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (TransactionFolder::isRecord(userState() + QStringLiteral("/transactions/") + name))
            recordFolders.append(name);
    ASSERT_EQ(recordFolders.size(), 1);
    const QString id = recordFolders.first();
    EXPECT_TRUE(InstallRecords::list({userState()}).isEmpty()) << "root believed a record the user wrote";
    // The user points the record's command at a marker.
    pointCommandAtMarker(TransactionFolder::infoFile(userState() + QStringLiteral("/transactions/") + id));
    const TreeSnapshot before = TreeSnapshot::take(userHome());

    QProcessEnvironment kept = userEnvironment(); // sudo -E
    const CliRun rolledBack = run({QStringLiteral("rollback"), QStringLiteral("--id"), id,
                                   QStringLiteral("--state-dir"), userState()}, kept);
    EXPECT_NE(rolledBack.exitCode, 0) << rolledBack.describe();
    EXPECT_TRUE(rolledBack.err.contains("is not used")) << rolledBack.describe();
    EXPECT_TRUE(rolledBack.err.contains("belongs to another user")) << rolledBack.describe();
    EXPECT_FALSE(QFileInfo::exists(marker())) << "root ran the record's command";
    const QStringList lines = before.differences(TreeSnapshot::take(userHome()), {});
    EXPECT_TRUE(lines.isEmpty()) << lines.join(u'\n');

    // The user themselves still can.
    const CliRun own = run({QStringLiteral("uninstall"), QStringLiteral("--id"), id,
                            QStringLiteral("--state-dir"), userState()}, userEnvironment(), asUser());
    EXPECT_EQ(own.exitCode, 0) << own.describe();
}

// The same with nothing named on the command line: `sudo -E cudnn-setup rollback --id X`, where
// root's default folders are the user's HOME's and XDG's.
TEST_F(ElevatedApplyTest, RootWithTheUsersHomeDoesNotUseTheUsersDefaultRecords)
{
    const QString ownToolkit = userHome() + QStringLiteral("/cuda");
    QDir().mkpath(ownToolkit + QStringLiteral("/lib64"));
    writeFile(ownToolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
    chownTree(userHome());
    // The folders too: the user's default records go under its XDG data folder.
    QDirIterator folders(userHome(), QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (folders.hasNext())
        ::lchown(QFile::encodeName(folders.next()).constData(), kUser, kUser);
    const CliRun installed = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"),
                                  QStringLiteral("user"), QStringLiteral("--cuda-root"), ownToolkit, QStringLiteral("--no-nvcc")},
                                 userEnvironment(), asUser());
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    QString info;
    QDirIterator files(userHome(), {QStringLiteral("transaction.json")}, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext() && info.isEmpty())
        if (const QString file = files.next(); file.contains(QStringLiteral("/transactions/")))
            info = file;
    ASSERT_FALSE(info.isEmpty()) << "the user's install left its record under their home";
    const QString id = QFileInfo(QFileInfo(info).path()).fileName();
    pointCommandAtMarker(info);
    const TreeSnapshot before = TreeSnapshot::take(userHome());

    for (const char *command : {"rollback", "uninstall"}) {
        const CliRun asRoot = run({QString::fromLatin1(command), QStringLiteral("--id"), id}, userEnvironment());
        EXPECT_NE(asRoot.exitCode, 0) << command << ": " << asRoot.describe();
        EXPECT_FALSE(QFileInfo::exists(marker())) << "root ran the record's command (" << command << ")";
    }
    const QStringList lines = before.differences(TreeSnapshot::take(userHome()), {});
    EXPECT_TRUE(lines.isEmpty()) << lines.join(u'\n');
}

} // namespace
} // namespace cudnnsetup::testing
