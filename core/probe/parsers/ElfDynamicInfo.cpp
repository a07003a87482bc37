#include "core/probe/parsers/ElfDynamicInfo.h"

#include <algorithm>

#include <limits>
#include <vector>

namespace cudnnsetup {

namespace {

// The ELF format's numbers (the System V gABI): header fields, segment and dynamic tags.
constexpr quint32 kPtLoad = 1;
constexpr quint32 kPtDynamic = 2;
constexpr quint64 kDtNull = 0;
constexpr quint64 kDtNeeded = 1;
constexpr quint64 kDtStrtab = 5;
constexpr quint64 kDtStrsz = 10;
constexpr quint64 kDtSoname = 14;
constexpr quint64 kDtRpath = 15;
constexpr quint64 kDtRunpath = 29;
constexpr quint64 kDtFlags1 = 0x6ffffffb;
constexpr quint64 kDf1Nodeflib = 0x800;

// Bounds on what a header may make us read: far above any real library's.
constexpr quint64 kMaxSegments = 4096;
constexpr quint64 kMaxSections = 65535;
constexpr quint64 kMaxDynamicBytes = 1 << 20;
constexpr quint64 kMaxStringTableBytes = 16 << 20;

// Reads fixed-size fields of the file's byte order from a buffer; out of range reads give 0
// and mark the reader bad.
class ElfFields
{
public:
    ElfFields(const QByteArray &bytes, bool littleEndian) : m_bytes(bytes), m_little(littleEndian) {}

