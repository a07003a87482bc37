// How the benchmark times one implementation of the layer (docs/benchmark-method.md, "Timing";
// docs/probe-json.md, "How each row is timed"): on our own stream, after warm-up runs (at least 5
// and at least ~50 ms), N samples each bracketed by CUDA events (with an inner loop when one run is
// under 50 µs), median / p10 / p90 / min per run. Also a device buffer that frees itself, and the
// row failure codes a CUDA error maps to.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace probe {

// Why a row failed: a docs/probe-json.md bench code ("cuda-error", "out-of-memory", ...) and
// English for the log. An empty code means success.
struct RowFailure
{
    std::string code;
    std::string detail;
    explicit operator bool() const { return !code.empty(); }
};

// "out-of-memory" for cudaErrorMemoryAllocation, else "cuda-error"; detail "what: name: text".
RowFailure cudaFailure(cudaError_t status, const std::string &what);

class DeviceBuffer
{
public:
    DeviceBuffer() = default;
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    ~DeviceBuffer() { release(); }

    cudaError_t allocate(size_t bytes);   // releases what it held first; 0 bytes holds nothing
    void release();
    void *get() const { return m_pointer; }
    float *floats() const { return static_cast<float *>(m_pointer); }
    size_t bytes() const { return m_bytes; }

private:
    void *m_pointer = nullptr;
    size_t m_bytes = 0;
};

struct Timing
{
    double medianMs = 0.0, p10Ms = 0.0, p90Ms = 0.0, minMs = 0.0;   // per run of the layer
    int samples = 0;
    int innerLoops = 1;   // runs per sample
    int warmupRuns = 0;
};

// Enqueues one run of the layer on the stream (nothing else); returns why it could not.
using EnqueueRun = std::function<RowFailure(cudaStream_t)>;

// Runs once untimed (module loading, lazy initialisation), warms up, then takes `samples`
// event-bracketed samples. Fails on the first error of a run, of the stream or of the runtime.
RowFailure timeRuns(cudaStream_t stream, int samples, const EnqueueRun &run, Timing &timing);

} // namespace probe
