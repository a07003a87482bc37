// `cudnn-setup doctor` as a child process, the way IT staff collect it from many machines: a
// broken prepared tree, an empty one, and this real machine (CUDA 13.0 with cuDNN 9.19 inside
// /usr/local/cuda, no driver).
#include "fixtures/sysroot/SysrootBuilder.h"
#include "support/CliProcess.h"
#include "support/TreeSnapshot.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::runCli;
using cudnnsetup::testing::SysrootBuilder;

namespace {

class DoctorCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_tree.isValid());
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }

    CliRun run(const QStringList &arguments) { return runCli(QStringLiteral(CUDNN_SETUP_BINARY), m_env, arguments, 120000); }

    static QJsonObject json(const CliRun &run) { return jsonOf(run); }

    static const QJsonObject findingWith(const QJsonObject &report, const QString &code)
    {
        for (const QJsonValue &value : report.value(QStringLiteral("findings")).toArray())
            if (value.toObject().value(QStringLiteral("code")).toString() == code)
                return value.toObject();
        return {};
    }

    QTemporaryDir m_home;
    QTemporaryDir m_tree;
    SysrootBuilder sysroot{m_tree.path()};
    QProcessEnvironment m_env;
};

TEST_F(DoctorCliTest, ABrokenTreeExitsOneAndNamesTheProblem)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"), {QStringLiteral("cudnn")});
    const CliRun result = run({QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--sysroot"), sysroot.root()});
    EXPECT_EQ(result.exitCode, 1) << result.out.toStdString() << result.err.toStdString();
    const QJsonObject report = json(result);
    EXPECT_EQ(report.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-doctor/1"));
    EXPECT_EQ(report.value(QStringLiteral("status")).toString(), QStringLiteral("problems"));
    const QJsonObject finding = findingWith(report, QStringLiteral("copy-single-library"));
    ASSERT_FALSE(finding.isEmpty()) << result.out.toStdString();
    EXPECT_EQ(finding.value(QStringLiteral("family")).toInt(), 3);
    EXPECT_EQ(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));

    const CliRun text = run({QStringLiteral("doctor"), QStringLiteral("--sysroot"), sysroot.root()});
    EXPECT_EQ(text.exitCode, 1);
    EXPECT_TRUE(text.out.contains("(copy-single-library)")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("What to do:"));
}

TEST_F(DoctorCliTest, AnEmptyTreeHasNothingInstalled)
{
    const CliRun result = run({QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--sysroot"), sysroot.root()});
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    const QJsonObject finding = findingWith(json(result), QStringLiteral("nothing-installed"));
    ASSERT_FALSE(finding.isEmpty()) << result.out.toStdString();
    EXPECT_EQ(finding.value(QStringLiteral("family")).toInt(), 11);
}

TEST_F(DoctorCliTest, FixSafeRepairsAndUndoLastPutsItBackByteForByte)
{
    const QString lib = QStringLiteral("usr/local/cuda-12.4/lib64");
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.1.0"));
    ASSERT_TRUE(QFile::remove(sysroot.path(lib + QStringLiteral("/libcudnn.so"))));
    const QString state = m_home.filePath(QStringLiteral("state"));
    const QStringList common{QStringLiteral("--json"), QStringLiteral("--sysroot"), sysroot.root(), QStringLiteral("--state-dir"), state};
    const cudnnsetup::testing::TreeSnapshot before = cudnnsetup::testing::TreeSnapshot::take(sysroot.root());

    const QJsonObject broken = json(run(QStringList{QStringLiteral("doctor")} + common));
    const QJsonObject finding = findingWith(broken, QStringLiteral("link-unversioned-missing"));
    ASSERT_FALSE(finding.isEmpty());
    EXPECT_TRUE(finding.value(QStringLiteral("fix")).toObject().value(QStringLiteral("safe")).toBool());

    const CliRun fixed = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--fix-safe")} + common);
    const QJsonObject afterFix = json(fixed);
    EXPECT_TRUE(afterFix.value(QStringLiteral("change")).toObject().value(QStringLiteral("ok")).toBool()) << fixed.out.toStdString();
    EXPECT_TRUE(findingWith(afterFix, QStringLiteral("link-unversioned-missing")).isEmpty()) << fixed.out.toStdString();
    EXPECT_EQ(QFile::symLinkTarget(sysroot.path(lib + QStringLiteral("/libcudnn.so"))), sysroot.path(lib + QStringLiteral("/libcudnn.so.9")));

    const CliRun undone = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--undo-last")} + common);
    const QJsonObject afterUndo = json(undone);
    EXPECT_TRUE(afterUndo.value(QStringLiteral("change")).toObject().value(QStringLiteral("ok")).toBool()) << undone.out.toStdString();
    EXPECT_FALSE(findingWith(afterUndo, QStringLiteral("link-unversioned-missing")).isEmpty());
    EXPECT_EQ(before.differences(cudnnsetup::testing::TreeSnapshot::take(sysroot.root())), QStringList());

    // Nothing left to undo: said, and exit 1.
    const CliRun again = run({QStringLiteral("doctor"), QStringLiteral("--undo-last"), QStringLiteral("--sysroot"), sysroot.root(),
                              QStringLiteral("--state-dir"), state});
    EXPECT_EQ(again.exitCode, 1);
    EXPECT_TRUE(again.err.contains("Nothing was undone")) << again.err.toStdString();
}

TEST_F(DoctorCliTest, FixingACodeThatIsNotThereChangesNothing)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    const cudnnsetup::testing::TreeSnapshot before = cudnnsetup::testing::TreeSnapshot::take(sysroot.root());
    const CliRun result = run({QStringLiteral("doctor"), QStringLiteral("--fix"), QStringLiteral("link-dangling"), QStringLiteral("--sysroot"),
                               sysroot.root(), QStringLiteral("--state-dir"), m_home.filePath(QStringLiteral("state"))});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.err.contains("there is no finding link-dangling")) << result.err.toStdString();
    EXPECT_EQ(before.differences(cudnnsetup::testing::TreeSnapshot::take(sysroot.root())), QStringList());
}

TEST_F(DoctorCliTest, TheSavedReportHidesUserNamesUnlessAskedNotTo)
{
    // A copy in a student's home folder, and the student's own name in the environment.
    sysroot.cudnnLinuxLibraries(QStringLiteral("home/wangxiaoming/cudnn/lib"), QStringLiteral("9.1.0"), {QStringLiteral("cudnn")});
    m_env.insert(QStringLiteral("USER"), QStringLiteral("wangxiaoming"));
    m_env.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(QStringLiteral("home/wangxiaoming/cudnn/lib")));
    const QString text = m_home.filePath(QStringLiteral("report.txt"));
    const QString jsonFile = m_home.filePath(QStringLiteral("report.json"));
    const QString plain = m_home.filePath(QStringLiteral("plain.txt"));
    run({QStringLiteral("doctor"), QStringLiteral("--sysroot"), sysroot.root(), QStringLiteral("--report"), text});
    run({QStringLiteral("doctor"), QStringLiteral("--sysroot"), sysroot.root(), QStringLiteral("--report"), jsonFile});
    run({QStringLiteral("doctor"), QStringLiteral("--sysroot"), sysroot.root(), QStringLiteral("--report"), plain, QStringLiteral("--show-user-names")});

    const QByteArray masked = cudnnsetup::testing::readFile(text);
    ASSERT_FALSE(masked.isEmpty());
    EXPECT_FALSE(masked.contains("wangxiaoming")) << masked.toStdString();
    EXPECT_TRUE(masked.contains("/home/<user>/cudnn/lib")) << masked.toStdString();
    EXPECT_TRUE(masked.contains("Repair:")) << masked.toStdString();

    const QByteArray maskedJson = cudnnsetup::testing::readFile(jsonFile);
    EXPECT_FALSE(maskedJson.contains("wangxiaoming"));
    EXPECT_TRUE(QJsonDocument::fromJson(maskedJson).object().value(QStringLiteral("repair")).toObject().contains(QStringLiteral("diagnosis")));

    EXPECT_TRUE(cudnnsetup::testing::readFile(plain).contains("/home/wangxiaoming/cudnn/lib"));
}

