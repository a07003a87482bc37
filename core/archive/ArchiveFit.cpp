// ArchiveIdentifier's second half: whether an identified archive fits this machine and the
// release the user chose. Kept apart from identification, which only says what a file is.
#include "core/archive/ArchiveIdentifier.h"

#include <algorithm>

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

QStringList ArchiveIdentifier::checkFits(const ArchiveIdentity &identity, const ArchiveTarget &expected)
{
    QStringList reasons = checkFits(identity, expected.platform, expected.cudaMajor);
    const Version &wanted = expected.cudnnVersion;
    if (wanted.isValid() && identity.version.isValid()) {
        // Compare as many parts as both know: a header gives 9.20.0 where a name gives 9.20.0.48.
        const int known = std::min(wanted.size(), identity.version.size());
        if (identity.version.truncated(known) != wanted.truncated(known))
            reasons.append(tr("It is cuDNN %1, but cuDNN %2 was asked for.")
                               .arg(identity.version.toString(), wanted.toString()));
    }
    return reasons;
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
