// The structure the recogniser reads messages by, each rule on the smallest input that shows it:
// what a library name is, what the Windows loader's codes mean (also when only Windows' words in
// the language of Windows give them), the sibling wordings of one failure, glibc's symbol
// version errors, the paste noise that must not hide a message (hard wraps, Markdown, boxes,
// progress bars, log prefixes, mojibake), the look-alikes and their codes, and the facts the
// text gives outside the messages.
#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedErrorText.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/doctor/pasted/PastedTextFacts.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

QList<PastedErrorMatch> recognised(const QString &pasted)
{
    return PastedErrorRecogniser::recognise(PastedErrorText::normalise(pasted));
}

// The only message recognised in `pasted`; a default match (empty code) when there is not exactly one.
PastedErrorMatch only(const QString &pasted)
{
    const QList<PastedErrorMatch> matches = recognised(pasted);
    EXPECT_EQ(matches.size(), 1) << pasted.toStdString();
    return matches.size() == 1 ? matches.first() : PastedErrorMatch();
}

QStringList codesOf(const QList<PastedErrorMatch> &matches)
{
    QStringList codes;
    for (const PastedErrorMatch &match : matches)
        codes << match.code;
    return codes;
}

TEST(PastedErrorStructureTest, LibraryNamesSayWhatTheLibraryIs)
{
    using Kind = PastedLibraryName::Kind;
    const QList<std::pair<const char *, Kind>> names = {
        {"libcudnn.so.9", Kind::CudnnMain},         {"cudnn64_8.dll", Kind::CudnnMain},
        {"CUDNN64_8.DLL", Kind::CudnnMain},         {"libcudnn.so", Kind::CudnnMain},
        {"libcudnn_ops.so.9.1.0", Kind::CudnnPart}, {"cudnn_cnn_infer64_8.dll", Kind::CudnnPart},
        {"zlibwapi.dll", Kind::Zlib},               {"libcublasLt.so.11", Kind::Cuda},
        {"cublasLt64_12.dll", Kind::Cuda},          {"cudart64_110.dll", Kind::Cuda},
        {"libnvrtc-builtins.so.12.8", Kind::Cuda},  {"libnvJitLink.so.12", Kind::Cuda},
        {"libcusolver.so.11", Kind::Cuda},          {"libcuda.so", Kind::Driver},
        {"libcuda.so.1", Kind::Driver},             {"nvcuda.dll", Kind::Driver},
        {"libonnxruntime_providers_cuda.so", Kind::OnnxRuntimeProvider},
        {"onnxruntime_providers_cuda.dll", Kind::OnnxRuntimeProvider},
        {"libnvinfer.so.7", Kind::Optional},        {"libGL.so.1", Kind::Other},
        {"fbgemm.dll", Kind::Other},
    };
    for (const auto &[name, kind] : names)
        EXPECT_EQ(PastedLibraryName::kind(QString::fromLatin1(name)), kind) << name;

    // The CUDA version in a name, where the name tells it.
    const QList<std::pair<const char *, int>> cuda = {
        {"libcudart.so.11.0", 11}, {"cudart64_110.dll", 11},  {"cudart64_101.dll", 10},          {"cudart64_90.dll", 9},
        {"cublasLt64_12.dll", 12}, {"libcublas.so.10", 10},   {"nvrtc64_120_0.dll", 12},         {"libnvrtc-builtins.so.12.8", 12},
        {"libcusolver.so.11", 0},  {"libcufft.so.10", 0},     {"libcudnn.so.9", 0},
    };
    for (const auto &[name, major] : cuda)
        EXPECT_EQ(PastedLibraryName::cudaMajor(QString::fromLatin1(name)), major) << name;
    EXPECT_EQ(PastedLibraryName::cudnnMajor(u"cudnn_ops64_9.dll"), 9);
    EXPECT_EQ(PastedLibraryName::cudnnMajor(u"libcudnn.so.5"), 5);
    EXPECT_EQ(PastedLibraryName::cudnnMajor(u"libcudnn.so"), 0);
    EXPECT_EQ(PastedLibraryName::fileName(QStringLiteral("C:\\x\\torch\\lib\\cudnn64_9.dll\"")), QStringLiteral("cudnn64_9.dll"));
}

