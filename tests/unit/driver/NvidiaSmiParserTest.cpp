// NvidiaSmiParser against real nvidia-smi samples of every known variant
// (docs/nvidia-layouts.md, "`nvidia-smi` output"), and against output no nvidia-smi would print.
#include "core/probe/driver/NvidiaSmiParser.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

constexpr qint64 MiB = qint64(1) << 20;

struct HeaderCase
{
    const char *label;
    const char *text;
    const char *driverText;
    Version driver;
    Version cuda;   // invalid: none printed
};

} // namespace

TEST(NvidiaSmiParser, ReadsEveryHeaderGeneration)
{
    const HeaderCase cases[] = {
        {"R520 79-column", "| NVIDIA-SMI 520.56.06    Driver Version: 520.56.06    CUDA Version: 11.8     |\n",
         "520.56.06", Version{520, 56, 6}, Version{11, 8}},
        {"R570 89-column",
         "| NVIDIA-SMI 570.133.07             Driver Version: 570.133.07     CUDA Version: 12.8     |\n",
         "570.133.07", Version{570, 133, 7}, Version{12, 8}},
        {"Windows 576.02", "| NVIDIA-SMI 576.02                 Driver Version: 576.02         CUDA Version: 12.9     |",
         "576.02", Version{576, 2}, Version{12, 9}},
        {"610+ KMD/UMD",
         "| NVIDIA-SMI 610.43.02              KMD Version: 610.43.02     CUDA UMD Version: 13.3     |\n",
         "610.43.02", Version{610, 43, 2}, Version{13, 3}},
        {"610+ Windows", "| NVIDIA-SMI 610.47   KMD Version: 610.47      CUDA UMD Version: 13.3 |", "610.47",
         Version{610, 47}, Version{13, 3}},
        {"legacy 340 without CUDA", "| NVIDIA-SMI 340.108     Driver Version: 340.108         |\n", "340.108",
         Version{340, 108}, Version()},
        {"CUDA N/A (no libcuda)", "| NVIDIA-SMI 535.54.03    Driver Version: 535.54.03    CUDA Version: N/A      |\n",
         "535.54.03", Version{535, 54, 3}, Version()},
        {"full table with CRLF",
         "Sat Nov 29 15:20:00 2025       \r\n"
         "+-----------------------------------------------------------------------------------------+\r\n"
         "| NVIDIA-SMI 580.65.06              Driver Version: 580.65.06      CUDA Version: 13.0     |\r\n"
         "|-----------------------------------------+------------------------+----------------------+\r\n"
         "|   0  NVIDIA GeForce RTX 4060        Off |   00000000:01:00.0  On |                  N/A |\r\n",
         "580.65.06", Version{580, 65, 6}, Version{13, 0}},
        {"nvidia-smi -q",
         "Driver Version                            : 450.66\nCUDA Version                              : 11.0\n",
         "450.66", Version{450, 66}, Version{11, 0}},
    };
    for (const HeaderCase &c : cases) {
        SCOPED_TRACE(c.label);
        QString error;
        const auto info = NvidiaSmiParser::parseHeader(QString::fromUtf8(c.text), &error);
        ASSERT_TRUE(info.has_value()) << error.toStdString();
        EXPECT_EQ(info->driverVersionText, QString::fromUtf8(c.driverText));
        EXPECT_EQ(info->driverVersion.parts(), c.driver.parts());
        EXPECT_EQ(info->maxCudaVersion.parts(), c.cuda.parts());
        EXPECT_TRUE(info->gpus.isEmpty());
        EXPECT_TRUE(error.isEmpty());
    }
}

TEST(NvidiaSmiParser, RejectsHeadersWithoutADriverVersion)
{
    const char *const cases[] = {
        "",
        "   \n\r\n",
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.\n",
        "No devices were found\n",
        "| NVIDIA-SMI 580.65.06    Driver Version: unknown    CUDA Version: 13.0 |",
        "| NVIDIA-SMI 580.65.06    Driver Version: 99999999999.65.06    CUDA Version: 13.0 |",   // found by tests/fuzz
        "| NVIDIA-SMI 580    Driver Version: 580    |",
        "\x01\x02\xff garbage \xfe",
        "CUDA Version: 13.0",
    };
    for (const char *text : cases) {
        SCOPED_TRACE(text);
        QString error;
        EXPECT_FALSE(NvidiaSmiParser::parseHeader(QString::fromUtf8(text), &error).has_value());
        EXPECT_FALSE(error.isEmpty());
    }
    EXPECT_FALSE(NvidiaSmiParser::parseHeader(u"junk").has_value());   // no error pointer: no crash
}

