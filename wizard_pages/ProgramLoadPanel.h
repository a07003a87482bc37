// ProgramLoadPanel: the Doctor page's answer to "what will a program load?". Two answers: the
// doctor's own reading of the loader's search order (which libcudnn.so.<major> comes first, and
// through what — no program is run), and, on request, the real thing: cudnn-probe loads cuDNN by
// name the way any program does (`verify --search default`, in a child process on a worker
// thread) and reports which file won and its version, or why nothing loaded.
#pragma once

#include "core/probe/LoaderOrder.h"
#include "core/verify/ProbeRunner.h"

#include "core/platform/BackgroundJob.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class WizardSession;
class WrappingLabel;

class ProgramLoadPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kTimeoutMs = 30000;

    explicit ProgramLoadPanel(WizardSession *session, QWidget *parent = nullptr);
    // Stops a running probe (killed) and waits for its worker.
    ~ProgramLoadPanel() override;

    // The doctor's loaderPicks. They are a Linux notion: elsewhere (`onLinux` false) the line is hidden.
    void setLoaderPicks(const QList<LoaderPick> &picks, bool onLinux);
    bool isAsking() const { return m_asking; }

public Q_SLOTS:
    void askProbe();

private:
    void onAnswered(const ProbeRun &run);

    WizardSession *m_session;
    WrappingLabel *m_picks;
    QPushButton *m_ask;
    QProgressBar *m_busy;
    WrappingLabel *m_answer;
    BackgroundJob<ProbeRun> m_job;
    bool m_asking = false;
};

} // namespace cudnnsetup
