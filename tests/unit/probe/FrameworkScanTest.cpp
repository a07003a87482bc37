// The frameworks in a scan (FrameworkFinder + FrameworkFit through SystemScanner): the files each
// framework's build writes, put by the test where pip and conda put them in a sysroot (a venv, a
// conda environment, the user's site-packages), with cuDNN copies in NVIDIA's and pip's layouts;
// for each framework, what it was built for, the cuDNN file it will load and the verdict.
#include "ScanTestSupport.h"

#include "core/probe/PythonEnvironmentFinder.h"
#include "core/probe/SystemScanner.h"
#include "support/SymlinksReported.h"

#include <QFile>
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
        sysroot.distInfo(site, name, version, requiresDist);
    }

    // pip install torch==2.5.1 (CUDA 12.4 wheel): version.py, the pin, and with `withWheel` the
    // nvidia-cudnn-cu12 wheel it pulls in.
    void torch(const QString &site, bool withWheel, const QString &cudnn = QStringLiteral("9.1.0.70"))
    {
        sysroot.pipTorch(site, QStringLiteral("nvidia-cudnn-cu12==") + cudnn);
        if (withWheel)
            cudnnWheel(site, 12, cudnn);
    }

    void cudnnWheel(const QString &site, int cuda, const QString &version) { sysroot.cudnnWheel(site, cuda, version); }

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

