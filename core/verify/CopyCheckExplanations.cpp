// CopyCheckExplanations: one explanation per result code of the copy checks (docs/probe-json.md),
// built from the item's own fields: paths, versions, file names.
#include "core/verify/CopyCheckExplanations.h"

#include "core/model/Sentences.h"
#include "core/model/ShownPath.h"
#include "core/verify/CheckExplanationParts.h"

#include <QFileInfo>
#include <QJsonArray>

namespace cudnnsetup {

using Parts = CheckExplanationParts;
using Status = VerifyItem::Status;

std::optional<ItemExplanation> CopyCheckExplanations::explain(const VerifyItem &item, const VerifyResult &result)
{
    const QString &id = item.id;
    if (id == QLatin1String("libraries"))
        return libraries(item, result);
    if (id == QLatin1String("version"))
        return version(item, result);
    if (id == QLatin1String("sublibrary-versions"))
        return subLibraryVersions(item, result);
    if (id == QLatin1String("header"))
        return header(item, result);
    if (id == QLatin1String("cudart"))
        return cudart(item, result);
    if (id == QLatin1String("dependencies"))
        return dependencies(item, result);
    return std::nullopt;
}

ItemExplanation CopyCheckExplanations::libraries(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const QString dir = shownPath(result.cudnnDir);
    const int major = item.raw.value(QStringLiteral("major")).toInt();
    const QStringList found = Parts::strings(item.raw, "found");
    if (item.code == QLatin1String("ok")) {
        int loaded = 0;
        for (const VerifyLibrary &library : result.libraries)
            loaded += library.loaded ? 1 : 0;
        e.outcome = tr("%n cuDNN libraries loaded from %1.", nullptr, loaded ? loaded : int(found.size())).arg(dir);
    } else if (item.code == QLatin1String("missing")) {
        const QStringList missing = Parts::strings(item.raw, "missing");
        if (found.isEmpty()) {
            e.outcome = tr("No cuDNN %1 library files are in %2.").arg(major).arg(dir);
            e.meaning = tr("This folder does not hold cuDNN: programs looking for it here will not find it.");
            e.action = tr("Choose the folder that holds libcudnn.so.%1 (cudnn64_%1.dll on Windows), or install cuDNN "
                          "there.")
                           .arg(major);
        } else {
            e.outcome = tr("%n expected cuDNN library file(s) are missing from %1: %2.", nullptr, int(missing.size()))
                            .arg(dir, missing.join(QStringLiteral(", ")));
            e.meaning = tr("cuDNN %1 is split into libraries that load each other. When one is missing, cuDNN stops "
                           "(aborts) the program that uses it as soon as it needs that part, often in the middle of a "
                           "run.")
                            .arg(major);
            e.action = tr("Copy the missing files from the same cuDNN archive (its lib folder, bin on Windows) into %1, "
                          "or reinstall cuDNN there from one complete archive.")
                           .arg(dir);
        }
    } else if (item.code == QLatin1String("load-failed")) {
        QStringList failures;
        for (const VerifyLibrary &library : result.libraries)
            if (!library.loaded)
                failures.append(library.error.isEmpty() ? library.file : tr("%1 (%2)").arg(library.file, library.error));
        if (failures.isEmpty())
            failures = Parts::strings(item.raw, "failed");
        e.outcome = tr("%n cuDNN library file(s) in %1 could not be loaded: %2.", nullptr, int(failures.size()))
                        .arg(dir, failures.join(QStringLiteral("; ")));
        e.meaning = tr("The files are there, but the system refused to load them: a damaged or truncated file, a file "
                       "for another processor or system, or a library they need is missing (the message names it).");
        e.action = tr("Reinstall cuDNN from a freshly downloaded archive; if the message names another library, "
                      "install what provides it.");
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation CopyCheckExplanations::version(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    if (item.code == QLatin1String("ok")) {
        e.outcome = tr("cudnnGetVersion() reports cuDNN %1 (%2).")
                        .arg(Parts::versionOrUnknown(result.version))
                        .arg(result.versionRaw);
    } else if (item.code == QLatin1String("symbol-missing")) {
        return Parts::symbolMissing("cudnnGetVersion", result);
    } else if (item.code == QLatin1String("not-loaded")) {
        return Parts::notLoaded();
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation CopyCheckExplanations::subLibraryVersions(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    QStringList listed;
    QStringList versions;
    for (const QJsonValue &value : item.raw.value(QStringLiteral("files")).toArray()) {
        const QJsonObject file = value.toObject();
        const QString version = file.value(QStringLiteral("version")).toString();
        listed.append(tr("%1: %2").arg(file.value(QStringLiteral("subLibrary")).toString(),
                                      version.isEmpty() ? tr("no version in the name") : version));
        if (!version.isEmpty() && !versions.contains(version))
            versions.append(version);
    }
    if (item.code == QLatin1String("ok")) {
        e.outcome = versions.size() == 1
                        ? tr("All %n libraries carry version %1 in their names.", nullptr, int(listed.size()))
                              .arg(versions.first())
                        : tr("The libraries' names carry the same version.");
    } else if (item.code == QLatin1String("mixed")) {
        e.outcome = tr("The library files are from different releases: %1.").arg(listed.join(QStringLiteral(", ")));
        e.meaning = tr("Usually an update copied over only some files. cuDNN's parts must come from one release: mixed "
                       "ones refuse to work together (a sub-library version mismatch) or crash.");
        e.action = joinSentences(tr("Remove the cuDNN files from %1 and install them again from one archive.")
                                     .arg(shownPath(result.cudnnDir)),
                                 tr("The wizard's repair can do this and keeps a backup."));
    } else if (item.code == QLatin1String("no-version-in-names")) {
        e.outcome = tr("The file names carry no full version (only the major, as in libcudnn_ops.so.9), so the libraries "
                       "cannot be compared by name.");
        e.meaning = tr("Normal for copies from Python packages and for some archives; the version and header checks "
                       "still apply.");
    } else if (item.code == QLatin1String("not-loaded")) {
        return Parts::notLoaded();
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation CopyCheckExplanations::header(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const QString path = shownPath(Parts::field(item, "path"));
    const QString includeDir = shownPath(result.includeDir);
    const QString headerVersion =
        Parts::field(item, "headerVersion").isEmpty() ? result.headerVersion : Parts::field(item, "headerVersion");
    if (item.code == QLatin1String("ok")) {
        e.outcome = tr("The header %1 and the libraries are both cuDNN %2.").arg(path, Parts::versionOrUnknown(result.version));
    } else if (item.code == QLatin1String("mismatch")) {
        e.outcome = tr("The header %1 says cuDNN %2, the libraries say %3.")
                        .arg(path, Parts::versionOrUnknown(headerVersion), Parts::versionOrUnknown(result.version));
        e.meaning = tr("The headers (cudnn_version.h in %1) belong to another release than the libraries: programs "
                       "compiled against them may fail at run time. Programs that only load cuDNN (PyTorch, "
                       "TensorFlow) are not affected.")
                        .arg(includeDir);
        e.action = tr("Reinstall cuDNN from one archive, or copy the include folder of the archive the libraries came "
                      "from (cuDNN %1) into %2.")
                       .arg(Parts::versionOrUnknown(result.version), includeDir);
    } else if (item.code == QLatin1String("no-header")) {
        e.outcome = tr("No cudnn_version.h (or cudnn.h) in %1.").arg(includeDir);
        e.meaning = tr("Programs that only load cuDNN (PyTorch, TensorFlow) do not need the headers; compiling your own "
                       "code against cuDNN does. If you need them, copy the include folder of the same cuDNN archive "
                       "there.");
    } else if (item.code == QLatin1String("not-loaded")) {
        e.outcome = headerVersion.isEmpty() ? tr("Not compared: no library version to compare the header with.")
                                            : tr("The header %1 says cuDNN %2; no library version to compare it with.")
                                                  .arg(path, headerVersion);
        e.meaning = tr("The comparison needs a loaded library; the library check above says why none loaded.");
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation CopyCheckExplanations::cudart(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    if (item.code == QLatin1String("ok")) {
        const int built = item.raw.value(QStringLiteral("cudartVersion")).toInt(result.cudartVersion);
        const int probe = item.raw.value(QStringLiteral("probeRuntimeVersion")).toInt(result.runtimeVersion);
        e.outcome = tr("This cuDNN was built with CUDA %1 (the check program uses CUDA %2).")
                        .arg(Parts::cudaText(built), Parts::cudaText(probe));
    } else if (item.code == QLatin1String("symbol-missing")) {
        return Parts::symbolMissing("cudnnGetCudartVersion", result);
    } else if (item.code == QLatin1String("not-loaded")) {
        return Parts::notLoaded();
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation CopyCheckExplanations::dependencies(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    QStringList listed;
    QStringList missing;
    QString cublasLtName;
    QString zlibName;
    QStringList besideDirs;
    for (const QJsonValue &value : item.raw.value(QStringLiteral("dependencies")).toArray()) {
        const QJsonObject dependency = value.toObject();
        const QString name = dependency.value(QStringLiteral("name")).toString();
        const QString path = dependency.value(QStringLiteral("path")).toString();
        const bool found = dependency.value(QStringLiteral("found")).toBool();
        if (name.contains(QLatin1String("ublasLt"), Qt::CaseInsensitive))
            cublasLtName = name;
        else
            zlibName = name;
        if (!found)
            missing.append(name);
        else if (dependency.value(QStringLiteral("where")).toString() == QLatin1String("found-beside"))
            besideDirs.append(shownPath(QFileInfo(path).path())); // the probe gives absolute paths: none to resolve here
        listed.append(found ? tr("%1: %2").arg(name, shownPath(path)) : tr("%1: not found").arg(name));
    }
    if (item.code == QLatin1String("on-search-path")) {
        e.outcome = tr("Found by name: %1.").arg(listed.join(QStringLiteral(", ")));
    } else if (item.code == QLatin1String("found-beside")) {
        e.outcome = tr("Found: %1.").arg(listed.join(QStringLiteral(", ")));
        e.meaning = tr("cuBLASLt is not on the library search path, but in a folder beside cuDNN (%1). Programs that load "
                       "cuDNN from this folder normally find it; if one reports cuBLASLt missing, add that folder to the "
                       "library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).")
                        .arg(besideDirs.join(QStringLiteral(", ")));
    } else if (item.code == QLatin1String("cublaslt-missing")) {
        if (cublasLtName.isEmpty())
            cublasLtName = missing.isEmpty() ? QStringLiteral("cuBLASLt") : missing.first();
        const QString cuda = Parts::cudaMajor(result) > 0 ? QString::number(Parts::cudaMajor(result)) : tr("(its version)");
        e.outcome = tr("%1 was found neither on the library search path nor beside cuDNN.").arg(cublasLtName);
        e.meaning = tr("cuDNN loads cuBLASLt from the CUDA Toolkit while it runs, for many convolution and matrix "
                       "engines (the classic convolution calls included). Without it those calls fail although "
                       "cuDNN itself loads.");
        e.action = tr("Install the CUDA %1 Toolkit (at least its cuBLAS part), or add the folder that holds %2 (the "
                      "toolkit's lib64 folder, bin on Windows) to the library search path (LD_LIBRARY_PATH on Linux, "
                      "PATH on Windows).")
                       .arg(cuda, cublasLtName);
    } else if (item.code == QLatin1String("zlib-missing")) {
        if (zlibName.isEmpty())
            zlibName = missing.isEmpty() ? QStringLiteral("zlib") : missing.first();
        e.outcome = tr("%1 (the zlib compression library) could not be loaded.").arg(zlibName);
        e.meaning = tr("cuDNN needs zlib to load at all: without it every program that uses cuDNN fails at start.");
        if (zlibName.contains(QLatin1String("zlibwapi"), Qt::CaseInsensitive))
            e.action = tr("Put zlibwapi.dll (64-bit) beside the cuDNN files in %1 or in a folder on PATH.")
                           .arg(shownPath(result.cudnnDir));
        else
            e.action = tr("Install zlib with the system's package manager (Debian and Ubuntu: sudo apt install zlib1g; "
                          "Fedora: sudo dnf install zlib).");
    } else if (item.code == QLatin1String("not-loaded")) {
        e.outcome = tr("Not checked: the CUDA version cuDNN was built for is unknown, so the cuBLASLt it needs is too.");
        e.meaning = tr("The version comes from a loaded library; the checks above say why there is none.");
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

} // namespace cudnnsetup
