// DownloadPolicy: the downloader's rules, kept apart from the I/O so they can be read and
// tested on their own — which sources are allowed, which redirects are followed, which failures
// are worth another attempt, and how long to wait before it.
#pragma once

#include <QNetworkReply>
#include <QString>
#include <QUrl>

namespace cudnnsetup {

enum class SourceKind { Https, Http, LocalFile, Unsupported };

class DownloadPolicy
{
public:
    static SourceKind sourceKind(const QUrl &url);
    // The local path of a LocalFile source (file:// URL or plain path).
    static QString localPath(const QUrl &url);

    // Redirects go to https only; a plain-http mirror the user allowed may also redirect to
    // http (the same scheme). Anything else (https -> http, file:, ftp:) is refused.
    static bool redirectAllowed(const QUrl &from, const QUrl &to, bool allowInsecureHttp);

    // Failures that a flaky network or a busy server produce and that another attempt, resuming
    // from the .part, can get past. Certificate, 4xx and proxy-credential failures are final.
    static bool isRetryable(QNetworkReply::NetworkError error);
    static bool isRetryableHttpStatus(int status);

    // Back-off before attempt `failedAttempts` + 1: base * 2^(failedAttempts-1), capped. `jitter`
    // in [-1, 1] spreads it by up to ±20% so a lab of machines does not retry in lock-step.
    static int retryDelayMs(int failedAttempts, int baseMs, int capMs, double jitter = 0.0);

    // An attempt that moved this many bytes counts as progress: the failure count starts over,
    // so a long download on a network that drops every few minutes still completes.
    static constexpr qint64 progressResetBytes = 1 << 20;

    // NVIDIA's own servers: a 403 there means "sign in with the browser", not "fix the mirror".
    static bool isNvidiaHost(const QUrl &url);

    // The archive name becomes a path in the cache: it must be a plain file name.
    static bool isSafeFileName(const QString &fileName);
};

} // namespace cudnnsetup
