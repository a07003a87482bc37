// Healthy setups raise no false alarm, nothing installed sends the user to the install flow
// (family 11), and the report's own contract: sorting, JSON schema, text, "could not check".
#include "DoctorTestSupport.h"

#include "core/doctor/rules/DoctorText.h"

#include <QJsonArray>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

TEST_F(DoctorTest, ToolkitWithMatchingCudnnInsideIsHealthy)
{
    workingDriver();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));

    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(report.healthy()) << describe(report);
    EXPECT_TRUE(report.findings.isEmpty()) << describe(report);
    ASSERT_EQ(report.loaderPicks.size(), 1);
    EXPECT_EQ(report.loaderPicks[0].major, 9);
    EXPECT_EQ(report.loaderPicks[0].via, QStringLiteral("ld.so.conf"));
    EXPECT_EQ(report.loaderPicks[0].version, (Version{9, 1, 0}));
    EXPECT_TRUE(report.loaderPicks[0].file.endsWith(QStringLiteral("cuda-12.4/lib64/libcudnn.so.9")));
}

TEST_F(DoctorTest, SideBySideInstallIsHealthy)
{
    workingDriver();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
    cudnnTarball(QStringLiteral("opt/nvidia/cudnn"), QStringLiteral("9.10.2"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(QStringLiteral("opt/nvidia/cudnn/lib")));
    environment.insert(QStringLiteral("CUDA_HOME"), sysroot.path(QStringLiteral("usr/local/cuda-12.9")));

    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(report.healthy()) << describe(report);
    EXPECT_TRUE(problems(report).isEmpty()) << describe(report);
}

TEST_F(DoctorTest, WheelOnlyPythonSetupIsHealthy)
{
    workingDriver();
    // pip's nvidia-cudnn-cu12: only libcudnn*.so.9, no libcudnn.so, no toolkit at all.
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.file(site + QStringLiteral("/nvidia/cudnn/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 5, 0));
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.0.50.dist-info"));

    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(report.healthy()) << describe(report);
    EXPECT_TRUE(report.findings.isEmpty()) << describe(report);
    ASSERT_EQ(report.cudnnCopies.size(), 1);
}

TEST_F(DoctorTest, NothingInstalledGuidesToTheInstallFlow)
{
    const DoctorReport report = diagnose(linuxPlatform());
    ASSERT_EQ(report.findings.size(), 1) << describe(report);
    const Finding &f = report.findings[0];
    EXPECT_EQ(f.code, QStringLiteral("nothing-installed"));
    EXPECT_EQ(f.family, Finding::NothingInstalled);
    EXPECT_EQ(f.severity, Verdict::Severity::Warning);
    EXPECT_TRUE(f.manualStep.contains(QStringLiteral("cudnn-setup install")));
    EXPECT_FALSE(report.healthy());
}

TEST_F(DoctorTest, ToolkitWithoutCudnnSaysCudnnIsMissing)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.0"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::NothingInstalled);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("CUDA 13.0.0 at"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("usr/local/cuda-13.0")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("nothing-installed")));
}

TEST_F(DoctorTest, FindingsComeWorstFirstAndTheJsonFollowsTheSchema)
{
    // An error (incomplete copy) and a warning (empty PATH entry) on one machine.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"), {QStringLiteral("cudnn"), QStringLiteral("cudnn_ops")});
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin::/bin"));

    const DoctorReport report = diagnose(linuxPlatform());
    ASSERT_GE(report.findings.size(), 2) << describe(report);
    EXPECT_EQ(report.findings.first().severity, Verdict::Severity::Error) << describe(report);
    for (qsizetype i = 1; i < report.findings.size(); ++i)
        EXPECT_GE(report.findings[i - 1].severity, report.findings[i].severity);

    const QJsonObject json = report.toJson();
    EXPECT_EQ(json.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-doctor/1"));
    EXPECT_EQ(json.value(QStringLiteral("status")).toString(), QStringLiteral("problems"));
    const QJsonObject first = json.value(QStringLiteral("findings")).toArray().first().toObject();
    EXPECT_EQ(first.value(QStringLiteral("code")).toString(), QStringLiteral("copy-incomplete"));
    EXPECT_EQ(first.value(QStringLiteral("family")).toInt(), 3);
    EXPECT_EQ(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    EXPECT_FALSE(first.value(QStringLiteral("evidence")).toArray().isEmpty());
    EXPECT_FALSE(first.value(QStringLiteral("manualStep")).toString().isEmpty());
    EXPECT_EQ(json.value(QStringLiteral("toolkits")).toArray().size(), 1);

    const QString text = DoctorText::render(report);
    EXPECT_TRUE(text.contains(QStringLiteral("(copy-incomplete)"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("What to do:")));
    EXPECT_TRUE(text.contains(QStringLiteral("problem(s) found")) || text.contains(QStringLiteral("problems found")));
}

TEST_F(DoctorTest, AMissingSysrootCannotBeChecked)
{
    const SystemReport scan;
    const SystemPaths gone(sysroot.path(QStringLiteral("no-such-tree")), linuxPlatform(), environment);
    const DoctorReport report = Doctor::diagnose(scan, gone);
    EXPECT_FALSE(report.couldNotCheck.isEmpty());
    EXPECT_FALSE(report.healthy());
    EXPECT_TRUE(report.findings.isEmpty());   // not "nothing installed" about a machine never seen
    EXPECT_EQ(report.toJson().value(QStringLiteral("status")).toString(), QStringLiteral("could-not-check"));
}

} // namespace
