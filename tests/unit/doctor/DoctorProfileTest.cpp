// Family 9 in shell profiles: lines as students really write them from guides, each checked for
// its code and evidence and, where the correction is unambiguous, fixed and undone byte for byte.
// Also the variable named after a library (EnvironmentRules).
#include "DoctorTestSupport.h"

#include <algorithm>

#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DoctorProfileTest : public DoctorTest
{
protected:
    void SetUp() override
    {
        DoctorTest::SetUp();
        // A healthy install underneath, on the loader's path, so that only the profile is wrong.
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        sysroot.dir(QStringLiteral("usr/local/cuda-12.4/bin"));
        cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    }

    QString bashrc(const QByteArray &text) { return sysroot.file(QStringLiteral("home/student/.bashrc"), text); }

    static QByteArray read(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

};

TEST_F(DoctorProfileTest, ExportThatDropsTheOldLdLibraryPath)
{
    const QString path = bashrc("# ~/.bashrc\nalias ll='ls -l'\nexport LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64\n");
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-ld-library-path-overwritten"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::MalformedEnvironment);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("~/.bashrc line 3: export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")));
    ASSERT_TRUE(f->fix.available());
    EXPECT_TRUE(f->fix.safe);
    ASSERT_EQ(f->fix.steps.size(), 1);
    EXPECT_EQ(f->fix.steps[0].permissions, 0600);
    EXPECT_EQ(f->fix.steps[0].content,
              "# ~/.bashrc\nalias ll='ls -l'\nexport LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n");
    expectFixRoundTrip(QStringLiteral("profile-ld-library-path-overwritten"), linuxPlatform());
}

TEST_F(DoctorProfileTest, AppendingToAnUnsetLdLibraryPathLeavesAnEmptyEntry)
{
    bashrc("export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda-12.4/lib64  # CUDA\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-empty-entry"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("line 1: export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda-12.4/lib64")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("profile-ld-library-path-overwritten")));
    ASSERT_TRUE(f->fix.available());
    EXPECT_EQ(f->fix.steps[0].content, "export LD_LIBRARY_PATH=${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}/usr/local/cuda-12.4/lib64  # CUDA\n");
    expectFixRoundTrip(QStringLiteral("profile-empty-entry"), linuxPlatform());
}

TEST_F(DoctorProfileTest, TildeInsideQuotesIsNotExpanded)
{
    sysroot.dir(QStringLiteral("home/student/cudnn/lib"));
    sysroot.file(QStringLiteral("home/student/.profile"),
                 "export LD_LIBRARY_PATH=\"~/cudnn/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\"\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-tilde-not-expanded"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("~/.profile line 1:")));
    ASSERT_TRUE(f->fix.available());
    EXPECT_EQ(f->fix.steps[0].content, "export LD_LIBRARY_PATH=\"$HOME/cudnn/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\"\n");
    expectFixRoundTrip(QStringLiteral("profile-tilde-not-expanded"), linuxPlatform());
}

TEST_F(DoctorProfileTest, TildeInSingleQuotesHasOnlyAManualStep)
{
    sysroot.dir(QStringLiteral("home/student/cudnn/lib"));
    bashrc("export CUDA_HOME='~/cuda'\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-tilde-not-expanded"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_FALSE(f->fix.available());
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("$HOME")));
}

TEST_F(DoctorProfileTest, SpacesAroundTheEqualsSign)
{
    bashrc("export CUDA_HOME = /usr/local/cuda-12.4\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-space-around-equals"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("export CUDA_HOME = /usr/local/cuda-12.4")));
    EXPECT_EQ(f->fix.steps.value(0).content, "export CUDA_HOME=/usr/local/cuda-12.4\n");
    expectFixRoundTrip(QStringLiteral("profile-space-around-equals"), linuxPlatform());
}

