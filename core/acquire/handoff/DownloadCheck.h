// DownloadCheck: the first verdict on one settled file — could it be the cuDNN archive the user
// needs? — from its name, its size and, for the very build that NVIDIA's manifest describes, its
// checksum. Its contents are not read here: ArchiveIntake unpacks and identifies the file in
// one pass once it is taken. Blocking and cancellable: DownloadsWatcher runs it on a pool
// thread. It only reads the file.
#pragma once

#include "core/model/ArchiveTarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <atomic>

namespace cudnnsetup {

struct DownloadCheckResult
{
    bool accepted = false;
    bool cancelled = false;
    bool checksumVerified = false; // NVIDIA's SHA-256 matched
    QByteArray sha256;             // lower-case hex, when it was computed (checksumVerified)
    QString reason;                // translated, when not accepted
};

// What a file's name and size alone say.
struct DownloadPrecheck
{
    QString refusal;          // translated; empty when nothing speaks against the file yet
    bool targetBuild = false; // the name is the target's build, so its size and checksum apply
};

class DownloadCheck
{
    Q_DECLARE_TR_FUNCTIONS(DownloadCheck)

public:
    // A browser's unfinished download, a name that says another platform or CUDA variant, a
    // size that is not NVIDIA's: refused without reading the file.
    static DownloadPrecheck precheck(const QString &path, const ArchiveTarget &target);
    // "<file> was found, but it does not fit: <reasons>"
    static QString doesNotFit(const QString &fileName, const QStringList &reasons);
    // The sentence for a target build whose SHA-256 is not NVIDIA's.
    static QString checksumMismatch(const QString &fileName);
    static DownloadCheckResult run(const QString &path, const ArchiveTarget &target,
                                  const std::atomic_bool *cancel = nullptr);
};

} // namespace cudnnsetup
