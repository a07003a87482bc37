#include "core/acquire/download/PartFile.h"

#include "core/acquire/download/DownloadMessages.h"

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

#include <cerrno>
#include <filesystem>
#include <system_error>

namespace cudnnsetup {

void PartFile::setLocation(const QString &cacheDir, const QString &fileName)
{
    close();
    m_folder = QDir::cleanPath(cacheDir);
    m_fileName = fileName;
    m_hash.reset();
    m_size = 0;
}

QString PartFile::partPath() const
{
    return finalPath() + QStringLiteral(".part");
}

QString PartFile::finalPath() const
{
    return m_folder + u'/' + m_fileName;
}

bool PartFile::adoptExisting(qint64 expectedSize, const std::atomic_bool *cancel, QString *error)
{
    m_hash.reset();
    m_size = 0;
    const QFileInfo info(partPath());
    if (!info.exists() || info.size() == 0)
        return true;
    if (expectedSize >= 0 && info.size() > expectedSize) {
        QFile::remove(partPath());
        return true;
    }
    const qint64 fed = m_hash.stream().addFile(partPath(), info.size(), cancel, error);
    if (fed < 0) {
        m_hash.reset();
        return false;
    }
    m_size = fed;
    return true;
}

bool PartFile::open(DownloadFailure *failure)
{
    if (m_file.isOpen())
        return true;
    m_file.setFileName(partPath());
    // Unbuffered: each network chunk goes to the OS in one write, without a second copy in QFile.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        *failure = DownloadMessages::cacheUnwritable(m_folder, m_file.errorString());
        return false;
    }
    // The file may be shorter than adopted if another process truncated it meanwhile; trust
    // only what is on disk and what was hashed, and start over if they disagree.
    if (m_file.size() != m_size) {
        m_file.close();
        return restart(failure);
    }
    return true;
}

bool PartFile::append(const QByteArray &chunk, qint64 remaining, DownloadFailure *failure)
{
    errno = 0;
    const qint64 written = m_file.write(chunk);
    if (written == chunk.size()) {
        m_hash.add(chunk);
        m_size += chunk.size();
        return true;
    }
    const bool outOfSpace = errno == ENOSPC;
    const QString detail = m_file.errorString();
    // Keep the .part consistent with the hash: drop whatever part of this chunk reached disk.
    m_file.resize(m_size);
    *failure = writeFailure(detail, outOfSpace, remaining);
    return false;
}

DownloadFailure PartFile::writeFailure(const QString &detail, bool outOfSpace, qint64 remaining) const
{
    const QStorageInfo storage(m_folder);
    const qint64 available = storage.isValid() ? storage.bytesAvailable() : -1;
    // errno is reliable where writes go through POSIX; elsewhere a nearly full volume is the tell.
    if (outOfSpace || (available >= 0 && remaining > available))
        return DownloadMessages::diskFull(m_folder, remaining, std::max<qint64>(available, 0));
    return DownloadMessages::cacheUnwritable(m_folder, detail);
}

bool PartFile::restart(DownloadFailure *failure)
{
    m_file.close();
    m_hash.reset();
    m_size = 0;
    m_file.setFileName(partPath());
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)) {
        *failure = DownloadMessages::cacheUnwritable(m_folder, m_file.errorString());
        return false;
    }
    return true;
}

void PartFile::close()
{
    if (m_file.isOpen())
        m_file.close();
}

void PartFile::remove()
{
    close();
    QFile::remove(partPath());
    m_hash.reset();
    m_size = 0;
}

bool PartFile::commit(const ArchiveTarget &expected, DownloadFailure *failure)
{
    close();
    if (expected.size >= 0 && m_size != expected.size) {
        const qint64 actual = m_size;
        remove();
        *failure = DownloadMessages::sizeMismatch(m_fileName, actual, expected.size);
        return false;
    }
    const QByteArray actual = sha256();
    if (!expected.sha256.isEmpty() && actual != expected.sha256.toLower()) {
        remove();
        *failure = DownloadMessages::checksumMismatch(m_fileName, actual, expected.sha256.toLower());
        return false;
    }
    // std::filesystem::rename replaces an existing file atomically (rename(2) on POSIX,
    // MoveFileEx with MOVEFILE_REPLACE_EXISTING on Windows); QFile::rename refuses to.
    std::error_code error;
    std::filesystem::rename(std::filesystem::path(partPath().toStdU16String()),
                            std::filesystem::path(finalPath().toStdU16String()), error);
    if (error) {
        *failure = DownloadMessages::cacheUnwritable(m_folder, QString::fromLocal8Bit(error.message()));
        return false;
    }
    return true;
}

} // namespace cudnnsetup
