#include "core/probe/CudnnCudaMajor.h"

#include "core/probe/parsers/ElfDynamicInfo.h"
#include "core/probe/parsers/PeImports.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// libcudnn_adv's read-only data is under 1 MB (9.19: 0.75 MB), libcudnn_ops_infer's (8.9) smaller.
constexpr qint64 kRodataLimit = 8 << 20;

CudnnCudaMajor::Found fromArchiveFolder(const QString &libraryDir)
{
    static const QRegularExpression archive(QStringLiteral("cudnn-[a-z0-9_-]+-[0-9.]+_cuda(\\d{2})-archive"));
    const QRegularExpressionMatch match = archive.match(libraryDir);
    if (!match.hasMatch())
        return {};
    return {match.captured(1).toInt(), QStringLiteral("unpacked from %1").arg(match.captured(0))};
}

CudnnCudaMajor::Found fromDpkg(const CudnnCopy &copy, const QString &sysroot)
{
    if (copy.kind != CudnnCopy::Kind::DistroPackage)
        return {};
    const QString info = QDir::cleanPath(sysroot + QStringLiteral("/var/lib/dpkg/info"));
    static const QRegularExpression package(QStringLiteral("^(libcudnn\\d+-cuda-(\\d+))(:[a-z0-9]+)?\\.list$"));
    for (const QString &name : QDir(info).entryList({QStringLiteral("libcudnn*-cuda-*.list")}, QDir::Files)) {
        const QRegularExpressionMatch match = package.match(name);
        if (!match.hasMatch())
            continue;
        QFile list(info + u'/' + name);
        if (!list.open(QIODevice::ReadOnly) || list.size() > (1 << 20))
            continue;
        const QByteArray files = list.readAll();
        for (const CudnnLibraryFile &file : copy.libraries)
            if (files.contains((u'/' + QDir(sysroot.isEmpty() ? QStringLiteral("/") : sysroot).relativeFilePath(file.path) + u'\n').toUtf8())
                || files.contains((file.path + u'\n').toUtf8()))
                return {match.captured(2).toInt(), QStringLiteral("installed by the package %1").arg(match.captured(1))};
    }
    return {};
}

CudnnCudaMajor::Found fromWindowsImports(const CudnnCopy &copy)
{
    static const QRegularExpression cuda(QStringLiteral("^(?:cublasLt|cublas|nvrtc|cudart)64_(\\d{2})"), QRegularExpression::CaseInsensitiveOption);
    for (const CudnnLibraryFile &file : copy.libraries) {
        if (file.subLibrary == QLatin1String("cudnn") || file.isSymlink)
            continue;
        QFile dll(file.path);
        if (!dll.open(QIODevice::ReadOnly))
            continue;
        if (const std::optional<PeImportInfo> info = PeImports::read(dll))
            for (const QString &imported : info->imports + info->delayImports)
                if (const QRegularExpressionMatch match = cuda.match(imported); match.hasMatch())
                    return {match.captured(1).toInt(), QStringLiteral("%1 imports %2").arg(QFileInfo(file.path).fileName(), imported)};
    }
    return {};
}

CudnnCudaMajor::Found fromLinuxParts(const CudnnCopy &copy)
{
    static const QRegularExpression cuda(QStringLiteral("lib(?:cublasLt|cublas)\\.so\\.(\\d{2})"));
    for (const char *part : {"cudnn_adv", "cudnn_ops_infer", "cudnn_engines_precompiled"}) {
        // One file per part (its links name the same): the real file where the copy has one.
        QList<CudnnLibraryFile> files;
        for (const CudnnLibraryFile &file : copy.libraries)
            if (file.subLibrary == QLatin1String(part) && !file.dangling)
                file.isSymlink ? files.append(file) : files.prepend(file);
        for (const CudnnLibraryFile &file : files) {
            QFile library(file.path);
            if (!library.open(QIODevice::ReadOnly))
                continue;
            if (const std::optional<ElfDynamicInfo> elf = ElfFile::readDynamic(library))
                for (const QString &need : elf->needed)
                    if (const QRegularExpressionMatch match = cuda.match(need); match.hasMatch())
                        return {match.captured(1).toInt(), QStringLiteral("%1 needs %2").arg(QFileInfo(file.path).fileName(), need)};
            const QRegularExpressionMatch match = cuda.match(QString::fromLatin1(ElfFile::section(library, ".rodata", kRodataLimit)));
            if (match.hasMatch())
                return {match.captured(1).toInt(), QStringLiteral("%1 loads %2").arg(QFileInfo(file.path).fileName(), match.captured(0))};
            break;
        }
    }
    return {};
}

} // namespace

CudnnCudaMajor::Found CudnnCudaMajor::of(const CudnnCopy &copy, bool windows, const QString &sysroot)
{
    for (const Found &found : {fromArchiveFolder(copy.libraryDir), fromDpkg(copy, sysroot)})
        if (found.major > 0)
            return found;
    return windows ? fromWindowsImports(copy) : fromLinuxParts(copy);
}

} // namespace cudnnsetup
