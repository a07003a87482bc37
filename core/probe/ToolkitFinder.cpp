#include "core/probe/ToolkitFinder.h"

#include "core/platform/SmallFileReader.h"
#include "core/platform/ToolRunner.h"
#include "core/probe/parsers/DistInfoName.h"
#include "core/probe/parsers/NvccVersionParser.h"
#include "core/probe/parsers/ToolkitVersionFile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <future>

namespace cudnnsetup {

namespace {

bool looksLikeToolkit(const QString &root, bool windows)
{
    const QDir dir(root);
    return dir.exists(QStringLiteral("version.json")) || dir.exists(QStringLiteral("version.txt"))
        || dir.exists(windows ? QStringLiteral("bin/nvcc.exe") : QStringLiteral("bin/nvcc"))
        || dir.exists(QStringLiteral("include/cuda.h")) || dir.exists(QStringLiteral("include/cuda_runtime.h"));
}

// cuda-12.4, v12.4, cuda-13.0 -> 12.4 / 13.0: the last resort when nothing inside the folder says.
std::optional<Version> versionFromFolderName(const QString &root)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:cuda-?|v)(\\d+\\.\\d+)$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(QFileInfo(root).fileName());
    return match.hasMatch() ? Version::parse(match.captured(1)) : std::nullopt;
}

// Toolkits assembled from NVIDIA's wheels (as on our build machines) carry dist-info folders
// instead of version.json; the nvcc (or, failing that, cudart) component names the release.
std::optional<std::pair<Version, QString>> versionFromDistInfo(const QString &root)
{
    for (const QString &folder : {root + QStringLiteral("/dist-info"), root}) {
        const QStringList names = QDir(folder).entryList({QStringLiteral("*.dist-info")}, QDir::Dirs);
        for (const QString &component : {QStringLiteral("nvidia_cuda_nvcc"), QStringLiteral("nvidia_cuda_runtime")}) {
            for (const QString &name : names) {
                const auto info = parseDistInfoName(name);
                if (info && (info->package == component || info->package.startsWith(component + QStringLiteral("_cu"))))
                    return std::make_pair(info->version.truncated(2), name);
            }
        }
    }
    return std::nullopt;
}

// Distributions and our own build machines put a small launcher script on PATH
// (`exec /usr/local/cuda-13.0/bin/nvcc "$@"`) instead of a link; the toolkit is where it points.
QString followNvccLauncher(const QString &nvcc, const SystemPaths &paths)
{
    QString current = nvcc;
    for (int hop = 0; hop < 4; ++hop) {
        const QFileInfo info(current);
        if (info.size() > 4096)
            return current;   // a real compiler, not a launcher
        const auto bytes = SmallFileReader::read(current, nullptr, 4096);
        if (!bytes || !bytes->startsWith("#!"))
            return current;
        static const QRegularExpression target(QStringLiteral("(/[^\\s\"'$;]*/bin/nvcc)(?![\\w.])"));
        const QRegularExpressionMatch match = target.match(QString::fromUtf8(*bytes));
        if (!match.hasMatch())
            return current;
        QString next = match.captured(1);
        if (!QFileInfo(next).isFile() && !paths.sysroot().isEmpty())
            next = paths.system(next);
        if (!QFileInfo(next).isFile() || QFileInfo(next).canonicalFilePath() == info.canonicalFilePath())
            return current;
        current = QFileInfo(next).canonicalFilePath();
    }
    return current;
}

} // namespace

ToolkitFinder::ToolkitFinder(const SystemPaths &paths, bool runNvcc, int nvccTimeoutMs)
    : m_paths(paths), m_runNvcc(runNvcc), m_nvccTimeoutMs(nvccTimeoutMs)
{
}

QString ToolkitFinder::nvccIn(const QString &root) const
{
    const QString nvcc = root + (m_paths.platform().isWindows() ? QStringLiteral("/bin/nvcc.exe") : QStringLiteral("/bin/nvcc"));
    return QFileInfo(nvcc).isFile() ? nvcc : QString();
}

