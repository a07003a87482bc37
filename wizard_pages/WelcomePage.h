// WelcomePage: what the wizard is going to do, in plain words, and the two promises a worried
// user needs first: nothing changes until they confirm, and no NVIDIA password is ever asked.
// An install that was interrupted earlier is offered for resuming or rolling back here, before
// anything else (InterruptedInstallBanner). Someone whose cuDNN is already in place can go
// straight to checking and timing it instead of walking through an install, or to repairing it.
#pragma once

#include <QWizardPage>

class QButtonGroup;

namespace cudnnsetup {

class InterruptedInstallBanner;
class WizardSession;

class WelcomePage : public QWizardPage
{
    Q_OBJECT

public:
    // What the user came for; the ids of the choice's buttons.
    enum class Goal { Install, CheckExisting, Repair };

    explicit WelcomePage(WizardSession *session, QWidget *parent = nullptr);

    Goal goal() const;
    void setGoal(Goal goal);

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    InterruptedInstallBanner *m_banner;
    QButtonGroup *m_goals;
};

} // namespace cudnnsetup
