#include "core/doctor/pasted/NotCudnnCauses.h"

#include "core/compat/CompatMatrix.h"
#include "core/doctor/pasted/LoaderCode.h"
#include "core/model/Sentences.h"

#include <algorithm>

namespace cudnnsetup {

namespace {

using Group = QList<const PastedErrorMatch *>;

// The first non-empty value of a field over the group's messages.
template <typename Get>
auto firstOf(const Group &group, Get get) -> decltype(get(*group.first()))
{
    for (const PastedErrorMatch *m : group)
        if (const auto value = get(*m); !(value == decltype(value)()))
            return value;
    return {};
}

} // namespace

QString NotCudnnCauses::driverLibrarySentence(const QString &library, bool wsl)
{
    QString sentence = tr("%1 is the NVIDIA driver's own library (the CUDA driver API): it comes with the driver, not with the CUDA "
                          "Toolkit or cuDNN.")
                           .arg(library);
    if (library == QLatin1String("libcuda.so"))
        sentence = joinSentences(sentence, tr("The bare name libcuda.so, without .1, exists only where the driver's development link "
                                              "is installed; the driver itself installs libcuda.so.1."));
    if (wsl)
        sentence = joinSentences(sentence, tr("Under WSL the Windows driver provides it in /usr/lib/wsl/lib."));
    return sentence;
}

QString NotCudnnCauses::driverLibraryStep(bool wsl)
{
    if (wsl)
        return tr("Under WSL, install the NVIDIA driver on Windows only (no Linux driver inside WSL) and make sure /usr/lib/wsl/lib is "
                  "searched: it is listed in /etc/ld.so.conf.d/ld.so.wsl.conf (then sudo ldconfig), or add it with export "
                  "LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH. A program that asks for libcuda.so needs the link libcuda.so "
                  "-> libcuda.so.1 in a folder it searches.");
    return tr("Install the NVIDIA driver (the nvidia-driver package of your distribution, or NVIDIA's installer) and check that "
              "nvidia-smi works; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). "
              "A program that asks for the bare name libcuda.so needs the link libcuda.so -> libcuda.so.1 in the driver's library "
              "folder (sudo ln -s libcuda.so.1 libcuda.so there, then sudo ldconfig). Do not use the CUDA Toolkit's stubs/libcuda.so "
              "to run programs: it is only for linking.");
}

ErrorCause NotCudnnCauses::explain(const Group &group, const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    const PastedErrorMatch &main = *group.first();
    const QString &code = main.code;
    ErrorCause cause;
    if (code == QLatin1String("error-not-cudnn-paging-file"))
        cause = pagingFile(main);
    else if (code == QLatin1String("error-not-cudnn-memory"))
        cause = memory(group, machine);
    else if (code == QLatin1String("error-not-cudnn-illegal-memory-access"))
        cause = illegalMemoryAccess(machine);
    else if (code == QLatin1String("error-not-cudnn-device-assert"))
        cause = deviceAssert(group);
    else if (code == QLatin1String("error-not-cudnn-gpu-architecture"))
        cause = gpuArchitecture(group, machine, text);
    else if (code == QLatin1String("error-not-cudnn-framework-cpu-build"))
        cause = cpuBuild(main);
    else if (code == QLatin1String("error-not-cudnn-driver"))
        cause = driver(group, machine, text);
    else if (code == QLatin1String("error-not-cudnn-gpu-lost"))
        cause = gpuLost(machine);
    else if (code == QLatin1String("error-not-cudnn-nccl"))
        cause = nccl();
    else if (code == QLatin1String("error-not-cudnn-harmless-warning"))
        cause = harmless(group);
    else
        cause = unrelatedLibrary(main);
    cause.family = ErrorCause::Family::NotCudnn;
    return cause;
}

ErrorCause NotCudnnCauses::pagingFile(const PastedErrorMatch &m)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: Windows ran out of virtual memory (the paging file is too small)");
    QStringList happened;
    if (!m.library.isEmpty())
        happened << LoaderCode::meaning(LoaderCode::kPagingFileTooSmall, m.library);
    else
        happened << tr("Windows error 1455 (\"the paging file is too small\") means that Windows ran out of virtual memory.");
    happened << tr("The CUDA and cuDNN DLLs of a framework are large (cuDNN 8's cudnn_cnn_infer64_8.dll and cudnn_adv_infer64_8.dll "
                   "are hundreds of megabytes), and every process that imports the framework maps them again: data loader "
                   "workers, parallel environments and other child processes multiply that until the paging file cannot back it. "
                   "Nothing is wrong with the file, and nothing needs to be reinstalled.");
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = tr("Make the paging file larger (System Properties > Advanced > Performance Settings > Advanced > Virtual memory > "
                        "Change: let Windows manage the size, or set a larger one on a drive with free space) and restart Windows; or "
                        "start fewer processes that import the framework (a smaller num_workers for PyTorch's DataLoader, fewer "
                        "parallel environments), and close programs that use much memory.");
    if (!m.modulePath.isEmpty())
        cause.evidence << tr("The file in the message: %1").arg(m.modulePath);
    return cause;
}

