#include "core/doctor/rules/LinkRules.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace cudnnsetup {

namespace {

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

// libcudnn_ops.so.9 (soname file): a major but no full version in the name.
bool isSonameFile(const CudnnLibraryFile &file)
{
    return file.soMajor > 0 && !file.fileVersion.isValid();
}

bool isDevLink(const CudnnLibraryFile &file)
{
    return file.soMajor == 0 && !file.fileVersion.isValid();
}

// Two files of equal size hold the same bytes at the start, the middle and the end. Libraries of
// hundreds of MB are not read whole: a diagnosis must stay well under a second, and a copy made
// by cp differs nowhere or everywhere.
bool sameSamples(const QString &a, const QString &b)
{
    QFile first(a);
    QFile second(b);
    if (!first.open(QIODevice::ReadOnly) || !second.open(QIODevice::ReadOnly) || first.size() != second.size())
        return false;
    constexpr qint64 kChunk = 64 * 1024;
    const qint64 size = first.size();
    for (const qint64 offset : {qint64(0), std::max<qint64>(0, size / 2 - kChunk / 2), std::max<qint64>(0, size - kChunk)}) {
        if (!first.seek(offset) || !second.seek(offset) || first.read(kChunk) != second.read(kChunk))
            return false;
    }
    return true;
}

} // namespace

QList<Finding> LinkRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    if (context.paths.platform().isWindows())
        return findings;   // DLLs have no link chain
    for (const CudnnCopy &copy : context.report.cudnnCopies) {
        findings += danglingLinks(copy);
        findings += unversionedMissing(copy);
        findings += dereferencedCopies(copy);
    }
    return findings;
}

QList<Finding> LinkRules::danglingLinks(const CudnnCopy &copy)
{
    QList<Finding> findings;
    for (const CudnnCopyProblem &problem : copy.problemDetails) {
        if (problem.kind != CudnnCopyProblem::Kind::DanglingLink || problem.subjects.size() < 2)
            continue;
        const QString &link = problem.subjects.at(0);
        const QString &target = problem.subjects.at(1);
        Finding f;
        f.code = QStringLiteral("link-dangling");
        f.family = Finding::BrokenLinks;
        f.severity = Verdict::Severity::Error;
        f.title = tr("%1 is a broken link").arg(fileName(link));
        f.explanation = tr("%1 points to %2, which does not exist (it was deleted, renamed, or the link was copied without "
                           "its file). The loader skips a broken link, so the library behind it is missing.")
                            .arg(link, target);
        f.evidence.append(tr("Link: %1").arg(link));
        f.evidence.append(tr("Points to (missing): %1").arg(target));
        // libcudnn.so -> libcudnn.so.9 -> (missing): when the inner link can be re-pointed, that
        // repairs this one too; when it cannot, both go.
        const bool targetIsBrokenLink = std::any_of(copy.libraries.cbegin(), copy.libraries.cend(), [&](const CudnnLibraryFile &file) {
            return file.dangling && file.path == target;
        });
        const QString candidate = repairTarget(copy, link);
        if (targetIsBrokenLink && !repairTarget(copy, target).isEmpty()) {
            f.manualStep = tr("It points to %1, which is a broken link too: repairing that link repairs this one.").arg(target);
        } else if (candidate.isEmpty() || targetIsBrokenLink) {
            f.manualStep = tr("Remove the broken link (rm '%1') and reinstall this cuDNN copy from its archive.").arg(link);
            f.fix.safe = true;   // a link to nothing is never loaded; removing it loses nothing
            f.fix.description = tr("Remove the broken link %1 (the file it pointed to is gone; reinstall cuDNN to get it back).").arg(link);
            f.fix.steps.append(FixStep::remove(link));
        } else {
            f.manualStep = tr("Point the link at the file that is there: ln -sfn %1 '%2'").arg(candidate, link);
            f.fix.safe = true;
            f.fix.description = tr("Point %1 at %2, the file of the same library that is in the folder.").arg(link, candidate);
            f.fix.steps.append(FixStep::symlink(link, candidate));
        }
        findings.append(f);
    }
    return findings;
}

QString LinkRules::repairTarget(const CudnnCopy &copy, const QString &link)
{
    QString subLibrary;
    for (const CudnnLibraryFile &file : copy.libraries)
        if (file.path == link)
            subLibrary = file.subLibrary;
    QString candidate;
    for (const CudnnLibraryFile &file : copy.libraries)
        if (file.subLibrary == subLibrary && !file.isSymlink && file.path != link)
            candidate = fileName(file.path);
    return candidate;
}

