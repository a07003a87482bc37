// TimingSummary: percentiles of the samples by linear interpolation between the closest ranks.
#include "core/bench/TimingSummary.h"

#include <algorithm>
#include <cstddef>

namespace cudnnsetup::bench {

namespace {

double percentile(const std::vector<double> &sorted, double fraction)
{
    const double position = fraction * double(sorted.size() - 1);
    const size_t below = size_t(position);
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (position - double(below));
}

} // namespace

TimingSummary summarizeTimings(std::vector<double> milliseconds)
{
    TimingSummary summary;
    if (milliseconds.empty())
        return summary;
    std::sort(milliseconds.begin(), milliseconds.end());
    summary.samples = int(milliseconds.size());
    summary.medianMs = percentile(milliseconds, 0.5);
    summary.p10Ms = percentile(milliseconds, 0.1);
    summary.p90Ms = percentile(milliseconds, 0.9);
    summary.minMs = milliseconds.front();
    return summary;
}

} // namespace cudnnsetup::bench
