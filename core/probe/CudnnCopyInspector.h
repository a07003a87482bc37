// CudnnCopyInspector: looks inside one folder that may hold cuDNN libraries and describes the
// copy: which sub-libraries, which versions (file names, headers, package metadata), and what is
// inconsistent inside it. Finding the folders is CudnnCopyFinder's job.
#pragma once

#include "core/model/CudnnCopy.h"
#include "core/model/ScanNote.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

class CudnnCopyInspector
{
    Q_DECLARE_TR_FUNCTIONS(CudnnCopyInspector)

public:
    struct Request
    {
        QString libraryDir;
        QStringList includeDirCandidates;   // first one holding a cuDNN version header wins
        QStringList metadataDirs;           // folders that may hold *.dist-info or conda-meta
        CudnnCopy::Kind kind = CudnnCopy::Kind::SearchPath;
        QString toolkitRoot;
        int cudaMajorHint = 0;              // from the layout (e.g. Windows ...\bin\12.9\)
        bool windows = false;
        QString sysroot;                    // the checked system's root, for its package records
    };

    // nullopt when the folder holds no cuDNN library. Unreadable things become notes.
    static std::optional<CudnnCopy> inspect(const Request &request, QList<ScanNote> &notes);

private:
    static QList<CudnnLibraryFile> listLibraries(const QString &dir, bool windows, QList<ScanNote> &notes);
    static void readHeader(CudnnCopy &copy, const QStringList &includeDirs, int major, QList<ScanNote> &notes);
    static void readPackageMetadata(CudnnCopy &copy, const QStringList &metadataDirs);
    static void checkHeaderSet(CudnnCopy &copy, const QStringList &includeDirs, QList<ScanNote> &notes);
    static void findProblems(CudnnCopy &copy, bool windows);
};

} // namespace cudnnsetup
