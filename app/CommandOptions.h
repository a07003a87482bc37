// CommandOptions: the options more than one command takes, each described once, and the checks
// of their values that the parser cannot make. A command lists the groups it takes in its own
// Command; an option only one command takes is defined beside that command.
#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class CommandLine;

class CommandOptions
{
    Q_DECLARE_TR_FUNCTIONS(CommandOptions)

public:
    // --language and --verbose: every command and the wizard.
    static QList<QCommandLineOption> global();
    // The machine looked at: --sysroot, --platform, --no-nvcc, --tool-timeout.
    static QList<QCommandLineOption> machine();
    static QCommandLineOption sysroot();
    // --no-nvcc and --tool-timeout alone (a command that only runs on the live system).
    static QList<QCommandLineOption> tools();
    // Where archives come from: --mirror, --proxy, and --cache when `withCache`.
    static QList<QCommandLineOption> source(bool withCache = true);
    // --allow-insecure-mirror: a plain http:// --mirror or --cuda-from is taken (part of source();
    // install takes it with the CUDA pieces).
    static QCommandLineOption insecureMirror();
    // Which build: --release and --cuda.
    static QList<QCommandLineOption> build();
    // How to install: --archive, --layout, --cuda-root, --target, --scope, --no-env, --dry-run.
    static QList<QCommandLineOption> installChoices();
    // --with-cuda and --cuda-from: the CUDA pieces that come with an install (install only).
    static QList<QCommandLineOption> cudaPieces();
    // The copy verify and bench look at, and how long they wait: --cudnn-dir, --probe-timeout.
    static QList<QCommandLineOption> probe(int defaultTimeoutSeconds);
    static QCommandLineOption json(const QString &schemaDocument);
    static QCommandLineOption stateDir();

    // Translated problems with the values of those groups, or empty (only the options the
    // command has are looked at).
    static QString checkMachine(const CommandLine &commandLine, bool platformWithoutSysroot = false);
    // `consentElsewhere` (provision): the answer file may allow a plain http:// mirror, and
    // ProvisionChoices checks the merged choices.
    static QString checkSource(const CommandLine &commandLine, bool consentElsewhere = false);
    // A plain http:// address in --<option> without --allow-insecure-mirror, or empty.
    static QString checkInsecureMirror(const CommandLine &commandLine, const QString &option);
    static QString checkBuild(const CommandLine &commandLine);
    static QString checkInstallChoices(const CommandLine &commandLine, bool targetWithoutLayout = false);
    // `partsElsewhere` (provision): --with-cuda and --cuda-from may each come from an answer file,
    // so only what is given is checked, and the CUDA pieces come from a folder only.
    static QString checkCudaPieces(const CommandLine &commandLine, bool partsElsewhere = false);
    static QString checkProbeTimeout(const CommandLine &commandLine);
    static QString checkLanguage(const CommandLine &commandLine);
};

} // namespace cudnnsetup
