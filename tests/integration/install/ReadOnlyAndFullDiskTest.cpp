// Installs that cannot be done as asked: a toolkit folder the user may not write (exit code 4,
// the three ways out, nothing changed; without --layout, a folder of cuDNN's own instead) and a disk that fills up while the files are copied
// across file systems (everything rolled back, exit code 1, a clear message) — plus the same
// cross-file-system install when it works, and its uninstall.
#include "core/install/Installer.h"
#include "integration/install/InstallCliSupport.h"

#include <QJsonDocument>
#include <QStandardPaths>

#include <sys/stat.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class ReadOnlyTargetTest : public CliInstallTest
{
protected:
    // The command prefix that runs the child as an account that may not write the toolkit's
    // lib64 (nobody, when the test runs as root), with everything else open to it.
    QStringList unprivileged(const QString &archive)
    {
        QStringList prefix;
        if (::geteuid() != 0) {
            ::chmod(QFile::encodeName(cuda() + QStringLiteral("/lib64")).constData(), 0555);
            return prefix;
        }
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty())
            return prefix;
        prefix = {setpriv, QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups")};
        for (const QString &folder : {m_root, archives(), state(), home(), xdg(), xdg() + QStringLiteral("/runtime"), tmp(), cuda(),
                                      cuda() + QStringLiteral("/include")})
            ::chmod(QFile::encodeName(folder).constData(), 0777);
        ::chmod(QFile::encodeName(archive).constData(), 0644);
        // Qt wants XDG_RUNTIME_DIR owned by the user; nobody gets one of its own.
        const QString runtime = tmp() + QStringLiteral("/runtime-nobody");
        QDir().mkpath(runtime);
        EXPECT_EQ(::chown(QFile::encodeName(runtime).constData(), 65534, 65534), 0);
        ::chmod(QFile::encodeName(runtime).constData(), 0700);
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
        ::chmod(QFile::encodeName(cuda() + QStringLiteral("/lib64")).constData(), 0555);
        return prefix;
    }

    bool cannotDropRights() const
    {
        return ::geteuid() == 0 && QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty();
    }
};

TEST_F(ReadOnlyTargetTest, NeedsAdministratorExplainsTheWaysOutAndChangesNothing)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    if (cannotDropRights())
        GTEST_SKIP() << "running as root and setpriv (util-linux) is missing: cannot drop to an unprivileged user";
    const QStringList prefix = unprivileged(archive);
    writeFile(home() + QStringLiteral("/.profile"), "export EDITOR=vi\n", 0666);
    const World before = world();

    const CliRun refused = run(installArguments(archive, {QStringLiteral("--layout"), QStringLiteral("toolkit")}), {}, prefix);
    EXPECT_EQ(refused.exitCode, 4) << refused.describe();
    EXPECT_FALSE(refused.killed());
    const QByteArray err = refused.err;
    EXPECT_TRUE(err.contains("Writing in " + cuda().toUtf8() + "/lib64 needs administrator rights. Nothing was changed.")) << refused.describe();
    EXPECT_TRUE(err.contains("install for all users, as administrator")) << refused.describe();
    EXPECT_TRUE(err.contains("--scope system")) << refused.describe();
    EXPECT_TRUE(err.contains("install just for yourself")) << refused.describe();
    EXPECT_TRUE(err.contains("--layout side-by-side --scope user")) << refused.describe();
    EXPECT_TRUE(err.contains("or do the same by hand")) << refused.describe();
    EXPECT_TRUE(err.contains("sudo cp -P ")) << refused.describe();
    EXPECT_TRUE(err.contains("/lib64/libcudnn.so.9.20.0'")) << refused.describe();
    // Only the libraries need sudo: the include folder is writable.
    const QList<QByteArray> copies = err.split('\n');
    int headerCopies = 0;
    for (const QByteArray &line : copies) {
        if (!line.contains(" '" + cuda().toUtf8() + "/include/cudnn"))
            continue;
        ++headerCopies;
        EXPECT_TRUE(line.trimmed().startsWith("cp -P ")) << line.toStdString();
    }
    EXPECT_EQ(headerCopies, 14);

    ::chmod(QFile::encodeName(cuda() + QStringLiteral("/lib64")).constData(), 0755);
    const QStringList lines = differences(before, world());
    // The chmod back is ours; anything else is the install's.
    QStringList others;
    for (const QString &line : lines)
        if (!line.startsWith(QStringLiteral("cuda: ~ lib64: mode")))
            others.append(line);
    EXPECT_TRUE(others.isEmpty()) << others.join(u'\n');
    EXPECT_TRUE(TreeSnapshot::take(cuda() + QStringLiteral("/lib64")).files().filter(QStringLiteral("cudnn")).isEmpty());
    const CliRun status = records(QStringLiteral("status"));
    EXPECT_TRUE(status.out.contains("No installs")) << status.describe();
}

