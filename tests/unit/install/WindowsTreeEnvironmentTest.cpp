// The environment of a Windows tree is planned whatever OS checks it: with --platform windows on
// Linux the plan holds the registry edits of Path and CUDA_PATH (from empty current values, or
// from the values a PersistentEnvironment of the test's own gives), and applying them where
// there is no Windows registry fails with a sentence saying so, with everything undone.
#include "core/install/InstallPlanner.h"
#include "core/install/WindowsEnvironmentOperations.h"
#include "core/platform/PersistentEnvironment.h"
#include "unit/install/InstallTestSupport.h"

#include <QHash>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

// Persistent variables the test chooses, in place of a registry.
class GivenEnvironment : public PersistentEnvironment
{
public:
    QHash<QString, QString> user;

    PersistentVariable read(PersistentScope scope, const QString &name) const override
    {
        if (scope != PersistentScope::User || !user.contains(name))
            return {};
        return {true, user.value(name), 2};
    }
};

class WindowsTreeEnvironmentTest : public InstallFixture
{
protected:
    SystemPaths windowsPaths() const
    {
        return SystemPaths(m_root, HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}, cleanEnvironment(home()));
    }

    Planned planWindowsTree(const PersistentEnvironment *registry)
    {
        QDir().mkpath(cuda() + QStringLiteral("/bin"));
        const QString archive = ArchiveBuilder::cudnnWindowsZip(archives(), QStringLiteral("9.20.0.48"), 12);
        InstallRequest request = toolkitRequest(cuda(), Version::parse(QStringLiteral("12.9")).value_or(Version()), true);
        request.persistentEnvironment = registry;
        return planFor(archive, request, windowsPaths());
    }

    static QString windowsForm(QString path) { return path.replace(u'/', u'\\'); }
};

TEST_F(WindowsTreeEnvironmentTest, AWindowsTreeGetsItsRegistryEditsPlannedFromEmptyValues)
{
    const PersistentEnvironment nothingReadable;
    Planned planned = planWindowsTree(&nothingReadable);
    const InstallPlan &plan = planned.plan;
    ASSERT_EQ(plan.registryEdits.size(), 2) << plan.notes.join(u'\n');
    EXPECT_EQ(plan.registryEdits[0].kind, RegistryEdit::Kind::AppendToPath);
    EXPECT_EQ(plan.registryEdits[0].folder, windowsForm(plan.libraryFolder));
    EXPECT_EQ(plan.registryEdits[1].kind, RegistryEdit::Kind::SetFolderIfMissing);
    EXPECT_EQ(plan.registryEdits[1].name, QStringLiteral("CUDA_PATH"));
    EXPECT_EQ(plan.registryEdits[1].folder, windowsForm(cuda()));
    EXPECT_FALSE(plan.environmentChanges.isEmpty());
    EXPECT_TRUE(plan.environmentEdits.isEmpty()) << "no Linux profile or loader files for a Windows tree";
    EXPECT_FALSE(plan.notes.join(u'\n').contains(QStringLiteral("another operating system"))) << plan.notes.join(u'\n');

    int registryOperations = 0;
    for (const std::unique_ptr<Operation> &operation : plan.operations())
        if (operation->kind() == QStringLiteral("registry")) {
            ++registryOperations;
            EXPECT_TRUE(operation->path().startsWith(QStringLiteral("HKCU\\Environment\\"))) << operation->path();
        }
    EXPECT_EQ(registryOperations, 2);
    Installer::discard(planned.unpacked);
}

TEST_F(WindowsTreeEnvironmentTest, TheCurrentValuesComeFromTheGivenEnvironment)
{
    GivenEnvironment given;
    // Our folder is on Path already, and CUDA_PATH names a folder that exists.
    given.user.insert(QStringLiteral("Path"), QStringLiteral("%SystemRoot%\\system32;") + windowsForm(cuda() + QStringLiteral("/bin")));
    given.user.insert(QStringLiteral("CUDA_PATH"), cuda());
    Planned planned = planWindowsTree(&given);
    EXPECT_TRUE(planned.plan.registryEdits.isEmpty()) << planned.plan.notes.join(u'\n');
    Installer::discard(planned.unpacked);
}

TEST_F(WindowsTreeEnvironmentTest, ApplyingARegistryEditWithoutARegistryFailsAndUndoesEverything)
{
    if (PersistentEnvironment::host().isAvailable())
        GTEST_SKIP() << "this host has a Windows registry: the edits would really be made";
    QDir().mkpath(cuda() + QStringLiteral("/bin"));
    const TreeSnapshot before = TreeSnapshot::take(cuda());
    Planned planned = planWindowsTree(nullptr); // the host's: nothing readable here
    ASSERT_EQ(planned.plan.registryEdits.size(), 2);
    ASSERT_FALSE(planned.plan.files.isEmpty());

    QString error;
    std::unique_ptr<Transaction> transaction = Installer::begin(planned.plan, &error);
    ASSERT_TRUE(transaction) << error;
    const TransactionOutcome outcome = transaction->apply();
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.error.contains(QStringLiteral("can only be applied on that Windows computer"))) << outcome.error;
    EXPECT_TRUE(outcome.error.contains(QStringLiteral("HKCU\\Environment\\Path"))) << outcome.error;
    EXPECT_TRUE(outcome.problems.isEmpty()) << outcome.problems.join(u'\n');
    EXPECT_EQ(transaction->state(), TransactionState::RolledBack);
    expectSameTree(before, TreeSnapshot::take(cuda()));
}

TEST_F(WindowsTreeEnvironmentTest, ARegistryEditRecordedWithoutARegistryHasNothingToUndo)
{
    if (PersistentEnvironment::host().isAvailable())
        GTEST_SKIP() << "this host has a Windows registry";
    RegistryEdit edit;
    edit.folder = QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.20\\bin\\12.9\\x64");
    RegistryEditOperation operation(edit);
    operation.recordBefore();
    EXPECT_FALSE(operation.perform({}).ok);
    // What the journal keeps says so, also after a crash.
    const std::unique_ptr<Operation> reread = Operation::fromJson(operation.toJson());
    ASSERT_TRUE(reread);
    EXPECT_EQ(reread->undo({}).kind, UndoResult::Kind::NothingToUndo);
}

} // namespace
