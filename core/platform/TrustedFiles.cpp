#include "core/platform/TrustedFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#ifdef Q_OS_WIN
#include "core/platform/ProcessRights.h"
#include "core/platform/win/FolderSecurity.h"

#include <QDir>

#include <fcntl.h>
#include <io.h>
#include <windows.h>
#else
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cudnnsetup::TrustedFiles {

namespace {

struct TrustedFilesText
{
    Q_DECLARE_TR_FUNCTIONS(TrustedFiles)
};

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

} // namespace

#ifdef Q_OS_WIN

int openRegularNoFollow(const QString &path, bool *executable, QString *error)
{
    const std::wstring native = QString(path).replace(u'/', u'\\').toStdWString();
    HANDLE handle = ::CreateFileW(native.c_str(), GENERIC_READ, FILE_SHARE_READ, nullptr, OPEN_EXISTING,
                                  FILE_FLAG_OPEN_REPARSE_POINT | FILE_FLAG_SEQUENTIAL_SCAN, nullptr);
    if (handle == INVALID_HANDLE_VALUE) {
        setError(error, TrustedFilesText::tr("%1 cannot be opened (Windows error %2).").arg(path).arg(::GetLastError()));
        return -1;
    }
    BY_HANDLE_FILE_INFORMATION information{};
    if (!::GetFileInformationByHandle(handle, &information)
        || (information.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY)) != 0) {
        ::CloseHandle(handle);
        setError(error, TrustedFilesText::tr("%1 is not a plain file (a link, a junction or a folder).").arg(path));
        return -1;
    }
    if (executable)
        *executable = false;
    const int descriptor = ::_open_osfhandle(reinterpret_cast<intptr_t>(handle), _O_RDONLY | _O_BINARY);
    if (descriptor < 0) {
        ::CloseHandle(handle);
        setError(error, TrustedFilesText::tr("%1 cannot be opened.").arg(path));
    }
    return descriptor;
}

bool writableOnlyByUs(const QString &path, QString *why)
{
    using Verdict = win::WriteAccess::Verdict;
    const win::TrustedWriters trusted = ProcessRights::runsElevated() ? win::TrustedWriters::Administrators
                                                                      : win::TrustedWriters::AdministratorsAndThisUser;
    const win::WriteAccess access = win::checkWriteAccess(QDir::toNativeSeparators(path).toStdWString(), trusted);
    const QString shown = QDir::toNativeSeparators(path);
    const QString account = QString::fromStdWString(access.account);
    switch (access.verdict) {
    case Verdict::Trusted:
    case Verdict::Missing:
        return true;
    case Verdict::ReparsePoint:
        setError(why, TrustedFilesText::tr("%1 is a symbolic link or a junction.").arg(shown));
        break;
    case Verdict::UntrustedOwner:
        setError(why, TrustedFilesText::tr("%1 belongs to %2, not to the administrators.").arg(shown, account));
        break;
    case Verdict::UntrustedWriter:
        setError(why, TrustedFilesText::tr("%1 can be changed by %2.").arg(shown, account));
        break;
    case Verdict::NoAccessList:
        setError(why, TrustedFilesText::tr("%1 has no access rules: everyone may change it.").arg(shown));
        break;
    case Verdict::UnknownRule:
        setError(why, TrustedFilesText::tr("%1 has an access rule of a kind this program does not read.").arg(shown));
        break;
    case Verdict::CannotRead:
        setError(why, TrustedFilesText::tr("The access rules of %1 cannot be read: %2")
                          .arg(shown, QString::fromStdWString(access.error.message)));
        break;
    }
    return false;
}

#else

int openRegularNoFollow(const QString &path, bool *executable, QString *error)
{
    if (!path.startsWith(u'/')) {
        setError(error, TrustedFilesText::tr("%1 is not an absolute path.").arg(path));
        return -1;
    }
    const QStringList parts = path.split(u'/', Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        setError(error, TrustedFilesText::tr("%1 is not a file.").arg(path));
        return -1;
    }
    int folder = ::open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    for (qsizetype i = 0; folder >= 0 && i < parts.size(); ++i) {
        const QByteArray name = QFile::encodeName(parts.at(i));
        const bool last = i + 1 == parts.size();
        const int flags = last ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
                               : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
        const int next = ::openat(folder, name.constData(), flags);
        const int openError = errno;
        ::close(folder);
        if (next < 0) {
            setError(error, openError == ELOOP || openError == ENOTDIR
                                ? TrustedFilesText::tr("%1 leads through a symbolic link (%2): staged files are read only "
                                                       "along plain folders.").arg(path, parts.at(i))
                                : TrustedFilesText::tr("%1 cannot be opened: %2").arg(path, QString::fromLocal8Bit(std::strerror(openError))));
            return -1;
        }
        folder = next;
    }
    if (folder < 0) {
        setError(error, TrustedFilesText::tr("%1 cannot be opened: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno))));
        return -1;
    }
    struct stat status{};
    if (::fstat(folder, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(folder);
        setError(error, TrustedFilesText::tr("%1 is not a plain file.").arg(path));
        return -1;
    }
    if (executable)
        *executable = (status.st_mode & 0111) != 0;
    // Opened non-blocking so that a FIFO put there cannot hang us; reads of a file never block.
    ::fcntl(folder, F_SETFL, ::fcntl(folder, F_GETFL) & ~O_NONBLOCK);
    return folder;
}

bool writableOnlyByUs(const QString &path, QString *why)
{
    struct stat status{};
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
        return true; // nothing there yet: whatever we create is ours
    if (S_ISLNK(status.st_mode)) {
        setError(why, TrustedFilesText::tr("%1 is a symbolic link.").arg(path));
        return false;
    }
    if (status.st_uid != ::geteuid() && status.st_uid != 0) {
        setError(why, TrustedFilesText::tr("%1 belongs to another user (uid %2).").arg(path).arg(status.st_uid));
        return false;
    }
    if ((status.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
        setError(why, TrustedFilesText::tr("%1 can be written by other users (mode %2).")
                          .arg(path, QString::number(status.st_mode & 07777, 8)));
        return false;
    }
    return true;
}

#endif

} // namespace cudnnsetup::TrustedFiles
