// ToolRunner: run an external tool (nvcc, nvidia-smi) with a hard timeout and no shell. A tool
// that hangs is killed; one that is not executable or prints garbage is reported, never thrown.
// Safe to call from a worker thread: it blocks that thread only.
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct ToolResult
{
    enum class Outcome { Finished, FailedToStart, TimedOut, Crashed };

    Outcome outcome = Outcome::FailedToStart;
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
    QString errorString;   // from QProcess when it did not finish normally

    bool succeeded() const { return outcome == Outcome::Finished && exitCode == 0; }
    // A translated sentence for the report: "nvcc did not answer within 5 s and was stopped".
    QString describeFailure(const QString &program, int timeoutMs) const;
};

// Where and with what environment the tool runs; by default this process's.
struct ToolRunOptions
{
    QString workingDirectory;
    std::optional<QProcessEnvironment> environment;
};

class ToolRunner
{
public:
    static ToolResult run(const QString &program, const QStringList &arguments, int timeoutMs,
                          const ToolRunOptions &options = {});
};

} // namespace cudnnsetup
