// PastedErrorRecogniser: every known message, word for word, is recognised with its versions and
// names, in an English traceback and in a Chinese forum post alike; text that only resembles
// them, garbage and a flood of repeats are handled without surprises.
#include "PastedErrorSamples.h"

#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedErrorText.h"

#include <QRandomGenerator>

#include <gtest/gtest.h>

#include <optional>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

struct Sample
{
    const char *name = "";
    QString message;
    QString code;
    // The fields that message carries; what is not given must stay empty.
    std::optional<Version> builtWith, found, minimum, computeCapability;
    QString library, missingFile, symbol, symbolVersion, modulePath, searchPath, framework;
    int cudnnMajor = 0, cudaMajor = 0, errorCode = 0;
    int lineInMessage = 0;   // the line of the message the recognised text starts on, 0 for its first
};

Sample sample(const char *name, const QString &message, const QString &code)
{
    Sample s;
    s.name = name;
    s.message = message;
    s.code = code;
    return s;
}

void PrintTo(const Sample &sample, std::ostream *os)
{
    *os << sample.name;
}

QList<Sample> samples()
{
    namespace S = PastedErrorSamples;
    QList<Sample> list;
    auto add = [&](Sample s) { list.append(s); };
    Sample s;

    s = sample("TorchTuple", S::torchTuple, QStringLiteral("error-torch-cudnn-version-mismatch"));
    s.builtWith = Version{9, 5, 1}, s.found = Version{9, 1, 0}, s.framework = QStringLiteral("PyTorch");
    add(s);
    s = sample("TorchInteger", S::torchInteger, QStringLiteral("error-torch-cudnn-version-mismatch"));
    s.builtWith = Version{9, 1, 0}, s.found = Version{8, 9, 7}, s.framework = QStringLiteral("PyTorch");
    add(s);
    s = sample("TorchLinkedAgainst", S::torchLinkedAgainst, QStringLiteral("error-torch-cudnn-version-mismatch"));
    s.builtWith = Version{8, 0, 5}, s.found = Version{7, 6, 5}, s.framework = QStringLiteral("PyTorch");
    add(s);
    s = sample("XlaFromJax", S::xla, QStringLiteral("error-xla-cudnn-version-mismatch"));
    s.found = Version{8, 9, 4}, s.builtWith = Version{9, 1, 0}, s.framework = QStringLiteral("JAX");
    add(s);
    s = sample("TensorflowCudnn8", S::tensorflowCudnn8, QStringLiteral("error-cudnn-library-not-found"));
    s.library = QStringLiteral("libcudnn.so.8"), s.cudnnMajor = 8, s.framework = QStringLiteral("TensorFlow");
    s.searchPath = QStringLiteral("/usr/local/nvidia/lib:/usr/local/nvidia/lib64");
    add(s);
    s = sample("TensorflowWindowsDll", S::tensorflowWindowsDll, QStringLiteral("error-cudnn-library-not-found"));
    s.library = QStringLiteral("cudnn64_8.dll"), s.cudnnMajor = 8, s.framework = QStringLiteral("TensorFlow");
    add(s);
    s = sample("TensorflowCudart", S::tensorflowCudart, QStringLiteral("error-cuda-library-not-found"));
    s.library = QStringLiteral("libcudart.so.11.0"), s.framework = QStringLiteral("TensorFlow");
    s.cudaMajor = 11;   // cudart's file name tells the CUDA version
    add(s);
    s = sample("TensorflowGpuDisabled", S::tensorflowGpuDisabledOnly, QStringLiteral("error-tf-gpu-disabled"));
    s.framework = QStringLiteral("TensorFlow");
    add(s);
    s = sample("OnnxRuntimeProvider", S::onnxRuntimeProvider, QStringLiteral("error-onnxruntime-cuda-provider-failed"));
    s.cudnnMajor = 9, s.cudaMajor = 12, s.framework = QStringLiteral("ONNX Runtime");
    add(s);
    s = sample("OnnxRuntimeLoadLibrary", S::onnxRuntimeLoadLibrary, QStringLiteral("error-onnxruntime-provider-not-loaded"));
    s.errorCode = 126, s.library = QStringLiteral("onnxruntime_providers_cuda.dll"), s.framework = QStringLiteral("ONNX Runtime");
    s.modulePath = QStringLiteral("C:\\Users\\wang\\anaconda3\\envs\\ort\\lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll");
    add(s);
    s = sample("OnnxRuntimeLinux", S::onnxRuntimeLinux, QStringLiteral("error-onnxruntime-provider-not-loaded"));
    s.library = QStringLiteral("libcudnn_adv.so.9"), s.missingFile = QStringLiteral("libcudnn_adv.so.9"), s.cudnnMajor = 9;
    s.modulePath = QStringLiteral("libonnxruntime_providers_cuda.so"), s.framework = QStringLiteral("ONNX Runtime");
    add(s);
    s = sample("CudnnSubLibrary126", S::cudnnSubLibrary126, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    s.library = QStringLiteral("cudnn_ops_infer64_8.dll"), s.cudnnMajor = 8, s.errorCode = 126, s.framework = QStringLiteral("cuDNN");
    add(s);
    s = sample("CudnnSubLibrary193", S::cudnnSubLibrary193, QStringLiteral("error-dll-wrong-architecture"));
    s.library = QStringLiteral("cudnn_cnn_infer64_8.dll"), s.cudnnMajor = 8, s.errorCode = 193, s.framework = QStringLiteral("cuDNN");
    add(s);
    s = sample("CudnnSubLibraryNeedsNvrtc", S::cudnnSubLibraryNeedsNvrtc, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    s.library = QStringLiteral("libcudnn_cnn_infer.so.8"), s.missingFile = QStringLiteral("libnvrtc.so"), s.cudnnMajor = 8;
    s.framework = QStringLiteral("cuDNN");
    add(s);
    s = sample("Zlibwapi", S::zlibwapi, QStringLiteral("error-zlibwapi-missing"));
    s.library = QStringLiteral("zlibwapi.dll"), s.framework = QStringLiteral("cuDNN");
    add(s);
    s = sample("SublibraryMismatch", S::sublibraryMismatch, QStringLiteral("error-cudnn-sublibrary-version-mismatch"));
    s.framework = QStringLiteral("cuDNN");
    add(s);
    // Inside "Could not load library ...": the more specific undefined symbol is what is kept.
    // `library` is the file that failed to load (the one asked for); the version node that
    // should have defined the symbol is `symbolVersion`, and the failing file's path `modulePath`.
    s = sample("UndefinedSymbolMangled", S::undefinedSymbolMangled, QStringLiteral("error-cudnn-undefined-symbol"));
    s.symbol = QStringLiteral("_ZN5cudnn3cnn34layerNormFwd_execute_internal_implERKNS_7backend11VariantPackEP11CUstream_stRNS0_"
                              "18LayerNormFwdParamsERKNS1_20NormForwardOperationEmb");
    s.symbolVersion = QStringLiteral("libcudnn_ops_infer.so.8"), s.library = QStringLiteral("libcudnn_cnn_infer.so.8"), s.cudnnMajor = 8;
    s.modulePath = QStringLiteral("/usr/local/lib/python3.10/dist-packages/torch/lib/../../nvidia/cudnn/lib/libcudnn_cnn_infer.so.8");
    add(s);
    s = sample("UndefinedSymbolPlain", S::undefinedSymbolPlain, QStringLiteral("error-cudnn-undefined-symbol"));
    s.symbol = QStringLiteral("cudnnGraphLibraryConfigInit"), s.symbolVersion = QStringLiteral("libcudnn_graph.so.9");
    s.library = QStringLiteral("libtorch_cuda.so");
    s.modulePath = QStringLiteral("/home/student/venv/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so");
    s.cudnnMajor = 9;
    add(s);
    s = sample("GpuTooOld", S::gpuTooOld, QStringLiteral("error-cudnn-gpu-too-old"));
    s.found = Version{9, 11}, s.computeCapability = Version{7, 5}, s.framework = QStringLiteral("cuDNN");
    add(s);
    s = sample("JaxOutdated", S::jaxOutdated, QStringLiteral("error-jax-cudnn-outdated"));
    s.builtWith = Version{8, 9, 7}, s.minimum = Version{8, 9, 0}, s.found = Version{8, 6, 0}, s.framework = QStringLiteral("JAX");
    s.lineInMessage = 1;
    add(s);
    s = sample("JaxUnableToLoad", S::jaxUnableToLoad, QStringLiteral("error-cudnn-library-not-found"));
    s.framework = QStringLiteral("JAX");
    add(s);
    s = sample("Paddle", S::paddle, QStringLiteral("error-paddle-cudnn-version-mismatch"));
    s.builtWith = Version{9, 9}, s.found = Version{9, 5}, s.framework = QStringLiteral("PaddlePaddle");
    add(s);
    s = sample("ImportCudnn9", S::importCudnn9, QStringLiteral("error-cudnn-library-not-found"));
    s.library = QStringLiteral("libcudnn.so.9"), s.cudnnMajor = 9;
    add(s);
    s = sample("Miopen", S::miopen, QStringLiteral("error-cudnn-library-not-found"));
    add(s);
    return list;
}

QList<PastedErrorMatch> recognised(const QString &pasted)
{
    return PastedErrorRecogniser::recognise(PastedErrorText::normalise(pasted));
}

std::string versionText(const std::optional<Version> &version)
{
    return version ? version->toString().toStdString() : std::string("(none)");
}

void expectFields(const Sample &expected, const PastedErrorMatch &match)
{
    auto same = [](const std::optional<Version> &want, const Version &got) {
        return want ? got == *want && got.isValid() : !got.isValid();
    };
    EXPECT_TRUE(same(expected.builtWith, match.builtWith)) << versionText(expected.builtWith) << " vs " << match.builtWith.toString().toStdString();
    EXPECT_TRUE(same(expected.found, match.found)) << versionText(expected.found) << " vs " << match.found.toString().toStdString();
    EXPECT_TRUE(same(expected.minimum, match.minimum)) << match.minimum.toString().toStdString();
    EXPECT_TRUE(same(expected.computeCapability, match.computeCapability)) << match.computeCapability.toString().toStdString();
    EXPECT_EQ(match.library, expected.library);
    EXPECT_EQ(match.missingFile, expected.missingFile);
    EXPECT_EQ(match.symbol, expected.symbol);
    EXPECT_EQ(match.symbolVersion, expected.symbolVersion);
    EXPECT_EQ(match.modulePath, expected.modulePath);
    EXPECT_EQ(match.searchPath, expected.searchPath);
    EXPECT_EQ(match.framework, expected.framework);
    EXPECT_EQ(match.cudnnMajor, expected.cudnnMajor);
    EXPECT_EQ(match.cudaMajor, expected.cudaMajor);
    EXPECT_EQ(match.errorCode, expected.errorCode);
}

const PastedErrorMatch *withCode(const QList<PastedErrorMatch> &matches, const QString &code)
{
    for (const PastedErrorMatch &match : matches)
        if (match.code == code)
            return &match;
    return nullptr;
}

class PastedMessageTest : public ::testing::TestWithParam<Sample>
{
};

TEST_P(PastedMessageTest, IsRecognisedInAnEnglishTraceback)
{
    const Sample &sample = GetParam();
    const QList<PastedErrorMatch> matches = recognised(PastedErrorSamples::inEnglish(sample.message));
    const PastedErrorMatch *match = withCode(matches, sample.code);
    ASSERT_TRUE(match) << "recognised: " << matches.size();
    expectFields(sample, *match);
    EXPECT_EQ(match->line, 4 + sample.lineInMessage);   // after the three traceback lines
    EXPECT_FALSE(match->excerpt.isEmpty());
    EXPECT_TRUE(sample.message.contains(match->excerpt.left(40))) << match->excerpt.toStdString();
}

TEST_P(PastedMessageTest, IsRecognisedTheSameInAChineseForumPost)
{
    const Sample &sample = GetParam();
    const QList<PastedErrorMatch> english = recognised(PastedErrorSamples::inEnglish(sample.message));
    const QList<PastedErrorMatch> chinese = recognised(PastedErrorSamples::inChinese(sample.message));
    const PastedErrorMatch *match = withCode(chinese, sample.code);
    ASSERT_TRUE(match) << "recognised: " << chinese.size();
    expectFields(sample, *match);
    EXPECT_EQ(match->line, 2 + sample.lineInMessage);   // after the Chinese line, CRLF counted once
    ASSERT_EQ(chinese.size(), english.size());
    for (qsizetype i = 0; i < chinese.size(); ++i) {
        EXPECT_EQ(chinese[i].code, english[i].code);
        EXPECT_EQ(chinese[i].excerpt.contains(u'\x1b'), false);
    }
}

INSTANTIATE_TEST_SUITE_P(KnownMessages, PastedMessageTest, ::testing::ValuesIn(samples()),
                         [](const ::testing::TestParamInfo<Sample> &info) { return std::string(info.param.name); });

TEST(PastedErrorRecogniserTest, VersionsAsTheFrameworksPrintThem)
{
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"90100"), (Version{9, 1, 0}));
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"8907"), (Version{8, 9, 7}));
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"7605"), (Version{7, 6, 5}));
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"(9, 1, 0)"), (Version{9, 1, 0}));
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"( 8,9,7 )"), (Version{8, 9, 7}));
    EXPECT_EQ(PastedErrorRecogniser::pastedVersion(u"9.5.1"), (Version{9, 5, 1}));
    EXPECT_FALSE(PastedErrorRecogniser::pastedVersion(u"(9, x, 0)").isValid());
    EXPECT_FALSE(PastedErrorRecogniser::pastedVersion(u"").isValid());
    EXPECT_FALSE(PastedErrorRecogniser::pastedVersion(u"-3").isValid());
}

