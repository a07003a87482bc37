#include "core/platform/ToolRunner.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

namespace cudnnsetup {

ToolResult ToolRunner::run(const QString &program, const QStringList &arguments, int timeoutMs, const ToolRunOptions &options)
{
    ToolResult result;
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    if (options.environment)
        process.setProcessEnvironment(*options.environment);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(timeoutMs)) {
        result.outcome = ToolResult::Outcome::FailedToStart;
        result.errorString = process.errorString();
        result.standardError = process.readAllStandardError();
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        result.outcome = ToolResult::Outcome::TimedOut;
        result.errorString = process.errorString();
        result.standardOutput = process.readAllStandardOutput();
        result.standardError = process.readAllStandardError();
        return result;
    }
    result.standardOutput = process.readAllStandardOutput();
    result.standardError = process.readAllStandardError();
    if (process.exitStatus() == QProcess::CrashExit) {
        result.outcome = ToolResult::Outcome::Crashed;
        result.errorString = process.errorString();
        return result;
    }
    result.outcome = ToolResult::Outcome::Finished;
    result.exitCode = process.exitCode();
    return result;
}

QString ToolResult::describeFailure(const QString &program, int timeoutMs) const
{
    const QString name = QFileInfo(program).fileName();
    switch (outcome) {
    case Outcome::FailedToStart:
        return QCoreApplication::translate("ToolRunner", "%1 could not be started (%2). Check that the file exists and is executable.")
            .arg(name, errorString);
    case Outcome::TimedOut:
        return QCoreApplication::translate("ToolRunner", "%1 did not answer within %2 s and was stopped.")
            .arg(name)
            .arg(timeoutMs / 1000.0, 0, 'g', 3);
    case Outcome::Crashed:
        return QCoreApplication::translate("ToolRunner", "%1 crashed (%2).").arg(name, errorString);
    case Outcome::Finished:
        if (exitCode != 0)
            return QCoreApplication::translate("ToolRunner", "%1 exited with code %2: %3")
                .arg(name)
                .arg(exitCode)
                .arg(QString::fromLocal8Bit(standardError).trimmed().left(300));
        return {};
    }
    return {};
}

} // namespace cudnnsetup
