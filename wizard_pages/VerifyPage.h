// VerifyPage: "Check cuDNN" (page id Verify). Loads the copy just installed (or, without an
// install, the one a program here would most likely use) in cudnn-probe, a child process, on a
// worker thread as soon as the page opens, and shows the answer: one big result line, then each
// check with PASS / FAIL / SKIP and, where something is wrong, what it means and what to do, and
// the library files the loader really used. A probe that crashes or hangs gives a "not checked"
// answer with the reason; the wizard carries on. A copy that is broken can be taken to repair
// mode (the Doctor page) from here. After a toolkit with the compiler was installed in this
// session (the develop profile of the CUDA pieces), a first CUDA + cuDNN program is compiled and
// run beside it (FirstProgramPanel).
#pragma once

#include "core/model/Verdict.h"
#include "core/verify/VerifyResult.h"
#include "core/verify/VerifyRunner.h"

#include "core/platform/BackgroundJob.h"


#include <atomic>
#include <memory>
#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace cudnnsetup {

class CollapsibleSection;
class FirstProgramPanel;
class ReportTable;
class ResultBanner;
class StatusRow;
class VerifyChecklist;
class WizardSession;
class WrappingLabel;

class VerifyPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit VerifyPage(WizardSession *session, QWidget *parent = nullptr);
    // Waits for a running check: the probe has a timeout, so this is bounded.
    ~VerifyPage() override;

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

    // From the start of a check until its result is on the page.
    bool isChecking() const;
    // How long the probe may take; tests shorten it to try a probe that hangs.
    void setTimeoutMs(int timeoutMs) { m_timeoutMs = timeoutMs; }

    // How a verdict is drawn here and in the Finish page's summary.
    static Verdict::Severity severityOf(VerifyResult::Verdict verdict);

public Q_SLOTS:
    void startCheck();

private:
    void checkAgain();
    void startFirstProgram();
    void goRepair();
    void lookForCopies();
    void onChecked(const VerifyResult &result);
    void showResult(const VerifyResult &result);
    void showLibraries(const VerifyResult &result);
    void showNoCopy();
    void setBusy(bool busy, const QString &status = {});

    WizardSession *m_session;
    QScrollArea *m_scroll;
    WrappingLabel *m_target;
    ResultBanner *m_banner;
    WrappingLabel *m_noCopy;
    StatusRow *m_noCopyRow;
    VerifyChecklist *m_checklist;
    CollapsibleSection *m_checklistSection;
    ReportTable *m_libraries;
    CollapsibleSection *m_librariesSection;
    FirstProgramPanel *m_firstProgram;
    QProgressBar *m_busy;
    QLabel *m_status;
    QPushButton *m_again;
    QPushButton *m_repair;
    BackgroundJob<VerifyResult> m_job;   // cancelled when the page goes away mid-check
    int m_timeoutMs = VerifyRunner::kDefaultTimeoutMs;
    bool m_checking = false;   // the watcher's own state turns false before its result is shown
    bool m_waitingForScan = false;
    bool m_repairRequested = false;   // only while the Repair button moves the wizard on
};

} // namespace cudnnsetup
