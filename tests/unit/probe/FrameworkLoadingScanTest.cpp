// The frameworks' fit on trees of real ELF files (gcc builds them, tests/fixtures/elf/ElfBuilder.h):
// the scan reads each framework's library and each cuDNN's search path from the files and runs
// the loader through (FrameworkLoading), so what it says is what the real loader would do — the
// cases LinuxLoaderAgreementTest checks against glibc, here as the user sees them in the scan.
#include "ScanTestSupport.h"

#include "core/probe/SystemScanner.h"
#include "fixtures/elf/ElfBuilder.h"
#include "support/GTestPrinters.h"

#include <QJsonDocument>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kSite = QStringLiteral("home/student/venv/lib/python3.11/site-packages");

class FrameworkLoadingScanTest : public ScanTest
{
protected:
    void SetUp() override
    {
        ScanTest::SetUp();
        if (ElfBuilder::compiler().isEmpty())
            GTEST_SKIP() << "no gcc to build real libraries with";
        environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(QStringLiteral("home/student/venv")));
    }

    void copy(const QString &folder, const FakeCudnn &release, CopyLayout layout, const QStringList &without = {})
    {
        QString error;
        ASSERT_TRUE(release.writeCopy(sysroot.path(folder), layout, without, &error)) << error.toStdString();
    }

    // nvidia-cudnn-cu12 `release` as pip unpacks it: real libraries and the dist-info.
    void wheel(const FakeCudnn &release, const QString &fullVersion, const QStringList &without = {})
    {
        copy(kSite + QStringLiteral("/nvidia/cudnn/lib"), release, CopyLayout::Wheel, without);
        sysroot.dir(kSite + QStringLiteral("/nvidia_cudnn_cu12-%1.dist-info").arg(fullVersion));
    }

    void framework(const QString &file, Reaches reaches, const QStringList &searchPath, SearchPathTag tag)
    {
        QString error;
        ASSERT_TRUE(FakeCudnn::frameworkLibrary(sysroot.path(file), reaches, searchPath, tag,
                                                sysroot.path(kSite + QStringLiteral("/nvidia/cudnn/lib/libcudnn.so.9")), 9, &error))
            << error.toStdString();
    }

    // TensorFlow 2.18 with its [and-cuda] wheels: built for cuDNN 9 (the pin says 9.3.0.75);
    // its library dlopen()s libcudnn.so.9 and has DT_RUNPATH to the wheel.
    void tensorflow()
    {
        sysroot.file(kSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                     "import collections\n\nbuild_info = collections.OrderedDict([('cuda_version', '12.5.1'), ('cudnn_version', '9'), "
                     "('is_cuda_build', True), ('is_rocm_build', False)])\n");
        sysroot.distInfo(kSite, QStringLiteral("tensorflow"), QStringLiteral("2.18.0"),
                         {QStringLiteral("nvidia-cudnn-cu12==9.3.0.75; extra == \"and-cuda\"")});
        wheel({9, 3, 0}, QStringLiteral("9.3.0.75"));
        framework(kSite + QStringLiteral("/tensorflow/libtensorflow_framework.so.2"), Reaches::ByDlopen,
                  {QStringLiteral("$ORIGIN/../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}, SearchPathTag::Runpath);
    }

    // NVIDIA's tarball of `release` unpacked in /opt, its lib on LD_LIBRARY_PATH.
    QString tarballOnLdLibraryPath(const FakeCudnn &release)
    {
        const QString lib = QStringLiteral("opt/cudnn-linux-x86_64-%1_cuda12-archive/lib").arg(release.release());
        copy(lib, release, CopyLayout::Tarball);
        environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(lib));
        return sysroot.path(lib);
    }

    // A toolkit with cuDNN `release` in it, its lib64 in ld.so.conf.
    QString toolkitInLdSoConf(const FakeCudnn &release)
    {
        const QString lib = QStringLiteral("usr/local/cuda-12.9/lib64");
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
        copy(lib, release, CopyLayout::Tarball);
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
        sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.9/lib64\n");
        return sysroot.path(lib);
    }

    std::optional<FrameworkInstall> scanned(FrameworkInstall::Kind kind) const
    {
        for (const FrameworkInstall &found : SystemScanner(options()).scan().frameworks)
            if (found.kind == kind)
                return found;
        return std::nullopt;
    }

    static std::string describe(const FrameworkInstall &framework) { return QJsonDocument(framework.toJson()).toJson().toStdString(); }
};

} // namespace

// A complete newer cuDNN 9 on LD_LIBRARY_PATH replaces a RUNPATH framework's own copy wholesale:
// main library and every part from the one folder, a release its check accepts. Not a problem.
TEST_F(FrameworkLoadingScanTest, ACompleteNewerCopyInFrontOfARunpathFrameworkFits)
{
    tensorflow();
    const QString tarball = tarballOnLdLibraryPath({9, 19, 0});
    const std::optional<FrameworkInstall> tf = scanned(FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf.has_value());
    EXPECT_EQ(tf->cudnnSource, FrameworkInstall::CudnnSource::Loader) << describe(*tf);
    EXPECT_EQ(tf->loadedVia, QStringLiteral("LD_LIBRARY_PATH"));
    EXPECT_EQ(tf->loadedFile, tarball + QStringLiteral("/libcudnn.so.9")) << describe(*tf);
    EXPECT_EQ(tf->loadedVersion, Version({9, 19, 0}));
    EXPECT_TRUE(tf->partsFrom.isEmpty()) << describe(*tf);
    EXPECT_EQ(tf->fit, Verdict::Severity::Ok) << describe(*tf);
    EXPECT_TRUE(tf->problemCodes.isEmpty()) << describe(*tf);
}

