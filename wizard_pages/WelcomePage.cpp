#include "wizard_pages/WelcomePage.h"

#include "wizard_pages/WizardSteps.h"

#include "wizard_pages/InterruptedInstallBanner.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WrappingLabel.h"

#include "core/platform/Translations.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace cudnnsetup {

WelcomePage::WelcomePage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_banner(new InterruptedInstallBanner(session))
    , m_goals(new QButtonGroup(this))
    , m_language(new QComboBox)
{
    setTitle(tr("Welcome"));
    setSubTitle(tr("This wizard helps you set up NVIDIA cuDNN, the library that deep-learning "
                   "programs use to run fast on an NVIDIA graphics card."));

    // The same steps as the list beside the pages (WizardSteps), with a sentence each.
    QString list;
    for (const WizardStep &step : WizardSteps::forGoal(Goal::Install))
        list += QStringLiteral("<li><b>%1</b> — %2</li>").arg(step.name.toHtmlEscaped(), step.description.toHtmlEscaped());

    const auto paragraph = [](const QString &text) { return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); };
    // Each language is named in itself (Qt's locale data: "简体中文", "繁體中文"), so that a reader
    // finds theirs whatever language is shown now.
    m_language->setObjectName(QStringLiteral("languageBox"));
    m_language->setAccessibleName(tr("Language"));
    for (const QString &language : QStringList{QStringLiteral("en")} + Translations::shippedLanguages())
        m_language->addItem(QLocale(language).nativeLanguageName(), language);
    m_language->setCurrentIndex(qMax(0, m_language->findData(Translations::current())));
    auto *languageLabel = new QLabel(tr("&Language:"));
    languageLabel->setBuddy(m_language);
    auto *languageRow = new QHBoxLayout;
    languageRow->addStretch(1);
    languageRow->addWidget(languageLabel);
    languageRow->addWidget(m_language);
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this] { emit languageChosen(m_language->currentData().toString()); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(languageRow);
    layout->addWidget(m_banner);
    layout->addWidget(new WrappingLabel(
        QStringLiteral("stepsLabel"),
        QStringLiteral("<ol>%1</ol>").arg(list)));
    layout->addWidget(new WrappingLabel(
        QStringLiteral("safetyLabel"),
        paragraph(tr("The checks only look at your computer: nothing is installed, changed or removed until you "
                     "confirm it on a later page. The wizard never asks for your NVIDIA account password; if a "
                     "download needs you to sign in, you do that in your own web browser."))));
    auto *install = new QRadioButton(tr("&Install or update cuDNN, step by step (recommended)"));
    install->setObjectName(QStringLiteral("installGoalButton"));
    auto *check = new QRadioButton(tr("&Only check the cuDNN already on this computer, and time it"));
    check->setObjectName(QStringLiteral("checkGoalButton"));
    check->setToolTip(tr("Goes straight to the last steps: loads the cuDNN a program would use, checks each part, "
                         "and runs the benchmark. Nothing is installed or changed."));
    auto *repair = new QRadioButton(tr("&Repair an existing setup"));
    repair->setObjectName(QStringLiteral("repairGoalButton"));
    repair->setToolTip(tr("Looks for what is wrong with the CUDA and cuDNN already on this computer (missing links, "
                          "mixed copies, wrong environment variables), explains each problem, and fixes the ones you "
                          "choose. Every fix can be undone."));
    m_goals->addButton(install, int(Goal::Install));
    m_goals->addButton(check, int(Goal::CheckExisting));
    m_goals->addButton(repair, int(Goal::Repair));
    install->setChecked(true);
    layout->addWidget(new WrappingLabel(QStringLiteral("goalLabel"),
                                        QStringLiteral("<p><b>%1</b></p>").arg(tr("What would you like to do?").toHtmlEscaped())));
    layout->addWidget(install);
    layout->addWidget(check);
    layout->addWidget(repair);
    layout->addStretch(1);

    connect(m_banner, &InterruptedInstallBanner::runningChanged, this, &WelcomePage::completeChanged);
    connect(m_goals, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            emit goalChanged();
    });
}

void WelcomePage::initializePage()
{
    m_banner->refresh();
}

bool WelcomePage::isComplete() const
{
    return !m_banner->isRunning();
}

WelcomePage::Goal WelcomePage::goal() const
{
    return Goal(m_goals->checkedId());
}

void WelcomePage::setGoal(Goal goal)
{
    m_goals->button(int(goal))->setChecked(true);
}

int WelcomePage::nextId() const
{
    switch (goal()) {
    case Goal::CheckExisting: return SetupWizard::Verify;
    case Goal::Repair: return SetupWizard::Doctor;
    case Goal::Install: break;
    }
    return SetupWizard::Hardware;
}

} // namespace cudnnsetup
