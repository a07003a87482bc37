#include "core/doctor/ErrorDiagnosisText.h"

#include "core/doctor/DoctorText.h"

namespace cudnnsetup {

namespace {

void underlined(QString &out, const QString &title)
{
    out += title + u'\n' + QString(title.size(), u'=') + u'\n';
}

} // namespace

QString ErrorDiagnosisText::render(const ErrorDiagnosis &diagnosis)
{
    QString out;
    out += tr("cuDNN Setup Wizard — what the pasted error means") + u'\n';
    if (diagnosis.inputCut)
        out += tr("Only the first MiB of the text was read.") + u'\n';
    out += u'\n';

    if (!diagnosis.recognisedAny()) {
        out += tr("None of the messages the doctor knows was found in the text. It knows the cuDNN messages of PyTorch, "
                  "TensorFlow, JAX, ONNX Runtime and PaddlePaddle, of cuDNN itself and of the Linux and Windows loaders. Paste "
                  "the whole output of the program, from its start; cudnn-setup doctor without --error-text checks the setup "
                  "of this computer.")
               + u'\n';
        return out;
    }

    underlined(out, tr("Recognised in the text"));
    for (const PastedErrorMatch &match : diagnosis.recognised)
        out += tr("Line %1 (%2): %3").arg(QString::number(match.line), match.code, match.excerpt.left(300)) + u'\n';
    out += u'\n';

    underlined(out, tr("What it means"));
    for (const ErrorCause &cause : diagnosis.causes) {
        out += QStringLiteral("[%1] %2  (%3)\n").arg(DoctorText::severityText(cause.severity), cause.title, cause.code);
        out += QStringLiteral("  ") + tr("What happened: %1").arg(cause.whatHappened) + u'\n';
        if (!cause.evidence.isEmpty()) {
            out += QStringLiteral("  ") + tr("On this computer:") + u'\n';
            for (const QString &fact : cause.evidence)
                out += QStringLiteral("  - ") + fact + u'\n';
        }
        out += QStringLiteral("  ") + DoctorText::tr("What to do: %1").arg(cause.whatToDo) + u'\n';
        if (!cause.relatedFindings.isEmpty()) {
            out += QStringLiteral("  ") + tr("The doctor's findings on this computer that bear on it:") + u'\n';
            for (const Finding &finding : cause.relatedFindings)
                out += QStringLiteral("  - [%1] %2  (%3)\n").arg(DoctorText::severityText(finding.severity), finding.title, finding.code);
        }
        out += u'\n';
    }
    return out;
}

} // namespace cudnnsetup
