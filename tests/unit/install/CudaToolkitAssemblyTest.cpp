// CudaToolkitAssembly on real unpacked component folders in a temporary directory: the flat
// overlay NVIDIA describes (bin/, include/, lib/, nvvm/ beside bin/), licenses kept per
// component, a Linux lib64/ taken as lib/, files two components share, files already in place,
// and the default roots of both systems and scopes.
#include "core/install/CudaToolkitAssembly.h"
#include "core/install/InstallPlan.h"
#include "support/SymlinksReported.h"
#include "unit/install/InstallTestSupport.h"

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CudaToolkitAssemblyTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_temp.isValid()); }

    QString staged(const QString &component, const QString &version,
                   const QList<std::pair<QString, QByteArray>> &files)
    {
        const QString top = m_temp.path() + QStringLiteral("/staging/%1-linux-x86_64-%2-archive").arg(component, version);
        for (const auto &[relative, content] : files)
            writeFile(top + u'/' + relative, content);
        m_pieces.components.append({top + QStringLiteral(".tar.xz"), top, component, *Version::parse(version)});
        return top;
    }

    QString root() const { return m_temp.path() + QStringLiteral("/cuda-13.0"); }

    const PlannedFile *planned(const InstallPlan &plan, const QString &relative) const
    {
        for (const PlannedFile &file : plan.files)
            if (file.destination == root() + u'/' + relative)
                return &file;
        return nullptr;
    }

    QTemporaryDir m_temp;
    CudaPieces m_pieces{*Version::parse(QStringLiteral("13.0.2")), QStringLiteral("develop"), {}, {}};
};

TEST_F(CudaToolkitAssemblyTest, ComponentsAreOverlaidIntoOneFlatRoot)
{
    staged(QStringLiteral("cuda_nvcc"), QStringLiteral("13.0.88"),
           {{QStringLiteral("bin/nvcc"), "nvcc"}, {QStringLiteral("bin/nvcc.profile"), "TOP = $(_HERE_)/..\n"},
            {QStringLiteral("LICENSE"), "nvcc license"}});
    staged(QStringLiteral("libnvvm"), QStringLiteral("13.0.88"),
           {{QStringLiteral("nvvm/bin/cicc"), "cicc"}, {QStringLiteral("nvvm/lib64/libnvvm.so.4"), "nvvm"},
            {QStringLiteral("LICENSE"), "nvvm license"}});
    staged(QStringLiteral("cuda_cudart"), QStringLiteral("13.0.96"),
           {{QStringLiteral("include/cuda_runtime.h"), "runtime"}, {QStringLiteral("lib64/libcudart.so.13.0.96"), "ELF"}});

    InstallPlan plan;
    CudaToolkitAssembly::addTo(plan, m_pieces, root());
    EXPECT_EQ(plan.cudaComponents, (QStringList{QStringLiteral("cuda_nvcc 13.0.88"), QStringLiteral("libnvvm 13.0.88"),
                                                QStringLiteral("cuda_cudart 13.0.96")}));
    for (const char *relative : {"bin/nvcc", "bin/nvcc.profile", "nvvm/bin/cicc", "nvvm/lib64/libnvvm.so.4",
                                 "include/cuda_runtime.h", "lib/libcudart.so.13.0.96", "licenses/cuda_nvcc/LICENSE",
                                 "licenses/libnvvm/LICENSE"})
        EXPECT_NE(planned(plan, QLatin1String(relative)), nullptr) << relative;
    // nvvm's own lib64 is not the toolkit's library folder: it stays where nvcc looks.
    EXPECT_EQ(planned(plan, QStringLiteral("lib/libnvvm.so.4")), nullptr);
    // Every folder a file goes to is created, parents first.
    ASSERT_FALSE(plan.directories.isEmpty());
    EXPECT_EQ(plan.directories.first(), root());
    for (const PlannedFile &file : plan.files) {
        const QString folder = QFileInfo(file.destination).path();
        EXPECT_TRUE(plan.directories.contains(folder)) << folder;
    }
    for (qsizetype i = 1; i < plan.directories.size(); ++i)
        EXPECT_TRUE(plan.directories.indexOf(QFileInfo(plan.directories[i]).path()) < i) << plan.directories[i];
    EXPECT_EQ(plan.bytesNeeded, qint64(qstrlen("nvcc") + qstrlen("TOP = $(_HERE_)/..\n") + qstrlen("nvcc license") + qstrlen("cicc")
                                       + qstrlen("nvvm") + qstrlen("nvvm license") + qstrlen("runtime") + qstrlen("ELF")));
    EXPECT_TRUE(plan.notes.isEmpty());
}

TEST_F(CudaToolkitAssemblyTest, ALinkStaysALinkAndTheRootGetsLib64PointingAtLib)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString cudart = staged(QStringLiteral("cuda_cudart"), QStringLiteral("13.0.96"),
                                  {{QStringLiteral("lib64/libcudart.so.13.0.96"), "ELF"}});
    makeSymlink(cudart + QStringLiteral("/lib64/libcudart.so.13"), QStringLiteral("libcudart.so.13.0.96"));
    m_pieces.rootEntries = m_temp.path() + QStringLiteral("/staging/.toolkit");
    ASSERT_TRUE(CudaToolkitAssembly::stageRootEntries(m_pieces.rootEntries));
    InstallPlan plan;
    CudaToolkitAssembly::addTo(plan, m_pieces, root());
    const PlannedFile *link = planned(plan, QStringLiteral("lib/libcudart.so.13"));
    ASSERT_NE(link, nullptr);
    EXPECT_EQ(link->incoming.kind, FileFingerprint::Kind::Symlink);
    EXPECT_EQ(link->incoming.linkText, QStringLiteral("libcudart.so.13.0.96"));
    // nvcc.profile hands the linker $(TOP)/lib64: the root's lib64 leads to the one lib/.
    const PlannedFile *lib64 = planned(plan, QStringLiteral("lib64"));
    ASSERT_NE(lib64, nullptr);
    EXPECT_EQ(lib64->incoming.kind, FileFingerprint::Kind::Symlink);
    EXPECT_EQ(lib64->incoming.linkText, QStringLiteral("lib"));
    EXPECT_EQ(plan.cudaComponents, QStringList{QStringLiteral("cuda_cudart 13.0.96")});
}

