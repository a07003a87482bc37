// DoctorFixer on its own: fixes as one journaled transaction — steps two findings share run
// once, a failure half-way leaves nothing changed, undo of the last fix only (never an install),
// and the refusals a user can meet, in words.
#include "core/doctor/fixes/DoctorFixer.h"
#include "support/TreeSnapshot.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DoctorFixerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_machine.isValid() && m_state.isValid());
        writeFile(machine("lib/libcudnn.so.9"), "\x7f" "ELF library");
    }

    QString machine(const char *relative) const { return m_machine.path() + u'/' + QString::fromUtf8(relative); }
    QString machineAt(const QString &relative) const { return m_machine.path() + u'/' + relative; }
    QString stateFolder() const { return m_state.path(); }

    static Finding findingWith(const QString &code, QList<FixStep> steps, bool safe = true)
    {
        Finding f;
        f.code = code;
        f.family = Finding::BrokenLinks;
        f.severity = Verdict::Severity::Warning;
        f.title = code;
        f.fix.safe = safe;
        f.fix.description = code;
        f.fix.steps = std::move(steps);
        return f;
    }

    QTemporaryDir m_machine;
    QTemporaryDir m_state;
};

TEST_F(DoctorFixerTest, SelectsSafeFixesOrAllOrByCode)
{
    DoctorReport report;
    report.findings = {findingWith(QStringLiteral("a"), {FixStep::remove(machine("x"))}, true),
                       findingWith(QStringLiteral("b"), {FixStep::remove(machine("y"))}, false),
                       findingWith(QStringLiteral("c"), {}, true)};
    EXPECT_EQ(DoctorFixer::fixable(report, DoctorFixer::Selection::SafeOnly).size(), 1);
    EXPECT_EQ(DoctorFixer::fixable(report, DoctorFixer::Selection::All).size(), 2);
    EXPECT_EQ(DoctorFixer::fixableWithCode(report, QStringLiteral("b")).size(), 1);
    EXPECT_TRUE(DoctorFixer::fixableWithCode(report, QStringLiteral("c")).isEmpty());
}

TEST_F(DoctorFixerTest, StepsTwoFindingsShareRunOnceAndMissingFoldersAreCreated)
{
    const FixStep link = FixStep::symlink(machine("new/deeper/libcudnn.so"), QStringLiteral("../../lib/libcudnn.so.9"));
    const QList<Finding> findings{findingWith(QStringLiteral("a"), {link}), findingWith(QStringLiteral("b"), {link})};
    QString error;
    const auto operations = DoctorFixer::operationsFor({link, link}, &error);
    ASSERT_EQ(operations.size(), 3u) << error.toStdString();   // two folders, one link
    EXPECT_EQ(operations.at(0)->kind(), QStringLiteral("mkdir"));
    EXPECT_EQ(operations.at(2)->kind(), QStringLiteral("place"));

    const TreeSnapshot before = TreeSnapshot::take(m_machine.path());
    const FixOutcome fixed = DoctorFixer::apply(findings, stateFolder());
    ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();
    EXPECT_EQ(QFileInfo(machine("new/deeper/libcudnn.so")).symLinkTarget(), QFileInfo(machine("lib/libcudnn.so.9")).absoluteFilePath());
    ASSERT_TRUE(DoctorFixer::lastFix(stateFolder()).has_value());

    const FixOutcome undone = DoctorFixer::undoLast(stateFolder());
    ASSERT_TRUE(undone.ok) << undone.error.toStdString();
    EXPECT_EQ(before.differences(TreeSnapshot::take(m_machine.path())), QStringList());
    EXPECT_FALSE(DoctorFixer::lastFix(stateFolder()).has_value()) << "an undone fix is not undone twice";
}

TEST_F(DoctorFixerTest, AFailureHalfWayLeavesTheMachineAsItWas)
{
    writeFile(machine("profile"), "export A=1\n");
    const TreeSnapshot before = TreeSnapshot::take(m_machine.path());
    // The second step cannot work: its "folder" is a file.
    const QList<Finding> findings{
        findingWith(QStringLiteral("a"), {FixStep::write(machine("profile"), "export A=2\n")}),
        findingWith(QStringLiteral("b"), {FixStep::symlink(machine("profile/inside"), QStringLiteral("x"))})};
    const FixOutcome outcome = DoctorFixer::apply(findings, stateFolder());
    EXPECT_FALSE(outcome.ok);
    EXPECT_FALSE(outcome.error.isEmpty());
    EXPECT_TRUE(outcome.done.isEmpty());
    EXPECT_EQ(before.differences(TreeSnapshot::take(m_machine.path())), QStringList());
    EXPECT_FALSE(DoctorFixer::lastFix(stateFolder()).has_value());
}

TEST_F(DoctorFixerTest, NothingToFixAndNothingToUndoAreSaidInWords)
{
    const FixOutcome none = DoctorFixer::apply({findingWith(QStringLiteral("a"), {})}, stateFolder());
    EXPECT_FALSE(none.ok);
    EXPECT_TRUE(none.error.contains(QStringLiteral("automatic fix"))) << none.error.toStdString();

    const FixOutcome undo = DoctorFixer::undoLast(stateFolder());
    EXPECT_FALSE(undo.ok);
    EXPECT_TRUE(undo.error.contains(QStringLiteral("no fix"))) << undo.error.toStdString();
}

#ifndef Q_OS_WIN
TEST_F(DoctorFixerTest, AFolderThisAccountCannotWriteIsSaidBeforeAnythingChanges)
{
    if (::geteuid() == 0)
        GTEST_SKIP() << "root may write anywhere: no folder needs administrator rights";
    const TreeSnapshot before = TreeSnapshot::take(m_machine.path());
    ASSERT_EQ(::chmod(QFile::encodeName(machine("lib")).constData(), 0555), 0);
    const FixOutcome outcome = DoctorFixer::apply(
        {findingWith(QStringLiteral("link-unversioned-missing"), {FixStep::symlink(machine("lib/libcudnn.so"), QStringLiteral("libcudnn.so.9"))})},
        stateFolder());
    ::chmod(QFile::encodeName(machine("lib")).constData(), 0755);
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.error.contains(QStringLiteral("sudo cudnn-setup doctor --fix link-unversioned-missing"))) << outcome.error.toStdString();
    EXPECT_EQ(before.differences(TreeSnapshot::take(m_machine.path())), QStringList());
    EXPECT_TRUE(QDir(stateFolder()).isEmpty());
}

TEST_F(DoctorFixerTest, RegistryStepsAreRefusedOffWindowsBeforeAnythingIsRecorded)
{
    RegistryEdit edit;
    edit.folder = QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.1\\bin\\12.4\\x64");
    const FixOutcome outcome = DoctorFixer::apply({findingWith(QStringLiteral("a"), {FixStep::registryEdit(edit)})}, stateFolder());
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.error.contains(QStringLiteral("Windows"))) << outcome.error.toStdString();
    EXPECT_TRUE(QDir(stateFolder()).isEmpty());
}
#endif

} // namespace
