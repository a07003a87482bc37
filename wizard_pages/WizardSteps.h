// WizardSteps: the steps of each path through the wizard, named once for the Welcome page's list
// and for the step list beside the pages (StepList). Each step covers one or more page ids of
// SetupWizard: "Get cuDNN" is the Source page, and the Extract page when an archive has to be
// unpacked again.
#pragma once

#include "wizard_pages/WelcomePage.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cudnnsetup {

struct WizardStep
{
    QString name;         // short, for the step list: "CUDA Toolkit"
    QString description;  // one sentence, for the Welcome page
    QList<int> pages;     // SetupWizard::PageId values
};

class WizardSteps
{
    Q_DECLARE_TR_FUNCTIONS(WizardSteps)

public:
    // The path of `goal`. `repairShown`: the install path went into repair mode (a failed check
    // on the Verify page leads to the Doctor page), which then has a step of its own.
    static QList<WizardStep> forGoal(WelcomePage::Goal goal, bool repairShown = false);
};

} // namespace cudnnsetup
