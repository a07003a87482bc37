#include "CudnnLibrary.h"

#include "NameParsing.h"

#include "CudnnApi.h"
#include "Loader.h"
#include "core/model/CudnnSubLibraries.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace fs = std::filesystem;

namespace probe {

namespace {

std::vector<CudnnLibrary::FoundFile> listCudnnFiles(const std::string &dir)
{
    std::vector<CudnnLibrary::FoundFile> found;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    if (ec)
        return found;
    for (const auto &entry : it) {
        const std::string name = entry.path().filename().string();
        const std::optional<CudnnFileName> parsed = parseCudnnFileName(name, kWindowsHost);
        if (!parsed)
            continue;
        std::error_code fileEc;
        if (!fs::is_regular_file(entry.path(), fileEc))   // follows symlinks; skips dangling ones
            continue;
        found.push_back({name, parsed->subLibrary, parsed->major});
    }
    std::sort(found.begin(), found.end(),
              [](const CudnnLibrary::FoundFile &a, const CudnnLibrary::FoundFile &b) { return a.file < b.file; });
    return found;
}

} // namespace

std::string VersionNumber::text() const
{
    return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
}

VersionNumber decodeCudnnVersion(long long raw)
{
    VersionNumber v;
    v.raw = raw;
    if (raw >= 90000) {   // 9.x: major*10000 + minor*100 + patch
        v.major = static_cast<int>(raw / 10000);
        v.minor = static_cast<int>((raw % 10000) / 100);
        v.patch = static_cast<int>(raw % 100);
    } else {              // up to 8.x: major*1000 + minor*100 + patch
        v.major = static_cast<int>(raw / 1000);
        v.minor = static_cast<int>((raw % 1000) / 100);
        v.patch = static_cast<int>(raw % 100);
    }
    return v;
}

Json versionJson(const VersionNumber &v)
{
    Json j = Json::object();
    j.set("raw", v.raw).set("major", v.major).set("minor", v.minor).set("patch", v.patch).set("text", v.text());
    return j;
}

std::string cudnnFileName(const std::string &subLibrary, int major)
{
    if (kWindowsHost)
        return subLibrary + "64_" + std::to_string(major) + ".dll";
    return "lib" + subLibrary + ".so." + std::to_string(major);
}

std::string coreSubLibrary(int major) { return major >= 9 ? "cudnn_graph" : "cudnn_ops_infer"; }

CudnnLibrary::CudnnLibrary(std::string dir) : m_dir(std::move(dir))
{
    m_found = listCudnnFiles(m_dir);
    for (const auto &f : m_found)
        if (f.subLibrary == "cudnn")
            m_major = f.major;
    if (m_major == 0)
        for (const auto &f : m_found)
            m_major = std::max(m_major, f.major);
    m_majorGuessed = m_major == 0;
    if (m_major == 0)
        m_major = 9;
    const std::vector<std::string> &expected = cudnnsetup::cudnnSubLibraries(m_major >= 9 ? 9 : 8);

    std::map<std::string, const FoundFile *> bySub;
    for (const auto &f : m_found)
        if (f.major == m_major)
            bySub[f.subLibrary] = &f;

    for (const auto &sub : expected)
        if (!bySub.count(sub))
            m_missing.push_back(cudnnFileName(sub, m_major));
    if (!bySub.count("cudnn"))
        m_missing.push_back(cudnnFileName("cudnn", m_major));

    // Dependency order: the expected sub-libraries (graph / ops_infer first), then any others found
    // (newer releases add some), the shim last.
    std::vector<std::string> order;
    for (const auto &sub : expected)
        if (bySub.count(sub))
            order.push_back(sub);
    for (const auto &[sub, file] : bySub)
        if (sub != "cudnn" && std::find(order.begin(), order.end(), sub) == order.end())
            order.push_back(sub);
    if (bySub.count("cudnn"))
        order.push_back("cudnn");

    for (const auto &sub : order) {
        const FoundFile &f = *bySub[sub];
        const LoadResult loaded = loadLibrary((fs::path(m_dir) / f.file).string(), true);
        m_loads.push_back({f.file, sub, loaded.handle != nullptr, loaded.path, loaded.error});
        if (loaded.handle) {
            m_handles[sub] = loaded.handle;
            m_loadedPaths[sub] = loaded.path;
        } else {
            m_failed.push_back(f.file);
        }
    }
}

bool CudnnLibrary::coreLoaded() const
{
    return m_handles.count(coreSubLibrary(m_major)) > 0 || (allLoaded() && m_handles.count("cudnn"));
}

void *CudnnLibrary::symbol(const char *name) const
{
    if (auto it = m_handles.find(coreSubLibrary(m_major)); it != m_handles.end())
        if (void *p = findSymbol(it->second, name))
            return p;
    if (allLoaded())
        if (auto it = m_handles.find("cudnn"); it != m_handles.end())
            return findSymbol(it->second, name);
    return nullptr;
}

std::optional<VersionNumber> CudnnLibrary::version() const
{
    if (!coreLoaded())
        return std::nullopt;
    if (auto fn = reinterpret_cast<cudnn::GetVersionFn>(symbol("cudnnGetVersion")))
        return decodeCudnnVersion(static_cast<long long>(fn()));
    return std::nullopt;
}

} // namespace probe
