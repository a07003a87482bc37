// Under a umask of 0 (a service or a shell that set it) the folders an install makes for its
// records, its unpacked archive and its backups are 0755, never the 0777 QDir::mkpath would leave:
// no other user of the machine can plant a record or swap a staged file there. The unpacked
// archive itself stays the user's alone (0700).
#include "InstallTestSupport.h"

#include "core/install/FileOperations.h"
#include "core/install/TransactionFolder.h"
#include "core/platform/ProcessRights.h"

#include <QDirIterator>

#ifndef _WIN32
#include <sys/stat.h>
#endif

namespace cudnnsetup::testing {
namespace {

#ifndef _WIN32
int modeOf(const QString &path)
{
    struct stat status {};
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? int(status.st_mode & 07777) : -1;
}
#endif

class RecordFolderModesTest : public InstallFixture {};

TEST_F(RecordFolderModesTest, UnderAUmaskOfZeroNoFolderOfTheRecordsIsWritableByOthers)
{
#ifdef _WIN32
    GTEST_SKIP() << "Windows folders have no Unix mode";
#else
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
    const QString unpackState = path(QStringLiteral("fresh/state"));
    const QString recordState = path(QStringLiteral("other/state"));
    writeFile(path(QStringLiteral("tree/old.h")), "old\n", 0644, 1700000000);

    const mode_t previous = ::umask(0);
    const UnpackedArchive unpacked = Installer::unpack(archive, unpackState);
    TransactionInfo info;
    info.title = QStringLiteral("umask 0");
    std::vector<std::unique_ptr<Operation>> operations;
    operations.push_back(PlaceFileOperation::withContent(path(QStringLiteral("tree/old.h")), "new\n"));
    QString error;
    std::unique_ptr<Transaction> transaction = Transaction::create(recordState, info, std::move(operations), &error);
    const TransactionOutcome outcome = transaction ? transaction->apply({}, nullptr) : TransactionOutcome{};
    ::umask(previous);

    ASSERT_TRUE(unpacked.ok()) << unpacked.extraction.reason;
    for (const QString &folder : {path(QStringLiteral("fresh")), unpackState, TransactionFolder::transactionsOf(unpackState)})
        EXPECT_EQ(modeOf(folder), 0755) << folder;
    EXPECT_EQ(modeOf(Transaction::folderFor(unpackState, unpacked.id)), ProcessRights::runsAsRoot() ? 0755 : 0700);

    ASSERT_TRUE(transaction) << error;
    ASSERT_TRUE(outcome.ok) << outcome.error;
    const QString record = Transaction::folderFor(recordState, transaction->info().id);
    QStringList folders{path(QStringLiteral("other")), recordState, TransactionFolder::transactionsOf(recordState), record};
    QDirIterator inside(record, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (inside.hasNext())
        folders.append(inside.next());   // the backup of old.h among them
    EXPECT_GT(folders.size(), 4) << "no backup folder was made";
    for (const QString &folder : folders)
        EXPECT_EQ(modeOf(folder), 0755) << folder;
    Installer::discard(unpacked);
#endif
}

} // namespace
} // namespace cudnnsetup::testing
