// NvccVersionParser: reads the toolkit release and the compiler version out of the text that
// `nvcc --version` prints, on every platform and release we know of.
#pragma once

#include "core/model/Version.h"

#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct NvccVersion
{
    Version release;  // 13.0: the toolkit release the compiler belongs to
    Version compiler; // 13.0.88: nvcc's own component version, not the toolkit update number

    friend bool operator==(const NvccVersion &, const NvccVersion &) = default;
};

// Needs the "Cuda compilation tools, release X.Y, VX.Y.Z" line; other lines are ignored, so
// banners, warnings and the Windows form without the first line all work. Returns nullopt
// when that line is missing, malformed, or contradicts itself.
std::optional<NvccVersion> parseNvccVersion(QStringView output);

} // namespace cudnnsetup
