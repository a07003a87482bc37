// CudnnCopyFinder: every folder on the machine where a cuDNN copy may sit — inside each CUDA
// toolkit, NVIDIA's side-by-side folders, distro packages, the Python wheels and conda libraries
// of every Python environment (active or not, PythonEnvironmentFinder), every folder on PATH /
// LD_LIBRARY_PATH / ld.so.conf, and the places students unpack archives by hand
// (ExtractedCopySearch) — inspected once each.
#pragma once

#include "core/model/CudnnCopy.h"
#include "core/model/ScanNote.h"
#include "core/model/ToolkitInstall.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/CudnnCopyInspector.h"
#include "core/probe/PythonEnvironmentFinder.h"

#include <QList>

namespace cudnnsetup {

struct CudnnCopyFinderResult
{
    QList<CudnnCopy> copies;
    QList<ScanNote> notes;
};

class CudnnCopyFinder
{
public:
    // `workingFolder`: where the user started the program (ScanOptions::searchedWorkingFolder);
    // a copy unpacked in or next to their project is found there.
    CudnnCopyFinder(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits, QString workingFolder = {});
    CudnnCopyFinderResult find() const;
    // The folders /etc/ld.so.conf (and the files it includes) tells the loader to search.
    QStringList ldSoConfFolders() const;
    // The Python site-packages folders looked at for wheels and frameworks, those that exist:
    // the active virtualenv or conda environment, the user's, the system's, and the environments
    // nobody activated (PythonEnvironmentFinder).
    QStringList sitePackagesFolders() const;
    // Those, and the site-packages of every Python wheel copy in `copies` (a wheel found through a
    // search path may sit in an environment nobody activated), each once.
    QStringList sitePackagesWithCopies(const QList<CudnnCopy> &copies) const;

private:
    using Request = CudnnCopyInspector::Request;

    QList<Request> toolkitFolders() const;
    QList<Request> sideBySideFolders() const;
    QList<Request> distroFolders() const;
    QList<Request> pythonFolders(const QList<PythonEnvironment> &environments) const;
    QList<std::pair<Request, QString>> condaFolders(const QList<PythonEnvironment> &environments) const;   // (request, via)
    QList<std::pair<QString, QString>> searchPathFolders() const;   // (folder, variable)
    QList<Request> extractedFolders(const QStringList &libraryFolders) const;
    Request request(const QString &libraryDir, CudnnCopy::Kind kind, QStringList includeDirs = {}, QStringList metadataDirs = {}) const;

    const SystemPaths &m_paths;
    const QList<ToolkitInstall> &m_toolkits;
    QString m_workingFolder;
};

} // namespace cudnnsetup
