#include "core/probe/LoaderOrder.h"

#include "core/model/ShownPath.h"
#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/loader/LinuxLoader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cudnnsetup {

QList<LoaderOrder::Folder> LoaderOrder::linuxFolders(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits)
{
    QList<Folder> folders;
    // Split by hand rather than with searchPathVariable(): the loader takes entries literally
    // (a quoted entry simply names no folder), and an empty entry means the current folder,
    // which no program should rely on, so it is left out here and reported by EnvironmentRules.
    const QString ldLibraryPath = paths.environment().value(QStringLiteral("LD_LIBRARY_PATH"));
    for (const QString &entry : ldLibraryPath.split(u':', Qt::SkipEmptyParts))
        folders.append({entry, QStringLiteral("LD_LIBRARY_PATH"), {}});
    for (const QString &folder : CudnnCopyFinder(paths, toolkits).ldSoConfFolders())
        folders.append({folder, QStringLiteral("ld.so.conf"), {}});
    // glibc's trusted folders (Debian adds the multiarch ones through ld.so.conf.d, but a
    // mounted image may lack that file, and the loader searches them regardless).
    for (const char *dir : {"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
                            "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"})
        folders.append({paths.system(QString::fromLatin1(dir)), QStringLiteral("default"), {}});
    return folders;
}

QList<LoaderOrder::Folder> LoaderOrder::windowsFolders(const SystemPaths &paths)
{
    QList<Folder> folders;
    const QString system32 = paths.windowsSystem32();
    folders.append({system32, QStringLiteral("System32"), {}});
    folders.append({QFileInfo(system32).path(), QStringLiteral("Windows"), {}});
    for (const QString &written : paths.searchPathVariable(QStringLiteral("PATH")))
        folders.append({paths.environmentPath(written), QStringLiteral("PATH"), written});
    return folders;
}

QString LoaderOrder::libraryName(int major, bool windows)
{
    return windows ? QStringLiteral("cudnn64_%1.dll").arg(major) : QStringLiteral("libcudnn.so.%1").arg(major);
}

std::optional<LoaderPick> LoaderOrder::pick(const QList<Folder> &folders, int major, const QList<CudnnCopy> &copies, bool windows)
{
    const QString name = libraryName(major, windows);
    for (const Folder &folder : folders) {
        const QFileInfo file(folder.path + u'/' + name);
        if (!file.exists())   // false for a dangling link too: the loader skips it
            continue;
        LoaderPick pick;
        pick.major = major;
        pick.name = name;
        pick.file = QDir::cleanPath(file.absoluteFilePath());
        pick.via = folder.via;
        pick.libraryDir = QFileInfo(folder.path).canonicalFilePath();
        for (const CudnnCopy &copy : copies)
            if (copy.libraryDir == pick.libraryDir)
                pick.version = copy.bestVersion();
        return pick;
    }
    return std::nullopt;
}

QList<LoaderOrder::Folder> LoaderOrder::folders(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits)
{
    return paths.platform().isWindows() ? windowsFolders(paths) : linuxFolders(paths, toolkits);
}

QList<LoaderPick> LoaderOrder::picks(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits,
                                     const QList<CudnnCopy> &copies)
{
    const QList<int> majors = CudnnCopy::majorsOf(copies);
    QList<LoaderPick> found;
    if (majors.isEmpty())
        return found;
    const QList<Folder> searched = folders(paths, toolkits);
    for (const int major : majors)
        if (const std::optional<LoaderPick> one = pick(searched, major, copies, paths.platform().isWindows()))
            found.append(*one);
    return found;
}

void LoaderOrder::describeLinux(const QList<Folder> &searched, const SystemPaths &paths, LoaderFacts *facts)
{
    for (const Folder &folder : searched) {
        if (folder.via == QLatin1String("LD_LIBRARY_PATH"))
            facts->libraryPath.append(folder.path);
        else if (folder.via == QLatin1String("ld.so.conf"))
            facts->cacheFolders.append(folder.path);
    }
    facts->defaultFolders = LinuxLoader::defaultFolders(paths.sysroot(), paths.platform().architecture);
    facts->sysroot = paths.sysroot();
}

LoaderFacts LoaderOrder::facts(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits, const QList<CudnnCopy> &copies)
{
    LoaderFacts facts;
    facts.picks = picks(paths, toolkits, copies);
    if (!paths.platform().isWindows())
        describeLinux(linuxFolders(paths, toolkits), paths, &facts);
    return facts;
}

} // namespace cudnnsetup
