// The frameworks in a scan (FrameworkFinder + FrameworkFit through SystemScanner): the files each
// framework's build writes, put by the test where pip and conda put them in a sysroot (a venv, a
// conda environment, the user's site-packages), with cuDNN copies in NVIDIA's and pip's layouts;
// for each framework, what it was built for, the cuDNN file it will load and the verdict.
#include "ScanTestSupport.h"

#include "core/probe/SystemScanner.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kVenvSite = QStringLiteral("home/student/venv/lib/python3.11/site-packages");

class FrameworkScanTest : public ScanTest
{
protected:
    void venv() { environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("home/student/venv"))); }

    void distInfo(const QString &site, const QString &name, const QString &version, const QStringList &requiresDist = {})
    {
        QString metadata = QStringLiteral("Metadata-Version: 2.1\nName: %1\nVersion: %2\n").arg(name, version);
        for (const QString &line : requiresDist)
            metadata += QStringLiteral("Requires-Dist: %1\n").arg(line);
        metadata += QStringLiteral("\nThe description.\n");
        sysroot.file(site + QStringLiteral("/%1-%2.dist-info/METADATA").arg(QString(name).replace(u'-', u'_'), version), metadata.toUtf8());
    }

    // pip install torch==2.5.1 (CUDA 12.4 wheel): version.py, the pin, and with `withWheel` the
    // nvidia-cudnn-cu12 wheel it pulls in.
    void torch(const QString &site, bool withWheel, const QString &cudnn = QStringLiteral("9.1.0.70"))
    {
        sysroot.file(site + QStringLiteral("/torch/version.py"),
                     "from typing import Optional\n__version__ = '2.5.1+cu124'\ndebug = False\ncuda: Optional[str] = '12.4'\n"
                     "hip: Optional[str] = None\n");
        distInfo(site, QStringLiteral("torch"), QStringLiteral("2.5.1+cu124"),
                 {QStringLiteral("nvidia-cudnn-cu12==%1; platform_system == \"Linux\" and platform_machine == \"x86_64\"").arg(cudnn)});
        if (withWheel)
            cudnnWheel(site, 12, cudnn);
    }

    void cudnnWheel(const QString &site, int cuda, const QString &version)
    {
        sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), version.section(u'.', 0, 0).toInt());
        sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu%1-%2.dist-info").arg(cuda).arg(version));
    }

    // A CUDA 12 toolkit with cuDNN `version` copied into it, its lib64 on LD_LIBRARY_PATH.
    void toolkitCudnnOnLdLibraryPath(const QString &version)
    {
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), version);
        const QStringList parts = version.split(u'.');
        sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"),
                     SysrootBuilder::cudnnVersionHeader(parts.value(0).toInt(), parts.value(1).toInt(), parts.value(2).toInt()));
        // As the loader takes it: literally (LoaderOrder), so the folder in the sysroot.
        environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib64")));
    }

    SystemReport scan() const { return SystemScanner(options()).scan(); }

    // A copy: the report is often a temporary.
    static std::optional<FrameworkInstall> framework(const SystemReport &report, FrameworkInstall::Kind kind)
    {
        for (const FrameworkInstall &framework : report.frameworks)
            if (framework.kind == kind)
                return framework;
        return std::nullopt;
    }

    static std::string describe(const FrameworkInstall &framework)
    {
        return QJsonDocument(framework.toJson()).toJson().toStdString();
    }
};

} // namespace

