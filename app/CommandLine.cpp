#include "app/CommandLine.h"

#include "app/ConsoleOutput.h"
#include "app/BenchCommand.h"
#include "app/DoctorCommand.h"
#include "app/FetchCommand.h"
#include "app/InstallCommand.h"
#include "app/MirrorCommand.h"
#include "app/ProvisionCommand.h"
#include "app/RecordsCommand.h"
#include "app/ReleasesCommand.h"
#include "app/ScanCommand.h"
#include "app/VerifyCommand.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/bench/ConvolutionShape.h"
#include "core/verify/BenchmarkRequest.h"
#include "core/platform/Translations.h"

#include <QFileInfo>

namespace cudnnsetup {

namespace {

const QStringList &subcommands()
{
    static const QStringList names{QStringLiteral("scan"),      QStringLiteral("releases"), QStringLiteral("fetch"),
                                   QStringLiteral("install"),   QStringLiteral("apply"),    QStringLiteral("status"),
                                   QStringLiteral("uninstall"), QStringLiteral("rollback"), QStringLiteral("resume"),
                                   QStringLiteral("verify"),    QStringLiteral("bench"),    QStringLiteral("doctor"),
                                   QStringLiteral("provision"), QStringLiteral("mirror")};
    return names;
}

// Every option of every mode. Built on demand because the texts are translated.
QList<QCommandLineOption> options()
{
    return {
        {QStringLiteral("sysroot"), CommandLine::tr("Look up every fixed system location under <dir> (a prepared tree or a mounted image)."), CommandLine::tr("dir")},
        {QStringLiteral("platform"),
         CommandLine::tr("scan: treat the --sysroot tree as <platform>; fetch: get the archive for <platform> (linux-x86_64, linux-sbsa, "
                "linux-aarch64, windows-x86_64, windows-arm64)."),
         CommandLine::tr("platform")},
        {QStringLiteral("json"), CommandLine::tr("Print the result as JSON (schemas: docs/scan-json.md, docs/fetch-json.md, docs/doctor-json.md).")},
        {QStringLiteral("no-nvcc"), CommandLine::tr("Do not run nvcc to cross-check toolkit versions.")},
        {QStringLiteral("tool-timeout"), CommandLine::tr("Seconds to wait for nvcc or nvidia-smi before giving up (default 5)."), CommandLine::tr("seconds"),
         QStringLiteral("5")},
        {QStringLiteral("release"), CommandLine::tr("fetch, provision: the cuDNN release, e.g. 9.20 or 9.20.0.48 (default: the one that fits this machine)."),
         CommandLine::tr("version")},
        {QStringLiteral("cuda"), CommandLine::tr("fetch, provision: the CUDA major the build is for, e.g. 12 or 13 (default: the CUDA Toolkit's)."), CommandLine::tr("major")},
        {QStringLiteral("mirror"), CommandLine::tr("Get manifests and archives from this lab mirror (https or http URL, or a folder) instead of NVIDIA (fetch, provision, mirror and the wizard)."),
         CommandLine::tr("url-or-dir")},
        {QStringLiteral("dest"), CommandLine::tr("fetch: also copy the verified archive into <dir>; mirror: the folder of the mirror."), CommandLine::tr("dir")},
        {QStringLiteral("cache"), CommandLine::tr("The download cache folder (default: the user's cache folder; fetch, provision and the wizard)."), CommandLine::tr("dir")},
        {QStringLiteral("proxy"), CommandLine::tr("Use this proxy (http://host:port or socks5://host:port) instead of the system's (fetch, provision, mirror and the wizard)."), CommandLine::tr("url")},
        {QStringLiteral("accept-license"), CommandLine::tr("fetch, provision, mirror: accept NVIDIA's cuDNN license (fetch shows it to you first otherwise; provision and mirror do nothing without it).")},
        {QStringLiteral("archive"), CommandLine::tr("install, provision: the cuDNN archive (.tar.xz, .tgz or .zip) to install."), CommandLine::tr("file")},
        {QStringLiteral("layout"), CommandLine::tr("install, provision: \"toolkit\" copies cuDNN into the CUDA Toolkit (default); \"side-by-side\" puts it in a folder of its own."),
         CommandLine::tr("layout")},
        {QStringLiteral("cuda-root"), CommandLine::tr("install, provision: the CUDA Toolkit folder to install into or to build for (default: the one the scan picks)."),
         CommandLine::tr("dir")},
        {QStringLiteral("target"), CommandLine::tr("install, provision: the folder of a side-by-side install (default: /opt/nvidia/cudnn/... or ~/.local/opt/nvidia/cudnn/...)."),
         CommandLine::tr("dir")},
        {QStringLiteral("scope"), CommandLine::tr("install, provision: \"user\" (this user's environment and folders) or \"system\" (all users; needs administrator rights). Default: system when run as root, else user."),
         CommandLine::tr("scope")},
        {QStringLiteral("no-env"), CommandLine::tr("install, provision: leave environment variables and loader settings alone.")},
        {QStringLiteral("dry-run"), CommandLine::tr("install, provision: show the plan (every file, every change) and change nothing.")},
        {QStringLiteral("answer-file"), CommandLine::tr("provision: read every answer from this INI file (docs/answer-file.md); flags given as well win over it."),
         CommandLine::tr("file")},
        {QStringLiteral("no-verify"), CommandLine::tr("provision: do not check the copy after installing it.")},
        {QStringLiteral("benchmark"), CommandLine::tr("provision: time a convolution after installing.")},
        {QStringLiteral("log"), CommandLine::tr("provision: also write the log to <file> (appended)."), CommandLine::tr("file")},
        {QStringLiteral("releases"), CommandLine::tr("mirror: the cuDNN releases to copy, comma-separated (9.19,9.20.0.48)."), CommandLine::tr("list")},
        {QStringLiteral("platforms"), CommandLine::tr("mirror: the platforms to copy, comma-separated (linux-x86_64,windows-x86_64,...)."), CommandLine::tr("list")},
        {QStringLiteral("plan"), CommandLine::tr("apply: the install plan to apply (written by the wizard or by install when administrator rights are needed)."),
         CommandLine::tr("file")},
        {QStringLiteral("id"), CommandLine::tr("uninstall, rollback, resume: the install record to act on (see status; default: the newest that fits)."),
         CommandLine::tr("id")},
        {QStringLiteral("state-dir"), CommandLine::tr("Keep and look up install records in <dir> (default: the user's app-data folder and /var/lib/cudnn-setup)."),
         CommandLine::tr("dir")},
        {QStringLiteral("cudnn-dir"), CommandLine::tr("verify, bench: the folder of the cuDNN libraries to check or time (default: the copy a scan picks)."),
         CommandLine::tr("dir")},
        {QStringLiteral("include-dir"), CommandLine::tr("verify: the folder of that copy's headers (default: <cudnn-dir>/../include)."), CommandLine::tr("dir")},
        {QStringLiteral("probe-timeout"), CommandLine::tr("verify, bench: seconds to wait for the cudnn-probe helper before stopping it (default 60 for verify, 300 for bench)."),
         CommandLine::tr("seconds")},
        {QStringLiteral("layer"), CommandLine::tr("bench: the ResNet-50 layer to time: conv2_x, conv3_x (default), conv4_x or conv5_x."), CommandLine::tr("name")},
        {QStringLiteral("shape"), CommandLine::tr("bench: time a layer of your own instead: N,C,H,W,K,R,S,pad,stride (batch, channels, height, width, "
                                                  "filters, filter height, filter width, padding, stride)."),
         CommandLine::tr("list")},
        {QStringLiteral("batch"), CommandLine::tr("bench: the batch size, 1 to 1024, or \"auto\" (64 with a GPU, 8 without; the default)."), CommandLine::tr("n")},
        {QStringLiteral("precision"), CommandLine::tr("bench: the cuDNN precisions to time: fp32, tf32, fp16 or all (default), comma-separated. Strict FP32 is always timed."),
         CommandLine::tr("list")},
        {QStringLiteral("no-cpu"), CommandLine::tr("bench: leave out the CPU row.")},
        {QStringLiteral("csv"), CommandLine::tr("bench: also write the results as CSV to <file>."), CommandLine::tr("file")},
        {QStringLiteral("fix"), CommandLine::tr("doctor: apply the automatic fix of every finding with this code (see the codes in docs/doctor-json.md); may be given more than once."),
         CommandLine::tr("code")},
        {QStringLiteral("fix-safe"), CommandLine::tr("doctor: apply every automatic fix marked safe (ones that cannot change which cuDNN a working program loads).")},
        {QStringLiteral("undo-last"), CommandLine::tr("doctor: undo the last fix the doctor made.")},
        {QStringLiteral("report"), CommandLine::tr("doctor: also save a report to paste into a forum post or support ticket (.json for JSON, else text); provision: write the JSON report to <file>."),
         CommandLine::tr("file")},
        {QStringLiteral("show-user-names"), CommandLine::tr("doctor: keep user names in the paths of --report (they are replaced with <user> otherwise).")},
        {QStringLiteral("language"), CommandLine::tr("Language of the interface and reports: en, zh_CN or zh_TW (default: the system's)."), CommandLine::tr("code")},
        {QStringLiteral("verbose"), CommandLine::tr("Also print the log on the console.")},
    };
}

} // namespace

bool CommandLine::wantsConsole(int argc, char **argv)
{
    // Any command word, or a request for help or the version, means headless. A word that is
    // not a known command also goes to the console, so that the error is printed there rather
    // than after trying to open a display.
    QStringList valueOptions;
    for (const QCommandLineOption &option : options())
        if (!option.valueName().isEmpty())
            valueOptions.append(QStringLiteral("--") + option.names().constFirst());
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
           "  scan      Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.\n"
           "  releases  List the cuDNN releases the wizard knows, and which fit this machine.\n"
           "  fetch     Download the cuDNN archive that fits this machine (or the one asked for) and verify it.\n"
           "  install   Unpack a cuDNN archive and install it into the CUDA Toolkit or side by side, with the environment.\n"
           "  apply     Apply an install plan (the part that runs with administrator rights).\n"
           "  status    List the installs made by cudnn-setup and any that were interrupted.\n"
           "  uninstall Undo a finished install: remove what it added, restore what it replaced.\n"
           "  rollback  Undo an install that was interrupted (a crash, a power cut).\n"
           "  resume    Finish an install (or an undo) that was interrupted.\n"
           "  verify    Check that a cuDNN copy loads and runs, item by item, and say why not.\n"
           "  bench     Time a convolution layer with cuDNN, with plain CUDA kernels and on the CPU.\n"
           "  doctor    Diagnose a broken CUDA/cuDNN setup: what is wrong, the evidence, and how to fix it.\n"
           "  provision Install unattended, from an answer file or flags, and write a JSON report (lab machines, fleets).\n"
           "  mirror    Copy cuDNN releases and their manifests into a folder, to serve as a lab mirror."));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addPositionalArgument(QStringLiteral("command"), tr("The command to run (scan, releases, fetch, install, apply, status, uninstall, rollback, resume, verify, bench, doctor, provision, mirror). None opens the wizard."),
                                   QStringLiteral("[command]"));
    m_parser.addOptions(options());
}

