#include "core/install/TransactionRunner.h"


namespace cudnnsetup {

TransactionRunner::TransactionRunner(QObject *parent)
    : QObject(parent)
{
    m_job.whenDone(this, [this](const TransactionOutcome &outcome) { Q_EMIT finished(outcome); });
}

TransactionRunner::~TransactionRunner() = default;

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
    // The callback runs on the worker and queues each report to this object's thread; the
    // destructor waits for the worker, so `this` outlives every call (a report still queued
    // then is dropped with the object).
    Transaction::ProgressCallback progress = [this](const TransactionProgress &step) {
        QMetaObject::invokeMethod(this, [this, step] { Q_EMIT progressed(step); }, Qt::QueuedConnection);
    };
    m_job.start([work, progress](const std::shared_ptr<std::atomic_bool> &cancel) { return work(progress, cancel.get()); });
}

void TransactionRunner::cancel()
{
    m_job.cancel();
}

} // namespace cudnnsetup
