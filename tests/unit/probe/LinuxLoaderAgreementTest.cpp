// The loader model (LinuxLoader, CudnnPartLoading) against the real glibc loader. Each test lays
// out real ELF libraries built with gcc the way pip, conda, NVIDIA's tarballs and a toolkit lay
// them out (tests/fixtures/elf/ElfBuilder.h), then a real program dlopen()s the framework's
// library, lets it load cuDNN and its parts, and prints every object the loader mapped
// (dl_iterate_phdr). The model, given the same files, LD_LIBRARY_PATH and ld.so.conf, must
// name exactly the same files. The loader cache is one the test builds from its own ld.so.conf
// (ldconfig -C), seen by the program in a mount namespace of its own, so the machine's cache
// does not count. One test runs this machine's real cuDNN 9.19 files.
#include "fixtures/elf/ElfBuilder.h"
#include "support/GTestPrinters.h"

#include "core/probe/loader/CudnnPartLoading.h"
#include "core/probe/loader/LinuxLoader.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

namespace cudnnsetup::testing {
namespace {

constexpr const char *kProbeSource = R"(#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
static int show(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    (void)data;
    if (info->dlpi_name && info->dlpi_name[0])
        printf("loaded %s\n", info->dlpi_name);
    return 0;
}
int main(int argc, char **argv)
{
    void *library = dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL);
    if (!library) {
        printf("error %s\n", dlerror());
        return 2;
    }
    if (argc > 2) {
        int (*start)(void) = (int (*)(void))dlsym(library, argv[2]);
        if (!start) {
            printf("error no %s\n", argv[2]);
            return 3;
        }
        printf("result %d\n", start());
    }
    dl_iterate_phdr(show, NULL);
    return 0;
}
)";

class LinuxLoaderAgreementTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (ElfBuilder::compiler().isEmpty())
            GTEST_SKIP() << "no gcc to build real libraries with";
        m_unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        m_ldconfig = QFileInfo::exists(QStringLiteral("/sbin/ldconfig")) ? QStringLiteral("/sbin/ldconfig") : QStringLiteral("/usr/sbin/ldconfig");
        if (m_unshare.isEmpty() || !QFileInfo(m_ldconfig).isExecutable())
            GTEST_SKIP() << "unshare and ldconfig are needed to give the program a loader cache of the test's own";
        ASSERT_TRUE(m_dir.isValid());
        // The canonical path: the loader reports the paths it opened, and /tmp may be a link.
        m_root = QFileInfo(m_dir.path()).canonicalFilePath();
        QString error;
        ASSERT_TRUE(ElfBuilder::program(m_root + QStringLiteral("/probe"), QString::fromLatin1(kProbeSource), {}, SearchPathTag::None, &error))
            << error.toStdString();
        // Whether this machine lets a program have a mount namespace of its own at all.
        QProcess check;
        check.start(m_unshare, namespaceArguments() + QStringList{QStringLiteral("true")});
        if (!check.waitForFinished(20000) || check.exitCode() != 0)
            GTEST_SKIP() << "no private mount namespace here (unshare --mount failed: "
                         << QString::fromLocal8Bit(check.readAllStandardError()).toStdString() << ")";
    }

    QString path(const QString &relative) const { return m_root + u'/' + relative; }

    QStringList namespaceArguments() const
    {
        QStringList arguments{QStringLiteral("--mount")};
        if (::geteuid() != 0)
            arguments << QStringLiteral("--map-root-user");
        return arguments;
    }

    // Writes the copy, and remembers its release by its folder (the model's version of a copy).
    QString writeCopy(const QString &folder, const FakeCudnn &release, CopyLayout layout, const QStringList &without = {})
    {
        QString error;
        EXPECT_TRUE(release.writeCopy(folder, layout, without, &error)) << error.toStdString();
        m_releases.insert(folder, Version{release.major, release.minor, release.patch});
        return folder;
    }

    // pip's torch in a venv: the nvidia-cudnn wheel of `release` and libtorch_cuda.so needing
    // libcudnn.so.N with torch's DT_RPATH. Returns the library.
    QString pipTorch(const FakeCudnn &release, const QStringList &withoutParts = {})
    {
        const QString wheel = writeCopy(site() + QStringLiteral("/nvidia/cudnn/lib"), release, CopyLayout::Wheel, withoutParts);
        return writeFramework(site() + QStringLiteral("/torch/lib/libtorch_cuda.so"), Reaches::ByNeed,
                              {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}, SearchPathTag::Rpath,
                              wheel + QStringLiteral("/libcudnn.so.") + QString::number(release.major), release.major);
    }

    QString site() const { return path(QStringLiteral("venv/lib/python3.11/site-packages")); }
    QString wheel() const { return site() + QStringLiteral("/nvidia/cudnn/lib"); }

    // The real loader and the model on the same files, which must agree: the program (the probe
    // unless given) loads `library`, which reaches cuDNN `major` as `reaches`, and cuDNN its parts.
    // Returns what the real loader mapped.
    QStringList agree(const QString &library, Reaches reaches, const QStringList &ldLibraryPath, const QStringList &confFolders,
                      int major = 9, const QString &program = {})
    {
        const QString started = program.isEmpty() ? path(QStringLiteral("probe")) : program;
        const QStringList real = realLoader(started, library, QStringLiteral("framework_start"), ldLibraryPath, confFolders);
        expectAgreement(real, model(started, library, reaches, ldLibraryPath, confFolders, major));
        return real;
    }

    QString writeFramework(const QString &file, Reaches reaches, const QStringList &searchPath, SearchPathTag tag,
                           const QString &linkTo, int major = 9) const
    {
        QString error;
        EXPECT_TRUE(FakeCudnn::frameworkLibrary(file, reaches, searchPath, tag, linkTo, major, &error)) << error.toStdString();
        return file;
    }

    // The real loader: the program loads `library` and calls `function`, with LD_LIBRARY_PATH and
    // a loader cache built from `confFolders` alone. The files it mapped under the test's folder.
    QStringList realLoader(const QString &program, const QString &library, const QString &function,
                           const QStringList &ldLibraryPath, const QStringList &confFolders) const
    {
        const QString conf = path(QStringLiteral("ld.so.conf"));
        const QString cache = path(QStringLiteral("ld.so.cache"));
        QFile file(conf);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write((confFolders.join(u'\n') + u'\n').toUtf8());
        file.close();
        QProcess ldconfig;
        ldconfig.start(m_ldconfig, {QStringLiteral("-X"), QStringLiteral("-C"), cache, QStringLiteral("-f"), conf});
        EXPECT_TRUE(ldconfig.waitForFinished(60000) && ldconfig.exitCode() == 0) << ldconfig.readAllStandardError().toStdString();

        QProcess run;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("LD_LIBRARY_PATH"));
        if (!ldLibraryPath.isEmpty())
            environment.insert(QStringLiteral("LD_LIBRARY_PATH"), ldLibraryPath.join(u':'));
        run.setProcessEnvironment(environment);
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(m_unshare, namespaceArguments()
                                 + QStringList{QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                               QStringLiteral("mount --bind \"$1\" /etc/ld.so.cache && shift && exec \"$@\""),
                                               QStringLiteral("sh"), cache, program, library, function});
        EXPECT_TRUE(run.waitForFinished(60000));
        const QString output = QString::fromLocal8Bit(run.readAll());
        EXPECT_EQ(run.exitCode(), 0) << output.toStdString();
        QStringList loaded;
        // The loader reports a path as it built it ("torch/lib/../../nvidia/…" from $ORIGIN):
        // compared as the same path cleaned.
        for (const QString &line : output.split(u'\n'))
            if (line.startsWith(QStringLiteral("loaded ")) && line.mid(7).startsWith(m_root))
                loaded.append(QDir::cleanPath(line.mid(7)));
        loaded.sort();
        return loaded;
    }

    struct Modelled
    {
        QStringList files;                // every file mapped under the test's folder
        QList<CudnnPartPick> parts;       // what cuDNN's parts came from
    };

    // The model, told the same: `program` starts, dlopen()s `library`, which reaches cuDNN as
    // `reaches`; cuDNN then loads its parts.
    Modelled model(const QString &program, const QString &library, Reaches reaches, const QStringList &ldLibraryPath,
                   const QStringList &confFolders, int major = 9) const
    {
        LinuxLoader::Setup setup;
        setup.libraryPath = ldLibraryPath;
        setup.cacheFolders = confFolders;
        setup.defaultFolders = LinuxLoader::defaultFolders({});
        setup.acceptNonElf = false;
        LinuxLoader loader(setup);
        loader.startProgram(program);
        Modelled modelled;
        const std::optional<int> framework = loader.openPath(library);
        EXPECT_TRUE(framework.has_value()) << library.toStdString();
        if (!framework)
            return modelled;
        const QString mainName = QStringLiteral("libcudnn.so.") + QString::number(major);
        const std::optional<int> main = reaches == Reaches::ByNeed ? loader.loaded(mainName) : loader.openName(mainName, *framework);
        EXPECT_TRUE(main.has_value()) << "the model finds no " << mainName.toStdString();
        if (main) {
            const QString folder = QFileInfo(loader.objects().at(*main).file).path();
            const Version version = releaseOf(loader.objects().at(*main).file);
            modelled.parts = CudnnPartLoading::load(loader, *main, version,
                                                    CudnnPartLoading::partsAsked(folder, major, CudnnPartLoading::partsOfRelease(version)),
                                                    [this](const QString &file) { return releaseOf(file); });
        }
        for (const LinuxLoader::Object &object : loader.objects())
            if (object.file.startsWith(m_root) && object.via != QLatin1String("program"))
                modelled.files.append(QDir::cleanPath(object.file));
        modelled.files.sort();
        return modelled;
    }

    // The fakes say their release in cudnnGetVersion; the test knows it from the folder it wrote.
    Version releaseOf(const QString &mainFile) const { return m_releases.value(QFileInfo(mainFile).path()); }

    // Where each of cuDNN's parts came from, by folder, for a readable failure and the checks.
    static QString partsFrom(const QList<CudnnPartPick> &parts)
    {
        QStringList lines;
        for (const CudnnPartPick &pick : parts)
            lines.append(pick.part + QStringLiteral(" <- ") + (pick.file.isEmpty() ? QStringLiteral("(none)") : pick.file) + QStringLiteral(" [") + pick.via + u']');
        return lines.join(u'\n');
    }

    void expectAgreement(const QStringList &real, const Modelled &modelled) const
    {
        EXPECT_EQ(real, modelled.files) << "real loader:\n  " << real.join(QStringLiteral("\n  ")).toStdString()
                                        << "\nmodel:\n  " << modelled.files.join(QStringLiteral("\n  ")).toStdString() << "\nparts:\n"
                                        << partsFrom(modelled.parts).toStdString();
    }

    QTemporaryDir m_dir;
    QString m_root;
    QString m_unshare;
    QString m_ldconfig;
    QHash<QString, Version> m_releases;
};

