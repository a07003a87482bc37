#include "core/probe/parsers/NvccVersionParser.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

struct NvccRow
{
    const char *name;
    const char16_t *output;
    const char16_t *release;  // nullptr: the output must be rejected
    const char16_t *compiler;
};

// Real outputs (docs/nvidia-layouts.md, "`nvcc --version`").
constexpr char16_t kCuda130[] = u"nvcc: NVIDIA (R) Cuda compiler driver\n"
                                u"Copyright (c) 2005-2025 NVIDIA Corporation\n"
                                u"Built on Wed_Aug_20_01:58:59_PM_PDT_2025\n"
                                u"Cuda compilation tools, release 13.0, V13.0.88\n"
                                u"Build cuda_13.0.r13.0/compiler.36424714_0\n";
constexpr char16_t kCuda124Windows[] = u"Copyright (c) 2005-2024 NVIDIA Corporation\n"
                                       u"Built on Thu_Mar_28_02:30:10_Pacific_Daylight_Time_2024\n"
                                       u"Cuda compilation tools, release 12.4, V12.4.131\n"
                                       u"Build cuda_12.4.r12.4/compiler.34097967_0\n";
constexpr char16_t kCuda118[] = u"nvcc: NVIDIA (R) Cuda compiler driver\n"
                                u"Copyright (c) 2005-2022 NVIDIA Corporation\n"
                                u"Built on Wed_Sep_21_10:33:58_PDT_2022\n"
                                u"Cuda compilation tools, release 11.8, V11.8.89\n"
                                u"Build cuda_11.8.r11.8/compiler.31833905_0\n";

const NvccRow kNvccRows[] = {
    {"Cuda13_0", kCuda130, u"13.0", u"13.0.88"},
    {"Cuda12_6_Windows",
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Copyright (c) 2005-2024 NVIDIA Corporation\n"
     u"Built on Fri_Jun_14_16:44:19_Pacific_Daylight_Time_2024\n"
     u"Cuda compilation tools, release 12.6, V12.6.20\n"
     u"Build cuda_12.6.r12.6/compiler.34431801_0\n",
     u"12.6", u"12.6.20"},
    {"Cuda12_5",
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Copyright (c) 2005-2024 NVIDIA Corporation\n"
     u"Built on Wed_Apr_17_19:19:55_PDT_2024\n"
     u"Cuda compilation tools, release 12.5, V12.5.40\n"
     u"Build cuda_12.5.r12.5/compiler.34177558_0\n",
     u"12.5", u"12.5.40"},
    {"Cuda12_4_WindowsWithoutFirstLine", kCuda124Windows, u"12.4", u"12.4.131"},
    {"Cuda12_1",
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Copyright (c) 2005-2023 NVIDIA Corporation\n"
     u"Built on Mon_Apr__3_17:16:06_PDT_2023\n"
     u"Cuda compilation tools, release 12.1, V12.1.105\n"
     u"Build cuda_12.1.r12.1/compiler.32688072_0\n",
     u"12.1", u"12.1.105"},
    {"Cuda11_8", kCuda118, u"11.8", u"11.8.89"},
    {"Cuda10_0_WithoutBuildLine",
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Copyright (c) 2005-2018 NVIDIA Corporation\n"
     u"Built on Sat_Aug_25_21:08:01_CDT_2018\n"
     u"Cuda compilation tools, release 10.0, V10.0.130",
     u"10.0", u"10.0.130"},
    {"NoiseBeforeAndAfter",
     u"ccache: warning: could not find compiler\n"
     u"nvcc warning : The 'compute_35' architecture is deprecated\n"
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Cuda compilation tools, release 12.9, V12.9.86\n"
     u"Build cuda_12.9.r12.9/compiler.36037853_0\n"
     u"\n"
     u"[process exited with code 0]\n",
     u"12.9", u"12.9.86"},
    {"ReleaseLineOnlyIndented", u"   Cuda compilation tools, release 12.4, V12.4.131   ", u"12.4",
     u"12.4.131"},
    {"SameOutputTwice", u"Cuda compilation tools, release 11.8, V11.8.89\n"
                        u"Cuda compilation tools, release 11.8, V11.8.89\n",
     u"11.8", u"11.8.89"},

    {"Empty", u"", nullptr, nullptr},
    {"OnlyBlankLines", u"\n\r\n  \n", nullptr, nullptr},
    {"CommandNotFound", u"bash: nvcc: command not found\n", nullptr, nullptr},
    {"BinaryLikeJunk", u"\x7f" u"ELF\x02\x01\x01\n\xfffd\xfffd\x1b[0m", nullptr, nullptr},
    {"TruncatedBeforeReleaseLine",
     u"nvcc: NVIDIA (R) Cuda compiler driver\n"
     u"Copyright (c) 2005-2025 NVIDIA Corporation\n"
     u"Built on Wed_Aug_20_01:58:59_PM_PDT_2025\n",
     nullptr, nullptr},
    {"TruncatedInsideCompilerVersion", u"Cuda compilation tools, release 12.4, V12.4", nullptr, nullptr},
    {"TruncatedAfterRelease", u"Cuda compilation tools, release 12.4", nullptr, nullptr},
    {"ReleaseNotNumeric", u"Cuda compilation tools, release 12.x, V12.4.131", nullptr, nullptr},
    {"ReleaseWithoutMinor", u"Cuda compilation tools, release 12, V12.4.131", nullptr, nullptr},
    {"ReleaseWithVPrefix", u"Cuda compilation tools, release v12.4, V12.4.131", nullptr, nullptr},
    {"ReleaseNegative", u"Cuda compilation tools, release -12.4, V12.4.131", nullptr, nullptr},
    {"ReleaseArabicDigits", u"Cuda compilation tools, release \x0661\x0662.4, V12.4.131", nullptr,
     nullptr},
    {"CompilerNotNumeric", u"Cuda compilation tools, release 12.4, V12.4.abc", nullptr, nullptr},
    {"CompilerWithoutV", u"Cuda compilation tools, release 12.4, 12.4.131", nullptr, nullptr},
    {"CompilerTooManyParts", u"Cuda compilation tools, release 12.4, V12.4.131.1", nullptr, nullptr},
    {"CompilerOverflow", u"Cuda compilation tools, release 12.4, V12.4.99999999999", nullptr,
     nullptr},
    {"TrailingJunkOnReleaseLine", u"Cuda compilation tools, release 12.4, V12.4.131 (patched)",
     nullptr, nullptr},
    {"CompilerContradictsRelease", u"Cuda compilation tools, release 12.4, V11.8.89", nullptr,
     nullptr},
    {"TwoDifferentOutputs", u"Cuda compilation tools, release 11.8, V11.8.89\n"
                            u"Cuda compilation tools, release 12.4, V12.4.131\n",
     nullptr, nullptr},
    {"GoodLineThenMalformedLine", u"Cuda compilation tools, release 12.4, V12.4.131\n"
                                  u"Cuda compilation tools, release 12.4, V12.4\n",
     nullptr, nullptr},
};