TEST(NvidiaSmiParser, ReadsVersionOutputOfBothForms)
{
    struct Case
    {
        const char *label;
        const char *text;
        const char *driverText;
        Version cuda;
    } const cases[] = {
        {"Linux 590",
         "NVIDIA-SMI version  : 590.48.01\nNVML version        : 590.48\nDRIVER version      : 590.48.01\nCUDA Version        : 13.1\n",
         "590.48.01", Version{13, 1}},
        {"Windows, three different versions",
         "NVIDIA-SMI version  : 580.82.07\r\nNVML version        : 580.95\r\nDRIVER version      : 581.42\r\nCUDA Version        : 13.0\r\n",
         "581.42", Version{13, 0}},
        {"610+ without a KMD line",
         "NVIDIA-SMI version  : 610.88\nNVML version        : 610.88\nDRIVER version      : Deprecated, see \"KMD version\" instead\nCUDA UMD version    : 13.3\n",
         "610.88", Version{13, 3}},
        {"610+ with a KMD line",
         "NVIDIA-SMI version  : 610.90\nDRIVER version      : Deprecated, see \"KMD version\" instead\nKMD version         : 610.88.01\nCUDA UMD version    : 13.3\n",
         "610.88.01", Version{13, 3}},
        {"no CUDA line", "NVIDIA-SMI version  : 470.182.03\nDRIVER version      : 470.182.03\n", "470.182.03", Version()},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.label);
        QString error;
        const auto info = NvidiaSmiParser::parseVersion(QString::fromUtf8(c.text), &error);
        ASSERT_TRUE(info.has_value()) << error.toStdString();
        EXPECT_EQ(info->driverVersionText, QString::fromUtf8(c.driverText));
        EXPECT_EQ(info->driverVersion, *Version::parse(QString::fromUtf8(c.driverText)));
        EXPECT_EQ(info->maxCudaVersion.parts(), c.cuda.parts());
    }
}

