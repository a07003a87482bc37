#include "core/install/InstallWorkflow.h"

#include "core/install/ElevatedPlanRules.h"
#include "core/install/ManualSteps.h"
#include "core/install/StagedFileProof.h"
#include "core/install/TransactionFolder.h"
#include "core/model/ShownPath.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/TrustedFiles.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

QString InstallDecision::resultKey() const
{
    switch (kind) {
    case Kind::Blocked:
        return QStringLiteral("blocked");
    case Kind::AlreadyInPlace:
        return QStringLiteral("already-installed");
    case Kind::DryRun:
        return QStringLiteral("dry-run");
    case Kind::NeedsElevation:
        return QStringLiteral("needs-administrator");
    case Kind::Ready:
        return QStringLiteral("ready");
    case Kind::Done:
        return QStringLiteral("installed");
    case Kind::RolledBack:
        return QStringLiteral("rolled-back");
    case Kind::Failed:
        return QStringLiteral("failed");
    case Kind::Interrupted:
    case Kind::NotUnpacked:
        break;
    }
    return {};
}

InstallWorkflow::InstallWorkflow(InstallSetting setting, QObject *parent)
    : QObject(parent)
    , m_setting(std::move(setting))
{
}

InstallWorkflow::~InstallWorkflow()
{
    // An archive unpacked for a plan nobody applied is not left behind.
    discard();
}

std::optional<InstallRecord> InstallWorkflow::interruptedInstall() const
{
    const QList<InstallRecord> pending = InstallRecords::needingAttention(m_setting.recordFolders);
    if (pending.isEmpty())
        return std::nullopt;
    return pending.first();
}

QString InstallWorkflow::interruptedText(const InstallRecord &record)
{
    return tr("An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume --id %3` to finish it "
              "or `cudnn-setup rollback --id %3` to undo it (the wizard's first page offers both), then install again.")
        .arg(record.info.title, Transaction::describeState(record.state), record.info.id);
}

UnpackedArchive InstallWorkflow::unpack(const InstallSetting &setting, const QString &archivePath,
                                        const ExtractionOptions &options)
{
    // Unpacked archives of previews left more than a day ago are of no use any more.
    InstallRecords::removeAbandoned(setting.stateFolder);
    return Installer::unpack(archivePath, setting.stateFolder, options);
}

void InstallWorkflow::hold(const UnpackedArchive &unpacked)
{
    if (m_unpacked && m_unpacked->id != unpacked.id)
        Installer::discard(*m_unpacked);
    m_unpacked = unpacked;
    m_current.reset();
    Q_EMIT unpackedChanged();
}

void InstallWorkflow::discard()
{
    if (!m_unpacked)
        return;
    Installer::discard(*m_unpacked);   // keeps a folder that a transaction has taken over
    m_unpacked.reset();
    Q_EMIT unpackedChanged();
}

std::optional<InstallPlan> InstallWorkflow::currentPlan() const
{
    return m_current ? m_current->plan : std::nullopt;
}

std::optional<TransactionOutcome> InstallWorkflow::currentOutcome() const
{
    if (!m_current)
        return std::nullopt;
    if (m_current->kind == InstallDecision::Kind::AlreadyInPlace) {
        TransactionOutcome nothingToDo;
        nothingToDo.ok = true;
        return nothingToDo;
    }
    return m_current->outcome;
}

InstallDecision InstallWorkflow::decide(const InstallRequest &request, bool dryRun) const
{
    if (m_unpacked)
        return decide(m_setting, *m_unpacked, request, dryRun);
    InstallDecision decision;
    decision.kind = InstallDecision::Kind::NotUnpacked;
    decision.extraction.reason = tr("The archive is not unpacked any more (the last attempt used it up).");
    return decision;
}

InstallDecision InstallWorkflow::decide(const InstallSetting &setting, const UnpackedArchive &unpacked,
                                        const InstallRequest &request, bool dryRun)
{
    InstallDecision decision;
    InstallPlan plan = Installer::plan(unpacked, request, setting.paths);
    const QList<InstallRecord> pending = InstallRecords::needingAttention(setting.recordFolders);
    if (!pending.isEmpty()) {
        plan.blockers.append(interruptedText(pending.first()));
        decision.interrupted = pending.first();
    }
    using Kind = InstallDecision::Kind;
    if (!plan.canProceed())
        decision.kind = Kind::Blocked;
    else if (plan.isNoOp())
        decision.kind = Kind::AlreadyInPlace;
    else if (dryRun)
        decision.kind = Kind::DryRun;
    else if (plan.needsElevation)
        decision.kind = Kind::NeedsElevation;
    else
        decision.kind = Kind::Ready;
    if (decision.kind == Kind::NeedsElevation) {
        decision.elevation = ElevationWays{{}, {}, ManualSteps::commands(plan, setting.paths.platform().isWindows()), {}};
        if (plan.scope == InstallScope::System)
            ElevatedPlanRules::vet(plan, setting.paths, &decision.elevation->refusal, ElevatedPlanRules::Check::Preview);
    }
    decision.plan = std::move(plan);
    return decision;
}

