#include "core/install/Transaction.h"

#include "core/install/CrashPoint.h"

#include "core/model/ShownPath.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/FileOps.h"
#include "core/platform/ToolRunner.h"
#include "core/install/TransactionFolder.h"
#include "core/platform/ProcessRights.h"
#include "core/platform/TrustedFiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QFileInfo>

#include <algorithm>

namespace cudnnsetup {

namespace {

constexpr int kRefreshTimeoutMs = 120 * 1000;

QString undoResultName(UndoResult::Kind kind)
{
    switch (kind) {
    case UndoResult::Kind::Undone: return QStringLiteral("undone");
    case UndoResult::Kind::NothingToUndo: return QStringLiteral("nothing");
    case UndoResult::Kind::Kept: return QStringLiteral("kept");
    case UndoResult::Kind::Skipped: return QStringLiteral("skipped");
    case UndoResult::Kind::Failed: return QStringLiteral("failed");
    }
    return {};
}

std::optional<QJsonDocument> readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return std::nullopt;
    return document;
}

} // namespace

QJsonObject TransactionInfo::toJson() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("title"), title},
            {QStringLiteral("created"), created.toString(Qt::ISODateWithMs)},
            {QStringLiteral("details"), details},
            {QStringLiteral("refreshCommand"), QJsonArray::fromStringList(refreshCommand)}};
}

TransactionInfo TransactionInfo::fromJson(const QJsonObject &json)
{
    TransactionInfo info;
    info.id = json.value(QStringLiteral("id")).toString();
    info.title = json.value(QStringLiteral("title")).toString();
    info.created = QDateTime::fromString(json.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
    info.details = json.value(QStringLiteral("details")).toObject();
    for (const QJsonValue &part : json.value(QStringLiteral("refreshCommand")).toArray())
        info.refreshCommand.append(part.toString());
    return info;
}

Transaction::Transaction(QString folder, TransactionInfo info, std::vector<std::unique_ptr<Operation>> operations)
    : m_folder(std::move(folder))
    , m_info(std::move(info))
    , m_operations(std::move(operations))
    , m_journal(TransactionFolder::journalFile(m_folder))
{
}

QString Transaction::folderFor(const QString &stateFolder, const QString &id)
{
    return TransactionFolder::of(stateFolder, id);
}

QString Transaction::newId()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-"))
           + QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, u'0');
}

std::unique_ptr<Transaction> Transaction::create(const QString &stateFolder, TransactionInfo info,
                                                 std::vector<std::unique_ptr<Operation>> operations, QString *error)
{
    if (info.id.isEmpty())
        info.id = newId();
    if (!info.created.isValid())
        info.created = QDateTime::currentDateTimeUtc();
    const QString folder = folderFor(stateFolder, info.id);
    if (!FolderPermissions::makePath(folder, 0755)) {
        if (error)
            *error = tr("The folder %1 for the install records cannot be created.").arg(shownPath(folder));
        return nullptr;
    }
    QJsonArray plan;
    for (const std::unique_ptr<Operation> &operation : operations)
        plan.append(operation->toJson());
    if (!FileOps::writeAtomically(TransactionFolder::planFile(folder), QJsonDocument(plan).toJson(), 0644, error)
        || !FileOps::writeAtomically(TransactionFolder::infoFile(folder), QJsonDocument(info.toJson()).toJson(), 0644, error))
        return nullptr;
    return std::unique_ptr<Transaction>(new Transaction(folder, std::move(info), std::move(operations)));
}

