#include "core/model/Sentences.h"

#include <gtest/gtest.h>

using cudnnsetup::joinSentences;

TEST(Sentences, EnglishSentencesGetASpace)
{
    EXPECT_EQ(joinSentences(QStringLiteral("The driver is old."), QStringLiteral("Update it.")), QStringLiteral("The driver is old. Update it."));
}

TEST(Sentences, ChineseFullWidthPunctuationGetsNoSpace)
{
    EXPECT_EQ(joinSentences(QStringLiteral("驱动程序太旧。"), QStringLiteral("请更新。")), QStringLiteral("驱动程序太旧。请更新。"));
    EXPECT_EQ(joinSentences(QStringLiteral("（版本未知）"), QStringLiteral("下一句")), QStringLiteral("（版本未知）下一句"));
    EXPECT_EQ(joinSentences(QStringLiteral("「檔案」"), QStringLiteral("下一句")), QStringLiteral("「檔案」下一句"));
}

TEST(Sentences, EmptyPartsAddNothing)
{
    EXPECT_EQ(joinSentences(QString(), QStringLiteral("Only.")), QStringLiteral("Only."));
    EXPECT_EQ(joinSentences(QStringLiteral("Only."), QString()), QStringLiteral("Only."));
    EXPECT_EQ(joinSentences(QStringList{QStringLiteral("A."), QString(), QStringLiteral("B。"), QStringLiteral("C.")}),
              QStringLiteral("A. B。C."));
}
