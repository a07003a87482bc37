#include "app/BenchCommand.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "app/VerifyTargetChoice.h"
#include "core/verify/BenchmarkRunner.h"
#include "core/verify/BenchmarkText.h"

#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace cudnnsetup {

namespace {

// The request from the options CommandLine::validate() already checked.
BenchmarkRequest requestFrom(const CommandLine &commandLine)
{
    const QCommandLineParser &parser = commandLine.parser();
    BenchmarkRequest request;
    if (parser.isSet(QStringLiteral("shape"))) {
        request.layer = QStringLiteral("custom");
        request.customShape = bench::ConvolutionShape::parse(parser.value(QStringLiteral("shape")).toStdString());
    } else if (parser.isSet(QStringLiteral("layer"))) {
        request.layer = parser.value(QStringLiteral("layer"));
    }
    if (parser.isSet(QStringLiteral("batch")) && parser.value(QStringLiteral("batch")) != QLatin1String("auto"))
        request.batch = parser.value(QStringLiteral("batch")).toInt();
    if (parser.isSet(QStringLiteral("precision")))
        request.setPrecisions(parser.value(QStringLiteral("precision")));
    request.includeCpu = !parser.isSet(QStringLiteral("no-cpu"));
    request.probeTimeoutMs = commandLine.probeTimeoutMs(request.probeTimeoutMs);
    return request;
}

bool writeCsv(const QString &path, const BenchmarkResult &result)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        ConsoleOutput::error(BenchCommand::tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    file.write(result.toCsv().toUtf8());
    if (!file.commit()) {
        ConsoleOutput::error(BenchCommand::tr("Cannot write %1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int BenchCommand::run(const CommandLine &commandLine)
{
    BenchmarkRequest request = requestFrom(commandLine);
    const bool json = commandLine.parser().isSet(QStringLiteral("json"));
    // Our own kernels and the CPU row run without cuDNN, so a machine without one still gets
    // numbers; the cuDNN rows then say why they are missing.
    if (const std::optional<VerifyTarget> target = chooseVerifyTarget(commandLine, false))
        request.cudnnDir = target->libraryDir;

    const BenchmarkResult result = BenchmarkRunner::run(ProbeRunner(), request, {}, [](double fraction, const QString &what) {
        ConsoleOutput::progress(what, int(std::lround(fraction * 100)));
    });
    ConsoleOutput::endProgress();

    if (commandLine.parser().isSet(QStringLiteral("csv")) && !writeCsv(commandLine.parser().value(QStringLiteral("csv")), result))
        return CommandLine::Failure;
    if (json)
        ConsoleOutput::outBytes(QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented));
    else
        ConsoleOutput::out(BenchmarkText::render(result));

    bool anyTime = false, anyWrong = false;
    for (const BenchmarkRow &row : result.rows) {
        anyTime = anyTime || row.hasTime();
        anyWrong = anyWrong || row.code == QLatin1String("wrong-results");
    }
    if (anyWrong)
        return CommandLine::Failure;
    return anyTime ? CommandLine::Success : CommandLine::CouldNotCheck;
}

} // namespace cudnnsetup
