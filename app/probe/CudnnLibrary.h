// CudnnLibrary: one cuDNN copy in a folder, loaded the way `verify` and `bench` both need it —
// every file by full path, in dependency order (the core sub-library first, the shim last), so
// that the shim's later loads by soname reuse these copies — and its functions looked up without
// ever letting the shim abort the process (docs/probe-json.md, "Loading").
#pragma once

#include "Json.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace probe {

struct VersionNumber
{
    long long raw = 0;
    int major = 0, minor = 0, patch = 0;
    std::string text() const;
};

// 9.x: major*10000 + minor*100 + patch; up to 8.x: major*1000 + minor*100 + patch.
VersionNumber decodeCudnnVersion(long long raw);
Json versionJson(const VersionNumber &version);   // {raw, major, minor, patch, text}

// "libcudnn_ops.so.9" / "cudnn_ops64_9.dll".
std::string cudnnFileName(const std::string &subLibrary, int major);
// Where the handle, version and error functions live: cudnn_graph (9) or cudnn_ops_infer (8).
std::string coreSubLibrary(int major);

class CudnnLibrary
{
public:
    struct FoundFile
    {
        std::string file;
        std::string subLibrary;   // "cudnn", "cudnn_graph", ...
        int major = 0;
    };
    struct LoadedFile
    {
        std::string file;
        std::string subLibrary;
        bool loaded = false;
        std::string path;    // the file the loader actually used
        std::string error;   // dlerror() / GetLastError text
    };

    // Lists the folder's cuDNN files and loads those of the copy's major version.
    explicit CudnnLibrary(std::string dir);

    const std::string &dir() const { return m_dir; }
    int major() const { return m_major; }
    bool majorGuessed() const { return m_majorGuessed; }
    const std::vector<FoundFile> &found() const { return m_found; }        // every matching file, sorted
    const std::vector<std::string> &missing() const { return m_missing; }  // expected files absent
    const std::vector<std::string> &failed() const { return m_failed; }    // files that did not load
    const std::vector<LoadedFile> &loads() const { return m_loads; }       // in load order
    const std::map<std::string, std::string> &loadedPaths() const { return m_loadedPaths; }   // by sub-library

    // Every expected file is there and loaded: only then may the shim be called.
    bool allLoaded() const { return m_missing.empty() && m_failed.empty(); }
    // Something can answer cudnnGetVersion & co.
    bool coreLoaded() const;

    // Looked up in the core sub-library first, then in the shim, the latter only when allLoaded():
    // the shim aborts the process when it cannot load a sub-library.
    void *symbol(const char *name) const;

    // cudnnGetVersion() decoded; nullopt when nothing loaded or the symbol is missing.
    std::optional<VersionNumber> version() const;

private:
    std::string m_dir;
    int m_major = 0;
    bool m_majorGuessed = false;
    std::vector<FoundFile> m_found;
    std::vector<std::string> m_missing;
    std::vector<std::string> m_failed;
    std::vector<LoadedFile> m_loads;
    std::map<std::string, void *> m_handles;
    std::map<std::string, std::string> m_loadedPaths;
};

} // namespace probe
