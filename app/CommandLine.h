// CommandLine: the options and subcommands of cudnn-setup, shared by both modes. With a
// subcommand the program runs headless (no display needed); without one it opens the wizard
// with the same options (e.g. --sysroot to show a prepared tree).
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/probe/ScanOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace cudnnsetup {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // Documented in the README; scripts and fleet tools branch on them.
    enum ExitCode {
        Success = 0,
        Failure = 1,
        UsageError = 2,
        LicenseNotAccepted = 3,
        NeedsAdministrator = 4,
        NoGpuToRunOn = 5,    // verify: cuDNN is installed correctly, but there is no driver or GPU to run it
        CouldNotCheck = 6,   // verify, bench: the check itself could not run (no probe, it crashed or hung)
        // doctor: the machine could not be examined. Issue 6 fixed this at 2, so it shares the
        // value with UsageError; both mean "no diagnosis was made".
        DoctorCouldNotCheck = 2,
    };

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
    QString subcommand() const;
    ScanOptions scanOptions() const;
    // Where archives come from (--mirror, --cache, --proxy): for fetch and for the wizard.
    FetchSource fetchSource() const;
    const QCommandLineParser &parser() const { return m_parser; }
    // --probe-timeout in milliseconds, or the command's own default.
    int probeTimeoutMs(int defaultMs) const;

    // Runs the subcommand; returns the process exit code.
    int runSubcommand();

private:
    QString validate() const;

    QCommandLineParser m_parser;
    int m_exitCode = Success;
};

} // namespace cudnnsetup
