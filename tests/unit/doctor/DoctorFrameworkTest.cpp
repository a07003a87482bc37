// The frameworks of the scan (FrameworkFit) as doctor findings: each check of a framework in a
// venv the test writes as pip does (torch/version.py, its dist-info pin, the nvidia-cudnn wheel)
// becomes one finding with its own code; the parts-mixed case (a toolkit cuDNN of another release
// on LD_LIBRARY_PATH) gets a fix that moves the folder into an activation script, applied and
// undone on real files, and checked with a real shell that reads the profiles.
#include "DoctorTestSupport.h"

#include "core/environment/LinuxEnvironment.h"

#include <QFile>
#include <QProcess>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kVenv = QStringLiteral("home/student/venv");
const QString kSite = QStringLiteral("home/student/venv/lib/python3.11/site-packages");
const QString kToolkitLib = QStringLiteral("usr/local/cuda-12.4/lib64");

class DoctorFrameworkTest : public DoctorTest
{
protected:
    void SetUp() override
    {
        DoctorTest::SetUp();
        workingDriver();
        environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(kVenv));
        sysroot.executable(kVenv + QStringLiteral("/bin/python"), "#!/bin/sh\n");
    }

    void distInfo(const QString &site, const QString &name, const QString &version, const QStringList &requiresDist = {})
    {
        sysroot.distInfo(site, name, version, requiresDist);
    }

    // pip install torch (a Linux CUDA wheel): version.py and the dist-info pin on nvidia-cudnn-cuNN.
    void torch(const QString &cuda = QStringLiteral("12.4"), const QString &pin = QStringLiteral("nvidia-cudnn-cu12==9.1.0.70"))
    {
        sysroot.pipTorch(kSite, pin, cuda);
    }

    void cudnnWheel(int cuda, const QString &version, const QString &site = kSite)
    {
        sysroot.cudnnWheel(site, cuda, version);
    }

    // A CUDA 12.4 toolkit with cuDNN `version` copied into its lib64.
    void toolkitCudnn(const QString &version)
    {
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), version, QStringLiteral("lib64"));
    }

    // LD_LIBRARY_PATH as a new login shell of the test's home gets it from the files it reads
    // (`env -i` keeps this machine's own environment out), with each folder looked up in the
    // sysroot, as the scan takes LD_LIBRARY_PATH.
    QString loginLibraryPath(const QStringList &sourced)
    {
        QString script;
        for (const QString &file : sourced)
            script += QStringLiteral(". \"$HOME/%1\"; ").arg(file);
        script += QStringLiteral("printf %s \"$LD_LIBRARY_PATH\"");
        QProcess shell;
        shell.start(QStringLiteral("env"), {QStringLiteral("-i"), QStringLiteral("HOME=") + sysroot.path(QStringLiteral("home/student")),
                                            QStringLiteral("PATH=/usr/bin:/bin"), QStringLiteral("bash"), QStringLiteral("--norc"),
                                            QStringLiteral("--noprofile"), QStringLiteral("-c"), script});
        EXPECT_TRUE(shell.waitForFinished(10000));
        EXPECT_EQ(shell.exitCode(), 0) << shell.readAllStandardError().toStdString();
        QStringList folders;
        for (const QString &entry : QString::fromUtf8(shell.readAllStandardOutput()).split(u':', Qt::SkipEmptyParts))
            folders.append(entry.startsWith(sysroot.root()) ? entry : sysroot.root() + entry);
        return folders.join(u':');
    }

    QByteArray contents(const QString &relative) const
    {
        QFile file(sysroot.path(relative));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    }

    static QList<Finding> withCode(const DoctorReport &report, const QString &code)
    {
        QList<Finding> found;
        for (const Finding &f : report.findings)
            if (f.code == code)
                found.append(f);
        return found;
    }

    static QStringList frameworkCodes(const DoctorReport &report)
    {
        QStringList codes;
        for (const Finding &f : report.findings)
            if (f.code.startsWith(QStringLiteral("framework-")) || f.code.startsWith(QStringLiteral("python-cudnn-")))
                codes.append(f.code);
        return codes;
    }
};

