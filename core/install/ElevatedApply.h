// ElevatedApply: "Install as administrator" (InstallWorkflow::applyAsAdministrator, the wizard's
// Install page). The plan the user saw is written
// to a file (with the system's records folder as its state folder, so an administrator process
// never writes records into the user's home) and the same program applies exactly that plan
// with administrator rights: `pkexec <this program> apply --plan FILE` on Linux, the UAC prompt
// ("runas") on Windows. The wizard itself never runs as administrator.
#pragma once

#include "core/install/InstallPlan.h"

#include <QFutureWatcher>
#include <QObject>

class QProcess;

namespace cudnnsetup {

class ElevatedApply : public QObject
{
    Q_OBJECT

public:
    enum class Result {
        Done,          // the plan was applied (exit code 0)
        NotAuthorized, // the password prompt was dismissed or refused: nothing was changed
        Failed,        // applying failed (and was rolled back by the elevated process)
        CouldNotStart, // no pkexec, or the plan file could not be written
    };

    explicit ElevatedApply(QObject *parent = nullptr);
    // A running elevated install is waited for, not killed: stopping it half-way would leave
    // the journal to be rolled back at the next start instead of now.
    ~ElevatedApply() override;

    void start(InstallPlan plan, const QString &sysroot);
    bool isRunning() const;

    // The command line shown to the user and run (program first).
    static QStringList commandLine(const QString &planFile, const InstallPlan &plan, const QString &sysroot);
    // UAC on Windows, whose prompt names only the program; pkexec elsewhere, whose prompt shows
    // the command line with the target and the release.
    static bool elevatesWithUac();

Q_SIGNALS:
    void output(const QString &line);
    void finished(cudnnsetup::ElevatedApply::Result result, const QString &message);

private:
    void finish(int exitCode);
    void fail(const QString &message);

    QProcess *m_process = nullptr;
    QFutureWatcher<int> m_watcher; // Windows: the wait for the elevated process
    QString m_planFile;
    QString m_pending;             // output not yet ended by a newline
};

} // namespace cudnnsetup
