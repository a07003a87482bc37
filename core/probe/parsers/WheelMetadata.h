// WheelMetadata: the header part of an installed Python package's METADATA file (in its
// .dist-info folder): its name, its version, and the cuDNN wheels it pins, e.g.
//   Requires-Dist: nvidia-cudnn-cu12==9.1.0.70; platform_system == "Linux"
//   Requires-Dist: nvidia-cudnn-cu12 (==8.9.2.26)              (older metadata)
// This is how a framework installed with pip (torch, tensorflow[and-cuda], jax) says which cuDNN
// it was built for, and it can be read without importing the framework. Pure: bytes in, values out.
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <climits>

namespace cudnnsetup {

// One Requires-Dist line on a cuDNN wheel that says something about the cuDNN major.
struct CudnnPin
{
    QString line;            // the Requires-Dist line as written
    QString spec;            // "nvidia-cudnn-cu12==9.1.0.70": what to give pip
    int cudaMajor = 0;       // 12 for nvidia-cudnn-cu12
    int minMajor = 0;        // the cuDNN majors the version specifiers allow
    int maxMajor = INT_MAX;
    Version lowest;          // the oldest release allowed (==, ~=, >=, >): 9.5.1.17; invalid when none is named
    bool exact = false;      // pinned with ==: the release the package was built and tested with
    QString extra;           // the extra it comes with ("with-cuda" for jax_cuda12_plugin); empty: always

    bool allows(int major) const { return major >= minMajor && major <= maxMajor; }
};

struct WheelMetadata
{
    QString name;             // "torch", as written
    QString version;          // "2.4.0", as written
    QList<CudnnPin> cudnnPins; // for this platform, in file order

    // Only the headers are read, and they come first: the description after them (which can
    // be long) is never looked at. Headers past this many bytes are ignored as well.
    static constexpr qsizetype headerLimit = 256 * 1024;

    // `windows` selects which environment markers apply: torch pins its CUDA wheels for Linux
    // only (platform_system == "Linux"), because on Windows it bundles cuDNN in torch\lib.
    static WheelMetadata parse(const QByteArray &metadata, bool windows);
};

} // namespace cudnnsetup
