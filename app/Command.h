// Command: one subcommand of cudnn-setup, as KeePassXC's CLI has them — its name, a one-line
// summary, the options it takes (beyond --language, --verbose, --help), the checks of those
// options that the parser cannot make, and what it runs. CommandRegistry lists them all; an
// option given to a command that does not take it is refused by the parser, with the commands
// that do take it named.
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include <functional>

namespace cudnnsetup {

class CommandLine;

struct Command
{
    QString name;
    QString summary;                     // translated
    QList<QCommandLineOption> options;
    // Translated: what is wrong with the options given, or empty.
    std::function<QString(const CommandLine &)> check;
    std::function<int(const CommandLine &)> run;   // the process exit code (core/model/ExitCodes.h)
    // The option that one bare word after the command stands for, as users type it from what
    // `status` prints (`uninstall <id>` is `uninstall --id <id>`); empty: the command takes none.
    QString positionalOption = {};
};

} // namespace cudnnsetup
