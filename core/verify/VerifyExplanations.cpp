// VerifyExplanations: the title of each check, the one result line, and the text report. What a
// single check's code means lives in CopyCheckExplanations and GpuCheckExplanations.
#include "core/verify/VerifyExplanations.h"

#include "core/model/ShownPath.h"
#include "core/verify/CheckExplanationParts.h"
#include "core/verify/CopyCheckExplanations.h"
#include "core/verify/GpuCheckExplanations.h"

#include <QStringList>

namespace cudnnsetup {

using Parts = CheckExplanationParts;

QString VerifyExplanations::title(const QString &itemId)
{
    if (itemId == QLatin1String("libraries"))
        return tr("All cuDNN libraries are there and load");
    if (itemId == QLatin1String("version"))
        return tr("cuDNN reports its version");
    if (itemId == QLatin1String("sublibrary-versions"))
        return tr("All cuDNN libraries are from the same release");
    if (itemId == QLatin1String("header"))
        return tr("The headers match the libraries");
    if (itemId == QLatin1String("cudart"))
        return tr("cuDNN names the CUDA version it was built for");
    if (itemId == QLatin1String("dependencies"))
        return tr("cuDNN's own dependencies (cuBLASLt, zlib) are found");
    if (itemId == QLatin1String("driver"))
        return tr("An NVIDIA driver answers");
    if (itemId == QLatin1String("max-device-version"))
        return tr("cuDNN supports this GPU's architecture");
    if (itemId == QLatin1String("handle"))
        return tr("cuDNN starts on the GPU (cudnnCreate)");
    if (itemId == QLatin1String("convolution"))
        return tr("A convolution runs on the GPU and gives correct results");
    return tr("Check \"%1\"").arg(itemId);
}

ItemExplanation VerifyExplanations::explain(const VerifyItem &item, const VerifyResult &result)
{
    std::optional<ItemExplanation> e = CopyCheckExplanations::explain(item, result);
    if (!e)
        e = GpuCheckExplanations::explain(item, result);
    if (!e)
        e = Parts::unknownCode(item);
    e->title = title(item.id);
    // A pass needs no advice, whatever the code said.
    if (item.status == VerifyItem::Status::Pass)
        e->action.clear();
    return *e;
}

QString VerifyExplanations::resultLine(const VerifyResult &result)
{
    const QString dir = shownPath(result.cudnnDir);
    switch (result.verdict()) {
    case VerifyResult::Verdict::Works: {
        const QString gpu = result.gpuNames.isEmpty() ? tr("the GPU") : result.gpuNames.first();
        const VerifyItem *convolution = result.item(QStringLiteral("convolution"));
        if (convolution && convolution->status == VerifyItem::Status::Pass)
            return tr("PASSED — cuDNN %1 in %2 works: it loaded and ran a convolution on %3.")
                .arg(Parts::versionOrUnknown(result.version), dir, gpu);
        return tr("PASSED — cuDNN %1 in %2 works: it loaded and started on %3.")
            .arg(Parts::versionOrUnknown(result.version), dir, gpu);
    }
    case VerifyResult::Verdict::ReadyNoGpu: {
        QString why;
        const VerifyItem *handle = result.item(QStringLiteral("handle"));
        if (result.driver == QLatin1String("no-driver"))
            why = tr("there is no NVIDIA driver.");
        else if (result.driver == QLatin1String("error"))
            why = tr("the NVIDIA driver does not answer.");
        else if (result.gpuNames.isEmpty() || (handle && handle->code == QLatin1String("no-gpu")))
            why = tr("no NVIDIA GPU is visible.");
        else
            why = tr("nothing could run on the GPU.");
        return tr("cuDNN %1 in %2 is installed correctly, but it cannot run on this computer yet: %3")
            .arg(Parts::versionOrUnknown(result.version), dir, why);
    }
    case VerifyResult::Verdict::Broken: {
        const int failed = result.count(VerifyItem::Status::Fail);
        QString first;
        for (const VerifyItem &item : result.items) {
            if (item.status == VerifyItem::Status::Fail) {
                first = explain(item, result).outcome;
                break;
            }
        }
        return tr("FAILED — cuDNN in %1 is not usable: %n check(s) failed. First: %2", nullptr, failed).arg(dir, first);
    }
    case VerifyResult::Verdict::NotChecked:
        return tr("NOT CHECKED — %1")
            .arg(result.failure.isEmpty() ? tr("the cuDNN check did not run.") : result.failure);
    }
    return {};
}

QString VerifyExplanations::statusText(VerifyItem::Status status)
{
    switch (status) {
    case VerifyItem::Status::Pass: return tr("PASS");
    case VerifyItem::Status::Fail: return tr("FAIL");
    case VerifyItem::Status::Skip: return tr("SKIP");
    }
    return {};
}

QString VerifyExplanations::render(const VerifyResult &result)
{
    QStringList out;
    out.append(resultLine(result));
    out.append(QString());
    out.append(tr("cuDNN folder: %1").arg(shownPath(result.cudnnDir)));
    if (!result.includeDir.isEmpty())
        out.append(tr("Headers: %1").arg(shownPath(result.includeDir)));
    if (!result.ran)
        return out.join(u'\n') + u'\n';

    const QString indent(7, u' ');
    for (const VerifyItem &item : result.items) {
        const ItemExplanation e = explain(item, result);
        out.append(QString());
        out.append(QStringLiteral("[%1] %2").arg(statusText(item.status), e.title));
        out.append(indent + e.outcome);
        if (!e.meaning.isEmpty())
            out.append(indent + e.meaning);
        if (!e.action.isEmpty())
            out.append(indent + tr("What to do: %1").arg(e.action));
    }

    if (!result.libraries.isEmpty()) {
        out.append(QString());
        out.append(tr("Libraries loaded, in load order:"));
        for (const VerifyLibrary &library : result.libraries) {
            if (library.loaded)
                out.append(QStringLiteral("  ") + shownPath(library.path.isEmpty() ? library.file : library.path));
            else
                out.append(QStringLiteral("  ") + tr("%1 — not loaded: %2").arg(library.file, library.error));
        }
    }
    return out.join(u'\n') + u'\n';
}

} // namespace cudnnsetup
