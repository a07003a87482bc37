#include "core/install/InstallDecision.h"

namespace cudnnsetup {

QString InstallDecision::resultKey() const
{
    switch (kind) {
    case Kind::Blocked:
        return QStringLiteral("blocked");
    case Kind::AlreadyInPlace:
        return QStringLiteral("already-installed");
    case Kind::DryRun:
        return QStringLiteral("dry-run");
    case Kind::NeedsElevation:
        return QStringLiteral("needs-administrator");
    case Kind::Ready:
        return QStringLiteral("ready");
    case Kind::Done:
        return QStringLiteral("installed");
    case Kind::RolledBack:
        return QStringLiteral("rolled-back");
    case Kind::Failed:
        return QStringLiteral("failed");
    case Kind::Interrupted:
    case Kind::NotUnpacked:
        break;
    }
    return {};
}

InstallDecision InstallDecision::ended(const InstallPlan &plan, const TransactionOutcome &outcome)
{
    InstallDecision decision;
    decision.kind = outcome.ok ? Kind::Done : outcome.rolledBack ? Kind::RolledBack : Kind::Failed;
    decision.plan = plan;
    decision.outcome = outcome;
    return decision;
}

} // namespace cudnnsetup
