// ProbeRunner against real child processes: stand-in probes that answer, crash, hang, print
// garbage, refuse their arguments, cannot start, or report progress; cancel and timeout kill them.
#include "core/verify/ProbeRunner.h"

#include "StandIn.h"
#include "support/GTestPrinters.h"

#include <QElapsedTimer>
#include <QJsonArray>

using namespace cudnnsetup;
using namespace verifytest;

namespace {

const QByteArray kVerifyJson = R"({"probe":1,"mode":"verify","cudnnDir":"/x","items":[{"id":"libraries","status":"pass","code":"ok","detail":""}]})";

class ProbeRunnerTest : public testing::Test
{
protected:
    QTemporaryDir dir;
};

} // namespace

TEST_F(ProbeRunnerTest, ReadsTheJsonAndPassesArgumentsWithoutAShell)
{
    const QString argsFile = dir.filePath(QStringLiteral("args"));
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "for a in \"$@\"; do printf '%s\\n' \"$a\"; done > '" + argsFile.toUtf8() + "'\n"
                                           + printing(kVerifyJson));
    const QStringList arguments{QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), QStringLiteral("/opt/my cudnn/lib;$(rm -rf x)")};
    const ProbeRun run = ProbeRunner(probe).run(arguments, QStringLiteral("verify"), 10000);
    ASSERT_EQ(run.outcome, ProbeRun::Outcome::Ok) << run.failure.toStdString();
    EXPECT_TRUE(run.ok());
    EXPECT_TRUE(run.failure.isEmpty());
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("verify"));
    EXPECT_EQ(run.json.value(QStringLiteral("items")).toArray().size(), 1);

    QFile args(argsFile);
    ASSERT_TRUE(args.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(args.readAll()), arguments.join(u'\n') + u'\n');
}

TEST_F(ProbeRunnerTest, AnAbortIsACrashWithItsMessage)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "printf '{\"probe\":1,\"mode\":\"ver'\n"
                                       "echo 'Could not load library libcudnn_cnn.so.9. Error: cannot open shared object file' >&2\n"
                                       "kill -ABRT $$\n"
                                       "sleep 5\n");
    const ProbeRun run = ProbeRunner(probe).run({QStringLiteral("verify")}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::Crashed);
    EXPECT_FALSE(run.ok());
    EXPECT_TRUE(run.json.isEmpty());
    EXPECT_TRUE(run.failure.contains(QLatin1String("crashed"))) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("missing or from another release"))) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("libcudnn_cnn.so.9"))) << run.failure.toStdString();
    EXPECT_TRUE(run.standardError.contains("Could not load library")) << run.standardError.constData();
}

TEST_F(ProbeRunnerTest, AHangingProbeIsKilledAtTheDeadline)
{
    const QString pidFile = dir.filePath(QStringLiteral("pid"));
    const QString probe = writeSleeper(dir, pidFile);
    QElapsedTimer clock;
    clock.start();
    const ProbeRun run = ProbeRunner(probe).run({QStringLiteral("verify")}, QStringLiteral("verify"), 1500);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::TimedOut);
    EXPECT_GE(clock.elapsed(), 1400);
    EXPECT_LT(clock.elapsed(), 4500) << "killed at the deadline, not left to run";
    EXPECT_TRUE(run.failure.contains(QLatin1String("did not answer within 2 second"))) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("hung NVIDIA driver"))) << run.failure.toStdString();
    const pid_t pid = readPid(pidFile);
    ASSERT_GT(pid, 0);
    EXPECT_TRUE(processGone(pid)) << "the stand-in (pid " << pid << ") still runs";
}

TEST_F(ProbeRunnerTest, CancelStopsASleepingProbeQuickly)
{
    const QString pidFile = dir.filePath(QStringLiteral("pid"));
    const QString probe = writeSleeper(dir, pidFile);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    std::jthread canceller = cancelAfter(cancel, std::chrono::milliseconds(300));
    QElapsedTimer clock;
    clock.start();
    const ProbeRun run = ProbeRunner(probe).run({QStringLiteral("bench")}, QStringLiteral("bench"), 60000, cancel);
    const qint64 elapsed = clock.elapsed();
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::Cancelled);
    EXPECT_FALSE(run.failure.isEmpty());
    EXPECT_LT(elapsed, 3000);
    EXPECT_TRUE(processGone(readPid(pidFile)));
}

TEST_F(ProbeRunnerTest, GarbageIsBadOutput)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"), "echo 'Segmentation fault? no: just text'\n");
    const ProbeRun run = ProbeRunner(probe).run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::BadOutput);
    EXPECT_TRUE(run.failure.contains(QLatin1String("could not be read"))) << run.failure.toStdString();
}

