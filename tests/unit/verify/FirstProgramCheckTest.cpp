// FirstProgramCheck on real parts: a flat CUDA toolkit in NVIDIA's redist layout (bin/, nvvm/,
// include/, lib/) made of links to this machine's /usr/local/cuda, cuDNN in a folder of its own
// beside it (links to the cuDNN 9 that lives in /usr/local/cuda/lib and include), and the real
// g++. The whole check passes with the versions the machine's own files state; a missing nvvm/,
// a hanging nvcc, no host compiler, a missing or damaged cuDNN library each end in their own
// sentence. Without nvcc or g++ here (the Windows build under wine), those cases are skipped; the
// cases that run no process run everywhere.
#include "core/verify/FirstProgramCheck.h"

#include "core/probe/parsers/CudnnHeaderParser.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "TestData.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace cudnnsetup {
namespace {

using testing::SysrootBuilder;

const QString kMachineCuda = QStringLiteral("/usr/local/cuda");

class FirstProgramCheckTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_tree.isValid()); }

    // The stand-in nvcc scripts and the links into /usr/local/cuda are for a Linux host.
    static bool onLinux() { return HostPlatform::current().os == OsFamily::Linux; }

    // Why the real parts cannot be used here; "" when they can.
    static QString realPartsMissing()
    {
        if (!onLinux())
            return QStringLiteral("the real toolkit parts are taken from a Linux machine's /usr/local/cuda");
        if (!QFileInfo(kMachineCuda + QStringLiteral("/bin/nvcc")).isExecutable())
            return QStringLiteral("no /usr/local/cuda/bin/nvcc on this machine");
        if (!QFileInfo::exists(kMachineCuda + QStringLiteral("/lib/libcudnn.so")) || !QFileInfo::exists(kMachineCuda + QStringLiteral("/include/cudnn.h")))
            return QStringLiteral("no cuDNN in /usr/local/cuda/lib and include on this machine");
        if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
            return QStringLiteral("no g++ on PATH");
        return {};
    }

    // A link in `to` for each entry of `from` that matches `filters`, except those starting with `except`.
    void linkEntries(const QString &from, const QString &to, const QStringList &filters, const QString &except = {})
    {
        SysrootBuilder tree(m_tree.path());
        tree.dir(to);
        for (const QString &name : QDir(from).entryList(filters, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot))
            if (except.isEmpty() || !name.startsWith(except))
                tree.symlink(to + u'/' + name, from + u'/' + name);
    }

    // cuda/: nvcc and its tools (nvcc.profile copied, the rest linked), nvvm/ unless left out,
    // include/ without cuDNN's headers, lib/ with the CUDA runtime only.
    QString buildToolkit(bool withNvvm = true)
    {
        SysrootBuilder tree(m_tree.path());
        const QString bin = kMachineCuda + QStringLiteral("/bin");
        linkEntries(bin, QStringLiteral("cuda/bin"),
                    {QStringLiteral("nvcc"), QStringLiteral("ptxas"), QStringLiteral("cudafe++"), QStringLiteral("fatbinary"),
                     QStringLiteral("nvlink"), QStringLiteral("bin2c"), QStringLiteral("crt")});
        QFile profile(bin + QStringLiteral("/nvcc.profile"));
        EXPECT_TRUE(profile.open(QIODevice::ReadOnly));
        tree.file(QStringLiteral("cuda/bin/nvcc.profile"), profile.readAll());
        if (withNvvm)
            linkEntries(kMachineCuda + QStringLiteral("/nvvm"), QStringLiteral("cuda/nvvm"), {});
        linkEntries(kMachineCuda + QStringLiteral("/include"), QStringLiteral("cuda/include"), {}, QStringLiteral("cudnn"));
        linkEntries(kMachineCuda + QStringLiteral("/lib"), QStringLiteral("cuda/lib"),
                    {QStringLiteral("libcudart*"), QStringLiteral("libcudadevrt.a"), QStringLiteral("libculibos.a")});
        return tree.path(QStringLiteral("cuda"));
    }

    // cudnn/include and cudnn/lib: the side-by-side layout.
    void buildCudnn()
    {
        linkEntries(kMachineCuda + QStringLiteral("/include"), QStringLiteral("cudnn/include"), {QStringLiteral("cudnn*.h")});
        linkEntries(kMachineCuda + QStringLiteral("/lib"), QStringLiteral("cudnn/lib"), {QStringLiteral("libcudnn*")});
    }

    // The environment of this test without LD_LIBRARY_PATH, so that only the check's own folders
    // (and the system's loader configuration) decide what the program loads.
    static QProcessEnvironment environment()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("LD_LIBRARY_PATH"));
        return environment;
    }

    FirstProgramRequest request(const QString &toolkitRoot)
    {
        FirstProgramRequest request;
        request.toolkitRoot = toolkitRoot;
        request.cudnnIncludeDir = m_tree.filePath(QStringLiteral("cudnn/include"));
        request.cudnnLibraryDir = m_tree.filePath(QStringLiteral("cudnn/lib"));
        request.environment = environment();
        request.hostCompiler = HostCompiler::check(SystemPaths({}, HostPlatform::current(), request.environment), 13);
        return request;
    }

    static std::string describe(const FirstProgramResult &result)
    {
        QString text;
        for (const FirstProgramStep *step : {&result.version, &result.compile, &result.run})
            text += step->sentence + QStringLiteral("\n  $ ") + step->command + QStringLiteral("\n  ") + step->outputTail + u'\n';
        return text.toStdString();
    }

    QTemporaryDir m_tree;
};