TEST_F(FrameworkScanTest, PipTorchLoadsItsOwnWheel)
{
    venv();
    torch(kVenvSite, true);

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value()) << report.frameworks.size();
    EXPECT_EQ(torch->package, QStringLiteral("torch"));
    EXPECT_EQ(torch->version, QStringLiteral("2.5.1+cu124"));
    EXPECT_EQ(torch->environment, sysroot.path(QStringLiteral("home/student/venv")));
    EXPECT_TRUE(torch->gpuBuild);
    EXPECT_EQ(torch->builtForCuda, Version({12, 4}));
    EXPECT_EQ(torch->builtForCudnn, Version({9, 1, 0, 70}));
    EXPECT_FALSE(torch->cudnnIsMinimum);
    EXPECT_TRUE(torch->cudnnFact.contains(QStringLiteral("Requires-Dist: nvidia-cudnn-cu12==9.1.0.70"))) << describe(*torch);
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(*torch);
    EXPECT_TRUE(torch->loadedFile.endsWith(QStringLiteral("/nvidia/cudnn/lib/libcudnn.so.9"))) << describe(*torch);
    EXPECT_EQ(torch->loadedVersion, Version({9, 1, 0, 70}));
    EXPECT_TRUE(torch->partsFrom.isEmpty()) << describe(*torch);
    EXPECT_EQ(torch->fit, Verdict::Severity::Ok) << describe(*torch);
    EXPECT_TRUE(torch->problems.isEmpty());
}

// pytorch#188892: the wheel's libcudnn.so.9 is loaded through torch's RPATH, but it loads its
// parts by name, and LD_LIBRARY_PATH comes before its RUNPATH $ORIGIN.
TEST_F(FrameworkScanTest, AnotherCudnnOnLdLibraryPathGivesPipTorchItsPartsAndMixesReleases)
{
    venv();
    torch(kVenvSite, true);
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.0.0"));

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(*torch);
    EXPECT_TRUE(torch->loadedFile.endsWith(QStringLiteral("/nvidia/cudnn/lib/libcudnn.so.9"))) << describe(*torch);
    EXPECT_EQ(torch->partsFrom, QFileInfo(sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib64"))).canonicalFilePath());
    EXPECT_EQ(torch->partsVersion, Version({9, 0, 0}));
    EXPECT_EQ(torch->fit, Verdict::Severity::Error);
    ASSERT_EQ(torch->problems.size(), 1) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"))) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("cuDNN 9.0.0"))) << describe(*torch);
    EXPECT_EQ(torch->problemCodes, QStringList{QStringLiteral("framework-cudnn-parts-mixed")});
    const QJsonObject json = QJsonDocument(report.toJson()).object().value(QStringLiteral("frameworks")).toArray().first().toObject();
    EXPECT_EQ(json.value(QStringLiteral("partsVersion")).toString(), QStringLiteral("9.0.0"));
    EXPECT_EQ(json.value(QStringLiteral("problemCodes")).toArray(), QJsonArray{QStringLiteral("framework-cudnn-parts-mixed")});
}

TEST_F(FrameworkScanTest, TheSameReleaseOnLdLibraryPathGivesTheSamePartsAndIsNoProblem)
{
    venv();
    torch(kVenvSite, true, QStringLiteral("9.1.0.70"));
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.1.0"));

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_FALSE(torch->partsFrom.isEmpty()) << describe(*torch);
    EXPECT_EQ(torch->fit, Verdict::Severity::Ok) << describe(*torch);
}

TEST_F(FrameworkScanTest, AnotherCudnnThroughLdSoConfDoesNotReachPipTorchsParts)
{
    venv();
    torch(kVenvSite, true);
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.0.0"));
    // ld.so.conf, like the loader cache, comes after cuDNN's RUNPATH.
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_TRUE(torch->partsFrom.isEmpty()) << describe(*torch);
    EXPECT_EQ(torch->fit, Verdict::Severity::Ok) << describe(*torch);
}

TEST_F(FrameworkScanTest, WithoutItsWheelTorchGetsTheLoadersOlderCudnnAndSaysSo)
{
    venv();
    torch(kVenvSite, false);
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.0.0"));

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::Loader) << describe(*torch);
    EXPECT_EQ(torch->loadedVia, QStringLiteral("LD_LIBRARY_PATH"));
    EXPECT_TRUE(torch->loadedFile.endsWith(QStringLiteral("usr/local/cuda-12.4/lib64/libcudnn.so.9"))) << describe(*torch);
    EXPECT_EQ(torch->loadedVersion, Version({9, 0, 0}));
    EXPECT_EQ(torch->fit, Verdict::Severity::Error);
    ASSERT_EQ(torch->problems.size(), 1) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("built with cuDNN 9.1.0.70"))) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("older cuDNN 9.0.0"))) << describe(*torch);
    EXPECT_EQ(torch->problemCodes, QStringList{QStringLiteral("framework-cudnn-too-old")});
}

