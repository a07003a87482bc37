// Family 4: the cuDNN programs get is of the wrong major — built for another CUDA major than the
// toolkit, a cuDNN major with no build at all for the toolkit's CUDA, or another cuDNN than a
// Python package's metadata asks for (the frameworks the scan knows: by what they load).
#include "DoctorTestSupport.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kSite = QStringLiteral("home/student/venv/lib/python3.11/site-packages");

class DoctorCudnnMajorTest : public DoctorTest
{
protected:
    // A Python package's dist-info with the given Requires-Dist lines.
    void pythonPackage(const QString &site, const QString &name, const QString &version, const QStringList &requiresDist)
    {
        QString metadata = QStringLiteral("Metadata-Version: 2.1\nName: %1\nVersion: %2\nSummary: test\n").arg(name, version);
        for (const QString &line : requiresDist)
            metadata += QStringLiteral("Requires-Dist: %1\n").arg(line);
        metadata += QStringLiteral("\nRequires-Dist: nvidia-cudnn-cu11==1.0 (in the description: not a header)\n");
        sysroot.file(site + QStringLiteral("/%1-%2.dist-info/METADATA").arg(name, version), metadata.toUtf8());
    }

    // pip's nvidia-cudnn-cuNN wheel: the SONAME files and the dist-info folder.
    void cudnnWheel(const QString &site, int cuda, const QString &version)
    {
        sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), version.section(u'.', 0, 0).toInt());
        sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu%1-%2.dist-info").arg(cuda).arg(version));
    }

    void venv() { environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("home/student/venv"))); }

    // torch/version.py, which makes the package the PyTorch the scan knows (FrameworkFinder).
    void torchVersionFile(const QString &version, const QString &cuda)
    {
        sysroot.file(kSite + QStringLiteral("/torch/version.py"),
                     QStringLiteral("__version__ = '%1'\ndebug = False\ncuda = '%2'\nhip = None\n").arg(version, cuda).toUtf8());
    }

    // The codes about Python packages, in the report's order.
    static QStringList pythonCodes(const DoctorReport &report)
    {
        QStringList codes;
        for (const Finding &f : report.findings)
            if (f.code.startsWith(QStringLiteral("framework-")) || f.code.startsWith(QStringLiteral("python-cudnn-")))
                codes.append(f.code);
        return codes;
    }
};

TEST_F(DoctorCudnnMajorTest, CudnnForCuda12BesideACuda13Toolkit)
{
    // pip install --target /opt/cudnn nvidia-cudnn-cu12 on a CUDA 13 machine.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.0"));
    cudnnTarball(QStringLiteral("opt/cudnn"), QStringLiteral("9.19.0"));
    sysroot.dir(QStringLiteral("opt/cudnn/nvidia_cudnn_cu12-9.19.0.56.dist-info"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-cuda-major-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);   // not where programs look by default
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("for CUDA 12"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("for CUDA 13"))) << f->manualStep.toStdString();
    EXPECT_FALSE(report.hasFinding(QStringLiteral("cudnn-major-no-build-for-toolkit")));
}

TEST_F(DoctorCudnnMajorTest, CudnnForCuda11BesideACuda12ToolkitOnWindows)
{
    // NVIDIA's Windows installer layout: C:\Program Files\NVIDIA\CUDNN\v9.1\bin\11.8.
    sysroot.toolkit(QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1/bin/11.8"), 9);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1/include/11.8/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-cuda-major-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_TRUE(f->isProblem());
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("CUDA Toolkit 12.4.1"))) << describe(report);
}

TEST_F(DoctorCudnnMajorTest, Cudnn8InsideACuda13Toolkit)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.0"));
    cudnnTarball(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("8.9.7"), QStringLiteral("lib64"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-major-no-build-for-toolkit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuDNN majors released for CUDA 13 (wizard data): 9"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("_cuda13-archive.tar.xz"))) << f->manualStep.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("remove the cuDNN 8 files"))) << f->manualStep.toStdString();
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorCudnnMajorTest, Cudnn8InsideACuda13ToolkitOnWindows)
{
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v13.0");
    sysroot.toolkit(root, QStringLiteral("13.0.0"));
    sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin"), 8);
    sysroot.file(root + QStringLiteral("/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-major-no-build-for-toolkit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("_cuda13-archive.zip"))) << f->manualStep.toStdString();
}

TEST_F(DoctorCudnnMajorTest, MatchingMajorsRaiseNoFinding)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.0"));
    cudnnTarball(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("9.19.0"), QStringLiteral("lib64"));
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("8.9.7"), QStringLiteral("lib64"));   // 8.9 has CUDA 12 builds
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::WrongMajor).isEmpty()) << describe(report);
}

// The five frameworks the scan knows are judged by what they load (FrameworkRules, codes
// framework-*); the pin check (python-cudnn-*) is left for other packages that pin a cuDNN wheel.
TEST_F(DoctorCudnnMajorTest, TorchForCudnn9WithTheCuda11Cudnn8Wheel)
{
    venv();
    torchVersionFile(QStringLiteral("2.4.0"), QStringLiteral("12.4"));
    pythonPackage(kSite, QStringLiteral("torch"), QStringLiteral("2.4.0"),
                  {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70; platform_system == \"Linux\" and platform_machine == \"x86_64\"")});
    cudnnWheel(kSite, 11, QStringLiteral("8.9.2.26"));
    const DoctorReport report = diagnose(linuxPlatform());
    // Two checks fail: another major, and a build for CUDA 11.
    EXPECT_EQ(pythonCodes(report), (QStringList{QStringLiteral("framework-cudnn-cuda-mismatch"), QStringLiteral("framework-cudnn-major-mismatch")}))
        << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-major-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(f->title.contains(QStringLiteral("PyTorch 2.4.0 in /home/student/venv is built for cuDNN 9"))) << f->title.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Requires-Dist: nvidia-cudnn-cu12==9.1.0.70")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("nvidia/cudnn/lib/libcudnn.so.8 (cuDNN 8.9.2.26")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip uninstall -y nvidia-cudnn-cu11"))) << f->manualStep.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("--force-reinstall \"nvidia-cudnn-cu12==9.1.0.70\""))) << f->manualStep.toStdString();
}

