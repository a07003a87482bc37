#include "core/probe/parsers/CudnnHeaderParser.h"

#include "ParserTestSupport.h"

namespace cudnnsetup {
namespace {

// cuDNN 7 keeps the defines near the top of the big cudnn.h.
constexpr char kCudnn765Header[] = R"(/*   cudnn : Neural Networks Library

*/

#if !defined(CUDNN_H_)
#define CUDNN_H_

#define CUDNN_MAJOR 7
#define CUDNN_MINOR 6
#define CUDNN_PATCHLEVEL 5

#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

#include "driver_types.h"
#include <cuda_runtime.h>

#ifndef CUDNNWINAPI
#ifdef _WIN32
#define CUDNNWINAPI __stdcall
#else
#define CUDNNWINAPI
#endif
#endif

#if defined(__cplusplus)
extern "C" {
#endif

struct cudnnContext;
typedef struct cudnnContext *cudnnHandle_t;

size_t CUDNNWINAPI
cudnnGetVersion(void);

/* Returns CUDA Runtime version statically linked against cudnn */
size_t CUDNNWINAPI
cudnnGetCudartVersion(void);
)";

// Real cudnn_version.h bodies (docs/nvidia-layouts.md, "Where the version lives"; 9.19.0 from the
// build machine).
constexpr char kCudnn897VersionHeader[] = R"(/**
 * \file: The master cuDNN version file.
 */

#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_

#define CUDNN_MAJOR 8
#define CUDNN_MINOR 9
#define CUDNN_PATCHLEVEL 7

#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

/* cannot use constexpr here since this is a C-only file */
/* Below is the max SM version this cuDNN library is aware of and supports natively */

#define CUDNN_MAX_SM_MAJOR_NUMBER 9
#define CUDNN_MAX_SM_MINOR_NUMBER 0
#define CUDNN_MAX_DEVICE_VERSION (CUDNN_MAX_SM_MAJOR_NUMBER * 100 + CUDNN_MAX_SM_MINOR_NUMBER * 10)

/* Here are constants for each of the SM Architectures we support to use in code where device version checks must be made */

/* MAXWELL SM 50 52 53 */
#define CUDNN_SM_50 500
#define CUDNN_SM_52 520
#define CUDNN_SM_53 530

/* HOPPER SM 90 */
#define CUDNN_SM_90 900

/* END MARKER for last known version.
 * This can be replaced after support for 1000 is added
 */
#define CUDNN_SM_9X_END 999

/* This is the minimum version we support devices below this will return CUDNN_STATUS_ARCH_MISMATCH */
#define CUDNN_MIN_DEVICE_VERSION CUDNN_SM_50

#endif /* CUDNN_VERSION_H */
)";

constexpr char kCudnn960VersionHeader[] = R"(#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_

#define CUDNN_MAJOR 9
#define CUDNN_MINOR 6
#define CUDNN_PATCHLEVEL 0

#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

/* cannot use constexpr here since this is a C-only file */
/* Below is the max SM version this cuDNN library is aware of and supports natively */

#define CUDNN_MAX_SM_MAJOR_NUMBER 9
#define CUDNN_MAX_SM_MINOR_NUMBER 0
#define CUDNN_MAX_DEVICE_VERSION (CUDNN_MAX_SM_MAJOR_NUMBER * 100 + CUDNN_MAX_SM_MINOR_NUMBER * 10)

#endif /* CUDNN_VERSION_H */
)";

constexpr char kCudnn9190VersionHeader[] = R"(/**
 * \file: The master cuDNN version file.
 */

#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_

#define CUDNN_MAJOR 9
#define CUDNN_MINOR 19
#define CUDNN_PATCHLEVEL 0

#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

/* cannot use constexpr here since this is a C-only file */
/* Below is the max SM version this cuDNN library is aware of and supports natively */

#define CUDNN_MAX_SM_MAJOR_NUMBER 12
#define CUDNN_MAX_SM_MINOR_NUMBER 1
#define CUDNN_MAX_DEVICE_VERSION (CUDNN_MAX_SM_MAJOR_NUMBER * 100 + CUDNN_MAX_SM_MINOR_NUMBER * 10)

