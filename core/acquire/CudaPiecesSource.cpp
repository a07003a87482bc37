#include "core/acquire/CudaPiecesSource.h"

#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/CudaRedistFolder.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/acquire/download/DownloadRequest.h"

namespace cudnnsetup {

CudaRedistChoice CudaPiecesSource::get(const CudaPiecesRequest &request, const std::function<SystemReport()> &scan,
                                       const CudaPiecesListener &listener)
{
    const auto tell = [](const std::function<void(const QString &)> &to, const QString &text) {
        if (to && !text.isEmpty())
            to(text);
    };
    if (!DownloadRequest::isWebAddress(request.from))
        return CudaRedistFolder::chooseFor(request.cudnnArchive, request.from, request.profile, request.fallbackPlatform);
    const CudaRedistFolder::CudnnBuild build = CudaRedistFolder::buildOf(request.cudnnArchive, request.fallbackPlatform);
    FetchSource source = request.web;
    source.baseUrl = request.from;
    source.fromMirror = !request.from.startsWith(CudaRedistFetch::nvidiaBaseUrl(), Qt::CaseInsensitive);
    // Only the CUDA releases this redist really has: a release the shipped data names but the
    // source lacks (or a preview) is never chosen.
    if (!request.release.isValid())
        tell(listener.note, LiveCatalogue::useNow(CatalogueSources::forCuda(source)));
    QString why;
    const std::optional<Version> release = CudaRedistFetch::releaseFor(
        request.release, request.release.isValid() ? SystemReport() : scan(), build.cudaMajor, &why);
    if (!release) {
        CudaRedistChoice none;
        none.problem = why;
        return none;
    }
    tell(listener.reason, why);
    return CudaRedistFetch::fetchNow(source, *release, request.profile, build.platform,
                                     [&](const QString &text) { tell(listener.status, text); }, listener.progress);
}

} // namespace cudnnsetup