std::unique_ptr<Transaction> Transaction::open(const QString &folder, QString *error)
{
    const std::optional<QJsonDocument> info = readJson(TransactionFolder::infoFile(folder));
    const std::optional<QJsonDocument> plan = readJson(TransactionFolder::planFile(folder));
    if (!info || !plan || !info->isObject() || !plan->isArray()) {
        if (error)
            *error = tr("The install record in %1 is unreadable.").arg(shownPath(folder));
        return nullptr;
    }
    std::vector<std::unique_ptr<Operation>> operations;
    for (const QJsonValue &value : plan->array()) {
        std::unique_ptr<Operation> operation = Operation::fromJson(value.toObject());
        if (!operation) {
            if (error)
                *error = tr("The install record in %1 holds a step this version does not know (%2).")
                             .arg(shownPath(folder), value.toObject().value(QStringLiteral("kind")).toString());
            return nullptr;
        }
        operations.push_back(std::move(operation));
    }
    std::unique_ptr<Transaction> transaction(
        new Transaction(folder, TransactionInfo::fromJson(info->object()), std::move(operations)));
    transaction->replayJournal();
    return transaction;
}

void Transaction::replayJournal()
{
    bool committed = false;
    bool undoStarted = false;
    QString endState;
    for (const QJsonObject &record : m_journal.read()) {
        const QString type = record.value(QStringLiteral("t")).toString();
        const int index = record.value(QStringLiteral("seq")).toInt(-1);
        const bool indexValid = index >= 0 && index < int(m_operations.size());
        if (type == QStringLiteral("begin") && indexValid) {
            if (std::unique_ptr<Operation> recorded = Operation::fromJson(record.value(QStringLiteral("op")).toObject()))
                m_operations[size_t(index)] = std::move(recorded);
            m_begun.insert(index, false);
        } else if (type == QStringLiteral("done") && indexValid) {
            m_begun.insert(index, true);
        } else if (type == QStringLiteral("commit")) {
            committed = true;
        } else if (type == QStringLiteral("undo-begin")) {
            undoStarted = true;
            endState.clear();
            m_undoPurpose = record.value(QStringLiteral("purpose")).toString() == QStringLiteral("uninstall")
                                ? UndoPurpose::Uninstall : UndoPurpose::Rollback;
        } else if (type == QStringLiteral("undone") && indexValid) {
            m_undone.insert(index, record.value(QStringLiteral("result")).toString());
        } else if (type == QStringLiteral("end")) {
            endState = record.value(QStringLiteral("state")).toString();
        }
    }
    if (endState == QStringLiteral("rolled-back"))
        m_state = TransactionState::RolledBack;
    else if (endState == QStringLiteral("uninstalled"))
        m_state = TransactionState::Uninstalled;
    else if (endState == QStringLiteral("undo-incomplete"))
        m_state = TransactionState::UndoIncomplete;
    else if (undoStarted)
        m_state = TransactionState::UndoInterrupted;
    else if (committed)
        m_state = TransactionState::Installed;
    else if (!m_begun.isEmpty())
        m_state = TransactionState::Interrupted;
    else
        m_state = TransactionState::Planned;
}

QString Transaction::stagingFolder() const
{
    return TransactionFolder::stagingOf(m_folder);
}

QString Transaction::backupFolder() const
{
    return TransactionFolder::backupOf(m_folder);
}

QStringList Transaction::touchedPaths() const
{
    QStringList paths;
    for (auto it = m_begun.cbegin(); it != m_begun.cend(); ++it)
        paths.append(m_operations.at(size_t(it.key()))->path());
    return paths;
}

OperationContext Transaction::contextFor(int index) const
{
    return {backupFolder() + u'/' + QString::number(index)};
}

bool Transaction::record(const QJsonObject &record, QString *error)
{
    return m_journal.append(record, error);
}

