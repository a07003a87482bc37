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

    // 1. libraries
    const CudnnLibrary library(options.cudnnDir);
    const int major = library.major();
    const bool allLoaded = library.allLoaded();
    {
        Json libraries = Json::array();
        for (const auto &l : library.loads()) {
            Json lib = Json::object();
            lib.set("file", l.file).set("subLibrary", l.subLibrary).set("loaded", l.loaded);
            lib.set("path", l.path).set("error", l.error);
            libraries.push(std::move(lib));
        }
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
        Json j = item("libraries", allLoaded ? "pass" : "fail", code, detail);
        j.set("major", major).set("majorGuessed", library.majorGuessed()).set("found", found);
        j.set("missing", missingJson).set("failed", failed);
        addItem(std::move(j));
        out.set("libraries", libraries);
    }

    // Symbols come from the core sub-library (graph in 9, ops_infer in 8); the shim only when every
    // library loaded, because the shim aborts the process when it cannot load a sub-library.
    auto symbol = [&](const char *name) -> void * { return library.symbol(name); };
    const bool coreLoaded = library.coreLoaded();

    // 2. version
    std::optional<VersionNumber> version;
    if (!coreLoaded) {
        addItem(item("version", "skip", "not-loaded", "no cuDNN library to ask for its version"));
    } else if (auto fn = reinterpret_cast<GetVersionFn>(symbol("cudnnGetVersion"))) {
        version = decodeCudnnVersion(static_cast<long long>(fn()));
        Json j = item("version", "pass", "ok", "cudnnGetVersion() = " + std::to_string(version->raw) + " (" +
                                                   version->text() + ")");
        j.set("version", versionJson(*version));
        addItem(std::move(j));
    } else {
        addItem(item("version", "fail", "symbol-missing", "cudnnGetVersion not found in the loaded libraries"));
    }
    out.set("version", version ? versionJson(*version) : Json());

    // 3. sublibrary-versions
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
        addItem(std::move(j));
    }

    // 4. header
    {
        const HeaderVersion header = readHeader(includeDir);
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
        addItem(std::move(j));
        out.set("headerVersion", header.found ? Json(header.version->text()) : Json());
    }

    // 5. cudart
    const CudaInfo cuda = queryCuda();
    long long cudartVersion = 0;
    {
        Json j;
        if (!coreLoaded) {
            j = item("cudart", "skip", "not-loaded", "no cuDNN library loaded");
        } else if (auto fn = reinterpret_cast<GetVersionFn>(symbol("cudnnGetCudartVersion"))) {
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
        addItem(std::move(j));
    }
    out.set("cudartVersion", cudartVersion > 0 ? Json(cudartVersion) : Json());

    // 6. dependencies
    {
        Json deps = Json::array();
        bool zlibMissing = false, cublasMissing = false, cublasBeside = false;
        auto locate = [&](const std::string &soname, bool &besideOut) -> Json {
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
        };
        // cuDNN 9 on Windows has zlib built in.
        const std::string zlib = kWindowsHost ? (major >= 9 ? "" : "zlibwapi.dll") : "libz.so.1";
        if (!zlib.empty()) {
            bool ignored = false;
            Json d = locate(zlib, ignored);
            zlibMissing = d.find("found")->dump() == "false";
            deps.push(std::move(d));
        }
        int cudaMajor = cudartVersion > 0 ? static_cast<int>(cudartVersion / 1000) : 0;
        if (cudaMajor > 0) {
            const std::string cublas = kWindowsHost ? "cublasLt64_" + std::to_string(cudaMajor) + ".dll"
                                                    : "libcublasLt.so." + std::to_string(cudaMajor);
            Json d = locate(cublas, cublasBeside);
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
        addItem(std::move(j));
    }

    // 7. driver
    addCudaFields(out, cuda);
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
        addItem(std::move(j));
    }

    // 8. max-device-version
    {
        auto fn = coreLoaded ? reinterpret_cast<GetVersionFn>(symbol("cudnnGetMaxDeviceVersion")) : nullptr;
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
        addItem(std::move(j));
    }

    // 9. handle (kept for the convolution item)
    cudnnHandle_t handle = nullptr;
    auto destroy = reinterpret_cast<DestroyFn>(symbol("cudnnDestroy"));
    {
        Json j;
        auto create = reinterpret_cast<CreateFn>(symbol("cudnnCreate"));
        auto errorString = reinterpret_cast<GetErrorStringFn>(symbol("cudnnGetErrorString"));
        auto lastError = reinterpret_cast<GetLastErrorStringFn>(symbol("cudnnGetLastErrorString"));
        if (!allLoaded) {
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
        addItem(std::move(j));
    }

    // 10. convolution: a tiny layer through the legacy API, every output checked.
    if (cuda.deviceCount == 0) {
        addItem(item("convolution", "skip", "no-gpu", "needs a GPU"));
    } else if (!handle) {
        addItem(item("convolution", "skip", "no-handle", "needs a cuDNN handle (see the handle item)"));
    } else {
        cudnn::Api api;
        const std::vector<std::string> missingSymbols = api.resolve(library);
        if (!missingSymbols.empty()) {
            std::string names;
            for (const auto &name : missingSymbols)
                names += (names.empty() ? "" : ", ") + name;
            addItem(item("convolution", "fail", "failed", "cuDNN functions not found: " + names));
        } else {
            addItem(convolutionCheckItem(api, handle));
        }
    }
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
