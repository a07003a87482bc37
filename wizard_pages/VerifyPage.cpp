#include "wizard_pages/VerifyPage.h"

#include "core/model/ShownPath.h"
#include "core/verify/VerifyExplanations.h"
#include "wizard_pages/CollapsibleSection.h"
#include "wizard_pages/FirstProgramPanel.h"
#include "wizard_pages/ReportTable.h"
#include "wizard_pages/ResultBanner.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/VerifyChecklist.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum LibraryColumn { FileColumn, PathColumn, StateColumn };

} // namespace

Verdict::Severity VerifyPage::severityOf(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Works: return Verdict::Severity::Ok;
    case VerifyResult::Verdict::ReadyNoGpu: return Verdict::Severity::Info;
    case VerifyResult::Verdict::Broken: return Verdict::Severity::Error;
    case VerifyResult::Verdict::NotChecked: return Verdict::Severity::Warning;
    }
    return Verdict::Severity::Warning;
}

VerifyPage::VerifyPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_scroll(new QScrollArea)
    , m_target(new WrappingLabel(QStringLiteral("verifyTargetLabel")))
    , m_banner(new ResultBanner(QStringLiteral("verifyResultLabel")))
    , m_noCopy(new WrappingLabel(QStringLiteral("verifyNoCopyLabel")))
    , m_noCopyRow(new StatusRow(Verdict::Severity::Info, m_noCopy))
    , m_checklist(new VerifyChecklist)
    , m_checklistSection(new CollapsibleSection(QStringLiteral("verifyChecklistToggle"), m_checklist))
    , m_libraries(new ReportTable({tr("Library"), tr("File the loader used"), tr("Loaded")}))
    , m_librariesSection(new CollapsibleSection(QStringLiteral("verifyLibrariesToggle"), m_libraries))
    , m_firstProgram(new FirstProgramPanel)
    , m_busy(new QProgressBar)
    , m_status(new QLabel)
    , m_again(new QPushButton(tr("Check a&gain")))
    , m_repair(new QPushButton(tr("&Repair…")))
{
    setTitle(tr("Check cuDNN"));
    setSubTitle(tr("The wizard loads cuDNN the way a deep-learning program would, in a separate helper program, and "
                   "checks each part."));

    m_checklist->setObjectName(QStringLiteral("verifyChecklist"));
    m_libraries->setObjectName(QStringLiteral("verifyLibrariesTable"));
    m_libraries->setAccessibleName(tr("cuDNN libraries and the files loaded"));
    m_libraries->setStretchingColumns({PathColumn});
    m_busy->setObjectName(QStringLiteral("verifyBusyIndicator"));
    m_busy->setRange(0, 0);   // the probe reports no steps: an endless "working" bar
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_status->setObjectName(QStringLiteral("verifyStatusLabel"));
    m_status->setWordWrap(true);
    m_again->setObjectName(QStringLiteral("verifyAgainButton"));
    m_again->setAccessibleName(tr("Check cuDNN again"));
    m_again->setToolTip(tr("Runs the checks again, for example after you fixed something they found."));
    m_repair->setObjectName(QStringLiteral("verifyRepairButton"));
    m_repair->setAccessibleName(tr("Repair this cuDNN setup"));
    m_repair->setToolTip(tr("Opens repair mode: the wizard looks for what is wrong with this setup, explains it, and "
                            "fixes what you choose."));
    m_repair->hide();
    m_checklistSection->hide();
    m_librariesSection->hide();

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    layout->addWidget(m_target);
    layout->addSpacing(4);
    layout->addWidget(m_banner);
    layout->addWidget(m_noCopyRow);
    layout->addSpacing(8);
    layout->addWidget(m_checklistSection);
    layout->addSpacing(4);
    layout->addWidget(m_librariesSection);
    layout->addSpacing(8);
    layout->addWidget(m_firstProgram);
    layout->addStretch(1);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_busy);
    actions->addWidget(m_status, 1);
    actions->addWidget(m_repair);
    actions->addWidget(m_again);
    auto *pageLayout = new QVBoxLayout(this);
    pageLayout->addWidget(m_scroll, 1);
    pageLayout->addLayout(actions);

    m_job.whenDone(this, [this](const VerifyResult &result) { onChecked(result); });
    connect(m_firstProgram, &FirstProgramPanel::finished, this, [this] {
        if (!isChecking())
            setBusy(false, tr("Check finished."));
    });
    connect(m_again, &QPushButton::clicked, this, &VerifyPage::checkAgain);
    connect(m_repair, &QPushButton::clicked, this, &VerifyPage::goRepair);
    // Without an install in this session the copy to check comes from the scan.
    connect(session, &WizardSession::scanFinished, this, [this] {
        if (m_waitingForScan) {
            m_waitingForScan = false;
            startCheck();
        }
    });
    setBusy(false);
}

