// The statistics every benchmark row reports: median, p10, p90 and the fastest sample.
#include "core/bench/TimingSummary.h"

#include <gtest/gtest.h>

using cudnnsetup::bench::summarizeTimings;

TEST(TimingSummary, PercentilesInterpolateBetweenRanksOfTheSortedSamples)
{
    // 11 samples given out of order: ranks 0..10, so p10 is rank 1, the median rank 5, p90 rank 9.
    const auto summary = summarizeTimings({10, 0, 9, 1, 8, 2, 7, 3, 6, 4, 5});
    EXPECT_EQ(summary.samples, 11);
    EXPECT_DOUBLE_EQ(summary.medianMs, 5.0);
    EXPECT_DOUBLE_EQ(summary.p10Ms, 1.0);
    EXPECT_DOUBLE_EQ(summary.p90Ms, 9.0);
    EXPECT_DOUBLE_EQ(summary.minMs, 0.0);

    // An even count: the median lies halfway between the two middle samples.
    const auto even = summarizeTimings({4.0, 1.0, 3.0, 2.0});
    EXPECT_DOUBLE_EQ(even.medianMs, 2.5);
    EXPECT_DOUBLE_EQ(even.p10Ms, 1.3);
}

TEST(TimingSummary, NoSamplesGiveZeros)
{
    const auto summary = summarizeTimings({});
    EXPECT_EQ(summary.samples, 0);
    EXPECT_EQ(summary.medianMs, 0.0);
}
