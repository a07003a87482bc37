#include "core/acquire/download/HttpTransfer.h"

#include "core/acquire/download/DownloadMessages.h"
#include "core/acquire/download/DownloadPolicy.h"
#include "core/acquire/download/HttpHeaders.h"
#include "core/acquire/download/PartFile.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSslError>
#include <QStorageInfo>

namespace cudnnsetup {

namespace {

QByteArray lastHeaderValue(const QNetworkReply &reply, const QByteArray &name)
{
    return HttpHeaders::lastValue(reply.rawHeader(name));
}

} // namespace

HttpTransfer::HttpTransfer(QNetworkAccessManager &manager, const DownloadRequest &request, PartFile &part,
                           QObject *parent)
    : TransferAttempt(parent), m_manager(manager), m_request(request), m_part(part)
{
}

HttpTransfer::~HttpTransfer()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

qint64 HttpTransfer::position() const
{
    return m_part.size();
}

void HttpTransfer::start()
{
    QNetworkRequest request(m_request.url);
    // UserVerified rather than Qt's default NoLessSafe: each hop goes through
    // DownloadPolicy::redirectAllowed (https only, http only for an http mirror the user
    // allowed, never file: or other schemes), and a refusal names both addresses to the user.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(10);
    // A stall (no byte for this long) ends the attempt; the Downloader resumes from the .part.
    // (Qt 6.4 has no TransferTimeoutAttribute; setTransferTimeout is the 5.15+ API, and Qt 6.4
    // reports the timeout as OperationCanceledError.)
    request.setTransferTimeout(m_request.transferTimeoutMs);
    // One large file gains nothing from HTTP/2 multiplexing, and the memory bound that
    // setReadBufferSize gives was measured (tests/perf/DownloadBenchmark.cpp) over HTTP/1.1.
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    // Byte offsets, sizes and checksums all refer to the file as stored: no transfer encoding.
    request.setRawHeader("Accept-Encoding", "identity");
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("cudnn-setup/" CUDNN_SETUP_VERSION));
    if (m_part.size() > 0)
        request.setRawHeader("Range", "bytes=" + QByteArray::number(m_part.size()) + '-');

    m_currentUrl = m_request.url;
    m_reply = m_manager.get(request);
    m_reply->setReadBufferSize(readBufferBytes);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &HttpTransfer::onMetaDataChanged);
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpTransfer::onReadyRead);
    connect(m_reply, &QNetworkReply::redirected, this, &HttpTransfer::onRedirected);
    connect(m_reply, &QNetworkReply::finished, this, &HttpTransfer::onFinished);
    // Recorded for the message only; ignoreSslErrors() is never called.
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        for (const QSslError &error : errors)
            m_tlsErrors << error.errorString();
    });
}

void HttpTransfer::abort()
{
    if (m_done || !m_reply)
        return;
    if (m_abort == Abort::None)
        m_abort = Abort::ByCaller;
    m_reply->abort();
}

void HttpTransfer::failAndAbort(const DownloadFailure &failure)
{
    m_failure = failure;
    m_abort = Abort::Failed;
    m_reply->abort();
}

void HttpTransfer::onRedirected(const QUrl &target)
{
    // Judged against our own record of the hop: by now the reply's url() may already be the
    // target, which would let an https -> http hop look like http -> http.
    if (DownloadPolicy::redirectAllowed(m_currentUrl, target, m_request.allowInsecureHttp)) {
        m_currentUrl = target;
        emit m_reply->redirectAllowed();
    } else {
        failAndAbort(DownloadMessages::redirectRefused(m_currentUrl, target));
    }
}

void HttpTransfer::onMetaDataChanged()
{
    checkHeaders();
}

bool HttpTransfer::checkHeaders()
{
    if (m_decided)
        return m_acceptBody;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0 || (status >= 300 && status < 400))
        return false;   // no answer yet, or a redirect hop still being followed
    m_decided = true;
    m_status = status;
    if (status != 200 && status != 206)
        return false;   // the body is an error page; onFinished() reports the status

    if (status == 206) {
        const auto range = HttpHeaders::parseContentRange(lastHeaderValue(*m_reply, "Content-Range"));
        if (!range || range->first != m_part.size()) {
            // Not the bytes we asked for: take nothing from this answer and start over at zero.
            DownloadFailure failure;
            if (!m_part.restart(&failure)) {
                failAndAbort(failure);
                return false;
            }
            m_abort = Abort::Restart;
            m_reply->abort();
            return false;
        }
        m_total = range->total;
    } else {
        m_total = HttpHeaders::parseContentLength(lastHeaderValue(*m_reply, "Content-Length")).value_or(-1);
        if (m_part.size() > 0) {
            // The server ignored Range and sends the whole file: the .part must start afresh.
            emit notice(DownloadMessages::serverIgnoredResume(m_request.url));
            DownloadFailure failure;
            if (!m_part.restart(&failure)) {
                failAndAbort(failure);
                return false;
            }
        }
    }

    const qint64 expected = m_request.expected.size;
    if (expected >= 0 && m_total >= 0 && m_total != expected) {
        failAndAbort(DownloadMessages::serverOffersOtherSize(m_reply->url(), m_total, expected));
        return false;
    }
    const qint64 size = m_total >= 0 ? m_total : expected;
    const QStorageInfo storage(m_part.folder());
    if (size >= 0 && storage.isValid() && storage.bytesAvailable() < size - m_part.size()) {
        failAndAbort(DownloadMessages::diskFull(m_part.folder(), size - m_part.size(), storage.bytesAvailable()));
        return false;
    }
    m_acceptBody = true;
    return true;
}

