// InstallWorkflow: the install as one object that every front end drives — the CLI `install`,
// `provision` and the wizard. The front end sets an InstallSpec (what the user decided) and the
// workflow owns the order, in one place (nextStep() for the wizard, runBlocking() for the command
// line and provisioning, both over the same steps): no interrupted install → unpack the cuDNN
// archive into a new transaction folder → unpack the CUDA pieces beside it → resolve what the
// spec left Auto → plan against the real destination → decide what may happen → apply the plan
// as one journaled transaction. The result is one InstallDecision that the front ends only
// present.
//
// The asynchronous steps (unpack(), decide(), apply()) run off the caller's thread and answer
// with signals; the unpacked folder is owned by an UnpackedTree, so that what no transaction took
// over is removed when the workflow lets it go.
#pragma once

#include "core/install/ElevatedApply.h"
#include "core/install/InstallDecision.h"
#include "core/install/InstallPlanner.h"
#include "core/install/InstallSetting.h"
#include "core/install/InstallSpec.h"
#include "core/install/Installer.h"
#include "core/install/TransactionRunner.h"
#include "core/install/UnpackedTree.h"
#include "core/platform/BackgroundJob.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

class InstallWorkflow : public QObject
{
    Q_OBJECT

public:
    enum class Stage { Idle, Unpacking, UnpackingCuda, Planning, Applying, ApplyingAsAdministrator };
    Q_ENUM(Stage)

    explicit InstallWorkflow(InstallSetting setting, QObject *parent = nullptr);
    ~InstallWorkflow() override;

    const InstallSetting &setting() const { return m_setting; }
    // For the next unpack and plan; what is unpacked already stays where it is.
    void setSetting(InstallSetting setting) { m_setting = std::move(setting); }

    // What the user decided; the next step works from it. Another archive or other CUDA pieces
    // make what is unpacked stale: it goes.
    const InstallSpec &spec() const { return m_spec; }
    void setSpec(InstallSpec spec);

    // An earlier install that stopped part-way (it blocks a new one), and the sentence for it.
    std::optional<InstallRecord> interruptedInstall() const;
    static QString interruptedText(const InstallRecord &record);

    // ---- The asynchronous steps (the wizard) ----
    Stage stage() const { return m_stage; }
    bool isBusy() const { return m_stage != Stage::Idle; }
    // Unpacks what the spec needs and is not unpacked yet (the cuDNN archive, then the CUDA
    // pieces): unpackProgress(), then unpacked() or unpackFailed().
    void unpack();
    // Unpacks what is missing, resolves the Auto values, plans and decides: decided(). A newer
    // call drops the answer of one still planning for an older spec.
    void decide();
    // Applies the current Ready decision's plan as one transaction: applyProgress(), finished().
    void apply();
    // Has the current NeedsElevation decision's plan (one for all users) applied by this program
    // as administrator, through pkexec or UAC (ElevatedApply): administratorOutput(), then
    // administratorFinished(); on Done the decision is Done.
    void applyAsAdministrator();
    // Stops an unpack (nothing of it is kept) or an apply (it rolls back); the administrator's
    // process has its own lifetime.
    void cancel();
    bool isCancelling() const;

    // ---- The blocking run (the command line and provisioning) ----
    struct RunHooks
    {
        ExtractionOptions extraction;                             // its progress, and cancel
        std::function<void(const CudaArchiveFile &)> unpackingCuda;   // each CUDA archive as it is taken up
        Transaction::ProgressCallback progress;
        const std::atomic_bool *cancel = nullptr;
        std::function<void(const InstallDecision &)> applying;   // Ready, just before the transaction runs
        bool writeElevatedPlan = false;   // NeedsElevation: write the administrator's plan (the printed sudo command)
    };
    InstallDecision runBlocking(const InstallSpec &spec, const RunHooks &hooks);

    // ---- What the front ends read ----
    bool hasUnpacked() const { return !m_unpacked.isEmpty(); }
    const UnpackedArchive &unpacked() const { return m_unpacked.get(); }
    // Another archive, taken in and unpacked already (the wizard's Source page): the workflow
    // owns it from now on, and what it held before goes.
    void hold(UnpackedTree tree);
    // Removes the unpacked folder (unless a transaction took it over) and forgets the decision.
    void discard();

    // The decision the front end acts on now (the one shown, then the one that ended it); the
    // Verify, Environment and Finish pages and the report read it.
    const std::optional<InstallDecision> &current() const { return m_current; }
    void forget() { m_current.reset(); }
    std::optional<InstallPlan> currentPlan() const;
    // How applying the current plan went: empty until it ran; a plain success when the copy was
    // already in place.
    std::optional<TransactionOutcome> currentOutcome() const;
    // True when the current plan is in place now (applied, or there already).
    bool succeeded() const { return m_current && m_current->succeeded(); }

