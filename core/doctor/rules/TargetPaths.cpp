#include "core/doctor/rules/TargetPaths.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup::TargetPaths {

QString canonicalOrClean(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(path) : canonical;
}

QString onTarget(const SystemPaths &paths, const QString &path)
{
    if (paths.sysroot().isEmpty())
        return path;
    for (const QString &root : {paths.sysroot(), canonicalOrClean(paths.sysroot())}) {
        if (path == root)
            return QStringLiteral("/");
        if (path.startsWith(root + u'/'))
            return path.mid(root.size());
    }
    return path;
}

QString windowsNative(const SystemPaths &paths, const QString &path)
{
    QString target = onTarget(paths, path);
    if (!paths.sysroot().isEmpty() && target.startsWith(u'/'))
        target.prepend(QStringLiteral("C:"));
    return target.replace(u'/', u'\\');
}

QString shown(const SystemPaths &paths, const QString &path)
{
    return paths.platform().isWindows() ? windowsNative(paths, path) : onTarget(paths, path);
}

} // namespace cudnnsetup::TargetPaths
