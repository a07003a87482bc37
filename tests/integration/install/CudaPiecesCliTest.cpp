// `install --with-cuda`: the CUDA pieces from NVIDIA's CUDA redist and cuDNN in one transaction,
// through the real binary. Small component archives in NVIDIA's redist layout (one
// <name>-archive/ folder each, with their manifest) show the refusals and that a kill at every
// crash point of the combined transaction ends exactly before or after; the real CUDA 13 files of
// this machine, packed the same way, show that the merged toolkit's nvcc runs and that a
// student's first CUDA + cuDNN program compiles, links and runs against it, and that uninstall
// gives back the tree byte for byte.
#include "core/install/InstallRecords.h"
#include "fixtures/archives/RealCudaRedist.h"
#include "fixtures/archives/RealCudnnArchive.h"
#include "fixtures/archives/SmallCudaRedist.h"
#include "fixtures/http_server/HttpServerFixture.h"
#include "integration/install/InstallCliSupport.h"

#include <QDirIterator>
#include <QStandardPaths>

#include <csignal>
#include <iostream>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CudaPiecesCliTest : public CliInstallTest
{
protected:
    QString workParent() const override { return tmpfsOrTemp(); }

    void SetUp() override
    {
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        writeFile(home() + QStringLiteral("/.profile"), "# the user's profile\n", 0644, 1600000000);
        m_cudnn = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.19.0.56"), 13);
    }

    QString redist() const { return path(QStringLiteral("redist")); }
    QString toolkit() const { return cuda() + QStringLiteral("/cuda-13.0"); }

    void writeRedist(const QList<SmallCudaComponent> &components) const { SmallCudaRedist::write(redist(), components); }
    static QList<SmallCudaComponent> runtimeComponents() { return SmallCudaRedist::runtimeComponents(); }

    QStringList cudaArguments(const QString &profile, const QString &from, const QString &root, const QString &cudnn) const
    {
        return {QStringLiteral("install"),    QStringLiteral("--archive"),   cudnn,
                QStringLiteral("--scope"),    QStringLiteral("user"),        QStringLiteral("--state-dir"),
                state(),                      QStringLiteral("--with-cuda"), profile,
                QStringLiteral("--cuda-from"), from,                         QStringLiteral("--cuda-root"),
                root,                         QStringLiteral("--no-nvcc")};
    }

    CliRun installWithCuda(const QProcessEnvironment &extra = {}) const
    {
        return run(cudaArguments(QStringLiteral("runtime"), redist(), toolkit(), m_cudnn), extra);
    }

    QString m_cudnn;
};

