#include "core/probe/driver/CudaDriverQuery.h"

#include "core/platform/DynamicLibrary.h"

#include <QCoreApplication>

#include <cstddef>

namespace cudnnsetup {

namespace {

// Signatures as in cuda.h / nvml.h (docs/nvidia-layouts.md, "CUDA driver API and NVML"). The
// driver API has its own calling convention (CUDNN_SETUP_SYSTEM_API); NVML uses the default one.
using CUresult = int;
using CUdevice = int;
using CuDriverGetVersion = CUresult(CUDNN_SETUP_SYSTEM_API *)(int *);
using CuInit = CUresult(CUDNN_SETUP_SYSTEM_API *)(unsigned int);
using CuDeviceGetCount = CUresult(CUDNN_SETUP_SYSTEM_API *)(int *);
using CuDeviceGet = CUresult(CUDNN_SETUP_SYSTEM_API *)(CUdevice *, int);
using CuDeviceGetName = CUresult(CUDNN_SETUP_SYSTEM_API *)(char *, int, CUdevice);
using CuDeviceGetAttribute = CUresult(CUDNN_SETUP_SYSTEM_API *)(int *, int, CUdevice);
using CuDeviceTotalMem = CUresult(CUDNN_SETUP_SYSTEM_API *)(std::size_t *, CUdevice);
using CuGetErrorText = CUresult(CUDNN_SETUP_SYSTEM_API *)(CUresult, const char **);

using nvmlReturn_t = int;
using NvmlInit = nvmlReturn_t (*)();
using NvmlShutdown = nvmlReturn_t (*)();
using NvmlErrorString = const char *(*)(nvmlReturn_t);
using NvmlSystemGetDriverVersion = nvmlReturn_t (*)(char *, unsigned int);

constexpr int AttributeMultiprocessorCount = 16;       // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
constexpr int AttributeComputeCapabilityMajor = 75;    // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int AttributeComputeCapabilityMinor = 76;    // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
constexpr int MaxDevices = 64;                         // a larger count is garbage, not a machine
constexpr unsigned int NvmlVersionBufferSize = 96;     // NVIDIA says 80; one header variant says 81

// Names for the codes this probe meets, for drivers whose cuGetErrorName fails (the toolkit's
// stub answers every call with CUDA_ERROR_STUB_LIBRARY, cuGetErrorName included).
const char *knownCuResultName(CUresult code)
{
    switch (code) {
    case 0: return "CUDA_SUCCESS";
    case 1: return "CUDA_ERROR_INVALID_VALUE";
    case 2: return "CUDA_ERROR_OUT_OF_MEMORY";
    case 3: return "CUDA_ERROR_NOT_INITIALIZED";
    case 4: return "CUDA_ERROR_DEINITIALIZED";
    case 34: return "CUDA_ERROR_STUB_LIBRARY";
    case 35: return "CUDA_ERROR_INSUFFICIENT_DRIVER";
    case 100: return "CUDA_ERROR_NO_DEVICE";
    case 101: return "CUDA_ERROR_INVALID_DEVICE";
    case 999: return "CUDA_ERROR_UNKNOWN";
    default: return nullptr;
    }
}

class CudaErrorText
{
public:
    explicit CudaErrorText(const DynamicLibrary &library)
        : m_name(library.function<CuGetErrorText>("cuGetErrorName"))
        , m_string(library.function<CuGetErrorText>("cuGetErrorString"))
    {
    }

    // "cuInit(0) returned CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected"
    QString describe(const char *call, CUresult code) const
    {
        const char *name = nullptr;
        const char *text = nullptr;
        if (!m_name || m_name(code, &name) != 0 || !name)
            name = knownCuResultName(code);
        if (!m_string || m_string(code, &text) != 0)
            text = nullptr;
        QString error = name ? QStringLiteral("%1 (%2)").arg(QString::fromUtf8(name)).arg(code)
                             : QStringLiteral("CUresult %1").arg(code);
        if (text && *text)
            error += QStringLiteral(": ") + QString::fromUtf8(text);
        return QCoreApplication::translate("DriverProbe", "%1 returned %2").arg(QString::fromLatin1(call), error);
    }

private:
    CuGetErrorText m_name;
    CuGetErrorText m_string;
};

struct DriverFunctions
{
    CuDriverGetVersion driverGetVersion = nullptr;
    CuInit init = nullptr;
    CuDeviceGetCount deviceGetCount = nullptr;
    CuDeviceGet deviceGet = nullptr;
    CuDeviceGetName deviceGetName = nullptr;
    CuDeviceGetAttribute deviceGetAttribute = nullptr;
    CuDeviceTotalMem deviceTotalMem = nullptr;

