#include "wizard_pages/WizardSteps.h"

#include "wizard_pages/SetupWizard.h"

namespace cudnnsetup {

namespace {

WizardStep verifyStep()
{
    return {WizardSteps::tr("Verify"), WizardSteps::tr("Check that cuDNN loads and works, part by part."),
            {SetupWizard::Verify}};
}

WizardStep benchmarkStep()
{
    return {WizardSteps::tr("Benchmark"),
            WizardSteps::tr("Time it against code without cuDNN and against the processor."), {SetupWizard::Benchmark}};
}

WizardStep summaryStep()
{
    return {WizardSteps::tr("Summary"),
            WizardSteps::tr("Sum it all up in a report you can save or send when you ask for help."),
            {SetupWizard::Finish}};
}

WizardStep repairStep()
{
    return {WizardSteps::tr("Repair"),
            WizardSteps::tr("Find what is wrong with the CUDA and cuDNN already here, and fix what you choose."),
            {SetupWizard::Doctor}};
}

} // namespace

QList<WizardStep> WizardSteps::forGoal(WelcomePage::Goal goal, bool repairShown)
{
    switch (goal) {
    case WelcomePage::Goal::CheckExisting:
        return {verifyStep(), benchmarkStep(), summaryStep()};
    case WelcomePage::Goal::Repair:
        return {repairStep(), verifyStep(), benchmarkStep(), summaryStep()};
    case WelcomePage::Goal::Install:
        break;
    }
    QList<WizardStep> steps{
        {tr("Graphics card"), tr("Check your graphics card (GPU) and its NVIDIA driver."), {SetupWizard::Hardware}},
        {tr("CUDA Toolkit"), tr("Find the CUDA Toolkits and any cuDNN already here, and check that they fit together."),
         {SetupWizard::Toolkit}},
        {tr("Get cuDNN"),
         tr("Choose the cuDNN that fits and get its archive: download it, or use one you have. It is checked and "
            "unpacked."),
         {SetupWizard::Acquire, SetupWizard::Extract}},
        {tr("Install"),
         tr("See exactly which files go where. Only the Install button changes anything, and all of it can be "
            "undone."),
         {SetupWizard::Install}},
        {tr("Environment"), tr("Set up the environment so that programs find cuDNN."), {SetupWizard::Environment}},
        verifyStep(),
        benchmarkStep(),
        summaryStep(),
    };
    if (repairShown)
        steps.insert(steps.size() - 1, repairStep());
    return steps;
}

} // namespace cudnnsetup
