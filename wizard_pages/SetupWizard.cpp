#include "wizard_pages/SetupWizard.h"

#include "core/platform/Translations.h"
#include "wizard_pages/AboutDialog.h"
#include "wizard_pages/BenchmarkPage.h"
#include "wizard_pages/DoctorPage.h"
#include "wizard_pages/EnvironmentPage.h"
#include "wizard_pages/ExtractPage.h"
#include "wizard_pages/FinishPage.h"
#include "wizard_pages/HardwarePage.h"
#include "wizard_pages/InstallPage.h"
#include "wizard_pages/SourcePage.h"
#include "wizard_pages/StepList.h"
#include "wizard_pages/ToolkitPage.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WelcomePage.h"
#include "wizard_pages/WindowPlacement.h"
#include "wizard_pages/WizardSession.h"

#include <QAbstractButton>
#include <QGuiApplication>

namespace cudnnsetup {

SetupWizard::SetupWizard(WizardSession *session, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
    , m_steps(new StepList)
{
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::HaveHelpButton, false);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    // About on every page: the versions are what anyone helping the user asks for first.
    setOption(QWizard::HaveCustomButton1, true);
    button(CustomButton1)->setObjectName(QStringLiteral("aboutButton"));
    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which != CustomButton1)
            return;
        // Window-modal and not exec(): the wizard keeps its event loop (and tests can read it).
        auto *about = new AboutDialog(m_session, this);
        about->setAttribute(Qt::WA_DeleteOnClose);
        about->open();
    });
    setMinimumSize(WindowPlacement::minimumSize());
    setSideWidget(m_steps);
    nameOwnButtons();
    addPages();
    setStartId(Welcome);
    connect(this, &QWizard::currentIdChanged, this, &SetupWizard::updateSteps);
}

void SetupWizard::updateSteps()
{
    const auto *welcome = qobject_cast<WelcomePage *>(page(Welcome));
    const WelcomePage::Goal goal = welcome ? welcome->goal() : WelcomePage::Goal::Install;
    const QList<int> visited = visitedIds();
    m_steps->setSteps(WizardSteps::forGoal(goal, currentId() == Doctor || visited.contains(Doctor)));
    m_steps->setPosition(currentId(), visited);
}

void SetupWizard::nameOwnButtons()
{
    setWindowTitle(tr("cuDNN Setup Wizard"));
    QGuiApplication::setApplicationDisplayName(windowTitle());
    setButtonText(CustomButton1, tr("&About"));
}

void SetupWizard::addPages()
{
    auto *welcome = new WelcomePage(m_session);
    // Queued: the Welcome page that asks for the switch is among the pages the switch replaces.
    connect(welcome, &WelcomePage::languageChosen, this, &SetupWizard::switchLanguage, Qt::QueuedConnection);
    connect(welcome, &WelcomePage::goalChanged, this, &SetupWizard::updateSteps);
    setPage(Welcome, welcome);
    setPage(Hardware, new HardwarePage(m_session));
    setPage(Toolkit, new ToolkitPage(m_session));
    setPage(Acquire, new SourcePage(m_session));
    setPage(Extract, new ExtractPage(m_session));
    setPage(Install, new InstallPage(m_session));
    setPage(Environment, new EnvironmentPage(m_session));
    setPage(Verify, new VerifyPage(m_session));
    setPage(Benchmark, new BenchmarkPage(m_session));
    setPage(Finish, new FinishPage(m_session));
    setPage(Doctor, new DoctorPage(m_session));
}

void SetupWizard::switchLanguage(const QString &language)
{
    if (language == Translations::current())
        return;
    const WelcomePage::Goal goal = qobject_cast<WelcomePage *>(page(Welcome))->goal();
    Translations::install(QLocale(language));
    QLocale::setDefault(QLocale(language));
    // Every page words its texts when it is built, so the pages are built again; Qt's own
    // buttons (Next, Back, Cancel) follow the new translator by themselves.
    for (const int id : pageIds()) {
        QWizardPage *old = page(id);
        removePage(id);
        old->deleteLater();
    }
    nameOwnButtons();
    addPages();
    restart();
    qobject_cast<WelcomePage *>(page(Welcome))->setGoal(goal);
    updateSteps();
    m_session->startScan();
}

void SetupWizard::reject()
{
    if (QAbstractButton *cancel = button(CancelButton); cancel && !cancel->isEnabled())
        return;
    QWizard::reject();
}

void SetupWizard::setVisible(bool visible)
{
    if (visible && !isVisible() && !m_placed) {
        m_placed = true;
        WindowPlacement::restore(this);
    }
    if (!visible && isVisible())
        WindowPlacement::save(this);
    QWizard::setVisible(visible);
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
