// Family 2: several copies of one major, and the one the Linux loader or the Windows DLL search would take.
#include "DoctorTestSupport.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

TEST_F(DoctorTest, OlderCopyOnLdLibraryPathWinsOverTheToolkit)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.5.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    cudnnTarball(QStringLiteral("home/student/cudnn-old"), QStringLiteral("9.0.0"));
    const QString old = sysroot.path(QStringLiteral("home/student/cudnn-old/lib"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), old);

    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("search-order-older-wins"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongCopyWins);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(f->evidence.first().contains(old + QStringLiteral("/libcudnn.so.9"))) << describe(report);
    EXPECT_TRUE(f->evidence.first().contains(QStringLiteral("9.0.0 ,")) || f->evidence.first().contains(QStringLiteral("cuDNN 9.0.0")));
    EXPECT_TRUE(f->evidence.first().contains(QStringLiteral("LD_LIBRARY_PATH")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuda-12.4/lib64: cuDNN 9.5.0")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("LD_LIBRARY_PATH")));
    ASSERT_EQ(report.loaderPicks.size(), 1);
    EXPECT_EQ(report.loaderPicks[0].version, (Version{9, 0, 0}));
}

TEST_F(DoctorTest, OlderDistroPackageFirstInLdSoConfWins)
{
    // Debian lists the multiarch folder before anything in ld.so.conf.d/ that sorts after it.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.5.0"), QStringLiteral("lib64"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/lib/x86_64-linux-gnu"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("usr/include/x86_64-linux-gnu/cudnn_version_v9.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/a-x86_64-linux-gnu.conf"), "/usr/lib/x86_64-linux-gnu\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");

    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("search-order-older-wins"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->evidence.first().contains(QStringLiteral("usr/lib/x86_64-linux-gnu/libcudnn.so.9"))) << describe(report);
    EXPECT_TRUE(f->evidence.first().contains(QStringLiteral("ld.so.conf")));
    EXPECT_TRUE(f->title.contains(QStringLiteral("9.1.0")) && f->title.contains(QStringLiteral("9.5.0"))) << f->title.toStdString();
}

TEST_F(DoctorTest, NewestCopyWinningIsOnlyInfo)
{
    workingDriver();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.5.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    cudnnTarball(QStringLiteral("opt/cudnn-9.0"), QStringLiteral("9.0.0"));

    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("search-order-several-copies"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("opt/cudnn-9.0/lib: cuDNN 9.0.0")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("search-order-older-wins")));
    EXPECT_TRUE(report.healthy()) << describe(report);
}

TEST_F(DoctorTest, ANewerWheelDoesNotCompeteWithTheSystemCopy)
{
    workingDriver();
    // PyTorch loads its wheel through RPATH; the older system copy is not "wrong" for that.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.0.50.dist-info"));

    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("search-order-older-wins"))) << describe(report);
    EXPECT_TRUE(report.hasFinding(QStringLiteral("search-order-several-copies")));
    EXPECT_TRUE(report.healthy()) << describe(report);
}

} // namespace

namespace {

// Windows: the DLL search order — System32 and the Windows folder, then PATH in order.
class DoctorWindowsSearchOrderTest : public DoctorTest
{
protected:
    // NVIDIA's cuDNN 9 installer layout: bin\<cuda>\x64 and include\<cuda>.
    void installerCopy(const QString &version, const QString &cuda)
    {
        const QString root = QStringLiteral("Program Files/NVIDIA/CUDNN/v") + version.section(u'.', 0, 1);
        sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin/%1/x64").arg(cuda), 9);
        const QStringList parts = version.split(u'.');
        sysroot.file(root + QStringLiteral("/include/%1/cudnn_version.h").arg(cuda),
                     SysrootBuilder::cudnnVersionHeader(parts.value(0).toInt(), parts.value(1).toInt(), parts.value(2).toInt()));
    }
};

TEST_F(DoctorWindowsSearchOrderTest, AnOlderCopyEarlierOnPathWins)
{
    installerCopy(QStringLiteral("9.1.0"), QStringLiteral("12.4"));
    installerCopy(QStringLiteral("9.10.2"), QStringLiteral("12.9"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\System32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.1\\bin\\12.4\\x64;"
                                                              "C:\\Program Files\\NVIDIA\\CUDNN\\v9.10\\bin\\12.9\\x64"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("search-order-older-wins"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongCopyWins);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("A program loading cudnn64_9.dll gets"))) << describe(report);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("PATH folders in order"))) << f->explanation.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.10\\bin\\12.9\\x64 before"))) << f->manualStep.toStdString();
    ASSERT_EQ(report.loaderPicks.size(), 1);
    EXPECT_EQ(report.loaderPicks[0].name, QStringLiteral("cudnn64_9.dll"));
    EXPECT_EQ(report.loaderPicks[0].via, QStringLiteral("PATH"));
    EXPECT_EQ(report.loaderPicks[0].version.truncated(3), (Version{9, 1, 0}));
}

TEST_F(DoctorWindowsSearchOrderTest, TheNewerCopyFirstOnPathIsOnlyInfo)
{
    installerCopy(QStringLiteral("9.1.0"), QStringLiteral("12.4"));
    installerCopy(QStringLiteral("9.10.2"), QStringLiteral("12.9"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\System32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.10\\bin\\12.9\\x64;"
                                                              "C:\\Program Files\\NVIDIA\\CUDNN\\v9.1\\bin\\12.4\\x64"));
    const DoctorReport report = diagnose(windowsPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("search-order-older-wins"))) << describe(report);
    const Finding *f = report.finding(QStringLiteral("search-order-several-copies"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
}

TEST_F(DoctorWindowsSearchOrderTest, DllsCopiedIntoSystem32ComeBeforeEveryPathFolder)
{
    installerCopy(QStringLiteral("9.10.2"), QStringLiteral("12.9"));
    sysroot.cudnnWindowsDlls(QStringLiteral("Windows/System32"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\System32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.10\\bin\\12.9\\x64"));
    const DoctorReport report = diagnose(windowsPlatform());
    ASSERT_EQ(report.loaderPicks.size(), 1) << describe(report);
    EXPECT_EQ(report.loaderPicks[0].via, QStringLiteral("System32"));
    const Finding *f = report.finding(QStringLiteral("search-order-several-copies"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("via System32"))) << describe(report);
}

} // namespace
