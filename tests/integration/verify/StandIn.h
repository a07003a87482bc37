// StandIn: bash scripts that play cudnn-probe in the tests (a real child process that answers,
// crashes, hangs, prints garbage or progress), written into a temporary folder.
#pragma once

#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <ostream>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <memory>
#include <thread>
#include <sys/types.h>
#include <unistd.h>

// Lets a QString follow an EXPECT_... << as readable text.
inline std::ostream &operator<<(std::ostream &os, const QString &text)
{
    return os << text.toStdString();
}

namespace verifytest {

// Writes `body` after a bash shebang; executable unless told otherwise. Core dumps are switched
// off so that a stand-in that aborts itself leaves nothing behind.
inline QString writeStandIn(const QTemporaryDir &dir, const QString &name, const QByteArray &body, bool executable = true)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
    file.write("#!/bin/bash\nulimit -c 0\n" + body + "\n");
    file.close();
    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    if (executable)
        permissions |= QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
    EXPECT_TRUE(QFile::setPermissions(path, permissions));
    return path;
}

// A stand-in that prints `json` on stdout (quoted here-document: no expansion) and exits 0.
inline QByteArray printing(const QByteArray &json)
{
    return "cat <<'END_OF_JSON'\n" + json + "\nEND_OF_JSON\n";
}

// A stand-in that writes its pid to `pidFile` and then sleeps (as that same process) until killed.
inline QString writeSleeper(const QTemporaryDir &dir, const QString &pidFile)
{
    return writeStandIn(dir, QStringLiteral("sleeper"), "echo $$ > '" + pidFile.toUtf8() + "'\nexec sleep 600\n");
}

// Sets the flag after `delay`, from another thread, as a Cancel button would. Joins when it goes
// out of scope.
inline std::jthread cancelAfter(const std::shared_ptr<std::atomic_bool> &cancel, std::chrono::milliseconds delay)
{
    return std::jthread([cancel, delay] {
        std::this_thread::sleep_for(delay);
        cancel->store(true);
    });
}

// The pid a stand-in wrote with `echo $$ > pidfile`, waiting briefly for it to appear.
inline pid_t readPid(const QString &path)
{
    for (int i = 0; i < 100; ++i) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray text = file.readAll().trimmed();
            if (!text.isEmpty())
                return pid_t(text.toLongLong());
        }
        usleep(20000);
    }
    return 0;
}

// True when no process has this pid any more (the child was killed and reaped).
inline bool processGone(pid_t pid)
{
    return pid > 0 && ::kill(pid, 0) == -1 && errno == ESRCH;
}

} // namespace verifytest
