// Family 7: cuDNN found, a library it needs not — zlibwapi.dll for Windows cuDNN 8.3–9.1 (and
// its 32-bit build found first), cuBLASLt / NVRTC of the copy's CUDA major for cuDNN 9, and the
// Microsoft C++ runtime. Manual steps only: each is a download.
#include "DoctorTestSupport.h"

#include <algorithm>

#include "core/doctor/rules/DependencyRules.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

// The first bytes of a PE image: the DOS header pointing at "PE\0\0" and the machine field.
QByteArray peImage(quint16 machine)
{
    QByteArray bytes(0x40, '\0');
    bytes[0] = 'M';
    bytes[1] = 'Z';
    bytes[0x3c] = 0x40;
    bytes.append("PE\0\0", 4);
    bytes.append(char(machine & 0xff)).append(char(machine >> 8));
    bytes.append(QByteArray(0x100, '\0'));
    return bytes;
}

class DoctorDependencyTest : public DoctorTest
{
protected:
    static constexpr quint16 kX64 = 0x8664;
    static constexpr quint16 kI386 = 0x14c;

    // cuDNN 8.9.7 as NVIDIA's 8.x guide installs it, with its bin folder on PATH.
    void cudnn8OnWindows()
    {
        sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v8.9/bin"), 8);
        sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v8.9/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
        environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;C:\\Program Files\\NVIDIA\\CUDNN\\v8.9\\bin"));
    }

    void windowsRuntime()
    {
        for (const char *name : {"msvcp140.dll", "vcruntime140.dll", "vcruntime140_1.dll"})
            sysroot.file(QStringLiteral("Windows/System32/") + QLatin1String(name), peImage(kX64));
    }

};

TEST_F(DoctorDependencyTest, Cudnn8OnWindowsWithoutZlibwapi)
{
    cudnn8OnWindows();
    windowsRuntime();
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-zlibwapi-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::MissingDependency);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuDNN 8.9.7 in C:\\Program Files\\NVIDIA\\CUDNN\\v8.9\\bin"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("zlib123dllx64.zip")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("dll_x64\\zlibwapi.dll")));
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorDependencyTest, A32BitZlibwapiFoundFirst)
{
    cudnn8OnWindows();
    windowsRuntime();
    sysroot.file(QStringLiteral("tools/zlib32/zlibwapi.dll"), peImage(kI386));
    sysroot.file(QStringLiteral("tools/zlib64/zlibwapi.dll"), peImage(kX64));
    environment.insert(QStringLiteral("PATH"), environment.value(QStringLiteral("PATH")) + QStringLiteral(";C:\\tools\\zlib32;C:\\tools\\zlib64"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-zlibwapi-32bit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("C:\\tools\\zlib32\\zlibwapi.dll: 32-bit"))) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("dependency-zlibwapi-missing")));
}

TEST_F(DoctorDependencyTest, A64BitZlibwapiBesideCudnnIsFine)
{
    cudnn8OnWindows();
    windowsRuntime();
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v8.9/bin/zlibwapi.dll"), peImage(kX64));
    sysroot.file(QStringLiteral("tools/zlib32/zlibwapi.dll"), peImage(kI386));   // later on PATH: never loaded
    environment.insert(QStringLiteral("PATH"), environment.value(QStringLiteral("PATH")) + QStringLiteral(";C:\\tools\\zlib32"));
    const DoctorReport report = diagnose(windowsPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::MissingDependency).isEmpty()) << describe(report);
    EXPECT_EQ(DependencyRules::peMachine(sysroot.path(QStringLiteral("tools/zlib32/zlibwapi.dll"))), 0x14c);
}

TEST_F(DoctorDependencyTest, Cudnn92AndLaterNeedsNoZlibwapi)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.5/bin/12.6"), 9);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.5/include/12.6/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 5, 1));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin\\12.6"));
    windowsRuntime();
    const DoctorReport report = diagnose(windowsPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::MissingDependency).isEmpty()) << describe(report);
}

