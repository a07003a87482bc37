// FileInUse: whether a file we failed to replace is held by another program, and by which, so
// that the error can say what to close (a python.exe that loaded cudnn64_9.dll). Only Windows
// refuses to replace a file that is open or loaded (core/platform/win/FileLocks.h); elsewhere a
// file is never "in use" in that sense.
#pragma once

#include <QString>
#include <QStringList>

namespace cudnnsetup::FileInUse {

struct Answer
{
    bool inUse = false;
    QStringList programs; // "python.exe (1234)"; may be empty although inUse (nobody could tell)
};

Answer check(const QString &path);

} // namespace cudnnsetup::FileInUse