void InstallWorkflow::prepareElevatedPlan(const InstallPlan &plan, ElevationWays *ways) const
{
    if (plan.scope != InstallScope::System || !ways->refusal.isEmpty())
        return;   // an administrator installs for everyone (a per-user plan is planned again first), and only what the rules take
    ways->planFile = Installer::writeElevatedPlan(plan, m_setting.paths.sysroot(), &ways->planFileError);
}

std::unique_ptr<Transaction> InstallWorkflow::begin(const InstallPlan &plan, QString *error)
{
    std::unique_ptr<Transaction> transaction = Installer::begin(plan, error);
    if (!transaction)
        return nullptr;
    m_unpacked.reset();   // the transaction's now
    Q_EMIT unpackedChanged();
    return transaction;
}

InstallDecision InstallWorkflow::finish(const InstallPlan &plan, const TransactionOutcome &outcome)
{
    // Files may have been moved out of an unpacked copy that the elevated process applied from.
    discard();
    InstallDecision decision;
    decision.kind = outcome.ok ? InstallDecision::Kind::Done
                               : outcome.rolledBack ? InstallDecision::Kind::RolledBack : InstallDecision::Kind::Failed;
    decision.plan = plan;
    decision.outcome = outcome;
    m_current = decision;
    return decision;
}

InstallDecision InstallWorkflow::run(const QString &archivePath, const InstallRequest &request, const RunOptions &options)
{
    InstallDecision decision;
    if (const std::optional<InstallRecord> interrupted = interruptedInstall()) {
        decision.kind = InstallDecision::Kind::Interrupted;
        decision.interrupted = interrupted;
        return decision;
    }
    UnpackedArchive unpacked = unpack(m_setting, archivePath, options.extraction);
    if (unpacked.ok() && !options.cudaArchives.isEmpty())
        Installer::unpackCuda(unpacked, options.cudaRelease, options.cudaProfile, options.cudaArchives, options.extraction,
                              options.unpackingCuda);
    if (!unpacked.ok()) {
        decision.kind = InstallDecision::Kind::NotUnpacked;
        decision.extraction = unpacked.extraction;
        return decision;
    }
    hold(unpacked);
    InstallRequest chosen = request;
    std::optional<LayoutRecommendation> recommendation;
    if (options.recommendLayout && options.cudaArchives.isEmpty()) {
        recommendation = InstallLayoutRules::recommend(
            request.toolkit, unpacked.extraction.identification.identity.value_or(ArchiveIdentity{}).isWindows());
        chosen.layout = recommendation->layout;
    }
    decision = decide(chosen, options.dryRun);
    if (recommendation)
        decision.layoutReason = recommendation->reason;
    if (decision.kind == InstallDecision::Kind::NeedsElevation && options.prepareElevatedPlan)
        prepareElevatedPlan(*decision.plan, &*decision.elevation);
    if (decision.kind == InstallDecision::Kind::NeedsElevation && !decision.elevation->planFile.isEmpty()) {
        // The printed `sudo … apply --plan FILE` needs the unpacked files beside the plan: they
        // stay, and go with the other abandoned unpacks a day later (InstallRecords::removeAbandoned).
        m_unpacked.reset();
        m_current = decision;
        return decision;
    }
    if (decision.kind != InstallDecision::Kind::Ready) {
        discard();
        m_current = decision;
        return decision;
    }
    QString error;
    std::unique_ptr<Transaction> transaction = begin(*decision.plan, &error);
    if (!transaction) {
        discard();
        decision.kind = InstallDecision::Kind::Failed;
        decision.error = error;
        m_current = decision;
        return decision;
    }
    if (options.applying)
        options.applying(decision);
    return finish(*decision.plan, transaction->apply(options.progress, options.cancel));
}

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
                            "`cudnn-setup resume --id %1` or `cudnn-setup rollback --id %1`.").arg(plan->id);
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
    const TransactionOutcome outcome = transaction->apply(progress, cancel);
    decision.kind = outcome.ok ? InstallDecision::Kind::Done
                               : outcome.rolledBack ? InstallDecision::Kind::RolledBack : InstallDecision::Kind::Failed;
    decision.outcome = outcome;
    return decision;
}

} // namespace cudnnsetup
