// LinkRules (family 8, Linux): the symlink chain libcudnn.so -> .so.9 -> .so.9.x.y broken —
// dangling links, the unversioned libcudnn.so missing (so `-lcudnn` cannot link), and
// "dereferenced copies": .so.9 files that are full copies of the .so.9.x.y file, left by a copy
// that did not keep links (cp without -P, a zip, a Windows share). A stale ld.so cache is later work.
#pragma once

#include "core/doctor/DoctorContext.h"
#include "core/doctor/Finding.h"

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
};

} // namespace cudnnsetup
