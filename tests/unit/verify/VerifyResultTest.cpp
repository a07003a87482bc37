// VerifyResult: the probe's verify JSON read into fields, and the verdict for every kind of outcome,
// from the real output of this machine and edits of it; malformed documents read as "unknown".
#include "core/verify/VerifyResult.h"

#include "TestData.h"
#include "support/GTestPrinters.h"

#include <QJsonArray>

using namespace cudnnsetup;
using verifytest::loadJson;
using verifytest::status;
using verifytest::withItem;

namespace {

using Verdict = VerifyResult::Verdict;

QJsonObject noDriver()
{
    return loadJson("verify-cudnn-9.19-no-driver.json");
}

QJsonObject h200()
{
    return loadJson("verify-h200-works.json");
}

} // namespace

TEST(VerifyResultTest, ReadsTheRealOutputOfThisMachine)
{
    const VerifyResult result = VerifyResult::fromJson(noDriver());
    EXPECT_TRUE(result.ran);
    EXPECT_TRUE(result.failure.isEmpty());
    EXPECT_EQ(result.cudnnDir, QStringLiteral("/usr/local/cuda/lib64"));
    EXPECT_EQ(result.includeDir, QStringLiteral("/usr/local/cuda/include"));
    ASSERT_EQ(result.items.size(), 10);
    EXPECT_EQ(result.items.first().id, QStringLiteral("libraries"));
    EXPECT_EQ(result.items.last().id, QStringLiteral("convolution"));
    ASSERT_EQ(result.libraries.size(), 8);
    EXPECT_EQ(result.libraries.first().subLibrary, QStringLiteral("cudnn_graph"));
    EXPECT_TRUE(result.libraries.first().loaded);
    EXPECT_EQ(result.libraries.last().path, QStringLiteral("/usr/local/cuda/lib64/libcudnn.so.9"));
    EXPECT_EQ(result.version, QStringLiteral("9.19.0"));
    EXPECT_EQ(result.versionRaw, 91900);
    EXPECT_EQ(result.headerVersion, QStringLiteral("9.19.0"));
    EXPECT_EQ(result.cudartVersion, 13010);
    EXPECT_EQ(result.runtimeVersion, 13000);
    EXPECT_EQ(result.driverVersion, 0);
    EXPECT_EQ(result.driver, QStringLiteral("no-driver"));
    EXPECT_TRUE(result.gpuNames.isEmpty());
    EXPECT_EQ(result.raw, noDriver());

    EXPECT_EQ(result.count(VerifyItem::Status::Fail), 2); // driver, handle
    EXPECT_EQ(result.count(VerifyItem::Status::Pass), 5);
    EXPECT_EQ(result.count(VerifyItem::Status::Skip), 3);
    const VerifyItem *handle = result.item(QStringLiteral("handle"));
    ASSERT_NE(handle, nullptr);
    EXPECT_EQ(handle->status, VerifyItem::Status::Fail);
    EXPECT_EQ(handle->code, QStringLiteral("no-driver"));
    EXPECT_EQ(handle->raw.value(QStringLiteral("statusNumber")).toInt(), 1001);
    EXPECT_EQ(result.item(QStringLiteral("no-such-check")), nullptr);

    EXPECT_EQ(result.verdict(), Verdict::ReadyNoGpu);
}

TEST(VerifyResultTest, AGpuThatRanTheConvolutionWorks)
{
    const VerifyResult result = VerifyResult::fromJson(h200());
    EXPECT_EQ(result.gpuNames, QStringList{QStringLiteral("NVIDIA H200")});
    EXPECT_EQ(result.driver, QStringLiteral("ok"));
    EXPECT_EQ(result.driverVersion, 13000);
    EXPECT_EQ(result.verdict(), Verdict::Works);
}

TEST(VerifyResultTest, AProbeWithoutTheConvolutionCheckWorksOnceTheHandleStarts)
{
    // The probe before the convolution check existed: a GPU, a handle, convolution "not-implemented".
    const QJsonObject json = withItem(h200(), QStringLiteral("convolution"), status("skip", "not-implemented"));
    EXPECT_EQ(VerifyResult::fromJson(json).verdict(), Verdict::Works);
}

