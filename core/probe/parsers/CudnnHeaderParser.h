// CudnnHeaderParser: reads the cuDNN version from the CUDNN_MAJOR / CUDNN_MINOR /
// CUDNN_PATCHLEVEL defines in cudnn_version.h (cuDNN 8 and 9) or cudnn.h (cuDNN 7 and older).
#pragma once

#include "core/model/Version.h"

#include <QByteArray>

#include <optional>

namespace cudnnsetup {

// All three defines must be present with plain decimal values; anything else (an 8.x/9.x
// cudnn.h that only includes cudnn_version.h, a truncated copy, binary junk) gives nullopt.
std::optional<Version> parseCudnnVersionHeader(const QByteArray &headerText);

} // namespace cudnnsetup