ErrorCause NotCudnnCauses::memory(const Group &group, const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    const bool cublas = std::any_of(group.cbegin(), group.cend(), [](const PastedErrorMatch *m) { return m->framework == QLatin1String("cuBLAS"); });
    const bool plainOom = std::any_of(group.cbegin(), group.cend(), [](const PastedErrorMatch *m) { return m->framework != QLatin1String("cuBLAS"); });
    const QString asked = firstOf(group, [](const PastedErrorMatch &m) { return m.detail; });
    QStringList happened;
    if (cublas && !plainOom) {
        cause.title = tr("Not a cuDNN installation problem: cuBLAS could not start, almost always because the GPU's memory is used up");
        happened << tr("CUBLAS_STATUS_NOT_INITIALIZED when cuBLAS creates its handle (cublasCreate) means that cuBLAS could not set "
                       "itself up on the GPU; nearly always it could not allocate its workspace because the GPU's memory was already "
                       "used up, by this program or another one. cuBLAS and cuDNN are installed: they were loaded.");
    } else {
        cause.title = tr("Not a cuDNN installation problem: the GPU's memory is used up");
        happened << tr("The program asked the GPU for more memory than was free. CUDA and cuDNN are installed and working: the model, "
                       "the batch or the inputs are too large for the GPU's memory, or another process holds memory on it.");
    }
    if (!asked.isEmpty())
        happened << tr("The message says: %1.").arg(asked);
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = tr("Check with nvidia-smi which processes hold the GPU's memory and end the ones you do not need; use a smaller batch "
                        "size, smaller inputs or a smaller model (or half precision). In PyTorch, "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True reduces fragmentation; TensorFlow reserves all memory at "
                        "start unless tf.config.experimental.set_memory_growth is set.");
    cause.evidence = machine.driverAndGpuFacts();
    return cause;
}

ErrorCause NotCudnnCauses::illegalMemoryAccess(const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: code on the GPU accessed memory it does not own");
    cause.whatHappened = tr("\"An illegal memory access was encountered\" means that a GPU kernel read or wrote outside its memory: a bug "
                            "in the program, in a custom CUDA extension or in the framework, an index out of range, or now and then a "
                            "failing or overclocked GPU. CUDA reports it late, so the line in the traceback may not be where it "
                            "happened. An installation problem does not cause it, and after it every CUDA call of the process fails.");
    cause.whatToDo = tr("Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that fails, and check its inputs (indices, "
                        "shapes); update the framework and any custom CUDA extensions; if it happens at random places, run the GPU "
                        "without overclocking and watch its temperature.");
    cause.evidence = machine.driverAndGpuFacts();
    return cause;
}

