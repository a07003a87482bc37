// CudnnCopy: one set of cuDNN files somewhere on the machine (a folder with libraries, and the
// headers that belong to it when we can tell), with what is inconsistent inside it.
#pragma once

#include "core/model/Version.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct CudnnLibraryFile
{
    QString path;
    QString subLibrary;      // "cudnn", "cudnn_ops", "cudnn_engines_precompiled", ...
    int soMajor = 0;         // 9 for libcudnn_ops.so.9 / cudnn_ops64_9.dll; 0 when the name has none
    Version fileVersion;     // 9.19.0 for libcudnn_ops.so.9.19.0; invalid when the name has none
    bool isSymlink = false;
    QString symlinkTarget;   // as written in the link
    bool dangling = false;   // a link whose target does not exist
};

// One entry of CudnnCopy::problems in machine-readable form, so that the doctor can give each
// kind of problem a stable code without parsing translated text.
struct CudnnCopyProblem
{
    enum class Kind {
        DanglingLink,     // subjects: the link, then its target
        Incomplete,       // subjects: the missing file names
        OnlyShim,         // only libcudnn itself: a single file copied instead of the set; subjects: the missing ones
        MixedReleases,    // subjects: "9.1.0: libcudnn_ops.so.9.1.0, ..." one per release
        HeaderMismatch,   // subjects: header path, header version, library version
        HeadersIncomplete, // subjects: the cudnn.h path, then the header names it includes that are missing
    };
    Kind kind = Kind::Incomplete;
    QStringList subjects;
};

struct CudnnCopy
{
    enum class Kind {
        InsideToolkit,   // copied into a CUDA toolkit (the classic manual method)
        SideBySide,      // its own folder: NVIDIA's Windows installer layout, /opt/..., a user folder
        DistroPackage,   // /usr/lib/<triplet> from libcudnn packages
        PythonWheel,     // site-packages/nvidia/cudnn from nvidia-cudnn-cuXX
        Conda,           // a conda environment's lib/ or Library\bin
        SearchPath,      // found only because a folder on PATH / LD_LIBRARY_PATH / ld.so.conf holds it
        ExtractedByHand, // an archive unpacked by hand where no loader looks (home, Downloads, /opt/x/..., C:\tools),
                         // found only by the bounded search of those places (ExtractedCopySearch)
    };

    Kind kind = Kind::SearchPath;
    QString libraryDir;
    QString includeDir;             // empty when no headers belong to this copy
    QString toolkitRoot;            // for InsideToolkit: the toolkit it sits in
    Version headerVersion;          // from cudnn_version.h (8/9) or cudnn.h (7)
    QString headerPath;
    Version packageVersion;         // from packaging metadata (wheel dist-info, conda, deb), 4 parts
    QString packageSource;          // e.g. "nvidia_cudnn_cu13-9.19.0.56.dist-info"
    int cudaMajor = 0;              // the CUDA major this build is for (12, 13); 0 when unknown
    QString cudaMajorFrom;          // what says so: its package record, or its files (CudnnCudaMajor)
    QList<CudnnLibraryFile> libraries;
    QStringList foundVia;           // "inside toolkit", "LD_LIBRARY_PATH", "ld.so.conf", "PATH", ...

    // Findings inside the copy (missing sub-libraries, mixed releases, header != library,
    // dangling links), already translated for the user.
    QStringList problems;
    QList<CudnnCopyProblem> problemDetails;   // the same problems, same order, machine-readable

    // The best statement of this copy's version: full file versions when the names carry them,
    // else the package metadata, else the header. Invalid when none of them said.
    Version bestVersion() const;
    // The library major from the file names (9 for libcudnn*.so.9), 0 when unknown.
    int libraryMajor() const;
    QStringList subLibraries() const;

    static QString kindKey(Kind kind);   // stable key for JSON: "inside-toolkit", ...
    // The cuDNN majors among `copies` (by their libraries' names), oldest first.
    static QList<int> majorsOf(const QList<CudnnCopy> &copies);
};

} // namespace cudnnsetup
