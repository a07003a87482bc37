#include "core/doctor/pasted/LoadFailureCauses.h"

#include "core/compat/CompatText.h"
#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/NotCudnnCauses.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/model/Sentences.h"
#include "core/probe/parsers/CudnnLibraryName.h"

#include <QFileInfo>

namespace cudnnsetup {

namespace {

bool isCudnnName(const QString &fileName)
{
    return parseCudnnLibraryName(fileName).has_value();
}

// The cuDNN versions the text names that are of another major than `major`, as "8.9, 8.6.0".
QString otherMajorsNamed(const PastedTextFacts &text, int major)
{
    QStringList others;
    for (const Version &version : text.cudnnVersions)
        if (major > 0 && version.major() != major)
            others.append(version.toString());
    return others.join(QStringLiteral(", "));
}

} // namespace

QString LoadFailureCauses::who(const PastedErrorMatch &m, bool startOfSentence)
{
    if (!m.framework.isEmpty())
        return m.framework;
    return startOfSentence ? tr("The program") : tr("the program");
}

// ---- cuDNN (or its part) not found -----------------------------------------------------------

void LoadFailureCauses::missingMajor(ErrorCause &cause, QStringList &happened, QStringList &todo, int major, const QString &writer,
                                     const ErrorMachineFacts &machine, const DoctorReport &doctor)
{
    const QString variable = machine.searchVariable();
    const QString majorText = QString::number(major);
    if (major <= 0) {
        cause.addEvidence(machine.copyFacts(machine.allCopies()));
        if (machine.report().cudnnCopies.isEmpty()) {
            cause.evidence.append(machine.noCudnnFact());
            happened << tr("The scan found no cuDNN on this computer.");
            todo << tr("Install cuDNN with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can "
                       "bring it as a package instead: pip install \"tensorflow[and-cuda]\", pip install \"jax[cuda12]\", or a CUDA "
                       "build of PyTorch.");
        } else {
            todo << tr("Run cudnn-setup doctor: it shows which cuDNN copy programs load here and why a copy is not found.");
        }
        return;
    }

    const std::optional<LoaderPick> pick = machine.pick(major);
    const ErrorMachineFacts::Copies sameMajor = machine.copiesOfMajor(major);
    cause.addEvidence(machine.copyFacts(sameMajor));
    if (pick) {
        cause.evidence.append(machine.pickFact(*pick));
        happened << tr("On this computer the loader does find it: a program asking for %1 gets %2. So the program "
                       "that failed ran with other settings than the scan saw (from another terminal, an IDE, a "
                       "service or job script, under sudo, in a container), or on another computer.")
                        .arg(pick->name, machine.shown(pick->file));
        todo << (machine.windows()
                     ? tr("Start the program from a new terminal (a program started before Path was changed keeps the old one), or set "
                          "Path in the program's launcher.")
                     : tr("Start the program from a terminal where LD_LIBRARY_PATH is as the scan saw it, or set it in the program's "
                          "launcher (the IDE's run configuration, the service unit, the job script). sudo drops LD_LIBRARY_PATH; pass it "
                          "on with: sudo env LD_LIBRARY_PATH=\"$LD_LIBRARY_PATH\" <command>"));
        return;
    }
    cause.evidence.append(machine.noPickFact(major));
    cause.evidence.append(machine.searchVariableFact());
    if (!sameMajor.isEmpty()) {
        happened << tr("cuDNN %1 is on this computer, in %2, but in a folder the loader does not search.")
                        .arg(majorText, machine.folders(sameMajor));
        todo << (doctor.hasFinding(QStringLiteral("cudnn-folder-not-searched"))
                     ? tr("Add %1 to %2, or run cudnn-setup doctor --fix cudnn-folder-not-searched, which does it "
                          "for new terminals.")
                           .arg(machine.shown(sameMajor.first()->libraryDir), variable)
                     : tr("Add %1 to %2 (in your shell profile, or on Windows with System Properties > Environment "
                          "Variables) and open a new terminal.")
                           .arg(machine.shown(sameMajor.first()->libraryDir), variable));
        return;
    }
    const QList<int> majors = machine.majors();
    if (!majors.isEmpty()) {
        QStringList others;
        for (int other : majors)
            others.append(QString::number(other));
        cause.addEvidence(machine.copyFacts(machine.allCopies()));
        happened << tr("This computer has cuDNN %1 only, and %2 needs cuDNN %3: each major version has its own "
                       "file names, so another major version does not count.")
                        .arg(others.join(QStringLiteral(", ")), writer, majorText);
        todo << tr("Install cuDNN %1 as well (it can sit side by side with cuDNN %2; cudnn-setup installs it), or "
                   "install a build of %3 made for cuDNN %2.")
                    .arg(majorText, others.last(), writer);
        return;
    }
    cause.evidence.append(machine.noCudnnFact());
    happened << tr("The scan found no cuDNN on this computer.");
    todo << tr("Install cuDNN %1 with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with "
               "pip can bring it as a package instead: pip install \"tensorflow[and-cuda]\", pip install "
               "\"jax[cuda12]\", or a CUDA build of PyTorch.")
                .arg(majorText);
}

ErrorCause LoadFailureCauses::notFound(const PastedErrorMatch &m, const ErrorMachineFacts &machine, const DoctorReport &doctor,
                                      const PastedTextFacts &text)
{
    ErrorCause cause;
    const QString writer = who(m);
    QStringList happened, todo;
    if (m.library.isEmpty()) {
        cause.title = tr("%1 could not find cuDNN").arg(writer);
        happened << (m.symbol.isEmpty() ? tr("%1 looked for the cuDNN library and did not find it.").arg(writer)
                                        : tr("%1 looked for the cuDNN library to call %2 in it, and did not find it.").arg(writer, m.symbol));
    } else if (m.errorCode != 0 && m.errorCode != LoaderCode::kModuleNotFound) {
        cause.title = tr("%1 could not load %2 (error %3)").arg(writer, m.library, QString::number(m.errorCode));
        happened << LoaderCode::meaning(m.errorCode, m.library);
    } else if (m.errorCode == LoaderCode::kModuleNotFound) {
        cause.title = tr("%1 could not load %2 (error 126)").arg(writer, m.library);
        happened << LoaderCode::meaning(m.errorCode, m.library);
        if (!m.modulePath.isEmpty())
            happened << tr("The message names the file %1, so the file may well be there and a DLL it needs is what is missing: for "
                           "cuDNN 8.3 to 9.1 usually zlibwapi.dll, else cuBLAS of its CUDA version or the Microsoft C++ runtime.")
                            .arg(m.modulePath);
    } else {
        cause.title = tr("%1 could not find %2").arg(writer, m.library);
        happened << tr("%1 asked the loader for %2, and none of the folders the loader searches holds it.").arg(writer, m.library);
    }
    if (const QString others = otherMajorsNamed(text, m.cudnnMajor); !others.isEmpty())
        happened << tr("The text names cuDNN %1: another major version than the cuDNN %2 that %3 needs, and each major version has its "
                       "own file names.")
                        .arg(others, QString::number(m.cudnnMajor), who(m, false));
    if (!m.searchPath.isEmpty())
        cause.evidence.append(tr("The LD_LIBRARY_PATH the program reported: %1").arg(m.searchPath));
    missingMajor(cause, happened, todo, m.cudnnMajor, who(m, false), machine, doctor);
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = joinSentences(todo);
    return cause;
}

ErrorCause LoadFailureCauses::subLibrary(const PastedErrorMatch &m, const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    ErrorCause cause;
    const std::optional<CudnnLibraryName> name = parseCudnnLibraryName(QFileInfo(m.library).fileName());
    const QString part = name ? name->subLibrary : m.library;
    const QString variable = machine.searchVariable();
    const bool wsl = machine.wsl() || text.wsl;
    cause.title = tr("cuDNN could not load its part %1").arg(m.library);
    QStringList happened, todo;
    happened << tr("cuDNN consists of a main library and parts (such as %1) that are loaded when they are first needed — by cuDNN "
                   "itself, or by a program that loads cuDNN's parts itself, such as CTranslate2 — through the same search path. "
                   "Loading %1 failed.")
                    .arg(m.library);
    const PastedLibraryName::Kind missing = m.missingFile.isEmpty() ? PastedLibraryName::Kind::Other : PastedLibraryName::kind(m.missingFile);
    const bool driverMissing = missing == PastedLibraryName::Kind::Driver;
    const bool dependencyMissing = !m.missingFile.isEmpty() && !isCudnnName(m.missingFile) && !driverMissing;
    if (driverMissing)
        happened << tr("The file the loader did not find is %1, which %2 needs.").arg(m.missingFile, m.library)
                 << NotCudnnCauses::driverLibrarySentence(m.missingFile, wsl);
    else if (dependencyMissing)
        happened << tr("The file the loader did not find is %1, which %2 needs. It is not part of cuDNN: it comes "
                       "with CUDA (the CUDA Toolkit, or NVIDIA's pip packages such as nvidia-cuda-nvrtc and "
                       "nvidia-cublas).")
                        .arg(m.missingFile, m.library);
    if (m.errorCode == LoaderCode::kModuleNotFound) {
        happened << LoaderCode::meaning(m.errorCode, m.library);
        if (m.detail.contains(QLatin1String("zlib")))
            happened << tr("The message says that zlib was loaded, so the DLL that is missing is another one: cuBLAS of the CUDA version "
                           "cuDNN was built for (cublas64_N.dll, cublasLt64_N.dll), or the Microsoft C++ runtime.");
        else
            happened << tr("For cuDNN 8.3 to 9.1 the DLL it needs is usually zlibwapi.dll; otherwise cuBLAS of the CUDA version, or the "
                           "Microsoft C++ runtime.");
        for (const Version &named : text.cudnnVersions)
            if (named.truncated(2) >= Version{8, 3} && named.truncated(2) < Version{9, 2}) {
                happened << tr("The text names cuDNN %1, which on Windows needs zlibwapi.dll.").arg(named.toString());
                break;
            }
    }
    if (const QString others = otherMajorsNamed(text, m.cudnnMajor); !others.isEmpty())
        happened << tr("The text names cuDNN %1, another major version than the cuDNN %2 that %3 belongs to: each major version has its "
                       "own file names, so that cuDNN does not count.")
                        .arg(others, QString::number(m.cudnnMajor), m.library);

    const ErrorMachineFacts::Copies sameMajor = machine.copiesOfMajor(m.cudnnMajor);
    ErrorMachineFacts::Copies incomplete;
    for (const CudnnCopy *copy : sameMajor)
        if (!copy->subLibraries().contains(part))
            incomplete.append(copy);
    cause.addEvidence(machine.copyFacts(sameMajor));
    if (const std::optional<LoaderPick> pick = machine.pick(m.cudnnMajor))
        cause.evidence.append(machine.pickFact(*pick));
    if (driverMissing)
        cause.addEvidence(machine.driverAndGpuFacts());
    if (!incomplete.isEmpty())
        happened << tr("The cuDNN %1 in %2 does not have %3: that copy is incomplete (often only the main library "
                       "was copied).")
                        .arg(incomplete.first()->bestVersion().toStringOrUnknown(), machine.shown(incomplete.first()->libraryDir), part);
    else if (!sameMajor.isEmpty())
        happened << tr("The cuDNN %1 copies on this computer have %2, so what is missing is a library it needs, or "
                       "the program loaded the main library from another folder (its own, or one on %3).")
                        .arg(QString::number(m.cudnnMajor), part, variable);
    else if (m.cudnnMajor > 0)
        happened << tr("There is no cuDNN %1 on this computer, so the message probably comes from another computer "
                       "or another environment.")
                        .arg(QString::number(m.cudnnMajor));

    if (driverMissing)
        todo << NotCudnnCauses::driverLibraryStep(wsl);
    if (dependencyMissing)
        todo << tr("Install %1 where the loader finds it: for a framework installed with pip the matching "
                   "nvidia-* package, otherwise the library folder of the CUDA Toolkit on %2.")
                    .arg(m.missingFile, variable);
    if (!incomplete.isEmpty())
        todo << tr("Copy every library file of the cuDNN release into %1, not only the main one (cudnn-setup "
                   "install puts the whole set in place).")
                    .arg(machine.shown(incomplete.first()->libraryDir));
    if (todo.isEmpty() && m.cudnnMajor > 0 && sameMajor.isEmpty() && m.missingFile.isEmpty() && m.errorCode == 0)
        todo << tr("Install cuDNN %1 where the program finds it (cudnn-setup installs it; a framework installed with pip can bring it as "
                   "the nvidia-cudnn-cu* package of its CUDA version), and put its library folder on %2.")
                    .arg(QString::number(m.cudnnMajor), variable);
    if (todo.isEmpty())
        todo << tr("Run cudnn-setup doctor: it checks the copy, the search path and what cuDNN needs (zlibwapi.dll, cuBLAS, the "
                   "Microsoft C++ runtime) and names what is missing.");
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = joinSentences(todo);
    return cause;
}


// ---- supporting messages on their own ----------------------------------------------------------

ErrorCause LoadFailureCauses::gpuDisabled(const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    cause.title = tr("TensorFlow did not find the GPU libraries it needs and runs on the CPU only");
    cause.whatHappened = tr("This message sums up the lines before it: each library TensorFlow could not load is named there, in a "
                            "line \"Could not load dynamic library '...'\". Those lines are not in the pasted text.");
    cause.whatToDo = tr("Paste the whole output of the program, from its start, to see which libraries are missing. On Linux, "
                        "TensorFlow 2.14 and newer bring CUDA and cuDNN with pip install \"tensorflow[and-cuda]\".");
    cause.addEvidence(machine.cudnnOverview());
    cause.evidence << machine.toolkitFacts();
    return cause;
}

ErrorCause LoadFailureCauses::initialisation(const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    ErrorCause cause;
    cause.title = tr("cuDNN was found but could not start");
    QStringList happened{tr("The program loaded cuDNN, but creating cuDNN's handle failed. The usual causes: the GPU memory is already "
                            "used up (by another process, or by the same program — TensorFlow reserves all of it by default), a cuDNN "
                            "that does not fit the program (an earlier line of the output then names the versions), or a driver too "
                            "old for the cuDNN build.")};
    if (text.gpuMemoryTotal > 0 && text.gpuMemoryFree >= 0) {
        const auto mib = [](qint64 bytes) { return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 0); };
        if (text.gpuMemoryFree * 10 < text.gpuMemoryTotal)
            happened << tr("The message says that only %1 MiB of the GPU's %2 MiB were free: the memory was used up, the likely cause "
                           "here.")
                            .arg(mib(text.gpuMemoryFree), mib(text.gpuMemoryTotal));
        else
            happened << tr("The message says that %1 MiB of the GPU's %2 MiB were free, so memory was not the problem: a cuDNN that does "
                           "not fit the program (another release found first, or a broken package) is the likely cause.")
                            .arg(mib(text.gpuMemoryFree), mib(text.gpuMemoryTotal));
    }
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = tr("Look for an earlier message about the cuDNN version and paste it too; check the GPU memory with nvidia-smi; in "
                        "TensorFlow, let it take memory as needed (tf.config.experimental.set_memory_growth); run cudnn-setup doctor "
                        "for the driver and the cuDNN copies.");
    cause.evidence.append(CompatText::driverEvidence(machine.report().driver));
    for (const GpuInfo &gpu : machine.report().gpus)
        cause.evidence.append(CompatText::gpuEvidence(gpu));
    cause.addEvidence(machine.cudnnOverview());
    return cause;
}

