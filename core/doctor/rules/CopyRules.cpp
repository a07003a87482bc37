#include "core/doctor/rules/CopyRules.h"

#include "core/model/ShownPath.h"

#include <QFileInfo>

namespace cudnnsetup {

QList<Finding> CopyRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    for (const CudnnCopy &copy : context.report.cudnnCopies) {
        const QString dir = shownPath(copy.libraryDir);
        // The same repair fits every kind of damage: one complete set from one archive.
        const QString reinstall = tr("Replace every cuDNN library in %1 with the complete set from one cuDNN archive (all "
                                     "files of its lib%2 folder, together with its include folder), e.g. with: cudnn-setup "
                                     "install --archive FILE. Or delete this copy if another one is the one you use.")
                                      .arg(dir, context.paths.platform().isWindows() ? QStringLiteral(" / bin") : QString());
        for (qsizetype i = 0; i < copy.problemDetails.size(); ++i) {
            const CudnnCopyProblem &problem = copy.problemDetails.at(i);
            const QString found = i < copy.problems.size() ? copy.problems.at(i) : QString();
            Finding f;
            f.family = Finding::PartialOrMixedCopy;
            f.evidence.append(tr("cuDNN copy: %1 (%2)").arg(dir, copy.bestVersion().toStringOrUnknown()));
            f.manualStep = reinstall;
            switch (problem.kind) {
            case CudnnCopyProblem::Kind::Incomplete:
                f.code = QStringLiteral("copy-incomplete");
                f.severity = Verdict::Severity::Error;
                f.title = tr("cuDNN in %1 is incomplete").arg(dir);
                f.explanation = tr("Some of the libraries that make up cuDNN %1 are not in this folder. Since cuDNN 8, cuDNN "
                                   "is a set of libraries that load each other; with only some of them, programs start and then "
                                   "fail, often with a crash, when they first need a missing one.")
                                    .arg(copy.libraryMajor());
                for (const QString &name : problem.subjects)
                    f.evidence.append(tr("Missing: %1").arg(name));
                break;
            case CudnnCopyProblem::Kind::OnlyShim:
                f.code = QStringLiteral("copy-single-library");
                f.severity = Verdict::Severity::Error;
                f.title = tr("Only the main cuDNN library was copied to %1").arg(dir);
                f.explanation = tr("%1 was found there, but none of the sub-libraries it loads. This is what happens when "
                                   "only one file is copied by hand (as older guides for cuDNN 7 say). Programs start, then "
                                   "stop with an error or a crash at their first cuDNN call.")
                                    .arg(copy.libraries.isEmpty() ? QStringLiteral("libcudnn") : shownPath(copy.libraries.constFirst().path));
                for (const QString &name : problem.subjects)
                    f.evidence.append(tr("Missing: %1").arg(name));
                break;
            case CudnnCopyProblem::Kind::MixedReleases:
                f.code = QStringLiteral("copy-mixed-releases");
                f.severity = Verdict::Severity::Error;
                f.title = tr("cuDNN in %1 mixes files of different releases").arg(dir);
                f.explanation = found;
                for (const QString &release : problem.subjects)
                    f.evidence.append(tr("Release %1").arg(release));
                break;
            case CudnnCopyProblem::Kind::HeaderMismatch:
                f.code = QStringLiteral("copy-header-mismatch");
                f.severity = Verdict::Severity::Warning;
                f.title = tr("The cuDNN header beside %1 is from another release").arg(dir);
                f.explanation = tr("%1 Programs built here compile against one release and run with another, which fails "
                                   "or misbehaves in ways that are hard to trace.")
                                    .arg(found);
                if (problem.subjects.size() >= 3) {
                    f.evidence.append(tr("Header: %1 (cuDNN %2)").arg(shownPath(problem.subjects.at(0)), problem.subjects.at(1)));
                    f.evidence.append(tr("Libraries: cuDNN %1").arg(problem.subjects.at(2)));
                }
                f.manualStep = tr("Copy the include folder of the same cuDNN archive as the libraries over %1, or reinstall "
                                  "the whole copy: %2")
                                   .arg(shownPath(copy.includeDir), reinstall);
                break;
            case CudnnCopyProblem::Kind::HeadersIncomplete: {
                if (problem.subjects.size() < 2)
                    continue;
                const QString cudnnHeader = shownPath(problem.subjects.at(0));
                const QString folder = shownPath(QFileInfo(problem.subjects.at(0)).path());
                f.code = QStringLiteral("copy-headers-incomplete");
                f.severity = Verdict::Severity::Warning;
                f.title = tr("The cuDNN headers in %1 are incomplete").arg(folder);
                f.explanation = tr("%1 includes other cuDNN headers that are not beside it, so every program that includes "
                                   "cudnn.h stops compiling with \"%2: No such file or directory\". Programs already built "
                                   "are not affected: they only need the libraries.")
                                    .arg(cudnnHeader, problem.subjects.at(1));
                f.evidence.append(tr("Header: %1").arg(cudnnHeader));
                for (const QString &name : problem.subjects.mid(1))
                    f.evidence.append(tr("Missing: %1").arg(name));
                f.manualStep = tr("Copy every file of the include folder of the cuDNN archive the libraries came from into "
                                  "%1 (all the cudnn*.h files, not only cudnn.h).")
                                   .arg(folder);
                break;
            }
            case CudnnCopyProblem::Kind::DanglingLink:
                continue;   // a broken link is family 8, reported by LinkRules
            }
            findings.append(f);
        }
    }
    return findings;
}

} // namespace cudnnsetup
