// GpuInfo: one NVIDIA GPU as the driver (or nvidia-smi) describes it.
#pragma once

#include "core/model/Version.h"

#include <QString>

namespace cudnnsetup {

struct GpuInfo
{
    int index = 0;
    QString name;
    Version computeCapability;     // 8.9, 9.0, ...; invalid when the source could not tell
    qint64 totalMemoryBytes = -1;  // -1 when unknown
    int multiprocessorCount = -1;  // -1 when unknown
    QString source;                // "CUDA driver API" or "nvidia-smi": where the facts came from
};

} // namespace cudnnsetup
