#include "core/doctor/rules/DependencyRules.h"

#include "core/probe/LoaderOrder.h"
#include "core/doctor/rules/TargetPaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace cudnnsetup {

namespace {

using TargetPaths::shown;

constexpr int kMachineI386 = 0x14c;

// The first file matching `pattern` in the folders, in order; empty when none holds one.
QString findFirst(const QStringList &folders, const QString &pattern)
{
    for (const QString &folder : folders)
        for (const QString &name : QDir(folder).entryList({pattern}, QDir::Files, QDir::Name))
            return folder + u'/' + name;
    return {};
}

// The CUDA major a copy was built for: from its package or installer folder, else the toolkit it sits in.
int cudaMajorOf(const CudnnCopy &copy, const QList<ToolkitInstall> &toolkits)
{
    if (copy.cudaMajor > 0)
        return copy.cudaMajor;
    if (copy.kind == CudnnCopy::Kind::InsideToolkit)
        for (const ToolkitInstall &toolkit : toolkits)
            if (toolkit.canonicalRoot == copy.toolkitRoot || toolkit.root == copy.toolkitRoot)
                return toolkit.version.major();
    return 0;
}

} // namespace

int DependencyRules::peMachine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray head = file.read(4096);
    if (head.size() < 0x40 || !head.startsWith("MZ"))
        return 0;
    const auto *p = reinterpret_cast<const uchar *>(head.constData());
    const quint32 peOffset = quint32(p[0x3c]) | (quint32(p[0x3d]) << 8) | (quint32(p[0x3e]) << 16) | (quint32(p[0x3f]) << 24);
    if (peOffset + 6 > quint32(head.size()) || head.mid(peOffset, 4) != QByteArray("PE\0\0", 4))
        return 0;
    return int(p[peOffset + 4]) | (int(p[peOffset + 5]) << 8);
}

QStringList DependencyRules::searchFolders(const DoctorContext &context, const CudnnCopy &copy)
{
    const SystemPaths &paths = context.paths;
    const bool windows = paths.platform().isWindows();
    QStringList folders{copy.libraryDir};
    if (windows) {
        for (const LoaderOrder::Folder &folder : LoaderOrder::windowsFolders(paths))
            folders.append(folder.path);
    } else {
        for (const LoaderOrder::Folder &folder : LoaderOrder::linuxFolders(paths, context.report.toolkits))
            folders.append(folder.path);
    }
    for (const ToolkitInstall &toolkit : context.report.toolkits) {
        const QString root = toolkit.canonicalRoot.isEmpty() ? toolkit.root : toolkit.canonicalRoot;
        if (windows) {
            folders << root + QStringLiteral("/bin") << root + QStringLiteral("/bin/x64");
        } else {
            folders << root + QStringLiteral("/lib64") << root + QStringLiteral("/lib");
            for (const QString &target : QDir(root + QStringLiteral("/targets")).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
                folders.append(root + QStringLiteral("/targets/") + target + QStringLiteral("/lib"));
        }
    }
    if (copy.kind == CudnnCopy::Kind::PythonWheel) {
        // site-packages/nvidia/cudnn/{lib,bin}: the other NVIDIA wheels sit beside it.
        const QString nvidia = QDir::cleanPath(copy.libraryDir + QStringLiteral("/../.."));
        for (const char *package : {"cublas", "cuda_nvrtc", "cuda_runtime"})
            folders.append(nvidia + u'/' + QLatin1String(package) + (windows ? QStringLiteral("/bin") : QStringLiteral("/lib")));
        folders.append(nvidia + (windows ? QStringLiteral("/cu13/bin/x86_64") : QStringLiteral("/cu13/lib")));
    }
    return folders;
}

QList<Finding> DependencyRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    QSet<QString> reported;   // one finding per code and missing file, however many copies need it
    for (const CudnnCopy &copy : context.report.cudnnCopies) {
        if (copy.libraryMajor() < 8)
            continue;
        const QStringList folders = searchFolders(context, copy);
        QList<Finding> found;
        if (context.paths.platform().isWindows())
            found += checkZlib(context, copy, folders);
        found += checkCudaLibraries(context, copy, folders);
        for (const Finding &f : found) {
            const QString key = f.code + u'|' + f.title;
            if (!reported.contains(key)) {
                reported.insert(key);
                findings.append(f);
            }
        }
    }
    if (context.paths.platform().isWindows())
        findings += checkMsvcRuntime(context);
    return findings;
}

