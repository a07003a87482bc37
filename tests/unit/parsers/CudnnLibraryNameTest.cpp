#include "core/probe/parsers/CudnnLibraryName.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

struct LibraryRow
{
    const char *name;
    const char16_t *fileName;
    const char16_t *subLibrary; // nullptr: must be rejected
    int soMajor;
    const char16_t *fileVersion; // u"" when the name carries no full version
    bool windowsDll;
};

const LibraryRow kLibraryRows[] = {
    // Linux: development link, SONAME, real file (docs/nvidia-layouts.md, "Sub-libraries").
    {"LinuxDevLink", u"libcudnn.so", u"cudnn", 0, u"", false},
    {"LinuxSoname9", u"libcudnn.so.9", u"cudnn", 9, u"", false},
    {"LinuxRealFile9_19_0", u"libcudnn.so.9.19.0", u"cudnn", 9, u"9.19.0", false},
    {"LinuxOps9_1_0", u"libcudnn_ops.so.9.1.0", u"cudnn_ops", 9, u"9.1.0", false},
    {"LinuxGraph9", u"libcudnn_graph.so.9", u"cudnn_graph", 9, u"", false},
    {"LinuxOpsInfer8_9_7", u"libcudnn_ops_infer.so.8.9.7", u"cudnn_ops_infer", 8, u"8.9.7", false},
    {"LinuxAdvTrain8", u"libcudnn_adv_train.so.8", u"cudnn_adv_train", 8, u"", false},
    {"LinuxEnginesRuntimeCompiled9", u"libcudnn_engines_runtime_compiled.so.9",
     u"cudnn_engines_runtime_compiled", 9, u"", false},
    {"LinuxEnginesPrecompiled9_6_0", u"libcudnn_engines_precompiled.so.9.6.0",
     u"cudnn_engines_precompiled", 9, u"9.6.0", false},
    {"LinuxEnginesTensorIr9", u"libcudnn_engines_tensor_ir.so.9", u"cudnn_engines_tensor_ir", 9,
     u"", false},
    {"LinuxExt9", u"libcudnn_ext.so.9", u"cudnn_ext", 9, u"", false},
    {"LinuxHeuristicDevLink", u"libcudnn_heuristic.so", u"cudnn_heuristic", 0, u"", false},
    {"LinuxCudnn7_6_5", u"libcudnn.so.7.6.5", u"cudnn", 7, u"7.6.5", false},
    {"LinuxCudnn7", u"libcudnn.so.7", u"cudnn", 7, u"", false},
    // Windows: only the major is in the name; case does not matter there.
    {"WindowsShim9", u"cudnn64_9.dll", u"cudnn", 9, u"", true},
    {"WindowsOps9", u"cudnn_ops64_9.dll", u"cudnn_ops", 9, u"", true},
    {"WindowsAdvInfer8", u"cudnn_adv_infer64_8.dll", u"cudnn_adv_infer", 8, u"", true},
    {"WindowsEnginesPrecompiled9", u"cudnn_engines_precompiled64_9.dll",
     u"cudnn_engines_precompiled", 9, u"", true},
    {"WindowsEnginesTensorIr9", u"cudnn_engines_tensor_ir64_9.dll", u"cudnn_engines_tensor_ir", 9,
     u"", true},
    {"WindowsCudnn7", u"cudnn64_7.dll", u"cudnn", 7, u"", true},
    {"WindowsUpperCase", u"CUDNN64_9.DLL", u"cudnn", 9, u"", true},
    {"WindowsMixedCase", u"Cudnn_Graph64_9.Dll", u"cudnn_graph", 9, u"", true},

    {"Empty", u"", nullptr, 0, u"", false},
    {"LinuxStaticOps9", u"libcudnn_ops_static_v9.a", nullptr, 0, u"", false},
    {"LinuxStatic", u"libcudnn_static.a", nullptr, 0, u"", false},
    {"LinuxStaticAdvTrain8", u"libcudnn_adv_train_static_v8.a", nullptr, 0, u"", false},
    {"WindowsImportLib", u"cudnn.lib", nullptr, 0, u"", false},
    {"WindowsImportLibVersioned", u"cudnn64_9.lib", nullptr, 0, u"", false},
    {"WindowsImportLibOps", u"cudnn_ops64_9.lib", nullptr, 0, u"", false},
    {"Header", u"cudnn.h", nullptr, 0, u"", false},
    {"VersionHeader", u"cudnn_version_v9.h", nullptr, 0, u"", false},
    {"FrontendHeader", u"cudnn_frontend.h", nullptr, 0, u"", false},
    {"FrontendLibrary", u"libcudnn_frontend.so", nullptr, 0, u"", false},
    {"FrontendLibraryVersioned", u"libcudnn_frontend_utils.so.1", nullptr, 0, u"", false},
    {"NoSeparator", u"libcudnnfoo.so", nullptr, 0, u"", false},
    {"WindowsBackup", u"cudnn_ops64_9.dll.bak", nullptr, 0, u"", false},
    {"LinuxTemporary", u"libcudnn.so.9.tmp", nullptr, 0, u"", false},
    {"LinuxLetterVersion", u"libcudnn.so.x", nullptr, 0, u"", false},
    {"LinuxTrailingDot", u"libcudnn.so.9.", nullptr, 0, u"", false},
    {"LinuxEmptyVersionPart", u"libcudnn.so.9..0", nullptr, 0, u"", false},
    {"LinuxMajorZero", u"libcudnn.so.0", nullptr, 0, u"", false},
    {"LinuxTooManyParts", u"libcudnn.so.9.19.0.56.1", nullptr, 0, u"", false},
    {"LinuxUpperCase", u"LIBCUDNN.SO.9", nullptr, 0, u"", false},
    {"LinuxPath", u"/usr/lib/libcudnn.so.9", nullptr, 0, u"", false},
    {"LinuxEmptySubLibrary", u"libcudnn_.so.9", nullptr, 0, u"", false},
    {"LinuxDoubleUnderscore", u"libcudnn__ops.so.9", nullptr, 0, u"", false},
    {"LinuxSoSuffixGlued", u"libcudnn.socket", nullptr, 0, u"", false},
    {"LinuxSomethingElse", u"libcublas.so.13", nullptr, 0, u"", false},
    {"WindowsWithoutMajor", u"cudnn64.dll", nullptr, 0, u"", false},
    {"WindowsWithoutBitness", u"cudnn.dll", nullptr, 0, u"", false},
    {"WindowsMajorNotNumeric", u"cudnn64_x.dll", nullptr, 0, u"", false},
    {"WindowsMajorZero", u"cudnn64_0.dll", nullptr, 0, u"", false},
    {"WindowsLinuxPrefix", u"libcudnn64_9.dll", nullptr, 0, u"", false},
    {"WindowsPath", u"C:\\cudnn\\bin\\cudnn64_9.dll", nullptr, 0, u"", false},
    {"WindowsFrontend", u"cudnn_frontend64_9.dll", nullptr, 0, u"", false},
    {"WindowsSpaceInName", u"cudnn ops64_9.dll", nullptr, 0, u"", false},
};

