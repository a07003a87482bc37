// Long because: the commit page reacts to every outcome of the workflow (planned, refused, needs rights, applied, failed, cancelled, the CUDA pieces failing); the widgets are panels of their own (InstallChoicesPanel, InstallProgressPanel, ElevationPanel, PlanPreview).
#include "wizard_pages/InstallPage.h"

#include "core/acquire/ArchiveFetch.h"
#include "core/install/PlanText.h"
#include "wizard_pages/DetailsLog.h"
#include "wizard_pages/ElevationPanel.h"
#include "wizard_pages/FrameworkImpactPanel.h"
#include "wizard_pages/InstallChoicesPanel.h"
#include "wizard_pages/InstallProgressPanel.h"
#include "wizard_pages/ManualStepsDialog.h"
#include "wizard_pages/PlanPreview.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QAbstractButton>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <memory>
#include <utility>

namespace cudnnsetup {

InstallPage::InstallPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_choices(new InstallChoicesPanel)
    , m_frameworks(new FrameworkImpactPanel)
    , m_preview(new PlanPreview)
    , m_elevation(new ElevationPanel)
    , m_progress(new InstallProgressPanel(&session->installWorkflow()))
    , m_failure(new WrappingLabel(QStringLiteral("installFailureLabel")))
    , m_retry(new QPushButton(tr("&Try again")))
    , m_failureRow(new StatusRow(Verdict::Severity::Error, m_failure, m_retry))
    , m_log(new DetailsLog(QStringLiteral("installLog")))
{
    setTitle(tr("Install cuDNN"));
    setSubTitle(tr("Choose where cuDNN goes and check what will happen. Nothing changes until you click Install, and "
                   "everything it does can be undone."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Install"));

    m_retry->setObjectName(QStringLiteral("retryInstallButton"));
    m_retry->setAccessibleName(tr("Go back and unpack the archive again"));

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    contentLayout->addWidget(WrappingLabel::heading(tr("Where to install")));
    contentLayout->addWidget(m_choices);
    contentLayout->addWidget(m_frameworks);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(WrappingLabel::heading(tr("What will happen")));
    contentLayout->addWidget(m_preview, 1);
    // The content is never squeezed below what it needs (the file list overlapped the lines
    // under it at the wizard's smallest size); the scroll area scrolls instead.
    contentLayout->setSizeConstraint(QLayout::SetMinimumSize);
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    // Outside the scroll area: when Install is disabled for want of rights, the reason and the
    // ways on are in sight.
    layout->addWidget(m_elevation);
    layout->addWidget(m_progress);
    layout->addWidget(m_failureRow);
    layout->addWidget(m_log);

    connect(m_choices, &InstallChoicesPanel::changed, this, &InstallPage::replan);
    connect(m_frameworks, &FrameworkImpactPanel::changed, this, &InstallPage::replan);
    InstallWorkflow *workflow = &session->installWorkflow();
    connect(workflow, &InstallWorkflow::stageChanged, this, &InstallPage::onStage);
    connect(workflow, &InstallWorkflow::decided, this, [this](const InstallDecision &decision) {
        if (std::exchange(m_asked, false))
            onPlanned(decision);
    });
    connect(workflow, &InstallWorkflow::unpackFailed, this, [this](const ExtractionResult &failure) {
        if (std::exchange(m_asked, false))
            onCudaUnpackFailed(failure);
    });
    connect(m_progress, &InstallProgressPanel::line, m_log, &DetailsLog::appendLine);
    connect(workflow, &InstallWorkflow::finished, this, &InstallPage::onInstallFinished);
    connect(m_elevation, &ElevationPanel::perUserRequested, this, &InstallPage::switchToPerUser);
    connect(m_elevation, &ElevationPanel::elevateRequested, this, &InstallPage::runElevated);
    connect(m_elevation, &ElevationPanel::commandsRequested, this, &InstallPage::showCommands);
    connect(workflow, &InstallWorkflow::administratorOutput, m_log, &DetailsLog::appendLine);
    connect(workflow, &InstallWorkflow::administratorFinished, this, &InstallPage::onElevatedFinished);
    connect(m_progress, &InstallProgressPanel::cancelClicked, this, &InstallPage::cancelInstall);
    // A scan that ends while the page is open may have found the toolkits.
    connect(session, &WizardSession::scanFinished, this, [this] {
        if (!isBusy() && !m_session->hasCudaPieces())
            m_choices->setToolkits(m_session->report().toolkits, currentSpec().toolkit);
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (wizard())
            wizard()->back();
    });
}

InstallPage::~InstallPage() = default;

const InstallSpec &InstallPage::currentSpec() const
{
    return m_session->installWorkflow().spec();
}

InstallSpec InstallPage::recommendedChoices(LayoutRecommendation *recommendation) const
{
    // The toolkit already chosen (an earlier visit, an answer file), else the scan's default.
    InstallSpec choices = currentSpec();
    choices.scope = InstallScope::User;
    choices.toolkit = choices.cudaPieces ? ToolkitTarget{}
                                         : Installer::toolkitTarget(choices.toolkit.root, m_session->report().toolkits);
    choices.homeFolder = m_session->homeFolder();
    *recommendation = InstallWorkflow::recommendation(choices, m_session->systemPaths(),
                                                      m_session->acquiredArchive().identity.isWindows());
    choices.layout = recommendation->layout;
    return choices;
}

void InstallPage::initializePage()
{
    m_done = false;
    m_failureRow->hide();
    LayoutRecommendation recommendation;
    const InstallSpec recommended = recommendedChoices(&recommendation);
    // The choices made before (an earlier visit, an answer file, a test), else the recommended ones.
    InstallSpec choices = currentSpec().layout ? currentSpec() : recommended;
    if (choices.toolkit.fromRedist != choices.cudaPieces.has_value())
        choices = recommended;   // the CUDA pieces came or went since: so did the toolkit they make
    m_choices->setNewToolkit({});   // replan() offers the new one while the CUDA pieces come along
    m_choices->setToolkits(m_session->report().toolkits, choices.toolkit);
    m_choices->setRecommendation(recommendation);
    m_choices->setChoices(choices);
    m_frameworks->setChoice(choices.libraryPath);
    replan();
}

bool InstallPage::isPlanning() const
{
    return m_session->installWorkflow().stage() == InstallWorkflow::Stage::Planning;
}

void InstallPage::replan()
{
    if (isBusy())
        return;
    InstallWorkflow &workflow = m_session->installWorkflow();
    m_decision.reset();
    workflow.forget();
    m_elevation->hide();
    m_failureRow->hide();
    InstallSpec base = currentSpec();
    base.homeFolder = m_session->homeFolder();
    InstallSpec spec = m_choices->choices(base);
    spec.libraryPath = m_frameworks->choice();
    // What the install may not change without saying so: the frameworks this scan found.
    spec.machine = std::make_shared<const SystemReport>(m_session->report());
    spec.archiveChecksumNote = ArchiveFetch::checksumNote(m_session->acquiredArchive().target);
    if (spec.cudaPieces) {
        // cuDNN goes into the new toolkit the CUDA pieces make, where the workflow puts it for the scope.
        spec.toolkit = {};
        m_choices->setNewToolkit(InstallWorkflow::toolkitOf(spec, m_session->systemPaths()));
        m_choices->setRecommendation(InstallWorkflow::recommendation(spec, m_session->systemPaths(), false));
    }
    workflow.setSpec(spec);
    if (!workflow.hasUnpacked()) {
        showFailure(tr("The archive is not unpacked any more (the last attempt used it up)."),
                    tr("Click Try again to go back and unpack it again."));
        Q_EMIT completeChanged();
        return;
    }
    m_preview->show();
    m_preview->showPlanning();
    // The workflow unpacks the CUDA pieces first when they are not yet; a newer ask drops the
    // answer of a planning still running for older choices.
    m_asked = true;
    workflow.decide();
    Q_EMIT completeChanged();
}

void InstallPage::onStage(InstallWorkflow::Stage stage)
{
    if (!m_asked && stage != InstallWorkflow::Stage::Idle)
        return;
    // Unpacking the CUDA pieces is the one step before the plan that keeps the page busy.
    const bool cudaBefore = std::exchange(m_unpackingCuda, stage == InstallWorkflow::Stage::UnpackingCuda);
    if (cudaBefore != m_unpackingCuda)
        setBusy(m_unpackingCuda);
    Q_EMIT completeChanged();
}

void InstallPage::onCudaUnpackFailed(const ExtractionResult &failure)
{
    // The whole transaction folder went, cuDNN's files too; the pieces that failed are not kept
    // either, so that going back gets them again.
    m_session->clearCudaPieces();
    m_preview->hide();   // no plan without the pieces
    m_frameworks->hide();
    showFailure(tr("The CUDA pieces could not be unpacked. Nothing was changed."),
                failure.reason + u'\n' + tr("Click Try again to go back and get them again."));
    Q_EMIT completeChanged();
}

void InstallPage::onPlanned(const InstallDecision &decision)
{
    m_decision = decision;
    const InstallPlan &plan = *m_decision->plan;
    m_preview->showPlan(plan);
    m_frameworks->showPlan(plan, m_session->systemPaths().platform().isWindows());
    using Kind = InstallDecision::Kind;
    const bool noOp = m_decision->kind == Kind::AlreadyInPlace;
    setButtonText(QWizard::CommitButton, noOp ? tr("&Continue") : tr("&Install"));
    const bool defaultFolder = currentSpec().sideBySideRoot.isEmpty();
    if (plan.layout == InstallLayout::SideBySide && defaultFolder)
        m_choices->setDefaultFolder(plan.targetRoot);
    const bool alreadyPerUser = plan.layout == InstallLayout::SideBySide && plan.scope == InstallScope::User && defaultFolder;
    m_elevation->setFolders(plan.notWritable, !alreadyPerUser);
    m_elevation->setRefusal(m_decision->elevation ? m_decision->elevation->refusal : QString());
    const bool needsElevation = m_decision->kind == Kind::NeedsElevation;
    m_elevation->setVisible(needsElevation);
    m_log->appendLine(PlanText::render(plan, true).trimmed());
    const bool elevate = std::exchange(m_elevateAfterPlan, false);
    Q_EMIT completeChanged();
    if (elevate && needsElevation && plan.scope == InstallScope::System && m_decision->elevation->refusal.isEmpty())
        runElevated();
}

bool InstallPage::isBusy() const
{
    const InstallWorkflow::Stage stage = m_session->installWorkflow().stage();
    return stage != InstallWorkflow::Stage::Idle && stage != InstallWorkflow::Stage::Planning;
}

bool InstallPage::isComplete() const
{
    if (m_done)
        return true;
    const bool goesAhead = m_decision
                           && (m_decision->kind == InstallDecision::Kind::Ready
                               || m_decision->kind == InstallDecision::Kind::AlreadyInPlace);
    return !isBusy() && !isPlanning() && goesAhead && m_session->installWorkflow().hasUnpacked();
}

bool InstallPage::validatePage()
{
    if (m_done)
        return true;
    if (!isComplete())
        return false;
    if (m_decision->kind == InstallDecision::Kind::AlreadyInPlace) {
        m_session->installWorkflow().discard();   // nothing to apply: the decision stays as it is
        m_done = true;
        return true;
    }
    startInstall();
    return false;
}

int InstallPage::nextId() const
{
    return SetupWizard::Environment;
}

void InstallPage::switchToPerUser()
{
    InstallSpec choices = currentSpec();
    choices.layout = InstallLayout::SideBySide;
    choices.scope = InstallScope::User;
    choices.sideBySideRoot.clear();
    m_choices->setChoices(choices);
    replan();
}

void InstallPage::runElevated()
{
    if (!m_decision || isBusy())
        return;
    if (m_decision->plan->scope != InstallScope::System) {
        // An administrator writes the environment for everyone, not into this user's home:
        // the plan for all users is worked out first, and run as soon as it is there.
        InstallSpec choices = currentSpec();
        choices.scope = InstallScope::System;
        m_choices->setChoices(choices);
        m_elevateAfterPlan = true;
        replan();
        return;
    }
    if (!m_decision->elevation || !m_decision->elevation->refusal.isEmpty())
        return;   // the panel says why it is not offered
    if (ElevatedApply::elevatesWithUac() && !m_elevation->confirmForUac(*m_decision->plan)) {
        m_log->appendLine(tr("Installing for all users was cancelled; nothing was changed."));
        return;
    }
    m_failureRow->hide();
    m_log->appendLine(tr("Installing with administrator rights…"));
    // The elevated process has its own lifetime; it is not cancelled from here.
    m_progress->startApplying(tr("Waiting for the administrator password, then installing…"), false);
    m_session->installWorkflow().applyAsAdministrator();
    setBusy(true);
}

void InstallPage::onElevatedFinished(ElevatedApply::Result result, const QString &message)
{
    setBusy(false);
    m_log->appendLine(message);
    switch (result) {
    case ElevatedApply::Result::Done:
        succeed();
        return;
    case ElevatedApply::Result::NotAuthorized:
    case ElevatedApply::Result::CouldNotStart:
        showFailure(message, {});
        m_retry->hide();
        break;
    case ElevatedApply::Result::Failed:
        showFailure(message, tr("Click Try again to unpack the archive again."));
        break;
    }
    Q_EMIT completeChanged();
}

void InstallPage::showCommands()
{
    if (!m_decision)
        return;
    auto *dialog = new ManualStepsDialog(*m_decision->plan, m_session->systemPaths().platform().isWindows(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void InstallPage::startInstall()
{
    const InstallPlan &plan = *m_decision->plan;
    m_failureRow->hide();
    m_log->appendLine(tr("Installing %1 (record %2)").arg(plan.title(), plan.id));
    m_installing = true;
    // The transaction owns the unpacked files from here: it moves them, and removes what is left.
    m_session->installWorkflow().apply();
    if (!m_installing)
        return;   // it could not start: onInstallFinished said why
    setBusy(true);
    m_progress->startApplying(tr("Starting…"), true);
}

void InstallPage::cancelInstall()
{
    if (!m_installing)
        return;
    m_session->installWorkflow().cancel();
    m_progress->cancelRequested();
    m_log->appendLine(tr("Cancel requested"));
}

void InstallPage::onInstallFinished(const InstallDecision &decision)
{
    if (!std::exchange(m_installing, false))
        return;
    setBusy(false);
    if (!decision.outcome) {   // the transaction could not start: nothing changed
        showFailure(tr("The install could not start. Nothing was changed."), decision.error);
        m_retry->hide();
        return;
    }
    const TransactionOutcome &outcome = *decision.outcome;
    if (const QString text = PlanText::outcome(outcome).trimmed(); !text.isEmpty())
        m_log->appendLine(text);
    if (outcome.ok) {
        succeed();
        return;
    }
    showFailure(PlanText::failureHeadline(outcome), PlanText::outcome(outcome).trimmed() + u'\n' + tr("Click Try again to unpack the archive again "
                                                                           "and retry."));
    Q_EMIT completeChanged();
}

void InstallPage::succeed()
{
    m_log->appendLine(tr("Installed %1.").arg(m_decision ? m_decision->plan->title() : QString()));
    m_progress->showStep(tr("Installed."));
    m_done = true;
    Q_EMIT completeChanged();
    if (wizard() && wizard()->currentPage() == this)
        wizard()->next();
}

void InstallPage::showFailure(const QString &headline, const QString &details)
{
    QString html = QStringLiteral("<b>%1</b>").arg(headline.toHtmlEscaped());
    if (!details.trimmed().isEmpty())
        html += QStringLiteral("<br>") + details.trimmed().toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
    m_failure->setText(html);
    m_retry->show();
    m_failureRow->show();
}

void InstallPage::setBusy(bool busy)
{
    m_choices->setEnabled(!busy);
    m_frameworks->setEnabled(!busy);
    m_elevation->setBusy(busy);
    m_progress->setBusy(busy, m_done);
    Q_EMIT completeChanged();
    // While the system changes the user can neither go back nor close the wizard; Cancel on the
    // page is the way to stop (and undo). QWizard re-enables Back on completeChanged(), so this
    // comes after it.
    if (QWizard *owner = wizard()) {
        owner->button(QWizard::BackButton)->setEnabled(!busy);
        owner->button(QWizard::CancelButton)->setEnabled(!busy);
    }
}

} // namespace cudnnsetup
