// CudnnCudaMajor: the CUDA major a cuDNN copy was built for, read from the copy itself where no
// package metadata says it (a wheel's name, a conda record, NVIDIA's Windows installer folder):
//   - the folder of NVIDIA's archive it was unpacked from: cudnn-linux-x86_64-9.19.0.56_cuda13-archive;
//   - the Debian package that installed it: libcudnn9-cuda-12 (its dpkg file list names the file);
//   - the CUDA library its parts load: a Windows part's imports (cublasLt64_12.dll), or on Linux the
//     name libcudnn_adv (cuDNN 9) or libcudnn_ops_infer (cuDNN 8) dlopen()s, libcublasLt.so.13,
//     in its read-only data — cuDNN's Linux files name no CUDA library in DT_NEEDED (readelf -d of
//     NVIDIA's wheels 8.9 to 9.28).
#pragma once

#include "core/model/CudnnCopy.h"

#include <QString>

namespace cudnnsetup {

class CudnnCudaMajor
{
public:
    struct Found
    {
        int major = 0;   // 0: the copy does not say
        QString fact;    // what said it: "cudnn_adv64_9.dll imports cublasLt64_12.dll"
    };

    // `sysroot`: the checked system's root, for its dpkg records ("" for /).
    static Found of(const CudnnCopy &copy, bool windows, const QString &sysroot);
};

} // namespace cudnnsetup
