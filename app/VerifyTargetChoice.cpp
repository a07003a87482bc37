#include "app/VerifyTargetChoice.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/model/ShownPath.h"
#include "core/probe/SystemScanner.h"

#include <QDir>

namespace cudnnsetup {

namespace {

class VerifyTargetText
{
    Q_DECLARE_TR_FUNCTIONS(VerifyTargetText)
};

} // namespace

std::optional<VerifyTarget> chooseVerifyTarget(const CommandLine &commandLine, bool explainWhenNone)
{
    if (commandLine.isSet(QStringLiteral("cudnn-dir"))) {
        VerifyTarget target;
        target.libraryDir = QDir::cleanPath(QDir::current().absoluteFilePath(commandLine.value(QStringLiteral("cudnn-dir"))));
        if (commandLine.isSet(QStringLiteral("include-dir")))   // verify only; bench does not take it
            target.includeDir =
                QDir::cleanPath(QDir::current().absoluteFilePath(commandLine.value(QStringLiteral("include-dir"))));
        target.description = VerifyTargetText::tr("the folder %1").arg(shownPath(target.libraryDir));
        return target;
    }
    const SystemReport report = SystemScanner(commandLine.scanOptions()).scan();
    if (std::optional<VerifyTarget> picked = VerifyTargets::pick(report))
        return picked;
    if (explainWhenNone)
        ConsoleOutput::error(VerifyTargetText::tr("No cuDNN was found on this computer. Install it first (`cudnn-setup "
                                                  "install`, or the wizard), or name its library folder with --cudnn-dir."));
    return std::nullopt;
}

} // namespace cudnnsetup
