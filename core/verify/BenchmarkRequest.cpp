// BenchmarkRequest: the precision words and the probe's command line.
#include "core/verify/BenchmarkRequest.h"

namespace cudnnsetup {

bool BenchmarkRequest::setPrecisions(const QString &list)
{
    bool tf32Wanted = false;
    bool fp16Wanted = false;
    bool any = false;
    for (const QString &part : list.split(u',')) {
        const QString word = part.trimmed().toLower();
        if (word.isEmpty())
            continue;
        any = true;
        if (word == QLatin1String("all")) {
            tf32Wanted = fp16Wanted = true;
        } else if (word == QLatin1String("tf32")) {
            tf32Wanted = true;
        } else if (word == QLatin1String("fp16")) {
            fp16Wanted = true;
        } else if (word != QLatin1String("fp32")) {
            return false;
        }
    }
    if (!any)
        return false;
    // Strict FP32 always runs: it is the row the hand-written kernels are compared with.
    fp32 = true;
    tf32 = tf32Wanted;
    fp16 = fp16Wanted;
    return true;
}

QString BenchmarkRequest::precisionList() const
{
    QStringList words{QStringLiteral("fp32")};
    if (tf32)
        words << QStringLiteral("tf32");
    if (fp16)
        words << QStringLiteral("fp16");
    return words.join(u',');
}

std::optional<bench::ConvolutionShape> BenchmarkRequest::shape(int batch) const
{
    if (layer == QLatin1String("custom")) {
        // A custom layer carries its own batch (its N), as with the probe's --shape.
        if (!customShape || !customShape->isValid())
            return std::nullopt;
        return customShape;
    }
    if (batch <= 0)
        return std::nullopt;
    return bench::ConvolutionShape::preset(layer.toStdString(), batch);
}

QStringList BenchmarkRequest::probeArguments() const
{
    QStringList arguments;
    if (layer == QLatin1String("custom") && customShape) {
        arguments << QStringLiteral("--shape") << QString::fromStdString(customShape->toList());
    } else {
        arguments << QStringLiteral("--layer") << layer;
        arguments << QStringLiteral("--batch") << (batch > 0 ? QString::number(batch) : QStringLiteral("auto"));
    }
    arguments << QStringLiteral("--precision") << precisionList();
    arguments << QStringLiteral("--samples") << QString::number(gpuSamples);
    arguments << QStringLiteral("--workspace-mb") << QString::number(workspaceMb);
    if (!cudnnDir.isEmpty())
        arguments << QStringLiteral("--cudnn-dir") << cudnnDir;
    return arguments;
}

} // namespace cudnnsetup