ErrorCause NotCudnnCauses::deviceAssert(const Group &group)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: a check inside the framework's GPU code failed (device-side assert)");
    QStringList happened{tr("A device-side assert is a check in the framework's GPU code that failed, almost always because of the data: a "
                            "class label outside 0 to the number of classes minus one in a loss function, or an index outside an "
                            "embedding or a tensor. After it every CUDA call of the process fails.")};
    if (const QString check = firstOf(group, [](const PastedErrorMatch &m) { return m.detail; }); !check.isEmpty())
        happened << tr("The check that failed: %1.").arg(check);
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = tr("Check the labels and indices: the number of classes of the model must match the data (labels from 0 to the "
                        "number of classes minus one). Running once on the CPU, or with CUDA_LAUNCH_BLOCKING=1, gives a readable "
                        "error at the right line. Restart the program after the fix.");
    return cause;
}

ErrorCause NotCudnnCauses::gpuArchitecture(const Group &group, const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: the framework build has no code for this GPU");
    QStringList happened{tr("\"No kernel image is available for execution on the device\" (CUDA_ERROR_NO_BINARY_FOR_GPU) means that the "
                            "framework, or the CUDA code, was compiled for other GPU architectures than this GPU's. The build and the "
                            "GPU do not match; cuDNN has nothing to do with it.")};
    Version capability = firstOf(group, [](const PastedErrorMatch &m) { return m.computeCapability; });
    if (!capability.isValid())
        for (const GpuInfo &gpu : machine.report().gpus)
            if (gpu.computeCapability.isValid())
                capability = gpu.computeCapability;
    const ArchitectureRow *architecture = capability.isValid() ? CompatMatrix::current().architecture(capability) : nullptr;
    if (capability.isValid())
        happened << (architecture ? tr("The GPU has compute capability %1 (%2), which CUDA supports from CUDA %3 on.")
                                        .arg(capability.toString(), architecture->family, architecture->firstToolkit.toString())
                                  : tr("The GPU has compute capability %1.").arg(capability.toString()));
    if (const QString built = firstOf(group, [](const PastedErrorMatch &m) { return m.detail; }); !built.isEmpty())
        happened << tr("The build supports: %1.").arg(built);
    if (const int buildCuda = text.frameworkCudaMajor(); buildCuda > 0)
        happened << tr("The text names a framework build for CUDA %1.").arg(text.frameworkCudaBuilds.last().toString());
    cause.whatHappened = joinSentences(happened);
    if (architecture && architecture->firstToolkit.isValid())
        cause.whatToDo = tr("Install a build of the framework made for CUDA %1 or newer, which has code for compute capability %2 (for "
                            "PyTorch: the wheel for that CUDA version from pytorch.org, e.g. pip install torch --index-url "
                            "https://download.pytorch.org/whl/cu%3).")
                             .arg(architecture->firstToolkit.truncated(2).toString(), capability.toString(),
                                  QString::number(architecture->firstToolkit.major()) + QString::number(architecture->firstToolkit.minor()));
    else
        cause.whatToDo = tr("Install a framework build that supports the GPU: a newer release, built for a newer CUDA, for a new GPU (a "
                            "GeForce RTX 50 needs CUDA 12.8 builds); a release that still builds for it for an old GPU. For PyTorch, "
                            "torch.cuda.get_arch_list() shows the architectures of the installed build.");
    cause.evidence = machine.driverAndGpuFacts();
    return cause;
}

ErrorCause NotCudnnCauses::cpuBuild(const PastedErrorMatch &m)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: a CPU-only build of the framework is installed");
    cause.whatHappened = tr("\"%1\" means that the framework installed in that environment is its build without GPU support (pip's "
                            "default build on Windows, or a CPU-only package), so it does not use CUDA or cuDNN at all.")
                             .arg(m.excerpt.section(u'\n', 0, 0).trimmed().left(120));
    cause.whatToDo = tr("Uninstall it and install the GPU build in the same environment: for PyTorch the command from pytorch.org for your "
                        "CUDA version (pip install torch --index-url https://download.pytorch.org/whl/cu126, for example), for "
                        "PaddlePaddle the paddlepaddle-gpu package. Check with python -c \"import torch; print(torch.version.cuda)\".");
    return cause;
}

