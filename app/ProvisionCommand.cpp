#include "app/ProvisionCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/InstallSupport.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/platform/RunLog.h"
#include "core/provision/AnswerFile.h"
#include "core/provision/Provisioner.h"
#include "core/report/ReportFile.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace cudnnsetup {

namespace {

QString absolute(const QString &path)
{
    return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath();
}

// The flags given on the command line, over the answers from the file (or the defaults).
void applyFlags(const QCommandLineParser &parser, ProvisionChoices &choices)
{
    auto isSet = [&](const char *name) { return parser.isSet(QString::fromLatin1(name)); };
    auto value = [&](const char *name) { return parser.value(QString::fromLatin1(name)); };
    if (isSet("accept-license"))
        choices.licenseAccepted = true;
    if (isSet("mirror")) {
        choices.source = ProvisionChoices::Source::Mirror;
        const bool web = value("mirror").contains(QLatin1String("://"));
        choices.mirror = web ? value("mirror") : absolute(value("mirror"));
        choices.archive.clear();
    }
    if (isSet("archive")) {
        choices.source = ProvisionChoices::Source::Archive;
        choices.archive = absolute(value("archive"));
        choices.mirror.clear();
    }
    if (isSet("allow-insecure-mirror"))
        choices.allowInsecureMirror = true;
    if (isSet("cache"))
        choices.cacheFolder = absolute(value("cache"));
    if (isSet("proxy"))
        choices.proxy = value("proxy");
    if (isSet("release"))
        choices.cudnnRelease = value("release") == QLatin1String("newest") ? QString() : value("release");
    if (isSet("cuda"))
        choices.cudaMajor = value("cuda").toInt();
    if (isSet("cuda-root"))
        choices.cudaRoot = absolute(value("cuda-root"));
    if (isSet("layout"))
        choices.layout = InstallLayoutRules::layoutFromKey(value("layout")).value_or(choices.layout);
    if (isSet("target"))
        choices.target = absolute(value("target"));
    if (isSet("scope"))
        choices.scope = value("scope") == QLatin1String("system") ? InstallScope::System : InstallScope::User;
    if (isSet("no-env"))
        choices.editEnvironment = false;
    if (isSet("library-path"))
        choices.libraryPath = InstallPlan::libraryPathFromKey(value("library-path")).value_or(choices.libraryPath);
    if (isSet("with-cuda"))
        choices.cudaPieces = CudaComponents::fromKey(value("with-cuda"));
    if (isSet("cuda-from")) {
        const QString from = value("cuda-from");
        choices.cudaFrom = DownloadRequest::isWebAddress(from) ? from : absolute(from);
    }
    if (isSet("cuda-release"))
        choices.cudaRelease = Version::parse(value("cuda-release")).value_or(Version());
    if (isSet("no-verify"))
        choices.verify = false;
    if (isSet("benchmark"))
        choices.benchmark = true;
    if (isSet("log"))
        choices.logFile = absolute(value("log"));
    if (isSet("report"))
        choices.reportFile = absolute(value("report"));
}

// The report goes out even for a run that stopped early: a fleet tool collects every machine's.
int finish(ProvisionOutcome outcome, bool json)
{
    ConsoleOutput::endProgress();
    outcome.logFile = outcome.choices.logFile.isEmpty() ? RunLog::filePath() : outcome.choices.logFile;
    const QByteArray report = QJsonDocument(outcome.toJson()).toJson(QJsonDocument::Indented);
    if (!outcome.choices.reportFile.isEmpty()) {
        QString error;
        if (!ReportFile::write(outcome.choices.reportFile, report, &error))
            ConsoleOutput::error(ProvisionCommand::tr("The report could not be written to %1: %2").arg(outcome.choices.reportFile, error));
    }
    qInfo().noquote() << "provision result" << ProvisionOutcome::resultKey(outcome.result) << "-" << outcome.message;
    for (const QString &reason : outcome.reasons)
        qInfo().noquote() << "  reason:" << reason;
    if (json)
        ConsoleOutput::outBytes(report);
    else
        ConsoleOutput::out(outcome.toText());
    return outcome.exitCode();
}

ProvisionOutcome invalid(const ProvisionChoices &choices, const QString &message, const QStringList &reasons)
{
    ProvisionOutcome outcome;
    outcome.result = ProvisionResult::Invalid;
    outcome.choices = choices;
    outcome.message = message;
    outcome.reasons = reasons;
    return outcome;
}

} // namespace