QList<Finding> LinkRules::unversionedMissing(const CudnnCopy &copy)
{
    // pip wheels never ship libcudnn.so: Python loads libcudnn.so.9 by its full name, and nothing
    // links against a wheel with -lcudnn. Reporting it there would be a false alarm.
    if (copy.kind == CudnnCopy::Kind::PythonWheel)
        return {};
    QString soname;
    bool hasDevLink = false;
    for (const CudnnLibraryFile &file : copy.libraries) {
        if (file.subLibrary != QLatin1String("cudnn"))
            continue;
        if (isDevLink(file))
            hasDevLink = true;   // a dangling one is reported as such, not as missing
        else if (isSonameFile(file) && !file.dangling)
            soname = file.path;
    }
    if (hasDevLink || soname.isEmpty())
        return {};
    const QString dir = QFileInfo(soname).path();
    Finding f;
    f.code = QStringLiteral("link-unversioned-missing");
    f.family = Finding::BrokenLinks;
    // NVIDIA's runtime-only distro package leaves it out on purpose (the -dev package adds it).
    f.severity = copy.kind == CudnnCopy::Kind::DistroPackage ? Verdict::Severity::Info : Verdict::Severity::Warning;
    f.title = tr("libcudnn.so is missing in %1").arg(dir);
    f.explanation = tr("%1 is there, but the unversioned link libcudnn.so beside it is not. Programs that are already built "
                       "still run, but building one (-lcudnn, CMake's FindCUDNN, compiling PyTorch or OpenCV) fails with "
                       "\"cannot find -lcudnn\".")
                        .arg(soname);
    f.evidence.append(tr("Present: %1").arg(soname));
    f.evidence.append(tr("Missing: %1/libcudnn.so").arg(dir));
    f.manualStep = tr("Create the link: ln -s %1 '%2/libcudnn.so'").arg(fileName(soname), dir);
    f.fix.safe = true;   // a new name for the library that is there: nothing that works now changes
    f.fix.description = tr("Create the link %1/libcudnn.so pointing to %2.").arg(dir, fileName(soname));
    f.fix.steps.append(FixStep::symlink(dir + QStringLiteral("/libcudnn.so"), fileName(soname)));
    return {f};
}

QList<Finding> LinkRules::dereferencedCopies(const CudnnCopy &copy)
{
    QStringList copies;
    QStringList commands;
    QList<FixStep> steps;
    for (const CudnnLibraryFile &full : copy.libraries) {
        if (full.isSymlink || full.fileVersion.size() < 3)
            continue;
        const qint64 size = QFileInfo(full.path).size();
        for (const CudnnLibraryFile &other : copy.libraries) {
            // The soname file and the dev link of the same sub-library should both be links.
            const bool sameSub = other.subLibrary == full.subLibrary && &other != &full;
            const bool chainName = isSonameFile(other) ? other.soMajor == full.fileVersion.major() : isDevLink(other);
            if (!sameSub || !chainName || other.isSymlink || QFileInfo(other.path).size() != size)
                continue;
            copies.append(tr("%1 is a copy of %2 (%3 bytes), not a link").arg(fileName(other.path), fileName(full.path)).arg(size));
            commands.append(QStringLiteral("ln -sf %1 '%2'").arg(fileName(full.path), other.path));
            // Only byte-identical copies become links; a different file of the same size is the
            // user's business (the fix keeps every replaced file as a backup all the same).
            if (sameSamples(full.path, other.path))
                steps.append(FixStep::symlink(other.path, fileName(full.path)));
        }
    }
    if (copies.isEmpty())
        return {};
    Finding f;
    f.code = QStringLiteral("link-dereferenced-copy");
    f.family = Finding::BrokenLinks;
    f.severity = Verdict::Severity::Warning;
    f.title = tr("cuDNN libraries in %1 are copies where links belong").arg(copy.libraryDir);
    f.explanation = tr("In a cuDNN folder, libcudnn*.so.%1 and libcudnn*.so should be links to the one real file per "
                       "library. Here they are full copies, left by copying without keeping links (cp without -a or -P, "
                       "a zip, a Windows share). It wastes disk space, ldconfig warns about it, and updating the real files "
                       "later leaves the old copies in use.")
                        .arg(copy.libraryMajor());
    f.evidence = copies;
    f.manualStep = tr("Replace the copies with links: %1").arg(commands.join(QStringLiteral(" && ")));
    if (steps.size() == copies.size()) {
        f.fix.safe = true;   // the same bytes under the same names: programs load exactly what they load now
        f.fix.description = tr("Replace the %n copied file(s) with links to the real library file.", nullptr, int(steps.size()));
        f.fix.steps = steps;
    }
    return {f};
}

} // namespace cudnnsetup
