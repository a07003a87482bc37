#include "app/CommandOptions.h"

#include "app/CommandLine.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/download/ProxySettings.h"
#include "core/install/InstallPlan.h"
#include "core/model/Version.h"
#include "core/platform/HostPlatform.h"
#include "core/platform/Translations.h"

#include <QFileInfo>
#include <QUrl>

namespace cudnnsetup {

QList<QCommandLineOption> CommandOptions::global()
{
    return {
        {QStringLiteral("language"), tr("Language of the interface and reports: en, zh_CN or zh_TW (default: the system's)."), tr("code")},
        {QStringLiteral("verbose"), tr("Also print the log on the console.")},
    };
}

QList<QCommandLineOption> CommandOptions::machine()
{
    return QList<QCommandLineOption>{
               sysroot(),
               {QStringLiteral("platform"),
                tr("Treat the --sysroot tree as <platform>: linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64."),
                tr("platform")},
           }
           + tools();
}

QCommandLineOption CommandOptions::sysroot()
{
    return {QStringLiteral("sysroot"), tr("Look up every fixed system location under <dir> (a prepared tree or a mounted image)."), tr("dir")};
}

QList<QCommandLineOption> CommandOptions::tools()
{
    return {
        {QStringLiteral("no-nvcc"), tr("Do not run nvcc to cross-check toolkit versions.")},
        {QStringLiteral("tool-timeout"), tr("Seconds to wait for nvcc or nvidia-smi before giving up (default 5)."), tr("seconds"), QStringLiteral("5")},
    };
}

QList<QCommandLineOption> CommandOptions::source(bool withCache)
{
    QList<QCommandLineOption> options{
        {QStringLiteral("mirror"), tr("Get manifests and archives from this lab mirror (https or http URL, or a folder) instead of NVIDIA."),
         tr("url-or-dir")},
        {QStringLiteral("proxy"), tr("Use this proxy (http://host:port or socks5://host:port) instead of the system's."), tr("url")},
        insecureMirror(),
    };
    if (withCache)
        options.append({QStringLiteral("cache"), tr("The download cache folder (default: the user's cache folder)."), tr("dir")});
    return options;
}

QCommandLineOption CommandOptions::insecureMirror()
{
    return {QStringLiteral("allow-insecure-mirror"),
            tr("Take a plain http:// --mirror or --cuda-from. Nothing sent over http is encrypted: anyone on the network "
               "between can read it, or change the files and the checksums that come with them. Only on a network you trust.")};
}

QList<QCommandLineOption> CommandOptions::build()
{
    return {
        {QStringLiteral("release"), tr("The cuDNN release, e.g. 9.20 or 9.20.0.48 (default: the one that fits this machine)."), tr("version")},
        {QStringLiteral("cuda"), tr("The CUDA major the build is for, e.g. 12 or 13 (default: the CUDA Toolkit's)."), tr("major")},
    };
}

QList<QCommandLineOption> CommandOptions::installChoices()
{
    return {
        {QStringLiteral("archive"), tr("The cuDNN archive (.tar.xz, .tgz or .zip) to install."), tr("file")},
        {QStringLiteral("layout"), tr("\"toolkit\" copies cuDNN into the CUDA Toolkit; \"side-by-side\" puts it in a folder of its own. "
            "Default: install takes the toolkit when you may write in it and the archive is for Linux, else side by side; "
            "provision takes install.layout, else the toolkit."),
         tr("layout")},
        {QStringLiteral("cuda-root"), tr("The CUDA Toolkit folder to install into or to build for (default: the one the scan picks)."), tr("dir")},
        {QStringLiteral("target"), tr("The folder of a side-by-side install (default: /opt/nvidia/cudnn/... or ~/.local/opt/nvidia/cudnn/...)."),
         tr("dir")},
        {QStringLiteral("scope"), tr("\"user\" (this user's environment and folders) or \"system\" (all users; needs administrator rights). "
                                     "Default: system when run as root, else user."),
         tr("scope")},
        {QStringLiteral("no-env"), tr("Leave environment variables and loader settings alone.")},
        {QStringLiteral("library-path"),
         tr("Where the cuDNN library folder goes (Linux): \"everywhere\" (LD_LIBRARY_PATH of every new shell, or ld.so.conf "
            "for all users), \"activation-script\" (only a script you source for your own programs), or \"auto\": everywhere "
            "unless that would change the cuDNN a framework on this computer (such as pip's PyTorch) loads. Default: auto."),
         tr("where")},
        {QStringLiteral("dry-run"), tr("Show the plan (every file, every change) and change nothing.")},
    };
}

QList<QCommandLineOption> CommandOptions::cudaPieces()
{
    return {
        {QStringLiteral("with-cuda"),
         tr("Also install the CUDA pieces, for a machine without a CUDA Toolkit: \"runtime\" (what cuDNN needs to run) or "
            "\"develop\" (also the compiler). They and cuDNN go into one new toolkit folder (--cuda-root; default "
            "/usr/local/cuda-X.Y or ~/.local/cuda-X.Y) as one undoable install."),
         tr("profile")},
        {QStringLiteral("cuda-from"),
         tr("Where --with-cuda takes the archives from: a folder laid out like NVIDIA's CUDA redist "
            "(redistrib_X.Y.Z.json and the archives at their relative_path), or an http(s) address of one, "
            "such as NVIDIA's own (https://developer.download.nvidia.com/compute/cuda/redist/) or a lab mirror."),
         tr("dir|url")},
        {QStringLiteral("cuda-release"),
         tr("The CUDA release to take from an http(s) --cuda-from, e.g. 13.0.2 (default: the newest of the cuDNN build's "
            "CUDA major that this machine's driver runs)."),
         tr("version")},
    };
}

QList<QCommandLineOption> CommandOptions::probe(int defaultTimeoutSeconds)
{
    return {
        {QStringLiteral("cudnn-dir"), tr("The folder of the cuDNN libraries to look at (default: the copy a scan picks)."), tr("dir")},
        {QStringLiteral("probe-timeout"),
         tr("Seconds to wait for the cudnn-probe helper before stopping it (default %1).").arg(defaultTimeoutSeconds), tr("seconds")},
    };
}

QCommandLineOption CommandOptions::json(const QString &schemaDocument)
{
    return {QStringLiteral("json"), tr("Print the result as JSON (schema: %1).").arg(schemaDocument)};
}

QCommandLineOption CommandOptions::stateDir()
{
    return {QStringLiteral("state-dir"),
            tr("Keep and look up install records in <dir> (default: the user's app-data folder and the system's)."), tr("dir")};
}

QString CommandOptions::checkMachine(const CommandLine &commandLine, bool platformWithoutSysroot)
{
    if (commandLine.takes(QStringLiteral("platform"))) {
        const QString platform = commandLine.value(QStringLiteral("platform"));
        if (commandLine.isSet(QStringLiteral("platform")) && !HostPlatform::fromRedistKey(platform))
            return tr("Unknown platform \"%1\". Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.").arg(platform);
        if (commandLine.isSet(QStringLiteral("platform")) && !commandLine.isSet(QStringLiteral("sysroot")) && !platformWithoutSysroot)
            return tr("--platform needs --sysroot here (the live system is always its own platform); only fetch takes it alone.");
    }
    const QString sysroot = commandLine.value(QStringLiteral("sysroot"));
    if (commandLine.isSet(QStringLiteral("sysroot")) && !QFileInfo(sysroot).isDir())
        return tr("The --sysroot folder %1 does not exist.").arg(sysroot);
    if (commandLine.takes(QStringLiteral("tool-timeout"))) {
        bool ok = false;
        const double seconds = commandLine.value(QStringLiteral("tool-timeout")).toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 600)
            return tr("--tool-timeout must be a number of seconds above 0 and at most 600.");
    }
    return {};
}

