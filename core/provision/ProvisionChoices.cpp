#include "core/provision/ProvisionChoices.h"

namespace cudnnsetup {

QStringList ProvisionChoices::conflicts() const
{
    QStringList problems;
    if (source == Source::Mirror && mirror.isEmpty())
        problems.append(tr("The archive is to come from a mirror, but no mirror is named (source.mirror or --mirror)."));
    if (source == Source::Archive && archive.isEmpty())
        problems.append(tr("The archive is to be a local file, but none is named (source.archive or --archive)."));
    if (source == Source::Archive && (!cudnnRelease.isEmpty() || cudaMajor != 0))
        problems.append(tr("With a local archive, the archive decides the release and the CUDA major: leave out release.cudnn, "
                           "release.cuda, --release and --cuda."));
    if (!target.isEmpty() && layout != InstallLayout::SideBySide)
        problems.append(tr("A target folder is given, but the layout is not side-by-side (install.layout or --layout)."));
    return problems;
}

} // namespace cudnnsetup
