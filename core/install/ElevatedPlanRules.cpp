#include "core/install/ElevatedPlanRules.h"

#include "core/environment/LinuxEnvironment.h"
#include "core/install/InstallRecords.h"
#include "core/install/TransactionFolder.h"
#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/probe/CudnnCopyFinder.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// Checks one plan against the rules, remembering the first broken one.
class Vetting
{
public:
    Vetting(const InstallPlan &request, const SystemPaths &paths)
        : m_request(request), m_paths(paths), m_windows(paths.platform().isWindows()),
          m_case(m_windows ? Qt::CaseInsensitive : Qt::CaseSensitive)
    {
    }

    std::optional<InstallPlan> run(QString *refusal);

private:
    bool refuse(const QString &why)
    {
        if (m_refusal.isEmpty())
            m_refusal = why;
        return false;
    }

    bool plainText(const QString &what, const QString &text);
    bool plainPath(const QString &what, const QString &path);
    // `path` is `root` or below it, lexically and once the links of its existing part are resolved.
    bool below(const QString &path, const QString &root) const;
    bool insideTarget(const QString &what, const QString &path);
    bool cudnnName(const QString &path) const;
    bool checkTargetRoot();
    bool checkFiles();
    bool checkRemovals();
    bool checkLinuxEnvironment(InstallPlan &plan);
    bool checkRegistry();
    bool checkDirectories();

    const InstallPlan &m_request;
    const SystemPaths &m_paths;
    const bool m_windows;
    const Qt::CaseSensitivity m_case;
    QString m_refusal;
    QString m_resolvedRoot;
};

// The path with the links of its existing part resolved and the rest as written.
QString resolved(const QString &path)
{
    const QString existing = FileOps::nearestExistingFolder(path);
    const QString canonical = QFileInfo(existing).canonicalFilePath();
    if (canonical.isEmpty())
        return QDir::cleanPath(path);
    return QDir::cleanPath(canonical + path.mid(existing.size()));
}

bool isBelowLexically(const QString &path, const QString &root, Qt::CaseSensitivity sensitivity)
{
    return path.compare(root, sensitivity) == 0
           || (path.startsWith(root, sensitivity) && (root.endsWith(u'/') || path.mid(root.size()).startsWith(u'/')));
}

bool hasControlCharacter(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}

bool Vetting::plainText(const QString &what, const QString &text)
{
    if (hasControlCharacter(text))
        return refuse(ElevatedPlanRules::tr("%1 holds a control character (a line break, a tab or a NUL).").arg(what));
    return true;
}

bool Vetting::plainPath(const QString &what, const QString &path)
{
    if (!plainText(what, path))
        return false;
    // A plan names folders of the machine that applies it, so "absolute" is the host's: a drive
    // letter on Windows (where a Linux tree in a test lives under C:/ too), a leading '/' elsewhere.
    // A Windows target always needs the drive letter.
    const bool drive = path.size() > 2 && path.at(1) == u':' && path.at(2) == u'/';
    const bool absolute = QDir::isAbsolutePath(path) && (drive || (!m_windows && path.startsWith(u'/')));
    if (!absolute || QDir::cleanPath(path) != path || path.contains(u'\\'))
        return refuse(ElevatedPlanRules::tr("%1 (%2) is not a plain absolute path.").arg(what, path));
    if (m_windows && path.contains(u';'))
        return refuse(ElevatedPlanRules::tr("%1 (%2) holds a ';', which would split the Path variable.").arg(what, path));
    return true;
}

bool Vetting::below(const QString &path, const QString &root) const
{
    if (!isBelowLexically(path, root, m_case))
        return false;
    const QString parent = path.compare(root, m_case) == 0 ? path : QFileInfo(path).path();
    return isBelowLexically(resolved(parent), m_resolvedRoot, m_case);
}

bool Vetting::insideTarget(const QString &what, const QString &path)
{
    if (!plainPath(what, path))
        return false;
    if (!below(path, m_request.targetRoot))
        return refuse(ElevatedPlanRules::tr("%1 (%2) lies outside the install folder %3.")
                          .arg(what, path, m_request.targetRoot));
    return true;
}

bool Vetting::cudnnName(const QString &path) const
{
    const QString name = QFileInfo(path).fileName();
    if (name.startsWith(QStringLiteral("cudnn"), m_case) || name.startsWith(QStringLiteral("libcudnn"), m_case))
        return true;
    const bool inRoot = QFileInfo(path).path().compare(m_request.targetRoot, m_case) == 0;
    return inRoot && (name.startsWith(QStringLiteral("LICENSE"), m_case) || name.startsWith(QStringLiteral("NVIDIA_SLA"), m_case));
}

