// ArchiveSurvey: one pass over an archive's entries that collects the facts identification
// judges — library files and where they sit, the version header's text, the top folder, unsafe
// entries, and hints at what a non-cuDNN archive is instead. Knows file names, not verdicts.
//
// SurveyCollector holds the per-entry logic, fed one entry at a time, so that whoever walks the
// archive — ArchiveSurvey::run() reading headers only, or ArchiveExtractor writing every body to
// disk — collects the same facts in the same pass.
#pragma once

#include "core/archive/ArchiveStream.h"
#include "core/model/Version.h"
#include "core/probe/parsers/CudnnLibraryName.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

namespace cudnnsetup {

// How much of the archive to read. Full sees every entry: needed to find unsafe entries and
// every sub-library. UntilKnown stops once the version header and a real file of every expected
// sub-library have been seen; for an archive whose checksum already proved it is NVIDIA's own,
// that saves decompressing whatever follows (extraction still checks every entry it writes).
enum class ArchiveScan { Full, UntilKnown };

struct ArchiveSurvey
{
    struct Library
    {
        QString folder;   // full archive folder, '/'-separated: "cudnn-...-archive/lib"
        QString fileName; // libcudnn_ops.so.9.20.0, cudnn_ops64_9.dll
        CudnnLibraryName name;
    };

    ArchiveStream::Failure failure = ArchiveStream::Failure::None;
    QString error; // libarchive's words when failure is set
    bool cancelled = false;

    QString format;
    int entryCount = 0;
    qint64 unpackedBytes = 0;
    QStringList unsafeEntries; // "path (why)", the first 1000
    int unsafeCount = 0;       // all of them
    QString topDirectory;      // the first path component every entry shares; empty if none
    QList<Library> libraries;
    QStringList includeFolders; // folders holding cudnn*.h, in order of appearance
    std::optional<Version> headerVersion;
    QString headerFile;         // the header the version came from, as a path in the archive
    QStringList foreignLibraries; // CUDA runtime and other NVIDIA libraries that are not cuDNN
    bool samplesSeen = false;     // cudnn_samples source tree
    bool stoppedEarly = false;    // ArchiveScan::UntilKnown stopped before the end

    static ArchiveSurvey run(const QString &path, ArchiveScan scan = ArchiveScan::Full,
                             const std::atomic_bool *cancel = nullptr);
};

class SurveyCollector
{
public:
    // What the walker should do after handing over an entry. Body: read the first kMaxBodyBytes
    // of this entry's body and pass them to bodyRead() (only the small version header asks).
    // Stop: ArchiveScan::UntilKnown has seen enough; a Full scan never says it.
    enum class Want { Nothing, Body, Stop };
    // cudnn_version.h is a few kB and the 7.x cudnn.h about 100 kB; the defines are at the top.
    static constexpr qint64 kMaxBodyBytes = 1024 * 1024;

    explicit SurveyCollector(ArchiveScan scan = ArchiveScan::Full) : m_scan(scan) {}

    Want observe(const ArchiveEntryInfo &entry);
    // The body of the entry observe() last asked for (at most kMaxBodyBytes of it).
    Want bodyRead(const QByteArray &body);
    // What was collected so far; failure, error and cancelled are left for the walker to set.
    ArchiveSurvey finish(const QString &format) const;

private:
    struct HeaderCandidate
    {
        int rank = -1;
        QString path;
        QByteArray body;
        QString linkTarget; // file name the header links to, when it is a symlink
    };

    Want stopIfKnown();

    ArchiveScan m_scan;
    ArchiveSurvey m_survey;
    QString m_top;
    bool m_topShared = true;
    bool m_anyNested = false;
    QHash<QString, HeaderCandidate> m_headers; // by file name
    QString m_pendingHeader;                   // file name of the header whose body is awaited
    std::optional<Version> m_knownVersion;     // for stopping early; the final pick is in finish()
    QStringList m_realLibraryFiles;            // sub-libraries seen as real files
};

} // namespace cudnnsetup
