#include "core/acquire/download/Downloader.h"

#include "core/acquire/download/DownloadCache.h"
#include "core/acquire/download/DownloadMessages.h"
#include "core/acquire/download/DownloadPolicy.h"
#include "core/acquire/download/HttpTransfer.h"
#include "core/acquire/download/LocalTransfer.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStorageInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

Downloader::Downloader(QObject *parent) : QObject(parent)
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &Downloader::startAttempt);
    connect(&m_preparation, &QFutureWatcher<Preparation>::finished, this, &Downloader::onPrepared);
    connect(&m_manager, &QNetworkAccessManager::proxyAuthenticationRequired, this,
            &Downloader::proxyAuthenticationRequired);
}

Downloader::~Downloader()
{
    m_cancelWork = true;
    m_preparation.waitForFinished();
    // Before the members go: an attempt refers to m_part and m_manager.
    delete m_attempt;
}

void Downloader::start(const DownloadRequest &request)
{
    if (m_state != State::Idle && m_state != State::Finished)
        return;
    m_request = request;
    if (m_request.cacheDir.isEmpty())
        m_request.cacheDir = DownloadCache::defaultDirectory();
    m_pauseRequested = m_cancelRequested = false;
    m_cancelWork = false;
    m_failures = m_attempts = 0;
    m_retriedFromZero = false;
    m_fetched = m_resumedFrom = 0;
    m_sourceTotal = -1;
    m_lastProgressMs = -1;
    m_clock.start();
    m_rate.reset();

    const QString &fileName = m_request.expected.fileName;
    if (!DownloadPolicy::isSafeFileName(fileName))
        return fail(DownloadMessages::invalidFileName(fileName));
    switch (DownloadPolicy::sourceKind(m_request.url)) {
    case SourceKind::Https:
        m_localSource = false;
        break;
    case SourceKind::Http:
        if (!m_request.allowInsecureHttp)
            return fail(DownloadMessages::insecureUrl(m_request.url));
        m_localSource = false;
        break;
    case SourceKind::LocalFile:
        m_localSource = true;
        break;
    case SourceKind::Unsupported:
        return fail(DownloadMessages::unsupportedUrl(m_request.url));
    }
    if (!QDir().mkpath(m_request.cacheDir))
        return fail(DownloadMessages::cacheUnwritable(m_request.cacheDir, tr("the folder could not be created")));

    m_request.proxy.applyTo(m_manager);
    m_part.setLocation(m_request.cacheDir, fileName);
    if (QFileInfo::exists(m_part.finalPath()))
        emit statusChanged(DownloadMessages::checkingCachedCopy(m_part.finalPath()));
    else if (const qint64 earlier = QFileInfo(m_part.partPath()).size(); earlier > 0)
        emit statusChanged(DownloadMessages::checkingPartialDownload(earlier));
    setState(State::Checking);
    m_preparation.setFuture(QtConcurrent::run([this] { return prepare(); }));
}

Downloader::Preparation Downloader::prepare()
{
    Preparation preparation;
    const ArchiveTarget &expected = m_request.expected;
    const QString finalPath = m_part.finalPath();
    if (expected.hasChecksum() && QFileInfo::exists(finalPath)) {
        if (DownloadCache::matches(finalPath, expected, &m_cancelWork)) {
            preparation.reused = true;
            return preparation;
        }
        // Provably not the archive (or the check was cancelled): never leave a file under the
        // final name that could be taken for it.
        if (!m_cancelWork)
            QFile::remove(finalPath);
    }
    if (!m_cancelWork)
        m_part.adoptExisting(expected.size, &m_cancelWork, &preparation.error);
    return preparation;
}

