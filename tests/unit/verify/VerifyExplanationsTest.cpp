// VerifyExplanations: a title for every check, an explanation for every result code of
// docs/probe-json.md built from the item's own fields, the one-line result per verdict, and the
// text report.
#include "core/verify/VerifyExplanations.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <QJsonArray>

using namespace cudnnsetup;
using verifytest::loadJson;
using verifytest::status;
using verifytest::withItem;

namespace {

QJsonObject noDriver()
{
    return loadJson("verify-cudnn-9.19-no-driver.json");
}

QJsonObject h200()
{
    return loadJson("verify-h200-works.json");
}

ItemExplanation explainEdited(const QJsonObject &base, const QString &id, const QJsonObject &changes)
{
    const VerifyResult result = VerifyResult::fromJson(withItem(base, id, changes));
    const VerifyItem *item = result.item(id);
    EXPECT_NE(item, nullptr);
    return item ? VerifyExplanations::explain(*item, result) : ItemExplanation{};
}

struct CodeCase
{
    const char *id;
    const char *status;
    const char *code;
};

// Every (check, status, code) of docs/probe-json.md, plus the convolution codes of the check that
// runs one on the GPU.
const CodeCase kDocumentedCodes[] = {
    {"libraries", "pass", "ok"},
    {"libraries", "fail", "missing"},
    {"libraries", "fail", "load-failed"},
    {"version", "pass", "ok"},
    {"version", "fail", "symbol-missing"},
    {"version", "skip", "not-loaded"},
    {"sublibrary-versions", "pass", "ok"},
    {"sublibrary-versions", "fail", "mixed"},
    {"sublibrary-versions", "skip", "no-version-in-names"},
    {"sublibrary-versions", "skip", "not-loaded"},
    {"header", "pass", "ok"},
    {"header", "fail", "mismatch"},
    {"header", "skip", "no-header"},
    {"header", "skip", "not-loaded"},
    {"cudart", "pass", "ok"},
    {"cudart", "fail", "symbol-missing"},
    {"cudart", "skip", "not-loaded"},
    {"dependencies", "pass", "on-search-path"},
    {"dependencies", "pass", "found-beside"},
    {"dependencies", "fail", "cublaslt-missing"},
    {"dependencies", "fail", "zlib-missing"},
    {"dependencies", "skip", "not-loaded"},
    {"driver", "pass", "ok"},
    {"driver", "fail", "no-driver"},
    {"driver", "fail", "error"},
    {"max-device-version", "pass", "ok"},
    {"max-device-version", "fail", "device-too-new"},
    {"max-device-version", "skip", "no-gpu"},
    {"max-device-version", "skip", "not-available"},
    {"max-device-version", "skip", "not-loaded"},
    {"handle", "pass", "ok"},
    {"handle", "fail", "no-driver"},
    {"handle", "fail", "no-gpu"},
    {"handle", "fail", "create-failed"},
    {"handle", "fail", "symbol-missing"},
    {"handle", "skip", "libraries-failed"},
    {"convolution", "pass", "ok"},
    {"convolution", "fail", "wrong-results"},
    {"convolution", "fail", "failed"},
    {"convolution", "fail", "cuda-error"},
    {"convolution", "skip", "no-gpu"},
    {"convolution", "skip", "no-handle"},
    {"convolution", "fail", "no-handle"},
    {"convolution", "skip", "not-implemented"},
};

} // namespace

TEST(VerifyExplanationsTest, EveryDocumentedCodeIsExplained)
{
    for (const CodeCase &c : kDocumentedCodes) {
        SCOPED_TRACE(std::string(c.id) + " " + c.status + " " + c.code);
        const ItemExplanation e = explainEdited(noDriver(), QLatin1String(c.id), status(c.status, c.code));
        EXPECT_FALSE(e.title.isEmpty());
        EXPECT_FALSE(e.title.startsWith(QLatin1String("Check \""))) << "no title of its own: " << e.title;
        EXPECT_FALSE(e.outcome.isEmpty());
        // The fallback for unknown codes quotes the code; a documented one has words of its own.
        EXPECT_FALSE(e.outcome.contains(QLatin1Char('"') + QLatin1String(c.code) + QLatin1Char('"'))) << e.outcome;
        if (QLatin1String(c.status) == QLatin1String("fail")) {
            EXPECT_FALSE(e.meaning.isEmpty());
            EXPECT_FALSE(e.action.isEmpty());
        } else if (QLatin1String(c.status) == QLatin1String("skip")) {
            EXPECT_FALSE(e.meaning.isEmpty());
        } else {
            EXPECT_TRUE(e.action.isEmpty()) << e.action;
        }
    }
}

