// ProbeRunner: the child process, its deadline and cancel flag, and what each way of ending means.
#include "core/verify/ProbeRunner.h"

#include "core/model/Sentences.h"
#include "core/model/ShownPath.h"
#include "core/platform/HostPlatform.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QProcess>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Short enough that a cancel or a progress line is seen within a frame or two of the page's
// progress bar; long enough that the polling costs nothing next to the probe's own work.
constexpr int kPollSliceMs = 50;
// After kill(): the process is reaped well within this even on a loaded machine.
constexpr int kReapMs = 5000;
// What is kept of the probe's stderr (beyond the progress lines) for the log and the sentence.
constexpr qsizetype kMaxStandardError = 64 * 1024;

QString executableName()
{
    // The probe runs on this computer, whatever system a scan was about.
    return QStringLiteral("cudnn-probe") + HostPlatform::current().executableSuffix();
}

// The end of the probe's own message, for a failure sentence: its last lines are where it says
// what went wrong (cuDNN's "Could not load library ..." before its abort()).
QString messageTail(const QByteArray &standardError)
{
    const QString text = QString::fromLocal8Bit(standardError).trimmed();
    if (text.size() <= 400)
        return text;
    return QStringLiteral("…") + text.right(400);
}

// Splits complete lines off the front of `pending`, hands progress lines to the callback and
// keeps the others. `flush` also takes the last line without its newline (at the end of the run).
void takeStandardErrorLines(QByteArray &pending, QByteArray &kept, bool flush,
                            const ProbeRunner::ProgressCallback &progress)
{
    for (;;) {
        qsizetype end = pending.indexOf('\n');
        if (end < 0) {
            if (!flush || pending.isEmpty())
                return;
            end = pending.size();
        }
        const QByteArray line = pending.left(end);
        pending.remove(0, std::min(end + 1, pending.size()));

        const QByteArray trimmed = line.trimmed();
        if (trimmed.startsWith("progress ")) {
            // "progress <fraction> <what>"; <what> may be absent or hold spaces.
            const QString rest = QString::fromUtf8(trimmed.mid(9)).trimmed();
            const qsizetype space = rest.indexOf(u' ');
            bool ok = false;
            const double fraction = (space < 0 ? rest : rest.left(space)).toDouble(&ok);
            if (ok) {
                if (progress)
                    progress(std::clamp(fraction, 0.0, 1.0), space < 0 ? QString() : rest.mid(space + 1).trimmed());
                continue;
            }
        }
        if (kept.size() < kMaxStandardError)
            kept.append(line).append('\n');
    }
}

} // namespace

QString ProbeRunner::locate()
{
    // An explicit choice wins even when the file is missing: run() then says so, naming the path,
    // instead of silently testing some other probe.
    const QString fromEnvironment = qEnvironmentVariable("CUDNN_SETUP_PROBE");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    if (!QCoreApplication::instance())
        return {};
    const QString besideUs = QDir(QCoreApplication::applicationDirPath()).filePath(executableName());
    return QFileInfo(besideUs).isFile() ? besideUs : QString();
}

ProbeRunner::ProbeRunner(QString probePath)
    : m_probePath(std::move(probePath))
{
}

bool ProbeRunner::isAvailable() const
{
    return !m_probePath.isEmpty() && QFileInfo(m_probePath).isFile();
}

