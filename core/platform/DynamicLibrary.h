// DynamicLibrary: one shared library loaded at run time, unloaded when the object goes. Used for
// the driver's libcuda / nvcuda.dll and NVML, which must never be linked: the app has to start
// on machines without a driver. Loaded with local symbol scope, so that fake driver libraries
// from several test sysroots can be loaded one after another in one process.
#pragma once

#include <QString>

// The calling convention of a system library's C entry points where it has one of its own: the
// CUDA driver API's CUDAAPI (cuda.h) is __stdcall on Windows. Use it in the function pointer
// types handed to function().
#ifdef _WIN32
#define CUDNN_SETUP_SYSTEM_API __stdcall
#else
#define CUDNN_SETUP_SYSTEM_API
#endif

namespace cudnnsetup {

class DynamicLibrary
{
public:
    DynamicLibrary() = default;
    ~DynamicLibrary();
    DynamicLibrary(const DynamicLibrary &) = delete;
    DynamicLibrary &operator=(const DynamicLibrary &) = delete;

    // `file` is a full path, or a bare name ("libcuda.so.1") for the system loader's search.
    bool load(const QString &file);
    void unload();
    bool isLoaded() const { return m_handle != nullptr; }

    // The file the loader actually opened (resolves a bare name to its folder).
    QString loadedPath() const { return m_loadedPath; }
    QString errorString() const { return m_error; }

    // nullptr when the library does not export `symbol`.
    template<typename Function>
    Function function(const char *symbol) const
    {
        return reinterpret_cast<Function>(resolve(symbol));
    }

private:
    using Symbol = void (*)();
    Symbol resolve(const char *symbol) const;

    void *m_handle = nullptr;
    QString m_loadedPath;
    QString m_error;
};

} // namespace cudnnsetup