TEST_F(DoctorCudnnMajorTest, TensorflowForCudnn8WithACudnn9Wheel)
{
    // The old parenthesised form, behind an extra.
    venv();
    sysroot.file(kSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "import collections\n\nbuild_info = collections.OrderedDict([('cuda_version', '12.2'), ('cudnn_version', '8'), "
                 "('is_cuda_build', True)])\n");
    pythonPackage(kSite, QStringLiteral("tensorflow"), QStringLiteral("2.15.0"),
                  {QStringLiteral("nvidia-cudnn-cu12 (==8.9.4.25) ; extra == 'and-cuda'")});
    cudnnWheel(kSite, 12, QStringLiteral("9.1.0.70"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(pythonCodes(report), QStringList{QStringLiteral("framework-cudnn-major-mismatch")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-major-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->title.contains(QStringLiteral("TensorFlow 2.15.0 in /home/student/venv is built for cuDNN 8"))) << f->title.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("-m pip install \"nvidia-cudnn-cu12==8.9.4.25\""))) << f->manualStep.toStdString();
}

TEST_F(DoctorCudnnMajorTest, TorchForCuda13WithTheCuda12Wheel)
{
    venv();
    torchVersionFile(QStringLiteral("2.9.0"), QStringLiteral("13.0"));
    pythonPackage(kSite, QStringLiteral("torch"), QStringLiteral("2.9.0"), {QStringLiteral("nvidia-cudnn-cu13==9.13.0.50; platform_system == \"Linux\"")});
    cudnnWheel(kSite, 12, QStringLiteral("9.13.0.50"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(pythonCodes(report), QStringList{QStringLiteral("framework-cudnn-cuda-mismatch")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-cuda-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(f->title.contains(QStringLiteral("built for CUDA 13 but loads a cuDNN built for CUDA 12"))) << f->title.toStdString();
}

TEST_F(DoctorCudnnMajorTest, FrameworkWithoutAWheelSeesOnlyCudnn8OnTheLoaderPath)
{
    venv();
    torchVersionFile(QStringLiteral("2.4.0"), QStringLiteral("12.4"));
    pythonPackage(kSite, QStringLiteral("torch"), QStringLiteral("2.4.0"), {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70")});
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("8.9.7"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(pythonCodes(report), QStringList{QStringLiteral("framework-cudnn-missing")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("The loader has only cuDNN 8.9.7"))) << f->explanation.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip install \"nvidia-cudnn-cu12==9.1.0.70\""))) << f->manualStep.toStdString();
}

TEST_F(DoctorCudnnMajorTest, FrameworksWithTheCudnnTheyAskForAreFine)
{
    venv();
    torchVersionFile(QStringLiteral("2.4.0"), QStringLiteral("12.4"));
    pythonPackage(kSite, QStringLiteral("torch"), QStringLiteral("2.4.0"), {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70")});
    pythonPackage(kSite, QStringLiteral("jax-cuda12-plugin"), QStringLiteral("0.4.35"),
                  {QStringLiteral("nvidia-cudnn-cu12<10.0,>=9.1; extra == \"with-cuda\"")});
    cudnnWheel(kSite, 12, QStringLiteral("9.5.0.50"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::WrongMajor).isEmpty()) << describe(report);
    EXPECT_EQ(pythonCodes(report), QStringList()) << describe(report);
}

TEST_F(DoctorCudnnMajorTest, APackageThatIsNoFrameworkIsJudgedOnItsPin)
{
    venv();
    pythonPackage(kSite, QStringLiteral("my-cuda-extension"), QStringLiteral("1.0"),
                  {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70; platform_system == \"Linux\"")});
    cudnnWheel(kSite, 11, QStringLiteral("8.9.2.26"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(pythonCodes(report), QStringList{QStringLiteral("python-cudnn-major-mismatch")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("python-cudnn-major-mismatch"));
    ASSERT_TRUE(f);
    EXPECT_TRUE(f->title.contains(QStringLiteral("my-cuda-extension 1.0 needs cuDNN 9 for CUDA 12"))) << f->title.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip uninstall -y nvidia-cudnn-cu11"))) << f->manualStep.toStdString();
}

TEST_F(DoctorCudnnMajorTest, LinuxOnlyRequirementIsIgnoredOnWindows)
{
    const QString site = QStringLiteral("Users/student/venv/Lib/site-packages");
    environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("Users/student/venv")));
    pythonPackage(site, QStringLiteral("my-cuda-extension"), QStringLiteral("1.0"),
                  {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70; platform_system == \"Linux\"")});
    sysroot.cudnnWindowsDlls(site + QStringLiteral("/nvidia/cudnn/bin"), 8);
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu11-8.9.2.26.dist-info"));
    DoctorReport report = diagnose(windowsPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("python-cudnn-major-mismatch"))) << describe(report);

    // Without the marker the same requirement applies on Windows too.
    pythonPackage(site, QStringLiteral("my-cuda-extension"), QStringLiteral("1.0"), {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70")});
    report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("python-cudnn-major-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("nvidia_cudnn_cu11-8.9.2.26.dist-info")));
}

} // namespace
