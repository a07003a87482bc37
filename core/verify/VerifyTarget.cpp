// VerifyTargets: the copy a program on this machine would most likely use, ranked by kind.
#include "core/verify/VerifyTarget.h"

#include "core/model/ShownPath.h"

#include <QCoreApplication>
#include <QDir>

namespace cudnnsetup {

namespace {

// Lower is preferred. A copy inside the default toolkit is what a build against that toolkit and
// most manual setups use; a copy inside another toolkit is the same classic method, one step
// behind; wheels and conda environments only serve their own Python.
int rank(const CudnnCopy &copy, const ToolkitInstall *defaultToolkit)
{
    switch (copy.kind) {
    case CudnnCopy::Kind::InsideToolkit: {
        const QString root = QDir::cleanPath(copy.toolkitRoot);
        const bool inDefault = defaultToolkit
            && (root == QDir::cleanPath(defaultToolkit->root) || root == QDir::cleanPath(defaultToolkit->canonicalRoot));
        return inDefault ? 0 : 1;
    }
    case CudnnCopy::Kind::SideBySide: return 2;
    case CudnnCopy::Kind::DistroPackage: return 3;
    case CudnnCopy::Kind::SearchPath: return 4;
    case CudnnCopy::Kind::ExtractedByHand: return 5;   // a build that names its folder uses it
    case CudnnCopy::Kind::PythonWheel: return 6;
    case CudnnCopy::Kind::Conda: return 7;
    }
    return 8;
}

QString versionText(const CudnnCopy &copy)
{
    const Version version = copy.bestVersion();
    return version.isValid() ? QCoreApplication::translate("VerifyTargets", "cuDNN %1").arg(version.toString())
                             : QCoreApplication::translate("VerifyTargets", "cuDNN (version unknown)");
}

} // namespace

VerifyTarget VerifyTargets::fromCopy(const CudnnCopy &copy)
{
    VerifyTarget target;
    target.libraryDir = copy.libraryDir;
    target.includeDir = copy.includeDir;
    const QString dir = shownPath(copy.libraryDir);
    const QString what = versionText(copy);
    switch (copy.kind) {
    case CudnnCopy::Kind::InsideToolkit:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 inside the CUDA Toolkit at %2")
                                 .arg(what, shownPath(copy.toolkitRoot.isEmpty() ? dir : copy.toolkitRoot));
        break;
    case CudnnCopy::Kind::SideBySide:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 in its own folder %2").arg(what, dir);
        break;
    case CudnnCopy::Kind::DistroPackage:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 from a system package (%2)").arg(what, dir);
        break;
    case CudnnCopy::Kind::PythonWheel:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 from a Python package (%2)").arg(what, dir);
        break;
    case CudnnCopy::Kind::Conda:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 in a conda environment (%2)").arg(what, dir);
        break;
    case CudnnCopy::Kind::SearchPath:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 on the library search path (%2)").arg(what, dir);
        break;
    case CudnnCopy::Kind::ExtractedByHand:
        target.description = QCoreApplication::translate("VerifyTargets", "%1 unpacked by hand in %2").arg(what, dir);
        break;
    }
    return target;
}

std::optional<VerifyTarget> VerifyTargets::pick(const SystemReport &report)
{
    const ToolkitInstall *defaultToolkit = report.defaultToolkit();
    const CudnnCopy *best = nullptr;
    int bestRank = 0;
    for (const CudnnCopy &copy : report.cudnnCopies) {
        if (copy.libraryDir.isEmpty())
            continue;
        const int r = rank(copy, defaultToolkit);
        if (!best || r < bestRank || (r == bestRank && copy.bestVersion() > best->bestVersion())) {
            best = &copy;
            bestRank = r;
        }
    }
    if (!best)
        return std::nullopt;
    VerifyTarget target = fromCopy(*best);
    if (bestRank == 0 && defaultToolkit->version.isValid())
        target.description = QCoreApplication::translate("VerifyTargets", "%1 inside CUDA %2 (%3)")
                                 .arg(versionText(*best), defaultToolkit->version.toString(),
                                      shownPath(defaultToolkit->root));
    return target;
}

} // namespace cudnnsetup
