// CudnnPartLoading: where cuDNN's main library (libcudnn.so.N) gets its parts from on Linux.
// It does not link to them: it dlopen()s each by name, so the loader searches for them as the
// main library asks (LinuxLoader) — through its own RUNPATH or RPATH, LD_LIBRARY_PATH, the loader
// cache — not through the framework's run path. Measured with the real loader (LD_DEBUG=libs) on
// the real libraries of cuDNN 8.9.2, 9.1.0, 9.19.0 and 9.28.0:
//   - cuDNN 9 asks for each part by its full release first, then by major.minor, then by the
//     major: libcudnn_graph.so.9.19.0, libcudnn_graph.so.9.19, libcudnn_graph.so.9;
//   - cuDNN 8 asks by the major only: libcudnn_ops_infer.so.8;
//   - the main library names libcudnn_ops, _graph, _cnn and _adv; libcudnn_graph names the
//     engines and the heuristic. Which parts a release asks for is read from those two files'
//     read-only data where they can be read, else taken from the sub-libraries of its release.
#pragma once

#include "core/model/Version.h"
#include "core/probe/loader/LinuxLoader.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace cudnnsetup {

struct CudnnPartPick
{
    QString part;        // "cudnn_graph"
    QString askedAs;     // the name that was found: libcudnn_graph.so.9
    QString file;        // the file the loader takes; empty when none is found
    QString via;         // LinuxLoader::Object::via
};

// The parts a main library asks for itself, and those libcudnn_graph asks for (cuDNN 9: the
// engines and the heuristic), whose search is libcudnn_graph's (its own RUNPATH's $ORIGIN).
struct CudnnParts
{
    QStringList byMain;    // libcudnn_graph first: the main library loads it as it starts
    QStringList byGraph;
};

class CudnnPartLoading
{
public:
    // The names cuDNN `version`'s main library asks for `part` by, in the order it asks.
    static QStringList namesAsked(const QString &part, const Version &version);
    // The parts the main library in `folder` of cuDNN `major` asks for, read from its and
    // libcudnn_graph's read-only data; `fallback` where they do not say (not ELF, no such data).
    static CudnnParts partsAsked(const QString &folder, int major, const CudnnParts &fallback);
    // The parts of a release where its files cannot be read (the sub-libraries NVIDIA ships).
    static CudnnParts partsOfRelease(const Version &version);
    // With the main library of cuDNN `version` loaded as `mainLibrary` in `loader`: what each part
    // is loaded from. The parts libcudnn_graph asks for it asks by its own release, which
    // `releaseOf` tells from its file (an invalid version: the main library's).
    static QList<CudnnPartPick> load(LinuxLoader &loader, int mainLibrary, const Version &version, const CudnnParts &parts,
                                     const std::function<Version(const QString &file)> &releaseOf = {});
};

} // namespace cudnnsetup
