#include "core/frameworks/FrameworkLoading.h"

#include "core/probe/parsers/CudnnLibraryName.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

QString folderOf(const QString &file)
{
    const QString folder = QFileInfo(file).path();
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(folder) : canonical;
}

const CudnnCopy *copyHolding(const SystemReport &report, const QString &file)
{
    const QString folder = folderOf(file);
    for (const CudnnCopy &copy : report.cudnnCopies)
        if (copy.libraryDir == folder)
            return &copy;
    return nullptr;
}

ElfDynamicInfo known(const QStringList &needed, const QStringList &rpath, const QStringList &runpath, const QString &soname = {})
{
    ElfDynamicInfo elf;
    elf.elfClass = 64;
    elf.machine = ElfDynamicInfo::kMachineX86_64;
    elf.dynamic = true;
    elf.soname = soname;
    elf.needed = needed;
    elf.hasRpath = !rpath.isEmpty();
    elf.rpath = rpath;
    elf.hasRunpath = !runpath.isEmpty();
    elf.runpath = runpath;
    return elf;
}

// The library through which `framework` reaches cuDNN, and what its builds say when it cannot
// be read (FrameworkLoading.h).
struct Entry
{
    QString file;
    bool byNeed = true;
    ElfDynamicInfo builds;
};

Entry entryOf(const FrameworkInstall &framework, int major)
{
    const QString site = framework.sitePackages;
    const QString main = QStringLiteral("libcudnn.so.") + QString::number(major);
    const bool cuda13 = framework.builtForCuda.isValid() && framework.builtForCuda.major() >= 13;
    switch (framework.kind) {
    case FrameworkInstall::Kind::PyTorch:
        return {site + QStringLiteral("/torch/lib/libtorch_cuda.so"), true,
                known({main},
                      cuda13 ? QStringList{QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN/../../nvidia/cu13/lib"),
                                           QStringLiteral("$ORIGIN")}
                             : QStringList{QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")},
                      {})};
    case FrameworkInstall::Kind::TensorFlow:
        return {site + QStringLiteral("/tensorflow/libtensorflow_framework.so.2"), false,
                known({}, {}, {QStringLiteral("$ORIGIN/../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")})};
    case FrameworkInstall::Kind::OnnxRuntime:
        return {site + QStringLiteral("/onnxruntime/capi/libonnxruntime_providers_cuda.so"), true, known({main}, {}, {})};
    case FrameworkInstall::Kind::Paddle: {
        const QString base = site + QStringLiteral("/paddle/base/libpaddle.so");
        const QString fluid = site + QStringLiteral("/paddle/fluid/libpaddle.so");   // before 2.5
        return {QFileInfo::exists(fluid) && !QFileInfo::exists(base) ? fluid : base, false,
                known({}, {}, {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib")})};
    }
    case FrameworkInstall::Kind::Jax:
        return {site + QStringLiteral("/jax_plugins/xla_cuda%1/xla_cuda_plugin.so").arg(cuda13 ? 13 : 12), false,
                known({}, {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib")}, {})};
    }
    return {};
}

// The environment's Python, which starts the program.
QString pythonOf(const QString &environment)
{
    for (const char *name : {"bin/python3", "bin/python"})
        if (const QString file = environment + u'/' + QLatin1String(name); QFileInfo::exists(file))
            return file;
    return environment + QStringLiteral("/bin/python3");
}

} // namespace

std::optional<FrameworkLoad> FrameworkLoading::load(const FrameworkInstall &framework, int major, const SystemReport &report,
                                                   const LoaderFacts &facts)
{
    const QString program = pythonOf(framework.environment);
    const bool conda = QFileInfo::exists(framework.environment + QStringLiteral("/conda-meta"));
    Entry entry = entryOf(framework, major);
    if (conda) {
        // A conda package's libraries are relocated to find the environment's lib/ (conda-build
        // writes that run path into them): where the file cannot be read, its search names it too.
        const QString relative = QDir(QFileInfo(entry.file).path()).relativeFilePath(framework.environment + QStringLiteral("/lib"));
        (entry.builds.hasRunpath ? entry.builds.runpath : entry.builds.rpath).append(QStringLiteral("$ORIGIN/") + relative);
        entry.builds.hasRpath = entry.builds.hasRpath || !entry.builds.hasRunpath;
    }

    LinuxLoader::Setup setup;
    setup.libraryPath = facts.libraryPath;
    setup.cacheFolders = facts.cacheFolders;
    setup.defaultFolders = facts.defaultFolders;
    setup.sysroot = facts.sysroot;
    setup.planned = facts.plannedFiles;
    setup.assumed = [&](const QString &file) -> std::optional<ElfDynamicInfo> {
        if (file == program)
            return conda ? std::optional(known({}, {QStringLiteral("$ORIGIN/../lib")}, {})) : std::nullopt;
        const std::optional<CudnnLibraryName> name = parseCudnnLibraryName(QFileInfo(file).fileName());
        if (!name || name->soMajor <= 0)
            return std::nullopt;
        const QString soname = QStringLiteral("lib%1.so.%2").arg(name->subLibrary).arg(name->soMajor);
        if (name->subLibrary != QLatin1String("cudnn"))
            return known({}, {}, {QStringLiteral("$ORIGIN")}, soname);
        // The main library: DT_RPATH from 9.22 on, DT_RUNPATH before (NVIDIA's wheels).
        const CudnnCopy *copy = copyHolding(report, file);
        const Version release = copy ? copy->bestVersion() : Version();
        const bool rpath = release.isValid() && release.truncated(2) >= Version{9, 22};
        return rpath ? known({}, {QStringLiteral("$ORIGIN")}, {}, soname) : known({}, {}, {QStringLiteral("$ORIGIN")}, soname);
    };
    LinuxLoader loader(setup);
    loader.startProgram(program);

    const QString mainName = QStringLiteral("libcudnn.so.") + QString::number(major);
    std::optional<int> main;
    const QString preloaded = framework.sitePackages + QStringLiteral("/nvidia/cudnn/lib/") + mainName;
    if (framework.kind == FrameworkInstall::Kind::Jax && QFileInfo::exists(facts.plannedFiles.value(preloaded, preloaded))) {
        main = loader.openPath(preloaded);
    } else {
        // The framework's own library: its ELF file where it can be read, what its builds do where not.
        std::optional<int> library = loader.openPath(entry.file);
        bool byNeed = entry.byNeed;
        if (library && loader.objects().at(*library).elf)
            byNeed = loader.objects().at(*library).elf->needed.contains(mainName);
        else
            library = loader.openKnown(entry.file, entry.builds);
        main = byNeed ? loader.loaded(mainName) : loader.openName(mainName, *library);
    }
    if (!main)
        return std::nullopt;

    FrameworkLoad load;
    const LinuxLoader::Object &object = loader.objects().at(*main);
    load.mainFile = QDir::cleanPath(object.file);
    load.via = object.via;
    const CudnnCopy *copy = copyHolding(report, load.mainFile);
    // A copy whose version nobody can tell asks by the major alone, as far as the model knows.
    const Version release = copy && copy->bestVersion().isValid() ? copy->bestVersion() : Version{major};
    const QString shownFolder = QFileInfo(facts.plannedFiles.value(load.mainFile, load.mainFile)).path();
    const CudnnParts parts = CudnnPartLoading::partsAsked(shownFolder, major, CudnnPartLoading::partsOfRelease(release));
    load.parts = CudnnPartLoading::load(loader, *main, release, parts, [&](const QString &file) {
        const CudnnCopy *holding = copyHolding(report, file);
        return holding ? holding->bestVersion() : Version();
    });
    for (CudnnPartPick &pick : load.parts)
        pick.file = pick.file.isEmpty() ? pick.file : QDir::cleanPath(pick.file);
    return load;
}

} // namespace cudnnsetup
