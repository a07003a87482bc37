// FirstProgramPanel: the Verify page's proof that a toolkit the wizard put together with the
// compiler (the develop profile of the CUDA pieces) works the way a student's first program uses
// it — nvcc answers, compiles a ten-line CUDA + cuDNN program, and the program runs and reports the
// cuDNN and CUDA runtime versions (core/verify/FirstProgramCheck.h, the same check `cudnn-setup
// install` runs). One row per step with what happened and, when it did not work, what to do; the
// command and the end of its output are under each row's tooltip. Runs off the GUI thread.
#pragma once

#include "core/install/InstallPlan.h"
#include "core/platform/SystemPaths.h"
#include "core/verify/FirstProgramCheck.h"
#include "core/platform/BackgroundJob.h"

#include <QWidget>

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class FirstProgramPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FirstProgramPanel(QWidget *parent = nullptr);

    // True when `plan` put nvcc into a new toolkit: the panel has something to prove.
    static bool applies(const InstallPlan &plan);
    // Proves the toolkit of `plan`, found on `paths`' machine (its host compiler).
    void start(const SystemPaths &paths, const InstallPlan &plan);
    bool isRunning() const { return m_job.isRunning(); }
    const std::optional<FirstProgramResult> &result() const { return m_result; }

Q_SIGNALS:
    void finished();

private:
    void showResult(const FirstProgramResult &result);

    WrappingLabel *m_intro;
    QList<WrappingLabel *> m_labels;   // nvcc --version, compile, run
    QList<StatusRow *> m_rows;
    BackgroundJob<FirstProgramResult> m_job;
    std::optional<FirstProgramResult> m_result;
};

} // namespace cudnnsetup
