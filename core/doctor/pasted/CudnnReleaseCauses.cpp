#include "core/doctor/pasted/CudnnReleaseCauses.h"

#include "core/compat/CompatMatrix.h"
#include "core/compat/CompatText.h"
#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/model/Sentences.h"

#include <algorithm>

namespace cudnnsetup {

ErrorCause CudnnReleaseCauses::versionMismatch(const PastedErrorMatch &m, const ErrorMachineFacts &machine)
{
    using Rule = PastedErrorMatch::VersionRule;
    ErrorCause cause;
    const bool jax = m.code == QLatin1String("error-jax-cudnn-outdated");
    const bool paddle = m.code == QLatin1String("error-paddle-cudnn-version-mismatch");
    const Rule rule = m.versionRule == Rule::Unknown ? Rule::NewerMinorAccepted : m.versionRule;
    // Old checks want the very major.minor (or release) they were built with: a newer cuDNN is
    // refused as well, and "that release or newer" would be wrong advice.
    const bool exact = rule == Rule::SameMinorOnly || rule == Rule::SameReleaseOnly;
    const QString framework = m.framework;   // always named in these messages
    const Version needed = jax && m.minimum.isValid() ? m.minimum : m.builtWith;
    const QString found = m.found.toStringOrUnknown(), built = m.builtWith.toStringOrUnknown(), need = needed.toStringOrUnknown();
    // What fits, in words: "7.0.x", "7.1.2" or "9.1.0 or newer".
    const QString fits = rule == Rule::SameMinorOnly ? m.builtWith.truncated(2).toString() + QStringLiteral(".x")
                         : rule == Rule::SameReleaseOnly ? built
                                                         : tr("%1 or newer").arg(need);
    const QString variable = machine.searchVariable();
    const bool versionsKnown = m.found.isValid() && needed.isValid();
    cause.severity = paddle ? Verdict::Severity::Warning : Verdict::Severity::Error;

    if (!versionsKnown)
        cause.title = tr("%1 found a cuDNN that does not fit the one it was built with").arg(framework);
    else if (jax)
        cause.title = tr("JAX found cuDNN %1, older than the %2 it needs at least").arg(found, need);
    else
        cause.title = tr("%1 loaded cuDNN %2, but it was built with cuDNN %3").arg(framework, found, built);

    QStringList happened;
    if (paddle)
        happened << tr("PaddlePaddle compares the cuDNN it was built with (%1) with the one it finds (%2) and warns when "
                       "they differ. It goes on running, but cuDNN calls can fail or give wrong results.")
                        .arg(built, found);
    else if (jax)
        happened << tr("JAX was built with cuDNN %1 and accepts no cuDNN older than %2; the cuDNN it found is %3.")
                        .arg(built, need, found);
    else if (rule == Rule::SameMinorOnly)
        happened << tr("%1 accepts only cuDNN %2, the major and minor version it was built with (%3): its check is older than the "
                       "compatible minor versions of cuDNN 7, so a newer minor version is refused as well as an older one. The cuDNN "
                       "it loaded is %4.")
                        .arg(framework, fits, built, found);
    else if (rule == Rule::SameReleaseOnly)
        happened << tr("%1 accepts only the very cuDNN release it was built with, %2: a newer release is refused as well as an older "
                       "one. The cuDNN it loaded is %3.")
                        .arg(framework, built, found);
    else
        happened << tr("%1 checks the cuDNN it loads: it must have the same major version as the cuDNN it was built "
                       "with (%2) and the same or a newer minor version. The cuDNN it loaded is %3.")
                        .arg(framework, built, found);
    if (m.framework == QLatin1String("PyTorch") && !exact)
        happened << tr("PyTorch comes with its own cuDNN (on Linux the nvidia-cudnn wheel installed with it, on Windows in "
                       "torch\\lib), so another cuDNN was loaded before its own.");

    const ErrorMachineFacts::Copies loaded = machine.copiesWithVersion(m.found);
    // The copies that fit by the program's own rule; the one to name first: the very release it
    // was built with, else a Python package's (frameworks bring their own), else any other.
    ErrorMachineFacts::Copies fitting;
    if (rule == Rule::SameMinorOnly)
        fitting = machine.copiesWithVersion(m.builtWith.truncated(2));
    else if (rule == Rule::SameReleaseOnly)
        fitting = machine.copiesWithVersion(m.builtWith);
    else
        fitting = machine.copiesAtLeast(needed);
    fitting.removeIf([&](const CudnnCopy *copy) { return loaded.contains(copy); });
    const auto preference = [&](const CudnnCopy *copy) {
        return copy->bestVersion().startsWith(m.builtWith) ? 0 : ErrorMachineFacts::isPythonPackage(*copy) ? 1 : 2;
    };
    std::stable_sort(fitting.begin(), fitting.end(), [&](const CudnnCopy *a, const CudnnCopy *b) { return preference(a) < preference(b); });
    const CudnnCopy *shadowing = machine.firstOnSearchVariable(loaded);
    cause.addEvidence(machine.copyFacts(loaded));
    cause.addEvidence(machine.copyFacts(fitting));
    cause.evidence.append(machine.searchVariableFact());

    if (m.found.isValid()) {
        if (loaded.isEmpty())
            happened << tr("No cuDNN %1 was found on this computer, so the message probably comes from another "
                           "computer or another environment (a container, a conda environment that was not "
                           "active during the scan, another user's account).")
                            .arg(found);
        else if (shadowing)
            happened << tr("On this computer cuDNN %1 is in %2, a folder on %3. The loader searches the folders "
                           "on %3 before the folder of the cuDNN that %4 brings with it.")
                            .arg(found, machine.shown(shadowing->libraryDir), variable, framework);
        else
            happened << tr("On this computer cuDNN %1 is in %2.").arg(found, machine.folders(loaded));
    }
    if (needed.isValid()) {
        if (!fitting.isEmpty())
            happened << tr("A cuDNN that fits, %1, is in %2.")
                            .arg(fitting.first()->bestVersion().toString(), machine.shown(fitting.first()->libraryDir));
        else if (exact)
            happened << tr("No cuDNN %1 was found on this computer.").arg(fits);
        else
            happened << tr("No cuDNN %1 or newer of major version %2 was found on this computer.")
                            .arg(need, QString::number(needed.major()));
    }
    cause.whatHappened = joinSentences(happened);

    QStringList todo;
    if (paddle)
        todo << tr("Install cuDNN %1 or a newer %2.x where PaddlePaddle finds it, or install the PaddlePaddle build "
                   "made for the cuDNN you have (%3): PaddlePaddle's installation page lists a build for each "
                   "CUDA and cuDNN version.")
                    .arg(built, QString::number(m.builtWith.major()), found);
    if (!versionsKnown) {
        todo << tr("Make %1 load the cuDNN it was built with: take other cuDNN folders off %2, and run cudnn-setup "
                   "doctor to see which copy programs load.")
                    .arg(framework, variable);
    } else if (exact && !paddle) {
        if (!fitting.isEmpty())
            todo << tr("Make %1 load the cuDNN in %2 (put that folder first on %3, or take the other cuDNN folders off it), or install a "
                       "build of %1 made for the cuDNN %4 it loads now.")
                        .arg(framework, machine.shown(fitting.first()->libraryDir), variable, found);
        else
            todo << tr("Install cuDNN %1 where %2 finds it — exactly that version; a newer one does not do — or install a build of %2 made "
                       "for the cuDNN %3 it loads now (a newer %2 release accepts newer minor versions).")
                        .arg(fits, framework, found);
    } else if (shadowing) {
        todo << tr("Remove %1 from %2 where it is set (a shell profile such as ~/.bashrc, a conda activation "
                   "script, a job script; on Windows: System Properties > Environment Variables), open a new "
                   "terminal and start %3 again: it then loads the cuDNN it brings with it.")
                    .arg(machine.shown(shadowing->libraryDir), variable, framework);
        if (fitting.isEmpty())
            todo << tr("If %1 has no cuDNN of its own, update the cuDNN in %2 to %3 or newer of the same major "
                       "version instead.")
                        .arg(framework, machine.shown(shadowing->libraryDir), need);
    } else if (!paddle && !loaded.isEmpty()) {
        if (!fitting.isEmpty())
            todo << tr("Make %1 load the cuDNN in %2 instead of the one in %3 (for example by putting %2 first on "
                       "%4), or update the cuDNN in %3 to %5 or newer of the same major version.")
                        .arg(framework, machine.shown(fitting.first()->libraryDir), machine.folders(loaded), variable, need);
        else
            todo << tr("Update the cuDNN in %1 to %2 or newer of the same major version (cudnn-setup installs it), "
                       "or install a build of %3 made for cuDNN %4.")
                        .arg(machine.folders(loaded), need, framework, found);
    } else if (!paddle) {
        todo << tr("On the computer where the error happened, make %1 load a cuDNN of major version %2, %3 or "
                   "newer: take other cuDNN folders off %4, or install that cuDNN. cudnn-setup doctor, run there, "
                   "shows which copy programs load.")
                    .arg(framework, QString::number(needed.major()), need, variable);
    }
    cause.whatToDo = joinSentences(todo);
    return cause;
}

// ---- parts of two releases -------------------------------------------------------------------

ErrorCause CudnnReleaseCauses::mixedReleases(const PastedErrorMatch &m, const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    const bool symbol = m.code == QLatin1String("error-cudnn-undefined-symbol");
    const QString variable = machine.searchVariable();
    QStringList happened, todo;
    const bool procedure = m.code == QLatin1String("error-dll-procedure-not-found");
    if (procedure) {
        cause.title = tr("%1 was found, but a function it needs is missing (error 127): parts of two releases").arg(m.library);
        happened << LoaderCode::meaning(LoaderCode::kProcedureNotFound, m.library)
                 << tr("For cuDNN that means a part of another release was found first: a cuDNN DLL of another release in a folder "
                       "on PATH (the CUDA Toolkit's bin folder, where cuDNN is often copied, or a cuDNN folder of its own) while the "
                       "program's own copy has the rest, or an older cuBLAS or CUDA runtime DLL.");
        if (!m.modulePath.isEmpty())
            cause.evidence.append(tr("The file in the message: %1").arg(m.modulePath));
    } else if (symbol) {
        cause.title = tr("A cuDNN function (%1) is missing from the cuDNN that was loaded").arg(m.symbol);
        happened << tr("The program, or one cuDNN library loading another, needs the function %1 (from %2), and the "
                       "cuDNN library the loader gave it does not have it. Either that cuDNN is older than the one "
                       "the program was built with, or parts of two cuDNN releases were mixed.")
                        .arg(m.symbol, m.symbolVersion.isEmpty() ? QStringLiteral("cuDNN") : m.symbolVersion);
        // A cuDNN part that needs a versioned symbol of another cuDNN part: nothing is missing,
        // the two come from two releases (the loader's "version ... not defined in file ... with
        // link time reference" says so in its own words).
        if (PastedLibraryName::isCudnn(PastedLibraryName::fileName(m.library)) && m.symbolVersion.startsWith(QLatin1String("libcudnn"))
            && m.library != m.symbolVersion)
            happened << tr("Both %1 and %2 are parts of cuDNN, and each release has its own internal functions: %1 comes from one "
                           "cuDNN release and the %2 the loader found first from another. No part is missing; two releases are "
                           "mixed.")
                            .arg(m.library, m.symbolVersion);
        if (!m.modulePath.isEmpty())
            cause.evidence.append(tr("The file in the message: %1").arg(m.modulePath));
    } else {
        cause.title = tr("cuDNN loaded parts of two different releases");
        happened << tr("cuDNN is split into several libraries (libcudnn, libcudnn_ops, libcudnn_cnn, libcudnn_engines_*, ...) that "
                       "must all come from one release. CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH means that the main library found "
                       "a part of another release — typically because a cuDNN folder on LD_LIBRARY_PATH (or Path) supplies some "
                       "parts while the others come from a pip package's copy, or because two releases were unpacked into one "
                       "folder.");
    }

    // A folder whose files are of several releases, and a copy on the search variable beside
    // another copy of the same major that a Python package loads.
    const CudnnCopy *mixed = nullptr;
    for (const CudnnCopy &copy : machine.report().cudnnCopies)
        for (const CudnnCopyProblem &problem : copy.problemDetails)
            if (problem.kind == CudnnCopyProblem::Kind::MixedReleases && !mixed) {
                mixed = &copy;
                cause.evidence.append(tr("%1 holds files of several releases: %2")
                                          .arg(machine.shown(copy.libraryDir), problem.subjects.join(QStringLiteral("; "))));
            }
    const int major = m.cudnnMajor > 0 ? m.cudnnMajor : 9;
    const ErrorMachineFacts::Copies sameMajor = machine.copiesOfMajor(major);
    const CudnnCopy *onVariable = machine.firstOnSearchVariable(sameMajor);
    const CudnnCopy *package = nullptr;
    for (const CudnnCopy *copy : sameMajor)
        if (ErrorMachineFacts::isPythonPackage(*copy) && copy != onVariable && !package)
            package = copy;
    cause.addEvidence(machine.copyFacts(sameMajor));
    if (const std::optional<LoaderPick> pick = machine.pick(major))
        cause.evidence.append(machine.pickFact(*pick));
    cause.evidence.append(machine.searchVariableFact());

    if (onVariable && package && onVariable->bestVersion() != package->bestVersion()) {
        happened << tr("On this computer cuDNN %1 in %2 is on %3, and the Python package's cuDNN %4 is in %5: a "
                       "program using the package's copy can get parts from the folder on %3.")
                        .arg(onVariable->bestVersion().toStringOrUnknown(), machine.shown(onVariable->libraryDir), variable,
                             package->bestVersion().toStringOrUnknown(), machine.shown(package->libraryDir));
        todo << tr("Remove %1 from %2, so that the program takes every part from one copy, or update that copy to "
                   "the release of the other (%3).")
                    .arg(machine.shown(onVariable->libraryDir), variable, package->bestVersion().toStringOrUnknown());
    }
    if (mixed) {
        happened << tr("The folder %1 holds files of more than one cuDNN release.").arg(machine.shown(mixed->libraryDir));
        todo << tr("Install cuDNN into %1 again from one archive, after removing the libcudnn files of the other "
                   "release (cudnn-setup doctor reports the folder as copy-mixed-releases).")
                    .arg(machine.shown(mixed->libraryDir));
    }
    if (todo.isEmpty()) {
        todo << tr("Make sure that only one cuDNN release is on the program's search path: look for cuDNN folders "
                   "on %1 besides the program's own copy, and run cudnn-setup doctor where the error happened.")
                    .arg(variable);
        if (procedure)
            todo << tr("On Windows, where %1 lists every copy the search finds, in order.").arg(m.library.isEmpty() ? QStringLiteral("cudnn*.dll") : m.library);
        if (symbol)
            todo << tr("If there is only one, update it to the release the program was built with.");
    }
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = joinSentences(todo);
    return cause;
}

// ---- GPUs below compute capability 7.5 --------------------------------------------------------

ErrorCause CudnnReleaseCauses::gpuTooOld(const PastedErrorMatch &m, const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    const Version floor = m.computeCapability.isValid() ? m.computeCapability : Version{7, 5};
    const QString floorText = floor.toString();
    cause.title = tr("This cuDNN does not support GPUs below compute capability %1").arg(floorText);
    QStringList happened;
    happened << (m.found.isValid()
                     ? tr("cuDNN %1 and newer, and every cuDNN build for CUDA 13, no longer support GPUs below "
                          "compute capability %2.")
                           .arg(m.found.toString(), floorText)
                     : tr("New cuDNN releases, and every cuDNN build for CUDA 13, no longer support GPUs below "
                          "compute capability %1.")
                           .arg(floorText));
    if (floor == Version{7, 5})
        happened << tr("Those are the Maxwell, Pascal and Volta GPUs, for example GeForce GTX 10xx, Tesla P100 and V100.");
    const GpuInfo *oldest = nullptr;
    bool anyKnown = false;
    for (const GpuInfo &gpu : machine.report().gpus) {
        cause.evidence.append(CompatText::gpuEvidence(gpu));
        if (!gpu.computeCapability.isValid())
            continue;
        anyKnown = true;
        if (gpu.computeCapability < floor && (!oldest || gpu.computeCapability < oldest->computeCapability))
            oldest = &gpu;
    }
    if (oldest)
        happened << tr("%1 has compute capability %2.").arg(CompatText::gpuName(*oldest), oldest->computeCapability.toString());
    else if (anyKnown)
        happened << tr("The GPUs the scan found here have compute capability %1 or higher, so the message comes from "
                       "another computer.")
                        .arg(floorText);
    else
        happened << tr("The scan found no GPU here to compare with.");
    cause.whatHappened = joinSentences(happened);

    // The newest release that still supports the GPU, for CUDA 12 (CUDA 13 builds never do).
    const Version capability = oldest ? oldest->computeCapability : Version();
    CudnnConstraints constraints{machine.report().platform, 12, {}, std::nullopt, CompatMatrix::driverOsForPlatform(machine.report().platform)};
    if (capability.isValid())
        constraints.computeCapabilities.append(capability);
    const CudnnPick pick = capability.isValid() ? CompatMatrix::current().newestCudnn(constraints) : CudnnPick();
    if (pick.release) {
        const QString release = pick.release->version.truncated(3).toString();
        cause.whatToDo = tr("Use cuDNN %1, the newest release that still supports compute capability %2, in its build "
                            "for CUDA 12: cudnn-setup install --release %1 --cuda 12, or with pip "
                            "nvidia-cudnn-cu12==%1.*, with a framework build for CUDA 12. Builds for CUDA 13 do not "
                            "support this GPU.")
                             .arg(release, capability.toString());
    } else {
        cause.whatToDo = tr("On a GPU below compute capability %1, use a cuDNN release older than the one in the "
                            "message, in its build for CUDA 12, with a framework build for CUDA 12; builds for CUDA "
                            "13 do not support such GPUs.")
                             .arg(floorText);
    }
    return cause;
}

} // namespace cudnnsetup
