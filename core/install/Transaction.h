// Transaction: applies a list of operations as one reversible change. Its folder (under the
// state folder's transactions/) holds transaction.json (what it is), plan.json (the operations
// in order), journal.jsonl (what has happened), backup/ (what was overwritten or removed) and,
// for an install, staging/ (the unpacked archive the files are moved from).
//
// apply() performs the operations in order, journaling each one first; a failure or a cancel
// undoes everything done so far, in reverse. After a crash, open() reads the journal and the
// transaction can be resumed (apply() again) or rolled back (undo()). A finished install is
// uninstalled with undo() too; its backups are kept until then.
#pragma once

#include "core/install/Journal.h"
#include "core/install/Operation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace cudnnsetup {

struct TransactionInfo
{
    QString id;
    QString title;           // translated when created: "cuDNN 9.20.0 for CUDA 12 into /usr/local/cuda"
    QDateTime created;
    QJsonObject details;     // what the install was (version, layout, scope, target, archive, ...)
    QStringList refreshCommand; // run after applying and after undoing (ldconfig); empty = none

    QJsonObject toJson() const;
    static TransactionInfo fromJson(const QJsonObject &json);
};

enum class TransactionState {
    Planned,         // nothing done yet
    Interrupted,     // applying stopped part-way (a crash): resume or roll back
    Installed,       // applied completely: can be uninstalled
    UndoInterrupted, // a rollback or uninstall stopped part-way: finish it
    UndoIncomplete,  // undo ended with operations that could not be undone: retry
    RolledBack,
    Uninstalled,
};

struct TransactionProgress
{
    int done = 0;
    int total = 0;
    bool undoing = false;
    QString step; // translated description of the operation in hand
};

struct TransactionOutcome
{
    bool ok = false;
    bool rolledBack = false;     // apply failed or was cancelled, and was undone
    bool cancelled = false;
    QString error;               // translated: why applying stopped, or why undo is incomplete
    QStringList problems;        // translated: operations skipped (changed since) or failed on undo
    QStringList kept;            // translated: left in place on purpose
    int performed = 0;
    int undone = 0;
};

class Transaction
{
    Q_DECLARE_TR_FUNCTIONS(Transaction)

public:
    using ProgressCallback = std::function<void(const TransactionProgress &)>;
    enum class UndoPurpose { Rollback, Uninstall };

    // Creates the folder and writes transaction.json and plan.json; nothing else is touched.
    static std::unique_ptr<Transaction> create(const QString &stateFolder, TransactionInfo info,
                                               std::vector<std::unique_ptr<Operation>> operations,
                                               QString *error);
    static std::unique_ptr<Transaction> open(const QString &folder, QString *error);
    // Folder of a transaction with `id` under `stateFolder`.
    static QString folderFor(const QString &stateFolder, const QString &id);
    static QString newId();

    const TransactionInfo &info() const { return m_info; }
    const QString &folder() const { return m_folder; }
    QString stagingFolder() const;
    QString backupFolder() const;
    TransactionState state() const { return m_state; }
    UndoPurpose undoPurpose() const { return m_undoPurpose; }
    int operationCount() const { return int(m_operations.size()); }
    const Operation &operation(int index) const { return *m_operations.at(size_t(index)); }
    // Paths the journal says were changed (begun operations), in order.
    QStringList touchedPaths() const;

    // Performs what is not done yet. Stops at the first failure or when `cancel` is set, and
    // then undoes everything it did (outcome.rolledBack).
    TransactionOutcome apply(const ProgressCallback &progress = {}, const std::atomic_bool *cancel = nullptr);
    // Undoes every begun operation, newest first. Rollback for an unfinished or interrupted
    // transaction, Uninstall for an installed one.
    TransactionOutcome undo(UndoPurpose purpose, const ProgressCallback &progress = {});

    static QString stateName(TransactionState state);
    static QString describeState(TransactionState state); // translated

private:
    Transaction(QString folder, TransactionInfo info, std::vector<std::unique_ptr<Operation>> operations);
    void replayJournal();
    OperationContext contextFor(int index) const;
    bool record(const QJsonObject &record, QString *error);
    QString runRefresh() const;
    void removeWorkFolders(bool keepBackups) const;

    QString m_folder;
    TransactionInfo m_info;
    std::vector<std::unique_ptr<Operation>> m_operations;
    Journal m_journal;
    TransactionState m_state = TransactionState::Planned;
    QMap<int, bool> m_begun;  // index -> done
    QMap<int, QString> m_undone; // index -> result name of its last undo attempt
    UndoPurpose m_undoPurpose = UndoPurpose::Rollback;
};

} // namespace cudnnsetup
