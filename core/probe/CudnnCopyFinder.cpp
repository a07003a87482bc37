#include "core/probe/CudnnCopyFinder.h"

#include "core/platform/SmallFileReader.h"
#include "core/probe/ExtractedCopySearch.h"
#include "core/probe/PythonEnvironmentFinder.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

QStringList subfolders(const QString &base, const QStringList &patterns)
{
    QStringList result;
    for (const QString &name : QDir(base).entryList(patterns, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        result.append(base + u'/' + name);
    return result;
}

// "12.9" -> 12: NVIDIA's Windows installer names its per-CUDA folders after the CUDA release.
int cudaMajorFromFolderName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+)\\.\\d+$"));
    const QRegularExpressionMatch match = pattern.match(name);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace

CudnnCopyFinder::CudnnCopyFinder(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits, QString workingFolder)
    : m_paths(paths), m_toolkits(toolkits), m_workingFolder(std::move(workingFolder))
{
}

CudnnCopyFinder::Request CudnnCopyFinder::request(const QString &libraryDir, CudnnCopy::Kind kind, QStringList includeDirs,
                                                  QStringList metadataDirs) const
{
    Request r;
    r.libraryDir = libraryDir;
    r.kind = kind;
    r.includeDirCandidates = std::move(includeDirs);
    r.metadataDirs = std::move(metadataDirs);
    r.windows = m_paths.platform().isWindows();
    r.sysroot = m_paths.sysroot();
    return r;
}

QList<CudnnCopyFinder::Request> CudnnCopyFinder::toolkitFolders() const
{
    QList<Request> requests;
    const bool windows = m_paths.platform().isWindows();
    for (const ToolkitInstall &toolkit : m_toolkits) {
        const QString root = toolkit.canonicalRoot;
        QStringList includes{root + QStringLiteral("/include")};
        QStringList libs;
        if (windows) {
            libs = {root + QStringLiteral("/bin"), root + QStringLiteral("/bin/x64")};
        } else {
            libs = {root + QStringLiteral("/lib64"), root + QStringLiteral("/lib")};
            for (const QString &target : subfolders(root + QStringLiteral("/targets"), {QStringLiteral("*")})) {
                libs.append(target + QStringLiteral("/lib"));
                includes.append(target + QStringLiteral("/include"));
            }
        }
        for (const QString &lib : libs) {
            Request r = request(lib, CudnnCopy::Kind::InsideToolkit, includes,
                                {root, root + QStringLiteral("/dist-info")});
            r.toolkitRoot = root;
            requests.append(r);
        }
    }
    return requests;
}

QList<CudnnCopyFinder::Request> CudnnCopyFinder::sideBySideFolders() const
{
    QList<Request> requests;
    if (m_paths.platform().isWindows()) {
        // C:\Program Files\NVIDIA\CUDNN\v9.x\bin\<cuda>\[x64]: enumerate, never construct (the
        // layout moved between releases).
        const QString base = m_paths.windowsProgramFiles() + QStringLiteral("/NVIDIA/CUDNN");
        for (const QString &release : subfolders(base, {QStringLiteral("v*")})) {
            // Old installers (and manual copies) put DLLs straight into bin\.
            requests.append(request(release + QStringLiteral("/bin"), CudnnCopy::Kind::SideBySide,
                                    {release + QStringLiteral("/include")}));
            for (const QString &cuda : subfolders(release + QStringLiteral("/bin"), {QStringLiteral("*")})) {
                const QString cudaName = QFileInfo(cuda).fileName();
                const QStringList includes{release + QStringLiteral("/include/") + cudaName, release + QStringLiteral("/include")};
                for (const QString &dir : {cuda, cuda + QStringLiteral("/x64")}) {
                    Request r = request(dir, CudnnCopy::Kind::SideBySide, includes);
                    r.cudaMajorHint = cudaMajorFromFolderName(cudaName);
                    requests.append(r);
                }
            }
        }
        return requests;
    }
    // Linux: our own side-by-side installs and manual ones live in /opt/<name>/lib.
    for (const QString &root : subfolders(m_paths.system(QStringLiteral("/opt")), {QStringLiteral("*")})) {
        for (const QString &lib : {root + QStringLiteral("/lib"), root + QStringLiteral("/lib64")})
            requests.append(request(lib, CudnnCopy::Kind::SideBySide, {root + QStringLiteral("/include")}, {root}));
    }
    return requests;
}

QList<CudnnCopyFinder::Request> CudnnCopyFinder::distroFolders() const
{
    QList<Request> requests;
    if (m_paths.platform().isWindows())
        return requests;
    for (const QString &triplet : {QStringLiteral("x86_64-linux-gnu"), QStringLiteral("aarch64-linux-gnu")}) {
        requests.append(request(m_paths.system(QStringLiteral("/usr/lib/") + triplet), CudnnCopy::Kind::DistroPackage,
                                {m_paths.system(QStringLiteral("/usr/include/") + triplet), m_paths.system(QStringLiteral("/usr/include"))}));
    }
    for (const QString &lib : {QStringLiteral("/usr/lib64"), QStringLiteral("/usr/lib")})
        requests.append(request(m_paths.system(lib), CudnnCopy::Kind::DistroPackage, {m_paths.system(QStringLiteral("/usr/include"))}));
    return requests;
}

QStringList CudnnCopyFinder::sitePackagesFolders() const
{
    return PythonEnvironmentFinder(m_paths, m_workingFolder).sitePackagesFolders();
}

QStringList CudnnCopyFinder::sitePackagesWithCopies(const QList<CudnnCopy> &copies) const
{
    QStringList sites = sitePackagesFolders();
    for (const CudnnCopy &copy : copies)
        if (copy.kind == CudnnCopy::Kind::PythonWheel)   // <site>/nvidia/cudnn/lib or <site>/torch/lib
            sites.append(QDir::cleanPath(copy.libraryDir + (copy.libraryDir.endsWith(QStringLiteral("/torch/lib"))
                                                                 ? QStringLiteral("/../..") : QStringLiteral("/../../.."))));
    QStringList unique;
    QSet<QString> seen;
    for (const QString &site : std::as_const(sites)) {
        const QString canonical = QFileInfo(site).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        unique.append(site);
    }
    return unique;
}

QList<CudnnCopyFinder::Request> CudnnCopyFinder::pythonFolders(const QList<PythonEnvironment> &environments) const
{
    const bool windows = m_paths.platform().isWindows();
    QList<Request> requests;
    for (const PythonEnvironment &environment : environments) {
        for (const QString &site : environment.sitePackages) {
            const QString cudnn = site + QStringLiteral("/nvidia/cudnn");
            requests.append(request(cudnn + (windows ? QStringLiteral("/bin") : QStringLiteral("/lib")), CudnnCopy::Kind::PythonWheel,
                                    {cudnn + QStringLiteral("/include")}, {site}));
            // PyTorch's own wheels carry cuDNN in torch/lib (Windows, and older Linux builds).
            requests.append(request(site + QStringLiteral("/torch/lib"), CudnnCopy::Kind::PythonWheel, {}, {}));
        }
    }
    return requests;
}

QList<std::pair<CudnnCopyFinder::Request, QString>> CudnnCopyFinder::condaFolders(const QList<PythonEnvironment> &environments) const
{
    // Every conda environment, active or not: its packages link to the libraries in its lib/
    // (Library\bin on Windows), so a cuDNN there is what its frameworks load.
    QList<std::pair<Request, QString>> requests;
    const bool windows = m_paths.platform().isWindows();
    for (const PythonEnvironment &environment : environments) {
        if (!environment.conda)
            continue;
        const QString prefix = environment.folder;
        const QString meta = prefix + QStringLiteral("/conda-meta");
        const QString via = environment.foundVia == QLatin1String("CONDA_PREFIX") ? environment.foundVia : QStringLiteral("conda environment");
        if (windows)
            requests.append({request(prefix + QStringLiteral("/Library/bin"), CudnnCopy::Kind::Conda,
                                     {prefix + QStringLiteral("/Library/include")}, {meta}), via});
        else
            requests.append({request(prefix + QStringLiteral("/lib"), CudnnCopy::Kind::Conda, {prefix + QStringLiteral("/include")}, {meta}), via});
    }
    return requests;
}

QStringList CudnnCopyFinder::ldSoConfFolders() const
{
    // /etc/ld.so.conf with its `include` globs (one level deep is what distributions use).
    QStringList folders;
    QStringList files{m_paths.system(QStringLiteral("/etc/ld.so.conf"))};
    for (qsizetype i = 0; i < files.size() && i < 64; ++i) {
        const auto bytes = SmallFileReader::read(files.at(i), nullptr, 256 * 1024);
        if (!bytes)
            continue;
        for (const QByteArray &rawLine : bytes->split('\n')) {
            const QString line = QString::fromUtf8(rawLine.left(rawLine.indexOf('#') >= 0 ? rawLine.indexOf('#') : rawLine.size())).trimmed();
            if (line.isEmpty())
                continue;
            if (line.startsWith(QStringLiteral("include "))) {
                const QString pattern = line.mid(8).trimmed();
                const QString absolute = pattern.startsWith(u'/') ? m_paths.system(pattern)
                                                                  : QFileInfo(files.at(i)).absolutePath() + u'/' + pattern;
                const QFileInfo globInfo(absolute);
                for (const QString &name : QDir(globInfo.absolutePath()).entryList({globInfo.fileName()}, QDir::Files, QDir::Name))
                    files.append(globInfo.absolutePath() + u'/' + name);
            } else if (line.startsWith(u'/')) {
                folders.append(m_paths.system(line));
            }
        }
    }
    return folders;
}

QList<std::pair<QString, QString>> CudnnCopyFinder::searchPathFolders() const
{
    QList<std::pair<QString, QString>> folders;
    const QStringList variables = m_paths.platform().isWindows() ? QStringList{QStringLiteral("PATH")}
                                                                 : QStringList{QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral("PATH")};
    for (const QString &variable : variables)
        for (const QString &folder : m_paths.searchPathVariable(variable))
            folders.append({folder, variable});
    if (!m_paths.platform().isWindows())
        for (const QString &folder : ldSoConfFolders())
            folders.append({folder, QStringLiteral("ld.so.conf")});
    return folders;
}

QList<CudnnCopyFinder::Request> CudnnCopyFinder::extractedFolders(const QStringList &libraryFolders) const
{
    QList<Request> requests;
    for (const QString &dir : libraryFolders) {
        const QFileInfo info(dir);
        const QString parent = info.path();
        const QString grandparent = QFileInfo(parent).path();
        // A conda environment nobody activated (~/miniconda3/lib, ...\Library\bin) is one, not a
        // hand-unpacked archive: its folder must never be put on the search path for everyone.
        QString condaMeta;
        for (const QString &prefix : {parent, grandparent})
            if (condaMeta.isEmpty() && QFileInfo::exists(prefix + QStringLiteral("/conda-meta")))
                condaMeta = prefix + QStringLiteral("/conda-meta");
        if (!condaMeta.isEmpty()) {
            requests.append(request(dir, CudnnCopy::Kind::Conda, {parent + QStringLiteral("/include")}, {condaMeta}));
            continue;
        }
        // The archive's include/ beside its lib/ or bin/, two up from bin\x64 and lib\x64; or
        // headers dropped in with the libraries.
        QStringList includes{parent + QStringLiteral("/include")};
        if (info.fileName().compare(QLatin1String("x64"), Qt::CaseInsensitive) == 0)
            includes.append(grandparent + QStringLiteral("/include"));
        includes.append(dir);
        requests.append(request(dir, CudnnCopy::Kind::ExtractedByHand, includes));
    }
    return requests;
}

CudnnCopyFinderResult CudnnCopyFinder::find() const
{
    CudnnCopyFinderResult result;
    QHash<QString, qsizetype> copyByFolder;   // canonical library folder -> index in result.copies
    QSet<QString> inspectedEmpty;

    auto consider = [&](const Request &r, const QString &via) {
        const QFileInfo info(r.libraryDir);
        if (!info.isDir())
            return;
        const QString canonical = info.canonicalFilePath();
        if (auto it = copyByFolder.constFind(canonical); it != copyByFolder.cend()) {
            QStringList &foundVia = result.copies[*it].foundVia;
            if (!foundVia.contains(via))
                foundVia.append(via);
            return;
        }
        if (inspectedEmpty.contains(canonical))
            return;
        Request resolved = r;
        resolved.libraryDir = canonical;
        auto copy = CudnnCopyInspector::inspect(resolved, result.notes);
        if (!copy) {
            inspectedEmpty.insert(canonical);
            return;
        }
        copy->foundVia.append(via);
        copyByFolder.insert(canonical, result.copies.size());
        result.copies.append(*copy);
    };

    // Most specific first: a folder that is both in a toolkit and on LD_LIBRARY_PATH is an
    // "inside toolkit" copy that happens to be on the search path.
    for (const Request &r : toolkitFolders())
        consider(r, QStringLiteral("toolkit"));
    // A conda install in /opt (/opt/conda, /opt/miniconda3) is a conda environment, not a
    // side-by-side copy of ours.
    const QList<PythonEnvironment> environments = PythonEnvironmentFinder(m_paths, m_workingFolder).find();
    for (const auto &[r, via] : condaFolders(environments))
        consider(r, via);
    for (const Request &r : sideBySideFolders())
        consider(r, QStringLiteral("side-by-side"));
    for (const Request &r : pythonFolders(environments))
        consider(r, QStringLiteral("site-packages"));
    for (const Request &r : distroFolders())
        consider(r, QStringLiteral("system library folder"));
    for (const auto &[folder, variable] : searchPathFolders())
        consider(request(folder, CudnnCopy::Kind::SearchPath,
                         {QFileInfo(folder).absolutePath() + QStringLiteral("/include")}, {QFileInfo(folder).absolutePath()}),
                 variable);
    // Last, the places students unpack archives by hand. A folder already found keeps its kind and
    // its ways of being found: this search only adds what nothing else reaches.
    const ExtractedCopySearch::Result extracted = ExtractedCopySearch(m_paths, m_workingFolder).run();
    result.notes += extracted.notes;
    for (const Request &r : extractedFolders(extracted.libraryFolders))
        if (!copyByFolder.contains(r.libraryDir) && !inspectedEmpty.contains(r.libraryDir))
            consider(r, QStringLiteral("extracted-copy search"));
    return result;
}

} // namespace cudnnsetup