    quint64 at(qint64 offset, int size)
    {
        if (offset < 0 || offset + size > m_bytes.size()) {
            m_bad = true;
            return 0;
        }
        quint64 value = 0;
        for (int i = 0; i < size; ++i) {
            const quint64 byte = quint8(m_bytes.at(offset + (m_little ? size - 1 - i : i)));
            value = (value << 8) | byte;
        }
        return value;
    }
    bool bad() const { return m_bad; }

private:
    const QByteArray &m_bytes;
    bool m_little;
    bool m_bad = false;
};

bool readElfBytes(QIODevice &device, quint64 offset, quint64 size, QByteArray *out)
{
    if (size > quint64(std::numeric_limits<int>::max()) || offset > quint64(std::numeric_limits<qint64>::max())
        || (device.size() > 0 && (offset > quint64(device.size()) || size > quint64(device.size()) - offset)))
        return false;
    if (!device.seek(qint64(offset)))
        return false;
    *out = device.read(qint64(size));
    return quint64(out->size()) == size;
}

struct ElfHeader
{
    int elfClass = 0;
    bool little = true;
    int machine = 0;
    quint64 phoff = 0, shoff = 0;
    quint64 phentsize = 0, phnum = 0, shentsize = 0, shnum = 0, shstrndx = 0;
};

std::optional<ElfHeader> readElfHeader(QIODevice &device, QString *why)
{
    auto fail = [why](const char *text) -> std::optional<ElfHeader> {
        if (why)
            *why = QString::fromLatin1(text);
        return std::nullopt;
    };
    if (!device.seek(0))
        return fail("cannot be read from its start");
    const QByteArray ident = device.read(64);
    if (!ident.startsWith("\x7f" "ELF"))
        return fail("not an ELF file");
    if (ident.size() < 52)
        return fail("too short for an ELF header");
    ElfHeader header;
    header.elfClass = ident.at(4) == 1 ? 32 : ident.at(4) == 2 ? 64 : 0;
    if (header.elfClass == 0 || (ident.at(5) != 1 && ident.at(5) != 2))
        return fail("an ELF class or byte order that is neither 32/64-bit nor little/big-endian");
    header.little = ident.at(5) == 1;
    if (header.elfClass == 64 && ident.size() < 64)
        return fail("too short for a 64-bit ELF header");
    ElfFields f(ident, header.little);
    const bool wide = header.elfClass == 64;
    header.machine = int(f.at(18, 2));
    header.phoff = f.at(wide ? 32 : 28, wide ? 8 : 4);
    header.shoff = f.at(wide ? 40 : 32, wide ? 8 : 4);
    header.phentsize = f.at(wide ? 54 : 42, 2);
    header.phnum = f.at(wide ? 56 : 44, 2);
    header.shentsize = f.at(wide ? 58 : 46, 2);
    header.shnum = f.at(wide ? 60 : 48, 2);
    header.shstrndx = f.at(wide ? 62 : 50, 2);
    if (f.bad())
        return fail("a cut ELF header");
    return header;
}

struct ElfSegment
{
    quint32 type = 0;
    quint64 offset = 0, vaddr = 0, filesz = 0;
};

// The file offset of the virtual address `address`, through the PT_LOAD segment holding it.
std::optional<quint64> elfFileOffsetOf(const std::vector<ElfSegment> &segments, quint64 address)
{
    for (const ElfSegment &segment : segments)
        if (segment.type == kPtLoad && address >= segment.vaddr && address - segment.vaddr < segment.filesz)
            return segment.offset + (address - segment.vaddr);
    return std::nullopt;
}

QString elfStringAt(const QByteArray &table, quint64 offset)
{
    if (offset >= quint64(table.size()))
        return {};
    const qsizetype end = table.indexOf('\0', qsizetype(offset));
    return QString::fromUtf8(table.mid(qsizetype(offset), end < 0 ? -1 : end - qsizetype(offset)));
}

QStringList elfSearchList(const QString &text)
{
    // glibc splits DT_RPATH and DT_RUNPATH on ':' only (LD_LIBRARY_PATH also on ';'). Empty
    // entries are kept as written; the loader model resolves them as glibc does.
    return text.split(u':', Qt::KeepEmptyParts);
}

} // namespace

std::optional<ElfDynamicInfo> ElfFile::readDynamic(QIODevice &device, QString *why)
{
    auto fail = [why](const char *text) -> std::optional<ElfDynamicInfo> {
        if (why)
            *why = QString::fromLatin1(text);
        return std::nullopt;
    };
    const std::optional<ElfHeader> header = readElfHeader(device, why);
    if (!header)
        return std::nullopt;
    ElfDynamicInfo info;
    info.elfClass = header->elfClass;
    info.littleEndian = header->little;
    info.machine = header->machine;
    const bool wide = header->elfClass == 64;
    const quint64 entrySize = wide ? 56 : 32;
    if (header->phnum == 0)
        return info;   // no segments: nothing for the loader (an object file)
    if (header->phnum > kMaxSegments || header->phentsize < entrySize)
        return fail("program headers of an impossible size");
    QByteArray table;
    if (!readElfBytes(device, header->phoff, header->phentsize * header->phnum, &table))
        return fail("program headers outside the file");
    ElfFields f(table, header->little);
    std::vector<ElfSegment> segments;
    for (quint64 i = 0; i < header->phnum; ++i) {
        const qint64 at = qint64(i * header->phentsize);
        ElfSegment segment;
        segment.type = quint32(f.at(at, 4));
        segment.offset = f.at(at + (wide ? 8 : 4), wide ? 8 : 4);
        segment.vaddr = f.at(at + (wide ? 16 : 8), wide ? 8 : 4);
        segment.filesz = f.at(at + (wide ? 32 : 16), wide ? 8 : 4);
        segments.push_back(segment);
    }
    const auto dynamicSegment = std::find_if(segments.cbegin(), segments.cend(), [](const ElfSegment &s) { return s.type == kPtDynamic; });
    if (dynamicSegment == segments.cend())
        return info;   // statically linked
    info.dynamic = true;
    if (dynamicSegment->filesz > kMaxDynamicBytes)
        return fail("a dynamic section of an impossible size");
    QByteArray dynamic;
    if (!readElfBytes(device, dynamicSegment->offset, dynamicSegment->filesz, &dynamic))
        return fail("the dynamic section lies outside the file");
    ElfFields d(dynamic, header->little);
    const int word = wide ? 8 : 4;
    quint64 strtab = 0, strsz = 0;
    bool haveStrtab = false;
    std::vector<std::pair<quint64, quint64>> strings;   // tag, offset into the string table
    for (qint64 at = 0; at + 2 * word <= dynamic.size(); at += 2 * word) {
        const quint64 tag = d.at(at, word);
        const quint64 value = d.at(at + word, word);
        if (tag == kDtNull)
            break;
        switch (tag) {
        case kDtStrtab: strtab = value; haveStrtab = true; break;
        case kDtStrsz: strsz = value; break;
        case kDtNeeded:
        case kDtSoname:
        case kDtRpath:
        case kDtRunpath: strings.emplace_back(tag, value); break;
        case kDtFlags1: info.noDefaultLibraries = (value & kDf1Nodeflib) != 0; break;
        default: break;
        }
    }
    if (strings.empty())
        return info;
    if (!haveStrtab || strsz == 0 || strsz > kMaxStringTableBytes)
        return fail("no usable string table for the dynamic section");
    const std::optional<quint64> strtabOffset = elfFileOffsetOf(segments, strtab);
    QByteArray names;
    if (!strtabOffset || !readElfBytes(device, *strtabOffset, strsz, &names))
        return fail("the dynamic string table lies outside the file");
    for (const auto &[tag, offset] : strings) {
        const QString text = elfStringAt(names, offset);
        switch (tag) {
        case kDtNeeded: info.needed.append(text); break;
        case kDtSoname: info.soname = text; break;
        case kDtRpath: info.hasRpath = true; info.rpath = elfSearchList(text); break;
        case kDtRunpath: info.hasRunpath = true; info.runpath = elfSearchList(text); break;
        default: break;
        }
    }
    return info;
}

QByteArray ElfFile::section(QIODevice &device, const QByteArray &name, qint64 limit)
{
    const std::optional<ElfHeader> header = readElfHeader(device, nullptr);
    if (!header || header->shnum == 0 || header->shnum > kMaxSections || header->shstrndx >= header->shnum)
        return {};
    const bool wide = header->elfClass == 64;
    const quint64 entrySize = wide ? 64 : 40;
    if (header->shentsize < entrySize)
        return {};
    QByteArray table;
    if (!readElfBytes(device, header->shoff, header->shentsize * header->shnum, &table))
        return {};
    ElfFields f(table, header->little);
    auto field = [&](quint64 index, int offset64, int offset32) {
        return f.at(qint64(index * header->shentsize) + (wide ? offset64 : offset32), wide ? 8 : 4);
    };
    const quint64 namesOffset = field(header->shstrndx, 24, 16);
    const quint64 namesSize = field(header->shstrndx, 32, 20);
    QByteArray names;
    if (f.bad() || namesSize > kMaxStringTableBytes || !readElfBytes(device, namesOffset, namesSize, &names))
        return {};
    for (quint64 i = 0; i < header->shnum; ++i) {
        const quint64 nameOffset = f.at(qint64(i * header->shentsize), 4);
        if (elfStringAt(names, nameOffset).toUtf8() != name)
            continue;
        const quint64 offset = field(i, 24, 16);
        const quint64 size = std::min<quint64>(field(i, 32, 20), quint64(std::max<qint64>(limit, 0)));
        QByteArray bytes;
        return !f.bad() && readElfBytes(device, offset, size, &bytes) ? bytes : QByteArray();
    }
    return {};
}

} // namespace cudnnsetup
