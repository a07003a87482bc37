#include "core/acquire/TextFetcher.h"

#include "core/platform/SmallFileReader.h"

#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include <utility>

namespace cudnnsetup {

TextFetcher::TextFetcher(QObject *parent) : QObject(parent)
{
    m_network.setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
}

bool TextFetcher::isLocal(const QString &location)
{
    const QUrl url(location);
    return url.isLocalFile() || url.scheme().isEmpty() || (url.scheme().size() == 1 && location.size() > 2 && location.at(1) == u':');
}

void TextFetcher::setValidators(const QByteArray &etag, const QByteArray &lastModified)
{
    m_askEtag = etag;
    m_askLastModified = lastModified;
}

void TextFetcher::get(const QString &location, bool allowInsecureHttp, int timeoutMs)
{
    abort();
    m_location = location;
    m_etag.clear();
    m_lastModified.clear();
    const QByteArray askEtag = std::exchange(m_askEtag, {});
    const QByteArray askLastModified = std::exchange(m_askLastModified, {});
    if (isLocal(location)) {
        // Deliver asynchronously like a network reply, so callers handle one shape.
        QTimer::singleShot(0, this, [this, location] { readLocal(location); });
        return;
    }
    const QUrl url(location);
    if (url.scheme() != QLatin1String("https") && !(allowInsecureHttp && url.scheme() == QLatin1String("http"))) {
        const QString message = url.scheme() == QLatin1String("http")
            ? tr("%1 is not a secure (https) address. Only a mirror you set up yourself may use plain http; give it with --mirror or in the mirror setting.")
                  .arg(location)
            : tr("%1 is not an address the wizard can fetch from (use https://, a folder, or file://).").arg(location);
        QTimer::singleShot(0, this, [this, message] { emit failed(message, false); });
        return;
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(timeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("cudnn-setup/" CUDNN_SETUP_VERSION));
    if (!askEtag.isEmpty())
        request.setRawHeader("If-None-Match", askEtag);
    if (!askLastModified.isEmpty())
        request.setRawHeader("If-Modified-Since", askLastModified);
    m_reply = m_network.get(request);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > kMaxBytes && m_reply)
            m_reply->abort();
    });
    connect(m_reply, &QNetworkReply::finished, this, &TextFetcher::onReplyFinished);
}

void TextFetcher::abort()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
}

void TextFetcher::readLocal(const QString &location)
{
    const QUrl url(location);
    const QString path = url.isLocalFile() ? url.toLocalFile() : location;
    QString error;
    if (auto bytes = SmallFileReader::read(path, &error, kMaxBytes))
        emit finished(*bytes);
    else
        emit failed(error, false);
}

void TextFetcher::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_etag = reply->rawHeader("ETag");
    m_lastModified = reply->rawHeader("Last-Modified");
    if (reply->error() == QNetworkReply::NoError && status == 304) {
        emit notModified();
        return;
    }
    if (reply->error() == QNetworkReply::NoError && status == 200) {
        emit finished(reply->readAll());
        return;
    }
    QString message;
    const bool unreachable = status == 0 && reply->error() != QNetworkReply::SslHandshakeFailedError;
    if (status == 404)
        message = tr("%1 was not found on the server (404). The release may not exist there; check the release and the mirror address.").arg(m_location);
    else if (status == 403)
        message = tr("The server refused %1 (403).").arg(m_location);
    else if (status >= 400)
        message = tr("The server answered %1 with HTTP %2.").arg(m_location).arg(status);
    else if (reply->error() == QNetworkReply::OperationCanceledError)
        message = tr("%1 took too long to answer, or was larger than a manifest can be.").arg(m_location);
    else if (reply->error() == QNetworkReply::SslHandshakeFailedError)
        message = tr("The secure connection to %1 failed (%2). Check the computer's date and time; a proxy may be intercepting the connection.")
                      .arg(m_location, reply->errorString());
    else
        message = tr("%1 could not be fetched: %2").arg(m_location, reply->errorString());
    emit failed(message, unreachable);
}

} // namespace cudnnsetup
