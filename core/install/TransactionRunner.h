// TransactionRunner: applies or undoes a Transaction on a worker thread, so that a window stays
// responsive while files move, and hands its progress to the owner's thread. Used by
// InstallWorkflow::apply() (Cancel = roll back) and by the wizard's resume / roll back of an
// interrupted install.
#pragma once

#include "core/install/Transaction.h"

#include "core/platform/BackgroundJob.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cudnnsetup {

class TransactionRunner : public QObject
{
    Q_OBJECT

public:
    explicit TransactionRunner(QObject *parent = nullptr);
    // Asks a running apply to stop (it then rolls back) and waits: the journal is always left
    // consistent, never cut off by the window closing.
    ~TransactionRunner() override;

    void apply(std::shared_ptr<Transaction> transaction);
    void undo(std::shared_ptr<Transaction> transaction, Transaction::UndoPurpose purpose);
    // An apply stops before its next operation and undoes what it did; an undo runs to its end.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    bool isCancelling() const { return m_job.isCancelling(); }

Q_SIGNALS:
    void progressed(const cudnnsetup::TransactionProgress &progress);
    void finished(const cudnnsetup::TransactionOutcome &outcome);

private:
    void start(const std::function<TransactionOutcome(const Transaction::ProgressCallback &, const std::atomic_bool *)> &work);

    BackgroundJob<TransactionOutcome> m_job;
};

} // namespace cudnnsetup
