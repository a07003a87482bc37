// RedistManifest on samples shaped like each manifest generation (data/), value by value.
#include "ManifestTestSupport.h"

#include <QRegularExpression>

using namespace cudnnsetup;

namespace {

struct MetadataRow
{
    const char *name;
    const char *file;
    const char *label, *date, *product;
    QList<const char *> components;   // in the order the parser gives them
    const char *version;              // of the first component
    const char *licensePath;          // of the first component
};

const MetadataRow kMetadata[] = {
    {"8.9.7", "redistrib_8.9.7.json", "8.9.7", "2024-03-15", "cudnn", {"cudnn", "cudnn_samples"}, "8.9.7.29", "cudnn/LICENSE.txt"},
    {"9.8.0", "redistrib_9.8.0.json", "9.8.0", "2025-03-04", "cudnn", {"cudnn", "cudnn_samples"}, "9.8.0.87", "cudnn/LICENSE.txt"},
    {"9.12.0", "redistrib_9.12.0.json", "9.12.0", "2025-08-07", "cudnn", {"cudnn", "cudnn_jit", "cudnn_samples"}, "9.12.0.46", "cudnn/LICENSE.txt"},
    {"9.20.0", "redistrib_9.20.0.json", "9.20.0", "2026-03-09", "cudnn", {"cudnn", "cudnn_jit", "cudnn_samples"}, "9.20.0.48", "cudnn/LICENSE.txt"},
    {"9.27.0", "redistrib_9.27.0.json", "9.27.0", "2026-09-29", "cudnn", {"cudnn", "cudnn_jit", "cudnn_samples"}, "9.27.0.42", "cudnn/LICENSE.txt"},
    // Old CUDA manifests: no release_label, release_product or license_path.
    {"cuda 11.4.4", "redistrib_11.4.4.json", "", "2022-02-01", "", {"cuda_cccl", "cuda_cudart", "cuda_gdb"}, "11.4.122", ""},
};

class ManifestMetadata : public testing::TestWithParam<MetadataRow> {};

TEST_P(ManifestMetadata, ReadsReleaseAndComponents)
{
    const MetadataRow &row = GetParam();
    const RedistManifest manifest = loadSample(row.file);
    EXPECT_EQ(manifest.releaseLabel, S(row.label));
    EXPECT_EQ(manifest.releaseDate, S(row.date));
    EXPECT_EQ(manifest.releaseProduct, S(row.product));
    QStringList keys;
    for (const RedistComponent &c : manifest.components)
        keys.append(c.key);
    QStringList expected;
    for (const char *key : row.components)
        expected.append(S(key));
    EXPECT_EQ(keys, expected);
    ASSERT_FALSE(manifest.components.isEmpty());
    EXPECT_EQ(manifest.components.first().version.toString(), S(row.version));
    EXPECT_EQ(manifest.components.first().licensePath, S(row.licensePath));
}

INSTANTIATE_TEST_SUITE_P(Samples, ManifestMetadata, testing::ValuesIn(kMetadata));

struct ComponentRow
{
    const char *name;
    const char *file;
    const char *component;
    const char *displayName;
    QList<const char *> platforms;    // key order
    QList<int> declaredVariants;
    int archiveCount;
};

const ComponentRow kComponents[] = {
    {"8.9.7 cudnn", "redistrib_8.9.7.json", "cudnn", "NVIDIA CUDA Deep Neural Network library",
     {"linux-ppc64le", "linux-sbsa", "linux-x86_64", "windows-x86_64"}, {11, 12}, 8},
    {"8.9.7 samples per platform", "redistrib_8.9.7.json", "cudnn_samples", "NVIDIA cuDNN samples",
     {"linux-ppc64le", "linux-sbsa", "linux-x86_64"}, {11, 12}, 6},
    {"9.8.0 cudnn", "redistrib_9.8.0.json", "cudnn", "NVIDIA CUDA Deep Neural Network library",
     {"linux-aarch64", "linux-sbsa", "linux-x86_64", "windows-x86_64"}, {11, 12}, 7},
    {"9.8.0 samples source", "redistrib_9.8.0.json", "cudnn_samples", "NVIDIA cuDNN samples", {"source"}, {}, 1},
    {"9.12.0 cudnn", "redistrib_9.12.0.json", "cudnn", "NVIDIA CUDA Deep Neural Network library",
     {"linux-aarch64", "linux-sbsa", "linux-x86_64", "windows-x86_64"}, {12, 13}, 8},
    {"9.12.0 jit", "redistrib_9.12.0.json", "cudnn_jit", "NVIDIA CUDA Deep Neural Network Graph JIT library",
     {"linux-sbsa", "linux-x86_64"}, {12, 13}, 4},
    {"9.20.0 cudnn", "redistrib_9.20.0.json", "cudnn", "NVIDIA CUDA Deep Neural Network library",
     {"linux-aarch64", "linux-sbsa", "linux-x86_64", "windows-x86_64"}, {12, 13}, 7},
    {"9.20.0 jit", "redistrib_9.20.0.json", "cudnn_jit", "NVIDIA CUDA Deep Neural Network Graph JIT library",
     {"linux-sbsa", "linux-x86_64"}, {12, 13}, 4},
    {"9.27.0 cudnn", "redistrib_9.27.0.json", "cudnn", "NVIDIA CUDA Deep Neural Network library",
     {"linux-sbsa", "linux-x86_64", "windows-arm64", "windows-x86_64"}, {12, 13}, 8},
    {"9.27.0 samples source", "redistrib_9.27.0.json", "cudnn_samples", "NVIDIA cuDNN samples", {"source"}, {}, 1},
    {"cuda 11.4.4 gdb", "redistrib_11.4.4.json", "cuda_gdb", "CUDA GDB",
     {"linux-ppc64le", "linux-sbsa", "linux-x86_64"}, {}, 3},
};

class ManifestComponents : public testing::TestWithParam<ComponentRow> {};

TEST_P(ManifestComponents, ListsPlatformsVariantsAndArchives)
{
    const ComponentRow &row = GetParam();
    const RedistManifest manifest = loadSample(row.file);
    const RedistComponent *component = manifest.component(S(row.component));
    ASSERT_NE(component, nullptr);
    EXPECT_EQ(component->name, S(row.displayName));
    QList<QString> platforms;
    for (const char *platform : row.platforms)
        platforms.append(S(platform));
    EXPECT_EQ(manifest.platforms(S(row.component)), platforms);
    EXPECT_EQ(component->cudaVariants, row.declaredVariants);
    EXPECT_EQ(component->archives.size(), row.archiveCount);
}

INSTANTIATE_TEST_SUITE_P(Samples, ManifestComponents, testing::ValuesIn(kComponents));

struct ArchiveRow
{
    const char *name;
    const char *file;
    const char *component, *platform;
    int cudaMajor;          // what find() is asked for; also the expected cudaVariant
    const char *relativePath;
    const char *cudaSuffix;
    const char *sha256, *md5;
    qint64 size;
};

const ArchiveRow kArchives[] = {
    {"8.9.7 ppc64le cuda11", "redistrib_8.9.7.json", "cudnn", "linux-ppc64le", 11,
     "cudnn/linux-ppc64le/cudnn-linux-ppc64le-8.9.7.29_cuda11-archive.tar.xz",
     "11", "7e577cebb6636baeb7421d30957305d407576176e0c16f563307d52f9d04e26f", "7e5703ead822a3e941fab87570988cbd", 863759764},
    {"8.9.7 windows cuda12", "redistrib_8.9.7.json", "cudnn", "windows-x86_64", 12,
     "cudnn/windows-x86_64/cudnn-windows-x86_64-8.9.7.29_cuda12-archive.zip",
     "12", "7e57675f3d5bca1b1f8c761ef1ed4f7a7ecb56ae250b0aa72ef327b6376da785", "7e57b2f5001738bd53766a5edb04f6f8", 708408517},
    {"8.9.7 samples sbsa cuda12", "redistrib_8.9.7.json", "cudnn_samples", "linux-sbsa", 12,
     "cudnn_samples/linux-sbsa/cudnn_samples-linux-sbsa-8.9.7.29_cuda12-archive.tar.xz",
     "12", "7e5709eccb40eae9bd2e62edfca11ddde1fab9aac6afe55866d6d96b7d97d6cf", "7e571b5b6d2926f609a324ce22f216a5", 1664288},
    {"8.9.7 samples x86_64 cuda11", "redistrib_8.9.7.json", "cudnn_samples", "linux-x86_64", 11,
     "cudnn_samples/linux-x86_64/cudnn_samples-linux-x86_64-8.9.7.29_cuda11-archive.tar.xz",
     "11", "7e57deb0f72e0c8f591cc1660c1b2bed9893f633a14c504c7e98a851da2ad870", "7e5798d8e5f65575473e222bba1f5365", 1664448},
    {"9.8.0 aarch64 cuda12", "redistrib_9.8.0.json", "cudnn", "linux-aarch64", 12,
     "cudnn/linux-aarch64/cudnn-linux-aarch64-9.8.0.87_cuda12-archive.tar.xz",
     "12", "7e57bdfb1abb46b22d0cc84615ebc3c3ce433c70e4fc26448586fe2182646222", "7e574260edf9d112fb67bb437fe6e553", 964790260},
    {"9.8.0 x86_64 cuda11", "redistrib_9.8.0.json", "cudnn", "linux-x86_64", 11,
     "cudnn/linux-x86_64/cudnn-linux-x86_64-9.8.0.87_cuda11-archive.tar.xz",
     "11", "7e5724f66ac005cc4b9ca33230ac9d6eb20ce1e84c0452256ec9981d4861238b", "7e57dbd3f30cbf0230441bc273e6b21e", 561520128},
    {"9.8.0 samples source", "redistrib_9.8.0.json", "cudnn_samples", "source", 0,
     "cudnn_samples/source/cudnn_samples-source-9.8.0.87-archive.tar.xz",
     "", "7e573876cede01cd2da9c417ee18ef29f7d1804999206854f628c4dba54b63d6", "7e5752979f156a0fd96084279aa6fd7a", 1666724},
    {"9.12.0 aarch64 cuda13", "redistrib_9.12.0.json", "cudnn", "linux-aarch64", 13,
     "cudnn/linux-aarch64/cudnn-linux-aarch64-9.12.0.46_cuda13-archive.tar.xz",
     "13", "7e579588abdd1536ef74a4cddd1b124e6acf6472ac0acddfbb574c81118b99ef", "7e577eb123c1124d0f7a807d4186b340", 623228608},
    {"9.12.0 jit sbsa cuda13", "redistrib_9.12.0.json", "cudnn_jit", "linux-sbsa", 13,
     "cudnn_jit/linux-sbsa/cudnn_jit-linux-sbsa-9.12.0.46_cuda13-archive.tar.xz",
     "13", "7e57b290cb7d80314af44eb0afd7a6e77f49057254a57a2f724c5b840629a689", "7e5701ca6acfd2e7efe44709cfc254f9", 11154932},
    {"9.12.0 windows cuda12", "redistrib_9.12.0.json", "cudnn", "windows-x86_64", 12,
     "cudnn/windows-x86_64/cudnn-windows-x86_64-9.12.0.46_cuda12-archive.zip",
     "12", "7e576f5f23fe363782757aa2652ba77fad2447320429c22c4389fc85c7ecd98e", "7e574f0a3a4f6d0486e830e7cee61ea8", 550446499},
    // 9.20.0: NVIDIA's real checksums (tests/unit/manifest/data/README.md).
    {"9.20.0 x86_64 cuda12", "redistrib_9.20.0.json", "cudnn", "linux-x86_64", 12,
     "cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz",
     "12", "c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92", "3ac9ab9e411485b7011731abc3847834", 890794116},
    {"9.20.0 x86_64 cuda13", "redistrib_9.20.0.json", "cudnn", "linux-x86_64", 13,
     "cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz",
     "13", "73f091ee57668dc18e8b1b61811c0ddff2ec0b762efe613e9f27f9ebfd6c20c0", "f0ea39c5411bf356a139b55fa3db69d3", 673041224},
    {"9.20.0 windows cuda12", "redistrib_9.20.0.json", "cudnn", "windows-x86_64", 12,
     "cudnn/windows-x86_64/cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip",
     "12", "003a5d022899268f7deef0c3530f1587a3195a93905a16fd0e3c9da0c46b88ab", "545b6c822bba2b2932d60141ad5a676d", 634960681},
    {"9.20.0 windows cuda13", "redistrib_9.20.0.json", "cudnn", "windows-x86_64", 13,
     "cudnn/windows-x86_64/cudnn-windows-x86_64-9.20.0.48_cuda13-archive.zip",
     "13", "d3ccce59130f10f68fe09365feea65b622bcecace79a0682fe43ee07b88a6a29", "e78a6a1c041e352c152c6b3de6f640c9", 349802474},
    {"9.20.0 jit cuda12", "redistrib_9.20.0.json", "cudnn_jit", "linux-x86_64", 12,
     "cudnn_jit/linux-x86_64/cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz",
     "12", "ac9bc4b5e0b8d4fee6bc851f6c0616790828b418732114d4f72bf9d50eb13c8d", "a131579c6133e92ed42310eb252c80a2", 13635400},
    {"9.20.0 jit cuda13", "redistrib_9.20.0.json", "cudnn_jit", "linux-x86_64", 13,
     "cudnn_jit/linux-x86_64/cudnn_jit-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz",
     "13", "d21fcb285707df92f7995f8883124505f4202b75d7ad66751561df1761f386ad", "8892057cbb0bf754d8f5d34a9ae79663", 13323136},
    {"9.20.0 aarch64 cuda12", "redistrib_9.20.0.json", "cudnn", "linux-aarch64", 12,
     "cudnn/linux-aarch64/cudnn-linux-aarch64-9.20.0.48_cuda12-archive.tar.xz",
     "12", "7e572cc779275fe77a20115338ea0e267caecd14d063b0ed193326f8916e1cde", "7e57af6c66249c74a41ca8f3944ea412", 956092692},
    {"9.20.0 sbsa cuda13", "redistrib_9.20.0.json", "cudnn", "linux-sbsa", 13,
     "cudnn/linux-sbsa/cudnn-linux-sbsa-9.20.0.48_cuda13-archive.tar.xz",
     "13", "7e578491c2f92e8dd0288280e4dbb0645e9b4e1d02a59493111964fd0c9001de", "7e5778be268f8feccd4ee9ac041d8aeb", 815145372},
    {"9.20.0 samples source", "redistrib_9.20.0.json", "cudnn_samples", "source", 0,
     "cudnn_samples/source/cudnn_samples-source-9.20.0.48-archive.tar.xz",
     "", "968fcdfb9e4b2d43a2cc03afe91386b2a8f09d712ab396035ed56060345c39c0", "39e9bf1ef99a5e8c91a6b84150c4b031", 1666364},
    // 9.27.0 windows-arm64: the cuda13 object and the flat keys are two different files.
    {"9.27.0 arm64 cuda13 variant", "redistrib_9.27.0.json", "cudnn", "windows-arm64", 13,
     "cudnn/windows-arm64/cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip",
     "13", "7e57ba6daa13069b7d078c003755224a276e4fa0d7366f4117af0eb8fbd74d4b", "7e57dc11dc423c5375f9ef8498a87eb0", 468155439},
    {"9.27.0 arm64 flat cuda13.4", "redistrib_9.27.0.json", "cudnn", "windows-arm64", 0,
     "cudnn/windows-arm64/cudnn-windows-arm64-9.27.0.42_cuda13.4-archive.zip",
     "13.4", "7e5740752e04d3d623581597ab88850dce31485e086507dc5cecb779624d98db", "7e5794a35891d2bc07f579f67d03e5bd", 481633269},
    {"9.27.0 windows cuda12", "redistrib_9.27.0.json", "cudnn", "windows-x86_64", 12,
     "cudnn/windows-x86_64/cudnn-windows-x86_64-9.27.0.42_cuda12-archive.zip",
     "12", "7e5762fa5abf5d67f3a7f52209add17f2e1ebc0a328a343b6881aed0d6eaf3fe", "7e57121e182db6a5b302f562bbd42e5c", 1924314965},
    {"9.27.0 jit sbsa cuda12", "redistrib_9.27.0.json", "cudnn_jit", "linux-sbsa", 12,
     "cudnn_jit/linux-sbsa/cudnn_jit-linux-sbsa-9.27.0.42_cuda12-archive.tar.xz",
     "12", "7e57cde78880536a30063b5878bee0dc931db6b38caba1f75e038c8305013a9b", "7e5709b5c2278a11f43b20c1ec212aa4", 47595112},
    {"9.27.0 samples source", "redistrib_9.27.0.json", "cudnn_samples", "source", 0,
     "cudnn_samples/source/cudnn_samples-source-9.27.0.42-archive.tar.xz",
     "", "7e5742d20843cd43e998978a319f6ca3fa785cede3a9ce6412635753f3cc8c30", "7e57a26c7b5bac29fa9a85b04bd71e51", 1665944},
    {"cuda 11.4.4 cudart ppc64le", "redistrib_11.4.4.json", "cuda_cudart", "linux-ppc64le", 0,
     "cuda_cudart/linux-ppc64le/cuda_cudart-linux-ppc64le-11.4.148-archive.tar.xz",
     "", "7e57014b65f976da4601552c0feab1c719e3edc6aed525dd4a7cd7772a02f783", "7e57ad3ebbedf06e46b8d9c835edebb0", 777952},
    {"cuda 11.4.4 gdb sbsa", "redistrib_11.4.4.json", "cuda_gdb", "linux-sbsa", 0,
     "cuda_gdb/linux-sbsa/cuda_gdb-linux-sbsa-11.4.120-archive.tar.xz",
     "", "7e57f378d690445eaa4f262878bbcd4bc2897ed318c3d0ae4b3b0c5283df894c", "7e570684eb060356f998058a3fd39ab8", 63856896},
    {"cuda 11.4.4 cccl windows", "redistrib_11.4.4.json", "cuda_cccl", "windows-x86_64", 0,
     "cuda_cccl/windows-x86_64/cuda_cccl-windows-x86_64-11.4.122-archive.zip",
     "", "7e57f2128e91eccb9c67d707925576ad35ae8772d09d8db9aff72ddc091e49a9", "7e57e129cd693230f4f3d4a7b3485723", 2422426},
};

class ManifestArchives : public testing::TestWithParam<ArchiveRow> {};

TEST_P(ManifestArchives, FindGivesTheExactEntry)
{
    const ArchiveRow &row = GetParam();
    const RedistManifest manifest = loadSample(row.file);
    const RedistArchive *archive = manifest.find(S(row.component), S(row.platform), row.cudaMajor);
    ASSERT_NE(archive, nullptr);
    EXPECT_EQ(archive->component, S(row.component));
    EXPECT_EQ(archive->platform, S(row.platform));
    EXPECT_EQ(archive->cudaVariant, row.cudaMajor);
    EXPECT_EQ(archive->relativePath, S(row.relativePath));
    EXPECT_EQ(archive->fileName(), S(row.relativePath).section(u'/', -1));
    EXPECT_EQ(archive->cudaSuffix, S(row.cudaSuffix));
    EXPECT_EQ(archive->sha256, QByteArray(row.sha256));
    EXPECT_EQ(archive->md5, QByteArray(row.md5));
    EXPECT_EQ(archive->size, row.size);
}

INSTANTIATE_TEST_SUITE_P(Samples, ManifestArchives, testing::ValuesIn(kArchives));

struct MissRow
{
    const char *name;
    const char *file;
    const char *component, *platform;
    int cudaMajor;
};

const MissRow kMisses[] = {
    {"8.9.7 has no linux-aarch64", "redistrib_8.9.7.json", "cudnn", "linux-aarch64", 12},
    {"8.9.7 has no cuda13", "redistrib_8.9.7.json", "cudnn", "linux-x86_64", 13},
    {"8.9.7 samples have no windows", "redistrib_8.9.7.json", "cudnn_samples", "windows-x86_64", 12},
    {"9.8.0 aarch64 has no cuda11", "redistrib_9.8.0.json", "cudnn", "linux-aarch64", 11},
    {"9.8.0 has no jit", "redistrib_9.8.0.json", "cudnn_jit", "linux-x86_64", 12},
    {"9.12.0 has no cuda11", "redistrib_9.12.0.json", "cudnn", "linux-x86_64", 11},
    {"9.12.0 jit is linux only", "redistrib_9.12.0.json", "cudnn_jit", "windows-x86_64", 12},
    {"9.20.0 aarch64 has no cuda13", "redistrib_9.20.0.json", "cudnn", "linux-aarch64", 13},
    {"9.20.0 has no flat cudnn entry", "redistrib_9.20.0.json", "cudnn", "linux-x86_64", 0},
    {"9.20.0 samples source has no variant", "redistrib_9.20.0.json", "cudnn_samples", "source", 12},
    {"9.27.0 has no linux-aarch64", "redistrib_9.27.0.json", "cudnn", "linux-aarch64", 12},
    {"9.27.0 arm64 has no cuda12", "redistrib_9.27.0.json", "cudnn", "windows-arm64", 12},
    {"9.27.0 has no windows-arm64 jit", "redistrib_9.27.0.json", "cudnn_jit", "windows-arm64", 13},
    {"cuda 11.4.4 gdb has no windows", "redistrib_11.4.4.json", "cuda_gdb", "windows-x86_64", 0},
    {"cuda 11.4.4 flat entries have no variant", "redistrib_11.4.4.json", "cuda_cudart", "linux-x86_64", 11},
    {"unknown component", "redistrib_9.27.0.json", "cudnn_frontend", "linux-x86_64", 12},
};

class ManifestMisses : public testing::TestWithParam<MissRow> {};

TEST_P(ManifestMisses, FindGivesNothing)
{
    const MissRow &row = GetParam();
    const RedistManifest manifest = loadSample(row.file);
    EXPECT_EQ(manifest.find(S(row.component), S(row.platform), row.cudaMajor), nullptr);
}

INSTANTIATE_TEST_SUITE_P(Samples, ManifestMisses, testing::ValuesIn(kMisses));

// Properties every entry of every sample must have, whatever the table above picked.
TEST(RedistManifest, EveryArchiveIsWellFormed)
{
    static const QRegularExpression lowerHex(QStringLiteral("^[0-9a-f]+$"));
    for (const char *file : {"redistrib_8.9.7.json", "redistrib_9.8.0.json", "redistrib_9.12.0.json",
                             "redistrib_9.20.0.json", "redistrib_9.27.0.json", "redistrib_11.4.4.json"}) {
        const RedistManifest manifest = loadSample(file);
        int count = 0;
        for (const RedistComponent &component : manifest.components) {
            for (const RedistArchive &archive : component.archives) {
                SCOPED_TRACE(file + (u' ' + archive.relativePath).toStdString());
                ++count;
                EXPECT_EQ(archive.component, component.key);
                EXPECT_TRUE(archive.relativePath.startsWith(component.key + u'/' + archive.platform + u'/'));
                EXPECT_TRUE(archive.fileName().contains(u'-' + component.version.toString()));
                EXPECT_EQ(archive.sha256.size(), 64);
                EXPECT_TRUE(lowerHex.match(QString::fromLatin1(archive.sha256)).hasMatch());
                EXPECT_EQ(archive.md5.size(), 32);
                EXPECT_GT(archive.size, 0);
                if (archive.cudaVariant > 0) {
                    EXPECT_EQ(archive.cudaSuffix, QString::number(archive.cudaVariant));
                }
            }
        }
        EXPECT_GT(count, 0) << file;
    }
}

TEST(RedistManifest, WindowsArm64KeepsTheVariantAndTheFlatEntry)
{
    const RedistManifest manifest = loadSample("redistrib_9.27.0.json");
    QStringList arm64;
    for (const RedistArchive &archive : manifest.component(S("cudnn"))->archives)
        if (archive.platform == S("windows-arm64"))
            arm64.append(QStringLiteral("%1 %2").arg(archive.cudaVariant).arg(archive.fileName()));
    EXPECT_EQ(arm64, (QStringList{S("0 cudnn-windows-arm64-9.27.0.42_cuda13.4-archive.zip"),
                                  S("13 cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip")}));
    // The flat _cuda13.4 file is for CUDA 13 too, but the "cuda13" key is the one NVIDIA named.
    EXPECT_EQ(archiveOf(manifest, "cudnn", "windows-arm64", 13).cudaVariant, 13);
    EXPECT_EQ(archiveOf(manifest, "cudnn", "windows-arm64", 0).cudaMajor(), 13);
}

TEST(RedistManifest, TargetCarriesTheComponentVersion)
{
    const RedistManifest manifest = loadSample("redistrib_9.20.0.json");
    const ArchiveTarget target = manifest.target(archiveOf(manifest, "cudnn", "linux-x86_64", 13));
    EXPECT_EQ(target.cudnnVersion, (Version{9, 20, 0, 48}));
    EXPECT_EQ(target.cudnnVersion.toString(), S("9.20.0.48"));
    EXPECT_EQ(target.platform, S("linux-x86_64"));
    EXPECT_EQ(target.cudaMajor, 13);
    EXPECT_EQ(target.fileName, S("cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"));
    EXPECT_EQ(target.relativePath, S("cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda13-archive.tar.xz"));
    EXPECT_EQ(target.sha256, QByteArray("73f091ee57668dc18e8b1b61811c0ddff2ec0b762efe613e9f27f9ebfd6c20c0"));
    EXPECT_EQ(target.size, 673041224);
    EXPECT_TRUE(target.hasChecksum());

    const ArchiveTarget samples = manifest.target(archiveOf(manifest, "cudnn_samples", "source", 0));
    EXPECT_EQ(samples.cudaMajor, 0);
    EXPECT_EQ(samples.fileName, S("cudnn_samples-source-9.20.0.48-archive.tar.xz"));
    EXPECT_EQ(samples.size, 1666364);
}

TEST(RedistManifest, TargetOfAFlatEntryTakesTheMajorFromTheFileName)
{
    const RedistManifest manifest = loadSample("redistrib_9.27.0.json");
    const ArchiveTarget target = manifest.target(archiveOf(manifest, "cudnn", "windows-arm64", 0));
    EXPECT_EQ(target.cudnnVersion.toString(), S("9.27.0.42"));
    EXPECT_EQ(target.cudaMajor, 13);
    EXPECT_EQ(target.fileName, S("cudnn-windows-arm64-9.27.0.42_cuda13.4-archive.zip"));
    EXPECT_EQ(target.size, 481633269);

    const RedistManifest old = loadSample("redistrib_11.4.4.json");
    const ArchiveTarget cudart = old.target(archiveOf(old, "cuda_cudart", "linux-x86_64", 0));
    EXPECT_EQ(cudart.cudnnVersion.toString(), S("11.4.148"));
    EXPECT_EQ(cudart.cudaMajor, 0);
}

} // namespace
