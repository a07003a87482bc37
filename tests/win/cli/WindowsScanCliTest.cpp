// scan and doctor through the real cudnn-setup.com under wine: the stand-in driver in wine's
// System32, CUDA 12 and 13 where NVIDIA's installer puts them, CUDA_PATH choosing the default,
// cuDNN inside a toolkit and in the layout of NVIDIA's cuDNN installer
// (C:\Program Files\NVIDIA\CUDNN\v9.x\bin\<cuda>\x64).
#include "WindowsCliSupport.h"

#include "tests/fixtures/fake_driver/FakeDriverFixture.h"

#include <QJsonArray>

#include <windows.h>

using namespace cudnnsetup::testing;
using namespace cudnnsetup::fixtures;

namespace {

class WindowsScanCliTest : public WindowsCliTest
{
protected:
    void TearDown() override
    {
        removeFakeDriver(liveSystem32Folder());
        WindowsCliTest::TearDown();
    }

    QJsonObject scan(const QProcessEnvironment &extra = {}) const
    {
        const ProgramRun run = cli({QStringLiteral("scan"), QStringLiteral("--json"), QStringLiteral("--no-nvcc")}, extra);
        EXPECT_EQ(run.exitCode, 0) << run.describe();
        return parseJson(run.out);
    }

    static QJsonObject toolkitAt(const QJsonObject &scan, const QString &root)
    {
        for (const QJsonValue &toolkit : scan.value(QStringLiteral("toolkits")).toArray())
            if (QDir::cleanPath(toolkit[QStringLiteral("root")].toString()).compare(root, Qt::CaseInsensitive) == 0)
                return toolkit.toObject();
        return {};
    }
};

} // namespace

TEST_F(WindowsScanCliTest, FindsTheDriverInSystem32BothToolkitsAndCudaPathsDefault)
{
    ASSERT_FALSE(installFakeDriver(liveSystem32Folder(), QStringLiteral("driver_version=13000\nnvml_driver_version=581.57\n")
                                                   + fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"), 8, 9, 8585216000, 36),
                                   FakeParts::CudaAndNvml, QString())
                     .isEmpty());
    const QString cuda12 = makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("CUDA_PATH"), native(cuda12));   // as NVIDIA's installer of the older toolkit left it

    const QJsonObject result = scan(environment);

    EXPECT_EQ(result[QStringLiteral("platform")].toString(), QStringLiteral("windows-x86_64"));
    const QJsonObject driver = result[QStringLiteral("driver")].toObject();
    EXPECT_EQ(driver[QStringLiteral("state")].toString(), QStringLiteral("gpus-found"));
    EXPECT_EQ(driver[QStringLiteral("version")].toString(), QStringLiteral("581.57"));
    EXPECT_EQ(driver[QStringLiteral("maxCudaVersion")].toString(), QStringLiteral("13.0"));
    EXPECT_EQ(QDir::cleanPath(driver[QStringLiteral("library")].toString()).toLower(), (liveSystem32Folder() + QStringLiteral("/nvcuda.dll")).toLower());
    const QJsonArray gpus = result[QStringLiteral("gpus")].toArray();
    ASSERT_EQ(gpus.size(), 1);
    EXPECT_EQ(gpus[0][QStringLiteral("name")].toString(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    EXPECT_EQ(gpus[0][QStringLiteral("computeCapability")].toString(), QStringLiteral("8.9"));

    const QJsonObject toolkit12 = toolkitAt(result, cuda12);
    const QJsonObject toolkit13 = toolkitAt(result, cuda13);
    ASSERT_FALSE(toolkit12.isEmpty()) << QJsonDocument(result[QStringLiteral("toolkits")].toArray()).toJson().toStdString();
    ASSERT_FALSE(toolkit13.isEmpty()) << QJsonDocument(result[QStringLiteral("toolkits")].toArray()).toJson().toStdString();
    EXPECT_EQ(toolkit12[QStringLiteral("version")].toString(), QStringLiteral("12.6.85"));
    EXPECT_EQ(toolkit13[QStringLiteral("version")].toString(), QStringLiteral("13.0.88"));
    EXPECT_TRUE(toolkit12[QStringLiteral("isDefault")].toBool());
    EXPECT_FALSE(toolkit13[QStringLiteral("isDefault")].toBool());
    EXPECT_EQ(result[QStringLiteral("cudnnCopies")].toArray().size(), 0);
}

TEST_F(WindowsScanCliTest, FindsCudnnInsideTheToolkitAndInTheInstallersLayout)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_EQ(install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("user")).exitCode, 0);
    // What NVIDIA's cuDNN 9.10 installer leaves: one folder per CUDA major under bin\ and include\.
    const QString installer = m_programFiles + QStringLiteral("/NVIDIA/CUDNN/v9.10");
    for (const QString &name : {QStringLiteral("cudnn64_9.dll"), QStringLiteral("cudnn_ops64_9.dll"), QStringLiteral("cudnn_graph64_9.dll")})
        writeFile(installer + QStringLiteral("/bin/12.9/") + name, "MZ cudnn 9.10");
    writeFile(installer + QStringLiteral("/include/12.9/cudnn_version.h"),
              "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 10\n#define CUDNN_PATCHLEVEL 2\n");

    const QJsonObject result = scan();

    const QJsonArray copies = result[QStringLiteral("cudnnCopies")].toArray();
    QStringList seen;
    bool inToolkit = false;
    bool fromInstaller = false;
    for (const QJsonValue &copy : copies) {
        const QString folder = QDir::cleanPath(copy[QStringLiteral("libraryDir")].toString());
        seen << copy[QStringLiteral("kind")].toString() + u' ' + copy[QStringLiteral("version")].toString() + u' ' + folder;
        if (copy[QStringLiteral("kind")].toString() == QStringLiteral("inside-toolkit")
            && folder.compare(cuda13 + QStringLiteral("/bin/x64"), Qt::CaseInsensitive) == 0)
            inToolkit = copy[QStringLiteral("headerVersion")].toString() == QStringLiteral("9.19.0");
        if (copy[QStringLiteral("kind")].toString() == QStringLiteral("side-by-side")
            && folder.compare(installer + QStringLiteral("/bin/12.9"), Qt::CaseInsensitive) == 0)
            fromInstaller = copy[QStringLiteral("headerVersion")].toString() == QStringLiteral("9.10.2")
                            && copy[QStringLiteral("cudaMajor")].toInt() == 12;
    }
    EXPECT_TRUE(inToolkit) << seen.join(u'\n').toStdString();
    EXPECT_TRUE(fromInstaller) << seen.join(u'\n').toStdString();
}
