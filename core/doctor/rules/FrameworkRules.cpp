#include "core/doctor/rules/FrameworkRules.h"

#include "core/compat/CompatMatrix.h"
#include "core/doctor/rules/LibraryPathMove.h"
#include "core/doctor/rules/TargetPaths.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

using Code = const char *;

bool is(const QString &code, Code known)
{
    return code == QLatin1String(known);
}

QString normalizedPackage(QString name)
{
    static const QRegularExpression separators(QStringLiteral("[-_.]+"));
    return name.toLower().replace(separators, QStringLiteral("-"));
}

int familyOf(const QString &code)
{
    if (is(code, FrameworkInstall::kCudnnMissing))
        return Finding::NotWhereLoaderLooks;
    if (is(code, FrameworkInstall::kCudnnPartsMixed))
        return Finding::WrongCopyWins;   // an LD_LIBRARY_PATH copy wins over its own for the parts
    if (is(code, FrameworkInstall::kDriverTooOld))
        return Finding::Driver;
    if (is(code, FrameworkInstall::kGpuUnsupported) || is(code, FrameworkInstall::kNoWindowsGpu))
        return Finding::GpuNotSupported;
    return Finding::WrongMajor;   // major, release, CUDA variant
}

// The copy of the scan that `file` belongs to.
const CudnnCopy *copyOfFile(const SystemReport &report, const QString &file)
{
    if (file.isEmpty())
        return nullptr;
    const QString folder = TargetPaths::canonicalOrClean(QFileInfo(file).absolutePath());
    for (const CudnnCopy &copy : report.cudnnCopies)
        if (copy.libraryDir == folder || TargetPaths::canonicalOrClean(copy.libraryDir) == folder)
            return &copy;
    return nullptr;
}

// Everything a finding about one framework says, worked out once per framework.
class FrameworkFacts
{
public:
    FrameworkFacts(const FrameworkInstall &framework, const DoctorContext &context)
        : fw(framework), report(context.report), paths(context.paths), windows(context.paths.platform().isWindows())
    {
    }

    const FrameworkInstall &fw;
    const SystemReport &report;
    const SystemPaths &paths;
    const bool windows;

    QString shown(const QString &path) const { return TargetPaths::shown(paths, path); }

    // "PyTorch 2.5.1+cu124 in /home/ana/venv"
    QString label() const
    {
        return FrameworkRules::tr("%1 %2 in %3").arg(FrameworkInstall::kindName(fw.kind), fw.version, shown(fw.environment));
    }

    bool conda() const { return QFileInfo::exists(fw.environment + QStringLiteral("/conda-meta")); }

    // The command that runs pip for this environment, as the user types it.
    QString pip() const
    {
        const QStringList candidates = windows ? QStringList{QStringLiteral("Scripts/python.exe"), QStringLiteral("python.exe")}
                                               : QStringList{QStringLiteral("bin/python"), QStringLiteral("bin/python3")};
        for (const QString &relative : candidates)
            if (QFileInfo::exists(fw.environment + u'/' + relative))
                return QStringLiteral("%1 -m pip install").arg(quotedIfSpaced(shown(fw.environment + u'/' + relative)));
        // The user's own site-packages (pip install --user: ~/.local/lib/pythonX.Y/site-packages,
        // %APPDATA%\Python\PythonXY\site-packages) has no interpreter of its own.
        const QString site = TargetPaths::onTarget(paths, fw.sitePackages);
        if (windows ? site.contains(QStringLiteral("/AppData/Roaming/Python/"), Qt::CaseInsensitive)
                    : site.contains(QStringLiteral("/.local/lib/python")))
            return windows ? QStringLiteral("py -m pip install --user") : QStringLiteral("python3 -m pip install --user");
        // A venv always has `python`; the system's Python (/usr) is python3.
        const QString target = TargetPaths::onTarget(paths, fw.environment);
        const QString python = windows ? (QFileInfo::exists(fw.environment + QStringLiteral("/pyvenv.cfg"))
                                              ? fw.environment + QStringLiteral("/Scripts/python.exe")
                                              : fw.environment + QStringLiteral("/python.exe"))
                                       : fw.environment + (target == QLatin1String("/usr") || target == QLatin1String("/usr/local")
                                                               ? QStringLiteral("/bin/python3") : QStringLiteral("/bin/python"));
        return QStringLiteral("%1 -m pip install").arg(quotedIfSpaced(shown(python)));
    }

