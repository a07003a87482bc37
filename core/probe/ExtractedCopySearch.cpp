#include "core/probe/ExtractedCopySearch.h"

#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Folders that never hold an unpacked cuDNN and can be large: hidden ones (.git, .cache, .conda,
// and on Windows the hidden AppData), $Recycle.Bin, package trees, Python environments' package
// folders (wheels are found through site-packages by CudnnCopyFinder), and include folders,
// which CudnnCopyFinder reads beside each library folder.
bool neverSearched(const QString &name)
{
    static const QStringList names{QStringLiteral("node_modules"), QStringLiteral("site-packages"),
                                   QStringLiteral("dist-packages"), QStringLiteral("__pycache__"),
                                   QStringLiteral("include"), QStringLiteral("AppData")};
    return name.startsWith(u'.') || name.startsWith(u'$') || names.contains(name, Qt::CaseInsensitive);
}

// Past the first level below a root, the walk only enters what an unpacked archive has on the way
// to its libraries: the archive's folder (cudnn-linux-x86_64-9.x_cuda12-archive, or whatever the
// user renamed it to as long as it still says cudnn; cuDNN 8's cuda/), then lib, lib64, bin,
// bin\x64, lib\x64 (docs/nvidia-layouts.md, "Linux tarball", "Windows zip").
bool looksLikeCudnnFolder(const QString &name)
{
    const QString lower = name.toLower();
    return lower.contains(QLatin1String("cudnn")) || lower.startsWith(QLatin1String("cuda"))
           || lower.endsWith(QLatin1String("-archive")) || lower == QLatin1String("lib") || lower == QLatin1String("lib64")
           || lower == QLatin1String("bin") || lower == QLatin1String("x64");
}

// libcudnn_ops.so.9.1.0 on Linux, cudnn_ops64_9.dll on Windows: enough to ask CudnnCopyInspector,
// which reads the names properly.
bool looksLikeCudnnLibrary(const QString &name)
{
    return (name.startsWith(QLatin1String("libcudnn"), Qt::CaseInsensitive) && name.contains(QLatin1String(".so")))
           || (name.startsWith(QLatin1String("cudnn"), Qt::CaseInsensitive) && name.endsWith(QLatin1String(".dll"), Qt::CaseInsensitive));
}

