// CompatMatrix against the real data file (resources/compat/compat.json as embedded), and
// fromJson against broken copies of it that must be refused with the key at fault named.
#include "CompatTestSupport.h"

#include "core/compat/CompatMatrix.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>
#include <thread>
#include <vector>

using namespace cudnnsetup;

namespace {

const CompatMatrix &data()
{
    return CompatMatrix::builtIn();
}

QByteArray builtInJson()
{
    QFile file(QStringLiteral(":/compat/compat.json"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << "the data file is not embedded";
    return file.readAll();
}

QString versionText(const std::optional<Version> &version)
{
    return version ? version->toString() : QStringLiteral("null");
}

// ---- the toolkit -> driver table ----

struct ToolkitDriverRowCase
{
    const char *name;
    const char *toolkit;
    DriverOs os;
    const char *minimum;   // toolkitDriverMinimum(); "null" when none
    bool estimated;
    const char *label;     // the row found; "" when none
};

class ToolkitDriverTable : public testing::TestWithParam<ToolkitDriverRowCase> {};

TEST_P(ToolkitDriverTable, FindsTheMinimumDriver)
{
    const ToolkitDriverRowCase &row = GetParam();
    bool estimated = false;
    EXPECT_EQ(versionText(data().toolkitDriverMinimum(V(row.toolkit), row.os, &estimated)), S(row.minimum));
    EXPECT_EQ(estimated, row.estimated);
    const ToolkitDriverRow *found = data().toolkitDriverRow(V(row.toolkit));
    EXPECT_EQ(found ? found->label : QString(), S(row.label));
}

INSTANTIATE_TEST_SUITE_P(
    CompatMatrix, ToolkitDriverTable,
    testing::Values(
        ToolkitDriverRowCase{"cuda13_0_linux", "13.0", DriverOs::Linux, "580.65.06", false, "CUDA 13.0 GA"},
        ToolkitDriverRowCase{"cuda13_0_update2", "13.0.2", DriverOs::Linux, "580.95.05", false, "CUDA 13.0 Update 2"},
        ToolkitDriverRowCase{"nvcc_build_number_is_ga", "13.0.88", DriverOs::Linux, "580.65.06", false, "CUDA 13.0 GA"},
        ToolkitDriverRowCase{"cuda13_windows_na_uses_floor", "13.0", DriverOs::Windows, "580.88", true, "CUDA 13.0 GA"},
        ToolkitDriverRowCase{"cuda13_2_confirmed", "13.2", DriverOs::Linux, "595.45.04", false, "CUDA 13.2 GA"},
        ToolkitDriverRowCase{"cuda12_9_1_windows", "12.9.1", DriverOs::Windows, "576.57", false, "CUDA 12.9 Update 1"},
        ToolkitDriverRowCase{"cuda12_4", "12.4", DriverOs::Linux, "550.54.14", false, "CUDA 12.4 GA"},
        ToolkitDriverRowCase{"cuda12_4_1_windows", "12.4.1", DriverOs::Windows, "551.78", false, "CUDA 12.4 Update 1"},
        ToolkitDriverRowCase{"cuda12_0", "12.0", DriverOs::Linux, "525.60.13", false, "CUDA 12.0 GA"},
        ToolkitDriverRowCase{"cuda12_7_does_not_exist", "12.7", DriverOs::Linux, "560.35.05", false, "CUDA 12.6 Update 3"},
        ToolkitDriverRowCase{"cuda11_8_windows", "11.8", DriverOs::Windows, "520.06", false, "CUDA 11.8 GA"},
        ToolkitDriverRowCase{"cuda11_0_before_rc", "11.0", DriverOs::Linux, "450.36.06", false, "CUDA 11.0.1 RC"},
        ToolkitDriverRowCase{"cuda14_unknown", "14.0", DriverOs::Linux, "null", false, ""}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatMatrix, KnowsToolkitOnlyForListedMinors)
{
    EXPECT_TRUE(data().knowsToolkit(V("13.0")));
    EXPECT_TRUE(data().knowsToolkit(V("12.6.3")));
    EXPECT_FALSE(data().knowsToolkit(V("12.7")));
    EXPECT_FALSE(data().knowsToolkit(V("13.9")));
    EXPECT_FALSE(data().knowsToolkit(V("14.0")));
}

TEST(CompatMatrix, HasEveryToolkitRowOfTheReference)
{
    // 15 rows for 13.x (the 13.4 developer preview among them), 23 for 12.x, 24 for 11.x, 3 for
    // 10.x: NVIDIA's table and redist manifests (docs/nvidia-layouts.md, "Driver minimums").
    int perMajor[14] = {};
    for (const ToolkitDriverRow &row : data().toolkitDriverRows())
        ++perMajor[qBound(0, row.release.major(), 13)];
    EXPECT_EQ(perMajor[13], 15);
    EXPECT_EQ(perMajor[12], 23);
    EXPECT_EQ(perMajor[11], 24);
    EXPECT_EQ(perMajor[10], 3);
    for (const ToolkitDriverRow &row : data().toolkitDriverRows()) {
        EXPECT_FALSE(row.sources.isEmpty()) << row.label.toStdString();
        EXPECT_EQ(row.windowsMinimum.has_value(), row.release.major() != 13) << row.label.toStdString();
    }
}

TEST(CompatMatrix, MinorVersionCompatibilityFloors)
{
    ASSERT_TRUE(data().minorCompat(13) && data().minorCompat(12) && data().minorCompat(11));
    EXPECT_EQ(data().minorCompat(13)->linuxMinimum, V("580"));
    EXPECT_EQ(data().minorCompat(13)->windowsMinimum, V("580.88"));   // NVIDIA cuda-python install notes
    EXPECT_EQ(data().minorCompat(12)->linuxMinimum, V("525.60.13"));
    EXPECT_EQ(data().minorCompat(12)->windowsMinimum, V("527.41"));
    EXPECT_TRUE(data().minorCompat(12)->confirmed);   // 527.41: cuda.core's install notes say so too
    EXPECT_EQ(data().minorCompat(11)->linuxMinimum, V("450.80.02"));
    EXPECT_EQ(data().minorCompat(11)->windowsMinimum, V("452.39"));
    EXPECT_EQ(data().minorCompat(10), nullptr);
    EXPECT_EQ(data().cudaMajors(), (QList<int>{13, 12, 11}));
}

TEST(CompatMatrix, NewestCudaMajorForDriver)
{
    EXPECT_EQ(data().newestCudaMajorForDriver(V("580.65.06"), DriverOs::Linux), 13);
    EXPECT_EQ(data().newestCudaMajorForDriver(V("575.57.08"), DriverOs::Linux), 12);
    EXPECT_EQ(data().newestCudaMajorForDriver(V("525.60.13"), DriverOs::Linux), 12);
    EXPECT_EQ(data().newestCudaMajorForDriver(V("520.61.05"), DriverOs::Linux), 11);
    EXPECT_EQ(data().newestCudaMajorForDriver(V("527.27"), DriverOs::Windows), 11);
    EXPECT_EQ(data().newestCudaMajorForDriver(V("440.33"), DriverOs::Linux), 0);
}

TEST(CompatMatrix, NewestToolkitForDriver)
{
    auto label = [](const char *driver, DriverOs os) {
        const ToolkitDriverRow *row = data().newestToolkitForDriver(V(driver), os);
        return row ? row->label : QString();
    };
    EXPECT_EQ(label("550.54.14", DriverOs::Linux), S("CUDA 12.4 GA"));
    EXPECT_EQ(label("580.65.06", DriverOs::Linux), S("CUDA 13.0 GA"));
    EXPECT_EQ(label("576.57", DriverOs::Windows), S("CUDA 12.9 Update 2"));
    EXPECT_EQ(label("400.1", DriverOs::Linux), QString());
}

TEST(CompatMatrix, ToolkitComputeCapabilityMinimums)
{
    ASSERT_TRUE(data().toolkitComputeCapability(13) && data().toolkitComputeCapability(12));
    EXPECT_EQ(data().toolkitComputeCapability(13)->minimum, V("7.5"));
    EXPECT_TRUE(data().toolkitComputeCapability(13)->confirmed);
    EXPECT_EQ(data().toolkitComputeCapability(12)->minimum, V("5.0"));
    EXPECT_EQ(data().toolkitComputeCapability(99), nullptr);
}

TEST(CompatMatrix, ArchitecturesMatchWithinAMajor)
{
    struct Case { const char *cc; const char *family; const char *first; };
    for (const Case &c : {Case{"6.1", "Pascal", "8.0"}, Case{"8.6", "Ampere", "11.1"}, Case{"8.9", "Ada Lovelace", "11.8"},
                          Case{"9.0", "Hopper", "11.8"}, Case{"10.0", "Blackwell", "12.8"}, Case{"12.0", "Blackwell", "12.8"},
                          Case{"5.2", "Maxwell", "6.5"}, Case{"8.8", "Ampere", "11.4"}}) {
        const ArchitectureRow *row = data().architecture(V(c.cc));
        ASSERT_NE(row, nullptr) << c.cc;
        EXPECT_EQ(row->family, S(c.family)) << c.cc;
        EXPECT_EQ(row->firstToolkit, V(c.first)) << c.cc;
    }
    EXPECT_EQ(data().architecture(V("13.0")), nullptr);
    EXPECT_EQ(data().architecture(V("2.1")), nullptr);
    EXPECT_EQ(data().newestKnownComputeCapability(), V("12.1"));
}

// ---- the cuDNN support matrix ----

struct SupportCase
{
    const char *name;
    const char *cudnn;
    QList<int> majors;
    int major;               // the variant whose first tier is checked
    const char *minimumCc;
    const char *linuxDriver;
    const char *windowsDriver;
};

class CudnnSupportTable : public testing::TestWithParam<SupportCase> {};

TEST_P(CudnnSupportTable, OffersVariantsAndLimits)
{
    const SupportCase &row = GetParam();
    const CudnnSupportRange *range = data().cudnnSupport(V(row.cudnn));
    ASSERT_NE(range, nullptr);
    EXPECT_EQ(range->cudaMajors(), row.majors);
    const CudnnVariant *variant = range->variant(row.major);
    ASSERT_NE(variant, nullptr);
    const CudnnTier &tier = variant->tiers.constFirst();
    EXPECT_EQ(tier.minimumComputeCapability(), V(row.minimumCc));
    EXPECT_EQ(versionText(tier.linuxDriver), S(row.linuxDriver));
    EXPECT_EQ(versionText(tier.windowsDriver), S(row.windowsDriver));
}

INSTANTIATE_TEST_SUITE_P(
    CompatMatrix, CudnnSupportTable,
    testing::Values(
        SupportCase{"cudnn8_6_cuda11_only", "8.6.0.163", {11}, 11, "5.0", "450.80.02", "452.39"},
        SupportCase{"cudnn8_9_7_cuda12", "8.9.7.29", {11, 12}, 12, "5.0", "525.60.13", "527.41"},
        SupportCase{"cudnn9_1_cuda11", "9.1.0.70", {11, 12}, 11, "5.0", "450.80.02", "452.39"},
        SupportCase{"cudnn9_10_2_cuda12", "9.10.2.21", {11, 12}, 12, "5.0", "525.60.13", "527.41"},
        SupportCase{"cudnn9_11_cuda12_only", "9.11.0.98", {12}, 12, "7.5", "525.60.13", "527.41"},
        SupportCase{"cudnn9_19_cuda13", "9.19.0", {12, 13}, 13, "7.5", "580.65.06", "null"},
        SupportCase{"cudnn9_27_cuda12", "9.27.0.42", {12, 13}, 12, "7.5", "525.60.13", "527.41"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatMatrix, BlackwellNeedsTheCuda128Tier)
{
    const CudnnVariant *variant = data().cudnnSupport(V("9.10.2.21"))->variant(12);
    ASSERT_NE(variant, nullptr);
    const CudnnTier *tier = CompatMatrix::tierFor(*variant, {V("12.0")});
    ASSERT_NE(tier, nullptr);
    EXPECT_EQ(tier->toolkitMin, V("12.8"));
    EXPECT_EQ(tier->linuxDriver, V("570.26"));
    EXPECT_EQ(tier->windowsDriver, V("570.65"));
    EXPECT_TRUE(tier->coversToolkit(V("12.9.1")));
    EXPECT_FALSE(tier->coversToolkit(V("12.4")));
    // Before 9.7 no cuDNN supports Blackwell.
    EXPECT_EQ(CompatMatrix::tierFor(*data().cudnnSupport(V("9.5.0"))->variant(12), {V("12.0")}), nullptr);
    // Binary compatibility within a major: 8.7 runs what was built for 8.6; 3.5 is never covered.
    EXPECT_TRUE(variant->tiers.constFirst().coversComputeCapability(V("8.7")));
    EXPECT_FALSE(variant->tiers.constFirst().coversComputeCapability(V("3.5")));
}

TEST(CompatMatrix, UnknownCudnnReleases)
{
    EXPECT_EQ(data().cudnnSupport(V("7.6.5")), nullptr);
    EXPECT_EQ(data().cudnnSupport(V("8.4.1")), nullptr);
    EXPECT_NE(data().cudnnSupport(V("9.99.0")), nullptr);   // the newest range is open-ended
}

TEST(CompatMatrix, KnowsTheReleasesArchivesAreNamedBy)
{
    for (const char *version : {"8.9.7.29", "9.1.0.70", "9.5.0.50", "9.8.0.87", "9.10.2.21", "9.11.0.98", "9.19.0.56",
                                "9.20.0.48", "9.27.0.42"})
        EXPECT_NE(data().cudnnRelease(V(version)), nullptr) << version;
    ASSERT_FALSE(data().cudnnReleases().isEmpty());
    EXPECT_EQ(data().cudnnReleases().constFirst().version, V("9.27.0.42"));
    for (const CudnnRelease &release : data().cudnnReleases())
        EXPECT_EQ(release.version.size(), 4) << release.version.toString().toStdString();
}

TEST(CompatMatrix, Release9_27Platforms)
{
    const CudnnRelease *release = data().cudnnRelease(V("9.27.0.42"));
    ASSERT_NE(release, nullptr);
    EXPECT_TRUE(release->offers(S("linux-x86_64"), 12));
    EXPECT_TRUE(release->offers(S("linux-x86_64"), 13));
    EXPECT_TRUE(release->offers(S("linux-sbsa"), 13));
    EXPECT_TRUE(release->offers(S("windows-x86_64"), 12));
    EXPECT_TRUE(release->offers(S("windows-arm64"), 13));
    EXPECT_FALSE(release->offers(S("windows-arm64"), 12));
    EXPECT_EQ(release->platform(S("linux-aarch64")), nullptr);
    EXPECT_EQ(release->date, S("2026-09-29"));
    EXPECT_TRUE(release->confirmed);
}

TEST(CompatMatrix, ArchiveNames)
{
    const CudnnRelease *newest = data().cudnnRelease(V("9.27.0.42"));
    const CudnnRelease *old = data().cudnnRelease(V("8.9.7.29"));
    ASSERT_TRUE(newest && old);
    EXPECT_EQ(CompatMatrix::archiveName(*newest, S("linux-x86_64"), 13), S("cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz"));
    EXPECT_EQ(CompatMatrix::archiveName(*newest, S("linux-sbsa"), 12), S("cudnn-linux-sbsa-9.27.0.42_cuda12-archive.tar.xz"));
    EXPECT_EQ(CompatMatrix::archiveName(*newest, S("windows-x86_64"), 12), S("cudnn-windows-x86_64-9.27.0.42_cuda12-archive.zip"));
    EXPECT_EQ(CompatMatrix::archiveName(*newest, S("windows-arm64"), 13), S("cudnn-windows-arm64-9.27.0.42_cuda13-archive.zip"));   // the manifest's cuda13 entry
    EXPECT_EQ(CompatMatrix::archiveName(*old, S("linux-ppc64le"), 11), S("cudnn-linux-ppc64le-8.9.7.29_cuda11-archive.tar.xz"));
}

// ---- picking the newest release that fits ----

struct PickCase
{
    const char *name;
    const char *platform;
    int cudaMajor;
    QList<const char *> ccs;
    const char *driver;      // nullptr: not checked
    DriverOs os;
    const char *expected;    // "" when nothing fits
};

class NewestCudnnTable : public testing::TestWithParam<PickCase> {};

TEST_P(NewestCudnnTable, PicksTheNewestFittingRelease)
{
    const PickCase &row = GetParam();
    CudnnConstraints constraints;
    constraints.platform = S(row.platform);
    constraints.cudaMajor = row.cudaMajor;
    for (const char *cc : row.ccs)
        constraints.computeCapabilities.append(V(cc));
    if (row.driver)
        constraints.driver = V(row.driver);
    constraints.os = row.os;
    const CudnnPick pick = data().newestCudnn(constraints);
    EXPECT_EQ(pick.release ? pick.release->version.toString() : QString(), S(row.expected));
}

INSTANTIATE_TEST_SUITE_P(
    CompatMatrix, NewestCudnnTable,
    testing::Values(
        PickCase{"cuda13_any", "linux-x86_64", 13, {}, nullptr, DriverOs::Linux, "9.27.0.42"},
        PickCase{"ada_cuda12", "linux-x86_64", 12, {"8.9"}, "550.54.14", DriverOs::Linux, "9.27.0.42"},
        PickCase{"pascal_cuda12", "linux-x86_64", 12, {"6.1"}, "550.54.14", DriverOs::Linux, "9.10.2.21"},
        PickCase{"pascal_cuda13", "linux-x86_64", 13, {"6.1"}, "580.65.06", DriverOs::Linux, ""},
        PickCase{"cuda11", "windows-x86_64", 11, {"8.6"}, "522.06", DriverOs::Windows, "9.10.2.21"},
        PickCase{"tegra_cuda12", "linux-aarch64", 12, {"8.7"}, nullptr, DriverOs::Linux, "9.20.0.48"},
        PickCase{"blackwell_old_driver", "linux-x86_64", 12, {"12.0"}, "560.35.03", DriverOs::Linux, ""},
        PickCase{"blackwell_driver_570", "linux-x86_64", 12, {"12.0", "8.9"}, "570.26", DriverOs::Linux, "9.27.0.42"},
        PickCase{"windows_cuda13_below_r580", "windows-x86_64", 13, {"8.9"}, "576.57", DriverOs::Windows, ""},
        PickCase{"windows_cuda13_r580", "windows-x86_64", 13, {"8.9"}, "581.15", DriverOs::Windows, "9.27.0.42"},
        PickCase{"kepler", "linux-x86_64", 11, {"3.5"}, nullptr, DriverOs::Linux, ""},
        PickCase{"unknown_platform", "linux-riscv64", 13, {}, nullptr, DriverOs::Linux, ""}),
    [](const auto &info) { return std::string(info.param.name); });

// ---- malformed data: refused, naming the key ----

// Returns `node` with the value at `path` replaced (or removed when `value` is empty).
// Path segments are object keys or "[index]".
QJsonValue changed(const QJsonValue &node, QStringList path, const std::optional<QJsonValue> &value)
{
    if (path.isEmpty())
        return value.value_or(QJsonValue());
    const QString segment = path.takeFirst();
    if (segment.startsWith(u'[')) {
        QJsonArray array = node.toArray();
        const int index = segment.mid(1, segment.size() - 2).toInt();
        if (path.isEmpty() && !value)
            array.removeAt(index);
        else
            array[index] = changed(array.at(index), path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && !value)
        object.remove(segment);
    else
        object[segment] = changed(object.value(segment), path, value);
    return object;
}

struct MalformedCase
{
    const char *name;
    const char *path;              // dot-separated, "[n]" for array items
    std::optional<QJsonValue> value;
    const char *expectedError;     // the start of the error message
};

class MalformedData : public testing::TestWithParam<MalformedCase> {};

TEST_P(MalformedData, IsRefusedNamingTheKey)
{
    const MalformedCase &row = GetParam();
    const QJsonValue root = QJsonDocument::fromJson(builtInJson()).object();
    const QStringList path = S(row.path).replace(QStringLiteral("["), QStringLiteral(".[")).split(u'.', Qt::SkipEmptyParts);
    const QByteArray broken = QJsonDocument(changed(root, path, row.value).toObject()).toJson();
    QString error;
    EXPECT_FALSE(CompatMatrix::fromJson(broken, &error).has_value());
    EXPECT_TRUE(error.startsWith(S(row.expectedError))) << error.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    CompatMatrix, MalformedData,
    testing::Values(
        MalformedCase{"missing_schema_version", "schemaVersion", std::nullopt, "schemaVersion: missing"},
        MalformedCase{"newer_schema_version", "schemaVersion", QJsonValue(2), "schemaVersion: version 2 is not supported"},
        MalformedCase{"schema_version_as_string", "schemaVersion", QJsonValue(QStringLiteral("1")), "schemaVersion: expected a positive whole number"},
        MalformedCase{"missing_about", "about", std::nullopt, "about: missing"},
        MalformedCase{"missing_section", "toolkitDrivers", std::nullopt, "toolkitDrivers: missing"},
        MalformedCase{"rows_not_array", "toolkitDrivers.rows", QJsonValue(QStringLiteral("x")), "toolkitDrivers.rows: expected an array"},
        MalformedCase{"driver_as_number", "toolkitDrivers.rows[0].linux", QJsonValue(580), "toolkitDrivers.rows[0].linux: expected a string"},
        MalformedCase{"driver_not_a_version", "toolkitDrivers.rows[9].linux", QJsonValue(QStringLiteral("580.x")), "toolkitDrivers.rows[9].linux: \"580.x\" is not a version"},
        MalformedCase{"missing_windows", "toolkitDrivers.rows[12].windows", std::nullopt, "toolkitDrivers.rows[12].windows: missing"},
        MalformedCase{"release_two_parts", "toolkitDrivers.rows[3].release", QJsonValue(QStringLiteral("13.2")), "toolkitDrivers.rows[3].release: expected NVIDIA's redist label X.Y.Z"},
        MalformedCase{"missing_sources", "toolkitDrivers.rows[2].sources", std::nullopt, "toolkitDrivers.rows[2].sources: missing"},
        MalformedCase{"empty_sources", "architectures.rows[4].sources", QJsonValue(QJsonArray()), "architectures.rows[4].sources: must not be empty"},
        MalformedCase{"confirmed_as_string", "toolkitComputeCapability.rows[0].confirmed", QJsonValue(QStringLiteral("yes")), "toolkitComputeCapability.rows[0].confirmed: expected true or false"},
        MalformedCase{"major_as_string", "minorVersionCompatibility.rows[1].cudaMajor", QJsonValue(QStringLiteral("12")), "minorVersionCompatibility.rows[1].cudaMajor: expected a positive whole number"},
        MalformedCase{"cc_not_a_version", "cudnnSupport.rows[2].variants[0].tiers[0].computeCapabilities[1]", QJsonValue(QStringLiteral("sm_89")), "cudnnSupport.rows[2].variants[0].tiers[0].computeCapabilities[1]: expected a version string"},
        MalformedCase{"tier_toolkits_missing", "cudnnSupport.rows[7].variants[1].tiers[0].toolkits", std::nullopt, "cudnnSupport.rows[7].variants[1].tiers[0].toolkits: missing"},
        MalformedCase{"tier_wrong_major", "cudnnSupport.rows[7].variants[1].tiers[0].toolkits.min", QJsonValue(QStringLiteral("12.0")), "cudnnSupport.rows[7].variants[1].tiers[0].toolkits: toolkits of another CUDA major"},
        MalformedCase{"overlapping_ranges", "cudnnSupport.rows[0].before", QJsonValue(QStringLiteral("8.9.0")), "cudnnSupport.rows: release ranges overlap"},
        MalformedCase{"release_three_parts", "cudnnReleases.rows[0].version", QJsonValue(QStringLiteral("9.27.0")), "cudnnReleases.rows[0].version: archives need the full 4-part version"},
        MalformedCase{"release_without_variant", "cudnnReleases.rows[0].platforms.linux-x86_64.cuda", QJsonValue(QJsonArray{11}), "cudnnReleases.rows[0].platforms.linux-x86_64.cuda: cudnnSupport has no CUDA 11 variant for 9.27.0.42"},
        MalformedCase{"suffix_for_missing_variant", "cudnnReleases.rows[0].platforms.windows-arm64.archiveCudaSuffix", QJsonValue(QJsonObject{{QStringLiteral("12"), QStringLiteral("12.9")}}), "cudnnReleases.rows[0].platforms.windows-arm64.archiveCudaSuffix.12: not a CUDA major this platform offers"},
        MalformedCase{"platforms_not_object", "cudnnReleases.rows[1].platforms", QJsonValue(QJsonArray{}), "cudnnReleases.rows[1].platforms: expected an object"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CompatMatrix, RefusesWhatIsNotJson)
{
    QString error;
    EXPECT_FALSE(CompatMatrix::fromJson("{ \"about\": ", &error).has_value());
    EXPECT_TRUE(error.startsWith(S("(document): not valid JSON"))) << error.toStdString();
    EXPECT_FALSE(CompatMatrix::fromJson("[1, 2]", &error).has_value());
    EXPECT_EQ(error, S("(document): expected an object"));
}

TEST(CompatMatrix, BuiltInIsLoadedOnceForAllThreads)
{
    std::vector<const CompatMatrix *> seen(8, nullptr);
    std::vector<std::thread> threads;
    for (size_t i = 0; i < seen.size(); ++i)
        threads.emplace_back([&seen, i] { seen[i] = &CompatMatrix::builtIn(); });
    for (std::thread &thread : threads)
        thread.join();
    for (const CompatMatrix *matrix : seen)
        EXPECT_EQ(matrix, &CompatMatrix::builtIn());
    EXPECT_FALSE(CompatMatrix::builtIn().cudnnReleases().isEmpty());
}

TEST(CompatMatrix, BuiltInDataIsTheEmbeddedFile)
{
    QString error;
    const std::optional<CompatMatrix> parsed = CompatMatrix::fromJson(builtInJson(), &error);
    ASSERT_TRUE(parsed.has_value()) << error.toStdString();
    EXPECT_EQ(parsed->schemaVersion(), 1);
    EXPECT_EQ(data().schemaVersion(), 1);
    EXPECT_EQ(data().dataAsOf(), S("2026-10"));
    EXPECT_EQ(parsed->cudnnReleases().size(), data().cudnnReleases().size());
}

} // namespace

// A framework build's GPU code against a GPU: machine code sm_XY runs on X.Y up to X.9, PTX
// compute_XY on X.Y and everything newer.
TEST(CompatMatrix, GpuCodeRunsOnTheGpusCudaSaysItDoes)
{
    const QStringList torchCu126{QStringLiteral("sm_50"), QStringLiteral("sm_60"), QStringLiteral("sm_70"), QStringLiteral("sm_75"),
                                 QStringLiteral("sm_80"), QStringLiteral("sm_86"), QStringLiteral("sm_90")};
    const QStringList torchCu128{QStringLiteral("sm_70"), QStringLiteral("sm_75"), QStringLiteral("sm_80"), QStringLiteral("sm_86"),
                                 QStringLiteral("sm_90"), QStringLiteral("sm_100"), QStringLiteral("sm_120")};
    EXPECT_TRUE(CompatMatrix::runsOn(torchCu126, Version({6, 1})));    // a GTX 1080 runs the sm_60 code
    EXPECT_FALSE(CompatMatrix::runsOn(torchCu128, Version({6, 1})));   // "no kernel image is available"
    EXPECT_TRUE(CompatMatrix::runsOn(torchCu128, Version({8, 9})));    // an RTX 4090 runs the sm_86 code
    EXPECT_TRUE(CompatMatrix::runsOn(torchCu128, Version({12, 0})));
    EXPECT_FALSE(CompatMatrix::runsOn({QStringLiteral("sm_90")}, Version({8, 9})));
    EXPECT_TRUE(CompatMatrix::runsOn({QStringLiteral("sm_60"), QStringLiteral("compute_90")}, Version({12, 0})));   // through PTX
    EXPECT_FALSE(CompatMatrix::runsOn({QStringLiteral("compute_90")}, Version({8, 6})));
}

// The shipped data: which build of a framework carries which GPU code, by release and CUDA.
TEST(CompatMatrix, FrameworkBuildsGpuCodeByReleaseAndCuda)
{
    const CompatMatrix &matrix = CompatMatrix::builtIn();
    const FrameworkArchitecturesRow *cu128 = matrix.frameworkArchitectures(QStringLiteral("pytorch"), Version({2, 8, 0}), Version({12, 8}));
    ASSERT_NE(cu128, nullptr);
    EXPECT_EQ(cu128->architectures.first(), QStringLiteral("sm_70"));
    const FrameworkArchitecturesRow *cu126 = matrix.frameworkArchitectures(QStringLiteral("pytorch"), Version({2, 7, 1}), Version({12, 6}));
    ASSERT_NE(cu126, nullptr);
    EXPECT_TRUE(cu126->architectures.contains(QStringLiteral("sm_60")));
    EXPECT_NE(matrix.frameworkArchitectures(QStringLiteral("pytorch"), Version({2, 12, 0}), Version({13, 0})), nullptr);
    // ONNX Runtime 1.20 writes no CUDA version: the row for every CUDA answers.
    EXPECT_NE(matrix.frameworkArchitectures(QStringLiteral("onnxruntime"), Version({1, 20, 2}), Version()), nullptr);
    // Nothing known: no list, no check.
    EXPECT_EQ(matrix.frameworkArchitectures(QStringLiteral("onnxruntime"), Version({1, 27, 0}), Version({13, 0})), nullptr);
    EXPECT_EQ(matrix.frameworkArchitectures(QStringLiteral("jax"), Version({0, 4, 38}), Version({12})), nullptr);
}