bool Vetting::checkTargetRoot()
{
    const QString &root = m_request.targetRoot;
    if (!plainPath(ElevatedPlanRules::tr("The install folder"), root))
        return false;
    m_resolvedRoot = resolved(root);
    // Folders of NVIDIA's software only: a target of /usr/local/bin would let CUDA pieces put
    // programs on root's PATH.
    static const QRegularExpression ownFolder(QStringLiteral("^(cuda|cudnn|nvidia)"),
                                              QRegularExpression::CaseInsensitiveOption);
    auto ownFolderIn = [&](const QString &path, const QString &parent) {
        if (!isBelowLexically(path, parent, m_case) || path.compare(parent, m_case) == 0)
            return false;
        return ownFolder.match(path.mid(parent.size()).section(u'/', 1, 1)).hasMatch();
    };
    bool allowed = false;
    for (const QString &parent : ElevatedPlanRules::targetParents(m_paths))
        allowed = allowed || (ownFolderIn(root, parent) && ownFolderIn(m_resolvedRoot, resolved(parent)));
    if (!allowed)
        return refuse(ElevatedPlanRules::tr("The install folder %1 is not one an administrator's install may write: it must "
                                            "be a CUDA, cuDNN or NVIDIA folder in %2.")
                          .arg(root, ElevatedPlanRules::targetParents(m_paths).join(ElevatedPlanRules::tr(" or "))));
    if (m_request.layout == InstallLayout::IntoToolkit && !m_request.bringsCuda()) {
        const QStringList marks{QStringLiteral("/include/cuda.h"), QStringLiteral("/version.json"),
                                m_windows ? QStringLiteral("/bin/nvcc.exe") : QStringLiteral("/bin/nvcc")};
        if (std::none_of(marks.cbegin(), marks.cend(), [&](const QString &mark) { return QFileInfo::exists(root + mark); }))
            return refuse(ElevatedPlanRules::tr("%1 holds no CUDA Toolkit, yet the plan installs into a toolkit there.").arg(root));
    }
    return insideTarget(ElevatedPlanRules::tr("The library folder"), m_request.libraryFolder)
           && (m_request.includeFolder.isEmpty() || insideTarget(ElevatedPlanRules::tr("The header folder"), m_request.includeFolder));
}

bool Vetting::checkFiles()
{
    const QString staging = QStringLiteral("/transactions/") + m_request.id + QStringLiteral("/staging/");
    QString stagingFolder;
    for (const PlannedFile &file : m_request.files) {
        if (!insideTarget(ElevatedPlanRules::tr("A file to install"), file.destination))
            return false;
        if (!m_request.bringsCuda() && !cudnnName(file.destination))
            return refuse(ElevatedPlanRules::tr("%1 is not a file of cuDNN, and the plan brings no CUDA pieces.").arg(file.destination));
        switch (file.incoming.kind) {
        case FileFingerprint::Kind::Symlink: {
            const QString &text = file.incoming.linkText;
            const bool relative = !text.isEmpty() && !QDir::isAbsolutePath(text) && !text.contains(u'\\')
                                  && !text.split(u'/').contains(QStringLiteral(".."));
            if (!plainText(ElevatedPlanRules::tr("A link's text"), text) || !relative
                || !below(QDir::cleanPath(QFileInfo(file.destination).path() + u'/' + text), m_request.targetRoot))
                return refuse(ElevatedPlanRules::tr("The link %1 → %2 would point outside the install folder.").arg(file.destination, text));
            break;
        }
        case FileFingerprint::Kind::File: {
            if (!plainPath(ElevatedPlanRules::tr("A staged file"), file.source))
                return false;
            const qsizetype at = file.source.indexOf(staging, 0, m_case);
            const QString folder = at > 0 ? file.source.left(at + staging.size()) : QString();
            if (folder.isEmpty() || (!stagingFolder.isEmpty() && folder.compare(stagingFolder, m_case) != 0))
                return refuse(ElevatedPlanRules::tr("The staged file %1 is not in this plan's staging folder.").arg(file.source));
            stagingFolder = folder;
            static const QRegularExpression sha256(QRegularExpression::anchoredPattern(QStringLiteral("[0-9a-f]{64}")));
            if (!sha256.match(QString::fromLatin1(file.sourceSha256)).hasMatch() || file.incoming.size < 0)
                return refuse(ElevatedPlanRules::tr("The plan does not say the SHA-256 and size of %1, so its content cannot "
                                                    "be checked.").arg(file.source));
            break;
        }
        default:
            return refuse(ElevatedPlanRules::tr("%1 is neither a file nor a link.").arg(file.destination));
        }
    }
    return true;
}

