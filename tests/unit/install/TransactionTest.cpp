// Transaction: a list of operations applied as one reversible change on a real tree — applied
// and uninstalled back to the same bytes, rolled back after a failure or a cancel, reopened from
// its folder (also after a journal that stops part-way or in the middle of a line).
#include "core/install/FileOperations.h"
#include "core/install/Journal.h"
#include "core/install/Transaction.h"
#include "core/platform/FileOps.h"
#include "unit/install/InstallTestSupport.h"
#include "support/SymlinksReported.h"

#include <QJsonDocument>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kLine = QStringLiteral(". \"$HOME/.config/test/env.sh\"  # added by the transaction test");

class TransactionTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.isValid());
        writeFile(tree(QStringLiteral("include/cudnn.h")), "cudnn.h 9.19\n", 0644, 1700000000);
        writeFile(tree(QStringLiteral("include/cuda.h")), "cuda.h of the toolkit\n", 0644, 1700000000);
        writeFile(tree(QStringLiteral("lib64/libcudnn_adv.so.9.19.0")), "ELF adv 9.19", 0755, 1700000000);
        makeSymlink(tree(QStringLiteral("lib64/libcudnn_adv.so.9")), QStringLiteral("libcudnn_adv.so.9.19.0"));
        writeFile(tree(QStringLiteral("lib64/libcudnn.so.9.19.0")), "ELF cudnn 9.19", 0755, 1700000000);
        makeSymlink(tree(QStringLiteral("lib64/libcudnn.so.9")), QStringLiteral("libcudnn.so.9.19.0"));
        writeFile(tree(QStringLiteral("lib64/libusers.so")), "the user's own library", 0644, 1700000000);
        writeFile(tree(QStringLiteral("home/.profile")), "# the user's profile\nexport EDITOR=vi\n", 0644, 1700000000);

        writeFile(staging(QStringLiteral("libcudnn.so.9.20.0")), "ELF cudnn 9.20", 0755, 1767225600);
        writeFile(staging(QStringLiteral("cudnn.h")), "cudnn.h 9.20\n", 0644, 1767225600);
        writeFile(staging(QStringLiteral("extra.h")), "extra 9.20\n", 0644, 1767225600);
        makeSymlink(staging(QStringLiteral("libcudnn.so.9")), QStringLiteral("libcudnn.so.9.20.0"));
        m_before = TreeSnapshot::take(tree({}));
    }

    QString tree(const QString &relative) const
    {
        return relative.isEmpty() ? m_temp.path() + QStringLiteral("/tree") : m_temp.path() + QStringLiteral("/tree/") + relative;
    }
    QString staging(const QString &name) const { return m_temp.path() + QStringLiteral("/staging/") + name; }
    QString state() const { return m_temp.path() + QStringLiteral("/state"); }

    static std::unique_ptr<PlaceFileOperation> fromStaging(const QString &source, const QString &destination)
    {
        return PlaceFileOperation::fromStaging(source, destination, FileFingerprint::of(source));
    }

    // Every kind of operation, in the order an install plans them.
    std::vector<std::unique_ptr<Operation>> operations()
    {
        std::vector<std::unique_ptr<Operation>> list;
        list.push_back(std::make_unique<MakeDirectoryOperation>(tree(QStringLiteral("include/extra"))));
        list.push_back(fromStaging(staging(QStringLiteral("libcudnn.so.9.20.0")), tree(QStringLiteral("lib64/libcudnn.so.9.20.0"))));
        list.push_back(fromStaging(staging(QStringLiteral("cudnn.h")), tree(QStringLiteral("include/cudnn.h"))));
        list.push_back(fromStaging(staging(QStringLiteral("extra.h")), tree(QStringLiteral("include/extra/extra.h"))));
        list.push_back(fromStaging(staging(QStringLiteral("libcudnn.so.9")), tree(QStringLiteral("lib64/libcudnn.so.9"))));
        list.push_back(std::make_unique<RemoveFileOperation>(tree(QStringLiteral("lib64/libcudnn.so.9.19.0"))));
        list.push_back(std::make_unique<RemoveFileOperation>(tree(QStringLiteral("lib64/libcudnn_adv.so.9"))));
        list.push_back(std::make_unique<RemoveFileOperation>(tree(QStringLiteral("lib64/libcudnn_adv.so.9.19.0"))));
        list.push_back(std::make_unique<EnsureLineOperation>(tree(QStringLiteral("home/.profile")), kLine));
        list.push_back(PlaceFileOperation::withContent(tree(QStringLiteral("home/env.sh")), "export CUDNN_TEST=1\n"));
        return list;
    }

    std::unique_ptr<Transaction> create(std::vector<std::unique_ptr<Operation>> list, const QString &id = {})
    {
        TransactionInfo info;
        info.id = id;
        info.title = QStringLiteral("test transaction");
        info.details = {{QStringLiteral("kind"), QStringLiteral("test")}};
        QString error;
        std::unique_ptr<Transaction> transaction = Transaction::create(state(), info, std::move(list), &error);
        EXPECT_TRUE(transaction) << error;
        return transaction;
    }

    void expectInstalledTree() const
    {
        EXPECT_EQ(readFile(tree(QStringLiteral("include/cudnn.h"))), QByteArray("cudnn.h 9.20\n"));
        EXPECT_EQ(readFile(tree(QStringLiteral("include/extra/extra.h"))), QByteArray("extra 9.20\n"));
        EXPECT_EQ(readFile(tree(QStringLiteral("lib64/libcudnn.so.9.20.0"))), QByteArray("ELF cudnn 9.20"));
        EXPECT_EQ(FileOps::linkText(tree(QStringLiteral("lib64/libcudnn.so.9"))).value_or(QString()), QStringLiteral("libcudnn.so.9.20.0"));
        EXPECT_FALSE(QFileInfo::exists(tree(QStringLiteral("lib64/libcudnn.so.9.19.0"))));
        EXPECT_FALSE(FileFingerprint::of(tree(QStringLiteral("lib64/libcudnn_adv.so.9"))).exists());
        EXPECT_FALSE(QFileInfo::exists(tree(QStringLiteral("lib64/libcudnn_adv.so.9.19.0"))));
        EXPECT_EQ(readFile(tree(QStringLiteral("lib64/libusers.so"))), QByteArray("the user's own library"));
        EXPECT_EQ(readFile(tree(QStringLiteral("home/.profile"))), "# the user's profile\nexport EDITOR=vi\n" + kLine.toUtf8() + '\n');
        EXPECT_EQ(readFile(tree(QStringLiteral("home/env.sh"))), QByteArray("export CUDNN_TEST=1\n"));
    }

    // Exactly as before; the profile was rewritten without our line, so only its time differs.
    void expectTreeAsBefore() const
    {
        TreeCompare compare;
        compare.ignoreTimesOf = {QStringLiteral("home/.profile")};
        const QStringList differences = m_before.differences(TreeSnapshot::take(tree({})), compare);
        EXPECT_TRUE(differences.isEmpty()) << differences.join(u'\n').toStdString();
    }

    QTemporaryDir m_temp;
    TreeSnapshot m_before;
};

