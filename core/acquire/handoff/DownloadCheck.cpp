#include "core/acquire/handoff/DownloadCheck.h"

#include "core/acquire/handoff/DownloadNames.h"
#include "core/archive/ArchiveIdentifier.h"
#include "core/model/Sentences.h"
#include "core/platform/Sha256Stream.h"

#include <QFileInfo>
#include <QLocale>

namespace cudnnsetup {

namespace {

DownloadCheckResult rejected(const QString &reason)
{
    DownloadCheckResult result;
    result.reason = reason;
    return result;
}

QString doesNotFit(const QString &fileName, const QStringList &reasons)
{
    return DownloadCheck::tr("%1 was found, but it does not fit: %2").arg(fileName, joinSentences(reasons));
}

} // namespace

DownloadCheckResult DownloadCheck::run(const QString &path, const ArchiveTarget &target, const std::atomic_bool *cancel)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    if (DownloadNames::isPartial(fileName))
        return rejected(tr("%1 is a download your browser has not finished yet. Wait for it to finish, then choose "
                           "the finished file.")
                            .arg(fileName));

    // A name that already says "other platform / CUDA / release" is enough: no need to read a
    // large file to say so.
    const bool targetBuild = DownloadNames::isTargetBuild(fileName, target);
    if (!targetBuild) {
        if (const std::optional<ArchiveName> name = ArchiveName::parse(fileName); name && name->isLibrary()) {
            const QStringList reasons = ArchiveIdentifier::checkFits(ArchiveIdentifier::claimedBy(*name, fileName), target);
            if (!reasons.isEmpty())
                return rejected(doesNotFit(fileName, reasons));
        }
    }

    bool verified = false;
    if (targetBuild && info.exists()) {
        if (target.size >= 0 && info.size() != target.size) {
            const QLocale locale;
            return rejected(tr("%1 is %2 bytes, but NVIDIA's file is %3 bytes: the download is incomplete or it is a "
                               "different file. Download it again.")
                                .arg(fileName, locale.toString(info.size()), locale.toString(target.size)));
        }
        if (target.hasChecksum()) {
            QString error;
            const QByteArray sha256 = Sha256Stream::ofFile(path, cancel, &error);
            if (cancel && cancel->load()) {
                DownloadCheckResult result;
                result.cancelled = true;
                return result;
            }
            if (sha256.isEmpty())
                return rejected(error);
            if (sha256.compare(target.sha256, Qt::CaseInsensitive) != 0)
                return rejected(tr("The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so "
                                   "the file is damaged or not the original. Download it again.")
                                    .arg(fileName));
            verified = true;
        }
    }

    // A file whose checksum is NVIDIA's needs its contents only to learn the layout, so the
    // scan may stop early; any other file is read to the end (unsafe entries, all parts).
    const ArchiveIdentification identification =
        ArchiveIdentifier::examine(path, cancel, verified ? ArchiveScan::UntilKnown : ArchiveScan::Full);
    if (identification.problem == ArchiveProblem::Cancelled) {
        DownloadCheckResult result;
        result.cancelled = true;
        return result;
    }
    if (!identification.identity)
        return rejected(identification.reason);
    const QStringList reasons = ArchiveIdentifier::checkFits(*identification.identity, target);
    if (!reasons.isEmpty())
        return rejected(doesNotFit(fileName, reasons));

    DownloadCheckResult result;
    result.accepted = true;
    result.checksumVerified = verified;
    result.identity = *identification.identity;
    return result;
}

} // namespace cudnnsetup
