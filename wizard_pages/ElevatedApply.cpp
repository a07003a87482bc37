#include "wizard_pages/ElevatedApply.h"

#include "core/install/Installer.h"


#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QtConcurrent/QtConcurrentRun>

#ifdef Q_OS_WIN
#include <windows.h>
#include <shellapi.h>
#endif

namespace cudnnsetup {

namespace {

// pkexec's own exit codes: the authentication dialog was dismissed (126) or refused (127);
// a dismissed UAC prompt on Windows is reported as 126 too.
constexpr int kDismissed = 126;
constexpr int kNotAuthorized = 127;
constexpr int kCouldNotStart = -1;

} // namespace

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

QStringList ElevatedApply::commandLine(const QString &planFile)
{
    const QStringList apply{QCoreApplication::applicationFilePath(), QStringLiteral("apply"), QStringLiteral("--plan"), planFile};
#ifdef Q_OS_WIN
    return apply;
#else
    return QStringList{QStringLiteral("pkexec")} + apply;
#endif
}

void ElevatedApply::start(InstallPlan plan, const QString &sysroot)
{
    if (isRunning())
        return;
    QString error;
    m_planFile = Installer::writeElevatedPlan(std::move(plan), sysroot, &error);
    if (m_planFile.isEmpty()) {
        fail(tr("The plan could not be written to the temporary folder: %1").arg(error));
        return;
    }
    const QStringList command = commandLine(m_planFile);
    Q_EMIT output(tr("Running: %1").arg(command.join(u' ')));
#ifdef Q_OS_WIN
    const QString program = QDir::toNativeSeparators(command.first());
    const QString parameters = QStringLiteral("apply --plan \"%1\"").arg(QDir::toNativeSeparators(m_planFile));
    m_watcher.setFuture(QtConcurrent::run([program, parameters]() -> int {
        const std::wstring file = program.toStdWString();
        const std::wstring arguments = parameters.toStdWString();
        SHELLEXECUTEINFOW info{};
        info.cbSize = sizeof(info);
        info.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC;
        info.lpVerb = L"runas";
        info.lpFile = file.c_str();
        info.lpParameters = arguments.c_str();
        info.nShow = SW_HIDE;
        if (!ShellExecuteExW(&info) || !info.hProcess)
            return GetLastError() == ERROR_CANCELLED ? kDismissed : kCouldNotStart;
        WaitForSingleObject(info.hProcess, INFINITE);
        DWORD code = 1;
        GetExitCodeProcess(info.hProcess, &code);
        CloseHandle(info.hProcess);
        return int(code);
    }));
#else
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
#endif
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
#ifdef Q_OS_WIN
        fail(tr("The program could not be started with administrator rights."));
#else
        fail(tr("pkexec could not be started (is the polkit package installed?). Nothing was changed. Use \"Show the "
                "commands\" to install by hand with sudo instead."));
#endif
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
