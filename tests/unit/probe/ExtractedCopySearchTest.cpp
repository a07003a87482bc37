// cuDNN unpacked by hand wherever a student put it (issue 21): NVIDIA's archives unpacked into
// Downloads, /usr/local, an /opt folder, next to a project, C:\tools; the bounds of the search
// (depth, folder names, links, the entry budget); and cudnn.h without the headers it includes.
#include "ScanTestSupport.h"

#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/ExtractedCopySearch.h"
#include "core/probe/ToolkitFinder.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "support/SymlinksReported.h"

#include <QDir>
#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kVersion = QStringLiteral("9.19.0.56");
const QString kLinuxArchive = ArchiveBuilder::archiveStem(QStringLiteral("linux-x86_64"), kVersion, QStringLiteral("12"));
const QString kWindowsArchive = ArchiveBuilder::archiveStem(QStringLiteral("windows-x86_64"), kVersion, QStringLiteral("12"));
const QString kFoundVia = QStringLiteral("extracted-copy search");

// The include lines of cuDNN 9's cudnn.h, as NVIDIA ships it.
const QByteArray kCudnn9Header = "/* cudnn : Neural Networks Library */\n\n#if !defined(CUDNN_H_)\n#define CUDNN_H_\n\n"
                                 "#include <cuda_runtime_api.h>\n#include \"cudnn_version.h\"\n#include \"cudnn_graph.h\"\n"
                                 "#include \"cudnn_ops.h\"\n#include \"cudnn_adv.h\"\n#include \"cudnn_cnn.h\"\n\n#endif\n";

class ExtractedCopySearchTest : public ScanTest
{
protected:
    // What unpacking NVIDIA's archive into `folder` gives (tar -xf, Windows' Extract All): the
    // archive's top folder with include/ and lib/ or bin\x64\; its links where this system
    // reports links (the real files carry the full versions either way).
    void unpack(const QString &folder, const QList<ArchiveEntry> &entries)
    {
        for (const ArchiveEntry &entry : entries) {
            const QString path = folder + u'/' + entry.path;
            if (entry.kind == ArchiveEntry::Kind::Directory)
                sysroot.dir(path);
            else if (entry.kind == ArchiveEntry::Kind::File)
                sysroot.file(path, entry.content);
            else if (entry.kind == ArchiveEntry::Kind::Symlink && symlinksAreReported())
                sysroot.symlink(path, entry.target);
        }
    }
    void unpackLinuxArchive(const QString &folder, const QString &version = kVersion)
    {
        unpack(folder, ArchiveBuilder::cudnnLinuxEntries(version, 12));
    }

    CudnnCopyFinderResult find(std::optional<HostPlatform> platform = {}, const QString &workingFolder = {})
    {
        m_paths.emplace(paths(platform));
        m_toolkits = ToolkitFinder(*m_paths, false, 1500).find().toolkits;
        return CudnnCopyFinder(*m_paths, m_toolkits, workingFolder).find();
    }
    static const CudnnCopy *in(const CudnnCopyFinderResult &result, const QString &libraryDirSuffix)
    {
        for (const CudnnCopy &copy : result.copies)
            if (copy.libraryDir.endsWith(libraryDirSuffix))
                return &copy;
        return nullptr;
    }
    static std::string listed(const CudnnCopyFinderResult &result)
    {
        QStringList lines;
        for (const CudnnCopy &copy : result.copies)
            lines.append(QStringLiteral("%1 (%2)").arg(copy.libraryDir, CudnnCopy::kindKey(copy.kind)));
        for (const ScanNote &note : result.notes)
            lines.append(QStringLiteral("note: %1: %2").arg(note.subject, note.message));
        return lines.join(u'\n').toStdString();
    }
    static const CudnnCopyProblem *problemOf(const CudnnCopy &copy, CudnnCopyProblem::Kind kind)
    {
        for (const CudnnCopyProblem &problem : copy.problemDetails)
            if (problem.kind == kind)
                return &problem;
        return nullptr;
    }

