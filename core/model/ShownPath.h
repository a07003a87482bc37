// ShownPath: how every path the user reads is written. The form follows the platform the path
// belongs to, decided from the path itself at run time, not from the platform the program was
// built for: a Windows path (C:/...) reads C:\..., a Linux path (/usr/local/cuda, a tree checked
// with --platform linux, even by the Windows build) keeps its slashes. Only a path that says
// neither (relative, or \\server\share) takes the host's form.
#pragma once

#include <QDir>
#include <QString>

namespace cudnnsetup {

inline bool isWindowsDrivePath(const QString &path)
{
    return path.size() >= 2 && path.at(1) == u':' && path.at(0).isLetter() && path.at(0).unicode() < 0x80;
}

inline QString shownPath(const QString &path)
{
    if (isWindowsDrivePath(path)) {
        QString windows = path;
        windows.replace(u'/', u'\\');
        return windows;
    }
    const bool posixAbsolute = path.startsWith(u'/') && !path.startsWith(QLatin1String("//"));
    return posixAbsolute ? path : QDir::toNativeSeparators(path);
}

} // namespace cudnnsetup
