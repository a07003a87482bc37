// CommandLine: the command line of cudnn-setup. The first word names a Command (CommandRegistry),
// and the parser then knows that command's options only (and --language, --verbose, --help):
// `cudnn-setup <command> --help` lists them. With a command the program runs headless (no display
// needed); without one it opens the wizard, which takes the options of the machine and of where
// archives come from (e.g. --sysroot to show a prepared tree).
#pragma once

#include "app/Command.h"
#include "core/acquire/ArchiveFetch.h"
#include "core/model/ExitCodes.h"
#include "core/probe/ScanOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // Decided before any QApplication exists, so that a headless run never touches a display.
    static bool wantsConsole(int argc, char **argv);
    // The UI language: --language (en, zh_CN, zh_TW) when given, else the system's. Read before
    // any translatable text is built, so that --help is in that language too.
    static QLocale requestedLocale(int argc, char **argv);

    CommandLine();
    // Parses QCoreApplication::arguments(). Prints help/version/errors itself; returns false
    // when the program should exit with `exitCode()`.
    bool parse();
    int exitCode() const { return m_exitCode; }
    bool verbose() const;
    // The command given; empty for the wizard.
    QString subcommand() const;
    const QCommandLineParser &parser() const { return m_parser; }

    // Whether the command given (or the wizard) takes the option `name`; isSet() and value()
    // answer false and empty for one it does not take.
    bool takes(const QString &name) const;
    bool isSet(const QString &name) const;
    QString value(const QString &name) const;

    ScanOptions scanOptions() const;
    // Where archives come from (--mirror, --cache, --proxy): for fetch and for the wizard.
    FetchSource fetchSource() const;
    // --probe-timeout in milliseconds, or the command's own default.
    int probeTimeoutMs(int defaultMs) const;

    // Runs the command; returns the process exit code.
    int runSubcommand();

private:
    bool fail(const QString &problem);
    QString unknownOptionProblem() const;

    QList<Command> m_commands;
    std::optional<Command> m_command;
    QStringList m_taken;
    QString m_positional;   // the bare word given for the command's positionalOption
    QCommandLineParser m_parser;
    int m_exitCode = ExitCode::Success;
};

} // namespace cudnnsetup
