// ProbeRunner: runs cudnn-probe as a child process with a timeout and reads the one JSON object it
// prints. The probe loads cuDNN, whose shim aborts the process when a sub-library is missing, and
// talks to the driver, which can hang or crash: whatever it does, the caller gets a ProbeRun back
// with a translated sentence saying what went wrong, never an exception or a dead wizard.
// Safe to call from a worker thread (it blocks that thread only).
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

struct ProbeRun
{
    enum class Outcome {
        Ok,             // exit 0 and one JSON object on stdout
        NotFound,       // no cudnn-probe next to the application (built without CUDA) or where told
        FailedToStart,
        Crashed,        // killed by a signal (cuDNN's abort(), a driver crash) or a non-zero exit
        TimedOut,       // killed after the timeout
        Cancelled,      // the caller's cancel flag was set; the probe was killed
        BadOutput,      // exit 0 but stdout is not one JSON object of the expected mode
    };

    Outcome outcome = Outcome::NotFound;
    QJsonObject json;        // valid when outcome == Ok
    QString failure;         // translated, for the user: what happened and what it means
    int exitCode = -1;
    QByteArray standardError;

    bool ok() const { return outcome == Outcome::Ok; }
};

class ProbeRunner
{
    Q_DECLARE_TR_FUNCTIONS(ProbeRunner)

public:
    // Where the probe is: $CUDNN_SETUP_PROBE when set (tests, IT staff with their own build),
    // else cudnn-probe(.exe) beside the running executable; "" when neither exists.
    static QString locate();

    explicit ProbeRunner(QString probePath = locate());

    const QString &probePath() const { return m_probePath; }
    bool isAvailable() const;

    // Progress the probe reports on stderr as lines "progress <0..1> <what>" (bench only).
    using ProgressCallback = std::function<void(double fraction, const QString &what)>;

    // Runs `cudnn-probe <arguments>`; expectedMode is the "mode" the JSON must carry ("verify",
    // "which", "info", "bench"). The child inherits this process's environment.
    ProbeRun run(const QStringList &arguments, const QString &expectedMode, int timeoutMs,
                 const std::shared_ptr<std::atomic_bool> &cancel = {},
                 const ProgressCallback &progress = {}) const;

    // The answer of a probe that exited 0: one JSON object of schema 1 and `expectedMode`, else
    // BadOutput with the sentence that says so. Sets result.outcome and, when Ok, result.json.
    static void readAnswer(const QByteArray &standardOutput, const QString &expectedMode, ProbeRun &result);

private:
    QString m_probePath;
};

} // namespace cudnnsetup
