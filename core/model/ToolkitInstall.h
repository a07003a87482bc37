// ToolkitInstall: one CUDA Toolkit found on the machine, and how we know its version.
#pragma once

#include "core/model/Version.h"

#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct ToolkitInstall
{
    QString root;                 // the toolkit folder as found (not resolved), e.g. /usr/local/cuda-13.0
    QString canonicalRoot;        // symlinks resolved; used to tell two finds of one toolkit apart
    Version version;              // the toolkit release, e.g. 13.0 or 12.9.1
    QString versionSource;        // "version.json", "version.txt", "dist-info", "nvcc", "folder name"
    QString nvccPath;             // empty when the toolkit has no nvcc
    Version nvccVersion;          // from `nvcc --version`; invalid when it did not run or failed
    QString nvccProblem;          // why nvcc gave no version (timeout, not executable, garbage)
    QStringList foundVia;         // every reason it was found: "/usr/local/cuda", "CUDA_HOME", "PATH", ...
    bool isDefault = false;
    QString defaultReason;        // why this one is the default (symlink, CUDA_PATH, first nvcc on PATH)
};

} // namespace cudnnsetup
