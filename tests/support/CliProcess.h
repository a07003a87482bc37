// Runs the real cudnn-setup binary as a child process, the way scripts and IT staff do: the
// environment the test prepared, no terminal, stdin from /dev/null.
#pragma once

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

#include <gtest/gtest.h>

namespace cudnnsetup::testing {

struct CliRun
{
    int exitCode = -1;   // -1 when it crashed or did not finish
    QByteArray out;
    QByteArray err;
    qint64 elapsedMs = 0;
};

inline CliRun runCli(const QString &binary, const QProcessEnvironment &environment, const QStringList &arguments,
                     int timeoutMs = 60000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(binary, arguments);
    EXPECT_TRUE(process.waitForFinished(timeoutMs)) << "cudnn-setup did not finish";
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError(), timer.elapsed()};
}

// The object a --json run printed; a test failure (with what was printed) when it is not JSON.
inline QJsonObject jsonOf(const CliRun &run)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(run.out, &error).object();
    EXPECT_EQ(error.error, QJsonParseError::NoError) << run.out.left(400).toStdString() << run.err.toStdString();
    return object;
}

} // namespace cudnnsetup::testing