class CudnnLibraryNameTest : public testing::TestWithParam<LibraryRow>
{
};

TEST_P(CudnnLibraryNameTest, RecognisesFileName)
{
    const LibraryRow &row = GetParam();
    const std::optional<CudnnLibraryName> parsed = parseCudnnLibraryName(row.fileName);
    if (!parsedAsExpected(parsed, row.subLibrary != nullptr))
        return;
    EXPECT_EQ(parsed->subLibrary, QString::fromUtf16(row.subLibrary));
    EXPECT_EQ(parsed->soMajor, row.soMajor);
    EXPECT_EQ(parsed->fileVersion.toString(), QString::fromUtf16(row.fileVersion));
    EXPECT_EQ(parsed->fileVersion.isValid(), row.fileVersion[0] != u'\0');
    EXPECT_EQ(parsed->windowsDll, row.windowsDll);
}

// The loader's name for a recognised library must come back as the SONAME / DLL name, so
// messages name the file the loader will really look for.
TEST_P(CudnnLibraryNameTest, FileNameRoundTrips)
{
    const LibraryRow &row = GetParam();
    const std::optional<CudnnLibraryName> parsed = parseCudnnLibraryName(row.fileName);
    if (!parsed)
        return;
    const QString loaderName = cudnnLibraryFileName(parsed->subLibrary, parsed->soMajor, parsed->windowsDll);
    const std::optional<CudnnLibraryName> again = parseCudnnLibraryName(loaderName);
    ASSERT_TRUE(again.has_value()) << loaderName.toStdString();
    EXPECT_EQ(again->subLibrary, parsed->subLibrary);
    EXPECT_EQ(again->soMajor, parsed->soMajor);
    EXPECT_EQ(again->windowsDll, parsed->windowsDll);
    EXPECT_FALSE(again->fileVersion.isValid());
}

