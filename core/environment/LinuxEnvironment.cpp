#include "core/environment/LinuxEnvironment.h"

#include "core/environment/PathList.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

// Inside double quotes only these four keep a meaning to the shell.
QString shellQuoted(const QString &text)
{
    QString quoted;
    for (const QChar c : text) {
        if (c == u'\\' || c == u'"' || c == u'$' || c == u'`')
            quoted += u'\\';
        quoted += c;
    }
    return u'"' + quoted + u'"';
}

// The path as the installed system sees it: a --sysroot prefix is not part of what we write.
QString onTargetSystem(const QString &path, const SystemPaths &paths)
{
    if (paths.sysroot().isEmpty())
        return path;
    const QString root = QDir::cleanPath(paths.sysroot());
    if (path == root)
        return QStringLiteral("/");
    if (path.startsWith(root + u'/'))
        return path.mid(root.size());
    return path;
}

QString canonicalOrClean(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(path) : canonical;
}

// Folders the loader searches without being told: ld.so's trusted defaults and the multiarch
// folders Debian and Ubuntu configure.
QStringList defaultLoaderFolders(const SystemPaths &paths)
{
    QStringList folders;
    for (const char *folder : {"/lib", "/usr/lib", "/lib64", "/usr/lib64", "/lib/x86_64-linux-gnu",
                               "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/usr/lib/aarch64-linux-gnu"})
        folders.append(paths.system(QString::fromLatin1(folder)));
    return folders;
}

bool loaderSearches(const QString &folder, const SystemPaths &paths, const QStringList &loaderConfigFolders,
                    QString *why)
{
    const QString wanted = canonicalOrClean(folder);
    auto listed = [&](const QStringList &folders) {
        for (const QString &candidate : folders)
            if (canonicalOrClean(candidate) == wanted)
                return true;
        return false;
    };
    if (listed(paths.searchPathVariable(QStringLiteral("LD_LIBRARY_PATH")))) {
        *why = QStringLiteral("LD_LIBRARY_PATH");
        return true;
    }
    if (listed(loaderConfigFolders)) {
        *why = QStringLiteral("ld.so.conf");
        return true;
    }
    if (listed(defaultLoaderFolders(paths))) {
        *why = LinuxEnvironment::tr("the system's default library folders");
        return true;
    }
    return false;
}

QString prependedTo(const QString &value, const QString &folder)
{
    return QString::fromStdWString(PathList::prepend(value.toStdWString(), folder.toStdWString(), PathListRules::posix()));
}

// Puts `folder` in front of the search-path variable `name` unless it is already in it.
QString prependOnce(const QString &name, const QString &folder)
{
    return QStringLiteral("case \":${%1:-}:\" in\n  *%2*) ;;\n  *) export %1=%3 ;;\nesac\n")
        .arg(name, shellQuoted(u':' + folder + u':'),
             shellQuoted(folder).chopped(1) + QStringLiteral("${%1:+:${%1}}\"").arg(name));
}

QString toolkitLines(const QString &cudaRoot)
{
    return prependOnce(QStringLiteral("PATH"), cudaRoot + QStringLiteral("/bin"))
           + QStringLiteral("export CUDA_PATH=%1\n").arg(shellQuoted(cudaRoot));
}

} // namespace

QString LinuxEnvironment::snippetFolder(const QString &homeFolder)
{
    return homeFolder + QStringLiteral("/.config/cudnn-setup/env.d");
}

QString LinuxEnvironment::activationFolder(const QString &homeFolder)
{
    return homeFolder + QStringLiteral("/.config/cudnn-setup/activate");
}

QString LinuxEnvironment::systemActivationFolder(const SystemPaths &paths)
{
    return paths.system(QStringLiteral("/etc/cudnn-setup/activate"));
}

QString LinuxEnvironment::profileLine()
{
    // No glob: zsh stops on a pattern without matches. Our snippet names hold no spaces.
    return QStringLiteral("for cudnn_setup_env in $(ls \"$HOME/.config/cudnn-setup/env.d\" 2>/dev/null); do "
                          "case \"$cudnn_setup_env\" in *.sh) . \"$HOME/.config/cudnn-setup/env.d/$cudnn_setup_env\";; esac; "
                          "done; unset cudnn_setup_env  # added by cudnn-setup (cuDNN); `cudnn-setup uninstall` removes it");
}

QByteArray LinuxEnvironment::userSnippet(const LinuxEnvironmentRequest &request)
{
    QString text = QStringLiteral("# cuDNN environment, written by cudnn-setup; `cudnn-setup uninstall` removes this file.\n");
    if (!request.libraryFolder.isEmpty())
        text += prependOnce(QStringLiteral("LD_LIBRARY_PATH"), request.libraryFolder);
    if (!request.cudnnRoot.isEmpty())
        text += QStringLiteral("export CUDNN_PATH=%1\n").arg(shellQuoted(request.cudnnRoot));
    if (!request.cudaRoot.isEmpty())
        text += toolkitLines(request.cudaRoot);
    return text.toUtf8();
}

