#include "Bench.h"

#include "BenchRows.h"
#include "CudaInfo.h"
#include "CudnnApi.h"
#include "CudnnLibrary.h"
#include "Peaks.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>

namespace probe {

using cudnnsetup::bench::ConvolutionShape;

namespace {

// A whole number of at most 9 digits, no sign.
bool parseCount(const std::string &text, long long &value)
{
    if (text.empty() || text.size() > 9)
        return false;
    value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

std::string join(const std::vector<std::string> &parts, const char *separator)
{
    std::string out;
    for (const auto &p : parts)
        out += (out.empty() ? "" : separator) + p;
    return out;
}

Json shapeJson(const ConvolutionShape &s)
{
    Json j = Json::object();
    j.set("N", s.N).set("C", s.C).set("H", s.H).set("W", s.W).set("K", s.K).set("R", s.R).set("S", s.S);
    j.set("padH", s.padH).set("padW", s.padW).set("strideH", s.strideH).set("strideW", s.strideW);
    j.set("P", s.P()).set("Q", s.Q());
    return j;
}

Json optionalNumber(const std::optional<double> &v) { return v ? Json(*v) : Json(); }

// The cuDNN copy of --cudnn-dir, ready for the rows (or why not).
struct CudnnState
{
    std::unique_ptr<CudnnLibrary> library;
    cudnn::Api api;
    cudnn::Handle handle = nullptr;
    std::string error;   // "" when the cuDNN rows can run (with a GPU)

    ~CudnnState()
    {
        if (handle && api.destroy)
            api.destroy(handle);
    }
};

void loadCudnn(const std::string &dir, bool haveGpu, CudnnState &state)
{
    if (dir.empty()) {
        state.error = "no cuDNN folder was given (--cudnn-dir)";
        return;
    }
    state.library = std::make_unique<CudnnLibrary>(dir);
    const CudnnLibrary &lib = *state.library;
    if (!lib.missing().empty()) {
        state.error = "cuDNN " + std::to_string(lib.major()) + " libraries missing in " + dir + ": " +
                      join(lib.missing(), ", ");
        return;
    }
    if (!lib.failed().empty()) {
        for (const auto &l : lib.loads())
            if (!l.loaded) {
                state.error = l.file + " did not load: " + l.error;
                return;
            }
    }
    const std::vector<std::string> missingSymbols = state.api.resolve(lib);
    if (!missingSymbols.empty()) {
        state.error = "cuDNN functions not found: " + join(missingSymbols, ", ");
        return;
    }
    if (!haveGpu)
        return;   // cudnnCreate needs a GPU; the rows are skipped anyway
    const cudnn::Status st = state.api.create(&state.handle);
    if (st != cudnn::kSuccess) {
        state.handle = nullptr;
        state.error = "cudnnCreate failed: " + state.api.describe(st);
    }
}

std::string gpuStateOf(const CudaInfo &cuda)
{
    if (cuda.driver == "ok")
        return cuda.deviceCount > 0 ? "ok" : "no-gpu";
    if (cuda.driver == "no-driver")
        return "no-driver";
    return cuda.driverError == "cudaErrorNoDevice" ? "no-gpu" : "error";
}

void progress(size_t done, size_t total, const std::string &id)
{
    std::fprintf(stderr, "progress %.3f %s\n", total ? double(done) / double(total) : 1.0, id.c_str());
    std::fflush(stderr);
}

} // namespace

bool parseBenchArguments(const std::vector<std::string> &args, BenchOptions &options, std::string &error)
{
    options = BenchOptions {};
    bool haveLayer = false;
    static const char *const kOptions[] = {"--cudnn-dir", "--layer", "--shape", "--batch",
                                           "--precision", "--samples", "--workspace-mb"};
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (std::find(std::begin(kOptions), std::end(kOptions), a) == std::end(kOptions)) {
            error = "unknown argument: " + a;
            return false;
        }
        if (i + 1 >= args.size() || args[i + 1].empty()) {   // every option takes a value
            error = a + " needs a value";
            return false;
        }
        const std::string &value = args[++i];
        // A whole number in [low, high] into target.
        auto count = [&](int low, int high, int &target) {
            long long number = 0;
            if (!parseCount(value, number) || number < low || number > high) {
                error = "bad " + a + ": " + value + " (" + std::to_string(low) + ".." + std::to_string(high) + ")";
                return false;
            }
            target = int(number);
            return true;
        };
        if (a == "--cudnn-dir") {
            options.cudnnDir = value;
        } else if (a == "--layer") {
            if (!ConvolutionShape::preset(value, 1)) {
                error = "unknown layer: " + value + " (conv2_x, conv3_x, conv4_x, conv5_x)";
                return false;
            }
            options.layer = value;
            haveLayer = true;
        } else if (a == "--shape") {
            options.customShape = ConvolutionShape::parse(value);
            if (!options.customShape) {
                error = "bad --shape: " + value + " (N,C,H,W,K,R,S,pad,stride)";
                return false;
            }
        } else if (a == "--batch") {
            int batch = 0;
            if (value == "auto")
                options.batch.reset();
            else if (count(1, kMaxBatch, batch))
                options.batch = batch;
            else
                return false;
        } else if (a == "--precision") {
            options.tf32 = options.fp16 = false;
            size_t start = 0;
            while (true) {
                const size_t comma = value.find(',', start);
                const std::string part = value.substr(start, comma == std::string::npos ? std::string::npos
                                                                                          : comma - start);
                if (part == "all") {
                    options.tf32 = options.fp16 = true;
                } else if (part == "tf32") {
                    options.tf32 = true;
                } else if (part == "fp16") {
                    options.fp16 = true;
                } else if (part != "fp32") {
                    error = "bad --precision: " + value + " (fp32, tf32, fp16 or all)";
                    return false;
                }
                if (comma == std::string::npos)
                    break;
                start = comma + 1;
            }
        } else if (a == "--samples") {
            if (!count(kMinSamples, kMaxSamples, options.samples))
                return false;
        } else if (!count(kMinWorkspaceMb, kMaxWorkspaceMb, options.workspaceMb)) {   // --workspace-mb
            return false;
        }
    }
    if (options.customShape) {
        if (haveLayer) {
            error = "--layer and --shape exclude each other";
            return false;
        }
        options.layer = "custom";
        const std::string why = layerUnsupportedReason(*options.customShape);
        if (!why.empty()) {
            error = "the layer is too large for the probe: " + why;
            return false;
        }
    }
    return true;
}

Json runBench(const BenchOptions &options)
{
    const CudaInfo cuda = queryCuda();
    const std::string gpuState = gpuStateOf(cuda);
    const bool haveGpu = gpuState == "ok";

    const bool automatic = !options.customShape && !options.batch;
    const int64_t batch = options.batch ? *options.batch
                                        : (haveGpu ? cudnnsetup::bench::kAutoBatchWithGpu
                                                   : cudnnsetup::bench::kAutoBatchCpuOnly);
    const ConvolutionShape shape =
        options.customShape ? *options.customShape : *ConvolutionShape::preset(options.layer, batch);

    // Our runtime first: the context and stream exist before cuDNN (whose static runtime shares
    // the device's primary context) is asked for a handle.
    std::string setupError;
    cudaStream_t stream = nullptr;
    if (haveGpu) {
        cudaError_t status = cudaSetDevice(0);
        if (status == cudaSuccess)
            status = cudaFree(nullptr);   // creates the context
        if (status == cudaSuccess)
            status = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
        if (status != cudaSuccess) {
            setupError = std::string("setting up the GPU: ") + cudaGetErrorName(status) + ": " +
                         cudaGetErrorString(status);
            stream = nullptr;
        }
    }

    CudnnState cudnnState;
    loadCudnn(options.cudnnDir, haveGpu && setupError.empty(), cudnnState);
    if (cudnnState.handle) {
        const cudnn::Status st = cudnnState.api.setStream(cudnnState.handle, stream);
        if (st != cudnn::kSuccess)
            cudnnState.error = "cudnnSetStream failed: " + cudnnState.api.describe(st);
    }
    std::optional<VersionNumber> version;
    if (cudnnState.library)
        version = cudnnState.library->version();

    Json out = Json::object();
    out.set("probe", 1).set("mode", "bench");
    addCudaFields(out, cuda);
    out.set("cudnnDir", options.cudnnDir);
    out.set("cudnnVersion", version ? versionJson(*version) : Json());
    out.set("cudnnError", cudnnState.error);
    out.set("gpuState", gpuState);

    BenchContext context;
    context.shape = shape;
    context.samples = options.samples;
    context.workspaceCap = size_t(options.workspaceMb) << 20;
    if (haveGpu) {
        int major = 0, minor = 0, sms = 0, clockKHz = 0;
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
        // CUDA 13 removed cudaDeviceProp::clockRate: the attribute is the maximum boost clock.
        cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, 0);
        const std::string name = cuda.deviceNames.empty() ? std::string() : cuda.deviceNames.front();
        context.computeCapability = major * 10 + minor;
        context.peaks = peaksFor(major, minor, sms, clockKHz, name);
        Json device = Json::object();
        device.set("index", 0).set("name", name);
        device.set("computeCapability", std::to_string(major) + "." + std::to_string(minor));
        device.set("multiprocessors", sms).set("clockKHz", clockKHz);
        out.set("device", device);
        Json peaks = Json::object();
        peaks.set("clockMHz", context.peaks.clockMHz).set("fp32", optionalNumber(context.peaks.fp32));
        peaks.set("tf32", optionalNumber(context.peaks.tf32)).set("fp16", optionalNumber(context.peaks.fp16));
        out.set("peaks", peaks);
    } else {
        out.set("device", Json()).set("peaks", Json());
    }
    out.set("layer", options.customShape ? std::string("custom") : options.layer);
    out.set("batchAutomatic", automatic);
    out.set("shape", shapeJson(shape));
    out.set("flops", shape.flops());

