// CompatRules on whole machines, judged with the real built-in data: which verdicts come out
// (codes and severities), what they point at, and which cuDNN archive is recommended.
#include "CompatTestSupport.h"

using namespace cudnnsetup;
using Severity = Verdict::Severity;

namespace {

// ---- driver against the default toolkit ----

struct DriverToolkitCase
{
    const char *name;
    const char *platform;
    const char *driver;     // "" = version unknown
    const char *maxCuda;    // nullptr = unknown
    const char *toolkit;
    const char *code;
    Severity severity;
};

class DriverAgainstToolkit : public testing::TestWithParam<DriverToolkitCase> {};

TEST_P(DriverAgainstToolkit, GivesOneVerdict)
{
    const DriverToolkitCase &row = GetParam();
    const SystemReport report = MachineBuilder(row.platform).driver(row.driver, row.maxCuda).gpu("8.9").toolkit(row.toolkit).judged();
    const char *family[] = {"driver-supports-toolkit", "driver-minor-version-compat", "driver-too-old-for-toolkit"};
    qsizetype inFamily = 0;
    for (const char *code : family)
        inFamily += countVerdicts(report, code);
    EXPECT_EQ(inFamily, 1) << codes(report).join(u' ').toStdString();
    const Verdict *verdict = findVerdict(report, row.code);
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_EQ(verdict->severity, row.severity);
    EXPECT_TRUE(verdict->explanation.contains(S("/usr/local/cuda-") + S(row.toolkit))) << verdict->explanation.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    CompatRules, DriverAgainstToolkit,
    testing::Values(
        DriverToolkitCase{"r580_cuda13_ok", "linux-x86_64", "580.65.06", "13.0", "13.0", "driver-supports-toolkit", Severity::Ok},
        DriverToolkitCase{"r575_cuda13_error", "linux-x86_64", "575.57.08", "12.9", "13.0", "driver-too-old-for-toolkit", Severity::Error},
        DriverToolkitCase{"r535_cuda12_4_minor_compat", "linux-x86_64", "535.104.05", "12.2", "12.4", "driver-minor-version-compat", Severity::Warning},
        DriverToolkitCase{"r520_cuda12_0_error", "linux-x86_64", "520.61.05", "11.8", "12.0", "driver-too-old-for-toolkit", Severity::Error},
        DriverToolkitCase{"r550_cuda12_4_ok", "linux-x86_64", "550.54.14", "12.4", "12.4", "driver-supports-toolkit", Severity::Ok},
        DriverToolkitCase{"r550_54_14_cuda12_4_1_minor", "linux-x86_64", "550.54.14", "12.4", "12.4.1", "driver-minor-version-compat", Severity::Warning},
        DriverToolkitCase{"nvcc_build_number", "linux-x86_64", "580.65.06", "13.0", "13.0.88", "driver-supports-toolkit", Severity::Ok},
        DriverToolkitCase{"max_cuda_older_major", "linux-x86_64", "", "12.9", "13.0", "driver-too-old-for-toolkit", Severity::Error},
        DriverToolkitCase{"max_cuda_older_minor", "linux-x86_64", "", "12.2", "12.4", "driver-minor-version-compat", Severity::Warning},
        DriverToolkitCase{"max_cuda_enough", "linux-x86_64", "", "12.8", "12.4", "driver-supports-toolkit", Severity::Ok},
        DriverToolkitCase{"max_cuda_overrules_version", "linux-x86_64", "590.44.01", "12.9", "13.0", "driver-too-old-for-toolkit", Severity::Error},
        DriverToolkitCase{"windows_cuda12_9_1_ok", "windows-x86_64", "576.57", "12.9", "12.9.1", "driver-supports-toolkit", Severity::Ok},
        DriverToolkitCase{"windows_cuda12_9_1_minor", "windows-x86_64", "572.61", "12.8", "12.9.1", "driver-minor-version-compat", Severity::Warning},
        DriverToolkitCase{"windows_cuda13_below_floor", "windows-x86_64", "576.57", "12.9", "13.0", "driver-too-old-for-toolkit", Severity::Error},
        DriverToolkitCase{"windows_cuda13_floor", "windows-x86_64", "581.15", "13.0", "13.0", "driver-supports-toolkit", Severity::Ok}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatRules, DriverTooOldSuggestsAToolkitTheDriverRuns)
{
    const SystemReport report = MachineBuilder().driver("575.57.08").gpu("8.9").toolkit("13.0").judged();
    const Verdict *verdict = findVerdict(report, "driver-too-old-for-toolkit");
    ASSERT_NE(verdict, nullptr);
    EXPECT_TRUE(verdict->nextStep.contains(S("580.65.06"))) << verdict->nextStep.toStdString();
    EXPECT_TRUE(verdict->nextStep.contains(S("CUDA 12.9 Update 2"))) << verdict->nextStep.toStdString();
    EXPECT_TRUE(verdict->evidence.join(u'\n').contains(S("575.57.08")));
}

// ---- GPU against the default toolkit ----

struct GpuToolkitCase
{
    const char *name;
    const char *cc;
    const char *toolkit;
    const char *code;
    Severity severity;
};

class GpuAgainstToolkit : public testing::TestWithParam<GpuToolkitCase> {};

TEST_P(GpuAgainstToolkit, GivesOneVerdict)
{
    const GpuToolkitCase &row = GetParam();
    const SystemReport report = MachineBuilder().driver("595.45.04").gpu(row.cc).toolkit(row.toolkit).judged();
    qsizetype inFamily = 0;
    for (const char *code : {"gpu-supported-by-toolkit", "gpu-too-old-for-toolkit", "gpu-too-new-for-toolkit", "gpu-unknown-architecture"})
        inFamily += countVerdicts(report, code);
    EXPECT_EQ(inFamily, 1) << codes(report).join(u' ').toStdString();
    const Verdict *verdict = findVerdict(report, row.code);
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_EQ(verdict->severity, row.severity);
    EXPECT_TRUE(verdict->evidence.join(u'\n').contains(S("compute capability ") + S(row.cc)));
}

INSTANTIATE_TEST_SUITE_P(
    CompatRules, GpuAgainstToolkit,
    testing::Values(
        GpuToolkitCase{"pascal_cuda13", "6.1", "13.0", "gpu-too-old-for-toolkit", Severity::Error},
        GpuToolkitCase{"volta_cuda13", "7.0", "13.0", "gpu-too-old-for-toolkit", Severity::Error},
        GpuToolkitCase{"turing_cuda13", "7.5", "13.0", "gpu-supported-by-toolkit", Severity::Ok},
        GpuToolkitCase{"kepler_cuda12", "3.5", "12.4", "gpu-too-old-for-toolkit", Severity::Error},
        GpuToolkitCase{"blackwell_cuda12_4", "12.0", "12.4", "gpu-too-new-for-toolkit", Severity::Error},
        GpuToolkitCase{"blackwell_cuda12_8", "12.0", "12.8", "gpu-supported-by-toolkit", Severity::Ok},
        GpuToolkitCase{"hopper_cuda11_7", "9.0", "11.7", "gpu-too-new-for-toolkit", Severity::Error},
        GpuToolkitCase{"ada_cuda12_4", "8.9", "12.4", "gpu-supported-by-toolkit", Severity::Ok},
        GpuToolkitCase{"orin_cuda11_8", "8.7", "11.8", "gpu-supported-by-toolkit", Severity::Ok},
        GpuToolkitCase{"future_gpu", "13.0", "13.0", "gpu-unknown-architecture", Severity::Warning}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatRules, PascalWithCuda13PointsToCuda12AndCudnn9_10)
{
    const SystemReport report = MachineBuilder().driver("580.65.06").gpu("6.1", "NVIDIA GeForce GTX 1080").toolkit("13.0").judged();
    const Verdict *verdict = findVerdict(report, "gpu-too-old-for-toolkit");
    ASSERT_NE(verdict, nullptr);
    EXPECT_TRUE(verdict->title.contains(S("NVIDIA GeForce GTX 1080")));
    EXPECT_TRUE(verdict->explanation.contains(S("Pascal")));
    EXPECT_TRUE(verdict->nextStep.contains(S("CUDA 12.x"))) << verdict->nextStep.toStdString();
    EXPECT_TRUE(verdict->nextStep.contains(S("CUDA 12.9 Update 2"))) << verdict->nextStep.toStdString();
    EXPECT_TRUE(verdict->nextStep.contains(S("cuDNN 9.10.2.21 for CUDA 12"))) << verdict->nextStep.toStdString();
}

// NVIDIA's R580 series is the last driver for Pascal: a GTX 1080 owner is never told to install
// a 595 driver for CUDA 13.2, but what the card can still reach, and the scan says so once.
TEST(CompatRules, APascalCardIsNeverSentToADriverItCannotGet)
{
    const SystemReport report = MachineBuilder().driver("535.104.05").gpu("6.1", "NVIDIA GeForce GTX 1080").toolkit("13.2").judged();
    const Verdict *driver = findVerdict(report, "driver-too-old-for-toolkit");
    ASSERT_NE(driver, nullptr);
    EXPECT_FALSE(driver->nextStep.contains(S("Update the NVIDIA driver to 595"))) << driver->nextStep.toStdString();
    EXPECT_TRUE(driver->nextStep.contains(S("the R580 series is its last driver"))) << driver->nextStep.toStdString();
    EXPECT_TRUE(driver->nextStep.contains(S("CUDA 12.9 Update 2"))) << driver->nextStep.toStdString();
    const Verdict *ceiling = findVerdict(report, "gpu-last-driver-branch");
    ASSERT_NE(ceiling, nullptr);
    EXPECT_EQ(ceiling->severity, Severity::Info);
    EXPECT_TRUE(ceiling->nextStep.contains(S("R580"))) << ceiling->nextStep.toStdString();

    // A Turing card has no ceiling: it is told to update.
    const SystemReport turing = MachineBuilder().driver("535.104.05").gpu("7.5").toolkit("13.2").judged();
    ASSERT_NE(findVerdict(turing, "driver-too-old-for-toolkit"), nullptr);
    EXPECT_TRUE(findVerdict(turing, "driver-too-old-for-toolkit")->nextStep.contains(S("Update the NVIDIA driver to 595.45.04")));
    EXPECT_EQ(findVerdict(turing, "gpu-last-driver-branch"), nullptr);
}

TEST(CompatRules, GpuWithoutComputeCapabilityIsReported)
{
    const SystemReport report = MachineBuilder().driver("580.65.06").gpu("").toolkit("13.0").judged();
    ASSERT_NE(findVerdict(report, "gpu-compute-capability-unknown"), nullptr);
    EXPECT_EQ(findVerdict(report, "gpu-compute-capability-unknown")->severity, Severity::Info);
    EXPECT_EQ(findVerdict(report, "gpu-supported-by-toolkit"), nullptr);
}

// ---- cuDNN copies ----

struct CopyVariantCase
{
    const char *name;
    int copyMajor;
    CudnnCopy::Kind kind;
    const char *code;      // nullptr: no mismatch verdict
    Severity severity;
};

class CopyAgainstToolkit : public testing::TestWithParam<CopyVariantCase> {};

TEST_P(CopyAgainstToolkit, ComparesCudaMajors)
{
    const CopyVariantCase &row = GetParam();
    const SystemReport report = MachineBuilder().driver("580.65.06").gpu("8.9").toolkit("13.0").copy("9.19.0.56", row.copyMajor, row.kind).judged();
    const Verdict *verdict = findVerdict(report, "cudnn-cuda-major-mismatch");
    if (!row.code) {
        EXPECT_EQ(verdict, nullptr) << codes(report).join(u' ').toStdString();
        return;
    }
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_EQ(verdict->severity, row.severity);
    EXPECT_TRUE(verdict->nextStep.contains(S("cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz"))) << verdict->nextStep.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    CompatRules, CopyAgainstToolkit,
    testing::Values(
        CopyVariantCase{"cuda12_inside_cuda13", 12, CudnnCopy::Kind::InsideToolkit, "cudnn-cuda-major-mismatch", Severity::Error},
        CopyVariantCase{"cuda12_on_search_path", 12, CudnnCopy::Kind::SearchPath, "cudnn-cuda-major-mismatch", Severity::Error},
        CopyVariantCase{"cuda12_distro_package", 12, CudnnCopy::Kind::DistroPackage, "cudnn-cuda-major-mismatch", Severity::Warning},
        CopyVariantCase{"cuda12_wheel_brings_own_cuda", 12, CudnnCopy::Kind::PythonWheel, nullptr, Severity::Ok},
        CopyVariantCase{"cuda12_conda", 12, CudnnCopy::Kind::Conda, nullptr, Severity::Ok},
        CopyVariantCase{"cuda13_inside_cuda13", 13, CudnnCopy::Kind::InsideToolkit, nullptr, Severity::Ok},
        CopyVariantCase{"unknown_variant", 0, CudnnCopy::Kind::InsideToolkit, nullptr, Severity::Ok}),
    [](const auto &info) { return std::string(info.param.name); });

struct CopyGpuCase
{
    const char *name;
    const char *cc;
    const char *toolkit;
    const char *copyVersion;
    int copyMajor;
    const char *code;
    Severity severity;
    const char *nextStepMentions;   // "" = not checked
};

class CopyAgainstGpu : public testing::TestWithParam<CopyGpuCase> {};

TEST_P(CopyAgainstGpu, ChecksComputeCapability)
{
    const CopyGpuCase &row = GetParam();
    const SystemReport report = MachineBuilder().driver("595.45.04").gpu(row.cc).toolkit(row.toolkit)
                                    .copy(row.copyVersion, row.copyMajor).judged();
    const Verdict *verdict = findVerdict(report, row.code);
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_EQ(verdict->severity, row.severity);
    EXPECT_TRUE(verdict->nextStep.contains(S(row.nextStepMentions))) << verdict->nextStep.toStdString();
    if (S(row.code) != S("cudnn-gpu-unsupported")) {
        EXPECT_EQ(findVerdict(report, "cudnn-gpu-unsupported"), nullptr);
    }
}

INSTANTIATE_TEST_SUITE_P(
    CompatRules, CopyAgainstGpu,
    testing::Values(
        CopyGpuCase{"pascal_cudnn9_19", "6.1", "12.4", "9.19.0.56", 12, "cudnn-gpu-unsupported", Severity::Error,
                    "cudnn-linux-x86_64-9.10.2.21_cuda12-archive.tar.xz"},
        CopyGpuCase{"pascal_cudnn9_10", "6.1", "12.4", "9.10.2.21", 12, "cudnn-copy-ok", Severity::Ok, ""},
        CopyGpuCase{"ada_cudnn9_19", "8.9", "12.4", "9.19.0.56", 12, "cudnn-copy-ok", Severity::Ok, ""},
        CopyGpuCase{"blackwell_cudnn9_5", "12.0", "12.8", "9.5.0.50", 12, "cudnn-gpu-unsupported", Severity::Error,
                    "9.27.0.42"},
        CopyGpuCase{"blackwell_cudnn9_10", "12.0", "12.8", "9.10.2.21", 12, "cudnn-copy-ok", Severity::Ok, ""},
        CopyGpuCase{"cudnn7_unknown", "8.9", "12.4", "7.6.5.32", 12, "cudnn-unknown-release", Severity::Info, ""},
        CopyGpuCase{"unknown_variant_uses_any", "6.1", "12.4", "9.5.0.50", 0, "cudnn-copy-ok", Severity::Ok, ""}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatRules, EachCopyWithProblemsGetsAWarning)
{
    const QStringList first{S("libcudnn_ops.so.9 is 9.19.0 but libcudnn.so.9 is 9.20.0")};
    const QStringList second{S("libcudnn_graph.so.9 is missing"), S("libcudnn.so is a dangling link")};
    const SystemReport report = MachineBuilder().driver("580.65.06").gpu("8.9").toolkit("13.0")
                                    .copy("9.19.0.56", 13, CudnnCopy::Kind::InsideToolkit, first)
                                    .copy("9.20.0.48", 13, CudnnCopy::Kind::SideBySide, second)
                                    .judged();
    ASSERT_EQ(countVerdicts(report, "cudnn-copy-problems"), 2);
    QList<const Verdict *> verdicts;
    for (const Verdict &verdict : report.verdicts)
        if (verdict.code == S("cudnn-copy-problems"))
            verdicts.append(&verdict);
    EXPECT_EQ(verdicts[0]->severity, Severity::Warning);
    EXPECT_TRUE(verdicts[0]->evidence.contains(first[0]));
    EXPECT_TRUE(verdicts[0]->title.contains(S("/usr/local/cuda-13.0/lib64")));
    EXPECT_TRUE(verdicts[1]->evidence.contains(second[0]) && verdicts[1]->evidence.contains(second[1]));
    EXPECT_EQ(countVerdicts(report, "cudnn-copy-ok"), 0);
    EXPECT_EQ(findVerdict(report, "machine-ready"), nullptr);
}

TEST(CompatRules, WheelForCuda13NeedsDriver580)
{
    const SystemReport report = MachineBuilder().driver("575.57.08").gpu("8.9").copy("9.19.0.56", 13, CudnnCopy::Kind::PythonWheel).judged();
    const Verdict *verdict = findVerdict(report, "cudnn-driver-too-old");
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_EQ(verdict->severity, Severity::Error);
    EXPECT_TRUE(verdict->explanation.contains(S("580.65.06")));
    EXPECT_TRUE(verdict->explanation.contains(S("575.57.08")));
}

// ---- the driver's own state ----

TEST(CompatRules, NoDriverIsAKindWarningNeverATooOldError)
{
    const SystemReport report = MachineBuilder().toolkit("13.0").judged();
    const Verdict *verdict = findVerdict(report, "driver-not-installed");
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->severity, Severity::Warning);
    EXPECT_TRUE(verdict->explanation.contains(S("cuDNN")));
    EXPECT_TRUE(verdict->nextStep.contains(S("580.65.06"))) << verdict->nextStep.toStdString();
    for (const Verdict &v : report.verdicts) {
        EXPECT_FALSE(v.code.contains(S("too-old"))) << v.code.toStdString();
        EXPECT_FALSE(v.explanation.contains(S("insufficient"))) << v.code.toStdString();
        EXPECT_NE(v.severity, Severity::Error) << v.code.toStdString();
    }
}

TEST(CompatRules, NoDriverOnWindowsDoesNotSendTheUserToLinuxPackages)
{
    const SystemReport onWindows = MachineBuilder("windows-x86_64").toolkit("13.0").judged();
    const Verdict *verdict = findVerdict(onWindows, "driver-not-installed");
    ASSERT_NE(verdict, nullptr);
    EXPECT_FALSE(verdict->nextStep.contains(S("Linux"))) << verdict->nextStep.toStdString();
    EXPECT_TRUE(verdict->nextStep.contains(S("NVIDIA's website"))) << verdict->nextStep.toStdString();

    const SystemReport onLinux = MachineBuilder().toolkit("13.0").judged();
    ASSERT_NE(findVerdict(onLinux, "driver-not-installed"), nullptr);
    EXPECT_TRUE(findVerdict(onLinux, "driver-not-installed")->nextStep.contains(S("Linux distribution")));
}

TEST(CompatRules, DriverWithoutGpu)
{
    SystemReport report = MachineBuilder().driver("580.65.06").driverState(DriverInfo::State::NoGpuVisible).toolkit("13.0").judged();
    ASSERT_NE(findVerdict(report, "driver-no-gpu"), nullptr);
    EXPECT_EQ(findVerdict(report, "driver-no-gpu")->severity, Severity::Warning);
    EXPECT_TRUE(findVerdict(report, "driver-no-gpu")->explanation.contains(S("580.65.06")));
    EXPECT_NE(findVerdict(report, "driver-supports-toolkit"), nullptr);   // the version is still judged
    EXPECT_EQ(findVerdict(report, "machine-ready"), nullptr);
}

TEST(CompatRules, FailedDriverShowsItsError)
{
    const SystemReport report = MachineBuilder().driverState(DriverInfo::State::Failed, "cuInit: CUDA_ERROR_UNKNOWN (999)").judged();
    const Verdict *verdict = findVerdict(report, "driver-failed");
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->severity, Severity::Error);
    EXPECT_TRUE(verdict->evidence.contains(S("Driver error: cuInit: CUDA_ERROR_UNKNOWN (999)")));
    EXPECT_FALSE(verdict->nextStep.isEmpty());
}

TEST(CompatRules, ADriverThatCouldNotBeAskedIsUnknownNotFailed)
{
    const SystemReport report = MachineBuilder()
                                    .driverState(DriverInfo::State::NotQueried,
                                                 "The driver of a windows-x86_64 system cannot be queried from linux-x86_64; only its files were checked.")
                                    .judged();
    const Verdict *verdict = findVerdict(report, "driver-not-queried");
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->severity, Severity::Info);
    EXPECT_EQ(findVerdict(report, "driver-failed"), nullptr);
    EXPECT_EQ(findVerdict(report, "driver-ok"), nullptr) << "that it works is not known either";
}

TEST(CompatRules, WorkingDriverIsOk)
{
    const SystemReport report = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9", "NVIDIA GeForce RTX 4060").judged();
    const Verdict *verdict = findVerdict(report, "driver-ok");
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->severity, Severity::Ok);
    EXPECT_TRUE(verdict->evidence.contains(S("GPU 0: NVIDIA GeForce RTX 4060, compute capability 8.9")));
    EXPECT_TRUE(verdict->evidence.constFirst().startsWith(S("NVIDIA driver 580.65.06 (supports CUDA up to 13.0)")));
}

