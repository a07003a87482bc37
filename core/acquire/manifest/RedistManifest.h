// RedistManifest: NVIDIA's redistrib_<label>.json (cuDNN, and CUDA manifests of the same shape)
// read into archives with their paths and checksums, every known irregularity included.
#pragma once

#include "core/model/ArchiveTarget.h"
#include "core/model/Version.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace cudnnsetup {

// One downloadable file.
struct RedistArchive
{
    QString component;          // "cudnn", "cudnn_jit", "cudnn_samples"
    QString platform;           // "linux-x86_64", "windows-arm64", "source", ...
    int cudaVariant = 0;        // 12 / 13 from the "cuda12" key; 0 for a flat (variant-less) entry
    QString cudaSuffix;         // what the file name carries after _cuda: "13", "13.4", "11.6"; empty if none
    QString relativePath;       // relative to the manifest's folder; never absolute, never ".."
    QByteArray sha256;          // lower-case hex, 64 chars
    QByteArray md5;             // lower-case hex, 32 chars; may be empty
    qint64 size = -1;           // bytes; -1 when the manifest gives none

    QString fileName() const;   // last path component of relativePath
    // The CUDA major this archive is built for: the variant, else the file name's _cuda<N>.
    int cudaMajor() const;
};

struct RedistComponent
{
    QString key;                // "cudnn"
    QString name;               // "NVIDIA CUDA Deep Neural Network library"
    QString license;            // "cudnn"; may be empty
    QString licensePath;        // "cudnn/LICENSE.txt"; empty in old manifests
    Version version;            // 9.20.0.48
    QList<int> cudaVariants;    // as the manifest's "cuda_variant" declares them; empty if absent
    // Platforms in key order; inside a platform the flat entry first, then variants ascending.
    QList<RedistArchive> archives;
};

struct RedistManifest
{
    QString releaseLabel;       // may be empty (old manifests)
    QString releaseDate;        // may be empty
    QString releaseProduct;     // may be empty
    QList<RedistComponent> components;  // in key order

    // nullopt, with a message naming the key path, for anything we would not trust to verify a
    // download with. The message is for developers; callers wrap it in a translated sentence.
    static std::optional<RedistManifest> parse(const QByteArray &json, QString *error = nullptr);

    const RedistComponent *component(const QString &key) const;
    // The archive of `component` for `platform` and CUDA major (0 = the flat entry). A "cuda13"
    // variant wins; otherwise a flat entry whose file name says _cuda13.x also matches 13.
    const RedistArchive *find(const QString &component, const QString &platform, int cudaMajor) const;
    QList<QString> platforms(const QString &component) const;
    // The archive as the rest of the app wants it, version from its component.
    ArchiveTarget target(const RedistArchive &archive) const;

    // "redistrib_9.27.0.json"; empty for a label that is not a dotted number, so that a label
    // from outside cannot smuggle a path into a URL.
    static QString manifestFileName(const QString &label);
    // base + "/" + relativePath without doubled slashes; base may be a URL or a local folder.
    static QString joinUrl(const QString &base, const QString &relativePath);
};

} // namespace cudnnsetup
