// CudaPiecesSource: the CUDA pieces that come with cuDNN, for the front ends that run in one
// thread (the CLI's `install --with-cuda` and provisioning), from where the user named: a folder
// in NVIDIA's CUDA redist layout, or an http(s) redist (NVIDIA's or a lab mirror), downloaded into
// the cache first. The release is the one asked for, else the newest of the cuDNN build's CUDA
// major that this machine's driver runs and the source really lists. The wizard's Toolkit and
// Source pages make the same choice step by step (CudaRedistFetch, CudaRedistFolder).
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaComponents.h"
#include "core/model/CudaRedistChoice.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>

#include <functional>

namespace cudnnsetup {

struct CudaPiecesRequest
{
    QString cudnnArchive;      // the cuDNN archive they come with: its name says the platform and CUDA major
    QString from;              // a redist folder, or the http(s) address of one
    CudaProfile profile = CudaProfile::Runtime;
    Version release;           // invalid: the newest the machine runs
    QString fallbackPlatform;  // when the archive's name does not say (SystemPaths' redist key)
    FetchSource web;           // cache, proxy and consent to plain http for a web address; its baseUrl is `from`
};

// What the front end is told on the way; each may be empty.
struct CudaPiecesListener
{
    std::function<void(const QString &)> note;     // about the release data the source lists
    std::function<void(const QString &)> reason;   // why this CUDA release
    std::function<void(const QString &)> status;   // the download's status lines
    std::function<void(const QString &, qint64, qint64)> progress;   // an archive's bytes received of its size
};

class CudaPiecesSource
{
    Q_DECLARE_TR_FUNCTIONS(CudaPiecesSource)

public:
    // `scan` is asked for the machine only when the release must be chosen.
    static CudaRedistChoice get(const CudaPiecesRequest &request, const std::function<SystemReport()> &scan,
                                const CudaPiecesListener &listener = {});
};

} // namespace cudnnsetup
