#include "core/doctor/rules/EnvironmentRules.h"

#include "core/model/ShownPath.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// "PATH" -> "env-path", "LD_LIBRARY_PATH" -> "env-ld-library-path": the code names the variable.
QString codePrefix(const QString &variable)
{
    return QStringLiteral("env-") + variable.toLower().replace(u'_', u'-');
}

QString unquoted(QString entry)
{
    entry = entry.trimmed();
    entry.remove(u'"');
    return entry;
}

// Separators of the checked system, not of the one we run on: QDir's native-separator helpers
// would leave C:\tools alone when a Linux host checks a Windows tree.
QString withSlashes(const SystemPaths &paths, QString path)
{
    return paths.platform().isWindows() ? path.replace(u'\\', u'/') : path;
}

QString targetNative(const SystemPaths &paths, QString path)
{
    return paths.platform().isWindows() ? path.replace(u'/', u'\\') : path;
}

// Where an entry points on the checked system. Environment values are the target's own paths;
// only a Windows drive path under a --sysroot must be re-rooted to be looked at from here.
QString resolved(const SystemPaths &paths, const QString &entry)
{
    const QString path = withSlashes(paths, unquoted(entry));
    return isWindowsDrivePath(path) && !paths.sysroot().isEmpty() ? paths.system(path) : path;
}

bool looksLikeLibraryFile(const QString &path)
{
    static const QRegularExpression library(QStringLiteral("\\.(dll|so(\\.\\d+)*|dylib)$"), QRegularExpression::CaseInsensitiveOption);
    return library.match(path).hasMatch();
}

bool mentionsCuda(const QString &path)
{
    static const QRegularExpression cuda(QStringLiteral("cuda|cudnn|nvidia"), QRegularExpression::CaseInsensitiveOption);
    return cuda.match(path).hasMatch();
}

QString valueEvidence(const QString &variable, const QString &value)
{
    return QStringLiteral("%1=%2").arg(variable, value);
}

} // namespace

QList<Finding> EnvironmentRules::check(const DoctorContext &context)
{
    QList<Finding> findings = checkSearchPath(context, QStringLiteral("PATH"));
    if (!context.paths.platform().isWindows())
        findings += checkSearchPath(context, QStringLiteral("LD_LIBRARY_PATH"));
    findings += checkCudaFolders(context);
    findings += checkLibraryNamedVariables(context);
    return findings;
}

