#include "core/doctor/LinkRules.h"

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
        // The full-version file it should point to, when one of the same sub-library is there.
        QString candidate;
        const QString sub = [&] {
            for (const CudnnLibraryFile &file : copy.libraries)
                if (file.path == link)
                    return file.subLibrary;
            return QString();
        }();
        for (const CudnnLibraryFile &file : copy.libraries)
            if (file.subLibrary == sub && !file.isSymlink && file.path != link)
                candidate = fileName(file.path);
        // libcudnn.so -> libcudnn.so.9 -> (missing): repairing the inner link repairs the outer.
        const bool targetIsBrokenLink = std::any_of(copy.libraries.cbegin(), copy.libraries.cend(), [&](const CudnnLibraryFile &file) {
            return file.dangling && file.path == target;
        });
        if (targetIsBrokenLink)
            f.manualStep = tr("It points to %1, which is a broken link too: repairing that link repairs this one.").arg(target);
        else
            f.manualStep = candidate.isEmpty()
                           ? tr("Remove the broken link (rm '%1') and reinstall this cuDNN copy from its archive.").arg(link)
                           : tr("Point the link at the file that is there: ln -sfn %1 '%2'").arg(candidate, link);
        findings.append(f);
    }
    return findings;
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
    return {f};
}

QList<Finding> LinkRules::dereferencedCopies(const CudnnCopy &copy)
{
    QStringList copies;
    QStringList commands;
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
    return {f};
}

} // namespace cudnnsetup