// pip's torch: libtorch_cuda.so with DT_RPATH $ORIGIN/../../nvidia/cudnn/lib needs
// libcudnn.so.9, which its own nvidia-cudnn wheel gives.
TEST_F(LinuxLoaderAgreementTest, PipTorchWithItsWheelLoadsItsOwnCudnnWhole)
{
    const QStringList real = agree(pipTorch({9, 5, 1}), Reaches::ByNeed, {}, {});
    for (const QString &file : real)
        EXPECT_TRUE(file.startsWith(wheel()) || file.endsWith(QStringLiteral("libtorch_cuda.so"))) << file.toStdString();
    EXPECT_EQ(real.size(), 1 + 1 + 6);   // torch, libcudnn.so.9 and its six parts
}

// The same torch with NVIDIA's 9.19 tarball on LD_LIBRARY_PATH: libcudnn.so.9 comes through
// torch's RPATH, but cuDNN asks for its parts itself (libcudnn.so.9 has DT_RUNPATH, so no RPATH
// counts): libcudnn_graph.so.9.5.1 and .so.9.5 are nowhere, .so.9 is in LD_LIBRARY_PATH first.
TEST_F(LinuxLoaderAgreementTest, PipTorchTakesItsPartsFromANewerTarballOnLdLibraryPath)
{
    const QString torch = pipTorch({9, 5, 1});
    const QString tarball = writeCopy(path(QStringLiteral("opt/cudnn-linux-x86_64-9.19.0.56_cuda12-archive/lib")), {9, 19, 0},
                                      CopyLayout::Tarball);
    const QStringList real = agree(torch, Reaches::ByNeed, {tarball}, {});
    EXPECT_TRUE(real.contains(wheel() + QStringLiteral("/libcudnn.so.9")));
    EXPECT_TRUE(real.contains(tarball + QStringLiteral("/libcudnn_graph.so.9"))) << "the case this test is about: mixed parts";
}