QList<Finding> EnvironmentRules::checkSearchPath(const DoctorContext &context, const QString &variable)
{
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    const bool windows = paths.platform().isWindows();
    const bool libraryPath = variable == QLatin1String("LD_LIBRARY_PATH");
    const QString value = paths.environment().value(variable);
    if (value.isEmpty())
        return findings;   // unset or empty is a choice, not a malformed value
    const QStringList entries = value.split(paths.listSeparator());
    const QString prefix = codePrefix(variable);

    auto make = [&](const QString &problem, Verdict::Severity severity) {
        Finding f;
        f.code = prefix + u'-' + problem;
        f.family = Finding::MalformedEnvironment;
        f.severity = severity;
        f.evidence.append(valueEvidence(variable, value));
        return f;
    };

    QStringList emptyPositions;
    QStringList quoted, files, missing;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString &entry = entries.at(i);
        if (entry.trimmed().isEmpty()) {
            emptyPositions.append(QString::number(i + 1));
            continue;
        }
        if (entry.contains(u'"'))
            quoted.append(entry);
        const QFileInfo info(resolved(paths, entry));
        if (info.isFile() || (!info.exists() && looksLikeLibraryFile(info.filePath())))
            files.append(entry);
        else if (libraryPath && !info.exists() && !entry.contains(u'"'))
            missing.append(entry);
    }

    if (!emptyPositions.isEmpty()) {
        // On Linux an empty entry means "the current folder": programs then load whatever
        // libcudnn happens to sit where they were started. On Windows it is only untidy.
        Finding f = make(QStringLiteral("empty-entry"), windows ? Verdict::Severity::Info : Verdict::Severity::Warning);
        f.title = tr("%1 has empty entries").arg(variable);
        f.explanation = windows ? tr("%1 contains empty entries (two separators in a row, or one at the start or end). Windows "
                                     "ignores them, but they are usually left over from a bad edit and make the variable hard to read.")
                                      .arg(variable)
                                : tr("%1 contains empty entries (two colons in a row, or one at the start or end). An empty entry "
                                     "means \"the current folder\", so programs search whatever folder they are started from, "
                                     "and may load a stray library from there.")
                                      .arg(variable);
        f.evidence.append(tr("Empty entry at position: %1").arg(emptyPositions.join(QStringLiteral(", "))));
        f.manualStep = windows ? tr("Edit %1 in System Properties > Environment Variables and delete the empty lines.").arg(variable)
                               : tr("Find the line that sets %1 in your shell profile (~/.bashrc, ~/.profile or /etc/environment) "
                                    "and remove the stray colon. To add a folder without creating an empty entry when %1 was "
                                    "unset, write: export %1=/usr/local/cuda/lib64${%1:+:$%1}")
                                     .arg(variable);
        findings.append(f);
    }
    if (!quoted.isEmpty()) {
        Finding f = make(QStringLiteral("quoted-entry"), Verdict::Severity::Warning);
        f.title = tr("%1 has entries with quotation marks").arg(variable);
        f.explanation = tr("Some entries of %1 contain quotation marks. The quotes become part of the folder name, so the "
                           "library loader does not find the folder, even if the command prompt seems to accept it. Paths "
                           "with spaces need no quotes in %1.")
                            .arg(variable);
        for (const QString &entry : quoted)
            f.evidence.append(tr("Entry with quotes: %1").arg(entry));
        f.manualStep = windows ? tr("Edit %1 in System Properties > Environment Variables and remove the quotation marks around "
                                    "these entries: %2")
                                     .arg(variable, quoted.join(QStringLiteral("; ")))
                               : tr("Remove the quotation marks from these entries where your shell profile sets %1: %2")
                                     .arg(variable, quoted.join(QStringLiteral(":")));
        findings.append(f);
    }
    if (!files.isEmpty()) {
        Finding f = make(QStringLiteral("file-entry"), Verdict::Severity::Warning);
        f.title = tr("%1 names a file instead of a folder").arg(variable);
        f.explanation = tr("%1 must list folders. An entry that names a library file (for example cudnn64_9.dll or "
                           "libcudnn.so.9) is ignored, so the library in it is not found through this entry.")
                            .arg(variable);
        QStringList folders;
        for (const QString &entry : files) {
            f.evidence.append(tr("Entry naming a file: %1").arg(entry));
            folders.append(targetNative(paths, QFileInfo(withSlashes(paths, unquoted(entry))).path()));
        }
        f.manualStep = tr("In %1, replace each file with the folder that holds it: %2").arg(variable, folders.join(QStringLiteral(", ")));
        findings.append(f);
    }
    if (!missing.isEmpty()) {
        // A missing folder costs the loader nothing; it matters when it looks like the folder
        // cuDNN or CUDA was meant to be found in (a typo, a removed toolkit).
        const bool cudaRelated = std::any_of(missing.cbegin(), missing.cend(), mentionsCuda);
        Finding f = make(QStringLiteral("missing-folder"), cudaRelated ? Verdict::Severity::Warning : Verdict::Severity::Info);
        f.title = tr("%1 lists folders that do not exist").arg(variable);
        f.explanation = tr("Some folders on %1 do not exist. The loader skips them; if one of them was meant to hold CUDA or "
                           "cuDNN libraries (a typo, or a toolkit that was removed or upgraded), programs will not find those "
                           "libraries there.")
                            .arg(variable);
        for (const QString &entry : missing)
            f.evidence.append(tr("Missing folder: %1").arg(entry));
        f.manualStep = tr("Correct or remove these entries where your shell profile sets %1: %2").arg(variable, missing.join(QStringLiteral(":")));
        findings.append(f);
    }
    return findings;
}

