// Long because: verify runs ten checks, each a function of its own with the JSON it reports (docs/probe-json.md), and they share the helpers at the top.
#include "Verify.h"

#include "CudaInfo.h"
#include "CudnnApi.h"
#include "CudnnConvolution.h"
#include "CudnnLibrary.h"
#include "Loader.h"
#include "NameParsing.h"

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace probe {

namespace {

using cudnn::CreateFn;
using cudnn::DestroyFn;
using cudnn::GetErrorStringFn;
using cudnn::GetLastErrorStringFn;
using cudnn::GetVersionFn;
using cudnnHandle_t = cudnn::Handle;
using cudnnStatus_t = cudnn::Status;

Json item(const std::string &id, const std::string &status, const std::string &code, const std::string &detail)
{
    Json j = Json::object();
    j.set("id", id).set("status", status).set("code", code).set("detail", detail);
    return j;
}

// "libcudnn_ops.so.9 -> libcudnn_ops.so.9.19.0": the full version from the names along the link
// chain (the last name that carries one); "" when none does.
std::string versionFromRealName(const std::string &path)
{
    std::string found;
    fs::path current(path);
    for (int hop = 0; hop < 16; ++hop) {
        if (std::string version = fullVersionOfSoName(current.filename().string()); !version.empty())
            found = version;
        std::error_code ec;
        if (!fs::is_symlink(current, ec))
            break;
        const fs::path target = fs::read_symlink(current, ec);
        if (ec)
            break;
        current = target.is_absolute() ? target : current.parent_path() / target;
    }
    return found;
}

struct HeaderVersion
{
    bool found = false;
    std::string path;
    std::optional<VersionNumber> version;
};

HeaderVersion readHeader(const std::string &includeDir)
{
    HeaderVersion header;
    for (const char *name : {"cudnn_version.h", "cudnn.h"}) {
        const fs::path path = fs::path(includeDir) / name;
        std::ifstream in(path);
        if (!in)
            continue;
        std::stringstream buffer;
        buffer << in.rdbuf();
        const std::string text = buffer.str();
        const int major = definedNumber(text, "CUDNN_MAJOR");
        const int minor = definedNumber(text, "CUDNN_MINOR");
        const int patch = definedNumber(text, "CUDNN_PATCHLEVEL");
        if (major < 0 || minor < 0 || patch < 0)
            continue;
        header.found = true;
        header.path = path.string();
        VersionNumber v;
        v.major = major;
        v.minor = minor;
        v.patch = patch;
        v.raw = major >= 9 ? major * 10000LL + minor * 100 + patch : major * 1000LL + minor * 100 + patch;
        header.version = v;
        return header;
    }
    return header;
}

std::string joinPath(const std::string &dir, const std::string &file) { return (fs::path(dir) / file).string(); }

// Where a library cuDNN needs is found: by name on the loader's search path, or else beside cuDNN
// (its folder, ../lib64, ../lib). `besideOut` is set when it loads only from beside cuDNN.
Json locateDependency(const VerifyOptions &options, const std::string &soname, bool &besideOut)
{
    Json d = Json::object();
    d.set("name", soname);
    LoadResult r = loadLibrary(soname, false);
    if (r.handle) {
        d.set("found", true).set("where", "on-search-path").set("path", r.path).set("error", "");
        return d;
    }
    const std::string searchError = r.error;
    for (const std::string &dir :
         {options.cudnnDir, (fs::path(options.cudnnDir) / ".." / "lib64").lexically_normal().string(),
          (fs::path(options.cudnnDir) / ".." / "lib").lexically_normal().string()}) {
        const std::string candidate = joinPath(dir, soname);
        std::error_code ec;
        if (!fs::exists(candidate, ec))
            continue;
        r = loadLibrary(candidate, true);
        if (r.handle) {
            besideOut = true;
            d.set("found", true).set("where", "found-beside").set("path", r.path).set("error", searchError);
            return d;
        }
    }
    d.set("found", false).set("where", "missing").set("path", "").set("error", searchError);
    return d;
}

// The items of `cudnn-probe verify`, in the order they are run (docs/probe-json.md). Symbols come
// from the core sub-library (graph in 9, ops_infer in 8); the shim only when every library loaded,
// because the shim aborts the process when it cannot load a sub-library.

// 1. libraries: every library of the cuDNN major in the folder, loaded.
Json librariesItem(const CudnnLibrary &library)
{
    const int major = library.major();
    Json found = Json::array();
    for (const auto &f : library.found())
        found.push(f.file);
    Json missingJson = Json::array();
    for (const auto &m : library.missing())
        missingJson.push(m);
    Json failed = Json::array();
    for (const auto &f : library.failed())
        failed.push(f);
    std::string code = "ok", detail = "all " + std::to_string(library.loads().size()) + " cuDNN " +
                                       std::to_string(major) + " libraries loaded";
    if (!library.missing().empty()) {
        code = "missing";
        detail = std::to_string(library.missing().size()) + " expected cuDNN " + std::to_string(major) +
                 " libraries are not in the folder";
    } else if (!library.failed().empty()) {
        code = "load-failed";
        detail = "a cuDNN library is there but could not be loaded";
    }
    Json j = item("libraries", library.allLoaded() ? "pass" : "fail", code, detail);
    j.set("major", major).set("majorGuessed", library.majorGuessed()).set("found", found);
    j.set("missing", missingJson).set("failed", failed);
    return j;
}

// The report's "libraries": each file tried, loaded or not.
Json libraryLoads(const CudnnLibrary &library)
{
    Json libraries = Json::array();
    for (const auto &l : library.loads()) {
        Json lib = Json::object();
        lib.set("file", l.file).set("subLibrary", l.subLibrary).set("loaded", l.loaded);
        lib.set("path", l.path).set("error", l.error);
        libraries.push(std::move(lib));
    }
    return libraries;
}

// 2. version: cudnnGetVersion(), into `version`.
Json versionItem(const CudnnLibrary &library, std::optional<VersionNumber> &version)
{
    if (!library.coreLoaded())
        return item("version", "skip", "not-loaded", "no cuDNN library to ask for its version");
    if (auto fn = reinterpret_cast<GetVersionFn>(library.symbol("cudnnGetVersion"))) {
        version = decodeCudnnVersion(static_cast<long long>(fn()));
        Json j = item("version", "pass", "ok", "cudnnGetVersion() = " + std::to_string(version->raw) + " (" +
                                                   version->text() + ")");
        j.set("version", versionJson(*version));
        return j;
    }
    return item("version", "fail", "symbol-missing", "cudnnGetVersion not found in the loaded libraries");
}

// 3. sublibrary-versions: the versions the loaded files' names carry, against the library's.
Json subLibraryVersionsItem(const CudnnLibrary &library, const std::optional<VersionNumber> &version)
{
    Json list = Json::array();
    bool anyVersioned = false, mixed = false;
    for (const auto &[sub, path] : library.loadedPaths()) {
        const std::string fileVersion = versionFromRealName(path);
        Json entry = Json::object();
        entry.set("subLibrary", sub).set("path", path).set("version", fileVersion);
        if (!fileVersion.empty()) {
            anyVersioned = true;
            if (version && fileVersion != version->text())
                mixed = true;
        }
        list.push(std::move(entry));
    }
    Json j;
    if (!version)
        j = item("sublibrary-versions", "skip", "not-loaded", "no library version to compare with");
    else if (!anyVersioned)
        j = item("sublibrary-versions", "skip", "no-version-in-names",
                 "the library file names carry no full version");
    else if (mixed)
        j = item("sublibrary-versions", "fail", "mixed",
                 "sub-library file versions differ from the library version " + version->text());
    else
        j = item("sublibrary-versions", "pass", "ok", "file versions match " + version->text());
    j.set("files", list);
    return j;
}

// 4. header: the version cudnn_version.h declares, against the library's.
Json headerItem(const HeaderVersion &header, const std::string &includeDir, const std::optional<VersionNumber> &version)
{
    Json j;
    if (!header.found) {
        j = item("header", "skip", "no-header", "no cudnn_version.h in " + includeDir);
    } else if (!version) {
        j = item("header", "skip", "not-loaded", "header " + header.version->text() + ", no library version");
    } else if (header.version->text() != version->text()) {
        j = item("header", "fail", "mismatch",
                 "header " + header.version->text() + " vs library " + version->text());
    } else {
        j = item("header", "pass", "ok", "header and library are both " + version->text());
    }
    j.set("path", header.path).set("headerVersion", header.found ? Json(header.version->text()) : Json());
    return j;
}

// 5. cudart: the CUDA runtime cuDNN was built with, into `cudartVersion` (0 when unknown).
Json cudartItem(const CudnnLibrary &library, const CudaInfo &cuda, long long &cudartVersion)
{
    Json j;
    if (!library.coreLoaded()) {
        j = item("cudart", "skip", "not-loaded", "no cuDNN library loaded");
    } else if (auto fn = reinterpret_cast<GetVersionFn>(library.symbol("cudnnGetCudartVersion"))) {
        cudartVersion = static_cast<long long>(fn());
        const std::string text =
            std::to_string(cudartVersion / 1000) + "." + std::to_string((cudartVersion % 1000) / 10);
        j = item("cudart", "pass", "ok",
                 "cuDNN was built with CUDA runtime " + text + "; the probe's runtime is " +
                     std::to_string(cuda.runtimeVersion / 1000) + "." +
                     std::to_string((cuda.runtimeVersion % 1000) / 10));
        j.set("cudartVersion", cudartVersion).set("cudartText", text);
    } else {
        j = item("cudart", "fail", "symbol-missing", "cudnnGetCudartVersion not found");
    }
    j.set("probeRuntimeVersion", cuda.runtimeVersion);
    return j;
}

// 6. dependencies: zlib (cuDNN 8 on Windows, every cuDNN on Linux) and cuBLASLt of cuDNN's CUDA major.
Json dependenciesItem(const VerifyOptions &options, int major, long long cudartVersion)
{
    Json deps = Json::array();
    bool zlibMissing = false, cublasMissing = false, cublasBeside = false;
    // cuDNN 9 on Windows has zlib built in.
    const std::string zlib = kWindowsHost ? (major >= 9 ? "" : "zlibwapi.dll") : "libz.so.1";
    if (!zlib.empty()) {
        bool ignored = false;
        Json d = locateDependency(options, zlib, ignored);
        zlibMissing = d.find("found")->dump() == "false";
        deps.push(std::move(d));
    }
    int cudaMajor = cudartVersion > 0 ? static_cast<int>(cudartVersion / 1000) : 0;
    if (cudaMajor > 0) {
        const std::string cublas = kWindowsHost ? "cublasLt64_" + std::to_string(cudaMajor) + ".dll"
                                                : "libcublasLt.so." + std::to_string(cudaMajor);
        Json d = locateDependency(options, cublas, cublasBeside);
        cublasMissing = d.find("found")->dump() == "false";
        deps.push(std::move(d));
    }
    Json j;
    if (cublasMissing)
        j = item("dependencies", "fail", "cublaslt-missing", "cuBLASLt for CUDA " + std::to_string(cudaMajor) +
                                                                 " is neither on the search path nor beside cuDNN");
    else if (zlibMissing)
        j = item("dependencies", "fail", "zlib-missing", zlib + " cannot be loaded");
    else if (cudaMajor == 0)
        j = item("dependencies", "skip", "not-loaded", "CUDA major unknown, cuBLASLt not checked");
    else if (cublasBeside)
        j = item("dependencies", "pass", "found-beside",
                 "cuBLASLt is beside cuDNN but not on the default search path");
    else
        j = item("dependencies", "pass", "on-search-path", "dependencies load by name");
    j.set("dependencies", deps);
    return j;
}

// 7. driver: the NVIDIA driver and the CUDA devices it shows.
Json driverItem(const CudaInfo &cuda)
{
    Json j;
    if (cuda.driver == "ok")
        j = item("driver", "pass", "ok",
                 std::to_string(cuda.deviceCount) + " CUDA device(s), driver supports CUDA " +
                     std::to_string(cuda.driverVersion / 1000) + "." +
                     std::to_string((cuda.driverVersion % 1000) / 10));
    else if (cuda.driver == "no-driver")
        j = item("driver", "fail", "no-driver", "no NVIDIA driver is installed");
    else
        j = item("driver", "fail", "error", cuda.driverError + ": " + cuda.driverErrorText);
    j.set("driverVersion", cuda.driverVersion).set("driverError", cuda.driverError);
    return j;
}

// 8. max-device-version: every GPU within the newest architecture this cuDNN knows.
Json maxDeviceVersionItem(const CudnnLibrary &library, const CudaInfo &cuda)
{
    const bool coreLoaded = library.coreLoaded();
    auto fn = coreLoaded ? reinterpret_cast<GetVersionFn>(library.symbol("cudnnGetMaxDeviceVersion")) : nullptr;
    const long long maxDevice = fn ? static_cast<long long>(fn()) : 0;
    const std::string maxText = std::to_string(maxDevice / 100) + "." + std::to_string((maxDevice % 100) / 10);
    Json j;
    if (!fn) {
        j = item("max-device-version", "skip", coreLoaded ? "not-available" : "not-loaded",
                 "cudnnGetMaxDeviceVersion is not available");
    } else if (cuda.deviceCount == 0) {
        j = item("max-device-version", "skip", "no-gpu", "no GPU to compare with (cuDNN supports up to SM " +
                                                             maxText + ")");
    } else {
        Json tooNew = Json::array();
        for (size_t i = 0; i < cuda.computeCapabilities.size(); ++i)
            if (cuda.computeCapabilities[i] > maxDevice)
                tooNew.push(static_cast<int>(i));
        if (tooNew.empty())
            j = item("max-device-version", "pass", "ok", "every GPU is within cuDNN's SM " + maxText);
        else
            j = item("max-device-version", "fail", "device-too-new",
                     "a GPU is newer than the newest architecture this cuDNN knows (SM " + maxText + ")");
        j.set("devicesTooNew", tooNew);
    }
    j.set("maxDeviceVersion", fn ? Json(maxDevice) : Json());
    return j;
}

// 9. handle: cudnnCreate, into `handle` (kept for the convolution item; nullptr when it failed).
Json handleItem(const CudnnLibrary &library, const CudaInfo &cuda, cudnnHandle_t &handle)
{
    Json j;
    auto create = reinterpret_cast<CreateFn>(library.symbol("cudnnCreate"));
    auto errorString = reinterpret_cast<GetErrorStringFn>(library.symbol("cudnnGetErrorString"));
    auto lastError = reinterpret_cast<GetLastErrorStringFn>(library.symbol("cudnnGetLastErrorString"));
    if (!library.allLoaded()) {
        // Creating a handle makes cuDNN load its sub-libraries; with one missing it aborts.
        j = item("handle", "skip", "libraries-failed", "not tried: the libraries did not all load");
    } else if (!create) {
        j = item("handle", "fail", "symbol-missing", "cudnnCreate not found");
    } else {
        const cudnnStatus_t status = create(&handle);
        const std::string text = errorString ? errorString(status) : "";
        std::string last;
        if (lastError) {
            char buffer[1024] = {};
            lastError(buffer, sizeof buffer);
            last = buffer;
        }
        if (status != 0)
            handle = nullptr;
        if (status == 0) {
            j = item("handle", "pass", "ok", "cudnnCreate succeeded");
        } else if (cuda.driver == "no-driver") {
            j = item("handle", "fail", "no-driver",
                     "cudnnCreate failed because there is no NVIDIA driver (" + text + ")");
        } else if (cuda.deviceCount == 0) {
            j = item("handle", "fail", "no-gpu", "cudnnCreate failed: no usable GPU (" + text + ")");
        } else {
            j = item("handle", "fail", "create-failed", "cudnnCreate failed: " + text);
        }
        j.set("statusNumber", status).set("statusText", text).set("lastError", last);
    }
    return j;
}

// 10. convolution: a tiny layer through the legacy API, every output checked.
Json convolutionItem(const CudnnLibrary &library, const CudaInfo &cuda, cudnnHandle_t handle)
{
    if (cuda.deviceCount == 0)
        return item("convolution", "skip", "no-gpu", "needs a GPU");
    if (!handle)
        return item("convolution", "skip", "no-handle", "needs a cuDNN handle (see the handle item)");
    cudnn::Api api;
    const std::vector<std::string> missingSymbols = api.resolve(library);
    if (!missingSymbols.empty()) {
        std::string names;
        for (const auto &name : missingSymbols)
            names += (names.empty() ? "" : ", ") + name;
        return item("convolution", "fail", "failed", "cuDNN functions not found: " + names);
    }
    return convolutionCheckItem(api, handle);
}

} // namespace

Json runVerify(const VerifyOptions &options)
{
    Json out = Json::object();
    out.set("probe", 1).set("mode", "verify").set("cudnnDir", options.cudnnDir);
    const std::string includeDir = options.includeDir.empty()
        ? (fs::path(options.cudnnDir) / ".." / "include").lexically_normal().string()
        : options.includeDir;
    out.set("includeDir", includeDir);
    out.set("items", Json::array());   // filled at the end, kept in this position

    Json items = Json::array();
    bool anyFailed = false;
    auto addItem = [&](Json j) {
        if (const Json *status = j.find("status"); status && status->str() == "fail")
            anyFailed = true;
        items.push(std::move(j));
    };

    const CudnnLibrary library(options.cudnnDir);
    addItem(librariesItem(library));
    out.set("libraries", libraryLoads(library));

    std::optional<VersionNumber> version;
    addItem(versionItem(library, version));
    out.set("version", version ? versionJson(*version) : Json());

    addItem(subLibraryVersionsItem(library, version));

    const HeaderVersion header = readHeader(includeDir);
    addItem(headerItem(header, includeDir, version));
    out.set("headerVersion", header.found ? Json(header.version->text()) : Json());

    const CudaInfo cuda = queryCuda();
    long long cudartVersion = 0;
    addItem(cudartItem(library, cuda, cudartVersion));
    out.set("cudartVersion", cudartVersion > 0 ? Json(cudartVersion) : Json());

    addItem(dependenciesItem(options, library.major(), cudartVersion));

    addCudaFields(out, cuda);
    addItem(driverItem(cuda));

    addItem(maxDeviceVersionItem(library, cuda));

    cudnnHandle_t handle = nullptr;
    auto destroy = reinterpret_cast<DestroyFn>(library.symbol("cudnnDestroy"));
    addItem(handleItem(library, cuda, handle));

    addItem(convolutionItem(library, cuda, handle));
    if (handle && destroy)
        destroy(handle);

    out.set("items", items);
    out.set("result", anyFailed ? "fail" : "pass");
    return out;
}

Json runWhich()
{
    Json out = Json::object();
    out.set("probe", 1).set("mode", "which");
    Json tried = Json::array();
    LoadResult loaded;
    int major = 0;
    std::string requested;
    for (int m : {9, 8}) {
        const std::string name = cudnnFileName("cudnn", m);
        tried.push(name);
        loaded = loadLibrary(name, false);
        if (requested.empty())
            requested = name;
        if (loaded.handle) {
            requested = name;
            major = m;
            break;
        }
    }
    out.set("requested", requested).set("tried", tried).set("loaded", loaded.handle != nullptr);
    out.set("path", loaded.path).set("error", loaded.error);
    Json version;
    std::string versionError;
    if (loaded.handle) {
        // Ask the core sub-library beside the shim directly: calling into the shim would make it load
        // its sub-libraries by name and abort the process if one is missing.
        const fs::path dir = fs::path(loaded.path).parent_path();
        const std::string core = cudnnFileName(coreSubLibrary(major), major);
        std::error_code ec;
        if (fs::exists(dir / core, ec)) {
            const LoadResult coreLib = loadLibrary((dir / core).string(), true);
            if (auto fn = reinterpret_cast<GetVersionFn>(findSymbol(coreLib.handle, "cudnnGetVersion")))
                version = versionJson(decodeCudnnVersion(static_cast<long long>(fn())));
            else
                versionError = coreLib.handle ? "cudnnGetVersion not found in " + core : coreLib.error;
        } else {
            versionError = core + " is not beside " + loaded.path;
        }
    }
    out.set("version", version).set("versionError", versionError);
    return out;
}

} // namespace probe
