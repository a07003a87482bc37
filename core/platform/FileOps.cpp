#include "core/platform/FileOps.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#endif

namespace cudnnsetup::FileOps {

namespace {

struct FileOpsText
{
    Q_DECLARE_TR_FUNCTIONS(FileOps)
};

QString osError()
{
#ifdef Q_OS_WIN
    return qt_error_string(int(GetLastError()));
#else
    return QString::fromLocal8Bit(std::strerror(errno));
#endif
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

// A sibling name that no one else uses: hidden, marked as ours, random.
QString temporaryNameNear(const QString &path)
{
    const QFileInfo info(path);
    return info.absolutePath() + QStringLiteral("/.") + info.fileName() + QStringLiteral(".cudnn-setup-")
           + QString::number(QRandomGenerator::global()->generate(), 36);
}

#ifndef Q_OS_WIN
QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}
#endif

// Qt leaves errorString() at "Unknown error" after a short write (a full disk, a file-size
// limit); errno still says why.
QString writeErrorOf(const QFile &file)
{
    return file.error() == QFileDevice::NoError || file.errorString().isEmpty() ? osError() : file.errorString();
}

// `to` names the file the user will know (the destination), not our temporary name.
bool copyFileBody(const QString &from, const QString &temporary, const QString &to, QString *error)
{
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly)) {
        setError(error, FileOpsText::tr("cannot read %1: %2").arg(from, source.errorString()));
        return false;
    }
    QFile target(temporary);
    if (!target.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        setError(error, FileOpsText::tr("cannot write %1: %2").arg(to, target.errorString()));
        return false;
    }
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 n = source.read(buffer.data(), buffer.size());
        if (n < 0) {
            setError(error, FileOpsText::tr("cannot read %1: %2").arg(from, source.errorString()));
            target.remove();
            return false;
        }
        if (n == 0)
            break;
        if (target.write(buffer.constData(), n) != n) {
            setError(error, FileOpsText::tr("cannot write %1: %2").arg(to, writeErrorOf(target)));
            target.close();
            target.remove();
            return false;
        }
    }
    target.flush();
    if (!flush(target.handle())) {
        setError(error, FileOpsText::tr("cannot write %1: %2").arg(to, osError()));
        target.close();
        target.remove();
        return false;
    }
    target.close();
    target.setPermissions(source.permissions());
    const QDateTime modified = QFileInfo(from).lastModified();
    if (target.open(QIODevice::ReadWrite | QIODevice::ExistingOnly)) {
        target.setFileTime(modified, QFileDevice::FileModificationTime);
        target.close();
    }
    return true;
}

} // namespace

bool replace(const QString &from, const QString &to, QString *error)
{
#ifdef Q_OS_WIN
    const bool ok = MoveFileExW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(from).utf16()),
                                reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(to).utf16()),
                                MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
#else
    const bool ok = ::rename(native(from).constData(), native(to).constData()) == 0;
#endif
    if (!ok)
        setError(error, FileOpsText::tr("cannot move %1 to %2: %3").arg(from, to, osError()));
    return ok;
}

bool linkOrCopy(const QString &from, const QString &to, QString *error)
{
    if (const std::optional<QString> text = linkText(from))
        return symlinkAtomically(*text, to, error);
#ifdef Q_OS_WIN
    if (CreateHardLinkW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(to).utf16()),
                        reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(from).utf16()), nullptr))
        return true;
#else
    if (::link(native(from).constData(), native(to).constData()) == 0)
        return true;
#endif
    return copyInto(from, to, error);
}

bool copyInto(const QString &from, const QString &to, QString *error)
{
    if (const std::optional<QString> text = linkText(from))
        return symlinkAtomically(*text, to, error);
    const QString temporary = temporaryNameNear(to);
    if (!copyFileBody(from, temporary, to, error))
        return false;
    if (!replace(temporary, to, error)) {
        QFile::remove(temporary);
        return false;
    }
    return true;
}

bool copyThenRemove(const QString &from, const QString &to, QString *error)
{
    if (!copyInto(from, to, error))
        return false;
    removeEntry(from, nullptr);
    return true;
}

bool moveInto(const QString &from, const QString &to, QString *error)
{
#ifdef Q_OS_WIN
    if (replace(from, to, nullptr))
        return true;
#else
    if (::rename(native(from).constData(), native(to).constData()) == 0)
        return true;
    if (errno != EXDEV) {
        setError(error, FileOpsText::tr("cannot move %1 to %2: %3").arg(from, to, osError()));
        return false;
    }
#endif
    if (!copyInto(from, to, error))
        return false;
    removeEntry(from, nullptr);
    return true;
}

