#include "wizard_pages/SetupWizard.h"

#include "wizard_pages/AboutDialog.h"
#include "wizard_pages/BenchmarkPage.h"
#include "wizard_pages/DoctorPage.h"
#include "wizard_pages/EnvironmentPage.h"
#include "wizard_pages/ExtractPage.h"
#include "wizard_pages/FinishPage.h"
#include "wizard_pages/HardwarePage.h"
#include "wizard_pages/InstallPage.h"
#include "wizard_pages/SourcePage.h"
#include "wizard_pages/ToolkitPage.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WelcomePage.h"
#include "wizard_pages/WizardSession.h"

#include <QAbstractButton>

namespace cudnnsetup {

SetupWizard::SetupWizard(WizardSession *session, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
{
    setWindowTitle(tr("cuDNN Setup Wizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::HaveHelpButton, false);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    // About on every page: the versions are what anyone helping the user asks for first.
    setOption(QWizard::HaveCustomButton1, true);
    setButtonText(CustomButton1, tr("&About"));
    button(CustomButton1)->setObjectName(QStringLiteral("aboutButton"));
    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which != CustomButton1)
            return;
        // Window-modal and not exec(): the wizard keeps its event loop (and tests can read it).
        auto *about = new AboutDialog(m_session, this);
        about->setAttribute(Qt::WA_DeleteOnClose);
        about->open();
    });
    setMinimumSize(760, 560);

    setPage(Welcome, new WelcomePage(session));
    setPage(Hardware, new HardwarePage(session));
    setPage(Toolkit, new ToolkitPage(session));
    setPage(Acquire, new SourcePage(session));
    setPage(Extract, new ExtractPage(session));
    setPage(Install, new InstallPage(session));
    setPage(Environment, new EnvironmentPage(session));
    setPage(Verify, new VerifyPage(session));
    setPage(Benchmark, new BenchmarkPage(session));
    setPage(Finish, new FinishPage(session));
    setPage(Doctor, new DoctorPage(session));
    setStartId(Welcome);
}

void SetupWizard::reject()
{
    if (QAbstractButton *cancel = button(CancelButton); cancel && !cancel->isEnabled())
        return;
    QWizard::reject();
}

void SetupWizard::showEvent(QShowEvent *event)
{
    QWizard::showEvent(event);
    // The first scan starts with the window, so it appears at once and the results follow
    // while the user reads the welcome page.
    if (!m_session->hasReport() && !m_session->isScanning())
        m_session->startScan();
}

} // namespace cudnnsetup