void Downloader::onPrepared()
{
    if (m_state != State::Checking)
        return;
    const Preparation preparation = m_preparation.result();
    if (m_cancelRequested)
        return fail(DownloadMessages::cancelled(m_part.partPath(), QFileInfo(m_part.partPath()).size()));
    if (preparation.reused) {
        emit statusChanged(DownloadMessages::reusingCachedCopy(m_part.finalPath()));
        DownloadResult result;
        result.ok = true;
        result.reused = true;
        result.path = m_part.finalPath();
        result.sha256 = m_request.expected.sha256.toLower();
        return finishWith(result);
    }
    if (!preparation.error.isEmpty())
        return fail(DownloadMessages::cacheUnwritable(m_request.cacheDir, preparation.error));

    m_resumedFrom = m_part.size();
    const qint64 expectedSize = m_request.expected.size;
    if (expectedSize >= 0 && m_part.size() == expectedSize)
        return commit();   // a run was stopped after the last byte but before the rename
    if (m_part.size() > 0)
        emit statusChanged(DownloadMessages::resumingAt(m_part.size(), expectedSize));
    // Fail before the first byte rather than with a full disk at 90%.
    const QStorageInfo storage(m_request.cacheDir);
    if (expectedSize >= 0 && storage.isValid() && storage.bytesAvailable() < expectedSize - m_part.size())
        return fail(DownloadMessages::diskFull(m_request.cacheDir, expectedSize - m_part.size(), storage.bytesAvailable()));
    if (m_pauseRequested) {
        setState(State::Paused);
        emit statusChanged(DownloadMessages::paused(m_part.size()));
        return;
    }
    startAttempt();
}

void Downloader::startAttempt()
{
    DownloadFailure failure;
    if (!m_part.open(&failure))
        return fail(failure);
    if (m_localSource)
        m_attempt = new LocalTransfer(m_request, m_part, this);
    else
        m_attempt = new HttpTransfer(m_manager, m_request, m_part, this);
    connect(m_attempt, &TransferAttempt::progressed, this, [this] { emitProgress(false); });
    connect(m_attempt, &TransferAttempt::notice, this, &Downloader::statusChanged);
    connect(m_attempt, &TransferAttempt::finished, this, &Downloader::onAttemptFinished);
    ++m_attempts;
    m_rate.reset();
    setState(State::Transferring);
    m_attempt->start();
}

void Downloader::onAttemptFinished(const AttemptResult &result)
{
    TransferAttempt *attempt = m_attempt;
    m_attempt = nullptr;
    const qint64 fetched = attempt->fetched();
    m_fetched += fetched;
    if (attempt->total() >= 0)
        m_sourceTotal = attempt->total();
    attempt->disconnect(this);
    attempt->deleteLater();
    emitProgress(true);

    if (result.outcome == AttemptResult::Outcome::Complete && !m_cancelRequested)
        return commit();
    m_part.close();
    if (m_cancelRequested)
        return fail(DownloadMessages::cancelled(m_part.partPath(), QFileInfo(m_part.partPath()).size()));
    if (result.outcome == AttemptResult::Outcome::Failed)
        return fail(result.failure);
    if (m_pauseRequested) {
        setState(State::Paused);
        emit statusChanged(DownloadMessages::paused(m_part.size()));
        return;
    }
    retryOrGiveUp(result, fetched);
}

void Downloader::retryOrGiveUp(const AttemptResult &result, qint64 fetched)
{
    if (fetched >= DownloadPolicy::progressResetBytes)
        m_failures = 0;
    ++m_failures;
    if (m_failures > m_request.maxRetries) {
        const QUrl &url = m_request.url;
        switch (result.failure.kind) {
        case DownloadErrorKind::ServerError:
            return fail(DownloadMessages::serverKeptFailing(url, result.httpStatus, m_attempts));
        case DownloadErrorKind::Timeout:
            return fail(DownloadMessages::stalled(url, m_request.transferTimeoutMs, m_attempts, m_part.size()));
        case DownloadErrorKind::ProxyError:
            return fail(DownloadMessages::proxyFailed(result.detail, false));
        case DownloadErrorKind::HttpError:
            return fail(DownloadMessages::httpStatus(url, result.httpStatus, result.detail));
        default:
            return fail(DownloadMessages::connectionFailed(url, result.detail, m_attempts, m_part.size()));
        }
    }
    const double jitter = QRandomGenerator::global()->generateDouble() * 2.0 - 1.0;
    const int delay = DownloadPolicy::retryDelayMs(m_failures, m_request.retryDelayMs, m_request.maxRetryDelayMs, jitter);
    const QString why = DownloadMessages::retryReason(result.failure.kind, result.httpStatus, result.detail,
                                                      m_request.transferTimeoutMs);
    emit statusChanged(DownloadMessages::retrying(delay, m_failures, m_request.maxRetries, why));
    setState(State::WaitingToRetry);
    m_retryTimer.start(delay);
}

