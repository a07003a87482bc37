#include "CudnnConvolution.h"

#include "core/bench/ReferenceConvolution.h"
#include "core/bench/SampledCheck.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace probe {

using cudnnsetup::bench::ConvolutionShape;

CudnnConvolution::~CudnnConvolution()
{
    if (m_conv && m_api.destroyConvolutionDescriptor)
        m_api.destroyConvolutionDescriptor(m_conv);
    if (m_w && m_api.destroyFilterDescriptor)
        m_api.destroyFilterDescriptor(m_w);
    if (m_y && m_api.destroyTensorDescriptor)
        m_api.destroyTensorDescriptor(m_y);
    if (m_x && m_api.destroyTensorDescriptor)
        m_api.destroyTensorDescriptor(m_x);
}

RowFailure CudnnConvolution::failure(cudnn::Status status, const char *call, const char *code) const
{
    RowFailure f;
    f.code = m_api.isOutOfMemory(status) ? "out-of-memory" : code;
    f.detail = std::string(call) + " failed: " + m_api.describe(status);
    return f;
}

RowFailure CudnnConvolution::setUp(const ConvolutionShape &shape, int dataType, int format, int mathType)
{
    const int N = int(shape.N), C = int(shape.C), H = int(shape.H), W = int(shape.W);
    const int K = int(shape.K), R = int(shape.R), S = int(shape.S);
    cudnn::Status st = m_api.createTensorDescriptor(&m_x);
    if (st != cudnn::kSuccess)
        return failure(st, "cudnnCreateTensorDescriptor");
    if ((st = m_api.setTensor4dDescriptor(m_x, format, dataType, N, C, H, W)) != cudnn::kSuccess)
        return failure(st, "cudnnSetTensor4dDescriptor (input)");
    if ((st = m_api.createFilterDescriptor(&m_w)) != cudnn::kSuccess)
        return failure(st, "cudnnCreateFilterDescriptor");
    if ((st = m_api.setFilter4dDescriptor(m_w, dataType, format, K, C, R, S)) != cudnn::kSuccess)
        return failure(st, "cudnnSetFilter4dDescriptor");
    if ((st = m_api.createConvolutionDescriptor(&m_conv)) != cudnn::kSuccess)
        return failure(st, "cudnnCreateConvolutionDescriptor");
    if ((st = m_api.setConvolution2dDescriptor(m_conv, int(shape.padH), int(shape.padW), int(shape.strideH),
                                               int(shape.strideW), 1, 1, cudnn::kCrossCorrelation, cudnn::kFloat)) !=
        cudnn::kSuccess)
        return failure(st, "cudnnSetConvolution2dDescriptor");
    if ((st = m_api.setConvolutionMathType(m_conv, mathType)) != cudnn::kSuccess)
        return failure(st, "cudnnSetConvolutionMathType");
    int n = 0, k = 0, p = 0, q = 0;
    if ((st = m_api.getConvolution2dForwardOutputDim(m_conv, m_x, m_w, &n, &k, &p, &q)) != cudnn::kSuccess)
        return failure(st, "cudnnGetConvolution2dForwardOutputDim");
    if (n != N || k != K || p != int(shape.P()) || q != int(shape.Q()))
        return {"no-algorithm", "cuDNN computes a different output size: " + std::to_string(n) + "x" +
                                    std::to_string(k) + "x" + std::to_string(p) + "x" + std::to_string(q)};
    if ((st = m_api.createTensorDescriptor(&m_y)) != cudnn::kSuccess)
        return failure(st, "cudnnCreateTensorDescriptor");
    if ((st = m_api.setTensor4dDescriptor(m_y, format, dataType, n, k, p, q)) != cudnn::kSuccess)
        return failure(st, "cudnnSetTensor4dDescriptor (output)");
    return {};
}