ProbeRun ProbeRunner::run(const QStringList &arguments, const QString &expectedMode, int timeoutMs,
                          const std::shared_ptr<std::atomic_bool> &cancel, const ProgressCallback &progress) const
{
    ProbeRun result;
    const QString shown = shownPath(m_probePath);
    if (m_probePath.isEmpty()) {
        result.outcome = ProbeRun::Outcome::NotFound;
        result.failure = tr("The cuDNN check program (cudnn-probe) is not part of this build: it needs the CUDA Toolkit "
                            "at build time. The cuDNN files can still be found and compared, but not loaded or run.");
        return result;
    }
    if (!QFileInfo(m_probePath).isFile()) {
        result.outcome = ProbeRun::Outcome::NotFound;
        result.failure = tr("The cuDNN check program was not found at %1, so cuDNN could not be loaded and checked. "
                            "If the path comes from CUDNN_SETUP_PROBE, correct or unset that variable; otherwise "
                            "reinstall the wizard, which ships cudnn-probe beside its own program.")
                             .arg(shown);
        return result;
    }

    QProcess process;
    process.setProgram(m_probePath);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QIODevice::ReadOnly);
    if (!process.waitForStarted(30000)) {
        result.outcome = ProbeRun::Outcome::FailedToStart;
        result.failure = tr("The cuDNN check program %1 could not be started (%2). Check that the file is executable "
                            "and built for this system; reinstalling the wizard restores it.")
                             .arg(shown, process.errorString());
        return result;
    }

    QElapsedTimer clock;
    clock.start();
    QByteArray pendingError;
    QByteArray keptError;
    bool cancelled = false;
    bool timedOut = false;
    while (process.state() != QProcess::NotRunning) {
        if (process.waitForFinished(kPollSliceMs))
            break;
        pendingError.append(process.readAllStandardError());
        takeStandardErrorLines(pendingError, keptError, false, progress);
        if (cancel && cancel->load()) {
            cancelled = true;
            break;
        }
        if (timeoutMs > 0 && clock.elapsed() >= timeoutMs) {
            timedOut = true;
            break;
        }
    }
    if (cancelled || timedOut) {
        process.kill();
        process.waitForFinished(kReapMs);
    }
    pendingError.append(process.readAllStandardError());
    takeStandardErrorLines(pendingError, keptError, true, progress);
    result.standardError = keptError;
    const QByteArray standardOutput = process.readAllStandardOutput();

    const QString tail = messageTail(keptError);
    auto withTail = [&](const QString &sentence) {
        return tail.isEmpty() ? sentence : joinSentences(sentence, tr("Its last message: %1").arg(tail));
    };

    if (cancelled) {
        result.outcome = ProbeRun::Outcome::Cancelled;
        result.failure = tr("The cuDNN check was cancelled and its program stopped.");
        return result;
    }
    if (timedOut) {
        result.outcome = ProbeRun::Outcome::TimedOut;
        result.failure = tr("The cuDNN check did not answer within %n second(s) and was stopped. A hung NVIDIA driver can "
                            "cause this (restarting the computer usually clears it); so can a very slow disk or another "
                            "program keeping the GPU busy.",
                            nullptr, (timeoutMs + 999) / 1000);
        return result;
    }
    if (process.exitStatus() == QProcess::CrashExit) {
        result.outcome = ProbeRun::Outcome::Crashed;
        // On Unix QProcess reports the signal number as the exit code of a crashed process.
        result.exitCode = process.exitCode();
        result.failure = withTail(
            tr("The cuDNN check stopped unexpectedly (it crashed). This usually means a cuDNN library is missing or from "
               "another release: cuDNN aborts the program that loads it when one of its parts cannot be loaded. A "
               "damaged NVIDIA driver can do the same. Programs that use this cuDNN copy would stop the same way."));
        return result;
    }
    result.exitCode = process.exitCode();
    if (result.exitCode == 2) {
        result.outcome = ProbeRun::Outcome::Crashed;
        result.failure = withTail(tr("The cuDNN check program refused its arguments (exit code 2). The program beside "
                                     "the wizard probably comes from another version of the wizard; reinstall the "
                                     "wizard."));
        return result;
    }
    if (result.exitCode != 0) {
        result.outcome = ProbeRun::Outcome::Crashed;
        result.failure = withTail(tr("The cuDNN check ended with an error (exit code %1) instead of giving a result.")
                                      .arg(result.exitCode));
        return result;
    }

    readAnswer(standardOutput, expectedMode, result);
    return result;
}

void ProbeRunner::readAnswer(const QByteArray &standardOutput, const QString &expectedMode, ProbeRun &result)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(standardOutput.trimmed(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        result.outcome = ProbeRun::Outcome::BadOutput;
        result.failure = tr("The cuDNN check finished, but its answer could not be read (%1 bytes that are not one JSON "
                            "object). The program beside the wizard may be damaged or from another version; "
                            "reinstall the wizard.")
                             .arg(standardOutput.size());
        return;
    }
    const QJsonObject json = document.object();
    const int schema = json.value(QStringLiteral("probe")).toInt(-1);
    const QString mode = json.value(QStringLiteral("mode")).toString();
    if (schema != 1) {
        result.outcome = ProbeRun::Outcome::BadOutput;
        result.failure = tr("The cuDNN check answered in a format this wizard does not know (schema %1, expected 1). "
                            "The program beside the wizard comes from another version; reinstall the wizard.")
                             .arg(schema);
        return;
    }
    if (mode != expectedMode) {
        result.outcome = ProbeRun::Outcome::BadOutput;
        result.failure = tr("The cuDNN check answered a different question (\"%1\" instead of \"%2\"). The program "
                            "beside the wizard comes from another version; reinstall the wizard.")
                             .arg(mode, expectedMode);
        return;
    }
    result.outcome = ProbeRun::Outcome::Ok;
    result.json = json;
}

} // namespace cudnnsetup
