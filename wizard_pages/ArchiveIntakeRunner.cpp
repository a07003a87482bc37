#include "wizard_pages/ArchiveIntakeRunner.h"

#include <QMetaObject>

namespace cudnnsetup {

ArchiveIntakeRunner::ArchiveIntakeRunner(QObject *parent) : QObject(parent)
{
    // A result nobody takes lets its unpacked folder go now, not when the job's last copy of it does.
    const auto drop = [](const IntakeResult &result) {
        if (result.unpacked)
            result.unpacked->reset();
    };
    m_job.whenDropped(drop);
    m_job.whenDone(this, [this, drop](const IntakeResult &result) {
        if (result.cancelled || m_job.isCancelling()) {
            drop(result);
            return;
        }
        Q_EMIT finished(result);
    });
}

ArchiveIntakeRunner::~ArchiveIntakeRunner() = default;

void ArchiveIntakeRunner::take(const InstallSetting &setting, const IntakeRequest &request)
{
    cancel();
    const quint64 generation = ++m_generation;
    ExtractionOptions options;
    // Called on the worker; the job waits for the worker before this object goes.
    options.progress = [this, generation](const ExtractionProgress &reached) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, reached] {
                if (generation == m_generation && !m_job.isCancelling())
                    Q_EMIT progress(reached);
            },
            Qt::QueuedConnection);
    };
    m_job.start([setting, request, options](const std::shared_ptr<std::atomic_bool> &flag) {
        ExtractionOptions withCancel = options;
        withCancel.cancel = flag.get();
        return ArchiveIntake::run(setting, request, withCancel);
    });
}

void ArchiveIntakeRunner::cancel()
{
    m_job.cancel();
}

} // namespace cudnnsetup