bool writeAtomically(const QString &path, const QByteArray &content, int permissions, QString *error)
{
    const QString temporary = temporaryNameNear(path);
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        setError(error, FileOpsText::tr("cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    const bool written = file.write(content) == content.size() && file.flush() && flush(file.handle());
    const QString writeError = writeErrorOf(file);
    file.close();
    if (!written) {
        setError(error, FileOpsText::tr("cannot write %1: %2").arg(path, writeError));
        QFile::remove(temporary);
        return false;
    }
#ifndef Q_OS_WIN
    ::chmod(native(temporary).constData(), mode_t(permissions));
#else
    Q_UNUSED(permissions)
#endif
    if (!replace(temporary, path, error)) {
        QFile::remove(temporary);
        return false;
    }
    return true;
}

bool symlinkAtomically(const QString &linkTextValue, const QString &path, QString *error)
{
#ifdef Q_OS_WIN
    Q_UNUSED(linkTextValue)
    setError(error, FileOpsText::tr("cannot create the symbolic link %1 on Windows").arg(path));
    return false;
#else
    const QString temporary = temporaryNameNear(path);
    if (::symlink(native(linkTextValue).constData(), native(temporary).constData()) != 0) {
        setError(error, FileOpsText::tr("cannot create the link %1: %2").arg(path, osError()));
        return false;
    }
    if (!replace(temporary, path, error)) {
        ::unlink(native(temporary).constData());
        return false;
    }
    return true;
#endif
}

std::optional<QString> linkText(const QString &path)
{
#ifdef Q_OS_WIN
    Q_UNUSED(path)
    return std::nullopt;
#else
    char buffer[4096];
    const ssize_t n = ::readlink(native(path).constData(), buffer, sizeof buffer);
    if (n < 0 || n == ssize_t(sizeof buffer))
        return std::nullopt;
    return QFile::decodeName(QByteArray(buffer, qsizetype(n)));
#endif
}

bool removeEntry(const QString &path, QString *error)
{
#ifdef Q_OS_WIN
    if (DeleteFileW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(path).utf16()))
        || GetLastError() == ERROR_FILE_NOT_FOUND)
        return true;
#else
    if (::unlink(native(path).constData()) == 0 || errno == ENOENT)
        return true;
#endif
    setError(error, FileOpsText::tr("cannot remove %1: %2").arg(path, osError()));
    return false;
}

bool flush(int fileDescriptor)
{
#ifdef Q_OS_WIN
    Q_UNUSED(fileDescriptor)
    return true; // QFile::flush + the OS cache; MOVEFILE_WRITE_THROUGH covers the renames
#else
    return ::fsync(fileDescriptor) == 0 || errno == EINVAL; // EINVAL: a file system without fsync
#endif
}

void removeTemporariesOf(const QString &path)
{
    const QFileInfo info(path);
    const QString prefix = QStringLiteral(".") + info.fileName() + QStringLiteral(".cudnn-setup-");
    const QDir folder(info.absolutePath());
    for (const QString &name : folder.entryList({prefix + u'*'}, QDir::Files | QDir::System | QDir::Hidden))
        removeEntry(folder.filePath(name), nullptr);
}

QString nearestExistingFolder(const QString &path)
{
    QString folder = QFileInfo(path).absoluteFilePath();
    while (!QFileInfo(folder).isDir()) {
        const QString parent = QFileInfo(folder).absolutePath();
        if (parent == folder)
            return folder;
        folder = parent;
    }
    return folder;
}

bool canWriteIn(const QString &folder)
{
    const QString existing = nearestExistingFolder(folder);
#ifdef Q_OS_WIN
    QFile probe(temporaryNameNear(existing + QStringLiteral("/probe")));
    if (!probe.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return false;
    probe.close();
    probe.remove();
    return true;
#else
    return ::access(native(existing).constData(), W_OK | X_OK) == 0;
#endif
}

QStringList missingFolders(const QString &folder)
{
    QStringList missing;
    QString current = QDir::cleanPath(folder);
    while (!QFileInfo(current).exists()) {
        missing.prepend(current);
        const QString parent = QFileInfo(current).absolutePath();
        if (parent == current)
            break;
        current = parent;
    }
    return missing;
}

} // namespace cudnnsetup::FileOps