void Downloader::commit()
{
    emit statusChanged(DownloadMessages::verifying(m_request.expected.fileName));
    const QByteArray sha256 = m_part.sha256();
    DownloadFailure failure;
    if (!m_part.commit(m_request.expected, &failure)) {
        // The .part an earlier run left may be what is bad (written by another version, or
        // damaged on disk): fetch the whole file once more before blaming the source.
        if (m_resumedFrom > 0 && !m_retriedFromZero) {
            m_retriedFromZero = true;
            m_resumedFrom = 0;
            emit statusChanged(DownloadMessages::earlierPartWasBad());
            return startAttempt();
        }
        DownloadResult result;
        result.sha256 = sha256;
        result.error = failure.kind;
        result.message = failure.message;
        return finishWith(result);
    }
    DownloadResult result;
    result.ok = true;
    result.path = m_part.finalPath();
    result.sha256 = sha256;
    finishWith(result);
}

void Downloader::fail(const DownloadFailure &failure)
{
    DownloadResult result;
    result.error = failure.kind;
    result.message = failure.message;
    finishWith(result);
}

void Downloader::finishWith(DownloadResult result)
{
    m_retryTimer.stop();
    m_part.close();
    result.bytesFetched = m_fetched;
    result.resumedFrom = m_resumedFrom;
    result.attempts = m_attempts;
    setState(State::Finished);
    // Queued, so that a failure found inside start() or cancel() still reaches a caller that
    // connects or waits after the call returns, and never re-enters it.
    QMetaObject::invokeMethod(this, [this, result] { emit finished(result); }, Qt::QueuedConnection);
}

void Downloader::pause()
{
    switch (m_state) {
    case State::Checking:
        m_pauseRequested = true;
        break;
    case State::Transferring:
        m_pauseRequested = true;
        m_attempt->abort();
        break;
    case State::WaitingToRetry:
        m_retryTimer.stop();
        m_pauseRequested = true;
        setState(State::Paused);
        emit statusChanged(DownloadMessages::paused(m_part.size()));
        break;
    default:
        break;
    }
}

void Downloader::resume()
{
    if (m_state == State::Checking) {
        m_pauseRequested = false;
    } else if (m_state == State::Paused) {
        m_pauseRequested = false;
        m_failures = 0;   // the user asked again: a fresh set of retries
        startAttempt();
    }
}

void Downloader::cancel()
{
    switch (m_state) {
    case State::Checking:
        m_cancelRequested = true;
        m_cancelWork = true;
        break;
    case State::Transferring:
        m_cancelRequested = true;
        m_attempt->abort();
        break;
    case State::WaitingToRetry:
    case State::Paused:
        m_cancelRequested = true;
        fail(DownloadMessages::cancelled(m_part.partPath(), QFileInfo(m_part.partPath()).size()));
        break;
    default:
        break;
    }
}

void Downloader::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    if (state != State::Transferring)
        m_rate.reset();
    emit stateChanged(state);
}

qint64 Downloader::totalSize() const
{
    if (m_request.expected.size >= 0)
        return m_request.expected.size;
    if (m_attempt && m_attempt->total() >= 0)
        return m_attempt->total();
    return m_sourceTotal;
}

void Downloader::emitProgress(bool force)
{
    // While a copy runs on its worker thread the .part belongs to it: ask the attempt.
    const qint64 received = m_attempt ? m_attempt->position() : m_part.size();
    const qint64 now = m_clock.elapsed();
    m_rate.sample(received, now);
    if (!force && m_lastProgressMs >= 0 && now - m_lastProgressMs < 100)
        return;
    m_lastProgressMs = now;
    const qint64 total = totalSize();
    emit progress(received, total, m_rate.bytesPerSecond(), total >= 0 ? m_rate.secondsLeft(total - received) : -1);
}

} // namespace cudnnsetup
