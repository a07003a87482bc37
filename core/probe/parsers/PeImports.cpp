#include "core/probe/parsers/PeImports.h"

#include <QByteArray>

#include <limits>
#include <vector>

namespace cudnnsetup {

namespace {

// The PE/COFF format's numbers (Microsoft's PE format specification).
constexpr quint32 kPe32 = 0x10b;
constexpr quint32 kPe32Plus = 0x20b;
constexpr int kImportDirectory = 1;
constexpr int kDelayImportDirectory = 13;
constexpr quint64 kMaxPeSections = 96;          // the loader's own limit
constexpr int kMaxDescriptors = 4096;
constexpr qint64 kMaxNameBytes = 512;

quint64 peField(const QByteArray &bytes, qint64 offset, int size, bool *bad)
{
    if (offset < 0 || offset + size > bytes.size()) {
        *bad = true;
        return 0;
    }
    quint64 value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = (value << 8) | quint8(bytes.at(offset + i));
    return value;
}

bool readPeBytes(QIODevice &device, quint64 offset, qint64 size, QByteArray *out)
{
    if (offset > quint64(std::numeric_limits<qint64>::max()) || size < 0
        || (device.size() > 0 && offset >= quint64(device.size())))
        return false;
    if (!device.seek(qint64(offset)))
        return false;
    *out = device.read(size);
    return !out->isEmpty();
}

struct PeSection
{
    quint64 virtualAddress = 0, virtualSize = 0, rawSize = 0, rawOffset = 0;
};

std::optional<quint64> peOffsetOf(const std::vector<PeSection> &sections, quint64 rva)
{
    for (const PeSection &section : sections) {
        const quint64 extent = std::max(section.virtualSize, section.rawSize);
        if (rva >= section.virtualAddress && rva - section.virtualAddress < extent) {
            const quint64 inside = rva - section.virtualAddress;
            if (inside >= section.rawSize)
                return std::nullopt;   // in the section's zero-filled tail: nothing in the file
            return section.rawOffset + inside;
        }
    }
    return std::nullopt;
}

QString peNameAt(QIODevice &device, const std::vector<PeSection> &sections, quint64 rva)
{
    const std::optional<quint64> offset = peOffsetOf(sections, rva);
    QByteArray bytes;
    if (!offset || !readPeBytes(device, *offset, kMaxNameBytes, &bytes))
        return {};
    const qsizetype end = bytes.indexOf('\0');
    return end < 0 ? QString() : QString::fromLatin1(bytes.left(end));
}

} // namespace

std::optional<PeImportInfo> PeImports::read(QIODevice &device, QString *why)
{
    auto fail = [why](const char *text) -> std::optional<PeImportInfo> {
        if (why)
            *why = QString::fromLatin1(text);
        return std::nullopt;
    };
    bool bad = false;
    QByteArray dos;
    if (!readPeBytes(device, 0, 64, &dos) || dos.size() < 64 || !dos.startsWith("MZ"))
        return fail("not a PE file (no MZ header)");
    const quint64 peOffset = peField(dos, 0x3c, 4, &bad);
    QByteArray headers;
    if (!readPeBytes(device, peOffset, 24 + 240, &headers) || headers.size() < 24 + 2 || !headers.startsWith(QByteArray("PE\0\0", 4)))
        return fail("not a PE file (no PE signature)");
    PeImportInfo info;
    info.machine = int(peField(headers, 4, 2, &bad));
    const quint64 sectionCount = peField(headers, 6, 2, &bad);
    const quint64 optionalSize = peField(headers, 20, 2, &bad);
    const quint32 magic = quint32(peField(headers, 24, 2, &bad));
    if (bad || (magic != kPe32 && magic != kPe32Plus))
        return fail("a PE optional header of an unknown kind");
    info.pe32Plus = magic == kPe32Plus;
    const qint64 optional = 24;
    const quint64 imageBase = info.pe32Plus ? peField(headers, optional + 24, 8, &bad) : peField(headers, optional + 28, 4, &bad);
    const qint64 directoryCountAt = optional + (info.pe32Plus ? 108 : 92);
    const qint64 directories = optional + (info.pe32Plus ? 112 : 96);
    const quint64 directoryCount = peField(headers, directoryCountAt, 4, &bad);
    auto directory = [&](int index) -> std::pair<quint64, quint64> {
        if (quint64(index) >= directoryCount || directories + 8 * index + 8 > qint64(24 + optionalSize))
            return {0, 0};
        bool outside = false;
        const quint64 rva = peField(headers, directories + 8 * index, 4, &outside);
        const quint64 size = peField(headers, directories + 8 * index + 4, 4, &outside);
        return outside ? std::pair<quint64, quint64>{0, 0} : std::pair{rva, size};
    };
    if (bad)
        return fail("a cut PE header");
    if (sectionCount == 0 || sectionCount > kMaxPeSections)
        return fail("a PE section table of an impossible size");
    QByteArray table;
    if (!readPeBytes(device, peOffset + 24 + optionalSize, qint64(sectionCount * 40), &table) || quint64(table.size()) < sectionCount * 40)
        return fail("the PE section table lies outside the file");
    std::vector<PeSection> sections;
    for (quint64 i = 0; i < sectionCount; ++i) {
        const qint64 at = qint64(i * 40);
        sections.push_back({peField(table, at + 12, 4, &bad), peField(table, at + 8, 4, &bad), peField(table, at + 16, 4, &bad),
                            peField(table, at + 20, 4, &bad)});
    }

    if (const auto [rva, size] = directory(kImportDirectory); rva != 0 && size != 0) {
        const std::optional<quint64> offset = peOffsetOf(sections, rva);
        QByteArray descriptors;
        if (!offset || !readPeBytes(device, *offset, std::min<qint64>(qint64(size), 20 * kMaxDescriptors), &descriptors))
            return fail("the import table lies outside the file");
        for (qint64 at = 0; at + 20 <= descriptors.size(); at += 20) {
            const quint64 name = peField(descriptors, at + 12, 4, &bad);
            if (name == 0)
                break;
            if (const QString dll = peNameAt(device, sections, name); !dll.isEmpty())
                info.imports.append(dll);
        }
    }
    if (const auto [rva, size] = directory(kDelayImportDirectory); rva != 0 && size != 0) {
        const std::optional<quint64> offset = peOffsetOf(sections, rva);
        QByteArray descriptors;
        if (!offset || !readPeBytes(device, *offset, std::min<qint64>(qint64(size), 32 * kMaxDescriptors), &descriptors))
            return fail("the delay-load table lies outside the file");
        for (qint64 at = 0; at + 32 <= descriptors.size(); at += 32) {
            const quint64 attributes = peField(descriptors, at, 4, &bad);
            quint64 name = peField(descriptors, at + 4, 4, &bad);
            if (name == 0)
                break;
            // Old linkers wrote virtual addresses here (attribute bit 0 clear), not relative ones.
            if ((attributes & 1) == 0 && name >= imageBase)
                name -= imageBase;
            if (const QString dll = peNameAt(device, sections, name); !dll.isEmpty())
                info.delayImports.append(dll);
        }
    }
    return info;
}

} // namespace cudnnsetup
