// ArchiveCheckRunner: runs the core checks on an archive the user is about to rely on, on a
// worker thread so a 2 GB tar.xz does not freeze the window: DownloadCheck (name, size, NVIDIA's
// checksum when known, then the entries: is it cuDNN, and does it fit the wanted build) and the
// file's SHA-256 for the "Ready" line when no checksum is known yet. Every route of the Source
// page ends here.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/model/ArchiveTarget.h"
#include "wizard_pages/AcquiredArchive.h"

#include <QByteArray>
#include "wizard_pages/BackgroundJob.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

namespace cudnnsetup {

struct CheckedArchive
{
    QString path;
    std::optional<ArchiveIdentity> identity;   // set when the file is a cuDNN archive that fits
    QString refusal;                          // translated: why it cannot be used; empty when it fits
    QByteArray sha256;                        // lower-case hex (the known one, or computed)
    bool checksumVerified = false;            // NVIDIA's published SHA-256 matched
    bool cancelled = false;

    bool fits() const { return identity.has_value() && refusal.isEmpty() && !cancelled; }
    // The archive in hand, as the `target` build; only meaningful when fits().
    AcquiredArchive acquired(const ArchiveTarget &target) const
    {
        return {path, target, identity.value_or(ArchiveIdentity{}), sha256, checksumVerified};
    }
};

class ArchiveCheckRunner : public QObject
{
    Q_OBJECT

public:
    explicit ArchiveCheckRunner(QObject *parent = nullptr);
    // Stops a running check between entries and waits for it: nothing is left writing results.
    ~ArchiveCheckRunner() override;

    // Is `path` the `wanted` build (platform, CUDA major, release; size and checksum when the
    // target has them)? `knownSha256`: the file was already verified against it (a finished
    // download), so it is not hashed again.
    void check(const QString &path, const ArchiveTarget &wanted, const QByteArray &knownSha256 = {});
    // For a file already identified elsewhere (the Downloads watcher): only its SHA-256.
    void hash(const QString &path, const ArchiveIdentity &identity);
    // A running check is dropped: it reports nothing.
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }

Q_SIGNALS:
    void finished(const cudnnsetup::CheckedArchive &result);

private:
    void onFinished(const CheckedArchive &result);

    BackgroundJob<CheckedArchive> m_job;
};

} // namespace cudnnsetup