TEST_F(ProbeRunnerTest, TwoObjectsOrAnArrayAreBadOutput)
{
    for (const QByteArray &text : {QByteArray(R"({"probe":1,"mode":"verify"}{"probe":1,"mode":"verify"})"),
                                   QByteArray(R"([{"probe":1,"mode":"verify"}])"), QByteArray()}) {
        const QString probe = writeStandIn(dir, QStringLiteral("probe"), printing(text));
        const ProbeRun run = ProbeRunner(probe).run({}, QStringLiteral("verify"), 10000);
        EXPECT_EQ(run.outcome, ProbeRun::Outcome::BadOutput) << text.constData();
    }
}

TEST_F(ProbeRunnerTest, AnotherModeOrSchemaIsBadOutput)
{
    const QString info = writeStandIn(dir, QStringLiteral("info"), printing(R"({"probe":1,"mode":"info"})"));
    const ProbeRun wrongMode = ProbeRunner(info).run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(wrongMode.outcome, ProbeRun::Outcome::BadOutput);
    EXPECT_TRUE(wrongMode.failure.contains(QLatin1String("\"info\""))) << wrongMode.failure.toStdString();
    EXPECT_TRUE(wrongMode.failure.contains(QLatin1String("\"verify\""))) << wrongMode.failure.toStdString();

    const QString v2 = writeStandIn(dir, QStringLiteral("v2"), printing(R"({"probe":2,"mode":"verify"})"));
    const ProbeRun wrongSchema = ProbeRunner(v2).run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(wrongSchema.outcome, ProbeRun::Outcome::BadOutput);
    EXPECT_TRUE(wrongSchema.failure.contains(QLatin1String("schema 2"))) << wrongSchema.failure.toStdString();

    const QString none = writeStandIn(dir, QStringLiteral("none"), printing(R"({"mode":"verify"})"));
    EXPECT_EQ(ProbeRunner(none).run({}, QStringLiteral("verify"), 10000).outcome, ProbeRun::Outcome::BadOutput);
}

TEST_F(ProbeRunnerTest, BadArgumentsAreAFailureWithTheUsage)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "echo 'cudnn-probe: unknown command: bench' >&2\necho 'usage: cudnn-probe info' >&2\nexit 2\n");
    const ProbeRun run = ProbeRunner(probe).run({QStringLiteral("bench")}, QStringLiteral("bench"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::Crashed);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.failure.contains(QLatin1String("refused its arguments"))) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("unknown command: bench"))) << run.failure.toStdString();
    EXPECT_TRUE(run.standardError.contains("usage: cudnn-probe info"));
}

TEST_F(ProbeRunnerTest, AnotherExitCodeIsAFailure)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"), printing(kVerifyJson) + "exit 3\n");
    const ProbeRun run = ProbeRunner(probe).run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::Crashed);
    EXPECT_EQ(run.exitCode, 3);
    EXPECT_TRUE(run.failure.contains(QLatin1String("exit code 3"))) << run.failure.toStdString();
    EXPECT_TRUE(run.json.isEmpty());
}

TEST_F(ProbeRunnerTest, ANonExecutableFileFailsToStart)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"), printing(kVerifyJson), false);
    const ProbeRunner runner(probe);
    EXPECT_TRUE(runner.isAvailable()); // the file is there; running it is what fails
    const ProbeRun run = runner.run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::FailedToStart);
    EXPECT_TRUE(run.failure.contains(probe)) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("executable"))) << run.failure.toStdString();
}

TEST_F(ProbeRunnerTest, AMissingProbeIsNamed)
{
    const QString path = dir.filePath(QStringLiteral("no-such-probe"));
    const ProbeRunner runner(path);
    EXPECT_FALSE(runner.isAvailable());
    const ProbeRun run = runner.run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::NotFound);
    EXPECT_TRUE(run.failure.contains(path)) << run.failure.toStdString();

    const ProbeRun notBuilt = ProbeRunner(QString()).run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(notBuilt.outcome, ProbeRun::Outcome::NotFound);
    EXPECT_TRUE(notBuilt.failure.contains(QLatin1String("not part of this build"))) << notBuilt.failure.toStdString();
    EXPECT_TRUE(notBuilt.failure.contains(QLatin1String("CUDA Toolkit")));
}

