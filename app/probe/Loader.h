// Loading shared libraries at run time (dlopen / LoadLibraryExW) without ever aborting: the
// probe's platform layer. Its compile-time branches on the OS are here and in Loader.cpp; the rest
// of the probe asks kWindowsHost.
#pragma once

#include <string>

// The calling convention of cuDNN's entry points (cudnn.h: CUDNNWINAPI), for the function
// pointer types of CudnnApi.h.
#ifdef _WIN32
#define PROBE_CUDNNWINAPI __stdcall
#else
#define PROBE_CUDNNWINAPI
#endif

namespace probe {

// The system the probe runs on: it names libraries as that system does (cudnn64_9.dll or
// libcudnn.so.9).
#ifdef _WIN32
inline constexpr bool kWindowsHost = true;
#else
inline constexpr bool kWindowsHost = false;
#endif

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
