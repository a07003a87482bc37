#include "wizard_pages/ArchiveIntakeRunner.h"

#include <QMetaObject>

namespace cudnnsetup {

ArchiveIntakeRunner::ArchiveIntakeRunner(QObject *parent) : QObject(parent)
{
    m_job.whenDropped(&ArchiveIntake::drop);
    m_job.whenDone(this, [this](const IntakeResult &result) {
        if (result.cancelled || m_job.isCancelling()) {
            ArchiveIntake::drop(result);
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