TEST_F(DoctorFrameworkTest, TorchWithItsOwnWheelFitsAndHasNoFinding)
{
    torch();
    cudnnWheel(12, QStringLiteral("9.1.0.70"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList()) << describe(report);
}

TEST_F(DoctorFrameworkTest, TorchWithTheWrongMajorPinnedIsOneFindingNotTwo)
{
    torch();
    cudnnWheel(12, QStringLiteral("8.9.7.29"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList{QStringLiteral("framework-cudnn-major-mismatch")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-major-mismatch"));
    ASSERT_TRUE(f);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_EQ(f->title, QStringLiteral("PyTorch 2.5.1+cu124 in /home/student/venv is built for cuDNN 9 but loads cuDNN 8.9.7.29"));
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("was built for CUDA 12.4 and cuDNN 9.1.0.70"))) << f->explanation.toStdString();
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("cuDNN version incompatibility"))) << f->explanation.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Read: /home/student/venv/lib/python3.11/site-packages/torch/version.py"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("torch-2.5.1+cu124.dist-info/METADATA: Requires-Dist: nvidia-cudnn-cu12==9.1.0.70")))
        << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("What it loads: /home/student/venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.8")))
        << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("/home/student/venv/bin/python -m pip install \"nvidia-cudnn-cu12==9.1.0.70\"")))
        << f->manualStep.toStdString();
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorFrameworkTest, AnOlderReleaseOfTheSameMajorIsTooOld)
{
    torch();
    cudnnWheel(12, QStringLiteral("9.0.0.312"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList{QStringLiteral("framework-cudnn-too-old")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-too-old"));
    ASSERT_TRUE(f);
    EXPECT_EQ(f->family, Finding::WrongMajor);
    EXPECT_TRUE(f->title.contains(QStringLiteral("loads cuDNN 9.0.0.312"))) << f->title.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("pip install \"nvidia-cudnn-cu12==9.1.0.70\""))) << f->manualStep.toStdString();
}

TEST_F(DoctorFrameworkTest, TheCudnnWheelForAnotherCudaIsReplacedNotAdded)
{
    torch();
    cudnnWheel(13, QStringLiteral("9.1.0.70"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList{QStringLiteral("framework-cudnn-cuda-mismatch")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-cuda-mismatch"));
    ASSERT_TRUE(f);
    EXPECT_TRUE(f->title.contains(QStringLiteral("built for CUDA 12 but loads a cuDNN built for CUDA 13"))) << f->title.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("/home/student/venv/bin/python -m pip uninstall -y nvidia-cudnn-cu13")))
        << f->manualStep.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("--force-reinstall \"nvidia-cudnn-cu12==9.1.0.70\""))) << f->manualStep.toStdString();
}

TEST_F(DoctorFrameworkTest, NoCudnnOfItsMajorAnywhereIsMissing)
{
    torch();
    toolkitCudnn(QStringLiteral("8.9.7"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList{QStringLiteral("framework-cudnn-missing")}) << describe(report);
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-missing"));
    ASSERT_TRUE(f);
    EXPECT_EQ(f->family, Finding::NotWhereLoaderLooks);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("The loader has only cuDNN 8.9.7"))) << f->explanation.toStdString();
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("libcudnn.so.9"))) << f->explanation.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("/home/student/venv/bin/python -m pip install \"nvidia-cudnn-cu12==9.1.0.70\"")))
        << f->manualStep.toStdString();
}

#ifndef _WIN32   // the fake driver in the tree is a Linux library (DoctorTestSupport.h)
TEST_F(DoctorFrameworkTest, ADriverTooOldForItsCudaBuild)
{
    torch();
    cudnnWheel(12, QStringLiteral("9.1.0.70"));
    fakeDriver(QStringLiteral("470.82.01"), 11040, 8, 9);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("framework-driver-too-old"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("NVIDIA driver: 470.82.01"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("Install NVIDIA driver 525"))) << f->manualStep.toStdString();
}

// PyTorch's CUDA 12.8 builds carry no code for Pascal: a GTX 1080 (6.1) fails there with "no
// kernel image is available", while the CUDA 12.6 build still has sm_60 code it runs.
TEST_F(DoctorFrameworkTest, APyTorchBuildWithoutCodeForThisGpu)
{
    torch(QStringLiteral("12.8"), QStringLiteral("nvidia-cudnn-cu12==9.5.1.17"));
    cudnnWheel(12, QStringLiteral("9.5.1.17"));
    fakeDriver(QStringLiteral("580.65.06"), 13000, 6, 1, QStringLiteral("NVIDIA GeForce GTX 1080"));
    const DoctorReport report = diagnose(linuxPlatform());
    const QList<Finding> found = withCode(report, QStringLiteral("framework-gpu-unsupported"));
    ASSERT_EQ(found.size(), 1) << describe(report);
    EXPECT_TRUE(found.first().explanation.contains(QStringLiteral("sm_70"))) << found.first().explanation.toStdString();
    EXPECT_TRUE(found.first().explanation.contains(QStringLiteral("no kernel image is available"))) << found.first().explanation.toStdString();
    EXPECT_TRUE(found.first().explanation.contains(QStringLiteral("NVIDIA GeForce GTX 1080"))) << found.first().explanation.toStdString();
}

