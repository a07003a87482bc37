#include "app/InstallCommand.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "app/InstallSupport.h"
#include "core/install/InstallRecords.h"
#include "core/install/Installer.h"
#include "core/install/ManualSteps.h"
#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "core/probe/ToolkitFinder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace cudnnsetup {

namespace {

void printJson(const QJsonObject &object)
{
    ConsoleOutput::outBytes(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

QJsonObject result(const QString &state, const InstallPlan &plan)
{
    return {{QStringLiteral("result"), state}, {QStringLiteral("plan"), plan.toJson()}};
}

int finish(const InstallPlan &plan, const TransactionOutcome &outcome, bool json)
{
    ConsoleOutput::endProgress();
    if (json) {
        QJsonObject object = result(outcome.ok ? QStringLiteral("installed")
                                               : outcome.rolledBack ? QStringLiteral("rolled-back") : QStringLiteral("failed"),
                                    plan);
        object.insert(QStringLiteral("transaction"), plan.id);
        object.insert(QStringLiteral("error"), outcome.error);
        object.insert(QStringLiteral("problems"), QJsonArray::fromStringList(outcome.problems));
        printJson(object);
    }
    if (!outcome.ok) {
        ConsoleOutput::error(outcome.rolledBack
                                 ? InstallCommand::tr("The install did not complete and everything it changed was undone.")
                                 : InstallCommand::tr("The install did not complete."));
        ConsoleOutput::error(PlanText::outcome(outcome).trimmed());
        return CommandLine::Failure;
    }
    if (!json) {
        ConsoleOutput::out(InstallCommand::tr("Installed %1 (record %2).\n").arg(plan.title(), plan.id));
        if (!plan.environmentChanges.isEmpty())
            ConsoleOutput::out(InstallCommand::tr("Open a new terminal, or log out and in again, for the environment "
                                                  "changes to take effect.\n"));
        if (const QString extra = PlanText::outcome(outcome); !extra.isEmpty())
            ConsoleOutput::out(extra);
    }
    return CommandLine::Success;
}

} // namespace

int InstallCommand::install(const CommandLine &commandLine)
{
    const QCommandLineParser &parser = commandLine.parser();
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString archive = QFileInfo(parser.value(QStringLiteral("archive"))).absoluteFilePath();
    const ScanOptions options = commandLine.scanOptions();
    const SystemPaths paths(options.sysroot, options.platform.value_or(HostPlatform::current()), options.environment);
    const InstallScope scope = InstallSupport::scope(commandLine);

    const QList<InstallRecord> pending = InstallRecords::needingAttention(InstallSupport::stateFolders(commandLine));
    if (!pending.isEmpty()) {
        ConsoleOutput::error(tr("An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume` to "
                                "finish it or `cudnn-setup rollback` to undo it, then install again.")
                                 .arg(pending.first().info.title, Transaction::describeState(pending.first().state),
                                      pending.first().info.id));
        return CommandLine::Failure;
    }

    InstallRequest request;
    request.layout = InstallLayoutRules::layoutFromKey(parser.value(QStringLiteral("layout"))).value_or(InstallLayout::IntoToolkit);
    request.scope = scope;
    request.sideBySideRoot = parser.value(QStringLiteral("target"));
    request.editEnvironment = !parser.isSet(QStringLiteral("no-env"));
    request.homeFolder = QDir::homePath();
    const ToolkitFinderResult toolkits = ToolkitFinder(paths, options.runNvcc, options.toolTimeoutMs).find();
    request.toolkit = Installer::toolkitTarget(parser.value(QStringLiteral("cuda-root")), toolkits.toolkits);

    const std::atomic_bool *cancel = InstallSupport::installCancelHandler();
    ExtractionOptions extraction;
    extraction.cancel = cancel;
    const QString name = QFileInfo(archive).fileName();
    extraction.progress = [name](const ExtractionProgress &progress) {
        const int percent = progress.archiveBytesTotal > 0 ? int(progress.archiveBytesRead * 100 / progress.archiveBytesTotal) : 0;
        ConsoleOutput::progress(tr("Unpacking %1").arg(name), percent);
    };
    const QString stateFolder = InstallSupport::stateFolderFor(commandLine, scope);
    InstallRecords::removeAbandoned(stateFolder);
    const UnpackedArchive unpacked = Installer::unpack(archive, stateFolder, extraction);
    ConsoleOutput::endProgress();
    if (!unpacked.ok()) {
        ConsoleOutput::error(unpacked.extraction.reason);
        return CommandLine::Failure;
    }

    const InstallPlan plan = Installer::plan(unpacked, archive, request, paths);
    if (!plan.canProceed()) {
        Installer::discard(unpacked);
        if (json)
            printJson(result(QStringLiteral("blocked"), plan));
        ConsoleOutput::error(PlanText::render(plan, false).trimmed());
        return CommandLine::Failure;
    }
    if (plan.isNoOp()) {
        Installer::discard(unpacked);
        if (json)
            printJson(result(QStringLiteral("already-installed"), plan));
        else
            ConsoleOutput::out(tr("cuDNN %1 is already installed in %2 exactly as this archive has it: nothing to do.\n")
                                   .arg(plan.version, shownPath(plan.targetRoot)));
        return CommandLine::Success;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        Installer::discard(unpacked);
        if (json) {
            printJson(result(QStringLiteral("dry-run"), plan));
        } else {
            ConsoleOutput::out(PlanText::render(plan, true));
            ConsoleOutput::out(tr("Dry run: nothing was changed.\n"));
        }
        return CommandLine::Success;
    }
    if (plan.needsElevation) {
        const QString planFile
            = plan.scope == InstallScope::System ? Installer::writeElevatedPlan(plan, options.sysroot, nullptr) : QString();
        if (json)
            printJson(result(QStringLiteral("needs-administrator"), plan));
        QStringList lines{tr("Writing in %1 needs administrator rights. Nothing was changed. You can:")
                              .arg(plan.notWritable.join(QStringLiteral(", ")))};
        if (plan.scope == InstallScope::System && !planFile.isEmpty())
            lines.append(tr("  - apply exactly this plan as administrator:\n      sudo %1 apply --plan %2")
                             .arg(QCoreApplication::applicationFilePath(), planFile));
        else
            lines.append(tr("  - install for all users, as administrator:\n      sudo %1 install --archive %2 --layout %3 --scope system")
                             .arg(QCoreApplication::applicationFilePath(), archive, InstallLayoutRules::layoutKey(plan.layout)));
        lines.append(tr("  - install just for yourself, with no rights needed:\n      %1 install --archive %2 "
                        "--layout side-by-side --scope user")
                         .arg(QCoreApplication::applicationFilePath(), archive));
        lines.append(tr("  - or do the same by hand:"));
        for (const QString &command : ManualSteps::commands(plan, paths.platform().isWindows()))
            lines.append(QStringLiteral("      ") + command);
        ConsoleOutput::error(lines.join(u'\n'));
        return CommandLine::NeedsAdministrator;
    }

    QString error;
    std::unique_ptr<Transaction> transaction = Installer::begin(plan, &error);
    if (!transaction) {
        Installer::discard(unpacked);
        ConsoleOutput::error(error);
        return CommandLine::Failure;
    }
    if (!json)
        ConsoleOutput::out(PlanText::render(plan, false));
    const TransactionOutcome outcome = transaction->apply(InstallSupport::printProgress(), cancel);
    return finish(plan, outcome, json);
}

int InstallCommand::apply(const CommandLine &commandLine)
{
    const QString path = commandLine.parser().value(QStringLiteral("plan"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ConsoleOutput::error(tr("The plan %1 cannot be read: %2").arg(path, file.errorString()));
        return CommandLine::UsageError;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.read(16 * 1024 * 1024), &parseError);
    QString error;
    const std::optional<InstallPlan> plan = document.isObject() ? InstallPlan::fromJson(document.object(), &error)
                                                                : std::nullopt;
    if (!plan) {
        ConsoleOutput::error(tr("%1 is not a usable install plan: %2")
                                 .arg(path, error.isEmpty() ? parseError.errorString() : error));
        return CommandLine::UsageError;
    }
    if (QFileInfo::exists(Transaction::folderFor(plan->stateFolder, plan->id) + QStringLiteral("/transaction.json"))) {
        ConsoleOutput::error(tr("This plan (record %1) was applied before. See `cudnn-setup status`; to finish or undo "
                                "it, use `cudnn-setup resume --id %1` or `cudnn-setup rollback --id %1`.").arg(plan->id));
        return CommandLine::Failure;
    }
    std::unique_ptr<Transaction> transaction = Installer::begin(*plan, &error);
    if (!transaction) {
        ConsoleOutput::error(error);
        return CommandLine::Failure;
    }
    const bool json = commandLine.parser().isSet(QStringLiteral("json"));
    const TransactionOutcome outcome
        = transaction->apply(InstallSupport::printProgress(), InstallSupport::installCancelHandler());
    return finish(*plan, outcome, json);
}

} // namespace cudnnsetup