QList<Finding> EnvironmentRules::checkCudaFolders(const DoctorContext &context)
{
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    const bool windows = paths.platform().isWindows();
    QStringList names = paths.environment().keys();
    names.sort();
    for (const QString &name : names) {
        const QString upper = name.toUpper();
        const bool home = upper == QLatin1String("CUDA_HOME");
        const bool cudaPath = upper == QLatin1String("CUDA_PATH") || upper.startsWith(QLatin1String("CUDA_PATH_V"));
        if (!home && !cudaPath)
            continue;
        const QString value = paths.environment().value(name);
        if (value.trimmed().isEmpty() || QFileInfo(resolved(paths, value)).isDir())
            continue;
        Finding f;
        f.code = home ? QStringLiteral("env-cuda-home-missing-folder") : QStringLiteral("env-cuda-path-missing-folder");
        f.family = Finding::MalformedEnvironment;
        f.severity = Verdict::Severity::Warning;
        f.title = tr("%1 points to a folder that does not exist").arg(name);
        f.explanation = tr("%1 is set to %2, but there is no such folder. Build tools (CMake, setup.py, Visual Studio) use it "
                           "to find the CUDA Toolkit and fail, or silently pick another toolkit. This usually happens after a "
                           "toolkit was uninstalled or upgraded.")
                            .arg(name, value);
        f.evidence.append(valueEvidence(name, value));
        QStringList existing;
        QString target;   // the default toolkit when there is one: what the variable most likely meant
        for (const ToolkitInstall &toolkit : context.report.toolkits) {
            existing.append(shownPath(toolkit.root));
            if (toolkit.isDefault || target.isEmpty())
                target = existing.constLast();
        }
        if (!existing.isEmpty())
            f.evidence.append(tr("CUDA Toolkits found: %1").arg(existing.join(QStringLiteral(", "))));
        if (windows)
            f.manualStep = target.isEmpty() ? tr("Delete the variable %1 in System Properties > Environment Variables.").arg(name)
                                            : tr("Set %1 to %2 in System Properties > Environment Variables.").arg(name, target);
        else
            f.manualStep = target.isEmpty() ? tr("Remove the line that sets %1 from your shell profile (~/.bashrc or ~/.profile).").arg(name)
                                            : tr("In your shell profile (~/.bashrc or ~/.profile), change it to: export %1=%2").arg(name, target);
        findings.append(f);
    }
    return findings;
}

QList<Finding> EnvironmentRules::checkLibraryNamedVariables(const DoctorContext &context)
{
    // "Add cudnn64_9.dll to the environment" read as "make a variable called cudnn64_9.dll": the
    // variable means nothing to any loader, and the folder it was meant for is still not searched.
    static const QRegularExpression libraryName(QStringLiteral("(\\.dll$|\\.so(\\.|$))"), QRegularExpression::CaseInsensitiveOption);
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    const bool windows = paths.platform().isWindows();
    QStringList names = paths.environment().keys();
    names.sort();
    for (const QString &name : names) {
        if (!libraryName.match(name).hasMatch())
            continue;
        const QString value = paths.environment().value(name);
        Finding f;
        f.code = QStringLiteral("env-variable-named-after-library");
        f.family = Finding::MalformedEnvironment;
        f.severity = Verdict::Severity::Warning;
        f.title = tr("There is an environment variable called %1").arg(name);
        f.explanation = tr("A variable named after a library file does nothing: programs find %1 only through the "
                           "folders listed in %2. This usually comes from a guide that said to \"add\" the library to "
                           "the environment; what it meant is adding the folder that holds it to %2.")
                            .arg(name, windows ? QStringLiteral("PATH") : QStringLiteral("LD_LIBRARY_PATH"));
        f.evidence.append(valueEvidence(name, value));
        QString folder = withSlashes(paths, unquoted(value));
        if (looksLikeLibraryFile(folder))
            folder = QFileInfo(folder).path();
        folder = targetNative(paths, folder);
        if (windows)
            f.manualStep = value.trimmed().isEmpty()
                               ? tr("Delete the variable %1 in System Properties > Environment Variables, and add the folder "
                                    "that holds %1 to Path instead.").arg(name)
                               : tr("Delete the variable %1 in System Properties > Environment Variables, and add %2 to Path "
                                    "instead.").arg(name, folder);
        else
            f.manualStep = value.trimmed().isEmpty()
                               ? tr("Remove the line that sets %1 from your shell profile, and add the folder that holds %1 "
                                    "to LD_LIBRARY_PATH instead.").arg(name)
                               : tr("Remove the line that sets %1 from your shell profile, and add %2 to LD_LIBRARY_PATH "
                                    "instead: export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}").arg(name, folder);
        findings.append(f);
    }
    return findings;
}

} // namespace cudnnsetup
