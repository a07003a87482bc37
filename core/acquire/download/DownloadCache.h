// DownloadCache: the folder where archives are kept between runs, so a second install (or a
// repair, or another lab machine sharing the folder) does not fetch 2 GB again. An archive in
// it counts only when its name, size and SHA-256 all match; leftovers (.part files of downloads
// that were abandoned) are cleared after some days.
#pragma once

#include "core/model/ArchiveTarget.h"

#include <QString>

#include <atomic>

namespace cudnnsetup {

class DownloadCache
{
public:
    // <QStandardPaths::CacheLocation>/archives, e.g. ~/.cache/cudnn-setup/archives.
    static QString defaultDirectory();

    // True when `path` is exactly `target`: same size (when known) and same SHA-256. Without a
    // checksum to compare with, nothing can be trusted, so the answer is false. Reads the whole
    // file; cancellable.
    static bool matches(const QString &path, const ArchiveTarget &target, const std::atomic_bool *cancel = nullptr);

    // <folder>/<target.fileName> if it is present and matches, else an empty string.
    static QString findVerified(const QString &folder, const ArchiveTarget &target,
                                const std::atomic_bool *cancel = nullptr);

    // Deletes *.part files in `folder` not modified for `days` days; returns how many went.
    static int removeStaleParts(const QString &folder, int days);
};

} // namespace cudnnsetup