QString CommandOptions::checkSource(const CommandLine &commandLine, bool consentElsewhere)
{
    if (commandLine.isSet(QStringLiteral("proxy")) && !ProxySettings::fromUrl(QUrl(commandLine.value(QStringLiteral("proxy")))))
        return tr("--proxy wants an address like http://proxy.example:3128 or socks5://10.0.0.1:1080.");
    return consentElsewhere ? QString() : checkInsecureMirror(commandLine, QStringLiteral("mirror"));
}

QString CommandOptions::checkInsecureMirror(const CommandLine &commandLine, const QString &option)
{
    const QString address = commandLine.value(option);
    if (!DownloadRequest::isPlainHttp(address) || commandLine.isSet(QStringLiteral("allow-insecure-mirror")))
        return {};
    return tr("--%1 %2 is plain http://, which is not encrypted: anyone on the network between could change the files "
              "and the checksums that come with them. Use its https:// address or a folder, or add --allow-insecure-mirror "
              "if this network is one you trust.")
        .arg(option, address);
}

QString CommandOptions::checkBuild(const CommandLine &commandLine)
{
    bool ok = false;
    if (commandLine.isSet(QStringLiteral("cuda")) && (commandLine.value(QStringLiteral("cuda")).toInt(&ok) < 10 || !ok))
        return tr("--cuda wants a CUDA major version such as 12 or 13, not \"%1\".").arg(commandLine.value(QStringLiteral("cuda")));
    return {};
}

