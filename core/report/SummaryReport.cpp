#include "core/report/SummaryReport.h"

#include "core/doctor/rules/DoctorText.h"
#include "core/install/InstallLayout.h"
#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "core/probe/ReportText.h"
#include "core/verify/BenchmarkText.h"
#include "core/verify/VerifyExplanations.h"

#include <QJsonArray>
#include <QLocale>

namespace cudnnsetup {

namespace {

// A section title underlined to its width, as in ReportText (CJK characters take two columns
// in a terminal and in a monospaced editor).
void appendHeading(QStringList &out, const QString &text)
{
    out.append(QString());
    out.append(text);
    qsizetype columns = 0;
    for (const QChar c : text)
        columns += c.unicode() >= 0x2E80 ? 2 : 1;
    out.append(QString(columns, u'='));
}

// The renderers end their text with a newline; the report adds its own between sections.
QString withoutTrailingNewlines(QString text)
{
    while (text.endsWith(u'\n'))
        text.chop(1);
    return text;
}

QJsonObject outcomeJson(const TransactionOutcome &outcome)
{
    return QJsonObject{
        {QStringLiteral("ok"), outcome.ok},
        {QStringLiteral("rolledBack"), outcome.rolledBack},
        {QStringLiteral("cancelled"), outcome.cancelled},
        {QStringLiteral("error"), outcome.error},
        {QStringLiteral("problems"), QJsonArray::fromStringList(outcome.problems)},
        {QStringLiteral("kept"), QJsonArray::fromStringList(outcome.kept)},
    };
}

} // namespace

QString SummaryReport::verdictKey(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Works: return QStringLiteral("works");
    case VerifyResult::Verdict::ReadyNoGpu: return QStringLiteral("ready-no-gpu");
    case VerifyResult::Verdict::Broken: return QStringLiteral("broken");
    case VerifyResult::Verdict::NotChecked: return QStringLiteral("not-checked");
    }
    return QStringLiteral("not-checked");
}

QString SummaryReport::installLine(const std::optional<InstallPlan> &plan, const std::optional<TransactionOutcome> &outcome)
{
    if (!plan || !outcome)
        return tr("Nothing was installed in this session.");
    const QString where = shownPath(plan->libraryFolder.isEmpty() ? plan->targetRoot : plan->libraryFolder);
    if (outcome->ok && plan->isNoOp())
        return tr("cuDNN %1 was already installed in %2; nothing needed to change.").arg(plan->version, where);
    if (outcome->ok) {
        const QString scope = plan->scope == InstallScope::System ? tr("for all users") : tr("for this user");
        const QString installed = tr("Installed %1 (%2, %3). The libraries are in %4.")
                                      .arg(plan->title(), InstallLayoutRules::describe(plan->layout), scope, where);
        if (!plan->bringsCuda())
            return installed;
        return installed + u' ' + tr("The CUDA pieces installed with it: %1.").arg(plan->cudaComponents.join(QStringLiteral(", ")));
    }
    if (outcome->cancelled)
        return tr("The install of cuDNN %1 was cancelled, and what it had done was undone.").arg(plan->version);
    if (outcome->rolledBack)
        return tr("The install of cuDNN %1 failed and was undone: %2").arg(plan->version, outcome->error);
    return tr("The install of cuDNN %1 failed: %2").arg(plan->version, outcome->error);
}

QString SummaryReport::verifyLine(const std::optional<VerifyResult> &result)
{
    return result ? VerifyExplanations::resultLine(*result) : tr("cuDNN was not checked in this session.");
}

QString SummaryReport::benchmarkLine(const std::optional<BenchmarkResult> &result)
{
    if (!result)
        return tr("The benchmark was not run.");
    const QStringList speedups = BenchmarkText::speedups(*result);
    if (!speedups.isEmpty())
        return speedups.first();
    for (const BenchmarkRow &row : result->rows) {
        if (!row.hasTime())
            continue;
        const QString time = tr("%1 took %2 ms per run of %3.")
                                 .arg(BenchmarkText::rowName(row), QLocale().toString(row.medianMs, 'g', 3),
                                      BenchmarkText::layerName(result->layer));
        return result->hasGpuRows() ? time : time + u' ' + tr("There was no GPU to compare it with.");
    }
    return tr("The benchmark ran, but no row produced a time.");
}

QString SummaryReport::repairLine(const std::optional<DoctorReport> &report, const QStringList &repairsDone)
{
    QString line;
    if (!report)
        line = tr("not diagnosed");
    else if (!report->couldNotCheck.isEmpty())
        line = tr("could not check: %1").arg(report->couldNotCheck);
    else if (report->healthy())
        line = tr("no problems found");
    else {
        int problems = 0;
        for (const Finding &finding : report->findings)
            problems += finding.isProblem() ? 1 : 0;
        line = tr("%n problem(s) found", nullptr, problems);
    }
    if (!repairsDone.isEmpty())
        line += tr("; %n change(s) made", nullptr, int(repairsDone.size()));
    return line;
}