TEST(VerifyExplanationsTest, TitlesForTheTenChecks)
{
    QStringList titles;
    for (const char *id : {"libraries", "version", "sublibrary-versions", "header", "cudart", "dependencies", "driver",
                           "max-device-version", "handle", "convolution"}) {
        const QString title = VerifyExplanations::title(QLatin1String(id));
        EXPECT_FALSE(title.isEmpty()) << id;
        EXPECT_FALSE(titles.contains(title)) << id;
        titles.append(title);
    }
    EXPECT_TRUE(VerifyExplanations::title(QStringLiteral("future-check")).contains(QLatin1String("future-check")));
}

TEST(VerifyExplanationsTest, AnUnknownCodeUsesTheProbesDetail)
{
    const ItemExplanation e = explainEdited(h200(), QStringLiteral("convolution"),
                                            QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                        {QStringLiteral("code"), QStringLiteral("tensor-core-fault")},
                                                        {QStringLiteral("detail"), QStringLiteral("unit 3 stuck")}});
    EXPECT_TRUE(e.outcome.contains(QLatin1String("unit 3 stuck"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("tensor-core-fault"))) << e.outcome;
    EXPECT_FALSE(e.meaning.isEmpty());
    EXPECT_FALSE(e.action.isEmpty());
}

TEST(VerifyExplanationsTest, ThePassingRealOutputNamesWhatItFound)
{
    const VerifyResult result = VerifyResult::fromJson(noDriver());
    auto outcome = [&](const char *id) { return VerifyExplanations::explain(*result.item(QLatin1String(id)), result).outcome; };
    EXPECT_TRUE(outcome("libraries").contains(QLatin1String("8"))) << outcome("libraries");
    EXPECT_TRUE(outcome("libraries").contains(QLatin1String("/usr/local/cuda/lib64")));
    EXPECT_TRUE(outcome("version").contains(QLatin1String("9.19.0")));
    EXPECT_TRUE(outcome("header").contains(QLatin1String("/usr/local/cuda/include/cudnn_version.h")));
    EXPECT_TRUE(outcome("cudart").contains(QLatin1String("13.1"))) << outcome("cudart");
    EXPECT_TRUE(outcome("dependencies").contains(QLatin1String("/usr/local/cuda-13.0/lib/libcublasLt.so.13")));
    EXPECT_TRUE(outcome("dependencies").contains(QLatin1String("libz.so.1")));
    EXPECT_TRUE(outcome("max-device-version").contains(QLatin1String("12.1"))) << outcome("max-device-version");
    EXPECT_TRUE(outcome("handle").contains(QLatin1String("CUDNN_STATUS_NOT_INITIALIZED")));
}

TEST(VerifyExplanationsTest, NoDriverSaysWhichDriverToInstall)
{
    const VerifyResult result = VerifyResult::fromJson(noDriver());
    const ItemExplanation e = VerifyExplanations::explain(*result.item(QStringLiteral("driver")), result);
    EXPECT_TRUE(e.outcome.contains(QLatin1String("cudaErrorInsufficientDriver")));
    // cuDNN built for CUDA 13.1 (cudartVersion 13010): CUDA 13 needs driver 580 or newer.
    EXPECT_TRUE(e.action.contains(QLatin1String("580"))) << e.action;

    QJsonObject cuda12 = noDriver();
    cuda12.insert(QStringLiteral("cudartVersion"), 12080);
    const VerifyResult result12 = VerifyResult::fromJson(cuda12);
    const ItemExplanation e12 = VerifyExplanations::explain(*result12.item(QStringLiteral("driver")), result12);
    EXPECT_TRUE(e12.action.contains(QLatin1String("525.60.13"))) << e12.action;
    EXPECT_FALSE(e12.action.contains(QLatin1String("580"))) << e12.action;
}

