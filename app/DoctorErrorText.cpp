#include "app/DoctorErrorText.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/doctor/rules/Doctor.h"
#include "core/doctor/rules/DoctorText.h"
#include "core/doctor/pasted/ErrorLogFile.h"
#include "core/doctor/pasted/ErrorDiagnosisText.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorText.h"
#include "core/platform/StandardInput.h"
#include "core/probe/SystemScanner.h"

#include <QJsonDocument>

#include <optional>

namespace cudnnsetup {

namespace {

// The text to diagnose: standard input's first bytes, or a log file's end (ErrorLogFile).
struct Pasted
{
    QString text;
    bool cut = false;
    bool keptEnd = false;
};

std::optional<Pasted> readPasted(const QString &name, QString *problem)
{
    if (name == QLatin1String("-")) {
        // One byte more than is read, so that a longer text is known to have been cut.
        const QByteArray bytes = StandardInput::read(PastedErrorText::kLimit + 1);
        return Pasted{PastedErrorText::decode(bytes), bytes.size() > PastedErrorText::kLimit, false};
    }
    const ErrorLogFile log = ErrorLogFile::read(name);
    if (!log.ok()) {
        *problem = log.problem;
        return std::nullopt;
    }
    return Pasted{log.text, log.cut, log.keptEnd()};
}

} // namespace

int DoctorErrorText::run(const CommandLine &commandLine)
{
    const bool json = commandLine.isSet(QStringLiteral("json"));
    QString problem;
    const std::optional<Pasted> pasted = readPasted(commandLine.value(QStringLiteral("error-text")), &problem);
    if (!pasted) {
        ConsoleOutput::error(problem);
        return ExitCode::DoctorCouldNotCheck;
    }

    // The same scan, paths and doctor's findings as `doctor` itself, so that both speak of one machine.
    const ScanOptions options = commandLine.scanOptions();
    const SystemReport scan = SystemScanner(options).scan();
    const SystemPaths paths = options.systemPaths();
    const DoctorReport doctor = Doctor::diagnose(scan, paths);

    ErrorDiagnosis diagnosis;
    if (doctor.couldNotCheck.isEmpty()) {
        diagnosis = ErrorTextDiagnosis::diagnose(pasted->text, scan, paths, doctor);
        diagnosis.inputCutKeptEnd = !diagnosis.inputCut && pasted->keptEnd;
        diagnosis.inputCut = diagnosis.inputCut || pasted->cut;
    }

    if (json) {
        QJsonObject object = diagnosis.toJson();
        object.insert(QStringLiteral("platform"), doctor.platform);
        object.insert(QStringLiteral("sysroot"), doctor.sysroot);
        object.insert(QStringLiteral("couldNotCheck"), doctor.couldNotCheck);
        if (!doctor.couldNotCheck.isEmpty())
            object.insert(QStringLiteral("status"), QStringLiteral("could-not-check"));
        ConsoleOutput::outBytes(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else if (!doctor.couldNotCheck.isEmpty()) {
        ConsoleOutput::error(DoctorText::tr("Could not check: %1").arg(doctor.couldNotCheck));
    } else {
        ConsoleOutput::out(ErrorDiagnosisText::render(diagnosis));
    }

    if (!doctor.couldNotCheck.isEmpty())
        return ExitCode::DoctorCouldNotCheck;
    return diagnosis.hasProblem() ? ExitCode::Failure : ExitCode::Success;
}

} // namespace cudnnsetup
