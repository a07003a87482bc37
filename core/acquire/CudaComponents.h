// CudaComponents: which parts of NVIDIA's CUDA redist a machine without a CUDA Toolkit needs,
// read from the release's redistrib_<label>.json (the same format as cuDNN's, parsed by
// RedistManifest: one entry per component, no CUDA-variant level, sizes as strings, versions
// that differ from the release label). Two profiles (docs/nvidia-layouts.md, "CUDA redist"):
//   Runtime — what cuDNN needs to run: libcublas (cuDNN 9 loads cuBLASLt from it), cuda_nvrtc
//             (its runtime-compiled engines), and cuda_cudart for programs that use the runtime;
//   Develop — what a student needs to compile and run a CUDA + cuDNN program: the runtime set,
//             cuda_nvcc and cuda_cccl, and on 13.x cuda_crt and libnvvm, which nvcc no longer
//             carries there.
// The names of files always come from each entry's relative_path.
#pragma once

#include "core/acquire/manifest/RedistManifest.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

enum class CudaProfile { Runtime, Develop };

struct CudaComponentArchive
{
    QString component;        // "libcublas"
    ArchiveTarget archive;    // file, platform, size and checksum; its version is the component's
};

struct CudaComponentSet
{
    Version release;                     // the manifest's release_label (13.0.2)
    QList<CudaComponentArchive> archives;  // in the order they are installed
    QStringList missing;                 // components of the profile the manifest lacks for the platform
    qint64 downloadBytes = 0;            // the archives' sizes together

    bool complete() const { return missing.isEmpty() && !archives.isEmpty(); }
};

class CudaComponents
{
    Q_DECLARE_TR_FUNCTIONS(CudaComponents)

public:
    // The components of `profile` for CUDA `cudaMajor`, in install order.
    static QStringList names(CudaProfile profile, int cudaMajor);
    // What `manifest` (a CUDA release) offers of `profile` for `platform`. On 13.x, where Jetson
    // is folded into linux-sbsa, a missing linux-aarch64 entry falls back to linux-sbsa.
    static CudaComponentSet pick(const RedistManifest &manifest, CudaProfile profile, const QString &platform);

    // "runtime" / "develop", as the command line and the answer file write them.
    static QString key(CudaProfile profile);
    static std::optional<CudaProfile> fromKey(const QString &key);
    // One translated sentence on what the profile brings.
    static QString describe(CudaProfile profile);
};

} // namespace cudnnsetup