RowFailure CudnnConvolution::search(bool find, size_t workspaceCap, int requiredMath, CudnnChoice &choice)
{
    choice = CudnnChoice {};
    int requested = cudnn::kForwardAlgorithmCount;
    if (m_api.getForwardAlgorithmMaxCount) {
        int count = 0;
        if (m_api.getForwardAlgorithmMaxCount(m_handle, &count) == cudnn::kSuccess && count > 0)
            requested = count;
    }
    std::vector<cudnn::ForwardAlgoPerf> results(static_cast<size_t>(requested));
    int returned = 0;
    const char *call = find ? "cudnnFindConvolutionForwardAlgorithm" : "cudnnGetConvolutionForwardAlgorithm_v7";
    const cudnn::Status st = (find ? m_api.findForwardAlgorithm : m_api.getForwardAlgorithmV7)(
        m_handle, m_x, m_w, m_conv, m_y, requested, &returned, results.data());
    if (st != cudnn::kSuccess)
        return failure(st, call);
    std::string seen;
    for (int i = 0; i < std::min(returned, requested); ++i) {
        const cudnn::ForwardAlgoPerf &r = results[size_t(i)];
        if (r.status != cudnn::kSuccess)
            continue;
        seen += std::string(seen.empty() ? "" : ", ") + cudnn::algorithmName(r.algo) + "/" +
                cudnn::mathTypeName(r.mathType) + " " + std::to_string(r.memory) + " B";
        if (r.memory > workspaceCap || (requiredMath >= 0 && r.mathType != requiredMath))
            continue;
        choice.algo = r.algo;
        choice.mathType = r.mathType;
        choice.memory = r.memory;
        return {};
    }
    return {"no-algorithm", std::string(call) + " returned no algorithm that succeeds within the workspace cap of " +
                                std::to_string(workspaceCap) + " bytes" +
                                (requiredMath >= 0 ? std::string(" with ") + cudnn::mathTypeName(requiredMath) : "") +
                                (seen.empty() ? "" : " (succeeded: " + seen + ")")};
}

RowFailure CudnnConvolution::find(size_t workspaceCap, int requiredMath, CudnnChoice &choice)
{
    return search(true, workspaceCap, requiredMath, choice);
}

RowFailure CudnnConvolution::heuristic(size_t workspaceCap, int requiredMath, CudnnChoice &choice)
{
    return search(false, workspaceCap, requiredMath, choice);
}

RowFailure CudnnConvolution::prepare(const CudnnChoice &choice, size_t &workspaceBytes)
{
    workspaceBytes = 0;
    cudnn::Status st = m_api.setConvolutionMathType(m_conv, choice.mathType);
    if (st != cudnn::kSuccess)
        return failure(st, "cudnnSetConvolutionMathType");
    st = m_api.getForwardWorkspaceSize(m_handle, m_x, m_w, m_conv, m_y, choice.algo, &workspaceBytes);
    if (st != cudnn::kSuccess)
        return failure(st, "cudnnGetConvolutionForwardWorkspaceSize");
    return {};
}

RowFailure CudnnConvolution::forward(const CudnnChoice &choice, const void *x, const void *w, void *y,
                                     void *workspace, size_t workspaceBytes)
{
    const float one = 1.0f, zero = 0.0f;   // float scaling factors for FLOAT and HALF data
    const cudnn::Status st = m_api.convolutionForward(m_handle, &one, m_x, x, m_w, w, m_conv, choice.algo, workspace,
                                                      workspaceBytes, &zero, m_y, y);
    if (st != cudnn::kSuccess)
        return failure(st, "cudnnConvolutionForward");
    return {};
}

namespace {

Json checkItem(const std::string &status, const std::string &code, const std::string &detail)
{
    Json j = Json::object();
    j.set("id", "convolution").set("status", status).set("code", code).set("detail", detail);
    return j;
}

Json failedItem(const RowFailure &f)
{
    return checkItem("fail", f.code == "cuda-error" ? "cuda-error" : "failed", f.detail);
}

} // namespace