TEST_F(FrameworkScanTest, TensorflowBuiltForCudnn9FindsOnlyCudnn8)
{
    venv();
    sysroot.file(kVenvSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "import collections\n\nbuild_info = collections.OrderedDict([('cuda_version', '12.5.1'), ('cudnn_version', '9'), "
                 "('is_cuda_build', True), ('is_rocm_build', False)])\n");
    distInfo(kVenvSite, QStringLiteral("tensorflow"), QStringLiteral("2.18.0"),
             {QStringLiteral("nvidia-cudnn-cu12==9.3.0.75; extra == \"and-cuda\"")});
    toolkitCudnnOnLdLibraryPath(QStringLiteral("8.9.7"));

    const SystemReport report = scan();

    // TensorFlow asks the loader for libcudnn.so.9: cuDNN 8 is not an answer to that.
    const std::optional<FrameworkInstall> tf = framework(report, FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf.has_value());
    EXPECT_EQ(tf->version, QStringLiteral("2.18.0"));
    EXPECT_EQ(tf->builtForCuda, Version({12, 5, 1}));
    EXPECT_EQ(tf->builtForCudnn, Version({9, 3, 0, 75}));   // the pin says more than build_info's "9"
    EXPECT_EQ(tf->cudnnSource, FrameworkInstall::CudnnSource::Missing) << describe(*tf);
    EXPECT_EQ(tf->fit, Verdict::Severity::Error);
    ASSERT_EQ(tf->problems.size(), 1) << describe(*tf);
    EXPECT_TRUE(tf->problems.first().contains(QStringLiteral("needs cuDNN 9, but finds none"))) << describe(*tf);
    EXPECT_TRUE(tf->problems.first().contains(QStringLiteral("only cuDNN 8.9.7"))) << describe(*tf);
    EXPECT_EQ(tf->problemCodes, QStringList{QStringLiteral("framework-cudnn-missing")});
}

TEST_F(FrameworkScanTest, OnnxRuntimeTakesItsCudnnMajorFromTheCompatibilityData)
{
    venv();
    // 1.18.0 writes no CUDA version: PyPI's onnxruntime-gpu of that release is the CUDA 11.8
    // build, which uses cuDNN 8 (compat.json frameworkBuilds).
    sysroot.file(kVenvSite + QStringLiteral("/onnxruntime/capi/build_and_package_info.py"),
                 "package_name = 'onnxruntime-gpu'\n__version__ = '1.18.0'\n");
    distInfo(kVenvSite, QStringLiteral("onnxruntime-gpu"), QStringLiteral("1.18.0"));
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.1.0"));

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> ort = framework(report, FrameworkInstall::Kind::OnnxRuntime);
    ASSERT_TRUE(ort.has_value());
    EXPECT_EQ(ort->package, QStringLiteral("onnxruntime-gpu"));
    EXPECT_EQ(ort->builtForCuda, Version({11}));
    EXPECT_EQ(ort->builtForCudnn, Version({8}));
    EXPECT_TRUE(ort->cudnnFact.contains(QStringLiteral("frameworkBuilds"))) << describe(*ort);
    EXPECT_EQ(ort->cudnnSource, FrameworkInstall::CudnnSource::Missing) << describe(*ort);   // no cuDNN 8 anywhere
    EXPECT_EQ(ort->fit, Verdict::Severity::Error);
    ASSERT_FALSE(ort->problems.isEmpty());
    EXPECT_TRUE(ort->problems.first().contains(QStringLiteral("needs cuDNN 8, but finds none"))) << describe(*ort);
}

