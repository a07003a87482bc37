// LinkRules (family 8, Linux): the symlink chain libcudnn.so -> .so.9 -> .so.9.x.y broken —
// dangling links, the unversioned libcudnn.so missing (so `-lcudnn` cannot link), and
// "dereferenced copies": .so.9 files that are full copies of the .so.9.x.y file, left by a copy
// that did not keep links (cp without -P, a zip, a Windows share). Each has a safe automatic fix
// (the link recreated or re-pointed, a byte-identical copy turned back into a link). The stale
// ld.so cache is LoaderCacheRules.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class LinkRules
{
    Q_DECLARE_TR_FUNCTIONS(LinkRules)

public:
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> danglingLinks(const CudnnCopy &copy);
    static QList<Finding> unversionedMissing(const CudnnCopy &copy);
    static QList<Finding> dereferencedCopies(const CudnnCopy &copy);
    // The real file of the same sub-library as `link` in the copy (its name), or empty: what a
    // broken link should point to.
    static QString repairTarget(const CudnnCopy &copy, const QString &link);
};

} // namespace cudnnsetup
