// ArchiveIntake: a chosen cuDNN archive taken in with one decompression. Every route of the
// wizard's Source page ends here — a finished download, a file picked up from Downloads, a file
// the user already has, a mirror's file. The cheap refusals come first (a browser's unfinished
// download, a name that says another platform or CUDA variant, a size that is not NVIDIA's);
// then one streaming pass unpacks the archive into a new transaction folder and identifies it
// (InstallWorkflow::unpackArchive) while the file's SHA-256 is computed beside it on a second thread;
// last, whether it fits this machine. An archive that fits comes back unpacked, ready for the
// install; one that does not fit, or a cancelled intake, leaves nothing behind, and one whose
// result nobody takes (replaced by a newer choice, its page gone) goes with that result.
//
// "Fits" is the platform and the CUDA variant this machine needs: any release of those is
// taken, and the choice of release follows the archive. NVIDIA's checksum is compared when the
// file is the very build the checksum belongs to.
//
// Blocking: run it off the GUI thread; `cancel` in the extraction options stops both passes.
#pragma once

#include "core/install/InstallWorkflow.h"
#include "core/model/ArchiveTarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cudnnsetup {

struct IntakeRequest
{
    QString path;
    // The platform and CUDA variant the archive must have; the release, size and checksum of the
    // build asked for (they apply when the file is that build).
    ArchiveTarget wanted;
    // The file was already verified against this SHA-256 (a finished download): not hashed again.
    QByteArray knownSha256;
};

struct IntakeResult
{
    QString path;
    // Only when the archive fits. Shared, so that the result can be copied between threads: the
    // folder goes with the last copy unless the install workflow takes the tree (hold()).
    std::shared_ptr<UnpackedTree> unpacked;
    QString refusal;                           // translated: why it cannot be used; empty when it fits
    QByteArray sha256;                         // lower-case hex of the file, when it fits
    bool checksumVerified = false;             // NVIDIA's published SHA-256 matched
    bool cancelled = false;

    bool fits() const { return unpacked && !unpacked->isEmpty() && refusal.isEmpty() && !cancelled; }
    // What the unpacking pass found the archive to be; only meaningful when fits().
    ArchiveIdentity identity() const;
};

class ArchiveIntake
{
    Q_DECLARE_TR_FUNCTIONS(ArchiveIntake)

public:
    static IntakeResult run(const InstallSetting &setting, const IntakeRequest &request,
                            const ExtractionOptions &options);
};

} // namespace cudnnsetup
