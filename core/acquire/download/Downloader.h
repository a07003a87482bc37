// Downloader: gets the one cuDNN archive onto disk, verified — from NVIDIA's redist server, an
// https (or explicitly allowed http) mirror, or a mirror folder on a share. It streams into
// <cacheDir>/<fileName>.part while hashing, resumes after dropped connections (Range, capped
// exponential back-off) and after a restart of the program (a new Downloader adopts the .part),
// reuses a verified archive already in the cache without touching the network, and renames the
// .part to its final name only after size and SHA-256 match. Every ending is one finished()
// with a translated message that says what to do.
//
// Lives in one thread and needs its event loop; nothing blocks it for long (hashing an earlier
// .part and copying from a share run on worker threads). proxyAuthenticationRequired is emitted
// synchronously while Qt waits for the credentials: connect it directly (or with
// Qt::BlockingQueuedConnection from another thread) and fill in the authenticator before
// returning. This is only ever the user's own proxy; NVIDIA credentials never pass through here.
#pragma once

#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/download/DownloadResult.h"
#include "core/acquire/download/PartFile.h"
#include "core/acquire/download/TransferAttempt.h"
#include "core/acquire/download/TransferRate.h"

#include <QAuthenticator>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QObject>
#include <QTimer>

#include <atomic>

namespace cudnnsetup {

class Downloader : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Idle,
        Checking,         // verifying a cached archive or hashing an earlier .part
        Transferring,
        WaitingToRetry,   // back-off after a failed attempt
        Paused,
        Finished,
    };
    Q_ENUM(State)

    explicit Downloader(QObject *parent = nullptr);
    ~Downloader() override;   // stops any transfer; the .part stays for a later run

    // Ignored unless Idle or Finished. Always answers with exactly one finished(), never from
    // inside start() itself.
    void start(const DownloadRequest &request);
    // Stops the transfer and keeps the .part and its hash; resume() continues with a Range.
    void pause();
    void resume();
    // Ends the run with ErrorKind::Cancelled. The .part is kept so that a later start resumes
    // it; DownloadCache::removeStaleParts clears the ones nobody came back for.
    void cancel();

    State state() const { return m_state; }

signals:
    // `total` and `secondsLeft` are -1 while unknown. At most about ten per second.
    void progress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    // Translated one-liners for the progress page: checking, resuming, retrying, paused.
    void statusChanged(const QString &text);
    void stateChanged(cudnnsetup::Downloader::State state);
    void finished(const cudnnsetup::DownloadResult &result);
    void proxyAuthenticationRequired(const QNetworkProxy &proxy, QAuthenticator *authenticator);

private:
    struct Preparation
    {
        bool reused = false;
        QString error;   // the earlier .part could not be read
    };

    Preparation prepare();   // worker thread
    void onPrepared();
    void startAttempt();
    void onAttemptFinished(const AttemptResult &result);
    void retryOrGiveUp(const AttemptResult &result, qint64 fetched);
    void commit();
    void finishWith(DownloadResult result);
    void fail(const DownloadFailure &failure);
    void setState(State state);
    void emitProgress(bool force);
    qint64 totalSize() const;

    QNetworkAccessManager m_manager;
    DownloadRequest m_request;
    bool m_localSource = false;
    PartFile m_part;
    TransferAttempt *m_attempt = nullptr;
    QFutureWatcher<Preparation> m_preparation;
    std::atomic_bool m_cancelWork{false};
    QTimer m_retryTimer;
    QElapsedTimer m_clock;
    qint64 m_lastProgressMs = -1;
    TransferRate m_rate;
    State m_state = State::Idle;
    bool m_pauseRequested = false;
    bool m_cancelRequested = false;
    bool m_retriedFromZero = false;   // a resumed download failed verification once already
    int m_failures = 0;          // consecutive failed attempts without real progress
    int m_attempts = 0;
    qint64 m_fetched = 0;        // by finished attempts
    qint64 m_resumedFrom = 0;
    qint64 m_sourceTotal = -1;   // what the last attempt learnt of the source's size
};

} // namespace cudnnsetup
