// ErrorTextDiagnosis: a pasted error tied to a machine tree built for the case, scanned by the
// real scanner — which copy has the version the message names, what the loader would pick, what
// is on LD_LIBRARY_PATH / Path, the GPU — and the step that follows from it.
#include "DoctorTestSupport.h"
#include "PastedErrorSamples.h"

#include "core/doctor/pasted/ErrorDiagnosisText.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorText.h"

#include <QJsonArray>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

namespace S = PastedErrorSamples;

const QString kToolkit = QStringLiteral("usr/local/cuda-12.4");
const QString kToolkitLib = QStringLiteral("usr/local/cuda-12.4/lib64");
const QString kSite = QStringLiteral("home/student/.local/lib/python3.11/site-packages");

class ErrorTextDiagnosisTest : public DoctorTest
{
protected:
    ErrorDiagnosis explain(const QString &pasted, std::optional<HostPlatform> platform = {})
    {
        ScanOptions o = options();
        o.runNvcc = false;
        o.platform = platform;
        const SystemReport scan = SystemScanner(o).scan();
        return ErrorTextDiagnosis::diagnose(pasted, scan, paths(platform));
    }

    // CUDA 12.4 with cuDNN `version` copied into lib64, found through ld.so.conf.
    void toolkitWithCudnn(const QString &version)
    {
        sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
        cudnnTarball(kToolkit, version, QStringLiteral("lib64"));
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    }

    // pip's nvidia-cudnn-cu12 wheel, as PyTorch brings it, in the user's site-packages.
    void cudnnWheel(const QString &version)
    {
        sysroot.cudnnSonameOnlyLibraries(kSite + QStringLiteral("/nvidia/cudnn/lib"), version.section(u'.', 0, 0).toInt());
        sysroot.dir(kSite + QStringLiteral("/nvidia_cudnn_cu12-%1.dist-info").arg(version));
    }

    void toolkitOnLdLibraryPath() { environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(kToolkitLib)); }

    static const ErrorCause &only(const ErrorDiagnosis &diagnosis)
    {
        EXPECT_EQ(diagnosis.causes.size(), 1) << text(diagnosis);
        static const ErrorCause none;
        return diagnosis.causes.isEmpty() ? none : diagnosis.causes.first();
    }

    static std::string text(const ErrorDiagnosis &diagnosis) { return ErrorDiagnosisText::render(diagnosis).toStdString(); }

    static bool mentions(const QStringList &lines, const QString &text)
    {
        return std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) { return line.contains(text); });
    }
};

TEST_F(ErrorTextDiagnosisTest, TorchFindsTheOlderToolkitCopyThroughLdLibraryPath)
{
    // PyTorch brings cuDNN 9.5.1 in its wheel; CUDA 12.4's lib64 with cuDNN 9.1.0 is on LD_LIBRARY_PATH.
    // A newer copy elsewhere fits too, but the wheel is the one PyTorch was built with.
    toolkitWithCudnn(QStringLiteral("9.1.0"));
    cudnnWheel(QStringLiteral("9.5.1.17"));
    cudnnTarball(QStringLiteral("opt/cudnn-9.19"), QStringLiteral("9.19.0"));
    toolkitOnLdLibraryPath();

    for (const QString &pasted : {S::inEnglish(S::torchTuple), S::inChinese(S::torchTuple)}) {
        const ErrorDiagnosis diagnosis = explain(pasted);
        const ErrorCause &cause = only(diagnosis);
        EXPECT_EQ(cause.code, QStringLiteral("error-torch-cudnn-version-mismatch"));
        EXPECT_EQ(cause.severity, Verdict::Severity::Error);
        EXPECT_TRUE(cause.title.contains(QStringLiteral("9.1.0")) && cause.title.contains(QStringLiteral("9.5.1"))) << text(diagnosis);
        // Paths as the machine names them: the sysroot is not part of what the user reads.
        EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("cuDNN 9.1.0 is in /usr/local/cuda-12.4/lib64, a folder on LD_LIBRARY_PATH")))
            << text(diagnosis);
        EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("A cuDNN that fits, 9.5.1.17, is in /home/student/.local/lib/python3.11/"
                                                               "site-packages/nvidia/cudnn/lib")))
            << text(diagnosis);
        EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Remove /usr/local/cuda-12.4/lib64 from LD_LIBRARY_PATH"))) << text(diagnosis);
        EXPECT_FALSE(cause.whatToDo.contains(sysroot.root()));
        EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("cuDNN 9.1.0 in /usr/local/cuda-12.4/lib64"))) << text(diagnosis);
        EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("cuDNN 9.5.1.17 in /home/student/.local/lib/python3.11/site-packages")))
            << text(diagnosis);
        EXPECT_EQ(cause.matches, QList<int>{0});
    }
}