    std::vector<RowSpec> specs = {rowSpec(RowKind::CudnnFp32)};
    if (options.tf32)
        specs.push_back(rowSpec(RowKind::CudnnTf32));
    if (options.fp16)
        specs.push_back(rowSpec(RowKind::CudnnFp16));
    specs.push_back(rowSpec(RowKind::CudaTiled));
    specs.push_back(rowSpec(RowKind::CudaNaive));

    if (haveGpu && setupError.empty())
        context.prepareHostData();
    context.stream = stream;
    if (cudnnState.error.empty() && cudnnState.handle) {
        context.api = &cudnnState.api;
        context.handle = cudnnState.handle;
    }
    context.cudnnError = cudnnState.error;

    Json rows = Json::array();
    for (size_t i = 0; i < specs.size(); ++i) {
        progress(i, specs.size(), specs[i].id);
        RowResult row = makeRow(specs[i]);
        if (!haveGpu)
            skipRow(row, gpuState, "no GPU to run on (" + (cuda.driverError.empty() ? gpuState : cuda.driverError) + ")");
        else if (!setupError.empty())
            failRow(row, {"cuda-error", setupError});
        else
            runRow(context, row);
        rows.push(rowJson(row, context.peaks, shape.flops()));
    }
    progress(specs.size(), specs.size(), specs.back().id);
    out.set("rows", rows);

    if (cudnnState.handle) {   // before the stream it uses
        cudnnState.api.destroy(cudnnState.handle);
        cudnnState.handle = nullptr;
    }
    if (stream)
        cudaStreamDestroy(stream);
    return out;
}

} // namespace probe
