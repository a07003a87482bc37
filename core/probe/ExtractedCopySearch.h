// ExtractedCopySearch: finds the cuDNN copies students unpack by hand wherever it suited them —
// /usr/local/cudnn-9.1, an archive folder inside /opt/x/, their home folder, Downloads, next to
// their project, C:\tools, D:\cuda — which no installer records and no loader searches.
//
// It is a bounded walk, never a disk search: a fixed set of start folders (roots()), at most
// Limits::maxDepth folders below each, past the first level only into folders whose names look
// like cuDNN or CUDA, and at most Limits::maxEntries directory entries in all. What it returns
// are folders holding files named like cuDNN libraries; CudnnCopyInspector looks inside them.
#pragma once

#include "core/model/ScanNote.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace cudnnsetup {

class ExtractedCopySearch
{
    Q_DECLARE_TR_FUNCTIONS(ExtractedCopySearch)

public:
    struct Limits
    {
        // cudnn-...-archive/lib is 2 below Downloads; /opt/<x>/cudnn-...-archive/lib,
        // ~/<project>/cudnn-...-archive/lib and C:\tools\<archive>\bin\x64 are 3 below their root.
        int maxDepth = 3;
        // The walk reads about 800 entries a millisecond with a warm cache (tests/perf/ScanBenchmark.cpp),
        // so this keeps it near 25 ms however full the home folder is.
        int maxEntries = 20000;
        // One folder with a dataset in it must not use up the whole budget; a folder holding an
        // unpacked cuDNN archive has a few dozen entries.
        int maxEntriesPerFolder = 5000;
    };

    struct Result
    {
        QStringList libraryFolders;   // canonical paths, sorted
        QList<ScanNote> notes;        // where a limit cut the search short
        int entriesRead = 0;
    };

    // `workingFolder`: the folder the user started the program in (a copy may sit in or beside
    // their project); empty for none.
    ExtractedCopySearch(const SystemPaths &paths, QString workingFolder);
    ExtractedCopySearch(const SystemPaths &paths, QString workingFolder, Limits limits);

    // The start folders that exist, canonical, each once.
    QStringList roots() const;
    Result run() const;

private:
    QStringList linuxRoots() const;
    QStringList windowsRoots() const;
    QStringList linuxDownloadFolders(const QString &home) const;
    QStringList workingFolderRoots(const QString &home) const;

    const SystemPaths &m_paths;
    QString m_workingFolder;
    Limits m_limits;
};

} // namespace cudnnsetup
