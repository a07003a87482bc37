// DownloadRequest: everything one Downloader run needs — where the archive comes from, what it
// must be (name, size, SHA-256), where it goes, and how hard to try. The timing fields have
// defaults for real networks; tests shorten them.
#pragma once

#include "core/acquire/download/ProxySettings.h"
#include "core/model/ArchiveTarget.h"

#include <QString>
#include <QUrl>

namespace cudnnsetup {

struct DownloadRequest
{
    // https://developer.download.nvidia.com/compute/cudnn/redist/..., a mirror URL, a file://
    // URL, or a local path (QUrl::fromLocalFile) to the file or to a folder holding it.
    QUrl url;
    ArchiveTarget expected;       // fileName is required; sha256 and size are checked when known
    QString cacheDir;             // the .part and the verified archive live here
    bool allowInsecureHttp = false;   // only for a mirror the user configured explicitly
    int maxRetries = 5;           // further attempts after a failure that made no real progress
    ProxySettings proxy;

    int transferTimeoutMs = 30000;    // no byte for this long = stalled (Qt's default, stated)
    int retryDelayMs = 1000;          // first back-off; doubled per failed attempt...
    int maxRetryDelayMs = 60000;      // ...up to this

    // What the user typed as a source, as a URL: "https://..." and "file://..." stay URLs,
    // anything else ("/mnt/mirror/...", "C:\\mirror", "\\\\server\\share\\...") is a path.
    static QUrl sourceFromUserText(const QString &text);
    // True for an http:// or https:// address (downloaded), false for a folder or file:// (read).
    static bool isWebAddress(const QString &text);
    // True for an http:// address: not encrypted, so taken only where the user said so
    // (--allow-insecure-mirror, the answer file's allow-insecure-mirror, the wizard's tick).
    static bool isPlainHttp(const QString &text);
};

} // namespace cudnnsetup
