// ArchiveName: NVIDIA's archive names of every known scheme (docs/nvidia-layouts.md, "Archive names"),
// browser duplicates, and names that must not pass for a cuDNN archive.
#include "core/archive/ArchiveName.h"

#include "ArchiveTestSupport.h"

namespace cudnnsetup {
namespace {

struct NameRow
{
    const char *label;
    const char16_t *name;
    const char16_t *component; // nullptr: must be rejected
    const char16_t *platform;
    const char16_t *version;
    int cudaMajor;
    const char16_t *cudaVersion;
    const char16_t *extension;
    bool legacy;
};

const NameRow kRows[] = {
    {"Linux9Cuda12", u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz", u"cudnn", u"linux-x86_64", u"9.20.0.48", 12,
     u"12", u"tar.xz", false},
    {"Windows9Cuda13", u"cudnn-windows-x86_64-9.20.0.48_cuda13-archive.zip", u"cudnn", u"windows-x86_64", u"9.20.0.48",
     13, u"13", u"zip", false},
    {"Sbsa8WithCudaMinor", u"cudnn-linux-sbsa-8.4.1.50_cuda11.6-archive.tar.xz", u"cudnn", u"linux-sbsa", u"8.4.1.50",
     11, u"11.6", u"tar.xz", false},
    {"WindowsArm64CudaMinor", u"cudnn-windows-arm64-9.27.0.42_cuda13.4-archive.zip", u"cudnn", u"windows-arm64",
     u"9.27.0.42", 13, u"13.4", u"zip", false},
    {"Linux8_9_7", u"cudnn-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz", u"cudnn", u"linux-x86_64", u"8.9.7.29", 12,
     u"12", u"tar.xz", false},
    {"TopFolderName", u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive", u"cudnn", u"linux-x86_64", u"9.20.0.48", 12,
     u"12", u"", false},
    {"ChromeDuplicate", u"cudnn-windows-x86_64-9.20.0.48_cuda12-archive (1).zip", u"cudnn", u"windows-x86_64",
     u"9.20.0.48", 12, u"12", u"zip", false},
    {"DuplicateWithoutBlank", u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive(12).tar.xz", u"cudnn", u"linux-x86_64",
     u"9.20.0.48", 12, u"12", u"tar.xz", false},
    {"UpperCaseExtension", u"cudnn-windows-x86_64-9.17.1.4_cuda12-archive.ZIP", u"cudnn", u"windows-x86_64",
     u"9.17.1.4", 12, u"12", u"zip", false},
    {"JitAddOn", u"cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz", u"cudnn_jit", u"linux-x86_64",
     u"9.20.0.48", 12, u"12", u"tar.xz", false},
    {"Samples9", u"cudnn_samples-source-9.20.0.48-archive.tar.xz", u"cudnn_samples", u"source", u"9.20.0.48", 0, u"",
     u"tar.xz", false},
    {"Samples8", u"cudnn_samples-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz", u"cudnn_samples", u"linux-x86_64",
     u"8.9.7.29", 12, u"12", u"tar.xz", false},
    {"Legacy7Linux", u"cudnn-10.2-linux-x64-v7.6.5.32.tgz", u"cudnn", u"linux-x86_64", u"7.6.5.32", 10, u"10.2", u"tgz",
     true},
    {"Legacy7Windows10", u"cudnn-9.2-windows10-x64-v7.6.0.64.zip", u"cudnn", u"windows-x86_64", u"7.6.0.64", 9, u"9.2",
     u"zip", true},
    {"Legacy8Sbsa", u"cudnn-11.2-linux-aarch64sbsa-v8.1.1.33.tgz", u"cudnn", u"linux-sbsa", u"8.1.1.33", 11, u"11.2",
     u"tgz", true},
    {"Legacy7Ppc", u"cudnn-10.2-linux-ppc64le-v7.6.5.32.tgz", u"cudnn", u"linux-ppc64le", u"7.6.5.32", 10, u"10.2",
     u"tgz", true},

    {"Empty", u"", nullptr, u"", u"", 0, u"", u"", false},
    {"PlainCudnnZip", u"cudnn.zip", nullptr, u"", u"", 0, u"", u"", false},
    {"ChromePartial", u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz.crdownload", nullptr, u"", u"", 0, u"", u"",
     false},
    {"FirefoxPartial", u"cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip.part", nullptr, u"", u"", 0, u"", u"",
     false},
    {"NoArchiveSuffix", u"cudnn-linux-x86_64-9.20.0.48_cuda12.tar.xz", nullptr, u"", u"", 0, u"", u"", false},
    {"ExtraWords", u"cudnn-windows-x86_64-9.20.0.48_cuda12-archive copy.zip", nullptr, u"", u"", 0, u"", u"", false},
    {"CudaRunfile", u"cuda_12.4.0_550.54.14_linux.run", nullptr, u"", u"", 0, u"", u"", false},
    {"CudaRedistArchive", u"cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz", nullptr, u"", u"", 0, u"", u"", false},
    {"LibraryFile", u"libcudnn.so.9", nullptr, u"", u"", 0, u"", u"", false},
    {"OneDigitVersion", u"cudnn-linux-x86_64-9_cuda12-archive.tar.xz", nullptr, u"", u"", 0, u"", u"", false},
    {"OverlongVersionPart", u"cudnn-linux-x86_64-9.12345678901.0.1_cuda12-archive.tar.xz", nullptr, u"", u"", 0, u"",
     u"", false},
    {"LegacyWithoutV", u"cudnn-10.2-linux-x64-7.6.5.32.tgz", nullptr, u"", u"", 0, u"", u"", false},
};

class ArchiveNameTable : public ::testing::TestWithParam<NameRow>
{
};

TEST_P(ArchiveNameTable, ParsesAsExpected)
{
    const NameRow &row = GetParam();
    const std::optional<ArchiveName> parsed = ArchiveName::parse(QString::fromUtf16(row.name));
    ASSERT_EQ(parsed.has_value(), row.component != nullptr);
    if (!parsed)
        return;
    EXPECT_EQ(parsed->component, QString::fromUtf16(row.component));
    EXPECT_EQ(parsed->platform, QString::fromUtf16(row.platform));
    EXPECT_EQ(parsed->version.toString(), QString::fromUtf16(row.version));
    EXPECT_EQ(parsed->cudaMajor, row.cudaMajor);
    EXPECT_EQ(parsed->cudaVersion, QString::fromUtf16(row.cudaVersion));
    EXPECT_EQ(parsed->extension, QString::fromUtf16(row.extension));
    EXPECT_EQ(parsed->legacy, row.legacy);
    EXPECT_EQ(parsed->isLibrary(), QString::fromUtf16(row.component) == QStringLiteral("cudnn"));
}

INSTANTIATE_TEST_SUITE_P(Names, ArchiveNameTable, ::testing::ValuesIn(kRows),
                         [](const ::testing::TestParamInfo<NameRow> &info) { return std::string(info.param.label); });

} // namespace
} // namespace cudnnsetup