void HttpTransfer::onReadyRead()
{
    if (m_abort != Abort::None || !m_reply)
        return;
    if (!checkHeaders()) {
        if (m_reply && !m_done)   // checkHeaders() may have aborted, and finished, the reply
            m_fetched += m_reply->skip(m_reply->bytesAvailable());   // error page or redirect body
        return;
    }
    const qint64 expected = m_request.expected.size;
    const qint64 size = m_total >= 0 ? m_total : expected;
    while (m_reply->bytesAvailable() > 0) {
        // A fresh array per chunk: it goes on to the hashing thread without another copy.
        const QByteArray chunk = m_reply->read(std::min<qint64>(m_reply->bytesAvailable(), chunkBytes));
        const qint64 got = chunk.size();
        if (got <= 0)
            break;
        m_fetched += got;
        if (expected >= 0 && m_part.size() + got > expected) {
            const qint64 actual = m_part.size() + got;
            m_part.remove();   // longer than the archive: not the archive
            failAndAbort(DownloadMessages::sizeMismatch(m_request.expected.fileName, actual, expected));
            return;
        }
        DownloadFailure failure;
        if (!m_part.append(chunk, size >= 0 ? size - m_part.size() : -1, &failure)) {
            failAndAbort(failure);
            return;
        }
    }
    emit progressed();
}

void HttpTransfer::onFinished()
{
    if (m_done)
        return;
    if (m_abort == Abort::None && m_reply->error() == QNetworkReply::NoError && m_reply->bytesAvailable() > 0) {
        onReadyRead();
        if (m_done)
            return;
    }
    finish(classify());
}

AttemptResult HttpTransfer::classify()
{
    AttemptResult result;
    const QUrl url = m_reply->url();
    if (m_abort == Abort::ByCaller) {
        result.outcome = AttemptResult::Outcome::Aborted;
        return result;
    }
    if (m_abort == Abort::Failed) {
        result.outcome = AttemptResult::Outcome::Failed;
        result.failure = m_failure;
        return result;
    }
    if (m_abort == Abort::Restart) {
        result.outcome = AttemptResult::Outcome::Retryable;
        result.failure.kind = DownloadErrorKind::NetworkError;
        result.detail = tr("the server sent a different part of the file than asked for");
        return result;
    }

    const QNetworkReply::NetworkError error = m_reply->error();
    const int status = m_status ? m_status : m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.httpStatus = status;
    result.detail = m_reply->errorString();

    if (status >= 400) {
        const QString reason = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        result.outcome = AttemptResult::Outcome::Failed;
        if (status == 407)
            result.failure = DownloadMessages::proxyFailed(m_reply->errorString(), true);
        else if (status == 401 || status == 403)
            result.failure = DownloadMessages::forbidden(url, status);
        else if (status == 404 || status == 410)
            result.failure = DownloadMessages::notFound(url, m_request.expected.fileName);
        else if (DownloadPolicy::isRetryableHttpStatus(status)) {
            result.outcome = AttemptResult::Outcome::Retryable;
            result.failure.kind = DownloadErrorKind::ServerError;
        } else if (status == 416) {
            // Our .part is longer than the server's file: a different file. Start over; the
            // size check on the next answer then explains what is wrong.
            m_part.remove();
            result.outcome = AttemptResult::Outcome::Retryable;
            result.failure.kind = DownloadErrorKind::HttpError;
        } else
            result.failure = DownloadMessages::httpStatus(url, status, reason);
        return result;
    }

    if (error == QNetworkReply::NoError) {
        const qint64 expected = m_request.expected.size >= 0 ? m_request.expected.size : m_total;
        if (expected >= 0 && m_part.size() < expected) {
            result.outcome = AttemptResult::Outcome::Retryable;   // closed early without an error
            result.failure.kind = DownloadErrorKind::NetworkError;
            result.detail = tr("the connection ended before the whole file arrived");
            return result;
        }
        result.outcome = AttemptResult::Outcome::Complete;
        return result;
    }

    if (!m_tlsErrors.isEmpty() || error == QNetworkReply::SslHandshakeFailedError) {
        result.outcome = AttemptResult::Outcome::Failed;
        result.failure = DownloadMessages::tlsFailed(url, m_tlsErrors);
        return result;
    }
    if (error == QNetworkReply::ProxyAuthenticationRequiredError) {
        result.outcome = AttemptResult::Outcome::Failed;
        result.failure = DownloadMessages::proxyFailed(m_reply->errorString(), true);
        return result;
    }
    if (error == QNetworkReply::InsecureRedirectError || error == QNetworkReply::TooManyRedirectsError) {
        result.outcome = AttemptResult::Outcome::Failed;
        result.failure = DownloadMessages::httpStatus(url, status, m_reply->errorString());
        return result;
    }
    if (DownloadPolicy::isRetryable(error)) {
        result.outcome = AttemptResult::Outcome::Retryable;
        if (error == QNetworkReply::TimeoutError || error == QNetworkReply::OperationCanceledError)
            result.failure.kind = DownloadErrorKind::Timeout;
        else if (error >= QNetworkReply::ProxyConnectionRefusedError && error <= QNetworkReply::UnknownProxyError)
            result.failure.kind = DownloadErrorKind::ProxyError;
        else
            result.failure.kind = DownloadErrorKind::NetworkError;
        return result;
    }
    result.outcome = AttemptResult::Outcome::Failed;
    result.failure = DownloadMessages::connectionFailed(url, m_reply->errorString(), 1, m_part.size());
    return result;
}

void HttpTransfer::finish(AttemptResult result)
{
    m_done = true;
    m_reply->disconnect(this);
    m_reply->deleteLater();
    m_reply = nullptr;
    emit finished(result);
}

} // namespace cudnnsetup