// With the same release on LD_LIBRARY_PATH as a tarball, cuDNN 9 finds the part by its full name
// there first: libcudnn_graph.so.9.5.1.
TEST_F(LinuxLoaderAgreementTest, TheFullReleaseNameIsAskedForFirst)
{
    const QString torch = pipTorch({9, 5, 1});
    const QString tarball = writeCopy(path(QStringLiteral("usr/local/cudnn-9.5/lib")), {9, 5, 1}, CopyLayout::Tarball);
    const QStringList real = agree(torch, Reaches::ByNeed, {tarball}, {});
    EXPECT_TRUE(real.contains(tarball + QStringLiteral("/libcudnn_graph.so.9.5.1"))) << real.join(u' ').toStdString();
}

// cuDNN 9.22 and later give libcudnn.so.9 a DT_RPATH $ORIGIN: its own folder comes before
// LD_LIBRARY_PATH for the parts it asks for itself. Its parts keep a DT_RUNPATH (the real 9.28
// wheels), so what libcudnn_graph asks for (the engines) still comes from LD_LIBRARY_PATH first.
TEST_F(LinuxLoaderAgreementTest, ACudnnWhoseMainLibraryHasAnRpathKeepsTheMainParts)
{
    const QString torch = pipTorch({9, 28, 0});
    const QString tarball = writeCopy(path(QStringLiteral("opt/cudnn-9.19/lib")), {9, 19, 0}, CopyLayout::Tarball);
    const QStringList real = agree(torch, Reaches::ByNeed, {tarball}, {});
    for (const char *part : {"cudnn_graph", "cudnn_ops", "cudnn_cnn", "cudnn_adv"})
        EXPECT_TRUE(real.contains(wheel() + QStringLiteral("/lib%1.so.9").arg(QLatin1String(part)))) << real.join(u' ').toStdString();
    EXPECT_TRUE(real.contains(tarball + QStringLiteral("/libcudnn_heuristic.so.9"))) << real.join(u' ').toStdString();
}

// A framework that dlopen()s libcudnn.so.9 from a library with DT_RUNPATH (TensorFlow's
// hermetic build): LD_LIBRARY_PATH comes before its RUNPATH, so a complete newer copy there
// replaces the wheel's wholesale — main library and every part from one folder.
TEST_F(LinuxLoaderAgreementTest, ARunpathFrameworkTakesACompleteCopyOnLdLibraryPathWhole)
{
    writeCopy(wheel(), {9, 3, 0}, CopyLayout::Wheel);
    const QString tarball = writeCopy(path(QStringLiteral("opt/cudnn-9.19/lib")), {9, 19, 0}, CopyLayout::Tarball);
    const QString tensorflow = writeFramework(site() + QStringLiteral("/tensorflow/libtensorflow_framework.so.2"), Reaches::ByDlopen,
                                              {QStringLiteral("$ORIGIN/../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")},
                                              SearchPathTag::Runpath, {});
    for (const QString &file : agree(tensorflow, Reaches::ByDlopen, {tarball}, {}))
        EXPECT_FALSE(file.startsWith(wheel())) << file.toStdString();
    // Without LD_LIBRARY_PATH its RUNPATH finds the wheel.
    const QStringList alone = agree(tensorflow, Reaches::ByDlopen, {}, {});
    EXPECT_TRUE(alone.contains(wheel() + QStringLiteral("/libcudnn.so.9"))) << alone.join(u' ').toStdString();
}