QList<Finding> DependencyRules::checkZlib(const DoctorContext &context, const CudnnCopy &copy, const QStringList &folders)
{
    QList<Finding> findings;
    // 8.3.0 started needing it; 9.2 links zlib in (docs/nvidia-layouts.md, "Runtime dependencies").
    // Unknown version: no guess.
    const Version version = copy.bestVersion();
    if (!version.isValid() || version.truncated(3) < Version{8, 3, 0} || version.truncated(3) >= Version{9, 2, 0})
        return findings;
    const QString where = shown(context.paths, copy.libraryDir);
    const QString download = tr("Download http://www.winimage.com/zLibDll/zlib123dllx64.zip (the 64-bit build NVIDIA's "
                                "cuDNN 8 guide names), unpack it, and copy dll_x64\\zlibwapi.dll into %1 (or into another "
                                "folder on Path). Then restart your programs. Installing cuDNN 9.2 or newer also ends the "
                                "need: it has zlib built in.")
                                 .arg(where);
    Finding f;
    f.family = Finding::MissingDependency;
    f.severity = Verdict::Severity::Error;
    f.evidence.append(tr("cuDNN %1 in %2").arg(copy.bestVersion().toStringOrUnknown(), where));
    f.manualStep = download;
    const QString zlib = findFirst(folders, QStringLiteral("zlibwapi.dll"));
    if (zlib.isEmpty()) {
        f.code = QStringLiteral("dependency-zlibwapi-missing");
        f.title = tr("zlibwapi.dll, which cuDNN %1 needs, is not found").arg(copy.bestVersion().toStringOrUnknown());
        f.explanation = tr("cuDNN from 8.3 up to 9.1 on Windows loads zlibwapi.dll, which is not part of cuDNN or of "
                           "Windows. Without it, programs stop with \"Could not locate zlibwapi.dll. Please make sure it "
                           "is in your library path!\" at their first cuDNN call.");
        f.evidence.append(tr("Looked in the cuDNN folder, C:\\Windows\\System32, every Path folder and the CUDA Toolkit's bin folder"));
        findings.append(f);
    } else if (peMachine(zlib) == kMachineI386) {
        f.code = QStringLiteral("dependency-zlibwapi-32bit");
        f.title = tr("The zlibwapi.dll found first is the 32-bit build");
        f.explanation = tr("cuDNN is 64-bit and can only load a 64-bit zlibwapi.dll. The one Windows finds first is the "
                           "32-bit build (from zlib123dll.zip), so programs fail with \"Could not load library "
                           "zlibwapi.dll. Error code 193\".");
        f.evidence.append(tr("%1: 32-bit (machine type 0x14c)").arg(shown(context.paths, zlib)));
        f.manualStep = tr("Delete or replace %1 — it must be the 64-bit build. %2").arg(shown(context.paths, zlib), download);
        findings.append(f);
    }
    return findings;
}