TEST(VerifyExplanationsTest, AnOldDriverIsToldApartFromNoGpu)
{
    QJsonObject json = withItem(noDriver(), QStringLiteral("driver"),
                                QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                            {QStringLiteral("code"), QStringLiteral("error")},
                                            {QStringLiteral("driverVersion"), 12020},
                                            {QStringLiteral("driverError"), QStringLiteral("cudaErrorInsufficientDriver")}});
    const VerifyResult result = VerifyResult::fromJson(json);
    const ItemExplanation old = VerifyExplanations::explain(*result.item(QStringLiteral("driver")), result);
    EXPECT_TRUE(old.outcome.contains(QLatin1String("12.2"))) << old.outcome;
    EXPECT_TRUE(old.outcome.contains(QLatin1String("13.0"))) << old.outcome;

    json = withItem(noDriver(), QStringLiteral("driver"),
                    QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                {QStringLiteral("code"), QStringLiteral("error")},
                                {QStringLiteral("driverVersion"), 13000},
                                {QStringLiteral("driverError"), QStringLiteral("cudaErrorNoDevice")}});
    const VerifyResult noDevice = VerifyResult::fromJson(json);
    const ItemExplanation e = VerifyExplanations::explain(*noDevice.item(QStringLiteral("driver")), noDevice);
    EXPECT_TRUE(e.outcome.contains(QLatin1String("cudaErrorNoDevice"))) << e.outcome;
}

TEST(VerifyExplanationsTest, HeaderMismatchNamesBothVersionsAndTheFolder)
{
    const ItemExplanation e = explainEdited(noDriver(), QStringLiteral("header"),
                                            QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                        {QStringLiteral("code"), QStringLiteral("mismatch")},
                                                        {QStringLiteral("headerVersion"), QStringLiteral("9.18.0")}});
    EXPECT_TRUE(e.outcome.contains(QLatin1String("9.18.0"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("9.19.0"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("/usr/local/cuda/include/cudnn_version.h"))) << e.outcome;
    EXPECT_TRUE(e.meaning.contains(QLatin1String("/usr/local/cuda/include"))) << e.meaning;
    EXPECT_TRUE(e.meaning.contains(QLatin1String("run time"))) << e.meaning;
    EXPECT_TRUE(e.action.contains(QLatin1String("include"))) << e.action;
}

TEST(VerifyExplanationsTest, MissingLibrariesAreListedByName)
{
    const ItemExplanation e = explainEdited(
        noDriver(), QStringLiteral("libraries"),
        QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                    {QStringLiteral("code"), QStringLiteral("missing")},
                    {QStringLiteral("missing"), QJsonArray{QStringLiteral("libcudnn_cnn.so.9"), QStringLiteral("libcudnn_adv.so.9")}}});
    EXPECT_TRUE(e.outcome.contains(QLatin1String("libcudnn_cnn.so.9, libcudnn_adv.so.9"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("/usr/local/cuda/lib64")));
    EXPECT_TRUE(e.action.contains(QLatin1String("/usr/local/cuda/lib64"))) << e.action;

    // No cuDNN at all in the folder.
    const ItemExplanation none = explainEdited(noDriver(), QStringLiteral("libraries"),
                                               QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                           {QStringLiteral("code"), QStringLiteral("missing")},
                                                           {QStringLiteral("found"), QJsonArray{}},
                                                           {QStringLiteral("majorGuessed"), true}});
    EXPECT_TRUE(none.outcome.contains(QLatin1String("No cuDNN"))) << none.outcome;
    EXPECT_TRUE(none.action.contains(QLatin1String("libcudnn.so.9"))) << none.action;
}

TEST(VerifyExplanationsTest, LoadFailuresCarryTheLoadersMessage)
{
    QJsonObject json = withItem(noDriver(), QStringLiteral("libraries"), status("fail", "load-failed"));
    QJsonArray libraries = json.value(QStringLiteral("libraries")).toArray();
    QJsonObject cnn = libraries.at(2).toObject();
    cnn.insert(QStringLiteral("loaded"), false);
    cnn.insert(QStringLiteral("error"), QStringLiteral("libcudnn_cnn.so.9: file too short"));
    libraries.replace(2, cnn);
    json.insert(QStringLiteral("libraries"), libraries);
    const VerifyResult result = VerifyResult::fromJson(json);
    const ItemExplanation e = VerifyExplanations::explain(*result.item(QStringLiteral("libraries")), result);
    EXPECT_TRUE(e.outcome.contains(QLatin1String("file too short"))) << e.outcome;
}