TEST(PastedErrorStructureTest, WindowsWordsGiveTheLoaderCode)
{
    const QList<std::pair<const char16_t *, int>> words = {
        {u"The specified module could not be found.", 126},           {u"找不到指定的模块。", 126},
        {u"Не найден указанный модуль.", 126},                         {u"Das angegebene Modul wurde nicht gefunden.", 126},
        {u"The specified procedure could not be found.", 127},        {u"La procédure spécifiée est introuvable.", 127},
        {u"找不到指定的程序。", 127},                                   {u"%1 is not a valid Win32 application.", 193},
        {u"%1 不是有效的 Win32 应用程序。", 193},                       {u"The paging file is too small for this operation", 1455},
        {u"页面文件太小，无法完成操作。", 1455},                          {u"Access is denied.", 0},
    };
    for (const auto &[text, code] : words)
        EXPECT_EQ(LoaderCode::fromWindowsWords(QStringView(text)), code) << QString::fromUtf16(text).toStdString();

    // What each code means names the code and the file.
    for (int code : {126, 127, 193, 1455}) {
        const QString meaning = LoaderCode::meaning(code, QStringLiteral("cudnn_cnn_infer64_8.dll"));
        EXPECT_TRUE(meaning.contains(QString::number(code)) && meaning.contains(QStringLiteral("cudnn_cnn_infer64_8.dll"))) << code;
    }
    EXPECT_TRUE(LoaderCode::meaning(127, QStringLiteral("x.dll")).contains(QStringLiteral("two different releases")));
    EXPECT_TRUE(LoaderCode::meaning(1455, QStringLiteral("x.dll")).contains(QStringLiteral("not a missing or broken file")));
    EXPECT_TRUE(LoaderCode::meaning(5, QStringLiteral("x.dll")).isEmpty());
}