QList<ToolkitFinder::Candidate> ToolkitFinder::candidates(QList<ScanNote> &notes) const
{
    QList<Candidate> found;
    const bool windows = m_paths.platform().isWindows();
    const QProcessEnvironment &env = m_paths.environment();

    // Variables first: they are what build systems read, and a stale one is worth reporting.
    QStringList variables{QStringLiteral("CUDA_PATH"), QStringLiteral("CUDA_HOME"), QStringLiteral("CUDA_ROOT")};
    QStringList versioned;
    for (const QString &key : env.keys())
        if (key.startsWith(QStringLiteral("CUDA_PATH_V"), Qt::CaseInsensitive))
            versioned.append(key);
    std::sort(versioned.begin(), versioned.end());
    variables += versioned;
    for (const QString &name : variables) {
        const QString value = QDir::fromNativeSeparators(env.value(name).trimmed());
        if (value.isEmpty())
            continue;
        if (!QFileInfo(value).isDir()) {
            notes.append({name, tr("%1 is set to %2, but that folder does not exist. Programs that read %1 will not find CUDA.")
                                    .arg(name, value)});
            continue;
        }
        found.append({value, name});
    }

    if (windows) {
        const QString base = m_paths.windowsProgramFiles() + QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA");
        for (const QString &name : QDir(base).entryList({QStringLiteral("v*")}, QDir::Dirs | QDir::NoDotAndDotDot))
            found.append({base + u'/' + name, base});
    } else {
        const QString local = m_paths.system(QStringLiteral("/usr/local"));
        found.append({local + QStringLiteral("/cuda"), QStringLiteral("/usr/local/cuda")});
        for (const QString &name : QDir(local).entryList({QStringLiteral("cuda-*")}, QDir::Dirs | QDir::NoDotAndDotDot))
            found.append({local + u'/' + name, QStringLiteral("/usr/local/") + name});
        found.append({m_paths.system(QStringLiteral("/opt/cuda")), QStringLiteral("/opt/cuda")});
        found.append({m_paths.system(QStringLiteral("/usr/lib/nvidia-cuda-toolkit")), QStringLiteral("/usr/lib/nvidia-cuda-toolkit")});
    }

    // nvcc on PATH: the toolkit a student's `nvcc -V` talks about.
    const QString nvccName = windows ? QStringLiteral("nvcc.exe") : QStringLiteral("nvcc");
    for (const QString &folder : m_paths.searchPathVariable(QStringLiteral("PATH"))) {
        const QFileInfo nvcc(folder + u'/' + nvccName);
        if (!nvcc.isFile())
            continue;
        const QString real = followNvccLauncher(nvcc.canonicalFilePath(), m_paths);
        const QString bin = QFileInfo(real).absolutePath();
        found.append({QFileInfo(bin).absolutePath(), QStringLiteral("PATH")});
    }
    return found;
}

void ToolkitFinder::readVersionFiles(ToolkitInstall &toolkit, QList<ScanNote> &notes) const
{
    const QString jsonPath = toolkit.canonicalRoot + QStringLiteral("/version.json");
    if (QFileInfo::exists(jsonPath)) {
        QString error;
        if (auto bytes = SmallFileReader::read(jsonPath, &error)) {
            if (auto version = parseToolkitVersionJson(*bytes, &error)) {
                toolkit.version = *version;
                toolkit.versionSource = QStringLiteral("version.json");
                return;
            }
        }
        notes.append({jsonPath, tr("The toolkit's version.json could not be used: %1").arg(error)});
    }
    const QString txtPath = toolkit.canonicalRoot + QStringLiteral("/version.txt");
    if (QFileInfo::exists(txtPath)) {
        QString error;
        if (auto bytes = SmallFileReader::read(txtPath, &error)) {
            if (auto version = parseToolkitVersionTxt(*bytes)) {
                toolkit.version = *version;
                toolkit.versionSource = QStringLiteral("version.txt");
                return;
            }
            error = tr("it does not contain a line like \"CUDA Version 10.2.89\"");
        }
        notes.append({txtPath, tr("The toolkit's version.txt could not be used: %1").arg(error)});
    }
    if (auto fromWheels = versionFromDistInfo(toolkit.canonicalRoot)) {
        toolkit.version = fromWheels->first;
        toolkit.versionSource = QStringLiteral("dist-info");
    }
}

void ToolkitFinder::runNvcc(ToolkitInstall &toolkit) const
{
    const ToolResult result = ToolRunner::run(toolkit.nvccPath, {QStringLiteral("--version")}, m_nvccTimeoutMs);
    if (!result.succeeded()) {
        toolkit.nvccProblem = result.describeFailure(toolkit.nvccPath, m_nvccTimeoutMs);
        return;
    }
    const auto parsed = parseNvccVersion(QString::fromLocal8Bit(result.standardOutput));
    if (!parsed) {
        toolkit.nvccProblem = tr("nvcc --version printed something that is not a version: \"%1\"")
                                  .arg(QString::fromLocal8Bit(result.standardOutput).simplified().left(200));
        return;
    }
    toolkit.nvccVersion = parsed->compiler.isValid() ? parsed->compiler : parsed->release;
}

void ToolkitFinder::crossCheck(const ToolkitInstall &toolkit, QList<ScanNote> &notes) const
{
    if (!toolkit.version.isValid() || !toolkit.nvccVersion.isValid())
        return;
    if (toolkit.version.truncated(2) != toolkit.nvccVersion.truncated(2))
        notes.append({toolkit.root,
                      tr("The toolkit says it is CUDA %1 (%2), but its nvcc reports %3. The folder may hold parts of "
                         "different CUDA releases; reinstalling the toolkit fixes this.")
                          .arg(toolkit.version.toString(), toolkit.versionSource, toolkit.nvccVersion.toString())});
}

