// Crash safety, the key property of the installer: the real binary is killed (SIGKILL, through
// CUDNN_SETUP_TEST_CRASH_AT) at every crash point of an install — after each journal record and
// in the middle of each file operation — and then `resume` must give exactly the installed tree
// and `rollback` exactly the tree before, byte for byte. Some resumes and rollbacks are killed
// too, then run again. The toolkit starts with an older cuDNN 9.19 (replaced and removed by the
// install), a cuDNN 8 library and the user's own files; the home has the user's profiles.
#include "core/install/InstallRecords.h"
#include "integration/install/InstallCliSupport.h"

#include <QElapsedTimer>

#include <csignal>
#include <iostream>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CrashSafetyTest : public CliInstallTest
{
protected:
    QString workParent() const override { return tmpfsOrTemp(); }

    void SetUp() override
    {
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        // The older copy: 9.19 with a sub-library (adv) the new archive does not ship.
        const QString lib = cuda() + QStringLiteral("/lib64");
        for (const QString &sub : {QStringLiteral("cudnn"), QStringLiteral("cudnn_graph"), QStringLiteral("cudnn_ops"), QStringLiteral("cudnn_adv")}) {
            writeFile(lib + QStringLiteral("/lib%1.so.9.19.0").arg(sub), "ELF " + sub.toUtf8() + " 9.19.0", 0755, 1750000000);
            makeSymlink(lib + QStringLiteral("/lib%1.so.9").arg(sub), QStringLiteral("lib%1.so.9.19.0").arg(sub));
            makeSymlink(lib + QStringLiteral("/lib%1.so").arg(sub), QStringLiteral("lib%1.so.9").arg(sub));
        }
        writeFile(cuda() + QStringLiteral("/include/cudnn.h"), "/* cudnn.h 9.19 */\n", 0644, 1750000000);
        writeFile(cuda() + QStringLiteral("/include/cudnn_version.h"), ArchiveBuilder::versionHeader(QStringLiteral("9.19.0")), 0644, 1750000000);
        writeFile(lib + QStringLiteral("/libcudnn.so.8"), "ELF cudnn 8, still used", 0755, 1600000000);
        writeFile(lib + QStringLiteral("/libusers.so"), "the user's own library", 0640, 1600000000);
        writeFile(home() + QStringLiteral("/.profile"), "# the user's profile\nexport EDITOR=vi\n", 0644, 1600000000);
        writeFile(home() + QStringLiteral("/.bashrc"), "alias ll='ls -l'\n", 0600, 1600000000);

        // A small 9.20: four sub-libraries (one new), three headers.
        QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12);
        ArchiveBuilder::removeIf(entries, [](const ArchiveEntry &entry) {
            const QString name = entry.path.section(u'/', -1);
            if (entry.kind == ArchiveEntry::Kind::Directory)
                return false;
            if (name.contains(QStringLiteral("_v9")) || name.contains(QStringLiteral("static")))
                return true;
            if (name.endsWith(QStringLiteral(".h")))
                return name != QStringLiteral("cudnn.h") && name != QStringLiteral("cudnn_version.h") && name != QStringLiteral("cudnn_graph.h");
            for (const char *kept : {"libcudnn.", "libcudnn_graph.", "libcudnn_ops.", "libcudnn_cnn."})
                if (name.startsWith(QLatin1String(kept)))
                    return false;
            return name.startsWith(QStringLiteral("lib"));
        });
        m_archive = archives() + QStringLiteral("/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz");
        ArchiveBuilder::write(m_archive, ArchiveFormat::TarXz, entries);
    }

    // Back to the tree before from whatever `expected` says the tree is now.
    void reset(bool installed)
    {
        if (installed) {
            const CliRun uninstalled = records(QStringLiteral("uninstall"));
            ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
        }
        const QStringList lines = differences(m_before, world());
        ASSERT_TRUE(lines.isEmpty()) << "reset:\n" << lines.join(u'\n').toStdString();
        clearState();
    }

    // Kills an install at crash point `n`; false when the install finished instead.
    bool killInstallAt(int n)
    {
        const CliRun run = install(m_archive, {}, crashAt(n));
        if (!run.killed()) {
            EXPECT_EQ(run.exitCode, 0) << "N=" << n << " " << run.describe();
            return false;
        }
        EXPECT_EQ(run.exitCode, SIGKILL) << "N=" << n << " " << run.describe();
        return true;
    }

    void expectTree(const World &expected, const char *expectedName, const QString &context)
    {
        const QStringList lines = differences(expected, world());
        EXPECT_TRUE(lines.isEmpty()) << context << ": the tree is not " << expectedName << ":\n" << lines.join(u'\n').toStdString();
    }

    QString m_archive;
    World m_before;
    World m_after;
};