TEST_F(FrameworkScanTest, OnnxRuntimeWithItsCudaVersionWrittenFitsTheLoadersCudnn9)
{
    venv();
    sysroot.file(kVenvSite + QStringLiteral("/onnxruntime/capi/build_and_package_info.py"),
                 "package_name = 'onnxruntime-gpu'\n__version__ = '1.21.0'\ncuda_version = '12.2'\n");
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.1.0"));

    const std::optional<FrameworkInstall> ort = framework(scan(), FrameworkInstall::Kind::OnnxRuntime);
    ASSERT_TRUE(ort.has_value());
    EXPECT_EQ(ort->builtForCuda, Version({12, 2}));
    EXPECT_EQ(ort->builtForCudnn, Version({9}));
    EXPECT_EQ(ort->cudnnSource, FrameworkInstall::CudnnSource::Loader);
    EXPECT_EQ(ort->loadedVersion, Version({9, 1, 0}));
    EXPECT_EQ(ort->fit, Verdict::Severity::Ok) << describe(*ort);
}

TEST_F(FrameworkScanTest, PaddleCpuBuildLoadsNoCudnn)
{
    sysroot.file(QStringLiteral("home/student/.local/lib/python3.11/site-packages/paddle/version/__init__.py"),
                 "full_version    = '3.0.0'\ncuda_version    = 'False'\ncudnn_version   = 'False'\n");

    const std::optional<FrameworkInstall> paddle = framework(scan(), FrameworkInstall::Kind::Paddle);
    ASSERT_TRUE(paddle.has_value());
    EXPECT_EQ(paddle->version, QStringLiteral("3.0.0"));
    EXPECT_FALSE(paddle->gpuBuild);
    EXPECT_EQ(paddle->fit, Verdict::Severity::Info);
    EXPECT_EQ(paddle->cudnnSource, FrameworkInstall::CudnnSource::Unknown);
    EXPECT_FALSE(paddle->note.isEmpty());
}

TEST_F(FrameworkScanTest, PaddleGpuBuildInACondaEnvironmentLoadsTheEnvironmentsCudnn)
{
    const QString env = QStringLiteral("home/student/miniconda3/envs/paddle");
    environment.insert(QStringLiteral("CONDA_PREFIX"), sysroot.path(env));
    sysroot.dir(env + QStringLiteral("/conda-meta"));
    sysroot.cudnnLinuxLibraries(env + QStringLiteral("/lib"), QStringLiteral("9.5.1"));
    sysroot.file(env + QStringLiteral("/lib/python3.10/site-packages/paddle/version/__init__.py"),
                 "full_version    = '3.0.0'\ncuda_version    = '12.6'\ncudnn_version   = '9.5.1'\n");

    const std::optional<FrameworkInstall> paddle = framework(scan(), FrameworkInstall::Kind::Paddle);
    ASSERT_TRUE(paddle.has_value());
    EXPECT_EQ(paddle->environment, sysroot.path(env));
    EXPECT_EQ(paddle->builtForCudnn, Version({9, 5, 1}));
    EXPECT_EQ(paddle->cudnnSource, FrameworkInstall::CudnnSource::Environment) << describe(*paddle);
    EXPECT_EQ(paddle->loadedVersion, Version({9, 5, 1}));
    EXPECT_EQ(paddle->fit, Verdict::Severity::Ok) << describe(*paddle);
}

TEST_F(FrameworkScanTest, JaxLocalPluginUsesTheSystemCudnnAndItsLowerBound)
{
    venv();
    // jax[cuda12-local]: the plugin without its with-cuda extra's wheels.
    distInfo(kVenvSite, QStringLiteral("jax-cuda12-plugin"), QStringLiteral("0.4.38"),
             {QStringLiteral("jax-cuda12-pjrt==0.4.38"), QStringLiteral("nvidia-cudnn-cu12<10.0,>=9.8; extra == \"with-cuda\"")});
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.1.0"));

    const std::optional<FrameworkInstall> jax = framework(scan(), FrameworkInstall::Kind::Jax);
    ASSERT_TRUE(jax.has_value());
    EXPECT_EQ(jax->package, QStringLiteral("jax-cuda12-plugin"));
    EXPECT_EQ(jax->builtForCuda, Version({12}));
    EXPECT_EQ(jax->builtForCudnn, Version({9, 8}));
    EXPECT_TRUE(jax->cudnnIsMinimum);
    EXPECT_EQ(jax->cudnnSource, FrameworkInstall::CudnnSource::Loader);
    EXPECT_EQ(jax->fit, Verdict::Severity::Error);
    ASSERT_FALSE(jax->problems.isEmpty());
    EXPECT_TRUE(jax->problems.first().contains(QStringLiteral("needs cuDNN 9.8 or newer, but loads cuDNN 9.1.0"))) << describe(*jax);
}

