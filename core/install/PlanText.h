// PlanText: an InstallPlan and a TransactionOutcome in plain translated words, for the CLI, the
// log and the wizard's "Copy details". One renderer so the three never disagree.
#pragma once

#include "core/install/InstallPlan.h"
#include "core/install/Transaction.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)

public:
    // `listFiles`: every file on its own line (dry runs, details); otherwise counts only.
    static QString render(const InstallPlan &plan, bool listFiles);
    static QString outcome(const TransactionOutcome &outcome);
};

} // namespace cudnnsetup