TEST_F(FirstProgramCheckTest, TheInstalledToolkitAndCudnnCompileAndRunTheFirstProgram)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    const FirstProgramRequest given = request(root);
    ASSERT_TRUE(given.hostCompiler.usable) << given.hostCompiler.verdict;

    const FirstProgramResult result = FirstProgramCheck::run(given);
    ASSERT_TRUE(result.passed()) << describe(result);
    // The versions the machine's own files state: the toolkit's release (13.0 here) is the
    // runtime's; the library's cuDNN (9.19.x here) is its header's.
    EXPECT_GE(result.toolkitRelease.major(), 12);
    EXPECT_EQ(result.toolkitRelease.size(), 2);
    EXPECT_TRUE(result.nvccVersion.startsWith(result.toolkitRelease)) << result.nvccVersion.toString();
    EXPECT_EQ(result.runtimeVersion.toString(), result.toolkitRelease.toString());
    QFile header(kMachineCuda + QStringLiteral("/include/cudnn_version.h"));
    ASSERT_TRUE(header.open(QIODevice::ReadOnly));
    const std::optional<Version> headerVersion = parseCudnnVersionHeader(header.readAll());
    ASSERT_TRUE(headerVersion.has_value());
    EXPECT_EQ(result.cudnnVersion.toString(), headerVersion->toString());
    EXPECT_GE(result.cudnnVersion.major(), 9);

    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("CUDA ") + result.toolkitRelease.toString())) << result.version.sentence;
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("cuDNN ") + result.cudnnVersion.toString())) << result.run.sentence;
    EXPECT_TRUE(result.run.command.startsWith(QStringLiteral("LD_LIBRARY_PATH=") + given.cudnnLibraryDir)) << result.run.command;
    for (const FirstProgramStep *step : {&result.version, &result.compile, &result.run}) {
        EXPECT_FALSE(step->sentence.isEmpty());
        EXPECT_TRUE(step->outputTail.isEmpty()) << step->outputTail;
    }
}