TEST_F(FrameworkScanTest, NoPythonEnvironmentNoFrameworks)
{
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.1.0"));
    const SystemReport report = scan();
    EXPECT_TRUE(report.frameworks.isEmpty());
    EXPECT_TRUE(report.toJson().value(QStringLiteral("frameworks")).toArray().isEmpty());
}

TEST_F(FrameworkScanTest, TheJsonCarriesEachFrameworkWithItsVerdict)
{
    venv();
    torch(kVenvSite, true);
    const QJsonArray frameworks = scan().toJson().value(QStringLiteral("frameworks")).toArray();
    ASSERT_EQ(frameworks.size(), 1);
    const QJsonObject torch = frameworks.first().toObject();
    EXPECT_EQ(torch.value(QStringLiteral("kind")).toString(), QStringLiteral("pytorch"));
    EXPECT_EQ(torch.value(QStringLiteral("builtForCudnn")).toString(), QStringLiteral("9.1.0.70"));
    EXPECT_EQ(torch.value(QStringLiteral("cudnnSource")).toString(), QStringLiteral("own-wheel"));
    EXPECT_EQ(torch.value(QStringLiteral("fit")).toString(), QStringLiteral("ok"));
}

TEST_F(FrameworkScanTest, OnNativeWindowsTensorflowAfter210HasNoGpuAnd210ReadsItsWindowsBuildInfo)
{
    const QString site = QStringLiteral("Users/student/venv/Lib/site-packages");
    environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("Users/student/venv")));
    ScanOptions windows = options();
    windows.platform = *HostPlatform::fromRedistKey(u"windows-x86_64");

    sysroot.file(site + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "build_info = {'msvcp_dll_names': 'msvcp140.dll,msvcp140_1.dll', 'cuda_version': '64_112', 'cudnn_version': '64_8', "
                 "'is_cuda_build': True}\n");
    distInfo(site, QStringLiteral("tensorflow"), QStringLiteral("2.10.1"));
    const std::optional<FrameworkInstall> tf210 = framework(SystemScanner(windows).scan(), FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf210.has_value());
    EXPECT_EQ(tf210->version, QStringLiteral("2.10.1"));
    EXPECT_EQ(tf210->builtForCuda, Version({11, 2}));
    EXPECT_EQ(tf210->builtForCudnn, Version({8}));
    EXPECT_EQ(tf210->cudnnSource, FrameworkInstall::CudnnSource::Missing) << describe(*tf210);   // no cuDNN 8 on PATH

    QDir(sysroot.path(site + QStringLiteral("/tensorflow-2.10.1.dist-info"))).removeRecursively();
    distInfo(site, QStringLiteral("tensorflow"), QStringLiteral("2.15.0"));
    const std::optional<FrameworkInstall> tf215 = framework(SystemScanner(windows).scan(), FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf215.has_value());
    EXPECT_EQ(tf215->fit, Verdict::Severity::Warning);
    ASSERT_EQ(tf215->problems.size(), 1) << describe(*tf215);
    EXPECT_TRUE(tf215->problems.first().contains(QStringLiteral("no GPU support on native Windows (2.10 was the last"))) << describe(*tf215);
    EXPECT_TRUE(tf215->problems.first().contains(QStringLiteral("WSL2")));
    EXPECT_EQ(tf215->problemCodes, QStringList{QStringLiteral("framework-no-windows-gpu")});
}
