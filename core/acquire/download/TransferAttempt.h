// TransferAttempt: one pass at moving bytes into the PartFile — one HTTP request, or one copy
// from a mirror folder. The Downloader decides what happens between attempts (retry, back-off,
// pause, resume); an attempt only reports how it ended, in AttemptResult.
#pragma once

#include "core/acquire/download/DownloadResult.h"

#include <QObject>
#include <QString>

namespace cudnnsetup {

struct AttemptResult
{
    enum class Outcome {
        Complete,    // every byte is in the .part (verification is the Downloader's next step)
        Retryable,   // worth another attempt from the .part's end: dropped, stalled, 5xx
        Failed,      // final: `failure` holds the message
        Aborted,     // abort() was called (pause or cancel)
    };

    Outcome outcome = Outcome::Failed;
    DownloadFailure failure;   // Failed: the whole story. Retryable: only `kind` is set
    int httpStatus = 0;        // for the retry messages
    QString detail;            // Qt's error text for connection failures
};

class TransferAttempt : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void start() = 0;
    // Stops as soon as possible; finished() reports Aborted (possibly before abort() returns).
    virtual void abort() = 0;
    virtual qint64 position() const = 0;   // bytes in the .part now
    virtual qint64 fetched() const = 0;    // bytes this attempt moved (network or share)
    virtual qint64 total() const = 0;      // the source's full size once known, else -1

signals:
    void progressed();
    void notice(const QString &text);
    void finished(const AttemptResult &result);
};

} // namespace cudnnsetup
