// InstallDecision: what the install workflow decided, or how it ended — the one result every
// front end (the CLI `install`, `provision`, the wizard's Install page) only presents. Each kind
// carries what its presentation needs: the plan from Blocked on, the extraction's reason when
// the archive could not be unpacked, the record that an interrupted install left, the ways on
// when administrator rights are missing, and the transaction's outcome once it ran.
#pragma once

#include "core/archive/ArchiveExtractor.h"
#include "core/install/InstallPlan.h"
#include "core/install/InstallRecords.h"
#include "core/install/Transaction.h"

#include <QStringList>

#include <optional>

namespace cudnnsetup {

// When the plan needs rights this account does not have: the exact plan for the administrator's
// half (`cudnn-setup apply --plan FILE`, written only when asked for and only for a plan for all
// users), and the same steps as commands to type by hand.
struct ElevationWays
{
    QString planFile;
    QString planFileError;
    QStringList manualCommands;
    // Why the administrator's `apply` would refuse this plan (ElevatedPlanRules, checked before
    // anyone is asked for a password); empty when it would take it. A refused plan is not
    // written and not offered for the password prompt.
    QString refusal;
};

struct InstallDecision
{
    enum class Kind {
        Interrupted,     // an earlier install stopped part-way: it is resumed or undone first
        NotUnpacked,     // the archive could not be unpacked (extraction says why)
        Blocked,         // the plan cannot go ahead (plan->blockers say why)
        AlreadyInPlace,  // the copy is installed exactly as the archive has it
        DryRun,          // asked only for the plan
        NeedsElevation,  // the plan writes where this account may not (elevation says how on)
        Ready,           // the plan can be applied now
        Done,            // applied
        Failed,          // not applied; outcome (or error, when it could not start) says why
        RolledBack,      // failed part-way, and everything it changed was undone
    };

    Kind kind = Kind::NotUnpacked;
    std::optional<InstallRecord> interrupted;
    ExtractionResult extraction;
    std::optional<InstallPlan> plan;
    std::optional<ElevationWays> elevation;
    std::optional<TransactionOutcome> outcome;
    QString error;   // a transaction that could not even start
    QString layoutReason;   // why this layout, when the workflow chose it (InstallSpec::layout left Auto)

    // The stable key of the kind in `install --json` ("result"; docs/install.md).
    QString resultKey() const;
    // How a transaction ended applying `plan`: Done, Failed or RolledBack, with its outcome.
    static InstallDecision ended(const InstallPlan &plan, const TransactionOutcome &outcome);
    bool succeeded() const { return kind == Kind::Done || kind == Kind::AlreadyInPlace; }
};

} // namespace cudnnsetup
