#include "app/CommandLine.h"

#include "app/CommandOptions.h"
#include "app/CommandRegistry.h"
#include "app/ConsoleOutput.h"
#include "core/acquire/ReleaseCatalogue.h"

#include <QSet>
#include <QUrl>

namespace cudnnsetup {

namespace {

QList<QCommandLineOption> everyOption(const QList<Command> &commands)
{
    QList<QCommandLineOption> options = CommandOptions::global() + CommandRegistry::wizardOptions();
    for (const Command &command : commands)
        options += command.options;
    return options;
}

// The options that take a value, as typed ("--sysroot"): the word after one is its value.
QSet<QString> valueOptions(const QList<Command> &commands)
{
    QSet<QString> names;
    for (const QCommandLineOption &option : everyOption(commands))
        if (!option.valueName().isEmpty())
            for (const QString &name : option.names())
                names.insert((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
    return names;
}

// The words that are neither options nor their values: the command, and anything stray.
QStringList commandWords(const QStringList &arguments, const QList<Command> &commands)
{
    const QSet<QString> takesValue = valueOptions(commands);
    QStringList words;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--")) {
            words += arguments.mid(i + 1);
            break;
        }
        if (takesValue.contains(argument))
            ++i;   // skip the option's value
        else if (!argument.startsWith(u'-'))
            words.append(argument);
    }
    return words;
}

QStringList commandNames(const QList<Command> &commands)
{
    QStringList names;
    for (const Command &command : commands)
        names.append(command.name);
    return names;
}

} // namespace

bool CommandLine::wantsConsole(int argc, char **argv)
{
    // Any command word, or a request for help or the version, means headless. A word that is
    // not a known command also goes to the console, so that the error is printed there rather
    // than after trying to open a display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    for (const QString &argument : arguments.mid(1))
        for (const char *flag : {"-h", "--help", "--help-all", "-v", "--version", "-?"})
            if (argument == QLatin1String(flag))
                return true;
    return !commandWords(arguments, CommandRegistry::all()).isEmpty();
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
    : m_commands(CommandRegistry::all())
{
}

bool CommandLine::fail(const QString &problem)
{
    ConsoleOutput::error(QStringLiteral("cudnn-setup: ") + problem);
    m_exitCode = ExitCode::UsageError;
    return false;
}

bool CommandLine::parse()
{
    const QStringList arguments = QCoreApplication::arguments();
    const QStringList words = commandWords(arguments, m_commands);
    if (!words.isEmpty()) {
        for (const Command &command : m_commands)
            if (command.name == words.first())
                m_command = command;
        if (!m_command)
            return fail(tr("Unknown command \"%1\". Known commands: %2").arg(words.first(), commandNames(m_commands).join(QStringLiteral(", "))));
    }

    QList<QCommandLineOption> options = CommandOptions::global();
    if (m_command) {
        m_parser.setApplicationDescription(m_command->summary);
        m_parser.addPositionalArgument(m_command->name, tr("The command."), m_command->name);
        if (!m_command->positionalOption.isEmpty())
            m_parser.addPositionalArgument(m_command->positionalOption,
                                           tr("The same as --%1.").arg(m_command->positionalOption),
                                           QStringLiteral("[%1]").arg(m_command->positionalOption));
        options += m_command->options;
    } else {
        QString description = tr("Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.") + QStringLiteral("\n\n")
                              + tr("Commands:") + u'\n';
        for (const Command &command : m_commands)
            description += QStringLiteral("  %1 %2\n").arg(command.name, -9).arg(command.summary);
        description += u'\n' + tr("`cudnn-setup <command> --help` lists the options of that command. The options below are the wizard's.");
        m_parser.setApplicationDescription(description);
        m_parser.addPositionalArgument(QStringLiteral("command"), tr("The command to run (see above). None opens the wizard."),
                                       QStringLiteral("[command]"));
        options += CommandRegistry::wizardOptions();
    }
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addOptions(options);
    for (const QCommandLineOption &option : options)
        m_taken += option.names();

    if (!m_parser.parse(arguments)) {
        const QString problem = unknownOptionProblem();
        return fail(problem.isEmpty() ? m_parser.errorText() + QStringLiteral("\n\n") + m_parser.helpText() : problem);
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        ConsoleOutput::out(m_parser.helpText());
        m_exitCode = ExitCode::Success;
        return false;
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        ConsoleOutput::out(QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()));
        m_exitCode = ExitCode::Success;
        return false;
    }
    const QString positional = m_command ? m_command->positionalOption : QString();
    if (words.size() == 2 && !positional.isEmpty()) {
        if (m_parser.isSet(positional) && m_parser.value(positional) != words.at(1))
            return fail(tr("%1 was given twice, as %2 and as --%3 %4: give it once.")
                            .arg(positional, words.at(1), positional, m_parser.value(positional)));
        m_positional = words.at(1);
    } else if (words.size() > 1) {
        return fail(positional.isEmpty() ? tr("Only one command may be given, not: %1").arg(words.join(u' '))
                                         : tr("%1 takes one %2, not: %3").arg(words.first(), positional, words.mid(1).join(u' ')));
    }
    QString problem = CommandOptions::checkLanguage(*this);
    if (problem.isEmpty())
        problem = m_command ? (m_command->check ? m_command->check(*this) : QString()) : CommandRegistry::checkWizardOptions(*this);
    if (!problem.isEmpty())
        return fail(problem);
    return true;
}

// For an option this command does not take: which commands do.
QString CommandLine::unknownOptionProblem() const
{
    const QStringList unknown = m_parser.unknownOptionNames();
    if (unknown.isEmpty())
        return {};
    const QString option = unknown.first();
    QStringList takers;
    for (const Command &command : m_commands)
        for (const QCommandLineOption &candidate : command.options)
            if (candidate.names().contains(option) && !takers.contains(command.name))
                takers.append(command.name);
    for (const QCommandLineOption &candidate : CommandRegistry::wizardOptions())
        if (candidate.names().contains(option))
            takers.append(tr("the wizard"));
    const QString here = m_command ? m_command->name : tr("the wizard");
    const QString help = m_command ? QStringLiteral("cudnn-setup %1 --help").arg(m_command->name) : QStringLiteral("cudnn-setup --help");
    if (takers.isEmpty())
        return tr("Unknown option --%1. `%2` lists the options of %3.").arg(option, help, here);
    return tr("--%1 is not an option of %2 (it is an option of: %3). `%4` lists the options of %2.")
        .arg(option, here, takers.join(QStringLiteral(", ")), help);
}

bool CommandLine::takes(const QString &name) const
{
    return m_taken.contains(name);
}

bool CommandLine::isSet(const QString &name) const
{
    if (!m_positional.isEmpty() && name == m_command->positionalOption)
        return true;
    return takes(name) && m_parser.isSet(name);
}

QString CommandLine::value(const QString &name) const
{
    if (!m_positional.isEmpty() && name == m_command->positionalOption)
        return m_positional;
    return takes(name) ? m_parser.value(name) : QString();
}

bool CommandLine::verbose() const
{
    return isSet(QStringLiteral("verbose"));
}

QString CommandLine::subcommand() const
{
    return m_command ? m_command->name : QString();
}

ScanOptions CommandLine::scanOptions() const
{
    ScanOptions options;
    options.sysroot = value(QStringLiteral("sysroot"));
    // With fetch and no sysroot, --platform names the archive's platform, not the machine's.
    if (isSet(QStringLiteral("platform")) && !options.sysroot.isEmpty())
        options.platform = HostPlatform::fromRedistKey(value(QStringLiteral("platform")));
    options.runNvcc = !isSet(QStringLiteral("no-nvcc"));
    if (takes(QStringLiteral("tool-timeout")))
        options.toolTimeoutMs = int(value(QStringLiteral("tool-timeout")).toDouble() * 1000);
    return options;
}

FetchSource CommandLine::fetchSource() const
{
    FetchSource source;
    const QString mirror = value(QStringLiteral("mirror"));
    source.baseUrl = mirror.isEmpty() ? ReleaseCatalogue::defaultBaseUrl() : mirror;
    source.fromMirror = !mirror.isEmpty();
    source.allowInsecureHttp = isSet(QStringLiteral("allow-insecure-mirror"));
    source.cacheDir = value(QStringLiteral("cache"));
    if (isSet(QStringLiteral("proxy")))
        source.proxy = ProxySettings::fromUrl(QUrl(value(QStringLiteral("proxy")))).value_or(ProxySettings());
    return source;
}

int CommandLine::probeTimeoutMs(int defaultMs) const
{
    if (!isSet(QStringLiteral("probe-timeout")))
        return defaultMs;
    return int(value(QStringLiteral("probe-timeout")).toDouble() * 1000);
}

int CommandLine::runSubcommand()
{
    return m_command ? m_command->run(*this) : ExitCode::UsageError;
}

} // namespace cudnnsetup
