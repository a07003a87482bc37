#include "core/platform/RunLog.h"

#include "core/platform/ProcessRights.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>

#include <cstdio>

namespace cudnnsetup {

namespace {

struct LogState
{
    QMutex mutex;
    QFile file;
    QFile copy;   // alsoWriteTo()
    bool echo = false;
    QtMessageHandler previous = nullptr;
    bool installed = false;
};

LogState &state()
{
    static LogState instance;
    return instance;
}

const char *levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg: return "debug";
    case QtInfoMsg: return "info";
    case QtWarningMsg: return "warning";
    case QtCriticalMsg: return "error";
    case QtFatalMsg: return "fatal";
    }
    return "?";
}

void writeMessage(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    LogState &log = state();
    const QByteArray line = QDateTime::currentDateTime().toString(Qt::ISODateWithMs).toUtf8() + ' '
        + levelName(type) + ": " + message.toUtf8() + '\n';
    QMutexLocker lock(&log.mutex);
    for (QFile *file : {&log.file, &log.copy}) {
        if (file->isOpen()) {
            file->write(line);
            file->flush();
        }
    }
    // Warnings and errors always reach the console; the rest only with --verbose.
    if (log.echo || (type != QtDebugMsg && type != QtInfoMsg)) {
        std::fwrite(line.constData() + line.indexOf(' ') + 1, 1, size_t(line.size() - line.indexOf(' ') - 1), stderr);
        std::fflush(stderr);
    }
}

void pruneOldLogs(const QDir &directory, int keep)
{
    const QFileInfoList logs = directory.entryInfoList({QStringLiteral("cudnn-setup-*.log")}, QDir::Files, QDir::Time);
    for (qsizetype i = keep; i < logs.size(); ++i)
        QFile::remove(logs.at(i).absoluteFilePath());
}

} // namespace

QString RunLog::defaultDirectory()
{
    // Run as root (sudo -E, or a root shell that kept HOME), the app-data folder may be a
    // user's, who could have put a link where the next log goes: root writes only its own.
    if (ProcessRights::runsAsRoot())
        return QStringLiteral("/var/log/cudnn-setup");
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/logs");
}

bool RunLog::start(bool echoToConsole, const QString &directory, int keep)
{
    LogState &log = state();
    const QString folder = directory.isEmpty() ? defaultDirectory() : directory;
    QDir().mkpath(folder);
    pruneOldLogs(QDir(folder), keep - 1);
    const QString name = QStringLiteral("cudnn-setup-%1-%2.log")
                             .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                             .arg(QCoreApplication::applicationPid());
    {
        QMutexLocker lock(&log.mutex);
        log.echo = echoToConsole;
        if (log.file.isOpen())
            log.file.close();
        log.file.setFileName(folder + u'/' + name);
        if (!log.file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
            std::fprintf(stderr, "cudnn-setup: cannot write the log file %s\n", qPrintable(log.file.fileName()));
        }
    }
    if (!log.installed) {
        log.previous = qInstallMessageHandler(writeMessage);
        log.installed = true;
    }
    qInfo().noquote() << "cudnn-setup" << QStringLiteral(CUDNN_SETUP_VERSION) << "started with"
                      << QCoreApplication::arguments().join(u' ');
    return log.file.isOpen();
}

QString RunLog::filePath()
{
    return state().file.fileName();
}

bool RunLog::alsoWriteTo(const QString &path, QString *error)
{
    LogState &log = state();
    QFileInfo(path).dir().mkpath(QStringLiteral("."));
    {
        QMutexLocker lock(&log.mutex);
        log.copy.close();
        log.copy.setFileName(path);
        if (!log.copy.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
            if (error)
                *error = log.copy.errorString();
            return false;
        }
    }
    qInfo().noquote() << "cudnn-setup" << QStringLiteral(CUDNN_SETUP_VERSION) << "started with"
                      << QCoreApplication::arguments().join(u' ');
    return true;
}

void RunLog::stop()
{
    LogState &log = state();
    if (log.installed) {
        qInstallMessageHandler(log.previous);
        log.installed = false;
    }
    QMutexLocker lock(&log.mutex);
    log.file.close();
    log.copy.close();
}

} // namespace cudnnsetup
