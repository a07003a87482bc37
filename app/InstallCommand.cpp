#include "app/InstallCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/InstallSupport.h"
#include "core/acquire/CudaPiecesSource.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/probe/SystemScanner.h"
#include "core/install/InstallWorkflow.h"
#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "core/probe/HostCompiler.h"
#include "core/probe/ToolkitFinder.h"
#include "core/verify/FirstProgramCheck.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

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
        return ExitCode::Failure;
    }
    if (!json) {
        ConsoleOutput::out(InstallCommand::tr("Installed %1 (record %2).\n").arg(plan.title(), plan.id));
        if (!plan.environmentChanges.isEmpty())
            ConsoleOutput::out(InstallCommand::tr("Open a new terminal, or log out and in again, for the environment "
                                                  "changes to take effect.\n"));
        if (const QString extra = PlanText::outcome(outcome); !extra.isEmpty())
            ConsoleOutput::out(extra);
    }
    return ExitCode::Success;
}

// The layout `install` chose when none was asked for, and why; empty when --layout was given.
QString layoutLine(const InstallDecision &decision)
{
    if (decision.layoutReason.isEmpty())
        return {};
    return InstallCommand::tr("Layout: %1 (no --layout given). %2\n")
        .arg(InstallLayoutRules::describe(decision.plan->layout), decision.layoutReason);
}

// Words as a POSIX shell reads them back: quoted where they hold anything but plain characters.
QString shellWords(const QStringList &words)
{
    static const QRegularExpression plain(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_./:=@+-]+")));
    QStringList quoted;
    for (const QString &word : words)
        quoted.append(plain.match(word).hasMatch() ? word : u'\'' + QString(word).replace(u'\'', QStringLiteral("'\\''")) + u'\'');
    return quoted.join(u' ');
}

// The three ways on when the destination needs administrator rights, on stderr.
void printElevationWays(const InstallPlan &plan, const ElevationWays &ways, const QString &archive, const QString &sysroot)
{
    const QString program = QCoreApplication::applicationFilePath();
    QStringList lines{InstallCommand::tr("Writing in %1 needs administrator rights. Nothing was changed. You can:")
                          .arg(plan.notWritable.join(QStringLiteral(", ")))};
    if (!ways.refusal.isEmpty())
        lines.append(QStringLiteral("  ") + ways.refusal);
    else if (!ways.planFile.isEmpty())
        lines.append(InstallCommand::tr("  - apply exactly this plan as administrator (the plan and the unpacked files it "
                                        "names are kept for it in %1):\n      sudo %2")
                         .arg(shownPath(QFileInfo(ways.planFile).absolutePath()),
                              shellWords(QStringList{program} + Installer::applyArguments(ways.planFile, plan, sysroot))));
    else
        lines.append(InstallCommand::tr("  - install for all users, as administrator:\n      sudo %1 install --archive %2 --layout %3 --scope system")
                         .arg(program, archive, InstallLayoutRules::layoutKey(plan.layout)));
    lines.append(InstallCommand::tr("  - install just for yourself, with no rights needed:\n      %1 install --archive %2 "
                                    "--layout side-by-side --scope user")
                     .arg(program, archive));
    lines.append(InstallCommand::tr("  - or do the same by hand:"));
    for (const QString &command : ways.manualCommands)
        lines.append(QStringLiteral("      ") + command);
    ConsoleOutput::error(lines.join(u'\n'));
}

int present(const InstallDecision &decision, const QString &archive, const QString &sysroot, bool json)
{
    using Kind = InstallDecision::Kind;
    if (decision.kind == Kind::Interrupted) {
        ConsoleOutput::error(InstallWorkflow::interruptedText(*decision.interrupted));
        return ExitCode::Failure;
    }
    if (decision.kind == Kind::NotUnpacked) {
        ConsoleOutput::error(decision.extraction.reason);
        return ExitCode::Failure;
    }
    const InstallPlan &plan = *decision.plan;
    if (json && decision.kind != Kind::Done && decision.kind != Kind::Failed && decision.kind != Kind::RolledBack)
        printJson(result(decision.resultKey(), plan));
    switch (decision.kind) {
    case Kind::Blocked:
        ConsoleOutput::error(PlanText::render(plan, false).trimmed());
        return ExitCode::Failure;
    case Kind::AlreadyInPlace:
        if (!json)
            ConsoleOutput::out(InstallCommand::tr("cuDNN %1 is already installed in %2 exactly as this archive has it: nothing to do.\n")
                                   .arg(plan.version, shownPath(plan.targetRoot)));
        return ExitCode::Success;
    case Kind::DryRun:
        if (!json) {
            ConsoleOutput::out(layoutLine(decision) + PlanText::render(plan, true));
            ConsoleOutput::out(InstallCommand::tr("Dry run: nothing was changed.\n"));
        }
        return ExitCode::Success;
    case Kind::NeedsElevation:
        printElevationWays(plan, *decision.elevation, archive, sysroot);
        return ExitCode::NeedsAdministrator;
    case Kind::Failed:
        if (!decision.outcome) {   // the transaction could not start
            ConsoleOutput::error(decision.error);
            return ExitCode::Failure;
        }
        break;
    case Kind::Done:
    case Kind::RolledBack:
    case Kind::Ready:
    case Kind::Interrupted:
    case Kind::NotUnpacked:
        break;
    }
    return finish(plan, *decision.outcome, json);
}

