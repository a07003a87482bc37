#include "app/DoctorCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/DoctorErrorText.h"
#include "app/InstallSupport.h"
#include "core/doctor/rules/Doctor.h"
#include "core/doctor/fixes/DoctorFixer.h"
#include "core/doctor/rules/DoctorText.h"
#include "core/install/InstallSetting.h"
#include "core/probe/SystemScanner.h"
#include "core/report/ReportFile.h"
#include "core/report/SummaryReport.h"
#include "core/report/UserNameMask.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

namespace cudnnsetup {

namespace {

struct Diagnosis
{
    SystemReport scan;
    DoctorReport report;
};

Diagnosis diagnose(const CommandLine &commandLine)
{
    const ScanOptions options = commandLine.scanOptions();
    Diagnosis diagnosis;
    diagnosis.scan = SystemScanner(options).scan();
    // The same sysroot, platform and environment the scan used, so both read the same machine.
    const SystemPaths paths = options.systemPaths();
    diagnosis.report = Doctor::diagnose(diagnosis.scan, paths);
    return diagnosis;
}

QJsonObject outcomeJson(const QString &action, const FixOutcome &outcome)
{
    return {{QStringLiteral("action"), action},
            {QStringLiteral("ok"), outcome.ok},
            {QStringLiteral("record"), outcome.transactionId},
            {QStringLiteral("done"), QJsonArray::fromStringList(outcome.done)},
            {QStringLiteral("error"), outcome.error},
            {QStringLiteral("problems"), QJsonArray::fromStringList(outcome.problems)}};
}

QString outcomeText(const FixOutcome &outcome, bool undoing)
{
    QStringList lines;
    if (outcome.ok) {
        for (const QString &done : outcome.done)
            lines.append(undoing ? DoctorCommand::tr("Undone: %1").arg(done) : DoctorCommand::tr("Fixed: %1").arg(done));
        if (!undoing)
            lines.append(DoctorCommand::tr("To undo this, run: cudnn-setup doctor --undo-last"));
    } else {
        lines.append(undoing ? DoctorCommand::tr("Nothing was undone: %1").arg(outcome.error)
                             : DoctorCommand::tr("Nothing was changed: %1").arg(outcome.error));
    }
    for (const QString &problem : outcome.problems)
        lines.append(DoctorCommand::tr("Left as it is: %1").arg(problem));
    return lines.join(u'\n') + u'\n';
}

} // namespace

int DoctorCommand::run(const CommandLine &commandLine)
{
    if (commandLine.isSet(QStringLiteral("error-text")))
        return DoctorErrorText::run(commandLine);
    const QCommandLineParser &parser = commandLine.parser();
    const bool json = parser.isSet(QStringLiteral("json"));
    Diagnosis diagnosis = diagnose(commandLine);

    // A fix or an undo, then the diagnosis of the machine as it is afterwards.
    std::optional<FixOutcome> outcome;
    QString action;
    if (diagnosis.report.couldNotCheck.isEmpty()) {
        const QString stateFolder = InstallSetting::forScope(commandLine.scanOptions().systemPaths(),
                                                             InstallSupport::scope(commandLine),
                                                             commandLine.value(QStringLiteral("state-dir")))
                                        .stateFolder;
        if (parser.isSet(QStringLiteral("undo-last"))) {
            action = QStringLiteral("undo-last");
            outcome = DoctorFixer::undoLast(stateFolder);
        } else if (parser.isSet(QStringLiteral("fix-safe")) || parser.isSet(QStringLiteral("fix"))) {
            const bool safeOnes = parser.isSet(QStringLiteral("fix-safe"));
            action = safeOnes ? QStringLiteral("fix-safe") : QStringLiteral("fix");
            // --fix may be given more than once: one transaction for all of them.
            const QStringList codes = parser.values(QStringLiteral("fix"));
            const QString code = codes.join(QStringLiteral(", "));
            QList<Finding> chosen = safeOnes ? DoctorFixer::fixable(diagnosis.report, DoctorFixer::Selection::SafeOnly) : QList<Finding>();
            for (const QString &one : codes)
                chosen += DoctorFixer::fixableWithCode(diagnosis.report, one);
            if (chosen.isEmpty()) {
                FixOutcome none;
                none.error = safeOnes ? DoctorCommand::tr("no finding has a safe automatic fix.")
                             : std::any_of(codes.cbegin(), codes.cend(), [&](const QString &c) { return diagnosis.report.hasFinding(c); })
                                 ? DoctorCommand::tr("the finding %1 has no automatic fix; its manual step is in the report.").arg(code)
                                 : DoctorCommand::tr("there is no finding %1 on this machine.").arg(code);
                outcome = none;
            } else {
                outcome = DoctorFixer::apply(chosen, stateFolder,
                                             commandLine.scanOptions().targetPlatform());
            }
        }
        if (outcome && outcome->ok)
            diagnosis = diagnose(commandLine);
    }
    const DoctorReport &report = diagnosis.report;

    if (json) {
        QJsonObject object = report.toJson();
        if (outcome)
            object.insert(QStringLiteral("change"), outcomeJson(action, *outcome));
        ConsoleOutput::outBytes(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else {
        if (outcome)
            (outcome->ok ? ConsoleOutput::out(outcomeText(*outcome, action == QLatin1String("undo-last")))
                         : ConsoleOutput::error(outcomeText(*outcome, action == QLatin1String("undo-last")).trimmed()));
        ConsoleOutput::out(DoctorText::render(report));
    }

    if (parser.isSet(QStringLiteral("report"))) {
        SummaryReport summary;
        summary.system = diagnosis.scan;
        summary.doctor = report;
        if (outcome && outcome->ok)
            summary.repairsDone = outcome->done;
        const QString file = parser.value(QStringLiteral("report"));
        const bool asJson = file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
        const bool keepNames = parser.isSet(QStringLiteral("show-user-names"));
        const UserNameMask mask = keepNames ? UserNameMask() : UserNameMask::fromEnvironment(commandLine.scanOptions().environment);
        const QByteArray content = asJson ? QJsonDocument(keepNames ? summary.toJson() : mask.apply(summary.toJson())).toJson(QJsonDocument::Indented)
                                          : (keepNames ? summary.toText() : mask.apply(summary.toText())).toUtf8();
        QString error;
        if (!ReportFile::write(file, content, &error)) {
            ConsoleOutput::error(error);
            return ExitCode::Failure;
        }
        if (!json)
            ConsoleOutput::out(DoctorCommand::tr("Report saved to %1%2\n")
                                   .arg(file, keepNames ? QString() : DoctorCommand::tr(" (user names replaced with <user>)")));
    }

    if (!report.couldNotCheck.isEmpty())
        return ExitCode::DoctorCouldNotCheck;
    if (outcome && !outcome->ok)
        return ExitCode::Failure;
    return report.healthy() ? ExitCode::Success : ExitCode::Failure;
}

Command DoctorCommand::command()
{
    QList<QCommandLineOption> own{
        {QStringLiteral("fix"), tr("Apply the automatic fix of every finding with this code (see the codes in docs/doctor-json.md); may be "
                                   "given more than once."),
         tr("code")},
        {QStringLiteral("fix-safe"), tr("Apply every automatic fix marked safe (ones that cannot change which cuDNN a working program loads).")},
        {QStringLiteral("undo-last"), tr("Undo the last fix the doctor made.")},
        {QStringLiteral("report"), tr("Also save a report to paste into a forum post or support ticket (.json for JSON, else text)."), tr("file")},
        {QStringLiteral("show-user-names"), tr("Keep user names in the paths of --report (they are replaced with <user> otherwise).")},
        {QStringLiteral("error-text"),
         tr("Explain an error message on this machine: the text a framework, cuDNN or the loader printed, saved in a file "
            "(- reads standard input)."),
         tr("file")},
        CommandOptions::stateDir(),
        CommandOptions::json(QStringLiteral("docs/doctor-json.md")),
    };
    return {QStringLiteral("doctor"), tr("Diagnose a broken CUDA/cuDNN setup: what is wrong, the evidence, and how to fix it."),
            CommandOptions::machine() + own,
            [](const CommandLine &commandLine) {
                auto isSet = [&](const char *name) { return commandLine.isSet(QString::fromLatin1(name)); };
                if (int(isSet("fix")) + int(isSet("fix-safe")) + int(isSet("undo-last")) > 1)
                    return tr("Give one of --fix, --fix-safe and --undo-last, not several.");
                if (isSet("show-user-names") && !isSet("report"))
                    return tr("--show-user-names goes with --report <file>.");
                if (isSet("error-text") && (isSet("fix") || isSet("fix-safe") || isSet("undo-last") || isSet("report")))
                    return tr("--error-text only explains a message: give it without --fix, --fix-safe, --undo-last and --report.");
                return CommandOptions::checkMachine(commandLine);
            },
            &DoctorCommand::run};
}

} // namespace cudnnsetup
