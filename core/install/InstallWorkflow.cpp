// Long because: the one order of the install in both its forms (asynchronous for the wizard, blocking for the CLI and provisioning) and the steps they share, kept together so that the two cannot drift apart; the administrator's half is InstallWorkflowElevated.cpp.
#include "core/install/InstallWorkflow.h"

#include "core/install/ElevatedPlanRules.h"
#include "core/install/ManualSteps.h"
#include "core/model/ShownPath.h"

#include <QFileInfo>

namespace cudnnsetup {

namespace {

InstallDecision notUnpacked(const ExtractionResult &extraction)
{
    InstallDecision decision;
    decision.kind = InstallDecision::Kind::NotUnpacked;
    decision.extraction = extraction;
    return decision;
}

// "Unpacking the CUDA 13.0.2 pieces (2 of 5: libcublas-linux-x86_64-….tar.xz)".
QString cudaArchiveText(const CudaRedistChoice &pieces, int index, const CudaArchiveFile &file)
{
    return InstallWorkflow::tr("the CUDA %1 pieces (%2 of %3: %4)")
        .arg(pieces.release.toString())
        .arg(index)
        .arg(pieces.archives.size())
        .arg(QFileInfo(file.path).fileName());
}

} // namespace

InstallWorkflow::InstallWorkflow(InstallSetting setting, QObject *parent)
    : QObject(parent)
    , m_setting(std::move(setting))
{
    m_unpackJob.whenDone(this, [this](const UnpackResult &done) { onUnpacked(done.tree, done.result); });
    m_planJob.whenDone(this, [this](const InstallDecision &decision) {
        m_current = decision;
        setStage(Stage::Idle);
        Q_EMIT decided(decision);
    });
    connect(&m_administrator, &ElevatedApply::output, this, &InstallWorkflow::administratorOutput);
    connect(&m_administrator, &ElevatedApply::finished, this, [this](ElevatedApply::Result result, const QString &message) {
        const InstallPlan plan = *std::exchange(m_applying, std::nullopt);
        setStage(Stage::Idle);
        if (result == ElevatedApply::Result::Done) {
            TransactionOutcome outcome;
            outcome.ok = true;
            finish(plan, outcome);   // the administrator's process moved the files out of this user's copy
        } else if (result == ElevatedApply::Result::Failed) {
            discard();   // files may have been moved out of the unpacked copy before the rollback
        }
        Q_EMIT administratorFinished(result, message);
    });
    connect(&m_runner, &TransactionRunner::progressed, this, &InstallWorkflow::applyProgress);
    connect(&m_runner, &TransactionRunner::finished, this, [this](const TransactionOutcome &outcome) {
        const InstallPlan plan = *std::exchange(m_applying, std::nullopt);
        setStage(Stage::Idle);
        Q_EMIT finished(finish(plan, outcome));
    });
}

InstallWorkflow::~InstallWorkflow()
{
    // The jobs stop and are waited for first (members go in reverse order); an archive unpacked
    // for a plan nobody applied goes with m_unpacked.
    m_unpackJob.cancel();
    m_runner.cancel();
}

void InstallWorkflow::setSpec(InstallSpec spec)
{
    const bool otherArchive = spec.archivePath != m_spec.archivePath;
    const bool otherPieces = spec.cudaPieces.has_value() != m_spec.cudaPieces.has_value()
                             || (spec.cudaPieces && !spec.cudaPieces->sameArchives(*m_spec.cudaPieces));
    m_spec = std::move(spec);
    if (!hasUnpacked())
        return;
    // Pieces other than those unpacked beside cuDNN (or none any more) make that unpack stale.
    if ((otherArchive && m_unpacked->archivePath != m_spec.archivePath) || (otherPieces && !m_unpacked->cuda.isEmpty()))
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
    return tr("An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume %3` to finish it "
              "or `cudnn-setup rollback %3` to undo it (the wizard's first page offers both), then install again.")
        .arg(record.info.title, Transaction::describeState(record.state), record.info.id);
}

UnpackedTree InstallWorkflow::unpackArchive(const InstallSetting &setting, const QString &archivePath,
                                            const ExtractionOptions &options, ExtractionResult *result)
{
    // Unpacked archives of previews left more than a day ago are of no use any more.
    InstallRecords::removeAbandoned(setting.stateFolder);
    UnpackedArchive unpacked = Installer::unpack(archivePath, setting.stateFolder, options);
    if (result)
        *result = unpacked.extraction;
    return UnpackedTree(std::move(unpacked));
}

// ---- The order, asynchronously ----

bool InstallWorkflow::needsCudnnUnpacked() const
{
    return !hasUnpacked() || m_unpacked->archivePath != m_spec.archivePath
           || !QFileInfo(m_unpacked->stagingFolder).isDir();
}

bool InstallWorkflow::needsCudaUnpacked() const
{
    return m_spec.cudaPieces && !m_spec.cudaPieces->archives.isEmpty() && m_unpacked->cuda.isEmpty();
}

void InstallWorkflow::unpack()
{
    if (isBusy())
        return;
    m_decideWhenUnpacked = false;
    nextStep();
}

void InstallWorkflow::decide()
{
    if (m_stage != Stage::Idle && m_stage != Stage::Planning) {
        // Asked while unpacking: the plan follows the unpack. While applying: nothing to plan.
        m_decideWhenUnpacked = m_stage == Stage::Unpacking || m_stage == Stage::UnpackingCuda;
        return;
    }
    m_decideWhenUnpacked = true;
    m_current.reset();
    nextStep();
}

void InstallWorkflow::nextStep()
{
    if (needsCudnnUnpacked() || needsCudaUnpacked()) {
        startUnpack();
        return;
    }
    if (std::exchange(m_decideWhenUnpacked, false))
        startPlanning();
    else
        setStage(Stage::Idle);
}

void InstallWorkflow::startUnpack()
{
    const bool whole = needsCudnnUnpacked();
    if (whole)
        discard();
    setStage(whole ? Stage::Unpacking : Stage::UnpackingCuda);
    // The tree travels to the worker and back; what a dropped job held goes with its result.
    auto tree = std::make_shared<UnpackedTree>(std::move(m_unpacked));
    Q_EMIT unpackedChanged();
    ExtractionOptions options;
    options.expectedUnpackedBytes = whole ? m_spec.archiveUnpackedBytes : 0;
    options.progress = [this](const ExtractionProgress &progress) {
        QMetaObject::invokeMethod(this, [this, progress] { Q_EMIT unpackProgress(progress); }, Qt::QueuedConnection);
    };
    const auto tell = [this](const QString &what) {
        QMetaObject::invokeMethod(this, [this, what] { Q_EMIT unpacking(what); }, Qt::QueuedConnection);
    };
    m_unpackJob.start([setting = m_setting, spec = m_spec, tree, options, whole, tell](const std::shared_ptr<std::atomic_bool> &cancel) {
        ExtractionOptions withCancel = options;
        withCancel.cancel = cancel.get();
        UnpackResult done{tree, {}};
        if (whole) {
            *tree = unpackArchive(setting, spec.archivePath, withCancel, &done.result);
            if (tree->isEmpty())
                return done;
        }
        if (spec.cudaPieces && !spec.cudaPieces->archives.isEmpty() && !(cancel->load())) {
            int taken = 0;   // `starting` is never called by two threads at once
            done.result = tree->addCuda(*spec.cudaPieces, withCancel, [&](const CudaArchiveFile &file) {
                tell(cudaArchiveText(*spec.cudaPieces, ++taken, file));
            });
        }
        if (cancel->load()) {
            done.result.problem = ExtractionProblem::Cancelled;
            tree->reset();
        }
        return done;
    });
}

void InstallWorkflow::onUnpacked(const std::shared_ptr<UnpackedTree> &tree, const ExtractionResult &result)
{
    if (tree->isEmpty()) {
        m_decideWhenUnpacked = false;
        setStage(Stage::Idle);
        Q_EMIT unpackFailed(result);
        return;
    }
    m_unpacked = std::move(*tree);
    m_current.reset();
    Q_EMIT unpackedChanged();
    nextStep();
}

void InstallWorkflow::startPlanning()
{
    setStage(Stage::Planning);
    m_planJob.start([setting = m_setting, unpacked = m_unpacked.get(), spec = m_spec](const std::shared_ptr<std::atomic_bool> &) {
        return decide(setting, unpacked, spec);
    });
}

void InstallWorkflow::apply()
{
    if (isBusy() || !m_current || m_current->kind != InstallDecision::Kind::Ready)
        return;
    QString error;
    std::unique_ptr<Transaction> transaction = begin(*m_current->plan, &error);
    if (!transaction) {
        InstallDecision failed = *m_current;
        failed.kind = InstallDecision::Kind::Failed;
        failed.error = error;
        Q_EMIT finished(failed);   // nothing changed, and the unpacked files are still held
        return;
    }
    m_applying = m_current->plan;
    setStage(Stage::Applying);
    m_runner.apply(std::shared_ptr<Transaction>(std::move(transaction)));
}

void InstallWorkflow::applyAsAdministrator()
{
    if (isBusy() || !m_current || m_current->kind != InstallDecision::Kind::NeedsElevation
        || m_current->plan->scope != InstallScope::System || !m_current->elevation || !m_current->elevation->refusal.isEmpty())
        return;
    m_applying = m_current->plan;
    setStage(Stage::ApplyingAsAdministrator);
    m_administrator.start(*m_current->plan, m_setting.paths.sysroot());
}

void InstallWorkflow::cancel()
{
    m_unpackJob.cancel();
    m_runner.cancel();
}

bool InstallWorkflow::isCancelling() const
{
    return (m_unpackJob.isRunning() && m_unpackJob.isCancelling()) || m_runner.isCancelling();
}

void InstallWorkflow::setStage(Stage stage)
{
    if (std::exchange(m_stage, stage) != stage)
        Q_EMIT stageChanged(stage);
}

// ---- What the front ends read ----

void InstallWorkflow::hold(UnpackedTree tree)
{
    m_unpacked = std::move(tree);
    m_current.reset();
    Q_EMIT unpackedChanged();
}

void InstallWorkflow::discard()
{
    if (m_unpacked.isEmpty())
        return;
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

// ---- The steps ----

ToolkitTarget InstallWorkflow::toolkitOf(const InstallSpec &spec, const SystemPaths &paths)
{
    if (!spec.cudaPieces)
        return spec.toolkit;
    const CudaRedistChoice &pieces = *spec.cudaPieces;
    const QString root = !spec.toolkit.root.isEmpty()
                             ? spec.toolkit.root
                             : CudaToolkitAssembly::defaultRoot(pieces.release, spec.scope, pieces.forWindows(), paths,
                                                                spec.homeFolder);
    return {root, pieces.release, true};
}

LayoutRecommendation InstallWorkflow::recommendation(const InstallSpec &spec, const SystemPaths &paths, bool windowsArchive)
{
    if (!spec.cudaPieces)
        return InstallLayoutRules::recommend(spec.toolkit, windowsArchive);
    InstallSpec forEveryone = spec;
    forEveryone.scope = InstallScope::System;
    forEveryone.toolkit.root.clear();
    return {InstallLayout::IntoToolkit,
            tr("The CUDA pieces and cuDNN go into one new CUDA %1 toolkit folder; for all users it is %2.")
                .arg(spec.cudaPieces->release.toString(), shownPath(toolkitOf(forEveryone, paths).root))};
}

InstallRequest InstallWorkflow::resolve(const InstallSpec &spec, const SystemPaths &paths, const ArchiveIdentity &identity,
                                        QString *layoutReason)
{
    InstallRequest request;
    request.scope = spec.scope;
    request.toolkit = toolkitOf(spec, paths);
    request.sideBySideRoot = spec.sideBySideRoot;
    request.editEnvironment = spec.editEnvironment;
    request.libraryPath = spec.libraryPath;
    request.machine = spec.machine;
    request.homeFolder = spec.homeFolder;
    request.archiveChecksumNote = spec.archiveChecksumNote;
    if (spec.cudaPieces) {
        request.layout = InstallLayout::IntoToolkit;   // the toolkit the pieces make is cuDNN's
    } else if (spec.layout) {
        request.layout = *spec.layout;
    } else {
        const LayoutRecommendation recommended = recommendation(spec, paths, identity.isWindows());
        request.layout = recommended.layout;
        if (layoutReason)
            *layoutReason = recommended.reason;
    }
    return request;
}

InstallDecision InstallWorkflow::decide(const InstallSetting &setting, const UnpackedArchive &unpacked, const InstallSpec &spec)
{
    InstallDecision decision;
    const InstallRequest request = resolve(spec, setting.paths,
                                           unpacked.extraction.identification.identity.value_or(ArchiveIdentity{}),
                                           &decision.layoutReason);
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
    else if (spec.dryRun)
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
    m_unpacked.keep();   // the transaction's now: it moves the files and removes what is left
    Q_EMIT unpackedChanged();
    return transaction;
}

InstallDecision InstallWorkflow::finish(const InstallPlan &plan, const TransactionOutcome &outcome)
{
    // Files may have been moved out of an unpacked copy that the elevated process applied from.
    discard();
    m_current = InstallDecision::ended(plan, outcome);
    return *m_current;
}

// ---- The same order, blocking ----

InstallDecision InstallWorkflow::runBlocking(const InstallSpec &spec, const RunHooks &hooks)
{
    m_spec = spec;
    if (const std::optional<InstallRecord> interrupted = interruptedInstall()) {
        InstallDecision decision;
        decision.kind = InstallDecision::Kind::Interrupted;
        decision.interrupted = interrupted;
        return decision;
    }
    ExtractionOptions options = hooks.extraction;
    if (options.expectedUnpackedBytes <= 0)
        options.expectedUnpackedBytes = spec.archiveUnpackedBytes;
    ExtractionResult result;
    UnpackedTree tree = unpackArchive(m_setting, spec.archivePath, options, &result);
    if (!tree.isEmpty() && spec.cudaPieces && !spec.cudaPieces->archives.isEmpty())
        result = tree.addCuda(*spec.cudaPieces, options, hooks.unpackingCuda);
    if (tree.isEmpty())
        return notUnpacked(result);
    hold(std::move(tree));
    InstallDecision decision = decide(m_setting, m_unpacked.get(), spec);
    m_current = decision;
    if (decision.kind == InstallDecision::Kind::NeedsElevation && hooks.writeElevatedPlan)
        prepareElevatedPlan(*decision.plan, &*decision.elevation);
    if (decision.kind == InstallDecision::Kind::NeedsElevation && !decision.elevation->planFile.isEmpty()) {
        // The printed `sudo … apply --plan FILE` needs the unpacked files beside the plan: they
        // stay, and go with the other abandoned unpacks a day later (InstallRecords::removeAbandoned).
        m_unpacked.keep();
        m_current = decision;
        return decision;
    }
    if (decision.kind != InstallDecision::Kind::Ready) {
        discard();
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
    if (hooks.applying)
        hooks.applying(decision);
    return finish(*decision.plan, transaction->apply(hooks.progress, hooks.cancel));
}

} // namespace cudnnsetup
