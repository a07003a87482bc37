// CompatTestSupport: small builders for the SystemReports the rule tests judge.
#pragma once

#include "support/GTestPrinters.h"

#include "core/compat/CompatRules.h"
#include "core/model/SystemReport.h"

#include <QString>

#include <gtest/gtest.h>

#include <ostream>
#include <string>

namespace cudnnsetup {

inline Version V(const char *text)
{
    return Version::parse(QString::fromLatin1(text)).value_or(Version());
}

inline QString S(const char *text)
{
    return QString::fromUtf8(text);
}

// A machine to judge, built up step by step: MachineBuilder().driver("550.54.14").gpu("8.9")...
class MachineBuilder
{
public:
    explicit MachineBuilder(const char *platform = "linux-x86_64") { m_report.platform = S(platform); }

    MachineBuilder &driver(const char *version, const char *maxCuda = nullptr)
    {
        m_report.driver.state = DriverInfo::State::GpusFound;
        m_report.driver.version = V(version);
        m_report.driver.maxCudaVersion = maxCuda ? V(maxCuda) : Version();
        m_report.driver.source = S("NVML");
        return *this;
    }
    MachineBuilder &driverState(DriverInfo::State state, const char *error = "")
    {
        m_report.driver.state = state;
        m_report.driver.errorDetail = S(error);
        return *this;
    }
    MachineBuilder &gpu(const char *computeCapability, const char *name = "NVIDIA Test GPU")
    {
        GpuInfo gpu;
        gpu.index = int(m_report.gpus.size());
        gpu.name = S(name);
        gpu.computeCapability = V(computeCapability);
        m_report.gpus.append(gpu);
        if (m_report.driver.state == DriverInfo::State::NotInstalled)
            m_report.driver.state = DriverInfo::State::GpusFound;
        return *this;
    }
    MachineBuilder &toolkit(const char *version, bool isDefault = true)
    {
        ToolkitInstall toolkit;
        toolkit.version = V(version);
        toolkit.root = S("/usr/local/cuda-") + S(version);
        toolkit.canonicalRoot = toolkit.root;
        toolkit.versionSource = S("version.json");
        toolkit.isDefault = isDefault;
        m_report.toolkits.append(toolkit);
        return *this;
    }
    // A cuDNN copy; inside the last toolkit added when kind is InsideToolkit.
    MachineBuilder &copy(const char *version, int cudaMajor, CudnnCopy::Kind kind = CudnnCopy::Kind::InsideToolkit,
                         QStringList problems = {})
    {
        CudnnCopy copy;
        copy.kind = kind;
        copy.packageVersion = V(version);
        copy.cudaMajor = cudaMajor;
        copy.problems = problems;
        if (kind == CudnnCopy::Kind::InsideToolkit && !m_report.toolkits.isEmpty()) {
            copy.toolkitRoot = m_report.toolkits.constLast().root;
            copy.libraryDir = copy.toolkitRoot + S("/lib64");
        } else {
            copy.libraryDir = S("/opt/cudnn-") + S(version) + S("/lib");
        }
        copy.foundVia = {S("test")};
        m_report.cudnnCopies.append(copy);
        return *this;
    }

    SystemReport judged() const
    {
        SystemReport report = m_report;
        CompatRules::judge(report);
        return report;
    }

private:
    SystemReport m_report;
};

inline QStringList codes(const SystemReport &report)
{
    QStringList list;
    for (const Verdict &verdict : report.verdicts)
        list.append(verdict.code);
    return list;
}

inline const Verdict *findVerdict(const SystemReport &report, const char *code)
{
    for (const Verdict &verdict : report.verdicts)
        if (verdict.code == S(code))
            return &verdict;
    return nullptr;
}

inline qsizetype countVerdicts(const SystemReport &report, const char *code)
{
    return codes(report).count(S(code));
}

} // namespace cudnnsetup
