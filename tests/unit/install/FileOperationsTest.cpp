// The journaled file operations on real files in a temporary folder: each one performed,
// undone, undone after the user changed things, and rebuilt from its journal record (as after a
// restart) before undoing.
#include "core/install/FileFingerprint.h"
#include "core/install/FileOperations.h"
#include "core/platform/FileOps.h"
#include "unit/install/InstallTestSupport.h"
#include "support/SymlinksReported.h"

#include <QJsonDocument>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class FileOperationsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.isValid());
        QDir().mkpath(dir(QStringLiteral("staging")));
        QDir().mkpath(dir(QStringLiteral("target")));
        QDir().mkpath(dir(QStringLiteral("backup")));
    }

    QString dir(const QString &relative) const { return m_temp.path() + u'/' + relative; }
    QString staged(const QString &name) const { return dir(QStringLiteral("staging/") + name); }
    QString target(const QString &name) const { return dir(QStringLiteral("target/") + name); }
    OperationContext context(int index = 0) const { return {dir(QStringLiteral("backup/")) + QString::number(index)}; }

    // What the transaction does with an operation after a restart: rebuild it from its record.
    static std::unique_ptr<Operation> roundTrip(const Operation &operation)
    {
        const QByteArray text = QJsonDocument(operation.toJson()).toJson();
        std::unique_ptr<Operation> rebuilt = Operation::fromJson(QJsonDocument::fromJson(text).object());
        EXPECT_TRUE(rebuilt);
        return rebuilt;
    }

    QTemporaryDir m_temp;
};

// ---- FileFingerprint --------------------------------------------------------------------------

TEST_F(FileOperationsTest, FingerprintsTellKindsContentAndLinksApart)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    writeFile(target(QStringLiteral("a")), "alpha", 0644, 1700000000);
    writeFile(target(QStringLiteral("b")), "alphb", 0644, 1700000000);
    makeSymlink(target(QStringLiteral("link")), QStringLiteral("a"));
    makeSymlink(target(QStringLiteral("dangling")), QStringLiteral("nowhere"));

    const FileFingerprint a = FileFingerprint::of(target(QStringLiteral("a")));
    EXPECT_EQ(a.kind, FileFingerprint::Kind::File);
    EXPECT_EQ(a.size, 5);
    EXPECT_FALSE(a.sha256.isEmpty());
    EXPECT_TRUE(a.matches(FileFingerprint::ofContent("alpha")));
    EXPECT_FALSE(a.matches(FileFingerprint::of(target(QStringLiteral("b"))))) << "same size, other bytes";

    const FileFingerprint link = FileFingerprint::of(target(QStringLiteral("link")));
    EXPECT_EQ(link.kind, FileFingerprint::Kind::Symlink) << "a link is not followed";
    EXPECT_EQ(link.linkText, QStringLiteral("a"));
    EXPECT_FALSE(link.matches(a));
    EXPECT_EQ(FileFingerprint::of(target(QStringLiteral("dangling"))).kind, FileFingerprint::Kind::Symlink);
    EXPECT_EQ(FileFingerprint::of(target(QStringLiteral("missing"))).kind, FileFingerprint::Kind::Missing);
    EXPECT_EQ(FileFingerprint::of(dir(QStringLiteral("target"))).kind, FileFingerprint::Kind::Directory);

    const FileFingerprint back = FileFingerprint::fromJson(a.toJson());
    EXPECT_TRUE(back.matches(a));
    EXPECT_EQ(back.modifiedMs, a.modifiedMs);
    EXPECT_EQ(FileFingerprint::fromJson(link.toJson()).linkText, QStringLiteral("a"));
}

TEST_F(FileOperationsTest, LargeFilesAreComparedBySizeAndTime)
{
    const qint64 size = FileFingerprint::kHashedBytes + 10;
    writeFile(target(QStringLiteral("big")), QByteArray(size, 'x'), 0644, 1700000000);
    const FileFingerprint before = FileFingerprint::of(target(QStringLiteral("big")));
    EXPECT_TRUE(before.sha256.isEmpty());
    writeFile(target(QStringLiteral("big")), QByteArray(size, 'y'), 0644, 1700000000);
    EXPECT_TRUE(FileFingerprint::of(target(QStringLiteral("big"))).matches(before)) << "documented: not hashed";
    writeFile(target(QStringLiteral("big")), QByteArray(size, 'y'), 0644, 1700000100);
    EXPECT_FALSE(FileFingerprint::of(target(QStringLiteral("big"))).matches(before));
}