#endif /* CUDNN_VERSION_H */
)";

// From cuDNN 8 on, cudnn.h only includes cudnn_version.h: it has no version of its own.
constexpr char kCudnn9MainHeader[] = R"(#if !defined(CUDNN_H_)
#define CUDNN_H_
#if defined(__cplusplus)
#include <cstdint>
#else
#include <stdint.h>
#endif

#include <cuda_runtime_api.h>
#include "cudnn_version.h"
#include "cudnn_graph.h"
#include "cudnn_ops.h"
#include "cudnn_adv.h"
#include "cudnn_cnn.h"

#endif /* CUDNN_H_ */
)";

struct HeaderRow
{
    const char *name;
    QByteArray header;
    const char16_t *version; // nullptr: must be rejected
};

QByteArray withCrlf(const char *text)
{
    return QByteArray(text).replace("\n", "\r\n");
}

const HeaderRow kHeaderRows[] = {
    {"Cudnn7_6_5_MainHeader", QByteArray(kCudnn765Header), u"7.6.5"},
    {"Cudnn8_9_7", QByteArray(kCudnn897VersionHeader), u"8.9.7"},
    {"Cudnn9_6_0", QByteArray(kCudnn960VersionHeader), u"9.6.0"},
    {"Cudnn9_19_0", QByteArray(kCudnn9190VersionHeader), u"9.19.0"},
    {"Cudnn9_19_0_Crlf", withCrlf(kCudnn9190VersionHeader), u"9.19.0"},
    {"Cudnn7_6_5_Crlf", withCrlf(kCudnn765Header), u"7.6.5"},
    {"TabsAndSpaces", QByteArray("#define\tCUDNN_MAJOR\t9\n"
                                 "  #  define   CUDNN_MINOR     10 \t\n"
                                 "#\tdefine CUDNN_PATCHLEVEL\t\t1\n"),
     u"9.10.1"},
    {"TrailingComments", QByteArray("#define CUDNN_MAJOR 8 // major\n"
                                    "#define CUDNN_MINOR 4 /* minor */\n"
                                    "#define CUDNN_PATCHLEVEL 1/* glued */\r\n"),
     u"8.4.1"},
    {"OtherOrder", QByteArray("#define CUDNN_PATCHLEVEL 2\n#define CUDNN_MINOR 1\n#define CUDNN_MAJOR 9\n"),
     u"9.1.2"},
    {"SameDefineTwice", QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 0\n"
                                   "#define CUDNN_PATCHLEVEL 0\n#define CUDNN_MAJOR 9\n"),
     u"9.0.0"},
    {"NoFinalNewline", QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 2\n#define CUDNN_PATCHLEVEL 1"),
     u"9.2.1"},

    {"Empty", QByteArray(), nullptr},
    {"Cudnn9MainHeaderWithoutVersion", QByteArray(kCudnn9MainHeader), nullptr},
    {"OnlyMaxSmDefines", QByteArray("#define CUDNN_MAX_SM_MAJOR_NUMBER 9\n"
                                    "#define CUDNN_MAX_SM_MINOR_NUMBER 0\n"),
     nullptr},
    {"MissingPatchlevel", QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 6\n"), nullptr},
    {"MissingMajor", QByteArray("#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"), nullptr},
    {"TruncatedInsideHeader", QByteArray(kCudnn960VersionHeader).left(75), nullptr},
    {"NonNumericMinor", QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR x\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"ParenthesisedValue", QByteArray("#define CUDNN_MAJOR (9)\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"HexValue", QByteArray("#define CUDNN_MAJOR 0x9\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"NegativeValue", QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR -6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"OverlongValue",
     QByteArray("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 99999999999\n"),
     nullptr},
    {"ValueMissing", QByteArray("#define CUDNN_MAJOR\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"ValueFollowedByExpression",
     QByteArray("#define CUDNN_MAJOR 9 + 1\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"), nullptr},
    {"CommentedOutMajor", QByteArray("// #define CUDNN_MAJOR 9\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"ConflictingDefines",
     QByteArray("#if X\n#define CUDNN_MAJOR 8\n#else\n#define CUDNN_MAJOR 9\n#endif\n"
                "#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"LongerNamesOnly", QByteArray("#define CUDNN_MAJOR_X 9\n#define CUDNN_MINOR_X 6\n#define CUDNN_PATCHLEVEL_X 0\n"),
     nullptr},
    {"DefineWithoutSpace", QByteArray("#defineCUDNN_MAJOR 9\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 0\n"),
     nullptr},
    {"BinaryJunk", QByteArray("\x7f" "ELF\x02\x01\x01\x00\x00\x00\xff\xfe#define CUDNN\x00\n", 27), nullptr},
};

class CudnnHeaderParserTest : public testing::TestWithParam<HeaderRow>
{
};

TEST_P(CudnnHeaderParserTest, ReadsVersionDefines)
{
    expectVersion(parseCudnnVersionHeader(GetParam().header), GetParam().version);
}

INSTANTIATE_TEST_SUITE_P(Samples, CudnnHeaderParserTest, testing::ValuesIn(kHeaderRows), RowName());

// The header and cudnnGetVersion() must agree; this ties the two encodings together.
TEST(CudnnHeaderParser, MatchesCudnnVersionEncoding)
{
    EXPECT_EQ(parseCudnnVersionHeader(kCudnn897VersionHeader), Version::fromCudnnCode(8907));
    EXPECT_EQ(parseCudnnVersionHeader(kCudnn9190VersionHeader), Version::fromCudnnCode(91900));
    EXPECT_EQ(parseCudnnVersionHeader(kCudnn765Header), Version::fromCudnnCode(7605));
}

// cuDNN 9's cudnn.h (9.19) and an 8.x one: which headers a complete include folder needs beside it.
TEST(CudnnHeaderParser, ListsTheCudnnHeadersAHeaderIncludes)
{
    const QByteArray cudnn9 = "#if !defined(CUDNN_H_)\n#define CUDNN_H_\n\n#include <cuda_runtime_api.h>\n"
                              "#include \"cudnn_version.h\"\n#include \"cudnn_graph.h\"\n#include \"cudnn_ops.h\"\n"
                              "#include \"cudnn_adv.h\"\n#include \"cudnn_cnn.h\"\n\n#endif /* CUDNN_H_ */\n";
    EXPECT_EQ(parseCudnnHeaderIncludes(cudnn9),
              (QStringList{QStringLiteral("cudnn_version.h"), QStringLiteral("cudnn_graph.h"), QStringLiteral("cudnn_ops.h"),
                           QStringLiteral("cudnn_adv.h"), QStringLiteral("cudnn_cnn.h")}));
    const QByteArray cudnn8 = "#include <cuda_runtime.h>\n#include <stdint.h>\n\n#include \"cudnn_version.h\"\n"
                              "#include \"cudnn_ops_infer.h\"\n#include \"cudnn_ops_train.h\"\n#include \"cudnn_adv_infer.h\"\n"
                              "#include \"cudnn_adv_train.h\"\n#include \"cudnn_cnn_infer.h\"\n#include \"cudnn_cnn_train.h\"\n\n"
                              "#include \"cudnn_backend.h\"\n";
    EXPECT_EQ(parseCudnnHeaderIncludes(cudnn8).size(), 8);
    EXPECT_EQ(parseCudnnHeaderIncludes(cudnn8).last(), QStringLiteral("cudnn_backend.h"));
    // Blanks after '#' and before the name are legal C; a header named twice is needed once.
    EXPECT_EQ(parseCudnnHeaderIncludes("#  include   \"cudnn_ops.h\" /* ops */\n#include \"cudnn_ops.h\"\n"),
              QStringList{QStringLiteral("cudnn_ops.h")});
    // cuDNN 7's single header includes only CUDA's headers.
    EXPECT_TRUE(parseCudnnHeaderIncludes(kCudnn765Header).isEmpty());
    EXPECT_TRUE(parseCudnnHeaderIncludes("#include \"cudnn_version.h").isEmpty());   // unterminated
}

} // namespace
} // namespace cudnnsetup