TEST_F(DoctorProfileTest, SystemProfileReplacesPathWithTheCudaFolder)
{
    sysroot.file(QStringLiteral("etc/profile.d/cuda.sh"), "export PATH=/usr/local/cuda-12.4/bin\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-path-overwritten"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("/etc/profile.d/cuda.sh line 1: export PATH=/usr/local/cuda-12.4/bin")));
    EXPECT_EQ(f->fix.steps.value(0).content, "export PATH=/usr/local/cuda-12.4/bin:$PATH\n");
    expectFixRoundTrip(QStringLiteral("profile-path-overwritten"), linuxPlatform());
}

TEST_F(DoctorProfileTest, TwoBrokenLinesOfOneProfileAreCorrectedTogether)
{
    bashrc("export PATH=/usr/local/cuda-12.4/bin\nexport LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/cuda-12.4/lib64\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *path = report.finding(QStringLiteral("profile-path-overwritten"));
    const Finding *empty = report.finding(QStringLiteral("profile-empty-entry"));
    ASSERT_TRUE(path && empty) << describe(report);
    // Both carry the same whole-file write, so applying either (or both) corrects both lines.
    EXPECT_EQ(path->fix.steps.value(0).content, empty->fix.steps.value(0).content);
    expectFixRoundTrip(QStringLiteral("profile-empty-entry"), linuxPlatform());
}

TEST_F(DoctorProfileTest, FolderOfARemovedToolkit)
{
    bashrc("export LD_LIBRARY_PATH=/usr/local/cuda-11.8/lib64${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("profile-missing-folder"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing folder: /usr/local/cuda-11.8/lib64")));
    EXPECT_FALSE(f->fix.available());
    EXPECT_EQ(ofFamily(report, Finding::MalformedEnvironment).size(), 1) << describe(report);
}

TEST_F(DoctorProfileTest, TheLinesOfNvidiasGuideAreFine)
{
    bashrc("export LD_LIBRARY_PATH=\"\"  # start clean, on purpose\n"
           "# CUDA, as the installation guide says\n"
           "export PATH=/usr/local/cuda-12.4/bin${PATH:+:${PATH}}\n"
           "export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}\n"
           "export CUDA_HOME=/usr/local/cuda-12.4\n"
           "export PATH=\"$HOME/.local/bin:$PATH\"\n"
           "export PATH=\"$PYENV_ROOT/bin:$PYENV_ROOT/shims:$PATH\"  # other tools' variables: not resolvable here\n");
    sysroot.file(QStringLiteral("etc/profile"), "PATH=\"/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\"\nexport PATH\n");
    sysroot.file(QStringLiteral("etc/environment"), "PATH=\"/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\"\n");
    sysroot.dir(QStringLiteral("home/student/.local/bin"));
    for (const char *folder : {"usr/local/sbin", "usr/local/bin", "usr/sbin", "usr/bin", "sbin", "bin"})
        sysroot.dir(QLatin1String(folder));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::MalformedEnvironment).isEmpty()) << describe(report);
    EXPECT_FALSE(anyProblemIn(report, {Finding::NotWhereLoaderLooks, Finding::MissingDependency, Finding::BrokenLinks, Finding::MalformedEnvironment})) << describe(report);
}

TEST_F(DoctorProfileTest, VariableNamedAfterADllOnWindows)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("tools/cudnn/bin"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\tools\\cudnn\\bin"));
    environment.insert(QStringLiteral("cudnn64_9.dll"), QStringLiteral("C:\\tools\\cudnn\\bin\\cudnn64_9.dll"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("env-variable-named-after-library"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::MalformedEnvironment);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cudnn64_9.dll=C:\\tools\\cudnn\\bin\\cudnn64_9.dll")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("add C:\\tools\\cudnn\\bin to Path"))) << f->manualStep.toStdString();
}

TEST_F(DoctorProfileTest, VariableNamedAfterASharedLibraryOnLinux)
{
    environment.insert(QStringLiteral("libcudnn.so.9"), QStringLiteral("/usr/local/cuda-12.4/lib64"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("env-variable-named-after-library"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("export LD_LIBRARY_PATH=/usr/local/cuda-12.4/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("env-ld-library-path-empty-entry")));
}

} // namespace
