// RedistManifest on malformed and hostile input: every refusal, and the key path it names.
#include "ManifestTestSupport.h"

using namespace cudnnsetup;

namespace {

// A cudnn component whose linux-x86_64 cuda12 leaf is `body`.
#define LEAF(body)                                                                                 \
    R"({"release_label": "9.20.0", "cudnn": {"name": "cuDNN", "version": "9.20.0.48",)"           \
    R"( "cuda_variant": ["12"], "linux-x86_64": {"cuda12": {)" body "}}}}"

#define GOOD_PATH R"("relative_path": "cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz")"
#define GOOD_SHA R"("sha256": "c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92")"
#define GOOD_SIZE R"("size": "890794116")"

// The same leaf with `path` as its relative_path.
#define WITH_PATH(path) LEAF(R"("relative_path": ")" path R"(", )" GOOD_SHA)

struct ErrorRow
{
    const char *name;
    const char *json;
    const char *message;    // the whole error, key path first
};

const ErrorRow kErrors[] = {
    // The document itself.
    {"array at top", "[1, 2]", "top level: expected a JSON object"},
    {"no component", R"({"release_date": "2026-03-09", "release_label": "9.20.0"})",
     "top level: no component (no object with a \"name\" key)"},
    {"empty object", "{}", "top level: no component (no object with a \"name\" key)"},
    {"label not a string", R"({"release_label": 9.2, "cudnn": {"name": "cuDNN", "version": "9.2.0.82"}})",
     "release_label: expected a string"},

    // The component.
    {"name not a string", R"({"cudnn": {"name": 5, "version": "9.20.0.48"}})", "cudnn.name: expected a string"},
    {"license not a string", R"({"cudnn": {"name": "cuDNN", "license": ["cudnn"], "version": "9.20.0.48"}})",
     "cudnn.license: expected a string"},
    {"version missing", R"({"cudnn": {"name": "cuDNN"}})", "cudnn.version: missing"},
    {"version not dotted", R"({"cudnn": {"name": "cuDNN", "version": "9.x"}})",
     "cudnn.version: expected a dotted version string such as \"9.20.0.48\""},
    {"version a number", R"({"cudnn": {"name": "cuDNN", "version": 9.2}})",
     "cudnn.version: expected a dotted version string such as \"9.20.0.48\""},
    {"cuda_variant a string", R"({"cudnn": {"name": "cuDNN", "version": "9.20.0.48", "cuda_variant": "12"}})",
     "cudnn.cuda_variant: expected a list of CUDA versions such as [\"12\", \"13\"] or [\"13.1\"]"},
    {"cuda_variant numbers", R"({"cudnn": {"name": "cuDNN", "version": "9.20.0.48", "cuda_variant": [12, 13]}})",
     "cudnn.cuda_variant: expected a list of CUDA versions such as [\"12\", \"13\"] or [\"13.1\"]"},
    {"cuda_variant with letters", R"({"cudnn": {"name": "cuDNN", "version": "9.20.0.48", "cuda_variant": ["cuda12"]}})",
     "cudnn.cuda_variant: expected a list of CUDA versions such as [\"12\", \"13\"] or [\"13.1\"]"},
    {"variant not an object",
     R"({"cudnn": {"name": "cuDNN", "version": "9.20.0.48", "linux-x86_64": {"cuda12": "cudnn/x.tar.xz"}}})",
     "cudnn.linux-x86_64.cuda12: expected an object"},

    // A leaf's required keys.
    {"relative_path missing", LEAF(GOOD_SHA ", " GOOD_SIZE), "cudnn.linux-x86_64.cuda12.relative_path: missing"},
    {"sha256 missing", LEAF(GOOD_PATH ", " GOOD_SIZE), "cudnn.linux-x86_64.cuda12.sha256: missing"},
    {"only full_path", LEAF(R"("full_path": "https://example.invalid/x.tar.xz", )" GOOD_SHA),
     "cudnn.linux-x86_64.cuda12.relative_path: missing"},
    {"flat leaf without relative_path",
     R"({"cudnn_samples": {"name": "samples", "version": "9.20.0.48", "source": {)" GOOD_SHA "}}}",
     "cudnn_samples.source.relative_path: missing"},
    {"relative_path a number", LEAF(R"("relative_path": 7, )" GOOD_SHA),
     "cudnn.linux-x86_64.cuda12.relative_path: expected a string"},

    // Checksums.
    {"sha256 63 chars", LEAF(GOOD_PATH R"(, "sha256": "c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a9")"),
     "cudnn.linux-x86_64.cuda12.sha256: expected 64 hex characters"},
    {"sha256 65 chars", LEAF(GOOD_PATH R"(, "sha256": "c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a920")"),
     "cudnn.linux-x86_64.cuda12.sha256: expected 64 hex characters"},
    {"sha256 not hex", LEAF(GOOD_PATH R"(, "sha256": "g10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92")"),
     "cudnn.linux-x86_64.cuda12.sha256: expected 64 hex characters"},
    {"sha256 empty", LEAF(GOOD_PATH R"(, "sha256": "")"), "cudnn.linux-x86_64.cuda12.sha256: expected 64 hex characters"},
    {"sha256 null", LEAF(GOOD_PATH R"(, "sha256": null)"), "cudnn.linux-x86_64.cuda12.sha256: expected 64 hex characters"},
    {"md5 short", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "md5": "3ac9ab9e")"),
     "cudnn.linux-x86_64.cuda12.md5: expected 32 hex characters"},

    // Sizes.
    {"size with letters", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": "12a")"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size negative text", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": "-5")"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size empty", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": "")"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size with spaces", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": " 890794116")"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size too long", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": "9999999999999999999")"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size negative number", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": -1)"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size fraction", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": 1.5)"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},
    {"size boolean", LEAF(GOOD_PATH ", " GOOD_SHA R"(, "size": true)"),
     "cudnn.linux-x86_64.cuda12.size: expected a size in bytes (a string of digits)"},

    // Paths a hostile mirror could use to make us write or fetch outside its folder.
    {"absolute path", WITH_PATH("/etc/cron.d/cudnn"),
     "cudnn.linux-x86_64.cuda12.relative_path: must be relative to the manifest's folder, not absolute"},
    {"dot-dot inside", WITH_PATH("cudnn/../../../home/user/.bashrc"),
     "cudnn.linux-x86_64.cuda12.relative_path: must not contain \"..\" (it would leave the manifest's folder)"},
    {"dot-dot first", WITH_PATH("../cuda/redist/x.tar.xz"),
     "cudnn.linux-x86_64.cuda12.relative_path: must not contain \"..\" (it would leave the manifest's folder)"},
    {"dot-dot last", WITH_PATH("cudnn/.."),
     "cudnn.linux-x86_64.cuda12.relative_path: must not contain \"..\" (it would leave the manifest's folder)"},
    {"windows separators", WITH_PATH(R"(..\\..\\Windows\\System32\\cudnn64_9.dll)"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains '\\' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"drive letter", WITH_PATH("C:/Windows/System32/cudnn64_9.dll"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains ':' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"full url", WITH_PATH("https://evil.example/x.tar.xz"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains ':' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"encoded dot-dot", WITH_PATH("%2e%2e/x.tar.xz"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains '%' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"query", WITH_PATH("cudnn/x.tar.xz?redirect=1"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains '?' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"control character", WITH_PATH("cudnn/x\\u0001.tar.xz"),
     "cudnn.linux-x86_64.cuda12.relative_path: contains '\\x01' (allowed: ASCII letters, digits, . _ - + ~ /)"},
    {"empty path", WITH_PATH(""), "cudnn.linux-x86_64.cuda12.relative_path: is empty"},
    {"double slash", WITH_PATH("cudnn//x.tar.xz"), "cudnn.linux-x86_64.cuda12.relative_path: has an empty path segment"},
    {"folder not file", WITH_PATH("cudnn/linux-x86_64/"), "cudnn.linux-x86_64.cuda12.relative_path: has an empty path segment"},
    // A last "." names the folder, and the download would be called ".".
    {"dot last", WITH_PATH("cudnn/linux-x86_64/."),
     "cudnn.linux-x86_64.cuda12.relative_path: must not contain \".\" (a path NVIDIA writes names each folder once, "
     "and a last \".\" would name a folder, not a file)"},
    {"dot inside", WITH_PATH("cudnn/./x.tar.xz"),
     "cudnn.linux-x86_64.cuda12.relative_path: must not contain \".\" (a path NVIDIA writes names each folder once, "
     "and a last \".\" would name a folder, not a file)"},

    // One file, two checksums.
    {"conflicting duplicate",
     R"({"cudnn": {"name": "cuDNN", "version": "9.27.0.42", "windows-arm64": {)"
     R"("cuda13": {"relative_path": "cudnn/windows-arm64/x_cuda13-archive.zip",)"
     R"( "sha256": "7e57000000000000000000000000000000000000000000000000000000000013"},)"
     R"( "relative_path": "cudnn/windows-arm64/x_cuda13-archive.zip",)"
     R"( "sha256": "7e57000000000000000000000000000000000000000000000000000000000014"}}})",
     "cudnn.windows-arm64: two entries name cudnn/windows-arm64/x_cuda13-archive.zip with different sha256 or size"},
};

class ManifestErrors : public testing::TestWithParam<ErrorRow> {};

TEST_P(ManifestErrors, RefusesAndNamesTheKey)
{
    const ErrorRow &row = GetParam();
    QString error;
    EXPECT_FALSE(RedistManifest::parse(QByteArray(row.json), &error).has_value());
    EXPECT_EQ(error, S(row.message));
}

INSTANTIATE_TEST_SUITE_P(Malformed, ManifestErrors, testing::ValuesIn(kErrors));

// The leaf body alone, to prove the LEAF rows above fail only for what they change.
TEST(ManifestRefusals, TheLeafTemplateIsValidWhenWhole)
{
    QString error;
    const std::optional<RedistManifest> manifest =
        RedistManifest::parse(LEAF(GOOD_PATH ", " GOOD_SHA ", " GOOD_SIZE), &error);
    ASSERT_TRUE(manifest.has_value()) << error.toStdString();
    EXPECT_EQ(archiveOf(*manifest, "cudnn", "linux-x86_64", 12).size, 890794116);
    EXPECT_TRUE(RedistManifest::parse(WITH_PATH("cudnn/linux-x86_64/c+d~e_f-9.tar.xz")).has_value());
}

TEST(ManifestRefusals, NotJsonSaysSo)
{
    for (const char *text : {"", "{", "<html><body>404 Not Found</body></html>", "{\"cudnn\": }"}) {
        QString error;
        EXPECT_FALSE(RedistManifest::parse(QByteArray(text), &error).has_value()) << text;
        EXPECT_TRUE(error.startsWith(S("not JSON: "))) << error.toStdString();
    }
    EXPECT_FALSE(RedistManifest::parse(QByteArray("{"), nullptr).has_value());
}

// One bad leaf in an otherwise real manifest spoils the whole manifest: we verify downloads with
// these checksums, and a manifest we half believe is worse than a clear refusal.
struct CorruptionRow
{
    const char *name;
    const char *file;
    const char *from, *to;
    const char *message;
};

const CorruptionRow kCorruptions[] = {
    {"9.20.0 truncated checksum", "redistrib_9.20.0.json",
     "\"d3ccce59130f10f68fe09365feea65b622bcecace79a0682fe43ee07b88a6a29\"",
     "\"d3ccce59130f10f68fe09365feea65b622bcecace79a0682fe43ee07b88a6a2\"",
     "cudnn.windows-x86_64.cuda13.sha256: expected 64 hex characters"},
    {"9.20.0 size with spaces", "redistrib_9.20.0.json", "\"13323136\"", "\"13 323 136\"",
     "cudnn_jit.linux-x86_64.cuda13.size: expected a size in bytes (a string of digits)"},
    {"9.27.0 flat arm64 entry escapes", "redistrib_9.27.0.json",
     "\"cudnn/windows-arm64/cudnn-windows-arm64-9.27.0.42_cuda13.4-archive.zip\"", "\"../../../../tmp/evil.zip\"",
     "cudnn.windows-arm64.relative_path: must not contain \"..\" (it would leave the manifest's folder)"},
    {"8.9.7 samples lose their checksum", "redistrib_8.9.7.json",
     "\"sha256\": \"7e5709eccb40", "\"sha_256\": \"7e5709eccb40",
     "cudnn_samples.linux-sbsa.cuda12.sha256: missing"},
    {"cuda 11.4.4 absolute path", "redistrib_11.4.4.json",
     "\"cuda_gdb/linux-sbsa/cuda_gdb-linux-sbsa-11.4.120-archive.tar.xz\"", "\"/usr/bin/cuda-gdb\"",
     "cuda_gdb.linux-sbsa.relative_path: must be relative to the manifest's folder, not absolute"},
};

class ManifestCorruptions : public testing::TestWithParam<CorruptionRow> {};

TEST_P(ManifestCorruptions, OneBadLeafFailsTheManifest)
{
    const CorruptionRow &row = GetParam();
    QByteArray json = readSample(row.file);
    ASSERT_EQ(json.count(row.from), 1) << "the sample no longer contains " << row.from;
    json.replace(row.from, row.to);
    QString error;
    EXPECT_FALSE(RedistManifest::parse(json, &error).has_value());
    EXPECT_EQ(error, S(row.message));
}

INSTANTIATE_TEST_SUITE_P(Samples, ManifestCorruptions, testing::ValuesIn(kCorruptions));

} // namespace