    std::optional<SystemPaths> m_paths;
    QList<ToolkitInstall> m_toolkits;
};

TEST_F(ExtractedCopySearchTest, FindsTheArchiveUnpackedInDownloadsWithItsVersion)
{
    unpackLinuxArchive(QStringLiteral("home/student/Downloads"));
    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    const CudnnCopy &copy = result.copies.first();
    EXPECT_TRUE(copy.libraryDir.endsWith(QStringLiteral("home/student/Downloads/") + kLinuxArchive + QStringLiteral("/lib")));
    EXPECT_EQ(copy.kind, CudnnCopy::Kind::ExtractedByHand);
    EXPECT_EQ(CudnnCopy::kindKey(copy.kind), QStringLiteral("extracted"));
    EXPECT_EQ(copy.bestVersion(), (Version{9, 19, 0}));
    EXPECT_EQ(copy.headerVersion, (Version{9, 19, 0}));
    EXPECT_TRUE(copy.includeDir.endsWith(kLinuxArchive + QStringLiteral("/include"))) << copy.includeDir.toStdString();
    EXPECT_EQ(copy.subLibraries().size(), 8);
    EXPECT_EQ(copy.foundVia, QStringList{kFoundVia});
    EXPECT_TRUE(copy.problems.isEmpty()) << copy.problems.join(u'\n').toStdString();
    EXPECT_TRUE(result.notes.isEmpty()) << listed(result);
}

TEST_F(ExtractedCopySearchTest, FindsTheDownloadFolderXdgNames)
{
    sysroot.file(QStringLiteral("home/student/.config/user-dirs.dirs"),
                 "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Bureau\"\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n");
    // Two levels below the named folder: out of reach from the home folder (3 levels, and
    // "tmp" does not look like cuDNN), in reach from the download folder as a root of its own.
    unpackLinuxArchive(QStringLiteral("home/student/Téléchargements/tmp"));
    const CudnnCopyFinderResult result = find();
    EXPECT_TRUE(in(result, QStringLiteral("Téléchargements/tmp/") + kLinuxArchive + QStringLiteral("/lib"))) << listed(result);
}

TEST_F(ExtractedCopySearchTest, FindsACopyUnpackedIntoUsrLocal)
{
    unpack(QStringLiteral("usr/local"),
           ArchiveBuilder::withTopDirectory(ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.1.0.70"), 12), QStringLiteral("cudnn-9.1")));
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("usr/local/cudnn-9.1/lib"));
    ASSERT_TRUE(copy) << listed(result);
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::ExtractedByHand);
    EXPECT_EQ(copy->bestVersion(), (Version{9, 1, 0}));
    EXPECT_EQ(copy->headerVersion, (Version{9, 1, 0}));
}

TEST_F(ExtractedCopySearchTest, FindsAnArchiveFolderInsideAnOptFolder)
{
    unpackLinuxArchive(QStringLiteral("opt/deps"));
    // /opt/<x>/lib itself stays the side-by-side copy it always was, found once.
    sysroot.cudnnLinuxLibraries(QStringLiteral("opt/cudnn-9.10/lib"), QStringLiteral("9.10.2"));
    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 2) << listed(result);
    const CudnnCopy *archive = in(result, QStringLiteral("opt/deps/") + kLinuxArchive + QStringLiteral("/lib"));
    ASSERT_TRUE(archive) << listed(result);
    EXPECT_EQ(archive->kind, CudnnCopy::Kind::ExtractedByHand);
    EXPECT_EQ(archive->bestVersion(), (Version{9, 19, 0}));
    const CudnnCopy *sideBySide = in(result, QStringLiteral("opt/cudnn-9.10/lib"));
    ASSERT_TRUE(sideBySide);
    EXPECT_EQ(sideBySide->kind, CudnnCopy::Kind::SideBySide);
    EXPECT_EQ(sideBySide->foundVia, QStringList{QStringLiteral("side-by-side")});
}

