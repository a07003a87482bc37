#include "app/RecordsCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/InstallSupport.h"
#include "core/install/InstallRecords.h"
#include "core/install/PlanText.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace cudnnsetup {

namespace {

std::unique_ptr<Transaction> openRecord(const InstallRecord &record)
{
    QString error;
    std::unique_ptr<Transaction> transaction = Transaction::open(record.folder, &error);
    if (!transaction)
        ConsoleOutput::error(error);
    return transaction;
}

// The record named by --id, else the newest one `wanted` accepts.
std::optional<InstallRecord> chooseRecord(const CommandLine &commandLine,
                                          const std::function<bool(const InstallRecord &)> &wanted)
{
    const QStringList folders = InstallSupport::stateFolders(commandLine);
    for (const QString &refused : InstallRecords::refusedWhenElevated(folders))
        ConsoleOutput::error(refused);
    const QString id = commandLine.value(QStringLiteral("id"));
    if (!id.isEmpty())
        return InstallRecords::find(folders, id);
    for (const InstallRecord &record : InstallRecords::list(folders))
        if (wanted(record))
            return record;
    return std::nullopt;
}

// An id that names no usable record is an error for every command that takes one (said here,
// true); without an id, the command says itself that there was nothing to do.
bool unknownId(const CommandLine &commandLine, const std::optional<InstallRecord> &record)
{
    if (record || !commandLine.isSet(QStringLiteral("id")))
        return false;
    ConsoleOutput::error(RecordsCommand::tr("There is no usable record %1 (see `cudnn-setup status`).")
                             .arg(commandLine.value(QStringLiteral("id"))));
    return true;
}

int report(const TransactionOutcome &outcome, const QString &done)
{
    ConsoleOutput::endProgress();
    if (const QString details = PlanText::outcome(outcome); !details.isEmpty())
        (outcome.ok ? ConsoleOutput::out(details) : ConsoleOutput::error(details.trimmed()));
    if (!outcome.ok)
        return ExitCode::Failure;
    ConsoleOutput::out(done + u'\n');
    return ExitCode::Success;
}

int undo(const CommandLine &commandLine, const InstallRecord &record, Transaction::UndoPurpose purpose)
{
    std::unique_ptr<Transaction> transaction = openRecord(record);
    if (!transaction)
        return ExitCode::Failure;
    const TransactionOutcome outcome = transaction->undo(purpose, InstallSupport::printProgress());
    Q_UNUSED(commandLine)
    return report(outcome, purpose == Transaction::UndoPurpose::Uninstall
                               ? RecordsCommand::tr("Uninstalled %1.").arg(record.info.title)
                               : RecordsCommand::tr("Rolled back %1: the system is as it was before.").arg(record.info.title));
}

} // namespace

int RecordsCommand::status(const CommandLine &commandLine)
{
    const QStringList folders = InstallSupport::stateFolders(commandLine);
    for (const QString &refused : InstallRecords::refusedWhenElevated(folders))
        ConsoleOutput::error(refused);
    const QList<InstallRecord> records = InstallRecords::list(folders);
    if (commandLine.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const InstallRecord &record : records)
            array.append(QJsonObject{{QStringLiteral("id"), record.info.id},
                                     {QStringLiteral("title"), record.info.title},
                                     {QStringLiteral("state"), Transaction::stateName(record.state)},
                                     {QStringLiteral("created"), record.info.created.toString(Qt::ISODate)},
                                     {QStringLiteral("details"), record.info.details},
                                     {QStringLiteral("folder"), record.folder}});
        ConsoleOutput::outBytes(QJsonDocument(QJsonObject{{QStringLiteral("installs"), array}}).toJson(QJsonDocument::Indented));
        return ExitCode::Success;
    }
    if (records.isEmpty()) {
        ConsoleOutput::out(tr("No installs made by cudnn-setup were found.\n"));
        return ExitCode::Success;
    }
    for (const InstallRecord &record : records) {
        ConsoleOutput::out(tr("%1  %2  %3\n    %4\n")
                               .arg(record.info.id, record.info.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                    Transaction::describeState(record.state), record.info.title));
        // The command to copy, with the id as `status` shows it.
        if (record.needsAttention())
            ConsoleOutput::out(tr("    Interrupted: run `cudnn-setup resume %1` to finish it or `cudnn-setup rollback %1` "
                                  "to undo it.\n").arg(record.info.id));
        else if (record.state == TransactionState::Installed)
            ConsoleOutput::out(tr("    To undo it: cudnn-setup uninstall %1\n").arg(record.info.id));
    }
    return ExitCode::Success;
}