TEST_F(TransactionTest, AppliesEverythingAndUninstallRestoresTheTreeByteForByte)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction);
    EXPECT_EQ(transaction->state(), TransactionState::Planned);
    EXPECT_TRUE(QFileInfo::exists(transaction->folder() + QStringLiteral("/plan.json")));
    EXPECT_EQ(m_before.differences(TreeSnapshot::take(tree({}))), QStringList()) << "create() touches nothing";

    QList<TransactionProgress> steps;
    const TransactionOutcome outcome = transaction->apply([&](const TransactionProgress &p) { steps.append(p); });
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_FALSE(outcome.rolledBack);
    EXPECT_EQ(outcome.performed, 10);
    EXPECT_EQ(transaction->state(), TransactionState::Installed);
    ASSERT_FALSE(steps.isEmpty());
    EXPECT_EQ(steps.last().done, 10);
    EXPECT_EQ(steps.last().total, 10);
    expectInstalledTree();
    EXPECT_TRUE(QFileInfo(transaction->backupFolder()).isDir()) << "backups are kept until the uninstall";

    const TransactionOutcome undone = transaction->undo(Transaction::UndoPurpose::Uninstall);
    ASSERT_TRUE(undone.ok) << undone.error << undone.problems.join(u'\n');
    EXPECT_TRUE(undone.problems.isEmpty()) << undone.problems.join(u'\n');
    EXPECT_EQ(transaction->state(), TransactionState::Uninstalled);
    expectTreeAsBefore();
    EXPECT_FALSE(QFileInfo::exists(transaction->backupFolder())) << "backups go with the uninstall";
}