TEST_F(CudaPiecesCliTest, CudaPiecesAndCudnnGoIntoOneToolkitAsOneUndoableInstall)
{
    writeRedist(runtimeComponents());
    const World before = world();
    const CliRun installed = installWithCuda();
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(installed.out.contains("CUDA 13.0.2, runtime profile: 3 archives, ")) << installed.describe();

    // One flat toolkit: the components' folders overlaid, cuDNN beside them in lib/ and include/.
    for (const char *file : {"include/cuda_runtime.h", "include/cublasLt.h", "include/nvrtc.h", "lib/libcudart.so.13.0.96",
                             "lib/libcublasLt.so.13.1.0.3", "lib/libnvrtc.so.13.0.88", "lib/libcudnn.so.9.19.0",
                             "include/cudnn.h", "licenses/cuda_cudart/LICENSE", "licenses/libcublas/LICENSE"})
        EXPECT_TRUE(QFileInfo::exists(toolkit() + u'/' + QLatin1String(file))) << file;
    EXPECT_EQ(QFileInfo(toolkit() + QStringLiteral("/lib/libcudart.so.13")).symLinkTarget(),
              toolkit() + QStringLiteral("/lib/libcudart.so.13.0.96"));
    // lib64 is a link to lib: nvcc.profile hands the linker $(TOP)/lib64.
    EXPECT_EQ(QFileInfo(toolkit() + QStringLiteral("/lib64")).symLinkTarget(), toolkit() + QStringLiteral("/lib"));

    // The environment names the toolkit: CUDA_PATH and its bin on PATH, its lib for the loader.
    const QString snippetFolder = home() + QStringLiteral("/.config/cudnn-setup/env.d");
    const QStringList snippets = QDir(snippetFolder).entryList({QStringLiteral("*.sh")}, QDir::Files);
    ASSERT_EQ(snippets.size(), 1);
    QFile snippet(snippetFolder + u'/' + snippets.first());
    ASSERT_TRUE(snippet.open(QIODevice::ReadOnly));
    const QByteArray text = snippet.readAll();
    EXPECT_TRUE(text.contains("export CUDA_PATH=\"" + toolkit().toUtf8() + "\"")) << text.toStdString();
    EXPECT_TRUE(text.contains("export PATH=\"" + toolkit().toUtf8() + "/bin${PATH:+:${PATH}}\"")) << text.toStdString();
    EXPECT_TRUE(text.contains("export LD_LIBRARY_PATH=\"" + toolkit().toUtf8() + "/lib")) << text.toStdString();
    // The shell really gets them.
    QProcess shell;
    QProcessEnvironment clean;
    clean.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    shell.setProcessEnvironment(clean);
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(". \"$1\"; echo \"$CUDA_PATH|$PATH\""),
                                            QStringLiteral("sh"), snippet.fileName()});
    ASSERT_TRUE(shell.waitForFinished(10000));
    EXPECT_EQ(shell.readAllStandardOutput().trimmed(), (toolkit() + u'|' + toolkit() + QStringLiteral("/bin:/usr/bin:/bin")).toUtf8());

    // The record is one install, and its uninstall gives back the tree byte for byte.
    const QList<InstallRecord> records = InstallRecords::list({state()});
    ASSERT_EQ(records.size(), 1);
    EXPECT_TRUE(records.first().info.title.contains(QStringLiteral("CUDA 13.0.2 (runtime) and cuDNN 9.19.0.56")))
        << records.first().info.title;
    const CliRun uninstalled = this->records(QStringLiteral("uninstall"));
    ASSERT_EQ(uninstalled.exitCode, 0) << uninstalled.describe();
    expectWorld(before, "after uninstall");
    EXPECT_FALSE(QFileInfo::exists(toolkit()));
}

