// ArchiveIdentifier: decides whether a file is a cuDNN release archive and which one, from its
// name and — above all — from the entries inside (library file names, the version header, the
// folder layout), and says in plain words why a file is refused or does not fit this machine.
//
// Only entry headers and the small version header are read; no library body is read and nothing
// is extracted. A zip is listed from its central directory in milliseconds. A tar.xz has no
// index, so finding every entry means decompressing it once from start to end: measured here at
// about 40 MB of unpacked data per second, i.e. 12 s for a real 9.19 tarball (330 MB, 490 MB
// unpacked) and so roughly 50 s for a 2 GB one. Only a full scan finds every unsafe entry and
// every sub-library; ArchiveScan::UntilKnown stops as soon as the version and every expected
// sub-library have been seen, which is enough once a checksum has proved the file is NVIDIA's.
// Run it off the GUI thread; `cancel` stops it between entries.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/archive/ArchiveName.h"
#include "core/archive/ArchiveSurvey.h"
#include "core/model/ArchiveTarget.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

namespace cudnnsetup {

enum class ArchiveProblem {
    None,
    Unreadable,   // missing, a folder, no permission
    NotAnArchive, // empty, text, unknown format
    Corrupt,      // an archive that breaks off or fails to decompress (an interrupted download)
    NotCudnn,     // a real archive without cuDNN: CUDA, samples, the JIT add-on, anything else
    Mismatch,     // the name (or the folder inside) and the files inside disagree
    Ambiguous,    // files of more than one cuDNN release, platform or folder
    Unsafe,       // entries that would land outside the target folder on extraction
    Cancelled,
};

struct ArchiveIdentification
{
    std::optional<ArchiveIdentity> identity;
    ArchiveProblem problem = ArchiveProblem::None;
    QString reason;            // translated, plain words; empty when identified
    QStringList unsafeEntries; // "path (why)" for each unsafe entry seen (the first 1000), in archive order
};

class ArchiveIdentifier
{
    Q_DECLARE_TR_FUNCTIONS(ArchiveIdentifier)

public:
    static ArchiveIdentification examine(const QString &path, const std::atomic_bool *cancel = nullptr,
                                         ArchiveScan scan = ArchiveScan::Full);
    // The verdict on a finished survey of the file at `archivePath` (whose name is read as a
    // claim, the file itself is not touched): examine() without the reading, for a walker that
    // collected the survey itself (ArchiveExtractor, while unpacking).
    static ArchiveIdentification judge(const ArchiveSurvey &survey, const QString &archivePath);
    // examine() for callers that only need the identity or the reason.
    static std::optional<ArchiveIdentity> identify(const QString &path, QString *error = nullptr,
                                                   const std::atomic_bool *cancel = nullptr);

    // What a name alone claims, for a quick verdict before a large file is read.
    static ArchiveIdentity claimedBy(const ArchiveName &name, const QString &fileName);

    // Translated reasons why the archive does not fit; empty when it does. Unknowns (a platform
    // without architecture, CUDA variant 0) are not counted as misfits: identity.notes says them.
    static QStringList checkFits(const ArchiveIdentity &identity, const QString &platform, int cudaMajor);
};

} // namespace cudnnsetup