QString Transaction::runRefresh() const
{
    if (m_info.refreshCommand.isEmpty())
        return {};
    QString program = m_info.refreshCommand.first();
    if (ProcessRights::runsAsRoot()) {
        // Root runs only a program no one else can have changed, never one found through a PATH
        // the caller set (sudo -E) or named by a record (the records are root's, InstallRecords).
        if (!QDir::isAbsolutePath(program))
            program = QStandardPaths::findExecutable(program, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"),
                                                               QStringLiteral("/sbin"), QStringLiteral("/bin")});
        QString why;
        if (program.isEmpty() || !TrustedFiles::writableOnlyByUs(program, &why)
            || !TrustedFiles::writableOnlyByUs(QFileInfo(program).absolutePath(), &why))
            return tr("%1 was not run with administrator rights: %2 Run ldconfig yourself.")
                .arg(m_info.refreshCommand.first(), why.isEmpty() ? tr("it is not in the system's program folders.") : why);
    }
    const ToolResult result = ToolRunner::run(program, m_info.refreshCommand.mid(1), kRefreshTimeoutMs);
    if (result.succeeded())
        return {};
    const QString detail = result.outcome == ToolResult::Outcome::Finished
                               ? QString::fromLocal8Bit(result.standardError).trimmed()
                               : result.describeFailure(m_info.refreshCommand.first(), kRefreshTimeoutMs);
    return tr("%1 did not finish cleanly (%2): programs may not find the new libraries until it is run again.")
        .arg(m_info.refreshCommand.join(u' '), detail);
}

void Transaction::removeWorkFolders(bool keepBackups) const
{
    QDir(stagingFolder()).removeRecursively();
    if (!keepBackups)
        QDir(backupFolder()).removeRecursively();
}

TransactionOutcome Transaction::apply(const ProgressCallback &progress, const std::atomic_bool *cancel)
{
    TransactionOutcome outcome;
    if (m_state != TransactionState::Planned && m_state != TransactionState::Interrupted) {
        outcome.error = tr("This install cannot be applied: it is %1.").arg(describeState(m_state));
        return outcome;
    }
    const int total = int(m_operations.size());
    auto rollBack = [&](const QString &why, bool cancelled) {
        TransactionOutcome undone = undo(UndoPurpose::Rollback, progress);
        undone.ok = false;
        undone.rolledBack = true;
        undone.cancelled = cancelled;
        undone.performed = outcome.performed;
        undone.error = undone.error.isEmpty() ? why : why + u'\n' + undone.error;
        return undone;
    };
    m_state = TransactionState::Interrupted;
    for (int index = 0; index < total; ++index) {
        if (m_begun.value(index, false))
            continue;
        if (cancel && cancel->load())
            return rollBack(tr("The install was cancelled; everything it had changed was undone."), true);
        Operation &operation = *m_operations[size_t(index)];
        if (progress)
            progress({index, total, false, operation.describe()});
        QString error;
        if (!m_begun.contains(index)) {
            operation.recordBefore();
            if (!record({{QStringLiteral("t"), QStringLiteral("begin")}, {QStringLiteral("seq"), index},
                         {QStringLiteral("op"), operation.toJson()}},
                        &error))
                return rollBack(error, false);
            m_begun.insert(index, false);
        }
        if (const QString fault = injectedFailure(); !fault.isEmpty())
            return rollBack(fault, false);
        const OperationResult result = operation.perform(contextFor(index));
        if (!result.ok)
            return rollBack(result.error, false);
        if (!record({{QStringLiteral("t"), QStringLiteral("done")}, {QStringLiteral("seq"), index}}, &error))
            return rollBack(error, false);
        m_begun.insert(index, true);
        ++outcome.performed;
    }
    if (const QString refreshProblem = runRefresh(); !refreshProblem.isEmpty())
        outcome.problems.append(refreshProblem);
    QString error;
    if (!record({{QStringLiteral("t"), QStringLiteral("commit")}}, &error))
        return rollBack(error, false);
    m_state = TransactionState::Installed;
    removeWorkFolders(true);
    if (progress)
        progress({total, total, false, {}});
    outcome.ok = true;
    return outcome;
}

