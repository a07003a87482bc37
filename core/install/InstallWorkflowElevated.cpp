// InstallWorkflow::applyElevated, the administrator's half of the install (`cudnn-setup apply
// --plan FILE`, run by pkexec, sudo or UAC): a file of its own because it is the one part of the
// workflow that runs with rights and trusts nothing the user's half wrote.
#include "core/install/InstallWorkflow.h"

#include "core/install/ElevatedPlanRules.h"
#include "core/install/StagedFileProof.h"
#include "core/install/TransactionFolder.h"
#include "core/model/ShownPath.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/TrustedFiles.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

InstallDecision InstallWorkflow::applyElevated(const InstallPlan &request, const SystemPaths &paths,
                                               const Transaction::ProgressCallback &progress, const std::atomic_bool *cancel)
{
    InstallDecision decision;
    decision.kind = InstallDecision::Kind::Failed;
    decision.plan = request;
    std::optional<InstallPlan> plan = ElevatedPlanRules::vet(request, paths, &decision.error);
    if (!plan)
        return decision;
    decision.plan = plan;
    // The system's records folder: made by this process (0755), or refused when anyone else
    // could change what is in it.
    QString why;
    for (const QString &folder : {plan->stateFolder, TransactionFolder::transactionsOf(plan->stateFolder)}) {
        // Made by this process, or given its rules again where the administrators own it already.
        FolderPermissions::makeSystemFolder(folder);
        if (!QFileInfo(folder).isDir() || !TrustedFiles::writableOnlyByUs(folder, &why)) {
            decision.error = tr("The records folder %1 cannot be used: %2 Nothing was changed.")
                                 .arg(shownPath(folder), why.isEmpty() ? tr("it cannot be created.") : why);
            return decision;
        }
    }
    const QString folder = Transaction::folderFor(plan->stateFolder, plan->id);
    if (TransactionFolder::isRecord(folder)) {
        decision.error = tr("This plan (record %1) was applied before. See `cudnn-setup status`; to finish or undo it, use "
                            "`cudnn-setup resume %1` or `cudnn-setup rollback %1`.").arg(plan->id);
        return decision;
    }
    QDir(folder).removeRecursively(); // what an apply killed before its start left
    if (FolderPermissions::makeFolder(folder, 0755) != 0
        || !StagedFileProof::takeOver(*plan, TransactionFolder::stagingOf(folder), cancel, &decision.error)) {
        if (decision.error.isEmpty())
            decision.error = tr("The folder %1 cannot be created. Nothing was changed.").arg(shownPath(folder));
        QDir(folder).removeRecursively();
        return decision;
    }
    decision.plan = plan;
    std::unique_ptr<Transaction> transaction = Installer::begin(*plan, &decision.error);
    if (!transaction) {
        QDir(folder).removeRecursively();
        return decision;
    }
    return InstallDecision::ended(*plan, transaction->apply(progress, cancel));
}

} // namespace cudnnsetup
