#include "core/provision/ProvisionOutcome.h"

#include "core/doctor/rules/DoctorText.h"
#include "core/install/InstallLayout.h"
#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "core/verify/VerifyExplanations.h"

#include "core/platform/HostPlatform.h"

#include <QHostInfo>
#include <QJsonArray>
#include <QSysInfo>

namespace cudnnsetup {

namespace {

QJsonValue orNull(const QJsonObject &object)
{
    return object.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(object);
}

QJsonObject archiveJson(const ProvisionArchive &archive)
{
    return {
        {QStringLiteral("file"), archive.path},
        {QStringLiteral("sha256"), QString::fromLatin1(archive.target.sha256)},
        {QStringLiteral("release"), archive.target.cudnnVersion.toString()},
        {QStringLiteral("cudaMajor"), archive.target.cudaMajor},
        {QStringLiteral("platform"), archive.target.platform},
        {QStringLiteral("from"), archive.from},
        {QStringLiteral("downloaded"), archive.downloaded},
        // "given": a local archive, whose SHA-256 is only what this run read from it.
        {QStringLiteral("checksumFrom"), archive.from == archive.path && !archive.path.isEmpty() ? QStringLiteral("given")
                                         : archive.target.checksumFromMirrorOnly            ? QStringLiteral("mirror")
                                                                                             : QStringLiteral("nvidia")},
    };
}

QJsonObject installedJson(const InstallPlan &plan)
{
    return {
        {QStringLiteral("release"), plan.version},
        {QStringLiteral("cudaMajor"), plan.cudaMajor},
        {QStringLiteral("layout"), InstallLayoutRules::layoutKey(plan.layout)},
        {QStringLiteral("scope"), plan.scope == InstallScope::System ? QStringLiteral("system") : QStringLiteral("user")},
        {QStringLiteral("root"), plan.targetRoot},
        {QStringLiteral("libraryFolder"), plan.libraryFolder},
        {QStringLiteral("includeFolder"), plan.includeFolder},
        {QStringLiteral("record"), plan.id},
        {QStringLiteral("filesWritten"), int(plan.files.size())},
        {QStringLiteral("filesRemoved"), int(plan.removals.size())},
    };
}

} // namespace

QString ProvisionOutcome::resultKey(ProvisionResult result)
{
    switch (result) {
    case ProvisionResult::Installed: return QStringLiteral("installed");
    case ProvisionResult::AlreadyDone: return QStringLiteral("already-done");
    case ProvisionResult::DryRun: return QStringLiteral("dry-run");
    case ProvisionResult::Failed: return QStringLiteral("failed");
    case ProvisionResult::Invalid: return QStringLiteral("invalid");
    case ProvisionResult::CannotRun: return QStringLiteral("cannot-run");
    case ProvisionResult::VerificationFailed: return QStringLiteral("verification-failed");
    }
    return QStringLiteral("failed");
}

int ProvisionOutcome::exitCode() const
{
    switch (result) {
    case ProvisionResult::Installed:
        return windows && restartNeeded ? ExitCode::ProvisionDoneRestartNeeded : ExitCode::ProvisionDone;
    case ProvisionResult::AlreadyDone:
    case ProvisionResult::DryRun: return ExitCode::ProvisionDone;
    case ProvisionResult::Failed: return ExitCode::ProvisionFailed;
    case ProvisionResult::Invalid: return ExitCode::ProvisionInvalid;
    case ProvisionResult::CannotRun: return ExitCode::ProvisionCannotRun;
    case ProvisionResult::VerificationFailed: return ExitCode::ProvisionVerificationFailed;
    }
    return ExitCode::ProvisionFailed;
}

QJsonObject ProvisionOutcome::toJson() const
{
    const std::optional<SystemReport> &system = summary.system;
    QJsonArray gpus;
    QJsonValue driver = QJsonValue::Null;
    QJsonValue toolkitJson = QJsonValue::Null;
    if (system) {
        for (const GpuInfo &gpu : system->gpus)
            gpus.append(gpu.name);
        if (system->driver.version.isValid())
            driver = system->driver.version.toString();
    }
    if (!toolkit.root.isEmpty())
        toolkitJson = QJsonObject{{QStringLiteral("root"), toolkit.root}, {QStringLiteral("version"), toolkit.version.toString()}};
    // An install that happened, or a copy already in the desired state, is "installed" there.
    const bool installedThere = summary.installPlan
        && (result == ProvisionResult::Installed || result == ProvisionResult::AlreadyDone
            || result == ProvisionResult::VerificationFailed);
    QJsonValue verification = QJsonValue::Null;
    if (summary.verify)
        verification = QJsonObject{{QStringLiteral("verdict"), SummaryReport::verdictKey(summary.verify->verdict())},
                                   {QStringLiteral("result"), VerifyExplanations::resultLine(*summary.verify)}};
    QJsonArray findings;
    if (summary.doctor)
        for (const Finding &finding : summary.doctor->findings)
            findings.append(QJsonObject{{QStringLiteral("code"), finding.code},
                                        {QStringLiteral("severity"), Verdict::severityKey(finding.severity)},
                                        {QStringLiteral("title"), finding.title}});

    QJsonObject json{
        {QStringLiteral("schema"), QStringLiteral("cudnn-setup-provision/1")},
        {QStringLiteral("appVersion"), QStringLiteral(CUDNN_SETUP_VERSION)},
        {QStringLiteral("result"), resultKey(result)},
        {QStringLiteral("exitCode"), exitCode()},
        {QStringLiteral("message"), message},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)},
        {QStringLiteral("restartNeeded"), restartNeeded},
        {QStringLiteral("dryRun"), dryRun},
        {QStringLiteral("startedAt"), startedAt.toString(Qt::ISODate)},
        {QStringLiteral("durationSeconds"), double(durationMs) / 1000.0},
        {QStringLiteral("machine"),
         QJsonObject{{QStringLiteral("hostName"), QHostInfo::localHostName()},
                     {QStringLiteral("platform"), system ? system->platform : HostPlatform::current().redistKey()},
                     {QStringLiteral("os"), QSysInfo::prettyProductName()}}},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("driver"), driver},
        {QStringLiteral("toolkit"), toolkitJson},
        {QStringLiteral("archive"), archive ? QJsonValue(archiveJson(*archive)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("installed"), installedThere ? QJsonValue(installedJson(*summary.installPlan)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("plan"), dryRun && summary.installPlan ? QJsonValue(summary.installPlan->toJson()) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("verification"), verification},
        {QStringLiteral("benchmark"), summary.benchmark ? QJsonValue(summary.benchmark->toJson()) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("findings"), findings},
        {QStringLiteral("log"), logFile},
        {QStringLiteral("details"), orNull(summary.toJson())},
    };
    return json;
}