bool Vetting::checkRemovals()
{
    for (const PlannedRemoval &removal : m_request.removals) {
        if (!insideTarget(ElevatedPlanRules::tr("A file to remove"), removal.path))
            return false;
        if (!cudnnName(removal.path))
            return refuse(ElevatedPlanRules::tr("%1 is not a file of cuDNN: the plan may not remove it.").arg(removal.path));
    }
    return true;
}

bool sameEdit(const FileEdit &a, const FileEdit &b)
{
    return a.kind == b.kind && a.path == b.path && a.content == b.content && a.line == b.line
           && a.keepWhileFolderHasFiles == b.keepWhileFolderHasFiles;
}

bool Vetting::checkLinuxEnvironment(InstallPlan &plan)
{
    // What this process itself would write for an install in that place, seen without the
    // user's LD_LIBRARY_PATH (a folder already there made the user's half leave an edit out,
    // never add one).
    QProcessEnvironment environment = m_paths.environment();
    environment.remove(QStringLiteral("LD_LIBRARY_PATH"));
    const SystemPaths clean(m_paths.sysroot(), m_paths.platform(), environment);
    LinuxEnvironmentRequest request;
    request.scope = InstallScope::System;
    request.name = m_request.environmentName();
    request.libraryFolder = m_request.libraryFolder;
    request.cudnnRoot = m_request.layout == InstallLayout::SideBySide ? m_request.targetRoot : QString();
    request.cudaRoot = m_request.bringsCuda() ? m_request.targetRoot : QString();
    request.activationScript = m_request.libraryPath == LibraryPathMode::ActivationScript;
    const EnvironmentPlan derived = LinuxEnvironment::plan(request, clean, CudnnCopyFinder(clean, {}).ldSoConfFolders());
    for (const FileEdit &edit : m_request.environmentEdits)
        if (std::none_of(derived.edits.cbegin(), derived.edits.cend(), [&](const FileEdit &own) { return sameEdit(own, edit); }))
            return refuse(ElevatedPlanRules::tr("The change to %1 is not one cuDNN Setup makes for an install in %2.")
                              .arg(edit.path, m_request.targetRoot));
    if (!m_request.activationScript.isEmpty() && m_request.activationScript != derived.activationScript)
        return refuse(ElevatedPlanRules::tr("The activation script %1 is not the one for an install in %2.")
                          .arg(m_request.activationScript, m_request.targetRoot));
    plan.refreshLoaderCache = m_request.refreshLoaderCache && derived.refreshLoaderCache && m_paths.sysroot().isEmpty();
    plan.refreshCommand = plan.refreshLoaderCache ? ElevatedPlanRules::loaderRefreshCommand() : QStringList();
    return true;
}

bool Vetting::checkRegistry()
{
    static const QRegularExpression versioned(QRegularExpression::anchoredPattern(QStringLiteral("CUDA_PATH_V[0-9]{1,3}_[0-9]{1,3}")), QRegularExpression::CaseInsensitiveOption);
    for (const RegistryEdit &edit : m_request.registryEdits) {
        const bool pathEntry = edit.kind == RegistryEdit::Kind::AppendToPath;
        const bool named = pathEntry || edit.name.compare(QStringLiteral("CUDA_PATH"), Qt::CaseInsensitive) == 0
                           || versioned.match(edit.name).hasMatch();
        if (!named || edit.scope != InstallScope::System)
            return refuse(ElevatedPlanRules::tr("The change to the variable %1 is not one cuDNN Setup makes.")
                              .arg(pathEntry ? QStringLiteral("Path") : edit.name));
        if (!insideTarget(ElevatedPlanRules::tr("A folder for %1").arg(pathEntry ? QStringLiteral("Path") : edit.name),
                          QDir::fromNativeSeparators(edit.folder)))
            return false;
    }
    return true;
}

