// Long because: Extraction is the one streaming pass: it checks, writes and identifies every entry, and each step reads the pass's state.
#include "core/archive/ArchiveExtractor.h"

#include "core/archive/ArchiveStream.h"
#include "core/archive/ArchiveSurvey.h"
#include "core/archive/EntrySafety.h"
#include "core/archive/ExtractedTreeGuard.h"
#include "core/archive/ExtractionFailure.h"
#include "core/platform/FileNameEncoding.h"
#include "core/platform/FolderPermissions.h"

#include <algorithm>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStorageInfo>

#include <archive.h>
#include <archive_entry.h>

#include <cerrno>

namespace cudnnsetup {

namespace {

// Read calls stay few and large; libarchive's xz decoder then hands out 64 KiB pieces.
constexpr size_t kReadBlockSize = 1024 * 1024;
constexpr qint64 kProgressIntervalMs = 50;
// Below PATH_MAX: longer paths make libarchive chdir() into the tree, which changes the working
// directory of every thread in the process. No cuDNN path comes near it.
constexpr qsizetype kMaxPathBytes = 4000;

// TIME keeps the archive's modification times. PERM applies the modes set below exactly, with no
// umask in between (the modes are normalised first, so nothing setuid or writable by others gets
// through). OWNER is left out on purpose: the tree belongs to whoever runs this, also as root.
// SECURE_SYMLINKS and SECURE_NODOTDOT back up our own checks. SECURE_NOABSOLUTEPATHS cannot be
// used: libarchive 3.6 writes relative paths only relative to the process's working directory,
// which a program with other threads must not change, so every path handed to it is absolute by
// construction (the destination's canonical path + an entry path EntrySafety proved relative).
constexpr int kDiskWriterFlags = ARCHIVE_EXTRACT_TIME | ARCHIVE_EXTRACT_PERM | ARCHIVE_EXTRACT_SECURE_SYMLINKS
                                 | ARCHIVE_EXTRACT_SECURE_NODOTDOT;

// Paths go to libarchive in the encoding the OS takes, not converted through the C locale (which
// a process without setlocale() has, and which cannot spell "/home/张三"). nullptr clears.
void setEntryText(struct archive_entry *entry, void (*narrow)(struct archive_entry *, const char *),
                  void (*wide)(struct archive_entry *, const wchar_t *), const QString *text)
{
    if (FileNameEncoding::isWide())
        wide(entry, text ? text->toStdWString().c_str() : nullptr);
    else
        narrow(entry, text ? QFile::encodeName(*text).constData() : nullptr);
}

void setPathname(struct archive_entry *entry, const QString &path)
{
    setEntryText(entry, archive_entry_copy_pathname, archive_entry_copy_pathname_w, &path);
}

void setHardlink(struct archive_entry *entry, const QString *path)
{
    setEntryText(entry, archive_entry_copy_hardlink, archive_entry_copy_hardlink_w, path);
}

void setSymlink(struct archive_entry *entry, const QString &target)
{
    setEntryText(entry, archive_entry_copy_symlink, archive_entry_copy_symlink_w, &target);
}

// File systems without hard links (FAT, exFAT, some network shares) answer link() like this.
bool hardLinksUnsupported(int error)
{
    return error == EPERM || error == EMLINK || error == EXDEV || error == ENOTSUP || error == EOPNOTSUPP
           || error == ENOSYS;
}

class Extraction
{
public:
    Extraction(const QString &archivePath, const ExtractionOptions &options)
        : m_archivePath(archivePath), m_options(options), m_failure(archivePath)
    {
    }
    ~Extraction()
    {
        if (m_disk)
            archive_write_free(m_disk);
    }

