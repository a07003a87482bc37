// InstallProgressPanel: the Install page's progress row and the line under it — the bar, Cancel,
// and the step being done — while the install workflow unpacks the CUDA pieces, applies the plan
// (file by file, or undoing them after Cancel) or waits for the administrator's process. It
// listens to the workflow itself and hands each new step to the details log (line()).
// The page says when the row is shown (setBusy()).
#pragma once

#include "core/install/InstallWorkflow.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class InstallProgressPanel : public QWidget
{
    Q_OBJECT

public:
    explicit InstallProgressPanel(InstallWorkflow *workflow, QWidget *parent = nullptr);

    // The bar is shown while `busy` or once `done`; Cancel only while an apply can be cancelled.
    void setBusy(bool busy, bool done);
    // The install is starting (Cancel offered) or waits for the administrator (no Cancel).
    void startApplying(const QString &step, bool cancellable);
    void showStep(const QString &step);
    void cancelRequested();

Q_SIGNALS:
    void cancelClicked();
    void line(const QString &text);

private:
    void onStage(InstallWorkflow::Stage stage);
    void onApplyProgress(const TransactionProgress &progress);

    InstallWorkflow *m_workflow;
    QProgressBar *m_progress;
    QLabel *m_step;
    QPushButton *m_cancel;
    QString m_lastStep;
    bool m_unpackingCuda = false;
};

} // namespace cudnnsetup
