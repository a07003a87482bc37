#include "core/acquire/download/LocalTransfer.h"

#include "core/acquire/download/DownloadMessages.h"
#include "core/acquire/download/DownloadPolicy.h"
#include "core/acquire/download/PartFile.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

LocalTransfer::LocalTransfer(const DownloadRequest &request, PartFile &part, QObject *parent)
    : TransferAttempt(parent), m_request(request), m_part(part)
{
    // Progress is read from atomics on this thread, not signalled per chunk from the worker.
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &TransferAttempt::progressed);
}

LocalTransfer::~LocalTransfer()
{
    m_stop = true;
    m_worker.waitForFinished();
}

QString LocalTransfer::sourceFile(const DownloadRequest &request)
{
    const QString path = DownloadPolicy::localPath(request.url);
    if (QFileInfo(path).isDir())
        return path + u'/' + request.expected.fileName;
    return path;
}

void LocalTransfer::start()
{
    m_position = m_part.size();
    const QString source = sourceFile(m_request);
    auto *watcher = new QFutureWatcher<AttemptResult>(this);
    connect(watcher, &QFutureWatcher<AttemptResult>::finished, this, &LocalTransfer::onWorkerDone);
    m_worker = QtConcurrent::run([this, source] { return copy(source); });
    watcher->setFuture(m_worker);
    m_poll.start();
}

void LocalTransfer::abort()
{
    m_stop = true;
}

AttemptResult LocalTransfer::copy(const QString &source)
{
    AttemptResult result;
    result.outcome = AttemptResult::Outcome::Failed;
    QFile in(source);
    if (!QFileInfo::exists(source)) {
        result.failure = DownloadMessages::sourceMissing(source);
        return result;
    }
    if (!in.open(QIODevice::ReadOnly)) {
        result.failure = DownloadMessages::sourceUnreadable(source, in.errorString());
        return result;
    }
    const qint64 size = in.size();
    m_total = size;
    const qint64 expected = m_request.expected.size;
    if (expected >= 0 && size != expected) {
        result.failure = DownloadMessages::serverOffersOtherSize(QUrl::fromLocalFile(source), size, expected);
        return result;
    }
    DownloadFailure failure;
    if (m_part.size() > size && !m_part.restart(&failure)) {
        result.failure = failure;
        return result;
    }
    if (m_part.size() > 0 && !in.seek(m_part.size())) {
        result.failure = DownloadMessages::sourceUnreadable(source, in.errorString());
        return result;
    }

    for (;;) {
        if (m_stop.load()) {
            result.outcome = AttemptResult::Outcome::Aborted;
            return result;
        }
        // A fresh array per chunk: it goes on to the hashing thread without another copy.
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        const qint64 got = in.read(chunk.data(), chunk.size());
        if (got < 0) {
            result.failure = DownloadMessages::sourceUnreadable(source, in.errorString());
            return result;
        }
        if (got == 0)
            break;
        chunk.resize(got);
        m_fetched += got;
        if (!m_part.append(chunk, size - m_part.size(), &failure)) {
            result.failure = failure;
            return result;
        }
        m_position = m_part.size();
    }
    result.outcome = AttemptResult::Outcome::Complete;
    return result;
}

void LocalTransfer::onWorkerDone()
{
    if (m_done)
        return;
    m_done = true;
    m_poll.stop();
    emit progressed();
    emit finished(m_worker.result());
}

} // namespace cudnnsetup