QString SummaryReport::frameworksLine(const SystemReport &system)
{
    if (system.frameworks.isEmpty())
        return ReportText::noFrameworksText();
    int withProblems = 0;
    for (const FrameworkInstall &framework : system.frameworks)
        withProblems += framework.fit >= Verdict::Severity::Warning ? 1 : 0;
    const QString found = tr("%n found", nullptr, int(system.frameworks.size()));
    return withProblems == 0 ? tr("%1, none with a problem").arg(found)
                             : tr("%1, %2 with a problem").arg(found).arg(withProblems);
}

QString SummaryReport::toText() const
{
    QStringList out;
    out.append(tr("cuDNN Setup Wizard %1 — summary").arg(QStringLiteral(CUDNN_SETUP_VERSION)));
    out.append(tr("Written: %1").arg(QLocale().toString(created, QLocale::LongFormat)));

    appendHeading(out, tr("What happened"));
    out.append(tr("Install: %1").arg(installLine(installPlan, installOutcome)));
    out.append(tr("Check: %1").arg(verifyLine(verify)));
    out.append(tr("Benchmark: %1").arg(benchmarkLine(benchmark)));
    if (doctor || !repairsDone.isEmpty())
        out.append(tr("Repair: %1").arg(repairLine(doctor, repairsDone)));
    if (system) {
        out.append(tr("Frameworks: %1").arg(frameworksLine(*system)));
        for (const FrameworkInstall &framework : system->frameworks)
            out.append(QStringLiteral("  - ") + ReportText::frameworkFitText(framework));
    }

    // Then each step in the order it happened, the scan of the machine first (it has its own
    // title line and headings).
    if (system) {
        out.append(QString());
        out.append(withoutTrailingNewlines(ReportText::render(*system)));
    }
    if (doctor || !repairsDone.isEmpty()) {
        appendHeading(out, tr("Repair"));
        for (const QString &done : repairsDone)
            out.append(tr("Done: %1").arg(done));
        if (doctor)
            out.append(withoutTrailingNewlines(DoctorText::render(*doctor)));
    }
    if (installPlan && installOutcome) {
        appendHeading(out, tr("Install"));
        out.append(withoutTrailingNewlines(PlanText::render(*installPlan, false)));
        const QString outcome = withoutTrailingNewlines(PlanText::outcome(*installOutcome));
        if (!outcome.isEmpty())
            out.append(outcome);
    }
    if (verify) {
        appendHeading(out, tr("Verification"));
        out.append(withoutTrailingNewlines(VerifyExplanations::render(*verify)));
    }
    if (benchmark) {
        appendHeading(out, tr("Benchmark"));
        out.append(withoutTrailingNewlines(BenchmarkText::render(*benchmark)));
    }
    return out.join(u'\n') + u'\n';
}

QJsonObject SummaryReport::toJson() const
{
    QJsonObject json{
        {QStringLiteral("report"), QStringLiteral("cudnn-setup-summary")},
        {QStringLiteral("schema"), kSchemaVersion},
        {QStringLiteral("appVersion"), QStringLiteral(CUDNN_SETUP_VERSION)},
        {QStringLiteral("created"), created.toString(Qt::ISODate)},
    };
    if (system)
        json.insert(QStringLiteral("system"), system->toJson());
    if (installPlan && installOutcome)
        json.insert(QStringLiteral("install"), QJsonObject{{QStringLiteral("plan"), installPlan->summaryJson()},
                                                           {QStringLiteral("outcome"), outcomeJson(*installOutcome)}});
    if (verify) {
        QJsonObject section{{QStringLiteral("verdict"), verdictKey(verify->verdict())},
                            {QStringLiteral("resultLine"), VerifyExplanations::resultLine(*verify)},
                            {QStringLiteral("cudnnDir"), verify->cudnnDir}};
        if (verify->ran)
            section.insert(QStringLiteral("probe"), verify->raw);
        else
            section.insert(QStringLiteral("failure"), verify->failure);
        json.insert(QStringLiteral("verify"), section);
    }
    if (benchmark)
        json.insert(QStringLiteral("benchmark"), benchmark->toJson());
    if (doctor || !repairsDone.isEmpty()) {
        QJsonObject section{{QStringLiteral("done"), QJsonArray::fromStringList(repairsDone)}};
        if (doctor)
            section.insert(QStringLiteral("diagnosis"), doctor->toJson());
        json.insert(QStringLiteral("repair"), section);
    }
    return json;
}

} // namespace cudnnsetup