Json convolutionCheckItem(const cudnn::Api &api, cudnn::Handle handle)
{
    // Generous: any algorithm may be picked (Winograd and FFT round differently from a direct sum),
    // and a broken install gives errors near 1, not near 1e-5.
    constexpr double kTolerance = 1e-4;
    constexpr size_t kWorkspaceCap = size_t(64) << 20;

    ConvolutionShape shape;
    shape.N = 2; shape.C = 8; shape.H = 9; shape.W = 9; shape.K = 8; shape.R = 3; shape.S = 3;
    shape.padH = shape.padW = 1;
    shape.strideH = shape.strideW = 1;
    std::vector<float> x(size_t(shape.inputElements())), w(size_t(shape.filterElements()));
    cudnnsetup::bench::fillUniform(x, cudnnsetup::bench::kInputSeed);
    cudnnsetup::bench::fillUniform(w, cudnnsetup::bench::kFilterSeed);
    std::vector<float> y(size_t(shape.outputElements()));

    CudnnConvolution conv(api, handle);
    CudnnChoice choice;
    if (RowFailure f = conv.setUp(shape, cudnn::kFloat, cudnn::kNchw, cudnn::kFmaMath))
        return failedItem(f);
    RowFailure found = conv.find(kWorkspaceCap, cudnn::kFmaMath, choice);
    if (found && conv.heuristic(kWorkspaceCap, cudnn::kFmaMath, choice))
        return failedItem(found);

    DeviceBuffer dx, dw, dy, ws;
    size_t wsBytes = 0;
    if (cudaError_t e = dx.allocate(x.size() * sizeof(float)); e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMalloc"));
    if (cudaError_t e = dw.allocate(w.size() * sizeof(float)); e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMalloc"));
    if (cudaError_t e = dy.allocate(y.size() * sizeof(float)); e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMalloc"));
    if (cudaError_t e = cudaMemcpy(dx.get(), x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice);
        e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMemcpy"));
    if (cudaError_t e = cudaMemcpy(dw.get(), w.data(), w.size() * sizeof(float), cudaMemcpyHostToDevice);
        e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMemcpy"));
    if (cudaError_t e = cudaMemset(dy.get(), 0xff, y.size() * sizeof(float)); e != cudaSuccess)   // NaN
        return failedItem(cudaFailure(e, "cudaMemset"));
    if (cudaError_t e = cudaDeviceSynchronize(); e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaDeviceSynchronize"));
    if (RowFailure f = conv.prepare(choice, wsBytes))
        return failedItem(f);
    if (cudaError_t e = ws.allocate(wsBytes); e != cudaSuccess)
        return failedItem(cudaFailure(e, "cudaMalloc (workspace)"));
    if (RowFailure f = conv.forward(choice, dx.get(), dw.get(), dy.get(), ws.get(), wsBytes))
        return failedItem(f);
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        e = cudaGetLastError();
    if (e == cudaSuccess)
        e = cudaMemcpy(y.data(), dy.get(), y.size() * sizeof(float), cudaMemcpyDeviceToHost);
    if (e != cudaSuccess)
        return failedItem(cudaFailure(e, "the convolution"));

    const auto all = cudnnsetup::bench::sampleOutputs(shape, size_t(shape.outputElements()));
    const int64_t P = shape.P(), Q = shape.Q();
    const auto summary = cudnnsetup::bench::checkSampled(
        shape, x, w, all,
        [&](const cudnnsetup::bench::OutputIndex &i) {
            return double(y[size_t(((i.n * shape.K + i.k) * P + i.p) * Q + i.q)]);
        },
        cudnnsetup::bench::Precision::Fp32);
    const bool pass = summary.checked == all.size() && std::isfinite(summary.maxError) &&
                      summary.maxError <= kTolerance;
    const std::string algorithm = cudnn::algorithmName(choice.algo);
    Json item = pass ? checkItem("pass", "ok", "a " + shape.describe() + " convolution (" + algorithm +
                                                   ", FMA_MATH) matches the reference in every output")
                     : checkItem("fail", "wrong-results", "a " + shape.describe() + " convolution (" + algorithm +
                                                              ") differs from the reference");
    item.set("algorithm", algorithm).set("checked", summary.checked).set("maxError", summary.maxError);
    item.set("tolerance", kTolerance);
    return item;
}

} // namespace probe
