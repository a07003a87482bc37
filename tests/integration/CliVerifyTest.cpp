// `cudnn-setup verify` and `cudnn-setup bench` as child processes, the way scripts and IT staff
// run them: against the real cuDNN 9.19 under /usr/local/cuda (this machine has no GPU and no
// driver), copies broken by the test, and probe stand-ins that crash or hang.
#include "fixtures/sysroot/SysrootBuilder.h"
#include "support/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::runCli;
using cudnnsetup::testing::SysrootBuilder;

namespace {

const QString kRealCudnn = QStringLiteral("/usr/local/cuda/lib64");

bool realCudnnPresent()
{
    return QFileInfo::exists(kRealCudnn + QStringLiteral("/libcudnn.so.9"));
}

class CliVerifyTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_work.isValid());
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/.local/share"));
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }

    CliRun run(const QStringList &arguments) { return runCli(QStringLiteral(CUDNN_SETUP_BINARY), m_env, arguments, 120000); }

    // A stand-in for cudnn-probe, used through $CUDNN_SETUP_PROBE.
    void useProbeScript(const QByteArray &body)
    {
        const QString path = m_work.filePath(QStringLiteral("probe-stand-in.sh"));
        QFile script(path);
        ASSERT_TRUE(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/bash\n" + body);
        script.close();
        script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        m_env.insert(QStringLiteral("CUDNN_SETUP_PROBE"), path);
    }

    static QJsonObject json(const CliRun &run) { return jsonOf(run); }

    QTemporaryDir m_home;
    QTemporaryDir m_work;
    QProcessEnvironment m_env;
};

TEST_F(CliVerifyTest, TheRealCudnnIsInstalledCorrectlyButHasNoDriverToRunOn)
{
    if (!realCudnnPresent())
        GTEST_SKIP() << "no cuDNN 9 under " << kRealCudnn.toStdString();
    const CliRun text = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), kRealCudnn});
    EXPECT_EQ(text.exitCode, 5) << text.out.toStdString() << text.err.toStdString();
    EXPECT_TRUE(text.out.contains("9.19.0")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("driver")) << text.out.toStdString();

    const CliRun machine = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), kRealCudnn, QStringLiteral("--json")});
    EXPECT_EQ(machine.exitCode, 5);
    const QJsonObject object = json(machine);
    EXPECT_EQ(object.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-verify/1"));
    EXPECT_EQ(object.value(QStringLiteral("verdict")).toString(), QStringLiteral("ready-no-gpu"));
    const QJsonObject probe = object.value(QStringLiteral("probe")).toObject();
    EXPECT_EQ(probe.value(QStringLiteral("version")).toObject().value(QStringLiteral("raw")).toInt(), 91900);
    EXPECT_EQ(probe.value(QStringLiteral("driver")).toString(), QStringLiteral("no-driver"));
}

TEST_F(CliVerifyTest, ACopyMissingASubLibraryIsBroken)
{
    if (!realCudnnPresent())
        GTEST_SKIP() << "no cuDNN 9 under " << kRealCudnn.toStdString();
    // The real libraries linked into a folder of our own, all but the convolution sub-library.
    const QString lib = m_work.filePath(QStringLiteral("cudnn/lib"));
    ASSERT_TRUE(QDir().mkpath(lib));
    for (const QFileInfo &file : QDir(kRealCudnn).entryInfoList({QStringLiteral("libcudnn*.so.9")}, QDir::Files)) {
        if (file.fileName() == QLatin1String("libcudnn_cnn.so.9"))
            continue;
        ASSERT_TRUE(QFile::link(file.canonicalFilePath(), lib + u'/' + file.fileName()));
    }
    const CliRun verify = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), lib, QStringLiteral("--json")});
    EXPECT_EQ(verify.exitCode, 1) << verify.err.toStdString();
    const QJsonObject object = json(verify);
    EXPECT_EQ(object.value(QStringLiteral("verdict")).toString(), QStringLiteral("broken"));
    EXPECT_TRUE(object.value(QStringLiteral("result")).toString().contains(QStringLiteral("FAILED")))
        << object.value(QStringLiteral("result")).toString().toStdString();
    const QJsonArray items = object.value(QStringLiteral("probe")).toObject().value(QStringLiteral("items")).toArray();
    ASSERT_FALSE(items.isEmpty());
    EXPECT_EQ(items[0].toObject().value(QStringLiteral("code")).toString(), QStringLiteral("missing"));

    const CliRun text = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), lib});
    EXPECT_EQ(text.exitCode, 1);
    EXPECT_TRUE(text.out.contains("libcudnn_cnn.so.9")) << text.out.toStdString();
}

