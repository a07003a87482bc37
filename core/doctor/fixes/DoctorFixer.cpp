#include "core/doctor/fixes/DoctorFixer.h"

#include "core/install/FileOperations.h"
#include "core/install/Transaction.h"
#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/install/WindowsEnvironmentOperations.h"
#include "core/platform/PersistentEnvironment.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace cudnnsetup {

namespace {

bool isDoctorFix(const InstallRecord &record)
{
    return record.info.details.value(QStringLiteral("kind")).toString() == QLatin1String(DoctorFixer::kRecordKind);
}

} // namespace

QList<Finding> DoctorFixer::fixable(const DoctorReport &report, Selection selection)
{
    QList<Finding> result;
    for (const Finding &finding : report.findings)
        if (finding.fix.available() && (selection == Selection::All || finding.fix.safe))
            result.append(finding);
    return result;
}

QList<Finding> DoctorFixer::fixableWithCode(const DoctorReport &report, const QString &code)
{
    QList<Finding> result;
    for (const Finding &finding : report.findings)
        if (finding.code == code && finding.fix.available())
            result.append(finding);
    return result;
}

std::vector<std::unique_ptr<Operation>> DoctorFixer::operationsFor(const QList<FixStep> &steps, QString *error)
{
    std::vector<std::unique_ptr<Operation>> operations;
    QSet<QString> seen;   // a step or a folder two findings share runs once
    const auto once = [&seen](const QString &key) {
        if (seen.contains(key))
            return false;
        seen.insert(key);
        return true;
    };
    for (const FixStep &step : steps) {
        if (!once(QString::fromUtf8(QJsonDocument(step.toJson()).toJson(QJsonDocument::Compact)) + QString::fromLatin1(step.content.toBase64())))
            continue;
        if (step.kind != FixStep::Kind::RegistryEdit && step.kind != FixStep::Kind::RemoveFile) {
            for (const QString &folder : FileOps::missingFolders(QFileInfo(step.path).absolutePath()))
                if (once(QStringLiteral("mkdir:") + folder))
                    operations.push_back(std::make_unique<MakeDirectoryOperation>(folder));
        }
        switch (step.kind) {
        case FixStep::Kind::MakeSymlink:
            operations.push_back(PlaceFileOperation::withSymlink(step.path, step.linkText));
            break;
        case FixStep::Kind::RemoveFile:
            operations.push_back(std::make_unique<RemoveFileOperation>(step.path));
            break;
        case FixStep::Kind::WriteFile:
            operations.push_back(PlaceFileOperation::withContent(step.path, step.content, step.permissions));
            break;
        case FixStep::Kind::EnsureLine:
            operations.push_back(std::make_unique<EnsureLineOperation>(step.path, step.line, step.keepWhileFolderHasFiles));
            break;
        case FixStep::Kind::RegistryEdit: {
            auto edit = std::make_unique<RegistryEditOperation>(step.registry);
            // Refused before anything is recorded, rather than as a failure half-way.
            if (!PersistentEnvironment::host().isAvailable()) {
                if (error)
                    *error = RegistryEditOperation::notOnThisComputer(edit->path());
                return {};
            }
            operations.push_back(std::move(edit));
            break;
        }
        }
    }
    return operations;
}

FixOutcome DoctorFixer::apply(const QList<Finding> &findings, const QString &stateFolder, const HostPlatform &platform)
{
    FixOutcome outcome;
    QList<FixStep> steps;
    QStringList codes;
    for (const Finding &finding : findings) {
        if (!finding.fix.available())
            continue;
        steps += finding.fix.steps;
        codes.append(finding.code);
        outcome.done.append(finding.title);
    }
    if (steps.isEmpty()) {
        outcome.error = tr("None of the chosen findings has an automatic fix.");
        outcome.done.clear();
        return outcome;
    }
    // A folder this account cannot write (a toolkit under /usr/local, C:\Program Files) is found
    // before anything changes, with the way forward, rather than as a failure half-way.
    QStringList uniqueCodes = codes;
    uniqueCodes.removeDuplicates();
    for (const FixStep &step : std::as_const(steps)) {
        const QString folder = QFileInfo(step.path).absolutePath();
        if (step.kind != FixStep::Kind::RegistryEdit && !FileOps::canWriteIn(folder)) {
            if (platform.isWindows())
                outcome.error = tr("This fix changes files in %1, which your account may not change. Start the wizard as "
                                   "administrator (right-click, \"Run as administrator\") and fix it again.")
                                    .arg(shownPath(folder));
            else
                outcome.error = tr("This fix changes files in %1, which your account may not change. Run it with "
                                   "administrator rights: sudo cudnn-setup doctor --fix %2")
                                    .arg(folder, uniqueCodes.join(QStringLiteral(" --fix ")));
            outcome.done.clear();
            return outcome;
        }
    }
    std::vector<std::unique_ptr<Operation>> operations = operationsFor(steps, &outcome.error);
    if (operations.empty()) {
        outcome.done.clear();
        return outcome;
    }

    TransactionInfo info;
    info.title = findings.size() == 1 ? tr("Repair: %1").arg(outcome.done.constFirst())
                                      : tr("Repair: %n problem(s) fixed", nullptr, int(outcome.done.size()));
    info.details.insert(QStringLiteral("kind"), QLatin1String(kRecordKind));
    info.details.insert(QStringLiteral("codes"), QJsonArray::fromStringList(codes));
    info.details.insert(QStringLiteral("titles"), QJsonArray::fromStringList(outcome.done));
    std::unique_ptr<Transaction> transaction = Transaction::create(stateFolder, info, std::move(operations), &outcome.error);
    if (!transaction) {
        outcome.done.clear();
        return outcome;
    }
    outcome.transactionId = transaction->info().id;
    const TransactionOutcome applied = transaction->apply();
    outcome.ok = applied.ok;
    outcome.problems = applied.problems;
    if (!applied.ok) {
        outcome.error = applied.error;
        outcome.done.clear();
    }
    return outcome;
}

std::optional<InstallRecord> DoctorFixer::lastFix(const QString &stateFolder)
{
    for (const InstallRecord &record : InstallRecords::list({stateFolder}))
        if (isDoctorFix(record) && record.state == TransactionState::Installed)
            return record;
    return std::nullopt;
}

FixOutcome DoctorFixer::undoLast(const QString &stateFolder)
{
    FixOutcome outcome;
    const std::optional<InstallRecord> record = lastFix(stateFolder);
    if (!record) {
        outcome.error = tr("There is no repair to undo: no fix made by the wizard is recorded in %1.")
                            .arg(shownPath(stateFolder));
        return outcome;
    }
    std::unique_ptr<Transaction> transaction = Transaction::open(record->folder, &outcome.error);
    if (!transaction)
        return outcome;
    outcome.transactionId = record->info.id;
    const TransactionOutcome undone = transaction->undo(Transaction::UndoPurpose::Uninstall);
    outcome.ok = undone.ok;
    outcome.problems = undone.problems;
    if (undone.ok)
        outcome.done.append(record->info.title);
    else
        outcome.error = undone.error;
    return outcome;
}

} // namespace cudnnsetup
