// InstallPlanner + Installer on real archives in every layout NVIDIA has shipped (Linux 9.x and
// 8.x tarballs, the legacy cuda/ tgz, the Windows zip with bin\ and with bin\x64\), into a
// temporary CUDA Toolkit and side by side: every file checked against its archive entry, and
// every uninstall checked to give back the tree as it was, byte for byte.
#include "core/install/ManualSteps.h"
#include "core/install/PlanText.h"
#include "core/platform/FileOps.h"
#include "unit/install/InstallTestSupport.h"
#include "support/SymlinksReported.h"

#include <QSet>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class InstallerLayoutTest : public InstallFixture
{
protected:
    // Checks that the File and Symlink entries directly in `archiveFolder` (a path inside the
    // archive) are at `targetFolder` as the archive has them, and returns their target paths.
    static QStringList expectPlaced(const QList<ArchiveEntry> &entries, const QString &archiveFolder,
                                    const QString &targetFolder)
    {
        QStringList placed;
        const QString prefix = archiveFolder + u'/';
        for (const ArchiveEntry &entry : entries) {
            if (!entry.path.startsWith(prefix) || entry.path.mid(prefix.size()).contains(u'/'))
                continue;
            const QString destination = targetFolder + u'/' + entry.path.mid(prefix.size());
            if (entry.kind == ArchiveEntry::Kind::File) {
                EXPECT_EQ(FileFingerprint::of(destination).kind, FileFingerprint::Kind::File) << destination.toStdString();
                EXPECT_EQ(readFile(destination), entry.content) << destination.toStdString();
                EXPECT_EQ(statusOf(destination).mode, platformMode((entry.permissions & 0111) ? 0755 : 0644))
                    << destination.toStdString();
                EXPECT_EQ(statusOf(destination).modifiedSeconds, 1767225600) << "the archive's time: " << destination.toStdString();
            } else if (entry.kind == ArchiveEntry::Kind::Symlink) {
                EXPECT_EQ(FileOps::linkText(destination).value_or(QStringLiteral("<not a link>")), entry.target)
                    << destination.toStdString();
            } else {
                continue;
            }
            placed.append(destination);
        }
        return placed;
    }

    // Everything that changed under `root` since `before` is in `expected`, and everything in
    // `expected` is there now.
    static void expectOnlyThese(const TreeSnapshot &before, const QString &root, const QStringList &expected)
    {
        const TreeSnapshot after = TreeSnapshot::take(root);
        QSet<QString> wanted;
        for (const QString &path : expected)
            wanted.insert(QDir(root).relativeFilePath(path));
        for (const QString &path : before.changedFiles(after))
            EXPECT_TRUE(wanted.contains(path)) << "unexpected: " << path.toStdString();
        for (const QString &path : wanted)
            EXPECT_TRUE(after.contains(path)) << "missing: " << path.toStdString() << "\n" << after.listing().toStdString();
    }

    static QString top(const QList<ArchiveEntry> &entries) { return entries.first().path.section(u'/', 0, 0); }
};