TEST(PastedErrorRecogniserTest, TheXlaMessageNamesTensorflowWhenTheLogIsTensorflows)
{
    const QString log = QStringLiteral("2024-01-01 W tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:535] Loaded runtime CuDNN "
                                       "library: 8.6.0 but source was compiled with: 8.9.4.  CuDNN library needs to have matching "
                                       "major version and equal or higher minor version.");
    const QList<PastedErrorMatch> matches = recognised(log);
    ASSERT_EQ(matches.size(), 1);
    EXPECT_EQ(matches[0].framework, QStringLiteral("TensorFlow"));
    EXPECT_EQ(matches[0].builtWith, (Version{8, 9, 4}));
    EXPECT_EQ(matches[0].found, (Version{8, 6, 0}));
}

TEST(PastedErrorRecogniserTest, TheSupportingLinesOfALogAreRecognisedToo)
{
    const QList<PastedErrorMatch> matches = recognised(PastedErrorSamples::inEnglish(PastedErrorSamples::tensorflowCudnn8));
    QStringList codes;
    for (const PastedErrorMatch &match : matches)
        codes.append(match.code);
    EXPECT_EQ(codes, (QStringList{QStringLiteral("error-cudnn-library-not-found"), QStringLiteral("error-tf-gpu-disabled"),
                                  QStringLiteral("error-tf-gpu-disabled")}));
    EXPECT_FALSE(matches[0].isSupporting());
    EXPECT_TRUE(matches[1].isSupporting());
    EXPECT_EQ(matches[2].line, 6);
}