void ToolkitFinder::chooseDefault(QList<ToolkitInstall> &toolkits) const
{
    if (toolkits.isEmpty())
        return;
    auto mark = [&](qsizetype index, const QString &reason) {
        toolkits[index].isDefault = true;
        toolkits[index].defaultReason = reason;
    };
    auto foundVia = [&](const QString &via) -> qsizetype {
        for (qsizetype i = 0; i < toolkits.size(); ++i)
            if (toolkits[i].foundVia.contains(via))
                return i;
        return -1;
    };
    // The order follows what programs actually do: on Windows build tools read CUDA_PATH;
    // on Linux the nvcc a shell finds first wins, then the /usr/local/cuda link.
    const bool windows = m_paths.platform().isWindows();
    const QList<std::pair<QString, QString>> rules = windows
        ? QList<std::pair<QString, QString>>{
              {QStringLiteral("CUDA_PATH"), tr("CUDA_PATH points to it")},
              {QStringLiteral("PATH"), tr("its nvcc is the first one on PATH")}}
        : QList<std::pair<QString, QString>>{
              {QStringLiteral("PATH"), tr("its nvcc is the first one on PATH")},
              {QStringLiteral("CUDA_HOME"), tr("CUDA_HOME points to it")},
              {QStringLiteral("/usr/local/cuda"), tr("/usr/local/cuda points to it")},
              {QStringLiteral("CUDA_PATH"), tr("CUDA_PATH points to it")}};
    for (const auto &[via, reason] : rules) {
        if (const qsizetype index = foundVia(via); index >= 0) {
            mark(index, reason);
            return;
        }
    }
    if (toolkits.size() == 1) {
        mark(0, tr("it is the only CUDA Toolkit found"));
        return;
    }
    // Several toolkits and nothing selects one: the newest is what an installer would target.
    const auto newest = std::max_element(toolkits.begin(), toolkits.end(),
                                         [](const ToolkitInstall &a, const ToolkitInstall &b) { return a.version < b.version; });
    mark(newest - toolkits.begin(),
         windows ? tr("nothing selects a toolkit (no CUDA_PATH, no nvcc.exe on PATH); it is the newest")
                 : tr("nothing selects a toolkit (no nvcc on PATH, no CUDA_HOME or /usr/local/cuda); it is the newest"));
}

ToolkitFinderResult ToolkitFinder::find() const
{
    ToolkitFinderResult result;
    const bool windows = m_paths.platform().isWindows();
    for (const Candidate &candidate : candidates(result.notes)) {
        const QFileInfo info(candidate.root);
        if (!info.isDir())
            continue;
        const QString canonical = info.canonicalFilePath();
        auto existing = std::find_if(result.toolkits.begin(), result.toolkits.end(),
                                     [&](const ToolkitInstall &t) { return t.canonicalRoot == canonical; });
        if (existing != result.toolkits.end()) {
            if (!existing->foundVia.contains(candidate.via))
                existing->foundVia.append(candidate.via);
            continue;
        }
        if (!looksLikeToolkit(canonical, windows)) {
            if (candidate.via.startsWith(QStringLiteral("CUDA_")))
                result.notes.append({candidate.via, tr("%1 points to %2, which does not look like a CUDA Toolkit (no bin/nvcc, "
                                                       "include/cuda.h or version file).")
                                                        .arg(candidate.via, candidate.root)});
            continue;
        }
        ToolkitInstall toolkit;
        toolkit.root = canonical;
        toolkit.canonicalRoot = canonical;
        toolkit.foundVia.append(candidate.via);
        toolkit.nvccPath = nvccIn(canonical);
        result.toolkits.append(toolkit);
    }

    // nvcc runs in parallel: one hung nvcc costs one timeout, not one per toolkit.
    std::vector<std::future<void>> nvccRuns;
    if (m_runNvcc && windows == HostPlatform::current().isWindows()) {   // never run a foreign OS's binaries
        for (ToolkitInstall &toolkit : result.toolkits)
            if (!toolkit.nvccPath.isEmpty())
                nvccRuns.push_back(std::async(std::launch::async, [this, &toolkit] { runNvcc(toolkit); }));
    }
    for (ToolkitInstall &toolkit : result.toolkits)
        readVersionFiles(toolkit, result.notes);
    for (auto &run : nvccRuns)
        run.get();

    for (ToolkitInstall &toolkit : result.toolkits) {
        crossCheck(toolkit, result.notes);
        if (!toolkit.version.isValid() && toolkit.nvccVersion.isValid()) {
            toolkit.version = toolkit.nvccVersion.truncated(2);
            toolkit.versionSource = QStringLiteral("nvcc");
        }
        if (!toolkit.version.isValid()) {
            if (auto fromName = versionFromFolderName(toolkit.root)) {
                toolkit.version = *fromName;
                toolkit.versionSource = QStringLiteral("folder name");
            } else {
                result.notes.append({toolkit.root, tr("The version of the CUDA Toolkit in %1 could not be determined: it has no "
                                                      "version file and nvcc gave no version.")
                                                       .arg(toolkit.root)});
            }
        }
        if (!toolkit.nvccProblem.isEmpty())
            result.notes.append({toolkit.nvccPath, toolkit.nvccProblem});
    }
    std::sort(result.toolkits.begin(), result.toolkits.end(),
              [](const ToolkitInstall &a, const ToolkitInstall &b) { return a.version > b.version; });
    chooseDefault(result.toolkits);
    return result;
}

} // namespace cudnnsetup
