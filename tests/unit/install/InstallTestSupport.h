// Shared pieces of the install suites: files with chosen bytes, permissions and times, a
// SystemPaths that sees no outer LD_LIBRARY_PATH / CUDNN_PATH, and a fixture with its own
// temporary CUDA root, home and state folder — never the real ones (the suites run as root).
#pragma once

#include "core/install/Installer.h"
#include "core/install/InstallRecords.h"
#include "core/platform/SystemPaths.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "support/GTestPrinters.h"
#include "support/TreeSnapshot.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <ostream>

// gtest failure messages take Qt strings as they are.
inline std::ostream &operator<<(std::ostream &os, const QString &text)
{
    return os << text.toStdString();
}

namespace cudnnsetup::testing {

// The process environment minus anything that would make the planner think the loader already
// finds our folders, with HOME pointing at `home`.
inline QProcessEnvironment cleanEnvironment(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("LD_LIBRARY_PATH"));
    environment.remove(QStringLiteral("CUDNN_PATH"));
    environment.insert(QStringLiteral("HOME"), home);
    return environment;
}

inline SystemPaths linuxPaths(const QString &home, const QString &sysroot = {},
                              const QProcessEnvironment &environment = {})
{
    return SystemPaths(sysroot, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")},
                       environment.isEmpty() ? cleanEnvironment(home) : environment);
}

// A temporary world: archives/, state/, home/ and a CUDA toolkit at cuda/ (include/, lib64/).
class InstallFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.isValid());
        m_root = m_temp.path();
        QDir().mkpath(archives());
        QDir().mkpath(state());
        QDir().mkpath(home());
        QDir().mkpath(cuda() + QStringLiteral("/lib64"));
        QDir().mkpath(cuda() + QStringLiteral("/include"));
        writeFile(cuda() + QStringLiteral("/include/cuda.h"), "/* cuda.h of the toolkit */\n", 0644, 1700000000);
    }

    QString archives() const { return m_root + QStringLiteral("/archives"); }
    QString state() const { return m_root + QStringLiteral("/state"); }
    QString home() const { return m_root + QStringLiteral("/home"); }
    QString cuda() const { return m_root + QStringLiteral("/cuda"); }
    QString path(const QString &relative) const { return m_root + u'/' + relative; }

    InstallRequest toolkitRequest(const QString &root, const Version &toolkitVersion = Version(), bool environment = false) const
    {
        InstallRequest request;
        request.layout = InstallLayout::IntoToolkit;
        request.scope = InstallScope::User;
        request.toolkit = {root, toolkitVersion};
        request.editEnvironment = environment;
        request.homeFolder = home();
        request.refreshCommand = {QStringLiteral("/bin/true")};
        return request;
    }

    InstallRequest sideBySideRequest(const QString &target, const Version &toolkitVersion = Version(),
                                     bool environment = false) const
    {
        InstallRequest request = toolkitRequest({}, toolkitVersion, environment);
        request.layout = InstallLayout::SideBySide;
        request.toolkit = {{}, toolkitVersion};
        request.sideBySideRoot = target;
        return request;
    }

    struct Planned
    {
        UnpackedArchive unpacked;
        InstallPlan plan;
    };

    Planned planFor(const QString &archive, const InstallRequest &request, const SystemPaths &paths)
    {
        Planned planned;
        planned.unpacked = Installer::unpack(archive, state());
        EXPECT_TRUE(planned.unpacked.ok()) << planned.unpacked.extraction.reason;
        planned.plan = Installer::plan(planned.unpacked, request, paths);
        return planned;
    }

    Planned planFor(const QString &archive, const InstallRequest &request)
    {
        return planFor(archive, request, linuxPaths(home()));
    }

    // Unpack, plan, apply; returns the plan (its id names the record).
    InstallPlan install(const QString &archive, const InstallRequest &request, const SystemPaths &paths)
    {
        Planned planned = planFor(archive, request, paths);
        EXPECT_TRUE(planned.plan.canProceed()) << planned.plan.blockers.join(u'\n');
        EXPECT_FALSE(planned.plan.isNoOp());
        QString error;
        std::unique_ptr<Transaction> transaction = Installer::begin(planned.plan, &error);
        EXPECT_TRUE(transaction) << error;
        if (!transaction)
            return planned.plan;
        const TransactionOutcome outcome = transaction->apply();
        EXPECT_TRUE(outcome.ok) << outcome.error << outcome.problems.join(u'\n');
        EXPECT_EQ(transaction->state(), TransactionState::Installed);
        return planned.plan;
    }

    InstallPlan install(const QString &archive, const InstallRequest &request)
    {
        return install(archive, request, linuxPaths(home()));
    }

    TransactionOutcome uninstall(const QString &id)
    {
        QString error;
        std::unique_ptr<Transaction> transaction = Transaction::open(Transaction::folderFor(state(), id), &error);
        EXPECT_TRUE(transaction) << error;
        if (!transaction)
            return {};
        const TransactionOutcome outcome = transaction->undo(Transaction::UndoPurpose::Uninstall);
        EXPECT_TRUE(outcome.ok) << outcome.error << outcome.problems.join(u'\n');
        EXPECT_EQ(transaction->state(), TransactionState::Uninstalled);
        return outcome;
    }

    static void expectSameTree(const TreeSnapshot &expected, const TreeSnapshot &actual, const TreeCompare &compare = {})
    {
        const QStringList differences = expected.differences(actual, compare);
        EXPECT_TRUE(differences.isEmpty()) << "under " << actual.root().toStdString() << ":\n"
                                           << differences.join(u'\n').toStdString();
    }

    QTemporaryDir m_temp;
    QString m_root;
};

} // namespace cudnnsetup::testing
