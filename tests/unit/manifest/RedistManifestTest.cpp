// RedistManifest on small documents, one irregularity each, and the manifest and archive
// URLs it builds.
#include "ManifestTestSupport.h"

using namespace cudnnsetup;

namespace {

// 8.4.1 sbsa was named _cuda11.6 (docs/nvidia-layouts.md, "Archive names"): a flat entry answers
// for its major.
TEST(RedistManifest, FlatEntryWithAMinorInItsSuffixMatchesTheMajor)
{
    const QByteArray json = R"({
        "release_label": "8.4.1",
        "cudnn": {
            "name": "NVIDIA CUDA Deep Neural Network library", "version": "8.4.1.50",
            "linux-sbsa": {
                "relative_path": "cudnn/linux-sbsa/cudnn-linux-sbsa-8.4.1.50_cuda11.6-archive.tar.xz",
                "sha256": "7e57000000000000000000000000000000000000000000000000000000000001",
                "size": "1000"
            }
        }
    })";
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    ASSERT_TRUE(manifest) << error.toStdString();
    const RedistArchive *archive = manifest->find(S("cudnn"), S("linux-sbsa"), 11);
    ASSERT_NE(archive, nullptr);
    EXPECT_EQ(archive->cudaVariant, 0);
    EXPECT_EQ(archive->cudaSuffix, S("11.6"));
    EXPECT_TRUE(archive->md5.isEmpty());
    EXPECT_EQ(manifest->find(S("cudnn"), S("linux-sbsa"), 0), archive);
    EXPECT_EQ(manifest->find(S("cudnn"), S("linux-sbsa"), 12), nullptr);
    EXPECT_TRUE(manifest->releaseDate.isEmpty());
}

TEST(RedistManifest, AcceptsSizeAsANumberAndUpperCaseHex)
{
    const QByteArray json = R"({
        "cudnn": {
            "name": "cuDNN", "version": "9.20.0.48",
            "linux-x86_64": { "cuda12": {
                "relative_path": "cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz",
                "sha256": "C10623D2EE9FD4CD0A5D809237958B80884405C2F8A122712DD7B98C1D780A92",
                "md5": "3AC9AB9E411485B7011731ABC3847834",
                "size": 890794116
            } }
        }
    })";
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    ASSERT_TRUE(manifest) << error.toStdString();
    const RedistArchive *archive = manifest->find(S("cudnn"), S("linux-x86_64"), 12);
    ASSERT_NE(archive, nullptr);
    EXPECT_EQ(archive->size, 890794116);
    EXPECT_EQ(archive->sha256, QByteArray("c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92"));
    EXPECT_EQ(archive->md5, QByteArray("3ac9ab9e411485b7011731abc3847834"));
    EXPECT_TRUE(manifest->component(S("cudnn"))->cudaVariants.isEmpty());
}

TEST(RedistManifest, OneFileUnderAFlatKeyAndAVariantIsOneArchive)
{
    const QByteArray json = R"({
        "cudnn": {
            "name": "cuDNN", "version": "9.27.0.42", "cuda_variant": ["13"],
            "windows-arm64": {
                "cuda13": {
                    "relative_path": "cudnn/windows-arm64/cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip",
                    "sha256": "7e57000000000000000000000000000000000000000000000000000000000013",
                    "size": "468155439"
                },
                "relative_path": "cudnn/windows-arm64/cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip",
                "sha256": "7e57000000000000000000000000000000000000000000000000000000000013",
                "size": "468155439"
            }
        }
    })";
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    ASSERT_TRUE(manifest) << error.toStdString();
    const QList<RedistArchive> &archives = manifest->component(S("cudnn"))->archives;
    ASSERT_EQ(archives.size(), 1);
    EXPECT_EQ(archives.first().cudaVariant, 13);
    EXPECT_EQ(manifest->find(S("cudnn"), S("windows-arm64"), 0), nullptr);
}

