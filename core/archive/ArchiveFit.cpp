// ArchiveIdentifier's second half: whether an identified archive fits this machine — its
// platform and CUDA variant; any release of those fits. Kept apart from identification, which
// only says what a file is.
#include "core/archive/ArchiveIdentifier.h"

namespace cudnnsetup {

ArchiveIdentity ArchiveIdentifier::claimedBy(const ArchiveName &name, const QString &fileName)
{
    ArchiveIdentity identity;
    identity.fileName = fileName;
    identity.version = name.version;
    identity.platform = name.platform;
    identity.cudaMajor = name.cudaMajor;
    identity.format = name.extension;
    return identity;
}

QStringList ArchiveIdentifier::checkFits(const ArchiveIdentity &identity, const QString &platform, int cudaMajor)
{
    QStringList reasons;
    // "linux" alone (architecture unknown) is not held against a linux-* machine.
    const bool platformUnknown = !identity.platform.contains(u'-')
                                 && platform.startsWith(identity.platform + u'-');
    if (!platform.isEmpty() && !identity.platform.isEmpty() && identity.platform != platform && !platformUnknown)
        reasons.append(tr("It is built for %1, but this computer needs %2.").arg(identity.platform, platform));
    if (cudaMajor > 0 && identity.cudaMajor > 0 && identity.cudaMajor != cudaMajor)
        reasons.append(tr("It is built for CUDA %1, but the chosen CUDA toolkit is CUDA %2.")
                           .arg(identity.cudaMajor)
                           .arg(cudaMajor));
    return reasons;
}

} // namespace cudnnsetup