TEST(CompatRules, UnreadableDriverVersion)
{
    const SystemReport report = MachineBuilder().driver("").gpu("8.9").toolkit("12.4").judged();
    ASSERT_NE(findVerdict(report, "driver-version-unknown"), nullptr);
    EXPECT_EQ(findVerdict(report, "driver-version-unknown")->severity, Severity::Info);
    EXPECT_EQ(findVerdict(report, "driver-supports-toolkit"), nullptr);
    EXPECT_EQ(findVerdict(report, "driver-too-old-for-toolkit"), nullptr);
}

// ---- toolkits ----

TEST(CompatRules, NoToolkitIsInformation)
{
    const SystemReport report = MachineBuilder().driver("550.54.14").gpu("8.9").judged();
    const Verdict *verdict = findVerdict(report, "toolkit-not-found");
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(verdict->severity, Severity::Info);
    EXPECT_TRUE(verdict->nextStep.contains(S("CUDA 12.4 GA"))) << verdict->nextStep.toStdString();
    EXPECT_NE(findVerdict(report, "machine-ready"), nullptr);   // wheels need no toolkit
}

TEST(CompatRules, ToolkitNewerThanTheData)
{
    const SystemReport report = MachineBuilder().driver("615.10").gpu("8.9").toolkit("14.0").judged();
    ASSERT_NE(findVerdict(report, "toolkit-unknown-release"), nullptr);
    EXPECT_EQ(findVerdict(report, "toolkit-unknown-release")->severity, Severity::Info);
    EXPECT_EQ(findVerdict(report, "driver-supports-toolkit"), nullptr);
    EXPECT_EQ(findVerdict(report, "driver-too-old-for-toolkit"), nullptr);
}