TEST_F(InstallerLayoutTest, Linux9TarballIntoTheToolkitAndBack)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString version = QStringLiteral("9.20.0.48");
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), version, 12);
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(version, 12);
    const TreeSnapshot before = TreeSnapshot::take(cuda());

    Planned planned = planFor(archive, toolkitRequest(cuda(), Version::parse(QStringLiteral("12.9")).value_or(Version())));
    const InstallPlan &plan = planned.plan;
    EXPECT_TRUE(plan.canProceed()) << plan.blockers.join(u'\n');
    EXPECT_EQ(plan.libraryFolder, cuda() + QStringLiteral("/lib64"));
    EXPECT_EQ(plan.includeFolder, cuda() + QStringLiteral("/include"));
    EXPECT_TRUE(plan.directories.isEmpty()) << plan.directories.join(u'\n');
    EXPECT_TRUE(plan.removals.isEmpty());
    EXPECT_FALSE(plan.needsElevation);
    EXPECT_EQ(plan.version, version);
    EXPECT_EQ(plan.cudaMajor, 12);
    EXPECT_TRUE(plan.title().contains(version)) << plan.title();
    const QString text = PlanText::render(plan, true);
    EXPECT_TRUE(text.contains(cuda() + QStringLiteral("/lib64/libcudnn.so.9.20.0"))) << text;
    EXPECT_EQ(TreeSnapshot::take(cuda()).differences(before), QStringList()) << "planning touches nothing";

    QString error;
    std::unique_ptr<Transaction> transaction = Installer::begin(plan, &error);
    ASSERT_TRUE(transaction) << error;
    ASSERT_TRUE(transaction->apply().ok);

    QStringList placed = expectPlaced(entries, top(entries) + QStringLiteral("/lib"), cuda() + QStringLiteral("/lib64"));
    placed += expectPlaced(entries, top(entries) + QStringLiteral("/include"), cuda() + QStringLiteral("/include"));
    EXPECT_EQ(placed.size(), 8 * 4 + 14) << "8 sub-libraries x (file, 2 links, static) + 7 headers with _v9 twins";
    EXPECT_EQ(int(plan.files.size()), placed.size());
    expectOnlyThese(before, cuda(), placed);
    EXPECT_FALSE(QFileInfo::exists(cuda() + QStringLiteral("/LICENSE"))) << "the toolkit gets no LICENSE file";
    EXPECT_FALSE(QFileInfo::exists(planned.unpacked.stagingFolder)) << "the staging tree goes after the install";

    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

TEST_F(InstallerLayoutTest, Linux8TarballGoesToLibWhenTheToolkitHasNoLib64)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    QDir(cuda() + QStringLiteral("/lib64")).removeRecursively();
    QDir().mkpath(cuda() + QStringLiteral("/lib"));
    const QString version = QStringLiteral("8.9.7.29");
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), version, 12);
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(version, 12);
    const TreeSnapshot before = TreeSnapshot::take(cuda());

    const InstallPlan plan = install(archive, toolkitRequest(cuda()));
    EXPECT_EQ(plan.libraryFolder, cuda() + QStringLiteral("/lib"));
    QStringList placed = expectPlaced(entries, top(entries) + QStringLiteral("/lib"), cuda() + QStringLiteral("/lib"));
    placed += expectPlaced(entries, top(entries) + QStringLiteral("/include"), cuda() + QStringLiteral("/include"));
    EXPECT_EQ(placed.size(), 7 * 4 + 18);
    expectOnlyThese(before, cuda(), placed);
    EXPECT_TRUE(QFileInfo::exists(cuda() + QStringLiteral("/lib/libcudnn_ops_infer.so.8.9.7")));

    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

TEST_F(InstallerLayoutTest, Legacy7CudaFolderTgz)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString archive = ArchiveBuilder::cudnnLegacyTgz(archives(), QStringLiteral("10.2"), QStringLiteral("7.6.5.32"));
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLegacyEntries(QStringLiteral("7.6.5.32"));
    const TreeSnapshot before = TreeSnapshot::take(cuda());

    const InstallPlan plan = install(archive, toolkitRequest(cuda()));
    QStringList placed = expectPlaced(entries, QStringLiteral("cuda/lib64"), cuda() + QStringLiteral("/lib64"));
    placed += expectPlaced(entries, QStringLiteral("cuda/include"), cuda() + QStringLiteral("/include"));
    EXPECT_EQ(placed.size(), 4 + 1) << "libcudnn.so.7.6.5, .so.7, .so, static + cudnn.h";
    expectOnlyThese(before, cuda(), placed);
    EXPECT_FALSE(QFileInfo::exists(cuda() + QStringLiteral("/NVIDIA_SLA_cuDNN_Support.txt")));

    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

struct WindowsCase
{
    const char *name;
    const char *version;     // of the archive: 9.17 has bin\, 9.18 on bin\x64\ inside
    int cudaMajor;
    const char *toolkit;     // the toolkit's version; "" = unknown
    bool toolkitHasBinX64;   // the folder exists already
    const char *dllFolder;   // where the DLLs must go, relative to the toolkit
};

class WindowsIntoToolkitTest : public InstallerLayoutTest, public ::testing::WithParamInterface<WindowsCase>
{
};