TransactionOutcome Transaction::undo(UndoPurpose purpose, const ProgressCallback &progress)
{
    TransactionOutcome outcome;
    if (m_state == TransactionState::RolledBack || m_state == TransactionState::Uninstalled) {
        outcome.ok = true;
        return outcome;
    }
    QString error;
    if (!record({{QStringLiteral("t"), QStringLiteral("undo-begin")},
                 {QStringLiteral("purpose"), purpose == UndoPurpose::Uninstall ? QStringLiteral("uninstall")
                                                                              : QStringLiteral("rollback")}},
                &error)) {
        outcome.error = error;
        return outcome;
    }
    m_undoPurpose = purpose;
    m_state = TransactionState::UndoInterrupted;
    QList<int> indices = m_begun.keys();
    std::sort(indices.begin(), indices.end(), std::greater<int>());
    const int total = int(indices.size());
    int position = 0;
    bool anyFailed = false;
    for (const int index : indices) {
        const QString previous = m_undone.value(index);
        if (!previous.isEmpty() && previous != QStringLiteral("failed")) {
            ++position;
            continue;
        }
        Operation &operation = *m_operations[size_t(index)];
        if (progress)
            progress({position, total, true, operation.describe()});
        const UndoResult result = operation.undo(contextFor(index));
        const QString name = undoResultName(result.kind);
        record({{QStringLiteral("t"), QStringLiteral("undone")}, {QStringLiteral("seq"), index},
                {QStringLiteral("result"), name}, {QStringLiteral("detail"), result.detail}},
               nullptr);
        m_undone.insert(index, name);
        if (result.kind == UndoResult::Kind::Undone)
            ++outcome.undone;
        if (result.kind == UndoResult::Kind::Kept)
            outcome.kept.append(result.detail);
        if (result.isProblem())
            outcome.problems.append(result.detail);
        anyFailed = anyFailed || result.kind == UndoResult::Kind::Failed;
        ++position;
    }
    if (const QString refreshProblem = runRefresh(); !refreshProblem.isEmpty())
        outcome.problems.append(refreshProblem);
    const QString endState = anyFailed ? QStringLiteral("undo-incomplete")
                             : purpose == UndoPurpose::Uninstall ? QStringLiteral("uninstalled")
                                                                 : QStringLiteral("rolled-back");
    record({{QStringLiteral("t"), QStringLiteral("end")}, {QStringLiteral("state"), endState}}, nullptr);
    if (anyFailed) {
        m_state = TransactionState::UndoIncomplete;
        outcome.error = tr("Some changes could not be undone; fix what is listed and run the rollback again.");
        return outcome;
    }
    m_state = purpose == UndoPurpose::Uninstall ? TransactionState::Uninstalled : TransactionState::RolledBack;
    removeWorkFolders(false);
    if (progress)
        progress({total, total, true, {}});
    outcome.ok = true;
    return outcome;
}

QString Transaction::stateName(TransactionState state)
{
    switch (state) {
    case TransactionState::Planned: return QStringLiteral("planned");
    case TransactionState::Interrupted: return QStringLiteral("interrupted");
    case TransactionState::Installed: return QStringLiteral("installed");
    case TransactionState::UndoInterrupted: return QStringLiteral("undo-interrupted");
    case TransactionState::UndoIncomplete: return QStringLiteral("undo-incomplete");
    case TransactionState::RolledBack: return QStringLiteral("rolled-back");
    case TransactionState::Uninstalled: return QStringLiteral("uninstalled");
    }
    return {};
}

QString Transaction::describeState(TransactionState state)
{
    switch (state) {
    case TransactionState::Planned: return tr("planned, not started");
    case TransactionState::Interrupted: return tr("interrupted part-way");
    case TransactionState::Installed: return tr("installed");
    case TransactionState::UndoInterrupted: return tr("interrupted while being undone");
    case TransactionState::UndoIncomplete: return tr("partly undone");
    case TransactionState::RolledBack: return tr("rolled back");
    case TransactionState::Uninstalled: return tr("uninstalled");
    }
    return {};
}

} // namespace cudnnsetup
