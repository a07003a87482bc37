// What the CUDA runtime (linked statically) says about the driver and the GPUs.
#pragma once

#include "Json.h"

#include <string>
#include <vector>

namespace probe {

struct CudaInfo
{
    int runtimeVersion = 0;
    int driverVersion = 0;        // 0 = no driver
    std::string driver;           // "ok" | "no-driver" | "error"
    std::string driverError;      // cudaGetErrorName of the failing call, "" when ok
    std::string driverErrorText;  // cudaGetErrorString of it
    int deviceCount = 0;
    Json devices = Json::array();
    std::vector<int> computeCapabilities;   // per device, major*100 + minor*10 (cuDNN's encoding)
    std::vector<std::string> deviceNames;
};

CudaInfo queryCuda();

// Adds runtimeVersion, driverVersion, driver, driverError, devices to an object.
void addCudaFields(Json &object, const CudaInfo &info);

} // namespace probe
