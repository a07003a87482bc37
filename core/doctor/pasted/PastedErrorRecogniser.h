// PastedErrorRecogniser: finds the known cuDNN-related messages of the frameworks (PyTorch,
// TensorFlow, JAX/XLA, ONNX Runtime, PaddlePaddle, CTranslate2), of cuDNN itself and of the Linux
// and Windows loaders in text a user pasted, and reads the versions and names out of them; and
// the messages that look like cuDNN trouble but are not (out of memory, a paging file too small,
// a GPU the framework was not built for, the driver, an unrelated library: the error-not-cudnn-*
// codes). Each message has a stable code (docs/doctor-json.md, "Pasted error messages");
// ErrorTextDiagnosis explains them. Pure: text in, matches out.
//
// Messages are read by their structure more than by one framework's exact words: a library name
// (PastedLibraryName says what it is) next to a load failure ("could not load", "could not
// locate", "cannot open shared object file", "Error loading", "which is missing", ...), a
// Windows loader code (LoaderCode: 126, 127, 193, 1455, also when only Windows' words in the
// language of Windows give it), version tuples and CUDNN_VERSION integers. The English lines are
// found wherever they sit — in a Python traceback, in a Chinese forum post, after a progress bar
// or a log prefix, hard-wrapped by a console (PastedErrorText::normalise is applied first, and
// recognise() joins hard wraps itself).
#pragma once

#include "core/model/Version.h"

#include <QList>
#include <QString>

namespace cudnnsetup {

// One recognised message. Fields a message does not carry stay empty, 0 or invalid.
struct PastedErrorMatch
{
    QString code;               // stable, e.g. "error-torch-cudnn-version-mismatch"
    QString excerpt;            // the line(s) recognised, as pasted (normalised), at most ~600 characters
    int line = 0;               // where the message starts in the pasted text, 1-based
    QString framework;          // who wrote it: "PyTorch", "TensorFlow", "JAX", "TensorFlow or JAX",
                                // "ONNX Runtime", "PaddlePaddle", "cuDNN"; empty when the text does not say
    Version builtWith;          // the cuDNN the program was compiled with
    Version found;              // the cuDNN it found at run time
    Version minimum;            // the lowest cuDNN it accepts, where the message says (JAX)
    QString library;            // the file asked for: libcudnn.so.8, cudnn_ops_infer64_8.dll, zlibwapi.dll
    QString missingFile;        // the file the loader could not find when it is not `library` itself
                                // (cuDNN's sub-library found, but a library it needs not)
    int cudnnMajor = 0;         // from the library name, or "Require cuDNN 9.*"
    int cudaMajor = 0;          // "CUDA 12.*" (ONNX Runtime)
    QString symbol;             // an undefined symbol: cudnnGetVersion
    QString symbolVersion;      // the ELF version node of that symbol: libcudnn_ops.so.9
    int errorCode = 0;          // Windows: 126 (a module not found), 127 (a procedure not found), 193 (not a
                                // valid Win32 application), 1455 (the paging file is too small); from the
                                // number, or from Windows' own words where the message gives only those
    QString modulePath;         // the full path of the file that failed to load, where the message gives it
                                // (for a dependency that is missing: the file that needed it)
    QString searchPath;         // the LD_LIBRARY_PATH the program reported, where it did (TensorFlow)
    Version computeCapability;  // the "SM < 7.5" floor: 7.5; the GPU's "sm_86" for a GPU a build does not cover

    // Which cuDNN releases the program accepts, as its own check words it (a version mismatch).
    enum class VersionRule {
        Unknown,
        NewerMinorAccepted,   // the same major version and the same or a newer minor (cuDNN 7 and later)
        SameMinorOnly,        // exactly the major.minor it was built with (cuDNN 6 and older, TensorFlow
                              // 1.4 and older's "compatibility version" check)
        SameReleaseOnly,      // exactly the release it was built with (PyTorch 0.4's "version mismatch")
        AtLeastMinimum,       // its `minimum` or newer (JAX)
    };
    VersionRule versionRule = VersionRule::Unknown;
    QString detail;             // what else the message says that matters, in its words ("Tried to allocate
                                // 496.00 MiB", "supports sm_37 sm_50 sm_60 sm_70"); empty when nothing

    // Not a cuDNN installation problem: the codes error-not-cudnn-*.
    bool isNotCudnn() const;

    // A supporting message says that something failed and leaves the why to the lines before it
    // ("DNN library initialization failed", "Cannot dlopen some GPU libraries").
    bool isSupporting() const;
};

class PastedErrorRecogniser
{
public:
    // More than this many recognised messages are not listed (a loop printing the same warning).
    static constexpr int kMaxMatches = 200;

    // Every recognised message in `text` (already normalised), in text order. Where two
    // recognised messages overlap, the more specific one is kept ("undefined symbol: cudnnX,
    // version libcudnn_ops.so.9" inside "Could not load library ..."). Never throws, asserts or
    // aborts, whatever the text.
    static QList<PastedErrorMatch> recognise(const QString &text);

    // The site-packages (or dist-packages) folder of the Python environment the text's traceback
    // runs in: "/home/u/venv/lib/python3.11/site-packages", "C:\Users\u\anaconda3\Lib\site-packages";
    // empty when the text names none.
    static QString pythonEnvironment(const QString &text);

    // A version as the frameworks print it: "9.1.0", "(9, 1, 0)", or CUDNN_VERSION's integer
    // (8907 -> 8.9.7, 90100 -> 9.1.0). Invalid for anything else.
    static Version pastedVersion(QStringView token);

    // The stable key of a version rule for the JSON ("newer-minor", "same-minor", "same-release",
    // "minimum"; "" when unknown).
    static QString versionRuleKey(PastedErrorMatch::VersionRule rule);
};

} // namespace cudnnsetup
