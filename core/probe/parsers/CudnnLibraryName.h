// CudnnLibraryName: recognises cuDNN shared-library file names (Linux .so and Windows .dll),
// and knows which sub-libraries a complete copy of each major version consists of.
#pragma once

#include "core/model/Version.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct CudnnLibraryName
{
    QString subLibrary;  // "cudnn", "cudnn_ops", "cudnn_adv_infer", "cudnn_engines_precompiled", ...
    int soMajor = 0;     // 9 for .so.9 / 64_9.dll; 0 for plain libcudnn.so
    Version fileVersion; // 9.19.0 for libcudnn_ops.so.9.19.0, invalid otherwise
    bool windowsDll = false;

    friend bool operator==(const CudnnLibraryName &, const CudnnLibraryName &) = default;
};

// A bare file name, not a path. Any libcudnn_<words>.so[.N...] / cudnn_<words>64_N.dll is
// accepted, since NVIDIA adds sub-libraries (tensor_ir, ext) between minor releases. Static
// and import libraries, cudnn_frontend, and names with anything after the version (backups,
// temporary copies) are not libraries the loader would pick up and give nullopt. Windows names
// are matched case-insensitively, Linux names exactly.
std::optional<CudnnLibraryName> parseCudnnLibraryName(QStringView fileName);

// The sub-libraries a complete copy of `major` must have, in NVIDIA's documented order. Newer
// optional ones (cuDNN 9's engines_tensor_ir, ext) are left out: older 9.x never had them.
// Empty for a major we know nothing about.
QStringList expectedCudnnSubLibraries(int major);

// The name the loader looks for: libcudnn_ops.so.9 or cudnn_ops64_9.dll. A major of 0 gives the
// development link libcudnn_ops.so on Linux and an empty string on Windows, which has none.
QString cudnnLibraryFileName(const QString &subLibrary, int major, bool windows);

} // namespace cudnnsetup