TEST(PastedErrorStructureTest, TheLoaderCodeDecidesWhatAFailedCudnnDllMeans)
{
    // 127: found, but parts of two releases.
    PastedErrorMatch m = only(QStringLiteral("Could not load library cudnn_cnn_infer64_8.dll. Error code 127"));
    EXPECT_EQ(m.code, QStringLiteral("error-dll-procedure-not-found"));
    EXPECT_EQ(m.errorCode, 127);
    EXPECT_EQ(m.cudnnMajor, 8);
    m = only(QStringLiteral("OSError: [WinError 127] La procédure spécifiée est introuvable. Error loading "
                            "\"E:\\kohya\\venv\\lib\\site-packages\\torch\\lib\\cudnn_adv_infer64_8.dll\" or one of its dependencies."));
    EXPECT_EQ(m.code, QStringLiteral("error-dll-procedure-not-found"));
    EXPECT_EQ(m.framework, QStringLiteral("PyTorch"));
    // Only Windows' words, no number.
    m = only(QStringLiteral("The specified procedure could not be found. Error loading \"C:\\py\\torch\\lib\\cudnn_adv_infer64_8.dll\" or "
                            "one of its dependencies."));
    EXPECT_EQ(m.code, QStringLiteral("error-dll-procedure-not-found"));
    EXPECT_EQ(m.errorCode, 127);
    // 126 on cuDNN's main DLL, with the path and the major.
    m = only(QStringLiteral("OSError: [WinError 126] The specified module could not be found. Error loading "
                            "\"D:\\FramePack\\venv\\lib\\site-packages\\torch\\lib\\cudnn64_9.dll\" or one of its dependencies."));
    EXPECT_EQ(m.code, QStringLiteral("error-cudnn-library-not-found"));
    EXPECT_EQ(m.errorCode, 126);
    EXPECT_EQ(m.cudnnMajor, 9);
    EXPECT_EQ(m.modulePath, QStringLiteral("D:\\FramePack\\venv\\lib\\site-packages\\torch\\lib\\cudnn64_9.dll"));
    // 193: zlibwapi.dll in 32 bits.
    m = only(QStringLiteral("Could not load library zlibwapi.dll. Error code 193. Please verify that the library is built correctly for your "
                            "processor architecture (32-bit, 64-bit)"));
    EXPECT_EQ(m.code, QStringLiteral("error-dll-wrong-architecture"));
    EXPECT_EQ(m.library, QStringLiteral("zlibwapi.dll"));
    // 193 on a CUDA DLL is CUDA's, not cuDNN's.
    m = only(QStringLiteral("OSError: [WinError 193] %1 不是有效的 Win32 应用程序。 Error loading "
                            "\"D:\\Python311\\Lib\\site-packages\\torch\\lib\\cublas64_12.dll\" or one of its dependencies."));
    EXPECT_EQ(m.code, QStringLiteral("error-cuda-library-not-found"));
    EXPECT_EQ(m.errorCode, 193);
    EXPECT_EQ(m.cudaMajor, 12);
    // 1455 is memory, whatever the file: one look-alike, and no cuDNN code from the same lines.
    const QList<PastedErrorMatch> paging = recognised(QStringLiteral(
        "OSError: [WinError 1455] The paging file is too small for this operation to complete\n"
        "Error loading \"E:\\Anaconda\\envs\\py37\\lib\\site-packages\\torch\\lib\\cudnn_cnn_train64_8.dll\" or one of its dependencies."));
    EXPECT_EQ(codesOf(paging), QStringList{QStringLiteral("error-not-cudnn-paging-file")});
    EXPECT_EQ(paging.value(0).library, QStringLiteral("cudnn_cnn_train64_8.dll"));
    EXPECT_EQ(paging.value(0).errorCode, 1455);
    // PaddlePaddle's dynamic loader gives the code in its own words.
    m = only(QStringLiteral("RuntimeError: (PreconditionNotMet) The third-party dynamic library (cudnn64_8.dll) that Paddle depends on is "
                            "not configured correctly. (error code is 126)"));
    EXPECT_EQ(m.code, QStringLiteral("error-cudnn-library-not-found"));
    EXPECT_EQ(m.errorCode, 126);
    EXPECT_EQ(m.framework, QStringLiteral("PaddlePaddle"));
}