TEST(VerifyExplanationsTest, MixedReleasesListEachLibrarysVersion)
{
    const QJsonArray files{
        QJsonObject{{QStringLiteral("subLibrary"), QStringLiteral("cudnn_ops")}, {QStringLiteral("path"), QStringLiteral("/x/libcudnn_ops.so.9")}, {QStringLiteral("version"), QStringLiteral("9.18.1")}},
        QJsonObject{{QStringLiteral("subLibrary"), QStringLiteral("cudnn_cnn")}, {QStringLiteral("path"), QStringLiteral("/x/libcudnn_cnn.so.9")}, {QStringLiteral("version"), QStringLiteral("9.19.0")}},
    };
    const ItemExplanation e = explainEdited(noDriver(), QStringLiteral("sublibrary-versions"),
                                            QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                        {QStringLiteral("code"), QStringLiteral("mixed")},
                                                        {QStringLiteral("files"), files}});
    EXPECT_TRUE(e.outcome.contains(QLatin1String("cudnn_ops: 9.18.1"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("cudnn_cnn: 9.19.0"))) << e.outcome;
}

TEST(VerifyExplanationsTest, MissingDependenciesSayWhatToInstall)
{
    const QJsonArray missingCublas{
        QJsonObject{{QStringLiteral("name"), QStringLiteral("libz.so.1")}, {QStringLiteral("found"), true}, {QStringLiteral("where"), QStringLiteral("on-search-path")}, {QStringLiteral("path"), QStringLiteral("/lib/x86_64-linux-gnu/libz.so.1")}},
        QJsonObject{{QStringLiteral("name"), QStringLiteral("libcublasLt.so.13")}, {QStringLiteral("found"), false}, {QStringLiteral("where"), QStringLiteral("missing")}, {QStringLiteral("path"), QString()}},
    };
    const ItemExplanation cublas = explainEdited(noDriver(), QStringLiteral("dependencies"),
                                                 QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                             {QStringLiteral("code"), QStringLiteral("cublaslt-missing")},
                                                             {QStringLiteral("dependencies"), missingCublas}});
    EXPECT_TRUE(cublas.outcome.contains(QLatin1String("libcublasLt.so.13"))) << cublas.outcome;
    EXPECT_TRUE(cublas.action.contains(QLatin1String("CUDA 13"))) << cublas.action;
    EXPECT_TRUE(cublas.action.contains(QLatin1String("LD_LIBRARY_PATH"))) << cublas.action;

    const QJsonArray missingZlib{
        QJsonObject{{QStringLiteral("name"), QStringLiteral("libz.so.1")}, {QStringLiteral("found"), false}, {QStringLiteral("where"), QStringLiteral("missing")}, {QStringLiteral("path"), QString()}},
    };
    const ItemExplanation zlib = explainEdited(noDriver(), QStringLiteral("dependencies"),
                                               QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                           {QStringLiteral("code"), QStringLiteral("zlib-missing")},
                                                           {QStringLiteral("dependencies"), missingZlib}});
    EXPECT_TRUE(zlib.outcome.contains(QLatin1String("libz.so.1"))) << zlib.outcome;
    EXPECT_TRUE(zlib.action.contains(QLatin1String("zlib1g"))) << zlib.action;

    const QJsonArray beside{
        QJsonObject{{QStringLiteral("name"), QStringLiteral("libcublasLt.so.13")}, {QStringLiteral("found"), true}, {QStringLiteral("where"), QStringLiteral("found-beside")}, {QStringLiteral("path"), QStringLiteral("/opt/cuda/lib64/libcublasLt.so.13")}},
    };
    const ItemExplanation found = explainEdited(noDriver(), QStringLiteral("dependencies"),
                                                QJsonObject{{QStringLiteral("status"), QStringLiteral("pass")},
                                                            {QStringLiteral("code"), QStringLiteral("found-beside")},
                                                            {QStringLiteral("dependencies"), beside}});
    EXPECT_TRUE(found.meaning.contains(QLatin1String("/opt/cuda/lib64"))) << found.meaning;
}

TEST(VerifyExplanationsTest, AGpuTooNewIsNamed)
{
    const ItemExplanation e = explainEdited(h200(), QStringLiteral("max-device-version"),
                                            QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                        {QStringLiteral("code"), QStringLiteral("device-too-new")},
                                                        {QStringLiteral("maxDeviceVersion"), 860},
                                                        {QStringLiteral("devicesTooNew"), QJsonArray{0}}});
    EXPECT_TRUE(e.outcome.contains(QLatin1String("NVIDIA H200 (compute capability 9.0)"))) << e.outcome;
    EXPECT_TRUE(e.outcome.contains(QLatin1String("8.6"))) << e.outcome;
}

