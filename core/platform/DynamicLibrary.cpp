#include "core/platform/DynamicLibrary.h"

#ifdef Q_OS_WIN
#include <QLibrary>
#else
#include <QFile>
#include <dlfcn.h>
#include <link.h>
#endif

namespace cudnnsetup {

DynamicLibrary::~DynamicLibrary()
{
    unload();
}

#ifdef Q_OS_WIN

// QLibrary loads a full path with LoadLibraryEx, so nvcuda.dll's own dependencies resolve from
// its folder. Each DynamicLibrary owns its QLibrary; Qt reference-counts shared loads.
bool DynamicLibrary::load(const QString &file)
{
    unload();
    auto *library = new QLibrary(file);
    if (!library->load()) {
        m_error = library->errorString();
        delete library;
        return false;
    }
    m_handle = library;
    m_loadedPath = library->fileName();
    m_error.clear();
    return true;
}

void DynamicLibrary::unload()
{
    if (auto *library = static_cast<QLibrary *>(m_handle)) {
        library->unload();
        delete library;
    }
    m_handle = nullptr;
    m_loadedPath.clear();
}

DynamicLibrary::Symbol DynamicLibrary::resolve(const char *symbol) const
{
    return m_handle ? static_cast<QLibrary *>(m_handle)->resolve(symbol) : nullptr;
}

#else

bool DynamicLibrary::load(const QString &file)
{
    unload();
    // RTLD_LOCAL: a driver's symbols stay out of the global namespace, so loading a second
    // libcuda (another sysroot) never binds to the first one's functions.
    void *handle = ::dlopen(QFile::encodeName(file).constData(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *message = ::dlerror();
        m_error = message ? QString::fromLocal8Bit(message) : QStringLiteral("dlopen failed");
        return false;
    }
    m_handle = handle;
    m_error.clear();
    m_loadedPath = file;
#ifdef RTLD_DI_LINKMAP
    link_map *map = nullptr;
    if (::dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name && map->l_name[0] != '\0')
        m_loadedPath = QFile::decodeName(map->l_name);
#endif
    return true;
}

void DynamicLibrary::unload()
{
    if (m_handle)
        ::dlclose(m_handle);
    m_handle = nullptr;
    m_loadedPath.clear();
}

DynamicLibrary::Symbol DynamicLibrary::resolve(const char *symbol) const
{
    if (!m_handle)
        return nullptr;
    return reinterpret_cast<Symbol>(::dlsym(m_handle, symbol));
}

#endif

} // namespace cudnnsetup
