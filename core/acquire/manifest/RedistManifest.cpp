// RedistManifest: the queries over a parsed manifest (find, target, URLs). Reading the JSON is in
// RedistManifestReader.cpp.
#include "core/acquire/manifest/RedistManifest.h"

namespace cudnnsetup {

QString RedistArchive::fileName() const
{
    const qsizetype slash = relativePath.lastIndexOf(u'/');
    return slash < 0 ? relativePath : relativePath.mid(slash + 1);
}

int RedistArchive::cudaMajor() const
{
    if (cudaVariant > 0)
        return cudaVariant;
    const std::optional<Version> suffix = Version::parse(cudaSuffix);
    return suffix ? suffix->major() : 0;
}

const RedistComponent *RedistManifest::component(const QString &key) const
{
    for (const RedistComponent &c : components)
        if (c.key == key)
            return &c;
    return nullptr;
}

const RedistArchive *RedistManifest::find(const QString &componentKey, const QString &platform,
                                          int cudaMajor) const
{
    const RedistComponent *c = component(componentKey);
    if (!c)
        return nullptr;
    // The variant key is NVIDIA's own statement of the CUDA major, so it outranks a flat entry
    // whose file name merely suggests one (9.27.0 windows-arm64 has both for CUDA 13).
    for (const RedistArchive &a : c->archives)
        if (a.platform == platform && a.cudaVariant == cudaMajor)
            return &a;
    if (cudaMajor <= 0)
        return nullptr;
    for (const RedistArchive &a : c->archives)
        if (a.platform == platform && a.cudaVariant == 0 && a.cudaMajor() == cudaMajor)
            return &a;
    return nullptr;
}

QList<QString> RedistManifest::platforms(const QString &componentKey) const
{
    QList<QString> result;
    if (const RedistComponent *c = component(componentKey))
        for (const RedistArchive &a : c->archives)
            if (!result.contains(a.platform))
                result.append(a.platform);
    return result;
}

ArchiveTarget RedistManifest::target(const RedistArchive &archive) const
{
    ArchiveTarget t;
    if (const RedistComponent *c = component(archive.component))
        t.cudnnVersion = c->version;
    t.platform = archive.platform;
    t.cudaMajor = archive.cudaMajor();
    t.fileName = archive.fileName();
    t.relativePath = archive.relativePath;
    t.sha256 = archive.sha256;
    t.size = archive.size;
    return t;
}

QString RedistManifest::manifestFileName(const QString &label)
{
    // Version::parse forgives spaces and a leading 'v'; a label that needed forgiving is not one
    // NVIDIA published, so it must come back exactly as parsed.
    const std::optional<Version> version = Version::parse(label);
    if (!version || version->toString() != label)
        return {};
    return QStringLiteral("redistrib_%1.json").arg(label);
}

QString RedistManifest::joinUrl(const QString &base, const QString &relativePath)
{
    QStringView head(base);
    while (head.size() > 1 && (head.endsWith(u'/') || head.endsWith(u'\\')))
        head.chop(1);
    QStringView tail(relativePath);
    while (tail.startsWith(u'/'))
        tail = tail.mid(1);
    if (head.isEmpty())
        return tail.toString();
    if (tail.isEmpty())
        return head.toString();
    QString joined = head.toString();
    if (head != u"/" && head != u"\\")
        joined.append(u'/');
    return joined.append(tail);
}

} // namespace cudnnsetup
