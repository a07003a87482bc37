// Fuzz target: /etc/ld.so.cache, the loader's binary index, which the doctor reads to tell a
// stale cache (a cuDNN that moved or was added since ldconfig last ran). A foreign, damaged or
// truncated cache must read as "unknown format", never as entries read past the file's end.
#include "FuzzSupport.h"

#include "core/doctor/rules/LoaderCacheRules.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray cache = fuzz::bytes(data, size);
    if (const auto entries = LoaderCacheRules::parseCache(cache)) {
        FUZZ_CHECK(qsizetype(entries->size()) * 24 <= cache.size());
        for (const LoaderCacheRules::CacheEntry &entry : *entries)
            FUZZ_CHECK(!entry.name.contains(QChar(0)) && !entry.path.contains(QChar(0)));
    }
    return 0;
}