ErrorCause LoadFailureCauses::symbolNotLoaded(const PastedErrorMatch &m, const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    cause.title = tr("cuDNN's function %1 could not be loaded").arg(m.symbol);
    cause.whatHappened = tr("The program loads cuDNN itself and looks its functions up by name; %1 was not found because the cuDNN library "
                            "that holds it could not be loaded. The lines before this one (\"Unable to load any of …\", \"Could not "
                            "locate …\") name that file.")
                             .arg(m.symbol);
    cause.whatToDo = tr("Paste the lines before it too. Install the cuDNN major version the program was built for where the loader finds "
                        "it: CTranslate2 4.5 and newer (faster-whisper 1.1 and newer) need cuDNN 9 for CUDA 12, older releases cuDNN 8.");
    cause.addEvidence(machine.cudnnOverview());
    return cause;
}

ErrorCause LoadFailureCauses::executionFailed(const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    cause.title = tr("A cuDNN operation failed on the GPU (CUDNN_STATUS_EXECUTION_FAILED)");
    cause.whatHappened = tr("cuDNN was loaded and started, but a GPU kernel it launched failed. The usual causes: the framework build, or "
                            "the cuDNN it brings, has no code for this GPU (an old framework on a new GPU), the GPU's memory ran out, or "
                            "the driver is too old for that cuDNN build; more rarely a bug of that cuDNN release.");
    cause.whatToDo = tr("Run with CUDA_LAUNCH_BLOCKING=1 to find the operation; check that the framework build supports the GPU (PyTorch: "
                        "torch.cuda.get_arch_list()); update the driver and try a newer framework build. Turning cuDNN off for a test "
                        "(torch.backends.cudnn.enabled = False) shows whether cuDNN is involved at all.");
    cause.evidence = machine.driverAndGpuFacts();
    cause.addEvidence(machine.cudnnOverview());
    return cause;
}

