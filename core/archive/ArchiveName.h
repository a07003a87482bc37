// ArchiveName: what NVIDIA's archive and folder names say — component, platform, cuDNN version
// and CUDA variant — for the current scheme (cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz,
// also used as the top folder inside) and the legacy one (cudnn-10.2-linux-x64-v7.6.5.32.tgz).
// A name is only a claim: ArchiveIdentifier checks it against the files inside.
#pragma once

#include "core/model/Version.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct ArchiveName
{
    QString component;   // "cudnn", "cudnn_jit", "cudnn_samples"
    QString platform;    // redist key: linux-x86_64, linux-sbsa, windows-x86_64, source, ...
    Version version;     // 9.20.0.48, 7.6.5.32
    int cudaMajor = 0;   // 12 for _cuda12 and _cuda12.9; 10 for the legacy "10.2"; 0 when absent
    QString cudaVersion; // as written: "12", "13.4", "10.2"; empty when absent
    QString extension;   // "tar.xz", "tgz", "tar.gz", "zip"; empty for a folder name
    bool legacy = false; // the pre-8.3.1 cudnn-<cuda>-<os>-<arch>-v<version> scheme

    bool isLibrary() const { return component == QStringLiteral("cudnn"); }
    bool isWindows() const { return platform.startsWith(QStringLiteral("windows")); }

    // A bare file or folder name, not a path. Browsers' duplicate suffixes ("… (1).zip") are
    // accepted, since a second download of the same file gets one. Anything else — another
    // product's archive, a name with extra words — gives nullopt.
    static std::optional<ArchiveName> parse(QStringView name);
};

} // namespace cudnnsetup