TEST_F(ErrorTextDiagnosisTest, TorchWithoutShadowingCopySaysWhichCopyToUse)
{
    // The same copies, but nothing on LD_LIBRARY_PATH: the 9.1.0 comes through ld.so.conf.
    toolkitWithCudnn(QStringLiteral("9.1.0"));
    cudnnWheel(QStringLiteral("9.5.1.17"));
    const ErrorCause cause = only(explain(S::inEnglish(S::torchTuple)));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("On this computer cuDNN 9.1.0 is in /usr/local/cuda-12.4/lib64.")))
        << cause.whatHappened.toStdString();
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Make PyTorch load the cuDNN in /home/student/.local/lib/python3.11/"
                                                         "site-packages/nvidia/cudnn/lib")))
        << cause.whatToDo.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, AVersionThisMachineDoesNotHaveCameFromElsewhere)
{
    toolkitWithCudnn(QStringLiteral("9.19.0"));
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::torchInteger));   // built with 9.1.0, found 8.9.7
    const ErrorCause &cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("No cuDNN 8.9.7 was found on this computer"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("On the computer where the error happened"))) << text(diagnosis);
    // The traceback's environment is not on this machine either.
    EXPECT_EQ(diagnosis.pythonEnvironment, QString());   // the Chinese post has no traceback
    const ErrorDiagnosis withTraceback = explain(S::inEnglish(S::torchInteger));
    EXPECT_EQ(withTraceback.pythonEnvironment, QStringLiteral("/home/student/venv/lib/python3.11/site-packages"));
    EXPECT_FALSE(withTraceback.pythonEnvironmentHere);
    EXPECT_TRUE(mentions(only(withTraceback).evidence, QStringLiteral("is not on this computer"))) << text(withTraceback);
}

TEST_F(ErrorTextDiagnosisTest, ThePythonEnvironmentOfTheTracebackIsFoundHere)
{
    cudnnWheel(QStringLiteral("9.5.1.17"));
    const QString pasted = QStringLiteral("  File \"%1/torch/backends/cudnn/__init__.py\", line 115, in _init\n")
                               .arg(sysroot.path(kSite).mid(sysroot.root().size()))
                           + S::torchTuple;
    const ErrorDiagnosis diagnosis = explain(pasted);
    EXPECT_TRUE(diagnosis.pythonEnvironmentHere) << diagnosis.pythonEnvironment.toStdString();
    EXPECT_TRUE(mentions(only(diagnosis).evidence, QStringLiteral("is on this computer"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, XlaNeedsANewerMinorThanTheOneLoaded)
{
    toolkitWithCudnn(QStringLiteral("8.9.4"));
    toolkitOnLdLibraryPath();
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::xla));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-xla-cudnn-version-mismatch"));
    EXPECT_TRUE(cause.title.startsWith(QStringLiteral("JAX loaded cuDNN 8.9.4"))) << text(diagnosis);
    // The "DNN library initialization failed" after it belongs to the same cause.
    EXPECT_EQ(cause.matches, (QList<int>{0, 1}));
    EXPECT_EQ(diagnosis.recognised.value(1).code, QStringLiteral("error-cudnn-initialization-failed"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("No cuDNN 9.1.0 or newer of major version 9"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("update the cuDNN in /usr/local/cuda-12.4/lib64 to 9.1.0 or newer"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, TensorflowAsksForCudnn8WhereThereIsOnlyCudnn9)
{
    toolkitWithCudnn(QStringLiteral("9.19.0"));
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::tensorflowCudnn8));
    const ErrorCause &cause = only(diagnosis);   // the "Cannot dlopen" lines join it
    EXPECT_EQ(cause.code, QStringLiteral("error-cudnn-library-not-found"));
    EXPECT_EQ(cause.matches, (QList<int>{0, 1, 2}));
    EXPECT_EQ(cause.title, QStringLiteral("TensorFlow could not find libcudnn.so.8"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("This computer has cuDNN 9 only, and TensorFlow needs cuDNN 8"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install cuDNN 8 as well"))) << text(diagnosis);
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("No folder the loader searches holds libcudnn.so.8"))) << text(diagnosis);
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("The LD_LIBRARY_PATH the program reported: /usr/local/nvidia/lib"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, ALibraryTheLoaderFindsHereWasMissedElsewhere)
{
    toolkitWithCudnn(QStringLiteral("9.19.0"));
    const ErrorCause cause = only(explain(S::inEnglish(S::importCudnn9)));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("the loader does find it: a program asking for libcudnn.so.9 gets "
                                                           "/usr/local/cuda-12.4/lib64/libcudnn.so.9")))
        << cause.whatHappened.toStdString();
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("sudo env LD_LIBRARY_PATH")));
}

TEST_F(ErrorTextDiagnosisTest, ACopyInAFolderNobodySearches)
{
    cudnnTarball(QStringLiteral("opt/cudnn-9"), QStringLiteral("9.19.0"));
    const ErrorCause cause = only(explain(S::inChinese(S::importCudnn9)));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("cuDNN 9 is on this computer, in /opt/cudnn-9/lib, but in a folder the "
                                                           "loader does not search")))
        << cause.whatHappened.toStdString();
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("cudnn-setup doctor --fix cudnn-folder-not-searched"))) << cause.whatToDo.toStdString();
    EXPECT_TRUE(std::any_of(cause.relatedFindings.cbegin(), cause.relatedFindings.cend(),
                            [](const Finding &f) { return f.code == QLatin1String("cudnn-folder-not-searched"); }));
}

