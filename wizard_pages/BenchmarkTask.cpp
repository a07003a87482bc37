#include "wizard_pages/BenchmarkTask.h"

#include "core/verify/BenchmarkRunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

BenchmarkTask::BenchmarkTask(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<BenchmarkResult>::finished, this, [this] {
        m_running = false;
        Q_EMIT finished(m_watcher.result());
    });
}

BenchmarkTask::~BenchmarkTask()
{
    cancel();
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void BenchmarkTask::start(const ProbeRunner &probe, const BenchmarkRequest &request)
{
    if (isRunning())
        return;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_running = true;
    // The callback runs on the worker and queues each report to this object's thread; the
    // destructor waits for the worker, so `this` outlives every call (a report still queued
    // then is dropped with the object).
    auto progress = [this](double fraction, const QString &what) {
        QMetaObject::invokeMethod(this, [this, fraction, what] { Q_EMIT progressed(fraction, what); }, Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run([probe, request, cancel = m_cancel, progress] {
        return BenchmarkRunner::run(probe, request, cancel, progress);
    }));
}

void BenchmarkTask::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace cudnnsetup