QList<Finding> DependencyRules::checkCudaLibraries(const DoctorContext &context, const CudnnCopy &copy, const QStringList &folders)
{
    QList<Finding> findings;
    const int cuda = cudaMajorOf(copy, context.report.toolkits);
    if (copy.libraryMajor() < 9 || cuda <= 0)
        return findings;
    const bool windows = context.paths.platform().isWindows();
    // Only where the CUDA runtime of that major is there: without it the program brings its own
    // CUDA libraries (a framework's wheel), or the toolkit is missing altogether (family 11).
    const QString runtime = windows ? QStringLiteral("cudart64_%1*.dll").arg(cuda) : QStringLiteral("libcudart.so.%1").arg(cuda);
    if (findFirst(folders, runtime).isEmpty())
        return findings;
    const QString where = shown(context.paths, copy.libraryDir);
    // CUDA 13 renamed the Python wheels (the -cu13 names are stubs): docs/nvidia-layouts.md,
    // "Python wheels".
    const QString suffix = cuda >= 13 ? QString() : QStringLiteral("-cu%1").arg(cuda);
    struct Need
    {
        QString code, pattern, shownName, wheel, whatFor;
        Verdict::Severity severity;
    };
    const QList<Need> needs{
        {QStringLiteral("dependency-cublaslt-missing"),
         windows ? QStringLiteral("cublasLt64_%1.dll").arg(cuda) : QStringLiteral("libcublasLt.so.%1").arg(cuda),
         windows ? QStringLiteral("cublasLt64_%1.dll").arg(cuda) : QStringLiteral("libcublasLt.so.%1").arg(cuda),
         QStringLiteral("nvidia-cublas") + suffix,
         tr("matrix multiplications, most convolutions and RNNs"), Verdict::Severity::Error},
        {QStringLiteral("dependency-nvrtc-missing"),
         windows ? QStringLiteral("nvrtc64_%1*_0.dll").arg(cuda) : QStringLiteral("libnvrtc.so.%1").arg(cuda),
         windows ? QStringLiteral("nvrtc64_%1").arg(cuda) + QStringLiteral("0_0.dll") : QStringLiteral("libnvrtc.so.%1").arg(cuda),
         QStringLiteral("nvidia-cuda-nvrtc") + suffix,
         tr("the runtime-compiled engines (fused operations, newer attention kernels)"), Verdict::Severity::Warning},
    };
    for (const Need &need : needs) {
        if (!findFirst(folders, need.pattern).isEmpty())
            continue;
        Finding f;
        f.code = need.code;
        f.family = Finding::MissingDependency;
        f.severity = need.severity;
        f.title = tr("%1, which cuDNN %2 needs, is not found").arg(need.shownName, copy.bestVersion().toStringOrUnknown());
        f.explanation = tr("cuDNN 9 loads %1 from CUDA %2 while a program runs, for %3. cuDNN itself loads fine, so "
                           "programs start and then fail with CUDNN_STATUS_NOT_SUPPORTED or a \"could not load\" "
                           "message at the first such call.")
                            .arg(need.shownName)
                            .arg(cuda)
                            .arg(need.whatFor);
        f.evidence.append(tr("cuDNN %1 for CUDA %2 in %3").arg(copy.bestVersion().toStringOrUnknown()).arg(cuda).arg(where));
        f.evidence.append(tr("CUDA runtime found: %1").arg(shown(context.paths, findFirst(folders, runtime))));
        f.evidence.append(windows ? tr("Not found in the cuDNN folder, C:\\Windows\\System32, the Path folders or the CUDA Toolkit's bin folder")
                                  : tr("Not found in the cuDNN folder, the loader's folders or the CUDA Toolkit's lib64 folder"));
        if (windows)
            f.manualStep = tr("Install the CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads (it puts %2 "
                              "into ...\\CUDA\\v%1.x\\bin and adds that folder to Path), then restart your programs. In a "
                              "Python environment: pip install %3")
                               .arg(cuda)
                               .arg(need.shownName, need.wheel);
        else
            f.manualStep = tr("Install the CUDA %1 libraries: the full CUDA Toolkit %1.x from "
                              "https://developer.nvidia.com/cuda-downloads, or only the package that holds %2 (Ubuntu with "
                              "NVIDIA's repository: sudo apt install %3-%1-<minor>, e.g. %3-%1-%4), and make sure its "
                              "folder is on the loader's path. In a Python environment: pip install %5")
                               .arg(cuda)
                               .arg(need.shownName,
                                    need.code == QLatin1String("dependency-cublaslt-missing") ? QStringLiteral("libcublas")
                                                                                              : QStringLiteral("cuda-nvrtc"),
                                    cuda >= 13 ? QStringLiteral("0") : QStringLiteral("9"), need.wheel);
        findings.append(f);
    }
    return findings;
}

QList<Finding> DependencyRules::checkMsvcRuntime(const DoctorContext &context)
{
    QList<Finding> findings;
    const QString system32 = context.paths.windowsSystem32();
    // A tree without System32 is a copied folder, not a Windows installation: nothing to judge.
    if (!QFileInfo(system32).isDir() || context.report.cudnnCopies.isEmpty())
        return findings;
    QStringList missing;
    for (const char *name : {"msvcp140.dll", "vcruntime140.dll", "vcruntime140_1.dll"})
        if (findFirst({system32}, QLatin1String(name)).isEmpty())
            missing.append(QLatin1String(name));
    if (missing.isEmpty())
        return findings;
    Finding f;
    f.code = QStringLiteral("dependency-msvc-runtime-missing");
    f.family = Finding::MissingDependency;
    f.severity = Verdict::Severity::Error;
    f.title = tr("The Microsoft Visual C++ runtime that cuDNN needs is not installed");
    f.explanation = tr("cuDNN's DLLs are built with Visual C++ and need its runtime libraries. Without them Windows "
                       "refuses to load cudnn64_*.dll (\"The code execution cannot proceed because %1 was not found\", "
                       "or error 126).")
                        .arg(missing.constFirst());
    for (const QString &name : missing)
        f.evidence.append(tr("Missing: C:\\Windows\\System32\\%1").arg(name));
    f.manualStep = tr("Download and run the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64) from "
                      "https://aka.ms/vs/17/release/vc_redist.x64.exe, then restart your programs.");
    findings.append(f);
    return findings;
}

} // namespace cudnnsetup
