#include "core/acquire/download/HttpHeaders.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

TEST(HttpHeadersTest, ReadsAResumedRange)
{
    const auto range = HttpHeaders::parseContentRange("bytes 1048576-2097151/2097152");
    ASSERT_TRUE(range);
    EXPECT_EQ(range->first, 1048576);
    EXPECT_EQ(range->last, 2097151);
    EXPECT_EQ(range->total, 2097152);
}

TEST(HttpHeadersTest, AnUnknownTotalIsMinusOne)
{
    const auto range = HttpHeaders::parseContentRange("  bytes 0-99/*  ");
    ASSERT_TRUE(range);
    EXPECT_EQ(range->first, 0);
    EXPECT_EQ(range->last, 99);
    EXPECT_EQ(range->total, -1);
}

TEST(HttpHeadersTest, ARangeThatContradictsItselfIsRefused)
{
    EXPECT_FALSE(HttpHeaders::parseContentRange("bytes 100-99/1000"));   // ends before it starts
    EXPECT_FALSE(HttpHeaders::parseContentRange("bytes 0-1000/1000"));   // last byte past the end
    EXPECT_FALSE(HttpHeaders::parseContentRange("bytes 0-5/3"));
}

TEST(HttpHeadersTest, OtherFormsAreRefused)
{
    for (const char *value : {"", "bytes", "bytes ", "bytes */1000", "bytes 0-99", "bytes -5-10/100",
                              "bytes +1-10/100", "bytes 1 -10/100", "items 0-9/10", "bytes0-9/10",
                              "bytes 0-9/10 junk", "bytes 0-9/**", "bytes 0x10-0x20/100", "bytes 0-9/"})
        EXPECT_FALSE(HttpHeaders::parseContentRange(value)) << value;
}

TEST(HttpHeadersTest, NumbersThatDoNotFitAreRefused)
{
    // 2^63 and more: a wrapped value would pass for a small offset.
    EXPECT_FALSE(HttpHeaders::parseContentRange("bytes 9223372036854775808-9223372036854775809/*"));
    EXPECT_FALSE(HttpHeaders::parseContentRange("bytes 0-1/99999999999999999999999"));
    const auto largest = HttpHeaders::parseContentRange("bytes 0-9223372036854775806/9223372036854775807");
    ASSERT_TRUE(largest);
    EXPECT_EQ(largest->total, 9223372036854775807LL);
}

TEST(HttpHeadersTest, ContentLengthIsAPlainCount)
{
    EXPECT_EQ(HttpHeaders::parseContentLength("1048576"), 1048576);
    EXPECT_EQ(HttpHeaders::parseContentLength(" 0 "), 0);
    for (const char *value : {"", "-1", "+5", "1 2", "12abc", "0x10", "1e6", "9223372036854775808"})
        EXPECT_FALSE(HttpHeaders::parseContentLength(value)) << value;
}

TEST(HttpHeadersTest, OnlyTheLastValueAfterARedirectCounts)
{
    EXPECT_EQ(HttpHeaders::lastValue("6, 1048576"), QByteArray("1048576"));
    EXPECT_EQ(HttpHeaders::lastValue("bytes 0-5/6,bytes 10-19/20"), QByteArray("bytes 10-19/20"));
    EXPECT_EQ(HttpHeaders::lastValue(" 42 "), QByteArray("42"));
    EXPECT_EQ(HttpHeaders::lastValue(""), QByteArray());
}
