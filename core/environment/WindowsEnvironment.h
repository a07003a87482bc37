// WindowsEnvironment: what to change in the persistent Windows environment so that programs
// find a cuDNN DLL folder — the folder appended to the user's or the machine's Path unless an
// equal entry is already there (PathList, Windows rules), and CUDA_PATH set to the toolkit only
// where it is missing or names a folder that is gone; for a toolkit the install brings, its
// program folders and CUDA_PATH_V<major>_<minor> the same way. Pure: the caller reads the current values
// (core/platform/win on Windows) and passes them in, so the rules are tested on any system.
#pragma once

#include "core/environment/EnvironmentChange.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

struct WindowsEnvironmentRequest
{
    InstallScope scope = InstallScope::User;
    QString dllFolder;          // where cudnn*.dll now are (native separators)
    QString toolkitRoot;        // for CUDA_PATH; empty: leave CUDA_PATH alone
    // A toolkit this install brings (CudaToolkitAssembly): its program folders (bin: nvcc;
    // bin\x64 on 13.x: the CUDA DLLs) go on Path too, and CUDA_PATH_V<major>_<minor> names it
    // unless it already names an existing folder, as NVIDIA's installer sets it.
    QStringList toolkitProgramFolders;
    QString versionedCudaPathName;       // "CUDA_PATH_V13_0"; empty: none
    QString currentVersionedCudaPath;    // its value now; empty when unset
    bool versionedCudaPathFolderExists = false;
    QString currentPath;        // the scope's Path value as stored (unexpanded)
    QString otherScopePath;     // the other scope's Path: an entry there is found as well
    QString currentCudaPath;    // empty when unset
    bool cudaPathFolderExists = false;
    QString registryKey;        // HKCU\Environment or HKLM\...\Environment, for the "where" column
};

class WindowsEnvironment
{
    Q_DECLARE_TR_FUNCTIONS(WindowsEnvironment)

public:
    static EnvironmentPlan plan(const WindowsEnvironmentRequest &request);
};

} // namespace cudnnsetup
