// ArchiveExtractor: unpacks a cuDNN archive (.tar.xz, .tgz, .tar, .zip) into a new folder in one
// streaming pass, and identifies it from that same pass, so a multi-GB tar.xz is decompressed
// once, not once to identify and again to install.
//
// Safety: every entry is checked before it touches the disk (EntrySafety for the entry alone,
// ExtractedTreeGuard for what earlier entries made), libarchive's disk writer runs with its
// secure flags as a second line, and whatever goes wrong — an unsafe entry, a damaged or
// oversized archive, a full disk, cancel, or an archive that turns out not to be cuDNN (or not
// the CUDA component asked for) — the new folder is removed entirely. The tree keeps symbolic and hard links and modification times;
// permissions are normalised (0644, 0755 where the archive has an execute bit, folders 0755);
// the owner is whoever runs this, also as root.
//
// Run it off the GUI thread: it blocks for as long as the decompression takes (xz: about
// 40 MB/s of output on the build machine, as fast as `tar -xJf`).
#pragma once

#include "core/archive/ArchiveIdentifier.h"
#include "core/archive/CudaArchiveName.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace cudnnsetup {

struct ExtractionProgress
{
    qint64 archiveBytesRead = 0;  // compressed bytes consumed from the file
    qint64 archiveBytesTotal = 0; // the file's size
    qint64 bytesWritten = 0;      // unpacked bytes written so far
    int entriesDone = 0;
    QString entry;                // the entry being written, as stored in the archive
};

enum class ExtractionProblem {
    None,
    Unreadable,   // missing, a folder, no permission to read
    NotAnArchive, // not a tar or zip (possibly compressed) that can be read
    Corrupt,      // breaks off or fails its checks: an interrupted download
    Empty,        // a 0-byte file, or an archive without entries
    Unsafe,       // an entry that would land outside the folder or is no file, folder or link
    TooLarge,     // unpacks to more than allowed: a zip bomb
    DiskFull,
    CannotWrite,  // no permission, read-only disk, destination exists, ...
    NotCudnn,     // unpacked fine but is not one usable cuDNN release (see identification), or
                  // not the CUDA component archive expected
    Cancelled,
};

// What an archive must turn out to be.
enum class ExpectedContents {
    Cudnn,          // one cuDNN release (identified: ArchiveIdentifier)
    CudaComponent,  // one part of NVIDIA's CUDA redist: one <name>-<platform>-<version>-archive folder
};

struct ExtractionOptions
{
    ExpectedContents expect = ExpectedContents::Cudnn;
    qint64 maxUnpackedBytes = qint64(16) << 30; // a zip bomb stops here
    // Called from the extracting thread, at most ~20 times a second plus once at the end.
    std::function<void(const ExtractionProgress &)> progress;
    const std::atomic_bool *cancel = nullptr; // checked between data blocks
    // The unpacked size when already known (ArchiveIdentity::unpackedBytes, a manifest): checked
    // against the free space before starting, and named when the disk fills up anyway.
    qint64 expectedUnpackedBytes = 0;
};

struct ExtractionResult
{
    ExtractionProblem problem = ExtractionProblem::None;
    QString reason;            // translated, plain words: what is wrong (naming the entry) and what to do
    QStringList unsafeEntries; // "path (why)"
    QString destination;       // the folder written: the parent's canonical path + the new name
    int files = 0, symlinks = 0, hardLinks = 0, directories = 0;
    qint64 bytesWritten = 0;
    // Judged from the same pass once every entry is written (the problem is then None or
    // NotCudnn); left empty when the pass stopped earlier.
    ArchiveIdentification identification;
    // A CUDA component archive: what its one folder says (ExpectedContents::CudaComponent).
    std::optional<CudaArchiveName> component;
    bool ok() const { return problem == ExtractionProblem::None; }
};

class ArchiveExtractor
{
    Q_DECLARE_TR_FUNCTIONS(ArchiveExtractor)

public:
    // Unpacks `archivePath` into `destination`, which must not exist (its parent must); the tree
    // is exactly the archive's (top folder included). On any failure, cancel included, the
    // destination is removed entirely: nothing of a refused archive stays on disk.
    static ExtractionResult extract(const QString &archivePath, const QString &destination,
                                    const ExtractionOptions &options = {});
};

} // namespace cudnnsetup
