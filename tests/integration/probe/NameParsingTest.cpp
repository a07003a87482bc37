// The probe's hand-written text patterns: cuDNN library file names, full versions at the end of a
// library's real name, and #defines in cudnn_version.h.
#include "app/probe/NameParsing.h"

#include <gtest/gtest.h>

using namespace probe;

TEST(ProbeNameParsing, LinuxLibraryNamesGiveTheSubLibraryAndMajor)
{
    const auto ops = parseCudnnFileName("libcudnn_ops.so.9", false);
    ASSERT_TRUE(ops);
    EXPECT_EQ(ops->subLibrary, "cudnn_ops");
    EXPECT_EQ(ops->major, 9);
    EXPECT_EQ(parseCudnnFileName("libcudnn.so.8", false)->subLibrary, "cudnn");
    EXPECT_EQ(parseCudnnFileName("libcudnn_engines_runtime_compiled.so.9", false)->subLibrary,
              "cudnn_engines_runtime_compiled");
    for (const char *other : {"libcudnn.so", "libcudnn.so.9.19.0", "libcudnn_ops.so.9x", "libcudnn_Ops.so.9",
                              "libcudnnx.so.9", "libcudnn_.so.9", "cudnn_ops.so.9", "libcublasLt.so.13", "libcudnn_ops.so."})
        EXPECT_FALSE(parseCudnnFileName(other, false)) << other;
}

TEST(ProbeNameParsing, WindowsDllNamesIgnoreCase)
{
    const auto cnn = parseCudnnFileName("CUDNN_CNN64_9.DLL", true);
    ASSERT_TRUE(cnn);
    EXPECT_EQ(cnn->subLibrary, "cudnn_cnn");
    EXPECT_EQ(cnn->major, 9);
    EXPECT_EQ(parseCudnnFileName("cudnn64_8.dll", true)->subLibrary, "cudnn");
    for (const char *other : {"cudnn64_9.lib", "cudnn_cnn64_.dll", "cudnn_cnn_9.dll", "zlibwapi.dll", "cudnn64_9.dll.bak"})
        EXPECT_FALSE(parseCudnnFileName(other, true)) << other;
}

TEST(ProbeNameParsing, FullVersionsComeFromTheEndOfTheName)
{
    EXPECT_EQ(fullVersionOfSoName("libcudnn_ops.so.9.19.0"), "9.19.0");
    EXPECT_EQ(fullVersionOfSoName("libcudnn.so.8.9.7.29"), "8.9.7");
    EXPECT_EQ(fullVersionOfSoName("libcudnn_ops.so.9"), "");
    EXPECT_EQ(fullVersionOfSoName("libcudnn_ops.so.9.19"), "");
    EXPECT_EQ(fullVersionOfSoName("libcudnn_ops.so.9.19.x"), "");
    EXPECT_EQ(fullVersionOfSoName("libcudnn_ops.so.9.19.0.bak"), "");
}

TEST(ProbeNameParsing, DefinesAreReadOnlyForTheExactMacro)
{
    const std::string header = "#ifndef CUDNN_VERSION_H\n"
                               "#define CUDNN_MAJOR_SOMETHING 7\n"
                               "#define CUDNN_MAJOR 9\n"
                               "#  define   CUDNN_MINOR\t19\n"
                               "#define CUDNN_PATCHLEVEL 0\n"
                               "#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n";
    EXPECT_EQ(definedNumber(header, "CUDNN_MAJOR"), 9);
    EXPECT_EQ(definedNumber(header, "CUDNN_MINOR"), 19);
    EXPECT_EQ(definedNumber(header, "CUDNN_PATCHLEVEL"), 0);
    EXPECT_EQ(definedNumber(header, "CUDNN_VERSION"), -1);   // an expression, not a number
    EXPECT_EQ(definedNumber(header, "CUDNN_BUILD"), -1);
    EXPECT_EQ(definedNumber("#define CUDNN_MAJOR\n", "CUDNN_MAJOR"), -1);
}