QString CommandLine::validate() const
{
    const QStringList positional = m_parser.positionalArguments();
    const QString command = subcommand();
    auto value = [&](const char *name) { return m_parser.value(QString::fromLatin1(name)); };
    auto isSet = [&](const char *name) { return m_parser.isSet(QString::fromLatin1(name)); };

    if (positional.size() > 1)
        return tr("Only one command may be given, not: %1").arg(positional.join(u' '));
    if (!positional.isEmpty() && !subcommands().contains(command))
        return tr("Unknown command \"%1\". Known commands: %2").arg(command, subcommands().join(QStringLiteral(", ")));
    if (isSet("platform") && !HostPlatform::fromRedistKey(value("platform")))
        return tr("Unknown platform \"%1\". Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.").arg(value("platform"));
    if (isSet("platform") && !isSet("sysroot") && command != QLatin1String("fetch"))
        return tr("--platform needs --sysroot here (the live system is always its own platform); only fetch takes it alone.");
    if (isSet("sysroot") && !QFileInfo(value("sysroot")).isDir())
        return tr("The --sysroot folder %1 does not exist.").arg(value("sysroot"));
    if (isSet("language") && value("language") != QLatin1String("en")
        && !Translations::shippedLanguages().contains(value("language").replace(u'-', u'_')))
        return tr("Unknown language \"%1\". Use en, zh_CN or zh_TW.").arg(value("language"));
    bool ok = false;
    const double seconds = value("tool-timeout").toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 600)
        return tr("--tool-timeout must be a number of seconds above 0 and at most 600.");
    const bool fetching = command == QLatin1String("fetch");
    const bool provisioning = command == QLatin1String("provision");
    const bool mirroring = command == QLatin1String("mirror");
    for (const char *buildChoice : {"release", "cuda"})
        if (isSet(buildChoice) && !fetching && !provisioning && !(command == QLatin1String("releases") && QByteArray(buildChoice) == "cuda"))
            return tr("--%1 is an option of the fetch and provision commands.").arg(QString::fromLatin1(buildChoice));
    if (isSet("accept-license") && !fetching && !provisioning && !mirroring)
        return tr("--accept-license is an option of the fetch, provision and mirror commands.");
    if (isSet("dest") && !fetching && !mirroring)
        return tr("--dest is an option of the fetch and mirror commands.");
    // Where archives come from is also a setting of the wizard (an IT person starting it for a lab).
    for (const char *source : {"mirror", "cache", "proxy"})
        if (isSet(source) && !fetching && !provisioning && !mirroring && !command.isEmpty())
            return tr("--%1 is an option of the fetch, provision and mirror commands and of the wizard.").arg(QString::fromLatin1(source));
    if (isSet("cache") && mirroring)
        return tr("mirror downloads straight into --dest: --cache is not one of its options.");
    for (const char *provisionOnly : {"answer-file", "no-verify", "benchmark", "log"})
        if (isSet(provisionOnly) && !provisioning)
            return tr("--%1 is an option of the provision command.").arg(QString::fromLatin1(provisionOnly));
    for (const char *mirrorOnly : {"releases", "platforms"})
        if (isSet(mirrorOnly) && !mirroring)
            return tr("--%1 is an option of the mirror command.").arg(QString::fromLatin1(mirrorOnly));
    if (mirroring && (!isSet("releases") || !isSet("platforms") || !isSet("dest")))
        return tr("mirror needs --releases <list>, --platforms <list> and --dest <dir>.");
    if (provisioning && isSet("sysroot"))
        return tr("provision installs on this machine: --sysroot is not one of its options.");
    if (provisioning && isSet("mirror") && isSet("archive"))
        return tr("Give either --mirror or --archive, not both: the archive comes from one place.");
    if (isSet("proxy") && !ProxySettings::fromUrl(QUrl(value("proxy"))))
        return tr("--proxy wants an address like http://proxy.example:3128 or socks5://10.0.0.1:1080.");
    const bool installing = command == QLatin1String("install");
    for (const char *installOnly : {"archive", "layout", "cuda-root", "target", "scope", "no-env", "dry-run"})
        if (isSet(installOnly) && !installing && !provisioning)
            return tr("--%1 is an option of the install and provision commands.").arg(QString::fromLatin1(installOnly));
    if (installing && !isSet("archive"))
        return tr("install needs --archive <file>: the cuDNN archive to install (get one with `cudnn-setup fetch`).");
    if (isSet("layout") && value("layout") != QLatin1String("toolkit") && value("layout") != QLatin1String("side-by-side"))
        return tr("--layout is \"toolkit\" or \"side-by-side\", not \"%1\".").arg(value("layout"));
    if (isSet("scope") && value("scope") != QLatin1String("user") && value("scope") != QLatin1String("system"))
        return tr("--scope is \"user\" or \"system\", not \"%1\".").arg(value("scope"));
    if (isSet("target") && value("layout") != QLatin1String("side-by-side") && !provisioning)
        return tr("--target names the folder of a side-by-side install: add --layout side-by-side.");
    if (command == QLatin1String("apply") && !isSet("plan"))
        return tr("apply needs --plan <file>.");
    if (isSet("plan") && command != QLatin1String("apply"))
        return tr("--plan is an option of the apply command.");
    if (isSet("id") && command != QLatin1String("uninstall") && command != QLatin1String("rollback") && command != QLatin1String("resume"))
        return tr("--id is an option of uninstall, rollback and resume.");
    const bool verifying = command == QLatin1String("verify");
    const bool benchmarking = command == QLatin1String("bench");
    for (const char *probeOption : {"cudnn-dir", "probe-timeout"})
        if (isSet(probeOption) && !verifying && !benchmarking)
            return tr("--%1 is an option of verify and bench.").arg(QString::fromLatin1(probeOption));
    if (isSet("include-dir") && !verifying)
        return tr("--include-dir is an option of verify.");
    if (isSet("include-dir") && !isSet("cudnn-dir"))
        return tr("--include-dir goes with --cudnn-dir: the headers of that copy.");
    for (const char *benchOnly : {"layer", "shape", "batch", "precision", "no-cpu", "csv"})
        if (isSet(benchOnly) && !benchmarking)
            return tr("--%1 is an option of the bench command.").arg(QString::fromLatin1(benchOnly));
    if (isSet("probe-timeout")) {
        const double probeSeconds = value("probe-timeout").toDouble(&ok);
        if (!ok || probeSeconds <= 0 || probeSeconds > 3600)
            return tr("--probe-timeout must be a number of seconds above 0 and at most 3600.");
    }
    if (isSet("layer") && isSet("shape"))
        return tr("Give either --layer or --shape, not both.");
    if (isSet("layer") && !bench::ConvolutionShape::preset(value("layer").toStdString(), 1))
        return tr("Unknown layer \"%1\". Use conv2_x, conv3_x, conv4_x or conv5_x, or --shape for your own.").arg(value("layer"));
    if (isSet("shape") && !bench::ConvolutionShape::parse(value("shape").toStdString()))
        return tr("--shape wants nine whole numbers N,C,H,W,K,R,S,pad,stride that make a valid convolution (the filter must fit the "
                  "padded input), not \"%1\".").arg(value("shape"));
    if (isSet("shape") && isSet("batch"))
        return tr("--shape carries its own batch (its first number): leave out --batch.");
    if (isSet("batch") && value("batch") != QLatin1String("auto")) {
        const int batch = value("batch").toInt(&ok);
        if (!ok || batch < 1 || batch > 1024)
            return tr("--batch is a number from 1 to 1024, or \"auto\", not \"%1\".").arg(value("batch"));
    }
    if (isSet("report") && command != QLatin1String("doctor") && !provisioning)
        return tr("--report is an option of the doctor and provision commands.");
    for (const char *doctorOnly : {"fix", "fix-safe", "undo-last", "show-user-names"})
        if (isSet(doctorOnly) && command != QLatin1String("doctor"))
            return tr("--%1 is an option of the doctor command.").arg(QString::fromLatin1(doctorOnly));
    if (int(isSet("fix")) + int(isSet("fix-safe")) + int(isSet("undo-last")) > 1)
        return tr("Give one of --fix, --fix-safe and --undo-last, not several.");
    if (isSet("show-user-names") && !isSet("report"))
        return tr("--show-user-names goes with --report <file>.");
    if (isSet("precision") && !BenchmarkRequest().setPrecisions(value("precision")))
        return tr("--precision takes fp32, tf32, fp16 or all (comma-separated), not \"%1\".").arg(value("precision"));
    if (isSet("cuda") && (value("cuda").toInt(&ok) < 10 || !ok))
        return tr("--cuda wants a CUDA major version such as 12 or 13, not \"%1\".").arg(value("cuda"));
    return {};
}

