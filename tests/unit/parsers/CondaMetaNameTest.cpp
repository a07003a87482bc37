#include "core/probe/parsers/CondaMetaName.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

struct CondaMetaRow
{
    const char *name;
    const char16_t *fileName;
    const char16_t *version; // nullptr: must be rejected
    int cudaMajor;
};

const CondaMetaRow kCondaMetaRows[] = {
    // anaconda's defaults channel names the CUDA build in the build string ...
    {"DefaultsChannel", u"cudnn-9.1.1.17-cuda12_1.json", u"9.1.1.17", 12},
    {"DefaultsChannelCuda11", u"cudnn-8.9.2.26-cuda11_0.json", u"8.9.2.26", 11},
    // ... conda-forge and NVIDIA's channel use a hash; the CUDA major is then unknown.
    {"CondaForge", u"libcudnn-9.23.1.3-hb8467dc_0.json", u"9.23.1.3", 0},
    {"ThreePartVersion", u"cudnn-8.9.7-h0123456_0.json", u"8.9.7", 0},
    {"ThreeDigitCudaIsNotAMajor", u"cudnn-9.1.1.17-cuda120_1.json", u"9.1.1.17", 0},

    {"Empty", u"", nullptr, 0},
    {"DevPackage", u"libcudnn-dev-9.23.1.3-hb8467dc_0.json", nullptr, 0},
    {"OtherPackage", u"cudnn-frontend-1.5.0-h0_0.json", nullptr, 0},
    {"TwoPartVersion", u"cudnn-9.1-cuda12_1.json", nullptr, 0},
    {"FivePartVersion", u"cudnn-9.1.1.17.1-cuda12_1.json", nullptr, 0},
    {"NoBuildString", u"cudnn-9.1.1.17.json", nullptr, 0},
    {"NotJson", u"cudnn-9.1.1.17-cuda12_1.json.bak", nullptr, 0},
    {"VersionOverflow", u"cudnn-9.99999999999.1.17-cuda12_1.json", nullptr, 0},
};

class CondaMetaNameTest : public testing::TestWithParam<CondaMetaRow>
{
};

TEST_P(CondaMetaNameTest, ReadsVersionAndCudaMajor)
{
    const CondaMetaRow &row = GetParam();
    const std::optional<CondaMetaName> parsed = parseCondaMetaName(row.fileName);
    if (!parsedAsExpected(parsed, row.version != nullptr))
        return;
    EXPECT_EQ(parsed->version.toString(), QString::fromUtf16(row.version));
    EXPECT_EQ(parsed->cudaMajor, row.cudaMajor);
}

INSTANTIATE_TEST_SUITE_P(Samples, CondaMetaNameTest, testing::ValuesIn(kCondaMetaRows), RowName());

} // namespace
} // namespace cudnnsetup
