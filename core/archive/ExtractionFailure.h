// ExtractionFailure: what stopped an ArchiveExtractor run and the words that tell the user —
// which entry, why, and what to do. Each setter records the first failure and returns false,
// so the extractor can write `return failure.unsafe(...)`; the reason is composed at the end,
// once the destination is gone, so that a full disk can say how much space is free then.
#pragma once

#include "core/archive/ArchiveExtractor.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ArchiveStream;

class ExtractionFailure
{
    Q_DECLARE_TR_FUNCTIONS(ArchiveExtractor)

public:
    enum class Detail { None, Missing, IsFolder, ZeroBytes, NoEntries, NoParent, Exists, NotEnoughSpace };

    explicit ExtractionFailure(const QString &archivePath);

    // The entry being worked on, as stored; named by every later message.
    void setEntry(const QString &entry) { m_entry = entry; }

    bool set(ExtractionProblem problem, Detail detail = Detail::None);
    bool streamFailed(const ArchiveStream &stream);
    bool unsafe(const QString &entry, const QString &why);
    bool tooLarge(qint64 bytes, qint64 limit);
    bool bomb(qint64 bytes, qint64 archiveBytes);
    bool notCudnn(const QString &identificationReason);
    bool destinationUnusable(const QString &destination, Detail detail);
    // A failed write, create or link. `error` is errno (0 when libarchive refused on its own, for
    // safety, and `words` then says why); `path` is the file or folder on disk.
    bool writeFailed(int error, const QString &words, const QString &path, bool atHeader);
    void noteLeftBehind(const QString &path) { m_leftBehind = path; }

    // Sets problem, reason and unsafeEntries. `folder`: the destination's parent.
    void fillIn(ExtractionResult *result, const QString &folder, qint64 written, qint64 expectedBytes) const;

    // More than 1 GiB and more than 200 times the archive: no cuDNN archive compresses better
    // than about 10 to 1, a zip bomb compresses a thousand times better.
    static bool looksLikeABomb(qint64 written, qint64 archiveBytes);

private:
    bool record(ExtractionProblem problem, const QString &reason, Detail detail = Detail::None);
    QString diskFullReason(const QString &folder, qint64 written, qint64 expectedBytes) const;

    QString m_archivePath;
    QString m_fileName;
    QString m_entry;
    ExtractionProblem m_problem = ExtractionProblem::None;
    Detail m_detail = Detail::None;
    QString m_reason;
    QString m_unsafeEntry; // "path (why)"
    QString m_leftBehind;  // a destination that could not be removed
};

} // namespace cudnnsetup