TEST_F(CudaPiecesCliTest, ADamagedOrMissingCudaArchiveIsRefusedAndLeavesNothing)
{
    QList<SmallCudaComponent> components = runtimeComponents();
    writeRedist(components);
    const World before = world();

    // The archive is whole, but the manifest's checksum is another file's.
    const QString manifestPath = redist() + QStringLiteral("/redistrib_13.0.2.json");
    QFile manifestFile(manifestPath);
    ASSERT_TRUE(manifestFile.open(QIODevice::ReadOnly));
    QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();
    manifestFile.close();
    QJsonObject cublasEntry = manifest.value(QStringLiteral("libcublas")).toObject();
    QJsonObject platform = cublasEntry.value(QStringLiteral("linux-x86_64")).toObject();
    platform.insert(QStringLiteral("sha256"), QString(64, u'0'));
    cublasEntry.insert(QStringLiteral("linux-x86_64"), platform);
    manifest.insert(QStringLiteral("libcublas"), cublasEntry);
    writeFile(manifestPath, QJsonDocument(manifest).toJson());
    const CliRun mismatch = installWithCuda();
    EXPECT_EQ(mismatch.exitCode, 1) << mismatch.describe();
    EXPECT_TRUE(mismatch.err.contains("The SHA-256 of libcublas-linux-x86_64-13.1.0.3-archive.tar.xz is not the one in "
                                      "NVIDIA's manifest")) << mismatch.describe();
    expectWorld(before, "after a checksum mismatch");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u' ').toStdString();
    writeRedist(components);

    // One byte changed after the manifest was written: same size, a damaged stream.
    const QString cublas = redist() + QStringLiteral("/libcublas/linux-x86_64/libcublas-linux-x86_64-13.1.0.3-archive.tar.xz");
    QFile file(cublas);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    QByteArray bytes = file.readAll();
    bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x5a);
    file.seek(0);
    file.write(bytes);
    file.close();
    const CliRun damaged = installWithCuda();
    EXPECT_EQ(damaged.exitCode, 1) << damaged.describe();
    EXPECT_TRUE(damaged.err.contains("libcublas-linux-x86_64-13.1.0.3-archive.tar.xz")) << damaged.describe();
    EXPECT_TRUE(damaged.err.contains("again")) << damaged.describe();
    expectWorld(before, "after a damaged archive");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u' ').toStdString();

    // An archive that is not there: said before anything is unpacked.
    QFile::remove(cublas);
    const CliRun missing = installWithCuda();
    EXPECT_EQ(missing.exitCode, 1) << missing.describe();
    EXPECT_TRUE(missing.err.contains("libcublas/linux-x86_64/libcublas-linux-x86_64-13.1.0.3-archive.tar.xz")) << missing.describe();
    expectWorld(before, "after a missing archive");

    // An archive whose folder is another component's than the manifest says.
    writeRedist(components);
    const QString nvrtc = redist() + QStringLiteral("/cuda_nvrtc/linux-x86_64/cuda_nvrtc-linux-x86_64-13.0.88-archive.tar.xz");
    ArchiveBuilder::write(nvrtc, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(QStringLiteral("cuda_cudart-linux-x86_64-13.0.96-archive/include/nvrtc.h"), "x")});
    const CliRun swapped = installWithCuda();
    EXPECT_EQ(swapped.exitCode, 1) << swapped.describe();
    EXPECT_TRUE(swapped.err.contains("cuda_nvrtc-linux-x86_64-13.0.88-archive.tar.xz")) << swapped.describe();
    expectWorld(before, "after a mislabelled archive");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u' ').toStdString();

    // No manifest of the CUDA major the cuDNN build is for.
    QFile::remove(redist() + QStringLiteral("/redistrib_13.0.2.json"));
    const CliRun none = installWithCuda();
    EXPECT_EQ(none.exitCode, 1) << none.describe();
    EXPECT_TRUE(none.err.contains("CUDA 13 redist")) << none.describe();

    // Usage errors name the option.
    const CliRun sideBySide = run(cudaArguments(QStringLiteral("runtime"), redist(), toolkit(), m_cudnn)
                                  << QStringLiteral("--layout") << QStringLiteral("side-by-side"));
    EXPECT_EQ(sideBySide.exitCode, 2) << sideBySide.describe();
    EXPECT_TRUE(sideBySide.err.contains("--layout side-by-side")) << sideBySide.describe();
    const CliRun wrongProfile = run(cudaArguments(QStringLiteral("everything"), redist(), toolkit(), m_cudnn));
    EXPECT_EQ(wrongProfile.exitCode, 2) << wrongProfile.describe();
}

