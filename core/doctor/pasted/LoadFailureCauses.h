// LoadFailureCauses: what a pasted "could not load" means on this machine — cuDNN or one of its
// parts not found, a CUDA library missing, ONNX Runtime's CUDA provider not loaded, a 32-bit DLL,
// zlibwapi.dll — and the supporting messages (TensorFlow running without its GPU libraries, cuDNN
// that could not start) when the lines that say why were not pasted. Each cause is tied to the
// copies, the loader's pick and the search variable of this machine (ErrorMachineFacts).
// LoadFailureCauses.cpp holds cuDNN not found, the supporting messages and ONNX Runtime;
// CudaLibraryLoadFailures.cpp the CUDA libraries; WindowsDllLoadFailures.cpp the 32-bit DLL and
// zlibwapi.dll.
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/doctor/pasted/ErrorMachineFacts.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedTextFacts.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class LoadFailureCauses
{
    Q_DECLARE_TR_FUNCTIONS(LoadFailureCauses)

public:
    // error-cudnn-library-not-found
    static ErrorCause notFound(const PastedErrorMatch &m, const ErrorMachineFacts &machine, const DoctorReport &doctor,
                               const PastedTextFacts &text);
    // error-cudnn-sublibrary-not-loaded
    static ErrorCause subLibrary(const PastedErrorMatch &m, const ErrorMachineFacts &machine, const PastedTextFacts &text);
    // error-cuda-library-not-found: every CUDA library of `group` in one cause. `alone`: the text tells
    // of no cuDNN problem, so this is "not a cuDNN installation problem" (error-not-cudnn-cuda-library).
    static ErrorCause cudaLibraries(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine,
                                    const PastedTextFacts &text, bool alone);
    // error-onnxruntime-*: the provider's requirement may come from another message of `group`.
    static ErrorCause onnxRuntime(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine,
                                  const PastedTextFacts &text);
    // error-dll-wrong-architecture
    static ErrorCause wrongArchitecture(const PastedErrorMatch &m);
    // error-zlibwapi-missing
    static ErrorCause zlib(const ErrorMachineFacts &machine, const PastedTextFacts &text);
    // error-tf-gpu-disabled, error-cudnn-initialization-failed and error-cudnn-symbol-not-loaded,
    // pasted without the lines before them.
    static ErrorCause gpuDisabled(const ErrorMachineFacts &machine);
    static ErrorCause initialisation(const ErrorMachineFacts &machine, const PastedTextFacts &text);
    static ErrorCause symbolNotLoaded(const PastedErrorMatch &m, const ErrorMachineFacts &machine);
    // error-cudnn-execution-failed
    static ErrorCause executionFailed(const ErrorMachineFacts &machine);

    // The one who wrote the message: "%1 could not find ..." at the start of a sentence, "... a
    // build of %1" inside one.
    static QString who(const PastedErrorMatch &m, bool startOfSentence = true);

private:
    // What this machine says about cuDNN `major` not being found: the sentence for "what
    // happened" and the step.
    static void missingMajor(ErrorCause &cause, QStringList &happened, QStringList &todo, int major, const QString &who,
                             const ErrorMachineFacts &machine, const DoctorReport &doctor);
};

} // namespace cudnnsetup
