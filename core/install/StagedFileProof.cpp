#include "core/install/StagedFileProof.h"

#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/Sha256Stream.h"
#include "core/platform/TrustedFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstring>

namespace cudnnsetup {

namespace {

constexpr qint64 kChunk = 1 << 20;

// Copies `file`'s staged source to `copy`, checking it on the way; the reason when it is not
// what the plan says.
QString copyChecked(const PlannedFile &file, const QString &copy, const std::atomic_bool *cancel)
{
    QString error;
    bool executable = false;
    const int descriptor = TrustedFiles::openRegularNoFollow(file.source, &executable, &error);
    if (descriptor < 0)
        return error;
    QFile in;
    if (!in.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        return StagedFileProof::tr("%1 cannot be read: %2").arg(shownPath(file.source), in.errorString());
    QFile out(copy);
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return StagedFileProof::tr("%1 cannot be written: %2").arg(shownPath(copy), out.errorString());
    Sha256Stream hash;
    qint64 copied = 0;
    QByteArray buffer(kChunk, Qt::Uninitialized);
    while (true) {
        if (cancel && cancel->load())
            return StagedFileProof::tr("Cancelled.");
        // One byte more than the plan says is enough to know the file is longer.
        const qint64 wanted = std::min<qint64>(kChunk, file.incoming.size + 1 - copied);
        const qint64 read = wanted > 0 ? in.read(buffer.data(), wanted) : 0;
        if (read < 0)
            return StagedFileProof::tr("%1 cannot be read: %2").arg(shownPath(file.source), in.errorString());
        if (read == 0)
            break;
        hash.add(buffer.constData(), read);
        copied += read;
        if (copied > file.incoming.size)
            break;
        if (out.write(buffer.constData(), read) != read) // QFile reads EFBIG and ENOSPC as "Unknown error"
            return StagedFileProof::tr("%1 cannot be written: %2").arg(shownPath(copy), QString::fromLocal8Bit(std::strerror(errno)));
    }
    if (copied != file.incoming.size || hash.hexDigest() != file.sourceSha256)
        return StagedFileProof::tr("%1 is not the file the preview showed (its size or SHA-256 changed since): it was "
                                   "changed after the plan was written. Start the install again.")
            .arg(shownPath(file.source));
    if (!out.flush() || !FileOps::flush(out.handle()))
        return StagedFileProof::tr("%1 cannot be written: %2").arg(shownPath(copy), out.errorString());
    out.close();
    const QFileDevice::Permissions readable = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                              | QFileDevice::ReadOther;
    const QFileDevice::Permissions runnable = QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;
    QFile::setPermissions(copy, executable ? readable | runnable : readable);
    return {};
}

} // namespace

bool StagedFileProof::takeOver(InstallPlan &plan, const QString &ownStaging, const std::atomic_bool *cancel, QString *refusal)
{
    if (const int failed = FolderPermissions::makeFolder(ownStaging, 0700); failed != 0) {
        *refusal = tr("The staging folder %1 cannot be created (%2).").arg(shownPath(ownStaging), QString::fromLocal8Bit(std::strerror(failed)));
        return false;
    }
    int number = 0;
    for (PlannedFile &file : plan.files) {
        if (file.incoming.kind == FileFingerprint::Kind::Symlink) {
            file.source.clear(); // made by this process from the checked text
            continue;
        }
        const QString copy = ownStaging + QStringLiteral("/%1-").arg(++number, 5, 10, QLatin1Char('0'))
                             + QFileInfo(file.destination).fileName();
        if (const QString problem = copyChecked(file, copy, cancel); !problem.isEmpty()) {
            QDir(ownStaging).removeRecursively();
            *refusal = tr("The install was refused and nothing was changed: %1").arg(problem);
            return false;
        }
        file.source = copy;
        file.incoming = FileFingerprint::of(copy);
    }
    return true;
}

} // namespace cudnnsetup