// The same with an older one: every part from one folder, but a release older than its build.
TEST_F(FrameworkLoadingScanTest, AnOlderCompleteCopyInFrontOfARunpathFrameworkIsTooOld)
{
    tensorflow();
    tarballOnLdLibraryPath({9, 1, 0});
    const std::optional<FrameworkInstall> tf = scanned(FrameworkInstall::Kind::TensorFlow);
    ASSERT_TRUE(tf.has_value());
    EXPECT_EQ(tf->loadedVersion, Version({9, 1, 0})) << describe(*tf);
    EXPECT_TRUE(tf->partsFrom.isEmpty()) << describe(*tf);
    EXPECT_EQ(tf->problemCodes, QStringList{QStringLiteral("framework-cudnn-too-old")}) << describe(*tf);
}

// pip's torch (DT_RPATH) keeps its wheel's libcudnn.so.9; cuDNN then asks for its parts itself,
// and LD_LIBRARY_PATH's other release gives them.
TEST_F(FrameworkLoadingScanTest, PipTorchTakesThePartsOfAnotherReleaseOnLdLibraryPath)
{
    sysroot.pipTorch(kSite, QStringLiteral("nvidia-cudnn-cu12==9.5.1.17"));
    wheel({9, 5, 1}, QStringLiteral("9.5.1.17"));
    framework(kSite + QStringLiteral("/torch/lib/libtorch_cuda.so"), Reaches::ByNeed,
              {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}, SearchPathTag::Rpath);
    const QString tarball = tarballOnLdLibraryPath({9, 19, 0});
    const std::optional<FrameworkInstall> torch = scanned(FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(*torch);
    EXPECT_EQ(torch->partsFrom, tarball) << describe(*torch);
    EXPECT_EQ(torch->partsVersion, Version({9, 19, 0}));
    EXPECT_EQ(torch->problemCodes, QStringList{QStringLiteral("framework-cudnn-parts-mixed")}) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("LD_LIBRARY_PATH"))) << describe(*torch);
}

// A wheel that lacks a part: cuDNN asks the loader for it, and the toolkit's copy in ld.so.conf
// gives it — another release, mixed.
TEST_F(FrameworkLoadingScanTest, APartTheWheelLacksComesFromTheToolkitInLdSoConf)
{
    sysroot.pipTorch(kSite, QStringLiteral("nvidia-cudnn-cu12==9.10.2.21"));
    wheel({9, 10, 2}, QStringLiteral("9.10.2.21"), {QStringLiteral("cudnn_engines_precompiled")});
    framework(kSite + QStringLiteral("/torch/lib/libtorch_cuda.so"), Reaches::ByNeed,
              {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}, SearchPathTag::Rpath);
    const QString toolkit = toolkitInLdSoConf({9, 19, 0});
    const std::optional<FrameworkInstall> torch = scanned(FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->cudnnSource, FrameworkInstall::CudnnSource::OwnWheel) << describe(*torch);
    EXPECT_EQ(torch->partsFrom, QFileInfo(toolkit).canonicalFilePath()) << describe(*torch);
    ASSERT_EQ(torch->problemCodes, QStringList{QStringLiteral("framework-cudnn-parts-mixed")}) << describe(*torch);
    EXPECT_TRUE(torch->problems.first().contains(QStringLiteral("has no libcudnn_engines_precompiled"))) << describe(*torch);
}

// ONNX Runtime's provider names no search path: the nvidia-cudnn wheel beside it is not what it
// loads (unless the program preloads it) — the toolkit's cuDNN in ld.so.conf is.
TEST_F(FrameworkLoadingScanTest, OnnxRuntimeGetsTheLoadersCudnnNotTheWheelBesideIt)
{
    sysroot.file(kSite + QStringLiteral("/onnxruntime/capi/build_and_package_info.py"),
                 "package_name = 'onnxruntime-gpu'\n__version__ = '1.22.0'\ncuda_version = '12.8'\n");
    wheel({9, 8, 0}, QStringLiteral("9.8.0.87"));
    framework(kSite + QStringLiteral("/onnxruntime/capi/libonnxruntime_providers_cuda.so"), Reaches::ByNeed, {}, SearchPathTag::None);
    std::optional<FrameworkInstall> ort = scanned(FrameworkInstall::Kind::OnnxRuntime);
    ASSERT_TRUE(ort.has_value());
    EXPECT_EQ(ort->cudnnSource, FrameworkInstall::CudnnSource::Missing) << "the wheel alone is not found: " << describe(*ort);

    const QString toolkit = toolkitInLdSoConf({9, 19, 0});
    ort = scanned(FrameworkInstall::Kind::OnnxRuntime);
    ASSERT_TRUE(ort.has_value());
    EXPECT_EQ(ort->cudnnSource, FrameworkInstall::CudnnSource::Loader) << describe(*ort);
    EXPECT_EQ(ort->loadedVia, QStringLiteral("ld.so.conf")) << describe(*ort);
    EXPECT_EQ(ort->loadedVersion, Version({9, 19, 0})) << describe(*ort);
    EXPECT_EQ(ort->fit, Verdict::Severity::Ok) << describe(*ort);
}
