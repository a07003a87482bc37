// ArchiveIntakeRunner: runs core's ArchiveIntake for the Source page on a worker thread, so a
// 2 GB tar.xz does not freeze the window — the chosen archive is checked and unpacked in one
// pass, reporting its progress on the GUI thread. Every route of the Source page ends here. An
// intake that is replaced by a newer choice, cancelled or left behind by a closing window
// removes what it unpacked.
#pragma once

#include "core/install/ArchiveIntake.h"
#include "core/platform/BackgroundJob.h"

#include <QObject>

namespace cudnnsetup {

class ArchiveIntakeRunner : public QObject
{
    Q_OBJECT

public:
    explicit ArchiveIntakeRunner(QObject *parent = nullptr);
    // Stops a running intake between data blocks and waits for it: nothing is left writing.
    ~ArchiveIntakeRunner() override;

    // Takes `request.path` in under `setting` (its state folder gets the unpacked archive);
    // a running intake is cancelled first.
    void take(const InstallSetting &setting, const IntakeRequest &request);
    // A running intake stops and reports nothing.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }

Q_SIGNALS:
    void progress(const cudnnsetup::ExtractionProgress &progress);
    // Not emitted for a cancelled intake.
    void finished(const cudnnsetup::IntakeResult &result);

private:
    BackgroundJob<IntakeResult> m_job;
    quint64 m_generation = 0;   // progress reports of an older intake are not shown
};

} // namespace cudnnsetup