TEST_F(ErrorTextDiagnosisTest, NoCudnnAtAll)
{
    const ErrorCause cause = only(explain(S::inEnglish(S::jaxUnableToLoad)));
    EXPECT_EQ(cause.title, QStringLiteral("JAX could not find cuDNN"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("The scan found no cuDNN on this computer.")));
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("jax[cuda12]")));
}

TEST_F(ErrorTextDiagnosisTest, AnIncompleteWindowsCopyLacksTheSubLibrary)
{
    // Only cudnn64_8.dll was copied into the toolkit's bin folder.
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.8");
    sysroot.toolkit(root, QStringLiteral("11.8.0"));
    sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin"), 8, {QStringLiteral("cudnn")});
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::cudnnSubLibrary126), windowsPlatform());
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("Error 126"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("in C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.8\\bin does "
                                                           "not have cudnn_ops_infer")))
        << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Copy every library file of the cuDNN release into C:\\Program Files"))) << text(diagnosis);
    EXPECT_TRUE(std::any_of(cause.relatedFindings.cbegin(), cause.relatedFindings.cend(),
                            [](const Finding &f) { return f.code == QLatin1String("copy-single-library"); }))
        << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, ASubLibraryThatNeedsNvrtc)
{
    toolkitWithCudnn(QStringLiteral("8.9.7"));
    const ErrorCause cause = only(explain(S::inEnglish(S::cudnnSubLibraryNeedsNvrtc)));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("The file the loader did not find is libnvrtc.so"))) << cause.whatHappened.toStdString();
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install libnvrtc.so where the loader finds it"))) << cause.whatToDo.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, ZlibwapiForCudnn8)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v8.9/bin"), 8);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v8.9/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;C:\\Program Files\\NVIDIA\\CUDNN\\v8.9\\bin"));
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::zlibwapi), windowsPlatform());
    const ErrorCause &cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("The cuDNN 8.9.7 in C:\\Program Files\\NVIDIA\\CUDNN\\v8.9\\bin needs it."))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("zlib123dllx64.zip"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("into C:\\Program Files\\NVIDIA\\CUDNN\\v8.9\\bin"))) << text(diagnosis);
    ASSERT_FALSE(cause.relatedFindings.isEmpty()) << text(diagnosis);
    for (const Finding &finding : cause.relatedFindings)
        EXPECT_TRUE(finding.code.startsWith(QStringLiteral("dependency-zlibwapi"))) << finding.code.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, ZlibwapiIsNeverSuggestedForCudnn9)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1/bin/12.4"), 9);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1/include/12.4/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/bin/12.9"), 9);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/include/12.9/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 19, 0));
    const ErrorCause both = only(explain(S::inEnglish(S::zlibwapi), windowsPlatform()));
    EXPECT_TRUE(both.whatToDo.contains(QStringLiteral("to 9.2 or newer"))) << both.whatToDo.toStdString();
    EXPECT_FALSE(both.whatToDo.contains(QStringLiteral("zlib123dllx64"))) << both.whatToDo.toStdString();

    ASSERT_TRUE(QDir(sysroot.path(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.1"))).removeRecursively());
    const ErrorCause newOnly = only(explain(S::inEnglish(S::zlibwapi), windowsPlatform()));
    EXPECT_TRUE(newOnly.whatHappened.contains(QStringLiteral("need no zlibwapi.dll"))) << newOnly.whatHappened.toStdString();
    EXPECT_FALSE(newOnly.whatToDo.contains(QStringLiteral("zlib123dllx64"))) << newOnly.whatToDo.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, ASystemFolderShadowsPartsOfTheWheel)
{
    toolkitWithCudnn(QStringLiteral("9.1.0"));
    cudnnWheel(QStringLiteral("9.5.1.17"));
    toolkitOnLdLibraryPath();
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::sublibraryMismatch));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-cudnn-sublibrary-version-mismatch"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("cuDNN 9.1.0 in /usr/local/cuda-12.4/lib64 is on LD_LIBRARY_PATH"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Remove /usr/local/cuda-12.4/lib64 from LD_LIBRARY_PATH"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, AFolderWithTwoReleasesExplainsAnUndefinedSymbol)
{
    sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
    QStringList older = SysrootBuilder::cudnnSubLibraries(9);
    older.removeAll(QStringLiteral("cudnn_graph"));
    sysroot.cudnnLinuxLibraries(kToolkitLib, QStringLiteral("9.1.0"), older);
    sysroot.cudnnLinuxLibraries(kToolkitLib, QStringLiteral("9.5.0"), {QStringLiteral("cudnn_graph")});
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-12.4/lib64\n");
    const ErrorDiagnosis diagnosis = explain(S::inEnglish(S::undefinedSymbolPlain));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.title, QStringLiteral("A cuDNN function (cudnnGraphLibraryConfigInit) is missing from the cuDNN that was loaded"));
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("/usr/local/cuda-12.4/lib64 holds files of several releases"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install cuDNN into /usr/local/cuda-12.4/lib64 again from one archive"))) << text(diagnosis);
    EXPECT_TRUE(std::any_of(cause.relatedFindings.cbegin(), cause.relatedFindings.cend(),
                            [](const Finding &f) { return f.code == QLatin1String("copy-mixed-releases"); }))
        << text(diagnosis);
}