TEST(CompatRules, ToolkitWithoutVersion)
{
    const SystemReport report = MachineBuilder().driver("580.65.06").gpu("8.9").toolkit("").judged();
    ASSERT_NE(findVerdict(report, "toolkit-version-unknown"), nullptr);
    EXPECT_EQ(findVerdict(report, "gpu-supported-by-toolkit"), nullptr);
}

TEST(CompatRules, WithoutADefaultTheNewestToolkitIsJudged)
{
    const SystemReport report = MachineBuilder().driver("550.54.14").gpu("8.9").toolkit("11.8", false).toolkit("13.0", false).judged();
    const Verdict *verdict = findVerdict(report, "driver-too-old-for-toolkit");
    ASSERT_NE(verdict, nullptr) << codes(report).join(u' ').toStdString();
    EXPECT_TRUE(verdict->title.contains(S("13.0")));
}

// ---- recommendations ----

struct RecommendationCase
{
    const char *name;
    MachineBuilder machine;
    bool available;
    const char *version;
    int cudaMajor;
    const char *archive;
    const char *reasonMentions;
};

class Recommendations : public testing::TestWithParam<RecommendationCase> {};

TEST_P(Recommendations, PickTheNewestFittingArchive)
{
    const RecommendationCase &row = GetParam();
    const Recommendation recommendation = row.machine.judged().recommendation;
    EXPECT_EQ(recommendation.available, row.available);
    EXPECT_EQ(recommendation.cudnnVersion, V(row.version));
    EXPECT_EQ(recommendation.cudaMajor, row.cudaMajor);
    EXPECT_EQ(recommendation.archiveName, S(row.archive));
    EXPECT_TRUE(recommendation.reason.contains(S(row.reasonMentions))) << recommendation.reason.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    CompatRules, Recommendations,
    testing::Values(
        RecommendationCase{"this_build_machine", MachineBuilder().toolkit("13.0").copy("9.19.0.56", 13), true, "9.27.0.42", 13,
                           "cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz", "No NVIDIA driver was found"},
        RecommendationCase{"rtx4060_driver550_cuda12_4", MachineBuilder().driver("550.54.14").gpu("8.9", "NVIDIA GeForce RTX 4060").toolkit("12.4"),
                           true, "9.27.0.42", 12, "cudnn-linux-x86_64-9.27.0.42_cuda12-archive.tar.xz", "NVIDIA GeForce RTX 4060, compute capability 8.9"},
        RecommendationCase{"pascal_cuda12_4", MachineBuilder().driver("550.54.14").gpu("6.1").toolkit("12.4"), true, "9.10.2.21", 12,
                           "cudnn-linux-x86_64-9.10.2.21_cuda12-archive.tar.xz", "meets its minimum, 525.60.13"},
        RecommendationCase{"pascal_no_toolkit", MachineBuilder().driver("550.54.14").gpu("6.1"), true, "9.10.2.21", 12,
                           "cudnn-linux-x86_64-9.10.2.21_cuda12-archive.tar.xz", "No CUDA Toolkit was found"},
        RecommendationCase{"cuda11_toolkit", MachineBuilder().driver("520.61.05").gpu("8.6").toolkit("11.8"), true, "9.10.2.21", 11,
                           "cudnn-linux-x86_64-9.10.2.21_cuda11-archive.tar.xz", "CUDA 11.8 toolkit"},
        RecommendationCase{"windows_rtx4060", MachineBuilder("windows-x86_64").driver("560.94").gpu("8.9").toolkit("12.6"), true, "9.27.0.42", 12,
                           "cudnn-windows-x86_64-9.27.0.42_cuda12-archive.zip", "560.94"},
        RecommendationCase{"windows_arm64_cuda13", MachineBuilder("windows-arm64").toolkit("13.0"), true, "9.27.0.42", 13,
                           "cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip", "580.88 is the floor for every CUDA 13 toolkit"},
        RecommendationCase{"no_toolkit_driver580", MachineBuilder().driver("580.65.06").gpu("8.9"), true, "9.27.0.42", 13,
                           "cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz", "newest CUDA your driver supports"},
        RecommendationCase{"nothing_found", MachineBuilder(), true, "9.27.0.42", 13,
                           "cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz", "was not checked"},
        RecommendationCase{"tegra_cuda12_6", MachineBuilder("linux-aarch64").driver("540.4.0").gpu("8.7").toolkit("12.6"), true, "9.20.0.48", 12,
                           "cudnn-linux-aarch64-9.20.0.48_cuda12-archive.tar.xz", "8.7"},
        RecommendationCase{"blackwell_driver570", MachineBuilder().driver("570.124.06").gpu("12.0").toolkit("12.8"), true, "9.27.0.42", 12,
                           "cudnn-linux-x86_64-9.27.0.42_cuda12-archive.tar.xz", "570.26"},
        RecommendationCase{"blackwell_driver560", MachineBuilder().driver("560.35.03").gpu("12.0").toolkit("12.6"), false, "", 0, "", "570.26"},
        RecommendationCase{"kepler", MachineBuilder().driver("470.82.01").gpu("3.5").toolkit("11.4"), false, "", 0, "", "compute capability 3.5"},
        RecommendationCase{"pascal_cuda13", MachineBuilder().driver("580.65.06").gpu("6.1").toolkit("13.0"), false, "", 0, "",
                           "cuDNN 9.10.2.21 for CUDA 12 would fit"},
        RecommendationCase{"driver_too_old_for_everything", MachineBuilder().driver("440.33").gpu("7.5"), false, "", 0, "", "440.33"},
        RecommendationCase{"unknown_platform", MachineBuilder(""), false, "", 0, "", "platform"}),
    [](const auto &info) { return std::string(info.param.name); });