TEST(PastedErrorRecogniserTest, OptionalLibrariesAndOtherSymbolsAreNotCudnnProblems)
{
    // TensorRT's libraries are optional: TensorFlow warns about them on working setups.
    EXPECT_TRUE(recognised(QStringLiteral("W dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: "
                                          "cannot open shared object file: No such file or directory"))
                    .isEmpty());
    EXPECT_TRUE(recognised(QStringLiteral("ImportError: /usr/lib/libfoo.so: undefined symbol: PyFloat_Type")).isEmpty());
    // PyTorch's own CPU library that Windows cannot load is a problem, but not cuDNN's: it is
    // said so (error-not-cudnn-unrelated-library), and no cuDNN code comes from it.
    const QList<PastedErrorMatch> fbgemm = recognised(QStringLiteral(
        "OSError: [WinError 126] 找不到指定的模块。 Error loading \"C:\\Python\\Lib\\site-packages\\torch\\lib\\fbgemm.dll\" "
        "or one of its dependencies."));
    ASSERT_EQ(fbgemm.size(), 1);
    EXPECT_EQ(fbgemm[0].code, QStringLiteral("error-not-cudnn-unrelated-library"));
    EXPECT_EQ(fbgemm[0].library, QStringLiteral("fbgemm.dll"));
    EXPECT_EQ(fbgemm[0].errorCode, 126);
    // The same words about cuDNN are.
    const QList<PastedErrorMatch> torchDll = recognised(QStringLiteral(
        "OSError: [WinError 126] 找不到指定的模块。 Error loading \"C:\\Python311\\Lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll\" "
        "or one of its dependencies."));
    ASSERT_EQ(torchDll.size(), 1);
    EXPECT_EQ(torchDll[0].code, QStringLiteral("error-cudnn-sublibrary-not-loaded"));
    EXPECT_EQ(torchDll[0].errorCode, 126);
    EXPECT_EQ(torchDll[0].framework, QStringLiteral("PyTorch"));
    EXPECT_EQ(torchDll[0].library, QStringLiteral("cudnn_cnn_infer64_8.dll"));
}

