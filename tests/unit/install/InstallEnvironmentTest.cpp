// The environment edits as the installer plans and applies them: per-user profile lines and
// snippets in a temporary home (once, however many installs; the user's lines untouched byte
// for byte), nothing when the loader already finds the folder (LD_LIBRARY_PATH, or ld.so.conf of
// a --sysroot tree), and the system-wide loader and profile files inside a --sysroot tree.
#include "core/environment/LinuxEnvironment.h"
#include "core/platform/FileOps.h"
#include "unit/install/InstallTestSupport.h"
#include "support/SymlinksReported.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class InstallEnvironmentTest : public InstallFixture
{
protected:
    void SetUp() override
    {
        InstallFixture::SetUp();
        if (HasFatalFailure())
            return;
        m_archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    }

    QString profile() const { return home() + QStringLiteral("/.profile"); }

    // A toolkit folder (include/, lib64/) inside a --sysroot tree.
    QString sysrootToolkit(const QString &sysroot, const QString &relative) const
    {
        const QString toolkit = sysroot + u'/' + relative;
        QDir().mkpath(toolkit + QStringLiteral("/lib64"));
        QDir().mkpath(toolkit + QStringLiteral("/include"));
        return toolkit;
    }
    QString snippets() const { return LinuxEnvironment::snippetFolder(home()); }

    QString m_archive;
};

TEST_F(InstallEnvironmentTest, PerUserInstallAddsOneProfileLineAndASnippet)
{
    const QByteArray users = "# ~/.profile of the user\nexport PATH=\"$HOME/bin:$PATH\"\n";
    writeFile(profile(), users, 0644, 1700000000);
    writeFile(home() + QStringLiteral("/.bashrc"), "alias ll='ls -l'\n", 0600, 1700000000);
    const TreeSnapshot before = TreeSnapshot::take(home());

    const InstallPlan plan = install(m_archive, toolkitRequest(cuda(), Version(), true));
    ASSERT_EQ(plan.environmentChanges.size(), 1);
    EXPECT_EQ(plan.environmentChanges[0].variable, QStringLiteral("LD_LIBRARY_PATH"));
    EXPECT_EQ(plan.environmentChanges[0].after, cuda() + QStringLiteral("/lib64"));
    EXPECT_FALSE(plan.refreshLoaderCache) << "no ldconfig for a per-user install";

    EXPECT_EQ(readFile(profile()), users + LinuxEnvironment::profileLine().toUtf8() + '\n');
    EXPECT_EQ(readFile(home() + QStringLiteral("/.bashrc")), "alias ll='ls -l'\n" + LinuxEnvironment::profileLine().toUtf8() + '\n');
    EXPECT_EQ(statusOf(home() + QStringLiteral("/.bashrc")).mode, platformMode(0600));
    EXPECT_FALSE(QFileInfo::exists(home() + QStringLiteral("/.zshrc"))) << "only profiles the user has";
    const QStringList written = QDir(snippets()).entryList(QDir::Files);
    ASSERT_EQ(written.size(), 1);
    EXPECT_TRUE(readFile(snippets() + u'/' + written.first()).contains(cuda().toUtf8() + "/lib64"));

    uninstall(plan.id);
    TreeCompare compare;
    compare.ignoreTimesOf = {QStringLiteral(".profile"), QStringLiteral(".bashrc")}; // rewritten without our line
    expectSameTree(before, TreeSnapshot::take(home()), compare);
}

TEST_F(InstallEnvironmentTest, TwoInstallsShareOneLineWhichGoesWithTheLast)
{
    const QByteArray users = "export EDITOR=nano\n";
    writeFile(profile(), users, 0644, 1700000000);
    const TreeSnapshot before = TreeSnapshot::take(home());

    const InstallPlan first = install(m_archive, toolkitRequest(cuda(), Version(), true));
    const InstallPlan second = install(m_archive, sideBySideRequest(path(QStringLiteral("sbs")), Version(), true));
    EXPECT_EQ(readFile(profile()).count(LinuxEnvironment::profileLine().toUtf8()), 1) << readFile(profile()).toStdString();
    EXPECT_EQ(readFile(profile()), users + LinuxEnvironment::profileLine().toUtf8() + '\n');
    EXPECT_EQ(QDir(snippets()).entryList(QDir::Files).size(), 2);

    // Uninstalling one keeps the line for the other.
    const TransactionOutcome outcome = uninstall(second.id);
    EXPECT_EQ(outcome.kept.size(), 1) << "every install that needs the line owns it; the first one's snippet still does";
    EXPECT_EQ(readFile(profile()).count(LinuxEnvironment::profileLine().toUtf8()), 1);
    uninstall(first.id);
    EXPECT_EQ(readFile(profile()), users);
    TreeCompare compare;
    compare.ignoreTimesOf = {QStringLiteral(".profile")};
    expectSameTree(before, TreeSnapshot::take(home()), compare);
}

