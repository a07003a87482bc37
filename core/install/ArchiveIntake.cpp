#include "core/install/ArchiveIntake.h"

#include "core/acquire/handoff/DownloadCheck.h"
#include "core/platform/Sha256Stream.h"

#include <QFileInfo>

#include <future>

namespace cudnnsetup {

namespace {

struct FileHash
{
    QByteArray sha256;   // empty on failure
    QString error;
};

} // namespace

ArchiveIdentity IntakeResult::identity() const
{
    if (!unpacked || unpacked->isEmpty() || !(*unpacked)->extraction.identification.identity)
        return {};
    return *(*unpacked)->extraction.identification.identity;
}

IntakeResult ArchiveIntake::run(const InstallSetting &setting, const IntakeRequest &request,
                                const ExtractionOptions &options)
{
    IntakeResult result;
    result.path = request.path;
    const DownloadPrecheck early = DownloadCheck::precheck(request.path, request.wanted);
    if (!early.refusal.isEmpty()) {
        result.refusal = early.refusal;
        return result;
    }

    // The SHA-256 runs beside the unpacking on the other core: the file is decompressed once,
    // and its second read comes from the page cache. It stops early only once the unpacking has
    // failed or was cancelled.
    std::atomic_bool stopHashing{false};
    std::future<FileHash> hashing;
    if (request.knownSha256.isEmpty()) {
        hashing = std::async(std::launch::async, [&path = request.path, &stopHashing] {
            FileHash hash;
            hash.sha256 = Sha256Stream::ofFile(path, &stopHashing, &hash.error);
            return hash;
        });
    }
    ExtractionResult extraction;
    // Removed when this function returns, unless it fits: then the result owns it.
    UnpackedTree unpacked = InstallWorkflow::unpackArchive(setting, request.path, options, &extraction);
    const bool cancelled = options.cancel && options.cancel->load();
    if (unpacked.isEmpty() || cancelled)
        stopHashing = true;
    const FileHash hash = hashing.valid() ? hashing.get() : FileHash{};

    auto refuse = [&](const QString &reason) {
        result.refusal = reason;
        return result;
    };
    if (cancelled || extraction.problem == ExtractionProblem::Cancelled) {
        result.cancelled = true;
        return result;
    }
    if (unpacked.isEmpty())
        return refuse(extraction.reason);   // the extractor left nothing behind

    const ArchiveIdentity identity = *unpacked->extraction.identification.identity;
    const QString fileName = QFileInfo(request.path).fileName();
    const QStringList reasons = ArchiveIdentifier::checkFits(identity, request.wanted.platform, request.wanted.cudaMajor);
    if (!reasons.isEmpty())
        return refuse(DownloadCheck::doesNotFit(fileName, reasons));

    if (!request.knownSha256.isEmpty()) {
        result.sha256 = request.knownSha256.toLower();
        result.checksumVerified = true;
    } else if (hash.sha256.isEmpty()) {
        return refuse(hash.error);
    } else {
        result.sha256 = hash.sha256;
        if (early.targetBuild && request.wanted.hasChecksum()) {
            if (hash.sha256.compare(request.wanted.sha256, Qt::CaseInsensitive) != 0)
                return refuse(DownloadCheck::checksumMismatch(fileName));
            result.checksumVerified = true;
        }
    }
    result.unpacked = std::make_shared<UnpackedTree>(std::move(unpacked));
    return result;
}

} // namespace cudnnsetup