// Where --cuda-from points: an http(s) address as given, a folder made absolute.
QString cudaFrom(const CommandLine &commandLine)
{
    const QString given = commandLine.value(QStringLiteral("cuda-from"));
    return DownloadRequest::isWebAddress(given) ? given : QFileInfo(given).absoluteFilePath();
}

// The CUDA pieces that come with cuDNN (--with-cuda), from the folder or address --cuda-from
// names; notes on stderr, why this release on stdout.
CudaRedistChoice cudaPieces(const CommandLine &commandLine, const QString &cudnnArchive)
{
    CudaPiecesRequest request;
    request.cudnnArchive = cudnnArchive;
    request.from = cudaFrom(commandLine);
    request.profile = *CudaComponents::fromKey(commandLine.value(QStringLiteral("with-cuda")));
    request.release = Version::parse(commandLine.value(QStringLiteral("cuda-release"))).value_or(Version());
    request.fallbackPlatform = commandLine.scanOptions().systemPaths().platform().redistKey();
    request.web.allowInsecureHttp = commandLine.isSet(QStringLiteral("allow-insecure-mirror"));
    request.web.cacheDir = commandLine.value(QStringLiteral("cache"));
    CudaPiecesListener listener;
    listener.note = &ConsoleOutput::noteOnce;
    listener.reason = [](const QString &why) { ConsoleOutput::out(why + u'\n'); };
    listener.status = [](const QString &text) { ConsoleOutput::error(text); };
    listener.progress = [](const QString &name, qint64 received, qint64 total) {
        ConsoleOutput::progress(InstallCommand::tr("Downloading %1").arg(name), total > 0 ? int(received * 100 / total) : 0);
    };
    const CudaRedistChoice pieces = CudaPiecesSource::get(
        request, [&] { return SystemScanner(commandLine.scanOptions()).scan(); }, listener);
    ConsoleOutput::endProgress();
    return pieces;
}

// The user's decisions as `install` was given them: what is not given is left Auto.
std::optional<InstallSpec> specFrom(const CommandLine &commandLine)
{
    const ScanOptions options = commandLine.scanOptions();
    InstallSpec spec;
    spec.archivePath = QFileInfo(commandLine.value(QStringLiteral("archive"))).absoluteFilePath();
    spec.layout = InstallLayoutRules::layoutFromKey(commandLine.value(QStringLiteral("layout")));
    spec.scope = InstallSupport::scope(commandLine);
    spec.sideBySideRoot = commandLine.value(QStringLiteral("target"));
    spec.editEnvironment = !commandLine.isSet(QStringLiteral("no-env"));
    spec.libraryPath = InstallPlan::libraryPathFromKey(commandLine.value(QStringLiteral("library-path"))).value_or(LibraryPathMode::Automatic);
    spec.homeFolder = QDir::homePath();
    spec.dryRun = commandLine.isSet(QStringLiteral("dry-run"));
    spec.stateFolder = commandLine.value(QStringLiteral("state-dir"));
    if (spec.editEnvironment)   // its frameworks: what the environment change may not silently change
        spec.machine = std::make_shared<const SystemReport>(SystemScanner(options).scan());
    if (commandLine.isSet(QStringLiteral("with-cuda"))) {
        const CudaRedistChoice pieces = cudaPieces(commandLine, spec.archivePath);
        if (!pieces.ok()) {
            ConsoleOutput::error(pieces.problem);
            return std::nullopt;
        }
        spec.cudaPieces = pieces;
        if (commandLine.isSet(QStringLiteral("cuda-root")))   // else the workflow's Auto root
            spec.toolkit.root = QFileInfo(commandLine.value(QStringLiteral("cuda-root"))).absoluteFilePath();
        return spec;
    }
    const ToolkitFinderResult toolkits = ToolkitFinder(options.systemPaths(), options.runNvcc, options.toolTimeoutMs).find();
    spec.toolkit = Installer::toolkitTarget(commandLine.value(QStringLiteral("cuda-root")), toolkits.toolkits, options);
    return spec;
}

