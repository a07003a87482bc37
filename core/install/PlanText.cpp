#include "core/install/PlanText.h"

#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"

namespace cudnnsetup {

QString PlanText::render(const InstallPlan &plan, bool listFiles)
{
    QStringList lines;
    const QString scope = plan.scope == InstallScope::System ? tr("for all users") : tr("for this user");
    lines.append(tr("%1 (%2, %3)").arg(plan.title(), InstallLayoutRules::describe(plan.layout), scope));
    int replacing = 0;
    QString replacedVersion;
    for (const PlannedFile &file : plan.files)
        if (file.existing.exists()) {
            ++replacing;
            if (replacedVersion.isEmpty())
                replacedVersion = file.existingVersion;
        }
    const int added = int(plan.files.size()) - replacing;
    if (replacedVersion.isEmpty())
        lines.append(tr("Files to write: %1 (%2 new, %3 replacing existing files)").arg(plan.files.size()).arg(added).arg(replacing));
    else
        lines.append(tr("Files to write: %1 (%2 new, %3 replacing cuDNN %4)").arg(plan.files.size()).arg(added).arg(replacing)
                         .arg(replacedVersion));
    if (listFiles)
        for (const PlannedFile &file : plan.files)
            lines.append((file.existing.exists() ? QStringLiteral("  ~ ") : QStringLiteral("  + "))
                         + shownPath(file.destination));
    if (plan.unchangedFiles > 0)
        lines.append(tr("Already in place and identical: %n file(s)", nullptr, plan.unchangedFiles));
    if (!plan.removals.isEmpty()) {
        lines.append(tr("Files of the older copy to remove, so no sub-libraries of two releases mix: %1").arg(plan.removals.size()));
        for (const PlannedRemoval &removal : plan.removals)
            lines.append(QStringLiteral("  - %1").arg(shownPath(removal.path)));
    }
    if (!plan.directories.isEmpty() && listFiles) {
        lines.append(tr("Folders to create:"));
        for (const QString &folder : plan.directories)
            lines.append(QStringLiteral("  %1").arg(shownPath(folder)));
    }
    if (!plan.environmentChanges.isEmpty()) {
        lines.append(tr("Environment:"));
        for (const EnvironmentChange &change : plan.environmentChanges)
            lines.append(tr("  %1: \"%2\" → \"%3\" (in %4)").arg(change.variable, change.before, change.after,
                                                                   shownPath(change.where)));
    } else if (plan.environmentEdits.isEmpty()) {
        lines.append(tr("Environment: no change needed."));
    }
    if (!plan.activationScript.isEmpty())
        lines.append(tr("Activation script (source it for your own programs): %1").arg(shownPath(plan.activationScript)));
    if (!plan.avoidedFrameworkChanges.isEmpty()) {
        lines.append(tr("Kept off every program's library path, because there it would change what these frameworks load "
                        "(--library-path everywhere does it anyway):"));
        for (const FrameworkChange &change : plan.avoidedFrameworkChanges)
            lines.append(QStringLiteral("  - %1").arg(change.text));
    }
    if (!plan.frameworkChanges.isEmpty()) {
        lines.append(tr("Frameworks this install changes:"));
        for (const FrameworkChange &change : plan.frameworkChanges)
            lines.append(QStringLiteral("  - %1").arg(change.text));
    }
    if (plan.bytesAvailable >= 0)
        lines.append(tr("Disk space: %1 to install, %2 available").arg(dataSizeText(plan.bytesNeeded), dataSizeText(plan.bytesAvailable)));
    if (plan.needsElevation)
        lines.append(tr("Administrator rights are needed to write in: %1").arg(plan.notWritable.join(QStringLiteral(", "))));
    for (const QString &note : plan.notes)
        lines.append(tr("Note: %1").arg(note));
    for (const QString &blocker : plan.blockers)
        lines.append(tr("Cannot install: %1").arg(blocker));
    return lines.join(u'\n') + u'\n';
}

QString PlanText::outcome(const TransactionOutcome &outcome)
{
    QStringList lines;
    if (!outcome.error.isEmpty())
        lines.append(outcome.error);
    for (const QString &problem : outcome.problems)
        lines.append(tr("Left alone: %1").arg(problem));
    for (const QString &kept : outcome.kept)
        lines.append(tr("Kept: %1").arg(kept));
    return lines.isEmpty() ? QString() : lines.join(u'\n') + u'\n';
}

QString PlanText::elevationSummary(const InstallPlan &plan)
{
    QStringList lines{tr("For all users of this computer: %1.").arg(plan.title()),
                      tr("%n file(s) go into %1.", nullptr, int(plan.files.size())).arg(shownPath(plan.targetRoot))};
    for (const EnvironmentChange &change : plan.environmentChanges)
        lines.append(tr("%1 becomes %2 (%3).").arg(change.variable, change.after.isEmpty() ? tr("unset") : change.after, change.where));
    lines.append(tr("Everything can be undone later with Uninstall."));
    return lines.join(u'\n');
}

QString PlanText::failureHeadline(const TransactionOutcome &outcome)
{
    QString headline;
    if (outcome.cancelled && outcome.problems.isEmpty() && outcome.error.isEmpty())
        headline = tr("Cancelled. Everything the install had changed was undone: your system is as it was.");
    else if (outcome.cancelled)
        headline = tr("Cancelled. The install was rolled back.");
    else if (outcome.rolledBack)
        headline = tr("The install failed, and everything it had changed was undone: your system is as it was before.");
    else
        headline = tr("The install failed.");
    if (outcome.rolledBack && !outcome.problems.isEmpty())
        headline += u' ' + tr("Some changes could not be undone; they are listed below.");
    return headline;
}

} // namespace cudnnsetup