    // The layout to offer first for `spec`, and why: into the new toolkit when CUDA pieces come,
    // else InstallLayoutRules::recommend for its toolkit and an archive for Windows or not.
    static LayoutRecommendation recommendation(const InstallSpec &spec, const SystemPaths &paths, bool windowsArchive);
    // The toolkit `spec` installs into: with CUDA pieces the new one, at its Auto root unless one
    // was chosen.
    static ToolkitTarget toolkitOf(const InstallSpec &spec, const SystemPaths &paths);
    // The planner's request for `spec` once the archive is known; `layoutReason` says why the
    // layout when it was Auto.
    static InstallRequest resolve(const InstallSpec &spec, const SystemPaths &paths, const ArchiveIdentity &identity,
                                  QString *layoutReason = nullptr);
    // Plans `spec` against `unpacked` and decides: Blocked, AlreadyInPlace, DryRun, NeedsElevation
    // or Ready. Static, so that a worker thread plans with copies while the page shows the last.
    static InstallDecision decide(const InstallSetting &setting, const UnpackedArchive &unpacked, const InstallSpec &spec);
    // Unpacks into a new transaction folder of the setting's state folder, after removing what
    // abandoned previews left there. A failed unpack leaves nothing behind (an empty tree), and
    // `result` says how the extraction went.
    static UnpackedTree unpackArchive(const InstallSetting &setting, const QString &archivePath,
                                      const ExtractionOptions &options, ExtractionResult *result = nullptr);
    // The plan for an administrator to apply (`cudnn-setup apply --plan FILE`), written for a
    // plan for all users beside its unpacked files (Installer::writeElevatedPlan); fills `ways`.
    void prepareElevatedPlan(const InstallPlan &plan, ElevationWays *ways) const;
    // How a transaction (here, or the administrator's process) ended applying `plan`: the
    // decision Done, Failed or RolledBack, kept as current(); what is left of the unpacked copy goes.
    InstallDecision finish(const InstallPlan &plan, const TransactionOutcome &outcome);

    // The administrator's half (`cudnn-setup apply --plan FILE`, run by pkexec, sudo or UAC):
    // `request` is the plan as read from the file, which the user could have written. It is
    // vetted (ElevatedPlanRules), its records go into the system's folder, its staged files are
    // copied and checked (StagedFileProof), and only then applied as one transaction. Failed
    // with `error` when refused: then nothing was changed.
    static InstallDecision applyElevated(const InstallPlan &request, const SystemPaths &paths,
                                         const Transaction::ProgressCallback &progress, const std::atomic_bool *cancel);

Q_SIGNALS:
    void stageChanged(cudnnsetup::InstallWorkflow::Stage stage);
    // The CUDA archive being unpacked now ("the CUDA 13.0.2 pieces (2 of 5: libcublas…)").
    void unpacking(const QString &what);
    void unpackProgress(const cudnnsetup::ExtractionProgress &progress);
    void unpackFailed(const cudnnsetup::ExtractionResult &failure);
    void decided(const cudnnsetup::InstallDecision &decision);
    void applyProgress(const cudnnsetup::TransactionProgress &progress);
    void finished(const cudnnsetup::InstallDecision &decision);
    void administratorOutput(const QString &line);
    void administratorFinished(cudnnsetup::ElevatedApply::Result result, const QString &message);
    // The unpacked archive was held, discarded or taken over by a transaction.
    void unpackedChanged();

private:
    // The order, for the asynchronous steps: what is missing is started, else the plan.
    void nextStep();
    bool needsCudnnUnpacked() const;
    bool needsCudaUnpacked() const;
    void startUnpack();
    void onUnpacked(const std::shared_ptr<UnpackedTree> &tree, const ExtractionResult &result);
    void startPlanning();
    void setStage(Stage stage);
    std::unique_ptr<Transaction> begin(const InstallPlan &plan, QString *error);

    struct UnpackResult
    {
        std::shared_ptr<UnpackedTree> tree;
        ExtractionResult result;
    };

    InstallSetting m_setting;
    InstallSpec m_spec;
    UnpackedTree m_unpacked;
    std::optional<InstallDecision> m_current;
    Stage m_stage = Stage::Idle;
    bool m_decideWhenUnpacked = false;
    BackgroundJob<UnpackResult> m_unpackJob;
    BackgroundJob<InstallDecision> m_planJob;
    TransactionRunner m_runner;
    ElevatedApply m_administrator;
    std::optional<InstallPlan> m_applying;
};

} // namespace cudnnsetup