// Without --layout, a toolkit this account may not write gets the layout the wizard recommends:
// a folder of cuDNN's own in the home, said on the first line, with the toolkit left alone.
TEST_F(ReadOnlyTargetTest, WithoutALayoutAReadOnlyToolkitGetsAFolderOfItsOwn)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    if (cannotDropRights())
        GTEST_SKIP() << "running as root and setpriv (util-linux) is missing: cannot drop to an unprivileged user";
    const QStringList prefix = unprivileged(archive);
    writeFile(home() + QStringLiteral("/.profile"), "export EDITOR=vi\n", 0666);

    const CliRun installed = run(installArguments(archive), {}, prefix);
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(installed.out.startsWith("Layout: side by side, in its own folder (no --layout given). The CUDA Toolkit in "))
        << installed.describe();
    EXPECT_TRUE(installed.out.contains("can only be changed with administrator rights")) << installed.describe();
    ::chmod(QFile::encodeName(cuda() + QStringLiteral("/lib64")).constData(), 0755);
    EXPECT_TRUE(TreeSnapshot::take(cuda() + QStringLiteral("/lib64")).files().filter(QStringLiteral("cudnn")).isEmpty());
    EXPECT_TRUE(QFileInfo::exists(home() + QStringLiteral("/.local/opt/nvidia/cudnn/9.20.0.48-cuda12/lib/libcudnn.so.9.20.0")))
        << installed.describe();
}

// ---- a second file system ---------------------------------------------------------------------

