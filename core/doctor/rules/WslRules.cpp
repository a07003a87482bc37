#include "core/doctor/rules/WslRules.h"

#include "core/probe/LoaderOrder.h"
#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace cudnnsetup {

namespace {

const QString WslLibFolder = QStringLiteral("/usr/lib/wsl/lib");

Finding make(const QString &code, Verdict::Severity severity)
{
    Finding f;
    f.code = code;
    f.family = Finding::Wsl;
    f.severity = severity;
    return f;
}

// Follows a link chain inside the checked tree: an absolute target names a path of that system,
// so it is re-rooted under the sysroot (Qt already resolves relative targets).
QString resolvedInTree(const SystemPaths &paths, QString file)
{
    for (int hop = 0; hop < 16; ++hop) {
        const QFileInfo info(file);
        if (!info.isSymLink())
            break;
        QString target = info.symLinkTarget();
        if (!paths.sysroot().isEmpty() && !target.startsWith(paths.sysroot() + u'/'))
            target = paths.system(target);
        file = QDir::cleanPath(target);
    }
    return file;
}

bool present(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

QString distributionName(const SystemPaths &paths)
{
    const QString name = paths.environment().value(QStringLiteral("WSL_DISTRO_NAME"));
    return name.isEmpty() ? QStringLiteral("<distribution>") : name;
}

} // namespace

bool WslRules::isWsl(const SystemPaths &paths, QString *kernel)
{
    if (paths.platform().isWindows())
        return false;
    if (const auto bytes = SmallFileReader::read(paths.system(QStringLiteral("/proc/version")), nullptr, 64 * 1024)) {
        const QString text = QString::fromUtf8(*bytes).trimmed();
        if (kernel)
            *kernel = text;
        // The tree's own kernel line decides; the environment only when there is none to read.
        return text.contains(QStringLiteral("microsoft"), Qt::CaseInsensitive) || text.contains(QStringLiteral("WSL"));
    }
    const QProcessEnvironment &env = paths.environment();
    return !env.value(QStringLiteral("WSL_DISTRO_NAME")).isEmpty() || !env.value(QStringLiteral("WSL_INTEROP")).isEmpty();
}

QList<Finding> WslRules::check(const DoctorContext &context)
{
    QString kernel;
    if (!isWsl(context.paths, &kernel))
        return {};

    // WSL 1 kernels say "4.4.0-19041-Microsoft"; WSL 2 ones "5.15.x-microsoft-standard-WSL2".
    const bool wsl1 = kernel.contains(QStringLiteral("Microsoft"))
        && !kernel.contains(QStringLiteral("microsoft-standard"), Qt::CaseInsensitive) && !kernel.contains(QStringLiteral("WSL2"));
    if (wsl1) {
        Finding f = make(QStringLiteral("wsl-version-1"), Verdict::Severity::Error);
        f.title = tr("This Linux runs under WSL 1, which cannot use the GPU");
        f.explanation = tr("CUDA and cuDNN inside WSL need WSL 2: only WSL 2 passes the GPU through from Windows. Under WSL 1 "
                           "no program can use the NVIDIA GPU, whatever is installed inside Linux.");
        f.evidence.append(tr("Kernel: %1").arg(kernel));
        f.manualStep = tr("In Windows PowerShell, run: wsl --set-version %1 2 (check with wsl -l -v), then start the "
                          "distribution again and run this check once more.")
                           .arg(distributionName(context.paths));
        return {f};
    }

    QList<Finding> findings;
    for (const std::optional<Finding> &f : {checkHostLibrary(context, kernel), checkLoaderPath(context), checkLinuxDriver(context),
                                            checkLibcudaCopies(context)})
        if (f)
            findings.append(*f);
    return findings;
}

std::optional<Finding> WslRules::checkHostLibrary(const DoctorContext &context, const QString &kernel)
{
    const QString folder = context.paths.system(WslLibFolder);
    const QString libcuda = folder + QStringLiteral("/libcuda.so.1");
    if (present(libcuda))
        return std::nullopt;
    Finding f = make(QStringLiteral("wsl-host-libcuda-missing"), Verdict::Severity::Error);
    f.title = tr("The Windows NVIDIA driver is not visible inside WSL");
    f.explanation = tr("Under WSL, the GPU is used through the NVIDIA driver installed in Windows: WSL shows its CUDA library "
                       "as %1. That file is missing, so no program in WSL can use the GPU. Usually the Windows NVIDIA driver "
                       "is too old for WSL or not installed, WSL itself is outdated, or GPU support (paravirtualisation) is "
                       "turned off for this WSL.")
                        .arg(libcuda);
    f.evidence.append(tr("Missing: %1").arg(libcuda));
    if (!QFileInfo(folder).isDir())
        f.evidence.append(tr("The folder %1 does not exist").arg(folder));
    if (!kernel.isEmpty())
        f.evidence.append(tr("Kernel: %1").arg(kernel));
    f.manualStep = tr("In Windows: install the current NVIDIA driver for your GPU from NVIDIA's website (the normal Windows "
                      "driver; it includes WSL support), run wsl --update in PowerShell, and check with wsl -l -v that %1 "
                      "runs as version 2. Then run wsl --shutdown and start WSL again. Do not install a Linux NVIDIA driver "
                      "inside WSL.")
                       .arg(distributionName(context.paths));
    return f;
}

std::optional<Finding> WslRules::checkLoaderPath(const DoctorContext &context)
{
    const SystemPaths &paths = context.paths;
    const QString folder = paths.system(WslLibFolder);
    if (!present(folder + QStringLiteral("/libcuda.so.1")))
        return std::nullopt;   // checkHostLibrary says so
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    QStringList confFolders;
    for (const LoaderOrder::Folder &entry : LoaderOrder::linuxFolders(paths, context.report.toolkits)) {
        const QString path = QDir::cleanPath(entry.path);
        // LD_LIBRARY_PATH holds the system's own paths; ld.so.conf folders come re-rooted.
        if (path == WslLibFolder || path == folder || (!canonical.isEmpty() && QFileInfo(path).canonicalFilePath() == canonical))
            return std::nullopt;
        if (entry.via == QLatin1String("ld.so.conf"))
            confFolders.append(path);
    }
    Finding f = make(QStringLiteral("wsl-lib-not-on-loader-path"), Verdict::Severity::Error);
    f.title = tr("%1 is not on the library search path").arg(WslLibFolder);
    f.explanation = tr("The Windows NVIDIA driver's CUDA library is in %1, but that folder is neither in the loader's "
                       "configuration (/etc/ld.so.conf and /etc/ld.so.conf.d/, where WSL normally adds ld.wsl.conf) nor on "
                       "LD_LIBRARY_PATH. Programs that load libcuda.so.1 by name (PyTorch, TensorFlow, cuDNN itself) do not "
                       "find the driver and report that no GPU or no CUDA driver is available.")
                        .arg(WslLibFolder);
    f.evidence.append(tr("Present: %1").arg(folder + QStringLiteral("/libcuda.so.1")));
    const QString ldLibraryPath = paths.environment().value(QStringLiteral("LD_LIBRARY_PATH"));
    f.evidence.append(ldLibraryPath.isEmpty() ? tr("LD_LIBRARY_PATH is not set") : QStringLiteral("LD_LIBRARY_PATH=%1").arg(ldLibraryPath));
    f.evidence.append(confFolders.isEmpty() ? tr("Folders from /etc/ld.so.conf: none")
                                            : tr("Folders from /etc/ld.so.conf: %1").arg(confFolders.join(QStringLiteral(", "))));
    const QString wslConf = paths.system(QStringLiteral("/etc/ld.so.conf.d/ld.wsl.conf"));
    if (QFileInfo::exists(wslConf))
        f.evidence.append(tr("%1 exists, but /etc/ld.so.conf does not include /etc/ld.so.conf.d/*.conf").arg(wslConf));
    f.manualStep = tr("Run in WSL: echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf && sudo ldconfig (make sure "
                      "/etc/ld.so.conf has the line: include /etc/ld.so.conf.d/*.conf). Then open a new terminal.")
                       .arg(WslLibFolder);
    return f;
}

std::optional<Finding> WslRules::checkLinuxDriver(const DoctorContext &context)
{
    const SystemPaths &paths = context.paths;
    const QString wslFolder = paths.system(WslLibFolder);
    const QString wslCanonical = QFileInfo(wslFolder).canonicalFilePath();
    QSet<QString> seen;
    QStringList shadows;
    for (const LoaderOrder::Folder &entry : LoaderOrder::linuxFolders(paths, context.report.toolkits)) {
        QString folder = QDir::cleanPath(entry.path);
        if (!paths.sysroot().isEmpty() && !folder.startsWith(paths.sysroot() + u'/'))
            folder = paths.system(folder);   // an LD_LIBRARY_PATH entry names a path of the checked system
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (canonical.isEmpty() || canonical == wslCanonical || folder == wslFolder || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        const QString libcuda = folder + QStringLiteral("/libcuda.so.1");
        if (!present(libcuda))
            continue;
        const QString target = resolvedInTree(paths, libcuda);
        if (target.startsWith(wslFolder + u'/') || (!wslCanonical.isEmpty() && target.startsWith(wslCanonical + u'/')))
            continue;   // a link to the host's library is how some setups make it visible: fine
        shadows.append(target == libcuda ? tr("%1 (a file of its own, found via %2)").arg(libcuda, entry.via)
                                         : tr("%1 -> %2 (found via %3)").arg(libcuda, target, entry.via));
    }
    if (shadows.isEmpty())
        return std::nullopt;
    Finding f = make(QStringLiteral("wsl-linux-driver-installed"), Verdict::Severity::Error);
    f.title = tr("A Linux NVIDIA driver is installed inside WSL");
    f.explanation = tr("Inside WSL the GPU must be used through the Windows driver's library in %1. A Linux NVIDIA driver "
                       "(or a copy of its libcuda.so.1) was installed in WSL as well; its libcuda.so.1 cannot talk to the "
                       "GPU from inside WSL, and programs that load it instead of the Windows one fail with errors such as "
                       "\"CUDA driver version is insufficient\" or \"no CUDA-capable device is detected\". NVIDIA's WSL guide "
                       "says never to install a Linux driver in WSL. This often happens by installing the \"cuda\" or "
                       "\"cuda-drivers\" package instead of \"cuda-toolkit\".")
                        .arg(WslLibFolder);
    for (const QString &shadow : std::as_const(shadows))
        f.evidence.append(tr("Linux driver library: %1").arg(shadow));
    const QString host = wslFolder + QStringLiteral("/libcuda.so.1");
    f.evidence.append(present(host) ? tr("Windows driver library: %1").arg(host) : tr("Windows driver library missing: %1").arg(host));
    f.manualStep = tr("Remove the Linux driver from WSL. On Ubuntu or Debian: sudo apt-get purge 'nvidia-driver-*' "
                      "'libnvidia-compute-*' 'cuda-drivers*' && sudo apt-get autoremove; if it came from NVIDIA's .run "
                      "installer: sudo nvidia-uninstall. Then run sudo ldconfig, run wsl --shutdown in Windows, and start "
                      "WSL again. Install CUDA in WSL only with the cuda-toolkit-X-Y package (NVIDIA's WSL-Ubuntu "
                      "repository), never \"cuda\" or \"cuda-drivers\".");
    return f;
}

std::optional<Finding> WslRules::checkLibcudaCopies(const DoctorContext &context)
{
    const QString folder = context.paths.system(WslLibFolder);
    const QFileInfo libcuda(folder + QStringLiteral("/libcuda.so.1"));
    if (!libcuda.exists() || libcuda.isSymLink())
        return std::nullopt;
    QStringList others;
    for (const QFileInfo &file : QDir(folder).entryInfoList({QStringLiteral("libcuda.so*")}, QDir::Files, QDir::Name))
        if (file.fileName() != libcuda.fileName() && !file.isSymLink())
            others.append(file.fileName());
    if (others.isEmpty())
        return std::nullopt;   // one real file under its own name: nothing is duplicated
    Finding f = make(QStringLiteral("wsl-libcuda-not-a-link"), Verdict::Severity::Info);
    f.title = tr("libcuda.so.1 in %1 is a copy, not a link").arg(WslLibFolder);
    f.explanation = tr("The Windows NVIDIA driver puts libcuda.so.1 into WSL as a copy of another file instead of a link, so "
                       "sudo ldconfig prints \"%1/libcuda.so.1 is not a symbolic link\". The warning is harmless: CUDA "
                       "works. %1 shows a Windows folder and cannot be changed from inside WSL.")
                        .arg(WslLibFolder);
    f.evidence.append(tr("Regular file: %1").arg(libcuda.filePath()));
    f.evidence.append(tr("Other copies in the same folder: %1").arg(others.join(QStringLiteral(", "))));
    f.manualStep = tr("Nothing needs doing. To silence the warning, open a Command Prompt as administrator in Windows and run: "
                      "cd C:\\Windows\\System32\\lxss\\lib && del libcuda.so libcuda.so.1 && mklink libcuda.so libcuda.so.1.1 "
                      "&& mklink libcuda.so.1 libcuda.so.1.1 — then wsl --shutdown. A Windows driver update brings the copies back.");
    return f;
}

} // namespace cudnnsetup
