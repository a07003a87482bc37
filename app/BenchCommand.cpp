#include "app/BenchCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/VerifyTargetChoice.h"
#include "core/bench/ConvolutionShape.h"
#include "core/verify/BenchmarkRunner.h"
#include "core/verify/BenchmarkText.h"

#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace cudnnsetup {

namespace {

// The request from the options checkBenchOptions() already checked.
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
        return ExitCode::Failure;
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
        return ExitCode::Failure;
    return anyTime ? ExitCode::Success : ExitCode::CouldNotCheck;
}

namespace {

QString checkBenchOptions(const CommandLine &commandLine)
{
    auto isSet = [&](const char *name) { return commandLine.isSet(QString::fromLatin1(name)); };
    auto value = [&](const char *name) { return commandLine.value(QString::fromLatin1(name)); };
    for (const QString &problem : {CommandOptions::checkMachine(commandLine), CommandOptions::checkProbeTimeout(commandLine)})
        if (!problem.isEmpty())
            return problem;
    if (isSet("layer") && isSet("shape"))
        return BenchCommand::tr("Give either --layer or --shape, not both.");
    if (isSet("layer") && !bench::ConvolutionShape::preset(value("layer").toStdString(), 1))
        return BenchCommand::tr("Unknown layer \"%1\". Use conv2_x, conv3_x, conv4_x or conv5_x, or --shape for your own.").arg(value("layer"));
    if (isSet("shape") && !bench::ConvolutionShape::parse(value("shape").toStdString()))
        return BenchCommand::tr("--shape wants nine whole numbers N,C,H,W,K,R,S,pad,stride that make a valid convolution (the filter must "
                                "fit the padded input), not \"%1\".").arg(value("shape"));
    if (isSet("shape") && isSet("batch"))
        return BenchCommand::tr("--shape carries its own batch (its first number): leave out --batch.");
    if (isSet("batch") && value("batch") != QLatin1String("auto")) {
        bool ok = false;
        const int batch = value("batch").toInt(&ok);
        if (!ok || batch < 1 || batch > 1024)
            return BenchCommand::tr("--batch is a number from 1 to 1024, or \"auto\", not \"%1\".").arg(value("batch"));
    }
    if (isSet("precision") && !BenchmarkRequest().setPrecisions(value("precision")))
        return BenchCommand::tr("--precision takes fp32, tf32, fp16 or all (comma-separated), not \"%1\".").arg(value("precision"));
    return {};
}

} // namespace

Command BenchCommand::command()
{
    QList<QCommandLineOption> own{
        {QStringLiteral("layer"), tr("The ResNet-50 layer to time: conv2_x, conv3_x (default), conv4_x or conv5_x."), tr("name")},
        {QStringLiteral("shape"), tr("Time a layer of your own instead: N,C,H,W,K,R,S,pad,stride (batch, channels, height, width, "
                                     "filters, filter height, filter width, padding, stride)."),
         tr("list")},
        {QStringLiteral("batch"), tr("The batch size, 1 to 1024, or \"auto\" (64 with a GPU, 8 without; the default)."), tr("n")},
        {QStringLiteral("precision"), tr("The cuDNN precisions to time: fp32, tf32, fp16 or all (default), comma-separated. Strict FP32 is "
                                         "always timed."),
         tr("list")},
        {QStringLiteral("no-cpu"), tr("Leave out the CPU row.")},
        {QStringLiteral("csv"), tr("Also write the results as CSV to <file>."), tr("file")},
        CommandOptions::json(QStringLiteral("docs/probe-json.md")),
    };
    return {QStringLiteral("bench"), tr("Time a convolution layer with cuDNN, with plain CUDA kernels and on the CPU."),
            CommandOptions::machine() + CommandOptions::probe(300) + own, &checkBenchOptions, &BenchCommand::run};
}

} // namespace cudnnsetup
