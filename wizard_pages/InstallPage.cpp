#include "wizard_pages/InstallPage.h"

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaRedistFolder.h"
#include "core/install/CudaToolkitAssembly.h"
#include "core/install/InstallRecords.h"
#include "core/install/PlanText.h"
#include "wizard_pages/DetailsLog.h"
#include "wizard_pages/ElevationPanel.h"
#include "wizard_pages/FrameworkImpactPanel.h"
#include "wizard_pages/InstallChoicesPanel.h"
#include "wizard_pages/ManualStepsDialog.h"
#include "wizard_pages/PlanPreview.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/TransactionRunner.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <memory>
#include <utility>

namespace cudnnsetup {

namespace {
// The bar's steps while the CUDA pieces unpack (their bytes read, together).
constexpr int kCudaProgressSteps = 1000;
} // namespace

InstallPage::InstallPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_choices(new InstallChoicesPanel)
    , m_frameworks(new FrameworkImpactPanel)
    , m_preview(new PlanPreview)
    , m_elevation(new ElevationPanel)
    , m_progress(new QProgressBar)
    , m_step(new QLabel)
    , m_cancel(new QPushButton(tr("&Cancel install")))
    , m_failure(new WrappingLabel(QStringLiteral("installFailureLabel")))
    , m_retry(new QPushButton(tr("&Try again")))
    , m_failureRow(new StatusRow(Verdict::Severity::Error, m_failure, m_retry))
    , m_log(new DetailsLog(QStringLiteral("installLog")))
    , m_runner(new TransactionRunner(this))
    , m_elevated(new ElevatedApply(this))
{
    setTitle(tr("Install cuDNN"));
    setSubTitle(tr("Choose where cuDNN goes and check what will happen. Nothing changes until you click Install, and "
                   "everything it does can be undone."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Install"));

    m_progress->setObjectName(QStringLiteral("installProgress"));
    m_progress->setAccessibleName(tr("Install progress"));
    m_step->setObjectName(QStringLiteral("installStepLabel"));
    m_step->setWordWrap(true);
    m_cancel->setObjectName(QStringLiteral("cancelInstallButton"));
    m_cancel->setAccessibleName(tr("Cancel the install and undo it"));
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

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    // Outside the scroll area: when Install is disabled for want of rights, the reason and the
    // ways on are in sight.
    layout->addWidget(m_elevation);
    layout->addLayout(progressRow);
    layout->addWidget(m_step);
    layout->addWidget(m_failureRow);
    layout->addWidget(m_log);
    m_progress->hide();
    m_cancel->hide();
    m_step->hide();

    connect(m_choices, &InstallChoicesPanel::changed, this, &InstallPage::replan);
    connect(m_frameworks, &FrameworkImpactPanel::changed, this, &InstallPage::replan);
    m_planner.whenDone(this, [this](const InstallDecision &decision) { onPlanned(decision); });
    m_cudaUnpack.whenDone(this, [this](const UnpackedArchive &unpacked) { onCudaUnpacked(unpacked); });
    connect(m_elevation, &ElevationPanel::perUserRequested, this, &InstallPage::switchToPerUser);
    connect(m_elevation, &ElevationPanel::elevateRequested, this, &InstallPage::runElevated);
    connect(m_elevation, &ElevationPanel::commandsRequested, this, &InstallPage::showCommands);
    connect(m_elevated, &ElevatedApply::output, m_log, &DetailsLog::appendLine);
    connect(m_elevated, &ElevatedApply::finished, this, &InstallPage::onElevatedFinished);
    connect(m_cancel, &QPushButton::clicked, this, &InstallPage::cancelInstall);
    connect(m_runner, &TransactionRunner::progressed, this, &InstallPage::onProgress);
    connect(m_runner, &TransactionRunner::finished, this, &InstallPage::onInstallFinished);
    // A scan that ends while the page is open may have found the toolkits.
    connect(session, &WizardSession::scanFinished, this, [this] {
        if (!isBusy() && !m_session->hasCudaPieces())
            m_choices->setToolkits(m_session->report().toolkits, currentRequest().toolkit);
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (wizard())
            wizard()->back();
    });
}

InstallPage::~InstallPage() = default;

InstallRequest InstallPage::currentRequest() const
{
    return m_session->installWorkflow().request().value_or(InstallRequest{});
}

InstallRequest InstallPage::recommendedChoices(LayoutRecommendation *recommendation) const
{
    // The toolkit already chosen (an earlier visit, an answer file), else the scan's default.
    InstallRequest choices;
    choices.scope = InstallScope::User;
    choices.toolkit = Installer::toolkitTarget(currentRequest().toolkit.root, m_session->report().toolkits);
    *recommendation = InstallLayoutRules::recommend(choices.toolkit, m_session->acquiredArchive().identity.isWindows());
    choices.layout = recommendation->layout;
    return choices;
}

void InstallPage::initializePage()
{
    m_done = false;
    m_failureRow->hide();
    LayoutRecommendation recommendation;
    const InstallRequest recommended = recommendedChoices(&recommendation);
    InstallRequest choices = m_session->installWorkflow().request().value_or(recommended);
    if (choices.toolkit.fromRedist && !m_session->hasCudaPieces())
        choices = recommended;   // the CUDA pieces were dropped since: so is the toolkit they would make
    m_choices->setNewToolkit({});   // replan() offers the new one again while the CUDA pieces come along
    m_choices->setToolkits(m_session->report().toolkits, choices.toolkit);
    m_choices->setRecommendation(recommendation);
    m_choices->setChoices(choices);
    m_frameworks->setChoice(choices.libraryPath);
    replan();
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
    InstallRequest base = currentRequest();
    base.homeFolder = m_session->homeFolder();
    InstallRequest request = m_choices->choices(base);
    request.libraryPath = m_frameworks->choice();
    // What the install may not change without saying so: the frameworks this scan found.
    request.machine = std::make_shared<const SystemReport>(m_session->report());
    request.archiveChecksumNote = ArchiveFetch::checksumNote(m_session->acquiredArchive().target);
    if (m_session->hasCudaPieces())
        bringCudaPieces(request);
    workflow.setRequest(request);
    if (!workflow.hasUnpacked()) {
        showFailure(tr("The archive is not unpacked any more (the last attempt used it up)."),
                    tr("Click Try again to go back and unpack it again."));
        Q_EMIT completeChanged();
        return;
    }
    if (m_session->hasCudaPieces() && workflow.unpacked().cuda.isEmpty()) {
        unpackCudaPieces();
        return;
    }
    m_preview->show();
    m_preview->showPlanning();
    // A new start drops the result of a planning still running for older choices.
    m_planner.start([setting = workflow.setting(), unpacked = workflow.unpacked(), request](const std::shared_ptr<std::atomic_bool> &) {
        return InstallWorkflow::decide(setting, unpacked, request);
    });
    Q_EMIT completeChanged();
}

void InstallPage::bringCudaPieces(InstallRequest &request)
{
    const CudaRedistChoice &pieces = m_session->cudaPieces();
    const QString root = CudaToolkitAssembly::defaultRoot(pieces.release, request.scope, pieces.forWindows(),
                                                          m_session->systemPaths(), m_session->homeFolder());
    CudaRedistFolder::intoNewToolkit(pieces, root, request);   // the archives: unpackCudaPieces()
    m_choices->setNewToolkit(request.toolkit);
    m_choices->setRecommendation({InstallLayout::IntoToolkit,
                                  tr("The CUDA pieces and cuDNN go into one new CUDA %1 toolkit folder; for all users "
                                     "it is %2.")
                                      .arg(pieces.release.toString(),
                                           CudaToolkitAssembly::defaultRoot(pieces.release, InstallScope::System,
                                                                            pieces.forWindows(), m_session->systemPaths(),
                                                                            m_session->homeFolder()))});
}

void InstallPage::unpackCudaPieces()
{
    const CudaRedistChoice pieces = m_session->cudaPieces();
    const QString profile = CudaComponents::key(*m_session->cudaProfile());
    m_log->appendLine(tr("Unpacking the CUDA %1 pieces (%2)…").arg(pieces.release.toString(), profile));
    m_preview->show();
    m_preview->showPlanning();
    setBusy(true);
    m_progress->setRange(0, kCudaProgressSteps);
    m_progress->setValue(0);
    m_step->setText(tr("Unpacking the CUDA pieces…"));
    // Several archives unpack at once: each is told to this page as it is taken up, and the bar
    // follows their bytes together (queued: the job's threads).
    const auto started = std::make_shared<int>(0);
    const auto starting = [this, started, count = int(pieces.archives.size())](const CudaArchiveFile &file) {
        QMetaObject::invokeMethod(
            this,
            [this, index = ++*started, count, name = QFileInfo(file.path).fileName()] {
                m_step->setText(tr("Unpacking the CUDA pieces (%1 of %2: %3)…").arg(index).arg(count).arg(name));
                m_log->appendLine(tr("Unpacking %1").arg(name));
            },
            Qt::QueuedConnection);
    };
    const auto progress = [this](const ExtractionProgress &sum) {
        if (sum.archiveBytesTotal <= 0)
            return;
        const int steps = int(sum.archiveBytesRead * kCudaProgressSteps / sum.archiveBytesTotal);
        QMetaObject::invokeMethod(this, [this, steps] { m_progress->setValue(steps); }, Qt::QueuedConnection);
    };
    m_cudaUnpack.start([unpacked = m_session->installWorkflow().unpacked(), pieces, profile, starting,
                        progress](const std::shared_ptr<std::atomic_bool> &cancel) {
        UnpackedArchive withCuda = unpacked;
        ExtractionOptions options;
        options.cancel = cancel.get();
        options.progress = progress;
        Installer::unpackCuda(withCuda, pieces.release, profile, pieces.archives, options, starting);
        return withCuda;
    });
}

void InstallPage::onCudaUnpacked(const UnpackedArchive &unpacked)
{
    setBusy(false);
    InstallWorkflow &workflow = m_session->installWorkflow();
    if (!unpacked.ok()) {
        // The unpack removed the whole transaction folder, cuDNN's files too; the pieces that
        // failed are not kept either, so that going back gets them again.
        workflow.discard();
        m_session->clearCudaPieces();
        m_preview->hide();   // no plan without the pieces
        m_frameworks->hide();
        showFailure(tr("The CUDA pieces could not be unpacked. Nothing was changed."),
                    unpacked.extraction.reason + u'\n' + tr("Click Try again to go back and get them again."));
        Q_EMIT completeChanged();
        return;
    }
    m_progress->setValue(m_progress->maximum());
    m_log->appendLine(tr("Unpacked the CUDA pieces: %n archive(s).", nullptr, int(unpacked.cuda.components.size())));
    workflow.hold(unpacked);
    replan();
}

void InstallPage::onPlanned(const InstallDecision &decision)
{
    m_decision = decision;
    m_session->installWorkflow().keep(*m_decision);
    const InstallPlan &plan = *m_decision->plan;
    m_preview->showPlan(plan);
    m_frameworks->showPlan(plan, m_session->systemPaths().platform().isWindows());
    using Kind = InstallDecision::Kind;
    const bool noOp = m_decision->kind == Kind::AlreadyInPlace;
    setButtonText(QWizard::CommitButton, noOp ? tr("&Continue") : tr("&Install"));
    const bool defaultFolder = currentRequest().sideBySideRoot.isEmpty();
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
    return m_runner->isRunning() || m_elevated->isRunning() || m_cudaUnpack.isRunning();
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
    InstallRequest choices = currentRequest();
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
        InstallRequest choices = currentRequest();
        choices.scope = InstallScope::System;
        m_choices->setChoices(choices);
        m_elevateAfterPlan = true;
        replan();
        return;
    }
    if (!m_decision->elevation || !m_decision->elevation->refusal.isEmpty())
        return;   // the panel says why it is not offered
    if (ElevatedApply::elevatesWithUac() && !confirmedForUac(*m_decision->plan))
        return;
    m_failureRow->hide();
    m_log->appendLine(tr("Installing with administrator rights…"));
    setBusy(true);
    m_progress->setRange(0, 0);
    m_step->setText(tr("Waiting for the administrator password, then installing…"));
    m_cancel->hide();   // the elevated process has its own lifetime; it is not cancelled from here
    m_elevated->start(*m_decision->plan, m_session->scanOptions().sysroot);
}

bool InstallPage::confirmedForUac(const InstallPlan &plan)
{
    // UAC's prompt names only the program: what the rights are for is said here first, as
    // pkexec's prompt says it on Linux.
    QMessageBox box(QMessageBox::Question, tr("Install for all users"),
                    tr("Windows asks for administrator rights next. They are for this, and nothing else:"), QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("elevationSummaryBox"));
    box.setInformativeText(PlanText::elevationSummary(plan));
    QPushButton *go = box.addButton(tr("&Continue"), QMessageBox::AcceptRole);
    box.setDefaultButton(go);
    box.exec();
    if (box.clickedButton() == go)
        return true;
    m_log->appendLine(tr("Installing for all users was cancelled; nothing was changed."));
    return false;
}

void InstallPage::onElevatedFinished(ElevatedApply::Result result, const QString &message)
{
    setBusy(false);
    m_log->appendLine(message);
    switch (result) {
    case ElevatedApply::Result::Done: {
        TransactionOutcome outcome;
        outcome.ok = true;
        // The elevated process moved the files out of this user's unpacked copy; what is left
        // of it goes.
        m_session->installWorkflow().finish(*m_decision->plan, outcome);
        succeed();
        return;
    }
    case ElevatedApply::Result::NotAuthorized:
    case ElevatedApply::Result::CouldNotStart:
        showFailure(message, {});
        m_retry->hide();
        break;
    case ElevatedApply::Result::Failed:
        // Files may have been moved out of the unpacked copy before the rollback.
        m_session->installWorkflow().discard();
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
    QString error;
    const InstallPlan &plan = *m_decision->plan;
    // The transaction owns the unpacked files from here: it moves them, and removes what is left.
    std::unique_ptr<Transaction> transaction = m_session->installWorkflow().begin(plan, &error);
    if (!transaction) {
        showFailure(tr("The install could not start. Nothing was changed."), error);
        m_retry->hide();
        return;
    }
    m_failureRow->hide();
    m_log->appendLine(tr("Installing %1 (record %2)").arg(plan.title(), plan.id));
    m_lastStep.clear();
    m_progress->setRange(0, transaction->operationCount());
    m_progress->setValue(0);
    m_step->setText(tr("Starting…"));
    setBusy(true);
    m_runner->apply(std::shared_ptr<Transaction>(std::move(transaction)));
    m_cancel->show();
    m_cancel->setEnabled(true);
}

void InstallPage::cancelInstall()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    m_cancel->setEnabled(false);
    m_step->setText(tr("Cancelling: undoing what was done so far…"));
    m_log->appendLine(tr("Cancel requested"));
}

void InstallPage::onProgress(const TransactionProgress &progress)
{
    if (!m_runner->isRunning())
        return;
    m_progress->setRange(0, qMax(progress.total, 1));
    m_progress->setValue(progress.undoing ? progress.total - progress.done : progress.done);
    if (progress.step.isEmpty() || progress.step == m_lastStep)
        return;
    m_lastStep = progress.step;
    const QString line = progress.undoing ? tr("Undoing: %1").arg(progress.step) : progress.step;
    if (!m_runner->isCancelling())
        m_step->setText(line);
    m_log->appendLine(line);
}

void InstallPage::onInstallFinished(const TransactionOutcome &outcome)
{
    setBusy(false);
    m_session->installWorkflow().finish(*m_decision->plan, outcome);
    if (const QString text = PlanText::outcome(outcome).trimmed(); !text.isEmpty())
        m_log->appendLine(text);
    if (outcome.ok) {
        succeed();
        return;
    }
    QString headline;
    if (outcome.cancelled && outcome.problems.isEmpty() && outcome.error.isEmpty())
        headline = tr("Cancelled. Everything the install had changed was undone: your system is as it was.");
    else if (outcome.cancelled)
        headline = tr("Cancelled. The install was rolled back.");
    else if (outcome.rolledBack)
        headline = tr("The install failed, and everything it had changed was undone: your system is as it was before.");
    else
        headline = tr("The install failed.");
    if (outcome.rolledBack && !outcome.problems.isEmpty())
        headline += u' ' + tr("Some changes could not be undone; they are listed below.");
    showFailure(headline, PlanText::outcome(outcome).trimmed() + u'\n' + tr("Click Try again to unpack the archive again "
                                                                           "and retry."));
    Q_EMIT completeChanged();
}

void InstallPage::succeed()
{
    m_log->appendLine(tr("Installed %1.").arg(m_decision ? m_decision->plan->title() : QString()));
    m_step->setText(tr("Installed."));
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
    m_progress->setVisible(busy || m_done);
    m_step->setVisible(busy || m_done);
    if (!busy)
        m_cancel->hide();
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