TEST_F(TransactionTest, AFailingOperationRollsBackEverythingDoneBeforeIt)
{
    std::vector<std::unique_ptr<Operation>> list = operations();
    // The sixth operation's staged source vanishes (someone cleaned the temporary folder).
    writeFile(staging(QStringLiteral("late.h")), "late\n");
    list.insert(list.begin() + 5, fromStaging(staging(QStringLiteral("late.h")), tree(QStringLiteral("include/late.h"))));
    QFile::remove(staging(QStringLiteral("late.h")));

    std::unique_ptr<Transaction> transaction = create(std::move(list));
    ASSERT_TRUE(transaction);
    const TransactionOutcome outcome = transaction->apply();
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.rolledBack);
    EXPECT_FALSE(outcome.cancelled);
    EXPECT_EQ(outcome.performed, 5);
    EXPECT_TRUE(outcome.error.contains(QDir::toNativeSeparators(staging(QStringLiteral("late.h"))))) << outcome.error;
    EXPECT_EQ(transaction->state(), TransactionState::RolledBack);
    expectTreeAsBefore();

    QString error;
    std::unique_ptr<Transaction> reopened = Transaction::open(transaction->folder(), &error);
    ASSERT_TRUE(reopened) << error;
    EXPECT_EQ(reopened->state(), TransactionState::RolledBack);
}

TEST_F(TransactionTest, CancelRollsBackWhatWasDone)
{
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction);
    std::atomic_bool cancel{false};
    const TransactionOutcome outcome = transaction->apply(
        [&](const TransactionProgress &p) {
            if (!p.undoing && p.done == 4)
                cancel.store(true);
        },
        &cancel);
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.cancelled);
    EXPECT_TRUE(outcome.rolledBack);
    EXPECT_EQ(outcome.performed, 5);
    EXPECT_FALSE(outcome.error.isEmpty());
    EXPECT_EQ(transaction->state(), TransactionState::RolledBack);
    expectTreeAsBefore();
}

TEST_F(TransactionTest, ReopensFromItsFolderInEveryFinishedState)
{
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction && transaction->apply().ok);
    const QString folder = transaction->folder();
    EXPECT_EQ(folder, Transaction::folderFor(state(), transaction->info().id));

    QString error;
    std::unique_ptr<Transaction> installed = Transaction::open(folder, &error);
    ASSERT_TRUE(installed) << error;
    EXPECT_EQ(installed->state(), TransactionState::Installed);
    EXPECT_EQ(installed->info().title, QStringLiteral("test transaction"));
    EXPECT_EQ(installed->operationCount(), 10);
    EXPECT_EQ(installed->touchedPaths().size(), 10);
    EXPECT_FALSE(installed->apply().ok) << "an installed transaction is not applied twice";

    // The reopened transaction knows what each operation found before (from the journal).
    ASSERT_TRUE(installed->undo(Transaction::UndoPurpose::Uninstall).ok);
    expectTreeAsBefore();
    std::unique_ptr<Transaction> uninstalled = Transaction::open(folder, &error);
    ASSERT_TRUE(uninstalled) << error;
    EXPECT_EQ(uninstalled->state(), TransactionState::Uninstalled);
    EXPECT_TRUE(uninstalled->undo(Transaction::UndoPurpose::Uninstall).ok) << "undoing again is harmless";
    expectTreeAsBefore();
}

