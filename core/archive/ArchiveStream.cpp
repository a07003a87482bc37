#include "core/archive/ArchiveStream.h"

#include "core/platform/FileNameEncoding.h"

#include <QFile>

#include <archive.h>
#include <archive_entry.h>

namespace cudnnsetup {

namespace {

// Names are stored as UTF-8 by pax and by zip's UTF-8 flag; libarchive converts the rest. When
// it cannot, the bytes as stored are still better than nothing for a safety check.
QString entryText(const char *utf8, const char *stored)
{
    if (utf8)
        return QString::fromUtf8(utf8);
    if (stored)
        return QString::fromLocal8Bit(stored);
    return {};
}

QString formatNameOf(struct archive *a)
{
    const int format = archive_format(a) & ARCHIVE_FORMAT_BASE_MASK;
    const int filter = archive_filter_code(a, 0);
    if (format == ARCHIVE_FORMAT_ZIP)
        return QStringLiteral("zip");
    if (format == ARCHIVE_FORMAT_TAR) {
        switch (filter) {
        case ARCHIVE_FILTER_XZ: return QStringLiteral("tar.xz");
        case ARCHIVE_FILTER_GZIP: return QStringLiteral("tgz");
        case ARCHIVE_FILTER_BZIP2: return QStringLiteral("tar.bz2");
        case ARCHIVE_FILTER_ZSTD: return QStringLiteral("tar.zst");
        case ARCHIVE_FILTER_NONE: return QStringLiteral("tar");
        default: break;
        }
    }
    const char *name = archive_format_name(a);
    return name ? QString::fromLatin1(name) : QString();
}

// A zip's table of contents (central directory) and its end record are the last bytes of the
// file, so a download cut short has none. libarchive then falls back to reading the entries one
// after another and reports a clean end where the cut happens to fall between two of them, so
// the end record is looked for here. It is 22 bytes plus a comment of at most 64 KiB.
bool hasZipEndRecord(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const qint64 tail = qMin<qint64>(file.size(), 22 + 0xffff);
    if (!file.seek(file.size() - tail))
        return false;
    const QByteArray bytes = file.read(tail);
    const qsizetype at = bytes.lastIndexOf(QByteArrayView("PK\x05\x06", 4));
    return at >= 0 && bytes.size() - at >= 22;
}

} // namespace

ArchiveStream::ArchiveStream() = default;

ArchiveStream::~ArchiveStream()
{
    if (m_archive)
        archive_read_free(m_archive);
}

bool ArchiveStream::open(const QString &path, Formats formats, size_t blockSize)
{
    // libarchive's message for a missing or unreadable file is terse; Qt's names the cause.
    if (QFile probe(path); !probe.open(QIODevice::ReadOnly)) {
        m_failure = Failure::CannotOpen;
        m_error = probe.errorString();
        return false;
    }
    m_path = path;
    m_archive = archive_read_new();
    if (formats == Formats::Any) {
        archive_read_support_filter_all(m_archive);
        archive_read_support_format_all(m_archive);
    } else {
        archive_read_support_filter_gzip(m_archive);
        archive_read_support_filter_xz(m_archive);
        archive_read_support_filter_bzip2(m_archive);
        archive_read_support_filter_zstd(m_archive);
        archive_read_support_format_tar(m_archive);
        archive_read_support_format_zip(m_archive);
    }
    const int rc = FileNameEncoding::isWide()
                       ? archive_read_open_filename_w(m_archive, path.toStdWString().c_str(), blockSize)
                       : archive_read_open_filename(m_archive, QFile::encodeName(path).constData(), blockSize);
    if (rc == ARCHIVE_OK)
        return true;
    // The compression filters bid at open time: a recognised compression whose stream cannot
    // even be started is no usable archive.
    fail(Failure::NotAnArchive);
    return false;
}

void ArchiveStream::fail(Failure failure)
{
    m_failure = failure;
    const char *message = m_archive ? archive_error_string(m_archive) : nullptr;
    m_error = message ? QString::fromLocal8Bit(message) : QString();
}

std::optional<ArchiveEntryInfo> ArchiveStream::next()
{
    if (!m_archive || m_failure != Failure::None)
        return std::nullopt;
    struct archive_entry *entry = nullptr;
    m_entry = nullptr;
    const int rc = archive_read_next_header(m_archive, &entry);
    if (rc == ARCHIVE_EOF)
        return std::nullopt;
    if (rc < ARCHIVE_WARN) {
        // Before the first header, "no format recognised" means this is no archive at all;
        // afterwards the archive is damaged or cut short (an interrupted download).
        fail(m_entries == 0 && archive_format(m_archive) == 0 ? Failure::NotAnArchive : Failure::Corrupt);
        return std::nullopt;
    }
    if (m_entries++ == 0) {
        m_format = formatNameOf(m_archive);
        m_isZip = (archive_format(m_archive) & ARCHIVE_FORMAT_BASE_MASK) == ARCHIVE_FORMAT_ZIP;
        if (m_isZip && !hasZipEndRecord(m_path)) {
            m_failure = Failure::Corrupt;
            m_error = QStringLiteral("the zip file has no end record: it is cut short");
            return std::nullopt;
        }
    }

    m_entry = entry;
    ArchiveEntryInfo info;
    info.rawPath = entryText(archive_entry_pathname_utf8(entry), archive_entry_pathname(entry));
    // Zips made on Windows may use '\' although the format says '/'. In a tar a backslash is
    // an ordinary character, so it is left alone there (the safety checks still see it).
    info.path = m_isZip ? QString(info.rawPath).replace(u'\\', u'/') : info.rawPath;
    if (const char *hardlink = archive_entry_hardlink(entry)) {
        info.type = ArchiveEntryInfo::Type::HardLink;
        info.linkTarget = entryText(archive_entry_hardlink_utf8(entry), hardlink);
    } else {
        switch (archive_entry_filetype(entry)) {
        case AE_IFREG: info.type = ArchiveEntryInfo::Type::File; break;
        case AE_IFDIR: info.type = ArchiveEntryInfo::Type::Directory; break;
        case AE_IFLNK:
            info.type = ArchiveEntryInfo::Type::Symlink;
            info.linkTarget = entryText(archive_entry_symlink_utf8(entry), archive_entry_symlink(entry));
            break;
        default: info.type = ArchiveEntryInfo::Type::Special; break;
        }
    }
    if (info.type == ArchiveEntryInfo::Type::File && archive_entry_size_is_set(entry))
        info.size = archive_entry_size(entry);
    return info;
}

std::optional<QByteArray> ArchiveStream::readBody(qint64 maxBytes)
{
    if (!m_archive || m_failure != Failure::None)
        return std::nullopt;
    QByteArray body;
    char buffer[16 * 1024];
    while (body.size() < maxBytes) {
        const la_ssize_t want = la_ssize_t(qMin<qint64>(sizeof buffer, maxBytes - body.size()));
        const la_ssize_t got = archive_read_data(m_archive, buffer, size_t(want));
        if (got < 0) {
            fail(Failure::Corrupt);
            return std::nullopt;
        }
        if (got == 0)
            break;
        body.append(buffer, qsizetype(got));
    }
    return body;
}

ArchiveStream::Block ArchiveStream::readBlock(const void **data, size_t *size, qint64 *offset)
{
    if (!m_archive || m_failure != Failure::None)
        return Block::Failed;
    la_int64_t at = 0;
    const int rc = archive_read_data_block(m_archive, data, size, &at);
    if (rc == ARCHIVE_EOF)
        return Block::End;
    // A warning here is no detail: the zip reader reports a body whose CRC does not match as one.
    if (rc != ARCHIVE_OK) {
        fail(Failure::Corrupt);
        return Block::Failed;
    }
    *offset = at;
    return Block::Data;
}

qint64 ArchiveStream::fileBytesRead() const
{
    return m_archive ? qint64(archive_filter_bytes(m_archive, -1)) : 0;
}

} // namespace cudnnsetup