TEST_F(CrashSafetyTest, EveryKillPointResumesOrRollsBackExactly)
{
    QElapsedTimer timer;
    timer.start();
    m_before = world();

    // The reference: one full install, then its uninstall.
    const CliRun full = install(m_archive);
    ASSERT_EQ(full.exitCode, 0) << full.describe();
    m_after = world();
    ASSERT_FALSE(differences(m_before, m_after).isEmpty());
    EXPECT_TRUE(QDir(cuda() + QStringLiteral("/lib64")).entryList({QStringLiteral("*.so.9.19.0")}).isEmpty());
    reset(true);
    if (HasFatalFailure())
        return;

    // A kill at every point, then resume (odd N) or rollback (even N).
    int kills = 0;
    int resumed = 0;
    int rolledBack = 0;
    int n = 1;
    for (; n < 500; ++n) {
        if (!killInstallAt(n))
            break;
        ++kills;
        const TransactionState after = recordState();
        EXPECT_TRUE(after == TransactionState::Interrupted || after == TransactionState::Installed)
            << "N=" << n << ": " << Transaction::stateName(after);
        if (n == 1) {
            // An interrupted install blocks a new one until it is resumed or rolled back.
            const CliRun blocked = install(m_archive);
            EXPECT_EQ(blocked.exitCode, 1) << blocked.describe();
            EXPECT_TRUE(blocked.err.contains("cudnn-setup resume") && blocked.err.contains("cudnn-setup rollback")) << blocked.describe();
            const CliRun status = records(QStringLiteral("status"));
            EXPECT_TRUE(status.out.contains("Interrupted")) << status.describe();
        }
        const bool resume = n % 2 == 1;
        const CliRun fix = records(resume ? QStringLiteral("resume") : QStringLiteral("rollback"));
        ASSERT_EQ(fix.exitCode, 0) << "N=" << n << " " << fix.describe();
        // Killed after the commit record, the install is complete: nothing is left to roll back.
        const bool installed = resume || after == TransactionState::Installed;
        const QString context = QStringLiteral("install killed at N=%1, then %2").arg(n).arg(resume ? QStringLiteral("resume") : QStringLiteral("rollback"));
        expectTree(installed ? m_after : m_before, installed ? "AFTER" : "BEFORE", context);
        EXPECT_EQ(recordState(), installed ? TransactionState::Installed : TransactionState::RolledBack) << context;
        (resume ? resumed : rolledBack)++;
        reset(installed);
        if (HasFatalFailure())
            return;
    }
    const int points = n - 1;
    std::cout << "[ crash    ] install killed at " << kills << " distinct crash points (" << resumed << " resumed, "
              << rolledBack << " rolled back); N=" << n << " finished without a kill; "
              << timer.elapsed() << " ms so far" << std::endl;
    EXPECT_GE(kills, 30);
    reset(true); // the last run finished the install
    if (HasFatalFailure())
        return;

    // Kills during the resume or rollback itself, at a handful of install kill points.
    int secondKills = 0;
    for (const int installKill : {3, points / 3, 2 * points / 3, points - 1}) {
        for (const char *mode : {"rollback", "resume", "resume-then-rollback"}) {
            for (const int m : {1, 3, 6}) {
                const QString context = QStringLiteral("install killed at N=%1, %2 killed at M=%3").arg(installKill).arg(QLatin1String(mode)).arg(m);
                ASSERT_TRUE(killInstallAt(installKill)) << context;
                const TransactionState interrupted = recordState();
                const bool rollbackFirst = QLatin1String(mode) == QLatin1String("rollback");
                const CliRun first = records(rollbackFirst ? QStringLiteral("rollback") : QStringLiteral("resume"), {}, crashAt(m));
                const TransactionState afterFirst = recordState();
                if (first.killed()) {
                    ++secondKills;
                    EXPECT_EQ(first.exitCode, SIGKILL) << context;
                } else {
                    EXPECT_EQ(first.exitCode, 0) << context << " " << first.describe();
                }
                const QString again = QLatin1String(mode) == QLatin1String("resume") ? QStringLiteral("resume") : QStringLiteral("rollback");
                const CliRun second = records(again);
                ASSERT_EQ(second.exitCode, 0) << context << " " << second.describe();
                const TransactionState finalState = recordState();
                const bool installed = finalState == TransactionState::Installed;
                if (again == QStringLiteral("resume")) {
                    EXPECT_TRUE(installed) << context << ": " << Transaction::stateName(finalState);
                } else if (interrupted != TransactionState::Installed && afterFirst != TransactionState::Installed) {
                    EXPECT_EQ(finalState, TransactionState::RolledBack) << context << ": " << Transaction::stateName(finalState);
                }
                expectTree(installed ? m_after : m_before, installed ? "AFTER" : "BEFORE", context);
                reset(installed);
                if (HasFatalFailure())
                    return;
            }
        }
    }
    std::cout << "[ crash    ] plus " << secondKills << " kills during resume/rollback; " << timer.elapsed() << " ms in all"
              << std::endl;
    EXPECT_GE(secondKills, 20);
}