    static QString quotedIfSpaced(const QString &text) { return text.contains(u' ') ? u'"' + text + u'"' : text; }

    // The nvidia-cudnn wheel it was built for: nvidia-cudnn-cu12==9.1.0.70, nvidia-cudnn-cu12>=9.1,<10.
    QString wheelSpec() const
    {
        if (!fw.builtForCuda.isValid())
            return {};
        const QString wheel = QStringLiteral("nvidia-cudnn-cu%1").arg(fw.builtForCuda.major());
        const Version &built = fw.builtForCudnn;
        if (!built.isValid())
            return wheel;
        if (!fw.cudnnIsMinimum && built.size() >= 3)
            return wheel + QStringLiteral("==") + built.toString();
        return wheel + QStringLiteral(">=%1,<%2").arg(built.toString()).arg(built.major() + 1);
    }

    // The step that gives it the cuDNN it was built for, where it looks first.
    QString installStep() const
    {
        const int cuda = fw.builtForCuda.isValid() ? fw.builtForCuda.major() : 0;
        if (conda()) {
            // A conda build links to the environment's own cudnn package.
            QString spec = QStringLiteral("\"cudnn");
            if (fw.builtForCudnn.isValid())
                spec += QStringLiteral(">=%1,<%2").arg(fw.builtForCudnn.toString()).arg(fw.builtForCudnn.major() + 1);
            spec += u'"';
            if (cuda > 0)
                spec += QStringLiteral(" \"cuda-version=%1\"").arg(cuda);
            return FrameworkRules::tr("Install the cuDNN it was built for into its conda environment: conda install --prefix %1 %2")
                .arg(quotedIfSpaced(shown(fw.environment)), spec);
        }
        if (fw.cudnnSource == FrameworkInstall::CudnnSource::Bundled)
            return FrameworkRules::tr("Its own copy of cuDNN in its folder was changed. Reinstall it: %1 --force-reinstall \"%2==%3\"")
                .arg(pip(), fw.package, fw.version);
        const QString spec = wheelSpec();
        if (spec.isEmpty())
            return FrameworkRules::tr("Reinstall %1 in %2 with its CUDA dependencies, as its install guide says (its files do not "
                                      "say which CUDA it was built for, so the right nvidia-cudnn package cannot be named here).")
                .arg(fw.package, shown(fw.environment));
        const CudnnCopy *loaded = copyOfFile(report, fw.loadedFile);
        if (fw.cudnnSource == FrameworkInstall::CudnnSource::OwnWheel && loaded && loaded->cudaMajor > 0 && cuda > 0
            && loaded->cudaMajor != cuda)
            // The cuNN wheels share site-packages/nvidia/cudnn: uninstalling one deletes files of
            // the other, hence the forced reinstall.
            return FrameworkRules::tr("Replace the cuDNN package of its environment: %1 and then: %2 --force-reinstall \"%3\" "
                                      "(both packages share the folder nvidia/cudnn, so the reinstall puts back files the "
                                      "uninstall removed).")
                .arg(QString(pip()).replace(QStringLiteral(" install"), QStringLiteral(" uninstall -y")).remove(QStringLiteral(" --user"))
                         + QStringLiteral(" nvidia-cudnn-cu%1").arg(loaded->cudaMajor),
                     pip(), spec);
        return FrameworkRules::tr("Install the cuDNN it was built for into its own environment, where it looks first: %1 \"%2\"")
            .arg(pip(), spec);
    }

