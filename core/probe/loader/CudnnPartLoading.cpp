#include "core/probe/loader/CudnnPartLoading.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>

namespace cudnnsetup {

namespace {

// The read-only data of cuDNN's main library is about 100 kB, libcudnn_graph's under 1 MB.
constexpr qint64 kRodataLimit = 4 << 20;

QStringList namedParts(const QString &file)
{
    QFile device(file);
    if (!device.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression name(QStringLiteral("libcudnn_([a-z_]{2,40})\\.so"));
    QStringList parts;
    const QString data = QString::fromLatin1(ElfFile::section(device, ".rodata", kRodataLimit));
    for (QRegularExpressionMatchIterator it = name.globalMatch(data); it.hasNext();)
        parts.append(QStringLiteral("cudnn_") + it.next().captured(1));
    return parts;
}

} // namespace

QStringList CudnnPartLoading::namesAsked(const QString &part, const Version &version)
{
    const QString base = QStringLiteral("lib") + part + QStringLiteral(".so.");
    if (!version.isValid() || version.major() <= 0)
        return {};
    if (version.major() < 9 || version.size() < 3)
        return {base + QString::number(version.major())};
    return {base + version.truncated(3).toString(), base + version.truncated(2).toString(), base + QString::number(version.major())};
}

CudnnParts CudnnPartLoading::partsAsked(const QString &folder, int major, const CudnnParts &fallback)
{
    const QString suffix = QStringLiteral(".so.") + QString::number(major);
    CudnnParts parts;
    parts.byMain = namedParts(folder + QStringLiteral("/libcudnn") + suffix);
    parts.byMain.removeDuplicates();
    if (parts.byMain.isEmpty())
        return fallback;
    if (parts.byMain.contains(QStringLiteral("cudnn_graph"))) {
        for (const QString &part : namedParts(folder + QStringLiteral("/libcudnn_graph") + suffix))
            if (part != QLatin1String("cudnn_graph") && !parts.byMain.contains(part) && !parts.byGraph.contains(part))
                parts.byGraph.append(part);
        std::stable_sort(parts.byMain.begin(), parts.byMain.end(), [](const QString &a, const QString &b) {
            return a == QLatin1String("cudnn_graph") && b != QLatin1String("cudnn_graph");
        });
    }
    return parts;
}

CudnnParts CudnnPartLoading::partsOfRelease(const Version &version)
{
    if (!version.isValid())
        return {};
    if (version.major() < 9)
        return {{QStringLiteral("cudnn_ops_infer"), QStringLiteral("cudnn_ops_train"), QStringLiteral("cudnn_cnn_infer"),
                 QStringLiteral("cudnn_cnn_train"), QStringLiteral("cudnn_adv_infer"), QStringLiteral("cudnn_adv_train")},
                {}};
    // NVIDIA's wheels: engines_tensor_ir from 9.21, ext from 9.22.
    CudnnParts parts{{QStringLiteral("cudnn_graph"), QStringLiteral("cudnn_ops"), QStringLiteral("cudnn_cnn"), QStringLiteral("cudnn_adv")},
                     {QStringLiteral("cudnn_heuristic"), QStringLiteral("cudnn_engines_precompiled"),
                      QStringLiteral("cudnn_engines_runtime_compiled")}};
    if (version.truncated(2) >= Version{9, 21})
        parts.byGraph.append(QStringLiteral("cudnn_engines_tensor_ir"));
    if (version.truncated(2) >= Version{9, 22})
        parts.byGraph.append(QStringLiteral("cudnn_ext"));
    return parts;
}

QList<CudnnPartPick> CudnnPartLoading::load(LinuxLoader &loader, int mainLibrary, const Version &version, const CudnnParts &parts,
                                            const std::function<Version(const QString &file)> &releaseOf)
{
    QList<CudnnPartPick> picks;
    auto loadPart = [&](const QString &part, int caller, const Version &asking) -> std::optional<int> {
        CudnnPartPick pick{part, {}, {}, {}};
        std::optional<int> found;
        for (const QString &name : namesAsked(part, asking))
            if ((found = loader.openName(name, caller))) {
                const LinuxLoader::Object &object = loader.objects().at(*found);
                pick.askedAs = name;
                pick.file = object.file;
                pick.via = object.via;
                break;
            }
        picks.append(pick);
        return found;
    };
    std::optional<int> graph;
    for (const QString &part : parts.byMain) {
        const std::optional<int> found = loadPart(part, mainLibrary, version);
        if (part == QLatin1String("cudnn_graph"))
            graph = found;
    }
    Version graphRelease = graph && releaseOf ? releaseOf(loader.objects().at(*graph).file) : Version();
    if (!graphRelease.isValid())
        graphRelease = version;
    for (const QString &part : parts.byGraph)
        loadPart(part, graph.value_or(mainLibrary), graphRelease);
    return picks;
}

} // namespace cudnnsetup