TEST_F(CudaPiecesCliTest, FromAnHttpRedistTheArchivesAreDownloadedIntoTheCacheThenInstalled)
{
    writeRedist(runtimeComponents());
    HttpServerFixture server(redist());
    ASSERT_TRUE(server.isRunning()) << server.errorString().toStdString();
    const QString url = server.url(QStringLiteral("/")).toString();
    const World before = world();
    // Plain http needs --allow-insecure-mirror: refused before the server is asked anything.
    server.resetStats();
    const CliRun plain = run(cudaArguments(QStringLiteral("runtime"), url, toolkit(), m_cudnn)
                             << QStringLiteral("--cuda-release") << QStringLiteral("13.0.2"));
    EXPECT_EQ(plain.exitCode, 2) << plain.describe();
    EXPECT_TRUE(plain.err.contains("--allow-insecure-mirror") && plain.err.contains("not encrypted")) << plain.describe();
    EXPECT_EQ(server.requestsServed(), 0);
    expectWorld(before, "after the refused plain-http --cuda-from");
    const CliRun installed = run(cudaArguments(QStringLiteral("runtime"), url, toolkit(), m_cudnn)
                                 << QStringLiteral("--cuda-release") << QStringLiteral("13.0.2")
                                 << QStringLiteral("--allow-insecure-mirror"));
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    EXPECT_TRUE(QFileInfo::exists(toolkit() + QStringLiteral("/lib/libcublasLt.so.13.1.0.3")));
    EXPECT_TRUE(QFileInfo::exists(toolkit() + QStringLiteral("/lib/libcudnn.so.9")));
    // The verified archives stay in the download cache: the next install fetches nothing.
    QStringList cached;
    QDirIterator inCache(xdg() + QStringLiteral("/cache"), {QStringLiteral("*-archive.tar.xz")}, QDir::Files,
                         QDirIterator::Subdirectories);
    while (inCache.hasNext())
        cached.append(QFileInfo(inCache.next()).fileName());
    EXPECT_EQ(cached.size(), 3) << cached.join(u' ').toStdString();
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    expectWorld(before, "after uninstall");
    clearState();
    server.resetStats();
    const CliRun again = run(cudaArguments(QStringLiteral("runtime"), url, toolkit(), m_cudnn)
                             << QStringLiteral("--cuda-release") << QStringLiteral("13.0.2")
                             << QStringLiteral("--allow-insecure-mirror"));
    ASSERT_EQ(again.exitCode, 0) << again.describe();
    EXPECT_LT(server.bodyBytesServed(), 4096) << "only the manifest is read again";

    // A release the server does not have: said, nothing installed.
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    clearState();
    const CliRun missing = run(cudaArguments(QStringLiteral("runtime"), url, toolkit(), m_cudnn)
                               << QStringLiteral("--cuda-release") << QStringLiteral("13.9.1")
                               << QStringLiteral("--allow-insecure-mirror"));
    EXPECT_EQ(missing.exitCode, 1) << missing.describe();
    EXPECT_TRUE(missing.err.contains("CUDA 13.9.1")) << missing.describe();
    expectWorld(before, "after a missing release");
    EXPECT_TRUE(stateFiles().isEmpty()) << stateFiles().join(u' ').toStdString();
}

TEST_F(CudaPiecesCliTest, AKillAtEveryCrashPointOfTheCombinedInstallEndsBeforeOrAfter)
{
    writeRedist(runtimeComponents());
    const World before = world();
    const CliRun full = installWithCuda();
    ASSERT_EQ(full.exitCode, 0) << full.describe();
    const World after = world();
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    clearState();

    int kills = 0;
    int n = 1;
    for (; n < 400; ++n) {
        const CliRun killed = installWithCuda(crashAt(n));
        if (!killed.killed()) {
            EXPECT_EQ(killed.exitCode, 0) << "N=" << n << " " << killed.describe();
            break;
        }
        ++kills;
        const TransactionState state = recordState();
        const bool resume = n % 2 == 1;
        const CliRun fix = records(resume ? QStringLiteral("resume") : QStringLiteral("rollback"));
        ASSERT_EQ(fix.exitCode, 0) << "N=" << n << " " << fix.describe();
        const bool installed = resume || state == TransactionState::Installed;
        const QStringList lines = differences(installed ? after : before, world());
        EXPECT_TRUE(lines.isEmpty()) << "killed at N=" << n << ", then " << (resume ? "resume" : "rollback") << ":\n"
                                     << lines.join(u'\n').toStdString() << "\n" << fix.describe();
        if (installed) {
            ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0) << "N=" << n;
        }
        expectWorld(before, "reset");
        clearState();
        if (HasFatalFailure())
            return;
    }
    std::cout << "[ crash    ] CUDA pieces + cuDNN install killed at " << kills << " crash points; N=" << n
              << " finished without a kill" << std::endl;
    EXPECT_GE(kills, 40);
}