#ifndef _WIN32
TEST_F(ErrorTextDiagnosisTest, APascalGpuGetsTheLastCudnnThatSupportsIt)
{
    fakeDriver(QStringLiteral("570.86.10"), 12080, 6, 1, QStringLiteral("NVIDIA GeForce GTX 1080"));
    toolkitWithCudnn(QStringLiteral("9.11.0"));
    const ErrorDiagnosis diagnosis = explain(S::inChinese(S::gpuTooOld));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("NVIDIA GeForce GTX 1080 has compute capability 6.1."))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Use cuDNN 9.10."))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("--cuda 12"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, AModernGpuMeansTheMessageCameFromAnotherComputer)
{
    fakeDriver(QStringLiteral("580.65.06"), 13000, 8, 9);
    const ErrorCause cause = only(explain(S::inEnglish(S::gpuTooOld)));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("compute capability 7.5 or higher, so the message comes from another computer")))
        << cause.whatHappened.toStdString();
}
#endif

TEST_F(ErrorTextDiagnosisTest, OnnxRuntimeNeedsCudnn9OnThePath)
{
    toolkitWithCudnn(QStringLiteral("8.9.7"));
    const ErrorDiagnosis diagnosis = explain(S::inEnglish(S::onnxRuntimeLinux + u'\n' + S::onnxRuntimeProvider));
    const ErrorCause &cause = only(diagnosis);   // the provider warning joins the load failure
    EXPECT_EQ(cause.code, QStringLiteral("error-onnxruntime-provider-not-loaded"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("needs cuDNN 9 and CUDA 12"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("libcudnn_adv.so.9"))) << text(diagnosis);
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("No folder the loader searches holds libcudnn.so.9"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install cuDNN 9 for CUDA 12 and put its library folder on LD_LIBRARY_PATH"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, PaddleIsAWarningAndCudaLibrariesAreNamedTogether)
{
    const ErrorDiagnosis diagnosis = explain(S::inEnglish(S::paddle + u'\n' + S::tensorflowCudart + u'\n'
                                                          + QString(S::tensorflowCudart).replace(QStringLiteral("cudart.so.11.0"),
                                                                                                 QStringLiteral("cublas.so.11"))));
    ASSERT_EQ(diagnosis.causes.size(), 2) << text(diagnosis);
    EXPECT_EQ(diagnosis.causes[0].code, QStringLiteral("error-cuda-library-not-found"));   // errors first
    EXPECT_TRUE(diagnosis.causes[0].title.endsWith(QStringLiteral("libcudart.so.11.0, libcublas.so.11"))) << text(diagnosis);
    EXPECT_TRUE(diagnosis.causes[0].whatToDo.contains(QStringLiteral("CUDA 11.0 / 11 libraries"))) << text(diagnosis);
    EXPECT_EQ(diagnosis.causes[1].code, QStringLiteral("error-paddle-cudnn-version-mismatch"));
    EXPECT_EQ(diagnosis.causes[1].severity, Verdict::Severity::Warning);
    EXPECT_TRUE(diagnosis.hasProblem());
}

TEST_F(ErrorTextDiagnosisTest, ASupportingLineAloneIsStillExplained)
{
    const ErrorCause gpu = only(explain(S::inEnglish(S::tensorflowGpuDisabledOnly)));
    EXPECT_EQ(gpu.code, QStringLiteral("error-tf-gpu-disabled"));
    EXPECT_EQ(gpu.matches, (QList<int>{0, 1}));
    const ErrorCause handle = only(explain(QStringLiteral("Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR")));
    EXPECT_EQ(handle.code, QStringLiteral("error-cudnn-initialization-failed"));
    EXPECT_TRUE(handle.whatToDo.contains(QStringLiteral("nvidia-smi")));
}

TEST_F(ErrorTextDiagnosisTest, GarbageAndHugeInputRecogniseNothing)
{
    toolkitWithCudnn(QStringLiteral("9.19.0"));
    QByteArray binary(3 * 1024 * 1024, '\0');
    for (qsizetype i = 0; i < binary.size(); ++i)
        binary[i] = char((i * 7919 + i / 13) % 251);
    for (const QString &pasted : {PastedErrorText::decode(binary), QString(3 * PastedErrorText::kLimit, u'x'), QString()}) {
        const ErrorDiagnosis diagnosis = explain(pasted);
        EXPECT_FALSE(diagnosis.recognisedAny());
        EXPECT_FALSE(diagnosis.hasProblem());
        EXPECT_TRUE(ErrorDiagnosisText::render(diagnosis).contains(QStringLiteral("None of the messages the doctor knows")));
    }
    EXPECT_TRUE(explain(QString(3 * PastedErrorText::kLimit, u'x')).inputCut);
}

TEST_F(ErrorTextDiagnosisTest, TheJsonCarriesEveryPart)
{
    toolkitWithCudnn(QStringLiteral("9.1.0"));
    cudnnWheel(QStringLiteral("9.5.1.17"));
    toolkitOnLdLibraryPath();
    const QJsonObject json = explain(S::inEnglish(S::torchTuple)).toJson();
    EXPECT_EQ(json.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-error-text/1"));
    EXPECT_EQ(json.value(QStringLiteral("status")).toString(), QStringLiteral("recognised"));
    const QJsonObject match = json.value(QStringLiteral("recognised")).toArray().at(0).toObject();
    EXPECT_EQ(match.value(QStringLiteral("builtWith")).toString(), QStringLiteral("9.5.1"));
    EXPECT_EQ(match.value(QStringLiteral("found")).toString(), QStringLiteral("9.1.0"));
    EXPECT_EQ(match.value(QStringLiteral("line")).toInt(), 4);
    EXPECT_TRUE(match.value(QStringLiteral("minimum")).isNull());
    EXPECT_EQ(match.value(QStringLiteral("versionRule")).toString(), QStringLiteral("newer-minor"));
    EXPECT_TRUE(json.value(QStringLiteral("readFromText")).isObject());
    const QJsonObject cause = json.value(QStringLiteral("causes")).toArray().at(0).toObject();
    EXPECT_EQ(cause.value(QStringLiteral("family")).toString(), QStringLiteral("cudnn"));
    EXPECT_EQ(cause.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    EXPECT_EQ(cause.value(QStringLiteral("matches")).toArray(), QJsonArray{0});
    EXPECT_FALSE(cause.value(QStringLiteral("whatToDo")).toString().isEmpty());
    EXPECT_TRUE(cause.value(QStringLiteral("relatedFindings")).isArray());
    EXPECT_FALSE(json.value(QStringLiteral("pythonEnvironmentHere")).toBool(true));
}

// ---- the rules the messages' own words set, and what the facts read from them change ---------

TEST_F(ErrorTextDiagnosisTest, AnOldTensorflowWantsTheVeryMinorItWasBuiltWith)
{
    // TensorFlow 1.4's check compares major.minor: the newer 7.3.1 is refused too, so "7.0.3 or
    // newer" would send the user to install what already failed.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-9.0"), QStringLiteral("9.0.176"));
    cudnnTarball(QStringLiteral("usr/local/cuda-9.0"), QStringLiteral("7.3.1"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "/usr/local/cuda-9.0/lib64\n");
    const QString message = QStringLiteral("E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7301 (compatibility "
                                           "version 7300) but source was compiled with 7003 (compatibility version 7000).  If using a binary "
                                           "install, upgrade your CuDNN library to match.");
    ErrorDiagnosis diagnosis = explain(message, linuxPlatform());
    ErrorCause cause = only(diagnosis);
    EXPECT_EQ(cause.title, QStringLiteral("TensorFlow loaded cuDNN 7.3.1, but it was built with cuDNN 7.0.3")) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("accepts only cuDNN 7.0.x"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("refused as well"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install cuDNN 7.0.x where TensorFlow finds it"))) << text(diagnosis);
    EXPECT_FALSE(cause.whatToDo.contains(QStringLiteral("or newer"))) << text(diagnosis);
    EXPECT_FALSE(cause.whatHappened.contains(QStringLiteral("or newer"))) << text(diagnosis);

    // With a 7.0 copy here, that is the one to load.
    cudnnTarball(QStringLiteral("opt/cudnn-7.0"), QStringLiteral("7.0.5"));
    diagnosis = explain(message, linuxPlatform());
    cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("A cuDNN that fits, 7.0.5, is in /opt/cudnn-7.0/lib."))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Make TensorFlow load the cuDNN in /opt/cudnn-7.0/lib"))) << text(diagnosis);

    // The TensorFlow 1.x wording with cuDNN 7 accepts a newer minor, as it says.
    const ErrorCause newer = only(explain(QStringLiteral(
        "E tensorflow/stream_executor/cuda/cuda_dnn.cc:320] Loaded runtime CuDNN library: 7.3.1 but source was compiled with: 7.6.3.  CuDNN "
        "library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version.")));
    EXPECT_TRUE(newer.whatToDo.contains(QStringLiteral("7.6.3 or newer"))) << newer.whatToDo.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, PyTorch04WantsTheVeryReleaseItWasBuiltWith)
{
    const ErrorDiagnosis diagnosis = explain(QStringLiteral("RuntimeError: cuDNN version mismatch: PyTorch was compiled against 7102 but linked "
                                                            "against 7605"));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("accepts only the very cuDNN release it was built with, 7.1.2"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install cuDNN 7.1.2 where PyTorch finds it"))) << text(diagnosis);
    EXPECT_FALSE(cause.whatToDo.contains(QStringLiteral("or newer"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, ACudnnPartThatNeedsLibcudaNeedsTheDriverNotTheToolkit)
{
    toolkitWithCudnn(QStringLiteral("8.9.7"));
    const QString message = QStringLiteral("Could not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open shared object file: No "
                                           "such file or directory\nPlease make sure libcudnn_cnn_infer.so.8 is in your library path!");
    ErrorDiagnosis diagnosis = explain(message);
    ErrorCause cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    EXPECT_EQ(cause.family, ErrorCause::Family::Cudnn);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("it comes with the driver, not with the CUDA Toolkit or cuDNN"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Install the NVIDIA driver"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("libcuda.so -> libcuda.so.1"))) << text(diagnosis);
    EXPECT_FALSE(cause.whatToDo.contains(QStringLiteral("library folder of the CUDA Toolkit"))) << text(diagnosis);
    EXPECT_FALSE(cause.whatToDo.contains(QStringLiteral("/usr/lib/wsl/lib"))) << text(diagnosis);

    // Under WSL the Windows driver brings it, in /usr/lib/wsl/lib.
    environment.insert(QStringLiteral("WSL_DISTRO_NAME"), QStringLiteral("Ubuntu-22.04"));
    diagnosis = explain(message);
    cause = only(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("Under WSL the Windows driver provides it in /usr/lib/wsl/lib"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Under WSL, install the NVIDIA driver on Windows only"))) << text(diagnosis);

    // libcuda.so.1 alone, from a Python package: the driver, not a cuDNN problem.
    const ErrorCause driver = only(explain(QStringLiteral("ImportError: libcuda.so.1: cannot open shared object file: No such file or directory")));
    EXPECT_EQ(driver.code, QStringLiteral("error-not-cudnn-driver"));
    EXPECT_EQ(driver.family, ErrorCause::Family::NotCudnn);
    EXPECT_EQ(driver.title, QStringLiteral("Not a cuDNN installation problem: the NVIDIA driver's library libcuda.so.1 is not found"));
    EXPECT_FALSE(driver.whatToDo.contains(QStringLiteral("install the CUDA Toolkit"), Qt::CaseInsensitive)) << driver.whatToDo.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, ACuda11LibraryWantedOnACuda12MachineMeansABuildForCuda11)
{
    sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
    const ErrorDiagnosis diagnosis = explain(QStringLiteral(
        "[E:onnxruntime:Default, provider_bridge_ort.cc:1546 TryGetProviderInfo_CUDA] FAIL : Failed to load library "
        "libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory\n"
        "[W:onnxruntime:Default, onnxruntime_pybind_state.cc:861 CreateExecutionProviderInstance] Failed to create CUDAExecutionProvider. "
        "Please reference https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements"),
        linuxPlatform());
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-not-cudnn-cuda-library"));
    EXPECT_EQ(cause.family, ErrorCause::Family::NotCudnn);
    EXPECT_EQ(cause.matches, (QList<int>{0, 1}));
    EXPECT_TRUE(cause.title.startsWith(QStringLiteral("Not a cuDNN installation problem: ONNX Runtime could not load CUDA libraries it needs: "
                                                      "libcublasLt.so.11")))
        << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("this build of ONNX Runtime is made for CUDA 11, while this computer has CUDA 12")))
        << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Either install a build of ONNX Runtime made for CUDA 12"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("pip install nvidia-cublas-cu11"))) << text(diagnosis);
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("CUDA Toolkit 12.4.1 in /usr/local/cuda-12.4"))) << text(diagnosis);

    // Where the scan has no toolkit, the CUDA the text names counts.
    ASSERT_TRUE(QDir(sysroot.path(kToolkit)).removeRecursively());
    const ErrorCause fromText = only(explain(QStringLiteral("我的CUDA Version: 12.4\nCould not load library libcublasLt.so.11. Error: "
                                                            "libcublasLt.so.11: cannot open shared object file: No such file or directory")));
    EXPECT_TRUE(fromText.whatHappened.contains(QStringLiteral("made for CUDA 11, while the text says CUDA 12 is installed there")))
        << fromText.whatHappened.toStdString();
}

TEST_F(ErrorTextDiagnosisTest, CudaLibrariesBesideACudnnProblemAreNotALookAlike)
{
    const ErrorDiagnosis diagnosis = explain(QStringLiteral(
        "W dso_loader.cc:64] Could not load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object file: "
        "No such file or directory\n"
        "W dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such "
        "file or directory\n"
        "W gpu_device.cc:1850] Cannot dlopen some GPU libraries."));
    ASSERT_EQ(diagnosis.causes.size(), 2) << text(diagnosis);
    EXPECT_EQ(diagnosis.causes[0].code, QStringLiteral("error-cuda-library-not-found"));
    EXPECT_EQ(diagnosis.causes[0].family, ErrorCause::Family::Cuda);
    EXPECT_FALSE(diagnosis.causes[0].title.startsWith(QStringLiteral("Not a cuDNN")));
    // cuSOLVER's file name is the same in CUDA 11 and 12: no CUDA version is claimed for it.
    EXPECT_FALSE(diagnosis.causes[0].whatToDo.contains(QStringLiteral("CUDA 11"))) << text(diagnosis);
    EXPECT_EQ(diagnosis.causes[1].code, QStringLiteral("error-cudnn-library-not-found"));
    EXPECT_EQ(diagnosis.causes[1].family, ErrorCause::Family::Cudnn);
    EXPECT_EQ(diagnosis.causes[1].matches, (QList<int>{1, 2}));
}

TEST_F(ErrorTextDiagnosisTest, APagingFileTooSmallIsMemoryNotCudnn)
{
    const ErrorDiagnosis diagnosis = explain(QStringLiteral(
        "OSError: [WinError 1455] The paging file is too small for this operation to complete. Error loading "
        "\"C:\\Users\\phill\\AppData\\Local\\Programs\\Python\\Python310\\lib\\site-packages\\torch\\lib\\cudnn_adv_infer64_8.dll\" or one of its "
        "dependencies."), windowsPlatform());
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-not-cudnn-paging-file"));
    EXPECT_EQ(cause.family, ErrorCause::Family::NotCudnn);
    EXPECT_TRUE(cause.title.startsWith(QStringLiteral("Not a cuDNN installation problem: Windows ran out of virtual memory"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("while loading cudnn_adv_infer64_8.dll means that Windows ran out of virtual memory")))
        << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.startsWith(QStringLiteral("Make the paging file larger"))) << text(diagnosis);
    EXPECT_TRUE(cause.relatedFindings.isEmpty());
    EXPECT_EQ(diagnosis.toJson().value(QStringLiteral("causes")).toArray().at(0).toObject().value(QStringLiteral("family")).toString(),
              QStringLiteral("not-cudnn"));
}

TEST_F(ErrorTextDiagnosisTest, TensorflowsDuplicateRegistrationsAreHarmless)
{
    const ErrorDiagnosis diagnosis = explain(QStringLiteral(
        "E cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been "
        "registered\nE cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already "
        "been registered"));
    const ErrorCause &cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-not-cudnn-harmless-warning"));
    EXPECT_EQ(cause.severity, Verdict::Severity::Info);
    EXPECT_EQ(cause.matches, (QList<int>{0, 1}));
    EXPECT_TRUE(cause.title.contains(QStringLiteral("cuDNN, cuFFT"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, PartsOfTwoReleasesAreToldFromTheirOwnWords)
{
    // glibc's "version ... not defined in file ... with link time reference": two releases, no part missing.
    ErrorDiagnosis diagnosis = explain(QStringLiteral(
        "Could not load library libcudnn_cnn_train.so.8. Error: /usr/local/cuda-11.1/lib64/libcudnn_ops_train.so.8: symbol "
        "_Z22cudnnGenericOpTensorNdILi3EE13cudnnStatus_tP12cudnnContext, version libcudnn_ops_infer.so.8 not defined in file "
        "libcudnn_ops_infer.so.8 with link time reference"));
    ErrorCause cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-cudnn-undefined-symbol"));
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("No part is missing; two releases are mixed."))) << text(diagnosis);
    EXPECT_TRUE(mentions(cause.evidence, QStringLiteral("/usr/local/cuda-11.1/lib64/libcudnn_ops_train.so.8"))) << text(diagnosis);

    // Windows' 127: the DLL is there, a function it needs is not.
    diagnosis = explain(QStringLiteral("Could not load library cudnn_cnn_infer64_8.dll. Error code 127"), windowsPlatform());
    cause = only(diagnosis);
    EXPECT_EQ(cause.code, QStringLiteral("error-dll-procedure-not-found"));
    EXPECT_TRUE(cause.title.contains(QStringLiteral("error 127"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatHappened.contains(QStringLiteral("two different releases"))) << text(diagnosis);
    EXPECT_TRUE(cause.whatToDo.contains(QStringLiteral("where cudnn_cnn_infer64_8.dll lists every copy"))) << text(diagnosis);
}

TEST_F(ErrorTextDiagnosisTest, TheFreeMemoryXlaReportsTellsWhyCudnnCouldNotStart)
{
    const QString message = QStringLiteral("E cuda_dnn.cc:439] Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED\n"
                                           "E cuda_dnn.cc:443] Memory usage: %1 bytes free, 11721572352 bytes total.");
    const ErrorCause full = only(explain(message.arg(7995392)));
    EXPECT_TRUE(full.whatHappened.contains(QStringLiteral("only 8 MiB of the GPU's 11179 MiB were free"))) << full.whatHappened.toStdString();
    const ErrorCause free = only(explain(message.arg(Q_INT64_C(10000000000))));
    EXPECT_TRUE(free.whatHappened.contains(QStringLiteral("memory was not the problem"))) << free.whatHappened.toStdString();
}

} // namespace
