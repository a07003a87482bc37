// Shared set-up for the doctor's corpus of broken setups: each test builds a machine tree with
// SysrootBuilder and an environment of its own, runs the real scan over it, then the doctor.
#pragma once

#include "core/doctor/rules/Doctor.h"
#include "core/doctor/fixes/DoctorFixer.h"
#include "core/probe/SystemScanner.h"
#include "support/TreeSnapshot.h"
#ifndef _WIN32
#include "fixtures/fake_driver/FakeDriverFixture.h"
#endif
#include "unit/probe/ScanTestSupport.h"

#include <QDir>

#include <algorithm>
#include <initializer_list>

namespace cudnnsetup::testing {

class DoctorTest : public ScanTest
{
protected:
    DoctorReport diagnose(std::optional<HostPlatform> platform = {})
    {
        ScanOptions o = options();
        o.runNvcc = false;   // the doctor never needs nvcc's answer; keep the corpus fast
        o.platform = platform;
        const SystemReport scan = SystemScanner(o).scan();
        return Doctor::diagnose(scan, paths(platform));
    }

    static HostPlatform windowsPlatform() { return *HostPlatform::fromRedistKey(QStringLiteral("windows-x86_64")); }
    static HostPlatform linuxPlatform() { return *HostPlatform::fromRedistKey(QStringLiteral("linux-x86_64")); }

    // A complete cuDNN copy from NVIDIA's Linux tarball with its header.
    void cudnnTarball(const QString &root, const QString &version, const QString &libSub = QStringLiteral("lib"))
    {
        sysroot.cudnnLinuxLibraries(root + u'/' + libSub, version);
        const QStringList parts = version.split(u'.');
        sysroot.file(root + QStringLiteral("/include/cudnn_version.h"),
                     SysrootBuilder::cudnnVersionHeader(parts.value(0).toInt(), parts.value(1).toInt(), parts.value(2).toInt()));
    }

    static std::string describe(const DoctorReport &report)
    {
        QStringList lines;
        for (const Finding &f : report.findings)
            lines.append(QStringLiteral("%1 [%2] %3 | %4").arg(f.code, Verdict::severityKey(f.severity), f.title, f.evidence.join(QStringLiteral(" | "))));
        return lines.join(u'\n').toStdString();
    }

#ifndef _WIN32
    // The fake NVIDIA driver in the tree: NVML says `nvmlVersion`, cuDriverGetVersion `cudaCode`, one GPU.
    void fakeDriver(const QString &nvmlVersion, int cudaCode, int ccMajor, int ccMinor, const QString &gpu = QStringLiteral("NVIDIA GeForce RTX 4060"),
                    const QString &extra = {})
    {
        const QString ini = QStringLiteral("nvml_driver_version=%1\ndriver_version=%2\n").arg(nvmlVersion).arg(cudaCode)
            + fixtures::fakeDeviceLine(0, gpu, ccMajor, ccMinor, 8585216000, 24) + extra;
        ASSERT_FALSE(fixtures::installFakeDriver(sysroot.root(), ini).isEmpty());
    }
#endif

    // A healthy machine has a driver new enough for everything in it (CUDA 13.0, an RTX 4060).
    void workingDriver()
    {
#ifndef _WIN32
        fakeDriver(QStringLiteral("580.65.06"), 13000, 8, 9);
#endif
    }

    // Where the fixes of a test are recorded: outside the sysroot, so that the sysroot's
    // snapshots see only what the fixes changed on the "machine".
    QString stateFolder() const { return m_stateDir.path(); }

    // The corpus contract for a finding with an automatic fix: `code` is reported, some finding
    // with it has a fix (in a chain of broken links, only the inner one may need one);
    // applying the fixes of every finding with that code leaves no problem of its family; and
    // undoing the fix brings the whole sysroot back byte for byte.
    void expectFixRoundTrip(const QString &code, std::optional<HostPlatform> platform = {})
    {
        const DoctorReport before = diagnose(platform);
        ASSERT_TRUE(before.hasFinding(code)) << describe(before);
        const QList<Finding> fixable = DoctorFixer::fixableWithCode(before, code);
        ASSERT_FALSE(fixable.isEmpty()) << code.toStdString() << " has no automatic fix";
        const int family = fixable.first().family;
        const TreeSnapshot original = TreeSnapshot::take(sysroot.root());

        const FixOutcome fixed = DoctorFixer::apply(fixable, stateFolder());
        ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();
        const DoctorReport after = diagnose(platform);
        for (const Finding &f : after.findings)
            EXPECT_FALSE(f.family == family && f.isProblem()) << "family " << family << " still has a problem:\n" << describe(after);

        const FixOutcome undone = DoctorFixer::undoLast(stateFolder());
        ASSERT_TRUE(undone.ok) << undone.error.toStdString();
        EXPECT_EQ(original.differences(TreeSnapshot::take(sysroot.root())), QStringList());
        EXPECT_TRUE(diagnose(platform).hasFinding(code)) << "undo did not bring " << code.toStdString() << " back";
    }

    static bool evidenceMentions(const Finding &finding, const QString &text)
    {
        for (const QString &fact : finding.evidence)
            if (fact.contains(text))
                return true;
        return false;
    }

    // Every finding of one family, problems or not.
    static QList<Finding> ofFamily(const DoctorReport &report, int family)
    {
        QList<Finding> result;
        for (const Finding &f : report.findings)
            if (f.family == family)
                result.append(f);
        return result;
    }

    // A problem in one of `families`: the corpus judges each case on the families it is about,
    // since a machine tree without a driver has a driver finding too.
    static bool anyProblemIn(const DoctorReport &report, std::initializer_list<int> families)
    {
        for (const Finding &f : report.findings)
            if (f.isProblem() && std::find(families.begin(), families.end(), f.family) != families.end())
                return true;
        return false;
    }

    static QList<Finding> problems(const DoctorReport &report)
    {
        QList<Finding> result;
        for (const Finding &f : report.findings)
            if (f.isProblem())
                result.append(f);
        return result;
    }

    QTemporaryDir m_stateDir;
};

} // namespace cudnnsetup::testing
