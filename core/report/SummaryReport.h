// SummaryReport: one run of the wizard as the text a user saves or sends when asking for help,
// and as JSON: the scan of the machine, the repair mode's diagnosis and fixes, the install, the
// verification and the benchmark, each only when it happened. The Finish page's one line per step comes from here too, so the page
// and the saved report never disagree. No widgets: the CLI can write the same report.
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/install/InstallPlan.h"
#include "core/install/Transaction.h"
#include "core/model/SystemReport.h"
#include "core/verify/BenchmarkResult.h"
#include "core/verify/VerifyResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cudnnsetup {

class SummaryReport
{
    Q_DECLARE_TR_FUNCTIONS(SummaryReport)

public:
    static constexpr int kSchemaVersion = 1;

    QDateTime created = QDateTime::currentDateTime();
    std::optional<SystemReport> system;
    std::optional<InstallPlan> installPlan;
    std::optional<TransactionOutcome> installOutcome;   // without a plan it is not reported
    std::optional<VerifyResult> verify;
    std::optional<BenchmarkResult> benchmark;
    std::optional<DoctorReport> doctor;   // the latest diagnosis of repair mode
    QStringList repairsDone;              // translated: what repair mode fixed (or undid) in this run

    QString toText() const;
    QJsonObject toJson() const;

    // One sentence per step, for the summary at the top of the report and the Finish page.
    static QString installLine(const std::optional<InstallPlan> &plan, const std::optional<TransactionOutcome> &outcome);
    static QString verifyLine(const std::optional<VerifyResult> &result);
    static QString benchmarkLine(const std::optional<BenchmarkResult> &result);
    static QString repairLine(const std::optional<DoctorReport> &report, const QStringList &repairsDone);
    // The deep-learning frameworks of the scan: how many, how many with a problem (each one's
    // details are in the scan's "Frameworks on this computer", ReportText::frameworkLines).
    static QString frameworksLine(const SystemReport &system);

    // "works", "ready-no-gpu", "broken", "not-checked": the JSON's name for a verdict.
    static QString verdictKey(VerifyResult::Verdict verdict);
};

} // namespace cudnnsetup
