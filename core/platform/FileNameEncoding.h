// FileNameEncoding: how file names reach C libraries that take them in the OS's own form
// (libarchive). Windows takes UTF-16 (the libraries' *_w calls), so nothing is lost; elsewhere the
// bytes of QFile::encodeName, not a conversion through the C locale, which a process without
// setlocale() has and which cannot spell "/home/张三".
#pragma once

namespace cudnnsetup::FileNameEncoding {

// True on Windows: hand file names over as wchar_t (QString::toStdWString).
bool isWide();

} // namespace cudnnsetup::FileNameEncoding
