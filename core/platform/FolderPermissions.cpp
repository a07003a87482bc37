#include "core/platform/FolderPermissions.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cerrno>

#ifdef Q_OS_WIN
#include "core/platform/ProcessRights.h"
#include "core/platform/win/FolderSecurity.h"
#include "core/platform/win/KnownFolders.h"
#else
#include <sys/stat.h>
#endif

namespace cudnnsetup::FolderPermissions {

#ifdef Q_OS_WIN
namespace {

// Whether `path` is a folder directly in ProgramData, where every user may add folders.
bool directlyInProgramData(const QString &path)
{
    const win::KnownFolder programData = win::programDataFolder();
    return !programData.error.failed()
           && QDir::cleanPath(QFileInfo(path).absolutePath())
                      .compare(QDir::cleanPath(QDir::fromNativeSeparators(QString::fromStdWString(programData.path))),
                               Qt::CaseInsensitive)
                  == 0;
}

} // namespace
#endif

int makeFolder(const QString &path, int permissions)
{
#ifdef Q_OS_WIN
    // A new folder takes the rules its parent passes down, which is what the mode asks for
    // everywhere but in ProgramData: there every user may add files and folders to a new
    // folder and owns what they add. A folder an elevated process makes there (the system's
    // records folder) gets rules of its own instead: only administrators may change it, and
    // Users may read it when the mode lets others read.
    if (ProcessRights::runsElevated() && directlyInProgramData(path)) {
        const win::Win32Error error
            = win::createAdministratorsFolder(QDir::toNativeSeparators(path).toStdWString(), (permissions & 0005) != 0);
        return !error.failed() ? 0 : error.code == ERROR_ALREADY_EXISTS ? EEXIST : EACCES;
    }
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

bool makeSystemFolder(const QString &path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    if (!makePath(QFileInfo(clean).path(), 0755))
        return false;
#ifdef Q_OS_WIN
    if (ProcessRights::runsElevated()) {
        win::makeAdministratorsFolder(QDir::toNativeSeparators(clean).toStdWString(), true);
        return QFileInfo(clean).isDir();
    }
#endif
    return makePath(clean, 0755);
}

} // namespace cudnnsetup::FolderPermissions