// ---- whole machines ----

TEST(CompatRules, ThisBuildMachine)
{
    // CUDA 13.0 assembled from wheels, cuDNN 9.19 inside it, no driver, no GPU.
    SystemReport report = MachineBuilder().toolkit("13.0").copy("9.19.0.56", 13).judged();
    EXPECT_EQ(codes(report), (QStringList{S("driver-not-installed"), S("cudnn-copy-ok")}));
    EXPECT_EQ(report.overallSeverity(), Severity::Warning);
    EXPECT_TRUE(report.recommendation.available);
    EXPECT_EQ(report.recommendation.archiveName, S("cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz"));
}

TEST(CompatRules, ReadyMachine)
{
    const SystemReport report = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").toolkit("13.0").copy("9.19.0.56", 13).judged();
    EXPECT_EQ(codes(report), (QStringList{S("driver-ok"), S("driver-supports-toolkit"), S("gpu-supported-by-toolkit"),
                                           S("cudnn-copy-ok"), S("machine-ready")}));
    EXPECT_EQ(report.overallSeverity(), Severity::Ok);
    EXPECT_TRUE(findVerdict(report, "machine-ready")->nextStep.isEmpty());

    const SystemReport fresh = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").toolkit("13.0").judged();
    ASSERT_NE(findVerdict(fresh, "machine-ready"), nullptr);
    EXPECT_TRUE(findVerdict(fresh, "machine-ready")->nextStep.contains(S("cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz")));
}