// ---- PlaceFileOperation -----------------------------------------------------------------------

TEST_F(FileOperationsTest, PlacesANewFileAndUndoRemovesIt)
{
    writeFile(staged(QStringLiteral("libcudnn.so.9.20.0")), "ELF new", 0755, 1767225600);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("libcudnn.so.9.20.0")), target(QStringLiteral("libcudnn.so.9.20.0")),
                                                 FileFingerprint::of(staged(QStringLiteral("libcudnn.so.9.20.0"))));
    place->recordBefore();
    EXPECT_FALSE(place->before().exists());
    EXPECT_TRUE(place->describe().contains(QStringLiteral("Add")));
    ASSERT_TRUE(place->perform(context()).ok);

    EXPECT_EQ(readFile(target(QStringLiteral("libcudnn.so.9.20.0"))), QByteArray("ELF new"));
    EXPECT_EQ(statusOf(target(QStringLiteral("libcudnn.so.9.20.0"))).mode, platformMode(0755));
    EXPECT_EQ(statusOf(target(QStringLiteral("libcudnn.so.9.20.0"))).modifiedSeconds, 1767225600);
    EXPECT_FALSE(QFileInfo::exists(staged(QStringLiteral("libcudnn.so.9.20.0")))) << "moved, not copied";

    // Performing again (a restart after it had finished) recognises its own work.
    EXPECT_TRUE(place->perform(context()).ok);

    const UndoResult undone = roundTrip(*place)->undo(context());
    EXPECT_EQ(undone.kind, UndoResult::Kind::Undone) << undone.detail;
    EXPECT_FALSE(QFileInfo::exists(target(QStringLiteral("libcudnn.so.9.20.0"))));
    EXPECT_EQ(roundTrip(*place)->undo(context()).kind, UndoResult::Kind::NothingToUndo);
}

TEST_F(FileOperationsTest, PlacesASymlinkAsASymlink)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    makeSymlink(staged(QStringLiteral("libcudnn.so.9")), QStringLiteral("libcudnn.so.9.20.0"));
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("libcudnn.so.9")), target(QStringLiteral("libcudnn.so.9")),
                                                 FileFingerprint::of(staged(QStringLiteral("libcudnn.so.9"))));
    place->recordBefore();
    ASSERT_TRUE(place->perform(context()).ok);
    EXPECT_EQ(FileOps::linkText(target(QStringLiteral("libcudnn.so.9"))).value_or(QString()), QStringLiteral("libcudnn.so.9.20.0"));
    EXPECT_EQ(place->undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_FALSE(FileFingerprint::of(target(QStringLiteral("libcudnn.so.9"))).exists());
}

TEST_F(FileOperationsTest, ReplacingKeepsAHardLinkBackupAndUndoRestoresBytesModeAndTime)
{
    writeFile(target(QStringLiteral("cudnn.h")), "old header 9.19\n", 0640, 1700000000);
    const FileStatus original = statusOf(target(QStringLiteral("cudnn.h")));
    ASSERT_NE(original.inode, 0u) << "no inode (file index) read: the hard-link check below could not fail";
    writeFile(staged(QStringLiteral("cudnn.h")), "new header 9.20\n", 0644, 1767225600);

    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("cudnn.h")), target(QStringLiteral("cudnn.h")),
                                                 FileFingerprint::of(staged(QStringLiteral("cudnn.h"))));
    place->recordBefore();
    EXPECT_TRUE(place->before().exists());
    EXPECT_TRUE(place->describe().contains(QStringLiteral("Replace")));
    ASSERT_TRUE(place->perform(context(3)).ok);

    EXPECT_EQ(readFile(target(QStringLiteral("cudnn.h"))), QByteArray("new header 9.20\n"));
    const FileStatus backup = statusOf(context(3).backupPath);
    EXPECT_EQ(backup.inode, original.inode) << "the backup is a hard link to the replaced file, not a copy";
    EXPECT_EQ(readFile(context(3).backupPath), QByteArray("old header 9.19\n"));

    const UndoResult undone = roundTrip(*place)->undo(context(3));
    ASSERT_EQ(undone.kind, UndoResult::Kind::Undone) << undone.detail;
    const FileStatus restored = statusOf(target(QStringLiteral("cudnn.h")));
    EXPECT_EQ(readFile(target(QStringLiteral("cudnn.h"))), QByteArray("old header 9.19\n"));
    EXPECT_EQ(restored.mode, platformMode(0640));
    EXPECT_EQ(restored.modifiedSeconds, 1700000000);
    EXPECT_EQ(restored.modifiedNs, original.modifiedNs);
    EXPECT_EQ(restored.inode, original.inode);
}