ErrorCause NotCudnnCauses::driver(const Group &group, const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    ErrorCause cause;
    const bool wsl = machine.wsl() || text.wsl;
    const QString library = firstOf(group, [](const PastedErrorMatch &m) { return m.library; });
    const QString words = firstOf(group, [](const PastedErrorMatch &m) { return m.detail; });
    const bool tooOld = words.contains(QLatin1String("insufficient")) || words.contains(QLatin1String("too old"));
    const bool mismatch = words.contains(QLatin1String("version mismatch"));
    QStringList happened;
    if (!library.isEmpty()) {
        cause.title = tr("Not a cuDNN installation problem: the NVIDIA driver's library %1 is not found").arg(library);
        happened << driverLibrarySentence(library, wsl);
        cause.whatToDo = driverLibraryStep(wsl);
    } else if (tooOld) {
        cause.title = tr("Not a cuDNN installation problem: the NVIDIA driver is too old for the CUDA version the program uses");
        happened << tr("\"CUDA driver version is insufficient for CUDA runtime version\" (CUDA error 35) means that the program's CUDA "
                       "runtime is newer than the driver supports. cuDNN is not involved.");
        cause.whatToDo = tr("Update the NVIDIA driver to one that supports the program's CUDA version (nvidia-smi shows, top right, the "
                            "newest CUDA the driver supports), or use a build of the program for an older CUDA.");
    } else if (mismatch) {
        cause.title = tr("Not a cuDNN installation problem: the NVIDIA driver and its kernel module are of different versions");
        happened << tr("The driver was updated while the old kernel module is still loaded.");
        cause.whatToDo = tr("Restart the computer.");
    } else {
        cause.title = tr("Not a cuDNN installation problem: the program found no working NVIDIA driver");
        happened << tr("The program found no NVIDIA driver, or no GPU through it (\"%1\"). Without the driver nothing of CUDA or cuDNN can "
                       "run; the cuDNN files are not the problem.")
                        .arg(words);
        cause.whatToDo = wsl ? driverLibraryStep(true)
                             : tr("Install the NVIDIA driver and check that nvidia-smi lists the GPU; in a container, start it with the "
                                  "GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A computer without an NVIDIA GPU "
                                  "must run the program on the CPU.");
    }
    cause.whatHappened = joinSentences(happened);
    cause.evidence = machine.driverAndGpuFacts();
    return cause;
}

ErrorCause NotCudnnCauses::gpuLost(const ErrorMachineFacts &machine)
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: the GPU stopped responding (it fell off the bus)");
    cause.whatHappened = tr("The driver lost contact with the GPU (\"fallen off the bus\", Xid 79): a hardware or power problem — the "
                            "power supply or its cables, the PCIe slot or a riser, overheating — or more rarely a driver fault. Nothing "
                            "in the software installation causes it.");
    cause.whatToDo = tr("Restart; check the GPU's power cables and seating, the power supply's capacity and the temperatures (nvidia-smi "
                        "-q -d TEMPERATURE,POWER); update the driver; if it happens again, try the card in another slot or computer.");
    cause.evidence = machine.driverAndGpuFacts();
    return cause;
}

ErrorCause NotCudnnCauses::nccl()
{
    ErrorCause cause;
    cause.title = tr("Not a cuDNN installation problem: NCCL, the library that connects the GPUs in distributed training, failed");
    cause.whatHappened = tr("NCCL carries data between GPUs and computers; its errors come from the network between the computers (an "
                            "unreachable address, the wrong network interface, a firewall), from shared memory limits in containers, "
                            "or from a GPU problem on one of the processes. cuDNN is not involved.");
    cause.whatToDo = tr("Run with NCCL_DEBUG=INFO to see the call that fails; between computers, set NCCL_SOCKET_IFNAME to the interface "
                        "they reach each other on and open the ports; in Docker, give the container more shared memory (--shm-size, or "
                        "--ipc=host).");
    return cause;
}

