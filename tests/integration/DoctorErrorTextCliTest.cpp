// `cudnn-setup doctor --error-text FILE|-` as a child process: a PyTorch error saved from a
// Chinese forum post (UTF-8, CRLF) and piped in the way PowerShell writes it (UTF-16 with a
// byte-order mark), explained on a prepared tree; a look-alike said to be no cuDNN problem;
// text that holds no known message; a file that cannot be read; options that do not go with it.
#include "core/doctor/pasted/PastedErrorText.h"
#include "fixtures/sysroot/SysrootBuilder.h"
#include "support/CliProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using cudnnsetup::testing::CliRun;
using cudnnsetup::testing::runCli;
using cudnnsetup::testing::SysrootBuilder;

namespace {

const QString kTorchError = QStringLiteral(
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (9, 5, 1) but found runtime version (9, 1, 0). "
    "PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can find the bundled "
    "cuDNN. Looks like your LD_LIBRARY_PATH contains incompatible version of cudnn. Please either remove it from the path or "
    "install cudnn (9, 5, 1)");

class DoctorErrorTextCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid() && m_tree.isValid());
        m_env.insert(QStringLiteral("HOME"), sysroot.path(QStringLiteral("home/student")));
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    }

    // CUDA 12.4 with cuDNN 9.1.0 in lib64, on LD_LIBRARY_PATH; PyTorch's cuDNN 9.5.1 wheel in the user's site-packages.
    void shadowedWheel()
    {
        const QString lib = QStringLiteral("usr/local/cuda-12.4/lib64");
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.1.0"));
        sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
        const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
        sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
        sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.1.17.dist-info"));
        m_env.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.path(lib));
    }

    QStringList machine() const { return {QStringLiteral("--sysroot"), sysroot.root(), QStringLiteral("--platform"), QStringLiteral("linux-x86_64")}; }

    CliRun run(const QStringList &arguments) { return runCli(QStringLiteral(CUDNN_SETUP_BINARY), m_env, arguments, 120000); }

    // The same with `bytes` on standard input.
    CliRun runWithInput(const QStringList &arguments, const QByteArray &bytes)
    {
        QProcess process;
        process.setProcessEnvironment(m_env);
        process.start(QStringLiteral(CUDNN_SETUP_BINARY), arguments);
        EXPECT_TRUE(process.waitForStarted(30000));
        process.write(bytes);
        process.closeWriteChannel();
        EXPECT_TRUE(process.waitForFinished(120000)) << "cudnn-setup did not finish";
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
                process.readAllStandardError(), 0};
    }

    QString saved(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_home.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
        return path;
    }

    static QJsonObject json(const CliRun &run) { return jsonOf(run); }

    QTemporaryDir m_home;
    QTemporaryDir m_tree;
    SysrootBuilder sysroot{m_tree.path()};
    QProcessEnvironment m_env;
};

