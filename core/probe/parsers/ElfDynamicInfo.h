// ElfDynamicInfo: what the dynamic loader reads of an ELF library or program before it loads
// it — the class and machine it is built for, its own name (DT_SONAME), the libraries it needs
// (DT_NEEDED) and where it says to look for them (DT_RPATH, DT_RUNPATH), as glibc's loader reads
// them: through the PT_DYNAMIC segment and the string table it points at, located through the
// PT_LOAD segments (no section headers needed, so stripped files read the same). Also the
// read-only data of the file where a library keeps the names it dlopen()s itself (cuDNN's
// "libcublasLt.so.13"), found through the section headers when the file has them.
// Reads are bounded and seek only where the headers point: a 245 MB library costs a few
// kilobytes. Bad input (not ELF, cut short, lying offsets) gives nullopt with a reason, never a
// crash; the fuzz target fuzz_elf_dynamic holds it to that.
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct ElfDynamicInfo
{
    static constexpr int kMachineX86_64 = 62;
    static constexpr int kMachineAArch64 = 183;

    int elfClass = 0;          // 32 or 64
    bool littleEndian = true;
    int machine = 0;           // e_machine: kMachineX86_64, kMachineAArch64, ...
    bool dynamic = false;      // has a PT_DYNAMIC segment (a static program has none)
    QString soname;            // DT_SONAME, empty when it has none
    QStringList needed;        // DT_NEEDED, in order
    bool hasRpath = false;     // DT_RPATH present (even empty)
    QStringList rpath;         // its folders, as written ($ORIGIN not expanded), in order
    bool hasRunpath = false;   // DT_RUNPATH present; the loader then ignores DT_RPATH
    QStringList runpath;
    bool noDefaultLibraries = false;   // DF_1_NODEFLIB: the default folders are not searched for its needs

    // Whether a loader of `elfClass` and `machine` can load this file at all (glibc skips a file
    // of another class or machine and goes on searching).
    bool loadableBy(int otherClass, int otherMachine) const { return elfClass == otherClass && machine == otherMachine; }
};

class ElfFile
{
public:
    // `device` open for reading and seekable (a file, a buffer). nullopt, with `why` set, when it
    // is not an ELF file or its headers do not hold together.
    static std::optional<ElfDynamicInfo> readDynamic(QIODevice &device, QString *why = nullptr);

    // The bytes of the section named `name` (".rodata"), at most `limit` of them; empty when the
    // file has no such section or no section headers.
    static QByteArray section(QIODevice &device, const QByteArray &name, qint64 limit);
};

} // namespace cudnnsetup
