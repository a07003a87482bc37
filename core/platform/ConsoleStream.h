// ConsoleStream: how text reaches stdout/stderr so that every character survives. A Windows
// console gets UTF-16 through WriteConsoleW (the ANSI code page of an English Windows has no
// 张三 and no arrow); a redirected stream, on Windows or Linux, gets UTF-8 (what scripts reading
// `--json` expect, and what the JSON standard requires). Linux gets UTF-8 everywhere, as Qt 6
// assumes of every Unix locale.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>

namespace cudnnsetup::ConsoleStream {

void write(std::FILE *stream, const QString &text);
void writeBytes(std::FILE *stream, const QByteArray &bytes);
// A terminal or console the user watches (not a pipe or a file).
bool isTerminal(std::FILE *stream);
// Whether "\x1b[K" (erase to the end of the line) works on this terminal: always on Linux; on
// Windows once virtual-terminal processing could be switched on (Windows 10 and newer).
bool understandsEscapeSequences(std::FILE *stream);

} // namespace cudnnsetup::ConsoleStream
