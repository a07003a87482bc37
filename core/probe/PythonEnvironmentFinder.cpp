#include "core/probe/PythonEnvironmentFinder.h"

#include "core/model/ShownPath.h"
#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace cudnnsetup {

namespace {

// conda writes one line per environment it ever created; a file past this is not conda's.
constexpr qint64 kEnvironmentsTxtLimit = 256 * 1024;
// Each listed environment costs a listing of its lib/; this keeps a file that kept every
// environment of years of CI runs inside the scan's time.
constexpr int kEnvironmentsTxtEntries = 200;

// The folder names conda's installers suggest in the home folder, %LOCALAPPDATA%, /opt and
// C:\ProgramData ("conda" is /opt/conda, the Docker images' base).
const QStringList &condaInstallNames()
{
    static const QStringList names{QStringLiteral("miniconda3"), QStringLiteral("anaconda3"), QStringLiteral("miniforge3"),
                                   QStringLiteral("mambaforge")};
    return names;
}

QStringList foldersUnder(const QString &base, const QStringList &patterns = {}, QDir::Filters extra = {})
{
    QStringList result;
    if (base.isEmpty())
        return result;
    for (const QString &name : QDir(base).entryList(patterns, QDir::Dirs | QDir::NoDotAndDotDot | extra, QDir::Name))
        result.append(base + u'/' + name);
    return result;
}

// The environments found so far, each folder and each site-packages once (links resolved).
class EnvironmentList
{
public:
    explicit EnvironmentList(bool windows) : m_windows(windows) {}

    // A Python prefix (a venv, a conda env, a pyenv version): its site-packages are
    // lib/python3.X/site-packages, on Windows Lib\site-packages.
    void addPrefix(const QString &prefix, const QString &via)
    {
        if (prefix.isEmpty())
            return;
        const QString folder = QDir::cleanPath(prefix);
        QStringList sites;
        if (m_windows)
            sites.append(folder + QStringLiteral("/Lib/site-packages"));
        else
            for (const QString &python : foldersUnder(folder + QStringLiteral("/lib"), {QStringLiteral("python3*")}))
                sites.append(python + QStringLiteral("/site-packages"));
        add(folder, sites, via);
    }

    // An environment whose site-packages folders are known by name (the user's and the system's
    // Python); those that do not exist are left out.
    void add(const QString &folder, const QStringList &sites, const QString &via)
    {
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (canonical.isEmpty() || m_folders.contains(canonical))
            return;
        PythonEnvironment environment;
        environment.folder = folder;
        environment.foundVia = via;
        // A conda environment without Python (one made for its libraries) still holds a cuDNN;
        // CONDA_PREFIX is set by conda's activation only.
        environment.conda = QFileInfo(canonical + QStringLiteral("/conda-meta")).isDir() || via == QLatin1String("CONDA_PREFIX");
        for (const QString &site : sites) {
            const QString canonicalSite = QFileInfo(site).canonicalFilePath();
            if (canonicalSite.isEmpty() || m_sites.contains(canonicalSite))
                continue;
            m_sites.insert(canonicalSite);
            environment.sitePackages.append(QDir::cleanPath(site));
        }
        if (environment.sitePackages.isEmpty() && !environment.conda)
            return;
        m_folders.insert(canonical);
        m_environments.append(environment);
    }

    const QList<PythonEnvironment> &environments() const { return m_environments; }

private:
    bool m_windows;
    QSet<QString> m_folders;
    QSet<QString> m_sites;
    QList<PythonEnvironment> m_environments;
};

} // namespace

PythonEnvironmentFinder::PythonEnvironmentFinder(const SystemPaths &paths, QString workingFolder)
    : m_paths(paths), m_workingFolder(std::move(workingFolder))
{
}

QString PythonEnvironmentFinder::variablePath(const char *name) const
{
    const QString written = m_paths.environment().value(QString::fromLatin1(name));
    return written.isEmpty() ? QString() : QDir::cleanPath(m_paths.environmentPath(written));
}

QString PythonEnvironmentFinder::homeFolder() const
{
    return variablePath(m_paths.platform().isWindows() ? "USERPROFILE" : "HOME");
}