TEST_P(WindowsIntoToolkitTest, DllsGoWhereTheToolkitKeepsItsOwn)
{
    const WindowsCase &c = GetParam();
    const QString version = QString::fromLatin1(c.version);
    QDir().mkpath(cuda() + QStringLiteral("/bin"));
    if (c.toolkitHasBinX64)
        QDir().mkpath(cuda() + QStringLiteral("/bin/x64"));
    const QString archive = ArchiveBuilder::cudnnWindowsZip(archives(), version, c.cudaMajor);
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(version, c.cudaMajor);
    const TreeSnapshot before = TreeSnapshot::take(cuda());
    const std::optional<Version> toolkitVersion = Version::parse(QString::fromLatin1(c.toolkit));

    // The environment is asked for, but a Windows archive on Linux leaves it alone (and says so).
    const InstallPlan plan = install(archive, toolkitRequest(cuda(), toolkitVersion.value_or(Version()), true));
    EXPECT_TRUE(plan.environmentEdits.isEmpty());
    const QString dlls = cuda() + u'/' + QString::fromLatin1(c.dllFolder);
    EXPECT_EQ(plan.libraryFolder, dlls);
    const QString archiveBin = top(entries) + (version.section(u'.', 1, 1).toInt() >= 18 ? QStringLiteral("/bin/x64") : QStringLiteral("/bin"));
    QStringList placed = expectPlaced(entries, archiveBin, dlls);
    EXPECT_EQ(placed.size(), 8);
    placed += expectPlaced(entries, top(entries) + QStringLiteral("/lib/x64"), cuda() + QStringLiteral("/lib/x64"));
    placed += expectPlaced(entries, top(entries) + QStringLiteral("/include"), cuda() + QStringLiteral("/include"));
    EXPECT_EQ(placed.size(), 8 + 16 + 7);
    expectOnlyThese(before, cuda(), placed);
    EXPECT_TRUE(plan.notes.join(u'\n').contains(QStringLiteral("another operating system"))) << plan.notes.join(u'\n');

    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

INSTANTIATE_TEST_SUITE_P(
    Layouts, WindowsIntoToolkitTest,
    ::testing::Values(WindowsCase{"zip917_cuda12_bin", "9.17.0.29", 12, "12.9", false, "bin"},
                      WindowsCase{"zip917_cuda13_binx64", "9.17.0.29", 13, "13.0", false, "bin/x64"},
                      WindowsCase{"zip920_cuda12_bin", "9.20.0.48", 12, "12.9", false, "bin"},
                      WindowsCase{"zip920_cuda13_binx64", "9.20.0.48", 13, "13.0", false, "bin/x64"},
                      WindowsCase{"zip920_unknownToolkit_existingBinX64", "9.20.0.48", 13, "", true, "bin/x64"},
                      WindowsCase{"zip917_unknownToolkit_noBinX64", "9.17.0.29", 12, "", false, "bin"}),
    [](const ::testing::TestParamInfo<WindowsCase> &info) { return std::string(info.param.name); });

TEST_F(InstallerLayoutTest, LinuxSideBySide)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString version = QStringLiteral("9.20.0.48");
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), version, 12);
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(version, 12);
    const QString target = path(QStringLiteral("opt/cudnn/9.20"));
    const TreeSnapshot before = TreeSnapshot::take(m_root + QStringLiteral("/opt"));

    const InstallPlan plan = install(archive, sideBySideRequest(target));
    EXPECT_EQ(plan.targetRoot, target);
    EXPECT_EQ(plan.libraryFolder, target + QStringLiteral("/lib"));
    EXPECT_EQ(plan.directories, (QStringList{path(QStringLiteral("opt")), path(QStringLiteral("opt/cudnn")), target,
                                             target + QStringLiteral("/lib"), target + QStringLiteral("/include")}));
    QStringList placed = expectPlaced(entries, top(entries) + QStringLiteral("/lib"), target + QStringLiteral("/lib"));
    placed += expectPlaced(entries, top(entries) + QStringLiteral("/include"), target + QStringLiteral("/include"));
    placed += expectPlaced(entries, top(entries), target);
    EXPECT_TRUE(placed.contains(target + QStringLiteral("/LICENSE")));
    EXPECT_EQ(placed.size(), 32 + 14 + 1);
    expectOnlyThese(before, path(QStringLiteral("opt")), placed);

    uninstall(plan.id);
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("opt")))) << "every folder it made is gone again";
}

