// MirrorBuilder: copies cuDNN releases from NVIDIA (or another mirror) into a folder in NVIDIA's
// own layout, so that a lab's machines can fetch from it with --mirror / source.mirror exactly as
// they would from NVIDIA. For each release it reads the redist manifest, downloads every CUDA
// variant's `cudnn` archive for the chosen platforms straight into DEST/<relative_path> (the
// Downloader verifies, resumes and keeps a verified copy already there), copies the licence text,
// and writes DEST/redistrib_<label>.json last, listing only the archives that are in place, so a
// half-built mirror never advertises an archive it lacks. With CUDA releases asked for, it does
// the same for the CUDA pieces of a profile (CudaComponents) from NVIDIA's CUDA redist into
// DEST/cuda/, in that redist's layout, so that `install --cuda-from <mirror>/cuda/` and the
// wizard take them from the mirror as they would from NVIDIA.
//
// Runs in the caller's thread on its event loop, one file at a time: a mirror is built once and
// then served for months, so being simple beats being parallel.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaComponents.h"
#include "core/acquire/TextFetcher.h"
#include "core/acquire/download/DownloadResult.h"
#include "core/acquire/download/Downloader.h"
#include "core/acquire/manifest/RedistManifest.h"
#include "core/model/Version.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct MirrorRequest
{
    QList<Version> releases;   // 4 parts, as ReleaseCatalogue::findRelease gives them
    QStringList platforms;     // redist keys: linux-x86_64, windows-x86_64, ...
    QString destination;       // the mirror folder; created when missing
    FetchSource upstream;      // where to copy from; its cacheDir is not used (archives go to DEST)
    int retryDelayMs = 1000;   // the downloader's first back-off; tests shorten it
    // CUDA releases (redist labels: 13.0.2) whose pieces of `cudaProfile` go into DEST/cuda/,
    // copied from `cudaUpstream` (NVIDIA's CUDA redist, or another mirror's cuda/ folder).
    QList<Version> cudaReleases;
    CudaProfile cudaProfile = CudaProfile::Develop;   // the develop profile holds the runtime's too
    FetchSource cudaUpstream;
};

// One archive of the mirror, whether it made it or not.
struct MirroredArchive
{
    QString component;     // "cudnn", or the CUDA component ("libcublas")
    Version release;       // cuDNN's version, or the CUDA release the piece belongs to
    QString platform;
    int cudaMajor = 0;
    QString path;          // DEST/<relative_path>; the file is there only when ok
    QByteArray sha256;     // from the manifest (lower-case hex)
    qint64 size = -1;      // from the manifest
    bool reused = false;   // a verified copy was already in DEST; nothing fetched
    bool ok = false;
    QString error;         // translated; empty when ok
};

struct MirrorResult
{
    QString destination;
    QList<MirroredArchive> archives;
    QStringList manifests;   // the redistrib_<label>.json files written
    // Translated problems that are not one archive's: a manifest that could not be read, a
    // release or platform the upstream does not have.
    QStringList errors;

    bool ok() const;
    int heldArchives() const;       // archives in place and verified
    int heldReleases() const;       // releases with at least one archive in place
    int heldPlatforms() const;      // platforms with at least one archive in place
};

class MirrorBuilder : public QObject
{
    Q_OBJECT

public:
    explicit MirrorBuilder(QObject *parent = nullptr);

    // "9.19,9.20.0.48" -> the releases they name. nullopt, with a translated message naming
    // the first one that is not a known release, for anything else.
    static std::optional<QList<Version>> releasesFromList(const QString &list, QString *error);
    // "13.0.2,12.9.1" -> the CUDA releases. nullopt, with a translated message naming the first
    // item that is not a CUDA redist label (three numbers).
    static std::optional<QList<Version>> cudaReleasesFromList(const QString &list, QString *error);
    // "linux-x86_64,windows-x86_64" -> the keys. nullopt, with a translated message naming the
    // first key that is not a redist platform.
    static std::optional<QStringList> platformsFromList(const QString &list, QString *error);

    // Answers with exactly one finished(), never from inside start().
    void start(const MirrorRequest &request);

    Downloader &downloader() { return m_downloader; }   // for proxyAuthenticationRequired

signals:
    // Translated one-liners: reading a manifest, the downloader's checking/resuming/retrying.
    void statusChanged(const QString &text);
    // The archive now being fetched; `total` and `secondsLeft` are -1 while unknown.
    void progress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    void archiveStarted(const cudnnsetup::MirroredArchive &archive);
    void archiveFinished(const cudnnsetup::MirroredArchive &archive);
    void finished(const cudnnsetup::MirrorResult &result);

private:
    // One manifest to copy: a cuDNN release into DEST, or a CUDA release into DEST/cuda.
    struct Job
    {
        bool cuda = false;
        Version release;
        QString label;        // the manifest's file name is redistrib_<label>.json
        QString folder;       // where its manifest and archives go
        FetchSource upstream;
    };

    const Job &job() const { return m_jobs.at(m_jobIndex); }
    void nextRelease();
    void onManifest(const QByteArray &json);
    // The archives of a CUDA release's profile for the asked platforms; false with an error when none.
    void takeCudaPieces();
    void nextLicense();
    void onLicense(const QByteArray &text);
    void nextArchive();
    void onArchiveFinished(const DownloadResult &result);
    void finishRelease();
    // The upstream manifest cut down to what the folder now holds, in NVIDIA's key names.
    QJsonObject heldManifest() const;
    QString destinationPath(const QString &relativePath) const;
    MirroredArchive describe(const RedistArchive &archive) const;   // as far as the manifest says
    void releaseFailed(const QString &message);

    TextFetcher m_manifestFetcher;
    TextFetcher m_licenseFetcher;
    Downloader m_downloader;
    MirrorRequest m_request;
    MirrorResult m_result;
    QList<Job> m_jobs;
    qsizetype m_jobIndex = -1;
    // The release in progress: its manifest (raw, to keep every key), the components taken from
    // it, their licence texts and their archives to fetch.
    QJsonObject m_upstreamJson;
    std::optional<RedistManifest> m_manifest;
    QStringList m_components;
    QStringList m_licenses;    // license_path of each component taken, still to copy
    QList<RedistArchive> m_pending;
    QStringList m_heldPaths;   // relative paths of this release's archives that are in place
};

} // namespace cudnnsetup
