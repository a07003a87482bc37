// DownloadNames: what a file name in the Downloads folder means for the hand-off — a browser's
// unfinished download, a cuDNN archive worth checking, or something unrelated — and whether a
// name is the very build the user was sent to download (so NVIDIA's checksum applies to it).
#pragma once

#include "core/model/ArchiveTarget.h"

#include <QString>

namespace cudnnsetup {

class DownloadNames
{
public:
    enum class Kind {
        Unrelated, // never looked at
        Partial,   // a browser is still writing it: .crdownload, .part, .download, .opdownload
        Candidate, // the target's file name, or any NVIDIA cuDNN archive name (checked, maybe
                   // reported as not fitting)
    };

    static Kind classify(const QString &fileName, const ArchiveTarget &target);
    static bool isPartial(const QString &fileName);
    // "x.zip.crdownload" -> "x.zip"; the name itself when it is not a partial name.
    static QString withoutPartialSuffix(const QString &fileName);
    // The target's file name, or a name that parses to the same component, platform, release and
    // CUDA variant (a browser's "… (1).zip" second copy).
    static bool isTargetBuild(const QString &fileName, const ArchiveTarget &target);
};

} // namespace cudnnsetup