TEST_F(InstallerLayoutTest, LinuxSideBySideDefaultsToTheUsersOwnFolder)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    Planned planned = planFor(archive, sideBySideRequest({}));
    EXPECT_EQ(planned.plan.targetRoot, home() + QStringLiteral("/.local/opt/nvidia/cudnn/9.20.0.48-cuda12"));
    EXPECT_FALSE(planned.plan.needsElevation);
    Installer::discard(planned.unpacked);
    EXPECT_FALSE(QFileInfo::exists(planned.unpacked.stagingFolder));
}

TEST_F(InstallerLayoutTest, WindowsSideBySideUsesNvidiasFolders)
{
    for (const auto &[version, toolkit, tag] : {std::tuple{"9.17.0.29", "12.9", "12.9"}, std::tuple{"9.20.0.48", "", "12"}}) {
        SCOPED_TRACE(version);
        const QString archive = ArchiveBuilder::cudnnWindowsZip(archives(), QString::fromLatin1(version), 12);
        const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(QString::fromLatin1(version), 12);
        const QString target = path(QStringLiteral("CUDNN/v") + QString::fromLatin1(version).section(u'.', 0, 1));
        const QString cudaTag = QString::fromLatin1(tag);

        const InstallPlan plan = install(archive, sideBySideRequest(target, Version::parse(QString::fromLatin1(toolkit)).value_or(Version())));
        const bool binX64 = QString::fromLatin1(version).section(u'.', 1, 1).toInt() >= 18;
        QStringList placed = expectPlaced(entries, top(entries) + (binX64 ? QStringLiteral("/bin/x64") : QStringLiteral("/bin")),
                                          target + QStringLiteral("/bin/%1/x64").arg(cudaTag));
        EXPECT_EQ(placed.size(), 8);
        placed += expectPlaced(entries, top(entries) + QStringLiteral("/include"), target + QStringLiteral("/include/") + cudaTag);
        placed += expectPlaced(entries, top(entries) + QStringLiteral("/lib/x64"), target + QStringLiteral("/lib/%1/x64").arg(cudaTag));
        placed += expectPlaced(entries, top(entries), target);
        EXPECT_EQ(placed.size(), 8 + 7 + 16 + 1);
        expectOnlyThese(TreeSnapshot(), target, placed);

        uninstall(plan.id);
        EXPECT_FALSE(QFileInfo::exists(target));
    }
}

// The toolkit already holds cuDNN 9.19 (copied by hand, as most guides say), another major's
// library and the user's own files.
class UpgradeTest : public InstallerLayoutTest
{
protected:
    void SetUp() override
    {
        InstallerLayoutTest::SetUp();
        const QString lib = cuda() + QStringLiteral("/lib64");
        for (const QString &sub : ArchiveBuilder::subLibraries(9)) {
            writeFile(lib + QStringLiteral("/lib%1.so.9.19.0").arg(sub), "ELF " + sub.toUtf8() + " 9.19.0", 0755, 1750000000);
            makeSymlink(lib + QStringLiteral("/lib%1.so.9").arg(sub), QStringLiteral("lib%1.so.9.19.0").arg(sub));
            makeSymlink(lib + QStringLiteral("/lib%1.so").arg(sub), QStringLiteral("lib%1.so.9").arg(sub));
        }
        writeFile(lib + QStringLiteral("/libcudnn_static_v9.a"), "!<arch> 9.19", 0644, 1750000000);
        writeFile(cuda() + QStringLiteral("/include/cudnn_version.h"), ArchiveBuilder::versionHeader(QStringLiteral("9.19.0")), 0644, 1750000000);
        writeFile(cuda() + QStringLiteral("/include/cudnn.h"), "/* cudnn.h 9.19 */\n", 0644, 1750000000);
        writeFile(lib + QStringLiteral("/libcudnn.so.8"), "ELF cudnn 8 kept for old programs", 0755, 1650000000);
        writeFile(lib + QStringLiteral("/libmine.so"), "the user's library", 0644, 1650000000);
        writeFile(cuda() + QStringLiteral("/include/mine.h"), "the user's header", 0600, 1650000000);
        m_before = TreeSnapshot::take(cuda());
    }

