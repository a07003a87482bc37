// The cuDNN legacy C API that cudnn-probe calls, declared here from the cuDNN 9 headers
// (docs/benchmark-method.md, "cuDNN calls"): cudnn.h is never included, so the probe builds
// without cuDNN and loads whichever copy it is pointed at. Only the types, enum values and entry
// points the probe uses; the values have been stable since cuDNN 7 except the status codes
// (category-coded in 9).
#pragma once

#include "Loader.h"

#include <cstddef>
#include <string>
#include <vector>

namespace probe {

class CudnnLibrary;

namespace cudnn {

using Handle = void *;
using TensorDescriptor = void *;
using FilterDescriptor = void *;
using ConvolutionDescriptor = void *;
using Stream = void *;   // cudaStream_t
using Status = int;

inline constexpr Status kSuccess = 0;
// cuDNN 9's CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED; cuDNN 8's CUDNN_STATUS_ALLOC_FAILED.
inline constexpr Status kDeviceAllocationFailed9 = 4004;
inline constexpr Status kAllocFailed8 = 2;

enum TensorFormat : int { kNchw = 0, kNhwc = 1 };
enum DataType : int { kFloat = 0, kDouble = 1, kHalf = 2 };
enum ConvolutionMode : int { kConvolution = 0, kCrossCorrelation = 1 };
enum MathType : int { kDefaultMath = 0, kTensorOpMath = 1, kTensorOpMathAllowConversion = 2, kFmaMath = 3 };
// cudnnConvolutionFwdAlgo_t: IMPLICIT_GEMM 0 … WINOGRAD_NONFUSED 7, COUNT 8.
inline constexpr int kForwardAlgorithmCount = 8;

struct ForwardAlgoPerf   // cudnnConvolutionFwdAlgoPerf_t
{
    int algo;
    Status status;
    float time;
    size_t memory;
    int determinism;
    int mathType;
    int reserved[3];
};

const char *algorithmName(int algo);   // "IMPLICIT_PRECOMP_GEMM"; "ALGO_<n>" for unknown values
const char *mathTypeName(int mathType); // "FMA_MATH"

using GetVersionFn = size_t(PROBE_CUDNNWINAPI *)();
using GetErrorStringFn = const char *(PROBE_CUDNNWINAPI *)(Status);
using GetLastErrorStringFn = void(PROBE_CUDNNWINAPI *)(char *, size_t);
using CreateFn = Status(PROBE_CUDNNWINAPI *)(Handle *);
using DestroyFn = Status(PROBE_CUDNNWINAPI *)(Handle);
using SetStreamFn = Status(PROBE_CUDNNWINAPI *)(Handle, Stream);
using CreateTensorDescriptorFn = Status(PROBE_CUDNNWINAPI *)(TensorDescriptor *);
using SetTensor4dDescriptorFn = Status(PROBE_CUDNNWINAPI *)(TensorDescriptor, int format, int dataType, int n,
                                                            int c, int h, int w);
using DestroyTensorDescriptorFn = Status(PROBE_CUDNNWINAPI *)(TensorDescriptor);
using CreateFilterDescriptorFn = Status(PROBE_CUDNNWINAPI *)(FilterDescriptor *);
// Note: dataType before format here, the opposite of cudnnSetTensor4dDescriptor.
using SetFilter4dDescriptorFn = Status(PROBE_CUDNNWINAPI *)(FilterDescriptor, int dataType, int format, int k,
                                                            int c, int h, int w);
using DestroyFilterDescriptorFn = Status(PROBE_CUDNNWINAPI *)(FilterDescriptor);
using CreateConvolutionDescriptorFn = Status(PROBE_CUDNNWINAPI *)(ConvolutionDescriptor *);
using SetConvolution2dDescriptorFn = Status(PROBE_CUDNNWINAPI *)(ConvolutionDescriptor, int padH, int padW,
                                                                 int strideH, int strideW, int dilationH,
                                                                 int dilationW, int mode, int computeType);
using SetConvolutionMathTypeFn = Status(PROBE_CUDNNWINAPI *)(ConvolutionDescriptor, int mathType);
using DestroyConvolutionDescriptorFn = Status(PROBE_CUDNNWINAPI *)(ConvolutionDescriptor);
using GetConvolution2dForwardOutputDimFn = Status(PROBE_CUDNNWINAPI *)(ConvolutionDescriptor, TensorDescriptor,
                                                                       FilterDescriptor, int *, int *, int *, int *);
using GetForwardAlgorithmMaxCountFn = Status(PROBE_CUDNNWINAPI *)(Handle, int *);
using FindOrGetForwardAlgorithmFn = Status(PROBE_CUDNNWINAPI *)(Handle, TensorDescriptor, FilterDescriptor,
                                                                ConvolutionDescriptor, TensorDescriptor, int requested,
                                                                int *returned, ForwardAlgoPerf *);
using GetForwardWorkspaceSizeFn = Status(PROBE_CUDNNWINAPI *)(Handle, TensorDescriptor, FilterDescriptor,
                                                              ConvolutionDescriptor, TensorDescriptor, int algo,
                                                              size_t *);
using ConvolutionForwardFn = Status(PROBE_CUDNNWINAPI *)(Handle, const void *alpha, TensorDescriptor, const void *x,
                                                         FilterDescriptor, const void *w, ConvolutionDescriptor,
                                                         int algo, void *workspace, size_t workspaceBytes,
                                                         const void *beta, TensorDescriptor, void *y);

// The entry points of one loaded cuDNN copy. resolve() fills them from the library (through the
// shim, which is safe only when every sub-library loaded) and lists the names it did not find.
struct Api
{
    int major = 0;
    GetErrorStringFn getErrorString = nullptr;
    GetLastErrorStringFn getLastErrorString = nullptr;   // 9.x only
    CreateFn create = nullptr;
    DestroyFn destroy = nullptr;
    SetStreamFn setStream = nullptr;
    CreateTensorDescriptorFn createTensorDescriptor = nullptr;
    SetTensor4dDescriptorFn setTensor4dDescriptor = nullptr;
    DestroyTensorDescriptorFn destroyTensorDescriptor = nullptr;
    CreateFilterDescriptorFn createFilterDescriptor = nullptr;
    SetFilter4dDescriptorFn setFilter4dDescriptor = nullptr;
    DestroyFilterDescriptorFn destroyFilterDescriptor = nullptr;
    CreateConvolutionDescriptorFn createConvolutionDescriptor = nullptr;
    SetConvolution2dDescriptorFn setConvolution2dDescriptor = nullptr;
    SetConvolutionMathTypeFn setConvolutionMathType = nullptr;
    DestroyConvolutionDescriptorFn destroyConvolutionDescriptor = nullptr;
    GetConvolution2dForwardOutputDimFn getConvolution2dForwardOutputDim = nullptr;
    GetForwardAlgorithmMaxCountFn getForwardAlgorithmMaxCount = nullptr;
    FindOrGetForwardAlgorithmFn findForwardAlgorithm = nullptr;
    FindOrGetForwardAlgorithmFn getForwardAlgorithmV7 = nullptr;
    GetForwardWorkspaceSizeFn getForwardWorkspaceSize = nullptr;
    ConvolutionForwardFn convolutionForward = nullptr;

    std::vector<std::string> resolve(const CudnnLibrary &library);
    // "CUDNN_STATUS_BAD_PARAM (2000)"; with cudnnGetLastErrorString's text when there is one.
    std::string describe(Status status) const;
    bool isOutOfMemory(Status status) const;
};

} // namespace cudnn
} // namespace probe