TEST_F(DoctorCliTest, RepairOptionsAreCheckedBeforeAnythingRuns)
{
    EXPECT_EQ(run({QStringLiteral("scan"), QStringLiteral("--fix-safe")}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("doctor"), QStringLiteral("--fix-safe"), QStringLiteral("--undo-last")}).exitCode, 2);
    EXPECT_EQ(run({QStringLiteral("doctor"), QStringLiteral("--show-user-names")}).exitCode, 2);
}

TEST_F(DoctorCliTest, AMissingSysrootIsExitTwo)
{
    const CliRun result = run({QStringLiteral("doctor"), QStringLiteral("--sysroot"), m_tree.filePath(QStringLiteral("absent"))});
    EXPECT_EQ(result.exitCode, 2) << result.err.toStdString();
}

TEST_F(DoctorCliTest, ThisMachineHasToolkit13WithCudnn919)
{
    if (!QFileInfo::exists(QStringLiteral("/usr/local/cuda/lib64/libcudnn.so.9")))
        GTEST_SKIP() << "no cuDNN 9 under /usr/local/cuda";
    m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/cuda/bin:/usr/bin:/bin"));
    const CliRun result = run({QStringLiteral("doctor"), QStringLiteral("--json")});
    EXPECT_TRUE(result.exitCode == 0 || result.exitCode == 1) << result.exitCode << result.err.toStdString();
    const QJsonObject report = json(result);
    EXPECT_EQ(report.value(QStringLiteral("status")).toString() == QStringLiteral("healthy"), result.exitCode == 0);

    bool toolkit13 = false;
    for (const QJsonValue &value : report.value(QStringLiteral("toolkits")).toArray())
        toolkit13 |= value.toObject().value(QStringLiteral("version")).toString().startsWith(QStringLiteral("13.0"));
    EXPECT_TRUE(toolkit13) << result.out.toStdString();
    bool cudnnInToolkit = false;
    for (const QJsonValue &value : report.value(QStringLiteral("cudnnCopies")).toArray()) {
        const QJsonObject copy = value.toObject();
        cudnnInToolkit |= copy.value(QStringLiteral("version")).toString().startsWith(QStringLiteral("9.19"))
                          && copy.value(QStringLiteral("kind")).toString() == QStringLiteral("inside-toolkit");
    }
    EXPECT_TRUE(cudnnInToolkit) << result.out.toStdString();
    // This machine's copy is whole and alone: no partial copy, no broken link, nothing missing.
    for (const QJsonValue &value : report.value(QStringLiteral("findings")).toArray()) {
        const int family = value.toObject().value(QStringLiteral("family")).toInt();
        EXPECT_TRUE(family != 3 && family != 8 && family != 11) << value.toObject().value(QStringLiteral("code")).toString().toStdString();
    }

    // No NVIDIA kernel module here (this development machine has no GPU): the account says so,
    // names the driver the CUDA 13.0 toolkit needs, and counts it as the problem it is.
    if (!QFileInfo::exists(QStringLiteral("/proc/driver/nvidia/version"))) {
        const QJsonObject driver = findingWith(report, QStringLiteral("driver-not-installed"));
        ASSERT_FALSE(driver.isEmpty()) << result.out.toStdString();
        EXPECT_EQ(driver.value(QStringLiteral("family")).toInt(), 5);
        EXPECT_TRUE(driver.value(QStringLiteral("manualStep")).toString().contains(QStringLiteral("580.65.06")))
            << driver.value(QStringLiteral("manualStep")).toString().toStdString();
        EXPECT_EQ(result.exitCode, 1);
    }

    const CliRun text = run({QStringLiteral("doctor")});
    EXPECT_EQ(text.exitCode, result.exitCode);
    EXPECT_TRUE(text.out.contains("CUDA 13.0")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("cuDNN 9.19")) << text.out.toStdString();
}

} // namespace