TEST_F(FirstProgramCheckTest, WithoutNvvmBesideBinTheCompileFailsAndSaysWhere)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit(/*withNvvm=*/false);
    buildCudnn();

    const FirstProgramResult result = FirstProgramCheck::run(request(root));
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Ok) << describe(result);
    ASSERT_EQ(result.compile.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_TRUE(result.compile.sentence.contains(QStringLiteral("nvvm/ is not next to bin/"))) << result.compile.sentence;
    EXPECT_TRUE(result.compile.sentence.contains(QStringLiteral("develop profile"))) << result.compile.sentence;
    EXPECT_TRUE(result.compile.outputTail.contains(QStringLiteral("cicc"))) << result.compile.outputTail;
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
    EXPECT_FALSE(result.run.sentence.isEmpty());
    EXPECT_FALSE(result.passed());
}

TEST_F(FirstProgramCheckTest, AnNvccThatHangsIsKilledAndNothingElseIsTried)
{
    if (!onLinux())
        GTEST_SKIP() << "the stand-in nvcc is a shell script";
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("cuda/bin/nvcc"), "#!/bin/sh\nexec sleep 600\n");
    FirstProgramRequest given = request(m_tree.filePath(QStringLiteral("cuda")));
    given.versionTimeoutMs = 300;

    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Failed);
    EXPECT_TRUE(result.version.timedOut);
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("did not answer"))) << result.version.sentence;
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("was killed"))) << result.version.sentence;
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Skipped);
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
    EXPECT_TRUE(result.compile.command.isEmpty());
    EXPECT_FALSE(result.toolkitRelease.isValid());
}

TEST_F(FirstProgramCheckTest, AnNvccThatPrintsJunkIsSaidAndNothingCrashes)
{
    if (!onLinux())
        GTEST_SKIP() << "the stand-in nvcc is a shell script";
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("cuda/bin/nvcc"), "#!/bin/sh\nprintf 'release \\377\\376 13.x, V\\000\\n\\033[2J'\n");
    FirstProgramRequest given = request(m_tree.filePath(QStringLiteral("cuda")));
    given.hostCompiler = HostCompilerCheck{QStringLiteral("/usr/bin/g++"), Version{12, 2, 0}, true, QStringLiteral("C++ compiler: g++.")};
    given.cudnnIncludeDir.clear();   // no cuDNN folders to check first: the compile is run
    given.cudnnLibraryDir.clear();

    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Failed);
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("printed no CUDA release"))) << result.version.sentence;
    EXPECT_FALSE(result.version.timedOut);
    // What is shown carries no terminal escape.
    for (const QString &text : {result.version.sentence, result.version.outputTail, result.compile.outputTail})
        EXPECT_FALSE(text.contains(QChar(0x1b)) || text.contains(QChar(0))) << text;
    // It still answered, so the compile is tried; it makes no program.
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_FALSE(result.compile.command.isEmpty());
    EXPECT_FALSE(result.compile.sentence.isEmpty());
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
}

TEST_F(FirstProgramCheckTest, WithoutAHostCompilerTheCompileAndRunAreSkippedWithItsVerdict)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    FirstProgramRequest given = request(root);
    QProcessEnvironment noCompiler;
    noCompiler.insert(QStringLiteral("PATH"), m_tree.filePath(QStringLiteral("cudnn")));
    given.hostCompiler = HostCompiler::check(SystemPaths({}, HostPlatform::current(), noCompiler), 13);
    ASSERT_FALSE(given.hostCompiler.usable);

    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Ok) << describe(result);
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Skipped);
    EXPECT_EQ(result.compile.sentence, given.hostCompiler.verdict);
    EXPECT_TRUE(result.compile.sentence.contains(QStringLiteral("g++"))) << result.compile.sentence;
    EXPECT_TRUE(result.compile.command.isEmpty());
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
}