ErrorCause NotCudnnCauses::unrelatedLibrary(const PastedErrorMatch &m)
{
    ErrorCause cause;
    const QString name = m.library.isEmpty() ? tr("A library") : m.library;
    const bool module = !name.contains(u'.');   // a Python module ("numpy"), not a file
    cause.title = module ? tr("Not a cuDNN installation problem: the Python package %1 could not load its own DLLs").arg(name)
                         : tr("Not a cuDNN installation problem: %1 could not be loaded, and it is not part of CUDA or cuDNN").arg(name);
    QStringList happened;
    if (module)
        happened << tr("Python could not load a DLL of the package %1 (\"DLL load failed\"): a broken or mismatched installation of "
                       "that package, such as one built for another Python version or a 32-bit Python, or a missing Microsoft C++ "
                       "runtime.")
                        .arg(name);
    else if (name.startsWith(QLatin1String("libGL.so")))
        happened << tr("%1 is the system's OpenGL library, which OpenCV (cv2) loads; servers, WSL and containers often do not have it.").arg(name);
    else
        happened << tr("%1 is not part of CUDA, cuDNN or the NVIDIA driver.").arg(name);
    if (const QString meaning = LoaderCode::meaning(m.errorCode, name); !meaning.isEmpty())
        happened << meaning;
    cause.whatHappened = joinSentences(happened);
    if (module)
        cause.whatToDo = tr("Reinstall %1 in that environment (pip install --force-reinstall %1) with a 64-bit Python of a version it "
                            "supports, and install the Microsoft Visual C++ Redistributable (x64).")
                             .arg(name);
    else if (name.startsWith(QLatin1String("libGL.so")))
        cause.whatToDo = tr("Install the system's OpenGL library (Debian and Ubuntu: sudo apt install libgl1), or use the package "
                            "opencv-python-headless instead of opencv-python, which needs no OpenGL.");
    else if (m.errorCode == LoaderCode::kBadExecutable)
        cause.whatToDo = tr("Reinstall the package that brought %1 (for a file in torch\\lib, PyTorch: pip install --force-reinstall torch "
                            "with the index URL of its CUDA build); a 32-bit Python cannot load 64-bit DLLs.")
                             .arg(name);
    else
        cause.whatToDo = tr("Install the package that provides %1 (on Debian and Ubuntu, apt-file search %1 names it), or reinstall the "
                            "program or Python package that needs it.")
                             .arg(name);
    if (!m.modulePath.isEmpty())
        cause.evidence << tr("The file in the message: %1").arg(m.modulePath);
    return cause;
}

ErrorCause NotCudnnCauses::harmless(const Group &group)
{
    ErrorCause cause;
    cause.severity = Verdict::Severity::Info;
    QStringList plugins;
    for (const PastedErrorMatch *m : group)
        if (!m->detail.isEmpty() && !plugins.contains(m->detail))
            plugins.append(m->detail);
    cause.title = tr("Not a problem: TensorFlow's messages about registering its %1 plug-ins twice are harmless")
                      .arg(plugins.join(QStringLiteral(", ")));
    cause.whatHappened = tr("TensorFlow 2.14 to 2.16 print \"Unable to register cuDNN factory\" (and the same for cuFFT and cuBLAS) at every "
                            "start, at error level, because their plug-ins are registered a second time. They say nothing about the "
                            "installation: cuDNN was found. If the program fails, the cause is in other lines of its output.");
    cause.whatToDo = tr("Nothing, for these lines. If something does not work, look further in the output for the error that stopped the "
                        "program and paste that; TF_CPP_MIN_LOG_LEVEL=3 hides these messages.");
    return cause;
}

} // namespace cudnnsetup