TEST(RedistManifest, IgnoresKeysItDoesNotKnow)
{
    const QByteArray json = R"({
        "release_label": "9.99.0",
        "release_notes": "https://example.invalid/notes",
        "schema": { "version": 2 },
        "cudnn": {
            "name": "cuDNN", "version": "9.99.0.1",
            "cuda_variant": ["12", "13"],
            "host_variant": ["x"],
            "comment": "new key",
            "checksums": { "algorithm": "sha256" },
            "linux-x86_64": {
                "cuda12": {
                    "relative_path": "cudnn/linux-x86_64/cudnn-linux-x86_64-9.99.0.1_cuda12-archive.tar.xz",
                    "sha256": "7e57000000000000000000000000000000000000000000000000000000000012",
                    "signature": "abc"
                },
                "cuda_12": { "relative_path": "x" },
                "notes": "text"
            }
        }
    })";
    QString error = S("stale");
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    ASSERT_TRUE(manifest) << error.toStdString();
    EXPECT_TRUE(error.isEmpty());
    ASSERT_EQ(manifest->components.size(), 1);
    ASSERT_EQ(manifest->components.first().archives.size(), 1);
    EXPECT_EQ(manifest->components.first().archives.first().size, -1);
    EXPECT_EQ(manifest->platforms(S("cudnn")), QList<QString>{S("linux-x86_64")});
}

TEST(RedistManifest, VariantsSortByNumberNotByKey)
{
    const QByteArray json = R"({
        "cudnn": {
            "name": "cuDNN", "version": "7.6.5.32",
            "linux-x86_64": {
                "cuda10": { "relative_path": "cudnn/a_cuda10.tgz",
                            "sha256": "7e57000000000000000000000000000000000000000000000000000000000010" },
                "cuda9": { "relative_path": "cudnn/a_cuda9.tgz",
                           "sha256": "7e57000000000000000000000000000000000000000000000000000000000009" }
            }
        }
    })";
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json);
    ASSERT_TRUE(manifest);
    const QList<RedistArchive> &archives = manifest->component(S("cudnn"))->archives;
    ASSERT_EQ(archives.size(), 2);
    EXPECT_EQ(archives.at(0).cudaVariant, 9);
    EXPECT_EQ(archives.at(1).cudaVariant, 10);
}

struct NameRow
{
    const char *name;
    const char *label;
    const char *fileName;
};

const NameRow kNames[] = {
    {"three parts", "9.27.0", "redistrib_9.27.0.json"},
    {"four parts", "8.9.7.29", "redistrib_8.9.7.29.json"},
    {"cuda", "11.4.4", "redistrib_11.4.4.json"},
    {"path", "../9.27.0", ""},
    {"slash", "9.27.0/x", ""},
    {"query", "9.27.0?x", ""},
    {"leading v", "v9.27.0", ""},
    {"spaces", " 9.27.0", ""},
    {"empty", "", ""},
};

class ManifestFileName : public testing::TestWithParam<NameRow> {};

TEST_P(ManifestFileName, IsBuiltOnlyFromADottedLabel)
{
    EXPECT_EQ(RedistManifest::manifestFileName(S(GetParam().label)), S(GetParam().fileName));
}

INSTANTIATE_TEST_SUITE_P(Labels, ManifestFileName, testing::ValuesIn(kNames));

struct JoinRow
{
    const char *name;
    const char *base, *relative, *joined;
};

const JoinRow kJoins[] = {
    {"nvidia folder", "https://developer.download.nvidia.com/compute/cudnn/redist",
     "redistrib_9.27.0.json", "https://developer.download.nvidia.com/compute/cudnn/redist/redistrib_9.27.0.json"},
    {"trailing slash", "https://developer.download.nvidia.com/compute/cudnn/redist/",
     "cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz",
     "https://developer.download.nvidia.com/compute/cudnn/redist/cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"},
    {"both slashes", "http://mirror.lab:8080/cudnn//", "/cudnn/x.zip", "http://mirror.lab:8080/cudnn/cudnn/x.zip"},
    {"local folder", "/srv/mirror/cudnn", "cudnn/x.tar.xz", "/srv/mirror/cudnn/cudnn/x.tar.xz"},
    {"windows folder", "D:\\mirror\\cudnn\\", "cudnn/x.zip", "D:\\mirror\\cudnn/cudnn/x.zip"},
    {"root folder", "/", "cudnn/x.zip", "/cudnn/x.zip"},
    {"no base", "", "cudnn/x.zip", "cudnn/x.zip"},
    {"no path", "https://host/redist/", "", "https://host/redist"},
};

class ManifestJoinUrl : public testing::TestWithParam<JoinRow> {};

TEST_P(ManifestJoinUrl, PutsExactlyOneSlashBetween)
{
    const JoinRow &row = GetParam();
    EXPECT_EQ(RedistManifest::joinUrl(S(row.base), S(row.relative)), S(row.joined));
}

INSTANTIATE_TEST_SUITE_P(Urls, ManifestJoinUrl, testing::ValuesIn(kJoins));

} // namespace
