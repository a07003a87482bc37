// Runs the real cudnn-setup binary as a child process against a world of its own: a temporary
// CUDA root, HOME, state folder and XDG folders (outside HOME, so its logs never count as a
// change to the home), no LD_LIBRARY_PATH or CUDNN_PATH from outside, always --scope user and
// --state-dir. The suites run as root in CI: nothing here may reach /etc, /usr, /opt, the real
// home or ldconfig.
#pragma once

#include "core/install/InstallRecords.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "support/TreeSnapshot.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <memory>
#include <fcntl.h>
#include <ostream>
#include <sys/stat.h>
#include <unistd.h>

inline std::ostream &operator<<(std::ostream &os, const QString &text)
{
    return os << text.toStdString();
}

namespace cudnnsetup::testing {

struct CliRun
{
    QProcess::ExitStatus status = QProcess::NormalExit;
    int exitCode = -1;  // the signal number when crashed
    QByteArray out;
    QByteArray err;
    bool finished = false;

    bool killed() const { return status == QProcess::CrashExit; }
    std::string describe() const
    {
        return (killed() ? "killed by signal " : "exit code ") + std::to_string(exitCode) + "\n--- stdout:\n"
               + out.toStdString() + "\n--- stderr:\n" + err.toStdString();
    }
};

class CliInstallTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_temp = std::make_unique<QTemporaryDir>(workParent() + QStringLiteral("/cudnn-setup-install-cli-XXXXXX"));
        ASSERT_TRUE(m_temp->isValid()) << workParent();
        m_root = m_temp->path();
        for (const QString &folder : {archives(), state(), home(), xdg(), cuda() + QStringLiteral("/lib64"),
                                      cuda() + QStringLiteral("/include"), tmp()})
            QDir().mkpath(folder);
        writeFile(cuda() + QStringLiteral("/include/cuda.h"), "/* the toolkit's cuda.h */\n");
        writeFile(cuda() + QStringLiteral("/lib64/libcudart.so.13.0.96"), "ELF cudart of the toolkit", 0755);
        makeSymlink(cuda() + QStringLiteral("/lib64/libcudart.so.13"), QStringLiteral("libcudart.so.13.0.96"));

