#include "core/model/ShownPath.h"

#include <gtest/gtest.h>

using cudnnsetup::isWindowsDrivePath;
using cudnnsetup::shownPath;

namespace {

QString inHostForm(QString path)
{
    return path.replace(u'/', QDir::separator());
}

} // namespace

// The same answers on every host: a Windows build describing a Linux tree, and a Linux build
// describing a Windows one, show each path as its own platform writes it.
TEST(ShownPath, AWindowsPathReadsWithBackslashesOnEveryHost)
{
    EXPECT_EQ(shownPath(QStringLiteral("C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v13.0/bin")),
              QStringLiteral("C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v13.0\\bin"));
    EXPECT_EQ(shownPath(QStringLiteral("d:\\Users\\张三/cudnn.zip")), QStringLiteral("d:\\Users\\张三\\cudnn.zip"));
    EXPECT_EQ(shownPath(QStringLiteral("C:")), QStringLiteral("C:"));
}

TEST(ShownPath, ALinuxPathKeepsItsSlashesOnEveryHost)
{
    EXPECT_EQ(shownPath(QStringLiteral("/usr/local/cuda-13.0/lib64")), QStringLiteral("/usr/local/cuda-13.0/lib64"));
    EXPECT_EQ(shownPath(QStringLiteral("/home/张三/cudnn:9/x")), QStringLiteral("/home/张三/cudnn:9/x"));
}

TEST(ShownPath, APathThatNamesNoPlatformTakesTheHostsForm)
{
    EXPECT_EQ(shownPath(QStringLiteral("downloads/cudnn.zip")), inHostForm(QStringLiteral("downloads/cudnn.zip")));
    EXPECT_EQ(shownPath(QStringLiteral("//server/share/cudnn")), inHostForm(QStringLiteral("//server/share/cudnn")));
    EXPECT_EQ(shownPath(QString()), QString());
}

TEST(ShownPath, OnlyALetterAndAColonMakeADrive)
{
    EXPECT_TRUE(isWindowsDrivePath(QStringLiteral("z:/")));
    EXPECT_FALSE(isWindowsDrivePath(QStringLiteral("1:/x")));
    EXPECT_FALSE(isWindowsDrivePath(QStringLiteral("张:/x")));
    EXPECT_FALSE(isWindowsDrivePath(QStringLiteral("/C:/x")));
    EXPECT_FALSE(isWindowsDrivePath(QStringLiteral("C")));
}