TEST(CompatRules, EveryVerdictExplainsItself)
{
    const QList<MachineBuilder> machines{
        MachineBuilder().toolkit("13.0").copy("9.19.0.56", 12),
        MachineBuilder().driver("575.57.08").gpu("6.1").gpu("12.0").toolkit("12.4").copy("9.5.0.50", 12, CudnnCopy::Kind::SearchPath, {S("broken")}),
        MachineBuilder("windows-x86_64").driver("535.104.05").gpu("8.9").toolkit("12.4").copy("7.6.5.32", 0, CudnnCopy::Kind::SideBySide),
        MachineBuilder().driverState(DriverInfo::State::Failed, "boom"),
        MachineBuilder().driver("580.65.06").gpu("13.0").gpu("").toolkit("14.0"),
    };
    for (const MachineBuilder &machine : machines) {
        for (const Verdict &verdict : machine.judged().verdicts) {
            SCOPED_TRACE(verdict.code.toStdString());
            EXPECT_FALSE(verdict.title.isEmpty());
            EXPECT_FALSE(verdict.explanation.isEmpty());
            EXPECT_FALSE(verdict.evidence.isEmpty());
            for (const QString &line : verdict.evidence)
                EXPECT_FALSE(line.trimmed().isEmpty());
            if (verdict.severity >= Severity::Warning) {
                EXPECT_FALSE(verdict.nextStep.isEmpty());
            }
            // No placeholder left unfilled.
            EXPECT_FALSE(verdict.title.contains(u'%') || verdict.explanation.contains(u'%') || verdict.nextStep.contains(u'%'));
        }
    }
}

} // namespace
