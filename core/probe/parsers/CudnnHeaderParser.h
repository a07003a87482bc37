// CudnnHeaderParser: reads the cuDNN version from the CUDNN_MAJOR / CUDNN_MINOR /
// CUDNN_PATCHLEVEL defines in cudnn_version.h (cuDNN 8 and 9) or cudnn.h (cuDNN 7 and older),
// and which other cuDNN headers a header includes.
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

// All three defines must be present with plain decimal values; anything else (an 8.x/9.x
// cudnn.h that only includes cudnn_version.h, a truncated copy, binary junk) gives nullopt.
std::optional<Version> parseCudnnVersionHeader(const QByteArray &headerText);

// The cuDNN headers a header includes by name: the "cudnn*.h" of every `#include "..."` line,
// in order, each once. Others (<cuda_runtime_api.h>, cuDNN 7's "driver_types.h") belong to the
// CUDA Toolkit and are left out.
QStringList parseCudnnHeaderIncludes(const QByteArray &headerText);

} // namespace cudnnsetup
