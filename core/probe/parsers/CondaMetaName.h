// CondaMetaName: reads the cuDNN version and CUDA major from the name of a conda environment's
// package record (conda-meta/cudnn-9.1.1.17-cuda12_1.json from anaconda's defaults channel,
// conda-meta/libcudnn-9.23.1.3-hb8467dc_0.json from conda-forge and NVIDIA's channel). conda
// installs only libcudnn.so.9, so, as with wheels, the file name is where the full version is.
#pragma once

#include "core/model/Version.h"

#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct CondaMetaName
{
    Version version;   // 9.1.1.17
    int cudaMajor = 0; // 12 from a build string "cuda12_1"; 0 when the build string does not say

    friend bool operator==(const CondaMetaName &, const CondaMetaName &) = default;
};

// "cudnn-" or "libcudnn-", a version of three or four numbers, "-", a build string, ".json".
std::optional<CondaMetaName> parseCondaMetaName(QStringView fileName);

} // namespace cudnnsetup