bool Vetting::checkDirectories()
{
    for (const QString &directory : m_request.directories) {
        if (!plainPath(ElevatedPlanRules::tr("A folder to create"), directory))
            return false;
        if (below(directory, m_request.targetRoot))
            continue;
        // The folders above a new target root, from /opt (or /usr/local) down.
        const QStringList parents = ElevatedPlanRules::targetParents(m_paths);
        if (isBelowLexically(m_request.targetRoot, directory, m_case)
            && std::any_of(parents.cbegin(), parents.cend(), [&](const QString &parent) { return isBelowLexically(directory, parent, m_case); }))
            continue;
        // A folder for an edit the plan makes (each already proven one this process would make).
        const bool forEnvironment = std::any_of(m_request.environmentEdits.cbegin(), m_request.environmentEdits.cend(), [&](const FileEdit &edit) {
            return isBelowLexically(edit.path, directory, m_case) && edit.path != directory;
        });
        if (!forEnvironment)
            return refuse(ElevatedPlanRules::tr("The folder %1 lies outside the install folder %2.").arg(directory, m_request.targetRoot));
    }
    return true;
}

std::optional<InstallPlan> Vetting::run(QString *refusal)
{
    auto refused = [&]() -> std::optional<InstallPlan> {
        if (refusal)
            *refusal = ElevatedPlanRules::tr("The install plan was refused and nothing was changed: %1").arg(m_refusal);
        return std::nullopt;
    };
    static const QRegularExpression version(QRegularExpression::anchoredPattern(QStringLiteral("([0-9]+(\\.[0-9]+)*)?")));
    static const QRegularExpression platformKey(QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9_-]+")));
    if (!ElevatedPlanRules::isPlainId(m_request.id))
        refuse(ElevatedPlanRules::tr("its id (%1) is not a plain name.").arg(m_request.id.left(80)));
    else if (m_request.scope != InstallScope::System)
        refuse(ElevatedPlanRules::tr("it is a plan for one user; administrator rights apply only plans for all users."));
    else if (!version.match(m_request.version).hasMatch() || !version.match(m_request.cudaRelease).hasMatch()
             || !platformKey.match(m_request.platform).hasMatch())
        refuse(ElevatedPlanRules::tr("its release or platform is not written as cuDNN Setup writes them."));
    else if (m_request.platform.startsWith(QStringLiteral("windows")) != m_windows)
        refuse(ElevatedPlanRules::tr("it is for another operating system (%1).").arg(m_request.platform));
    if (!m_refusal.isEmpty())
        return refused();
    InstallPlan plan = m_request;
    plan.stateFolder = InstallRecords::defaultFolder(InstallScope::System, m_paths.sysroot(), m_paths.platform());
    plan.refreshLoaderCache = false;
    plan.refreshCommand.clear();
    for (const QString &component : m_request.cudaComponents)
        plainText(ElevatedPlanRules::tr("A CUDA piece's name"), component);
    const bool ok = m_refusal.isEmpty() && checkTargetRoot() && checkFiles() && checkRemovals()
                    && (m_windows ? m_request.environmentEdits.isEmpty() || refuse(ElevatedPlanRules::tr("it edits files of the environment on Windows."))
                                  : checkLinuxEnvironment(plan))
                    && (m_windows ? checkRegistry() : m_request.registryEdits.isEmpty() || refuse(ElevatedPlanRules::tr("it edits the Windows registry on Linux.")))
                    && checkDirectories();
    if (!ok)
        return refused();
    return plan;
}

} // namespace

std::optional<InstallPlan> ElevatedPlanRules::vet(const InstallPlan &request, const SystemPaths &paths, QString *refusal)
{
    return Vetting(request, paths).run(refusal);
}

bool ElevatedPlanRules::isPlainId(const QString &id)
{
    static const QRegularExpression plain(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_][A-Za-z0-9_-]{0,63}")));
    return plain.match(id).hasMatch();
}

QStringList ElevatedPlanRules::loaderRefreshCommand()
{
    for (const char *candidate : {"/sbin/ldconfig", "/usr/sbin/ldconfig"})
        if (QFileInfo(QString::fromLatin1(candidate)).isExecutable())
            return {QString::fromLatin1(candidate)};
    return {QStringLiteral("/sbin/ldconfig")};
}

QStringList ElevatedPlanRules::targetParents(const SystemPaths &paths)
{
    if (paths.platform().isWindows())
        return {paths.windowsProgramFiles()};
    return {paths.system(QStringLiteral("/usr/local")), paths.system(QStringLiteral("/opt"))};
}

} // namespace cudnnsetup