int RecordsCommand::uninstall(const CommandLine &commandLine)
{
    const std::optional<InstallRecord> record = chooseRecord(commandLine, [](const InstallRecord &candidate) {
        return candidate.state == TransactionState::Installed;
    });
    if (unknownId(commandLine, record))
        return ExitCode::Failure;
    if (!record) {
        ConsoleOutput::error(tr("There is no finished install to uninstall (see `cudnn-setup status`)."));
        return ExitCode::Failure;
    }
    if (record->state != TransactionState::Installed && record->state != TransactionState::UndoInterrupted
        && record->state != TransactionState::UndoIncomplete) {
        ConsoleOutput::error(tr("%1 is %2: it cannot be uninstalled.").arg(record->info.title, Transaction::describeState(record->state)));
        return ExitCode::Failure;
    }
    if (const std::optional<InstallRecord> newer = InstallRecords::stackedOn(InstallSupport::stateFolders(commandLine), *record)) {
        ConsoleOutput::error(tr("%1 was later installed over by %2 (record %3): uninstall that one first, which brings this "
                                "one back, then this one.")
                                 .arg(record->info.title, newer->info.title, newer->info.id));
        return ExitCode::Failure;
    }
    return undo(commandLine, *record, Transaction::UndoPurpose::Uninstall);
}

int RecordsCommand::rollback(const CommandLine &commandLine)
{
    const std::optional<InstallRecord> record
        = chooseRecord(commandLine, [](const InstallRecord &candidate) { return candidate.needsAttention(); });
    if (unknownId(commandLine, record))
        return ExitCode::Failure;
    if (!record) {
        ConsoleOutput::out(tr("Nothing to roll back: no install was interrupted.\n"));
        return ExitCode::Success;
    }
    if (record->state == TransactionState::Installed) {
        ConsoleOutput::error(tr("%1 finished; use `cudnn-setup uninstall %2` to remove it.").arg(record->info.title, record->info.id));
        return ExitCode::Failure;
    }
    if (record->state == TransactionState::RolledBack || record->state == TransactionState::Uninstalled) {
        ConsoleOutput::out(tr("%1 is already %2.\n").arg(record->info.title, Transaction::describeState(record->state)));
        return ExitCode::Success;
    }
    return undo(commandLine, *record, Transaction::UndoPurpose::Rollback);
}

int RecordsCommand::resume(const CommandLine &commandLine)
{
    const std::optional<InstallRecord> record
        = chooseRecord(commandLine, [](const InstallRecord &candidate) { return candidate.needsAttention(); });
    if (unknownId(commandLine, record))
        return ExitCode::Failure;
    if (!record) {
        ConsoleOutput::out(tr("Nothing to resume: no install was interrupted.\n"));
        return ExitCode::Success;
    }
    std::unique_ptr<Transaction> transaction = openRecord(*record);
    if (!transaction)
        return ExitCode::Failure;
    switch (transaction->state()) {
    case TransactionState::Planned:
    case TransactionState::Interrupted: {
        const TransactionOutcome outcome
            = transaction->apply(InstallSupport::printProgress(), InstallSupport::installCancelHandler());
        return report(outcome, tr("Finished installing %1.").arg(record->info.title));
    }
    case TransactionState::UndoInterrupted:
    case TransactionState::UndoIncomplete:
        return undo(commandLine, *record, transaction->undoPurpose());
    case TransactionState::Installed:
    case TransactionState::RolledBack:
    case TransactionState::Uninstalled:
        break;
    }
    ConsoleOutput::out(tr("%1 is already %2: nothing to resume.\n").arg(record->info.title, Transaction::describeState(record->state)));
    return ExitCode::Success;
}

namespace {

QList<QCommandLineOption> recordOptions(bool withId)
{
    QList<QCommandLineOption> options{CommandOptions::sysroot(), CommandOptions::stateDir(),
                                      CommandOptions::json(QStringLiteral("docs/install.md"))};
    if (withId)
        options.append({QStringLiteral("id"), RecordsCommand::tr("The install record to act on (see status; default: the newest that fits)."),
                        RecordsCommand::tr("id")});
    return options;
}

QString checkRecordOptions(const CommandLine &commandLine)
{
    return CommandOptions::checkMachine(commandLine);
}

} // namespace

Command RecordsCommand::statusCommand()
{
    return {QStringLiteral("status"), tr("List the installs made by cudnn-setup and any that were interrupted."),
            recordOptions(false), &checkRecordOptions, &RecordsCommand::status};
}

Command RecordsCommand::uninstallCommand()
{
    return {QStringLiteral("uninstall"), tr("Undo a finished install: remove what it added, restore what it replaced."),
            recordOptions(true), &checkRecordOptions, &RecordsCommand::uninstall, QStringLiteral("id")};
}

Command RecordsCommand::rollbackCommand()
{
    return {QStringLiteral("rollback"), tr("Undo an install that was interrupted (a crash, a power cut)."),
            recordOptions(true), &checkRecordOptions, &RecordsCommand::rollback, QStringLiteral("id")};
}

Command RecordsCommand::resumeCommand()
{
    return {QStringLiteral("resume"), tr("Finish an install (or an undo) that was interrupted."),
            recordOptions(true), &checkRecordOptions, &RecordsCommand::resume, QStringLiteral("id")};
}

} // namespace cudnnsetup
