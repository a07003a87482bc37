// DistInfoName: reads package and version from a Python wheel's metadata folder name
// (nvidia_cudnn_cu13-9.19.0.56.dist-info). Wheels ship only libcudnn.so.9, so this folder is
// where the full version of a pip-installed cuDNN or CUDA component can be read without loading it.
#pragma once

#include "core/model/Version.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct DistInfoName
{
    QString package; // normalised: lower-case, runs of '-', '_', '.' -> '_' ("nvidia_cudnn_cu13")
    Version version; // 9.19.0.56

    friend bool operator==(const DistInfoName &, const DistInfoName &) = default;
};

// Only final releases are accepted: a pre-, post-, dev- or local version ("9.0.0rc1",
// "9.1.0+cu12") is not something NVIDIA's compatibility tables speak about.
std::optional<DistInfoName> parseDistInfoName(QStringView folderName);

// The CUDA major a cuDNN wheel is built for: "nvidia_cudnn_cu13" -> 13; 0 for any other
// package. Takes the name normalised or as written ("nvidia-cudnn-cu12").
int cudaMajorFromCudnnPackage(QStringView package);

} // namespace cudnnsetup
