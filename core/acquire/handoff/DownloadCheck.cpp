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

} // namespace

DownloadPrecheck DownloadCheck::precheck(const QString &path, const ArchiveTarget &target)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    DownloadPrecheck verdict;
    if (DownloadNames::isPartial(fileName)) {
        verdict.refusal = tr("%1 is a download your browser has not finished yet. Wait for it to finish, then choose "
                             "the finished file.")
                              .arg(fileName);
        return verdict;
    }

    // A name that already says "other platform / CUDA" is enough: no need to read a large file
    // to say so.
    verdict.targetBuild = DownloadNames::isTargetBuild(fileName, target);
    if (!verdict.targetBuild) {
        if (const std::optional<ArchiveName> name = ArchiveName::parse(fileName); name && name->isLibrary()) {
            const QStringList reasons = ArchiveIdentifier::checkFits(ArchiveIdentifier::claimedBy(*name, fileName),
                                                                     target.platform, target.cudaMajor);
            if (!reasons.isEmpty())
                verdict.refusal = doesNotFit(fileName, reasons);
        }
        return verdict;
    }
    if (info.exists() && target.size >= 0 && info.size() != target.size) {
        const QLocale locale;
        verdict.refusal = tr("%1 is %2 bytes, but NVIDIA's file is %3 bytes: the download is incomplete or it is a "
                             "different file. Download it again.")
                              .arg(fileName, locale.toString(info.size()), locale.toString(target.size));
    }
    return verdict;
}

QString DownloadCheck::doesNotFit(const QString &fileName, const QStringList &reasons)
{
    return tr("%1 was found, but it does not fit: %2").arg(fileName, joinSentences(reasons));
}

QString DownloadCheck::checksumMismatch(const QString &fileName)
{
    return tr("The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so the file is damaged or "
              "not the original. Download it again.")
        .arg(fileName);
}

DownloadCheckResult DownloadCheck::run(const QString &path, const ArchiveTarget &target, const std::atomic_bool *cancel)
{
    const DownloadPrecheck early = precheck(path, target);
    if (!early.refusal.isEmpty())
        return rejected(early.refusal);

    DownloadCheckResult result;
    if (early.targetBuild && target.hasChecksum()) {
        QString error;
        const QByteArray sha256 = Sha256Stream::ofFile(path, cancel, &error);
        if (cancel && cancel->load()) {
            result.cancelled = true;
            return result;
        }
        if (sha256.isEmpty())
            return rejected(error);
        if (sha256.compare(target.sha256, Qt::CaseInsensitive) != 0)
            return rejected(checksumMismatch(QFileInfo(path).fileName()));
        result.checksumVerified = true;
        result.sha256 = sha256;
    }
    result.accepted = true;
    return result;
}

} // namespace cudnnsetup