// The job kills a hung probe now instead of at its timeout.
VerifyPage::~VerifyPage() = default;

void VerifyPage::initializePage()
{
    startFirstProgram();
    startCheck();
}

void VerifyPage::startFirstProgram()
{
    // A toolkit with nvcc installed in this session: its first program is built beside the probe.
    const InstallWorkflow &install = m_session->installWorkflow();
    const std::optional<InstallPlan> plan = install.currentPlan();
    if (m_firstProgram->isRunning() || !plan || !install.succeeded() || !FirstProgramPanel::applies(*plan))
        return;
    m_firstProgram->start(m_session->systemPaths(), *plan);
    setBusy(true, tr("Compiling and running a first CUDA + cuDNN program with the new toolkit…"));
}

bool VerifyPage::isChecking() const
{
    return m_checking || m_waitingForScan || m_firstProgram->isRunning();
}

bool VerifyPage::isComplete() const
{
    return !isChecking();
}

int VerifyPage::nextId() const
{
    return m_repairRequested ? SetupWizard::Doctor : SetupWizard::Benchmark;
}

void VerifyPage::goRepair()
{
    QWizard *owner = wizard();
    if (!owner || isChecking())
        return;
    // Came here from the Doctor page (repair, then check): go back to it rather than through it again.
    if (owner->hasVisitedPage(SetupWizard::Doctor)) {
        while (owner->currentId() != SetupWizard::Doctor && owner->currentId() != owner->startId())
            owner->back();
        return;
    }
    m_repairRequested = true;
    owner->next();
    m_repairRequested = false;
}

void VerifyPage::startCheck()
{
    if (m_checking || m_waitingForScan)   // the first program may run beside the probe
        return;
    const std::optional<VerifyTarget> target = m_session->verifyTarget();
    if (!target && (m_session->isScanning() || !m_session->hasReport())) {
        lookForCopies();
        return;
    }
    if (!target) {
        showNoCopy();
        return;
    }

    const QString includeDir = target->includeDir.isEmpty() ? tr("beside the libraries (../include)")
                                                              : shownPath(target->includeDir);
    m_target->setText(QStringLiteral("<b>%1</b> %2<br><small>%3<br>%4</small>")
                          .arg(tr("Checking:").toHtmlEscaped(), target->description.toHtmlEscaped(),
                               tr("Libraries: %1").arg(shownPath(target->libraryDir)).toHtmlEscaped(),
                               tr("Headers: %1").arg(includeDir).toHtmlEscaped()));
    m_target->show();
    m_noCopyRow->hide();
    setBusy(true, tr("Loading cuDNN in a separate program and checking each part. This takes a few seconds…"));
    // The worker gets copies of everything; it touches nothing owned by this page.
    m_checking = true;
    m_job.start([probe = m_session->probe(), target = *target, timeout = m_timeoutMs](const std::shared_ptr<std::atomic_bool> &cancel) {
        return VerifyRunner::run(probe, target.libraryDir, target.includeDir, timeout, cancel);
    });
}

void VerifyPage::checkAgain()
{
    startFirstProgram();
    // With no copy found, the user may have put one in place since: look again first.
    if (!m_checking && !m_waitingForScan && !m_session->verifyTarget()) {
        lookForCopies();
        return;
    }
    startCheck();
}

void VerifyPage::lookForCopies()
{
    // The scan's end starts the check (or says there is nothing to check).
    m_waitingForScan = true;
    if (!m_session->isScanning())
        m_session->startScan();
    setBusy(true, tr("Looking for cuDNN on this computer…"));
}

