#include "CudaInfo.h"

#include <cuda_runtime_api.h>

namespace probe {

namespace {
int attribute(cudaDeviceAttr attr, int device)
{
    int value = 0;
    if (cudaDeviceGetAttribute(&value, attr, device) != cudaSuccess)
        return 0;
    return value;
}
} // namespace

CudaInfo queryCuda()
{
    CudaInfo info;
    cudaRuntimeGetVersion(&info.runtimeVersion);
    if (cudaDriverGetVersion(&info.driverVersion) != cudaSuccess)
        info.driverVersion = 0;

    int count = 0;
    const cudaError_t status = cudaGetDeviceCount(&count);
    if (status == cudaSuccess) {
        info.driver = "ok";
    } else {
        // With no driver at all the runtime says "insufficient driver"; only a real (old) driver
        // reports a version.
        info.driver = (status == cudaErrorInsufficientDriver && info.driverVersion == 0) ? "no-driver" : "error";
        info.driverError = cudaGetErrorName(status);
        info.driverErrorText = cudaGetErrorString(status);
        count = 0;
        cudaGetLastError();   // clear the sticky-less error state
    }
    info.deviceCount = count;

    for (int i = 0; i < count; ++i) {
        cudaDeviceProp prop {};
        Json device = Json::object();
        device.set("index", i);
        if (cudaGetDeviceProperties(&prop, i) == cudaSuccess) {
            device.set("name", std::string(prop.name));
            device.set("memoryBytes", static_cast<unsigned long long>(prop.totalGlobalMem));
        } else {
            device.set("name", "");
            device.set("memoryBytes", 0);
        }
        const int major = attribute(cudaDevAttrComputeCapabilityMajor, i);
        const int minor = attribute(cudaDevAttrComputeCapabilityMinor, i);
        info.computeCapabilities.push_back(major * 100 + minor * 10);
        info.deviceNames.push_back(prop.name);
        device.set("computeCapability", std::to_string(major) + "." + std::to_string(minor));
        device.set("multiprocessors", attribute(cudaDevAttrMultiProcessorCount, i));
        // CUDA 13 removed clockRate / memoryClockRate from cudaDeviceProp: use attributes.
        device.set("clockKHz", attribute(cudaDevAttrClockRate, i));
        device.set("memoryClockKHz", attribute(cudaDevAttrMemoryClockRate, i));
        device.set("memoryBusWidth", attribute(cudaDevAttrGlobalMemoryBusWidth, i));
        info.devices.push(std::move(device));
    }
    return info;
}

void addCudaFields(Json &object, const CudaInfo &info)
{
    object.set("runtimeVersion", info.runtimeVersion);
    object.set("driverVersion", info.driverVersion);
    object.set("driver", info.driver);
    object.set("driverError", info.driverError);
    object.set("devices", info.devices);
}

} // namespace probe