TEST_F(CliVerifyTest, WithoutAFolderItVerifiesTheCopyTheScanPicks)
{
    // A prepared tree whose toolkit holds cuDNN files that are not real libraries: the scan picks
    // that copy, and the probe finds that they do not load.
    QTemporaryDir tree;
    SysrootBuilder sysroot(tree.path());
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    const CliRun verify = run({QStringLiteral("verify"), QStringLiteral("--no-nvcc"), QStringLiteral("--sysroot"), tree.path(),
                               QStringLiteral("--json")});
    const QJsonObject object = json(verify);
    EXPECT_TRUE(object.value(QStringLiteral("cudnnDir")).toString().startsWith(tree.path()))
        << object.value(QStringLiteral("cudnnDir")).toString().toStdString();
    EXPECT_NE(verify.exitCode, 0);
    EXPECT_NE(verify.exitCode, 2);

    QTemporaryDir empty;
    const CliRun nothing = run({QStringLiteral("verify"), QStringLiteral("--no-nvcc"), QStringLiteral("--sysroot"), empty.path()});
    EXPECT_EQ(nothing.exitCode, 6);
    EXPECT_TRUE(nothing.err.contains("No cuDNN was found")) << nothing.err.toStdString();
}

TEST_F(CliVerifyTest, AProbeThatCrashesOrHangsIsReportedNotFatal)
{
    useProbeScript("printf '{\"probe\": 1, \"mode\": \"ver'\nkill -ABRT $$\n");
    const CliRun crashed = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), m_work.path()});
    EXPECT_EQ(crashed.exitCode, 6) << crashed.out.toStdString() << crashed.err.toStdString();
    EXPECT_TRUE(crashed.out.contains("NOT CHECKED")) << crashed.out.toStdString();

    useProbeScript("exec sleep 600\n");
    const CliRun hung = run({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), m_work.path(), QStringLiteral("--probe-timeout"),
                             QStringLiteral("1"), QStringLiteral("--json")});
    EXPECT_EQ(hung.exitCode, 6);
    EXPECT_LT(hung.elapsedMs, 30000);
    const QJsonObject object = json(hung);
    EXPECT_EQ(object.value(QStringLiteral("verdict")).toString(), QStringLiteral("not-checked"));
    EXPECT_FALSE(object.value(QStringLiteral("failure")).toString().isEmpty());
}

TEST_F(CliVerifyTest, BenchTimesTheCpuRowAndWritesCsvWithoutAGpu)
{
    const QString csv = m_work.filePath(QStringLiteral("bench.csv"));
    const CliRun bench = run({QStringLiteral("bench"), QStringLiteral("--shape"), QStringLiteral("2,8,12,12,8,3,3,1,1"),
                              QStringLiteral("--json"), QStringLiteral("--csv"), csv});
    ASSERT_EQ(bench.exitCode, 0) << bench.err.toStdString();
    const QJsonObject object = json(bench);
    QJsonObject cpu;
    for (const QJsonValue &row : object.value(QStringLiteral("rows")).toArray())
        if (row.toObject().value(QStringLiteral("id")).toString() == QLatin1String("cpu"))
            cpu = row.toObject();
    ASSERT_FALSE(cpu.isEmpty()) << bench.out.toStdString();
    EXPECT_GT(cpu.value(QStringLiteral("medianMs")).toDouble(), 0.0);

    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    ASSERT_GE(lines.size(), 2);
    EXPECT_TRUE(lines[0].startsWith("id,")) << lines[0].toStdString();
    bool cpuLine = false;
    for (const QByteArray &line : lines)
        cpuLine = cpuLine || line.startsWith("cpu,");
    EXPECT_TRUE(cpuLine);
}

TEST_F(CliVerifyTest, BenchWithoutAProbeStillTimesTheCpu)
{
    m_env.insert(QStringLiteral("CUDNN_SETUP_PROBE"), m_work.filePath(QStringLiteral("no-such-probe")));
    const CliRun bench = run({QStringLiteral("bench"), QStringLiteral("--shape"), QStringLiteral("1,4,9,9,4,3,3,1,2")});
    EXPECT_EQ(bench.exitCode, 0) << bench.err.toStdString();
    EXPECT_FALSE(bench.out.isEmpty());
}

TEST_F(CliVerifyTest, BadBenchAndVerifyOptionsAreUsageErrors)
{
    const QList<QStringList> wrong = {
        {QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("conv9_x")},
        {QStringLiteral("bench"), QStringLiteral("--shape"), QStringLiteral("1,2,3")},
        {QStringLiteral("bench"), QStringLiteral("--shape"), QStringLiteral("1,1,2,2,1,5,5,0,1")},
        {QStringLiteral("bench"), QStringLiteral("--batch"), QStringLiteral("0")},
        {QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp64")},
        {QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("conv2_x"), QStringLiteral("--shape"),
         QStringLiteral("1,1,3,3,1,1,1,0,1")},
        {QStringLiteral("verify"), QStringLiteral("--include-dir"), QStringLiteral("/tmp")},
        {QStringLiteral("verify"), QStringLiteral("--layer"), QStringLiteral("conv2_x")},
        {QStringLiteral("scan"), QStringLiteral("--cudnn-dir"), QStringLiteral("/tmp")},
        {QStringLiteral("verify"), QStringLiteral("--probe-timeout"), QStringLiteral("-1")},
    };
    for (const QStringList &arguments : wrong) {
        const CliRun rejected = run(arguments);
        EXPECT_EQ(rejected.exitCode, 2) << arguments.join(u' ').toStdString() << ": " << rejected.err.toStdString();
        EXPECT_TRUE(rejected.out.isEmpty()) << arguments.join(u' ').toStdString();
    }
}

} // namespace