int ProvisionCommand::run(const CommandLine &commandLine)
{
    const QCommandLineParser &parser = commandLine.parser();
    const bool json = parser.isSet(QStringLiteral("json"));
    ProvisionChoices choices;
    if (parser.isSet(QStringLiteral("answer-file"))) {
        const QString file = parser.value(QStringLiteral("answer-file"));
        const AnswerFileResult answers = AnswerFile::read(file);
        if (!answers.ok()) {
            QStringList errors;
            for (const AnswerFileError &error : answers.errors) {
                errors.append(error.toString(file));
                ConsoleOutput::error(errors.constLast());
            }
            applyFlags(parser, choices);   // the report still goes where the flags say
            return finish(invalid(choices, tr("The answer file %1 has mistakes; nothing was done.").arg(file), errors), json);
        }
        choices = answers.choices;
    }
    applyFlags(parser, choices);
    if (const QStringList conflicts = choices.conflicts(); !conflicts.isEmpty()) {
        for (const QString &conflict : conflicts)
            ConsoleOutput::error(conflict);
        return finish(invalid(choices, tr("The answers do not fit together; nothing was done."), conflicts), json);
    }
    if (!choices.logFile.isEmpty()) {
        QString error;
        if (!RunLog::alsoWriteTo(choices.logFile, &error))
            ConsoleOutput::error(tr("The log %1 cannot be written (%2); the log is still kept in %3.")
                                     .arg(choices.logFile, error, RunLog::filePath()));
    }

    ProvisionSetting setting;
    setting.scan = commandLine.scanOptions();
    const QString stateDir = parser.value(QStringLiteral("state-dir"));
    if (!stateDir.isEmpty()) {
        setting.stateFolder = absolute(stateDir);
    }
    setting.dryRun = parser.isSet(QStringLiteral("dry-run"));
    setting.cancel = InstallSupport::installCancelHandler();
    setting.say = [](const QString &line) {
        ConsoleOutput::endProgress();
        ConsoleOutput::error(line);
        qInfo().noquote() << line;
    };
    setting.installProgress = InstallSupport::printProgress();
    return finish(Provisioner::run(choices, setting), json);
}

Command ProvisionCommand::command()
{
    QList<QCommandLineOption> own{
        {QStringLiteral("answer-file"), tr("Read every answer from this INI file (docs/answer-file.md); flags given as well win over it."), tr("file")},
        {QStringLiteral("accept-license"), tr("Accept NVIDIA's cuDNN license (nothing is downloaded or installed without it).")},
        {QStringLiteral("no-verify"), tr("Do not check the copy after installing it.")},
        {QStringLiteral("benchmark"), tr("Time a convolution after installing.")},
        {QStringLiteral("log"), tr("Also write the log to <file> (appended)."), tr("file")},
        {QStringLiteral("report"), tr("Write the JSON report to <file>."), tr("file")},
        CommandOptions::stateDir(),
        CommandOptions::json(QStringLiteral("docs/provision.md")),
    };
    return {QStringLiteral("provision"),
            tr("Install unattended, from an answer file or flags, and write a JSON report (lab machines, fleets)."),
            CommandOptions::tools() + CommandOptions::installChoices() + CommandOptions::cudaPieces() + CommandOptions::build()
                + CommandOptions::source() + own,
            [](const CommandLine &commandLine) {
                if (commandLine.isSet(QStringLiteral("mirror")) && commandLine.isSet(QStringLiteral("archive")))
                    return tr("Give either --mirror or --archive, not both: the archive comes from one place.");
                for (const QString &problem : {CommandOptions::checkMachine(commandLine), CommandOptions::checkSource(commandLine, true),
                                               CommandOptions::checkBuild(commandLine), CommandOptions::checkInstallChoices(commandLine, true),
                                               CommandOptions::checkCudaPieces(commandLine, true)})
                    if (!problem.isEmpty())
                        return problem;
                return QString();
            },
            &ProvisionCommand::run};
}

} // namespace cudnnsetup
