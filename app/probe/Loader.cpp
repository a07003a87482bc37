#include "Loader.h"

#ifdef _WIN32
#include <windows.h>
#include <vector>
#else
#include <dlfcn.h>
#include <link.h>
#endif

namespace probe {

#ifdef _WIN32

namespace {
std::wstring widen(const std::string &s)
{
    if (s.empty())
        return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, s.c_str(), -1, nullptr, 0);
    std::wstring w(n > 0 ? n - 1 : 0, L'\0');
    if (n > 0)
        MultiByteToWideChar(CP_UTF8, 0, s.c_str(), -1, w.data(), n);
    return w;
}
std::string narrow(const std::wstring &w)
{
    if (w.empty())
        return {};
    const int n = WideCharToMultiByte(CP_UTF8, 0, w.c_str(), -1, nullptr, 0, nullptr, nullptr);
    std::string s(n > 0 ? n - 1 : 0, '\0');
    if (n > 0)
        WideCharToMultiByte(CP_UTF8, 0, w.c_str(), -1, s.data(), n, nullptr, nullptr);
    return s;
}
std::string lastErrorText()
{
    const DWORD code = GetLastError();
    wchar_t *buffer = nullptr;
    FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                   nullptr, code, 0, reinterpret_cast<LPWSTR>(&buffer), 0, nullptr);
    std::string text = buffer ? narrow(buffer) : std::string();
    if (buffer)
        LocalFree(buffer);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
        text.pop_back();
    return "error " + std::to_string(code) + (text.empty() ? "" : ": " + text);
}
} // namespace

LoadResult loadLibrary(const std::string &nameOrPath, bool fullPath)
{
    LoadResult result;
    const UINT oldMode = SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOOPENFILEERRORBOX);
    HMODULE module = fullPath
        ? LoadLibraryExW(widen(nameOrPath).c_str(), nullptr,
                         LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS)
        : LoadLibraryW(widen(nameOrPath).c_str());
    if (!module)
        result.error = lastErrorText();
    SetErrorMode(oldMode);
    result.handle = module;
    if (module)
        result.path = loadedPath(module);
    return result;
}

void *findSymbol(void *handle, const char *name)
{
    return handle ? reinterpret_cast<void *>(GetProcAddress(static_cast<HMODULE>(handle), name)) : nullptr;
}

std::string loadedPath(void *handle)
{
    std::vector<wchar_t> buffer(32768);
    const DWORD n = GetModuleFileNameW(static_cast<HMODULE>(handle), buffer.data(), static_cast<DWORD>(buffer.size()));
    return narrow(std::wstring(buffer.data(), n));
}

#else

LoadResult loadLibrary(const std::string &nameOrPath, bool /*fullPath*/)
{
    LoadResult result;
    dlerror();
    void *handle = dlopen(nameOrPath.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *error = dlerror();
        result.error = error ? error : "dlopen failed";
        return result;
    }
    result.handle = handle;
    result.path = loadedPath(handle);
    return result;
}

void *findSymbol(void *handle, const char *name)
{
    if (!handle)
        return nullptr;
    dlerror();
    return dlsym(handle, name);
}

std::string loadedPath(void *handle)
{
    struct link_map *map = nullptr;
    if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name)
        return map->l_name;
    return {};
}

#endif

} // namespace probe
