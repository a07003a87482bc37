// AcquiredArchive: the cuDNN archive the Source page ended with, whichever route brought it —
// what the install step works from. Only an archive whose contents were identified and found
// to fit this machine gets here.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/model/ArchiveTarget.h"

#include <QByteArray>
#include <QString>

namespace cudnnsetup {

struct AcquiredArchive
{
    QString path;                  // the archive file (in the cache for downloads, else where the user keeps it)
    ArchiveTarget target;          // the build it is, as the catalogue and (for downloads) the manifest describe it
    ArchiveIdentity identity;      // what its entries showed: version, platform, layout inside
    QByteArray sha256;             // lower-case hex of the file
    bool checksumVerified = false; // true when the SHA-256 matched NVIDIA's manifest (download routes)

    bool isValid() const { return !path.isEmpty(); }
};

} // namespace cudnnsetup