class CrossFilesystemTest : public CliInstallTest
{
protected:
    void SetUp() override
    {
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        struct stat shm {}, here {};
        if (::stat("/dev/shm", &shm) != 0 || !S_ISDIR(shm.st_mode) || ::access("/dev/shm", W_OK) != 0)
            GTEST_SKIP() << "/dev/shm is not a writable folder here";
        ::stat(QFile::encodeName(state()).constData(), &here);
        if (shm.st_dev == here.st_dev)
            GTEST_SKIP() << "/dev/shm and " << state() << " are on the same file system: no cross-device copy to test";
        m_other = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/cudnn-setup-install-test-XXXXXX"));
        ASSERT_TRUE(m_other->isValid());
        m_otherCuda = m_other->path() + QStringLiteral("/cuda");
        const QString lib = m_otherCuda + QStringLiteral("/lib64");
        QDir().mkpath(lib);
        writeFile(m_otherCuda + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
        writeFile(m_otherCuda + QStringLiteral("/include/cudnn.h"), "/* cudnn.h 9.19 */\n", 0644, 1750000000);
        writeFile(lib + QStringLiteral("/libcudnn.so.9.19.0"), "ELF 9.19", 0755, 1750000000);
        makeSymlink(lib + QStringLiteral("/libcudnn.so.9"), QStringLiteral("libcudnn.so.9.19.0"));
        writeFile(lib + QStringLiteral("/libusers.so"), "the user's", 0644, 1750000000);
        writeFile(home() + QStringLiteral("/.profile"), "export EDITOR=vi\n");
        // Libraries of 512 KiB each, the rest small.
        m_archive = archives() + QStringLiteral("/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz");
        ArchiveBuilder::write(m_archive, ArchiveFormat::TarXz,
                              ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"), 512 * 1024));
    }

    World otherWorld() const { return {TreeSnapshot::take(m_otherCuda), TreeSnapshot::take(home())}; }

    std::unique_ptr<QTemporaryDir> m_other;
    QString m_otherCuda;
    QString m_archive;
};

TEST_F(CrossFilesystemTest, InstallCopiesAcrossAndUninstallRestores)
{
    const World before = otherWorld();
    const CliRun installed = run({QStringLiteral("install"), QStringLiteral("--archive"), m_archive, QStringLiteral("--scope"), QStringLiteral("user"),
                                  QStringLiteral("--state-dir"), state(), QStringLiteral("--cuda-root"), m_otherCuda, QStringLiteral("--no-nvcc")});
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_EQ(QFileInfo(m_otherCuda + QStringLiteral("/lib64/libcudnn_ops.so.9.20.0")).size(), 512 * 1024);
    EXPECT_EQ(QFileInfo(m_otherCuda + QStringLiteral("/lib64/libcudnn.so.9")).symLinkTarget(),
              m_otherCuda + QStringLiteral("/lib64/libcudnn.so.9.20.0"));
    const CliRun uninstalled = records(QStringLiteral("uninstall"));
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    const QStringList lines = differences(before, otherWorld());
    EXPECT_TRUE(lines.isEmpty()) << lines.join(u'\n');
}

TEST_F(CrossFilesystemTest, AFullDiskWhileTheAdministratorsHalfCopiesChangesNothing)
{
    // Unpack and plan here, without a limit, an install for all users into a toolkit of a
    // sysroot on the other file system; the child applies the plan with a file-size limit
    // (RLIMIT_FSIZE, SIGXFSZ ignored) below the libraries' size, so that its copy of the staged
    // files into a staging folder of its own fails with EFBIG like on a full disk.
    const QString sysroot = m_other->path() + QStringLiteral("/root");
    const QString toolkit = sysroot + QStringLiteral("/usr/local/cuda-12.8");
    QDir().mkpath(toolkit + QStringLiteral("/lib64"));
    QDir().mkpath(sysroot + QStringLiteral("/var/lib")); // as on every system; the state folder goes in it
    writeFile(toolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
    const UnpackedArchive unpacked = Installer::unpack(m_archive, state());
    ASSERT_TRUE(unpacked.ok()) << unpacked.extraction.reason;
    InstallRequest request;
    request.layout = InstallLayout::IntoToolkit;
    request.scope = InstallScope::System;
    request.toolkit = {toolkit, Version()};
    request.editEnvironment = true;
    request.homeFolder = home();
    const SystemPaths paths(sysroot, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")}, m_env);
    const InstallPlan plan = Installer::plan(unpacked, request, paths);
    ASSERT_TRUE(plan.canProceed()) << plan.blockers.join(u'\n');
    ASSERT_FALSE(plan.environmentEdits.isEmpty());
    QString error;
    const QString planFile = Installer::writeElevatedPlan(plan, sysroot, &error);
    ASSERT_FALSE(planFile.isEmpty()) << error;
    const TreeSnapshot before = TreeSnapshot::take(sysroot);

    const QStringList limited{QStringLiteral("/bin/bash"), QStringLiteral("-c"),
                              QStringLiteral("trap '' XFSZ; ulimit -f 128 && exec \"$0\" \"$@\"")}; // 128 KiB
    const CliRun applied = run({QStringLiteral("apply"), QStringLiteral("--plan"), planFile, QStringLiteral("--sysroot"), sysroot},
                               {}, limited);
    EXPECT_FALSE(applied.killed()) << "SIGXFSZ must not kill it: " << applied.describe();
    EXPECT_EQ(applied.exitCode, 1) << applied.describe();
    EXPECT_TRUE(applied.err.contains("nothing was changed")) << applied.describe();
    EXPECT_TRUE(applied.err.contains("File too large")) << applied.describe();

    QStringList lines;
    for (const QString &line : before.differences(TreeSnapshot::take(sysroot)))
        if (!line.contains(QStringLiteral("var/lib/cudnn-setup")))
            lines.append(line);
    EXPECT_TRUE(lines.isEmpty()) << "changed:\n" << lines.join(u'\n');
    EXPECT_TRUE(InstallRecords::list({sysroot + QStringLiteral("/var/lib/cudnn-setup")}).isEmpty());
    EXPECT_TRUE(TreeSnapshot::take(sysroot + QStringLiteral("/var/lib/cudnn-setup")).files().filter(QStringLiteral("staging")).isEmpty())
        << "the partial copy is removed";
}

} // namespace