// ONNX Runtime's provider library has no search path and needs libcudnn.so.9: the wheel beside
// it is never looked at; the toolkit's copy in ld.so.conf is what it gets.
TEST_F(LinuxLoaderAgreementTest, AFrameworkWithoutASearchPathIgnoresTheWheelBesideIt)
{
    writeCopy(wheel(), {9, 5, 1}, CopyLayout::Wheel);
    const QString toolkit = writeCopy(path(QStringLiteral("usr/local/cuda-12.6/lib64")), {9, 8, 0}, CopyLayout::Tarball);
    const QString provider = writeFramework(site() + QStringLiteral("/onnxruntime/capi/libonnxruntime_providers_cuda.so"),
                                            Reaches::ByNeed, {}, SearchPathTag::None, wheel() + QStringLiteral("/libcudnn.so.9"));
    const QStringList real = agree(provider, Reaches::ByNeed, {}, {toolkit});
    EXPECT_TRUE(real.contains(toolkit + QStringLiteral("/libcudnn.so.9")) || real.contains(toolkit + QStringLiteral("/libcudnn.so.9.8.0")))
        << real.join(u' ').toStdString();
}

// A part missing from the framework's own copy is taken wherever the loader finds one: here the
// toolkit's, through the loader cache.
TEST_F(LinuxLoaderAgreementTest, APartMissingFromTheOwnCopyComesFromTheLoaderCache)
{
    const QString torch = pipTorch({9, 10, 2}, {QStringLiteral("cudnn_engines_precompiled")});
    const QString toolkit = writeCopy(path(QStringLiteral("usr/local/cuda-12.9/lib64")), {9, 19, 0}, CopyLayout::Tarball);
    const QStringList real = agree(torch, Reaches::ByNeed, {}, {toolkit});
    EXPECT_TRUE(std::any_of(real.cbegin(), real.cend(), [&](const QString &file) {
        return file.startsWith(toolkit) && file.contains(QStringLiteral("engines_precompiled"));
    })) << real.join(u' ').toStdString();
}

// conda: the environment's python has DT_RPATH $ORIGIN/../lib, which every library without a
// RUNPATH of its own also searches — the environment's lib/ with its cuDNN.
TEST_F(LinuxLoaderAgreementTest, ACondaProgramsRpathFindsTheEnvironmentsCudnn)
{
    const QString env = path(QStringLiteral("miniconda3/envs/paddle"));
    QString error;
    const QString python = env + QStringLiteral("/bin/python3.11");
    ASSERT_TRUE(ElfBuilder::program(python, QString::fromLatin1(kProbeSource), {QStringLiteral("$ORIGIN/../lib")}, SearchPathTag::Rpath, &error))
        << error.toStdString();
    writeCopy(env + QStringLiteral("/lib"), {9, 5, 1}, CopyLayout::Tarball);
    const QString paddle = writeFramework(env + QStringLiteral("/lib/python3.11/site-packages/paddle/base/libpaddle.so"), Reaches::ByNeed,
                                          {}, SearchPathTag::None, env + QStringLiteral("/lib/libcudnn.so.9"));
    const QStringList real = agree(paddle, Reaches::ByNeed, {}, {}, 9, python);
    EXPECT_TRUE(real.contains(env + QStringLiteral("/lib/libcudnn.so.9"))) << real.join(u' ').toStdString();
}

// cuDNN 8 asks for its parts by the major only: libcudnn_ops_infer.so.8 — LD_LIBRARY_PATH's
// copy of another 8.x release gives them.
TEST_F(LinuxLoaderAgreementTest, Cudnn8AsksForItsPartsByTheMajorOnly)
{
    const QString torch = pipTorch({8, 9, 2});
    const QString old = writeCopy(path(QStringLiteral("usr/local/cuda-11.8/lib64")), {8, 6, 0}, CopyLayout::Tarball);
    const QStringList real = agree(torch, Reaches::ByNeed, {old}, {}, 8);
    EXPECT_TRUE(real.contains(old + QStringLiteral("/libcudnn_ops_infer.so.8"))) << real.join(u' ').toStdString();
}