TEST(NvidiaSmiParser, RejectsVersionOutputWithoutADriverVersion)
{
    const char *const cases[] = {
        "",
        "Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.\n",
        "DRIVER version      : Deprecated, see \"KMD version\" instead\nCUDA UMD version    : 13.3\n",
        "NVIDIA-SMI version  : \nDRIVER version      : x.y\n",
        "CUDA Version        : 13.1\n",
        ":::: : :\n",
    };
    for (const char *text : cases) {
        SCOPED_TRACE(text);
        QString error;
        EXPECT_FALSE(NvidiaSmiParser::parseVersion(QString::fromUtf8(text), &error).has_value());
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(NvidiaSmiParser, ReadsQueryGpuRowsInEveryFormat)
{
    struct Row
    {
        int index;
        const char *name;
        Version cc;
        qint64 bytes;
    };
    struct Case
    {
        const char *label;
        const char *text;
        QStringList fields;
        const char *driverText;
        std::vector<Row> rows;
    };
    const QStringList standard = NvidiaSmiParser::defaultQueryFields();
    const QStringList withoutCc = {QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("driver_version"),
                                   QStringLiteral("memory.total")};
    const Case cases[] = {
        {"noheader,nounits", "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, 8188\n", standard, "580.65.06",
         {{0, "NVIDIA GeForce RTX 4060", Version{8, 9}, 8188 * MiB}}},
        {"two GPUs",
         "0, NVIDIA GeForce RTX 4090, 570.133.07, 8.9, 24564\n1, NVIDIA GeForce RTX 3060, 570.133.07, 8.6, 12288\n",
         standard, "570.133.07",
         {{0, "NVIDIA GeForce RTX 4090", Version{8, 9}, 24564 * MiB}, {1, "NVIDIA GeForce RTX 3060", Version{8, 6}, 12288 * MiB}}},
        {"units, name with spaces", "0, NVIDIA GeForce RTX 3050 Laptop GPU, 610.88, 8.6, 4096 MiB\n", standard, "610.88",
         {{0, "NVIDIA GeForce RTX 3050 Laptop GPU", Version{8, 6}, 4096 * MiB}}},
        {"header and units",
         "index, name, driver_version, compute_cap, memory.total [MiB]\n0, NVIDIA H100 80GB HBM3, 580.65.06, 9.0, 81559 MiB\n",
         standard, "580.65.06", {{0, "NVIDIA H100 80GB HBM3", Version{9, 0}, 81559 * MiB}}},
        {"header, nounits, other column order",
         "name, memory.total [MiB], index\nNVIDIA GeForce GTX 1070, 8192, 3\n", standard, "",
         {{3, "NVIDIA GeForce GTX 1070", Version(), 8192 * MiB}}},
        {"[N/A] and [Not Supported]", "0, NVIDIA GeForce GT 710, [N/A], [Not Supported], [N/A]\n", standard, "",
         {{0, "NVIDIA GeForce GT 710", Version(), -1}}},
        {"comma in the name", "0, NVIDIA Tesla, Rev. B, 580.65.06, 8.0, 40960\n", standard, "580.65.06",
         {{0, "NVIDIA Tesla, Rev. B", Version{8, 0}, 40960 * MiB}}},
        {"CRLF and blank lines", "\r\n0, NVIDIA RTX A2000, 576.02, 8.6, 6138\r\n\r\n", standard, "576.02",
         {{0, "NVIDIA RTX A2000", Version{8, 6}, 6138 * MiB}}},
        {"R470 without compute_cap", "0, NVIDIA GeForce GTX 1070, 470.182.03, 8192\n", withoutCc, "470.182.03",
         {{0, "NVIDIA GeForce GTX 1070", Version(), 8192 * MiB}}},
        {"GiB unit", "0, NVIDIA B200, 610.43.02, 10.0, 179 GiB\n", standard, "610.43.02",
         {{0, "NVIDIA B200", Version{10, 0}, 179 * 1024 * MiB}}},
        {"no GPUs", "", standard, "", {}},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.label);
        QString error;
        const auto info = NvidiaSmiParser::parseQueryGpu(QString::fromUtf8(c.text), c.fields, &error);
        ASSERT_TRUE(info.has_value()) << error.toStdString();
        EXPECT_EQ(info->driverVersionText, QString::fromUtf8(c.driverText));
        ASSERT_EQ(info->gpus.size(), qsizetype(c.rows.size()));
        for (std::size_t i = 0; i < c.rows.size(); ++i) {
            const GpuInfo &gpu = info->gpus.at(qsizetype(i));
            EXPECT_EQ(gpu.index, c.rows[i].index);
            EXPECT_EQ(gpu.name, QString::fromUtf8(c.rows[i].name));
            EXPECT_EQ(gpu.computeCapability.parts(), c.rows[i].cc.parts());
            EXPECT_EQ(gpu.totalMemoryBytes, c.rows[i].bytes);
            EXPECT_EQ(gpu.multiprocessorCount, -1);
            EXPECT_EQ(gpu.source, QStringLiteral("nvidia-smi"));
        }
    }
}

TEST(NvidiaSmiParser, RejectsQueryOutputThatIsNotGpuRows)
{
    const char *const cases[] = {
        "Field \"compute_cap\" is not a valid field to query.\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9\n",
        "x, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, 8188\n",
        "-1, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, 8188\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, eight, 8188\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9.1, 8188\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, 8188 furlongs\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, -8188\n",
        "0, , 580.65.06, 8.9, 8188\n",
        "0, NVIDIA GeForce RTX 4060, 580.65.06, 8.9, 8188\nSegmentation fault\n",
        "lorem ipsum, dolor | sit: amet 12.3.4\n",
        "0, NVIDIA X, 580.65.06, 8.9, 99999999999999999999\n",
    };
    for (const char *text : cases) {
        SCOPED_TRACE(text);
        QString error;
        EXPECT_FALSE(NvidiaSmiParser::parseQueryGpu(QString::fromUtf8(text), NvidiaSmiParser::defaultQueryFields(), &error)
                         .has_value());
        EXPECT_FALSE(error.isEmpty());
    }
}

TEST(NvidiaSmiParser, RecognisesItsFailureMessages)
{
    using Problem = NvidiaSmiParser::Problem;
    EXPECT_EQ(NvidiaSmiParser::recognizeProblem(u"No devices were found\n"), Problem::NoDevices);
    EXPECT_EQ(NvidiaSmiParser::recognizeProblem(
                  u"NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the "
                  u"latest NVIDIA driver is installed and running.\n"),
              Problem::CannotReachDriver);
    EXPECT_EQ(NvidiaSmiParser::recognizeProblem(
                  u"| NVIDIA-SMI 570.133.07             Driver Version: 570.133.07     CUDA Version: 12.8     |"),
              Problem::None);
    EXPECT_EQ(NvidiaSmiParser::recognizeProblem(u""), Problem::None);
}
