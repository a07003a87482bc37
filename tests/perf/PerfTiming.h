// PerfTiming: what the benchmarks share — run a piece of work once to warm caches, then time it
// `repetitions` times and report the median, minimum and maximum in milliseconds.
#pragma once

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace cudnnsetup::perf {

struct Figures
{
    double median = 0, min = 0, max = 0;
};

inline Figures measure(int repetitions, const std::function<void()> &work)
{
    work();   // warm the file-system cache and the dynamic loader first
    std::vector<double> samples;
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        samples.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

inline void print(const char *what, const Figures &f)
{
    std::printf("%-62s median %8.1f ms   min %8.1f   max %8.1f\n", what, f.median, f.min, f.max);
}

} // namespace cudnnsetup::perf
