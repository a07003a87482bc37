#include "core/probe/parsers/ToolkitVersionFile.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

// version.json as CUDA 12.4 Update 1 writes it (trimmed to a few components, layout kept).
constexpr char kCuda1241Json[] = R"j({
   "cuda" : {
      "name" : "CUDA SDK",
      "version" : "12.4.1"
   },
   "cuda_cccl" : {
      "name" : "CUDA C++ Core Compute Libraries",
      "version" : "12.4.127"
   },
   "cuda_cudart" : {
      "name" : "CUDA Runtime (cudart)",
      "version" : "12.4.127"
   },
   "cuda_nvcc" : {
      "name" : "CUDA NVCC",
      "version" : "12.4.131"
   },
   "libcublas" : {
      "name" : "CUDA cuBLAS",
      "version" : "12.4.5.8"
   }
}
)j";

struct JsonRow
{
    const char *name;
    QByteArray json;
    const char16_t *version; // nullptr: must be rejected with an error text
};

const JsonRow kJsonRows[] = {
    {"Cuda12_4_1", QByteArray(kCuda1241Json), u"12.4.1"},
    {"Cuda11_1_Compact",
     QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":"11.1.0"},)j"
                R"j("cuda_cudart":{"name":"CUDA Runtime (cudart)","version":"11.1.74"}})j"),
     u"11.1.0"},
    {"Cuda13_0_2_CrlfAndBom",
     QByteArray("\xEF\xBB\xBF{\r\n   \"cuda\" : {\r\n      \"name\" : \"CUDA SDK\",\r\n"
                "      \"version\" : \"13.0.2\"\r\n   }\r\n}\r\n"),
     u"13.0.2"},
    {"CudaEntryLast",
     QByteArray(R"j({"nsight_compute":{"name":"Nsight Compute","version":"2024.1.1.4"},)j"
                R"j("cuda":{"version":"12.6.3","name":"CUDA SDK"}})j"),
     u"12.6.3"},

    {"Empty", QByteArray(), nullptr},
    {"NotJson", QByteArray("CUDA Version 10.2.89\n"), nullptr},
    {"TruncatedJson", QByteArray(kCuda1241Json).left(80), nullptr},
    {"BinaryJunk", QByteArray("\x00\x01\xff\xfe{\"cuda\"", 10), nullptr},
    {"TopLevelArray", QByteArray(R"j([{"cuda":{"version":"12.4.1"}}])j"), nullptr},
    {"NoCudaEntry", QByteArray(R"j({"cuda_cudart":{"name":"CUDA Runtime (cudart)","version":"12.4.127"}})j"),
     nullptr},
    {"CudaEntryIsString", QByteArray(R"j({"cuda":"12.4.1"})j"), nullptr},
    {"CudaEntryWithoutVersion", QByteArray(R"j({"cuda":{"name":"CUDA SDK"}})j"), nullptr},
    {"VersionIsNumber", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":12.4}})j"), nullptr},
    {"VersionIsNull", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":null}})j"), nullptr},
    {"VersionEmpty", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":""}})j"), nullptr},
    {"VersionGarbage", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":"twelve"}})j"), nullptr},
    {"VersionWithSuffix", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":"12.4.1-rc"}})j"), nullptr},
    {"VersionMajorOnly", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":"12"}})j"), nullptr},
    {"VersionWithVPrefix", QByteArray(R"j({"cuda":{"name":"CUDA SDK","version":"v12.4.1"}})j"), nullptr},
};

class ToolkitVersionJsonTest : public testing::TestWithParam<JsonRow>
{
};

TEST_P(ToolkitVersionJsonTest, ReadsCudaVersion)
{
    const JsonRow &row = GetParam();
    QString error = QStringLiteral("untouched");
    expectVersion(parseToolkitVersionJson(row.json, &error), row.version);
    expectVersion(parseToolkitVersionJson(row.json), row.version);
    if (row.version) {
        EXPECT_EQ(error, QStringLiteral("untouched")) << "success must leave the error alone";
    } else {
        EXPECT_NE(error, QStringLiteral("untouched"));
        EXPECT_FALSE(error.isEmpty());
        EXPECT_TRUE(error.endsWith(u'.')) << error.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Samples, ToolkitVersionJsonTest, testing::ValuesIn(kJsonRows), RowName());

// The error texts reach the user's report, so each failure must say what was wrong.
TEST(ToolkitVersionJson, ErrorSaysWhatIsWrong)
{
    QString error;
    EXPECT_FALSE(parseToolkitVersionJson("{\"cuda\": ", &error));
    EXPECT_TRUE(error.startsWith(u"version.json is not valid JSON")) << error.toStdString();
    EXPECT_FALSE(parseToolkitVersionJson(R"j({"cuda_cudart":{}})j", &error));
    EXPECT_EQ(error, QStringLiteral("version.json has no \"cuda\" entry."));
    EXPECT_FALSE(parseToolkitVersionJson(R"j({"cuda":{"version":"twelve"}})j", &error));
    EXPECT_EQ(error, QStringLiteral("The CUDA version in version.json, \"twelve\", is not a version "
                                    "number."));
    EXPECT_FALSE(parseToolkitVersionJson(R"j({"cuda":{"version":12}})j", &error));
    EXPECT_EQ(error, QStringLiteral("The CUDA version in version.json is not a string."));
}

struct TxtRow
{
    const char *name;
    QByteArray text;
    const char16_t *version; // nullptr: must be rejected
};

const TxtRow kTxtRows[] = {
    {"Cuda10_2", QByteArray("CUDA Version 10.2.89\n"), u"10.2.89"},
    {"Cuda10_0_WithoutNewline", QByteArray("CUDA Version 10.0.130"), u"10.0.130"},
    {"Cuda10_1_Windows", QByteArray("CUDA Version 10.1.243\r\n"), u"10.1.243"},
    {"Cuda9_0_WithPatchLines",
     QByteArray("CUDA Version 9.0.176\nCUDA Patch Version 9.0.176.1\nCUDA Patch Version 9.0.176.2\n"),
     u"9.0.176"},
    {"Cuda8_0_WithBom", QByteArray("\xEF\xBB\xBF" "CUDA Version 8.0.61\n"), u"8.0.61"},

    {"Empty", QByteArray(), nullptr},
    {"OnlyNewline", QByteArray("\n"), nullptr},
    {"Truncated", QByteArray("CUDA Vers"), nullptr},
    {"NoVersion", QByteArray("CUDA Version \n"), nullptr},
    {"NonNumericVersion", QByteArray("CUDA Version ten.two\n"), nullptr},
    {"VersionWithJunk", QByteArray("CUDA Version 10.2.89abc\n"), nullptr},
    {"MajorOnly", QByteArray("CUDA Version 10\n"), nullptr},
    {"LowerCase", QByteArray("cuda version 10.2.89\n"), nullptr},
    {"VersionNotOnFirstLine", QByteArray("\nCUDA Version 10.2.89\n"), nullptr},
    {"JsonInstead", QByteArray(kCuda1241Json), nullptr},
    {"BinaryJunk", QByteArray("\x7f" "ELF\x02\x01\x01\x00\x00", 9), nullptr},
};

class ToolkitVersionTxtTest : public testing::TestWithParam<TxtRow>
{
};

TEST_P(ToolkitVersionTxtTest, ReadsFirstLine)
{
    expectVersion(parseToolkitVersionTxt(GetParam().text), GetParam().version);
}

INSTANTIATE_TEST_SUITE_P(Samples, ToolkitVersionTxtTest, testing::ValuesIn(kTxtRows), RowName());

} // namespace
} // namespace cudnnsetup