namespace {

// In the anonymous namespace: GTestPrinters.h prints such rows by their name.
struct VerdictCase
{
    const char *name;
    const char *base;     // "no-driver" or "h200"
    const char *itemId;
    const char *status;
    const char *code;
    Verdict expected;
};

class VerdictTest : public testing::TestWithParam<VerdictCase>
{
};

} // namespace

TEST_P(VerdictTest, FromAnEditedDocument)
{
    const VerdictCase &c = GetParam();
    const QJsonObject base = QLatin1String(c.base) == QLatin1String("h200") ? h200() : noDriver();
    const QJsonObject json = withItem(base, QLatin1String(c.itemId), status(c.status, c.code));
    EXPECT_EQ(VerifyResult::fromJson(json).verdict(), c.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Items, VerdictTest,
    testing::Values(
        // Problems of the copy itself are Broken, with or without a driver.
        VerdictCase{"missing_library", "no-driver", "libraries", "fail", "missing", Verdict::Broken},
        VerdictCase{"load_failed", "h200", "libraries", "fail", "load-failed", Verdict::Broken},
        VerdictCase{"no_version_symbol", "no-driver", "version", "fail", "symbol-missing", Verdict::Broken},
        VerdictCase{"mixed_releases", "no-driver", "sublibrary-versions", "fail", "mixed", Verdict::Broken},
        VerdictCase{"header_mismatch", "no-driver", "header", "fail", "mismatch", Verdict::Broken},
        VerdictCase{"no_cudart_symbol", "h200", "cudart", "fail", "symbol-missing", Verdict::Broken},
        VerdictCase{"no_cublaslt", "no-driver", "dependencies", "fail", "cublaslt-missing", Verdict::Broken},
        VerdictCase{"no_zlib", "h200", "dependencies", "fail", "zlib-missing", Verdict::Broken},
        // GPU-side failures that are not "no driver / no GPU".
        VerdictCase{"gpu_too_new", "h200", "max-device-version", "fail", "device-too-new", Verdict::Broken},
        VerdictCase{"create_failed", "h200", "handle", "fail", "create-failed", Verdict::Broken},
        VerdictCase{"handle_symbol", "h200", "handle", "fail", "symbol-missing", Verdict::Broken},
        VerdictCase{"wrong_results", "h200", "convolution", "fail", "wrong-results", Verdict::Broken},
        VerdictCase{"convolution_failed", "h200", "convolution", "fail", "failed", Verdict::Broken},
        VerdictCase{"cuda_error", "h200", "convolution", "fail", "cuda-error", Verdict::Broken},
        VerdictCase{"unknown_failure", "no-driver", "cudart", "fail", "something-new", Verdict::Broken},
        // No driver / no GPU only: the copy is ready.
        VerdictCase{"driver_error", "no-driver", "driver", "fail", "error", Verdict::ReadyNoGpu},
        VerdictCase{"handle_no_gpu", "no-driver", "handle", "fail", "no-gpu", Verdict::ReadyNoGpu},
        // Skips do not break a copy.
        VerdictCase{"no_header", "no-driver", "header", "skip", "no-header", Verdict::ReadyNoGpu},
        VerdictCase{"no_header_gpu", "h200", "header", "skip", "no-header", Verdict::Works},
        VerdictCase{"cudnn8_no_max_device", "h200", "max-device-version", "skip", "not-available", Verdict::Works}),
    [](const testing::TestParamInfo<VerdictCase> &info) { return std::string(info.param.name); });

TEST(VerifyResultTest, NothingFailedButNothingRanOnAGpuIsReadyNoGpu)
{
    QJsonObject json = withItem(noDriver(), QStringLiteral("driver"), status("skip", "no-driver"));
    json = withItem(json, QStringLiteral("handle"), status("skip", "libraries-failed"));
    const VerifyResult result = VerifyResult::fromJson(json);
    EXPECT_EQ(result.count(VerifyItem::Status::Fail), 0);
    EXPECT_EQ(result.verdict(), Verdict::ReadyNoGpu);
}

TEST(VerifyResultTest, NotCheckedKeepsTheFolderAndTheReason)
{
    const VerifyResult result = VerifyResult::notChecked(QStringLiteral("/opt/cudnn/lib"), QStringLiteral("it crashed"));
    EXPECT_FALSE(result.ran);
    EXPECT_EQ(result.cudnnDir, QStringLiteral("/opt/cudnn/lib"));
    EXPECT_EQ(result.failure, QStringLiteral("it crashed"));
    EXPECT_EQ(result.verdict(), Verdict::NotChecked);
    EXPECT_TRUE(result.items.isEmpty());
}

TEST(VerifyResultTest, ADocumentWithoutChecksIsNotChecked)
{
    for (const QJsonObject &json : {QJsonObject{},
                                    QJsonObject{{QStringLiteral("probe"), 1}, {QStringLiteral("mode"), QStringLiteral("info")}},
                                    QJsonObject{{QStringLiteral("items"), QStringLiteral("not an array")}},
                                    QJsonObject{{QStringLiteral("items"), QJsonArray{1, 2, QStringLiteral("x")}}}}) {
        const VerifyResult result = VerifyResult::fromJson(json);
        EXPECT_FALSE(result.ran);
        EXPECT_FALSE(result.failure.isEmpty());
        EXPECT_EQ(result.verdict(), Verdict::NotChecked);
    }
}

TEST(VerifyResultTest, MalformedFieldsReadAsUnknown)
{
    QJsonObject json = noDriver();
    json.insert(QStringLiteral("version"), QStringLiteral("9.19.0"));      // not an object
    json.insert(QStringLiteral("cudartVersion"), QStringLiteral("13010")); // not a number
    json.insert(QStringLiteral("headerVersion"), QJsonValue::Null);
    json.insert(QStringLiteral("devices"), QStringLiteral("none"));
    json.insert(QStringLiteral("libraries"), QJsonArray{QStringLiteral("libcudnn.so.9"), QJsonObject{}});
    QJsonArray items = json.value(QStringLiteral("items")).toArray();
    items.append(QJsonObject{{QStringLiteral("status"), QStringLiteral("fail")}});                       // no id: dropped
    items.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("future-check")}, {QStringLiteral("status"), 7}});
    json.insert(QStringLiteral("items"), items);

    const VerifyResult result = VerifyResult::fromJson(json);
    EXPECT_TRUE(result.ran);
    EXPECT_EQ(result.version, QString());
    EXPECT_EQ(result.versionRaw, 0);
    EXPECT_EQ(result.cudartVersion, 0);
    EXPECT_EQ(result.headerVersion, QString());
    EXPECT_TRUE(result.gpuNames.isEmpty());
    EXPECT_EQ(result.libraries.size(), 2);
    EXPECT_FALSE(result.libraries.first().loaded);
    ASSERT_EQ(result.items.size(), 11);
    // An unreadable status claims nothing: a skip.
    EXPECT_EQ(result.items.last().status, VerifyItem::Status::Skip);
    EXPECT_EQ(result.verdict(), Verdict::ReadyNoGpu);
}

TEST(VerifyResultTest, AnUnreadableStatusNeverMakesACopyWork)
{
    // A GPU machine whose convolution status is garbled: no pass was read, so no "works" either.
    const QJsonObject json = withItem(h200(), QStringLiteral("convolution"),
                                      QJsonObject{{QStringLiteral("status"), QStringLiteral("PASSED")},
                                                  {QStringLiteral("code"), QStringLiteral("ok")}});
    EXPECT_NE(VerifyResult::fromJson(json).verdict(), Verdict::Works);
}

TEST(VerifyResultTest, VersionFromTheRawNumberWhenTheTextIsMissing)
{
    QJsonObject json = noDriver();
    json.insert(QStringLiteral("version"), QJsonObject{{QStringLiteral("raw"), 8907}});
    const VerifyResult result = VerifyResult::fromJson(json);
    EXPECT_EQ(result.version, QStringLiteral("8.9.7"));
    EXPECT_EQ(result.versionRaw, 8907);
}