bool CommandLine::parse()
{
    if (!m_parser.parse(QCoreApplication::arguments())) {
        ConsoleOutput::error(m_parser.errorText() + QStringLiteral("\n\n") + m_parser.helpText());
        m_exitCode = UsageError;
        return false;
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        ConsoleOutput::out(m_parser.helpText());
        m_exitCode = Success;
        return false;
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        ConsoleOutput::out(QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()));
        m_exitCode = Success;
        return false;
    }
    if (const QString problem = validate(); !problem.isEmpty()) {
        ConsoleOutput::error(QStringLiteral("cudnn-setup: ") + problem);
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
    // With fetch and no sysroot, --platform names the archive's platform, not the machine's.
    if (m_parser.isSet(QStringLiteral("platform")) && !options.sysroot.isEmpty())
        options.platform = HostPlatform::fromRedistKey(m_parser.value(QStringLiteral("platform")));
    options.runNvcc = !m_parser.isSet(QStringLiteral("no-nvcc"));
    options.toolTimeoutMs = int(m_parser.value(QStringLiteral("tool-timeout")).toDouble() * 1000);
    return options;
}

FetchSource CommandLine::fetchSource() const
{
    FetchSource source;
    const QString mirror = m_parser.value(QStringLiteral("mirror"));
    source.baseUrl = mirror.isEmpty() ? ReleaseCatalogue::defaultBaseUrl() : mirror;
    source.allowInsecureHttp = !mirror.isEmpty();   // a mirror given on the command line is explicit
    source.cacheDir = m_parser.value(QStringLiteral("cache"));
    if (m_parser.isSet(QStringLiteral("proxy")))
        source.proxy = ProxySettings::fromUrl(QUrl(m_parser.value(QStringLiteral("proxy")))).value_or(ProxySettings());
    return source;
}