    explicit DriverFunctions(const DynamicLibrary &library)
        : driverGetVersion(library.function<CuDriverGetVersion>("cuDriverGetVersion"))
        , init(library.function<CuInit>("cuInit"))
        , deviceGetCount(library.function<CuDeviceGetCount>("cuDeviceGetCount"))
        , deviceGet(library.function<CuDeviceGet>("cuDeviceGet"))
        , deviceGetName(library.function<CuDeviceGetName>("cuDeviceGetName"))
        , deviceGetAttribute(library.function<CuDeviceGetAttribute>("cuDeviceGetAttribute"))
        // cuda.h maps cuDeviceTotalMem to _v2; the unsuffixed export is the old 32-bit one.
        , deviceTotalMem(library.function<CuDeviceTotalMem>("cuDeviceTotalMem_v2"))
    {
    }

    QStringList missing() const
    {
        QStringList names;
        const std::pair<bool, const char *> checks[] = {
            {driverGetVersion != nullptr, "cuDriverGetVersion"}, {init != nullptr, "cuInit"},
            {deviceGetCount != nullptr, "cuDeviceGetCount"}, {deviceGet != nullptr, "cuDeviceGet"},
            {deviceGetName != nullptr, "cuDeviceGetName"}, {deviceGetAttribute != nullptr, "cuDeviceGetAttribute"},
            {deviceTotalMem != nullptr, "cuDeviceTotalMem_v2"},
        };
        for (const auto &[present, name] : checks)
            if (!present)
                names.append(QString::fromLatin1(name));
        return names;
    }
};

GpuInfo describeDevice(const DriverFunctions &cu, const CudaErrorText &errors, int ordinal, QStringList &problems)
{
    GpuInfo gpu;
    gpu.index = ordinal;
    gpu.source = QStringLiteral("CUDA driver API");
    CUdevice device = 0;
    if (const CUresult r = cu.deviceGet(&device, ordinal); r != 0) {
        problems.append(errors.describe("cuDeviceGet", r));
        return gpu;
    }
    char name[256] = {};
    if (const CUresult r = cu.deviceGetName(name, int(sizeof name) - 1, device); r == 0)
        gpu.name = QString::fromUtf8(name).trimmed();
    else
        problems.append(errors.describe("cuDeviceGetName", r));

    int major = -1, minor = -1;
    const CUresult rMajor = cu.deviceGetAttribute(&major, AttributeComputeCapabilityMajor, device);
    const CUresult rMinor = cu.deviceGetAttribute(&minor, AttributeComputeCapabilityMinor, device);
    if (rMajor == 0 && rMinor == 0 && major > 0 && minor >= 0)
        gpu.computeCapability = Version{major, minor};
    else if (rMajor != 0 || rMinor != 0)
        problems.append(errors.describe("cuDeviceGetAttribute", rMajor != 0 ? rMajor : rMinor));

    int smCount = -1;
    if (const CUresult r = cu.deviceGetAttribute(&smCount, AttributeMultiprocessorCount, device); r == 0 && smCount > 0)
        gpu.multiprocessorCount = smCount;
    else if (r != 0)
        problems.append(errors.describe("cuDeviceGetAttribute", r));

    std::size_t bytes = 0;
    if (const CUresult r = cu.deviceTotalMem(&bytes, device); r == 0 && bytes > 0)
        gpu.totalMemoryBytes = qint64(bytes);
    else if (r != 0)
        problems.append(errors.describe("cuDeviceTotalMem_v2", r));
    return gpu;
}

} // namespace

CudaDriverAnswer queryCudaDriver(const QString &file)
{
    CudaDriverAnswer answer;
    DynamicLibrary library;
    if (!library.load(file)) {
        answer.problem = library.errorString();
        return answer;
    }
    answer.libraryPath = library.loadedPath();

    const DriverFunctions cu(library);
    const CudaErrorText errors(library);
    if (const QStringList missing = cu.missing(); !missing.isEmpty()) {
        answer.outcome = CudaDriverAnswer::Outcome::NotADriver;
        answer.problem = QCoreApplication::translate("DriverProbe", "The library does not export %1.")
                             .arg(missing.join(QStringLiteral(", ")));
        return answer;
    }

    // cuDriverGetVersion works before cuInit, so the supported CUDA version is known even
    // when cuInit then fails.
    int versionCode = 0;
    const CUresult versionResult = cu.driverGetVersion(&versionCode);
    if (versionResult == 0)
        answer.maxCudaVersion = Version::fromCudaCode(versionCode);

    answer.initResult = cu.init(0);
    if (versionResult == CudaDriverAnswer::StubLibrary || answer.initResult == CudaDriverAnswer::StubLibrary) {
        answer.outcome = CudaDriverAnswer::Outcome::NotADriver;
        answer.isStub = true;
        answer.problem = errors.describe("cuInit(0)", CudaDriverAnswer::StubLibrary);
        return answer;
    }
    answer.outcome = CudaDriverAnswer::Outcome::Answered;
    if (answer.initResult != 0) {
        answer.initError = errors.describe("cuInit(0)", answer.initResult);
        return answer;
    }

    int count = 0;
    if (const CUresult r = cu.deviceGetCount(&count); r != 0) {
        // After a successful cuInit this is the same kind of failure as cuInit's own.
        answer.initResult = r;
        answer.initError = errors.describe("cuDeviceGetCount", r);
        return answer;
    }
    if (count > MaxDevices) {
        answer.deviceProblems.append(
            QCoreApplication::translate("DriverProbe", "cuDeviceGetCount reported %1 devices; only the first %2 were read.")
                .arg(count)
                .arg(MaxDevices));
        count = MaxDevices;
    }
    for (int ordinal = 0; ordinal < count; ++ordinal)
        answer.gpus.append(describeDevice(cu, errors, ordinal, answer.deviceProblems));
    return answer;
}

NvmlAnswer queryNvml(const QString &file)
{
    NvmlAnswer answer;
    DynamicLibrary library;
    if (!library.load(file)) {
        answer.problem = library.errorString();
        return answer;
    }
    answer.loaded = true;
    answer.libraryPath = library.loadedPath();

    auto init = library.function<NvmlInit>("nvmlInit_v2");
    if (!init)
        init = library.function<NvmlInit>("nvmlInit");   // drivers before the _v2 entry point
    const auto shutdown = library.function<NvmlShutdown>("nvmlShutdown");
    const auto getDriverVersion = library.function<NvmlSystemGetDriverVersion>("nvmlSystemGetDriverVersion");
    const auto errorString = library.function<NvmlErrorString>("nvmlErrorString");
    if (!init || !shutdown || !getDriverVersion) {
        answer.problem = QCoreApplication::translate(
            "DriverProbe", "The library does not export nvmlInit, nvmlShutdown and nvmlSystemGetDriverVersion.");
        return answer;
    }
    const auto describe = [&](const char *call, nvmlReturn_t code) {
        const char *text = errorString ? errorString(code) : nullptr;
        return QCoreApplication::translate("DriverProbe", "%1 returned %2")
            .arg(QString::fromLatin1(call),
                 text ? QStringLiteral("%1 (%2)").arg(QString::fromUtf8(text)).arg(code) : QString::number(code));
    };

    if (const nvmlReturn_t r = init(); r != 0) {
        answer.problem = describe("nvmlInit_v2", r);
        return answer;
    }
    char version[NvmlVersionBufferSize] = {};
    if (const nvmlReturn_t r = getDriverVersion(version, NvmlVersionBufferSize); r == 0)
        answer.driverVersion = QString::fromUtf8(version, qstrnlen(version, NvmlVersionBufferSize)).trimmed();
    else
        answer.problem = describe("nvmlSystemGetDriverVersion", r);
    shutdown();
    return answer;
}

} // namespace cudnnsetup
