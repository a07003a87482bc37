#include "core/doctor/pasted/ErrorTextDiagnosis.h"

#include "core/doctor/pasted/CudnnReleaseCauses.h"
#include "core/doctor/rules/Doctor.h"
#include "core/doctor/pasted/ErrorMachineFacts.h"
#include "core/doctor/pasted/LoadFailureCauses.h"
#include "core/doctor/pasted/NotCudnnCauses.h"
#include "core/doctor/pasted/PastedErrorText.h"
#include "core/model/ShownPath.h"

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace cudnnsetup {

namespace {

using Matches = QList<const PastedErrorMatch *>;

// A framework that found another cuDNN than it was built with.
bool isVersionMismatch(const QString &code)
{
    return code == QLatin1String("error-torch-cudnn-version-mismatch") || code == QLatin1String("error-xla-cudnn-version-mismatch")
           || code == QLatin1String("error-jax-cudnn-outdated") || code == QLatin1String("error-paddle-cudnn-version-mismatch");
}

// ---- the doctor's findings that bear on a cause -------------------------------------------------

QList<int> familiesFor(const QString &code)
{
    using F = Finding::Family;
    if (code == QLatin1String("error-not-cudnn-driver"))
        return {F::Driver, F::Wsl};
    if (code == QLatin1String("error-not-cudnn-gpu-architecture") || code == QLatin1String("error-cudnn-execution-failed"))
        return {F::GpuNotSupported, F::Driver};
    if (code == QLatin1String("error-not-cudnn-cuda-library"))
        return {F::MissingDependency, F::NothingInstalled};
    if (code.startsWith(QLatin1String("error-not-cudnn-")))
        return {};   // memory, the paging file, a kernel's fault, NCCL, an unrelated library: nothing the doctor checks
    if (code == QLatin1String("error-dll-procedure-not-found"))
        return {F::PartialOrMixedCopy, F::WrongCopyWins};
    if (isVersionMismatch(code))
        return {F::WrongCopyWins, F::WrongMajor, F::PartialOrMixedCopy};
    if (code == QLatin1String("error-cudnn-sublibrary-version-mismatch") || code == QLatin1String("error-cudnn-undefined-symbol"))
        return {F::PartialOrMixedCopy, F::WrongCopyWins, F::BrokenLinks};
    if (code == QLatin1String("error-cudnn-sublibrary-not-loaded"))
        return {F::PartialOrMixedCopy, F::NotWhereLoaderLooks, F::MissingDependency, F::BrokenLinks};
    if (code == QLatin1String("error-cuda-library-not-found"))
        return {F::MissingDependency, F::NothingInstalled};
    if (code == QLatin1String("error-dll-wrong-architecture") || code == QLatin1String("error-zlibwapi-missing"))
        return {F::MissingDependency};
    if (code == QLatin1String("error-cudnn-gpu-too-old"))
        return {F::GpuNotSupported};
    if (code == QLatin1String("error-cudnn-initialization-failed"))
        return {F::Driver, F::GpuNotSupported, F::WrongCopyWins, F::WrongMajor};
    // Not found: cuDNN, or the GPU libraries of TensorFlow or ONNX Runtime.
    return {F::NotWhereLoaderLooks, F::NothingInstalled, F::PartialOrMixedCopy, F::BrokenLinks, F::MalformedEnvironment,
            F::WrongMajor, F::MissingDependency, F::Wsl};
}

QList<Finding> relatedFindings(const QString &code, const DoctorReport &doctor)
{
    const QList<int> families = familiesFor(code);
    QList<Finding> related;
    for (const Finding &finding : doctor.findings) {
        if (!finding.isProblem() || !families.contains(finding.family))
            continue;
        // zlibwapi.dll is one dependency among several: only its own findings speak about it.
        if (code == QLatin1String("error-zlibwapi-missing") && !finding.code.startsWith(QLatin1String("dependency-zlibwapi")))
            continue;
        related.append(finding);
    }
    return related;
}

// A cause of cuDNN's own (not CUDA's libraries, not a look-alike).
bool isCudnnCause(const PastedErrorMatch &m)
{
    return !m.isNotCudnn() && m.code != QLatin1String("error-cuda-library-not-found");
}

ErrorCause explain(const Matches &group, const ErrorMachineFacts &machine, const DoctorReport &doctor, const PastedTextFacts &text,
                   bool cudnnCauseInText)
{
    const PastedErrorMatch &main = *group.first();
    const QString &code = main.code;
    if (main.isNotCudnn())
        return NotCudnnCauses::explain(group, machine, text);
    if (code == QLatin1String("error-cuda-library-not-found"))
        return LoadFailureCauses::cudaLibraries(group, machine, text, !cudnnCauseInText);
    if (isVersionMismatch(code))
        return CudnnReleaseCauses::versionMismatch(main, machine);
    if (code == QLatin1String("error-cudnn-sublibrary-version-mismatch") || code == QLatin1String("error-cudnn-undefined-symbol")
        || code == QLatin1String("error-dll-procedure-not-found"))
        return CudnnReleaseCauses::mixedReleases(main, machine);
    if (code == QLatin1String("error-cudnn-gpu-too-old"))
        return CudnnReleaseCauses::gpuTooOld(main, machine);
    if (code == QLatin1String("error-cudnn-execution-failed"))
        return LoadFailureCauses::executionFailed(machine);
    if (code == QLatin1String("error-cudnn-sublibrary-not-loaded"))
        return LoadFailureCauses::subLibrary(main, machine, text);
    if (code.startsWith(QLatin1String("error-onnxruntime-")))
        return LoadFailureCauses::onnxRuntime(group, machine, text);
    if (code == QLatin1String("error-dll-wrong-architecture"))
        return LoadFailureCauses::wrongArchitecture(main);
    if (code == QLatin1String("error-zlibwapi-missing"))
        return LoadFailureCauses::zlib(machine, text);
    if (code == QLatin1String("error-tf-gpu-disabled"))
        return LoadFailureCauses::gpuDisabled(machine);
    if (code == QLatin1String("error-cudnn-initialization-failed"))
        return LoadFailureCauses::initialisation(machine, text);
    if (code == QLatin1String("error-cudnn-symbol-not-loaded"))
        return LoadFailureCauses::symbolNotLoaded(main, machine);
    return LoadFailureCauses::notFound(main, machine, doctor, text);   // error-cudnn-library-not-found
}

// Matches that tell of one cause: the same message about the same thing, however often it was
// printed, and every "could not load" of a CUDA library together.
QString groupKey(const PastedErrorMatch &m)
{
    if (m.code == QLatin1String("error-cuda-library-not-found") || m.isSupporting() || m.isNotCudnn())
        return m.code;
    return QStringList{m.code, m.library, m.builtWith.toString(), m.found.toString(), m.symbol, m.modulePath,
                       QString::number(m.errorCode)}
        .join(u'|');
}

// The recognised messages as causes: each main message (with its repetitions) is one cause;
// a supporting message joins the main message before it, or stands alone when there is none.
QList<Matches> groupMatches(const QList<PastedErrorMatch> &recognised, QList<QList<int>> &indexes)
{
    QList<Matches> groups;
    QStringList keys;
    const bool anyMain = std::any_of(recognised.cbegin(), recognised.cend(), [](const PastedErrorMatch &m) { return !m.isSupporting(); });
    int lastMain = -1;
    QList<int> pendingSupport;   // supporting messages before the first main one
    for (int i = 0; i < recognised.size(); ++i) {
        const PastedErrorMatch &m = recognised.at(i);
        if (m.isSupporting() && anyMain) {
            if (lastMain >= 0) {
                groups[lastMain].append(&m);
                indexes[lastMain].append(i);
            } else {
                pendingSupport.append(i);
            }
            continue;
        }
        const QString key = groupKey(m);
        qsizetype group = keys.indexOf(key);
        if (group < 0) {
            keys.append(key);
            groups.append(Matches{&m});
            indexes.append(QList<int>{i});
            group = groups.size() - 1;
        } else {
            groups[group].append(&m);
            indexes[group].append(i);
        }
        if (!m.isSupporting())
            lastMain = int(group);
        if (!pendingSupport.isEmpty() && lastMain == int(group)) {
            for (int support : std::as_const(pendingSupport)) {
                groups[group].append(&recognised.at(support));
                indexes[group].append(support);
            }
            pendingSupport.clear();
        }
    }
    return groups;
}

QJsonValue jsonVersion(const Version &version)
{
    return version.isValid() ? QJsonValue(version.toString()) : QJsonValue(QJsonValue::Null);
}

QJsonObject matchJson(const PastedErrorMatch &m)
{
    return {{QStringLiteral("code"), m.code},
            {QStringLiteral("line"), m.line},
            {QStringLiteral("excerpt"), m.excerpt},
            {QStringLiteral("framework"), m.framework},
            {QStringLiteral("builtWith"), jsonVersion(m.builtWith)},
            {QStringLiteral("found"), jsonVersion(m.found)},
            {QStringLiteral("minimum"), jsonVersion(m.minimum)},
            {QStringLiteral("library"), m.library},
            {QStringLiteral("missingFile"), m.missingFile},
            {QStringLiteral("cudnnMajor"), m.cudnnMajor},
            {QStringLiteral("cudaMajor"), m.cudaMajor},
            {QStringLiteral("symbol"), m.symbol},
            {QStringLiteral("symbolVersion"), m.symbolVersion},
            {QStringLiteral("errorCode"), m.errorCode},
            {QStringLiteral("modulePath"), m.modulePath},
            {QStringLiteral("searchPath"), m.searchPath},
            {QStringLiteral("computeCapability"), jsonVersion(m.computeCapability)},
            {QStringLiteral("versionRule"), PastedErrorRecogniser::versionRuleKey(m.versionRule)},
            {QStringLiteral("detail"), m.detail}};
}

} // namespace

void ErrorCause::addEvidence(const QStringList &facts)
{
    for (const QString &fact : facts)
        if (!evidence.contains(fact))
            evidence.append(fact);
}

QJsonObject ErrorCause::toJson() const
{
    QJsonArray related;
    for (const Finding &finding : relatedFindings)
        related.append(QJsonObject{{QStringLiteral("code"), finding.code},
                                   {QStringLiteral("severity"), Verdict::severityKey(finding.severity)},
                                   {QStringLiteral("title"), finding.title}});
    QJsonArray matchIndexes;
    for (int index : matches)
        matchIndexes.append(index);
    return {{QStringLiteral("code"), code},
            {QStringLiteral("family"), familyKey(family)},
            {QStringLiteral("severity"), Verdict::severityKey(severity)},
            {QStringLiteral("title"), title},
            {QStringLiteral("whatHappened"), whatHappened},
            {QStringLiteral("whatToDo"), whatToDo},
            {QStringLiteral("evidence"), QJsonArray::fromStringList(evidence)},
            {QStringLiteral("matches"), matchIndexes},
            {QStringLiteral("relatedFindings"), related}};
}

QString ErrorCause::familyKey(Family family)
{
    switch (family) {
    case Family::Cuda:
        return QStringLiteral("cuda");
    case Family::NotCudnn:
        return QStringLiteral("not-cudnn");
    case Family::Cudnn:
        break;
    }
    return QStringLiteral("cudnn");
}

QJsonObject ErrorDiagnosis::toJson() const
{
    QJsonArray matches, explained;
    for (const PastedErrorMatch &match : recognised)
        matches.append(matchJson(match));
    for (const ErrorCause &cause : causes)
        explained.append(cause.toJson());
    return {{QStringLiteral("schema"), QString::fromLatin1(kSchema)},
            {QStringLiteral("status"), hasProblem() ? QStringLiteral("recognised") : QStringLiteral("nothing-recognised")},
            {QStringLiteral("inputCut"), inputCut},
            {QStringLiteral("pythonEnvironment"), pythonEnvironment},
            {QStringLiteral("pythonEnvironmentHere"), pythonEnvironment.isEmpty() ? QJsonValue() : QJsonValue(pythonEnvironmentHere)},
            {QStringLiteral("readFromText"), textFacts.toJson()},
            {QStringLiteral("recognised"), matches},
            {QStringLiteral("causes"), explained}};
}

ErrorDiagnosis ErrorTextDiagnosis::diagnose(const QString &pasted, const SystemReport &report, const SystemPaths &paths)
{
    return diagnose(pasted, report, paths, Doctor::diagnose(report, paths));
}

ErrorDiagnosis ErrorTextDiagnosis::diagnose(const QString &pasted, const SystemReport &report, const SystemPaths &paths,
                                            const DoctorReport &doctor)
{
    ErrorDiagnosis diagnosis;
    diagnosis.inputCut = pasted.size() > PastedErrorText::kLimit;
    const QString text = PastedErrorText::normalise(pasted);
    diagnosis.recognised = PastedErrorRecogniser::recognise(text);
    diagnosis.textFacts = PastedTextFacts::read(text);
    diagnosis.pythonEnvironment = PastedErrorRecogniser::pythonEnvironment(text);
    if (const QString &environment = diagnosis.pythonEnvironment; !environment.isEmpty()) {
        // The pasted path is as the checked machine names it: under --sysroot, look inside the tree.
        const QString here = isWindowsDrivePath(environment) ? paths.environmentPath(environment) : paths.system(environment);
        diagnosis.pythonEnvironmentHere = QFileInfo(here).isDir();
    }

    const ErrorMachineFacts machine(report, paths);
    QList<QList<int>> indexes;
    const QList<Matches> groups = groupMatches(diagnosis.recognised, indexes);
    // CUDA's libraries alone are not a cuDNN problem; beside one, they are part of it.
    const bool cudnnCauseInText = std::any_of(groups.cbegin(), groups.cend(), [](const Matches &group) { return isCudnnCause(*group.first()); });
    for (qsizetype i = 0; i < groups.size(); ++i) {
        ErrorCause cause = explain(groups.at(i), machine, doctor, diagnosis.textFacts, cudnnCauseInText);
        if (cause.code.isEmpty())
            cause.code = groups.at(i).first()->code;
        cause.matches = indexes.at(i);
        cause.relatedFindings = relatedFindings(cause.code, doctor);
        if (!diagnosis.pythonEnvironment.isEmpty())
            cause.evidence.append(diagnosis.pythonEnvironmentHere
                                      ? tr("The Python environment in the message is on this computer: %1").arg(diagnosis.pythonEnvironment)
                                      : tr("The Python environment in the message, %1, is not on this computer: the error probably "
                                           "happened on another computer, in a container or under another user's account")
                                            .arg(diagnosis.pythonEnvironment));
        diagnosis.causes.append(cause);
    }
    std::stable_sort(diagnosis.causes.begin(), diagnosis.causes.end(),
                     [](const ErrorCause &a, const ErrorCause &b) { return a.severity > b.severity; });
    return diagnosis;
}

} // namespace cudnnsetup