EnvironmentPlan LinuxEnvironment::plan(const LinuxEnvironmentRequest &request, const SystemPaths &paths,
                                       const QStringList &loaderConfigFolders)
{
    EnvironmentPlan plan;
    const QProcessEnvironment &environment = paths.environment();
    const QString libraryFolder = onTargetSystem(request.libraryFolder, paths);
    const QString cudnnRoot = onTargetSystem(request.cudnnRoot, paths);
    const QString cudaRoot = onTargetSystem(request.cudaRoot, paths);

    QString why;
    const bool loaderNeedsFolder = !request.libraryFolder.isEmpty()
                                   && !loaderSearches(request.libraryFolder, paths, loaderConfigFolders, &why);
    if (!request.libraryFolder.isEmpty() && !loaderNeedsFolder)
        plan.notes.append(tr("Programs already find libraries in %1 (through %2): the loader needs no change.")
                              .arg(libraryFolder, why));
    const bool needsCudnnPath = !cudnnRoot.isEmpty() && environment.value(QStringLiteral("CUDNN_PATH")) != cudnnRoot;
    const bool needsToolkit = !cudaRoot.isEmpty() && environment.value(QStringLiteral("CUDA_PATH")) != cudaRoot;
    const bool libraryForActivation = loaderNeedsFolder && request.activationScript;
    const bool libraryForEveryone = loaderNeedsFolder && !request.activationScript;
    if (!loaderNeedsFolder && !needsCudnnPath && !needsToolkit)
        return plan;

    if (request.scope == InstallScope::User) {
        const QString home = request.homeFolder;
        const QString where = snippetFolder(home) + u'/' + request.name + QStringLiteral(".sh");
        if (libraryForEveryone || needsCudnnPath || needsToolkit) {
            for (const QString &profile : {QStringLiteral(".profile"), QStringLiteral(".bashrc"), QStringLiteral(".zshrc")}) {
                const QString path = home + u'/' + profile;
                // ~/.profile always (login sessions); the others only where the user has them.
                if (profile == QStringLiteral(".profile") || QFileInfo::exists(path))
                    plan.edits.append({FileEdit::Kind::EnsureLine, path, {}, profileLine(), snippetFolder(home)});
            }
            LinuxEnvironmentRequest written = request;
            written.libraryFolder = libraryForEveryone ? libraryFolder : QString();
            written.cudnnRoot = needsCudnnPath ? cudnnRoot : QString();
            written.cudaRoot = needsToolkit ? cudaRoot : QString();
            // After the lines: undo runs backwards, so the snippet is gone before the lines ask
            // whether any snippet is left.
            plan.edits.append({FileEdit::Kind::WholeFile, where, userSnippet(written), {}, {}});
        }
        if (libraryForEveryone)
            plan.changes.append({QStringLiteral("LD_LIBRARY_PATH"), environment.value(QStringLiteral("LD_LIBRARY_PATH")),
                                 prependedTo(environment.value(QStringLiteral("LD_LIBRARY_PATH")), libraryFolder), where});
    } else {
        if (libraryForEveryone) {
            const QString conf = paths.system(QStringLiteral("/etc/ld.so.conf.d/cudnn-setup-%1.conf").arg(request.name));
            plan.edits.append({FileEdit::Kind::WholeFile, conf,
                               QStringLiteral("# cuDNN, added by cudnn-setup; `cudnn-setup uninstall` removes this file.\n%1\n")
                                   .arg(libraryFolder).toUtf8(), {}, {}});
            plan.refreshLoaderCache = true;
            plan.changes.append({QStringLiteral("ld.so.conf"), {}, libraryFolder, onTargetSystem(conf, paths)});
        }
        if (needsCudnnPath || needsToolkit) {
            const QString profile = paths.system(QStringLiteral("/etc/profile.d/cudnn-setup-%1.sh").arg(request.name));
            QString text = QStringLiteral("# cuDNN, added by cudnn-setup; `cudnn-setup uninstall` removes this file.\n");
            if (needsCudnnPath)
                text += QStringLiteral("export CUDNN_PATH=%1\n").arg(shellQuoted(cudnnRoot));
            if (needsToolkit)
                text += toolkitLines(cudaRoot);
            plan.edits.append({FileEdit::Kind::WholeFile, profile, text.toUtf8(), {}, {}});
        }
    }
    const QString carrier = plan.edits.isEmpty() ? QString() : onTargetSystem(plan.edits.last().path, paths);
    if (needsCudnnPath)
        plan.changes.append({QStringLiteral("CUDNN_PATH"), environment.value(QStringLiteral("CUDNN_PATH")), cudnnRoot, carrier});
    if (needsToolkit) {
        const QString bin = cudaRoot + QStringLiteral("/bin");
        plan.changes.append({QStringLiteral("PATH"), environment.value(QStringLiteral("PATH")),
                             prependedTo(environment.value(QStringLiteral("PATH")), bin), carrier});
        plan.changes.append({QStringLiteral("CUDA_PATH"), environment.value(QStringLiteral("CUDA_PATH")), cudaRoot, carrier});
    }
    if (libraryForActivation) {
        const QString folder = request.scope == InstallScope::User ? activationFolder(request.homeFolder) : systemActivationFolder(paths);
        const QString script = folder + u'/' + request.name + QStringLiteral(".sh");
        LinuxEnvironmentRequest sourced = request;
        sourced.libraryFolder = libraryFolder;
        sourced.cudnnRoot = cudnnRoot;
        sourced.cudaRoot = cudaRoot;
        QByteArray text = userSnippet(sourced);
        text.replace("# cuDNN environment, written by cudnn-setup;",
                     "# cuDNN environment for your own programs: source this file (. FILE) in the shell that builds or runs "
                     "them.\n# Written by cudnn-setup;");
        plan.edits.append({FileEdit::Kind::WholeFile, script, text, {}, {}});
        plan.activationScript = onTargetSystem(script, paths);
        plan.notes.append(tr("LD_LIBRARY_PATH stays as it is for every program, so that programs with their own cuDNN (such "
                             "as pip's PyTorch) keep loading it. Before building or running your own programs with this cuDNN, "
                             "run: . %1").arg(plan.activationScript));
    }
    return plan;
}

} // namespace cudnnsetup
