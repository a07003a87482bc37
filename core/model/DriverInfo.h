// DriverInfo: what the machine's NVIDIA driver is, or why there is none.
#pragma once

#include "core/model/Version.h"

#include <QString>

namespace cudnnsetup {

struct DriverInfo
{
    // The three situations a user must be told apart, plus "we found it but it failed", and "its
    // files are there but it could not be asked" (another system's tree).
    enum class State {
        NotInstalled,   // no driver library and no nvidia-smi: nothing to talk to
        NoGpuVisible,   // the driver answers but reports no device
        GpusFound,      // the driver answers and lists at least one device
        Failed,         // a driver is there but could not be used (errorDetail says why)
        NotQueried,     // a driver's files are there, on a system this scan cannot ask (another OS or
                        // CPU seen through --sysroot): whether it works, and its GPUs, are unknown
    };

    State state = State::NotInstalled;
    Version version;             // 580.65.06 (from NVML or nvidia-smi); may be invalid
    Version maxCudaVersion;      // the newest CUDA the driver supports (cuDriverGetVersion), e.g. 13.0
    QString libraryPath;         // the libcuda / nvcuda file that answered
    QString source;              // "CUDA driver API", "NVML", "nvidia-smi"
    QString errorDetail;         // raw error from the driver, for the log and the report

    static QString stateKey(State state);   // stable key for JSON: "not-installed", ...
};

} // namespace cudnnsetup
