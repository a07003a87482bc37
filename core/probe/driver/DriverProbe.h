// DriverProbe: the GPU and driver part of the scan. Asks the CUDA driver library (libcuda.so.1 /
// nvcuda.dll, loaded at run time by full path, never linked) for the supported CUDA version and
// the GPUs, NVML for the driver version, and falls back to `nvidia-smi` (with a time limit) where
// the library is missing or gives no version. Tells "no driver" (NotInstalled) apart from "a
// driver without a usable GPU" (NoGpuVisible) and "a driver that fails" (Failed, with the driver's
// own error). Blocking, thread-safe, never throws; what it cannot read becomes a ScanNote.
#pragma once

#include "core/model/DriverInfo.h"
#include "core/model/GpuInfo.h"
#include "core/model/ScanNote.h"

#include <QList>
#include <QStringList>

namespace cudnnsetup {

class SystemPaths;
struct HostPlatform;

struct DriverProbeResult
{
    DriverInfo driver;
    QList<GpuInfo> gpus;
    QList<ScanNote> notes;
};

// DriverInfo::source names every source that contributed, joined with ", " in the order used:
// "CUDA driver API", "NVML", "nvidia-smi", "file name" (a version read from libcuda.so.<version>).
DriverProbeResult probeDriver(const SystemPaths &paths, int toolTimeoutMs);

// Whether the driver of a system of `target`'s kind can be asked (its libraries load here, its
// nvidia-smi runs); otherwise probeDriver only reads its files.
bool driverCanBeQueried(const HostPlatform &target);

// The files tried for a driver library, in order. `linuxName` is "libcuda.so.1" or
// "libnvidia-ml.so.1"; `windowsName` "nvcuda.dll" or "nvml.dll". On the live Linux system the
// bare soname comes first (the system loader's own search: ld.so.cache, LD_LIBRARY_PATH); under
// a sysroot only full paths inside it.
QStringList driverLibraryCandidates(const SystemPaths &paths, const QString &linuxName, const QString &windowsName);

} // namespace cudnnsetup
