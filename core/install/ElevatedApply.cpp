#include "core/install/ElevatedApply.h"

#include "core/install/Installer.h"
#include "core/platform/HostPlatform.h"
#include "core/platform/UacElevation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

namespace {

// pkexec's own exit codes: the authentication dialog was dismissed (126) or refused (127);
// a dismissed UAC prompt on Windows is reported as 126 too.
constexpr int kDismissed = 126;
constexpr int kNotAuthorized = 127;
constexpr int kCouldNotStart = -1;

} // namespace

// Elevation happens on this computer, whatever system the plan is for.
bool ElevatedApply::elevatesWithUac()
{
    return HostPlatform::current().isWindows();
}

ElevatedApply::ElevatedApply(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<int>::finished, this, [this] { finish(m_watcher.result()); });
}

ElevatedApply::~ElevatedApply()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->waitForFinished(-1);
    }
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

bool ElevatedApply::isRunning() const
{
    return (m_process && m_process->state() != QProcess::NotRunning) || m_watcher.isRunning();
}

QStringList ElevatedApply::commandLine(const QString &planFile, const InstallPlan &plan, const QString &sysroot)
{
    const QStringList apply = QStringList{QCoreApplication::applicationFilePath()} + Installer::applyArguments(planFile, plan, sysroot);
    return elevatesWithUac() ? apply : QStringList{QStringLiteral("pkexec")} + apply;
}

void ElevatedApply::start(InstallPlan plan, const QString &sysroot)
{
    if (isRunning())
        return;
    QString error;
    m_planFile = Installer::writeElevatedPlan(plan, sysroot, &error);
    if (m_planFile.isEmpty()) {
        fail(tr("The plan for the administrator could not be written: %1").arg(error));
        return;
    }
    const QStringList command = commandLine(m_planFile, plan, sysroot);
    Q_EMIT output(tr("Running: %1").arg(command.join(u' ')));
    if (elevatesWithUac()) {
        const QString program = command.first();
        QStringList quoted;
        for (QString argument : command.mid(1)) {
            if (argument.startsWith(u'/') || (argument.size() > 1 && argument.at(1) == u':'))
                argument = QDir::toNativeSeparators(argument);
            quoted.append(argument.startsWith(QStringLiteral("--")) ? argument : u'"' + argument + u'"');
        }
        const QString parameters = quoted.join(u' ');
        m_watcher.setFuture(QtConcurrent::run([program, parameters]() -> int {
            const UacElevation::Run run = UacElevation::runAsAdministrator(program, parameters);
            switch (run.outcome) {
            case UacElevation::Run::Outcome::Finished: return run.exitCode;
            case UacElevation::Run::Outcome::Dismissed: return kDismissed;
            case UacElevation::Run::Outcome::CouldNotStart: break;
            }
            return kCouldNotStart;
        }));
        return;
    }
    delete m_process;
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_process, &QProcess::readyRead, this, [this] {
        m_pending += QString::fromLocal8Bit(m_process->readAll());
        // Progress lines end with \r (one line redrawn); each one is worth a line here.
        m_pending.replace(u'\r', u'\n');
        qsizetype end;
        while ((end = m_pending.indexOf(u'\n')) >= 0) {
            const QString line = m_pending.left(end).trimmed();
            m_pending.remove(0, end + 1);
            if (!line.isEmpty())
                Q_EMIT output(line);
        }
    });
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        if (!m_pending.trimmed().isEmpty())
            Q_EMIT output(m_pending.trimmed());
        m_pending.clear();
        finish(status == QProcess::NormalExit ? exitCode : 1);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(kCouldNotStart);
    });
    m_process->start(command.first(), command.mid(1));
}

void ElevatedApply::finish(int exitCode)
{
    QFile::remove(m_planFile);
    switch (exitCode) {
    case 0:
        Q_EMIT finished(Result::Done, tr("Installed with administrator rights."));
        return;
    case kDismissed:
    case kNotAuthorized:
        Q_EMIT finished(Result::NotAuthorized,
                        tr("Administrator rights were not given (the password prompt was closed or refused). Nothing was "
                           "changed."));
        return;
    case kCouldNotStart:
        if (elevatesWithUac())
            fail(tr("The program could not be started with administrator rights."));
        else
            fail(tr("pkexec could not be started (is the polkit package installed?). Nothing was changed. Use \"Show "
                    "the commands\" to install by hand with sudo instead."));
        return;
    default:
        Q_EMIT finished(Result::Failed, tr("The install with administrator rights failed (exit code %1); the details are "
                                           "below. Whatever it had changed was undone.").arg(exitCode));
    }
}

void ElevatedApply::fail(const QString &message)
{
    QFile::remove(m_planFile);
    Q_EMIT finished(Result::CouldNotStart, message);
}

} // namespace cudnnsetup
