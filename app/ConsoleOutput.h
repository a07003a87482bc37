// ConsoleOutput: what the CLI prints. Results go to stdout (so `--json` output can be piped),
// progress and errors to stderr; progress redraws one line only when stderr is a terminal.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ConsoleOutput
{
    Q_DECLARE_TR_FUNCTIONS(ConsoleOutput)

public:
    static void out(const QString &text);
    static void outBytes(const QByteArray &bytes);
    static void error(const QString &line);   // a newline is added
    // "Note: <text>" on stderr, each text at most once per run; nothing for an empty text.
    static void noteOnce(const QString &text);
    // Replaces the current progress line on a terminal; elsewhere prints at most one line per
    // percent so logs stay readable.
    static void progress(const QString &line, int percent);
    static void endProgress();
    // The progress line of a download ("42% of 512.0 MB, 8.1 MB/s, 30 s left"), worded once for
    // every command that downloads. `fileName` non-empty: the line starts with it, for commands
    // that fetch several files. `total` or `secondsLeft` below 0: not known yet.
    static void downloadProgress(const QString &fileName, qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    static bool stderrIsTerminal();
};

} // namespace cudnnsetup