TEST_F(DoctorDependencyTest, WindowsCudnn9WithoutCublasLt)
{
    // The CUDA 12.9 toolkit's bin is on PATH (cudart, nvrtc), but cuBLAS was left out of the install.
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/bin/12.9/x64"), 9);
    const QString toolkitBin = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.9/bin");
    sysroot.file(toolkitBin + QStringLiteral("/cudart64_12.dll"), peImage(kX64));
    sysroot.file(toolkitBin + QStringLiteral("/nvrtc64_120_0.dll"), peImage(kX64));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.9\\bin;"
                                                              "C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin\\12.9\\x64"));
    windowsRuntime();
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-cublaslt-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::MissingDependency);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(f->title.contains(QStringLiteral("cublasLt64_12.dll")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("for CUDA 12 in C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin\\12.9\\x64"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cudart64_12.dll")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip install nvidia-cublas-cu12")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("dependency-nvrtc-missing"))) << describe(report);
}

TEST_F(DoctorDependencyTest, MicrosoftCppRuntimeMissing)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.5/bin/12.6"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin\\12.6"));
    sysroot.file(QStringLiteral("Windows/System32/msvcp140.dll"), peImage(kX64));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-msvc-runtime-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("System32\\vcruntime140.dll")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("System32\\vcruntime140_1.dll")));
    EXPECT_FALSE(evidenceMentions(*f, QStringLiteral("msvcp140.dll")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("https://aka.ms/vs/17/release/vc_redist.x64.exe")));
}

TEST_F(DoctorDependencyTest, LinuxToolkitWithoutCublasLtAndNvrtc)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.4/lib64/libcudart.so.12"), "\x7f" "ELF cudart");
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-cublaslt-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(f->title.contains(QStringLiteral("libcublasLt.so.12")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuDNN 9.1.0 for CUDA 12 in /usr/local/cuda-12.4/lib64"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("CUDA runtime found: /usr/local/cuda-12.4/lib64/libcudart.so.12")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("libcublas-12-")));
    const Finding *nvrtc = report.finding(QStringLiteral("dependency-nvrtc-missing"));
    ASSERT_TRUE(nvrtc) << describe(report);
    EXPECT_EQ(nvrtc->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(nvrtc->title.contains(QStringLiteral("libnvrtc.so.12")));
}

TEST_F(DoctorDependencyTest, LinuxToolkitWithItsLibrariesIsFine)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    for (const char *name : {"libcudart.so.12", "libcublasLt.so.12", "libnvrtc.so.12"})
        sysroot.file(QStringLiteral("usr/local/cuda-12.4/lib64/") + QLatin1String(name), "\x7f" "ELF");
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::MissingDependency).isEmpty()) << describe(report);
    EXPECT_FALSE(anyProblemIn(report, {Finding::NotWhereLoaderLooks, Finding::MissingDependency, Finding::BrokenLinks, Finding::MalformedEnvironment})) << describe(report);
}

TEST_F(DoctorDependencyTest, WheelWithoutTheNvrtcWheel)
{
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.0.50.dist-info"));
    sysroot.file(site + QStringLiteral("/nvidia/cuda_runtime/lib/libcudart.so.12"), "\x7f" "ELF");
    sysroot.file(site + QStringLiteral("/nvidia/cublas/lib/libcublasLt.so.12"), "\x7f" "ELF");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("dependency-nvrtc-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip install nvidia-cuda-nvrtc-cu12"))) << f->manualStep.toStdString();
    EXPECT_FALSE(report.hasFinding(QStringLiteral("dependency-cublaslt-missing"))) << describe(report);

    sysroot.file(site + QStringLiteral("/nvidia/cuda_nvrtc/lib/libnvrtc.so.12"), "\x7f" "ELF");
    EXPECT_TRUE(ofFamily(diagnose(linuxPlatform()), Finding::MissingDependency).isEmpty());
}

} // namespace