TEST_F(CudaToolkitAssemblyTest, ASharedFileIsPlacedOnceAndADifferingOneSaysWhichWins)
{
    staged(QStringLiteral("cuda_cudart"), QStringLiteral("13.0.96"),
           {{QStringLiteral("include/cuda_fp16.h"), "same"}, {QStringLiteral("include/shared.h"), "cudart's"}});
    const QString later = staged(QStringLiteral("cuda_crt"), QStringLiteral("13.0.88"),
                                 {{QStringLiteral("include/cuda_fp16.h"), "same"}, {QStringLiteral("include/shared.h"), "crt's!"}});
    InstallPlan plan;
    CudaToolkitAssembly::addTo(plan, m_pieces, root());
    ASSERT_EQ(plan.files.size(), 2);
    const PlannedFile *shared = planned(plan, QStringLiteral("include/shared.h"));
    ASSERT_NE(shared, nullptr);
    EXPECT_EQ(shared->source, later + QStringLiteral("/include/shared.h"));
    EXPECT_EQ(plan.bytesNeeded, qint64(qstrlen("same") + qstrlen("crt's!")));
    ASSERT_EQ(plan.notes.size(), 1);
    EXPECT_TRUE(plan.notes.first().contains(QStringLiteral("include/shared.h"))) << plan.notes.first();
}

TEST_F(CudaToolkitAssemblyTest, FilesAlreadyInPlaceAreCountedNotCopied)
{
    staged(QStringLiteral("cuda_cudart"), QStringLiteral("13.0.96"),
           {{QStringLiteral("include/cuda_runtime.h"), "runtime"}, {QStringLiteral("include/new.h"), "new"}});
    writeFile(root() + QStringLiteral("/include/cuda_runtime.h"), "runtime");
    // Same bytes and time: what an earlier install of the same archive left.
    const QFileInfo source(m_pieces.components.first().stagedTop + QStringLiteral("/include/cuda_runtime.h"));
    QFile placed(root() + QStringLiteral("/include/cuda_runtime.h"));
    ASSERT_TRUE(placed.open(QIODevice::ReadWrite));
    ASSERT_TRUE(placed.setFileTime(source.lastModified(), QFileDevice::FileModificationTime));
    placed.close();
    InstallPlan plan;
    CudaToolkitAssembly::addTo(plan, m_pieces, root());
    EXPECT_EQ(plan.unchangedFiles, 1);
    ASSERT_EQ(plan.files.size(), 1);
    EXPECT_EQ(plan.files.first().destination, root() + QStringLiteral("/include/new.h"));
    EXPECT_TRUE(plan.directories.isEmpty()) << plan.directories.join(u' ').toStdString();
}

TEST(CudaToolkitRoots, DefaultRootsFollowEachSystemsCustom)
{
    const Version release = *Version::parse(QStringLiteral("13.0.2"));
    const SystemPaths linux = linuxPaths(QStringLiteral("/home/ming"));
    EXPECT_EQ(CudaToolkitAssembly::defaultRoot(release, InstallScope::System, false, linux, QStringLiteral("/home/ming")),
              QStringLiteral("/usr/local/cuda-13.0"));
    EXPECT_EQ(CudaToolkitAssembly::defaultRoot(release, InstallScope::User, false, linux, QStringLiteral("/home/ming")),
              QStringLiteral("/home/ming/.local/cuda-13.0"));
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("LOCALAPPDATA"), QStringLiteral("C:\\Users\\ming\\AppData\\Local"));
    environment.insert(QStringLiteral("ProgramFiles"), QStringLiteral("C:\\Program Files"));
    const SystemPaths windows(QString(), HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}, environment);
    EXPECT_EQ(CudaToolkitAssembly::defaultRoot(release, InstallScope::User, true, windows, QStringLiteral("C:/Users/ming")),
              QStringLiteral("C:/Users/ming/AppData/Local/Programs/NVIDIA GPU Computing Toolkit/CUDA/v13.0"));
    EXPECT_TRUE(CudaToolkitAssembly::defaultRoot(release, InstallScope::System, true, windows, QString())
                    .endsWith(QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA/v13.0")));
    EXPECT_EQ(CudaToolkitAssembly::programFolders(QStringLiteral("C:/cuda"), release, true),
              (QStringList{QStringLiteral("C:/cuda/bin"), QStringLiteral("C:/cuda/bin/x64")}));
    EXPECT_EQ(CudaToolkitAssembly::programFolders(QStringLiteral("/opt/cuda"), release, false), QStringList{QStringLiteral("/opt/cuda/bin")});
    EXPECT_EQ(CudaToolkitAssembly::programFolders(QStringLiteral("C:/cuda"), *Version::parse(QStringLiteral("12.6.3")), true),
              QStringList{QStringLiteral("C:/cuda/bin")});
}

} // namespace
