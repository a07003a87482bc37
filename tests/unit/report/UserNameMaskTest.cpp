// UserNameMask: a report pasted into a forum post says nothing about who wrote it — home folders
// of any account on Linux, macOS and Windows, the account's own name elsewhere — and nothing else
// in the text is touched.
#include "core/report/UserNameMask.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

TEST(UserNameMaskTest, HomeFoldersOfAnyAccountLoseTheirOwner)
{
    const UserNameMask mask;
    EXPECT_EQ(mask.apply(QStringLiteral("/home/anna/miniconda3/lib/libcudnn.so.9")), QStringLiteral("/home/<user>/miniconda3/lib/libcudnn.so.9"));
    EXPECT_EQ(mask.apply(QStringLiteral("/Users/li.wei/cuda")), QStringLiteral("/Users/<user>/cuda"));
    EXPECT_EQ(mask.apply(QStringLiteral(R"(PATH=C:\Users\王小明\AppData\Local\cudnn;C:\Windows)")),
              QStringLiteral(R"(PATH=C:\Users\<user>\AppData\Local\cudnn;C:\Windows)"));
    EXPECT_EQ(mask.apply(QStringLiteral("d:/users/bob/x")), QStringLiteral("d:/users/<user>/x"));
}

TEST(UserNameMaskTest, SharedProfilesAndOtherPathsStay)
{
    const UserNameMask mask;
    const QString shared = QStringLiteral(R"(C:\Users\Public\cudnn and /usr/local/cuda-13.0/lib64 and /home and /opt/nvidia)");
    EXPECT_EQ(mask.apply(shared), shared);
}

TEST(UserNameMaskTest, TheAccountsOwnNameGoesEverywhereButOnlyAsAWholeWord)
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("USER"), QStringLiteral("anna"));
    environment.insert(QStringLiteral("HOME"), QStringLiteral("/data/anna-home"));
    const UserNameMask mask = UserNameMask::fromEnvironment(environment);
    EXPECT_EQ(mask.apply(QStringLiteral("/data/anna-home/cudnn; owner anna; savannah; /srv/anna/x")),
              QStringLiteral("/data/<user>/cudnn; owner <user>; savannah; /srv/<user>/x"));
}

TEST(UserNameMaskTest, ShortOrSystemAccountNamesAreNotReplacedOutsideHomeFolders)
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("USER"), QStringLiteral("root"));
    environment.insert(QStringLiteral("HOME"), QStringLiteral("/root"));
    environment.insert(QStringLiteral("USERNAME"), QStringLiteral("li"));
    const UserNameMask mask = UserNameMask::fromEnvironment(environment);
    const QString text = QStringLiteral("/root/.config/cudnn-setup and libcudnn.so in /usr/lib");
    EXPECT_EQ(mask.apply(text), text);
}

TEST(UserNameMaskTest, JsonStringsAreMaskedAtEveryDepthAndKeysStay)
{
    const QJsonObject json{{QStringLiteral("/home/anna"), QStringLiteral("/home/anna/x")},
                           {QStringLiteral("list"), QJsonArray{QStringLiteral("/home/anna/y"), 3,
                                                               QJsonObject{{QStringLiteral("p"), QStringLiteral("/Users/anna")}}}}};
    const QJsonObject masked = UserNameMask().apply(json);
    EXPECT_EQ(masked.value(QStringLiteral("/home/anna")).toString(), QStringLiteral("/home/<user>/x"));
    const QJsonArray list = masked.value(QStringLiteral("list")).toArray();
    EXPECT_EQ(list.at(0).toString(), QStringLiteral("/home/<user>/y"));
    EXPECT_EQ(list.at(1).toInt(), 3);
    EXPECT_EQ(list.at(2).toObject().value(QStringLiteral("p")).toString(), QStringLiteral("/Users/<user>"));
}

} // namespace
