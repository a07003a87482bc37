#include "core/install/ManualSteps.h"

#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"

#include <QFileInfo>

namespace cudnnsetup {

namespace {

QString shellWord(const QString &text)
{
    QString quoted = text;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString cmdWord(const QString &text)
{
    return u'"' + shownPath(text) + u'"';
}

} // namespace

QStringList ManualSteps::commands(const InstallPlan &plan, bool windows)
{
    QStringList lines;
    if (windows) {
        lines.append(tr("REM Run in a Command Prompt opened with \"Run as administrator\"."));
        for (const QString &folder : plan.directories)
            lines.append(QStringLiteral("mkdir %1").arg(cmdWord(folder)));
        for (const PlannedFile &file : plan.files)
            if (!file.source.isEmpty())
                lines.append(QStringLiteral("copy /Y %1 %2").arg(cmdWord(file.source), cmdWord(file.destination)));
        for (const PlannedRemoval &removal : plan.removals)
            lines.append(QStringLiteral("del %1").arg(cmdWord(removal.path)));
        return lines;
    }
    auto sudoFor = [](const QString &path) {
        return FileOps::canWriteIn(QFileInfo(path).absolutePath()) ? QString() : QStringLiteral("sudo ");
    };
    for (const QString &folder : plan.directories)
        lines.append(QStringLiteral("%1mkdir -p %2").arg(sudoFor(folder), shellWord(folder)));
    for (const PlannedFile &file : plan.files)
        if (!file.source.isEmpty())
            lines.append(QStringLiteral("%1cp -P %2 %3").arg(sudoFor(file.destination), shellWord(file.source),
                                                            shellWord(file.destination)));
    for (const PlannedRemoval &removal : plan.removals)
        lines.append(QStringLiteral("%1rm -f %2").arg(sudoFor(removal.path), shellWord(removal.path)));
    for (const FileEdit &edit : plan.environmentEdits) {
        const QString sudo = sudoFor(edit.path);
        if (edit.kind == FileEdit::Kind::WholeFile)
            lines.append(QStringLiteral("printf '%s' %1 | %2tee %3 >/dev/null")
                             .arg(shellWord(QString::fromUtf8(edit.content)), sudo, shellWord(edit.path)));
        else
            lines.append(QStringLiteral("echo %1 | %2tee -a %3 >/dev/null").arg(shellWord(edit.line), sudo, shellWord(edit.path)));
    }
    if (plan.refreshLoaderCache)
        lines.append(QStringLiteral("sudo ldconfig"));
    return lines;
}

} // namespace cudnnsetup
