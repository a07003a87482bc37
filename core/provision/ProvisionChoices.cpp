#include "core/provision/ProvisionChoices.h"

#include "core/acquire/download/DownloadRequest.h"

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
    if (cudaPieces && cudaFrom.isEmpty())
        problems.append(tr("The CUDA pieces are to be installed, but no folder with NVIDIA's CUDA redist is named "
                           "(install.cuda-from or --cuda-from)."));
    if (!cudaPieces && !cudaFrom.isEmpty())
        problems.append(tr("A CUDA redist folder is named, but no CUDA pieces are asked for (install.cuda or --with-cuda)."));
    if (cudaRelease.isValid() && !cudaFromWeb())
        problems.append(tr("A CUDA release is named (install.cuda-release or --cuda-release), but the CUDA pieces do not come "
                           "from an http(s) address: a folder holds the releases it holds. Leave the release out."));
    if (cudaPieces && layout == InstallLayout::SideBySide)
        problems.append(tr("The CUDA pieces and cuDNN go into one new toolkit folder: they cannot be combined with "
                           "layout = side-by-side."));
    const QString insecure = tr("%1 is plain http://, which is not encrypted: anyone on the network between could change the "
                                "files and the checksums that come with them. Use its https:// address or a folder, or set "
                                "allow-insecure-mirror = true in [source] (--allow-insecure-mirror) if this network is one you trust.");
    if (!allowInsecureMirror && source == Source::Mirror && DownloadRequest::isPlainHttp(mirror))
        problems.append(insecure.arg(mirror));
    if (!allowInsecureMirror && cudaPieces && DownloadRequest::isPlainHttp(cudaFrom))
        problems.append(insecure.arg(cudaFrom));
    return problems;
}

bool ProvisionChoices::cudaFromWeb() const
{
    return DownloadRequest::isWebAddress(cudaFrom);
}

} // namespace cudnnsetup
