#include "core/platform/SystemPaths.h"

#include "core/model/ShownPath.h"

#include <QDir>

namespace cudnnsetup {

SystemPaths::SystemPaths(QString sysroot, HostPlatform platform, QProcessEnvironment environment)
    : m_sysroot(sysroot.isEmpty() ? QString() : QDir::cleanPath(QDir(sysroot).absolutePath()))
    , m_platform(platform)
    , m_environment(std::move(environment))
{
}

QString SystemPaths::system(const QString &absolutePath) const
{
    QString path = QDir::fromNativeSeparators(absolutePath);
    if (m_sysroot.isEmpty())
        return QDir::cleanPath(path);
    if (isWindowsDrivePath(path))
        path = path.mid(2);   // drop the drive letter: the sysroot is the drive
    if (!path.startsWith(u'/'))
        path.prepend(u'/');
    return QDir::cleanPath(m_sysroot + path);
}

QString SystemPaths::windowsProgramFiles() const
{
    if (m_sysroot.isEmpty()) {
        for (const char *name : {"ProgramW6432", "ProgramFiles"}) {
            const QString value = m_environment.value(QString::fromLatin1(name));
            if (!value.isEmpty())
                return QDir::fromNativeSeparators(value);
        }
    }
    return system(QStringLiteral("C:/Program Files"));
}

QString SystemPaths::windowsSystem32() const
{
    if (m_sysroot.isEmpty()) {
        const QString root = m_environment.value(QStringLiteral("SystemRoot"));
        if (!root.isEmpty())
            return QDir::fromNativeSeparators(root) + QStringLiteral("/System32");
    }
    return system(QStringLiteral("C:/Windows/System32"));
}

QStringList SystemPaths::searchPathVariable(const QString &name) const
{
    QStringList folders;
    const QString value = m_environment.value(name);
    for (const QString &entry : value.split(listSeparator(), Qt::SkipEmptyParts)) {
        QString folder = entry.trimmed();
        if (folder.size() >= 2 && folder.startsWith(u'"') && folder.endsWith(u'"'))
            folder = folder.mid(1, folder.size() - 2);   // Windows users quote PATH entries
        if (!folder.isEmpty())
            folders.append(QDir::fromNativeSeparators(folder));
    }
    return folders;
}

QString SystemPaths::environmentPath(const QString &written) const
{
    // Backslashes by hand: QDir's separator helpers leave them alone when a Linux host checks a Windows tree.
    const QString path = m_platform.isWindows() ? QString(written).replace(u'\\', u'/') : written;
    // A drive path names a folder of a Windows tree only when the tree is one; in a Linux tree
    // checked on a Windows host (the tests under wine) it is a host folder, taken as written, and
    // so is a host path that already leads into the tree.
    const bool insideTree = !m_sysroot.isEmpty()
                            && QDir::cleanPath(path).startsWith(QDir::cleanPath(QDir::fromNativeSeparators(m_sysroot)) + u'/',
                                                                Qt::CaseInsensitive);
    return m_platform.isWindows() && isWindowsDrivePath(path) && !m_sysroot.isEmpty() && !insideTree ? system(path) : path;
}

bool SystemPaths::isLiveSystem() const
{
    return m_sysroot.isEmpty() && m_platform.os == HostPlatform::current().os;
}

} // namespace cudnnsetup
