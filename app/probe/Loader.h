// Loading shared libraries at run time (dlopen / LoadLibraryExW) without ever aborting.
#pragma once

#include <string>

namespace probe {

struct LoadResult
{
    void *handle = nullptr;
    std::string path;    // the file the loader actually used (empty when not loaded)
    std::string error;   // dlerror() / GetLastError text when not loaded
};

// By full path (fullPath=true: RTLD_NOW|RTLD_LOCAL; on Windows with the DLL's folder searched
// for its dependencies) or by bare name through the system's normal search.
LoadResult loadLibrary(const std::string &nameOrPath, bool fullPath);
void *findSymbol(void *handle, const char *name);
std::string loadedPath(void *handle);

} // namespace probe
