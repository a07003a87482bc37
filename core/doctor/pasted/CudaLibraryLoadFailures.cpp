// LoadFailureCauses::cudaLibraries: a CUDA library (not cuDNN) that a program could not load —
// which CUDA release it is from, whether this machine has it, and NVIDIA's pip package that brings it.
#include "core/doctor/pasted/LoadFailureCauses.h"

#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/model/Sentences.h"

#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// "11.0" from libcudart.so.11.0 or cudart64_110.dll, "12" from libcublas.so.12 or cublas64_12.dll.
QString cudaVersionOf(const QString &library)
{
    if (PastedLibraryName::cudaMajor(library) == 0)
        return {};   // cuFFT, cuRAND, cuSOLVER, cuSPARSE: their numbers are their own
    static const QRegularExpression so(QStringLiteral(R"re(\.so\.(\d{1,3}(?:\.\d{1,3})?))re"));
    static const QRegularExpression dll(QStringLiteral(R"re(64_(\d{2,4})(?:_\d+)?\.dll$)re"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = so.match(library); m.hasMatch())
        return m.captured(1);
    if (const QRegularExpressionMatch m = dll.match(library); m.hasMatch()) {
        const QString digits = m.captured(1);
        return digits.size() >= 3 ? digits.left(digits.size() - 1) + u'.' + digits.right(1) : digits;
    }
    return {};
}

// The pip package of NVIDIA's that brings a CUDA library for CUDA `major`.
QString pipPackageOf(const QString &library, int major)
{
    static const QList<std::pair<const char *, const char *>> packages = {
        {"cudart", "nvidia-cuda-runtime-cu%1"}, {"cublas", "nvidia-cublas-cu%1"},       {"cufft", "nvidia-cufft-cu%1"},
        {"curand", "nvidia-curand-cu%1"},       {"cusolver", "nvidia-cusolver-cu%1"},   {"cusparse", "nvidia-cusparse-cu%1"},
        {"nvrtc", "nvidia-cuda-nvrtc-cu%1"},    {"nvjitlink", "nvidia-nvjitlink-cu%1"}};
    const QString lower = library.toLower();
    for (const auto &[name, package] : packages)
        if (lower.startsWith(QLatin1String(name)) || lower.startsWith(QLatin1String("lib") + QLatin1String(name)))
            return QString::fromLatin1(package).arg(major);
    return {};
}

} // namespace

