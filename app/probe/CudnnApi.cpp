#include "CudnnApi.h"

#include "CudnnLibrary.h"

#include <string>
#include <type_traits>

namespace probe::cudnn {

const char *algorithmName(int algo)
{
    static const char *const names[kForwardAlgorithmCount] = {
        "IMPLICIT_GEMM", "IMPLICIT_PRECOMP_GEMM", "GEMM", "DIRECT",
        "FFT", "FFT_TILING", "WINOGRAD", "WINOGRAD_NONFUSED"};
    if (algo >= 0 && algo < kForwardAlgorithmCount)
        return names[algo];
    static thread_local std::string unknown;
    unknown = "ALGO_" + std::to_string(algo);
    return unknown.c_str();
}

const char *mathTypeName(int mathType)
{
    switch (mathType) {
    case kDefaultMath: return "DEFAULT_MATH";
    case kTensorOpMath: return "TENSOR_OP_MATH";
    case kTensorOpMathAllowConversion: return "TENSOR_OP_MATH_ALLOW_CONVERSION";
    case kFmaMath: return "FMA_MATH";
    default: return "UNKNOWN_MATH";
    }
}

std::vector<std::string> Api::resolve(const CudnnLibrary &library)
{
    major = library.major();
    std::vector<std::string> missing;
    auto get = [&](auto &target, const char *name, bool required = true) {
        target = reinterpret_cast<std::remove_reference_t<decltype(target)>>(library.symbol(name));
        if (!target && required)
            missing.emplace_back(name);
    };
    get(getErrorString, "cudnnGetErrorString");
    get(getLastErrorString, "cudnnGetLastErrorString", false);
    get(create, "cudnnCreate");
    get(destroy, "cudnnDestroy");
    get(setStream, "cudnnSetStream");
    get(createTensorDescriptor, "cudnnCreateTensorDescriptor");
    get(setTensor4dDescriptor, "cudnnSetTensor4dDescriptor");
    get(destroyTensorDescriptor, "cudnnDestroyTensorDescriptor");
    get(createFilterDescriptor, "cudnnCreateFilterDescriptor");
    get(setFilter4dDescriptor, "cudnnSetFilter4dDescriptor");
    get(destroyFilterDescriptor, "cudnnDestroyFilterDescriptor");
    get(createConvolutionDescriptor, "cudnnCreateConvolutionDescriptor");
    get(setConvolution2dDescriptor, "cudnnSetConvolution2dDescriptor");
    get(setConvolutionMathType, "cudnnSetConvolutionMathType");
    get(destroyConvolutionDescriptor, "cudnnDestroyConvolutionDescriptor");
    get(getConvolution2dForwardOutputDim, "cudnnGetConvolution2dForwardOutputDim");
    get(getForwardAlgorithmMaxCount, "cudnnGetConvolutionForwardAlgorithmMaxCount", false);
    get(findForwardAlgorithm, "cudnnFindConvolutionForwardAlgorithm");
    get(getForwardAlgorithmV7, "cudnnGetConvolutionForwardAlgorithm_v7");
    get(getForwardWorkspaceSize, "cudnnGetConvolutionForwardWorkspaceSize");
    get(convolutionForward, "cudnnConvolutionForward");
    return missing;
}

std::string Api::describe(Status status) const
{
    std::string text = getErrorString ? getErrorString(status) : "cuDNN status";
    text += " (" + std::to_string(status) + ")";
    if (getLastErrorString && status != kSuccess) {
        char buffer[1024] = {};
        getLastErrorString(buffer, sizeof buffer);
        if (buffer[0])
            text += ": " + std::string(buffer);
    }
    return text;
}

bool Api::isOutOfMemory(Status status) const
{
    return major >= 9 ? status == kDeviceAllocationFailed9 : status == kAllocFailed8;
}

} // namespace probe::cudnn