QString CommandOptions::checkInstallChoices(const CommandLine &commandLine, bool targetWithoutLayout)
{
    const QString layout = commandLine.value(QStringLiteral("layout"));
    const QString scope = commandLine.value(QStringLiteral("scope"));
    if (commandLine.isSet(QStringLiteral("layout")) && layout != QLatin1String("toolkit") && layout != QLatin1String("side-by-side"))
        return tr("--layout is \"toolkit\" or \"side-by-side\", not \"%1\".").arg(layout);
    if (commandLine.isSet(QStringLiteral("scope")) && scope != QLatin1String("user") && scope != QLatin1String("system"))
        return tr("--scope is \"user\" or \"system\", not \"%1\".").arg(scope);
    if (const QString libraryPath = commandLine.value(QStringLiteral("library-path"));
        commandLine.isSet(QStringLiteral("library-path")) && !InstallPlan::libraryPathFromKey(libraryPath))
        return tr("--library-path is \"auto\", \"everywhere\" or \"activation-script\", not \"%1\".").arg(libraryPath);
    if (commandLine.isSet(QStringLiteral("target")) && layout != QLatin1String("side-by-side") && !targetWithoutLayout)
        return tr("--target names the folder of a side-by-side install: add --layout side-by-side.");
    return {};
}

QString CommandOptions::checkCudaPieces(const CommandLine &commandLine, bool partsElsewhere)
{
    const bool profileGiven = commandLine.isSet(QStringLiteral("with-cuda"));
    const bool folderGiven = commandLine.isSet(QStringLiteral("cuda-from"));
    const QString profile = commandLine.value(QStringLiteral("with-cuda"));
    if (profileGiven && profile != QLatin1String("runtime") && profile != QLatin1String("develop"))
        return tr("--with-cuda is \"runtime\" or \"develop\", not \"%1\".").arg(profile);
    const QString from = commandLine.value(QStringLiteral("cuda-from"));
    const bool remote = DownloadRequest::isWebAddress(from);
    if (folderGiven && !remote && !QFileInfo(from).isDir())
        return tr("The --cuda-from folder %1 does not exist.").arg(from);
    const QString release = commandLine.value(QStringLiteral("cuda-release"));
    const bool releaseGiven = commandLine.isSet(QStringLiteral("cuda-release"));
    if (releaseGiven && (!Version::parse(release) || release.count(u'.') != 2))
        return tr("--cuda-release names a CUDA release such as 13.0.2, and goes with an http(s) --cuda-from.");
    if (partsElsewhere)   // provision: the answer file may hold the rest, and ProvisionChoices checks them together
        return {};
    if (const QString insecure = checkInsecureMirror(commandLine, QStringLiteral("cuda-from")); !insecure.isEmpty())
        return insecure;
    if (releaseGiven && !remote)
        return tr("--cuda-release names a CUDA release such as 13.0.2, and goes with an http(s) --cuda-from.");
    if (!profileGiven)
        return folderGiven ? tr("--cuda-from goes with --with-cuda runtime|develop.") : QString();
    if (!folderGiven)
        return tr("--with-cuda needs --cuda-from <dir>: a folder with NVIDIA's CUDA redist manifest and archives.");
    if (commandLine.value(QStringLiteral("layout")) == QLatin1String("side-by-side"))
        return tr("With --with-cuda, cuDNN goes into the new toolkit folder with the CUDA pieces: leave out --layout side-by-side.");
    return {};
}

QString CommandOptions::checkProbeTimeout(const CommandLine &commandLine)
{
    if (!commandLine.isSet(QStringLiteral("probe-timeout")))
        return {};
    bool ok = false;
    const double seconds = commandLine.value(QStringLiteral("probe-timeout")).toDouble(&ok);
    if (!ok || seconds <= 0 || seconds > 3600)
        return tr("--probe-timeout must be a number of seconds above 0 and at most 3600.");
    return {};
}

QString CommandOptions::checkLanguage(const CommandLine &commandLine)
{
    QString language = commandLine.value(QStringLiteral("language"));
    if (commandLine.isSet(QStringLiteral("language")) && language != QLatin1String("en")
        && !Translations::shippedLanguages().contains(language.replace(u'-', u'_')))
        return tr("Unknown language \"%1\". Use en, zh_CN or zh_TW.").arg(commandLine.value(QStringLiteral("language")));
    return {};
}

} // namespace cudnnsetup