TEST_F(ProbeRunnerTest, LocateHonoursTheEnvironmentEvenWhenTheFileIsMissing)
{
    const QByteArray saved = qgetenv("CUDNN_SETUP_PROBE");
    const bool wasSet = qEnvironmentVariableIsSet("CUDNN_SETUP_PROBE");
    const QString path = dir.filePath(QStringLiteral("elsewhere/cudnn-probe"));
    qputenv("CUDNN_SETUP_PROBE", path.toLocal8Bit());
    EXPECT_EQ(ProbeRunner::locate(), path);
    const ProbeRun run = ProbeRunner().run({}, QStringLiteral("verify"), 10000);
    EXPECT_EQ(run.outcome, ProbeRun::Outcome::NotFound);
    EXPECT_TRUE(run.failure.contains(path)) << run.failure.toStdString();
    EXPECT_TRUE(run.failure.contains(QLatin1String("CUDNN_SETUP_PROBE"))) << run.failure.toStdString();

    qunsetenv("CUDNN_SETUP_PROBE");
    // No QCoreApplication in this test: there is no application folder to look in.
    EXPECT_EQ(ProbeRunner::locate(), QString());
    if (wasSet)
        qputenv("CUDNN_SETUP_PROBE", saved);
}

TEST_F(ProbeRunnerTest, ProgressLinesReachTheCallbackAndTheRestIsKept)
{
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "echo 'progress 0 start' >&2\n"
                                       "echo 'progress 0.25 cudnn-fp32' >&2\n"
                                       "sleep 0.2\n"
                                       "echo 'note: Find took 812 ms' >&2\n"
                                       "echo 'progress half cudnn-tf32' >&2\n"
                                       "echo 'progress 0.5 cuda-tiled' >&2\n"
                                       "sleep 0.2\n"
                                       "echo 'progress 1.5 cuda-naive' >&2\n"
                                       + printing(R"({"probe":1,"mode":"bench","gpuState":"no-driver","rows":[]})")
                                       + "printf 'progress 1 done' >&2\n");
    std::vector<std::pair<double, QString>> seen;
    const ProbeRun run = ProbeRunner(probe).run({QStringLiteral("bench")}, QStringLiteral("bench"), 10000, {},
                                                [&](double fraction, const QString &what) { seen.emplace_back(fraction, what); });
    ASSERT_EQ(run.outcome, ProbeRun::Outcome::Ok) << run.failure.toStdString();
    EXPECT_EQ(run.json.value(QStringLiteral("gpuState")).toString(), QStringLiteral("no-driver"));
    ASSERT_EQ(seen.size(), 5u);
    EXPECT_DOUBLE_EQ(seen[0].first, 0.0);
    EXPECT_EQ(seen[0].second, QStringLiteral("start"));
    EXPECT_DOUBLE_EQ(seen[1].first, 0.25);
    EXPECT_EQ(seen[1].second, QStringLiteral("cudnn-fp32"));
    EXPECT_DOUBLE_EQ(seen[2].first, 0.5);
    EXPECT_EQ(seen[2].second, QStringLiteral("cuda-tiled"));
    EXPECT_DOUBLE_EQ(seen[3].first, 1.0) << "clamped";
    EXPECT_DOUBLE_EQ(seen[4].first, 1.0);
    EXPECT_EQ(seen[4].second, QStringLiteral("done")) << "the last line has no newline";
    EXPECT_TRUE(run.standardError.contains("note: Find took 812 ms"));
    EXPECT_TRUE(run.standardError.contains("progress half")) << "not a progress line: kept";
    EXPECT_FALSE(run.standardError.contains("progress 0.25"));
}

TEST_F(ProbeRunnerTest, LargeOutputOnBothChannelsDoesNotBlock)
{
    // 2 MB on stdout and 512 KB on stderr, well past any pipe buffer.
    const QString probe = writeStandIn(dir, QStringLiteral("probe"),
                                       "for i in $(seq 1 8192); do printf 'warning line %05d with some padding text..........\\n' $i >&2; done &\n"
                                       "printf '{\"probe\":1,\"mode\":\"verify\",\"items\":[],\"blob\":\"'\n"
                                       "head -c 2097152 /dev/zero | tr '\\0' 'x'\n"
                                       "printf '\"}\\n'\n"
                                       "wait\n");
    const ProbeRun run = ProbeRunner(probe).run({}, QStringLiteral("verify"), 30000);
    ASSERT_EQ(run.outcome, ProbeRun::Outcome::Ok) << run.failure.toStdString();
    EXPECT_EQ(run.json.value(QStringLiteral("blob")).toString().size(), 2097152);
    EXPECT_GT(run.standardError.size(), 0);
    EXPECT_LE(run.standardError.size(), 64 * 1024 + 4096) << "what is kept of stderr is bounded";
}
