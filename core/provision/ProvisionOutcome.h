// ProvisionOutcome: what one unattended run did, as fleet tools collect it — the result and
// its exit code (docs/provision.md), why it stopped where it did, the machine, the archive, the
// install, the verification and the diagnosis — as the JSON report (cudnn-setup-provision/1)
// and as the text the command prints.
#pragma once

#include "core/install/InstallLayout.h"
#include "core/model/ArchiveTarget.h"
#include "core/model/ExitCodes.h"
#include "core/provision/ProvisionChoices.h"
#include "core/report/SummaryReport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace cudnnsetup {

enum class ProvisionResult {
    Installed,           // the install ran and, when asked, verified
    AlreadyDone,         // the machine was already in the desired state: nothing changed
    DryRun,              // the plan was worked out and printed; nothing changed
    Failed,              // the download or the install did not complete; what changed was undone
    Invalid,             // the answers are wrong or the licence was not accepted; nothing was done
    CannotRun,           // this machine cannot take the install (reasons say why); nothing was done
    VerificationFailed,  // installed, but the copy does not verify
};

struct ProvisionArchive
{
    ArchiveTarget target;    // release, CUDA major, platform, file name, checksum when known
    QString path;            // on this machine; empty when it was not fetched (a dry run)
    QString from;            // the URL or folder it came from, or the archive given
    bool downloaded = false; // fetched by this run (not reused from the cache or given)
};

struct ProvisionOutcome
{
    Q_DECLARE_TR_FUNCTIONS(ProvisionOutcome)

public:
    ProvisionResult result = ProvisionResult::Failed;
    QString message;               // translated: one sentence saying what happened
    QStringList reasons;           // translated: why it did not get to Installed
    bool restartNeeded = false;    // Windows: a system-wide environment change was made
    bool windows = false;          // the machine's platform (for the exit code)
    bool dryRun = false;
    QStringList dryRunPlan;        // translated lines of the plan, for a dry run without the archive

    QDateTime startedAt = QDateTime::currentDateTimeUtc();
    qint64 durationMs = 0;
    ProvisionChoices choices;      // the answers in effect (file and flags together)
    ToolkitTarget toolkit;         // the CUDA Toolkit installed into or built for; empty root when none
    std::optional<ProvisionArchive> archive;
    SummaryReport summary;         // the scan, the plan and its outcome, verification, benchmark, diagnosis
    QString logFile;

    int exitCode() const;
    QJsonObject toJson() const;
    QString toText() const;

    static QString resultKey(ProvisionResult result);
};

} // namespace cudnnsetup
