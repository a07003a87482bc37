// VerifyTarget: which cuDNN copy to verify when the user did not name a folder: the one the
// wizard just installed, else the copy a program on this machine would most likely use.
#pragma once

#include "core/model/SystemReport.h"

#include <QString>

#include <optional>

namespace cudnnsetup {

struct VerifyTarget
{
    QString libraryDir;
    QString includeDir;   // "" = the probe's default (<libraryDir>/../include)
    QString description;  // translated: "cuDNN 9.19.0 inside CUDA 13.0 (/usr/local/cuda)"
};

class VerifyTargets
{
public:
    // Prefers, in order: a copy inside the default toolkit, a side-by-side copy, a distribution
    // package, a copy found on the search path, a Python wheel, a conda env; the newest version
    // within a kind. nullopt when the report holds no copy.
    static std::optional<VerifyTarget> pick(const SystemReport &report);
    static VerifyTarget fromCopy(const CudnnCopy &copy);
};

} // namespace cudnnsetup
