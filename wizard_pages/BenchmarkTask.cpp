#include "wizard_pages/BenchmarkTask.h"

#include "core/verify/BenchmarkRunner.h"


namespace cudnnsetup {

BenchmarkTask::BenchmarkTask(QObject *parent)
    : QObject(parent)
{
    m_job.whenDone(this, [this](const BenchmarkResult &result) { Q_EMIT finished(result); });
}

BenchmarkTask::~BenchmarkTask() = default;

void BenchmarkTask::start(const ProbeRunner &probe, const BenchmarkRequest &request)
{
    if (isRunning())
        return;
    // The callback runs on the worker and queues each report to this object's thread; the
    // destructor waits for the worker, so `this` outlives every call (a report still queued
    // then is dropped with the object).
    auto progress = [this](double fraction, const QString &what) {
        QMetaObject::invokeMethod(this, [this, fraction, what] { Q_EMIT progressed(fraction, what); }, Qt::QueuedConnection);
    };
    m_job.start([probe, request, progress](const std::shared_ptr<std::atomic_bool> &cancel) {
        return BenchmarkRunner::run(probe, request, cancel, progress);
    });
}

void BenchmarkTask::cancel()
{
    m_job.cancel();
}

} // namespace cudnnsetup