TEST_F(FirstProgramCheckTest, WithoutTheCudnnLibraryFolderTheLinkFailsAndNamesIt)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    ASSERT_TRUE(QDir(m_tree.filePath(QStringLiteral("cudnn/lib"))).removeRecursively());

    // Not even tried: the linker would take a cuDNN from its own path (this machine has one in
    // /usr/local/lib64), which says nothing about this folder.
    const FirstProgramRequest given = request(root);
    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Ok) << describe(result);
    ASSERT_EQ(result.compile.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_TRUE(result.compile.sentence.startsWith(QStringLiteral("There is no libcudnn.so in ") + given.cudnnLibraryDir))
        << result.compile.sentence;
    EXPECT_TRUE(result.compile.sentence.contains(QStringLiteral("cuDNN library folder is missing or incomplete"))) << result.compile.sentence;
    EXPECT_TRUE(result.compile.command.isEmpty());
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
}

TEST_F(FirstProgramCheckTest, ARuntimeFolderWithoutTheCudnnLibraryFailsTheRun)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    FirstProgramRequest given = request(root);
    given.cudnnRuntimeDir = SysrootBuilder(m_tree.path()).dir(QStringLiteral("cudnn/bin"));

    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Ok) << describe(result);
    ASSERT_EQ(result.run.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("There is no libcudnn.so.* in ") + given.cudnnRuntimeDir)) << result.run.sentence;
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("not where the loader looks"))) << result.run.sentence;
    EXPECT_TRUE(result.run.command.isEmpty()) << "not run";
    EXPECT_FALSE(result.cudnnVersion.isValid());
}

TEST_F(FirstProgramCheckTest, AProgramThatLoadsAnotherCudnnThanTheOneInstalledFails)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    FirstProgramRequest given = request(root);
    given.expectedCudnnVersion = Version{9, 1, 0, 2};

    const FirstProgramResult result = FirstProgramCheck::run(given);
    ASSERT_EQ(result.run.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("not the cuDNN 9.1.0 in ") + given.cudnnLibraryDir)) << result.run.sentence;
    EXPECT_TRUE(result.cudnnVersion.isValid()) << "the version it did load is kept";

    given.expectedCudnnVersion = result.cudnnVersion;
    EXPECT_TRUE(FirstProgramCheck::run(given).passed());
}

TEST_F(FirstProgramCheckTest, ADamagedCudnnLibraryFirstOnTheLoadersPathFailsTheRun)
{
    if (const QString missing = realPartsMissing(); !missing.isEmpty())
        GTEST_SKIP() << missing;
    const QString root = buildToolkit();
    buildCudnn();
    // The linker reads libcudnn.so (still the real library); the loader finds libcudnn.so.9 first
    // in this folder, and it is not a library.
    QFile::remove(m_tree.filePath(QStringLiteral("cudnn/lib/libcudnn.so.9")));
    SysrootBuilder(m_tree.path()).file(QStringLiteral("cudnn/lib/libcudnn.so.9"), "not a library, cut short by a failed copy\n");

    const FirstProgramResult result = FirstProgramCheck::run(request(root));
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Ok) << describe(result);
    ASSERT_EQ(result.run.status, FirstProgramStep::Status::Failed) << describe(result);
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("libcudnn.so.9 but could not load it"))) << result.run.sentence;
    EXPECT_TRUE(result.run.sentence.contains(QStringLiteral("Install cuDNN again"))) << result.run.sentence;
    EXPECT_TRUE(result.run.outputTail.contains(QStringLiteral("error while loading shared libraries"))) << result.run.outputTail;
    EXPECT_FALSE(result.cudnnVersion.isValid());
}

TEST_F(FirstProgramCheckTest, WithoutNvccTheCompilerComponentIsNamed)
{
    SysrootBuilder(m_tree.path()).dir(QStringLiteral("cuda/include"));
    const FirstProgramResult result = FirstProgramCheck::run(request(m_tree.filePath(QStringLiteral("cuda"))));
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Failed);
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("cuda_nvcc"))) << result.version.sentence;
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("develop profile"))) << result.version.sentence;
    EXPECT_TRUE(result.version.command.isEmpty());
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Skipped);
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
    EXPECT_FALSE(result.summary().isEmpty());
}

