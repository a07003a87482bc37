#include "BenchRows.h"

#include "ConvKernels.h"
#include "CudnnConvolution.h"

#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>

namespace probe {

using cudnnsetup::bench::ConvolutionShape;
using cudnnsetup::bench::OutputIndex;
using cudnnsetup::bench::Precision;

namespace {

constexpr size_t kCheckedSamples = 2048;

std::optional<kernels::ConvGeometry> geometryOf(const ConvolutionShape &s)
{
    const int64_t limit = std::numeric_limits<int>::max();
    for (int64_t v : {s.N, s.C, s.H, s.W, s.K, s.R, s.S, s.padH, s.padW, s.strideH, s.strideW})
        if (v < 0 || v > limit)
            return std::nullopt;
    // H + 2·pad stays far below 2^63, so P() and Q() are exact.
    if (s.P() > limit || s.Q() > limit)
        return std::nullopt;
    kernels::ConvGeometry g;
    g.N = int(s.N); g.C = int(s.C); g.H = int(s.H); g.W = int(s.W);
    g.K = int(s.K); g.R = int(s.R); g.S = int(s.S);
    g.P = int(s.P()); g.Q = int(s.Q());
    g.padH = int(s.padH); g.padW = int(s.padW); g.strideH = int(s.strideH); g.strideW = int(s.strideW);
    return g;
}

Precision precisionOf(RowKind kind)
{
    switch (kind) {
    case RowKind::CudnnTf32: return Precision::Tf32;
    case RowKind::CudnnFp16: return Precision::Fp16;
    default: return Precision::Fp32;
    }
}

std::string formatError(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
}

// Uploads on our stream (a plain cudaMemcpy from pageable memory may return before the copy lands,
// and our stream does not wait for the legacy default stream).
RowFailure upload(void *device, const void *host, size_t bytes, cudaStream_t stream)
{
    cudaError_t status = cudaMemcpyAsync(device, host, bytes, cudaMemcpyHostToDevice, stream);
    if (status == cudaSuccess)
        status = cudaStreamSynchronize(stream);
    return status == cudaSuccess ? RowFailure {} : cudaFailure(status, "copying the inputs to the GPU");
}

RowFailure download(void *host, const void *device, size_t bytes, cudaStream_t stream)
{
    cudaError_t status = cudaMemcpyAsync(host, device, bytes, cudaMemcpyDeviceToHost, stream);
    if (status == cudaSuccess)
        status = cudaStreamSynchronize(stream);
    return status == cudaSuccess ? RowFailure {} : cudaFailure(status, "copying the output back");
}

RowFailure allocate(DeviceBuffer &buffer, size_t bytes, const char *what)
{
    const cudaError_t status = buffer.allocate(bytes);
    return status == cudaSuccess ? RowFailure {} : cudaFailure(status, std::string("cudaMalloc (") + what + ")");
}

// Every output poisoned with NaN (all bits set, in FP32 and FP16 alike): an output the
// implementation never writes then fails the check.
RowFailure poison(DeviceBuffer &buffer, cudaStream_t stream)
{
    cudaError_t status = cudaMemsetAsync(buffer.get(), 0xff, buffer.bytes(), stream);
    if (status == cudaSuccess)
        status = cudaStreamSynchronize(stream);
    return status == cudaSuccess ? RowFailure {} : cudaFailure(status, "cudaMemset");
}

void judge(RowResult &row, const BenchContext &context, const std::vector<float> &output, bool nhwc)
{
    const ConvolutionShape &s = context.shape;
    const int64_t P = s.P(), Q = s.Q();
    row.check = cudnnsetup::bench::checkSampled(
        s, context.x, context.w, context.samplesToCheck,
        [&](const OutputIndex &i) {
            const int64_t index = nhwc ? ((i.n * P + i.p) * Q + i.q) * s.K + i.k : ((i.n * s.K + i.k) * P + i.p) * Q + i.q;
            return double(output[size_t(index)]);
        },
        precisionOf(row.spec.kind));
    row.checked = true;
    if (row.check.pass) {
        row.status = "ok";
        row.code = "ok";
        if (row.detail.empty())
            row.detail = "timed and correct";
    } else {
        row.status = "fail";
        row.code = "wrong-results";
        row.detail = "sampled outputs differ from the reference: max error " + formatError(row.check.maxError) +
                     " > tolerance " + formatError(row.check.tolerance) +
                     (row.detail.empty() ? "" : "; " + row.detail);
    }
}

void runOwnRow(const BenchContext &context, RowResult &row)
{
    const std::optional<kernels::ConvGeometry> geometry = geometryOf(context.shape);
    const std::string unsupported = geometry ? kernels::unsupportedReason(*geometry) : "the layer is too large";
    if (!unsupported.empty())
        return failRow(row, {"cuda-error", "our kernels cannot run this layer: " + unsupported});
    const ConvolutionShape &s = context.shape;
    DeviceBuffer dx, dw, dy;
    kernels::TiledConvolution tiled;
    const bool isTiled = row.spec.kind == RowKind::CudaTiled;
    if (RowFailure f = allocate(dx, context.x.size() * sizeof(float), "input"))
        return failRow(row, f);
    if (RowFailure f = allocate(dw, context.w.size() * sizeof(float), "filters"))
        return failRow(row, f);
    if (RowFailure f = allocate(dy, size_t(s.outputElements()) * sizeof(float), "output"))
        return failRow(row, f);
    if (RowFailure f = upload(dx.get(), context.x.data(), dx.bytes(), context.stream))
        return failRow(row, f);
    if (RowFailure f = upload(dw.get(), context.w.data(), dw.bytes(), context.stream))
        return failRow(row, f);
    if (isTiled)
        if (cudaError_t status = tiled.prepare(*geometry); status != cudaSuccess)
            return failRow(row, cudaFailure(status, "preparing the tiled kernel"));
    if (RowFailure f = poison(dy, context.stream))
        return failRow(row, f);

    const EnqueueRun run = [&](cudaStream_t stream) -> RowFailure {
        const cudaError_t status = isTiled ? tiled.launch(dx.floats(), dw.floats(), dy.floats(), stream)
                                           : kernels::launchNaive(dx.floats(), dw.floats(), dy.floats(), *geometry,
                                                                  stream);
        return status == cudaSuccess ? RowFailure {} : cudaFailure(status, "launching the kernel");
    };
    if (RowFailure f = timeRuns(context.stream, context.samples, run, row.timing))
        return failRow(row, f);
    std::vector<float> output(size_t(s.outputElements()));
    if (RowFailure f = download(output.data(), dy.get(), dy.bytes(), context.stream))
        return failRow(row, f);
    judge(row, context, output, false);
}

void runCudnnRow(const BenchContext &context, RowResult &row)
{
    const RowKind kind = row.spec.kind;
    if (kind == RowKind::CudnnTf32 && context.computeCapability < 80)
        return skipRow(row, "no-tf32", "TF32 needs compute capability 8.0 or newer");
    if (!context.api || !context.handle)
        return failRow(row, {"cudnn-unavailable", context.cudnnError});
    const cudnn::Api &api = *context.api;
    const ConvolutionShape &s = context.shape;
    const bool half = kind == RowKind::CudnnFp16;
    const int dataType = half ? cudnn::kHalf : cudnn::kFloat;
    const int format = half ? cudnn::kNhwc : cudnn::kNchw;
    const int math = kind == RowKind::CudnnFp32 ? cudnn::kFmaMath
                   : kind == RowKind::CudnnTf32 ? cudnn::kDefaultMath
                                                : cudnn::kTensorOpMath;
    const int requiredMath = kind == RowKind::CudnnFp32 ? cudnn::kFmaMath : -1;   // strict stays strict

    const auto started = std::chrono::steady_clock::now();
    CudnnConvolution conv(api, context.handle);
    if (RowFailure f = conv.setUp(s, dataType, format, math))
        return failRow(row, f);
    CudnnChoice heuristicPick, pick;
    const RowFailure heuristicFailure = conv.heuristic(context.workspaceCap, requiredMath, heuristicPick);
    if (RowFailure f = conv.find(context.workspaceCap, requiredMath, pick))
        return failRow(row, f);
    row.setupMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    row.algorithm = cudnn::algorithmName(pick.algo);
    row.mathType = cudnn::mathTypeName(pick.mathType);
    if (heuristicPick.valid())
        row.heuristicAlgorithm = cudnn::algorithmName(heuristicPick.algo);
    else
        row.detail = "no heuristic pick: " + heuristicFailure.detail;

    // Buffers: the same FP32 values; for FP16 transposed to NHWC / KRSC and converted on the GPU.
    const size_t elementBytes = half ? 2 : 4;
    DeviceBuffer dx, dw, dy, staging;
    if (RowFailure f = allocate(dx, context.x.size() * elementBytes, "input"))
        return failRow(row, f);
    if (RowFailure f = allocate(dw, context.w.size() * elementBytes, "filters"))
        return failRow(row, f);
    if (RowFailure f = allocate(dy, size_t(s.outputElements()) * elementBytes, "output"))
        return failRow(row, f);
    if (!half) {
        if (RowFailure f = upload(dx.get(), context.x.data(), dx.bytes(), context.stream))
            return failRow(row, f);
        if (RowFailure f = upload(dw.get(), context.w.data(), dw.bytes(), context.stream))
            return failRow(row, f);
    } else {
        const int64_t N = s.N, C = s.C, H = s.H, W = s.W, K = s.K, R = s.R, S = s.S;
        std::vector<float> xNhwc(context.x.size()), wKrsc(context.w.size());
        for (int64_t n = 0; n < N; ++n)
            for (int64_t c = 0; c < C; ++c)
                for (int64_t h = 0; h < H; ++h)
                    for (int64_t w = 0; w < W; ++w)
                        xNhwc[size_t(((n * H + h) * W + w) * C + c)] = context.x[size_t(((n * C + c) * H + h) * W + w)];
        for (int64_t k = 0; k < K; ++k)
            for (int64_t c = 0; c < C; ++c)
                for (int64_t r = 0; r < R; ++r)
                    for (int64_t q = 0; q < S; ++q)
                        wKrsc[size_t(((k * R + r) * S + q) * C + c)] = context.w[size_t(((k * C + c) * R + r) * S + q)];
        for (auto [values, target] : {std::pair {&xNhwc, &dx}, std::pair {&wKrsc, &dw}}) {
            if (RowFailure f = allocate(staging, values->size() * sizeof(float), "staging"))
                return failRow(row, f);
            if (RowFailure f = upload(staging.get(), values->data(), staging.bytes(), context.stream))
                return failRow(row, f);
            cudaError_t status = kernels::convertToHalf(staging.floats(), target->get(), values->size(), context.stream);
            if (status == cudaSuccess)
                status = cudaStreamSynchronize(context.stream);
            if (status != cudaSuccess)
                return failRow(row, cudaFailure(status, "converting the inputs to FP16"));
        }
        staging.release();
    }

    auto timeChoice = [&](const CudnnChoice &choice, DeviceBuffer &workspace, Timing &timing) -> RowFailure {
        size_t bytes = 0;
        if (RowFailure f = conv.prepare(choice, bytes))
            return f;
        if (RowFailure f = allocate(workspace, bytes, "workspace"))
            return f;
        const EnqueueRun run = [&](cudaStream_t) {
            return conv.forward(choice, dx.get(), dw.get(), dy.get(), workspace.get(), workspace.bytes());
        };
        return timeRuns(context.stream, context.samples, run, timing);
    };

    // The heuristic's pick first when it differs, so that the output checked below is Find's.
    if (heuristicPick.valid() && (heuristicPick.algo != pick.algo || heuristicPick.mathType != pick.mathType)) {
        DeviceBuffer workspace;
        Timing timing;
        if (RowFailure f = timeChoice(heuristicPick, workspace, timing))
            row.detail = "the heuristic pick " + row.heuristicAlgorithm + " did not run: " + f.detail;
        else
            row.heuristicMedianMs = timing.medianMs;
    }
    if (RowFailure f = poison(dy, context.stream))
        return failRow(row, f);
    DeviceBuffer workspace;
    if (RowFailure f = timeChoice(pick, workspace, row.timing))
        return failRow(row, f);
    row.workspaceBytes = workspace.bytes();

    std::vector<float> output(size_t(s.outputElements()));
    if (half) {
        if (RowFailure f = allocate(staging, output.size() * sizeof(float), "staging"))
            return failRow(row, f);
        cudaError_t status = kernels::convertFromHalf(dy.get(), staging.floats(), output.size(), context.stream);
        if (status == cudaSuccess)
            status = cudaStreamSynchronize(context.stream);
        if (status != cudaSuccess)
            return failRow(row, cudaFailure(status, "converting the output from FP16"));
        if (RowFailure f = download(output.data(), staging.get(), staging.bytes(), context.stream))
            return failRow(row, f);
    } else if (RowFailure f = download(output.data(), dy.get(), dy.bytes(), context.stream)) {
        return failRow(row, f);
    }
    judge(row, context, output, half);
}

Json checkJson(const RowResult &row)
{
    Json j = Json::object();
    j.set("checked", row.checked ? row.check.checked : size_t(0));
    j.set("maxError", row.checked ? row.check.maxError : 0.0);
    j.set("meanError", row.checked ? row.check.meanError : 0.0);
    j.set("tolerance", cudnnsetup::bench::toleranceFor(precisionOf(row.spec.kind)));
    j.set("pass", row.checked && row.check.pass);
    return j;
}

} // namespace

RowSpec rowSpec(RowKind kind)
{
    switch (kind) {
    case RowKind::CudnnFp32: return {kind, "cudnn-fp32", "cudnn", "fp32", "NCHW"};
    case RowKind::CudnnTf32: return {kind, "cudnn-tf32", "cudnn", "tf32", "NCHW"};
    case RowKind::CudnnFp16: return {kind, "cudnn-fp16-nhwc", "cudnn", "fp16", "NHWC"};
    case RowKind::CudaTiled: return {kind, "cuda-tiled", "cuda-tiled", "fp32", "NCHW"};
    case RowKind::CudaNaive: return {kind, "cuda-naive", "cuda-naive", "fp32", "NCHW"};
    }
    return {kind, "", "", "", ""};
}

RowResult makeRow(const RowSpec &spec)
{
    RowResult row;
    row.spec = spec;
    switch (spec.kind) {
    case RowKind::CudnnFp32: row.mathType = "FMA_MATH"; break;
    case RowKind::CudnnTf32: row.mathType = "DEFAULT_MATH"; break;
    case RowKind::CudnnFp16: row.mathType = "TENSOR_OP_MATH"; break;
    default: break;
    }
    return row;
}

void skipRow(RowResult &row, const std::string &code, const std::string &detail)
{
    row.status = "skip";
    row.code = code;
    row.detail = detail;
}

void failRow(RowResult &row, const RowFailure &failure)
{
    row.status = "fail";
    row.code = failure.code;
    row.detail = failure.detail;
}

void BenchContext::prepareHostData()
{
    x.resize(size_t(shape.inputElements()));
    w.resize(size_t(shape.filterElements()));
    cudnnsetup::bench::fillUniform(x, cudnnsetup::bench::kInputSeed);
    cudnnsetup::bench::fillUniform(w, cudnnsetup::bench::kFilterSeed);
    samplesToCheck = cudnnsetup::bench::sampleOutputs(shape, kCheckedSamples);
}

void runRow(const BenchContext &context, RowResult &row)
{
    if (row.spec.implementation == "cudnn")
        runCudnnRow(context, row);
    else
        runOwnRow(context, row);
}

Json rowJson(const RowResult &row, const Peaks &peaks, double flops)
{
    const double median = row.timing.medianMs;
    const double tflops = median > 0.0 ? flops / (median * 1e-3) / 1e12 : 0.0;
    const std::optional<double> &peak = row.spec.precision == "fp16" ? peaks.fp16
                                      : row.spec.precision == "tf32" ? peaks.tf32
                                                                     : peaks.fp32;
    const double peakTflops = peak ? *peak : 0.0;
    Json j = Json::object();
    j.set("id", row.spec.id).set("implementation", row.spec.implementation);
    j.set("precision", row.spec.precision).set("layout", row.spec.layout);
    j.set("status", row.status).set("code", row.code).set("detail", row.detail);
    j.set("medianMs", median).set("p10Ms", row.timing.p10Ms).set("p90Ms", row.timing.p90Ms);
    j.set("minMs", row.timing.minMs).set("samples", row.timing.samples);
    j.set("tflops", tflops).set("peakTflops", peakTflops);
    j.set("percentOfPeak", peakTflops > 0.0 && tflops > 0.0 ? 100.0 * tflops / peakTflops : 0.0);
    j.set("check", checkJson(row));
    if (row.spec.implementation == "cudnn") {
        j.set("algorithm", row.algorithm).set("heuristicAlgorithm", row.heuristicAlgorithm);
        j.set("heuristicMedianMs", row.heuristicMedianMs).set("workspaceBytes", row.workspaceBytes);
        j.set("mathType", row.mathType).set("setupMs", row.setupMs);
    }
    return j;
}

std::string layerUnsupportedReason(const ConvolutionShape &shape)
{
    // Checked in double first: nine-digit sizes overflow 64-bit products.
    const double limit = double(std::numeric_limits<int>::max());
    const double input = double(shape.N) * double(shape.C) * double(shape.H) * double(shape.W);
    const double filters = double(shape.K) * double(shape.C) * double(shape.R) * double(shape.S);
    const double output = double(shape.N) * double(shape.K) * double(shape.P()) * double(shape.Q());
    if (input > limit || filters > limit || output > limit)
        return "a tensor has 2^31 elements or more";
    const std::optional<kernels::ConvGeometry> geometry = geometryOf(shape);
    if (!geometry)
        return "a size does not fit in 32 bits";
    return kernels::unsupportedReason(*geometry);
}

} // namespace probe