QStringList subfolderPaths(const QString &base, const QStringList &patterns)
{
    QStringList paths;
    const QDir dir(base);
    for (const QString &name : dir.entryList(patterns, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

} // namespace

ExtractedCopySearch::ExtractedCopySearch(const SystemPaths &paths, QString workingFolder)
    : ExtractedCopySearch(paths, std::move(workingFolder), Limits())
{
}

ExtractedCopySearch::ExtractedCopySearch(const SystemPaths &paths, QString workingFolder, Limits limits)
    : m_paths(paths), m_workingFolder(workingFolder.isEmpty() ? QString() : QDir::cleanPath(workingFolder)), m_limits(limits)
{
}

QStringList ExtractedCopySearch::linuxDownloadFolders(const QString &home) const
{
    // Downloads in English, 下载 in a Chinese desktop session, and whatever xdg-user-dirs names
    // (one small file: ~/.config/user-dirs.dirs has XDG_DOWNLOAD_DIR="$HOME/Téléchargements").
    QStringList folders{home + QStringLiteral("/Downloads"), home + QStringLiteral("/下载")};
    const QString configHome = m_paths.environment().value(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    const auto bytes = SmallFileReader::read(configHome + QStringLiteral("/user-dirs.dirs"), nullptr, 64 * 1024);
    if (!bytes)
        return folders;
    for (const QByteArray &rawLine : bytes->split('\n')) {
        const QString line = QString::fromUtf8(rawLine).trimmed();
        if (!line.startsWith(QLatin1String("XDG_DOWNLOAD_DIR=")))
            continue;
        QString value = line.section(u'=', 1);
        if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"'))
            value = value.mid(1, value.size() - 2);
        value.replace(QLatin1String("$HOME"), home);
        if (value.startsWith(u'/'))
            folders.append(value);
    }
    return folders;
}

QStringList ExtractedCopySearch::workingFolderRoots(const QString &home) const
{
    // The project folder the program was started in, and the folder holding it ("next to my
    // project"), but never a drive or file-system root, nor the folder above the home folder:
    // that would be a walk of the disk or of every user's home.
    QStringList folders;
    if (m_workingFolder.isEmpty() || QDir(m_workingFolder).isRoot())
        return folders;
    folders.append(m_workingFolder);
    const QFileInfo working(m_workingFolder);
    const QDir parent = working.dir();
    if (!parent.isRoot() && working.canonicalFilePath() != QFileInfo(home).canonicalFilePath())
        folders.append(parent.path());
    return folders;
}

QStringList ExtractedCopySearch::linuxRoots() const
{
    QStringList roots;
    // cuDNN-named folders straight in /usr/local (/usr/local/cudnn, /usr/local/cudnn-9.1,
    // /usr/local/nvidia-cudnn), where older guides said to unpack; the rest of /usr/local is
    // the system's (its toolkits are ToolkitFinder's, /usr/local/lib is on ld.so.conf).
    roots += subfolderPaths(m_paths.system(QStringLiteral("/usr/local")), {QStringLiteral("*cudnn*")});
    // /opt: every /opt/<x>, and an archive folder inside it (/opt/x/lib itself is a side-by-side
    // copy CudnnCopyFinder already knows).
    roots.append(m_paths.system(QStringLiteral("/opt")));
    const QString home = m_paths.environment().value(QStringLiteral("HOME"));
    roots += workingFolderRoots(home);
    if (!home.isEmpty()) {
        roots += linuxDownloadFolders(home);
        roots.append(home);   // ~/cudnn-...-archive, ~/<project>/cudnn-...-archive, ~/Desktop/...
    }
    return roots;
}

QStringList ExtractedCopySearch::windowsRoots() const
{
    QStringList roots;
    // Each drive's top-level folders named like C:\tools, C:\cuda, D:\cuda, D:\cudnn-9.1: one read
    // of the drive's root, never a walk of the drive. A --sysroot is a single drive: C: and D:
    // both land in it.
    QStringList drives;
    if (m_paths.isLiveSystem()) {
        for (const QFileInfo &drive : QDir::drives())
            drives.append(drive.absoluteFilePath());
    } else {
        drives.append(m_paths.system(QStringLiteral("C:/")));
    }
    for (const QString &drive : drives)
        roots += subfolderPaths(drive, {QStringLiteral("tools"), QStringLiteral("cuda*"), QStringLiteral("*cudnn*")});
    const QString profile = m_paths.environmentPath(m_paths.environment().value(QStringLiteral("USERPROFILE")));
    roots += workingFolderRoots(profile);
    if (!profile.isEmpty()) {
        roots.append(profile + QStringLiteral("/Downloads"));
        roots.append(profile + QStringLiteral("/Desktop"));
        roots.append(profile);
    }
    return roots;
}

QStringList ExtractedCopySearch::roots() const
{
    QStringList roots;
    for (const QString &candidate : m_paths.platform().isWindows() ? windowsRoots() : linuxRoots()) {
        const QString canonical = QFileInfo(candidate).canonicalFilePath();
        if (!canonical.isEmpty() && QFileInfo(canonical).isDir() && !roots.contains(canonical))
            roots.append(canonical);
    }
    return roots;
}

ExtractedCopySearch::Result ExtractedCopySearch::run() const
{
    struct Folder
    {
        QString path;   // canonical
        int level;      // below its root
        QString root;
    };
    Result result;
    // Breadth first, over all roots together: every root is read before any folder below one,
    // so a folder that is itself a root (~/Downloads inside ~) is read once, as a root; and when
    // the budget runs out, what is left unread is the deepest.
    QList<Folder> queue;
    QSet<QString> queued;
    for (const QString &root : roots()) {
        queue.append({root, 0, root});
        queued.insert(root);
    }
    for (qsizetype next = 0; next < queue.size(); ++next) {
        const Folder folder = queue.at(next);
        QDirIterator entries(folder.path, QDir::Dirs | QDir::Files | QDir::System | QDir::NoDotAndDotDot);
        int readHere = 0;
        bool holdsLibrary = false;
        while (entries.hasNext()) {
            if (result.entriesRead >= m_limits.maxEntries) {
                result.notes.append({folder.path, tr("The search for cuDNN unpacked by hand stopped here, after %1 folder "
                                                     "entries, to keep the scan fast. Folders it had not reached were not "
                                                     "looked at.")
                                                      .arg(m_limits.maxEntries)});
                std::sort(result.libraryFolders.begin(), result.libraryFolders.end());
                return result;
            }
            if (readHere >= m_limits.maxEntriesPerFolder) {
                result.notes.append({folder.path, tr("This folder has more than %1 entries; the search for cuDNN unpacked "
                                                     "by hand looked at the first %1 only.")
                                                      .arg(m_limits.maxEntriesPerFolder)});
                break;
            }
            entries.next();
            ++readHere;
            ++result.entriesRead;
            const QFileInfo entry = entries.fileInfo();
            const QString name = entry.fileName();
            if (!entry.isDir()) {
                holdsLibrary = holdsLibrary || looksLikeCudnnLibrary(name);
                continue;
            }
            const int level = folder.level + 1;
            if (level > m_limits.maxDepth || neverSearched(name) || (level >= 2 && !looksLikeCudnnFolder(name)))
                continue;
            QString path = folder.path + u'/' + name;
            if (entry.isSymLink() || entry.isJunction()) {
                // A link can lead anywhere, back up into a circle included: followed only to a
                // folder inside the same root (where the walk would find it anyway).
                path = entry.canonicalFilePath();
                if (path.isEmpty() || !path.startsWith(folder.root + u'/'))
                    continue;
            }
            if (queued.contains(path))
                continue;
            queued.insert(path);
            queue.append({path, level, folder.root});
        }
        if (holdsLibrary)
            result.libraryFolders.append(folder.path);
    }
    std::sort(result.libraryFolders.begin(), result.libraryFolders.end());
    return result;
}

} // namespace cudnnsetup
