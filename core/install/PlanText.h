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
    // One sentence on how an install that did not complete ended: cancelled or failed, and
    // whether everything it changed was undone.
    static QString failureHeadline(const TransactionOutcome &outcome);
    // What an administrator's approval is for, in a few lines: the release and where it goes for
    // all users, how many files, and each variable or loader setting it changes. The wizard shows
    // it before UAC's prompt, which names only the program (pkexec's names the target and release).
    static QString elevationSummary(const InstallPlan &plan);
};

} // namespace cudnnsetup
