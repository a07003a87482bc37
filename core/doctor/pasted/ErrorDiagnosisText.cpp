#include "core/doctor/pasted/ErrorDiagnosisText.h"

#include "core/doctor/rules/DoctorText.h"

namespace cudnnsetup {

namespace {

void underlined(QString &out, const QString &title)
{
    out += title + u'\n' + QString(title.size(), u'=') + u'\n';
}

} // namespace

QString ErrorDiagnosisText::recognisedHeading()
{
    return tr("Recognised in the text");
}

QString ErrorDiagnosisText::meaningHeading()
{
    return tr("What it means");
}

QString ErrorDiagnosisText::matchLine(const PastedErrorMatch &match)
{
    return tr("Line %1 (%2): %3").arg(QString::number(match.line), match.code, match.excerpt.left(300));
}

QStringList ErrorDiagnosisText::readFromMessage(const PastedErrorMatch &match)
{
    QStringList facts;
    if (!match.framework.isEmpty())
        facts << tr("written by %1").arg(match.framework);
    if (match.builtWith.isValid())
        facts << tr("built with cuDNN %1").arg(match.builtWith.toString());
    if (match.found.isValid())
        facts << tr("found cuDNN %1").arg(match.found.toString());
    if (match.minimum.isValid())
        facts << tr("needs cuDNN %1 or newer").arg(match.minimum.toString());
    if (!match.library.isEmpty())
        facts << tr("asked for %1").arg(match.library);
    else if (match.cudnnMajor > 0)
        facts << tr("asked for cuDNN %1").arg(match.cudnnMajor);
    if (!match.missingFile.isEmpty() && match.missingFile != match.library)
        facts << tr("missing %1").arg(match.missingFile);
    if (match.cudaMajor > 0)
        facts << tr("needs CUDA %1").arg(match.cudaMajor);
    if (!match.symbol.isEmpty())
        facts << (match.symbolVersion.isEmpty() ? tr("undefined symbol %1").arg(match.symbol)
                                                : tr("undefined symbol %1 (version %2)").arg(match.symbol, match.symbolVersion));
    if (match.errorCode != 0) {
        switch (match.errorCode) {
        case 126:
            facts << tr("error code 126 (the file or a DLL it needs was not found)");
            break;
        case 127:
            facts << tr("error code 127 (a function missing from a DLL it loaded)");
            break;
        case 193:
            facts << tr("error code 193 (not a 64-bit DLL for this processor)");
            break;
        case 1455:
            facts << tr("error code 1455 (the paging file is too small)");
            break;
        default:
            facts << tr("error code %1").arg(match.errorCode);
        }
    }
    if (!match.modulePath.isEmpty())
        facts << tr("file %1").arg(match.modulePath);
    if (!match.searchPath.isEmpty())
        facts << tr("its LD_LIBRARY_PATH: %1").arg(match.searchPath);
    if (match.computeCapability.isValid())
        facts << (match.code == QLatin1String("error-cudnn-gpu-too-old")
                      ? tr("needs a GPU of compute capability %1 or higher").arg(match.computeCapability.toString())
                      : tr("a GPU of compute capability %1").arg(match.computeCapability.toString()));
    switch (match.versionRule) {
    case PastedErrorMatch::VersionRule::SameMinorOnly:
        facts << tr("accepts only the major and minor version it was built with");
        break;
    case PastedErrorMatch::VersionRule::SameReleaseOnly:
        facts << tr("accepts only the release it was built with");
        break;
    default:
        break;
    }
    if (!match.detail.isEmpty())
        facts << tr("it also says: %1").arg(match.detail);
    return facts;
}

QString ErrorDiagnosisText::readFromLine(const PastedErrorMatch &match)
{
    const QStringList facts = readFromMessage(match);
    return facts.isEmpty() ? QString() : tr("Read from it: %1").arg(facts.join(QStringLiteral("; ")));
}

QString ErrorDiagnosisText::textFactsLine(const PastedTextFacts &text)
{
    QStringList facts;
    for (const Version &version : text.cudnnVersions)
        facts << tr("cuDNN %1").arg(version.toString());
    for (const Version &version : text.cudaVersions)
        facts << tr("CUDA %1").arg(version.toString());
    for (const Version &version : text.frameworkCudaBuilds)
        facts << tr("a framework build for CUDA %1").arg(version.toString());
    for (const QString &library : text.loadedLibraries)
        facts << tr("%1 loaded").arg(library);
    if (text.wsl)
        facts << tr("WSL");
    return facts.isEmpty() ? QString() : tr("Also named in the text: %1").arg(facts.join(QStringLiteral("; ")));
}

QString ErrorDiagnosisText::whatHappened(const ErrorCause &cause)
{
    return tr("What happened: %1").arg(cause.whatHappened);
}

QString ErrorDiagnosisText::onThisComputer()
{
    return tr("On this computer:");
}

QString ErrorDiagnosisText::whatToDo(const ErrorCause &cause)
{
    return DoctorText::tr("What to do: %1").arg(cause.whatToDo);
}

QString ErrorDiagnosisText::relatedFindingsHeading()
{
    return tr("The doctor's findings on this computer that bear on it:");
}

QString ErrorDiagnosisText::findingLine(const Finding &finding)
{
    return QStringLiteral("[%1] %2  (%3)").arg(DoctorText::severityText(finding.severity), finding.title, finding.code);
}

QString ErrorDiagnosisText::inputCutNote(bool keptEnd)
{
    return keptEnd ? tr("Only the last MiB of the file was read: that is where a program's last error is.")
                   : tr("Only the first MiB of the text was read.");
}

QString ErrorDiagnosisText::notRecognised()
{
    return tr("None of the messages the doctor knows was found in the text. It knows the cuDNN messages of PyTorch, "
              "TensorFlow, JAX, ONNX Runtime, PaddlePaddle and CTranslate2, of cuDNN itself and of the Linux and Windows loaders, "
              "and the messages that only look like cuDNN trouble (GPU memory, the driver, the GPU's architecture). Paste "
              "the whole output of the program, from its start.");
}

QString ErrorDiagnosisText::render(const ErrorDiagnosis &diagnosis)
{
    QString out;
    out += tr("cuDNN Setup Wizard — what the pasted error means") + u'\n';
    if (diagnosis.inputCut)
        out += inputCutNote(diagnosis.inputCutKeptEnd) + u'\n';
    out += u'\n';

    if (!diagnosis.recognisedAny()) {
        out += notRecognised() + u' ' + tr("cudnn-setup doctor without --error-text checks the setup of this computer.") + u'\n';
        return out;
    }

    underlined(out, recognisedHeading());
    for (const PastedErrorMatch &match : diagnosis.recognised) {
        out += matchLine(match) + u'\n';
        if (const QString read = readFromLine(match); !read.isEmpty())
            out += QStringLiteral("  ") + read + u'\n';
    }
    if (const QString text = textFactsLine(diagnosis.textFacts); !text.isEmpty())
        out += text + u'\n';
    out += u'\n';

    underlined(out, meaningHeading());
    for (const ErrorCause &cause : diagnosis.causes) {
        out += QStringLiteral("[%1] %2  (%3)\n").arg(DoctorText::severityText(cause.severity), cause.title, cause.code);
        out += QStringLiteral("  ") + whatHappened(cause) + u'\n';
        if (!cause.evidence.isEmpty()) {
            out += QStringLiteral("  ") + onThisComputer() + u'\n';
            for (const QString &fact : cause.evidence)
                out += QStringLiteral("  - ") + fact + u'\n';
        }
        out += QStringLiteral("  ") + whatToDo(cause) + u'\n';
        if (!cause.relatedFindings.isEmpty()) {
            out += QStringLiteral("  ") + relatedFindingsHeading() + u'\n';
            for (const Finding &finding : cause.relatedFindings)
                out += QStringLiteral("  - ") + findingLine(finding) + u'\n';
        }
        out += u'\n';
    }
    return out;
}

} // namespace cudnnsetup