// The real CUDA 13 files of this machine in NVIDIA's redist layout, the develop profile: the
// merged toolkit's nvcc runs, and a student's first program compiles, links and runs.
TEST_F(CudaPiecesCliTest, TheDevelopProfileGivesAToolkitWhoseNvccBuildsAFirstCudnnProgram)
{
    const QString gxx = QStandardPaths::findExecutable(QStringLiteral("g++"));
    if (gxx.isEmpty() || !QFileInfo::exists(QStringLiteral("/usr/local/cuda/bin/nvcc")))
        GTEST_SKIP() << "needs g++ and this machine's CUDA 13 under /usr/local/cuda";
    QString why;
    const std::optional<RealCudaRedist> real = RealCudaRedist::build(RealCudaRedist::developComponents(), &why);
    if (!real)
        GTEST_SKIP() << why.toStdString();
    const std::optional<RealCudnnArchive> cudnn = RealCudnnArchive::build({QStringLiteral("-0"), QStringLiteral("-T0")}, &why);
    if (!cudnn)
        GTEST_SKIP() << why.toStdString();

    const World before = world();
    const CliRun installed = run(cudaArguments(QStringLiteral("develop"), real->folder, toolkit(), cudnn->path), {}, {}, 600000);
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    // install proves the toolkit itself: nvcc runs, a first program compiles and reports the
    // versions it loaded.
    EXPECT_TRUE(installed.out.contains("cuDNN 9.19.0")) << installed.describe();
    EXPECT_TRUE(installed.err.isEmpty() || !installed.err.contains("fail")) << installed.describe();
    for (const char *file : {"bin/nvcc", "bin/nvcc.profile", "bin/ptxas", "nvvm/bin/cicc", "nvvm/libdevice/libdevice.10.bc",
                             "include/crt/host_config.h", "include/cuda_runtime.h", "include/cccl", "lib/libcublasLt.so.13",
                             "lib/libnvrtc.so.13", "lib/libcudnn.so.9", "include/cudnn.h", "licenses/cuda_nvcc/LICENSE"})
        EXPECT_TRUE(QFileInfo::exists(toolkit() + u'/' + QLatin1String(file))) << file;

    QProcess nvcc;
    nvcc.start(toolkit() + QStringLiteral("/bin/nvcc"), {QStringLiteral("--version")});
    ASSERT_TRUE(nvcc.waitForFinished(60000));
    EXPECT_TRUE(nvcc.readAllStandardOutput().contains("Cuda compilation tools, release 13.0"));

    // A student's first program: nothing but the toolkit's own nvcc and folders.
    writeFile(tmp() + QStringLiteral("/first.cu"),
              "#include <cstdio>\n#include <cuda_runtime.h>\n#include <cudnn.h>\n"
              "__global__ void touch(int *x) { *x = 1; }\n"
              "int main() {\n  int runtime = 0;\n  cudaRuntimeGetVersion(&runtime);\n"
              "  std::printf(\"cudnn %zu runtime %d\\n\", cudnnGetVersion(), runtime);\n  return 0;\n}\n");
    QProcess compile;
    compile.setWorkingDirectory(tmp());
    // The linker says which files it took (-t): cuDNN and the CUDA runtime must come from the new
    // toolkit, not from another copy on this machine.
    compile.start(toolkit() + QStringLiteral("/bin/nvcc"),
                  {QStringLiteral("-o"), QStringLiteral("first"), QStringLiteral("first.cu"), QStringLiteral("-lcudnn"),
                   QStringLiteral("-Xlinker"), QStringLiteral("-t")});
    ASSERT_TRUE(compile.waitForFinished(300000));
    const QByteArray linked = compile.readAllStandardOutput() + compile.readAllStandardError();
    ASSERT_EQ(compile.exitCode(), 0) << linked.toStdString();
    EXPECT_TRUE(linked.contains(toolkit().toUtf8() + "/bin/..//lib64/libcudnn.so")) << linked.toStdString();
    EXPECT_TRUE(linked.contains(toolkit().toUtf8() + "/bin/..//lib64/libcudart_static.a")) << linked.toStdString();
    QProcess program;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), toolkit() + QStringLiteral("/lib"));
    program.setProcessEnvironment(environment);
    program.start(tmp() + QStringLiteral("/first"), {});
    ASSERT_TRUE(program.waitForFinished(60000));
    EXPECT_EQ(program.readAllStandardOutput().trimmed(), QByteArray("cudnn 91900 runtime 13000"));
    QFile::remove(tmp() + QStringLiteral("/first"));
    QFile::remove(tmp() + QStringLiteral("/first.cu"));

    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    expectWorld(before, "after uninstall");
}

} // namespace
