// ArchiveFetch: the "download from NVIDIA (or a lab mirror)" route, end to end, shared by the
// Source page and `cudnn-setup fetch`. Two steps, because the user must accept the license in
// between: resolve() reads the release's redist manifest and turns the wanted build into an
// ArchiveTarget with its checksum and size; download() then fetches and verifies it.
#pragma once

#include "core/acquire/TextFetcher.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/download/DownloadResult.h"
#include "core/acquire/download/Downloader.h"
#include "core/model/ArchiveTarget.h"

#include <QObject>

namespace cudnnsetup {

struct FetchSource
{
    QString baseUrl;                 // the folder holding redistrib_<label>.json (NVIDIA's or a mirror)
    bool fromMirror = false;         // baseUrl is a lab mirror (its checksums are its own), not NVIDIA's server
    bool allowInsecureHttp = false;  // a plain http:// mirror the user consented to (--allow-insecure-mirror)
    QString cacheDir;                // empty: DownloadCache::defaultDirectory()
    ProxySettings proxy;

    // The download of `target` (its relative_path under baseUrl) into the cache, as these settings say.
    DownloadRequest downloadOf(const ArchiveTarget &target) const;
};

class ArchiveFetch : public QObject
{
    Q_OBJECT

public:
    explicit ArchiveFetch(QObject *parent = nullptr);

    // `wanted`: release (4 parts), platform and CUDA major. Answers with resolved() or failed().
    void resolve(const ArchiveTarget &wanted, const FetchSource &source);
    // After resolved(): fetch the archive. Answers with finished().
    void download();
    void pause() { m_downloader.pause(); }
    void resume() { m_downloader.resume(); }
    void cancel();

    const ArchiveTarget &target() const { return m_target; }
    // For a target whose checksum only a mirror gives (ArchiveTarget::checksumFromMirrorOnly): the
    // translated sentence that says so, for the fetch output, the provision report and the wizard;
    // else empty.
    static QString checksumNote(const ArchiveTarget &target);
    QString licenseUrl() const { return m_licenseUrl; }
    Downloader &downloader() { return m_downloader; }

signals:
    void resolved(const cudnnsetup::ArchiveTarget &target, const QString &licenseUrl);
    // `unreachable`: the server gave no answer at all (TextFetcher::failed).
    void failed(const QString &message, bool unreachable);
    void progress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    void statusChanged(const QString &text);
    void finished(const cudnnsetup::DownloadResult &result);

private:
    void onManifest(const QByteArray &json);

    TextFetcher m_fetcher;
    Downloader m_downloader;
    FetchSource m_source;
    ArchiveTarget m_wanted;
    ArchiveTarget m_target;
    QString m_licenseUrl;
};

} // namespace cudnnsetup