TEST(PastedErrorRecogniserTest, ThePythonEnvironmentOfTheTraceback)
{
    EXPECT_EQ(PastedErrorRecogniser::pythonEnvironment(PastedErrorSamples::inEnglish(QStringLiteral("x"))),
              QStringLiteral("/home/student/venv/lib/python3.11/site-packages"));
    EXPECT_EQ(PastedErrorRecogniser::pythonEnvironment(
                  QStringLiteral("  File \"C:\\Program Files\\Python311\\Lib\\site-packages\\torch\\__init__.py\", line 1")),
              QStringLiteral("C:\\Program Files\\Python311\\Lib\\site-packages"));
    EXPECT_EQ(PastedErrorRecogniser::pythonEnvironment(QStringLiteral("2024/01/02 12:00 /usr/lib/python3/dist-packages/jax/x.py")),
              QStringLiteral("/usr/lib/python3/dist-packages"));
    EXPECT_TRUE(PastedErrorRecogniser::pythonEnvironment(QStringLiteral("no path here")).isEmpty());
}

TEST(PastedErrorRecogniserTest, GarbageRecognisesNothing)
{
    QRandomGenerator random(20240521);   // fixed seed: the same bytes on every run
    QByteArray bytes(2 * PastedErrorText::kLimit, '\0');
    for (char &byte : bytes)
        byte = char(random.bounded(256));
    const QString text = PastedErrorText::normalise(PastedErrorText::decode(bytes));
    EXPECT_LE(text.size(), PastedErrorText::kLimit);
    EXPECT_TRUE(PastedErrorRecogniser::recognise(text).isEmpty());
    EXPECT_TRUE(PastedErrorRecogniser::recognise(QString()).isEmpty());
    EXPECT_TRUE(PastedErrorRecogniser::recognise(QStringLiteral("cuDNN version incompatibility: PyTorch was compiled  against")).isEmpty());
    EXPECT_TRUE(PastedErrorRecogniser::recognise(QString(500000, u'(')).isEmpty());
}

TEST(PastedErrorRecogniserTest, AFloodOfRepeatsIsCutToTheLimit)
{
    QString flood;
    while (flood.size() < PastedErrorText::kLimit)
        flood += PastedErrorSamples::zlibwapi + u'\n';
    const QList<PastedErrorMatch> matches = recognised(flood);
    EXPECT_EQ(matches.size(), PastedErrorRecogniser::kMaxMatches);
    EXPECT_EQ(matches.last().line, PastedErrorRecogniser::kMaxMatches);
}

} // namespace
