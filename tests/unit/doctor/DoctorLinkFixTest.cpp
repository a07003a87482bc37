// Family 8's automatic fixes: each broken link chain repaired, family 8 healthy afterwards, and
// the undo bringing the broken tree back byte for byte (DoctorTest::expectFixRoundTrip).
#include "DoctorTestSupport.h"

#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kToolkit = QStringLiteral("usr/local/cuda-12.4");
const QString kLib = QStringLiteral("usr/local/cuda-12.4/lib64");

class DoctorLinkFixTest : public DoctorTest
{
protected:
    void SetUp() override
    {
        DoctorTest::SetUp();
        sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
        // The toolkit's lib64 is where the loader looks, as after NVIDIA's toolkit installer.
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    }

    void expectRoundTrip(const QString &code) { expectFixRoundTrip(code, linuxPlatform()); }
};

TEST_F(DoctorLinkFixTest, MissingUnversionedLinkIsCreated)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(kLib + QStringLiteral("/libcudnn.so"))));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-unversioned-missing"));
    ASSERT_TRUE(f);
    EXPECT_TRUE(f->fix.safe);
    ASSERT_EQ(f->fix.steps.size(), 1);
    EXPECT_EQ(f->fix.steps.first().linkText, QStringLiteral("libcudnn.so.9"));
    expectRoundTrip(QStringLiteral("link-unversioned-missing"));
}

TEST_F(DoctorLinkFixTest, DanglingLinkIsPointedAtTheFileThatIsThere)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    sysroot.symlink(kLib + QStringLiteral("/libcudnn_ops.so.9"), QStringLiteral("libcudnn_ops.so.9.0.0"));
    expectRoundTrip(QStringLiteral("link-dangling"));
    // The repair made the chain whole: the outer link resolves again to the real file.
    const DoctorReport report = diagnose(linuxPlatform());
    const FixOutcome fixed = DoctorFixer::apply(DoctorFixer::fixableWithCode(report, QStringLiteral("link-dangling")), stateFolder());
    ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();
    EXPECT_EQ(QFileInfo(sysroot.path(kLib + QStringLiteral("/libcudnn_ops.so"))).canonicalFilePath(),
              QFileInfo(sysroot.path(kLib + QStringLiteral("/libcudnn_ops.so.9.1.0"))).canonicalFilePath());
}

TEST_F(DoctorLinkFixTest, DanglingChainWithoutItsFileIsRemoved)
{
    // libcudnn_ops.so -> libcudnn_ops.so.9 -> libcudnn_ops.so.9.1.0, whose file was deleted.
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(kLib + QStringLiteral("/libcudnn_ops.so.9.1.0"))));
    const DoctorReport report = diagnose(linuxPlatform());
    int withRemoval = 0;
    for (const Finding &f : report.findings)
        if (f.code == QLatin1String("link-dangling") && f.fix.available()) {
            EXPECT_EQ(f.fix.steps.first().kind, FixStep::Kind::RemoveFile);
            ++withRemoval;
        }
    EXPECT_EQ(withRemoval, 2) << describe(report);
    expectRoundTrip(QStringLiteral("link-dangling"));
}

TEST_F(DoctorLinkFixTest, DereferencedCopiesBecomeLinks)
{
    for (const QString &sub : SysrootBuilder::cudnnSubLibraries(9)) {
        const QByteArray body = "\x7f" "ELF fake " + sub.toUtf8();
        sysroot.file(kLib + QStringLiteral("/lib%1.so.9.1.0").arg(sub), body);
        sysroot.file(kLib + QStringLiteral("/lib%1.so.9").arg(sub), body);
        sysroot.file(kLib + QStringLiteral("/lib%1.so").arg(sub), body);
    }
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-dereferenced-copy"));
    ASSERT_TRUE(f);
    EXPECT_EQ(f->fix.steps.size(), 16);
    expectRoundTrip(QStringLiteral("link-dereferenced-copy"));
}

TEST_F(DoctorLinkFixTest, SameSizeFileWithOtherBytesIsNotReplaced)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    // Same size as the real file, different bytes: not a copy of it, so no automatic fix.
    const QByteArray real = QByteArray("\x7f" "ELF fake cuDNN library");
    QFile::remove(sysroot.path(kLib + QStringLiteral("/libcudnn_ops.so.9")));
    sysroot.file(kLib + QStringLiteral("/libcudnn_ops.so.9"), QByteArray(real.size(), 'z'));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("link-dereferenced-copy"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_FALSE(f->fix.available());
    EXPECT_FALSE(f->manualStep.isEmpty());
}

TEST_F(DoctorLinkFixTest, FixAllSafeOnesRepairsEveryLinkProblemAtOnce)
{
    sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(kLib + QStringLiteral("/libcudnn.so"))));
    sysroot.symlink(kLib + QStringLiteral("/libcudnn_ops.so.9"), QStringLiteral("libcudnn_ops.so.9.0.0"));
    const DoctorReport before = diagnose(linuxPlatform());
    const QList<Finding> safe = DoctorFixer::fixable(before, DoctorFixer::Selection::SafeOnly);
    ASSERT_EQ(safe.size(), 2) << describe(before);
    const FixOutcome fixed = DoctorFixer::apply(safe, stateFolder());
    ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();
    EXPECT_EQ(fixed.done.size(), 2);
    const DoctorReport after = diagnose(linuxPlatform());
    for (const Finding &f : after.findings)
        EXPECT_NE(f.family, int(Finding::BrokenLinks)) << describe(after);
}

} // namespace
