#include "app/CommandLine.h"

#include "core/platform/Translations.h"
#include "core/probe/ReportText.h"
#include "core/probe/SystemScanner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>

namespace cudnnsetup {

namespace {

const QStringList &subcommands()
{
    static const QStringList names{QStringLiteral("scan")};
    return names;
}

QCommandLineOption sysrootOption()
{
    return {QStringLiteral("sysroot"),
            CommandLine::tr("Look up every fixed system location under <dir> (a prepared tree or a mounted image)."),
            CommandLine::tr("dir")};
}

QCommandLineOption platformOption()
{
    return {QStringLiteral("platform"),
            CommandLine::tr("Treat the scanned tree as <platform> (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with --sysroot."),
            CommandLine::tr("platform")};
}

QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), CommandLine::tr("Print the report as JSON (schema: docs/scan-json.md).")};
}

QCommandLineOption noNvccOption()
{
    return {QStringLiteral("no-nvcc"), CommandLine::tr("Do not run nvcc to cross-check toolkit versions.")};
}

QCommandLineOption timeoutOption()
{
    return {QStringLiteral("tool-timeout"), CommandLine::tr("Seconds to wait for nvcc or nvidia-smi before giving up (default 5)."),
            CommandLine::tr("seconds"), QStringLiteral("5")};
}

QCommandLineOption languageOption()
{
    return {QStringLiteral("language"), CommandLine::tr("Language of the interface and reports: en, zh_CN or zh_TW (default: the system's)."),
            CommandLine::tr("code")};
}

QCommandLineOption verboseOption()
{
    return {QStringLiteral("verbose"), CommandLine::tr("Also print the log on the console.")};
}

void writeOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

} // namespace

bool CommandLine::wantsConsole(int argc, char **argv)
{
    // Any command word, or a request for help or the version, means headless. A word that is
    // not a known command also goes to the console, so that the error is printed there rather
    // than after trying to open a display.
    static const QStringList valueOptions{QStringLiteral("--sysroot"), QStringLiteral("--platform"), QStringLiteral("--tool-timeout"),
                                          QStringLiteral("--language")};
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        for (const char *flag : {"-h", "--help", "--help-all", "-v", "--version", "-?"})
            if (arg == QLatin1String(flag))
                return true;
        if (valueOptions.contains(arg)) {
            ++i;   // skip the option's value
            continue;
        }
        if (!arg.startsWith(u'-'))
            return true;
    }
    return false;
}

QLocale CommandLine::requestedLocale(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        QString value;
        if (arg == QLatin1String("--language") && i + 1 < argc)
            value = QString::fromLocal8Bit(argv[i + 1]);
        else if (arg.startsWith(QLatin1String("--language=")))
            value = arg.mid(11);
        if (!value.isEmpty())
            return QLocale(value.replace(u'-', u'_'));
    }
    return QLocale::system();
}

CommandLine::CommandLine()
{
    m_parser.setApplicationDescription(
        tr("Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.\n\n"
           "Commands:\n"
           "  scan    Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts."));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addPositionalArgument(QStringLiteral("command"), tr("The command to run (scan). None opens the wizard."),
                                   QStringLiteral("[command]"));
    m_parser.addOption(sysrootOption());
    m_parser.addOption(platformOption());
    m_parser.addOption(jsonOption());
    m_parser.addOption(noNvccOption());
    m_parser.addOption(timeoutOption());
    m_parser.addOption(languageOption());
    m_parser.addOption(verboseOption());
}

bool CommandLine::parse()
{
    if (!m_parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "%s\n\n%s", qPrintable(m_parser.errorText()), qPrintable(m_parser.helpText()));
        m_exitCode = UsageError;
        return false;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        writeOut(m_parser.helpText().toLocal8Bit());
        m_exitCode = Success;
        return false;
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        writeOut(QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()).toLocal8Bit());
        m_exitCode = Success;
        return false;
    }
    const QStringList positional = m_parser.positionalArguments();
    QString problem;
    if (positional.size() > 1)
        problem = tr("Only one command may be given, not: %1").arg(positional.join(u' '));
    else if (!positional.isEmpty() && !subcommands().contains(positional.first()))
        problem = tr("Unknown command \"%1\". Known commands: %2").arg(positional.first(), subcommands().join(QStringLiteral(", ")));
    else if (m_parser.isSet(QStringLiteral("platform")) && !HostPlatform::fromRedistKey(m_parser.value(QStringLiteral("platform"))))
        problem = tr("Unknown platform \"%1\". Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.")
                      .arg(m_parser.value(QStringLiteral("platform")));
    else if (m_parser.isSet(QStringLiteral("platform")) && !m_parser.isSet(QStringLiteral("sysroot")))
        problem = tr("--platform only makes sense with --sysroot (the live system is always its own platform).");
    else if (m_parser.isSet(QStringLiteral("sysroot")) && !QFileInfo(m_parser.value(QStringLiteral("sysroot"))).isDir())
        problem = tr("The --sysroot folder %1 does not exist.").arg(m_parser.value(QStringLiteral("sysroot")));
    else if (m_parser.isSet(QStringLiteral("language")) && m_parser.value(QStringLiteral("language")) != QLatin1String("en")
             && !Translations::shippedLanguages().contains(m_parser.value(QStringLiteral("language")).replace(u'-', u'_')))
        problem = tr("Unknown language \"%1\". Use en, zh_CN or zh_TW.").arg(m_parser.value(QStringLiteral("language")));
    else {
        bool ok = false;
        const double seconds = m_parser.value(QStringLiteral("tool-timeout")).toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 600)
            problem = tr("--tool-timeout must be a number of seconds between 0 and 600.");
    }
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "cudnn-setup: %s\n", qPrintable(problem));
        m_exitCode = UsageError;
        return false;
    }
    return true;
}

bool CommandLine::verbose() const
{
    return m_parser.isSet(QStringLiteral("verbose"));
}

QString CommandLine::subcommand() const
{
    const QStringList positional = m_parser.positionalArguments();
    return positional.isEmpty() ? QString() : positional.first();
}

ScanOptions CommandLine::scanOptions() const
{
    ScanOptions options;
    options.sysroot = m_parser.value(QStringLiteral("sysroot"));
    if (m_parser.isSet(QStringLiteral("platform")))
        options.platform = HostPlatform::fromRedistKey(m_parser.value(QStringLiteral("platform")));
    options.runNvcc = !m_parser.isSet(QStringLiteral("no-nvcc"));
    options.toolTimeoutMs = int(m_parser.value(QStringLiteral("tool-timeout")).toDouble() * 1000);
    return options;
}

int CommandLine::runSubcommand()
{
    if (subcommand() == QLatin1String("scan"))
        return runScan();
    return UsageError;
}

int CommandLine::runScan()
{
    const SystemReport report = SystemScanner(scanOptions()).scan();
    if (m_parser.isSet(QStringLiteral("json")))
        writeOut(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    else
        writeOut(ReportText::render(report).toLocal8Bit());
    return Success;
}

} // namespace cudnnsetup
