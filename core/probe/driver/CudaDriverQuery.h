// CudaDriverQuery: asks one CUDA driver library file (libcuda.so.1 / nvcuda.dll) and one NVML
// file what they know, loading each at run time and unloading it before returning. Which files
// to ask, and what the answers mean for the user, is DriverProbe's business.
#pragma once

#include "core/model/GpuInfo.h"
#include "core/model/Version.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct CudaDriverAnswer
{
    enum class Outcome {
        NotLoaded,    // the file could not be loaded (problem says why)
        NotADriver,   // it loaded but is no usable driver: the toolkit's stub, or functions missing
        Answered,     // the driver ran cuInit: see initResult
    };
    static constexpr int Success = 0;            // CUDA_SUCCESS
    static constexpr int NoDevice = 100;         // CUDA_ERROR_NO_DEVICE
    static constexpr int StubLibrary = 34;       // CUDA_ERROR_STUB_LIBRARY

    Outcome outcome = Outcome::NotLoaded;
    bool isStub = false;          // NotADriver because it is the toolkit's libcuda stub
    QString libraryPath;          // the file the loader opened
    QString problem;              // NotLoaded / NotADriver: the loader's or the driver's words
    Version maxCudaVersion;       // cuDriverGetVersion; invalid when it failed
    int initResult = -1;          // cuInit(0)'s CUresult
    QString initError;            // "cuInit(0) returned CUDA_ERROR_NO_DEVICE (100): ..." unless it succeeded
    QList<GpuInfo> gpus;
    QStringList deviceProblems;   // per-device calls that failed, same wording as initError
};

// `file`: a full path, or the bare soname for the system loader on the live system.
CudaDriverAnswer queryCudaDriver(const QString &file);

struct NvmlAnswer
{
    bool loaded = false;
    QString libraryPath;
    QString driverVersion;   // "580.65.06"; empty when NVML did not say
    QString problem;         // why there is no version
};

NvmlAnswer queryNvml(const QString &file);

} // namespace cudnnsetup
