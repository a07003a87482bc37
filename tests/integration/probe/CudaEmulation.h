// Just enough of CUDA to compile app/probe/ConvKernels.cuh as host C++ and run its kernels on the
// CPU: each block's threads are real std::threads (so __syncthreads is a real barrier and the
// kernel's shared-memory protocol is exercised), blocks one after another. For correctness tests
// of the index arithmetic on machines without a GPU; not a model of performance or of every
// memory-ordering subtlety.
#pragma once

#include <cmath>
#include <condition_variable>
#include <functional>
#include <math.h>
#include <mutex>
#include <thread>
#include <vector>

struct dim3
{
    unsigned x = 1, y = 1, z = 1;
};
struct int2
{
    int x, y;
};
struct alignas(16) float4
{
    float x, y, z, w;
};
inline int2 make_int2(int x, int y) { return {x, y}; }
inline float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }

inline thread_local dim3 threadIdx;
inline thread_local dim3 blockIdx;
inline dim3 blockDim;
inline dim3 gridDim;
// What __syncthreads waits at: every thread of the block arrives, then all go on; reusable.
// A mutex and a condition variable rather than std::barrier, whose libstdc++ 12 implementation
// (atomic waits without a futex) left the block waiting for ever in the mingw build under wine.
class BlockBarrier
{
public:
    explicit BlockBarrier(unsigned threads) : m_threads(threads) {}

    void arriveAndWait()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        const unsigned generation = m_generation;
        if (++m_arrived == m_threads) {
            m_arrived = 0;
            ++m_generation;
            m_released.notify_all();
            return;
        }
        m_released.wait(lock, [&] { return m_generation != generation; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_released;
    const unsigned m_threads;
    unsigned m_arrived = 0;
    unsigned m_generation = 0;
};

inline BlockBarrier *emulatedBlockBarrier = nullptr;

#define __global__
#define __launch_bounds__(threads)
#define __shared__ static   // one copy, shared by the block's threads (blocks run one at a time)
#ifdef _MSC_VER
#define __align__(n) __declspec(align(n))
#else
#define __align__(n) __attribute__((aligned(n)))
#endif

inline void __syncthreads() { emulatedBlockBarrier->arriveAndWait(); }
template <typename T>
T __ldg(const T *p)
{
    return *p;
}

// Runs kernel() once per thread of every block of `grid`, `threads` threads per block.
inline void launchEmulated(dim3 grid, unsigned threads, const std::function<void()> &kernel)
{
    gridDim = grid;
    blockDim = {threads, 1, 1};
    for (unsigned bz = 0; bz < grid.z; ++bz)
        for (unsigned by = 0; by < grid.y; ++by)
            for (unsigned bx = 0; bx < grid.x; ++bx) {
                BlockBarrier barrier(threads);
                emulatedBlockBarrier = &barrier;
                std::vector<std::jthread> block;
                block.reserve(threads);
                for (unsigned t = 0; t < threads; ++t)
                    block.emplace_back([&, t] {
                        threadIdx = {t, 0, 0};
                        blockIdx = {bx, by, bz};
                        kernel();
                    });
            }   // the jthreads join here, before the barrier goes
    emulatedBlockBarrier = nullptr;
}