class NvccVersionParserTest : public testing::TestWithParam<NvccRow>
{
protected:
    static void expectRow(const NvccRow &row, const QString &output)
    {
        const std::optional<NvccVersion> parsed = parseNvccVersion(output);
        if (!parsedAsExpected(parsed, row.release != nullptr))
            return;
        // Strings, not Version ==, so that a lost or extra ".0" part fails the test.
        EXPECT_EQ(parsed->release.toString(), QString::fromUtf16(row.release));
        EXPECT_EQ(parsed->compiler.toString(), QString::fromUtf16(row.compiler));
    }
};

TEST_P(NvccVersionParserTest, ParsesAsWritten)
{
    expectRow(GetParam(), QString::fromUtf16(GetParam().output));
}

// Windows consoles and captured logs hand us CRLF (and sometimes a doubled CR).
TEST_P(NvccVersionParserTest, ParsesWithWindowsLineEndings)
{
    QString output = QString::fromUtf16(GetParam().output);
    expectRow(GetParam(), output.replace(u'\n', QStringLiteral("\r\n")));
    expectRow(GetParam(), output.replace(QStringLiteral("\r\n"), QStringLiteral("\r\r\n")));
}

INSTANTIATE_TEST_SUITE_P(Samples, NvccVersionParserTest, testing::ValuesIn(kNvccRows), RowName());

TEST(NvccVersionParser, ReleaseIsAPrefixOfCompiler)
{
    const std::optional<NvccVersion> parsed = parseNvccVersion(kCuda130);
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(parsed->release, (Version{13, 0}));
    EXPECT_EQ(parsed->compiler, (Version{13, 0, 88}));
    EXPECT_TRUE(parsed->compiler.startsWith(parsed->release));
}

} // namespace
} // namespace cudnnsetup