TEST(PastedErrorStructureTest, GlibcSymbolVersionErrorsNameTheFailingLibrary)
{
    PastedErrorMatch m = only(QStringLiteral(
        "Could not load library libcudnn_cnn_train.so.8. Error: /usr/local/cuda-11.1/lib64/libcudnn_ops_train.so.8: symbol "
        "_Z22cudnnGenericOpTensorNdILi3EE13cudnnStatus_tP12cudnnContext, version libcudnn_ops_infer.so.8 not defined in file "
        "libcudnn_ops_infer.so.8 with link time reference"));
    EXPECT_EQ(m.code, QStringLiteral("error-cudnn-undefined-symbol"));
    EXPECT_EQ(m.library, QStringLiteral("libcudnn_cnn_train.so.8"));
    EXPECT_EQ(m.modulePath, QStringLiteral("/usr/local/cuda-11.1/lib64/libcudnn_ops_train.so.8"));
    EXPECT_EQ(m.symbolVersion, QStringLiteral("libcudnn_ops_infer.so.8"));
    EXPECT_EQ(m.cudnnMajor, 8);
    m = only(QStringLiteral("python3: relocation error: /data/nvidia/cudnn/lib/libcudnn_cnn_infer.so.8: symbol "
                            "_Z20traceback_iretf_implPKcRKN5cudnn16InternalStatus_tEb, version **libcudnn_ops_infer.so.8** not defined "
                            "in file **libcudnn_ops_infer.so.8** with link time reference."));
    EXPECT_EQ(m.library, QStringLiteral("libcudnn_cnn_infer.so.8"));
    EXPECT_EQ(m.symbol, QStringLiteral("_Z20traceback_iretf_implPKcRKN5cudnn16InternalStatus_tEb"));
    m = only(QStringLiteral("python: symbol lookup error:  \"../envs/x/lib/python3.10/site-packages/nvidia/cudnn/lib/libcudnn_cnn_infer.so.8: "
                            "undefined symbol: _ZN11nvrtcHelper4loadEb, version libcudnn_ops_infer.so.8"));
    EXPECT_EQ(m.library, QStringLiteral("libcudnn_cnn_infer.so.8"));
    EXPECT_EQ(m.symbolVersion, QStringLiteral("libcudnn_ops_infer.so.8"));
    // Spaces where the paste had them: "... .so.8 :undefined symbol: X , version N".
    m = only(QStringLiteral("Could not load library libcudnn_cnn_train.so.8.     Error: /e/lib/libcudnn_ops_train.so.8 :undefined symbol: "
                            "_ZN5cudnn3ops26JoinInternalPriorityStreamEP12cudnnContexti , version libcudnn_ops_infer.so.8"));
    EXPECT_EQ(m.library, QStringLiteral("libcudnn_cnn_train.so.8"));
    EXPECT_EQ(m.symbolVersion, QStringLiteral("libcudnn_ops_infer.so.8"));
}