TEST_F(InstallEnvironmentTest, UninstallingTheFirstOfTwoKeepsTheLineForTheSecond)
{
    writeFile(profile(), "export EDITOR=nano\n", 0644, 1700000000);
    const InstallPlan first = install(m_archive, sideBySideRequest(path(QStringLiteral("a")), Version(), true));
    const InstallPlan second = install(m_archive, sideBySideRequest(path(QStringLiteral("b")), Version(), true));
    const TransactionOutcome outcome = uninstall(first.id);
    EXPECT_EQ(outcome.kept.size(), 1) << "the other install's snippet still needs the line";
    EXPECT_TRUE(readFile(profile()).contains(LinuxEnvironment::profileLine().toUtf8()));
    uninstall(second.id);
    EXPECT_EQ(readFile(profile()), QByteArray("export EDITOR=nano\n"));
    EXPECT_TRUE(QDir(snippets()).entryList(QDir::Files).isEmpty());
}

TEST_F(InstallEnvironmentTest, AProfileThatDidNotExistIsRemovedAgain)
{
    const TreeSnapshot before = TreeSnapshot::take(home());
    const InstallPlan plan = install(m_archive, toolkitRequest(cuda(), Version(), true));
    EXPECT_EQ(readFile(profile()), LinuxEnvironment::profileLine().toUtf8() + '\n');
    EXPECT_TRUE(plan.directories.contains(home() + QStringLiteral("/.config"))) << plan.directories.join(u'\n');
    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(home()));
}

TEST_F(InstallEnvironmentTest, AUsersProfileWithoutAFinalNewlineSurvivesByteForByte)
{
    const QByteArray users = "export A=1\n# no newline after this line";
    writeFile(profile(), users, 0644, 1700000000);
    const InstallPlan plan = install(m_archive, toolkitRequest(cuda(), Version(), true));
    uninstall(plan.id);
    EXPECT_EQ(readFile(profile()), users);
}

TEST_F(InstallEnvironmentTest, ASymlinkedProfileStaysASymlink)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    // Dotfiles kept in a repository and linked into the home (GNU stow, chezmoi, yadm...).
    const QString dotfile = path(QStringLiteral("dotfiles/bashrc"));
    writeFile(dotfile, "alias ll='ls -l'\n", 0644, 1700000000);
    makeSymlink(home() + QStringLiteral("/.bashrc"), QStringLiteral("../dotfiles/bashrc"));
    const InstallPlan plan = install(m_archive, toolkitRequest(cuda(), Version(), true));
    EXPECT_EQ(FileOps::linkText(home() + QStringLiteral("/.bashrc")).value_or(QStringLiteral("<replaced by a file>")),
              QStringLiteral("../dotfiles/bashrc"));
    EXPECT_TRUE(readFile(dotfile).contains(LinuxEnvironment::profileLine().toUtf8())) << "the line goes into the real file";
    uninstall(plan.id);
    EXPECT_EQ(FileOps::linkText(home() + QStringLiteral("/.bashrc")).value_or(QStringLiteral("<replaced by a file>")),
              QStringLiteral("../dotfiles/bashrc"));
    EXPECT_EQ(readFile(dotfile), QByteArray("alias ll='ls -l'\n"));
}

TEST_F(InstallEnvironmentTest, NothingToDoWhenLdLibraryPathAlreadyHasTheFolder)
{
    QProcessEnvironment environment = cleanEnvironment(home());
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral("/opt/other:") + cuda() + QStringLiteral("/lib64/"));
    Planned planned = planFor(m_archive, toolkitRequest(cuda(), Version(), true), linuxPaths(home(), {}, environment));
    EXPECT_TRUE(planned.plan.environmentEdits.isEmpty());
    EXPECT_TRUE(planned.plan.notes.join(u'\n').contains(QStringLiteral("LD_LIBRARY_PATH"))) << planned.plan.notes.join(u'\n');
    Installer::discard(planned.unpacked);
}

