#include "app/DoctorErrorText.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/doctor/Doctor.h"
#include "core/doctor/DoctorText.h"
#include "core/doctor/ErrorDiagnosisText.h"
#include "core/doctor/ErrorTextDiagnosis.h"
#include "core/doctor/PastedErrorText.h"
#include "core/platform/StandardInput.h"
#include "core/probe/SystemScanner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <optional>

namespace cudnnsetup {

namespace {

// One byte more than is read, so that a longer text is known to have been cut.
constexpr qsizetype kReadAtMost = PastedErrorText::kLimit + 1;

std::optional<QByteArray> readPasted(const QString &name, QString *problem)
{
    if (name == QLatin1String("-"))
        return StandardInput::read(kReadAtMost);
    QFile file(name);
    if (QFileInfo(name).isDir() || !file.open(QIODevice::ReadOnly)) {
        *problem = DoctorErrorText::tr("Cannot read the error text from %1: %2")
                       .arg(name, QFileInfo(name).isDir() ? DoctorErrorText::tr("it is a folder") : file.errorString());
        return std::nullopt;
    }
    return file.read(kReadAtMost);
}

} // namespace

int DoctorErrorText::run(const CommandLine &commandLine)
{
    const bool json = commandLine.isSet(QStringLiteral("json"));
    QString problem;
    const std::optional<QByteArray> bytes = readPasted(commandLine.value(QStringLiteral("error-text")), &problem);
    if (!bytes) {
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
        diagnosis = ErrorTextDiagnosis::diagnose(PastedErrorText::decode(*bytes), scan, paths, doctor);
        diagnosis.inputCut = diagnosis.inputCut || bytes->size() > PastedErrorText::kLimit;
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
