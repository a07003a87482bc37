#include "core/acquire/download/DownloadPolicy.h"

#include <algorithm>
#include <cmath>

namespace cudnnsetup {

SourceKind DownloadPolicy::sourceKind(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == u"https")
        return SourceKind::Https;
    if (scheme == u"http")
        return SourceKind::Http;
    if (scheme == u"file" || (scheme.isEmpty() && !url.path().isEmpty()))
        return SourceKind::LocalFile;
    return SourceKind::Unsupported;
}

QString DownloadPolicy::localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.path();
}

bool DownloadPolicy::redirectAllowed(const QUrl &from, const QUrl &to, bool allowInsecureHttp)
{
    // A target Qt cannot even parse into a host (tests/fuzz found "https://" followed by
    // control bytes) is no place to go, whatever its scheme.
    if (!to.isValid() || to.host().isEmpty())
        return false;
    const QString target = to.scheme().toLower();
    if (target == u"https")
        return true;
    return allowInsecureHttp && target == u"http" && from.scheme().toLower() == u"http";
}

bool DownloadPolicy::isRetryable(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:   // Qt's transfer timeout aborts this way
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::UnknownProxyError:
    case QNetworkReply::ProtocolFailure:
    case QNetworkReply::InternalServerError:
    case QNetworkReply::ServiceUnavailableError:
    case QNetworkReply::UnknownServerError:
        return true;
    default:
        return false;
    }
}

bool DownloadPolicy::isRetryableHttpStatus(int status)
{
    return status == 408 || status == 429 || (status >= 500 && status <= 599);
}

int DownloadPolicy::retryDelayMs(int failedAttempts, int baseMs, int capMs, double jitter)
{
    const int exponent = std::clamp(failedAttempts - 1, 0, 30);
    const double delay = std::min(double(capMs), double(baseMs) * std::pow(2.0, exponent));
    const double spread = 1.0 + 0.2 * std::clamp(jitter, -1.0, 1.0);
    return int(std::lround(std::min(double(capMs), delay * spread)));
}

bool DownloadPolicy::isNvidiaHost(const QUrl &url)
{
    const QString host = url.host().toLower();
    return host == u"nvidia.com" || host.endsWith(u".nvidia.com");
}

bool DownloadPolicy::isSafeFileName(const QString &fileName)
{
    return !fileName.isEmpty() && fileName != u"." && fileName != u".." && !fileName.contains(u'/')
        && !fileName.contains(u'\\') && !fileName.contains(u':') && !fileName.contains(QChar(0));
}

} // namespace cudnnsetup
