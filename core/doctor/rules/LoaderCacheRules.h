// LoaderCacheRules (family 8): a stale ld.so cache. The loader finds libraries of the
// /etc/ld.so.conf folders through /etc/ld.so.cache, which only `ldconfig` rewrites: a cuDNN
// copied there without running it is not found, and a removed one is still "found" at a path
// that is gone. We read the cache (glibc's binary format) and compare its libcudnn entries with
// the files; the fix needs root and a tool, so it is a manual step only.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cudnnsetup {

class LoaderCacheRules
{
    Q_DECLARE_TR_FUNCTIONS(LoaderCacheRules)

public:
    static QList<Finding> check(const DoctorContext &context);

    struct CacheEntry
    {
        QString name;   // the library's name as programs ask for it: libcudnn.so.9
        QString path;   // where the cache says it is: /usr/local/cuda-12.4/lib64/libcudnn.so.9
    };
    // The entries of an ld.so.cache file ("glibc-ld.so.cache1.1", with or without the old
    // "ld.so-1.7.0" table in front); nullopt when the bytes are not such a cache.
    static std::optional<QList<CacheEntry>> parseCache(const QByteArray &bytes);
};

} // namespace cudnnsetup
