// InstallPlan: everything an install will do, worked out before anything happens — each file
// it writes (and the one it overwrites, with that copy's version), each stale file of an older
// cuDNN it removes, the folders it creates, the environment changes, the disk space needed and
// available, and whether administrator rights are needed. The Install page shows it as the
// preview; `cudnn-setup apply --plan FILE` (the elevated half) reads it back from JSON and
// applies exactly that.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/install/FileFingerprint.h"
#include "core/install/FrameworkImpact.h"
#include "core/install/InstallLayout.h"
#include "core/install/Operation.h"
#include "core/install/Transaction.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace cudnnsetup {

struct PlannedFile
{
    QString source;              // in the staging folder; empty for a file of ours (environment)
    QString destination;
    FileFingerprint incoming;
    FileFingerprint existing;    // Missing when it is new
    QString existingVersion;     // the cuDNN release of the copy it replaces, when known
    QByteArray content;          // a file of ours
    // The whole staged file's SHA-256 (hex), for every file, whatever its size: written into the
    // plan an administrator applies, which copies the file and checks it (StagedFileProof).
    QByteArray sourceSha256;
};

struct PlannedRemoval
{
    QString path;
    QString version; // the release the stale file belongs to, when its name says
};

// Where the library folder goes in the loader's search (Linux): for every program (the per-user
// snippet's LD_LIBRARY_PATH, ld.so.conf for all users) or only into an activation script that the
// user sources for their own programs. Automatic is everywhere unless that would change the cuDNN
// a framework on the computer loads (FrameworkImpact): then the activation script.
enum class LibraryPathMode { Automatic, Everywhere, ActivationScript };

struct InstallPlan
{
    QString id;                  // also the transaction's id
    QString stateFolder;
    QString archivePath;
    QString version;             // "9.20.0.48"
    int cudaMajor = 0;
    QString platform;            // redist key of the archive
    InstallLayout layout = InstallLayout::IntoToolkit;
    InstallScope scope = InstallScope::User;
    QString targetRoot;          // the toolkit or the side-by-side folder
    QString libraryFolder;       // where the libraries (DLLs on Windows) end up
    QString includeFolder;
    // The CUDA pieces installed with cuDNN into targetRoot (CudaToolkitAssembly); empty when
    // cuDNN goes into an existing toolkit or a folder of its own.
    QString cudaRelease;         // "13.0.2"
    QString cudaProfile;         // "runtime" / "develop"
    QStringList cudaComponents;  // "cuda_nvcc 13.0.88", in install order

    QStringList directories;     // to create, parents first
    QList<PlannedFile> files;    // to write: new or replacing
    int unchangedFiles = 0;      // already identical at the destination
    QList<PlannedRemoval> removals;
    QStringList keptFiles;       // cuDNN files of another major left in place (translated notes)
    QList<FileEdit> environmentEdits;
    QList<RegistryEdit> registryEdits; // Windows
    QList<EnvironmentChange> environmentChanges;
    LibraryPathMode libraryPath = LibraryPathMode::Everywhere;   // what the plan does: Everywhere or ActivationScript
    QString activationScript;    // the script to source, when the plan writes one
    // What applying the plan changes for the frameworks the scan found, and — when the automatic
    // choice took the activation script — what putting the folder everywhere would have changed.
    // Shown and written out (toJson), not read back: the administrator's half only applies.
    QList<FrameworkChange> frameworkChanges;
    QList<FrameworkChange> avoidedFrameworkChanges;
    bool refreshLoaderCache = false;
    QStringList refreshCommand;

    qint64 bytesNeeded = 0;
    qint64 bytesAvailable = -1;  // -1: unknown
    bool needsElevation = false;
    QStringList notWritable; // folders the current user cannot write
    QStringList notes;           // translated
    QStringList blockers;        // translated: reasons it cannot go ahead (no space, ...)

    bool isNoOp() const
    {
        return directories.isEmpty() && files.isEmpty() && removals.isEmpty() && environmentEdits.isEmpty()
               && registryEdits.isEmpty();
    }
    bool canProceed() const { return blockers.isEmpty(); }
    // The name of the environment files of this install location ("cudnn-1a2b3c4d"): one name per
    // place, not per release, so a newer cuDNN installed in the same place finds the environment
    // files already right and leaves them to the install that wrote them.
    QString environmentName() const;
    QString title() const; // translated one line: "cuDNN 9.20.0.48 for CUDA 12 into /usr/local/cuda"
    bool bringsCuda() const { return !cudaComponents.isEmpty(); }

    // The journaled operations, in the order they are applied.
    std::vector<std::unique_ptr<Operation>> operations() const;
    TransactionInfo transactionInfo() const;
    // What the install is (archive, release, layout, scope, where): the record's details and the
    // head of toJson().
    QJsonObject summaryJson() const;

    QJsonObject toJson() const;
    static QString libraryPathKey(LibraryPathMode mode);   // "auto", "everywhere", "activation-script"
    static std::optional<LibraryPathMode> libraryPathFromKey(const QString &key);
    static std::optional<InstallPlan> fromJson(const QJsonObject &json, QString *error);
};

} // namespace cudnnsetup
