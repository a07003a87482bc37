// WelcomePage: what the wizard is going to do, in plain words, and the two promises a worried
// user needs first: nothing changes until they confirm, and no NVIDIA password is ever asked.
// An install that was interrupted earlier is offered for resuming or rolling back here, before
// anything else (InterruptedInstallBanner).
#pragma once

#include <QWizardPage>

namespace cudnnsetup {

class InterruptedInstallBanner;
class WizardSession;

class WelcomePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WelcomePage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    InterruptedInstallBanner *m_banner;
};

} // namespace cudnnsetup