INSTANTIATE_TEST_SUITE_P(Samples, CudnnLibraryNameTest, testing::ValuesIn(kLibraryRows), RowName());

struct ExpectedSetRow
{
    const char *name;
    int major;
    QStringList subLibraries;
};

const ExpectedSetRow kExpectedSetRows[] = {
    {"Cudnn9", 9,
     {QStringLiteral("cudnn"), QStringLiteral("cudnn_graph"), QStringLiteral("cudnn_ops"),
      QStringLiteral("cudnn_cnn"), QStringLiteral("cudnn_adv"),
      QStringLiteral("cudnn_engines_precompiled"), QStringLiteral("cudnn_engines_runtime_compiled"),
      QStringLiteral("cudnn_heuristic")}},
    {"Cudnn8", 8,
     {QStringLiteral("cudnn"), QStringLiteral("cudnn_ops_infer"), QStringLiteral("cudnn_ops_train"),
      QStringLiteral("cudnn_cnn_infer"), QStringLiteral("cudnn_cnn_train"),
      QStringLiteral("cudnn_adv_infer"), QStringLiteral("cudnn_adv_train")}},
    {"Cudnn7", 7, {QStringLiteral("cudnn")}},
    {"Cudnn5", 5, {QStringLiteral("cudnn")}},
    {"Cudnn1", 1, {QStringLiteral("cudnn")}},
    {"UnknownFuture10", 10, {}},
    {"UnknownZero", 0, {}},
    {"UnknownNegative", -9, {}},
};

class ExpectedCudnnSubLibrariesTest : public testing::TestWithParam<ExpectedSetRow>
{
};

TEST_P(ExpectedCudnnSubLibrariesTest, ListsCompleteSet)
{
    EXPECT_EQ(expectedCudnnSubLibraries(GetParam().major), GetParam().subLibraries);
}

INSTANTIATE_TEST_SUITE_P(Majors, ExpectedCudnnSubLibrariesTest, testing::ValuesIn(kExpectedSetRows),
                         RowName());

TEST(ExpectedCudnnSubLibraries, LeavesOutOptionalNewerLibraries)
{
    const QStringList nine = expectedCudnnSubLibraries(9);
    EXPECT_FALSE(nine.contains(QStringLiteral("cudnn_engines_tensor_ir")));
    EXPECT_FALSE(nine.contains(QStringLiteral("cudnn_ext")));
}

struct FileNameRow
{
    const char *name;
    const char16_t *subLibrary;
    int major;
    bool windows;
    const char16_t *fileName;
};

const FileNameRow kFileNameRows[] = {
    {"LinuxShim9", u"cudnn", 9, false, u"libcudnn.so.9"},
    {"LinuxOps9", u"cudnn_ops", 9, false, u"libcudnn_ops.so.9"},
    {"LinuxAdvInfer8", u"cudnn_adv_infer", 8, false, u"libcudnn_adv_infer.so.8"},
    {"LinuxDevLink", u"cudnn_graph", 0, false, u"libcudnn_graph.so"},
    {"WindowsShim9", u"cudnn", 9, true, u"cudnn64_9.dll"},
    {"WindowsOps9", u"cudnn_ops", 9, true, u"cudnn_ops64_9.dll"},
    {"WindowsEnginesPrecompiled9", u"cudnn_engines_precompiled", 9, true,
     u"cudnn_engines_precompiled64_9.dll"},
    {"WindowsCudnn7", u"cudnn", 7, true, u"cudnn64_7.dll"},
    {"WindowsFutureMajor16", u"cudnn", 16, true, u"cudnn64_16.dll"},
    {"WindowsWithoutMajor", u"cudnn", 0, true, u""},
    {"EmptySubLibrary", u"", 9, false, u""},
};

class CudnnLibraryFileNameTest : public testing::TestWithParam<FileNameRow>
{
};

TEST_P(CudnnLibraryFileNameTest, BuildsLoaderName)
{
    const FileNameRow &row = GetParam();
    EXPECT_EQ(cudnnLibraryFileName(QString::fromUtf16(row.subLibrary), row.major, row.windows),
              QString::fromUtf16(row.fileName));
}

INSTANTIATE_TEST_SUITE_P(Names, CudnnLibraryFileNameTest, testing::ValuesIn(kFileNameRows), RowName());

} // namespace
} // namespace cudnnsetup
