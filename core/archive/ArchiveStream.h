// ArchiveStream: walks an archive's entries front to back with libarchive, handing out each
// entry's header and, only on request, the first bytes of its body. Nothing is extracted.
//
// Cost: a zip is read through its central directory (libarchive seeks past bodies), so listing
// it costs a few reads whatever its size. A tar.xz / tgz has no index: every body between two
// headers must still be decompressed to find the next header, so listing costs one sequential
// decompression of the whole file (xz, measured on the build machine: about 40 MB of output per
// second, as fast as `xz -dc`), but no body is copied out or kept. See ArchiveIdentifier.
//
// ArchiveExtractor reads the same stream block by block (readBlock) and hands each entry's raw
// header (currentEntry) to libarchive's disk writer, so extraction and identification share one
// decompression.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

struct archive;
struct archive_entry;

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
    // Any: whatever libarchive reads (identification names what a file is). TarAndZip: only the
    // formats NVIDIA ships, for extraction: libarchive's other readers can do more than read
    // (mtree pulls in local files named in the archive; some filters run external programs).
    enum class Formats { Any, TarAndZip };
    enum class Block { Data, End, Failed };
    static constexpr size_t kDefaultBlockSize = 256 * 1024;

    ArchiveStream();
    ~ArchiveStream();
    ArchiveStream(const ArchiveStream &) = delete;
    ArchiveStream &operator=(const ArchiveStream &) = delete;

    // `blockSize`: how much is read from the file at a time.
    bool open(const QString &path, Formats formats = Formats::Any, size_t blockSize = kDefaultBlockSize);
    // The next entry's header; nullopt at the end of the archive or on failure (see failure()).
    std::optional<ArchiveEntryInfo> next();
    // Up to `maxBytes` of the current entry's body; nullopt (and failure() set) when the data
    // cannot be read. What is not read is skipped by the next call to next().
    std::optional<QByteArray> readBody(qint64 maxBytes);
    // The next piece of the current entry's body, as libarchive holds it (no copy): `data` stays
    // valid until the next call. Failed (and failure() set) when the data is damaged, including a
    // zip entry whose checksum does not match.
    Block readBlock(const void **data, size_t *size, qint64 *offset);
    // libarchive's header of the entry next() returned last; valid until the next call to next().
    struct archive_entry *currentEntry() const { return m_entry; }
    // Bytes consumed from the file so far (compressed): the honest measure of progress.
    qint64 fileBytesRead() const;

    Failure failure() const { return m_failure; }
    // libarchive's own words for the failure (English; shown as a detail, not translated).
    QString errorString() const { return m_error; }
    // "tar.xz", "tgz", "zip", "tar", "tar.bz2", "7zip", ...; known once the first header is read.
    QString formatName() const { return m_format; }
    int entriesRead() const { return m_entries; }

private:
    void fail(Failure failure);

    struct archive *m_archive = nullptr;
    struct archive_entry *m_entry = nullptr;
    QString m_path;
    Failure m_failure = Failure::None;
    QString m_error;
    QString m_format;
    bool m_isZip = false;
    int m_entries = 0;
};

} // namespace cudnnsetup
