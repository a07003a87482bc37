// ProvisionChoices: every decision the wizard asks a person, answered ahead of time for an
// unattended run (`cudnn-setup provision`): where the archive comes from, which release, where
// it goes, what else to change and check, and where the log and the report go. Filled from an
// answer file (AnswerFile) and, later, from the same choices given as flags.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/acquire/CudaComponents.h"
#include "core/install/InstallLayout.h"
#include "core/install/InstallPlan.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct ProvisionChoices
{
    Q_DECLARE_TR_FUNCTIONS(ProvisionChoices)

public:
    enum class Source { Nvidia, Mirror, Archive };

    bool licenseAccepted = false;     // nothing is downloaded or installed without it

    Source source = Source::Nvidia;
    QString mirror;                   // Source::Mirror: an http(s) URL or an absolute folder
    QString archive;                  // Source::Archive: an absolute path
    QString cacheFolder;              // empty: the user's cache folder
    QString proxy;                    // empty: the system's proxy settings
    // A plain http:// mirror or cudaFrom is taken only with this (source.allow-insecure-mirror,
    // --allow-insecure-mirror): nothing sent over http is encrypted.
    bool allowInsecureMirror = false;

    QString cudnnRelease;             // empty: the newest that fits; else "9.20" or "9.20.0.48"
    int cudaMajor = 0;                // 0: the CUDA Toolkit's

    QString cudaRoot;                 // empty: the toolkit the scan picks
    InstallLayout layout = InstallLayout::IntoToolkit;
    QString target;                   // SideBySide only; empty: the default folder
    std::optional<InstallScope> scope; // nullopt: system when run as root / administrator, else user
    bool editEnvironment = true;
    // Where the cuDNN library folder goes (InstallRequest::libraryPath): by default every
    // program's path unless that would change the cuDNN a framework on the machine loads.
    LibraryPathMode libraryPath = LibraryPathMode::Automatic;
    // A machine without a CUDA Toolkit: the CUDA pieces of this profile come with cuDNN, from a
    // folder laid out like NVIDIA's CUDA redist or an http(s) address of one (NVIDIA's, a lab
    // mirror's cuda/), into one new toolkit (cudaRoot, else the default). A machine that has a
    // toolkit installs into it as without.
    std::optional<CudaProfile> cudaPieces;
    QString cudaFrom;                 // an absolute folder, or an http(s) address
    Version cudaRelease;              // from an address: this release (13.0.2); invalid: the driver's newest

    // True when cudaFrom is an http(s) address (the pieces are downloaded).
    bool cudaFromWeb() const;

    bool verify = true;
    bool benchmark = false;

    QString logFile;                  // empty: the default log
    QString reportFile;               // empty: no JSON report file (it is still printed with --json)

    // Translated: what cannot work together once the answer file and the flags are merged (the
    // answer file alone is checked line by line by AnswerFile).
    QStringList conflicts() const;
};

} // namespace cudnnsetup
