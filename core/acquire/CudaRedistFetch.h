// CudaRedistFetch: the CUDA pieces of a profile from NVIDIA's CUDA redist server or a lab mirror
// on http(s) — reads redistrib_<release>.json there, then downloads the profile's archives one
// after another through the Downloader (resume, size and SHA-256 checks, the download cache,
// the proxy), the way ArchiveFetch gets the cuDNN archive. It ends with the same
// CudaRedistChoice a local folder gives (CudaRedistFolder), its archives in the cache and already
// verified.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaRedistFolder.h"

#include <QObject>

namespace cudnnsetup {

class CudaRedistFetch : public QObject
{
    Q_OBJECT

public:
    explicit CudaRedistFetch(QObject *parent = nullptr);

    // NVIDIA's CUDA redist folder.
    static QString nvidiaBaseUrl();

    // Answers with finished().
    void start(const FetchSource &source, const Version &release, CudaProfile profile, const QString &platform);
    void cancel();

signals:
    void statusChanged(const QString &text);
    // The archive being downloaded.
    void progress(const QString &fileName, qint64 received, qint64 total);
    void finished(const cudnnsetup::CudaRedistChoice &choice);

private:
    void onManifest(const QByteArray &json);
    void next();
    void finish(const QString &problem);

    TextFetcher m_fetcher;
    Downloader m_downloader;
    FetchSource m_source;
    CudaProfile m_profile = CudaProfile::Runtime;
    QString m_platform;
    Version m_release;
    QList<CudaComponentArchive> m_queue;
    QString m_current;
    CudaRedistChoice m_choice;
};

} // namespace cudnnsetup