TEST(PastedErrorStructureTest, SiblingWordingsOfOneFailure)
{
    struct Case
    {
        const char16_t *text;
        const char *code;
        const char *library;
    };
    const QList<Case> cases = {
        {u"Could not locate cudnn_ops_infer64_8.dll. Please make sure it is in your library path!", "error-cudnn-sublibrary-not-loaded",
         "cudnn_ops_infer64_8.dll"},
        {u"⠴ Transcribing... 0:00:00Could not locate cudnn_ops64_9.dll. Please make sure it is in your library path!",
         "error-cudnn-sublibrary-not-loaded", "cudnn_ops64_9.dll"},
        {u"I tensorflow/stream_executor/dso_loader.cc:126] Couldn't open CUDA library libcudnn.so.5. LD_LIBRARY_PATH: /usr/local/cuda-8.0/lib64",
         "error-cudnn-library-not-found", "libcudnn.so.5"},
        {u"I tensorflow/stream_executor/cuda/cuda_dnn.cc:1062] Unable to load cuDNN DSO.", "error-cudnn-library-not-found", ""},
        {u"Unable to load any of {libcudnn_cnn.so.9.1.0, libcudnn_cnn.so.9.1, libcudnn_cnn.so.9, libcudnn_cnn.so}",
         "error-cudnn-sublibrary-not-loaded", "libcudnn_cnn.so.9"},
        {u"Successfully loaded cudnn_ops64_9.dll without its dependencies. Successfully loaded zlib independently. Unknown dll missing.",
         "error-cudnn-sublibrary-not-loaded", "cudnn_ops64_9.dll"},
        {u"Error: Cannot load cudnn shared library. Cannot invoke method cudnnGetVersion at (/paddle/paddle/fluid/platform/dynload/cudnn.cc:63)",
         "error-cudnn-library-not-found", ""},
        {u"F0531 DynamicLoader.cpp:104] Check failed: nullptr != *dso_handle Failed to find dynamic library: libcudnn.so (libcudnn.so: "
         u"cannot open shared object file: No such file or directory)",
         "error-cudnn-library-not-found", "libcudnn.so"},
        {u"ImportError: libcudnn_ops.so.9: cannot open shared object file: No such file or directory", "error-cudnn-sublibrary-not-loaded",
         "libcudnn_ops.so.9"},
    };
    for (const Case &c : cases) {
        const QString text = QString::fromUtf16(c.text);
        const PastedErrorMatch m = only(text);
        EXPECT_EQ(m.code, QLatin1String(c.code)) << text.toStdString();
        EXPECT_EQ(m.library, QLatin1String(c.library)) << text.toStdString();
    }
    EXPECT_EQ(only(QStringLiteral("Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1, libcudnn_ops.so.9, libcudnn_ops.so}"))
                  .builtWith,
              (Version{9, 1, 0}));
    EXPECT_EQ(only(QStringLiteral("Couldn't open CUDA library libcudnn.so.5. LD_LIBRARY_PATH: /usr/local/cuda-8.0/lib64")).searchPath,
              QStringLiteral("/usr/local/cuda-8.0/lib64"));
    EXPECT_EQ(only(QStringLiteral("Cannot load cudnn shared library. Cannot invoke method cudnnGetVersion.")).symbol, QStringLiteral("cudnnGetVersion"));

    // CTranslate2's supporting line names the function it could not load.
    const QList<PastedErrorMatch> ct2 = recognised(QStringLiteral("Could not locate cudnn_ops64_9.dll. Please make sure it is in your library "
                                                                  "path!\nInvalid handle. Cannot load symbol cudnnCreateTensorDescriptor"));
    EXPECT_EQ(codesOf(ct2), (QStringList{QStringLiteral("error-cudnn-sublibrary-not-loaded"), QStringLiteral("error-cudnn-symbol-not-loaded")}));
    EXPECT_EQ(ct2.value(1).symbol, QStringLiteral("cudnnCreateTensorDescriptor"));
    EXPECT_TRUE(ct2.value(1).isSupporting());

    // ONNX Runtime 1.20's "which depends on … which is missing", its words in between as mojibake.
    const PastedErrorMatch ort = only(QStringLiteral(
        "[ONNXRuntimeError] : 1 : FAIL : Error loading \"E:\\AI\\venv\\Lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll\" "
        "N0Rc歔剉!jWW0\")n \"cudnn64_9.dll\" which is missing. (Error 126: \"~b"));
    EXPECT_EQ(ort.code, QStringLiteral("error-onnxruntime-provider-not-loaded"));
    EXPECT_EQ(ort.library, QStringLiteral("cudnn64_9.dll"));
    EXPECT_EQ(ort.errorCode, 126);
    EXPECT_EQ(ort.cudnnMajor, 9);
    EXPECT_EQ(ort.framework, QStringLiteral("ONNX Runtime"));
    // The same when a CUDA library is what is missing: CUDA's code, with the CUDA version.
    const PastedErrorMatch cublas = only(QStringLiteral(
        "FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: "
        "No such file or directory"));
    EXPECT_EQ(cublas.code, QStringLiteral("error-cuda-library-not-found"));
    EXPECT_EQ(cublas.library, QStringLiteral("libcublasLt.so.11"));
    EXPECT_EQ(cublas.cudaMajor, 11);
}