// After a develop-profile toolkit went in on this system: its nvcc must run and a first CUDA +
// cuDNN program must compile and run against it. What failed is said on stderr; the install
// itself stands either way.
void proveToolkit(const InstallPlan &plan, const SystemPaths &paths)
{
    if (plan.cudaProfile != CudaComponents::key(CudaProfile::Develop) || !paths.sysroot().isEmpty())
        return;
    const FirstProgramRequest request = FirstProgramCheck::requestFor(
        paths, plan.targetRoot, plan.includeFolder, plan.libraryFolder, Version::parse(plan.version).value_or(Version()),
        Version::parse(plan.cudaRelease).value_or(Version()));
    ConsoleOutput::out(InstallCommand::tr("Checking the new toolkit: nvcc --version, then a first CUDA + cuDNN program…\n"));
    const FirstProgramResult result = FirstProgramCheck::run(request);
    if (result.passed()) {
        ConsoleOutput::out(result.summary() + u'\n');
        return;
    }
    ConsoleOutput::error(result.summary());
    for (const FirstProgramStep *step : {&result.version, &result.compile, &result.run})
        if (!step->ok() && !step->outputTail.isEmpty())
            ConsoleOutput::error(step->outputTail);
}

} // namespace

int InstallCommand::install(const CommandLine &commandLine)
{
    const bool json = commandLine.isSet(QStringLiteral("json"));
    const std::optional<InstallSpec> spec = specFrom(commandLine);
    if (!spec)
        return ExitCode::Failure;
    const SystemPaths paths = commandLine.scanOptions().systemPaths();
    if (spec->cudaPieces && !json)
        ConsoleOutput::out(tr("CUDA %1, %2 profile: %n archive(s), %3 MB, from %4.\n", nullptr, int(spec->cudaPieces->archives.size()))
                               .arg(spec->cudaPieces->release.toString(), spec->cudaPieces->profile)
                               .arg((spec->cudaPieces->bytes + (1 << 20) - 1) >> 20)
                               .arg(shownPath(cudaFrom(commandLine))));

    InstallWorkflow::RunHooks hooks;
    hooks.writeElevatedPlan = true;
    hooks.cancel = InstallSupport::installCancelHandler();
    hooks.progress = InstallSupport::printProgress();
    hooks.extraction.cancel = hooks.cancel;
    // What is being unpacked: the cuDNN archive, then the CUDA archives, several at once (the
    // percentage is then theirs together).
    const auto unpacking = std::make_shared<QString>(QFileInfo(spec->archivePath).fileName());
    hooks.extraction.progress = [unpacking](const ExtractionProgress &progress) {
        const int percent = progress.archiveBytesTotal > 0 ? int(progress.archiveBytesRead * 100 / progress.archiveBytesTotal) : 0;
        ConsoleOutput::progress(tr("Unpacking %1").arg(*unpacking), percent);
    };
    if (spec->cudaPieces)
        hooks.unpackingCuda = [unpacking, release = spec->cudaPieces->release](const CudaArchiveFile &) {
            *unpacking = tr("the CUDA %1 pieces").arg(release.toString());
        };
    hooks.applying = [json](const InstallDecision &ready) {
        ConsoleOutput::endProgress();
        if (!json)
            ConsoleOutput::out(layoutLine(ready) + PlanText::render(*ready.plan, false));
    };
    InstallWorkflow workflow(InstallSetting::forScope(paths, spec->scope, spec->stateFolder));
    const InstallDecision decision = workflow.runBlocking(*spec, hooks);
    ConsoleOutput::endProgress();
    const int exitCode = present(decision, spec->archivePath, paths.sysroot(), json);
    if (decision.kind == InstallDecision::Kind::Done && decision.plan->bringsCuda() && !json
        && !commandLine.isSet(QStringLiteral("no-first-program")))
        proveToolkit(*decision.plan, paths);
    return exitCode;
}

