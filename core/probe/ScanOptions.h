// ScanOptions: the plain inputs of one scan, shared by the CLI (`scan --sysroot ...`) and the
// wizard (which scans off the GUI thread with the same options).
#pragma once

#include "core/platform/HostPlatform.h"
#include "core/platform/SystemPaths.h"

#include <QDir>
#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace cudnnsetup {

struct ScanOptions
{
    QString sysroot;                          // empty: the live system
    std::optional<HostPlatform> platform;     // empty: the one we run on
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    bool runNvcc = true;                      // cross-check toolkit versions with `nvcc --version`
    int toolTimeoutMs = 5000;                 // per external tool (nvcc, nvidia-smi)
    // Where the user works: cuDNN unpacked in or next to this folder is found. Empty: the
    // process's current folder when the live system is scanned, none for a --sysroot tree (the
    // current folder is not on that machine).
    QString workingFolder;

    // The platform of the machine looked at, and its paths: what a scan reads and an install
    // or a fix plans against.
    HostPlatform targetPlatform() const { return platform.value_or(HostPlatform::current()); }
    SystemPaths systemPaths() const { return SystemPaths(sysroot, targetPlatform(), environment); }
    QString searchedWorkingFolder() const
    {
        return !workingFolder.isEmpty() ? workingFolder : systemPaths().isLiveSystem() ? QDir::currentPath() : QString();
    }
};

} // namespace cudnnsetup