// The GPU code a build carries, from its own files where they list it, else the data's row.
TEST_F(FrameworkScanTest, EachBuildsGpuCodeIsReadFromItsFilesOrTheData)
{
    venv();
    sysroot.file(kVenvSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "import collections\n\nbuild_info = collections.OrderedDict([('cuda_compute_capabilities', ['sm_60', 'sm_70', "
                 "'sm_80', 'sm_89', 'compute_90']), ('cuda_version', '12.5.1'), ('cudnn_version', '9'), ('is_cuda_build', True)])\n");
    distInfo(kVenvSite, QStringLiteral("tensorflow"), QStringLiteral("2.18.0"));
    sysroot.pipTorch(kVenvSite, QStringLiteral("nvidia-cudnn-cu12==9.10.2.21"), QStringLiteral("12.8"), QStringLiteral("2.8.0+cu128"));
    sysroot.file(kVenvSite + QStringLiteral("/paddle/version/__init__.py"),
                 "full_version    = '3.0.0'\ncuda_version    = '12.6'\ncudnn_version   = '9.5.1'\ncompiled_cuda_archs = [61, 70, 75, 80, 86, 89, 90, 120]\n");
    const SystemReport report = scan();
    const std::optional<FrameworkInstall> paddle = framework(report, FrameworkInstall::Kind::Paddle);
    ASSERT_TRUE(paddle.has_value());
    ASSERT_EQ(paddle->gpuArchitectures.size(), 8) << describe(*paddle);
    EXPECT_EQ(paddle->gpuArchitectures.first(), QStringLiteral("sm_61")) << describe(*paddle);
    EXPECT_EQ(paddle->gpuArchitectures.last(), QStringLiteral("sm_120")) << describe(*paddle);
    const std::optional<FrameworkInstall> tf = framework(report, FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf.has_value());
    EXPECT_EQ(tf->gpuArchitectures, (QStringList{QStringLiteral("sm_60"), QStringLiteral("sm_70"), QStringLiteral("sm_80"),
                                                 QStringLiteral("sm_89"), QStringLiteral("compute_90")}));
    EXPECT_TRUE(tf->gpuArchitecturesFact.endsWith(QStringLiteral("build_info.py: cuda_compute_capabilities"))) << describe(*tf);
    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    ASSERT_FALSE(torch->gpuArchitectures.isEmpty()) << describe(*torch);
    EXPECT_EQ(torch->gpuArchitectures.first(), QStringLiteral("sm_70")) << describe(*torch);
    EXPECT_TRUE(torch->gpuArchitecturesFact.startsWith(QStringLiteral("compat.json frameworkGpuArchitectures"))) << describe(*torch);
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
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the loader follows the soname links of a Linux tree
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

// Environments nobody activated (PythonEnvironmentFinder): the frameworks in them are found, named
// by their environment's folder, and judged like those of an active one.
namespace {

class InactiveEnvironmentScanTest : public FrameworkScanTest
{
protected:
    // A conda environment as conda leaves it: conda-meta, cuDNN from the conda package in lib/.
    void condaEnvironment(const QString &env, const QString &cudnn)
    {
        sysroot.file(env + QStringLiteral("/conda-meta/cudnn-%1.17-cuda12_1.json").arg(cudnn), "{}");
        sysroot.cudnnLinuxLibraries(env + QStringLiteral("/lib"), cudnn);
    }

    void gpuPaddle(const QString &site)
    {
        sysroot.file(site + QStringLiteral("/paddle/version/__init__.py"),
                     "full_version    = '3.0.0'\ncuda_version    = '12.6'\ncudnn_version   = '9.5.1'\n");
    }

    // python -m venv: pyvenv.cfg marks the folder as a venv.
    void venvAt(const QString &folder)
    {
        sysroot.file(folder + QStringLiteral("/pyvenv.cfg"), "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.2\n");
    }

    static QList<FrameworkInstall> frameworksOf(const SystemReport &report, FrameworkInstall::Kind kind)
    {
        QList<FrameworkInstall> found;
        for (const FrameworkInstall &framework : report.frameworks)
            if (framework.kind == kind)
                found.append(framework);
        return found;
    }

    static std::string environments(const SystemReport &report)
    {
        std::string text;
        for (const FrameworkInstall &framework : report.frameworks)
            text += framework.environment.toStdString() + " (" + framework.package.toStdString() + ")\n";
        return text;
    }
};

} // namespace

TEST_F(InactiveEnvironmentScanTest, PaddleInACondaEnvironmentNobodyActivatedLoadsThatEnvironmentsCudnn)
{
    const QString env = QStringLiteral("home/student/miniconda3/envs/paddle");
    condaEnvironment(env, QStringLiteral("9.5.1"));
    gpuPaddle(env + QStringLiteral("/lib/python3.10/site-packages"));

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> paddle = framework(report, FrameworkInstall::Kind::Paddle);
    ASSERT_TRUE(paddle.has_value()) << environments(report);
    EXPECT_EQ(paddle->environment, sysroot.path(env));
    EXPECT_EQ(paddle->builtForCudnn, Version({9, 5, 1}));
    EXPECT_EQ(paddle->cudnnSource, FrameworkInstall::CudnnSource::Environment) << describe(*paddle);
    EXPECT_TRUE(paddle->loadedFile.endsWith(QStringLiteral("/envs/paddle/lib/libcudnn.so.9"))) << describe(*paddle);
    EXPECT_EQ(paddle->loadedVersion, Version({9, 5, 1}));
    EXPECT_EQ(paddle->fit, Verdict::Severity::Ok) << describe(*paddle);
}

TEST_F(InactiveEnvironmentScanTest, TorchInACondaBaseInstallAndInDotCondaEnvsIsFoundInEach)
{
    // The base install itself is an environment, and so is one `conda create -n` put in ~/.conda/envs.
    sysroot.dir(QStringLiteral("home/student/anaconda3/conda-meta"));
    torch(QStringLiteral("home/student/anaconda3/lib/python3.12/site-packages"), true);
    sysroot.dir(QStringLiteral("home/student/.conda/envs/old/conda-meta"));
    torch(QStringLiteral("home/student/.conda/envs/old/lib/python3.9/site-packages"), true, QStringLiteral("8.9.2.26"));

    const SystemReport report = scan();

    const QList<FrameworkInstall> torches = frameworksOf(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_EQ(torches.size(), 2) << environments(report);
    for (const FrameworkInstall &torch : torches) {
        EXPECT_EQ(torch.cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(torch);
        EXPECT_EQ(torch.fit, Verdict::Severity::Ok) << describe(torch);
    }
    EXPECT_EQ(torches.at(0).environment, sysroot.path(QStringLiteral("home/student/anaconda3")));
    EXPECT_EQ(torches.at(0).loadedVersion, Version({9, 1, 0, 70}));
    EXPECT_EQ(torches.at(1).environment, sysroot.path(QStringLiteral("home/student/.conda/envs/old")));
    EXPECT_EQ(torches.at(1).loadedVersion, Version({8, 9, 2, 26}));
}

TEST_F(InactiveEnvironmentScanTest, TorchInAPyenvVersionAndAPyenvVirtualenvEachOnce)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString version = QStringLiteral("home/student/.pyenv/versions/3.11.9");
    torch(version + QStringLiteral("/lib/python3.11/site-packages"), true);
    // pyenv-virtualenv keeps the env under its Python and links versions/<name> to it.
    const QString env = version + QStringLiteral("/envs/detector");
    venvAt(env);
    torch(env + QStringLiteral("/lib/python3.11/site-packages"), false);
    sysroot.symlink(QStringLiteral("home/student/.pyenv/versions/detector"), QStringLiteral("3.11.9/envs/detector"));
    toolkitCudnnOnLdLibraryPath(QStringLiteral("9.0.0"));

    const SystemReport report = scan();

    const QList<FrameworkInstall> torches = frameworksOf(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_EQ(torches.size(), 2) << environments(report);
    EXPECT_EQ(torches.at(0).environment, sysroot.path(version));
    EXPECT_EQ(torches.at(0).cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(torches.at(0));
    EXPECT_EQ(torches.at(0).loadedVersion, Version({9, 1, 0, 70}));
    // The virtualenv has no cuDNN wheel: torch there takes LD_LIBRARY_PATH's older one.
    const FrameworkInstall &inEnv = torches.at(1);
    EXPECT_EQ(QFileInfo(inEnv.environment).canonicalFilePath(), QFileInfo(sysroot.path(env)).canonicalFilePath());
    EXPECT_EQ(inEnv.cudnnSource, FrameworkInstall::CudnnSource::Loader) << describe(inEnv);
    EXPECT_EQ(inEnv.loadedVersion, Version({9, 0, 0}));
    EXPECT_EQ(inEnv.fit, Verdict::Severity::Error) << describe(inEnv);
}

TEST_F(InactiveEnvironmentScanTest, AProjectsVenvUnderTheHomeFolderIsFoundByItsPyvenvCfg)
{
    venvAt(QStringLiteral("home/student/detector/.venv"));
    torch(QStringLiteral("home/student/detector/.venv/lib/python3.11/site-packages"), true);
    // The same layout without pyvenv.cfg is not a venv: the scan does not guess.
    torch(QStringLiteral("home/student/backup/venv/lib/python3.11/site-packages"), true);

    const SystemReport report = scan();

    const QList<FrameworkInstall> torches = frameworksOf(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_EQ(torches.size(), 1) << environments(report);
    EXPECT_EQ(torches.first().environment, sysroot.path(QStringLiteral("home/student/detector/.venv")));
    EXPECT_EQ(torches.first().cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(torches.first());
    EXPECT_EQ(torches.first().fit, Verdict::Severity::Ok) << describe(torches.first());
}

TEST_F(InactiveEnvironmentScanTest, TheWorkingFoldersVenvAndThoseOfVenvToolsAreFound)
{
    // The project the user started the program in, outside the home folder, and the folders of
    // virtualenvwrapper, pipenv and poetry.
    ScanOptions inProject = options();
    inProject.workingFolder = sysroot.path(QStringLiteral("srv/thesis"));
    venvAt(QStringLiteral("srv/thesis/venv"));
    const QStringList envs{QStringLiteral("srv/thesis/venv"), QStringLiteral("home/student/.virtualenvs/gan"),
                           QStringLiteral("home/student/.local/share/virtualenvs/app-Xc81kq"),
                           QStringLiteral("home/student/.cache/pypoetry/virtualenvs/app-5dGq2r-py3.11")};
    for (const QString &env : envs)
        torch(env + QStringLiteral("/lib/python3.11/site-packages"), true);

    const SystemReport report = SystemScanner(inProject).scan();

    QStringList found;
    for (const FrameworkInstall &torch : frameworksOf(report, FrameworkInstall::Kind::PyTorch)) {
        found.append(torch.environment);
        EXPECT_EQ(torch.fit, Verdict::Severity::Ok) << describe(torch);
    }
    QStringList expected;
    for (const QString &env : envs)
        expected.append(sysroot.path(env));
    found.sort();
    expected.sort();
    EXPECT_EQ(found, expected) << environments(report);
}

TEST_F(InactiveEnvironmentScanTest, EnvironmentsTxtNamesACondaEnvironmentInAnOddPlace)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the loader follows the soname links of a Linux tree
    // conda writes the machine's own paths; a removed environment stays listed.
    sysroot.file(QStringLiteral("home/student/.conda/environments.txt"), "/home/student/miniconda3\n/data/envs/ort\n/data/envs/removed\n");
    sysroot.dir(QStringLiteral("home/student/miniconda3/conda-meta"));
    condaEnvironment(QStringLiteral("data/envs/ort"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("data/envs/ort/lib/python3.12/site-packages/onnxruntime/capi/build_and_package_info.py"),
                 "package_name = 'onnxruntime-gpu'\n__version__ = '1.21.0'\ncuda_version = '12.2'\n");

    const SystemReport report = scan();

    ASSERT_EQ(report.frameworks.size(), 1) << environments(report);
    const FrameworkInstall &ort = report.frameworks.first();
    EXPECT_EQ(ort.kind, FrameworkInstall::Kind::OnnxRuntime);
    EXPECT_EQ(ort.environment, sysroot.path(QStringLiteral("data/envs/ort")));
    EXPECT_EQ(ort.cudnnSource, FrameworkInstall::CudnnSource::Environment) << describe(ort);
    EXPECT_EQ(ort.loadedVersion, Version({9, 1, 0}));
    EXPECT_EQ(ort.fit, Verdict::Severity::Ok) << describe(ort);
    // Its cuDNN is a conda copy of that environment, not one unpacked by hand.
    const auto copy = std::find_if(report.cudnnCopies.cbegin(), report.cudnnCopies.cend(), [](const CudnnCopy &c) {
        return c.libraryDir.endsWith(QStringLiteral("data/envs/ort/lib"));
    });
    ASSERT_NE(copy, report.cudnnCopies.cend());
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::Conda);
    EXPECT_EQ(copy->foundVia, QStringList{QStringLiteral("conda environment")});
}

TEST_F(InactiveEnvironmentScanTest, AWindowsCondaEnvironmentUnderTheUserFolder)
{
    // Windows conda environments: packages in Lib\site-packages, libraries in Library\bin.
    environment.insert(QStringLiteral("USERPROFILE"), QStringLiteral("C:\\Users\\student"));
    ScanOptions windows = options();
    windows.platform = *HostPlatform::fromRedistKey(u"windows-x86_64");
    const QString env = QStringLiteral("Users/student/miniconda3/envs/paddle");
    sysroot.file(env + QStringLiteral("/conda-meta/cudnn-9.5.1.17-cuda12_1.json"), "{}");
    sysroot.cudnnWindowsDlls(env + QStringLiteral("/Library/bin"), 9);
    gpuPaddle(env + QStringLiteral("/Lib/site-packages"));

    const SystemReport report = SystemScanner(windows).scan();

    const std::optional<FrameworkInstall> paddle = framework(report, FrameworkInstall::Kind::Paddle);
    ASSERT_TRUE(paddle.has_value()) << environments(report);
    EXPECT_EQ(paddle->environment, sysroot.path(env));
    EXPECT_EQ(paddle->sitePackages, sysroot.path(env + QStringLiteral("/Lib/site-packages")));
    EXPECT_EQ(paddle->cudnnSource, FrameworkInstall::CudnnSource::Environment) << describe(*paddle);
    EXPECT_TRUE(paddle->loadedFile.endsWith(QStringLiteral("/Library/bin/cudnn64_9.dll"))) << describe(*paddle);
    EXPECT_EQ(paddle->loadedVersion, Version({9, 5, 1, 17}));
    EXPECT_EQ(paddle->fit, Verdict::Severity::Ok) << describe(*paddle);
}

// The Microsoft Store's Python: `pip install` puts packages in its own package folder under
// %LOCALAPPDATA%\Packages, not in %APPDATA%\Python (the path pip's "not on PATH" warning names).
TEST_F(InactiveEnvironmentScanTest, TheMicrosoftStorePythonsUserSiteIsScanned)
{
    environment.insert(QStringLiteral("USERPROFILE"), QStringLiteral("C:\\Users\\student"));
    environment.insert(QStringLiteral("LOCALAPPDATA"), QStringLiteral("C:\\Users\\student\\AppData\\Local"));
    ScanOptions windows = options();
    windows.platform = *HostPlatform::fromRedistKey(u"windows-x86_64");
    const QString python = QStringLiteral("Users/student/AppData/Local/Packages/PythonSoftwareFoundation.Python.3.11_qbz5n2kfra8p0/"
                                          "LocalCache/local-packages/Python311");
    // TensorFlow 2.11+ for Windows is a CPU build.
    sysroot.file(python + QStringLiteral("/site-packages/tensorflow/python/platform/build_info.py"),
                 "build_info = {'msvcp_dll_names': 'msvcp140.dll,msvcp140_1.dll', 'is_cuda_build': False}\n");
    distInfo(python + QStringLiteral("/site-packages"), QStringLiteral("tensorflow"), QStringLiteral("2.15.0"));

    const SystemReport report = SystemScanner(windows).scan();

    const std::optional<FrameworkInstall> tensorflow = framework(report, FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tensorflow.has_value()) << environments(report);
    EXPECT_EQ(tensorflow->sitePackages, sysroot.path(python + QStringLiteral("/site-packages")));
    EXPECT_EQ(tensorflow->problemCodes, QStringList{QStringLiteral("framework-no-windows-gpu")}) << describe(*tensorflow);
}

TEST_F(InactiveEnvironmentScanTest, AnActiveVenvAlsoFoundUnderTheHomeFolderIsReportedOnce)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    // Activated through a link to the project, and found again by the look under the home folder.
    venvAt(QStringLiteral("home/student/detector/.venv"));
    torch(QStringLiteral("home/student/detector/.venv/lib/python3.11/site-packages"), true);
    sysroot.symlink(QStringLiteral("home/student/current"), QStringLiteral("detector"));
    environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("home/student/current/.venv")));

    const SystemReport report = scan();

    ASSERT_EQ(report.frameworks.size(), 1) << environments(report);
    EXPECT_EQ(report.frameworks.first().environment, sysroot.path(QStringLiteral("home/student/current/.venv")));
    EXPECT_EQ(report.frameworks.first().fit, Verdict::Severity::Ok) << describe(report.frameworks.first());
    const auto wheels = std::count_if(report.cudnnCopies.cbegin(), report.cudnnCopies.cend(),
                                      [](const CudnnCopy &copy) { return copy.kind == CudnnCopy::Kind::PythonWheel; });
    EXPECT_EQ(wheels, 1);
    // The finder itself lists it once, as the active one.
    const SystemPaths systemPaths = paths();
    const QList<PythonEnvironment> found = PythonEnvironmentFinder(systemPaths, {}).find();
    ASSERT_EQ(found.size(), 1);
    EXPECT_EQ(found.first().foundVia, QStringLiteral("VIRTUAL_ENV"));
    EXPECT_EQ(found.first().sitePackages.size(), 1);
}

// The real cuDNN 9.19 of the nvidia-cudnn-cu13 wheel on the build machines (DESIGN.md, "Known to
// work"): a project venv nobody activated whose nvidia/cudnn holds links to those files, with a
// CUDA 13 PyTorch pinning that wheel.
TEST_F(InactiveEnvironmentScanTest, TheRealCudnn919WheelInAProjectVenvFitsACuda13Torch)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the venv links to the real files
    const QString real = QStringLiteral("/usr/local/cuda-13.0");
    if (!QFileInfo::exists(real + QStringLiteral("/lib/libcudnn.so.9")))
        GTEST_SKIP() << "no real cuDNN 9.19 at " << real.toStdString() << "/lib/libcudnn.so.9 on this machine";
    const QString venv = QStringLiteral("home/student/cu13-demo/.venv");
    const QString site = venv + QStringLiteral("/lib/python3.12/site-packages");
    venvAt(venv);
    // The wheel ships libcudnn*.so.9 only (its RECORD): link each real one.
    const QStringList libraries = QDir(real + QStringLiteral("/lib")).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files);
    ASSERT_FALSE(libraries.isEmpty());
    for (const QString &name : libraries)
        sysroot.symlink(site + QStringLiteral("/nvidia/cudnn/lib/") + name, real + QStringLiteral("/lib/") + name);
    if (QFileInfo::exists(real + QStringLiteral("/include/cudnn_version.h")))
        sysroot.symlink(site + QStringLiteral("/nvidia/cudnn/include"), real + QStringLiteral("/include"));
    const QString wheelDistInfo = QStringLiteral("nvidia_cudnn_cu13-9.19.0.56.dist-info");
    const QString realDistInfo = real + QStringLiteral("/dist-info/") + wheelDistInfo;
    ASSERT_TRUE(QFileInfo(realDistInfo + QStringLiteral("/METADATA")).isFile()) << realDistInfo.toStdString();
    sysroot.dir(site + u'/' + wheelDistInfo);
    for (const QString &name : QDir(realDistInfo).entryList(QDir::Files))
        ASSERT_TRUE(QFile::copy(realDistInfo + u'/' + name, sysroot.path(site + u'/' + wheelDistInfo + u'/' + name))) << name.toStdString();
    sysroot.file(site + QStringLiteral("/torch/version.py"),
                 "from typing import Optional\n__version__ = '2.9.0+cu130'\ndebug = False\ncuda: Optional[str] = '13.0'\n");
    distInfo(site, QStringLiteral("torch"), QStringLiteral("2.9.0+cu130"),
             {QStringLiteral("nvidia-cudnn-cu13==9.19.0.56; platform_system == \"Linux\"")});

    const SystemReport report = scan();

    const std::optional<FrameworkInstall> torch = framework(report, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value()) << environments(report);
    EXPECT_EQ(torch->environment, sysroot.path(venv));
    EXPECT_EQ(torch->builtForCuda, Version({13, 0}));
    EXPECT_EQ(torch->builtForCudnn, Version({9, 19, 0, 56}));
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(*torch);
    EXPECT_TRUE(torch->loadedFile.endsWith(QStringLiteral("/nvidia/cudnn/lib/libcudnn.so.9"))) << describe(*torch);
    EXPECT_EQ(torch->loadedVersion.truncated(3), Version({9, 19, 0})) << describe(*torch);
    EXPECT_EQ(torch->fit, Verdict::Severity::Ok) << describe(*torch);
    EXPECT_TRUE(torch->problems.isEmpty()) << describe(*torch);

    const auto wheel = std::find_if(report.cudnnCopies.cbegin(), report.cudnnCopies.cend(),
                                    [](const CudnnCopy &copy) { return copy.kind == CudnnCopy::Kind::PythonWheel; });
    ASSERT_NE(wheel, report.cudnnCopies.cend());
    EXPECT_EQ(wheel->packageVersion, Version({9, 19, 0, 56}));   // the real dist-info
    EXPECT_EQ(wheel->cudaMajor, 13);
    EXPECT_EQ(wheel->subLibraries().size(), libraries.size());
    if (QFileInfo::exists(real + QStringLiteral("/include/cudnn_version.h")))
        EXPECT_EQ(wheel->headerVersion, Version({9, 19, 0}));   // the real cudnn_version.h
    EXPECT_TRUE(wheel->problems.isEmpty()) << wheel->problems.join(u'\n').toStdString();
}
