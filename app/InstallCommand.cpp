#include "app/InstallCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/InstallSupport.h"
#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/CudaRedistFolder.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/compat/CudaToolkitChoice.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/probe/SystemScanner.h"
#include "core/install/InstallRecords.h"
#include "core/install/InstallWorkflow.h"
#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "core/probe/HostCompiler.h"
#include "core/probe/ToolkitFinder.h"
#include "core/verify/FirstProgramCheck.h"
#include "core/install/TransactionFolder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QEventLoop>
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

// The CUDA pieces from an http(s) redist (NVIDIA's or a lab mirror), downloaded into the cache
// before anything is unpacked. The release is the one asked for, else the newest of the cuDNN
// build's major that this machine's driver runs.
CudaRedistChoice fetchCudaPieces(const CommandLine &commandLine, const QString &url, const QString &cudnnArchive,
                                 CudaProfile profile)
{
    const QCommandLineParser &parser = commandLine.parser();
    const CudaRedistFolder::CudnnBuild build
        = CudaRedistFolder::buildOf(cudnnArchive, commandLine.scanOptions().systemPaths().platform().redistKey());
    const Version asked = Version::parse(parser.value(QStringLiteral("cuda-release"))).value_or(Version());
    FetchSource source;
    source.baseUrl = url;
    source.fromMirror = !url.startsWith(CudaRedistFetch::nvidiaBaseUrl(), Qt::CaseInsensitive);
    source.allowInsecureHttp = commandLine.isSet(QStringLiteral("allow-insecure-mirror"));
    source.cacheDir = commandLine.value(QStringLiteral("cache"));
    // The CUDA releases this redist really has: a release the shipped data names but the source
    // lacks (or a preview) is never chosen.
    if (!asked.isValid())
        ConsoleOutput::noteOnce(LiveCatalogue::useNow(CatalogueSources::forCuda(source)));
    QString why;
    const std::optional<Version> release = CudaRedistFetch::releaseFor(
        asked, asked.isValid() ? SystemReport() : SystemScanner(commandLine.scanOptions()).scan(), build.cudaMajor, &why);
    if (!release) {
        CudaRedistChoice none;
        none.problem = why;
        return none;
    }
    if (!why.isEmpty())
        ConsoleOutput::out(why + u'\n');
    const CudaRedistChoice result = CudaRedistFetch::fetchNow(
        source, *release, profile, build.platform, [](const QString &text) { ConsoleOutput::error(text); },
        [](const QString &name, qint64 received, qint64 total) {
            ConsoleOutput::progress(InstallCommand::tr("Downloading %1").arg(name), total > 0 ? int(received * 100 / total) : 0);
        });
    ConsoleOutput::endProgress();
    return result;
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
    const QCommandLineParser &parser = commandLine.parser();
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString archive = QFileInfo(parser.value(QStringLiteral("archive"))).absoluteFilePath();
    const ScanOptions options = commandLine.scanOptions();
    const SystemPaths paths = options.systemPaths();
    const InstallScope scope = InstallSupport::scope(commandLine);

    InstallRequest request;
    // Without --layout the workflow takes the recommended one once it sees the archive.
    request.layout = InstallLayoutRules::layoutFromKey(parser.value(QStringLiteral("layout"))).value_or(InstallLayout::IntoToolkit);
    request.scope = scope;
    request.sideBySideRoot = parser.value(QStringLiteral("target"));
    request.editEnvironment = !parser.isSet(QStringLiteral("no-env"));
    request.libraryPath = InstallPlan::libraryPathFromKey(parser.value(QStringLiteral("library-path"))).value_or(LibraryPathMode::Automatic);
    request.homeFolder = QDir::homePath();
    if (request.editEnvironment)   // its frameworks: what the environment change may not silently change
        request.machine = std::make_shared<const SystemReport>(SystemScanner(options).scan());
    const ToolkitFinderResult toolkits = ToolkitFinder(paths, options.runNvcc, options.toolTimeoutMs).find();
    request.toolkit = Installer::toolkitTarget(parser.value(QStringLiteral("cuda-root")), toolkits.toolkits, options);

    InstallWorkflow::RunOptions run;
    if (parser.isSet(QStringLiteral("with-cuda"))) {
        // The CUDA pieces of the major the cuDNN build is for, as its file name says.
        const CudaProfile profile = *CudaComponents::fromKey(parser.value(QStringLiteral("with-cuda")));
        const QString given = parser.value(QStringLiteral("cuda-from"));
        const bool remote = DownloadRequest::isWebAddress(given);
        const QString from = remote ? given : QFileInfo(given).absoluteFilePath();
        const CudaRedistChoice cuda = remote ? fetchCudaPieces(commandLine, from, archive, profile)
                                             : CudaRedistFolder::chooseFor(archive, from, profile, paths.platform().redistKey());
        if (!cuda.ok()) {
            ConsoleOutput::error(cuda.problem);
            return ExitCode::Failure;
        }
        const QString root = parser.isSet(QStringLiteral("cuda-root"))
                                 ? QFileInfo(parser.value(QStringLiteral("cuda-root"))).absoluteFilePath()
                                 : CudaToolkitAssembly::defaultRoot(cuda.release, scope, cuda.forWindows(), paths, request.homeFolder);
        CudaRedistFolder::prepare(cuda, profile, root, request, run);
        if (!json)
            ConsoleOutput::out(tr("CUDA %1, %2 profile: %n archive(s), %3 MB, from %4.\n", nullptr, int(cuda.archives.size()))
                                   .arg(cuda.release.toString(), run.cudaProfile)
                                   .arg((cuda.bytes + (1 << 20) - 1) >> 20)
                                   .arg(shownPath(from)));
    }
    run.dryRun = parser.isSet(QStringLiteral("dry-run"));
    run.prepareElevatedPlan = true;
    run.cancel = InstallSupport::installCancelHandler();
    run.progress = InstallSupport::printProgress();
    run.extraction.cancel = run.cancel;
    // What is being unpacked: the cuDNN archive, then the CUDA archives, several at once (the
    // percentage is then theirs together).
    const auto unpacking = std::make_shared<QString>(QFileInfo(archive).fileName());
    run.extraction.progress = [unpacking](const ExtractionProgress &progress) {
        const int percent = progress.archiveBytesTotal > 0 ? int(progress.archiveBytesRead * 100 / progress.archiveBytesTotal) : 0;
        ConsoleOutput::progress(tr("Unpacking %1").arg(*unpacking), percent);
    };
    run.unpackingCuda = [unpacking, release = run.cudaRelease](const CudaArchiveFile &) {
        *unpacking = tr("the CUDA %1 pieces").arg(release.toString());
    };
    run.recommendLayout = !parser.isSet(QStringLiteral("layout")) && run.cudaArchives.isEmpty();
    run.applying = [json](const InstallDecision &ready) {
        ConsoleOutput::endProgress();
        if (!json)
            ConsoleOutput::out(layoutLine(ready) + PlanText::render(*ready.plan, false));
    };
    InstallWorkflow workflow({paths, InstallSupport::stateFolderFor(commandLine, scope), InstallSupport::stateFolders(commandLine)});
    const InstallDecision decision = workflow.run(archive, request, run);
    ConsoleOutput::endProgress();
    const int exitCode = present(decision, archive, paths.sysroot(), json);
    if (decision.kind == InstallDecision::Kind::Done && decision.plan->bringsCuda() && !json
        && !parser.isSet(QStringLiteral("no-first-program")))
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
