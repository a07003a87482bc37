#include "wizard_pages/ArchiveCheckRunner.h"

#include "core/acquire/handoff/DownloadCheck.h"
#include "core/platform/Sha256Stream.h"


namespace cudnnsetup {

namespace {

// Fills in the SHA-256 of an accepted file that has none yet.
void addChecksum(CheckedArchive &result, const std::atomic_bool *cancel)
{
    if (!result.fits() || !result.sha256.isEmpty())
        return;
    QString error;
    const QByteArray sha = Sha256Stream::ofFile(result.path, cancel, &error);
    if (cancel->load())
        result.cancelled = true;
    else if (sha.isEmpty())
        result.refusal = error;
    else
        result.sha256 = sha;
}

CheckedArchive runCheck(const QString &path, ArchiveTarget wanted, const QByteArray &knownSha256,
                        const std::atomic_bool *cancel)
{
    if (!knownSha256.isEmpty())
        wanted.sha256.clear();   // already verified: hashing 2 GB again proves nothing new
    const DownloadCheckResult check = DownloadCheck::run(path, wanted, cancel);
    CheckedArchive result;
    result.path = path;
    result.cancelled = check.cancelled || cancel->load();
    if (result.cancelled)
        return result;
    if (!check.accepted) {
        result.refusal = check.reason;
        return result;
    }
    result.identity = check.identity;
    result.checksumVerified = check.checksumVerified || !knownSha256.isEmpty();
    result.sha256 = check.checksumVerified ? wanted.sha256.toLower() : knownSha256;
    addChecksum(result, cancel);
    return result;
}

} // namespace

ArchiveCheckRunner::ArchiveCheckRunner(QObject *parent) : QObject(parent)
{
    m_job.whenDone(this, [this](const CheckedArchive &result) { onFinished(result); });
}

ArchiveCheckRunner::~ArchiveCheckRunner() = default;

void ArchiveCheckRunner::check(const QString &path, const ArchiveTarget &wanted, const QByteArray &knownSha256)
{
    cancel();
    // Each check gets its own flag: cancelling an old one never stops the new one.
    m_job.start([path, wanted, knownSha256](const std::shared_ptr<std::atomic_bool> &flag) {
        return runCheck(path, wanted, knownSha256, flag.get());
    });
}

void ArchiveCheckRunner::hash(const QString &path, const ArchiveIdentity &identity)
{
    cancel();
    m_job.start([path, identity](const std::shared_ptr<std::atomic_bool> &flag) {
        CheckedArchive result;
        result.path = path;
        result.identity = identity;
        addChecksum(result, flag.get());
        return result;
    });
}

void ArchiveCheckRunner::cancel()
{
    m_job.cancel();
}

void ArchiveCheckRunner::onFinished(const CheckedArchive &result)
{
    if (result.cancelled)
        return;
    Q_EMIT finished(result);
}

} // namespace cudnnsetup
