// Shared set-up for the doctor's corpus of broken setups: each test builds a machine tree with
// SysrootBuilder and an environment of its own, runs the real scan over it, then the doctor.
#pragma once

#include "core/doctor/Doctor.h"
#include "core/probe/SystemScanner.h"
#include "unit/probe/ScanTestSupport.h"

#include <QDir>

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

    static bool evidenceMentions(const Finding &finding, const QString &text)
    {
        for (const QString &fact : finding.evidence)
            if (fact.contains(text))
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
};

} // namespace cudnnsetup::testing
