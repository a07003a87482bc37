// Operation: one change to the system — make a folder, place a file, remove one, write one of
// our own files, add a line to a profile, set a variable. The Transaction writes an operation's
// record (parameters and what was there before) to the journal and flushes it *before* calling
// perform(), so after a crash every operation that may have taken effect can be undone.
//
// Both perform() and undo() must be safe to run again after a crash part-way through them:
// perform() finishes or recognises its own finished work; undo() restores only what is still
// exactly what we left there, and reports anything the user has changed since instead of
// clobbering it.
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <memory>

namespace cudnnsetup {

// Where an operation may keep what it needs to undo itself.
struct OperationContext
{
    QString backupPath; // a path of this operation's own under the transaction's backup folder
};

struct OperationResult
{
    bool ok = true;
    QString error; // translated: what failed and why
    static OperationResult success() { return {}; }
    static OperationResult failure(const QString &error) { return {false, error}; }
};

struct UndoResult
{
    enum class Kind {
        Undone,        // the system is as it was before this operation
        NothingToUndo, // the operation had not taken effect (or there was nothing to change)
        Kept,          // left in place on purpose (still used by another install); detail says why
        Skipped,       // changed since by someone else: left alone; detail says what
        Failed,        // could not be undone; detail says why (retry with rollback)
    };
    Kind kind = Kind::Undone;
    QString detail; // translated

    bool isProblem() const { return kind == Kind::Skipped || kind == Kind::Failed; }
};

class Operation
{
public:
    virtual ~Operation() = default;

    // A stable name stored in the journal ("place", "mkdir", ...).
    virtual QString kind() const = 0;
    // One translated line for the plan preview and the log.
    virtual QString describe() const = 0;
    // The path it changes (for the preview, the locked-file check and reports).
    virtual QString path() const = 0;

    // Looks at the system and records what is there now (part of toJson()). Called once, just
    // before the journal record is written; never again after a restart.
    virtual void recordBefore() = 0;
    virtual OperationResult perform(const OperationContext &context) = 0;
    virtual UndoResult undo(const OperationContext &context) = 0;

    // Everything perform() and undo() need, including what recordBefore() saw.
    virtual QJsonObject toJson() const = 0;
    // Rebuilds an operation from toJson(); nullptr for an unknown kind (a newer journal).
    static std::unique_ptr<Operation> fromJson(const QJsonObject &json);
};

} // namespace cudnnsetup