TEST_F(CrashSafetyTest, AKilledUninstallIsFinishedByResume)
{
    m_before = world();
    ASSERT_EQ(install(m_archive).exitCode, 0);
    m_after = world();
    int kills = 0;
    for (int m = 1; m < 200; ++m) {
        const CliRun killed = records(QStringLiteral("uninstall"), {}, crashAt(m));
        if (!killed.killed()) {
            ASSERT_EQ(killed.exitCode, 0) << killed.describe();
            expectTree(m_before, "BEFORE", QStringLiteral("uninstall not killed at M=%1").arg(m));
            break;
        }
        ++kills;
        // Killed after the end record the uninstall is complete; before it, it is interrupted.
        const TransactionState killedIn = recordState();
        EXPECT_TRUE(killedIn == TransactionState::UndoInterrupted || killedIn == TransactionState::Uninstalled)
            << "M=" << m << ": " << Transaction::stateName(killedIn);
        if (killedIn == TransactionState::UndoInterrupted) {
            const CliRun status = records(QStringLiteral("status"));
            EXPECT_TRUE(status.out.contains("interrupted while being undone")) << status.describe();
        }
        const CliRun resumed = records(QStringLiteral("resume"));
        ASSERT_EQ(resumed.exitCode, 0) << "M=" << m << " " << resumed.describe();
        EXPECT_EQ(recordState(), TransactionState::Uninstalled) << "M=" << m;
        expectTree(m_before, "BEFORE", QStringLiteral("uninstall killed at M=%1, then resume").arg(m));
        clearState();
        ASSERT_EQ(install(m_archive).exitCode, 0);
        expectTree(m_after, "AFTER", QStringLiteral("reinstalled after M=%1").arg(m));
    }
    std::cout << "[ crash    ] uninstall killed at " << kills << " points" << std::endl;
    EXPECT_GE(kills, 10);
}

} // namespace