TEST_F(DoctorFrameworkTest, TheCuda126PyTorchBuildRunsOnPascal)
{
    torch(QStringLiteral("12.6"), QStringLiteral("nvidia-cudnn-cu12==9.5.1.17"));
    cudnnWheel(12, QStringLiteral("9.5.1.17"));
    fakeDriver(QStringLiteral("580.65.06"), 13000, 6, 1, QStringLiteral("NVIDIA GeForce GTX 1080"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(withCode(report, QStringLiteral("framework-gpu-unsupported")).isEmpty()) << describe(report);
}

// The healthy look-alike of a broken setup: pip's torch with the cuDNN wheel it pins and no CUDA
// Toolkit at all (the wheels bring what it needs) is nothing to repair.
TEST_F(DoctorFrameworkTest, PipTorchWithItsOwnCudnnWheelAndNoToolkitIsHealthy)
{
    torch();
    cudnnWheel(12, QStringLiteral("9.1.0.70"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(problems(report).isEmpty()) << describe(report);
}

// Another look-alike: TensorFlow (DT_RUNPATH) with a complete newer cuDNN 9 on LD_LIBRARY_PATH
// loads that copy whole, every part from one folder, and it is new enough: no mixed parts.
TEST_F(DoctorFrameworkTest, ACompleteNewerCudnnInFrontOfTensorflowIsHealthy)
{
    sysroot.file(kSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "import collections\n\nbuild_info = collections.OrderedDict([('cuda_version', '12.5.1'), ('cudnn_version', '9'), "
                 "('is_cuda_build', True)])\n");
    distInfo(kSite, QStringLiteral("tensorflow"), QStringLiteral("2.18.0"),
             {QStringLiteral("nvidia-cudnn-cu12==9.3.0.75; extra == \"and-cuda\"")});
    cudnnWheel(12, QStringLiteral("9.3.0.75"));
    toolkitCudnn(QStringLiteral("9.10.2"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(kToolkitLib));
    const DoctorReport report = diagnose(linuxPlatform());
    for (const Finding &finding : report.findings)
        EXPECT_FALSE(finding.code.startsWith(QStringLiteral("framework-"))) << describe(report);
}

TEST_F(DoctorFrameworkTest, AGpuItsCudaBuildDoesNotSupport)
{
    torch();
    cudnnWheel(12, QStringLiteral("9.1.0.70"));
    fakeDriver(QStringLiteral("580.65.06"), 13000, 3, 5, QStringLiteral("NVIDIA Tesla K40c"));
    const DoctorReport report = diagnose(linuxPlatform());
    const QList<Finding> found = withCode(report, QStringLiteral("framework-gpu-unsupported"));
    ASSERT_EQ(found.size(), 1) << describe(report);
    EXPECT_EQ(found.first().family, Finding::GpuNotSupported);
    EXPECT_TRUE(found.first().explanation.contains(QStringLiteral("NVIDIA Tesla K40c"))) << found.first().explanation.toStdString();
    EXPECT_TRUE(evidenceMentions(found.first(), QStringLiteral("GPU NVIDIA Tesla K40c: compute capability 3.5"))) << describe(report);
}
#endif

TEST_F(DoctorFrameworkTest, TensorflowAfter210OnNativeWindowsIsAWarning)
{
    const QString venv = QStringLiteral("Users/student/venv");
    const QString site = venv + QStringLiteral("/Lib/site-packages");
    environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(venv));
    sysroot.file(venv + QStringLiteral("/pyvenv.cfg"), "home = C:\\Python311\n");
    sysroot.file(venv + QStringLiteral("/Scripts/python.exe"), "MZ");
    sysroot.file(site + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                 "build_info = {'cuda_version': '64_112', 'cudnn_version': '64_8', 'is_cuda_build': True}\n");
    distInfo(site, QStringLiteral("tensorflow"), QStringLiteral("2.15.0"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("framework-no-windows-gpu"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_EQ(f->family, Finding::GpuNotSupported);
    EXPECT_TRUE(f->title.contains(QStringLiteral("TensorFlow 2.15.0 in C:\\Users\\student\\venv"))) << f->title.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("C:\\Users\\student\\venv\\Scripts\\python.exe -m pip install \"tensorflow<2.11\"")))
        << f->manualStep.toStdString();
}

TEST_F(DoctorFrameworkTest, APackageThatIsNoFrameworkKeepsThePinCheck)
{
    // Not one of the five frameworks: only its METADATA pin says what it needs.
    distInfo(kSite, QStringLiteral("my-cuda-extension"), QStringLiteral("1.0"), {QStringLiteral("nvidia-cudnn-cu12==9.1.0.70")});
    cudnnWheel(12, QStringLiteral("8.9.7.29"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_EQ(frameworkCodes(report), QStringList{QStringLiteral("python-cudnn-major-mismatch")}) << describe(report);
}

// --- an LD_LIBRARY_PATH cuDNN of another release gives torch's own cuDNN its parts ----------

class DoctorFrameworkPartsTest : public DoctorFrameworkTest
{
protected:
    void SetUp() override
    {
        DoctorFrameworkTest::SetUp();
        torch();
        cudnnWheel(12, QStringLiteral("9.1.0.70"));
        toolkitCudnn(QStringLiteral("9.0.0"));
        sysroot.file(QStringLiteral("home/student/.bashrc"), "# ~/.bashrc\nalias ll='ls -l'\n");
    }

    // What the scan gets after the fix: the LD_LIBRARY_PATH a new login shell has.
    void loginEnvironment(const QStringList &sourced) { environment.insert(QStringLiteral("LD_LIBRARY_PATH"), loginLibraryPath(sourced)); }

    // The fix applied with DoctorFixer on the files of the test's home, checked by the shell,
    // then undone: everything back byte for byte.
    void expectMoveRoundTrip(const QStringList &sourced, const QString &activationScript)
    {
        loginEnvironment(sourced);
        ASSERT_EQ(environment.value(QStringLiteral("LD_LIBRARY_PATH")), sysroot.path(kToolkitLib));
        const DoctorReport before = diagnose(linuxPlatform());
        const QList<Finding> mixed = withCode(before, QStringLiteral("framework-cudnn-parts-mixed"));
        ASSERT_EQ(mixed.size(), 1) << describe(before);
        const Finding &f = mixed.first();
        EXPECT_EQ(f.family, Finding::WrongCopyWins);
        EXPECT_TRUE(f.explanation.contains(QStringLiteral("CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"))) << f.explanation.toStdString();
        ASSERT_TRUE(f.fix.available()) << f.manualStep.toStdString();
        EXPECT_FALSE(f.fix.safe);
        EXPECT_TRUE(f.fix.description.contains(QStringLiteral(". ~/.config/cudnn-setup/activate/") + activationScript))
            << f.fix.description.toStdString();
        for (const Finding &safe : DoctorFixer::fixable(before, DoctorFixer::Selection::SafeOnly))
            EXPECT_NE(safe.code, f.code) << "--fix-safe must not move it";
        const TreeSnapshot original = TreeSnapshot::take(sysroot.root());

        const FixOutcome fixed = DoctorFixer::apply(mixed, stateFolder());
        ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();
        // A new shell no longer has the folder; the activation script gives it back to whoever sources it.
        EXPECT_EQ(loginLibraryPath(sourced), QString());
        EXPECT_EQ(loginLibraryPath(QStringList{QStringLiteral(".config/cudnn-setup/activate/") + activationScript}),
                  sysroot.path(kToolkitLib));
        loginEnvironment(sourced);
        const DoctorReport after = diagnose(linuxPlatform());
        EXPECT_FALSE(after.hasFinding(QStringLiteral("framework-cudnn-parts-mixed"))) << describe(after);

        const FixOutcome undone = DoctorFixer::undoLast(stateFolder());
        ASSERT_TRUE(undone.ok) << undone.error.toStdString();
        EXPECT_EQ(original.differences(TreeSnapshot::take(sysroot.root())), QStringList());
        EXPECT_EQ(loginLibraryPath(sourced), sysroot.path(kToolkitLib));
    }
};

TEST_F(DoctorFrameworkPartsTest, OurSnippetMovesToAnActivationScript)
{
    // What `cudnn-setup install` wrote for the toolkit's cuDNN (LinuxEnvironment).
    LinuxEnvironmentRequest request;
    request.name = QStringLiteral("cudnn-9.0.0-cuda12");
    request.libraryFolder = QStringLiteral("/usr/local/cuda-12.4/lib64");
    const QByteArray snippet = LinuxEnvironment::userSnippet(request);
    sysroot.file(QStringLiteral("home/student/.config/cudnn-setup/env.d/cudnn-9.0.0-cuda12.sh"), snippet);
    sysroot.file(QStringLiteral("home/student/.profile"), (LinuxEnvironment::profileLine() + u'\n').toUtf8());

    loginEnvironment({QStringLiteral(".profile")});
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-parts-mixed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("~/.config/cudnn-setup/env.d/cudnn-9.0.0-cuda12.sh"))) << describe(report);
    QStringList kinds;
    for (const FixStep &step : f->fix.steps)
        kinds.append(FixStep::kindKey(step.kind) + u' ' + step.path.mid(sysroot.path(QStringLiteral("home/student")).size()));
    EXPECT_EQ(kinds, (QStringList{QStringLiteral("write /.config/cudnn-setup/activate/cudnn-9.0.0-cuda12.sh"),
                                  QStringLiteral("remove /.config/cudnn-setup/env.d/cudnn-9.0.0-cuda12.sh")}));
    EXPECT_TRUE(f->fix.steps.first().content.endsWith(snippet));

    expectMoveRoundTrip({QStringLiteral(".profile")}, QStringLiteral("cudnn-9.0.0-cuda12.sh"));
}

TEST_F(DoctorFrameworkPartsTest, AProfileLineIsCommentedOutAndMovedToAnActivationScript)
{
    const QByteArray bashrc = "# ~/.bashrc\n"
                              "alias ll='ls -l'\n"
                              "export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n"
                              "export EDITOR=vim\n";
    sysroot.file(QStringLiteral("home/student/.bashrc"), bashrc);
    QFile::setPermissions(sysroot.path(QStringLiteral("home/student/.bashrc")), QFile::ReadOwner | QFile::WriteOwner);

    loginEnvironment({QStringLiteral(".bashrc")});
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-parts-mixed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Set by: ~/.bashrc line 3: export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64")))
        << describe(report);
    ASSERT_EQ(f->fix.steps.size(), 2);
    EXPECT_EQ(f->fix.steps.at(1).path, sysroot.path(QStringLiteral("home/student/.bashrc")));
    EXPECT_EQ(f->fix.steps.at(1).permissions, 0600);   // the profile keeps its own
    EXPECT_EQ(f->fix.steps.at(1).content,
              "# ~/.bashrc\n"
              "alias ll='ls -l'\n"
              "# cudnn-setup moved the next line to ~/.config/cudnn-setup/activate/bashrc-ld-library-path.sh (doctor: framework-cudnn-parts-mixed)\n"
              "# export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n"
              "export EDITOR=vim\n");
    EXPECT_TRUE(f->fix.steps.at(0).content.endsWith("\nexport LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n"));

    expectMoveRoundTrip({QStringLiteral(".bashrc")}, QStringLiteral("bashrc-ld-library-path.sh"));
}

TEST_F(DoctorFrameworkPartsTest, AFolderSetWhereTheDoctorCannotSeeHasOnlyAManualStep)
{
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(kToolkitLib) + QStringLiteral(":/opt/other/lib"));
    const DoctorReport report = diagnose(linuxPlatform());
    const QList<Finding> mixed = withCode(report, QStringLiteral("framework-cudnn-parts-mixed"));
    ASSERT_EQ(mixed.size(), 1) << describe(report);
    EXPECT_FALSE(mixed.first().fix.available());
    EXPECT_TRUE(mixed.first().manualStep.contains(QStringLiteral("cannot see"))) << mixed.first().manualStep.toStdString();
    EXPECT_TRUE(mixed.first().manualStep.contains(QStringLiteral("env LD_LIBRARY_PATH=\"/opt/other/lib\" /home/student/venv/bin/python")))
        << mixed.first().manualStep.toStdString();
    EXPECT_TRUE(mixed.first().title.contains(QStringLiteral("(/usr/local/cuda-12.4/lib64)"))) << mixed.first().title.toStdString();
}

TEST_F(DoctorFrameworkPartsTest, ASystemProfileLineIsNamedButNotRewritten)
{
    sysroot.file(QStringLiteral("etc/profile.d/cuda.sh"), "export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64\n");
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(kToolkitLib));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("framework-cudnn-parts-mixed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_FALSE(f->fix.available());
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Set by: /etc/profile.d/cuda.sh line 1"))) << describe(report);
}

} // namespace
