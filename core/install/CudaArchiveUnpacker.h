// CudaArchiveUnpacker: unpacks the CUDA redist archives of one install side by side. Each archive
// is one xz (or zip) stream that only one thread can decode, and a profile is several archives
// of very different sizes (libcublas alone is about half), so one after another the unpacking
// takes the sum of their times while all but one core wait. Here as many run at once as the
// machine has cores (at most kMaxWorkers; on Windows one, see defaultWorkers()), the largest
// first so that a big one never starts last; each archive is checked as it is unpacked (one <name>-archive folder of the component
// named) while its SHA-256 is compared on a thread beside it. The first failure stops the
// others, and its reason is the one reported.
#pragma once

#include "core/archive/ArchiveExtractor.h"
#include "core/model/CudaRedistChoice.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace cudnnsetup {

class CudaArchiveUnpacker
{
    Q_DECLARE_TR_FUNCTIONS(CudaArchiveUnpacker)

public:
    static constexpr int kMaxWorkers = 4;

    struct Outcome
    {
        // In the order of the archives given; each one's component is set. Empty on failure.
        QList<ExtractionResult> unpacked;
        ExtractionResult failure;   // the first archive that failed (or the cancel); None when all went well
        bool ok() const { return failure.ok(); }
    };

    // Unpacks each archive into `folder`/<component> (the folder must exist). `options.progress`
    // is told the sum over all archives (bytes read of all their bytes) and `starting` each
    // archive as a worker takes it up; neither is ever called by two threads at once.
    // `options.cancel` stops every worker. `workers` 0: defaultWorkers(); 1: on the calling thread.
    // What a failed run wrote under `folder` is left for the caller to remove.
    static Outcome unpack(const QList<CudaArchiveFile> &archives, const QString &folder, const ExtractionOptions &options,
                          const std::function<void(const CudaArchiveFile &)> &starting = {}, int workers = 0);

    // One archive, on the calling thread: size, SHA-256 (on a second thread beside the
    // unpacking when `hashBeside`, else first) and contents.
    static ExtractionResult unpackOne(const CudaArchiveFile &archive, const QString &destination,
                                      const ExtractionOptions &options, bool hashBeside = true);
    // As many as the machine has cores, up to kMaxWorkers; 1 (no thread of its own) on Windows.
    static int defaultWorkers();
};

} // namespace cudnnsetup
