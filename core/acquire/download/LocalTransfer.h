// LocalTransfer: one copy pass from a mirror on a local disk or network share (a folder with
// NVIDIA's layout, a file path, or a file:// URL) into the PartFile. It goes through the same
// .part, hashing, verification and progress as a download, so a mirror file is trusted no more
// than a server. The copy runs on a worker thread: a slow share must not freeze the wizard.
#pragma once

#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/download/TransferAttempt.h"

#include <QFuture>
#include <QTimer>

#include <atomic>

namespace cudnnsetup {

class PartFile;

class LocalTransfer final : public TransferAttempt
{
    Q_OBJECT

public:
    LocalTransfer(const DownloadRequest &request, PartFile &part, QObject *parent = nullptr);
    ~LocalTransfer() override;   // stops and waits for the worker

    void start() override;
    void abort() override;
    qint64 position() const override { return m_position.load(); }
    qint64 fetched() const override { return m_fetched.load(); }
    qint64 total() const override { return m_total.load(); }

    // The file a source names: the path itself, or <folder>/<fileName> when it is a folder.
    static QString sourceFile(const DownloadRequest &request);

private:
    AttemptResult copy(const QString &source);   // runs on the worker thread
    void onWorkerDone();

    const DownloadRequest m_request;
    PartFile &m_part;
    QFuture<AttemptResult> m_worker;
    QTimer m_poll;
    std::atomic_bool m_stop{false};
    std::atomic<qint64> m_position{0};
    std::atomic<qint64> m_fetched{0};
    std::atomic<qint64> m_total{-1};
    bool m_done = false;
};

} // namespace cudnnsetup
