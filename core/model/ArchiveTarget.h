// ArchiveTarget: the one cuDNN archive the user needs — what every acquisition route (NVIDIA
// download, browser hand-off, local file, lab mirror) must deliver, and what it is checked
// against. Filled from the release catalogue and, when known, the release's redist manifest.
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QString>

namespace cudnnsetup {

struct ArchiveTarget
{
    Version cudnnVersion;       // 4 parts, e.g. 9.27.0.42
    QString platform;           // redist key: linux-x86_64, windows-x86_64, ...
    int cudaMajor = 0;          // archive variant: 12, 13
    QString fileName;           // cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz
    QString relativePath;       // from the manifest: cudnn/linux-x86_64/<fileName>; empty when unknown
    QByteArray sha256;          // lower-case hex from the manifest; empty when unknown
    qint64 size = -1;           // bytes from the manifest; -1 when unknown
    // The sha256 came from a lab mirror's own manifest and nothing known to be NVIDIA's confirms
    // it: the file matches what the mirror says, which is not proof that it is NVIDIA's.
    bool checksumFromMirrorOnly = false;

    bool hasChecksum() const { return sha256.size() == 64; }
};

} // namespace cudnnsetup