QString ProvisionOutcome::toText() const
{
    QStringList lines{message};
    for (const QString &reason : reasons)
        lines.append(QStringLiteral("  - ") + reason);
    if (dryRun && summary.installPlan && result != ProvisionResult::AlreadyDone)
        lines.append(PlanText::render(*summary.installPlan, true).trimmed());
    for (const QString &step : dryRunPlan)
        lines.append(QStringLiteral("  - ") + step);
    if (summary.verify)
        lines.append(tr("Verification: %1").arg(VerifyExplanations::resultLine(*summary.verify)));
    if (summary.benchmark)
        lines.append(SummaryReport::benchmarkLine(summary.benchmark));
    if (summary.doctor && !summary.doctor->findings.isEmpty()) {
        lines.append(tr("Findings after the run:"));
        for (const Finding &finding : summary.doctor->findings)
            lines.append(QStringLiteral("  [%1] %2 (%3)").arg(DoctorText::severityText(finding.severity), finding.title, finding.code));
    }
    if (restartNeeded)
        lines.append(tr("Restart the computer so that services and signed-in users see the new environment."));
    if (!logFile.isEmpty())
        lines.append(tr("Log: %1").arg(shownPath(logFile)));
    return lines.join(u'\n') + u'\n';
}

} // namespace cudnnsetup
