// DoctorPage: repair mode (page id Doctor). On entering it scans the machine (the session's scan,
// off the GUI thread) and runs the doctor over the result (on a worker too), then shows one
// result line, the findings by severity with their evidence, manual step and automatic fix, and
// what a program would load, and "I got an error message" (PastedErrorPanel: a pasted error
// explained against that scan and diagnosis). Fixes and their undo go through DoctorFixer as journaled
// transactions recorded in the session's state folder (so `cudnn-setup status` and
// `cudnn-setup doctor --undo-last` see them), run on a worker thread, and are followed by a
// fresh scan and diagnosis. The same core code as `cudnn-setup doctor`.
#pragma once

#include "core/doctor/fixes/DoctorFixer.h"
#include "core/doctor/rules/DoctorReport.h"
#include "core/install/InstallRecords.h"
#include "core/model/SystemReport.h"

#include <QFutureWatcher>
#include <QWizardPage>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace cudnnsetup {

class CollapsibleSection;
class FindingListView;
class PastedErrorPanel;
class ProgramLoadPanel;
class ResultBanner;
class StatusRow;
class WizardSession;
class WrappingLabel;

class DoctorPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit DoctorPage(WizardSession *session, QWidget *parent = nullptr);
    // Waits for a running diagnosis or fix: a fix is a few file operations, and one left running
    // would write its record into a session that no longer exists.
    ~DoctorPage() override;

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

    // From a check's or a fix's start until its result is on the page.
    bool isBusy() const { return m_phase != Phase::Idle; }
    bool hasReport() const { return m_hasReport; }
    const DoctorReport &report() const { return m_report; }

public Q_SLOTS:
    // Scans again and diagnoses the new scan.
    void recheck();
    // Asks for confirmation (listing what will change), then applies every safe fix.
    void fixAllSafe();
    void undoLastFix();

private:
    enum class Phase { Idle, Scanning, Diagnosing, Fixing };

    struct Diagnosis
    {
        SystemReport scan;   // the scan `report` was made from
        DoctorReport report;
        std::optional<InstallRecord> lastFix;
    };

    void onScanFinished();
    void onDiagnosed();
    void onFixed();
    void applyFixes(const QList<Finding> &findings);
    void fixOne(int index);
    void confirmThenFix(const QString &title, const QString &text, const QString &okText, const QList<Finding> &findings);
    void showReport();
    void showOutcome(const FixOutcome &outcome);
    void copyReport();
    void setPhase(Phase phase, const QString &status = {});

    WizardSession *m_session;
    QScrollArea *m_scroll;
    ResultBanner *m_banner;
    WrappingLabel *m_outcome;
    StatusRow *m_outcomeRow;
    FindingListView *m_findings;
    ProgramLoadPanel *m_programLoad;
    PastedErrorPanel *m_pastedError;
    CollapsibleSection *m_pastedErrorSection;
    QProgressBar *m_busy;
    QLabel *m_status;
    QPushButton *m_fixSafe;
    QPushButton *m_recheck;
    QPushButton *m_undo;
    QPushButton *m_copy;
    QFutureWatcher<Diagnosis> m_diagnosis;
    QFutureWatcher<FixOutcome> m_fix;
    Phase m_phase = Phase::Idle;
    bool m_undoing = false;
    bool m_hasReport = false;
    DoctorReport m_report;
    std::optional<InstallRecord> m_lastFix;
};

} // namespace cudnnsetup
