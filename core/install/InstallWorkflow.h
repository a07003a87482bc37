// InstallWorkflow: the install pipeline as one object that the CLI `install`, `provision` and the
// wizard's Extract and Install pages all drive — no interrupted install first, then unpack the
// archive into a new transaction folder (nothing outside it is touched), plan against the real
// destination, decide what may happen, apply the plan as one journaled transaction. It returns
// one InstallDecision that the front ends only present.
//
// It owns the unpacked folder: what no transaction took over is removed when the workflow lets
// it go (another archive unpacked, a discard, a failed start, its destruction). The steps block;
// the wizard runs the static unpack() and decide() on worker threads, with copies, and calls
// the others on its own thread.
#pragma once

#include "core/install/InstallDecision.h"
#include "core/install/InstallPlanner.h"
#include "core/install/Installer.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

struct InstallSetting
{
    SystemPaths paths;           // the machine planned against (--sysroot, --platform)
    QString stateFolder;         // where the new record and its unpacked archive go
    QStringList recordFolders;   // where earlier installs are looked up
};

class InstallWorkflow : public QObject
{
    Q_OBJECT

public:
    explicit InstallWorkflow(InstallSetting setting, QObject *parent = nullptr);
    ~InstallWorkflow() override;

    const InstallSetting &setting() const { return m_setting; }
    // For the next unpack and plan; what is unpacked already stays where it is.
    void setSetting(InstallSetting setting) { m_setting = std::move(setting); }

    // An earlier install that stopped part-way (it blocks a new one), and the sentence for it.
    std::optional<InstallRecord> interruptedInstall() const;
    static QString interruptedText(const InstallRecord &record);

    // Unpacks into a new transaction folder of the setting's state folder, after removing what
    // abandoned previews left there. A failed unpack leaves nothing behind. Static, so that the
    // wizard's worker thread works on a copy of the setting.
    static UnpackedArchive unpack(const InstallSetting &setting, const QString &archivePath,
                                  const ExtractionOptions &options);
    // The workflow owns `unpacked` from now on (an archive held before is removed).
    void hold(const UnpackedArchive &unpacked);
    bool hasUnpacked() const { return m_unpacked.has_value(); }
    const UnpackedArchive &unpacked() const { return *m_unpacked; }
    // Removes the unpacked folder (unless a transaction took it over) and forgets the plan.
    void discard();

    // Plans `request` against the held archive and decides: Blocked, AlreadyInPlace, DryRun
    // (when `dryRun`), NeedsElevation or Ready; NotUnpacked when nothing is held.
    InstallDecision decide(const InstallRequest &request, bool dryRun = false) const;
    // The same for copies of the setting and the unpacked archive (the wizard's worker thread,
    // while the page shows an earlier decision).
    static InstallDecision decide(const InstallSetting &setting, const UnpackedArchive &unpacked,
                                  const InstallRequest &request, bool dryRun = false);
    // The plan for an administrator to apply (`cudnn-setup apply --plan FILE`): written for a
    // plan for all users, beside its unpacked files (Installer::writeElevatedPlan); fills `ways`
    // (planFile, or planFileError). run() then keeps the unpacked files for that command.
    void prepareElevatedPlan(const InstallPlan &plan, ElevationWays *ways) const;

    // The user's choices; the wizard's Install page fills in recommended ones until the user (or
    // a test, or an answer file) sets them.
    const std::optional<InstallRequest> &request() const { return m_request; }
    void setRequest(const InstallRequest &request) { m_request = request; }

    // The decision the front end acts on now (the one shown, then the one that ended it); the
    // Verify, Environment and Finish pages and the report read it.
    const std::optional<InstallDecision> &current() const { return m_current; }
    void keep(const InstallDecision &decision) { m_current = decision; }
    void forget() { m_current.reset(); }
    std::optional<InstallPlan> currentPlan() const;
    // How applying the current plan went: empty until it ran; a plain success when the copy was
    // already in place.
    std::optional<TransactionOutcome> currentOutcome() const;
    // True when the current plan is in place now (applied, or there already).
    bool succeeded() const { return m_current && m_current->succeeded(); }

    // Starts the transaction for the plan of a Ready decision, which takes the unpacked files
    // over (it moves them and removes what is left). nullptr with `error` set: nothing changed,
    // and the unpacked files are still held.
    std::unique_ptr<Transaction> begin(const InstallPlan &plan, QString *error);
    // How a transaction begun here (or the elevated process that applied the plan) ended: the
    // decision Done, Failed or RolledBack, kept as current().
    InstallDecision finish(const InstallPlan &plan, const TransactionOutcome &outcome);

    // The administrator's half (`cudnn-setup apply --plan FILE`, run by pkexec, sudo or UAC):
    // `request` is the plan as read from the file, which the user could have written. It is
    // vetted (ElevatedPlanRules), its records go into the system's folder, its staged files are
    // copied and checked (StagedFileProof), and only then applied as one transaction. Failed
    // with `error` when refused: then nothing was changed.
    static InstallDecision applyElevated(const InstallPlan &request, const SystemPaths &paths,
                                         const Transaction::ProgressCallback &progress, const std::atomic_bool *cancel);

    // The whole pipeline for the command line and provisioning, in this thread.
    struct RunOptions
    {
        bool dryRun = false;
        bool prepareElevatedPlan = false;   // write the administrator's plan for NeedsElevation
        bool recommendLayout = false;       // the request's layout gives way to InstallLayoutRules::recommend
        ExtractionOptions extraction;
        Transaction::ProgressCallback progress;
        const std::atomic_bool *cancel = nullptr;
        std::function<void(const InstallDecision &)> applying;   // Ready, just before the transaction runs
        // CUDA redist archives that come with cuDNN (a machine without a CUDA Toolkit): unpacked
        // after the cuDNN archive into the same transaction, and put together into the
        // request's toolkit root (its `fromRedist` set) in the same plan.
        QList<CudaArchiveFile> cudaArchives;
        Version cudaRelease;
        QString cudaProfile;
        std::function<void(const CudaArchiveFile &)> unpackingCuda;   // before each CUDA archive
    };
    InstallDecision run(const QString &archivePath, const InstallRequest &request, const RunOptions &options);

Q_SIGNALS:
    // The unpacked archive was held, discarded or taken over by a transaction.
    void unpackedChanged();

private:
    InstallSetting m_setting;
    std::optional<InstallRequest> m_request;
    std::optional<UnpackedArchive> m_unpacked;
    std::optional<InstallDecision> m_current;
};

} // namespace cudnnsetup
