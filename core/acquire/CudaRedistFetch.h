// CudaRedistFetch: the CUDA pieces of a profile from NVIDIA's CUDA redist server or a lab mirror
// on http(s) — reads redistrib_<release>.json there, then downloads the profile's archives one
// after another through the Downloader (resume, size and SHA-256 checks, the download cache,
// the proxy), the way ArchiveFetch gets the cuDNN archive. It ends with the same
// CudaRedistChoice a local folder gives (CudaRedistFolder), its archives in the cache and already
// verified.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaRedistFolder.h"

#include "core/model/SystemReport.h"

#include <QObject>

#include <functional>

namespace cudnnsetup {

// What a CUDA release offers a platform: the download of each profile (the wizard shows these
// before anything is fetched).
struct CudaProfileSizes
{
    Version release;
    QString platform;
    qint64 runtimeBytes = -1;   // -1: the release lacks a component of the profile there
    qint64 developBytes = -1;
    QString problem;            // translated: why the list could not be read; empty when read

    bool ok() const { return problem.isEmpty(); }
    qint64 bytes(CudaProfile profile) const { return profile == CudaProfile::Runtime ? runtimeBytes : developBytes; }
};

class CudaRedistFetch : public QObject
{
    Q_OBJECT

public:
    explicit CudaRedistFetch(QObject *parent = nullptr);

    // NVIDIA's CUDA redist folder.
    static QString nvidiaBaseUrl();

    // Answers with finished().
    void start(const FetchSource &source, const Version &release, CudaProfile profile, const QString &platform);
    // start() and waits for it on a local event loop (the command line and provisioning, which
    // run in one thread); `status` and `progress` are told what the signals say.
    static CudaRedistChoice fetchNow(const FetchSource &source, const Version &release, CudaProfile profile,
                                     const QString &platform, const std::function<void(const QString &)> &status,
                                     const std::function<void(const QString &, qint64, qint64)> &progress);
    // The release to fetch for a cuDNN build of CUDA `cudaMajor`: `asked` when valid, else the
    // newest of that major the machine of `report` runs (CudaToolkitChooser); nullopt with `why`.
    static std::optional<Version> releaseFor(const Version &asked, const SystemReport &report, int cudaMajor, QString *why);
    // Reads only the release's list of files and answers with surveyed(): nothing is downloaded.
    void survey(const FetchSource &source, const Version &release, const QString &platform);
    void cancel();

signals:
    void statusChanged(const QString &text);
    // The archive being downloaded.
    void progress(const QString &fileName, qint64 received, qint64 total);
    void finished(const cudnnsetup::CudaRedistChoice &choice);
    void surveyed(const cudnnsetup::CudaProfileSizes &sizes);

private:
    void readManifest(const FetchSource &source, const Version &release, const QString &platform);
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
    bool m_surveying = false;
};

} // namespace cudnnsetup
