#include "core/doctor/rules/DoctorText.h"

#include "core/model/ShownPath.h"

#include <algorithm>

namespace cudnnsetup {

namespace {

void heading(QString &out, const QString &title)
{
    out += title + u'\n' + QString(title.size(), u'=') + u'\n';
}

QString versionText(const Version &version)
{
    return version.isValid() ? version.toString() : DoctorText::tr("version unknown");
}

} // namespace

QString DoctorText::severityText(Verdict::Severity severity)
{
    switch (severity) {
    case Verdict::Severity::Ok: return tr("OK");
    case Verdict::Severity::Info: return tr("Info");
    case Verdict::Severity::Warning: return tr("Warning");
    case Verdict::Severity::Error: return tr("Error");
    }
    return {};
}

QString DoctorText::render(const DoctorReport &report)
{
    QString out;
    out += tr("cuDNN Setup Wizard — doctor") + u'\n';
    if (!report.sysroot.isEmpty())
        out += tr("Checked the tree at %1 (%2)").arg(shownPath(report.sysroot), report.platform) + u'\n';
    out += u'\n';
    if (!report.couldNotCheck.isEmpty()) {
        out += tr("Could not check: %1").arg(report.couldNotCheck) + u'\n';
        return out;
    }

    heading(out, tr("What was examined"));
    if (report.toolkits.isEmpty())
        out += tr("No CUDA Toolkit") + u'\n';
    for (const ToolkitInstall &toolkit : report.toolkits)
        out += tr("CUDA %1 at %2").arg(versionText(toolkit.version), shownPath(toolkit.root))
               + (toolkit.isDefault ? tr(" [default]") : QString()) + u'\n';
    if (report.cudnnCopies.isEmpty())
        out += tr("No cuDNN") + u'\n';
    for (const CudnnCopy &copy : report.cudnnCopies)
        out += tr("cuDNN %1 in %2").arg(versionText(copy.bestVersion()), shownPath(copy.libraryDir)) + u'\n';
    for (const LoaderPick &pick : report.loaderPicks)
        out += tr("A program loading %1 gets %2 (cuDNN %3)").arg(pick.name, shownPath(pick.file), versionText(pick.version)) + u'\n';
    out += u'\n';

    heading(out, tr("Findings"));
    if (report.findings.isEmpty())
        out += tr("Nothing wrong was found in what the doctor checked (the installation, the driver and GPU, "
                  "environment variables and shell profiles, broken or mixed copies, links and the loader cache, "
                  "the search order, dependencies).") + u'\n';
    for (const Finding &finding : report.findings) {
        out += QStringLiteral("[%1] %2  (%3)\n").arg(severityText(finding.severity), finding.title, finding.code);
        out += QStringLiteral("  ") + finding.explanation + u'\n';
        for (const QString &fact : finding.evidence)
            out += QStringLiteral("  - ") + fact + u'\n';
        if (!finding.manualStep.isEmpty())
            out += QStringLiteral("  ") + tr("What to do: %1").arg(finding.manualStep) + u'\n';
        if (finding.fix.available())
            out += QStringLiteral("  ")
                   + (finding.fix.safe ? tr("Automatic fix (safe): %1 Run: cudnn-setup doctor --fix %2 (or --fix-safe)")
                                       : tr("Automatic fix: %1 Run: cudnn-setup doctor --fix %2"))
                         .arg(finding.fix.description, finding.code)
                   + u'\n';
        out += u'\n';
    }
    const auto problems = std::count_if(report.findings.cbegin(), report.findings.cend(), [](const Finding &f) { return f.isProblem(); });
    out += report.healthy() ? tr("Healthy: no problems found.") : tr("%n problem(s) found.", nullptr, int(problems));
    out += u'\n';
    return out;
}

} // namespace cudnnsetup