QStringList PythonEnvironmentFinder::condaEnvironmentsListed(const QString &home) const
{
    // conda adds every environment it creates, wherever it is (`conda create -p /data/envs/x`),
    // to this file, and keeps the lines of removed ones (those simply do not exist). The paths
    // are the machine's own: under a --sysroot they are re-rooted like any fixed location.
    QStringList prefixes;
    if (home.isEmpty())
        return prefixes;
    const std::optional<QByteArray> bytes =
        SmallFileReader::read(home + QStringLiteral("/.conda/environments.txt"), nullptr, kEnvironmentsTxtLimit);
    if (!bytes)
        return prefixes;
    const bool windows = m_paths.platform().isWindows();
    for (const QByteArray &line : bytes->split('\n')) {
        QString path = QString::fromUtf8(line).trimmed();
        if (windows)
            path.replace(u'\\', u'/');
        const bool absolute = windows ? isWindowsDrivePath(path) || path.startsWith(u'/') : path.startsWith(u'/');
        if (absolute)
            prefixes.append(m_paths.system(path));
        if (prefixes.size() >= kEnvironmentsTxtEntries)
            break;
    }
    return prefixes;
}

QStringList PythonEnvironmentFinder::condaPrefixes() const
{
    const bool windows = m_paths.platform().isWindows();
    const QString home = homeFolder();
    QStringList installs;
    auto installsIn = [&](const QString &parent, const QStringList &names) {
        if (!parent.isEmpty())
            for (const QString &name : names)
                installs.append(parent + u'/' + name);
    };
    // Once `conda init` ran, conda's shell hook sets CONDA_EXE (<base>/bin/conda,
    // <base>\Scripts\conda.exe) in every shell, an environment active or not: a base installed
    // in a place of its own.
    if (const QString condaExe = variablePath("CONDA_EXE"); !condaExe.isEmpty())
        installs.append(QFileInfo(QFileInfo(condaExe).path()).path());
    installsIn(home, condaInstallNames());
    if (windows) {
        installsIn(variablePath("LOCALAPPDATA"), condaInstallNames());
        installsIn(m_paths.system(QStringLiteral("C:/ProgramData")), condaInstallNames());
    } else {
        installsIn(m_paths.system(QStringLiteral("/opt")), condaInstallNames() + QStringList{QStringLiteral("conda")});
    }
    QStringList prefixes;
    for (const QString &install : std::as_const(installs)) {
        if (!QFileInfo(install).isDir())
            continue;
        prefixes.append(install);
        prefixes += foldersUnder(install + QStringLiteral("/envs"));
    }
    if (!home.isEmpty())
        prefixes += foldersUnder(home + QStringLiteral("/.conda/envs"));
    prefixes += condaEnvironmentsListed(home);
    return prefixes;
}

QStringList PythonEnvironmentFinder::pyenvPrefixes(const QString &home) const
{
    // pyenv-win's installer sets PYENV_ROOT to ...\.pyenv\pyenv-win, which holds versions\.
    QString root = variablePath("PYENV_ROOT");
    if (root.isEmpty() && !home.isEmpty())
        root = home + (m_paths.platform().isWindows() ? QStringLiteral("/.pyenv/pyenv-win") : QStringLiteral("/.pyenv"));
    QStringList prefixes;
    if (root.isEmpty())
        return prefixes;
    for (const QString &version : foldersUnder(root + QStringLiteral("/versions"))) {
        prefixes.append(version);
        // pyenv-virtualenv: versions/<python>/envs/<name> (versions/<name> links to it).
        prefixes += foldersUnder(version + QStringLiteral("/envs"));
    }
    return prefixes;
}

QStringList PythonEnvironmentFinder::virtualenvHomes(const QString &home) const
{
    QStringList homes;
    const QString workonHome = variablePath("WORKON_HOME");   // virtualenvwrapper's and pipenv's own choice
    if (!workonHome.isEmpty())
        homes.append(workonHome);
    if (home.isEmpty())
        return homes;
    if (m_paths.platform().isWindows()) {
        homes.append(home + QStringLiteral("/Envs"));            // virtualenvwrapper-win
        homes.append(home + QStringLiteral("/.virtualenvs"));    // pipenv
        if (const QString localAppData = variablePath("LOCALAPPDATA"); !localAppData.isEmpty())
            homes.append(localAppData + QStringLiteral("/pypoetry/Cache/virtualenvs"));
    } else {
        homes.append(home + QStringLiteral("/.virtualenvs"));                 // virtualenvwrapper
        homes.append(home + QStringLiteral("/.local/share/virtualenvs"));     // pipenv
        homes.append(home + QStringLiteral("/.cache/pypoetry/virtualenvs"));  // poetry
    }
    return homes;
}