    QString builtFor() const
    {
        const QString cudnn = fw.builtForCudnn.isValid()
                                  ? FrameworkRules::tr("cuDNN %1%2").arg(fw.builtForCudnn.toString(),
                                                                        fw.cudnnIsMinimum ? FrameworkRules::tr(" or newer") : QString())
                                  : FrameworkRules::tr("a cuDNN its files do not name");
        return fw.builtForCuda.isValid() ? FrameworkRules::tr("CUDA %1 and %2").arg(fw.builtForCuda.toString(), cudnn) : cudnn;
    }

    // What it was built for and what it loads, before the problem itself.
    QString situation() const
    {
        QString text = FrameworkRules::tr("%1 (the package %2, in %3) was built for %4.")
                           .arg(label(), fw.package, shown(fw.sitePackages), builtFor());
        if (!fw.loadedFile.isEmpty())
            text += u' ' + FrameworkRules::tr("It loads cuDNN %1 from %2 (through %3).")
                               .arg(fw.loadedVersion.toStringOrUnknown(), shown(fw.loadedFile), fw.loadedVia);
        return text;
    }

    QStringList evidence() const
    {
        QStringList facts;
        for (const QString &source : fw.sources)
            facts.append(FrameworkRules::tr("Read: %1").arg(shown(source)));
        if (!fw.cudnnFact.isEmpty())
            facts.append(FrameworkRules::tr("What it was built for: %1").arg(TargetPaths::onTarget(paths, fw.cudnnFact)));
        if (!fw.loadedFile.isEmpty())
            facts.append(FrameworkRules::tr("What it loads: %1 (cuDNN %2, through %3)")
                             .arg(shown(fw.loadedFile), fw.loadedVersion.toStringOrUnknown(), fw.loadedVia));
        return facts;
    }
};

Finding partsMixed(const FrameworkFacts &facts, Finding f)
{
    const FrameworkInstall &fw = facts.fw;
    const LibraryPathMove::Plan move = LibraryPathMove::plan(fw.partsFrom, facts.paths);
    const QString folder = facts.shown(fw.partsFrom);
    f.title = FrameworkRules::tr("%1 gets cuDNN's parts from another release (%2)").arg(facts.label(), folder);
    f.evidence.append(FrameworkRules::tr("Its parts come from: %1 (cuDNN %2)").arg(folder, fw.partsVersion.toStringOrUnknown()));
    f.evidence.append(QStringLiteral("LD_LIBRARY_PATH=%1").arg(facts.paths.environment().value(QStringLiteral("LD_LIBRARY_PATH"))));
    for (const QString &origin : move.origins)
        f.evidence.append(FrameworkRules::tr("Set by: %1").arg(origin));

    const QString python = QString(facts.pip()).remove(QStringLiteral(" -m pip install")).remove(QStringLiteral(" --user"));
    const QString without = move.remainingValue.isEmpty() ? QStringLiteral("env -u LD_LIBRARY_PATH")
                                                          : QStringLiteral("env LD_LIBRARY_PATH=\"%1\"").arg(move.remainingValue);
    const QString tryNow = FrameworkRules::tr("To try it at once without the folder: %1 %2").arg(without, python);
    if (move.fix.available()) {
        f.fix = move.fix;
        f.manualStep = FrameworkRules::tr("Take %1 out of LD_LIBRARY_PATH where it is set (%2) and open a new terminal. The "
                                          "automatic fix does that and keeps the setting in %3: run `. %4` before building or "
                                          "running your own programs that need the folder. %5")
                           .arg(folder, move.origins.join(QStringLiteral("; ")), move.activationScripts.join(QStringLiteral(", ")),
                                move.activationScripts.constFirst(), tryNow);
    } else if (!move.origins.isEmpty()) {
        f.manualStep = FrameworkRules::tr("Take %1 out of LD_LIBRARY_PATH where it is set (%2) — that needs administrator rights "
                                          "or a file the doctor does not rewrite — and open a new terminal. Put it in a script "
                                          "you source only where your own programs need it. %3")
                           .arg(folder, move.origins.join(QStringLiteral("; ")), tryNow);
    } else {
        f.manualStep = FrameworkRules::tr("Something the doctor cannot see puts %1 on LD_LIBRARY_PATH (not ~/.profile, "
                                          "~/.bash_profile, ~/.bashrc, ~/.zshrc, /etc/profile, /etc/profile.d, /etc/environment "
                                          "nor a cudnn-setup snippet): an IDE's run settings, a job script, `module load`, or "
                                          "the command that started this program. Take the folder out there. %2")
                           .arg(folder, tryNow);
    }
    return f;
}

} // namespace

