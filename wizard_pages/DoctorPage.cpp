#include "wizard_pages/DoctorPage.h"

#include "core/doctor/rules/Doctor.h"
#include "core/doctor/rules/DoctorText.h"
#include "core/report/UserNameMask.h"
#include "wizard_pages/CollapsibleSection.h"
#include "wizard_pages/FindingListView.h"
#include "wizard_pages/PastedErrorPanel.h"
#include "wizard_pages/ProgramLoadPanel.h"
#include "wizard_pages/ResultBanner.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace cudnnsetup {

DoctorPage::DoctorPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_scroll(new QScrollArea)
    , m_banner(new ResultBanner(QStringLiteral("doctorResultLabel")))
    , m_outcome(new WrappingLabel(QStringLiteral("doctorOutcomeLabel")))
    , m_outcomeRow(new StatusRow(Verdict::Severity::Ok, m_outcome))
    , m_findings(new FindingListView)
    , m_programLoad(new ProgramLoadPanel(session))
    , m_pastedError(new PastedErrorPanel)
    , m_pastedErrorSection(new CollapsibleSection(QStringLiteral("pastedErrorToggle"), m_pastedError))
    , m_busy(new QProgressBar)
    , m_status(new QLabel)
    , m_fixSafe(new QPushButton(tr("Fix all &safe ones…")))
    , m_recheck(new QPushButton(tr("&Re-check")))
    , m_undo(new QPushButton(tr("&Undo last fix")))
    , m_copy(new QPushButton(tr("&Copy report")))
{
    setTitle(tr("Repair cuDNN"));
    setSubTitle(tr("The wizard looks for what commonly breaks a CUDA and cuDNN setup: missing or broken files and "
                   "links, mixed copies, and environment variables that send programs to the wrong place."));

    m_findings->setObjectName(QStringLiteral("doctorFindings"));
    m_pastedError->setObjectName(QStringLiteral("pastedErrorPanel"));
    m_pastedErrorSection->setTitle(tr("I got an error &message"));
    m_busy->setObjectName(QStringLiteral("doctorBusyIndicator"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_status->setObjectName(QStringLiteral("doctorStatusLabel"));
    m_status->setWordWrap(true);
    m_fixSafe->setObjectName(QStringLiteral("doctorFixSafeButton"));
    m_fixSafe->setAccessibleName(tr("Fix all problems that have a safe automatic fix"));
    m_fixSafe->setToolTip(tr("Applies every fix that only restores what was evidently meant (a missing or broken "
                             "link, a malformed line). You see the list and confirm first; every fix can be undone."));
    m_recheck->setObjectName(QStringLiteral("doctorRecheckButton"));
    m_recheck->setAccessibleName(tr("Check this computer again"));
    m_recheck->setToolTip(tr("Looks at this computer again, for example after you fixed something by hand."));
    m_undo->setObjectName(QStringLiteral("doctorUndoButton"));
    m_undo->setAccessibleName(tr("Undo the last fix"));
    m_copy->setObjectName(QStringLiteral("doctorCopyButton"));
    m_copy->setAccessibleName(tr("Copy the repair report"));
    m_copy->setToolTip(tr("Copies what was found, as text, to paste into a message when you ask for help."));

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    layout->addWidget(m_banner);
    layout->addWidget(m_outcomeRow);
    layout->addWidget(m_findings);
    layout->addSpacing(12);
    // No gap of its own after the folded section: its toggle row has room enough, and the page
    // fits the default window in repair mode (FirstFiveMinutesGuiTest).
    layout->addWidget(m_pastedErrorSection);
    layout->addWidget(m_programLoad);
    layout->addStretch(1);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_busy);
    actions->addWidget(m_status, 1);
    actions->addWidget(m_fixSafe);
    actions->addWidget(m_undo);
    actions->addWidget(m_recheck);
    actions->addWidget(m_copy);
    auto *pageLayout = new QVBoxLayout(this);
    pageLayout->addWidget(m_scroll, 1);
    pageLayout->addLayout(actions);

    connect(session, &WizardSession::scanFinished, this, &DoctorPage::onScanFinished);
    connect(&m_diagnosis, &QFutureWatcher<Diagnosis>::finished, this, &DoctorPage::onDiagnosed);
    connect(&m_fix, &QFutureWatcher<FixOutcome>::finished, this, &DoctorPage::onFixed);
    connect(m_findings, &FindingListView::fixRequested, this, &DoctorPage::fixOne);
    connect(m_fixSafe, &QPushButton::clicked, this, &DoctorPage::fixAllSafe);
    connect(m_recheck, &QPushButton::clicked, this, &DoctorPage::recheck);
    connect(m_undo, &QPushButton::clicked, this, &DoctorPage::undoLastFix);
    connect(m_copy, &QPushButton::clicked, this, &DoctorPage::copyReport);
    setPhase(Phase::Idle);
}

DoctorPage::~DoctorPage()
{
    m_diagnosis.disconnect(this);
    m_fix.disconnect(this);
    m_fix.waitForFinished();
    m_diagnosis.waitForFinished();
}

void DoctorPage::initializePage()
{
    // Always a fresh look: the user may come here after changing something, or from a failed check.
    recheck();
}

bool DoctorPage::isComplete() const
{
    return !isBusy();
}

int DoctorPage::nextId() const
{
    // After a repair, check that cuDNN loads and works — unless the user came here from that
    // check (QWizard shows a page only once per path; Back returns to it).
    if (wizard() && wizard()->hasVisitedPage(SetupWizard::Verify))
        return SetupWizard::Finish;
    return SetupWizard::Verify;
}

void DoctorPage::recheck()
{
    if (isBusy())
        return;
    m_outcomeRow->hide();
    setPhase(Phase::Scanning, tr("Looking at the CUDA Toolkits, cuDNN copies and settings on this computer…"));
    m_session->startScan();   // one already running is followed by a new one; its end is ours
}

void DoctorPage::onScanFinished()
{
    if (m_phase != Phase::Scanning)
        return;
    setPhase(Phase::Diagnosing, tr("Checking what was found…"));
    // The worker gets copies of everything; it touches nothing owned by this page.
    m_diagnosis.setFuture(QtConcurrent::run([report = m_session->report(), paths = m_session->systemPaths(),
                                             folder = m_session->stateFolder()] {
        Diagnosis diagnosis;
        diagnosis.scan = report;
        diagnosis.report = Doctor::diagnose(report, paths);
        diagnosis.lastFix = DoctorFixer::lastFix(folder);
        return diagnosis;
    }));
}

void DoctorPage::onDiagnosed()
{
    Diagnosis diagnosis = m_diagnosis.result();
    m_report = std::move(diagnosis.report);
    m_lastFix = std::move(diagnosis.lastFix);
    m_hasReport = true;
    m_session->setDoctorReport(m_report);   // for the Finish page and the saved report
    m_pastedError->setMachine(diagnosis.scan, m_session->systemPaths(), m_report);
    showReport();
    setPhase(Phase::Idle, tr("Checked."));
}

void DoctorPage::showReport()
{
    const auto problems = int(std::count_if(m_report.findings.cbegin(), m_report.findings.cend(),
                                            [](const Finding &f) { return f.isProblem(); }));
    if (!m_report.couldNotCheck.isEmpty()) {
        m_banner->setResult(Verdict::Severity::Warning, tr("This setup could not be checked"), m_report.couldNotCheck);
    } else if (m_report.healthy()) {
        const int notes = int(m_report.findings.size());
        m_banner->setResult(Verdict::Severity::Ok, tr("No problems found"),
                            notes == 0 ? tr("Nothing wrong was found in the installation, the environment variables, "
                                            "the links or the order in which programs find cuDNN.")
                                       : tr("%n note(s) below are for your information only.", nullptr, notes));
    } else {
        const Verdict::Severity worst = m_report.findings.constFirst().severity;   // sorted worst first
        m_banner->setResult(worst, tr("%n problem(s) found", nullptr, problems),
                            tr("Open each one below to see what was found and how to fix it. Every fix the wizard "
                               "makes can be undone with Undo last fix."));
    }
    m_findings->setFindings(m_report.findings);
    m_findings->setVisible(m_report.couldNotCheck.isEmpty());
    m_programLoad->setLoaderPicks(m_report.loaderPicks, !m_session->systemPaths().platform().isWindows());
}

void DoctorPage::fixOne(int index)
{
    if (isBusy() || index < 0 || index >= m_report.findings.size())
        return;
    const Finding finding = m_report.findings.at(index);
    if (!finding.fix.available())
        return;
    if (finding.fix.safe) {
        applyFixes({finding});
        return;
    }
    // A fix that changes which cuDNN programs load: the user confirms, knowing that.
    confirmThenFix(tr("Apply this fix?"),
                   tr("This fix changes which cuDNN programs load:\n\n%1\n\nIt can be undone with Undo last fix.")
                       .arg(finding.fix.description),
                   tr("&Fix"), {finding});
}

void DoctorPage::fixAllSafe()
{
    if (isBusy() || !m_hasReport)
        return;
    const QList<Finding> fixes = DoctorFixer::fixable(m_report, DoctorFixer::Selection::SafeOnly);
    if (fixes.isEmpty())
        return;
    QStringList lines;
    for (const Finding &finding : fixes)
        lines.append(QStringLiteral("• ") + finding.fix.description);
    confirmThenFix(tr("Fix all safe ones?"),
                   tr("The wizard will make these changes:\n\n%1\n\nAll of them can be undone together with Undo "
                      "last fix.")
                       .arg(lines.join(u'\n')),
                   tr("&Fix them"), fixes);
}

void DoctorPage::confirmThenFix(const QString &title, const QString &text, const QString &okText,
                                const QList<Finding> &findings)
{
    // Window-modal and not exec(): the page keeps its event loop (and tests can answer it).
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::Ok | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("doctorConfirmBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->button(QMessageBox::Ok)->setText(okText);
    connect(box, &QMessageBox::finished, this, [this, findings](int result) {
        if (result == QMessageBox::Ok)
            applyFixes(findings);
    });
    box->open();
}

void DoctorPage::applyFixes(const QList<Finding> &findings)
{
    if (isBusy())
        return;
    m_undoing = false;
    setPhase(Phase::Fixing, tr("Fixing… Every change is recorded so that it can be undone."));
    m_fix.setFuture(QtConcurrent::run([findings, folder = m_session->stateFolder(),
                                       platform = m_session->systemPaths().platform()] {
        return DoctorFixer::apply(findings, folder, platform);
    }));
}

void DoctorPage::undoLastFix()
{
    if (isBusy() || !m_lastFix)
        return;
    m_undoing = true;
    setPhase(Phase::Fixing, tr("Undoing the last fix…"));
    m_fix.setFuture(QtConcurrent::run([folder = m_session->stateFolder()] { return DoctorFixer::undoLast(folder); }));
}

void DoctorPage::onFixed()
{
    const FixOutcome outcome = m_fix.result();
    showOutcome(outcome);
    if (outcome.ok)
        for (const QString &title : outcome.done)
            m_session->addRepairDone(m_undoing ? tr("Undone: %1").arg(title) : tr("Fixed: %1").arg(title));
    // What the fix changed is seen through a new scan, not assumed.
    setPhase(Phase::Scanning, tr("Checking again…"));
    m_session->startScan();
}

void DoctorPage::showOutcome(const FixOutcome &outcome)
{
    QString html;
    Verdict::Severity severity = Verdict::Severity::Ok;
    if (outcome.ok) {
        const QString heading = m_undoing ? tr("Undone:") : tr("Fixed:");
        QString items;
        for (const QString &title : outcome.done)
            items += QStringLiteral("<li>%1</li>").arg(title.toHtmlEscaped());
        html = QStringLiteral("<b>%1</b><ul>%2</ul>").arg(heading.toHtmlEscaped(), items);
        if (!m_undoing)
            html += tr("Undo last fix puts everything back.").toHtmlEscaped();
    } else {
        severity = Verdict::Severity::Error;
        const QString heading = m_undoing ? tr("The fix could not be undone.") : tr("The fix did not go through.");
        html = QStringLiteral("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), outcome.error.toHtmlEscaped());
        if (!m_undoing)
            html += QStringLiteral("<br>") + tr("Nothing was changed: whatever it had done was put back.").toHtmlEscaped();
    }
    if (!outcome.problems.isEmpty()) {
        severity = std::max(severity, Verdict::Severity::Warning);
        QString items;
        for (const QString &problem : outcome.problems)
            items += QStringLiteral("<li>%1</li>").arg(problem.toHtmlEscaped());
        html += QStringLiteral("<p>%1</p><ul>%2</ul>")
                    .arg(tr("Some things were changed by someone else since, and were left as they are:").toHtmlEscaped(), items);
    }
    m_outcome->setText(html);
    m_outcomeRow->setSeverity(severity);
    m_outcomeRow->show();
}

void DoctorPage::copyReport()
{
    if (!m_hasReport)
        return;
    // Paste-ready for a forum post: user names in paths are masked (the Finish page's report
    // offers to keep them).
    QApplication::clipboard()->setText(UserNameMask::fromEnvironment(m_session->systemPaths().environment()).apply(DoctorText::render(m_report)));
    m_status->setText(tr("The report is on the clipboard, with user names in paths replaced by <user>."));
}

void DoctorPage::setPhase(Phase phase, const QString &status)
{
    m_phase = phase;
    const bool idle = phase == Phase::Idle;
    m_busy->setVisible(!idle);
    m_status->setText(status);
    m_fixSafe->setEnabled(idle && m_hasReport && !DoctorFixer::fixable(m_report, DoctorFixer::Selection::SafeOnly).isEmpty());
    m_undo->setEnabled(idle && m_lastFix.has_value());
    m_undo->setToolTip(m_lastFix ? tr("Puts back what this fix changed: %1").arg(m_lastFix->info.title)
                                 : tr("No fix made by the wizard is recorded yet."));
    m_recheck->setEnabled(idle);
    m_copy->setEnabled(idle && m_hasReport);
    m_findings->setFixesEnabled(idle);
    // An older result stays readable during a new check, greyed so it is not taken for the new one.
    m_scroll->widget()->setEnabled(idle);
    Q_EMIT completeChanged();
    // While files change the user can neither go back nor close the wizard. QWizard re-enables
    // Back on completeChanged(), so this comes after it.
    if (QWizard *owner = wizard()) {
        const bool fixing = phase == Phase::Fixing;
        if (fixing)
            owner->button(QWizard::BackButton)->setEnabled(false);
        owner->button(QWizard::CancelButton)->setEnabled(!fixing);
    }
}

} // namespace cudnnsetup