TEST_F(InstallEnvironmentTest, NothingToDoWhenASysrootsLdSoConfListsTheFolder)
{
    const QString sysroot = path(QStringLiteral("sysroot"));
    const QString toolkit = sysrootToolkit(sysroot, QStringLiteral("usr/local/cuda-12.9"));
    writeFile(sysroot + QStringLiteral("/etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    writeFile(sysroot + QStringLiteral("/etc/ld.so.conf.d/cuda.conf"), "# CUDA\n/usr/local/cuda-12.9/lib64\n");

    Planned planned = planFor(m_archive, toolkitRequest(toolkit, Version(), true), linuxPaths(home(), sysroot));
    EXPECT_TRUE(planned.plan.environmentEdits.isEmpty()) << planned.plan.environmentEdits.first().path;
    EXPECT_TRUE(planned.plan.notes.join(u'\n').contains(QStringLiteral("ld.so.conf"))) << planned.plan.notes.join(u'\n');
    Installer::discard(planned.unpacked);

    // Another toolkit in the same tree is not listed: the user's profile gets the line.
    const QString other = sysrootToolkit(sysroot, QStringLiteral("usr/local/cuda-13.0"));
    Planned second = planFor(m_archive, toolkitRequest(other, Version(), true), linuxPaths(home(), sysroot));
    EXPECT_FALSE(second.plan.environmentEdits.isEmpty());
    Installer::discard(second.unpacked);
}

TEST_F(InstallEnvironmentTest, SystemScopeWritesLoaderAndProfileFilesInsideTheSysroot)
{
    const QString sysroot = path(QStringLiteral("sysroot"));
    const QString toolkit = sysrootToolkit(sysroot, QStringLiteral("usr/local/cuda"));
    QDir().mkpath(sysroot + QStringLiteral("/etc"));
    const TreeSnapshot before = TreeSnapshot::take(sysroot);
    const TreeSnapshot homeBefore = TreeSnapshot::take(home());

    InstallRequest request = toolkitRequest(toolkit, Version(), true);
    request.scope = InstallScope::System;
    const SystemPaths paths = linuxPaths(home(), sysroot);
    Planned planned = planFor(m_archive, request, paths);
    const InstallPlan &plan = planned.plan;
    EXPECT_FALSE(plan.refreshLoaderCache) << "never ldconfig for a --sysroot tree";
    EXPECT_TRUE(plan.notes.join(u'\n').contains(QStringLiteral("ldconfig"))) << plan.notes.join(u'\n');
    ASSERT_EQ(plan.environmentEdits.size(), 1);
    const QString conf = plan.environmentEdits.first().path;
    EXPECT_TRUE(conf.startsWith(sysroot + QStringLiteral("/etc/ld.so.conf.d/cudnn-setup-"))) << conf;
    EXPECT_TRUE(conf.endsWith(QStringLiteral(".conf")));
    EXPECT_TRUE(plan.transactionInfo().refreshCommand.isEmpty());
    QString error;
    std::unique_ptr<Transaction> transaction = Installer::begin(plan, &error);
    ASSERT_TRUE(transaction && transaction->apply().ok) << error;
    EXPECT_TRUE(readFile(conf).contains("\n/usr/local/cuda/lib64\n")) << readFile(conf).toStdString();
    EXPECT_FALSE(readFile(conf).contains(sysroot.toUtf8())) << "paths as the installed system sees them";
    expectSameTree(homeBefore, TreeSnapshot::take(home()));
    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(sysroot));

    // Side by side, system-wide: the loader file and CUDNN_PATH in /etc/profile.d.
    InstallRequest sideBySide = sideBySideRequest(sysroot + QStringLiteral("/opt/nvidia/cudnn/9.20"), Version(), true);
    sideBySide.scope = InstallScope::System;
    const InstallPlan second = install(m_archive, sideBySide, paths);
    ASSERT_EQ(second.environmentEdits.size(), 2);
    const QString profileD = second.environmentEdits.last().path;
    EXPECT_TRUE(profileD.startsWith(sysroot + QStringLiteral("/etc/profile.d/cudnn-setup-"))) << profileD;
    EXPECT_TRUE(readFile(profileD).contains("export CUDNN_PATH=\"/opt/nvidia/cudnn/9.20\"")) << readFile(profileD).toStdString();
    expectSameTree(homeBefore, TreeSnapshot::take(home()));
    uninstall(second.id);
    expectSameTree(before, TreeSnapshot::take(sysroot));
}

} // namespace