// This machine's real cuDNN 9.19 (a toolkit assembled from NVIDIA's wheel): linked into a venv
// as pip lays it out, a torch-like library with torch's RPATH in front of it, and a folder on
// LD_LIBRARY_PATH with the same real parts under their .so.9 names. The real libcudnn.so.9 asks
// for libcudnn_graph.so.9.19.0, .so.9.19, .so.9 (and ops, cnn, adv through its version checks);
// the model reads its RUNPATH and the names it asks for from the file itself.
TEST_F(LinuxLoaderAgreementTest, TheRealCudnn919AgreesWithTheModel)
{
    const QString real919 = QStringLiteral("/usr/local/cuda-13.0/lib");
    if (!QFileInfo::exists(real919 + QStringLiteral("/libcudnn.so.9")))
        GTEST_SKIP() << "no real cuDNN 9.19 under " << real919.toStdString();
    const QString site = path(QStringLiteral("venv/lib/python3.11/site-packages"));
    const QString wheel = site + QStringLiteral("/nvidia/cudnn/lib");
    const QString decoy = path(QStringLiteral("opt/other/lib"));
    QDir().mkpath(wheel);
    QDir().mkpath(decoy);
    for (const QString &name : QDir(real919).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files)) {
        const QString target = QFileInfo(real919 + u'/' + name).canonicalFilePath();
        QFile::link(target, wheel + u'/' + name);
        if (name != QLatin1String("libcudnn.so.9"))
            QFile::link(target, decoy + u'/' + name);
    }
    m_releases.insert(wheel, Version{9, 19, 0});
    ElfLibrary torch;
    torch.source = QStringLiteral("extern int cudnnGraphVersionCheck(void);\nextern int cudnnOpsVersionCheck(void);\n"
                                  "extern int cudnnCnnVersionCheck(void);\nextern int cudnnAdvVersionCheck(void);\n"
                                  "int framework_start(void)\n{\n    return cudnnGraphVersionCheck() + cudnnOpsVersionCheck() + "
                                  "cudnnCnnVersionCheck() + cudnnAdvVersionCheck();\n}\n");
    torch.linkTo = {wheel + QStringLiteral("/libcudnn.so.9")};
    torch.searchPath = {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib")};
    torch.tag = SearchPathTag::Rpath;
    QString error;
    const QString library = site + QStringLiteral("/torch/lib/libtorch_cuda.so");
    ASSERT_TRUE(ElfBuilder::library(library, torch, &error)) << error.toStdString();

    const QStringList real = realLoader(path(QStringLiteral("probe")), library, QStringLiteral("framework_start"), {decoy}, {});
    LinuxLoader::Setup setup;
    setup.libraryPath = {decoy};
    setup.defaultFolders = LinuxLoader::defaultFolders({});
    setup.acceptNonElf = false;
    LinuxLoader loader(setup);
    loader.startProgram(path(QStringLiteral("probe")));
    ASSERT_TRUE(loader.openPath(library).has_value());
    const std::optional<int> main = loader.loaded(QStringLiteral("libcudnn.so.9"));
    ASSERT_TRUE(main.has_value());
    const CudnnParts parts = CudnnPartLoading::partsAsked(wheel, 9, {});
    EXPECT_TRUE(parts.byMain.startsWith(QStringLiteral("cudnn_graph"))) << parts.byMain.join(u' ').toStdString();
    for (const char *part : {"cudnn_ops", "cudnn_cnn", "cudnn_adv"})
        EXPECT_TRUE(parts.byMain.contains(QLatin1String(part))) << "read from the real file: " << parts.byMain.join(u' ').toStdString();
    for (const char *part : {"cudnn_heuristic", "cudnn_engines_precompiled", "cudnn_engines_runtime_compiled"})
        EXPECT_TRUE(parts.byGraph.contains(QLatin1String(part))) << parts.byGraph.join(u' ').toStdString();
    // Without a GPU only what the version checks load can be compared: the four parts the main
    // library names.
    CudnnParts checked{parts.byMain, {}};
    const QList<CudnnPartPick> picks = CudnnPartLoading::load(loader, *main, Version{9, 19, 0}, checked);
    QStringList modelled;
    for (const LinuxLoader::Object &object : loader.objects())
        if (object.file.startsWith(m_root) && object.via != QLatin1String("program"))
            modelled.append(QDir::cleanPath(object.file));
    modelled.sort();
    EXPECT_EQ(real, modelled) << "real:\n  " << real.join(QStringLiteral("\n  ")).toStdString() << "\nmodel:\n  "
                              << modelled.join(QStringLiteral("\n  ")).toStdString() << "\n" << partsFrom(picks).toStdString();
    EXPECT_TRUE(real.contains(decoy + QStringLiteral("/libcudnn_graph.so.9"))) << real.join(u' ').toStdString();
}

} // namespace
} // namespace cudnnsetup::testing