    ExtractionResult run(const QString &destination)
    {
        m_timer.start();
        const bool ok = prepare(destination) && walk() && finishTree() && judge();
        if (m_disk) {
            archive_write_free(m_disk); // runs libarchive's pending fix-ups before the tree goes
            m_disk = nullptr;
        }
        if (!ok && m_created && !QDir(m_destination).removeRecursively())
            m_failure.noteLeftBehind(m_destination);
        if (!ok)
            m_failure.fillIn(&m_result, QFileInfo(m_destination).path(), m_written, m_options.expectedUnpackedBytes);
        m_result.bytesWritten = m_written;
        m_result.directories = int(m_guard.folders().size());
        m_progress.archiveBytesRead = ok ? m_archiveSize : readSoFar();
        report(true);
        return m_result;
    }

private:
    bool prepare(const QString &destination);
    bool walk();
    bool writeEntry(const ArchiveEntryInfo &info, const QStringList &parts, bool keepBody);
    bool writeBody(bool keepBody);
    bool copyInsteadOfHardLink(struct archive_entry *entry, const QString &source);
    bool finishTree();
    bool judge();
    bool judgeComponent();

    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }
    bool writerFailed(const QString &path, bool atHeader)
    {
        const char *words = archive_error_string(m_disk);
        return m_failure.writeFailed(archive_errno(m_disk), words ? QString::fromLocal8Bit(words) : QString(), path,
                                     atHeader);
    }
    // A zip is read from its end first (the table of contents), so the raw count can jump back.
    qint64 readSoFar() const
    {
        return qMax(m_progress.archiveBytesRead, qBound<qint64>(0, m_stream.fileBytesRead(), m_archiveSize));
    }
    void report(bool always);

