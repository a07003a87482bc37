// TimingSummary: what the benchmark reports of a set of timed runs — median, 10th and 90th
// percentile and the fastest — computed the same way for the GPU rows (cudnn-probe's CUDA-event
// samples) and the CPU row (steady_clock samples). Plain C++ (cudnn-probe uses it).
#pragma once

#include <vector>

namespace cudnnsetup::bench {

struct TimingSummary
{
    int samples = 0;
    double medianMs = 0.0;
    double p10Ms = 0.0;
    double p90Ms = 0.0;
    double minMs = 0.0;
};

// Percentiles by linear interpolation between the closest ranks; all zero for no samples.
TimingSummary summarizeTimings(std::vector<double> milliseconds);

} // namespace cudnnsetup::bench
