// ConsoleOutput: what the CLI prints. Results go to stdout (so `--json` output can be piped),
// progress and errors to stderr; progress redraws one line only when stderr is a terminal.
#pragma once

#include <QString>

namespace cudnnsetup {

class ConsoleOutput
{
public:
    static void out(const QString &text);
    static void outBytes(const QByteArray &bytes);
    static void error(const QString &line);   // a newline is added
    // Replaces the current progress line on a terminal; elsewhere prints at most one line per
    // percent so logs stay readable.
    static void progress(const QString &line, int percent);
    static void endProgress();
    static bool stderrIsTerminal();
};

} // namespace cudnnsetup
