#include "core/doctor/rules/SearchOrderRules.h"

#include "core/doctor/rules/TargetPaths.h"

#include <QSet>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Wheels and conda environments load their own cuDNN through RPATH / the environment's
// activation, whatever the system search order says; they do not compete with system copies.
bool competesInSearchOrder(const CudnnCopy &copy)
{
    return copy.kind != CudnnCopy::Kind::PythonWheel && copy.kind != CudnnCopy::Kind::Conda;
}

QString describe(const CudnnCopy &copy)
{
    return SearchOrderRules::tr("%1: cuDNN %2 (%3; found via %4)")
        .arg(copy.libraryDir, copy.bestVersion().toStringOrUnknown(),
             CudnnCopy::kindKey(copy.kind), copy.foundVia.join(QStringLiteral(", ")));
}

} // namespace

SearchOrderRules::Result SearchOrderRules::check(const DoctorContext &context)
{
    Result result;
    const bool windows = context.paths.platform().isWindows();
    const QList<CudnnCopy> &copies = context.report.cudnnCopies;
    // A major not on the search path at all is LoaderVisibilityRules' (family 1).
    for (const LoaderPick &found : LoaderOrder::picks(context.paths, context.report.toolkits, copies)) {
        const LoaderPick *pick = &found;
        const int major = pick->major;
        result.picks.append(*pick);

        QList<const CudnnCopy *> others;
        const CudnnCopy *newerOther = nullptr;
        for (const CudnnCopy &copy : copies) {
            if (copy.libraryMajor() != major || copy.libraryDir == pick->libraryDir)
                continue;
            others.append(&copy);
            if (competesInSearchOrder(copy) && pick->version.isValid() && copy.bestVersion().isValid()
                && copy.bestVersion().truncated(3) > pick->version.truncated(3)
                && (!newerOther || copy.bestVersion() > newerOther->bestVersion()))
                newerOther = &copy;
        }
        if (others.isEmpty())
            continue;

        Finding f;
        f.family = Finding::WrongCopyWins;
        f.evidence.append(tr("A program loading %1 gets: %2 (cuDNN %3, via %4)")
                              .arg(pick->name, pick->file, pick->version.toStringOrUnknown(), pick->via));
        for (const CudnnCopy *other : others)
            f.evidence.append(tr("Also present: %1").arg(describe(*other)));
        if (newerOther) {
            f.code = QStringLiteral("search-order-older-wins");
            f.severity = Verdict::Severity::Warning;
            f.title = tr("An older cuDNN %1 is loaded instead of the newer %2").arg(pick->version.toString(), newerOther->bestVersion().toString());
            f.explanation = windows
                ? tr("There are several cuDNN %1 copies. Windows looks for %2 in the program's own folder, then in "
                     "System32 and the Windows folder, then in the PATH folders in order, and takes the first one it "
                     "meets: %3, which is cuDNN %4. The newer copy in %5 is never used by programs that rely on the "
                     "search path, so installing it changed nothing for them.")
                      .arg(major)
                      .arg(pick->name, pick->file, pick->version.toString(), newerOther->libraryDir)
                : tr("There are several cuDNN %1 copies. The loader searches LD_LIBRARY_PATH first, then the folders "
                     "of /etc/ld.so.conf, then the system folders, and takes the first libcudnn.so.%1 it meets: "
                     "%2, which is cuDNN %3. The newer copy in %4 is never used by programs that rely on the "
                     "search path, so installing it changed nothing for them.")
                      .arg(major)
                      .arg(pick->file, pick->version.toString(), newerOther->libraryDir);
            if (windows)
                f.manualStep = pick->via == QLatin1String("PATH")
                                   ? tr("Move %1 before %2 in Path (System Properties > Environment Variables), or remove "
                                        "the older copy; then open a new terminal.")
                                         .arg(TargetPaths::windowsNative(context.paths, newerOther->libraryDir),
                                              TargetPaths::windowsNative(context.paths, pick->libraryDir))
                                   : tr("Remove the cuDNN DLLs that were copied into %1 (a copy there comes before every "
                                        "PATH folder), or replace them with the newer ones.")
                                         .arg(TargetPaths::windowsNative(context.paths, pick->libraryDir));
            else
                f.manualStep = pick->via == QLatin1String("LD_LIBRARY_PATH")
                                   ? tr("Put %1 before %2 in LD_LIBRARY_PATH (in your shell profile), or remove the older copy.")
                                         .arg(newerOther->libraryDir, pick->libraryDir)
                                   : tr("Remove the older copy in %1, or put %2 first in LD_LIBRARY_PATH or in a file under "
                                        "/etc/ld.so.conf.d/ and run sudo ldconfig.")
                                         .arg(pick->libraryDir, newerOther->libraryDir);
        } else {
            f.code = QStringLiteral("search-order-several-copies");
            f.severity = Verdict::Severity::Info;
            f.title = tr("There are several cuDNN %1 copies; programs load the one in %2").arg(major).arg(pick->libraryDir);
            f.explanation = tr("More than one cuDNN %1 copy is on this computer. Programs that use the search path load %2; "
                               "Python packages and conda environments may load their own. This is fine as long as you know "
                               "which one each program uses.")
                                .arg(major)
                                .arg(pick->file);
            f.manualStep = tr("Nothing needs doing. To free disk space, remove copies you no longer use.");
        }
        result.findings.append(f);
    }
    return result;
}

} // namespace cudnnsetup
