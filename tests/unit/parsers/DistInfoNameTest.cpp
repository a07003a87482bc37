#include "core/probe/parsers/DistInfoName.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

struct DistInfoRow
{
    const char *name;
    const char16_t *folderName;
    const char16_t *package; // nullptr: must be rejected
    const char16_t *version;
};

const DistInfoRow kDistInfoRows[] = {
    // As found under site-packages and in toolkits assembled from wheels (docs/nvidia-layouts.md,
    // "Python wheels").
    {"CudnnCu13", u"nvidia_cudnn_cu13-9.19.0.56.dist-info", u"nvidia_cudnn_cu13", u"9.19.0.56"},
    {"CudnnCu12_Cudnn8", u"nvidia_cudnn_cu12-8.9.2.26.dist-info", u"nvidia_cudnn_cu12", u"8.9.2.26"},
    {"CudnnCu11", u"nvidia_cudnn_cu11-8.6.0.163.dist-info", u"nvidia_cudnn_cu11", u"8.6.0.163"},
    {"CudaNvcc", u"nvidia_cuda_nvcc-13.0.88.dist-info", u"nvidia_cuda_nvcc", u"13.0.88"},
    {"CudaRuntimeCu12", u"nvidia_cuda_runtime_cu12-12.4.127.dist-info", u"nvidia_cuda_runtime_cu12",
     u"12.4.127"},
    {"NcclTwoPartName", u"nvidia_nccl_cu13-2.28.9.dist-info", u"nvidia_nccl_cu13", u"2.28.9"},
    {"LegacyDashesAndDots", u"Nvidia.Cudnn-Cu12-9.1.0.70.dist-info", u"nvidia_cudnn_cu12", u"9.1.0.70"},
    {"RunOfSeparators", u"nvidia__cudnn_-cu12-9.1.0.70.dist-info", u"nvidia_cudnn_cu12", u"9.1.0.70"},
    {"UpperCaseSuffix", u"nvidia_cudnn_cu12-9.1.0.70.DIST-INFO", u"nvidia_cudnn_cu12", u"9.1.0.70"},
    {"SinglePartVersion", u"example-3.dist-info", u"example", u"3"},

    {"Empty", u"", nullptr, nullptr},
    {"OnlySuffix", u".dist-info", nullptr, nullptr},
    {"EggInfo", u"nvidia_cudnn_cu12-9.1.0.70.egg-info", nullptr, nullptr},
    {"NoSuffix", u"nvidia_cudnn_cu12-9.1.0.70", nullptr, nullptr},
    {"PackageFolder", u"nvidia", nullptr, nullptr},
    {"NoVersion", u"nvidia_cudnn_cu12.dist-info", nullptr, nullptr},
    {"EmptyVersion", u"nvidia_cudnn_cu12-.dist-info", nullptr, nullptr},
    {"NoPackage", u"-9.1.0.70.dist-info", nullptr, nullptr},
    {"ReleaseCandidate", u"nvidia_cudnn_cu12-9.0.0rc1.dist-info", nullptr, nullptr},
    {"PostRelease", u"nvidia_cudnn_cu12-9.0.0.post1.dist-info", nullptr, nullptr},
    {"DevRelease", u"nvidia_cudnn_cu12-9.0.0.dev3.dist-info", nullptr, nullptr},
    {"LocalVersion", u"nvidia_cudnn_cu12-9.1.0+cu12.dist-info", nullptr, nullptr},
    {"VPrefixedVersion", u"nvidia_cudnn_cu12-v9.1.0.dist-info", nullptr, nullptr},
    {"VersionTrailingDot", u"nvidia_cudnn_cu12-9.1..dist-info", nullptr, nullptr},
    {"VersionOverflow", u"nvidia_cudnn_cu12-9.12345678901.dist-info", nullptr, nullptr},
    {"SpaceInName", u"nvidia cudnn_cu12-9.1.0.dist-info", nullptr, nullptr},
    {"PackageEndsWithSeparator", u"nvidia_cudnn_-9.1.0.dist-info", nullptr, nullptr},
    {"TemporaryCopy", u"nvidia_cudnn_cu12-9.1.0.70.dist-info.tmp", nullptr, nullptr},
};

class DistInfoNameTest : public testing::TestWithParam<DistInfoRow>
{
};

TEST_P(DistInfoNameTest, ReadsPackageAndVersion)
{
    const DistInfoRow &row = GetParam();
    const std::optional<DistInfoName> parsed = parseDistInfoName(row.folderName);
    if (!parsedAsExpected(parsed, row.package != nullptr))
        return;
    EXPECT_EQ(parsed->package, QString::fromUtf16(row.package));
    EXPECT_EQ(parsed->version.toString(), QString::fromUtf16(row.version));
}

INSTANTIATE_TEST_SUITE_P(Samples, DistInfoNameTest, testing::ValuesIn(kDistInfoRows), RowName());

struct CudaMajorRow
{
    const char *name;
    const char16_t *package;
    int cudaMajor;
};

const CudaMajorRow kCudaMajorRows[] = {
    {"Cu13", u"nvidia_cudnn_cu13", 13},
    {"Cu12", u"nvidia_cudnn_cu12", 12},
    {"Cu11", u"nvidia_cudnn_cu11", 11},
    {"AsWrittenOnPypi", u"nvidia-cudnn-cu12", 12},
    {"UpperCase", u"NVIDIA_CUDNN_CU13", 13},
    {"UnsuffixedCudnn", u"nvidia_cudnn", 0},
    {"NoDigits", u"nvidia_cudnn_cu", 0},
    {"LetterAfterDigits", u"nvidia_cudnn_cu12x", 0},
    {"LeadingZero", u"nvidia_cudnn_cu012", 0},
    {"OtherComponent", u"nvidia_cuda_runtime_cu12", 0},
    {"Nccl", u"nvidia_nccl_cu13", 0},
    {"CudnnFrontend", u"nvidia_cudnn_frontend", 0},
    {"Empty", u"", 0},
};

class CudaMajorFromCudnnPackageTest : public testing::TestWithParam<CudaMajorRow>
{
};

TEST_P(CudaMajorFromCudnnPackageTest, ReadsCudaMajor)
{
    EXPECT_EQ(cudaMajorFromCudnnPackage(GetParam().package), GetParam().cudaMajor);
}

INSTANTIATE_TEST_SUITE_P(Packages, CudaMajorFromCudnnPackageTest, testing::ValuesIn(kCudaMajorRows),
                         RowName());

TEST(DistInfoName, FeedsCudaMajor)
{
    const std::optional<DistInfoName> parsed = parseDistInfoName(u"nvidia_cudnn_cu13-9.19.0.56.dist-info");
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(cudaMajorFromCudnnPackage(parsed->package), 13);
    EXPECT_EQ(parsed->version, (Version{9, 19, 0, 56}));
}

} // namespace
} // namespace cudnnsetup