TEST_F(ExtractedCopySearchTest, FindsTheLegacyCudaFolderOfCudnn8)
{
    unpack(QStringLiteral("home/student/Downloads"), ArchiveBuilder::cudnnLegacyEntries(QStringLiteral("8.2.4.15")));
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("Downloads/cuda/lib64"));
    ASSERT_TRUE(copy) << listed(result);
    EXPECT_EQ(copy->bestVersion(), (Version{8, 2, 4}));
    EXPECT_EQ(copy->headerVersion, (Version{8, 2, 4}));
}

TEST_F(ExtractedCopySearchTest, FindsACopyNextToTheProjectTheProgramStartedIn)
{
    // Outside the home folder, so only the working folder can lead there.
    const QString project = sysroot.dir(QStringLiteral("data/projects/detector"));
    sysroot.file(QStringLiteral("data/projects/detector/CMakeLists.txt"), "project(detector)\n");
    unpackLinuxArchive(QStringLiteral("data/projects"));
    unpackLinuxArchive(QStringLiteral("data/projects/detector/third_party"), QStringLiteral("9.10.2.21"));

    const CudnnCopyFinderResult withoutProject = find();
    EXPECT_TRUE(withoutProject.copies.isEmpty()) << listed(withoutProject);

    const CudnnCopyFinderResult result = find({}, project);
    EXPECT_EQ(result.copies.size(), 2) << listed(result);
    const CudnnCopy *beside = in(result, QStringLiteral("data/projects/") + kLinuxArchive + QStringLiteral("/lib"));
    ASSERT_TRUE(beside) << listed(result);
    EXPECT_EQ(beside->kind, CudnnCopy::Kind::ExtractedByHand);
    const CudnnCopy *inside = in(result, QStringLiteral("detector/third_party/cudnn-linux-x86_64-9.10.2.21_cuda12-archive/lib"));
    ASSERT_TRUE(inside) << listed(result);
    EXPECT_EQ(inside->bestVersion(), (Version{9, 10, 2}));
}

TEST_F(ExtractedCopySearchTest, FindsWindowsArchivesInToolsAndTheUserFolder)
{
    // 9.19 keeps its DLLs in bin\x64, 9.10 in bin (docs/nvidia-layouts.md, "Windows zip").
    unpack(QStringLiteral("tools"), ArchiveBuilder::cudnnWindowsEntries(kVersion, 12));
    unpack(QStringLiteral("Users/student/Downloads"), ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.10.2.21"), 12));
    environment.insert(QStringLiteral("USERPROFILE"), QStringLiteral("C:\\Users\\student"));

    const CudnnCopyFinderResult result = find(HostPlatform::fromRedistKey(u"windows-x86_64"));
    ASSERT_EQ(result.copies.size(), 2) << listed(result);
    const CudnnCopy *tools = in(result, QStringLiteral("tools/") + kWindowsArchive + QStringLiteral("/bin/x64"));
    ASSERT_TRUE(tools) << listed(result);
    EXPECT_EQ(tools->kind, CudnnCopy::Kind::ExtractedByHand);
    EXPECT_EQ(tools->libraryMajor(), 9);
    EXPECT_EQ(tools->subLibraries().size(), 8);
    EXPECT_EQ(tools->headerVersion, (Version{9, 19, 0}));   // include\ is two up from bin\x64
    EXPECT_TRUE(tools->problems.isEmpty()) << tools->problems.join(u'\n').toStdString();
    const CudnnCopy *downloads = in(result, QStringLiteral("Users/student/Downloads/cudnn-windows-x86_64-9.10.2.21_cuda12-archive/bin"));
    ASSERT_TRUE(downloads) << listed(result);
    EXPECT_EQ(downloads->headerVersion, (Version{9, 10, 2}));
}

TEST_F(ExtractedCopySearchTest, TheDepthAndTheFolderNamesBoundTheSearch)
{
    // Three levels below /opt: found. Four: not. And past the first level only names an
    // unpacked archive has are entered ("misc" is not one).
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("opt/vendor/cudnn-9/lib"), 9);
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("opt/vendor/cudnn-9/cudnn-copy/lib"), 9);
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("home/student/Downloads/cudnn-a/cudnn-b/cudnn-c/lib"), 9);
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("home/student/projects/misc/lib"), 9);
    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    EXPECT_TRUE(in(result, QStringLiteral("opt/vendor/cudnn-9/lib"))) << listed(result);
}

