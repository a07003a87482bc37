// DownloadCheck: the verdict on one settled file — is it the cuDNN archive the user needs? —
// from the cheapest evidence to the most expensive: its name, its size, NVIDIA's checksum, then
// its contents (ArchiveIdentifier). Blocking and cancellable: DownloadsWatcher runs it on a pool
// thread. It only reads the file.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/model/ArchiveTarget.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>

namespace cudnnsetup {

struct DownloadCheckResult
{
    bool accepted = false;
    bool cancelled = false;
    bool checksumVerified = false; // NVIDIA's SHA-256 matched
    ArchiveIdentity identity;      // when accepted
    QString reason;                // translated, when not accepted
};

class DownloadCheck
{
    Q_DECLARE_TR_FUNCTIONS(DownloadCheck)

public:
    static DownloadCheckResult run(const QString &path, const ArchiveTarget &target,
                                  const std::atomic_bool *cancel = nullptr);
};

} // namespace cudnnsetup
