#include "core/model/CudnnCopy.h"

#include <algorithm>

namespace cudnnsetup {

Version CudnnCopy::bestVersion() const
{
    // A full version in a file name wins; the shim (libcudnn) is the one programs load first.
    Version fromFiles;
    for (const CudnnLibraryFile &file : libraries) {
        if (file.fileVersion.size() >= 3 && (!fromFiles.isValid() || file.subLibrary == QLatin1String("cudnn")))
            fromFiles = file.fileVersion;
    }
    if (fromFiles.isValid())
        return fromFiles;
    if (packageVersion.isValid())
        return packageVersion;
    return headerVersion;
}

int CudnnCopy::libraryMajor() const
{
    int major = 0;
    for (const CudnnLibraryFile &file : libraries)
        major = std::max(major, file.soMajor > 0 ? file.soMajor : file.fileVersion.major());
    return major;
}

QStringList CudnnCopy::subLibraries() const
{
    QStringList names;
    for (const CudnnLibraryFile &file : libraries)
        if (!names.contains(file.subLibrary))
            names.append(file.subLibrary);
    std::sort(names.begin(), names.end());
    return names;
}

QString CudnnCopy::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::InsideToolkit: return QStringLiteral("inside-toolkit");
    case Kind::SideBySide: return QStringLiteral("side-by-side");
    case Kind::DistroPackage: return QStringLiteral("distro-package");
    case Kind::PythonWheel: return QStringLiteral("python-wheel");
    case Kind::Conda: return QStringLiteral("conda");
    case Kind::SearchPath: return QStringLiteral("search-path");
    case Kind::ExtractedByHand: return QStringLiteral("extracted");
    }
    return {};
}

QList<int> CudnnCopy::majorsOf(const QList<CudnnCopy> &copies)
{
    QList<int> majors;
    for (const CudnnCopy &copy : copies)
        if (const int major = copy.libraryMajor(); major > 0 && !majors.contains(major))
            majors.append(major);
    std::sort(majors.begin(), majors.end());
    return majors;
}

} // namespace cudnnsetup
