// Runs the real cudnn-setup binary headless, the way IT staff and scripts do: no display, no
// terminal, a prepared tree through --sysroot.
#include "fixtures/sysroot/SysrootBuilder.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::SysrootBuilder;

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

class CliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_tree.isValid());
        // A headless machine: no display at all, and a home of our own for the log.
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/.local/share"));
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }

    CliRun run(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(QStringLiteral(CUDNN_SETUP_BINARY), arguments);
        EXPECT_TRUE(process.waitForFinished(60000)) << "cudnn-setup did not finish";
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
                process.readAllStandardError()};
    }

    QTemporaryDir m_home;
    QTemporaryDir m_tree;
    SysrootBuilder sysroot{m_tree.path()};
    QProcessEnvironment m_env;
};

TEST_F(CliTest, PrintsVersionAndHelpWithoutADisplay)
{
    const CliRun version = run({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out.trimmed(), QByteArray("cudnn-setup " CUDNN_SETUP_VERSION));

    const CliRun help = run({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains("scan"));
    EXPECT_TRUE(help.out.contains("--sysroot"));
}

TEST_F(CliTest, RejectsUnknownCommandsAndBadOptionsWithExitCode2)
{
    const CliRun bogus = run({QStringLiteral("instal")});
    EXPECT_EQ(bogus.exitCode, 2);
    EXPECT_TRUE(bogus.err.contains("Unknown command \"instal\"")) << bogus.err.toStdString();

    const CliRun missingRoot = run({QStringLiteral("scan"), QStringLiteral("--sysroot"), m_tree.path() + QStringLiteral("/nope")});
    EXPECT_EQ(missingRoot.exitCode, 2);
    EXPECT_TRUE(missingRoot.err.contains("does not exist"));

    const CliRun badPlatform = run({QStringLiteral("scan"), QStringLiteral("--sysroot"), m_tree.path(), QStringLiteral("--platform"),
                                 QStringLiteral("macos-arm64")});
    EXPECT_EQ(badPlatform.exitCode, 2);
}

TEST_F(CliTest, ScanJsonDescribesAPreparedTree)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.4"), QStringLiteral("12.4.131"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));

    const CliRun scan = run({QStringLiteral("scan"), QStringLiteral("--json"), QStringLiteral("--sysroot"), m_tree.path()});
    ASSERT_EQ(scan.exitCode, 0) << scan.err.toStdString();
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(scan.out, &error).object();
    ASSERT_EQ(error.error, QJsonParseError::NoError) << scan.out.left(300).toStdString();

    EXPECT_EQ(report.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup/scan"));
    EXPECT_EQ(report.value(QStringLiteral("schemaVersion")).toInt(), 1);
    EXPECT_EQ(report.value(QStringLiteral("driver")).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("not-installed"));
    const QJsonArray toolkits = report.value(QStringLiteral("toolkits")).toArray();
    ASSERT_EQ(toolkits.size(), 1);
    EXPECT_EQ(toolkits[0].toObject().value(QStringLiteral("version")).toString(), QStringLiteral("12.4.1"));
    EXPECT_EQ(toolkits[0].toObject().value(QStringLiteral("nvccVersion")).toString(), QStringLiteral("12.4.131"));
    EXPECT_TRUE(toolkits[0].toObject().value(QStringLiteral("isDefault")).toBool());
    const QJsonArray copies = report.value(QStringLiteral("cudnnCopies")).toArray();
    ASSERT_EQ(copies.size(), 1);
    EXPECT_EQ(copies[0].toObject().value(QStringLiteral("version")).toString(), QStringLiteral("9.1.0"));
    EXPECT_EQ(copies[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("inside-toolkit"));
    EXPECT_FALSE(report.value(QStringLiteral("verdicts")).toArray().isEmpty());
}

TEST_F(CliTest, ScanTextIsReadableAndTheRunLeavesALog)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    const CliRun scan = run({QStringLiteral("scan"), QStringLiteral("--no-nvcc"), QStringLiteral("--sysroot"), m_tree.path()});
    ASSERT_EQ(scan.exitCode, 0) << scan.err.toStdString();
    EXPECT_TRUE(scan.out.contains("CUDA 12.4.1 at ")) << scan.out.toStdString();
    EXPECT_TRUE(scan.out.contains("No NVIDIA driver is installed"));

    const QString logDir = m_home.path() + QStringLiteral("/.local/share/cudnn-setup/cudnn-setup/logs");
    const QStringList logs = QDir(logDir).entryList({QStringLiteral("cudnn-setup-*.log")}, QDir::Files);
    ASSERT_EQ(logs.size(), 1) << logDir.toStdString();
    QFile log(logDir + u'/' + logs.first());
    ASSERT_TRUE(log.open(QIODevice::ReadOnly));
    const QByteArray text = log.readAll();
    EXPECT_TRUE(text.contains("scan finished")) << text.toStdString();
    EXPECT_TRUE(text.contains("exit code 0"));
}

} // namespace
