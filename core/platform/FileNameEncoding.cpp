#include "core/platform/FileNameEncoding.h"

#include <QtGlobal>

namespace cudnnsetup::FileNameEncoding {

bool isWide()
{
#ifdef Q_OS_WIN
    return true;
#else
    return false;
#endif
}

} // namespace cudnnsetup::FileNameEncoding