TEST_F(FileOperationsTest, ReplacingALinkByAFileAndBack)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    makeSymlink(target(QStringLiteral("libcudnn.so")), QStringLiteral("libcudnn.so.8"));
    writeFile(staged(QStringLiteral("libcudnn.so")), "a plain file now", 0644);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("libcudnn.so")), target(QStringLiteral("libcudnn.so")),
                                                 FileFingerprint::of(staged(QStringLiteral("libcudnn.so"))));
    place->recordBefore();
    ASSERT_TRUE(place->perform(context()).ok);
    EXPECT_EQ(FileFingerprint::of(target(QStringLiteral("libcudnn.so"))).kind, FileFingerprint::Kind::File);
    ASSERT_EQ(place->undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_EQ(FileOps::linkText(target(QStringLiteral("libcudnn.so"))).value_or(QString()), QStringLiteral("libcudnn.so.8"));
}

TEST_F(FileOperationsTest, UndoLeavesAFileChangedSinceAndSaysSo)
{
    writeFile(target(QStringLiteral("cudnn.h")), "old\n", 0644, 1700000000);
    writeFile(staged(QStringLiteral("cudnn.h")), "new\n", 0644, 1767225600);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("cudnn.h")), target(QStringLiteral("cudnn.h")),
                                                 FileFingerprint::of(staged(QStringLiteral("cudnn.h"))));
    place->recordBefore();
    ASSERT_TRUE(place->perform(context()).ok);
    writeFile(target(QStringLiteral("cudnn.h")), "edited by the user\n", 0644);

    const UndoResult undone = place->undo(context());
    EXPECT_EQ(undone.kind, UndoResult::Kind::Skipped);
    EXPECT_TRUE(undone.isProblem());
    // Sentences name paths as the platform writes them (C:\... on Windows).
    EXPECT_TRUE(undone.detail.contains(QDir::toNativeSeparators(target(QStringLiteral("cudnn.h"))))) << undone.detail;
    EXPECT_EQ(readFile(target(QStringLiteral("cudnn.h"))), QByteArray("edited by the user\n")) << "not clobbered";
}

TEST_F(FileOperationsTest, UndoOfAPlacementThatNeverHappenedChangesNothing)
{
    writeFile(target(QStringLiteral("cudnn.h")), "old\n", 0644, 1700000000);
    writeFile(staged(QStringLiteral("cudnn.h")), "new\n", 0644);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("cudnn.h")), target(QStringLiteral("cudnn.h")),
                                                 FileFingerprint::of(staged(QStringLiteral("cudnn.h"))));
    place->recordBefore(); // journaled, then the process died before perform()
    EXPECT_EQ(place->undo(context()).kind, UndoResult::Kind::NothingToUndo);
    EXPECT_EQ(readFile(target(QStringLiteral("cudnn.h"))), QByteArray("old\n"));
}

TEST_F(FileOperationsTest, AMissingStagedFileFailsWithAClearReason)
{
    writeFile(staged(QStringLiteral("libcudnn.so.9.20.0")), "ELF", 0644);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("libcudnn.so.9.20.0")), target(QStringLiteral("libcudnn.so.9.20.0")),
                                                 FileFingerprint::of(staged(QStringLiteral("libcudnn.so.9.20.0"))));
    QFile::remove(staged(QStringLiteral("libcudnn.so.9.20.0")));
    place->recordBefore();
    const OperationResult result = place->perform(context());
    EXPECT_FALSE(result.ok);
    EXPECT_TRUE(result.error.contains(QStringLiteral("missing"))) << result.error;
    EXPECT_FALSE(QFileInfo::exists(target(QStringLiteral("libcudnn.so.9.20.0"))));
}

