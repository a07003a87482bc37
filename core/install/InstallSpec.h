// InstallSpec: everything the user decides about one install, as one value. Each front end only
// fills it in — the CLI from its options, provisioning from the answer file, the wizard from its
// Install page — and InstallWorkflow carries it out. What is left Auto is decided by the workflow
// once it has seen the archive (InstallWorkflow::resolve): the layout (the recommended one; into
// the new toolkit when CUDA pieces come) and the root of a toolkit the CUDA pieces make.
#pragma once

#include "core/install/InstallLayout.h"
#include "core/install/InstallPlan.h"
#include "core/model/CudaRedistChoice.h"
#include "core/model/SystemReport.h"
#include "core/model/ToolkitInstall.h"

#include <memory>
#include <optional>

namespace cudnnsetup {

struct InstallSpec
{
    QString archivePath;                          // the cuDNN archive
    qint64 archiveUnpackedBytes = 0;              // its size unpacked, when known: room is checked first
    // CUDA redist archives that come with cuDNN (a machine without a CUDA Toolkit): unpacked
    // beside it, put together into a new toolkit at `toolkit.root`, cuDNN into that toolkit.
    std::optional<CudaRedistChoice> cudaPieces;
    std::optional<InstallLayout> layout;          // nullopt: Auto
    InstallScope scope = InstallScope::User;
    // The toolkit cuDNN goes into (or is laid beside); with CUDA pieces its root is where the
    // new toolkit goes, and an empty root is Auto (CudaToolkitAssembly::defaultRoot).
    ToolkitTarget toolkit;
    QString sideBySideRoot;                       // empty: InstallLayoutRules::defaultSideBySideRoot
    bool editEnvironment = true;
    LibraryPathMode libraryPath = LibraryPathMode::Automatic;
    // A scan of the machine, with its frameworks: what the plan may not silently change
    // (FrameworkImpact). Null: no frameworks are considered.
    std::shared_ptr<const SystemReport> machine;
    QString homeFolder;                           // per-user environment files and folders
    // Where the archive's checksum came from when that was not NVIDIA (ArchiveFetch::checksumNote).
    QString archiveChecksumNote;
    bool dryRun = false;                          // plan and decide only
    QString stateFolder;                          // empty: Auto (InstallSetting::forScope)
};

} // namespace cudnnsetup
