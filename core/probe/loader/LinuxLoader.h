// LinuxLoader: what glibc's dynamic loader (ld.so) would load, worked out from the files on disk
// rather than assumed — the one model of loading that the frameworks' fit, the install's
// framework impact and the doctor share. It reads each object's ELF dynamic section
// (ElfDynamicInfo) and searches for a name without a slash as glibc does (elf/dl-load.c):
//   1. an object already loaded under that name or with that DT_SONAME is taken again;
//   2. unless the object asking has a DT_RUNPATH: the DT_RPATH of the object asking, then of the
//      object that loaded it, and so on up, then the program's own DT_RPATH;
//   3. LD_LIBRARY_PATH;
//   4. the DT_RUNPATH of the object asking — only its own, never its loader's;
//   5. the loader cache, built from /etc/ld.so.conf's folders (found there by DT_SONAME, the
//      first folder in ld.so.conf order that has it);
//   6. the default folders (/lib/<triplet>, /usr/lib/<triplet>, /lib, /usr/lib);
//   steps 5 and 6 are skipped for an object marked DF_1_NODEFLIB. An object that dlopen()s a
//   name is the one asking (its RUNPATH counts, its loader's does not); $ORIGIN is the folder of
//   the path the object was found at; a file of another ELF class or machine is passed over.
// Not modelled: glibc-hwcaps subfolders, LD_PRELOAD, secure (setuid) mode, a loader cache that
// disagrees with ld.so.conf (LoaderCacheRules reports a stale one). Tests build real libraries
// with gcc and check every case against the real loader (LinuxLoaderAgreementTest).
#pragma once

#include "core/probe/parsers/ElfDynamicInfo.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cudnnsetup {

class LinuxLoader
{
public:
    struct Setup
    {
        QStringList libraryPath;     // LD_LIBRARY_PATH's folders, in order (paths on this host)
        QStringList cacheFolders;    // /etc/ld.so.conf's folders, in order
        QStringList defaultFolders;  // the loader's built-in folders (defaultFolders() under a sysroot)
        QString sysroot;             // where the checked system's "/" is: absolute RPATH/RUNPATH entries lie under it
        int elfClass = 64;           // the program's: a library of another class or machine is passed over
        int machine = ElfDynamicInfo::kMachineX86_64;
        // A file that cannot be read as ELF (a stand-in written by a test, a tree copied without
        // its binaries) is taken as a library when true, with what `assumed` says of it
        // (nothing: no needs, no search path); when false it is passed over. (The real loader
        // stops the whole load there with "invalid ELF header"; no real library is such a file.)
        bool acceptNonElf = true;
        std::function<std::optional<ElfDynamicInfo>(const QString &file)> assumed;
        // Files that are not on disk yet (an install's plan): their path, and the file on disk
        // that shows what they will be.
        QHash<QString, QString> planned;
    };

    struct Object
    {
        QString name;        // the name it was asked for, or the path it was opened by
        QString file;        // the file found, as the loader opened it (not resolved)
        QString via;         // how: "path", "already loaded", "RPATH", "LD_LIBRARY_PATH", "RUNPATH", "ld.so.cache", "default"
        QString viaObject;   // for RPATH and RUNPATH: the file whose entry it was
        int loader = -1;     // the object whose need or dlopen() brought it in; -1: the program
        std::optional<ElfDynamicInfo> elf;   // nullopt: not readable as ELF
    };

    explicit LinuxLoader(Setup setup);

    // The built-in folders of glibc on x86_64 Debian and its kin, under `sysroot` (empty: /).
    static QStringList defaultFolders(const QString &sysroot, const QString &architecture = QStringLiteral("x86_64"));

    // The program that starts (python), whose DT_RPATH every lookup without a RUNPATH also tries;
    // optional. Returns its index. `assumed`: what its file says when it cannot be read.
    int startProgram(const QString &file);
    // An object that stands for a library the model cannot read but knows the search facts of
    // (a framework's library missing from a copied tree): loaded as if dlopen()ed by `caller`.
    int openKnown(const QString &file, const ElfDynamicInfo &elf, int caller = -1);
    // dlopen() of a path (ctypes.CDLL("/…/libcudnn.so.9")) by `caller` (-1: the program), with
    // what it needs. nullopt when the file cannot be loaded.
    std::optional<int> openPath(const QString &file, int caller = -1);
    // dlopen() of a bare name by `caller`, or an object's DT_NEEDED: found as the header says,
    // then what it needs, breadth first as glibc maps them. nullopt when nothing has that name.
    std::optional<int> openName(const QString &name, int caller = -1);

    const QList<Object> &objects() const { return m_objects; }
    // The object that `name` is, by the name it was asked for or its DT_SONAME.
    std::optional<int> loaded(const QString &name) const;

private:
    // Where `name` is found for `caller`, and how; nothing loaded yet.
    std::optional<Object> search(const QString &name, int caller) const;
    std::optional<Object> inFolders(const QString &name, const QStringList &folders, const QString &via,
                                    const QString &viaObject) const;
    std::optional<Object> inCache(const QString &name) const;
    // Whether the loader takes `file` at all (an ELF of our class and machine, or a stand-in).
    bool loadable(const QString &file, std::optional<ElfDynamicInfo> *elf) const;
    QStringList expanded(const QStringList &entries, const QString &objectFile) const;
    int add(Object object);
    void loadNeeds(int first);

    Setup m_setup;
    QList<Object> m_objects;
    int m_program = -1;
};

} // namespace cudnnsetup