    QString m_archivePath;
    ExtractionOptions m_options;
    ExtractionFailure m_failure;
    ExtractionResult m_result;
    ExtractionProgress m_progress;
    QElapsedTimer m_timer;
    qint64 m_lastReport = -kProgressIntervalMs;
    qint64 m_archiveSize = 0;
    qint64 m_written = 0;
    QString m_destination;
    bool m_created = false;
    QString m_currentPath; // the entry being written, on disk
    ArchiveStream m_stream;
    struct archive *m_disk = nullptr;
    ExtractedTreeGuard m_guard;
    SurveyCollector m_collector;
    QHash<QString, int> m_fileModes; // relative path -> mode given, for hard links to it
};

bool Extraction::prepare(const QString &destination)
{
    const QFileInfo archive(m_archivePath);
    if (!archive.exists())
        return m_failure.set(ExtractionProblem::Unreadable, ExtractionFailure::Detail::Missing);
    if (archive.isDir())
        return m_failure.set(ExtractionProblem::Unreadable, ExtractionFailure::Detail::IsFolder);
    m_archiveSize = archive.size();
    m_progress.archiveBytesTotal = m_archiveSize;
    if (m_archiveSize == 0)
        return m_failure.set(ExtractionProblem::Empty, ExtractionFailure::Detail::ZeroBytes);
    // A name that says "samples" or "JIT add-on" is refused before anything is written.
    if (const std::optional<ArchiveName> name = ArchiveName::parse(archive.fileName());
        m_options.expect == ExpectedContents::Cudnn && name && !name->isLibrary())
        return m_failure.notCudnn(ArchiveIdentifier::judge(ArchiveSurvey{}, m_archivePath).reason);

    const QFileInfo wanted(QDir::cleanPath(QFileInfo(destination).absoluteFilePath()));
    const QFileInfo parent(wanted.path());
    if (wanted.fileName().isEmpty() || !parent.isDir())
        return m_failure.destinationUnusable(wanted.filePath(), ExtractionFailure::Detail::NoParent);
    // The canonical parent has no symbolic link in it, which libarchive's secure-symlinks check
    // would otherwise trip over (and which could change under us while we write).
    m_destination = QDir(parent.canonicalFilePath()).filePath(wanted.fileName());
    m_result.destination = m_destination;
    if (const QFileInfo existing(m_destination); existing.exists() || existing.isSymLink())
        return m_failure.destinationUnusable(m_destination, ExtractionFailure::Detail::Exists);
    if (m_options.expectedUnpackedBytes > 0) {
        const QStorageInfo disk(parent.canonicalFilePath());
        if (disk.isValid() && disk.bytesAvailable() >= 0 && disk.bytesAvailable() < m_options.expectedUnpackedBytes)
            return m_failure.set(ExtractionProblem::DiskFull, ExtractionFailure::Detail::NotEnoughSpace);
    }

    if (const int error = FolderPermissions::makeFolder(m_destination, 0755); error != 0) {
        if (error == EEXIST)
            return m_failure.destinationUnusable(m_destination, ExtractionFailure::Detail::Exists);
        return m_failure.writeFailed(error, QString(), m_destination, false);
    }
    m_created = true;

    if (!m_stream.open(m_archivePath, ArchiveStream::Formats::TarAndZip, kReadBlockSize))
        return m_failure.streamFailed(m_stream);
    m_disk = archive_write_disk_new();
    archive_write_disk_set_options(m_disk, kDiskWriterFlags);
    return true;
}

bool Extraction::walk()
{
    while (true) {
        if (cancelled())
            return m_failure.set(ExtractionProblem::Cancelled);
        const std::optional<ArchiveEntryInfo> info = m_stream.next();
        if (!info)
            break;
        m_progress.entry = info->rawPath;
        m_failure.setEntry(info->rawPath);
        const QStringList parts = ExtractedTreeGuard::components(info->path, false);
        if (const std::optional<QString> why = unsafeEntryReason(*info))
            return m_failure.unsafe(info->rawPath, *why);
        if (parts.isEmpty() && info->type != ArchiveEntryInfo::Type::Directory)
            return m_failure.unsafe(info->rawPath, ArchiveExtractor::tr("entry without a name"));
        if (const std::optional<ExtractedTreeGuard::Refusal> refusal = m_guard.admit(*info, parts))
            return m_failure.unsafe(refusal->path, refusal->why);
        // A declared size is refused before its first byte is written.
        if (info->type == ArchiveEntryInfo::Type::File && info->size > m_options.maxUnpackedBytes - m_written)
            return m_failure.tooLarge(m_written + info->size, m_options.maxUnpackedBytes);
        if (info->type == ArchiveEntryInfo::Type::File && ExtractionFailure::looksLikeABomb(m_written + info->size, m_archiveSize))
            return m_failure.bomb(m_written + info->size, m_archiveSize);

        const bool keepBody = m_collector.observe(*info) == SurveyCollector::Want::Body;
        if (!parts.isEmpty() && !writeEntry(*info, parts, keepBody))
            return false;
        ++m_progress.entriesDone;
        report(false);
    }
    if (m_stream.failure() != ArchiveStream::Failure::None)
        return m_failure.streamFailed(m_stream);
    if (m_stream.entriesRead() == 0)
        return m_failure.set(ExtractionProblem::Empty, ExtractionFailure::Detail::NoEntries);
    return true;
}

bool Extraction::writeEntry(const ArchiveEntryInfo &info, const QStringList &parts, bool keepBody)
{
    using Type = ArchiveEntryInfo::Type;
    struct archive_entry *entry = m_stream.currentEntry();
    const QString relative = parts.join(u'/');
    const QString path = m_destination + u'/' + relative;
    if (QFile::encodeName(path).size() > kMaxPathBytes)
        return m_failure.unsafe(info.rawPath, ArchiveExtractor::tr("path of %n characters, too long", nullptr,
                                                                   int(path.size())));
    m_currentPath = path;
    setPathname(entry, path);
    QString linkSource; // hard links: the file linked to, on disk
    switch (info.type) {
    case Type::Directory:
        archive_entry_set_perm(entry, 0755);
        break;
    case Type::File: {
        const int mode = (archive_entry_perm(entry) & 0111) ? 0755 : 0644;
        archive_entry_set_perm(entry, mode_t(mode));
        m_fileModes.insert(relative, mode);
        break;
    }
    case Type::HardLink: {
        const QString target = ExtractedTreeGuard::components(info.linkTarget, false).join(u'/');
        linkSource = m_destination + u'/' + target;
        setHardlink(entry, &linkSource);
        // The link shares the file's inode: its mode must not change the file's.
        archive_entry_set_perm(entry, mode_t(m_fileModes.value(target, 0644)));
        m_fileModes.insert(relative, m_fileModes.value(target, 0644));
        break;
    }
    case Type::Symlink:
        setSymlink(entry, info.linkTarget);
        break;
    case Type::Special:
        return false; // refused by EntrySafety before this point
    }

    if (archive_write_header(m_disk, entry) < ARCHIVE_WARN) {
        if (info.type == Type::HardLink && hardLinksUnsupported(archive_errno(m_disk)))
            return copyInsteadOfHardLink(entry, linkSource);
        return writerFailed(path, true);
    }
    // The writer zeroes the size of anything it did not open for writing (folders, links).
    if (archive_entry_size(entry) > 0 && !writeBody(keepBody))
        return false;
    if (archive_write_finish_entry(m_disk) < ARCHIVE_WARN)
        return writerFailed(path, false);

    switch (info.type) {
    case Type::File: ++m_result.files; break;
    case Type::HardLink: ++m_result.hardLinks; break;
    case Type::Symlink: ++m_result.symlinks; break;
    default: break;
    }
    return true;
}

bool Extraction::writeBody(bool keepBody)
{
    QByteArray kept;
    // A file counts by its full length, holes included: a sparse entry of a few bytes in the
    // archive is as large on disk (and in every copy made of it) as it says.
    const qint64 before = m_written;
    qint64 end = 0;
    while (true) {
        if (cancelled())
            return m_failure.set(ExtractionProblem::Cancelled);
        const void *data = nullptr;
        size_t size = 0;
        qint64 offset = 0;
        const ArchiveStream::Block block = m_stream.readBlock(&data, &size, &offset);
        if (block == ArchiveStream::Block::End)
            break;
        if (block == ArchiveStream::Block::Failed)
            return m_failure.streamFailed(m_stream);
        const qint64 reach = std::max(end, offset + qint64(size));
        if (offset < 0 || reach > m_options.maxUnpackedBytes - before)
            return m_failure.tooLarge(before + reach, m_options.maxUnpackedBytes);
        if (ExtractionFailure::looksLikeABomb(before + reach, m_archiveSize))
            return m_failure.bomb(before + reach, m_archiveSize);
        if (keepBody && offset < SurveyCollector::kMaxBodyBytes) {
            if (offset > kept.size())
                kept.append(QByteArray(offset - kept.size(), '\0')); // a hole in a sparse entry
            if (offset == kept.size())
                kept.append(static_cast<const char *>(data),
                            qsizetype(qMin<qint64>(qint64(size), SurveyCollector::kMaxBodyBytes - offset)));
        }
        // Any warning here is a failed write (libarchive reports ENOSPC from write() as one).
        if (archive_write_data_block(m_disk, data, size, offset) != ARCHIVE_OK)
            return writerFailed(m_currentPath, false);
        end = reach;
        m_written = before + end;
        m_progress.bytesWritten = m_written;
        report(false);
    }
    if (keepBody)
        m_collector.bodyRead(kept);
    return true;
}

// Where the file system has no hard links, the link becomes a copy of the file it names, which
// was written earlier in this same pass.
bool Extraction::copyInsteadOfHardLink(struct archive_entry *entry, const QString &source)
{
    QFile input(source);
    if (!input.open(QIODevice::ReadOnly))
        return m_failure.writeFailed(EIO, input.errorString(), source, false);
    struct archive_entry *copy = archive_entry_clone(entry);
    setHardlink(copy, nullptr);
    archive_entry_set_filetype(copy, AE_IFREG);
    archive_entry_set_size(copy, input.size());
    const QString &path = m_currentPath;
    const int rc = archive_write_header(m_disk, copy);
    archive_entry_free(copy);
    if (rc < ARCHIVE_WARN)
        return writerFailed(path, true);
    QByteArray buffer(int(kReadBlockSize), Qt::Uninitialized);
    for (qint64 offset = 0;;) {
        const qint64 got = input.read(buffer.data(), buffer.size());
        if (got < 0)
            return m_failure.writeFailed(EIO, input.errorString(), source, false);
        if (got == 0)
            break;
        if (got > m_options.maxUnpackedBytes - m_written)
            return m_failure.tooLarge(m_written + got, m_options.maxUnpackedBytes);
        if (archive_write_data_block(m_disk, buffer.constData(), size_t(got), offset) != ARCHIVE_OK)
            return writerFailed(path, false);
        offset += got;
        m_written += got;
    }
    if (archive_write_finish_entry(m_disk) < ARCHIVE_WARN)
        return writerFailed(path, false);
    ++m_result.files;
    return true;
}

bool Extraction::finishTree()
{
    // Closing applies what libarchive saved for last: folder times and modes.
    if (archive_write_close(m_disk) < ARCHIVE_WARN)
        return writerFailed(m_destination, false);
    archive_write_free(m_disk);
    m_disk = nullptr;
    // Folders only implied by a path were made with the umask's mode (0775 under umask 002).
    for (const QString &folder : m_guard.folders())
        FolderPermissions::ensureFolderMode(m_destination + u'/' + folder, 0755);
    // A link can leave the tree through a link that came after it; only now are all known.
    if (const std::optional<ExtractedTreeGuard::Refusal> refusal = m_guard.findEscapingLink())
        return m_failure.unsafe(refusal->path, refusal->why);
    return true;
}

bool Extraction::judge()
{
    if (m_options.expect == ExpectedContents::CudaComponent)
        return judgeComponent();
    m_result.identification = ArchiveIdentifier::judge(m_collector.finish(m_stream.formatName()), m_archivePath);
    if (m_result.identification.problem == ArchiveProblem::None)
        return true;
    return m_failure.notCudnn(m_result.identification.reason);
}

bool Extraction::judgeComponent()
{
    // One folder, named as NVIDIA names it; where the file's name says which component, the same.
    const QFileInfoList top =
        QDir(m_destination).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    const std::optional<CudaArchiveName> inside =
        top.size() == 1 && top.first().isDir() && !top.first().isSymLink() ? CudaArchiveName::parse(top.first().fileName())
                                                                          : std::nullopt;
    const QString fileName = QFileInfo(m_archivePath).fileName();
    if (!inside)
        return m_failure.notCudnn(ArchiveExtractor::tr("%1 is not an archive of NVIDIA's CUDA redist: it should hold one folder "
                                                       "named like cuda_cudart-linux-x86_64-13.0.96-archive.")
                                      .arg(fileName));
    const std::optional<CudaArchiveName> named = CudaArchiveName::parse(fileName);
    if (named && (named->component != inside->component || named->platform != inside->platform))
        return m_failure.notCudnn(ArchiveExtractor::tr("%1 holds %2, not the %3 its name says.")
                                      .arg(fileName, inside->folderName(), named->component));
    if (QDir(top.first().filePath()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot))
        return m_failure.notCudnn(ArchiveExtractor::tr("%1 holds an empty %2 folder.").arg(fileName, inside->folderName()));
    m_result.component = inside;
    return true;
}

void Extraction::report(bool always)
{
    if (!m_options.progress)
        return;
    const qint64 now = m_timer.elapsed();
    if (!always && now - m_lastReport < kProgressIntervalMs)
        return;
    m_lastReport = now;
    if (!always)
        m_progress.archiveBytesRead = readSoFar();
    m_options.progress(m_progress);
}

} // namespace

ExtractionResult ArchiveExtractor::extract(const QString &archivePath, const QString &destination,
                                           const ExtractionOptions &options)
{
    return Extraction(archivePath, options).run(destination);
}

} // namespace cudnnsetup