TEST_F(FileOperationsTest, AFileChangedBetweenPlanningAndPerformingIsNotOverwritten)
{
    writeFile(target(QStringLiteral("cudnn.h")), "old\n", 0644, 1700000000);
    writeFile(staged(QStringLiteral("cudnn.h")), "new\n", 0644);
    auto place = PlaceFileOperation::fromStaging(staged(QStringLiteral("cudnn.h")), target(QStringLiteral("cudnn.h")),
                                                 FileFingerprint::of(staged(QStringLiteral("cudnn.h"))));
    place->recordBefore();
    writeFile(target(QStringLiteral("cudnn.h")), "someone else\n", 0644);
    const OperationResult result = place->perform(context());
    EXPECT_FALSE(result.ok);
    EXPECT_EQ(readFile(target(QStringLiteral("cudnn.h"))), QByteArray("someone else\n"));
}

TEST_F(FileOperationsTest, WritesOurOwnFileWithItsPermissions)
{
    auto place = PlaceFileOperation::withContent(target(QStringLiteral("snippet.sh")), "export X=1\n", 0600);
    place->recordBefore();
    ASSERT_TRUE(place->perform(context()).ok);
    EXPECT_EQ(readFile(target(QStringLiteral("snippet.sh"))), QByteArray("export X=1\n"));
    EXPECT_EQ(statusOf(target(QStringLiteral("snippet.sh"))).mode, platformMode(0600));
    EXPECT_EQ(roundTrip(*place)->undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_FALSE(QFileInfo::exists(target(QStringLiteral("snippet.sh"))));
}

// ---- RemoveFileOperation ----------------------------------------------------------------------

TEST_F(FileOperationsTest, RemovesAFileKeepingItAndUndoPutsItBack)
{
    writeFile(target(QStringLiteral("libcudnn_adv.so.9.19.0")), "ELF 9.19 adv", 0755, 1700000000);
    const FileStatus original = statusOf(target(QStringLiteral("libcudnn_adv.so.9.19.0")));
    RemoveFileOperation remove(target(QStringLiteral("libcudnn_adv.so.9.19.0")));
    remove.recordBefore();
    ASSERT_TRUE(remove.perform(context(7)).ok);
    EXPECT_FALSE(QFileInfo::exists(target(QStringLiteral("libcudnn_adv.so.9.19.0"))));
    EXPECT_EQ(readFile(context(7).backupPath), QByteArray("ELF 9.19 adv"));
    EXPECT_TRUE(remove.perform(context(7)).ok) << "again after a restart: nothing left to do";

    const UndoResult undone = roundTrip(remove)->undo(context(7));
    ASSERT_EQ(undone.kind, UndoResult::Kind::Undone) << undone.detail;
    const FileStatus restored = statusOf(target(QStringLiteral("libcudnn_adv.so.9.19.0")));
    EXPECT_EQ(readFile(target(QStringLiteral("libcudnn_adv.so.9.19.0"))), QByteArray("ELF 9.19 adv"));
    EXPECT_EQ(restored.mode, platformMode(0755));
    EXPECT_EQ(restored.modifiedSeconds, original.modifiedSeconds);
    EXPECT_EQ(restored.modifiedNs, original.modifiedNs);
}

TEST_F(FileOperationsTest, RemovesASymlinkAndRestoresItsText)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    makeSymlink(target(QStringLiteral("libcudnn_adv.so.9")), QStringLiteral("libcudnn_adv.so.9.19.0"));
    RemoveFileOperation remove(target(QStringLiteral("libcudnn_adv.so.9")));
    remove.recordBefore();
    ASSERT_TRUE(remove.perform(context()).ok);
    EXPECT_FALSE(FileFingerprint::of(target(QStringLiteral("libcudnn_adv.so.9"))).exists());
    ASSERT_EQ(remove.undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_EQ(FileOps::linkText(target(QStringLiteral("libcudnn_adv.so.9"))).value_or(QString()), QStringLiteral("libcudnn_adv.so.9.19.0"));
}

TEST_F(FileOperationsTest, UndoOfARemovalLeavesAFileCreatedAgain)
{
    writeFile(target(QStringLiteral("old.so")), "old", 0644);
    RemoveFileOperation remove(target(QStringLiteral("old.so")));
    remove.recordBefore();
    ASSERT_TRUE(remove.perform(context()).ok);
    writeFile(target(QStringLiteral("old.so")), "recreated by the user", 0644);
    const UndoResult undone = remove.undo(context());
    EXPECT_EQ(undone.kind, UndoResult::Kind::Skipped);
    EXPECT_EQ(readFile(target(QStringLiteral("old.so"))), QByteArray("recreated by the user"));
}

TEST_F(FileOperationsTest, UndoOfARemovalWhoseBackupIsGoneFails)
{
    writeFile(target(QStringLiteral("old.so")), "old", 0644);
    RemoveFileOperation remove(target(QStringLiteral("old.so")));
    remove.recordBefore();
    ASSERT_TRUE(remove.perform(context()).ok);
    QFile::remove(context().backupPath);
    const UndoResult undone = remove.undo(context());
    EXPECT_EQ(undone.kind, UndoResult::Kind::Failed);
    EXPECT_TRUE(undone.detail.contains(QStringLiteral("backup"))) << undone.detail;
}

// ---- EnsureLineOperation ----------------------------------------------------------------------

TEST_F(FileOperationsTest, EnsureLineAddsOnceKeepsTheUsersLinesAndUndoRemovesOnlyOurs)
{
    const QString profile = target(QStringLiteral(".profile"));
    const QByteArray users = "# my profile\nexport EDITOR=vim\n";
    writeFile(profile, users, 0600, 1700000000);
    EnsureLineOperation ensure(profile, QStringLiteral(". our-snippet  # added by cudnn-setup"));
    ensure.recordBefore();
    ASSERT_TRUE(ensure.perform(context()).ok);
    ASSERT_TRUE(ensure.perform(context()).ok);
    EXPECT_EQ(readFile(profile), users + ". our-snippet  # added by cudnn-setup\n");
    EXPECT_EQ(statusOf(profile).mode, platformMode(0600)) << "the user's permissions stay";

    // A second operation with the same line (another install) finds it there.
    EnsureLineOperation again(profile, QStringLiteral(". our-snippet  # added by cudnn-setup"));
    again.recordBefore();
    ASSERT_TRUE(again.perform(context(1)).ok);
    EXPECT_EQ(readFile(profile).count("our-snippet"), 1);
    EXPECT_EQ(again.undo(context(1)).kind, UndoResult::Kind::NothingToUndo) << "the line was not its to remove";

    // The user edits the profile after the install; undo keeps those edits.
    writeFile(profile, readFile(profile) + "alias ll='ls -l'\n", 0600);
    const UndoResult undone = roundTrip(ensure)->undo(context());
    ASSERT_EQ(undone.kind, UndoResult::Kind::Undone) << undone.detail;
    EXPECT_EQ(readFile(profile), users + "alias ll='ls -l'\n");
    EXPECT_EQ(statusOf(profile).mode, platformMode(0600));
}

TEST_F(FileOperationsTest, EnsureLineCreatesTheFileAndUndoRemovesItAgain)
{
    const QString profile = target(QStringLiteral(".profile"));
    EnsureLineOperation ensure(profile, QStringLiteral("line"));
    ensure.recordBefore();
    ASSERT_TRUE(ensure.perform(context()).ok);
    EXPECT_EQ(readFile(profile), QByteArray("line\n"));
    ASSERT_EQ(ensure.undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_FALSE(QFileInfo::exists(profile)) << "the file did not exist before";
}

TEST_F(FileOperationsTest, EnsureLineIsRestoredByteForByteWhenTheProfileLacksAFinalNewline)
{
    const QString profile = target(QStringLiteral(".bashrc"));
    const QByteArray users = "export A=1\nexport B=2"; // no newline at the end: common enough
    writeFile(profile, users, 0644, 1700000000);
    EnsureLineOperation ensure(profile, QStringLiteral("line"));
    ensure.recordBefore();
    ASSERT_TRUE(ensure.perform(context()).ok);
    EXPECT_EQ(readFile(profile), users + "\nline\n");
    ASSERT_EQ(ensure.undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_EQ(readFile(profile), users) << "undo should give the user's file back exactly";
}

TEST_F(FileOperationsTest, EnsureLineIsKeptWhileOtherInstallsStillUseIt)
{
    const QString profile = target(QStringLiteral(".profile"));
    const QString snippets = dir(QStringLiteral("env.d"));
    QDir().mkpath(snippets);
    EnsureLineOperation ensure(profile, QStringLiteral("line"), snippets);
    ensure.recordBefore();
    ASSERT_TRUE(ensure.perform(context()).ok);

    writeFile(snippets + QStringLiteral("/cudnn-other.sh"), "export X=1\n");
    const UndoResult kept = ensure.undo(context());
    EXPECT_EQ(kept.kind, UndoResult::Kind::Kept);
    EXPECT_FALSE(kept.isProblem());
    EXPECT_FALSE(kept.detail.isEmpty());
    EXPECT_EQ(readFile(profile), QByteArray("line\n"));

    QFile::remove(snippets + QStringLiteral("/cudnn-other.sh"));
    EXPECT_EQ(ensure.undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_FALSE(QFileInfo::exists(profile));
}

TEST_F(FileOperationsTest, EnsureLineWithCrlfProfileFindsTheLine)
{
    const QString profile = target(QStringLiteral(".profile"));
    writeFile(profile, "export A=1\r\nline\r\n", 0644);
    EnsureLineOperation ensure(profile, QStringLiteral("line"));
    ensure.recordBefore();
    ASSERT_TRUE(ensure.perform(context()).ok);
    EXPECT_EQ(readFile(profile), QByteArray("export A=1\r\nline\r\n")) << "already there: not added again";
    EXPECT_EQ(ensure.undo(context()).kind, UndoResult::Kind::NothingToUndo);
}

// ---- MakeDirectoryOperation -------------------------------------------------------------------

TEST_F(FileOperationsTest, MakeDirectoryAndUndo)
{
    MakeDirectoryOperation make(target(QStringLiteral("lib64")));
    make.recordBefore();
    ASSERT_TRUE(make.perform(context()).ok);
    EXPECT_TRUE(QFileInfo(target(QStringLiteral("lib64"))).isDir());
    EXPECT_EQ(statusOf(target(QStringLiteral("lib64"))).mode, platformMode(0755));
    EXPECT_TRUE(make.perform(context()).ok) << "again after a restart";
    EXPECT_EQ(roundTrip(make)->undo(context()).kind, UndoResult::Kind::Undone);
    EXPECT_FALSE(QFileInfo::exists(target(QStringLiteral("lib64"))));
}

TEST_F(FileOperationsTest, MakeDirectoryUndoLeavesAFolderThatHoldsFiles)
{
    MakeDirectoryOperation make(target(QStringLiteral("lib64")));
    make.recordBefore();
    ASSERT_TRUE(make.perform(context()).ok);
    writeFile(target(QStringLiteral("lib64/users-file")), "mine");
    const UndoResult undone = make.undo(context());
    EXPECT_EQ(undone.kind, UndoResult::Kind::Skipped);
    EXPECT_TRUE(undone.detail.contains(QDir::toNativeSeparators(target(QStringLiteral("lib64"))))) << undone.detail;
    EXPECT_EQ(readFile(target(QStringLiteral("lib64/users-file"))), QByteArray("mine"));
}

TEST_F(FileOperationsTest, MakeDirectoryThatExistedIsNotRemoved)
{
    QDir().mkpath(target(QStringLiteral("include")));
    MakeDirectoryOperation make(target(QStringLiteral("include")));
    make.recordBefore();
    ASSERT_TRUE(make.perform(context()).ok);
    EXPECT_EQ(roundTrip(make)->undo(context()).kind, UndoResult::Kind::NothingToUndo);
    EXPECT_TRUE(QFileInfo(target(QStringLiteral("include"))).isDir());
}

TEST_F(FileOperationsTest, UnknownKindsAreRefusedWhenRead)
{
    EXPECT_FALSE(Operation::fromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("registry-value")}}));
}

} // namespace
