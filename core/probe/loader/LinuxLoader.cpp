#include "core/probe/loader/LinuxLoader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <deque>

namespace cudnnsetup {

LinuxLoader::LinuxLoader(Setup setup) : m_setup(std::move(setup)) {}

QStringList LinuxLoader::defaultFolders(const QString &sysroot, const QString &architecture)
{
    const QString triplet = (architecture == QLatin1String("sbsa") || architecture == QLatin1String("aarch64")
                                 ? QStringLiteral("aarch64")
                                 : QStringLiteral("x86_64"))
                            + QStringLiteral("-linux-gnu");
    QStringList folders;
    for (const QString &folder : {QStringLiteral("/lib/") + triplet, QStringLiteral("/usr/lib/") + triplet, QStringLiteral("/lib"),
                                  QStringLiteral("/usr/lib")})
        folders.append(sysroot.isEmpty() ? folder : QDir::cleanPath(sysroot + folder));
    return folders;
}

bool LinuxLoader::loadable(const QString &file, std::optional<ElfDynamicInfo> *elf) const
{
    const QString shown = m_setup.planned.value(QDir::cleanPath(file), file);
    const QFileInfo info(shown);
    if (!info.exists() || info.isDir())
        return false;
    QFile device(shown);
    if (!device.open(QIODevice::ReadOnly))
        return false;
    *elf = ElfFile::readDynamic(device);
    if (!*elf) {
        // glibc stops the whole load at a file it cannot read as ELF; the model either passes
        // over it (never a real library) or takes it as a stand-in (Setup::acceptNonElf).
        if (!m_setup.acceptNonElf)
            return false;
        if (m_setup.assumed)
            *elf = m_setup.assumed(file);
        return true;
    }
    return (*elf)->loadableBy(m_setup.elfClass, m_setup.machine);
}

QStringList LinuxLoader::expanded(const QStringList &entries, const QString &objectFile) const
{
    // $ORIGIN is the folder of the path the object was found at, as found (glibc does not resolve
    // links for it). An absolute entry names a folder of the system the object is on: under a
    // sysroot, the tree's. Entries with other tokens ($LIB, $PLATFORM) or relative ones (the
    // working folder's) are not followed.
    const QString origin = QFileInfo(objectFile).path();
    QStringList folders;
    for (QString entry : entries) {
        entry.replace(QStringLiteral("${ORIGIN}"), origin).replace(QStringLiteral("$ORIGIN"), origin);
        if (entry.contains(u'$') || entry.isEmpty())
            continue;
        if (!entry.startsWith(origin) && !m_setup.sysroot.isEmpty() && entry.startsWith(u'/'))
            entry = m_setup.sysroot + entry;
        if (QDir::isAbsolutePath(entry))
            folders.append(QDir::cleanPath(entry));
    }
    return folders;
}

std::optional<LinuxLoader::Object> LinuxLoader::inFolders(const QString &name, const QStringList &folders, const QString &via,
                                                          const QString &viaObject) const
{
    for (const QString &folder : folders) {
        if (folder.isEmpty())
            continue;   // the working folder: not known here
        const QString file = folder + u'/' + name;
        std::optional<ElfDynamicInfo> elf;
        if (loadable(file, &elf))
            return Object{name, file, via, viaObject, -1, elf};
    }
    return std::nullopt;
}

std::optional<LinuxLoader::Object> LinuxLoader::inCache(const QString &name) const
{
    // ldconfig keys the cache by DT_SONAME and points it at the <soname> link it makes in each
    // folder; without that link it would make it for the file whose DT_SONAME it is.
    for (const QString &folder : m_setup.cacheFolders) {
        std::optional<ElfDynamicInfo> elf;
        if (loadable(folder + u'/' + name, &elf) && (!elf || elf->soname.isEmpty() || elf->soname == name))
            return Object{name, folder + u'/' + name, QStringLiteral("ld.so.cache"), {}, -1, elf};
        QStringList candidates = QDir(folder).entryList({name + QStringLiteral(".*")}, QDir::Files, QDir::Name);
        for (auto it = m_setup.planned.cbegin(); it != m_setup.planned.cend(); ++it)
            if (QFileInfo(it.key()).path() == QDir::cleanPath(folder) && QFileInfo(it.key()).fileName().startsWith(name + u'.'))
                candidates.append(QFileInfo(it.key()).fileName());
        for (const QString &candidate : candidates)
            if (loadable(folder + u'/' + candidate, &elf) && elf && elf->soname == name)
                return Object{name, folder + u'/' + candidate, QStringLiteral("ld.so.cache"), {}, -1, elf};
    }
    return std::nullopt;
}

std::optional<LinuxLoader::Object> LinuxLoader::search(const QString &name, int caller) const
{
    const int askingIndex = caller >= 0 ? caller : m_program;
    const Object *asking = askingIndex >= 0 ? &m_objects.at(askingIndex) : nullptr;
    const bool askerHasRunpath = asking && asking->elf && asking->elf->hasRunpath;
    if (!askerHasRunpath) {
        // The RPATH of the object asking, then of the one that loaded it, and on up (each
        // object's loader came before it, so the walk ends); then the program's, once.
        bool triedProgram = false;
        for (int l = askingIndex; l >= 0; l = m_objects.at(l).loader) {
            const Object &object = m_objects.at(l);
            triedProgram = triedProgram || l == m_program;
            if (object.elf && object.elf->hasRpath && !object.elf->hasRunpath)
                if (std::optional<Object> found = inFolders(name, expanded(object.elf->rpath, object.file), QStringLiteral("RPATH"), object.file))
                    return found;
        }
        if (!triedProgram && m_program >= 0) {
            const Object &program = m_objects.at(m_program);
            if (program.elf && program.elf->hasRpath && !program.elf->hasRunpath)
                if (std::optional<Object> found = inFolders(name, expanded(program.elf->rpath, program.file), QStringLiteral("RPATH"), program.file))
                    return found;
        }
    }
    if (std::optional<Object> found = inFolders(name, m_setup.libraryPath, QStringLiteral("LD_LIBRARY_PATH"), {}))
        return found;
    if (askerHasRunpath)
        if (std::optional<Object> found = inFolders(name, expanded(asking->elf->runpath, asking->file), QStringLiteral("RUNPATH"), asking->file))
            return found;
    const bool noDefaults = asking && asking->elf && asking->elf->noDefaultLibraries;
    if (std::optional<Object> cached = inCache(name)) {
        const QString folder = QFileInfo(cached->file).path();
        if (!noDefaults || !m_setup.defaultFolders.contains(folder))
            return cached;
    }
    if (!noDefaults)
        return inFolders(name, m_setup.defaultFolders, QStringLiteral("default"), {});
    return std::nullopt;
}

std::optional<int> LinuxLoader::loaded(const QString &name) const
{
    for (int i = 0; i < m_objects.size(); ++i) {
        const Object &object = m_objects.at(i);
        if (object.name == name || (object.elf && object.elf->soname == name))
            return i;
    }
    return std::nullopt;
}

int LinuxLoader::add(Object object)
{
    // The same file found again under another name is the object already loaded.
    const QString canonical = QFileInfo(object.file).canonicalFilePath();
    for (int i = 0; i < m_objects.size(); ++i)
        if (!canonical.isEmpty() && QFileInfo(m_objects.at(i).file).canonicalFilePath() == canonical)
            return i;
    m_objects.append(std::move(object));
    return int(m_objects.size()) - 1;
}

void LinuxLoader::loadNeeds(int first)
{
    std::deque<int> queue{first};
    while (!queue.empty()) {
        const int index = queue.front();
        queue.pop_front();
        const std::optional<ElfDynamicInfo> elf = m_objects.at(index).elf;
        if (!elf)
            continue;
        for (const QString &need : elf->needed) {
            if (loaded(need))
                continue;
            std::optional<Object> found = need.contains(u'/') ? std::optional<Object>() : search(need, index);
            if (!found)
                continue;   // the real loader would fail the whole load; the callers look at what they need
            found->loader = index;
            const qsizetype before = m_objects.size();
            const int added = add(*found);
            if (m_objects.size() > before)
                queue.push_back(added);
        }
    }
}

int LinuxLoader::startProgram(const QString &file)
{
    std::optional<ElfDynamicInfo> elf;
    if (!loadable(file, &elf) && m_setup.assumed)
        elf = m_setup.assumed(file);
    // The program's own $ORIGIN is where it really is (/proc/self/exe): a venv's python is a link.
    const QString real = QFileInfo(file).canonicalFilePath();
    m_program = add(Object{file, real.isEmpty() ? file : real, QStringLiteral("program"), {}, -1, elf});
    loadNeeds(m_program);
    return m_program;
}

int LinuxLoader::openKnown(const QString &file, const ElfDynamicInfo &elf, int caller)
{
    const qsizetype before = m_objects.size();
    const int index = add(Object{file, file, QStringLiteral("path"), {}, caller >= 0 ? caller : m_program, elf});
    if (m_objects.size() > before)
        loadNeeds(index);
    return index;
}

std::optional<int> LinuxLoader::openPath(const QString &file, int caller)
{
    for (int i = 0; i < m_objects.size(); ++i)
        if (m_objects.at(i).file == file)
            return i;
    std::optional<ElfDynamicInfo> elf;
    if (!loadable(file, &elf))
        return std::nullopt;
    const qsizetype before = m_objects.size();
    const int index = add(Object{file, file, QStringLiteral("path"), {}, caller >= 0 ? caller : m_program, elf});
    if (m_objects.size() > before)
        loadNeeds(index);
    return index;
}

std::optional<int> LinuxLoader::openName(const QString &name, int caller)
{
    if (name.contains(u'/'))
        return openPath(name, caller);
    if (const std::optional<int> already = loaded(name))
        return already;
    std::optional<Object> found = search(name, caller);
    if (!found)
        return std::nullopt;
    found->loader = caller >= 0 ? caller : m_program;
    const qsizetype before = m_objects.size();
    const int index = add(*found);
    if (m_objects.size() > before)
        loadNeeds(index);
    return index;
}

} // namespace cudnnsetup