bool FrameworkRules::judges(const SystemReport &report, const QString &sitePackages, const QString &package)
{
    const QString site = TargetPaths::canonicalOrClean(sitePackages);
    const QString name = normalizedPackage(package);
    for (const FrameworkInstall &framework : report.frameworks)
        if (normalizedPackage(framework.package) == name && TargetPaths::canonicalOrClean(framework.sitePackages) == site)
            return true;
    return false;
}

QList<Finding> FrameworkRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    const CompatMatrix &matrix = CompatMatrix::current();
    for (const FrameworkInstall &framework : context.report.frameworks) {
        const FrameworkFacts facts(framework, context);
        // One finding per failed check; a check that failed for two GPUs says both.
        QStringList codes;
        for (const QString &code : framework.problemCodes)
            if (!codes.contains(code))
                codes.append(code);
        for (const QString &code : std::as_const(codes)) {
            QStringList sentences;
            for (qsizetype i = 0; i < framework.problemCodes.size(); ++i)
                if (framework.problemCodes.at(i) == code)
                    sentences.append(framework.problems.value(i));
            const QString problem = sentences.join(u' ');

            Finding f;
            f.code = code;
            f.family = familyOf(code);
            f.severity = is(code, FrameworkInstall::kNoWindowsGpu) ? Verdict::Severity::Warning : Verdict::Severity::Error;
            f.evidence = facts.evidence();
            const QString name = FrameworkInstall::kindName(framework.kind);
            QString seen;   // what the user sees when it fails

            if (is(code, FrameworkInstall::kNoWindowsGpu)) {
                f.title = tr("%1 has no GPU support on native Windows").arg(facts.label());
                f.explanation = problem + u' '
                                + tr("It does not fail: it finds no GPU and computes everything on the processor, much more "
                                     "slowly (for TensorFlow, tf.config.list_physical_devices('GPU') is an empty list).");
                const FrameworkWindowsGpuRow *row = matrix.frameworkWindowsGpu(FrameworkInstall::kindKey(framework.kind));
                if (row && row->lastRelease.isValid()) {
                    QList<int> next = row->lastRelease.parts();
                    next.last() += 1;
                    f.manualStep = tr("Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver), or install "
                                      "the last release with GPU support on native Windows: %1 \"%2<%3\"")
                                       .arg(facts.pip(), framework.package, Version(next).toString());
                } else {
                    f.manualStep = tr("Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver): %1 has no "
                                      "GPU build for native Windows.").arg(name);
                }
                findings.append(f);
                continue;
            }

            if (is(code, FrameworkInstall::kCudnnPartsMixed)) {
                f.explanation = facts.situation() + u' ' + problem + u' '
                                + tr("A program of your own that needs that folder can still have it, from a script you "
                                     "source only where you run it.");
                findings.append(partsMixed(facts, f));
                continue;
            }

            if (is(code, FrameworkInstall::kCudnnMajorMismatch)) {
                f.title = tr("%1 is built for cuDNN %2 but loads cuDNN %3")
                              .arg(facts.label()).arg(framework.builtForCudnn.major()).arg(framework.loadedVersion.toStringOrUnknown());
                seen = tr("When it first uses cuDNN it stops with an error such as \"cuDNN version incompatibility\" (PyTorch), "
                          "\"Loaded runtime CuDNN library: ... but source was compiled with: ...\" (TensorFlow, JAX), or "
                          "\"Could not load library libcudnn...\".");
                f.manualStep = facts.installStep();
            } else if (is(code, FrameworkInstall::kCudnnTooOld)) {
                f.title = tr("%1 needs cuDNN %2 or newer but loads cuDNN %3")
                              .arg(facts.label(), framework.builtForCudnn.toString(), framework.loadedVersion.toStringOrUnknown());
                seen = tr("It stops when it first uses cuDNN, with \"cuDNN version incompatibility\" (PyTorch), \"Loaded "
                          "runtime CuDNN library: ... but source was compiled with: ...\" (TensorFlow, JAX) or \"Outdated cuDNN "
                          "installation found\" (JAX).");
                f.manualStep = facts.installStep();
            } else if (is(code, FrameworkInstall::kCudnnCudaMismatch)) {
                const CudnnCopy *loaded = copyOfFile(context.report, framework.loadedFile);
                f.title = tr("%1 is built for CUDA %2 but loads a cuDNN built for CUDA %3")
                              .arg(facts.label())
                              .arg(framework.builtForCuda.major())
                              .arg(loaded ? QString::number(loaded->cudaMajor) : QStringLiteral("?"));
                seen = tr("A cuDNN built for another CUDA major needs that CUDA's libraries (libcublasLt.so.N, cublasLt64_N.dll), "
                          "which it does not have: errors such as \"Could not load library libcudnn_ops...\", \"undefined "
                          "symbol\" or CUDNN_STATUS_NOT_INITIALIZED.");
                f.manualStep = facts.installStep();
            } else if (is(code, FrameworkInstall::kCudnnMissing)) {
                f.title = tr("%1 finds no cuDNN it can load").arg(facts.label());
                seen = tr("It stops when it first uses cuDNN, with an error such as \"Could not load library libcudnn.so.%1\" "
                          "(cudnn64_%1.dll on Windows) or \"Unable to load cuDNN. Is it installed?\" (JAX); TensorFlow instead "
                          "skips the GPU.")
                           .arg(framework.builtForCudnn.isValid() ? QString::number(framework.builtForCudnn.major()) : QStringLiteral("N"));
                f.manualStep = facts.installStep();
            } else if (is(code, FrameworkInstall::kDriverTooOld)) {
                f.title = tr("The NVIDIA driver is too old for %1").arg(facts.label());
                f.evidence.append(tr("NVIDIA driver: %1").arg(context.report.driver.version.toStringOrUnknown()));
                seen = tr("It sees no GPU (torch.cuda.is_available() is False) or stops with \"CUDA driver version is "
                          "insufficient for CUDA runtime version\".");
                const int cuda = framework.builtForCuda.major();
                const MinorCompatRow *floor = matrix.minorCompat(cuda);
                const QString minimum = floor ? floor->minimum(CompatMatrix::driverOsForPlatform(context.report.platform)).toString()
                                              : QStringLiteral("?");
                f.manualStep = tr("Install NVIDIA driver %1 or newer (on Linux your distribution's NVIDIA driver package; on "
                                  "Windows from NVIDIA's driver download page) and restart, or install a build of %2 for an "
                                  "older CUDA major in %3.").arg(minimum, name, facts.shown(framework.environment));
            } else if (is(code, FrameworkInstall::kGpuUnsupported)) {
                f.title = tr("%1 does not support the GPU of this computer").arg(facts.label());
                for (const GpuInfo &gpu : context.report.gpus)
                    f.evidence.append(tr("GPU %1: compute capability %2").arg(gpu.name, gpu.computeCapability.toStringOrUnknown()));
                seen = tr("It stops on the GPU with \"no kernel image is available for execution on the device\" or "
                          "CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH.");
                f.manualStep = tr("Install a build of %1 whose CUDA and cuDNN still support this GPU (usually one for an older "
                                  "CUDA major, from its install guide) in %2; the explanation names the limit.")
                                   .arg(name, facts.shown(framework.environment));
            } else {
                f.title = tr("%1 does not fit the cuDNN it loads").arg(facts.label());
                f.manualStep = facts.installStep();
            }
            f.explanation = facts.situation() + u' ' + problem + (seen.isEmpty() ? QString() : u' ' + seen);
            findings.append(f);
        }
    }
    return findings;
}

} // namespace cudnnsetup
