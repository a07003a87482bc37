// ArchiveStream: walks an archive's entries front to back with libarchive, handing out each
// entry's header and, only on request, the first bytes of its body. Nothing is extracted.
//
// Cost: a zip is read through its central directory (libarchive seeks past bodies), so listing
// it costs a few reads whatever its size. A tar.xz / tgz has no index: every body between two
// headers must still be decompressed to find the next header, so listing costs one sequential
// decompression of the whole file (xz, measured on the build machine: about 40 MB of output per
// second, as fast as `xz -dc`), but no body is copied out or kept. See ArchiveIdentifier.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

struct archive;

namespace cudnnsetup {

struct ArchiveEntryInfo
{
    enum class Type { File, Directory, Symlink, HardLink, Special /* device node, FIFO, socket */ };

    QString path;       // as stored, except that a zip's '\' separators read as '/'
    QString rawPath;    // exactly as stored: what the safety checks look at
    Type type = Type::File;
    qint64 size = 0;    // body bytes; 0 for links and directories
    QString linkTarget; // Symlink: the link text. HardLink: the archive path it refers to.
};

class ArchiveStream
{
public:
    enum class Failure { None, CannotOpen, NotAnArchive, Corrupt };

    ArchiveStream();
    ~ArchiveStream();
    ArchiveStream(const ArchiveStream &) = delete;
    ArchiveStream &operator=(const ArchiveStream &) = delete;

    bool open(const QString &path);
    // The next entry's header; nullopt at the end of the archive or on failure (see failure()).
    std::optional<ArchiveEntryInfo> next();
    // Up to `maxBytes` of the current entry's body; nullopt (and failure() set) when the data
    // cannot be read. What is not read is skipped by the next call to next().
    std::optional<QByteArray> readBody(qint64 maxBytes);

    Failure failure() const { return m_failure; }
    // libarchive's own words for the failure (English; shown as a detail, not translated).
    QString errorString() const { return m_error; }
    // "tar.xz", "tgz", "zip", "tar", "tar.bz2", "7zip", ...; known once the first header is read.
    QString formatName() const { return m_format; }
    int entriesRead() const { return m_entries; }

private:
    void fail(Failure failure);

    struct archive *m_archive = nullptr;
    QString m_path;
    Failure m_failure = Failure::None;
    QString m_error;
    QString m_format;
    bool m_isZip = false;
    int m_entries = 0;
};

} // namespace cudnnsetup