        m_env.insert(QStringLiteral("HOME"), home());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), xdg() + QStringLiteral("/data"));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), xdg() + QStringLiteral("/config"));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), xdg() + QStringLiteral("/cache"));
        m_env.insert(QStringLiteral("XDG_STATE_HOME"), xdg() + QStringLiteral("/state"));
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), xdg() + QStringLiteral("/runtime"));
        m_env.insert(QStringLiteral("TMPDIR"), tmp());
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        QDir().mkpath(xdg() + QStringLiteral("/runtime"));
        ::chmod(QFile::encodeName(xdg() + QStringLiteral("/runtime")).constData(), 0700);
    }

    // Where the test's world lives: the system's temporary folder unless a suite needs another.
    virtual QString workParent() const { return QDir::tempPath(); }

    // For the kill-point suites: every journal record and placed file is flushed (fsync), which
    // on a busy shared disk makes a hundred installs take minutes. A kill loses nothing the page
    // cache holds, so a tmpfs is as honest for them as a disk and several times faster.
    static QString tmpfsOrTemp()
    {
        const QStorageInfo shm(QStringLiteral("/dev/shm"));
        if (QFileInfo(QStringLiteral("/dev/shm")).isDir() && QFileInfo(QStringLiteral("/dev/shm")).isWritable() && shm.isValid()
            && shm.bytesAvailable() > 64 * 1024 * 1024)
            return QStringLiteral("/dev/shm");
        return QDir::tempPath();
    }

    // The state of the one install record in our state folder; Planned when there is none.
    TransactionState recordState() const
    {
        const QList<InstallRecord> list = InstallRecords::list({state()});
        return list.isEmpty() ? TransactionState::Planned : list.first().state;
    }

    void clearState() const
    {
        QDir(state()).removeRecursively();
        QDir().mkpath(state());
    }

    QString archives() const { return m_root + QStringLiteral("/archives"); }
    QString state() const { return m_root + QStringLiteral("/state"); }
    QString home() const { return m_root + QStringLiteral("/home"); }
    QString xdg() const { return m_root + QStringLiteral("/xdg"); }
    QString tmp() const { return m_root + QStringLiteral("/tmp"); }
    QString cuda() const { return m_root + QStringLiteral("/cuda"); }
    QString path(const QString &relative) const { return m_root + u'/' + relative; }

    // `prefix`: a program and its arguments that run cudnn-setup (setpriv, bash -c ...).
    CliRun run(const QStringList &arguments, const QProcessEnvironment &extra = {}, const QStringList &prefix = {},
               int timeoutMs = 60000) const
    {
        QProcessEnvironment environment = m_env;
        for (const QString &name : extra.keys())
            environment.insert(name, extra.value(name));
        QProcess process;
        process.setProcessEnvironment(environment);
        process.setStandardInputFile(QProcess::nullDevice());
        process.setWorkingDirectory(m_root);
        if (prefix.isEmpty())
            process.start(QStringLiteral(CUDNN_SETUP_BINARY), arguments);
        else
            process.start(prefix.first(), prefix.mid(1) + QStringList{QStringLiteral(CUDNN_SETUP_BINARY)} + arguments);
        CliRun result;
        result.finished = process.waitForFinished(timeoutMs);
        EXPECT_TRUE(result.finished) << "cudnn-setup did not finish: " << arguments.join(u' ');
        if (!result.finished) {
            process.kill();
            process.waitForFinished();
        }
        result.status = process.exitStatus();
        result.exitCode = process.exitCode();
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    QStringList installArguments(const QString &archive, const QStringList &more = {}) const
    {
        return QStringList{QStringLiteral("install"), QStringLiteral("--archive"), archive,  QStringLiteral("--scope"),
                           QStringLiteral("user"),    QStringLiteral("--state-dir"), state(), QStringLiteral("--cuda-root"),
                           cuda(),                    QStringLiteral("--no-nvcc")}
               + more;
    }

    CliRun install(const QString &archive, const QStringList &more = {}, const QProcessEnvironment &extra = {}) const
    {
        return run(installArguments(archive, more), extra);
    }

    // status / uninstall / rollback / resume: always on our own state folder.
    CliRun records(const QString &command, const QStringList &more = {}, const QProcessEnvironment &extra = {}) const
    {
        return run(QStringList{command, QStringLiteral("--state-dir"), state()} + more, extra);
    }

    static QProcessEnvironment crashAt(int n)
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("CUDNN_SETUP_TEST_CRASH_AT"), QString::number(n));
        return environment;
    }

    static QJsonObject parseJson(const QByteArray &text)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString() << "\n" << text.left(500).toStdString();
        return document.object();
    }

    // What an install may change: the CUDA root (times included) and the home (bytes, kinds,
    // modes and links; our own files and the profiles we edit are rewritten, so not their times).
    struct World
    {
        TreeSnapshot cuda;
        TreeSnapshot home;
    };

    World world() const { return {TreeSnapshot::take(cuda()), TreeSnapshot::take(home())}; }

    static QStringList differences(const World &expected, const World &actual)
    {
        QStringList lines;
        for (const QString &line : expected.cuda.differences(actual.cuda))
            lines.append(QStringLiteral("cuda: ") + line);
        TreeCompare homeCompare;
        homeCompare.fileTimes = false;
        for (const QString &line : expected.home.differences(actual.home, homeCompare))
            lines.append(QStringLiteral("home: ") + line);
        return lines;
    }

    void expectWorld(const World &expected, const char *what) const
    {
        const QStringList lines = differences(expected, world());
        EXPECT_TRUE(lines.isEmpty()) << what << ":\n" << lines.join(u'\n').toStdString();
    }

    // Files (not folders) under the state folder: an install that was refused leaves none.
    QStringList stateFiles() const { return TreeSnapshot::take(state()).files(); }

    std::unique_ptr<QTemporaryDir> m_temp;
    QString m_root;
    QProcessEnvironment m_env;
};

} // namespace cudnnsetup::testing