TEST_F(TransactionTest, RefusesToOpenARecordItCannotRead)
{
    QDir().mkpath(state() + QStringLiteral("/transactions/broken"));
    writeFile(state() + QStringLiteral("/transactions/broken/transaction.json"), "{not json");
    QString error;
    EXPECT_FALSE(Transaction::open(state() + QStringLiteral("/transactions/broken"), &error));
    EXPECT_FALSE(error.isEmpty());

    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction);
    writeFile(transaction->folder() + QStringLiteral("/plan.json"), "[{\"kind\":\"registry-value\"}]");
    EXPECT_FALSE(Transaction::open(transaction->folder(), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("registry-value"))) << error;
}

// Writes what apply() would have journaled for the first `done` operations, then the begin of
// the next one and its effect (it was performed but not marked done), then a torn line.
class PartialJournalTest : public TransactionTest
{
protected:
    std::unique_ptr<Transaction> interruptedAfter(int done)
    {
        std::vector<std::unique_ptr<Operation>> list = operations();
        std::vector<Operation *> raw;
        for (const auto &operation : list)
            raw.push_back(operation.get());
        std::unique_ptr<Transaction> transaction = create(std::move(list));
        Journal journal(transaction->folder() + QStringLiteral("/journal.jsonl"));
        for (int index = 0; index <= done; ++index) {
            Operation &operation = *raw[size_t(index)];
            operation.recordBefore();
            EXPECT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("begin")}, {QStringLiteral("seq"), index},
                                        {QStringLiteral("op"), operation.toJson()}}, nullptr));
            EXPECT_TRUE(operation.perform({transaction->backupFolder() + u'/' + QString::number(index)}).ok);
            if (index < done) {
                EXPECT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("done")}, {QStringLiteral("seq"), index}}, nullptr));
            }
        }
        QFile file(journal.path());
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Append));
        file.write("{\"t\":\"begin\",\"seq\":" + QByteArray::number(done + 1) + ",\"op\":{\"kind\":\"pla");
        file.close();
        const QString folder = transaction->folder();
        transaction.reset();
        QString error;
        std::unique_ptr<Transaction> reopened = Transaction::open(folder, &error);
        EXPECT_TRUE(reopened) << error;
        return reopened;
    }
};

TEST_F(PartialJournalTest, JournalIsReadUpToATornLastLine)
{
    const QString path = m_temp.path() + QStringLiteral("/journal.jsonl");
    Journal journal(path);
    ASSERT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("begin")}, {QStringLiteral("seq"), 0}}, nullptr));
    ASSERT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("done")}, {QStringLiteral("seq"), 0}}, nullptr));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Append));
    file.write("{\"t\":\"begin\",\"se");
    file.close();
    const QList<QJsonObject> records = journal.read();
    ASSERT_EQ(records.size(), 2);
    EXPECT_EQ(records[1].value(QStringLiteral("t")).toString(), QStringLiteral("done"));
    EXPECT_TRUE(Journal(m_temp.path() + QStringLiteral("/none.jsonl")).read().isEmpty());
}

TEST_F(PartialJournalTest, AnInterruptedTransactionResumesToTheInstalledTree)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    std::unique_ptr<Transaction> transaction = interruptedAfter(6);
    ASSERT_TRUE(transaction);
    EXPECT_EQ(transaction->state(), TransactionState::Interrupted);
    EXPECT_EQ(transaction->touchedPaths().size(), 7) << transaction->touchedPaths().join(u'\n');

    const TransactionOutcome outcome = transaction->apply();
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_EQ(outcome.performed, 4) << "the begun one again, then the three not started";
    EXPECT_EQ(transaction->state(), TransactionState::Installed);
    expectInstalledTree();

    ASSERT_TRUE(transaction->undo(Transaction::UndoPurpose::Uninstall).ok);
    expectTreeAsBefore();
}

TEST_F(PartialJournalTest, AnInterruptedTransactionRollsBackToTheTreeBefore)
{
    std::unique_ptr<Transaction> transaction = interruptedAfter(7);
    ASSERT_TRUE(transaction);
    EXPECT_EQ(transaction->state(), TransactionState::Interrupted);
    const TransactionOutcome outcome = transaction->undo(Transaction::UndoPurpose::Rollback);
    ASSERT_TRUE(outcome.ok) << outcome.error << outcome.problems.join(u'\n');
    EXPECT_EQ(transaction->state(), TransactionState::RolledBack);
    expectTreeAsBefore();
}