TEST_F(FirstProgramCheckTest, AToolkitOfTheOtherSystemIsNotRun)
{
    // A script that would leave a mark if it ran.
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("cuda/bin/nvcc"), "#!/bin/sh\ntouch \"$0.ran\"\n");
    SysrootBuilder(m_tree.path()).executable(QStringLiteral("cuda/bin/nvcc.exe"), "#!/bin/sh\ntouch \"$0.ran\"\n");
    FirstProgramRequest given = request(m_tree.filePath(QStringLiteral("cuda")));
    given.platform.os = HostPlatform::current().isWindows() ? OsFamily::Linux : OsFamily::Windows;

    const FirstProgramResult result = FirstProgramCheck::run(given);
    EXPECT_EQ(result.version.status, FirstProgramStep::Status::Skipped);
    EXPECT_EQ(result.compile.status, FirstProgramStep::Status::Skipped);
    EXPECT_EQ(result.run.status, FirstProgramStep::Status::Skipped);
    EXPECT_TRUE(result.version.sentence.contains(QStringLiteral("not for the system the wizard runs on"))) << result.version.sentence;
    EXPECT_FALSE(QFile::exists(m_tree.filePath(QStringLiteral("cuda/bin/nvcc.ran"))));
    EXPECT_FALSE(QFile::exists(m_tree.filePath(QStringLiteral("cuda/bin/nvcc.exe.ran"))));
}

TEST(FirstProgramOutputTest, TheProgramsLineGivesBothVersions)
{
    const auto versions = FirstProgramCheck::parseProgramOutput("cudnn-setup-first-program cudnn=91900 runtime=13000\n");
    ASSERT_TRUE(versions.has_value());
    EXPECT_EQ(versions->cudnn.toString(), QStringLiteral("9.19.0"));
    EXPECT_EQ(versions->runtime.toString(), QStringLiteral("13.0"));
    // cuDNN 8's encoding and CUDA 12.6, among other lines, with Windows line ends.
    const auto older = FirstProgramCheck::parseProgramOutput("warning: something\r\ncudnn-setup-first-program cudnn=8907 runtime=12060\r\n");
    ASSERT_TRUE(older.has_value());
    EXPECT_EQ(older->cudnn.toString(), QStringLiteral("8.9.7"));
    EXPECT_EQ(older->runtime.toString(), QStringLiteral("12.6"));
}

TEST(FirstProgramOutputTest, AnythingElseIsNoAnswerAndNeverACrash)
{
    for (const QByteArray &output :
         {QByteArray(), QByteArray("cudnn-setup-first-program cudnn= runtime=13000\n"), QByteArray("cudnn-setup-first-program cudnn=91900\n"),
          QByteArray("cudnn-setup-first-program cudnn=-5 runtime=13000\n"),
          QByteArray("cudnn-setup-first-program cudnn=99999999999999999999 runtime=13000\n"), QByteArray("\0\377\376\x1b[2J", 7),
          QByteArray(100000, 'x')})
        EXPECT_FALSE(FirstProgramCheck::parseProgramOutput(output).has_value()) << output.left(80).toStdString();
}

TEST(FirstProgramOutputTest, TheProgramAsksBothLibrariesAndPrintsOneLine)
{
    const QByteArray source = FirstProgramCheck::programSource();
    EXPECT_TRUE(source.contains("#include <cudnn.h>"));
    EXPECT_TRUE(source.contains("cudnnGetVersion()"));
    EXPECT_TRUE(source.contains("cudaRuntimeGetVersion(&runtime)"));
    EXPECT_TRUE(source.contains("cudnn-setup-first-program cudnn=%zu runtime=%d\\n"));
    EXPECT_LE(source.count('\n'), 12);
}

} // namespace
} // namespace cudnnsetup
