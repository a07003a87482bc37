// Fuzz target: the libraries the scan reads the loader's facts from — any file where a cuDNN or a
// framework library should be, read as an ELF file (ElfFile::readDynamic, ElfFile::section) and
// as a PE file (PeImports::read). Both seek only where the file's own headers point, so every
// offset, size and count in the input is the attacker's.
#include "FuzzSupport.h"

#include "core/probe/parsers/ElfDynamicInfo.h"
#include "core/probe/parsers/PeImports.h"

#include <QBuffer>

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray input = fuzz::bytes(data, size);
    QBuffer buffer(&input);
    buffer.open(QIODevice::ReadOnly);
    QString why;
    if (const std::optional<ElfDynamicInfo> elf = ElfFile::readDynamic(buffer, &why)) {
        FUZZ_CHECK(elf->elfClass == 32 || elf->elfClass == 64);
        FUZZ_CHECK(!elf->hasRpath || !elf->rpath.isEmpty());
        FUZZ_CHECK(elf->dynamic || (elf->needed.isEmpty() && elf->soname.isEmpty()));
    } else {
        FUZZ_CHECK(!why.isEmpty());
    }
    const QByteArray rodata = ElfFile::section(buffer, ".rodata", 1 << 16);
    FUZZ_CHECK(rodata.size() <= (1 << 16));
    why.clear();
    if (const std::optional<PeImportInfo> pe = PeImports::read(buffer, &why)) {
        for (const QString &dll : pe->imports + pe->delayImports)
            FUZZ_CHECK(!dll.isEmpty() && dll.size() < 512);
    } else {
        FUZZ_CHECK(!why.isEmpty());
    }
    return 0;
}
