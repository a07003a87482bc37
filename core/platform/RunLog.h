// RunLog: one log file per run, in the platform's app-data folder (…/logs), written line by line
// and flushed at once, so that a crash or a failed step still leaves a log the user can send.
// All qDebug/qInfo/qWarning output goes there; --verbose also echoes it to stderr. Run as root,
// the logs go to /var/log/cudnn-setup instead.
#pragma once

#include <QString>

namespace cudnnsetup {

class RunLog
{
public:
    // Opens the log and installs the Qt message handler. `directory` empty = the default
    // location. Keeps the newest `keep` logs and deletes older ones.
    static bool start(bool echoToConsole, const QString &directory = {}, int keep = 20);
    static QString filePath();
    // Also appends every later line to `path` (the log an unattended run was told to keep, which
    // many runs share); the folder is created. False, with the reason, when it cannot be written.
    static bool alsoWriteTo(const QString &path, QString *error);
    static QString defaultDirectory();
    static void stop();
};

} // namespace cudnnsetup
