// ReleaseCatalogue: the cuDNN releases the wizard knows (shipped in the compatibility data), for
// one machine: which builds exist for its platform, which one is recommended, and for every
// other pick why it would not work here. Also where each release's redist manifest lives.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/ArchiveTarget.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct CatalogueEntry
{
    Version version;          // 4 parts
    int cudaMajor = 0;
    QString date;
    bool recommended = false;
    bool preview = false;     // an early-access build: never picked by default
    bool listedOnly = false;  // found in the source's listing; the compatibility data predates it
    bool unlisted = false;    // the download source in use does not offer it
    bool choosableByDefault = false;   // CudnnRelease::choosableByDefault()
    qint64 archiveBytes = -1; // from the manifest, where the catalogue read it
    QStringList problems;     // translated; empty when nothing the wizard knows stands against it
    QStringList notes;        // translated: preview, newer than the wizard's data
};

// The build to fetch for a machine, or why there is none.
struct BuildChoice
{
    std::optional<ArchiveTarget> target;   // release, platform and CUDA major (no checksum yet)
    bool unknownRelease = false;           // the release asked for is not in the catalogue
    QString error;                         // translated, when there is no target
    QStringList notes;                     // translated: what the catalogue knows against the pick
};

// What the user reads when the archive in hand is another build than the recommended one.
struct OtherBuildNote
{
    QString text;          // translated; empty when the archive is the recommended build
    bool warning = false;  // the catalogue knows something against it on this machine
};

class ReleaseCatalogue
{
    Q_DECLARE_TR_FUNCTIONS(ReleaseCatalogue)

public:
    // NVIDIA's public redist location (docs/nvidia-layouts.md, "Redist server and manifests").
    static QString defaultBaseUrl();
    // The label in redistrib_<label>.json: three parts ("9.27.0", "8.9.7"), which NVIDIA
    // publishes for every release from 8.5 on.
    static QString manifestLabel(const Version &release);
    // What the user should know about a release beyond the machine's fit: a preview, or newer
    // than the compatibility data (translated sentences).
    static QStringList releaseNotes(const CudnnRelease &release, const CompatMatrix &matrix = CompatMatrix::current());

    // Whether entries() lists releases the download source does not offer (an archive of one in
    // hand can still be installed).
    enum class Unlisted { Leave, Include };
    // Every build of every release for the report's platform that the source offers (with
    // Unlisted::Include, every known one), newest first.
    static QList<CatalogueEntry> entries(const SystemReport &report, const CompatMatrix &matrix = CompatMatrix::current(),
                                         Unlisted unlisted = Unlisted::Leave);
    // A release the user names: "9.20.0", "9.20", "9.20.0.48". nullopt when unknown.
    // Of several matches ("9.19": 9.19.1.2 and 9.19.0.56) the newest the source offers for
    // `platform` and `cudaMajor` (when given), else the newest the source offers, else the newest.
    static std::optional<Version> findRelease(const QString &text, const CompatMatrix &matrix = CompatMatrix::current(),
                                              const QString &platform = {}, int cudaMajor = 0);
    // What the user reads when findRelease() does not know `release`, worded once for every
    // command that takes a release name.
    static QString unknownReleaseMessage(const QString &release);
    // The archive to fetch for a release/variant/platform; checksum and size come from the
    // manifest later.
    static ArchiveTarget target(const Version &release, int cudaMajor, const QString &platform,
                                const CompatMatrix &matrix = CompatMatrix::current());
    // The build for `report`'s machine: `release` (empty: the recommended one, else the newest
    // that fits) for `cudaMajor` (0: the recommendation's, else the default toolkit's). `fixHint`
    // ends the "nothing fits" sentence with how the caller's user names a build anyway.
    static BuildChoice choose(const SystemReport &report, const QString &release, int cudaMajor, const QString &fixHint,
                              const CompatMatrix &matrix = CompatMatrix::current());
    // An archive of `release` for CUDA `cudaMajor` was chosen (it fits the platform and CUDA
    // variant): how it differs from the recommendation and whether that matters.
    static OtherBuildNote noteForArchive(const Version &release, int cudaMajor, const SystemReport &report,
                                         const CompatMatrix &matrix = CompatMatrix::current());
};

} // namespace cudnnsetup