void VerifyPage::onChecked(const VerifyResult &result)
{
    m_checking = false;
    m_session->setVerifyResult(result);
    showResult(result);
    if (m_firstProgram->isRunning())
        setBusy(true, tr("Compiling and running a first CUDA + cuDNN program with the new toolkit…"));
    else
        setBusy(false, tr("Check finished."));
}

void VerifyPage::showResult(const VerifyResult &result)
{
    const VerifyResult::Verdict verdict = result.verdict();
    QString details;
    switch (verdict) {
    case VerifyResult::Verdict::Works:
        break;
    case VerifyResult::Verdict::ReadyNoGpu:
        details = tr("The checks that need a GPU could not run here. On a computer with an NVIDIA GPU and driver, this "
                     "copy is ready to use.");
        break;
    case VerifyResult::Verdict::Broken:
        details = tr("Read “What to do” under each failed check below and do that, then click Check again. A check "
                     "marked SKIP could not be made; its line says why.");
        break;
    case VerifyResult::Verdict::NotChecked:
        details = tr("The wizard itself is fine: the checks run in a separate helper program, and that program did not "
                     "give an answer. Click Check again to retry. If it keeps happening, save the report on the last "
                     "page and send it along when you ask for help.");
        break;
    }
    m_banner->setResult(severityOf(verdict), VerifyExplanations::resultLine(result), details);
    m_checklist->setResult(result);
    m_repair->setVisible(verdict == VerifyResult::Verdict::Broken);
    // The banner says the outcome; each check is one click away, and opens by itself when one
    // failed, since then the user needs to see which.
    int passed = 0, skipped = 0, failed = 0;
    for (const VerifyItem &item : result.items)
        (item.status == VerifyItem::Status::Pass ? passed : item.status == VerifyItem::Status::Skip ? skipped : failed)++;
    //: The heading over the list of checks: "Each check: 6 passed, 2 failed, 2 skipped".
    m_checklistSection->setTitle(tr("Each check: %1, %2, %3")
                                     .arg(tr("%n passed", nullptr, passed), tr("%n failed", nullptr, failed),
                                          tr("%n skipped", nullptr, skipped)));
    m_checklistSection->setExpanded(verdict == VerifyResult::Verdict::Broken);
    m_checklistSection->setVisible(m_checklist->count() > 0);
    showLibraries(result);
}

void VerifyPage::showLibraries(const VerifyResult &result)
{
    m_libraries->clearRows();
    for (const VerifyLibrary &library : result.libraries) {
        const QString path = library.path.isEmpty() ? library.error : shownPath(library.path);
        const int row = m_libraries->addRow({library.file, path, library.loaded ? tr("yes") : tr("no")});
        m_libraries->setCellIcon(row, StateColumn, StatusIcons::forSeverity(library.loaded ? Verdict::Severity::Ok
                                                                                          : Verdict::Severity::Error));
    }
    m_libraries->finishRows();
    m_librariesSection->setTitle(tr("Library files loaded (%n)", nullptr, int(result.libraries.size())));
    m_librariesSection->setVisible(!result.libraries.isEmpty());
}

void VerifyPage::showNoCopy()
{
    m_target->hide();
    m_banner->hide();
    m_checklist->clear();
    m_checklistSection->hide();
    m_librariesSection->hide();
    m_noCopy->setText(QStringLiteral("<b>%1</b><br>%2")
                          .arg(tr("There is no cuDNN on this computer to check yet.").toHtmlEscaped(),
                               tr("Nothing was installed in this session, and the scan found no copy of cuDNN. The "
                                  "earlier steps of this wizard install it: start the wizard again and follow them, "
                                  "then check the new copy here. You can still run the benchmark on the next page: "
                                  "it times the graphics card without cuDNN, and the processor.")
                                   .toHtmlEscaped()));
    m_noCopyRow->show();
    m_repair->hide();
    setBusy(false);
}

void VerifyPage::setBusy(bool busy, const QString &status)
{
    m_busy->setVisible(busy);
    m_status->setText(status);
    m_again->setEnabled(!busy);
    m_repair->setEnabled(!busy);
    // An older result stays readable during a new check, greyed so it is not taken for the new one.
    m_scroll->widget()->setEnabled(!busy);
    Q_EMIT completeChanged();
}

} // namespace cudnnsetup