int InstallCommand::apply(const CommandLine &commandLine)
{
    const QString path = commandLine.parser().value(QStringLiteral("plan"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ConsoleOutput::error(tr("The plan %1 cannot be read: %2").arg(path, file.errorString()));
        return ExitCode::UsageError;
    }
    const QByteArray bytes = file.read(16 * 1024 * 1024);
    // The plan as the user's half wrote and showed it: changed since, it is not what was approved.
    if (commandLine.isSet(QStringLiteral("expect-plan-sha256"))
        && QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()
               != commandLine.value(QStringLiteral("expect-plan-sha256")).toLatin1().toLower()) {
        ConsoleOutput::error(tr("The plan was refused and nothing was changed: %1 is not the plan that was shown for "
                                "approval (it changed after it was written).").arg(path));
        return ExitCode::Failure;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    QString error;
    const std::optional<InstallPlan> request = document.isObject() ? InstallPlan::fromJson(document.object(), &error)
                                                                   : std::nullopt;
    if (!request) {
        ConsoleOutput::error(tr("%1 is not a usable install plan: %2")
                                 .arg(path, error.isEmpty() ? parseError.errorString() : error));
        return ExitCode::UsageError;
    }
    // What the administrator was shown in the password prompt (the command line) must be what
    // the plan does.
    for (const auto &[option, planned] : {std::pair{QStringLiteral("expect-target"), request->targetRoot},
                                          std::pair{QStringLiteral("expect-version"), request->version}})
        if (commandLine.isSet(option) && commandLine.value(option) != planned) {
            ConsoleOutput::error(tr("The plan was refused and nothing was changed: it installs %1 in %2, not what "
                                    "--%3 says (%4).").arg(request->version, request->targetRoot, option, commandLine.value(option)));
            return ExitCode::Failure;
        }
    const InstallDecision decision = InstallWorkflow::applyElevated(*request, commandLine.scanOptions().systemPaths(),
                                                                    InstallSupport::printProgress(),
                                                                    InstallSupport::installCancelHandler());
    if (!decision.outcome) {   // refused, or the transaction could not start: nothing changed
        ConsoleOutput::endProgress();
        ConsoleOutput::error(decision.error);
        return ExitCode::Failure;
    }
    return finish(*decision.plan, *decision.outcome, commandLine.parser().isSet(QStringLiteral("json")));
}

Command InstallCommand::command()
{
    return {QStringLiteral("install"),
            tr("Unpack a cuDNN archive and install it into the CUDA Toolkit or side by side, with the environment."),
            CommandOptions::machine() + CommandOptions::installChoices() + CommandOptions::cudaPieces()
                << CommandOptions::insecureMirror() << QCommandLineOption(QStringLiteral("no-first-program"),
                                      tr("After --with-cuda develop, do not compile and run the first CUDA + cuDNN program that "
                                         "proves the new toolkit."))
                << CommandOptions::stateDir() << CommandOptions::json(QStringLiteral("docs/install.md")),
            [](const CommandLine &commandLine) {
                if (!commandLine.isSet(QStringLiteral("archive")))
                    return tr("install needs --archive <file>: the cuDNN archive to install (get one with `cudnn-setup fetch`).");
                for (const QString &problem : {CommandOptions::checkMachine(commandLine), CommandOptions::checkInstallChoices(commandLine),
                                               CommandOptions::checkCudaPieces(commandLine)})
                    if (!problem.isEmpty())
                        return problem;
                return QString();
            },
            &InstallCommand::install};
}

Command InstallCommand::applyCommand()
{
    return {QStringLiteral("apply"),
            tr("Apply an install plan (the part that runs with administrator rights)."),
            {QCommandLineOption(QStringLiteral("plan"),
                                tr("The install plan to apply (written by the wizard or by install when administrator rights are needed)."),
                                tr("file")),
             QCommandLineOption(QStringLiteral("expect-target"),
                                tr("Refuse the plan unless it installs into this folder (the wizard and install pass it, so "
                                   "that the password prompt shows it)."),
                                tr("folder")),
             QCommandLineOption(QStringLiteral("expect-version"), tr("Refuse the plan unless it installs this cuDNN release."),
                                tr("version")),
             QCommandLineOption(QStringLiteral("expect-plan-sha256"),
                                tr("Refuse the plan file unless its SHA-256 is this one (the wizard and install pass the "
                                   "plan's as they wrote it)."),
                                tr("hex")),
             CommandOptions::sysroot(), CommandOptions::json(QStringLiteral("docs/install.md"))},
            [](const CommandLine &commandLine) {
                return commandLine.isSet(QStringLiteral("plan")) ? QString() : tr("apply needs --plan <file>.");
            },
            &InstallCommand::apply};
}

} // namespace cudnnsetup
