// PartFile: the archive while it is being fetched — <cacheDir>/<fileName>.part, appended to as
// bytes arrive and hashed on the way, so the finished file never has to be read again. It is
// only given its final name after its size and SHA-256 match, and a mismatch deletes it: a bad
// file must never sit in the cache looking like a good one. Appends come from one thread at a
// time (the Downloader's, or a mirror copy's worker); the hashing runs beside them.
#pragma once

#include "core/acquire/download/DownloadResult.h"
#include "core/acquire/download/BackgroundSha256.h"
#include "core/model/ArchiveTarget.h"

#include <QFile>
#include <QString>

#include <atomic>

namespace cudnnsetup {

class PartFile
{
public:
    void setLocation(const QString &cacheDir, const QString &fileName);
    QString folder() const { return m_folder; }
    QString partPath() const;
    QString finalPath() const;

    // Takes over the .part an earlier run left (interrupted, killed, paused before a restart):
    // hashes its bytes so the download continues from its end. A .part longer than
    // `expectedSize` cannot be a prefix of the archive and is deleted. Blocking and cancellable;
    // safe on a worker thread as long as nothing else uses this object meanwhile.
    bool adoptExisting(qint64 expectedSize, const std::atomic_bool *cancel, QString *error);

    bool open(DownloadFailure *failure);   // for appending; creates the .part
    // `remaining`: bytes still to come, this chunk included, for the "how much space is needed"
    // message (-1: unknown). The chunk is shared with the hashing thread, not copied.
    bool append(const QByteArray &chunk, qint64 remaining, DownloadFailure *failure);
    bool restart(DownloadFailure *failure);   // the server ignored Range: empty it, hash afresh
    void close();
    void remove();                            // delete the .part and start over at zero

    qint64 size() const { return m_size; }
    QByteArray sha256() { return m_hash.hexDigest(); }   // waits for the hashing to catch up

    // Closes the .part, checks it against `expected` (size and SHA-256, where known) and renames
    // it over <fileName> atomically. On a mismatch the .part is deleted and `failure` says so.
    bool commit(const ArchiveTarget &expected, DownloadFailure *failure);

private:
    DownloadFailure writeFailure(const QString &detail, bool outOfSpace, qint64 remaining) const;

    QString m_folder;
    QString m_fileName;
    QFile m_file;
    BackgroundSha256 m_hash;
    qint64 m_size = 0;
};

} // namespace cudnnsetup
