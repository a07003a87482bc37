#include "core/archive/ExtractionFailure.h"

#include "core/archive/ArchiveStream.h"
#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"

#include <QFileInfo>
#include <QStorageInfo>

#include <cerrno>

namespace cudnnsetup {

namespace {

constexpr qint64 kBombFloorBytes = qint64(1) << 30;
constexpr qint64 kBombRatio = 200;

bool diskIsFull(int error)
{
#ifdef EDQUOT
    if (error == EDQUOT)
        return true;
#endif
    return error == ENOSPC;
}

} // namespace

ExtractionFailure::ExtractionFailure(const QString &archivePath)
    : m_archivePath(archivePath), m_fileName(QFileInfo(archivePath).fileName())
{
}

bool ExtractionFailure::looksLikeABomb(qint64 written, qint64 archiveBytes)
{
    return written > kBombFloorBytes && written / kBombRatio > archiveBytes;
}

bool ExtractionFailure::record(ExtractionProblem problem, const QString &reason, Detail detail)
{
    if (m_problem == ExtractionProblem::None) {
        m_problem = problem;
        m_reason = reason;
        m_detail = detail;
    }
    return false;
}

bool ExtractionFailure::set(ExtractionProblem problem, Detail detail)
{
    switch (detail) {
    case Detail::Missing:
        return record(problem, tr("%1 does not exist.").arg(shownPath(m_archivePath)), detail);
    case Detail::IsFolder:
        return record(problem, tr("%1 is a folder, not an archive file.").arg(shownPath(m_archivePath)), detail);
    case Detail::ZeroBytes:
        return record(problem,
                      tr("%1 is empty (0 bytes): its download did not finish or failed. Download it again from "
                         "NVIDIA.")
                          .arg(m_fileName),
                      detail);
    case Detail::NoEntries:
        return record(problem,
                      tr("%1 is an archive with nothing in it. Download the archive again from NVIDIA.").arg(m_fileName),
                      detail);
    default:
        break;
    }
    if (problem == ExtractionProblem::Cancelled)
        return record(problem, tr("Unpacking %1 was cancelled. Nothing of it was kept.").arg(m_fileName));
    return record(problem, QString(), detail); // DiskFull: worded in fillIn()
}

bool ExtractionFailure::streamFailed(const ArchiveStream &stream)
{
    switch (stream.failure()) {
    case ArchiveStream::Failure::None:
        break;
    case ArchiveStream::Failure::CannotOpen:
        return record(ExtractionProblem::Unreadable,
                      tr("%1 could not be read: %2").arg(m_fileName, stream.errorString()));
    case ArchiveStream::Failure::NotAnArchive:
        return record(ExtractionProblem::NotAnArchive,
                      tr("%1 is not a tar or zip archive that can be unpacked (%2). Download it again from NVIDIA.")
                          .arg(m_fileName, stream.errorString()));
    case ArchiveStream::Failure::Corrupt:
        if (m_entry.isEmpty())
            return record(ExtractionProblem::Corrupt,
                          tr("%1 is damaged or incomplete (%2). This usually means the download was interrupted: "
                             "download it again. Nothing was installed.")
                              .arg(m_fileName, stream.errorString()));
        return record(ExtractionProblem::Corrupt,
                      tr("%1 is damaged or incomplete (%2); unpacking stopped at \"%3\". This usually means the "
                         "download was interrupted: download it again. Nothing was installed.")
                          .arg(m_fileName, stream.errorString(), m_entry));
    }
    return record(ExtractionProblem::Corrupt, tr("%1 could not be read to the end.").arg(m_fileName));
}

bool ExtractionFailure::unsafe(const QString &entry, const QString &why)
{
    if (m_problem == ExtractionProblem::None)
        m_unsafeEntry = QStringLiteral("%1 (%2)").arg(entry, why);
    return record(ExtractionProblem::Unsafe,
                  tr("The archive holds an unsafe entry, \"%1\" (%2). Nothing was installed. Download the archive "
                     "again from NVIDIA: archives from NVIDIA hold no such entry.")
                      .arg(entry, why));
}

bool ExtractionFailure::tooLarge(qint64 total, qint64 limit)
{
    return record(ExtractionProblem::TooLarge,
                  tr("%1 unpacks to more than %2, the most allowed: it reached %3 at \"%4\". No cuDNN archive is that "
                     "large, so this file is damaged or made to fill the disk (a \"zip bomb\"). Nothing was installed.")
                      .arg(m_fileName, dataSizeText(limit), dataSizeText(total), m_entry));
}

bool ExtractionFailure::bomb(qint64 total, qint64 archiveBytes)
{
    return record(ExtractionProblem::TooLarge,
                  tr("%1 had unpacked to %2 from a file of %3 when it was stopped at \"%4\": far more than any cuDNN "
                     "archive holds, so it is damaged or made to fill the disk (a \"zip bomb\"). Nothing was "
                     "installed. Download the archive again from NVIDIA.")
                      .arg(m_fileName, dataSizeText(total), dataSizeText(archiveBytes), m_entry));
}

bool ExtractionFailure::notCudnn(const QString &identificationReason)
{
    return record(ExtractionProblem::NotCudnn, identificationReason);
}

bool ExtractionFailure::destinationUnusable(const QString &destination, Detail detail)
{
    if (detail == Detail::Exists)
        return record(ExtractionProblem::CannotWrite,
                      tr("%1 already exists. The archive is only unpacked into a new folder: remove or rename the "
                         "existing one, or choose another place.")
                          .arg(shownPath(destination)),
                      detail);
    return record(ExtractionProblem::CannotWrite,
                  tr("The folder %1, where the archive was to be unpacked, does not exist.")
                      .arg(shownPath(QFileInfo(destination).path())),
                  detail);
}

bool ExtractionFailure::writeFailed(int error, const QString &words, const QString &path, bool atHeader)
{
    if (diskIsFull(error))
        return set(ExtractionProblem::DiskFull);
    // libarchive's own refusals (a path through a link, "..") carry no errno.
    if (atHeader && error <= 0 && !m_entry.isEmpty())
        return unsafe(m_entry, words);
    const QString why = error > 0 ? qt_error_string(error) : words;
    return record(ExtractionProblem::CannotWrite,
                  tr("Could not write %1: %2. Check that you may write to that folder and that its disk is not "
                     "read-only, or choose another place. Nothing was installed.")
                      .arg(shownPath(path), why));
}

QString ExtractionFailure::diskFullReason(const QString &folder, qint64 written, qint64 expectedBytes) const
{
    const qint64 free = QStorageInfo(folder).bytesAvailable();
    if (m_detail == Detail::NotEnoughSpace)
        return tr("The disk holding %1 has %2 free, but %3 unpacks to %4. Free up space on that disk or choose a "
                  "folder on another disk, then try again.")
            .arg(shownPath(folder), dataSizeText(free), m_fileName, dataSizeText(expectedBytes));
    const QString needs = expectedBytes > 0
        ? tr("It needs %1 in all").arg(dataSizeText(expectedBytes))
        : tr("It needs more than the %1 written before the disk filled up").arg(dataSizeText(written));
    return tr("The disk holding %1 is full: unpacking %2 stopped at \"%3\". %4; %5 are free there now. Free up "
              "space on that disk or choose a folder on another disk, then try again. Nothing was installed.")
        .arg(shownPath(folder), m_fileName, m_entry, needs, dataSizeText(qMax<qint64>(free, 0)));
}

void ExtractionFailure::fillIn(ExtractionResult *result, const QString &folder, qint64 written,
                               qint64 expectedBytes) const
{
    result->problem = m_problem;
    result->reason = m_problem == ExtractionProblem::DiskFull ? diskFullReason(folder, written, expectedBytes)
                                                              : m_reason;
    if (!m_unsafeEntry.isEmpty())
        result->unsafeEntries = QStringList{m_unsafeEntry};
    if (!m_leftBehind.isEmpty())
        result->reason += u' '
                          + tr("Part of what was unpacked could not be removed: delete %1 by hand.")
                                .arg(shownPath(m_leftBehind));
}

} // namespace cudnnsetup