ErrorCause LoadFailureCauses::cudaLibraries(const QList<const PastedErrorMatch *> &group, const ErrorMachineFacts &machine,
                                           const PastedTextFacts &text, bool alone)
{
    ErrorCause cause;
    cause.family = alone ? ErrorCause::Family::NotCudnn : ErrorCause::Family::Cuda;
    cause.code = alone ? QStringLiteral("error-not-cudnn-cuda-library") : QStringLiteral("error-cuda-library-not-found");
    const QString writer = who(*group.first());
    const QString writerInSentence = who(*group.first(), false);
    QStringList libraries, versions, happened, todo, packages;
    QList<int> wanted;
    QString brokenFile, builtins;
    QList<const PastedErrorMatch *> needing;   // found, but a CUDA library they need was not
    for (const PastedErrorMatch *m : group) {
        if (m->isSupporting() || m->library.isEmpty() || libraries.contains(m->library))
            continue;
        libraries.append(m->library);
        const QString version = cudaVersionOf(m->library);
        if (!version.isEmpty() && !versions.contains(version))
            versions.append(version);
        if (m->cudaMajor > 0 && !wanted.contains(m->cudaMajor))
            wanted.append(m->cudaMajor);
        if (m->cudaMajor > 0)
            if (const QString package = pipPackageOf(m->library, m->cudaMajor); !package.isEmpty() && !packages.contains(package))
                packages.append(package);
        if (m->errorCode == LoaderCode::kBadExecutable && brokenFile.isEmpty())
            brokenFile = m->library;
        if (m->library.contains(QLatin1String("nvrtc-builtins")))
            builtins = m->library;
        if (!m->missingFile.isEmpty() && m->missingFile != m->library)
            needing.append(m);
    }
    const QString list = libraries.join(QStringLiteral(", "));
    cause.title = alone ? tr("Not a cuDNN installation problem: %1 could not load CUDA libraries it needs: %2").arg(writer, list)
                        : tr("%1 could not find CUDA libraries it needs: %2").arg(writer, list);
    happened << tr("These files belong to CUDA, not to cuDNN. %1 looks for the CUDA version it was built for; "
                   "without them it cannot use the GPU.")
                    .arg(writer);
    for (const QString &loaded : text.loadedLibraries)
        if (PastedLibraryName::isCudnn(loaded)) {
            happened << tr("The output shows that %1 was loaded: cuDNN itself was found.").arg(loaded);
            break;
        }
    if (!builtins.isEmpty())
        happened << tr("NVRTC, CUDA's compiler for code generated at run time, could not open %1, which belongs to the same NVRTC "
                       "release: that NVRTC is installed incompletely, or its builtins library is not where the loader looks.")
                        .arg(builtins);
    for (const PastedErrorMatch *m : std::as_const(needing)) {
        const int dependencyCuda = PastedLibraryName::cudaMajor(m->missingFile);
        if (dependencyCuda > 0) {
            happened << tr("%1 was found, but it needs %2, which was not: %2 belongs to CUDA %3, so the %1 found is CUDA %3's (some "
                           "CUDA libraries keep one file name across CUDA versions). Packages of two CUDA versions are mixed.")
                            .arg(m->library, m->missingFile, QString::number(dependencyCuda));
            if (const QString package = pipPackageOf(m->missingFile, dependencyCuda); !package.isEmpty() && !packages.contains(package))
                packages.append(package);
        } else {
            happened << tr("%1 was found, but it needs %2, which was not.").arg(m->library, m->missingFile);
        }
    }
    if (!brokenFile.isEmpty())
        happened << LoaderCode::meaning(LoaderCode::kBadExecutable, brokenFile);

    // The CUDA of this machine, or of the computer the text comes from.
    QList<int> here = machine.cudaMajors();
    const bool fromText = here.isEmpty();
    if (fromText)
        for (const Version &version : text.cudaVersions)
            if (!here.contains(version.major()))
                here.append(version.major());
    const bool onnxRuntime = group.first()->framework == QLatin1String("ONNX Runtime");
    const bool tensorflow = group.first()->framework == QLatin1String("TensorFlow");
    bool buildAdvice = false;
    for (int major : std::as_const(wanted)) {
        const QString majorText = QString::number(major);
        if (!here.isEmpty() && !here.contains(major)) {
            QStringList hereText;
            for (int other : std::as_const(here))
                hereText.append(QString::number(other));
            happened << (fromText ? tr("Its name is the name of CUDA %1's library: this build of %2 is made for CUDA %1, while the text "
                                       "says CUDA %3 is installed there.")
                                        .arg(majorText, writerInSentence, hereText.join(QStringLiteral(", ")))
                                  : tr("Its name is the name of CUDA %1's library: this build of %2 is made for CUDA %1, while this "
                                       "computer has CUDA %3.")
                                        .arg(majorText, writerInSentence, hereText.join(QStringLiteral(", "))));
            todo << tr("Either install a build of %1 made for CUDA %2, or add CUDA %3's libraries beside CUDA %2: they can coexist.")
                        .arg(writerInSentence, hereText.last(), majorText);
            if (onnxRuntime)
                todo << tr("onnxruntime-gpu 1.19 and newer on PyPI are built for CUDA 12 and cuDNN 9.");
            buildAdvice = true;
        } else {
            happened << tr("Its name is the name of CUDA %1's library: this build of %2 is made for CUDA %1.").arg(majorText, writerInSentence);
        }
    }
    cause.whatHappened = joinSentences(happened);
    cause.evidence << machine.toolkitFacts() << machine.searchVariableFact();
    if (!buildAdvice)
        todo << (versions.isEmpty() ? tr("Install the CUDA libraries %1 was built for where it finds them, or install a build of %1 made "
                                         "for the CUDA you have.")
                                          .arg(writerInSentence)
                                    : tr("Install the CUDA %1 libraries where %2 finds them, or install a build of %2 made for the CUDA "
                                         "you have.")
                                          .arg(versions.join(QStringLiteral(" / ")), writerInSentence));
    if (tensorflow)
        todo << tr("For TensorFlow 2.14 or newer on Linux, pip install \"tensorflow[and-cuda]\" brings them as packages.");
    if (!packages.isEmpty())
        todo << tr("With pip, in the program's environment: pip install %1.").arg(packages.join(u' '));
    if (!brokenFile.isEmpty())
        todo << tr("Replace %1 by reinstalling the package that brought it (for a file in torch\\lib: PyTorch, with the index URL of its "
                   "CUDA build).")
                    .arg(brokenFile);
    cause.whatToDo = joinSentences(todo);
    return cause;
}

} // namespace cudnnsetup
