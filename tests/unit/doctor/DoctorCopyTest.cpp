// Families 3 and 8: partial or mixed copies, and broken link chains on Linux.
#include "DoctorTestSupport.h"

#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kToolkit = QStringLiteral("usr/local/cuda-12.4");
const QString kLib = QStringLiteral("usr/local/cuda-12.4/lib64");

class DoctorCopyTest : public DoctorTest
{
protected:
    void SetUp() override
    {
        DoctorTest::SetUp();
        sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
        // The toolkit's lib64 is where the loader looks, as after NVIDIA's toolkit installer.
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    }
};

TEST_F(DoctorCopyTest, MissingSubLibraryIsAnIncompleteCopy)
{
    QStringList subs = SysrootBuilder::cudnnSubLibraries(9);
    subs.removeAll(QStringLiteral("cudnn_graph"));
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"), subs);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-incomplete"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::PartialOrMixedCopy);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: libcudnn_graph.so.9"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuda-12.4/lib64 (9.1.0)")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("copy-single-library")));
}

TEST_F(DoctorCopyTest, OnlyTheMainLibraryCopiedIsASingleLibraryCopy)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"), {QStringLiteral("cudnn")});
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-single-library"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: libcudnn_ops.so.9")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("copy-incomplete")));
}

TEST_F(DoctorCopyTest, SingleDllCopiedIntoAWindowsToolkit)
{
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4");
    sysroot.toolkit(root, QStringLiteral("12.4.1"));
    sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin"), 9, {QStringLiteral("cudnn")});
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-single-library"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Missing: cudnn_ops64_9.dll"))) << describe(report);
}

TEST_F(DoctorCopyTest, SubLibrariesFromTwoReleasesAreMixed)
{
    QStringList older = SysrootBuilder::cudnnSubLibraries(9);
    older.removeAll(QStringLiteral("cudnn_ops"));
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"), older);
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.2.0"), {QStringLiteral("cudnn_ops")});
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-mixed-releases"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("9.2.0 (libcudnn_ops.so.9.2.0)"))) << describe(report);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH")));
}

TEST_F(DoctorCopyTest, HeaderFromAnotherRelease)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.3.0"));
    sysroot.file(kToolkit + QStringLiteral("/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("copy-header-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("(cuDNN 8.9.7)")));
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Libraries: cuDNN 9.3.0")));
}

TEST_F(DoctorCopyTest, DanglingLinkIsReportedWithTheFileItShouldPointTo)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    // libcudnn_ops.so.9 -> libcudnn_ops.so.9.0.0 (left from an older release), while the real
    // file is now libcudnn_ops.so.9.1.0.
    sysroot.symlink(kLib + QStringLiteral("/libcudnn_ops.so.9"), QStringLiteral("libcudnn_ops.so.9.0.0"));
    const DoctorReport report = diagnose(linuxPlatform());
    // Two broken links: libcudnn_ops.so.9 itself, and libcudnn_ops.so, which points to it.
    const Finding *inner = nullptr, *outer = nullptr;
    for (const Finding &f : report.findings) {
        if (f.code != QLatin1String("link-dangling"))
            continue;
        EXPECT_EQ(f.family, Finding::BrokenLinks);
        if (evidenceMentions(f, QStringLiteral("libcudnn_ops.so.9.0.0")))
            inner = &f;
        else if (evidenceMentions(f, QStringLiteral("Link: ")) && f.title.startsWith(QStringLiteral("libcudnn_ops.so ")))
            outer = &f;
    }
    ASSERT_TRUE(inner && outer) << describe(report);
    EXPECT_TRUE(inner->manualStep.contains(QStringLiteral("ln -sfn libcudnn_ops.so.9.1.0"))) << inner->manualStep.toStdString();
    EXPECT_TRUE(outer->manualStep.contains(QStringLiteral("broken link too"))) << outer->manualStep.toStdString();
}

TEST_F(DoctorCopyTest, UnversionedLinkMissing)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(kLib + QStringLiteral("/libcudnn.so"))));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-unversioned-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("libcudnn.so.9")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("ln -s libcudnn.so.9"))) << f->manualStep.toStdString();
}

TEST_F(DoctorCopyTest, UnversionedLinkMissingFromARuntimeOnlyDistroPackageIsOnlyInfo)
{
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/lib/x86_64-linux-gnu"), QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(QStringLiteral("usr/lib/x86_64-linux-gnu/libcudnn.so"))));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-unversioned-missing"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
}

TEST_F(DoctorCopyTest, DereferencedCopiesInsteadOfLinks)
{
    // What `cp -r` without -P makes of a tarball's lib folder: three real files per library.
    for (const QString &sub : SysrootBuilder::cudnnSubLibraries(9)) {
        const QByteArray body = "\x7f" "ELF fake " + sub.toUtf8();
        sysroot.file(kLib + QStringLiteral("/lib%1.so.9.1.0").arg(sub), body);
        sysroot.file(kLib + QStringLiteral("/lib%1.so.9").arg(sub), body);
        sysroot.file(kLib + QStringLiteral("/lib%1.so").arg(sub), body);
    }
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-dereferenced-copy"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_EQ(f->evidence.size(), 16) << describe(report);   // .so.9 and .so for each of 8
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("libcudnn_ops.so.9 is a copy of libcudnn_ops.so.9.1.0")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("ln -sf libcudnn_ops.so.9.1.0")));
    EXPECT_FALSE(report.hasFinding(QStringLiteral("copy-mixed-releases")));
}

TEST_F(DoctorCopyTest, SonameOnlyToolkitLikeThisMachineIsNotADereferencedCopy)
{
    // The real /usr/local/cuda here: libcudnn*.so.9 files and .so links, no full versions.
    sysroot.cudnnSonameOnlyLibraries(kLib, 9);
    for (const QString &sub : SysrootBuilder::cudnnSubLibraries(9))
        sysroot.symlink(kLib + QStringLiteral("/lib%1.so").arg(sub), QStringLiteral("lib%1.so.9").arg(sub));
    sysroot.file(kToolkit + QStringLiteral("/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 19, 0));
    workingDriver();
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(problems(report).isEmpty()) << describe(report);
}

} // namespace