TEST(VerifyExplanationsTest, ResultLinePerVerdict)
{
    const QString works = VerifyExplanations::resultLine(VerifyResult::fromJson(h200()));
    EXPECT_TRUE(works.startsWith(QLatin1String("PASSED"))) << works;
    EXPECT_TRUE(works.contains(QLatin1String("9.19.0")));
    EXPECT_TRUE(works.contains(QLatin1String("/usr/local/cuda/lib64")));
    EXPECT_TRUE(works.contains(QLatin1String("ran a convolution on NVIDIA H200"))) << works;

    const QString started = VerifyExplanations::resultLine(
        VerifyResult::fromJson(withItem(h200(), QStringLiteral("convolution"), status("skip", "not-implemented"))));
    EXPECT_TRUE(started.startsWith(QLatin1String("PASSED"))) << started;
    EXPECT_FALSE(started.contains(QLatin1String("convolution"))) << started;

    const QString ready = VerifyExplanations::resultLine(VerifyResult::fromJson(noDriver()));
    EXPECT_FALSE(ready.startsWith(QLatin1String("PASSED")));
    EXPECT_FALSE(ready.startsWith(QLatin1String("FAILED")));
    EXPECT_TRUE(ready.contains(QLatin1String("9.19.0 in /usr/local/cuda/lib64 is installed correctly"))) << ready;
    EXPECT_TRUE(ready.contains(QLatin1String("there is no NVIDIA driver"))) << ready;

    const QJsonObject broken = withItem(noDriver(), QStringLiteral("libraries"),
                                        QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")},
                                                    {QStringLiteral("code"), QStringLiteral("missing")},
                                                    {QStringLiteral("missing"), QJsonArray{QStringLiteral("libcudnn_cnn.so.9")}}});
    const QString failed = VerifyExplanations::resultLine(VerifyResult::fromJson(broken));
    EXPECT_TRUE(failed.startsWith(QStringLiteral("FAILED — cuDNN in /usr/local/cuda/lib64 is not usable"))) << failed;
    EXPECT_TRUE(failed.contains(QLatin1String("libcudnn_cnn.so.9"))) << failed;
    EXPECT_TRUE(failed.contains(QLatin1String("3 check"))) << failed; // libraries, driver, handle

    const QString notChecked = VerifyExplanations::resultLine(
        VerifyResult::notChecked(QStringLiteral("/x"), QStringLiteral("The cuDNN check stopped unexpectedly.")));
    EXPECT_TRUE(notChecked.startsWith(QLatin1String("NOT CHECKED"))) << notChecked;
    EXPECT_TRUE(notChecked.contains(QLatin1String("stopped unexpectedly")));
    EXPECT_FALSE(VerifyExplanations::resultLine(VerifyResult::notChecked({}, {})).endsWith(QStringLiteral("— ")));
}

TEST(VerifyExplanationsTest, StatusTexts)
{
    EXPECT_EQ(VerifyExplanations::statusText(VerifyItem::Status::Pass), QStringLiteral("PASS"));
    EXPECT_EQ(VerifyExplanations::statusText(VerifyItem::Status::Fail), QStringLiteral("FAIL"));
    EXPECT_EQ(VerifyExplanations::statusText(VerifyItem::Status::Skip), QStringLiteral("SKIP"));
}

TEST(VerifyExplanationsTest, RenderListsEveryCheckWithAdviceForFailures)
{
    const VerifyResult result = VerifyResult::fromJson(noDriver());
    const QString text = VerifyExplanations::render(result);
    const QStringList lines = text.split(u'\n');
    EXPECT_EQ(lines.first(), VerifyExplanations::resultLine(result));
    for (const VerifyItem &item : result.items) {
        const QString heading = QStringLiteral("[%1] %2").arg(VerifyExplanations::statusText(item.status),
                                                             VerifyExplanations::title(item.id));
        EXPECT_TRUE(lines.contains(heading)) << heading;
    }
    EXPECT_EQ(text.count(QLatin1String("What to do:")), 2) << text; // driver and handle
    for (const VerifyLibrary &library : result.libraries)
        EXPECT_TRUE(text.contains(library.path)) << library.path;

    const QString notChecked = VerifyExplanations::render(VerifyResult::notChecked(QStringLiteral("/x"), QStringLiteral("why")));
    EXPECT_TRUE(notChecked.contains(QLatin1String("why")));
    EXPECT_FALSE(notChecked.contains(QLatin1String("[PASS]")));
}