TEST_F(DoctorErrorTextCliTest, AForumPostExplainedOnThisTree)
{
    shadowedWheel();
    const QString post = QStringLiteral("各位好，运行 train.py 报错：\r\n") + kTorchError + QStringLiteral("\r\n求助，谢谢！\r\n");
    const QString file = saved(QStringLiteral("error.txt"), post.toUtf8());

    const CliRun result = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--error-text"), file} + machine());
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    const QJsonObject object = json(result);
    EXPECT_EQ(object.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-error-text/1"));
    EXPECT_EQ(object.value(QStringLiteral("status")).toString(), QStringLiteral("recognised"));
    EXPECT_EQ(object.value(QStringLiteral("platform")).toString(), QStringLiteral("linux-x86_64"));
    const QJsonObject match = object.value(QStringLiteral("recognised")).toArray().at(0).toObject();
    EXPECT_EQ(match.value(QStringLiteral("line")).toInt(), 2);
    EXPECT_EQ(match.value(QStringLiteral("builtWith")).toString(), QStringLiteral("9.5.1"));
    const QJsonObject cause = object.value(QStringLiteral("causes")).toArray().at(0).toObject();
    EXPECT_EQ(cause.value(QStringLiteral("code")).toString(), QStringLiteral("error-torch-cudnn-version-mismatch"));
    EXPECT_TRUE(cause.value(QStringLiteral("whatToDo")).toString().startsWith(QStringLiteral("Remove /usr/local/cuda-12.4/lib64 from LD_LIBRARY_PATH")))
        << result.out.toStdString();

    const CliRun text = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--error-text"), file} + machine());
    EXPECT_EQ(text.exitCode, 1);
    EXPECT_TRUE(text.out.contains("(error-torch-cudnn-version-mismatch)")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("What to do: Remove /usr/local/cuda-12.4/lib64")) << text.out.toStdString();
}

TEST_F(DoctorErrorTextCliTest, PowerShellUtf16OnStandardInput)
{
    shadowedWheel();
    QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    const QByteArray bytes = utf16.encode(QStringLiteral("PS C:\\> python train.py\r\n") + kTorchError + QStringLiteral("\r\n"));
    const CliRun result = runWithInput(QStringList{QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--error-text"),
                                                   QStringLiteral("-")} + machine(),
                                       bytes);
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    const QJsonObject cause = json(result).value(QStringLiteral("causes")).toArray().at(0).toObject();
    EXPECT_EQ(cause.value(QStringLiteral("code")).toString(), QStringLiteral("error-torch-cudnn-version-mismatch")) << result.out.toStdString();
}

TEST_F(DoctorErrorTextCliTest, ALookAlikeIsSaidToBeNoCudnnProblem)
{
    // A Chinese Windows console's WinError 1455 while PyTorch loads a cuDNN DLL: memory, not cuDNN.
    const QString log = QStringLiteral("  File \"D:\\Anaconda3\\envs\\wssam\\lib\\site-packages\\torch\\__init__.py\", line 124, in <module>\r\n"
                                       "    raise err\r\n"
                                       "OSError: [WinError 1455] 页面文件太小，无法完成操作。 Error loading "
                                       "\"D:\\Anaconda3\\envs\\wssam\\lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll\" or one of its "
                                       "dependencies.\r\n");
    const QString file = saved(QStringLiteral("paging.txt"), log.toUtf8());
    const CliRun result = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--error-text"), file} + machine());
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    const QJsonObject object = json(result);
    const QJsonArray causes = object.value(QStringLiteral("causes")).toArray();
    ASSERT_EQ(causes.size(), 1) << result.out.toStdString();
    const QJsonObject cause = causes.at(0).toObject();
    EXPECT_EQ(cause.value(QStringLiteral("code")).toString(), QStringLiteral("error-not-cudnn-paging-file"));
    EXPECT_EQ(cause.value(QStringLiteral("family")).toString(), QStringLiteral("not-cudnn"));
    EXPECT_TRUE(cause.value(QStringLiteral("title")).toString().startsWith(QStringLiteral("Not a cuDNN installation problem"))) << result.out.toStdString();
    const QJsonObject match = object.value(QStringLiteral("recognised")).toArray().at(0).toObject();
    EXPECT_EQ(match.value(QStringLiteral("errorCode")).toInt(), 1455);
    EXPECT_EQ(match.value(QStringLiteral("library")).toString(), QStringLiteral("cudnn_cnn_infer64_8.dll"));
    EXPECT_EQ(match.value(QStringLiteral("line")).toInt(), 3);

    const CliRun text = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--error-text"), file} + machine());
    EXPECT_EQ(text.exitCode, 1);
    EXPECT_TRUE(text.out.contains("(error-not-cudnn-paging-file)")) << text.out.toStdString();
    EXPECT_TRUE(text.out.contains("error code 1455 (the paging file is too small)")) << text.out.toStdString();
    EXPECT_FALSE(text.out.contains("(error-cudnn-")) << text.out.toStdString();
}

TEST_F(DoctorErrorTextCliTest, NothingRecognisedIsExitZero)
{
    QByteArray garbage(cudnnsetup::PastedErrorText::kLimit + 4096, '\0');   // more than is read
    for (qsizetype i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 131 + 7) % 256);
    const CliRun result = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--error-text"),
                                          saved(QStringLiteral("garbage.bin"), garbage)}
                              + machine());
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QJsonObject object = json(result);
    EXPECT_EQ(object.value(QStringLiteral("status")).toString(), QStringLiteral("nothing-recognised"));
    EXPECT_TRUE(object.value(QStringLiteral("inputCut")).toBool());
    EXPECT_TRUE(object.value(QStringLiteral("causes")).toArray().isEmpty());

    const CliRun text = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--error-text"),
                                        saved(QStringLiteral("hello.txt"), "hello\n")}
                            + machine());
    EXPECT_EQ(text.exitCode, 0);
    EXPECT_TRUE(text.out.contains("None of the messages the doctor knows")) << text.out.toStdString();
}

TEST_F(DoctorErrorTextCliTest, AFileThatCannotBeReadIsExitTwo)
{
    const CliRun missing = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--error-text"), m_home.filePath(QStringLiteral("absent.txt"))} + machine());
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains("Cannot read the error text")) << missing.err.toStdString();
    const CliRun folder = run(QStringList{QStringLiteral("doctor"), QStringLiteral("--error-text"), m_home.path()} + machine());
    EXPECT_EQ(folder.exitCode, 2);
    EXPECT_TRUE(folder.out.isEmpty());
}

TEST_F(DoctorErrorTextCliTest, OnlyExplainsNeverFixes)
{
    const QString file = saved(QStringLiteral("error.txt"), kTorchError.toUtf8());
    for (const QString &other : {QStringLiteral("--fix-safe"), QStringLiteral("--undo-last")})
        EXPECT_EQ(run({QStringLiteral("doctor"), QStringLiteral("--error-text"), file, other}).exitCode, 2) << other.toStdString();
    EXPECT_EQ(run({QStringLiteral("doctor"), QStringLiteral("--error-text"), file, QStringLiteral("--report"), m_home.filePath(QStringLiteral("r.txt"))})
                  .exitCode,
              2);
}

} // namespace