TEST_F(ExtractedCopySearchTest, LinksInCirclesOrOutOfTheRootAreNotFollowed)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("home/student/cudnn-loop/lib"), 9);
    sysroot.symlink(QStringLiteral("home/student/cudnn-loop/lib/cuda-again"), QStringLiteral(".."));
    sysroot.symlink(QStringLiteral("home/student/cudnn-loop/cuda-up"), QStringLiteral("../.."));
    sysroot.symlink(QStringLiteral("home/student/cudnn-a"), QStringLiteral("cudnn-b"));
    sysroot.symlink(QStringLiteral("home/student/cudnn-b"), QStringLiteral("cudnn-a"));
    // A copy outside every root, reachable only through a link: not followed out of the home folder.
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("srv/cudnn/lib"), 9);
    sysroot.symlink(QStringLiteral("home/student/cudnn-elsewhere"), sysroot.path(QStringLiteral("srv/cudnn")));

    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    EXPECT_TRUE(in(result, QStringLiteral("home/student/cudnn-loop/lib"))) << listed(result);
}

TEST_F(ExtractedCopySearchTest, TheEntryBudgetCutsTheSearchShortAndSaysSo)
{
    for (int i = 0; i < 100; ++i)
        sysroot.file(QStringLiteral("home/student/notes-%1.txt").arg(i), "notes");
    unpackLinuxArchive(QStringLiteral("home/student/Downloads"));
    const SystemPaths systemPaths = paths();

    const ExtractedCopySearch::Result unbounded = ExtractedCopySearch(systemPaths, {}).run();
    EXPECT_EQ(unbounded.libraryFolders.size(), 1);
    EXPECT_TRUE(unbounded.notes.isEmpty());

    ExtractedCopySearch::Limits small;
    small.maxEntries = 30;
    const ExtractedCopySearch::Result cut = ExtractedCopySearch(systemPaths, {}, small).run();
    EXPECT_EQ(cut.entriesRead, 30);
    ASSERT_EQ(cut.notes.size(), 1);
    EXPECT_TRUE(cut.notes.first().message.contains(QStringLiteral("stopped here, after 30 folder entries"))) << cut.notes.first().message.toStdString();

    // A crowded folder uses up its own share, not the whole budget: the download folder, a root
    // of its own, is still searched.
    ExtractedCopySearch::Limits perFolder;
    perFolder.maxEntriesPerFolder = 50;   // the archive's lib/ has 32 entries
    const ExtractedCopySearch::Result crowded = ExtractedCopySearch(systemPaths, {}, perFolder).run();
    ASSERT_EQ(crowded.notes.size(), 1);
    EXPECT_TRUE(crowded.notes.first().subject.endsWith(QStringLiteral("home/student")));
    EXPECT_TRUE(crowded.notes.first().message.contains(QStringLiteral("more than 50 entries")));
    EXPECT_EQ(crowded.libraryFolders.size(), 1);
}

TEST_F(ExtractedCopySearchTest, HiddenFoldersPackageTreesAndCondaEnvironments)
{
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("home/student/.cache/cudnn/lib"), 9);
    sysroot.cudnnSonameOnlyLibraries(QStringLiteral("home/student/app/node_modules/cudnn/lib"), 9);
    // A conda environment nobody activated is one, whatever folder it sits in.
    sysroot.cudnnLinuxLibraries(QStringLiteral("home/student/miniconda3/lib"), QStringLiteral("9.1.1"));
    sysroot.file(QStringLiteral("home/student/miniconda3/conda-meta/cudnn-9.1.1.17-cuda12_1.json"), "{}");
    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    const CudnnCopy *conda = in(result, QStringLiteral("miniconda3/lib"));
    ASSERT_TRUE(conda);
    EXPECT_EQ(conda->kind, CudnnCopy::Kind::Conda);
    EXPECT_EQ(conda->packageVersion, (Version{9, 1, 1, 17}));
}

