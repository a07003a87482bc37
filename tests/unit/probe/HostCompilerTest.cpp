// HostCompiler on real programs: stand-in g++ scripts on a PATH of the test's own, run with a
// timeout. A g++ in range is usable; one too new or too old for the CUDA major, or none at all,
// is said with what to do; a Windows tree's cl.exe is found but never run here.
#include "core/probe/HostCompiler.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace cudnnsetup {
namespace {

using testing::SysrootBuilder;

class HostCompilerTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_tree.isValid()); }

    // The stand-in compilers are shell scripts: they run where the tests run on Linux.
    static bool scriptsRun() { return !HostPlatform::current().isWindows(); }

    // A g++ that answers -dumpfullversion with `version`, alone on PATH.
    SystemPaths withGcc(const QByteArray &version, const HostPlatform &platform = HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")})
    {
        SysrootBuilder(m_tree.path())
            .executable(QStringLiteral("bin/g++"), "#!/bin/sh\n[ \"$1\" = -dumpfullversion ] && echo " + version + "\n");
        return paths(m_tree.filePath(QStringLiteral("bin")), platform);
    }

    static SystemPaths paths(const QString &path, const HostPlatform &platform = HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")})
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("PATH"), path);
        return SystemPaths({}, platform, environment);
    }

    QTemporaryDir m_tree;
};

TEST_F(HostCompilerTest, AGccInRangeIsUsable)
{
    if (!scriptsRun())
        GTEST_SKIP() << "the stand-in g++ is a shell script";
    const HostCompilerCheck check = HostCompiler::check(withGcc("13.2.0"), 13);
    EXPECT_TRUE(check.usable) << check.verdict.toStdString();
    EXPECT_EQ(check.version.toString(), QStringLiteral("13.2.0"));
    EXPECT_TRUE(check.path.endsWith(QStringLiteral("/bin/g++")));
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("which CUDA 13's nvcc accepts"))) << check.verdict.toStdString();
}

TEST_F(HostCompilerTest, AGccTooNewForTheMajorSaysWhichToUse)
{
    if (!scriptsRun())
        GTEST_SKIP() << "the stand-in g++ is a shell script";
    // gcc 15 is past CUDA 12 (up to 14) but fine for 13 (up to 15).
    const SystemPaths machine = withGcc("15.1.0");
    const HostCompilerCheck check = HostCompiler::check(machine, 12);
    EXPECT_FALSE(check.usable);
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("is newer than CUDA 12's nvcc accepts (up to 14)"))) << check.verdict.toStdString();
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("g++-14"))) << check.verdict.toStdString();
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("-ccbin")));
    EXPECT_TRUE(HostCompiler::check(machine, 13).usable);
}

TEST_F(HostCompilerTest, AGccTooOldIsSaid)
{
    if (!scriptsRun())
        GTEST_SKIP() << "the stand-in g++ is a shell script";
    const HostCompilerCheck check = HostCompiler::check(withGcc("5.4.0"), 13);
    EXPECT_FALSE(check.usable);
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("is older than CUDA 13's nvcc accepts (6 or newer)"))) << check.verdict.toStdString();
}

TEST_F(HostCompilerTest, NoCompilerSaysHowToGetOne)
{
    const HostCompilerCheck check = HostCompiler::check(paths(m_tree.path()), 13);
    EXPECT_FALSE(check.usable);
    EXPECT_TRUE(check.path.isEmpty());
    EXPECT_TRUE(check.verdict.contains(QStringLiteral("sudo apt install g++"))) << check.verdict.toStdString();
    const HostCompilerCheck windows = HostCompiler::check(paths(m_tree.path(), HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}), 13);
    EXPECT_FALSE(windows.usable);
    EXPECT_TRUE(windows.verdict.contains(QStringLiteral("Desktop development with C++"))) << windows.verdict.toStdString();
}

TEST_F(HostCompilerTest, ACompilerThatHangsIsStoppedAndStillFound)
{
    if (!scriptsRun())
        GTEST_SKIP() << "the stand-in g++ is a shell script";
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("bin/g++"), "#!/bin/sh\nexec sleep 60\n");
    const HostCompilerCheck check = HostCompiler::check(paths(m_tree.filePath(QStringLiteral("bin"))), 13, 500);
    EXPECT_FALSE(check.path.isEmpty());
    EXPECT_FALSE(check.version.isValid());
    EXPECT_TRUE(check.usable) << "found; its version could not be told";
}

TEST_F(HostCompilerTest, AWindowsTreesClExeIsFoundButNotRun)
{
    if (HostPlatform::current().isWindows())
        GTEST_SKIP() << "on Windows the tree is of this system, and its compiler is asked";
    // A script that would leave a mark if it ran.
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("msvc/cl.exe"), "#!/bin/sh\ntouch \"$0.ran\"\n");
    const HostCompilerCheck check = HostCompiler::check(
        paths(m_tree.filePath(QStringLiteral("msvc")), HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}), 13);
    EXPECT_TRUE(check.usable);
    EXPECT_TRUE(check.path.endsWith(QStringLiteral("/cl.exe")));
    EXPECT_FALSE(QFile::exists(check.path + QStringLiteral(".ran")));
}

} // namespace
} // namespace cudnnsetup
