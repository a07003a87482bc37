#include "core/model/Version.h"

#include <gtest/gtest.h>

using cudnnsetup::Version;

TEST(Version, ParsesDottedNumbers)
{
    EXPECT_EQ(Version::parse(u"9.19.0.56"), (Version{9, 19, 0, 56}));
    EXPECT_EQ(Version::parse(u"V13.0.88"), (Version{13, 0, 88}));
    EXPECT_EQ(Version::parse(u" 580.65.06 ")->toString(), QStringLiteral("580.65.06"));
    EXPECT_EQ(Version::parse(u"580.65.06")->truncated(2).toString(), QStringLiteral("580.65"));
}

TEST(Version, MessagesSayAQuestionMarkForAnUnknownVersion)
{
    EXPECT_EQ(Version::parse(u"580.65.06")->toStringOrUnknown(), QStringLiteral("580.65.06"));
    EXPECT_EQ((Version{9, 19, 0}).toStringOrUnknown(), QStringLiteral("9.19.0"));
    EXPECT_EQ(Version().toStringOrUnknown(), QStringLiteral("?"));
    EXPECT_EQ(Version::fromCudnnCode(0).toStringOrUnknown(), QStringLiteral("?"));
}

TEST(Version, RejectsMalformedText)
{
    for (const char16_t *bad : {u"", u"9..1", u"9.x", u"+9.1", u"9.1.", u"v", u"-1", u"12345678901"})
        EXPECT_FALSE(Version::parse(bad).has_value()) << QString::fromUtf16(bad).toStdString();
}

TEST(Version, DecodesBothCudnnEncodings)
{
    EXPECT_EQ(Version::fromCudnnCode(8907), (Version{8, 9, 7}));
    EXPECT_EQ(Version::fromCudnnCode(7605), (Version{7, 6, 5}));
    EXPECT_EQ(Version::fromCudnnCode(90600), (Version{9, 6, 0}));
    EXPECT_EQ(Version::fromCudnnCode(91001), (Version{9, 10, 1}));
    EXPECT_EQ(Version::fromCudnnCode(91900), (Version{9, 19, 0}));
    EXPECT_FALSE(Version::fromCudnnCode(0).isValid());
}

TEST(Version, DecodesCudaEncoding)
{
    EXPECT_EQ(Version::fromCudaCode(12040), (Version{12, 4}));
    EXPECT_EQ(Version::fromCudaCode(13010), (Version{13, 1}));
    EXPECT_EQ(Version::fromCudaCode(13000), (Version{13, 0}));
}

TEST(Version, OrdersWithMissingPartsAsZero)
{
    EXPECT_EQ((Version{13, 0}), (Version{13, 0, 0}));
    EXPECT_LT((Version{9, 9}), (Version{9, 10}));
    EXPECT_GT((Version{580, 65, 6}), (Version{580, 65}));
    EXPECT_TRUE((Version{13, 0, 88}).startsWith(Version{13, 0}));
    EXPECT_FALSE((Version{13, 0}).startsWith(Version{13, 0, 88}));
    EXPECT_EQ((Version{9, 19, 0, 56}).truncated(2), (Version{9, 19}));
}