int CommandLine::probeTimeoutMs(int defaultMs) const
{
    if (!m_parser.isSet(QStringLiteral("probe-timeout")))
        return defaultMs;
    return int(m_parser.value(QStringLiteral("probe-timeout")).toDouble() * 1000);
}

int CommandLine::runSubcommand()
{
    const QString command = subcommand();
    if (command == QLatin1String("scan"))
        return ScanCommand::run(*this);
    if (command == QLatin1String("releases"))
        return ReleasesCommand::run(*this);
    if (command == QLatin1String("fetch"))
        return FetchCommand(*this).run();
    if (command == QLatin1String("install"))
        return InstallCommand::install(*this);
    if (command == QLatin1String("apply"))
        return InstallCommand::apply(*this);
    if (command == QLatin1String("status"))
        return RecordsCommand::status(*this);
    if (command == QLatin1String("uninstall"))
        return RecordsCommand::uninstall(*this);
    if (command == QLatin1String("rollback"))
        return RecordsCommand::rollback(*this);
    if (command == QLatin1String("resume"))
        return RecordsCommand::resume(*this);
    if (command == QLatin1String("verify"))
        return VerifyCommand::run(*this);
    if (command == QLatin1String("bench"))
        return BenchCommand::run(*this);
    if (command == QLatin1String("doctor"))
        return DoctorCommand::run(*this);
    if (command == QLatin1String("provision"))
        return ProvisionCommand::run(*this);
    if (command == QLatin1String("mirror"))
        return MirrorCommand::run(*this);
    return UsageError;
}

} // namespace cudnnsetup
