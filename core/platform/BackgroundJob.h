// BackgroundJob: one piece of core work run off the GUI thread (by a wizard page or panel, or by
// InstallWorkflow's asynchronous steps) — the worker,
// whether it runs, its cancel flag and the teardown every owner needs. `done` is called on the
// owner's thread with the result of the newest start() (a job replaced by a newer one is dropped
// on arrival). When the owner goes, a job still running is asked to stop and waited for — every
// core step it runs has its own timeout or cancel check — so no worker is left writing into an
// owner that no longer exists. A result that leaves something behind (an unpacked folder) can
// be cleaned up when it is dropped: `whenDropped` gets every result that `done` never will.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

template<typename Result>
class BackgroundJob
{
public:
    BackgroundJob() = default;
    // Set once, in the owner's constructor.
    void whenDone(QObject *owner, std::function<void(const Result &)> done)
    {
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, owner, [this, done = std::move(done)] {
            m_running = false;
            m_delivered = true;
            done(m_watcher.result());
        });
    }
    // Set once, before the first start(); called on whichever thread the dropped job ends on.
    void whenDropped(std::function<void(const Result &)> dropped) { m_dropped = std::move(dropped); }
    ~BackgroundJob()
    {
        m_watcher.disconnect();
        cancel();
        m_watcher.waitForFinished();
        if (m_dropped && !m_delivered && m_watcher.future().resultCount() > 0)
            m_dropped(m_watcher.result());
    }
    BackgroundJob(const BackgroundJob &) = delete;
    BackgroundJob &operator=(const BackgroundJob &) = delete;

    // Runs `work(cancelFlag)` on a worker thread; `cancelFlag` is a
    // std::shared_ptr<std::atomic_bool> that cancel() sets.
    template<typename Work>
    void start(Work work)
    {
        if (m_dropped && m_running) {
            // The running job's result will never reach `done`: it goes to `dropped` instead.
            m_watcher.future().then([dropped = m_dropped](const Result &result) { dropped(result); });
        }
        m_cancel = std::make_shared<std::atomic_bool>(false);
        m_running = true;
        m_delivered = false;
        m_watcher.setFuture(QtConcurrent::run([work = std::move(work), cancel = m_cancel] { return work(cancel); }));
    }
    // From start() until `done` has been called (the watcher's own state turns false earlier).
    bool isRunning() const { return m_running; }
    void cancel()
    {
        if (m_cancel)
            m_cancel->store(true);
    }
    // Cancel was asked of the latest start (still true while its `done` runs).
    bool isCancelling() const { return m_cancel && m_cancel->load(); }

private:
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::function<void(const Result &)> m_dropped;
    bool m_running = false;
    bool m_delivered = false;
};

} // namespace cudnnsetup
