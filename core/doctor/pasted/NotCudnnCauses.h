// NotCudnnCauses: the look-alikes — messages that arrive with cuDNN's name or at the same moment
// as cuDNN trouble and are something else — explained as "not a cuDNN installation problem" with
// the real cause and its own step: the GPU's memory, Windows' paging file, a kernel's illegal
// memory access or failed assert, a framework build without code for the GPU or without CUDA at
// all, the driver, a GPU that fell off the bus, NCCL, an unrelated library, and TensorFlow's
// harmless start-up messages. Codes error-not-cudnn-* (docs/doctor-json.md).
#pragma once

#include "core/doctor/pasted/ErrorMachineFacts.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedTextFacts.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class NotCudnnCauses
{
    Q_DECLARE_TR_FUNCTIONS(NotCudnnCauses)

public:
    // The cause of a group whose main message has an error-not-cudnn-* code.
    static ErrorCause explain(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine, const PastedTextFacts &text);

    // What to do about the NVIDIA driver's own library (libcuda.so, libcuda.so.1) not being found:
    // it comes with the driver, never with the CUDA Toolkit; on WSL from /usr/lib/wsl/lib.
    static QString driverLibraryStep(bool wsl);
    static QString driverLibrarySentence(const QString &library, bool wsl);

private:
    static ErrorCause pagingFile(const PastedErrorMatch &m);
    static ErrorCause memory(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine);
    static ErrorCause illegalMemoryAccess(const ErrorMachineFacts &machine);
    static ErrorCause deviceAssert(const QList<const PastedErrorMatch *> &group);
    static ErrorCause gpuArchitecture(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine, const PastedTextFacts &text);
    static ErrorCause cpuBuild(const PastedErrorMatch &m);
    static ErrorCause driver(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine, const PastedTextFacts &text);
    static ErrorCause gpuLost(const ErrorMachineFacts &machine);
    static ErrorCause nccl();
    static ErrorCause unrelatedLibrary(const PastedErrorMatch &m);
    static ErrorCause harmless(const QList<const PastedErrorMatch *> &group);
};

} // namespace cudnnsetup