QStringList PythonEnvironmentFinder::projectVenvs(const QString &home) const
{
    // A venv has pyvenv.cfg (python -m venv, virtualenv, uv); `conda create -p ./env` makes a
    // conda-meta instead. Only the names tools and tutorials use, one level down: a fixed number
    // of look-ups per folder, never a walk.
    QStringList venvs;
    auto venvsIn = [&](const QString &folder) {
        for (const QString &candidate : {folder, folder + QStringLiteral("/.venv"), folder + QStringLiteral("/venv"),
                                         folder + QStringLiteral("/env")})
            if (QFileInfo::exists(candidate + QStringLiteral("/pyvenv.cfg")) || QFileInfo(candidate + QStringLiteral("/conda-meta")).isDir())
                venvs.append(candidate);
    };
    if (!m_workingFolder.isEmpty())
        venvsIn(QDir::cleanPath(m_workingFolder));
    // ~/venv, ~/.venv, ~/project/.venv, ~/project/venv, ~/project/env: one listing of the home folder.
    for (const QString &folder : foldersUnder(home, {}, QDir::Hidden))
        venvsIn(folder);
    return venvs;
}

QList<PythonEnvironment> PythonEnvironmentFinder::find() const
{
    const bool windows = m_paths.platform().isWindows();
    const QString home = homeFolder();
    EnvironmentList list(windows);
    list.addPrefix(variablePath("VIRTUAL_ENV"), QStringLiteral("VIRTUAL_ENV"));
    list.addPrefix(variablePath("CONDA_PREFIX"), QStringLiteral("CONDA_PREFIX"));
    if (windows) {
        // pip install --user, and the per-user installs from python.org.
        if (const QString appData = variablePath("APPDATA"); !appData.isEmpty())
            for (const QString &python : foldersUnder(appData + QStringLiteral("/Python"), {QStringLiteral("Python3*")}))
                list.add(python, {python + QStringLiteral("/site-packages")}, QStringLiteral("user site"));
        if (const QString localAppData = variablePath("LOCALAPPDATA"); !localAppData.isEmpty()) {
            for (const QString &python : foldersUnder(localAppData + QStringLiteral("/Programs/Python"), {QStringLiteral("Python3*")}))
                list.add(python, {python + QStringLiteral("/Lib/site-packages")}, QStringLiteral("system"));
            // The Microsoft Store's Python keeps pip's user installs in its package folder:
            // Packages\PythonSoftwareFoundation.Python.3.11_<id>\LocalCache\local-packages\Python311\site-packages.
            for (const QString &package : foldersUnder(localAppData + QStringLiteral("/Packages"),
                                                       {QStringLiteral("PythonSoftwareFoundation.Python.3*")}))
                for (const QString &python : foldersUnder(package + QStringLiteral("/LocalCache/local-packages"), {QStringLiteral("Python3*")}))
                    list.add(python, {python + QStringLiteral("/site-packages")}, QStringLiteral("user site"));
        }
    } else {
        if (!home.isEmpty()) {
            QStringList userSites;
            for (const QString &python : foldersUnder(home + QStringLiteral("/.local/lib"), {QStringLiteral("python3*")}))
                userSites.append(python + QStringLiteral("/site-packages"));
            list.add(home + QStringLiteral("/.local"), userSites, QStringLiteral("user site"));
        }
        // Debian's python3-* packages go to dist-packages, pip run as root to /usr/local.
        const QString usr = m_paths.system(QStringLiteral("/usr"));
        QStringList systemSites{usr + QStringLiteral("/lib/python3/dist-packages")};
        for (const QString &python : foldersUnder(usr + QStringLiteral("/lib"), {QStringLiteral("python3*")}))
            systemSites += {python + QStringLiteral("/dist-packages"), python + QStringLiteral("/site-packages")};
        list.add(usr, systemSites, QStringLiteral("system"));
        QStringList localSites;
        for (const QString &python : foldersUnder(usr + QStringLiteral("/local/lib"), {QStringLiteral("python3*")}))
            localSites += {python + QStringLiteral("/dist-packages"), python + QStringLiteral("/site-packages")};
        list.add(usr + QStringLiteral("/local"), localSites, QStringLiteral("system"));
    }
    for (const QString &prefix : condaPrefixes())
        list.addPrefix(prefix, QStringLiteral("conda"));
    for (const QString &prefix : pyenvPrefixes(home))
        list.addPrefix(prefix, QStringLiteral("pyenv"));
    for (const QString &venvHome : virtualenvHomes(home))
        for (const QString &prefix : foldersUnder(venvHome))
            list.addPrefix(prefix, QStringLiteral("venv"));
    for (const QString &prefix : projectVenvs(home))
        list.addPrefix(prefix, QStringLiteral("venv"));
    return list.environments();
}

QStringList PythonEnvironmentFinder::sitePackagesFolders() const
{
    QStringList sites;
    for (const PythonEnvironment &environment : find())
        sites += environment.sitePackages;
    return sites;
}

} // namespace cudnnsetup
