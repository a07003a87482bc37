#include "wizard_pages/TransactionRunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

TransactionRunner::TransactionRunner(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<TransactionOutcome>::finished, this, &TransactionRunner::onFinished);
}

TransactionRunner::~TransactionRunner()
{
    cancel();
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void TransactionRunner::apply(std::shared_ptr<Transaction> transaction)
{
    start([transaction](const Transaction::ProgressCallback &progress, const std::atomic_bool *cancel) {
        return transaction->apply(progress, cancel);
    });
}

void TransactionRunner::undo(std::shared_ptr<Transaction> transaction, Transaction::UndoPurpose purpose)
{
    start([transaction, purpose](const Transaction::ProgressCallback &progress, const std::atomic_bool *) {
        return transaction->undo(purpose, progress);
    });
}

void TransactionRunner::start(
    const std::function<TransactionOutcome(const Transaction::ProgressCallback &, const std::atomic_bool *)> &work)
{
    if (isRunning())
        return;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    // The callback runs on the worker and queues each report to this object's thread; the
    // destructor waits for the worker, so `this` outlives every call (a report still queued
    // then is dropped with the object).
    Transaction::ProgressCallback progress = [this](const TransactionProgress &step) {
        QMetaObject::invokeMethod(this, [this, step] { Q_EMIT progressed(step); }, Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run([work, progress, flag = m_cancel] { return work(progress, flag.get()); }));
}

void TransactionRunner::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TransactionRunner::onFinished()
{
    Q_EMIT finished(m_watcher.result());
}

} // namespace cudnnsetup