TEST_F(PartialJournalTest, AnInterruptedUndoIsFinishedAfterReopening)
{
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction && transaction->apply().ok);
    const QString folder = transaction->folder();
    // The uninstall got as far as undoing the last operation, then the machine went down.
    Journal journal(folder + QStringLiteral("/journal.jsonl"));
    ASSERT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("undo-begin")}, {QStringLiteral("purpose"), QStringLiteral("uninstall")}},
                               nullptr));
    QFile::remove(tree(QStringLiteral("home/env.sh")));
    ASSERT_TRUE(journal.append({{QStringLiteral("t"), QStringLiteral("undone")}, {QStringLiteral("seq"), 9},
                                {QStringLiteral("result"), QStringLiteral("undone")}}, nullptr));
    transaction.reset();

    QString error;
    std::unique_ptr<Transaction> reopened = Transaction::open(folder, &error);
    ASSERT_TRUE(reopened) << error;
    EXPECT_EQ(reopened->state(), TransactionState::UndoInterrupted);
    EXPECT_EQ(reopened->undoPurpose(), Transaction::UndoPurpose::Uninstall);
    const TransactionOutcome outcome = reopened->undo(reopened->undoPurpose());
    ASSERT_TRUE(outcome.ok) << outcome.error << outcome.problems.join(u'\n');
    EXPECT_TRUE(outcome.problems.isEmpty()) << outcome.problems.join(u'\n');
    EXPECT_EQ(reopened->state(), TransactionState::Uninstalled);
    expectTreeAsBefore();
}

TEST_F(TransactionTest, UninstallReportsFilesChangedSinceAndLeavesThem)
{
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction && transaction->apply().ok);
    writeFile(tree(QStringLiteral("include/cudnn.h")), "edited after the install\n");
    const TransactionOutcome outcome = transaction->undo(Transaction::UndoPurpose::Uninstall);
    EXPECT_TRUE(outcome.ok) << "a skipped file is reported, not a failure";
    ASSERT_EQ(outcome.problems.size(), 1) << outcome.problems.join(u'\n');
    EXPECT_TRUE(outcome.problems.first().contains(QDir::toNativeSeparators(tree(QStringLiteral("include/cudnn.h")))));
    EXPECT_EQ(readFile(tree(QStringLiteral("include/cudnn.h"))), QByteArray("edited after the install\n"));
    EXPECT_EQ(readFile(tree(QStringLiteral("lib64/libcudnn.so.9.19.0"))), QByteArray("ELF cudnn 9.19")) << "the rest is undone";
}

TEST_F(TransactionTest, AnUndoThatCannotFinishIsIncompleteAndCanBeRetried)
{
    std::unique_ptr<Transaction> transaction = create(operations());
    ASSERT_TRUE(transaction && transaction->apply().ok);
    // The backup of the removed 9.19 library (operation 5) is lost.
    const QString backup = transaction->backupFolder() + QStringLiteral("/5");
    ASSERT_TRUE(QFileInfo::exists(backup));
    const QString moved = m_temp.path() + QStringLiteral("/kept-aside");
    ASSERT_TRUE(QFile::rename(backup, moved));

    const TransactionOutcome outcome = transaction->undo(Transaction::UndoPurpose::Uninstall);
    EXPECT_FALSE(outcome.ok);
    EXPECT_FALSE(outcome.error.isEmpty());
    EXPECT_EQ(transaction->state(), TransactionState::UndoIncomplete);
    QString error;
    EXPECT_EQ(Transaction::open(transaction->folder(), &error)->state(), TransactionState::UndoIncomplete);

    // Put the backup back and retry: only what failed is attempted again.
    ASSERT_TRUE(QFile::rename(moved, backup));
    std::unique_ptr<Transaction> retry = Transaction::open(transaction->folder(), &error);
    const TransactionOutcome second = retry->undo(retry->undoPurpose());
    ASSERT_TRUE(second.ok) << second.error << second.problems.join(u'\n');
    EXPECT_EQ(retry->state(), TransactionState::Uninstalled);
    expectTreeAsBefore();
}

} // namespace