TEST(PastedErrorStructureTest, TheWordingOfAVersionCheckSaysWhichReleasesItAccepts)
{
    using Rule = PastedErrorMatch::VersionRule;
    // TensorFlow 1.4 and older: "compatibility versions" equal, a newer minor refused too.
    PastedErrorMatch m = only(QStringLiteral("Loaded runtime CuDNN library: 7301 (compatibility version 7300) but source was compiled with 7003 "
                                             "(compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match."));
    EXPECT_EQ(m.found, (Version{7, 3, 1}));
    EXPECT_EQ(m.builtWith, (Version{7, 0, 3}));
    EXPECT_EQ(m.versionRule, Rule::SameMinorOnly);
    EXPECT_EQ(m.framework, QStringLiteral("TensorFlow"));
    // TensorFlow 1.5 to 1.x: the same minor below cuDNN 7, the same or a newer one from 7 on.
    const QString middle = QStringLiteral("E tensorflow/stream_executor/cuda/cuda_dnn.cc:320] Loaded runtime CuDNN library: %1 but source was "
                                          "compiled with: %2.  CuDNN library major and minor version needs to match or have higher minor "
                                          "version in case of CuDNN 7.0 or later version.");
    EXPECT_EQ(only(middle.arg(QStringLiteral("7.5.0"), QStringLiteral("7.6.3"))).versionRule, Rule::NewerMinorAccepted);
    EXPECT_EQ(only(middle.arg(QStringLiteral("6.0.21"), QStringLiteral("6.1.10"))).versionRule, Rule::SameMinorOnly);
    // Today's wording, in absl's log format, from external/local_xla.
    m = only(QStringLiteral("E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled "
                            "with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version."));
    EXPECT_EQ(m.versionRule, Rule::NewerMinorAccepted);
    EXPECT_EQ(m.builtWith, (Version{9, 3, 0}));
    EXPECT_EQ(only(QStringLiteral("E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN library: 8.7.0 but "
                                  "source was compiled with: 8.9.4."))
                  .found,
              (Version{8, 7, 0}));
    // PyTorch 0.4 wanted its very release; 1.x the same major and the same or a newer minor.
    m = only(QStringLiteral("RuntimeError: cuDNN version mismatch: PyTorch was compiled against 7102 but linked against 7600"));
    EXPECT_EQ(m.code, QStringLiteral("error-torch-cudnn-version-mismatch"));
    EXPECT_EQ(m.builtWith, (Version{7, 1, 2}));
    EXPECT_EQ(m.found, (Version{7, 6, 0}));
    EXPECT_EQ(m.versionRule, Rule::SameReleaseOnly);
    EXPECT_EQ(only(QStringLiteral("RuntimeError: cuDNN version incompatibility: PyTorch was compiled against (8, 3, 2) but linked against (8, 0, 3)"))
                  .versionRule,
              Rule::NewerMinorAccepted);
}

TEST(PastedErrorStructureTest, PasteNoiseDoesNotHideTheMessage)
{
    // A Windows console 80 columns wide cut the message inside a word (as in
    // tests/fixtures/pasted_errors/real/ort_win_wrapped_require_cudnn9.txt).
    const QString wrapped = QStringLiteral(
        "[W:onnxruntime:Default, onnxruntime_pybind_state.cc:\n"
        "965 onnxruntime::python::CreateExecutionProviderInstance] Failed to create CUDAE\n"
        "xecutionProvider. Require cuDNN 9.* and CUDA 12.*, and the latest MSVC runtime.\n"
        "Please install all dependencies as mentioned in the GPU requirements page (https\n"
        "://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requireme\n"
        "nts), make sure they're in the PATH, and that your GPU is supported.\n");
    const PastedErrorMatch m = only(wrapped);
    EXPECT_EQ(m.code, QStringLiteral("error-onnxruntime-cuda-provider-failed"));
    EXPECT_EQ(m.cudnnMajor, 9);
    EXPECT_EQ(m.cudaMajor, 12);
    EXPECT_EQ(m.line, 2);   // where it starts in the pasted text
    QList<int> lineOf;
    EXPECT_EQ(PastedErrorText::joinHardWraps(wrapped, &lineOf).count(u'\n'), 3);
    EXPECT_EQ(lineOf, (QList<int>{1, 2, 4, 7}));   // lines 2+3, and 4+5+6, each one line now
    // Lines of one length that end at a word are not joined: a log repeating one message.
    const QString repeated = QStringLiteral("Could not locate zlibwapi.dll. Please make sure it is in your library path!\n").repeated(2);
    EXPECT_EQ(PastedErrorText::joinHardWraps(repeated), repeated);
    EXPECT_EQ(recognised(repeated).size(), 2);

    // Markdown, a rich traceback's frame, a progress bar glued to the line, a docker log prefix.
    EXPECT_EQ(only(QStringLiteral("**Could not locate cudnn_ops64_9.dll. Please make sure it is in your library path!**")).library,
              QStringLiteral("cudnn_ops64_9.dll"));
    EXPECT_EQ(only(QStringLiteral("│ RuntimeError: CUDA error: an illegal memory access was encountered                      │")).code,
              QStringLiteral("error-not-cudnn-illegal-memory-access"));
    const PastedErrorMatch glued = only(QStringLiteral(
        "100%|██████████| 281857/2818572023-10-12T14:56:05.413723033Z  [00:24<00:00, 11417.48KB/s]\n"
        "2023-10-12T15:26:03.891534028Z Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: "
        "No such file or directory"));
    EXPECT_EQ(glued.missingFile, QStringLiteral("libnvrtc.so"));
    EXPECT_EQ(glued.line, 2);
    EXPECT_EQ(only(QStringLiteral("facefusion-cuda-1  | Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared "
                                  "object file: No such file or directory"))
                  .code,
              QStringLiteral("error-cudnn-sublibrary-not-loaded"));
}

