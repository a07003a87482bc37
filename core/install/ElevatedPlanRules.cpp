// Long because: Vetting checks each part of a plan in turn against the target root it resolved first (checkTargetRoot), so the checks share that state.
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
    Vetting(const InstallPlan &request, const SystemPaths &paths, ElevatedPlanRules::Check check)
        : m_request(request), m_paths(paths), m_check(check), m_windows(paths.platform().isWindows()),
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
    bool checkCudaPieces();
    bool checkFiles();
    bool checkShadowing();
    bool checkRemovals();
    bool checkLinuxEnvironment(InstallPlan &plan);
    bool checkRegistry();
    bool checkDirectories();

    const InstallPlan &m_request;
    const SystemPaths &m_paths;
    const ElevatedPlanRules::Check m_check;
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

bool Vetting::plainText(const QString &what, const QString &text)
{
    if (ElevatedPlanRules::hasHiddenCharacter(text))
        return refuse(ElevatedPlanRules::tr("%1 holds a control character (a line break, a tab, a NUL) or one that hides or "
                                            "reorders text.").arg(what));
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

// CUDA pieces come as a toolkit of their own release, in its own folder: cuda-13.0 (Linux), or
// NVIDIA GPU Computing Toolkit\CUDA\v13.0 (Windows), as CudaToolkitAssembly::defaultRoot names it;
// their files only in a toolkit's folders.
bool Vetting::checkCudaPieces()
{
    static const QRegularExpression component(QRegularExpression::anchoredPattern(QStringLiteral("[a-z][a-z0-9_]{0,40} [0-9]{1,4}(\\.[0-9]{1,6}){0,3}")));
    for (const QString &piece : m_request.cudaComponents)
        if (!component.match(piece).hasMatch())
            return refuse(ElevatedPlanRules::tr("A CUDA piece (%1) is not named as cuDNN Setup names them.").arg(piece.left(80)));
    if (!m_request.bringsCuda())
        return true;
    const QString release = m_request.cudaRelease.section(u'.', 0, 1);
    const QString folder = QFileInfo(m_request.targetRoot).fileName();
    const bool ownFolder = m_windows ? folder.compare(u'v' + release, Qt::CaseInsensitive) == 0
                                           && QFileInfo(m_request.targetRoot).path().endsWith(QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA"), Qt::CaseInsensitive)
                                     : folder == QStringLiteral("cuda-") + release;
    if (release.count(u'.') != 1 || !ownFolder)
        return refuse(ElevatedPlanRules::tr("CUDA %1 would go into %2, which is not a toolkit folder of that release.")
                          .arg(m_request.cudaRelease, m_request.targetRoot));
    static const QStringList toolkitFolders{QStringLiteral("bin"), QStringLiteral("include"), QStringLiteral("lib"),
                                            QStringLiteral("lib64"), QStringLiteral("nvvm"), QStringLiteral("licenses"),
                                            QStringLiteral("pkg-config"), QStringLiteral("share"), QStringLiteral("extras")};
    for (const PlannedFile &file : m_request.files) {
        const QString top = file.destination.mid(m_request.targetRoot.size() + 1).section(u'/', 0, 0);
        const bool atRoot = !file.destination.mid(m_request.targetRoot.size() + 1).contains(u'/');
        if (!cudnnName(file.destination) && !atRoot && !toolkitFolders.contains(top, m_case))
            return refuse(ElevatedPlanRules::tr("%1 is not in one of a CUDA Toolkit's folders.").arg(file.destination));
        if (atRoot && !cudnnName(file.destination) && QFileInfo(file.destination).fileName() != QLatin1String("lib64"))
            return refuse(ElevatedPlanRules::tr("%1 is not a file a CUDA Toolkit has in its top folder.").arg(file.destination));
    }
    return true;
}

// Linux: the CUDA pieces' bin/ goes in front of PATH and the library folder into ld.so.conf, for
// every program and root's too. A program or library of the same name as one of the system's own
// would be taken instead of it, so none may come that way. cuDNN's own files are cuDNN's to
// replace.
bool Vetting::checkShadowing()
{
    if (m_windows || !m_request.bringsCuda())
        return true;   // Windows: the plan appends its folders to the end of Path
    const QStringList searched{QStringLiteral("/usr/local/sbin"), QStringLiteral("/usr/local/bin"), QStringLiteral("/usr/sbin"),
                               QStringLiteral("/usr/bin"), QStringLiteral("/sbin"), QStringLiteral("/bin"), QStringLiteral("/lib"),
                               QStringLiteral("/usr/lib"), QStringLiteral("/lib64"), QStringLiteral("/usr/lib64"),
                               QStringLiteral("/lib/x86_64-linux-gnu"), QStringLiteral("/usr/lib/x86_64-linux-gnu"),
                               QStringLiteral("/lib/aarch64-linux-gnu"), QStringLiteral("/usr/lib/aarch64-linux-gnu")};
    const QStringList onEveryPath{m_request.targetRoot + QStringLiteral("/bin"), m_request.targetRoot + QStringLiteral("/lib"),
                                  m_request.targetRoot + QStringLiteral("/lib64"), m_request.libraryFolder};
    for (const PlannedFile &file : m_request.files) {
        const QFileInfo destination(file.destination);
        if (cudnnName(file.destination) || !onEveryPath.contains(destination.path()))
            continue;
        for (const QString &folder : searched)
            if (const QString system = m_paths.system(folder) + u'/' + destination.fileName(); QFileInfo(system).exists())
                return refuse(ElevatedPlanRules::tr("%1 has the name of the system's own %2, which it would replace for every "
                                                    "program.").arg(file.destination, folder + u'/' + destination.fileName()));
    }
    return true;
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
            if (m_check == ElevatedPlanRules::Check::Apply
                && (!sha256.match(QString::fromLatin1(file.sourceSha256)).hasMatch() || file.incoming.size < 0))
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
            *refusal = m_check == ElevatedPlanRules::Check::Apply
                           ? ElevatedPlanRules::tr("The install plan was refused and nothing was changed: %1").arg(m_refusal)
                           : ElevatedPlanRules::tr("Administrator rights cannot install this plan, since the administrator's "
                                                   "half of cuDNN Setup would refuse it: %1").arg(m_refusal);
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
    plainText(ElevatedPlanRules::tr("The archive's name"), m_request.archivePath);
    for (const EnvironmentChange &change : m_request.environmentChanges)
        plainText(ElevatedPlanRules::tr("A change to the environment"), change.variable + change.where);
    const bool ok = m_refusal.isEmpty() && checkTargetRoot() && checkCudaPieces() && checkFiles() && checkShadowing() && checkRemovals()
                    && (m_windows ? m_request.environmentEdits.isEmpty() || refuse(ElevatedPlanRules::tr("it edits files of the environment on Windows."))
                                  : checkLinuxEnvironment(plan))
                    && (m_windows ? checkRegistry() : m_request.registryEdits.isEmpty() || refuse(ElevatedPlanRules::tr("it edits the Windows registry on Linux.")))
                    && checkDirectories();
    if (!ok)
        return refused();
    return plan;
}

} // namespace

std::optional<InstallPlan> ElevatedPlanRules::vet(const InstallPlan &request, const SystemPaths &paths, QString *refusal,
                                                  Check check)
{
    return Vetting(request, paths, check).run(refusal);
}

bool ElevatedPlanRules::hasHiddenCharacter(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x20 || (u >= 0x7f && u <= 0x9f) || u == 0x2028 || u == 0x2029 || (u >= 0x200b && u <= 0x200f)
               || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0xfeff;
    });
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
