// DownloadResult: what one Downloader run ends with — the verified archive's path, or the kind
// of failure and a translated sentence saying what went wrong and what to do. The kinds are
// what the GUI and CLI branch on (offer the browser route on Forbidden, a mirror on NotFound...).
#pragma once

#include <QByteArray>
#include <QString>

namespace cudnnsetup {

enum class DownloadErrorKind {
    None,
    InvalidRequest,    // no file name, or one that is not a plain file name
    InsecureUrl,       // http:// without allowInsecureHttp, or a redirect that would lower security
    UnsupportedUrl,    // ftp://, data:, ... — neither http(s) nor a file path
    Forbidden,         // 401/403: NVIDIA wants a sign-in for this file, or the mirror refuses us
    NotFound,          // 404/410: not on this server or mirror
    ServerError,       // 5xx (and 408/429) that did not go away after the retries
    HttpError,         // any other HTTP status we cannot act on
    Timeout,           // stalled: no data for the transfer timeout, after the retries
    NetworkError,      // connection refused/reset, DNS, ... after the retries
    TlsError,          // the server's certificate could not be verified; never ignored
    ProxyError,        // proxy unreachable or it wants credentials we did not get
    SourceUnreadable,  // mirror folder / file:// source missing or unreadable
    CacheUnwritable,   // cache folder cannot be created or written
    DiskFull,          // not enough free space for the rest of the archive
    ChecksumMismatch,  // the bytes are not the archive the manifest describes (file deleted)
    SizeMismatch,      // the file (or what the server offers) has the wrong size
    Cancelled,
};

// Internal currency between the pieces of the downloader: a failure already put into words.
struct DownloadFailure
{
    DownloadErrorKind kind = DownloadErrorKind::None;
    QString message;
};

struct DownloadResult
{
    using ErrorKind = DownloadErrorKind;

    bool ok = false;
    QString path;              // <cacheDir>/<fileName> when ok
    QByteArray sha256;         // lower-case hex of what is at `path` (or of the bad file)
    qint64 bytesFetched = 0;   // body bytes transferred by this run (0 when reused)
    qint64 resumedFrom = 0;    // bytes already in the .part when this run first continued it
    bool reused = false;       // a verified archive was already in the cache; nothing fetched
    int attempts = 0;          // requests (or copy passes) made by this run
    ErrorKind error = ErrorKind::None;
    QString message;           // translated; empty when ok
};

} // namespace cudnnsetup
