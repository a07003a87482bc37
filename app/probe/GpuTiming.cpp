#include "GpuTiming.h"

#include "core/bench/TimingSummary.h"

#include <algorithm>
#include <cmath>

namespace probe {

namespace {

constexpr double kMinWarmupMs = 50.0;
constexpr int kMinWarmupRuns = 5;
constexpr int kMaxWarmupRuns = 100000;
constexpr double kInnerLoopBelowMs = 0.05;   // a run shorter than this is timed in an inner loop…
constexpr double kSampleTargetMs = 0.2;      // …of enough runs to make a sample about this long
constexpr int kMaxInnerLoops = 1000;

// Events that are destroyed however the timing ends.
class Events
{
public:
    ~Events()
    {
        for (cudaEvent_t e : m_events)
            cudaEventDestroy(e);
    }
    cudaError_t create(size_t count)
    {
        m_events.reserve(count);
        for (size_t i = 0; i < count; ++i) {
            cudaEvent_t e = nullptr;
            const cudaError_t status = cudaEventCreate(&e);
            if (status != cudaSuccess)
                return status;
            m_events.push_back(e);
        }
        return cudaSuccess;
    }
    cudaEvent_t operator[](size_t i) const { return m_events[i]; }

private:
    std::vector<cudaEvent_t> m_events;
};

// Enqueues `count` runs; the first failure stops.
RowFailure enqueue(const EnqueueRun &run, cudaStream_t stream, int count)
{
    for (int i = 0; i < count; ++i)
        if (RowFailure failure = run(stream))
            return failure;
    return {};
}

// The runtime's pending error, or the stream's once it has drained.
RowFailure drain(cudaStream_t stream, const char *when)
{
    cudaError_t status = cudaStreamSynchronize(stream);
    if (status == cudaSuccess)
        status = cudaGetLastError();
    return status == cudaSuccess ? RowFailure {} : cudaFailure(status, when);
}

// Milliseconds per run of `count` runs between two events.
RowFailure timeBatch(const EnqueueRun &run, cudaStream_t stream, cudaEvent_t start, cudaEvent_t stop, int count,
                     double &msPerRun)
{
    cudaError_t status = cudaEventRecord(start, stream);
    if (status != cudaSuccess)
        return cudaFailure(status, "cudaEventRecord");
    if (RowFailure failure = enqueue(run, stream, count))
        return failure;
    status = cudaEventRecord(stop, stream);
    if (status != cudaSuccess)
        return cudaFailure(status, "cudaEventRecord");
    if (RowFailure failure = drain(stream, "a timed run"))
        return failure;
    float ms = 0.0f;
    status = cudaEventElapsedTime(&ms, start, stop);
    if (status != cudaSuccess)
        return cudaFailure(status, "cudaEventElapsedTime");
    msPerRun = double(ms) / count;
    return {};
}

} // namespace

RowFailure cudaFailure(cudaError_t status, const std::string &what)
{
    RowFailure failure;
    failure.code = status == cudaErrorMemoryAllocation ? "out-of-memory" : "cuda-error";
    failure.detail = what + ": " + cudaGetErrorName(status) + ": " + cudaGetErrorString(status);
    return failure;
}

cudaError_t DeviceBuffer::allocate(size_t bytes)
{
    release();
    if (bytes == 0)
        return cudaSuccess;
    const cudaError_t status = cudaMalloc(&m_pointer, bytes);
    if (status != cudaSuccess) {
        m_pointer = nullptr;
        cudaGetLastError();   // an allocation failure is not sticky; keep it out of later checks
        return status;
    }
    m_bytes = bytes;
    return cudaSuccess;
}

void DeviceBuffer::release()
{
    if (m_pointer)
        cudaFree(m_pointer);
    m_pointer = nullptr;
    m_bytes = 0;
}

RowFailure timeRuns(cudaStream_t stream, int samples, const EnqueueRun &run, Timing &timing)
{
    timing = Timing {};
    Events events;
    if (cudaError_t status = events.create(2 * size_t(samples) + 2); status != cudaSuccess)
        return cudaFailure(status, "cudaEventCreate");
    const cudaEvent_t start = events[2 * size_t(samples)], stop = events[2 * size_t(samples) + 1];

    // The first run loads modules and lets libraries initialise lazily: never timed.
    if (RowFailure failure = enqueue(run, stream, 1))
        return failure;
    if (RowFailure failure = drain(stream, "the first run"))
        return failure;

    double estimate = 0.0;
    if (RowFailure failure = timeBatch(run, stream, start, stop, 1, estimate))
        return failure;
    const double perRun = std::max(estimate, 1e-4);
    timing.warmupRuns = std::clamp(static_cast<int>(std::ceil(kMinWarmupMs / perRun)), kMinWarmupRuns, kMaxWarmupRuns);
    if (RowFailure failure = enqueue(run, stream, timing.warmupRuns))
        return failure;
    if (RowFailure failure = drain(stream, "the warm-up"))
        return failure;

    // Warm clocks now: decide the inner loop on a fresh estimate.
    if (RowFailure failure = timeBatch(run, stream, start, stop, 3, estimate))
        return failure;
    if (estimate < kInnerLoopBelowMs)
        timing.innerLoops = std::clamp(static_cast<int>(std::ceil(kSampleTargetMs / std::max(estimate, 1e-4))), 2,
                                       kMaxInnerLoops);

    for (int i = 0; i < samples; ++i) {
        if (cudaError_t status = cudaEventRecord(events[2 * size_t(i)], stream); status != cudaSuccess)
            return cudaFailure(status, "cudaEventRecord");
        if (RowFailure failure = enqueue(run, stream, timing.innerLoops))
            return failure;
        if (cudaError_t status = cudaEventRecord(events[2 * size_t(i) + 1], stream); status != cudaSuccess)
            return cudaFailure(status, "cudaEventRecord");
    }
    if (RowFailure failure = drain(stream, "the timed runs"))
        return failure;

    std::vector<double> ms;
    ms.reserve(size_t(samples));
    for (int i = 0; i < samples; ++i) {
        float elapsed = 0.0f;
        if (cudaError_t status = cudaEventElapsedTime(&elapsed, events[2 * size_t(i)], events[2 * size_t(i) + 1]);
            status != cudaSuccess)
            return cudaFailure(status, "cudaEventElapsedTime");
        ms.push_back(double(elapsed) / timing.innerLoops);
    }
    const cudnnsetup::bench::TimingSummary summary = cudnnsetup::bench::summarizeTimings(std::move(ms));
    timing.samples = summary.samples;
    timing.medianMs = summary.medianMs;
    timing.p10Ms = summary.p10Ms;
    timing.p90Ms = summary.p90Ms;
    timing.minMs = summary.minMs;
    return {};
}

} // namespace probe
