#include "core/platform/FolderPermissions.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cerrno>

#ifndef Q_OS_WIN
#include <sys/stat.h>
#endif

namespace cudnnsetup::FolderPermissions {

int makeFolder(const QString &path, int permissions)
{
#ifdef Q_OS_WIN
    Q_UNUSED(permissions)
    return QDir().mkdir(path) ? 0 : EACCES;
#else
    const QByteArray name = QFile::encodeName(path);
    if (::mkdir(name.constData(), mode_t(permissions)) != 0)
        return errno;
    ::chmod(name.constData(), mode_t(permissions)); // whatever the umask took away
    return 0;
#endif
}

bool makePath(const QString &path, int permissions)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    QStringList missing;
    for (QString at = clean; !QFileInfo(at).isDir(); at = QFileInfo(at).path()) {
        if (QFileInfo(at).path() == at)   // the root itself is not there (a drive that is gone)
            return false;
        missing.prepend(at);
    }
    for (const QString &folder : std::as_const(missing))
        if (makeFolder(folder, permissions) != 0 && !QFileInfo(folder).isDir())   // EEXIST from a racing creator is fine
            return false;
    return QFileInfo(clean).isDir();
}

void ensureFolderMode(const QString &path, int permissions)
{
#ifdef Q_OS_WIN
    Q_UNUSED(path)
    Q_UNUSED(permissions)
#else
    const QByteArray name = QFile::encodeName(path);
    struct stat status {};
    if (::lstat(name.constData(), &status) == 0 && S_ISDIR(status.st_mode) && int(status.st_mode & 07777) != permissions)
        ::chmod(name.constData(), mode_t(permissions));
#endif
}

} // namespace cudnnsetup::FolderPermissions