// ---- ONNX Runtime ------------------------------------------------------------------------------

ErrorCause LoadFailureCauses::onnxRuntime(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine,
                                         const PastedTextFacts &text)
{
    ErrorCause cause;
    const PastedErrorMatch &main = *group.first();
    int cudnnMajor = main.cudnnMajor, cudaMajor = main.cudaMajor;
    for (const PastedErrorMatch *m : group) {
        cudnnMajor = cudnnMajor > 0 ? cudnnMajor : m->cudnnMajor;
        cudaMajor = cudaMajor > 0 ? cudaMajor : m->cudaMajor;
    }
    const QString variable = machine.searchVariable();
    QStringList happened, todo;
    if (main.code == QLatin1String("error-onnxruntime-provider-not-loaded"))
        cause.title = tr("ONNX Runtime could not load its CUDA provider (%1)")
                          .arg(QFileInfo(QString(main.modulePath).replace(u'\\', u'/')).fileName());
    else
        cause.title = tr("ONNX Runtime could not use the GPU and runs on the CPU");
    happened << tr("ONNX Runtime's GPU package does not bring cuDNN and CUDA with it: it needs them where Windows (Path) or the Linux "
                   "loader (LD_LIBRARY_PATH, ld.so.conf) finds them. When they are missing it cannot create the "
                   "CUDAExecutionProvider and runs on the CPU.");
    if (cudnnMajor > 0 && cudaMajor > 0)
        happened << tr("This ONNX Runtime build needs cuDNN %1 and CUDA %2.")
                        .arg(QString::number(cudnnMajor), QString::number(cudaMajor));
    if (main.errorCode == 126)
        happened << tr("Error 126 when loading %1 means that a DLL it needs was not found — cuDNN, the CUDA runtime "
                       "and cuBLAS, or the Microsoft C++ runtime — while the file itself is there.")
                        .arg(main.library);
    if (!main.missingFile.isEmpty())
        happened << tr("The file the loader did not find: %1.").arg(main.missingFile);
    const QString others = otherMajorsNamed(text, cudnnMajor);
    if (!others.isEmpty())
        happened << tr("The text names cuDNN %1: another major version than the cuDNN %2 this ONNX Runtime build needs, and it does not "
                       "count.")
                        .arg(others, QString::number(cudnnMajor));

    std::optional<LoaderPick> pick;
    if (cudnnMajor > 0) {
        pick = machine.pick(cudnnMajor);
        cause.addEvidence(machine.copyFacts(machine.copiesOfMajor(cudnnMajor)));
        cause.evidence.append(pick ? machine.pickFact(*pick) : machine.noPickFact(cudnnMajor));
    } else {
        cause.addEvidence(machine.cudnnOverview());
    }
    cause.evidence << machine.toolkitFacts() << machine.searchVariableFact();

    if (cudnnMajor > 0 && !pick)
        todo << (cudaMajor > 0 ? tr("Install cuDNN %1 for CUDA %2 and put its library folder on %3 (cudnn-setup does "
                                    "both).")
                                     .arg(QString::number(cudnnMajor), QString::number(cudaMajor), variable)
                               : tr("Install cuDNN %1 and put its library folder on %2 (cudnn-setup does both).")
                                     .arg(QString::number(cudnnMajor), variable));
    else
        todo << tr("Run cudnn-setup doctor: it checks that cuDNN, cuBLAS and (on Windows) the Microsoft C++ runtime are found.");
    if (!others.isEmpty())
        todo << tr("Or install an ONNX Runtime build made for the cuDNN major version that is there (on Jetson: NVIDIA's wheel for "
                   "your JetPack release).");
    todo << tr("If PyTorch is installed in the same Python environment, import torch before creating the ONNX Runtime session: ONNX "
               "Runtime then uses the cuDNN and CUDA libraries PyTorch has loaded.");
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = joinSentences(todo);
    return cause;
}

} // namespace cudnnsetup