TEST(PastedErrorStructureTest, MojibakeStillGivesTheLoaderCode)
{
    // "找不到指定的模块" written as UTF-8 and shown as Windows-1252, with no number in the message:
    // repaired (PastedErrorText::repairMojibake), its words give 126.
    const QString windows1252 = QStringLiteral("\u00e6\u2030\u00be\u00e4\u00b8\u008d\u00e5\u02c6\u00b0\u00e6\u0152\u2021\u00e5\u00ae\u0161"
                                               "\u00e7\u0161\u201e\u00e6\u00a8\u00a1\u00e5\u009d\u2014");
    const PastedErrorMatch m = only(windows1252 + QStringLiteral(" Error loading \"C:\\x\\cudnn_cnn_infer64_8.dll\" or one of its dependencies."));
    EXPECT_EQ(m.code, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    EXPECT_EQ(m.errorCode, 126);
}

TEST(PastedErrorStructureTest, EachLookAlikeHasItsOwnCode)
{
    const QList<std::pair<const char16_t *, const char *>> lines = {
        {u"torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 496.00 MiB.", "error-not-cudnn-memory"},
        {u"RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`", "error-not-cudnn-memory"},
        {u"RuntimeError: CUDA error: an illegal memory access was encountered", "error-not-cudnn-illegal-memory-access"},
        {u"RuntimeError: CUDA error: device-side assert triggered", "error-not-cudnn-device-assert"},
        {u"RuntimeError: CUDA error: no kernel image is available for execution on the device", "error-not-cudnn-gpu-architecture"},
        {u"CudaDriverError: ('Failed to load module', 'CUDA_ERROR_NO_BINARY_FOR_GPU')", "error-not-cudnn-gpu-architecture"},
        {u"AssertionError: Torch not compiled with CUDA enabled", "error-not-cudnn-framework-cpu-build"},
        {u"RuntimeError: Found no NVIDIA driver on your system.", "error-not-cudnn-driver"},
        {u"CUDA driver version is insufficient for CUDA runtime version", "error-not-cudnn-driver"},
        {u"I tensorflow/tsl/cuda/cudart_stub.cc:28] Could not find cuda drivers on your machine, GPU will not be used.", "error-not-cudnn-driver"},
        {u"ImportError: libcuda.so.1: cannot open shared object file: No such file or directory", "error-not-cudnn-driver"},
        {u"NVRM: GPU 0000:b3:00.0: GPU has fallen off the bus.", "error-not-cudnn-gpu-lost"},
        {u"torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1333, unhandled system error", "error-not-cudnn-nccl"},
        {u"ImportError: libGL.so.1: cannot open shared object file: No such file or directory", "error-not-cudnn-unrelated-library"},
        {u"ImportError: DLL load failed while importing _multiarray_umath: The specified module could not be found.",
         "error-not-cudnn-unrelated-library"},
        {u"E cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been "
         u"registered",
         "error-not-cudnn-harmless-warning"},
        {u"OSError: [WinError 1455] 页面文件太小，无法完成操作。", "error-not-cudnn-paging-file"},
    };
    for (const auto &[line, code] : lines) {
        const QString text = QString::fromUtf16(line);
        const PastedErrorMatch m = only(text);
        EXPECT_EQ(m.code, QLatin1String(code)) << text.toStdString();
        EXPECT_TRUE(m.isNotCudnn()) << text.toStdString();
    }
    EXPECT_EQ(only(QStringLiteral("NVIDIA GeForce RTX 3060 Laptop GPU with CUDA capability sm_86 is not compatible with the current PyTorch "
                                  "installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70."))
                  .computeCapability,
              (Version{8, 6}));
    // A DLL load failure inside PyTorch itself may be CUDA's or cuDNN's: not called unrelated.
    EXPECT_TRUE(recognised(QStringLiteral("ImportError: DLL load failed while importing _C: The specified module could not be found.")).isEmpty());
}

TEST(PastedErrorStructureTest, ALookAlikeIsNeverAlsoACudnnProblemFromTheSameLines)
{
    EXPECT_EQ(codesOf(recognised(QStringLiteral("RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB; cuDNN error: "
                                                "CUDNN_STATUS_NOT_INITIALIZED"))),
              QStringList{QStringLiteral("error-not-cudnn-memory")});
    // On lines of their own, both are told.
    EXPECT_EQ(codesOf(recognised(QStringLiteral("RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB\n"
                                                "RuntimeError: cuDNN error: CUDNN_STATUS_NOT_INITIALIZED"))),
              (QStringList{QStringLiteral("error-not-cudnn-memory"), QStringLiteral("error-cudnn-initialization-failed")}));
}

TEST(PastedErrorStructureTest, WhatTheTextSaysOutsideTheMessages)
{
    const PastedTextFacts facts = PastedTextFacts::read(PastedErrorText::normalise(QStringLiteral(
        "CUDA-version: 11070 (11070), cuDNN: 8.4.1, GPU count: 1\n"
        "My system is win11, cuda is v11.8 and cudnn is v8.9.3.\n"
        "CUDNN (VERSION 8.2.2.26), 我的CUDA Version：12.4, cuda版本11.8\n"
        "17:22:49-350014 INFO     Torch 2.0.1+cu118\n"
        "Successfully opened dynamic library libcudnn.so.7\n"
        "libcudnn_ops.so.9.1.0 libcudnn.so.8 cudnn64_8.dll Require cuDNN 9.* and CUDA 12.*\n"
        "E cuda_dnn.cc:443] Memory usage: 7995392 bytes free, 11721572352 bytes total.\n"
        "i'm following the instructions to run on a Ubuntu Subsystem on Windows")));
    EXPECT_EQ(facts.cudnnVersions, (QList<Version>{Version{8, 4, 1}, Version{8, 9, 3}, Version{8, 2, 2, 26}}));
    EXPECT_EQ(facts.cudaVersions, (QList<Version>{Version{11, 7}, Version{11, 8}, Version{12, 4}}));
    EXPECT_EQ(facts.frameworkCudaMajor(), 11);
    EXPECT_EQ(facts.frameworkCudaBuilds, QList<Version>{(Version{11, 8})});
    EXPECT_EQ(facts.loadedLibraries, QStringList{QStringLiteral("libcudnn.so.7")});
    EXPECT_EQ(facts.gpuMemoryFree, 7995392);
    EXPECT_EQ(facts.gpuMemoryTotal, Q_INT64_C(11721572352));
    EXPECT_TRUE(facts.wsl);
    EXPECT_TRUE(PastedTextFacts::read(QStringLiteral("RuntimeError: CUDA out of memory. cuDNN error")).isEmpty());
}

} // namespace
