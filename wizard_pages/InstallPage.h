// InstallPage: "Install cuDNN" (page id Install), the commit page. The user's choices on top
// (InstallChoicesPanel) go into the install workflow's spec whenever one changes; the workflow
// unpacks what is missing (the CUDA pieces, on a machine without a CUDA Toolkit, into one new
// toolkit folder with cuDNN), plans and decides, and the page shows the decision (PlanPreview).
// Nothing happens until "Install" is pressed; then the workflow applies the plan with progress,
// a details log and Cancel (which rolls everything back). A plan that needs administrator rights
// offers the three ways on (ElevationPanel); a plan with nothing to do says so and lets the user
// go on. The page only sets values and listens: the order is the workflow's.
#pragma once

#include "core/install/InstallWorkflow.h"
#include "core/install/ElevatedApply.h"

#include <QWizardPage>

#include <optional>

class QPushButton;

namespace cudnnsetup {

class DetailsLog;
class ElevationPanel;
class FrameworkImpactPanel;
class InstallChoicesPanel;
class InstallProgressPanel;
class PlanPreview;
class StatusRow;
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

    bool isPlanning() const;
    bool isBusy() const;
    // The plan on screen; empty while planning.
    std::optional<InstallPlan> plan() const { return m_decision ? m_decision->plan : std::nullopt; }

public Q_SLOTS:
    void replan();
    void cancelInstall();

private:
    InstallSpec recommendedChoices(LayoutRecommendation *recommendation) const;
    // The choices in the workflow.
    const InstallSpec &currentSpec() const;
    void onStage(InstallWorkflow::Stage stage);
    void onPlanned(const InstallDecision &decision);
    void onCudaUnpackFailed(const ExtractionResult &failure);
    void switchToPerUser();
    void runElevated();
    void onElevatedFinished(ElevatedApply::Result result, const QString &message);
    void showCommands();
    void startInstall();
    void onInstallFinished(const InstallDecision &decision);
    void succeed();
    void showFailure(const QString &headline, const QString &details);
    void setBusy(bool busy);

    WizardSession *m_session;
    InstallChoicesPanel *m_choices;
    FrameworkImpactPanel *m_frameworks;
    PlanPreview *m_preview;
    ElevationPanel *m_elevation;
    InstallProgressPanel *m_progress;
    WrappingLabel *m_failure;
    QPushButton *m_retry;
    StatusRow *m_failureRow;
    DetailsLog *m_log;
    std::optional<InstallDecision> m_decision;
    bool m_asked = false;        // this page asked the workflow for a decision, not answered yet
    bool m_installing = false;   // this page asked the workflow to apply, not finished yet
    bool m_elevateAfterPlan = false;
    bool m_done = false;
    bool m_unpackingCuda = false;
};

} // namespace cudnnsetup