    TreeSnapshot m_before;
};

TEST_F(UpgradeTest, UpgradeReplacesTheOlderCopyWithoutMixingAndUninstallBringsItBack)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    Planned planned = planFor(archive, toolkitRequest(cuda()));
    const InstallPlan &plan = planned.plan;
    ASSERT_TRUE(plan.canProceed()) << plan.blockers.join(u'\n');

    QStringList removed;
    for (const PlannedRemoval &removal : plan.removals)
        removed.append(QFileInfo(removal.path).fileName());
    removed.sort();
    QStringList expectedRemovals;
    for (const QString &sub : ArchiveBuilder::subLibraries(9))
        expectedRemovals.append(QStringLiteral("lib%1.so.9.19.0").arg(sub));
    expectedRemovals.sort();
    EXPECT_EQ(removed, expectedRemovals);
    for (const PlannedRemoval &removal : plan.removals)
        EXPECT_TRUE(removal.version.startsWith(QStringLiteral("9.19"))) << removal.version;
    EXPECT_EQ(plan.keptFiles, QStringList{cuda() + QStringLiteral("/lib64/libcudnn.so.8")});
    int replacing = 0;
    for (const PlannedFile &file : plan.files)
        if (file.existing.exists()) {
            ++replacing;
            EXPECT_TRUE(file.existingVersion.startsWith(QStringLiteral("9.19"))) << file.destination << file.existingVersion;
        }
    EXPECT_EQ(replacing, 8 + 1 + 2) << "the .so.9 links, the static library, cudnn.h and cudnn_version.h";
    EXPECT_EQ(plan.unchangedFiles, 8) << "the .so links already name the .so.9 ones";
    EXPECT_TRUE(PlanText::render(plan, true).contains(QStringLiteral("9.19"))) << PlanText::render(plan, true);

    QString error;
    std::unique_ptr<Transaction> transaction = Installer::begin(plan, &error);
    ASSERT_TRUE(transaction && transaction->apply().ok) << error;

    const QStringList libs = QDir(cuda() + QStringLiteral("/lib64")).entryList(QDir::Files | QDir::System);
    EXPECT_TRUE(libs.filter(QStringLiteral("9.19")).isEmpty()) << libs.join(u' ');
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/lib64/libcudnn.so.8")), QByteArray("ELF cudnn 8 kept for old programs"));
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/lib64/libmine.so")), QByteArray("the user's library"));
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/include/mine.h")), QByteArray("the user's header"));
    EXPECT_EQ(FileOps::linkText(cuda() + QStringLiteral("/lib64/libcudnn_ops.so.9")).value_or(QString()), QStringLiteral("libcudnn_ops.so.9.20.0"));
    EXPECT_EQ(readFile(cuda() + QStringLiteral("/include/cudnn_version.h")), ArchiveBuilder::versionHeader(QStringLiteral("9.20.0.48")));

    uninstall(plan.id);
    expectSameTree(m_before, TreeSnapshot::take(cuda()));
}

