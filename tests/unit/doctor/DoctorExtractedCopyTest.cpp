// cuDNN unpacked by hand where no loader looks (issue 21): the doctor says where it is and that
// programs do not find it (family 1, with the fix that adds the folder), never that cuDNN is not
// installed; and a cudnn.h without the headers it includes is family 3's copy-headers-incomplete.
#include "DoctorTestSupport.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kArchive = QStringLiteral("cudnn-linux-x86_64-9.10.2.21_cuda12-archive");

class DoctorExtractedCopyTest : public DoctorTest
{
};

TEST_F(DoctorExtractedCopyTest, AnArchiveInDownloadsIsFoundButNotSearchedRatherThanMissing)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
    cudnnTarball(QStringLiteral("home/student/Downloads/") + kArchive, QStringLiteral("9.10.2"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("cudnn-missing"))) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("nothing-installed"))) << describe(report);
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    const QString folder = QStringLiteral("/home/student/Downloads/") + kArchive + QStringLiteral("/lib");
    EXPECT_TRUE(f->title.contains(QStringLiteral("cuDNN 9.10.2 is installed in ") + folder)) << f->title.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, folder + QStringLiteral(" (extracted; found via extracted-copy search)"))) << describe(report);
    ASSERT_TRUE(f->fix.available());
    EXPECT_TRUE(f->fix.safe);
    expectFixRoundTrip(QStringLiteral("cudnn-folder-not-searched"), linuxPlatform());
}

TEST_F(DoctorExtractedCopyTest, WithoutAToolkitItIsStillNotNothingInstalled)
{
    cudnnTarball(QStringLiteral("opt/deps/") + kArchive, QStringLiteral("9.10.2"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("nothing-installed"))) << describe(report);
    EXPECT_TRUE(report.hasFinding(QStringLiteral("cudnn-folder-not-searched"))) << describe(report);
    ASSERT_EQ(report.cudnnCopies.size(), 1);
    EXPECT_EQ(report.cudnnCopies.first().kind, CudnnCopy::Kind::ExtractedByHand);
}

TEST_F(DoctorExtractedCopyTest, AWindowsArchiveInToolsGetsAddedToTheUsersPath)
{
    const QString bin = QStringLiteral("tools/cudnn-windows-x86_64-9.19.0.56_cuda12-archive/bin/x64");
    sysroot.cudnnWindowsDlls(bin, 9);
    sysroot.file(QStringLiteral("tools/cudnn-windows-x86_64-9.19.0.56_cuda12-archive/include/cudnn_version.h"),
                 SysrootBuilder::cudnnVersionHeader(9, 19, 0));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    const QString folder = QStringLiteral("C:\\tools\\cudnn-windows-x86_64-9.19.0.56_cuda12-archive\\bin\\x64");
    EXPECT_TRUE(evidenceMentions(*f, folder)) << describe(report);
    bool addsToPath = false;
    for (const FixStep &step : f->fix.steps)
        addsToPath = addsToPath || (step.kind == FixStep::Kind::RegistryEdit && step.registry.folder == folder);
    EXPECT_TRUE(addsToPath) << describe(report);
    EXPECT_TRUE(f->fix.safe);
}

TEST_F(DoctorExtractedCopyTest, CudnnHeaderWithoutItsIncludesIsAWarning)
{
    const QString top = QStringLiteral("home/student/Downloads/") + kArchive;
    cudnnTarball(top, QStringLiteral("9.10.2"));
    sysroot.file(top + QStringLiteral("/include/cudnn.h"),
                 "#include <cuda_runtime_api.h>\n#include \"cudnn_version.h\"\n#include \"cudnn_graph.h\"\n"
                 "#include \"cudnn_ops.h\"\n#include \"cudnn_adv.h\"\n#include \"cudnn_cnn.h\"\n");
    sysroot.file(top + QStringLiteral("/include/cudnn_ops.h"), "#include \"cudnn_version.h\"\n#include \"cudnn_graph.h\"\n");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-headers-incomplete"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::PartialOrMixedCopy);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("cudnn_graph.h: No such file or directory"))) << f->explanation.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: cudnn_graph.h")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: cudnn_adv.h")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: cudnn_cnn.h")));
    EXPECT_FALSE(evidenceMentions(*f, QStringLiteral("Missing: cudnn_ops.h")));
    EXPECT_TRUE(f->manualStep.contains(kArchive + QStringLiteral("/include"))) << f->manualStep.toStdString();
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorExtractedCopyTest, NothingInstalledSaysWhereItLooked)
{
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("nothing-installed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("unpacked by hand: /usr/local/cudnn*, /opt, your home folder")))
        << f->explanation.toStdString();
}

} // namespace