TEST_F(ExtractedCopySearchTest, CudnnHeaderWithoutTheHeadersItIncludesIsReported)
{
    const QString include = QStringLiteral("home/student/Downloads/") + kLinuxArchive + QStringLiteral("/include");
    unpackLinuxArchive(QStringLiteral("home/student/Downloads"));
    // Only cudnn.h and the ops header were copied over from another machine.
    for (const QString &name : QDir(sysroot.path(include)).entryList({QStringLiteral("*.h")}, QDir::Files))
        if (name != QLatin1String("cudnn.h") && name != QLatin1String("cudnn_ops.h"))
            QFile::remove(sysroot.path(include + u'/' + name));
    sysroot.file(include + QStringLiteral("/cudnn.h"), kCudnn9Header);

    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    const CudnnCopy &copy = result.copies.first();
    EXPECT_FALSE(copy.headerVersion.isValid());
    EXPECT_TRUE(copy.includeDir.endsWith(include)) << copy.includeDir.toStdString();   // the headers there are this copy's
    const CudnnCopyProblem *problem = problemOf(copy, CudnnCopyProblem::Kind::HeadersIncomplete);
    ASSERT_TRUE(problem) << copy.problems.join(u'\n').toStdString();
    ASSERT_FALSE(problem->subjects.isEmpty());
    EXPECT_TRUE(problem->subjects.first().endsWith(include + QStringLiteral("/cudnn.h")));
    EXPECT_EQ(problem->subjects.mid(1), (QStringList{QStringLiteral("cudnn_version.h"), QStringLiteral("cudnn_graph.h"),
                                                     QStringLiteral("cudnn_adv.h"), QStringLiteral("cudnn_cnn.h")}));
    ASSERT_EQ(copy.problems.size(), copy.problemDetails.size());
    EXPECT_TRUE(copy.problems.last().contains(QStringLiteral("cudnn_version.h, cudnn_graph.h, cudnn_adv.h, cudnn_cnn.h")))
        << copy.problems.last().toStdString();
}

TEST_F(ExtractedCopySearchTest, TheRealCudnnHeadersOfThisMachineAreComplete)
{
    // NVIDIA's own cudnn.h decides which headers must be there: with the real header set (when this
    // machine has cuDNN in its toolkit) nothing is missing, and without cudnn_ops.h exactly that is.
    const QDir real(QStringLiteral("/usr/local/cuda/include"));
    const QStringList headers = real.entryList({QStringLiteral("cudnn*.h")}, QDir::Files);
    if (!headers.contains(QStringLiteral("cudnn.h")))
        GTEST_SKIP() << "no cuDNN headers in /usr/local/cuda/include";
    const QString include = QStringLiteral("home/student/Downloads/") + kLinuxArchive + QStringLiteral("/include");
    unpackLinuxArchive(QStringLiteral("home/student/Downloads"));
    for (const QString &name : headers) {
        QFile::remove(sysroot.path(include + u'/' + name));
        ASSERT_TRUE(QFile::copy(real.filePath(name), sysroot.path(include + u'/' + name)));
    }
    CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    EXPECT_FALSE(problemOf(result.copies.first(), CudnnCopyProblem::Kind::HeadersIncomplete))
        << result.copies.first().problems.join(u'\n').toStdString();

    QFile::remove(sysroot.path(include + QStringLiteral("/cudnn_ops.h")));
    result = find();
    ASSERT_EQ(result.copies.size(), 1) << listed(result);
    const CudnnCopyProblem *problem = problemOf(result.copies.first(), CudnnCopyProblem::Kind::HeadersIncomplete);
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->subjects.mid(1), QStringList{QStringLiteral("cudnn_ops.h")});
}

} // namespace
