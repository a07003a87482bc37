// HttpTransfer: one GET of the archive, continuing the PartFile from its end with a Range
// header. It checks the answer before trusting a byte of it (status, Content-Range, announced
// size), streams the body through a bounded buffer into the .part, and classifies how it ended
// so the Downloader can retry what is worth retrying.
#pragma once

#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/download/TransferAttempt.h"

#include <QByteArray>
#include <QNetworkReply>
#include <QPointer>
#include <QStringList>

class QNetworkAccessManager;

namespace cudnnsetup {

class PartFile;

class HttpTransfer final : public TransferAttempt
{
    Q_OBJECT

public:
    // QNetworkReply's own buffer stays below this; with the chunks queued for hashing
    // (BackgroundSha256's limit) it bounds the download's memory whatever the archive size.
    // On the 1 GiB benchmark (tests/perf/DownloadBenchmark.cpp) 1-4 MiB all ran at about
    // the same rate; the peak RSS grows with the size, so the middle value.
    static constexpr qint64 readBufferBytes = 2 << 20;
    static constexpr qint64 chunkBytes = 1 << 20;

    HttpTransfer(QNetworkAccessManager &manager, const DownloadRequest &request, PartFile &part,
                 QObject *parent = nullptr);
    ~HttpTransfer() override;

    void start() override;
    void abort() override;
    qint64 position() const override;
    qint64 fetched() const override { return m_fetched; }
    qint64 total() const override { return m_total; }

private:
    enum class Abort { None, ByCaller, Failed, Restart };

    void onMetaDataChanged();
    void onReadyRead();
    void onRedirected(const QUrl &target);
    void onFinished();
    bool checkHeaders();   // true once the body may be written to the .part
    void failAndAbort(const DownloadFailure &failure);
    AttemptResult classify();
    void finish(AttemptResult result);

    QNetworkAccessManager &m_manager;
    const DownloadRequest m_request;
    PartFile &m_part;
    QPointer<QNetworkReply> m_reply;
    QUrl m_currentUrl;   // the request's URL, then each redirect target we allowed
    QStringList m_tlsErrors;
    DownloadFailure m_failure;
    Abort m_abort = Abort::None;
    int m_status = 0;
    bool m_decided = false;
    bool m_acceptBody = false;
    bool m_done = false;
    qint64 m_fetched = 0;
    qint64 m_total = -1;
};

} // namespace cudnnsetup
