#include "core/doctor/rules/LoaderVisibilityRules.h"

#include "core/probe/LoaderOrder.h"
#include "core/doctor/rules/TargetPaths.h"
#include "core/environment/LinuxEnvironment.h"
#include "core/environment/WindowsEnvironment.h"
#include "core/platform/SmallFileReader.h"
#include "core/probe/CudnnCopyFinder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cudnnsetup {

namespace {

using TargetPaths::canonicalOrClean;
using TargetPaths::onTarget;
using TargetPaths::windowsNative;

QString describe(const SystemPaths &paths, const CudnnCopy &copy)
{
    const QString where = paths.platform().isWindows() ? windowsNative(paths, copy.libraryDir) : onTarget(paths, copy.libraryDir);
    return LoaderVisibilityRules::tr("cuDNN %1 in %2 (%3; found via %4)")
        .arg(copy.bestVersion().toStringOrUnknown(), where, CudnnCopy::kindKey(copy.kind), copy.foundVia.join(QStringLiteral(", ")));
}

// The copy programs would most likely want: the newest one.
const CudnnCopy *newest(const QList<const CudnnCopy *> &copies)
{
    const CudnnCopy *best = nullptr;
    for (const CudnnCopy *copy : copies)
        if (!best || copy->bestVersion() > best->bestVersion())
            best = copy;
    return best;
}

QString snippetName(const QString &folder)
{
    return QStringLiteral("cudnn-doctor-")
           + QString::fromLatin1(QCryptographicHash::hash(folder.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

} // namespace

QList<Finding> LoaderVisibilityRules::check(const DoctorContext &context)
{
    return context.paths.platform().isWindows() ? checkWindows(context) : checkLinux(context);
}

bool LoaderVisibilityRules::addedForNewSessions(const SystemPaths &paths, const QString &folder)
{
    const QString home = paths.environment().value(QStringLiteral("HOME"));
    if (home.isEmpty())
        return false;
    const QString target = onTarget(paths, folder);
    auto read = [](const QString &path) {
        const std::optional<QByteArray> bytes = SmallFileReader::read(path, nullptr, 1024 * 1024);
        return bytes ? QString::fromUtf8(*bytes) : QString();
    };
    QStringList profileTexts;
    for (const char *name : {".profile", ".bash_profile", ".bashrc", ".zshrc"})
        profileTexts.append(read(home + u'/' + QLatin1String(name)));
    const bool sourcesSnippets = std::any_of(profileTexts.cbegin(), profileTexts.cend(), [](const QString &text) {
        return text.split(u'\n').contains(LinuxEnvironment::profileLine());
    });
    if (sourcesSnippets) {
        const QString snippets = LinuxEnvironment::snippetFolder(home);
        for (const QString &name : QDir(snippets).entryList({QStringLiteral("*.sh")}, QDir::Files, QDir::Name))
            if (read(snippets + u'/' + name).contains(u':' + target + u':'))
                return true;
    }
    // A line of the user's own, e.g. export LD_LIBRARY_PATH=$HOME/cudnn/lib:$LD_LIBRARY_PATH.
    for (const QString &text : profileTexts)
        for (QString line : text.split(u'\n')) {
            if (!line.contains(QStringLiteral("LD_LIBRARY_PATH=")) || line.trimmed().startsWith(u'#'))
                continue;
            line.replace(QStringLiteral("${HOME}"), home).replace(QStringLiteral("$HOME"), home).replace(QStringLiteral("~/"), home + u'/');
            // What is left once the references to other variables (the old value) are gone.
            static const QRegularExpression reference(QStringLiteral("\\$(\\{[^}]*\\}|[A-Za-z_][A-Za-z0-9_]*)"));
            for (const QString &entry : line.section(u'=', 1).remove(reference).remove(u'"').remove(u'\'').split(u':'))
                if (entry == target || entry == folder)
                    return true;
        }
    return false;
}

FindingFix LoaderVisibilityRules::linuxFix(const SystemPaths &paths, const QString &folder, bool safe)
{
    FindingFix fix;
    const QString home = paths.environment().value(QStringLiteral("HOME"));
    if (home.isEmpty())
        return fix;
    LinuxEnvironmentRequest request;
    request.scope = InstallScope::User;
    request.name = snippetName(onTarget(paths, folder));
    request.libraryFolder = folder;
    request.homeFolder = home;
    const QList<ToolkitInstall> noToolkits;
    const EnvironmentPlan plan = LinuxEnvironment::plan(request, paths, CudnnCopyFinder(paths, noToolkits).ldSoConfFolders());
    fix.steps = FixStep::fromEnvironmentPlan(plan);
    fix.safe = safe;
    fix.description = tr("Adds %1 to LD_LIBRARY_PATH for your user (a small file in ~/.config/cudnn-setup/env.d, "
                         "read by ~/.profile and ~/.bashrc). It takes effect in new terminals and after the next login.")
                          .arg(onTarget(paths, folder));
    return fix;
}

FindingFix LoaderVisibilityRules::windowsFix(const SystemPaths &paths, const QString &folder, bool safe)
{
    FindingFix fix;
    WindowsEnvironmentRequest request;
    request.scope = InstallScope::User;
    request.dllFolder = windowsNative(paths, folder);
    // The process sees both scopes joined; the folder is on neither (that is the finding).
    request.currentPath = paths.environment().value(QStringLiteral("PATH"));
    request.registryKey = QStringLiteral("HKEY_CURRENT_USER\\Environment");
    fix.steps = FixStep::fromEnvironmentPlan(WindowsEnvironment::plan(request));
    fix.safe = safe;
    fix.description = tr("Adds %1 to your user's Path. Programs started after that (and new command prompts) find the "
                         "cuDNN DLLs.")
                          .arg(request.dllFolder);
    return fix;
}

Finding LoaderVisibilityRules::pythonOnly(const SystemPaths &paths, const CudnnCopy &wheel, int major, Finding f)
{
    const bool windows = paths.platform().isWindows();
    const QString folder = windows ? windowsNative(paths, wheel.libraryDir) : onTarget(paths, wheel.libraryDir);
    f.evidence.prepend(describe(paths, wheel));
    f.code = QStringLiteral("cudnn-only-in-python-package");
    f.severity = Verdict::Severity::Info;
    f.title = tr("cuDNN %1 is only in a Python package; programs outside Python do not find it").arg(wheel.bestVersion().toStringOrUnknown());
    f.explanation = windows ? tr("Python frameworks add the DLL folder of the nvidia-cudnn package themselves, so they work. "
                                 "Programs you build with the CUDA Toolkit look only in the folders PATH names and do not "
                                 "find cudnn64_%1.dll in %2.")
                                  .arg(major)
                                  .arg(folder)
                            : tr("Python frameworks load the cuDNN of the nvidia-cudnn package themselves, so they work. "
                                 "Programs you build with the CUDA Toolkit (C++, CMake projects) look only in the loader's "
                                 "folders and do not find libcudnn.so.%1 in %2.")
                                  .arg(major)
                                  .arg(folder);
    f.manualStep = tr("If you build programs that use cuDNN, install cuDNN for the system (cudnn-setup install), or add %1 "
                      "to %2. Nothing needs doing for Python.")
                       .arg(folder, windows ? QStringLiteral("Path") : QStringLiteral("LD_LIBRARY_PATH"));
    // Not safe: programs that work today could start loading this copy instead of their own.
    f.fix = windows ? windowsFix(paths, wheel.libraryDir, false) : linuxFix(paths, wheel.libraryDir, false);
    return f;
}

QList<Finding> LoaderVisibilityRules::checkLinux(const DoctorContext &context)
{
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    const QList<CudnnCopy> &copies = context.report.cudnnCopies;
    const QList<LoaderOrder::Folder> folders = LoaderOrder::linuxFolders(paths, context.report.toolkits);
    QSet<QString> searched;
    for (const LoaderOrder::Folder &folder : folders)
        searched.insert(canonicalOrClean(folder.path));
    QStringList confFolders;
    for (const LoaderOrder::Folder &folder : folders)
        if (folder.via == QLatin1String("ld.so.conf"))
            confFolders.append(onTarget(paths, folder.path));
    const QString ldLibraryPath = paths.environment().value(QStringLiteral("LD_LIBRARY_PATH"));

    for (const int major : CudnnCopy::majorsOf(copies)) {
        if (LoaderOrder::pick(folders, major, copies))
            continue;   // programs find one; which one is family 2's question
        QList<const CudnnCopy *> system, wheels;
        for (const CudnnCopy &copy : copies) {
            // A copy in a searched folder that still is not picked lacks its libcudnn.so.N link:
            // family 8. Conda environments bring their own search path when activated.
            if (copy.libraryMajor() != major || searched.contains(copy.libraryDir) || copy.kind == CudnnCopy::Kind::Conda)
                continue;
            (copy.kind == CudnnCopy::Kind::PythonWheel ? wheels : system).append(&copy);
        }
        Finding f;
        f.family = Finding::NotWhereLoaderLooks;
        f.evidence.append(ldLibraryPath.isEmpty() ? tr("LD_LIBRARY_PATH is not set")
                                                  : QStringLiteral("LD_LIBRARY_PATH=%1").arg(ldLibraryPath));
        f.evidence.append(confFolders.isEmpty() ? tr("/etc/ld.so.conf names no folders")
                                                : tr("Folders in /etc/ld.so.conf: %1").arg(confFolders.join(QStringLiteral(", "))));
        if (const CudnnCopy *copy = newest(system)) {
            const QString folder = onTarget(paths, copy->libraryDir);
            f.evidence.prepend(describe(paths, *copy));
            for (const CudnnCopy *other : system)
                if (other != copy)
                    f.evidence.append(tr("Also not searched: %1").arg(describe(paths, *other)));
            if (addedForNewSessions(paths, copy->libraryDir)) {
                f.code = QStringLiteral("cudnn-folder-added-for-new-sessions");
                f.severity = Verdict::Severity::Info;
                f.title = tr("cuDNN in %1 will be found in new terminals").arg(folder);
                f.explanation = tr("Your shell profile adds %1 to LD_LIBRARY_PATH, but this program was started from a "
                                   "session that began before that line was added, so it does not see it yet.")
                                    .arg(folder);
                f.manualStep = tr("Open a new terminal (or log out and back in) before starting your programs.");
                findings.append(f);
                continue;
            }
            f.code = QStringLiteral("cudnn-folder-not-searched");
            f.severity = Verdict::Severity::Warning;
            f.title = tr("cuDNN %1 is installed in %2, but programs do not look there").arg(copy->bestVersion().toStringOrUnknown(), folder);
            f.explanation = tr("Programs find libcudnn.so.%1 only in the folders the loader searches: LD_LIBRARY_PATH, the "
                               "folders listed in /etc/ld.so.conf, and the system library folders. %2 is none of them, "
                               "so programs fail with \"libcudnn.so.%1: cannot open shared object file\" although cuDNN "
                               "is on the disk.")
                                .arg(major)
                                .arg(folder);
            if (copy->foundVia.contains(QStringLiteral("PATH")))
                f.explanation += u' ' + tr("The folder is on PATH, but PATH is only searched for programs, never for libraries.");
            f.manualStep = tr("Add this line to ~/.bashrc and ~/.profile, then open a new terminal: "
                              "export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}  (or, for all users: put %1 "
                              "into a file under /etc/ld.so.conf.d/ and run sudo ldconfig)")
                               .arg(folder);
            f.fix = linuxFix(paths, copy->libraryDir, true);
            findings.append(f);
        } else if (const CudnnCopy *wheel = newest(wheels); wheel && !context.report.toolkits.isEmpty()) {
            // Without a toolkit nothing is built outside Python: a pure Python setup, all fine.
            f = pythonOnly(paths, *wheel, major, f);
            findings.append(f);
        }
    }
    return findings;
}

QList<Finding> LoaderVisibilityRules::checkWindows(const DoctorContext &context)
{
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    const QList<CudnnCopy> &copies = context.report.cudnnCopies;
    const QString pathValue = paths.environment().value(QStringLiteral("PATH"));
    // PATH entries where they are on the checked system (a drive path is re-rooted under --sysroot).
    QList<std::pair<QString, QString>> entries;   // (canonical folder, entry as written)
    QSet<QString> searched;
    for (const LoaderOrder::Folder &folder : LoaderOrder::windowsFolders(paths)) {
        searched.insert(canonicalOrClean(folder.path));
        if (!folder.written.isEmpty())
            entries.append({canonicalOrClean(folder.path), folder.written});
    }

    for (const int major : CudnnCopy::majorsOf(copies)) {
        QList<const CudnnCopy *> system, wheels;
        bool visible = false;
        for (const CudnnCopy &copy : copies) {
            if (copy.libraryMajor() != major || copy.kind == CudnnCopy::Kind::Conda)
                continue;
            if (searched.contains(copy.libraryDir))
                visible = true;
            else
                (copy.kind == CudnnCopy::Kind::PythonWheel ? wheels : system).append(&copy);
        }
        if (visible)
            continue;
        Finding f;
        f.family = Finding::NotWhereLoaderLooks;
        f.evidence.append(QStringLiteral("PATH=%1").arg(pathValue));
        if (const CudnnCopy *copy = newest(system)) {
            const QString folder = windowsNative(paths, copy->libraryDir);
            f.evidence.prepend(describe(paths, *copy));
            // The cuDNN 9 installer's layout: PATH names ...\bin (what guides say), the DLLs are
            // one or two folders further down, in bin\<cuda>\ or bin\<cuda>\x64.
            QString parentEntry;
            for (const auto &[canonical, written] : entries) {
                const QString rest = copy->libraryDir.startsWith(canonical + u'/') ? copy->libraryDir.mid(canonical.size() + 1) : QString();
                if (!rest.isEmpty() && rest.count(u'/') <= 1) {
                    parentEntry = QString(written).replace(u'/', u'\\');
                    break;
                }
            }
            if (!parentEntry.isEmpty()) {
                f.code = QStringLiteral("cudnn-path-misses-cuda-subfolder");
                f.title = tr("PATH names %1, but the cuDNN DLLs are in %2").arg(parentEntry, folder);
                f.explanation = tr("Windows looks for DLLs only in the folders PATH names, not in the folders below them. "
                                   "The cuDNN 9 installer puts the DLLs into a sub-folder per CUDA version (bin\\<CUDA "
                                   "version>\\x64 in newer releases; CUDA 13 uses bin\\x64), so the entry %1 finds nothing "
                                   "and programs report that cudnn64_%2.dll could not be found.")
                                    .arg(parentEntry)
                                    .arg(major);
                f.evidence.append(tr("PATH entry: %1; DLLs in: %2").arg(parentEntry, folder));
                f.manualStep = tr("In System Properties > Environment Variables, edit Path: replace %1 with %2 (the "
                                  "sub-folder for your CUDA version), then restart your programs.")
                                   .arg(parentEntry, folder);
            } else {
                f.code = QStringLiteral("cudnn-folder-not-searched");
                f.title = tr("cuDNN %1 is installed in %2, but that folder is not on PATH").arg(copy->bestVersion().toStringOrUnknown(), folder);
                f.explanation = tr("Windows finds DLLs in the program's own folder, in the system folders and in the folders "
                                   "PATH names. %1 is none of them, so programs report that cudnn64_%2.dll could not be "
                                   "found although cuDNN is on the disk.")
                                    .arg(folder)
                                    .arg(major);
                f.manualStep = tr("In System Properties > Environment Variables, add %1 to Path, then restart your programs.")
                                   .arg(folder);
            }
            f.severity = Verdict::Severity::Warning;
            for (const CudnnCopy *other : system)
                if (other != copy)
                    f.evidence.append(tr("Also not on PATH: %1").arg(describe(paths, *other)));
            f.fix = windowsFix(paths, copy->libraryDir, true);
            findings.append(f);
        } else if (const CudnnCopy *wheel = newest(wheels); wheel && !context.report.toolkits.isEmpty()) {
            f = pythonOnly(paths, *wheel, major, f);
            findings.append(f);
        }
    }
    return findings;
}

} // namespace cudnnsetup
