#include "core/doctor/pasted/ErrorMachineFacts.h"

#include "core/compat/CompatText.h"
#include "core/doctor/rules/TargetPaths.h"
#include "core/doctor/rules/WslRules.h"
#include "core/probe/ReportText.h"

#include <algorithm>

namespace cudnnsetup {

ErrorMachineFacts::ErrorMachineFacts(const SystemReport &report, const SystemPaths &paths)
    : m_report(report),
      m_paths(paths),
      m_folders(LoaderOrder::folders(paths, report.toolkits))
{
}

bool ErrorMachineFacts::windows() const
{
    return m_paths.platform().isWindows();
}

QString ErrorMachineFacts::searchVariable() const
{
    return windows() ? QStringLiteral("PATH") : QStringLiteral("LD_LIBRARY_PATH");
}

QString ErrorMachineFacts::shown(const QString &path) const
{
    return TargetPaths::shown(m_paths, path);
}

ErrorMachineFacts::Copies ErrorMachineFacts::allCopies() const
{
    Copies copies;
    for (const CudnnCopy &copy : m_report.cudnnCopies)
        copies.append(&copy);
    return copies;
}

ErrorMachineFacts::Copies ErrorMachineFacts::copiesWithVersion(const Version &version) const
{
    Copies copies;
    if (!version.isValid())
        return copies;
    for (const CudnnCopy &copy : m_report.cudnnCopies)
        if (copy.bestVersion().startsWith(version))
            copies.append(&copy);
    return copies;
}

ErrorMachineFacts::Copies ErrorMachineFacts::copiesOfMajor(int major) const
{
    Copies copies;
    for (const CudnnCopy &copy : m_report.cudnnCopies)
        if (major > 0 && (copy.libraryMajor() == major || (copy.libraryMajor() == 0 && copy.bestVersion().major() == major)))
            copies.append(&copy);
    return copies;
}

ErrorMachineFacts::Copies ErrorMachineFacts::copiesAtLeast(const Version &minimum) const
{
    Copies copies;
    if (!minimum.isValid())
        return copies;
    for (const CudnnCopy *copy : copiesOfMajor(minimum.major()))
        if (copy->bestVersion().isValid() && copy->bestVersion().truncated(3) >= minimum.truncated(3))
            copies.append(copy);
    return copies;
}

QList<int> ErrorMachineFacts::majors() const
{
    QList<int> majors;
    for (const CudnnCopy &copy : m_report.cudnnCopies) {
        const int major = copy.libraryMajor() > 0 ? copy.libraryMajor() : copy.bestVersion().major();
        if (major > 0 && !majors.contains(major))
            majors.append(major);
    }
    std::sort(majors.begin(), majors.end());
    return majors;
}

bool ErrorMachineFacts::onSearchVariable(const CudnnCopy &copy) const
{
    return copy.foundVia.contains(searchVariable());
}

const CudnnCopy *ErrorMachineFacts::firstOnSearchVariable(const Copies &copies) const
{
    for (const CudnnCopy *copy : copies)
        if (onSearchVariable(*copy))
            return copy;
    return nullptr;
}

QString ErrorMachineFacts::folders(const Copies &copies) const
{
    QStringList shownFolders;
    for (const CudnnCopy *copy : copies)
        shownFolders.append(shown(copy->libraryDir));
    return shownFolders.join(QStringLiteral(", "));
}

bool ErrorMachineFacts::isPythonPackage(const CudnnCopy &copy)
{
    return copy.kind == CudnnCopy::Kind::PythonWheel || copy.kind == CudnnCopy::Kind::Conda;
}

std::optional<LoaderPick> ErrorMachineFacts::pick(int major) const
{
    if (major <= 0)
        return std::nullopt;
    return LoaderOrder::pick(m_folders, major, m_report.cudnnCopies, windows());
}

QString ErrorMachineFacts::copyFact(const CudnnCopy &copy) const
{
    const QString via = copy.foundVia.isEmpty() ? QStringLiteral("-") : copy.foundVia.join(QStringLiteral(", "));
    return tr("cuDNN %1 in %2 (%3; found via %4)")
        .arg(copy.bestVersion().toStringOrUnknown(), shown(copy.libraryDir), ReportText::copyKindText(copy.kind), via);
}

QStringList ErrorMachineFacts::copyFacts(const Copies &copies) const
{
    QStringList facts;
    for (const CudnnCopy *copy : copies)
        facts.append(copyFact(*copy));
    return facts;
}

QStringList ErrorMachineFacts::cudnnOverview() const
{
    QStringList facts;
    for (const CudnnCopy &copy : m_report.cudnnCopies)
        facts.append(copyFact(copy));
    for (int major : majors())
        if (const std::optional<LoaderPick> found = pick(major))
            facts.append(pickFact(*found));
    if (m_report.cudnnCopies.isEmpty())
        facts.append(noCudnnFact());
    return facts;
}

QString ErrorMachineFacts::pickFact(const LoaderPick &pick) const
{
    return tr("A program asking for %1 gets %2 (cuDNN %3, via %4)")
        .arg(pick.name, shown(pick.file), pick.version.toStringOrUnknown(), pick.via);
}

QString ErrorMachineFacts::noPickFact(int major) const
{
    return tr("No folder the loader searches holds %1").arg(LoaderOrder::libraryName(major, windows()));
}

QString ErrorMachineFacts::searchVariableFact() const
{
    const QString value = m_paths.environment().value(searchVariable());
    if (value.isEmpty())
        return tr("%1 is not set").arg(searchVariable());
    return tr("%1 is %2").arg(searchVariable(), value);
}

QStringList ErrorMachineFacts::toolkitFacts() const
{
    QStringList facts;
    for (const ToolkitInstall &toolkit : m_report.toolkits)
        facts.append(tr("CUDA Toolkit %1 in %2").arg(toolkit.version.toStringOrUnknown(), shown(toolkit.root)));
    if (facts.isEmpty())
        facts.append(tr("The scan found no CUDA Toolkit on this computer"));
    return facts;
}

QString ErrorMachineFacts::noCudnnFact() const
{
    return tr("The scan found no cuDNN on this computer");
}

QStringList ErrorMachineFacts::driverAndGpuFacts() const
{
    QStringList facts{CompatText::driverEvidence(m_report.driver)};
    for (const GpuInfo &gpu : m_report.gpus)
        facts.append(CompatText::gpuEvidence(gpu));
    return facts;
}

QList<int> ErrorMachineFacts::cudaMajors() const
{
    QList<int> majors;
    for (const ToolkitInstall &toolkit : m_report.toolkits)
        if (toolkit.version.isValid() && !majors.contains(toolkit.version.major()))
            majors.append(toolkit.version.major());
    std::sort(majors.begin(), majors.end());
    return majors;
}

bool ErrorMachineFacts::wsl() const
{
    return !windows() && WslRules::isWsl(m_paths);
}

} // namespace cudnnsetup
