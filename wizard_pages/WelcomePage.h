// WelcomePage: what the wizard is going to do, in plain words, and the two promises a worried
// user needs first: nothing changes until they confirm, and no NVIDIA password is ever asked.
#pragma once

#include <QWizardPage>

namespace cudnnsetup {

class WelcomePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

    int nextId() const override;
};

} // namespace cudnnsetup
