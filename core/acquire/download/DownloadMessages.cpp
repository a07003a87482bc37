#include "core/acquire/download/DownloadMessages.h"

#include "core/acquire/download/DownloadPolicy.h"
#include "core/model/DataSize.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

namespace {

DownloadFailure failure(DownloadErrorKind kind, const QString &message)
{
    return DownloadFailure{kind, message};
}

// What to show of a URL: no query string (mirrors may put tokens there) and no user info.
QString shown(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

QString hostOf(const QUrl &url)
{
    return url.host().isEmpty() ? shown(url) : url.host();
}

} // namespace

QString DownloadMessages::size(qint64 bytes)
{
    return dataSizeText(bytes);
}

DownloadFailure DownloadMessages::invalidFileName(const QString &fileName)
{
    return failure(DownloadErrorKind::InvalidRequest,
                   tr("“%1” is not a plain file name, so it cannot be saved in the download folder. "
                      "This is a fault in the release list; please report it.")
                       .arg(fileName));
}

DownloadFailure DownloadMessages::insecureUrl(const QUrl &url)
{
    return failure(DownloadErrorKind::InsecureUrl,
                   tr("%1 is a plain HTTP address, which does not protect the download from being changed "
                      "on the way, so it was not used. Use the https:// address; for a lab mirror that "
                      "only offers HTTP, allow plain HTTP for that mirror explicitly in its settings.")
                       .arg(shown(url)));
}

DownloadFailure DownloadMessages::unsupportedUrl(const QUrl &url)
{
    return failure(DownloadErrorKind::UnsupportedUrl,
                   tr("%1 is not an address this program can download from. Give an https:// address, "
                      "or the folder (or file:// address) of a mirror on a local disk or network share.")
                       .arg(shown(url)));
}

DownloadFailure DownloadMessages::redirectRefused(const QUrl &from, const QUrl &to)
{
    return failure(DownloadErrorKind::InsecureUrl,
                   tr("%1 sent the download on to %2, which is not a secure (https) address, so the "
                      "redirect was not followed. If this is your lab mirror, fix its redirect; otherwise "
                      "a network device may be tampering with the connection.")
                       .arg(shown(from), shown(to)));
}

DownloadFailure DownloadMessages::forbidden(const QUrl &url, int status)
{
    if (DownloadPolicy::isNvidiaHost(url))
        return failure(DownloadErrorKind::Forbidden,
                       tr("NVIDIA refused this download (HTTP %1): this file may need you to sign in. "
                          "Use the browser route: open the download page in your browser, sign in with your "
                          "NVIDIA account, and this wizard picks the file up from your Downloads folder.")
                           .arg(status));
    return failure(DownloadErrorKind::Forbidden,
                   tr("The server %1 refused this download (HTTP %2). Check that the mirror lets this "
                      "computer read the file, or ask its administrator.")
                       .arg(hostOf(url))
                       .arg(status));
}

DownloadFailure DownloadMessages::notFound(const QUrl &url, const QString &fileName)
{
    if (DownloadPolicy::isNvidiaHost(url))
        return failure(DownloadErrorKind::NotFound,
                       tr("NVIDIA's server does not have %1 (HTTP 404 at %2). The release may have been "
                          "moved or withdrawn: choose another release, or check for an update of this program.")
                           .arg(fileName, shown(url)));
    return failure(DownloadErrorKind::NotFound,
                   tr("The mirror %1 does not have %2 (HTTP 404 at %3). Check that the mirror holds this "
                      "cuDNN release in NVIDIA's folder layout (cudnn/redist/cudnn/<platform>/<file>).")
                       .arg(hostOf(url), fileName, shown(url)));
}

DownloadFailure DownloadMessages::httpStatus(const QUrl &url, int status, const QString &reason)
{
    return failure(DownloadErrorKind::HttpError,
                   tr("The server %1 answered HTTP %2 (%3) instead of sending the file. Try again later or "
                      "use another mirror.")
                       .arg(hostOf(url))
                       .arg(status)
                       .arg(reason));
}

DownloadFailure DownloadMessages::serverOffersOtherSize(const QUrl &url, qint64 offered, qint64 expected)
{
    return failure(DownloadErrorKind::SizeMismatch,
                   tr("The file at %1 is %2 bytes, but the archive this release needs is %3 bytes, so it is "
                      "a different file; it was not downloaded. Check that the mirror holds the same release "
                      "as NVIDIA's server.")
                       .arg(shown(url))
                       .arg(offered)
                       .arg(expected));
}

DownloadFailure DownloadMessages::serverKeptFailing(const QUrl &url, int status, int attempts)
{
    return failure(DownloadErrorKind::ServerError,
                   tr("The server %1 kept failing (HTTP %2) in %3 attempts. This is a problem on the server's "
                      "side, usually temporary: try again later, or use a lab mirror.")
                       .arg(hostOf(url))
                       .arg(status)
                       .arg(attempts));
}

DownloadFailure DownloadMessages::stalled(const QUrl &url, int timeoutMs, int attempts, qint64 kept)
{
    QString text = tr("The download from %1 stalled: no data arrived for %2 s, in %3 attempts. The network "
                      "may be down or very slow; check the connection and start the download again.")
                       .arg(hostOf(url))
                       .arg(timeoutMs / 1000.0, 0, 'g', 3)
                       .arg(attempts);
    if (kept > 0)
        text = joinSentences(text, tr("The %1 already downloaded are kept, and the download continues from there.").arg(size(kept)));
    return failure(DownloadErrorKind::Timeout, text);
}

DownloadFailure DownloadMessages::connectionFailed(const QUrl &url, const QString &detail, int attempts, qint64 kept)
{
    QString text = tr("The connection to %1 failed (%2), in %3 attempts. Check the network connection and "
                      "the proxy settings, then start the download again.")
                       .arg(hostOf(url), detail)
                       .arg(attempts);
    if (kept > 0)
        text = joinSentences(text, tr("The %1 already downloaded are kept, and the download continues from there.").arg(size(kept)));
    return failure(DownloadErrorKind::NetworkError, text);
}

DownloadFailure DownloadMessages::proxyFailed(const QString &detail, bool credentialsNeeded)
{
    if (credentialsNeeded)
        return failure(DownloadErrorKind::ProxyError,
                       tr("The proxy asked for a user name and password and did not accept the ones given (%1). "
                          "Enter your proxy account again, or ask your network administrator.")
                           .arg(detail));
    return failure(DownloadErrorKind::ProxyError,
                   tr("The proxy could not be used (%1). Check the proxy settings (system or manual) or choose "
                      "a direct connection.")
                       .arg(detail));
}

DownloadFailure DownloadMessages::tlsFailed(const QUrl &url, const QStringList &errors)
{
    return failure(DownloadErrorKind::TlsError,
                   tr("The secure connection to %1 could not be verified (%2). Check that this computer's date "
                      "and time are correct. A proxy, firewall or antivirus program that inspects HTTPS "
                      "traffic can also cause this; the download never continues over an unverified "
                      "connection.")
                       .arg(hostOf(url), errors.isEmpty() ? tr("TLS handshake failed") : errors.join(u"; ")));
}

DownloadFailure DownloadMessages::sourceMissing(const QString &path)
{
    return failure(DownloadErrorKind::SourceUnreadable,
                   tr("The mirror file %1 does not exist. Check that the share is mounted and holds this "
                      "cuDNN release in NVIDIA's folder layout.")
                       .arg(path));
}

DownloadFailure DownloadMessages::sourceUnreadable(const QString &path, const QString &detail)
{
    return failure(DownloadErrorKind::SourceUnreadable,
                   tr("The mirror file %1 could not be read (%2). Check that the share is reachable and that "
                      "you may read it.")
                       .arg(path, detail));
}

DownloadFailure DownloadMessages::cacheUnwritable(const QString &folder, const QString &detail)
{
    return failure(DownloadErrorKind::CacheUnwritable,
                   tr("The download folder %1 cannot be written (%2). Choose another download folder, or "
                      "fix the permissions of this one.")
                       .arg(folder, detail));
}

DownloadFailure DownloadMessages::diskFull(const QString &folder, qint64 needed, qint64 available)
{
    if (needed < 0)
        return failure(DownloadErrorKind::DiskFull,
                       tr("The disk holding %1 is full (%2 free). Free up space or choose a download folder "
                          "on another drive, then start again.")
                           .arg(folder, size(available)));
    return failure(DownloadErrorKind::DiskFull,
                   tr("There is not enough free space for the download in %1: %2 more are needed, but only %3 "
                      "are free. Free up space or choose a download folder on another drive.")
                       .arg(folder, size(needed), size(available)));
}

DownloadFailure DownloadMessages::checksumMismatch(const QString &fileName, const QByteArray &actual,
                                                   const QByteArray &expected)
{
    return failure(DownloadErrorKind::ChecksumMismatch,
                   tr("The downloaded %1 is damaged or is not the expected archive: its SHA-256 checksum is %2 "
                      "but must be %3. The file was deleted. Start the download again; if this happens again, "
                      "the mirror or a proxy is serving a wrong file.")
                       .arg(fileName, QString::fromLatin1(actual), QString::fromLatin1(expected)));
}

DownloadFailure DownloadMessages::sizeMismatch(const QString &fileName, qint64 actual, qint64 expected)
{
    return failure(DownloadErrorKind::SizeMismatch,
                   tr("The downloaded %1 is %2 bytes but must be %3 bytes, so it is incomplete or a different "
                      "file. The file was deleted. Start the download again; if this happens again, the mirror "
                      "holds a different file.")
                       .arg(fileName)
                       .arg(actual)
                       .arg(expected));
}

DownloadFailure DownloadMessages::cancelled(const QString &partPath, qint64 kept)
{
    if (kept > 0)
        return failure(DownloadErrorKind::Cancelled,
                       tr("The download was cancelled. The %1 already downloaded are kept in %2, so a later "
                          "download continues from there.")
                           .arg(size(kept), partPath));
    return failure(DownloadErrorKind::Cancelled, tr("The download was cancelled."));
}

QString DownloadMessages::checkingCachedCopy(const QString &path)
{
    return tr("Checking the copy already downloaded at %1…").arg(path);
}

QString DownloadMessages::checkingPartialDownload(qint64 bytes)
{
    return tr("Checking the %1 downloaded earlier, to continue from there…").arg(size(bytes));
}

QString DownloadMessages::reusingCachedCopy(const QString &path)
{
    return tr("The archive was already downloaded and verified: %1").arg(path);
}

QString DownloadMessages::resumingAt(qint64 offset, qint64 total)
{
    if (total > 0)
        return tr("Continuing the download at %1 of %2.").arg(size(offset), size(total));
    return tr("Continuing the download at %1.").arg(size(offset));
}

QString DownloadMessages::serverIgnoredResume(const QUrl &url)
{
    return tr("%1 cannot continue an interrupted download, so it starts again from the beginning.")
        .arg(hostOf(url));
}

QString DownloadMessages::retrying(int delayMs, int retry, int maxRetries, const QString &why)
{
    return tr("%1 Trying again in %2 s (retry %3 of %4)…")
        .arg(why)
        .arg((delayMs + 999) / 1000)
        .arg(retry)
        .arg(maxRetries);
}

QString DownloadMessages::verifying(const QString &fileName)
{
    return tr("Verifying %1…").arg(fileName);
}

QString DownloadMessages::earlierPartWasBad()
{
    return tr("The file continued from an earlier download did not check out; downloading it again from "
              "the beginning.");
}

QString DownloadMessages::paused(qint64 kept)
{
    return tr("Paused; %1 downloaded so far.").arg(size(kept));
}

QString DownloadMessages::retryReason(DownloadErrorKind kind, int httpStatus, const QString &detail, int timeoutMs)
{
    switch (kind) {
    case DownloadErrorKind::ServerError:
        return tr("The server answered HTTP %1.").arg(httpStatus);
    case DownloadErrorKind::Timeout:
        return tr("No data arrived for %1 s.").arg(timeoutMs / 1000.0, 0, 'g', 3);
    case DownloadErrorKind::ProxyError:
        return tr("The proxy failed (%1).").arg(detail);
    default:
        return tr("The connection was lost (%1).").arg(detail);
    }
}

} // namespace cudnnsetup