TEST_F(UpgradeTest, ASubLibraryTheNewReleaseDropsLeavesNoDanglingLinks)
{
    // The older copy has a sub-library the new archive does not ship: its real file and its
    // .so.9 link are removed (same major), so its unversioned .so link must go too.
    const QString lib = cuda() + QStringLiteral("/lib64");
    writeFile(lib + QStringLiteral("/libcudnn_legacy.so.9.19.0"), "ELF legacy 9.19", 0755, 1750000000);
    makeSymlink(lib + QStringLiteral("/libcudnn_legacy.so.9"), QStringLiteral("libcudnn_legacy.so.9.19.0"));
    makeSymlink(lib + QStringLiteral("/libcudnn_legacy.so"), QStringLiteral("libcudnn_legacy.so.9"));
    const TreeSnapshot before = TreeSnapshot::take(cuda());

    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    const InstallPlan plan = install(archive, toolkitRequest(cuda()));
    EXPECT_FALSE(FileFingerprint::of(lib + QStringLiteral("/libcudnn_legacy.so.9")).exists());
    EXPECT_FALSE(FileFingerprint::of(lib + QStringLiteral("/libcudnn_legacy.so")).exists())
        << "libcudnn_legacy.so is left pointing at the removed libcudnn_legacy.so.9";
    uninstall(plan.id);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

TEST_F(UpgradeTest, StackedInstallsAreUndoneNewestFirst)
{
    const QString older = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.19.1.2"), 12);
    const QString newer = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);

    const InstallPlan first = install(older, toolkitRequest(cuda()));
    const TreeSnapshot afterFirst = TreeSnapshot::take(cuda());
    const InstallPlan second = install(newer, toolkitRequest(cuda()));

    const QStringList folders{state()};
    const QList<InstallRecord> records = InstallRecords::list(folders);
    ASSERT_EQ(records.size(), 2);
    EXPECT_EQ(records[0].info.id, second.id) << "newest first";
    const std::optional<InstallRecord> firstRecord = InstallRecords::find(folders, first.id);
    ASSERT_TRUE(firstRecord);
    const std::optional<InstallRecord> stacked = InstallRecords::stackedOn(folders, *firstRecord);
    ASSERT_TRUE(stacked);
    EXPECT_EQ(stacked->info.id, second.id);
    EXPECT_FALSE(InstallRecords::stackedOn(folders, records[0]));
    EXPECT_EQ(InstallRecords::latestInstalled(folders)->info.id, second.id);
    EXPECT_TRUE(InstallRecords::needingAttention(folders).isEmpty());

    uninstall(second.id);
    expectSameTree(afterFirst, TreeSnapshot::take(cuda()));
    EXPECT_FALSE(InstallRecords::stackedOn(folders, *InstallRecords::find(folders, first.id)));
    uninstall(first.id);
    expectSameTree(m_before, TreeSnapshot::take(cuda()));
}

TEST_F(InstallerLayoutTest, TheSameArchiveTwiceIsANoOp)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    install(archive, toolkitRequest(cuda(), Version(), true));
    const TreeSnapshot once = TreeSnapshot::take(m_root);

    Planned again = planFor(archive, toolkitRequest(cuda(), Version(), true));
    EXPECT_TRUE(again.plan.isNoOp()) << PlanText::render(again.plan, true);
    EXPECT_TRUE(again.plan.canProceed());
    EXPECT_EQ(again.plan.unchangedFiles, 46);
    Installer::discard(again.unpacked);
    TreeCompare compare;
    compare.ignore = {QStringLiteral("state")};
    expectSameTree(once, TreeSnapshot::take(m_root), compare);
}

TEST_F(InstallerLayoutTest, PlansSurviveTheirJsonForm)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    Planned planned = planFor(archive, toolkitRequest(cuda(), Version(), true));
    QString error;
    const std::optional<InstallPlan> back = InstallPlan::fromJson(planned.plan.toJson(), &error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->toJson(), planned.plan.toJson());
    const auto a = planned.plan.operations();
    const auto b = back->operations();
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i)
        EXPECT_EQ(a[i]->toJson(), b[i]->toJson()) << i;
    EXPECT_FALSE(InstallPlan::fromJson(QJsonObject{{QStringLiteral("format"), 2}}, &error));

    // The manual steps copy exactly the planned files.
    const QStringList steps = ManualSteps::commands(planned.plan, false);
    EXPECT_EQ(steps.filter(QStringLiteral("cp -P ")).size(), planned.plan.files.size());
    EXPECT_TRUE(steps.filter(QStringLiteral("sudo")).isEmpty()) << "the user can write there";
    Installer::discard(planned.unpacked);
}

TEST_F(InstallerLayoutTest, ANonexistentToolkitIsABlocker)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    Planned planned = planFor(archive, toolkitRequest(path(QStringLiteral("no-such-cuda"))));
    EXPECT_FALSE(planned.plan.canProceed());
    EXPECT_TRUE(planned.plan.blockers.join(u'\n').contains(QStringLiteral("no-such-cuda")));
    Installer::discard(planned.unpacked);

    Planned none = planFor(archive, toolkitRequest({}));
    EXPECT_FALSE(none.plan.canProceed());
    Installer::discard(none.unpacked);
}

} // namespace
