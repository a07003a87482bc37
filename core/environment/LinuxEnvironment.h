// LinuxEnvironment: what to write so that programs on Linux find a cuDNN folder.
//
// Per user: one snippet of ours per install in ~/.config/cudnn-setup/env.d/<name>.sh (exports
// LD_LIBRARY_PATH and CUDNN_PATH — and for a toolkit the install brings, PATH and CUDA_PATH —
// without duplicates), sourced by one marked line in ~/.profile
// (login sessions, so programs started from the desktop see it) and in ~/.bashrc / ~/.zshrc when
// they exist (terminals). The same line serves every install; it goes when the last snippet goes.
//
// System-wide: /etc/ld.so.conf.d/cudnn-setup-<name>.conf for the loader (then ldconfig) and
// /etc/profile.d/cudnn-setup-<name>.sh for CUDNN_PATH (and CUDA_PATH and PATH). A folder the loader already searches
// (ld.so.conf, LD_LIBRARY_PATH, the default /usr/lib folders) needs no entry.
//
// With an activation script the library folder stays out of both: the script (per user or for
// all users) exports LD_LIBRARY_PATH with it, and whoever needs it sources the script.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct LinuxEnvironmentRequest
{
    InstallScope scope = InstallScope::User;
    QString name;           // unique per install location: "cudnn-9.20.0-cuda12-opt-..." (file names)
    QString libraryFolder;  // where libcudnn*.so* now are
    QString cudnnRoot;      // exported as CUDNN_PATH when set (side-by-side installs)
    // A toolkit the install brings (CudaToolkitAssembly): exported as CUDA_PATH, and its bin/
    // put on PATH, so that `nvcc` and build tools (CMake's FindCUDAToolkit) find it.
    QString cudaRoot;
    QString homeFolder;     // the user's home (per-user scope)
    // The library folder goes only into an activation script (activationFolder()) that the user
    // sources for their own programs, not into what every program sees (the per-user snippet's
    // LD_LIBRARY_PATH, ld.so.conf). The script sets everything the install sets.
    bool activationScript = false;
};

class LinuxEnvironment
{
    Q_DECLARE_TR_FUNCTIONS(LinuxEnvironment)

public:
    static EnvironmentPlan plan(const LinuxEnvironmentRequest &request, const SystemPaths &paths,
                                const QStringList &loaderConfigFolders);

    // The marked line the profiles get; one line for every install.
    static QString profileLine();
    static QString snippetFolder(const QString &homeFolder);
    // Where activation scripts go: snippets that nothing sources by itself, for a user to source
    // (`. FILE`) in the shell that builds or runs their own programs, so that LD_LIBRARY_PATH
    // does not change for every program (frameworks with their own cuDNN, FrameworkFit.h).
    // Per user under the home folder; for all users under /etc (the target system's).
    static QString activationFolder(const QString &homeFolder);
    static QString systemActivationFolder(const SystemPaths &paths);
    // The snippet's text (also what `cudnn-setup install --dry-run` shows).
    static QByteArray userSnippet(const LinuxEnvironmentRequest &request);
};

} // namespace cudnnsetup
