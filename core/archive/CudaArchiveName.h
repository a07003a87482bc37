// CudaArchiveName: what the name of a CUDA redist archive says — its component, platform and
// version (cuda_cudart-linux-x86_64-13.0.96-archive.tar.xz; docs/nvidia-layouts.md, "CUDA
// redist"). The same text names the one folder inside, so the extractor checks a component
// archive's contents by it.
#pragma once

#include "core/model/Version.h"

#include <QString>

#include <optional>

namespace cudnnsetup {

struct CudaArchiveName
{
    QString component;   // "cuda_cudart", "libcublas", "cuda_nvcc"
    QString platform;    // "linux-x86_64", "windows-x86_64", "linux-sbsa"
    Version version;     // the component's own: 13.0.96

    // A file name (with .tar.xz, .tgz, .tar.gz or .zip) or the folder name alone.
    static std::optional<CudaArchiveName> parse(const QString &name);
    // "cuda_cudart-linux-x86_64-13.0.96-archive": the folder everything sits in.
    QString folderName() const;
};

} // namespace cudnnsetup
