// DownloadMessages: every sentence the downloader shows the user, translated, in one place so
// the wording stays consistent and translators find them together. Each failure says what
// happened, with the file, server or folder involved, and what to do next.
#pragma once

#include "core/acquire/download/DownloadResult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace cudnnsetup {

class DownloadMessages
{
    Q_DECLARE_TR_FUNCTIONS(DownloadMessages)

public:
    // Refusals before anything is fetched.
    static DownloadFailure invalidFileName(const QString &fileName);
    static DownloadFailure insecureUrl(const QUrl &url);
    static DownloadFailure unsupportedUrl(const QUrl &url);
    static DownloadFailure redirectRefused(const QUrl &from, const QUrl &to);

    // Answers from the server.
    static DownloadFailure forbidden(const QUrl &url, int status);
    static DownloadFailure notFound(const QUrl &url, const QString &fileName);
    static DownloadFailure httpStatus(const QUrl &url, int status, const QString &reason);
    static DownloadFailure serverOffersOtherSize(const QUrl &url, qint64 offered, qint64 expected);

    // Given up after the retries. `attempts` counts every request made for this download.
    static DownloadFailure serverKeptFailing(const QUrl &url, int status, int attempts);
    static DownloadFailure stalled(const QUrl &url, int timeoutMs, int attempts, qint64 kept);
    static DownloadFailure connectionFailed(const QUrl &url, const QString &detail, int attempts, qint64 kept);
    static DownloadFailure proxyFailed(const QString &detail, bool credentialsNeeded);
    static DownloadFailure tlsFailed(const QUrl &url, const QStringList &errors);

    // Mirror folders and file:// sources.
    static DownloadFailure sourceMissing(const QString &path);
    static DownloadFailure sourceUnreadable(const QString &path, const QString &detail);

    // The cache folder and the disk.
    static DownloadFailure cacheUnwritable(const QString &folder, const QString &detail);
    static DownloadFailure diskFull(const QString &folder, qint64 needed, qint64 available);

    // Verification (the bad file is always deleted before these are reported).
    static DownloadFailure checksumMismatch(const QString &fileName, const QByteArray &actual, const QByteArray &expected);
    static DownloadFailure sizeMismatch(const QString &fileName, qint64 actual, qint64 expected);

    static DownloadFailure cancelled(const QString &partPath, qint64 kept);

    // Progress notes (statusChanged): not failures.
    static QString checkingCachedCopy(const QString &path);
    static QString checkingPartialDownload(qint64 bytes);
    static QString reusingCachedCopy(const QString &path);
    static QString resumingAt(qint64 offset, qint64 total);
    static QString serverIgnoredResume(const QUrl &url);
    static QString retrying(int delayMs, int retry, int maxRetries, const QString &why);
    static QString verifying(const QString &fileName);
    static QString earlierPartWasBad();
    static QString paused(qint64 kept);
    // The short reason shown with "trying again": the failure kind of one attempt, in a sentence.
    static QString retryReason(DownloadErrorKind kind, int httpStatus, const QString &detail, int timeoutMs);

    // Human sizes ("1.5 GiB") in the user's locale.
    static QString size(qint64 bytes);
};

} // namespace cudnnsetup
