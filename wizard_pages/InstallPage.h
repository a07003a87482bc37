// InstallPage: "Install cuDNN" (page id Install), the commit page. The user's choices on top
// (InstallChoicesPanel), the plan worked out from them below (PlanPreview) — re-planned off the
// GUI thread whenever a choice changes — and nothing happens until "Install" is pressed. Then
// the plan's transaction is applied on a worker thread with progress, a details log and Cancel
// (which rolls everything back). A plan that needs administrator rights offers the three ways
// on (ElevationPanel); a plan with nothing to do says so and lets the user go on. With the CUDA
// pieces in hand (a machine without a CUDA Toolkit), their archives are first unpacked beside
// cuDNN's, off the GUI thread, and the plan puts both into one new toolkit folder.
#pragma once

#include "core/install/InstallWorkflow.h"
#include "wizard_pages/ElevatedApply.h"

#include "wizard_pages/BackgroundJob.h"

#include <QWizardPage>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class DetailsLog;
class ElevationPanel;
class FrameworkImpactPanel;
class InstallChoicesPanel;
class PlanPreview;
class StatusRow;
class TransactionRunner;
class WizardSession;
class WrappingLabel;

class InstallPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit InstallPage(WizardSession *session, QWidget *parent = nullptr);
    ~InstallPage() override;

    void initializePage() override;
    bool isComplete() const override;
    // Starts the install and returns false; once it has succeeded the page moves on by itself.
    bool validatePage() override;
    int nextId() const override;

    bool isPlanning() const { return m_planner.isRunning(); }
    bool isBusy() const;
    // The plan on screen; empty while planning.
    std::optional<InstallPlan> plan() const { return m_decision ? m_decision->plan : std::nullopt; }

public Q_SLOTS:
    void replan();
    void cancelInstall();

private:
    InstallRequest recommendedChoices(LayoutRecommendation *recommendation) const;
    // The choices in the workflow, or the defaults before any were made.
    InstallRequest currentRequest() const;
    void onPlanned(const InstallDecision &decision);
    // The request goes into the new toolkit the CUDA pieces make (for the chosen scope).
    void bringCudaPieces(InstallRequest &request);
    void unpackCudaPieces();
    void onCudaUnpacked(const UnpackedArchive &unpacked);
    void switchToPerUser();
    void runElevated();
    // Windows: the summary of what UAC's rights are for, Continue or Cancel (ElevatedApply::elevatesWithUac).
    bool confirmedForUac(const InstallPlan &plan);
    void onElevatedFinished(ElevatedApply::Result result, const QString &message);
    void showCommands();
    void startInstall();
    void onProgress(const TransactionProgress &progress);
    void onInstallFinished(const TransactionOutcome &outcome);
    void succeed();
    void showFailure(const QString &headline, const QString &details);
    void setBusy(bool busy);

    WizardSession *m_session;
    InstallChoicesPanel *m_choices;
    FrameworkImpactPanel *m_frameworks;
    PlanPreview *m_preview;
    ElevationPanel *m_elevation;
    QProgressBar *m_progress;
    QLabel *m_step;
    QPushButton *m_cancel;
    WrappingLabel *m_failure;
    QPushButton *m_retry;
    StatusRow *m_failureRow;
    DetailsLog *m_log;
    TransactionRunner *m_runner;
    ElevatedApply *m_elevated;
    BackgroundJob<InstallDecision> m_planner;
    BackgroundJob<UnpackedArchive> m_cudaUnpack;
    std::optional<InstallDecision> m_decision;
    bool m_elevateAfterPlan = false;
    bool m_done = false;
    QString m_lastStep;
};

} // namespace cudnnsetup
