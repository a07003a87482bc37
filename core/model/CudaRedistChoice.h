// CudaRedistChoice: the CUDA redist archives chosen to come with a cuDNN install on a machine
// without a CUDA Toolkit — a plain value, so that where they come from (core/acquire: a redist
// folder or a download) and what installs them (core/install) need not know each other.
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace cudnnsetup {

// A CUDA redist archive to install with cuDNN, as its manifest describes it.
struct CudaArchiveFile
{
    QString path;
    QString component;     // "libcublas": the archive must hold that component
    QByteArray sha256;     // hex; empty: not checked
    qint64 size = -1;      // -1: not checked
};

struct CudaRedistChoice
{
    Version release;                   // the manifest's release_label
    QString platform;                  // the redist key the archives are for
    QString profile;                   // "runtime" / "develop": the set of components the archives are
    QList<CudaArchiveFile> archives;   // in install order
    qint64 bytes = 0;                  // the archives' sizes together
    QString problem;                   // translated: why nothing can be taken; empty when ok

    bool ok() const { return problem.isEmpty(); }
    bool forWindows() const { return platform.startsWith(QStringLiteral("windows")); }
    // The same archives (and the same problem): what is unpacked of one serves the other.
    bool sameArchives(const CudaRedistChoice &other) const
    {
        if (problem != other.problem || archives.size() != other.archives.size())
            return false;
        for (qsizetype i = 0; i < archives.size(); ++i)
            if (archives.at(i).path != other.archives.at(i).path)
                return false;
        return true;
    }
};

} // namespace cudnnsetup
