// One forward convolution through cuDNN's legacy API (docs/benchmark-method.md, "cuDNN calls"):
// descriptors for a layer in one data type and layout, the algorithm search (Find, and the _v7
// heuristic), and the forward call that gets timed. Used by the bench rows and by verify's
// `convolution` item.
#pragma once

#include "CudnnApi.h"
#include "GpuTiming.h"
#include "Json.h"

#include "core/bench/ConvolutionShape.h"

#include <cstddef>

namespace probe {

struct CudnnChoice
{
    int algo = -1;
    int mathType = cudnn::kDefaultMath;
    size_t memory = 0;   // the workspace the search reported
    bool valid() const { return algo >= 0; }
};

class CudnnConvolution
{
public:
    CudnnConvolution(const cudnn::Api &api, cudnn::Handle handle) : m_api(api), m_handle(handle) {}
    CudnnConvolution(const CudnnConvolution &) = delete;
    CudnnConvolution &operator=(const CudnnConvolution &) = delete;
    ~CudnnConvolution();

    // dataType cudnn::kFloat or kHalf, format kNchw (filters KCRS) or kNhwc (filters KRSC), compute
    // type FLOAT, cross-correlation; mathType is what the search runs under. Checks that cuDNN
    // computes the same output size. Failures: "no-algorithm" (detail names the call and status).
    RowFailure setUp(const cudnnsetup::bench::ConvolutionShape &shape, int dataType, int format, int mathType);

    // The first result that succeeded, needs at most `workspaceCap` bytes and, when requiredMath
    // >= 0, has that math type (the strict FP32 row must stay FMA). Failures: "no-algorithm",
    // "out-of-memory".
    RowFailure find(size_t workspaceCap, int requiredMath, CudnnChoice &choice);
    RowFailure heuristic(size_t workspaceCap, int requiredMath, CudnnChoice &choice);

    // Applies the choice's math type (Find may have measured it under another one) and asks for
    // its workspace size; call before forward() whenever the choice changes.
    RowFailure prepare(const CudnnChoice &choice, size_t &workspaceBytes);
    RowFailure forward(const CudnnChoice &choice, const void *x, const void *w, void *y, void *workspace,
                       size_t workspaceBytes);

private:
    RowFailure failure(cudnn::Status status, const char *call, const char *code = "no-algorithm") const;
    RowFailure search(bool find, size_t workspaceCap, int requiredMath, CudnnChoice &choice);

    const cudnn::Api &m_api;
    cudnn::Handle m_handle;
    cudnn::TensorDescriptor m_x = nullptr, m_y = nullptr;
    cudnn::FilterDescriptor m_w = nullptr;
    cudnn::ConvolutionDescriptor m_conv = nullptr;
};

// verify's `convolution` item: a tiny FP32 layer (N2 C8 H9 W9 K8 3x3, padding 1) under FMA math,
// every output checked against the double-precision reference. Needs a GPU and a handle.
Json convolutionCheckItem(const cudnn::Api &api, cudnn::Handle handle);

} // namespace probe
