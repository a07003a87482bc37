// WelcomePage: what the wizard is going to do, in plain words, and the two promises a worried
// user needs first: nothing changes until they confirm, and no NVIDIA password is ever asked.
// An install that was interrupted earlier is offered for resuming or rolling back here, before
// anything else (InterruptedInstallBanner). Someone whose cuDNN is already in place can go
// straight to checking and timing it instead of walking through an install, or to repairing it.
// The language is chosen here too, before anything else is read: the wizard rebuilds its pages
// in the chosen language at once.
#pragma once

#include <QWizardPage>

class QButtonGroup;
class QComboBox;

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

signals:
    // "en", "zh_CN" or "zh_TW", when the user picks another language.
    void languageChosen(const QString &language);
    void goalChanged();

private:
    InterruptedInstallBanner *m_banner;
    QButtonGroup *m_goals;
    QComboBox *m_language;
};

} // namespace cudnnsetup
