// Family 9: malformed environment variables, each case a real tree plus the variable as users
// really write it (Windows habits included).
#include "DoctorTestSupport.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DoctorEnvironmentTest : public DoctorTest
{
protected:
    void SetUp() override
    {
        DoctorTest::SetUp();
        // A healthy install underneath, so that only the variable under test is wrong.
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    }
};

TEST_F(DoctorEnvironmentTest, EmptyPathEntryMeansTheCurrentFolder)
{
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/cuda/bin::/usr/bin"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-path-empty-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::MalformedEnvironment);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("PATH=/usr/local/cuda/bin::/usr/bin")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("position: 2")));
    EXPECT_FALSE(report.healthy());
}

TEST_F(DoctorEnvironmentTest, LeadingColonInLdLibraryPath)
{
    // export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda/lib64 with LD_LIBRARY_PATH unset.
    const QString lib = sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib64"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), u':' + lib);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-ld-library-path-empty-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("position: 1")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("env-path-empty-entry")));
}

TEST_F(DoctorEnvironmentTest, EmptyPathEntryOnWindowsIsOnlyInfo)
{
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;;C:\\Windows"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("env-path-empty-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
}

TEST_F(DoctorEnvironmentTest, QuotesInsideAWindowsPathEntry)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1/bin/12.4/x64"), 9);
    const QString quoted = QStringLiteral("\"C:\\Program Files\\NVIDIA\\CUDNN\\v9.1\\bin\\12.4\\x64\"");
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;") + quoted);
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("env-path-quoted-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, quoted)) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("quotation marks")));
}

TEST_F(DoctorEnvironmentTest, PathEntryNamingADll)
{
    // The "add cudnn64_9.dll to PATH" mistake: the entry is the file, not its folder.
    sysroot.cudnnWindowsDlls(QStringLiteral("tools/cudnn/bin"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows;C:\\tools\\cudnn\\bin\\cudnn64_9.dll"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("env-path-file-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cudnn64_9.dll")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("C:\\tools\\cudnn\\bin"))) << f->manualStep.toStdString();
}

TEST_F(DoctorEnvironmentTest, LdLibraryPathEntryNamingASharedLibrary)
{
    const QString file = sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib64/libcudnn.so.9"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), file);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-ld-library-path-file-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, file));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("env-ld-library-path-missing-folder")));
}

TEST_F(DoctorEnvironmentTest, CudaPathPointsToARemovedToolkit)
{
    const QString gone = sysroot.path(QStringLiteral("usr/local/cuda-11.8"));
    environment.insert(QStringLiteral("CUDA_PATH"), gone);
    environment.insert(QStringLiteral("CUDA_HOME"), gone);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *path = report.finding(QStringLiteral("env-cuda-path-missing-folder"));
    ASSERT_TRUE(path) << describe(report);
    EXPECT_TRUE(evidenceMentions(*path, QStringLiteral("CUDA_PATH=") + gone));
    EXPECT_TRUE(evidenceMentions(*path, QStringLiteral("cuda-12.4")));   // the toolkit that is there
    const Finding *home = report.finding(QStringLiteral("env-cuda-home-missing-folder"));
    ASSERT_TRUE(home);
    EXPECT_TRUE(home->manualStep.contains(QStringLiteral("export CUDA_HOME=")));
}

TEST_F(DoctorEnvironmentTest, WindowsCudaPathVersionVariableToAMissingFolder)
{
    environment.insert(QStringLiteral("CUDA_PATH_V11_8"), QStringLiteral("C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.8"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("env-cuda-path-missing-folder"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("CUDA_PATH_V11_8=")));
}

TEST_F(DoctorEnvironmentTest, MissingCudaFolderOnLdLibraryPathIsAWarning)
{
    const QString typo = sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib46"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), typo);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-ld-library-path-missing-folder"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, typo));
}

TEST_F(DoctorEnvironmentTest, MissingUnrelatedFolderOnLdLibraryPathIsOnlyInfo)
{
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(QStringLiteral("home/student/old-project/lib")));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-ld-library-path-missing-folder"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
    EXPECT_FALSE(anyProblemIn(report, {Finding::MalformedEnvironment})) << describe(report);
}

} // namespace
