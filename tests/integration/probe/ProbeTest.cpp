// Runs the real cudnn-probe binary as a child process and reads its JSON.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

const QString kCudnnDir = QStringLiteral("/usr/local/cuda/lib64");

struct ProbeRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json;
};

ProbeRun runProbe(const QStringList &arguments)
{
    QProcess process;
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(QStringLiteral(CUDNN_PROBE_BINARY), arguments);
    EXPECT_TRUE(process.waitForFinished(120000)) << "cudnn-probe did not finish";
    ProbeRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    if (doc.isObject())
        run.json = doc.object();
    return run;
}

QJsonObject itemById(const QJsonObject &json, const QString &id)
{
    for (const QJsonValue &v : json.value(QStringLiteral("items")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

bool haveRealCudnn()
{
    return QFileInfo::exists(kCudnnDir + QStringLiteral("/libcudnn.so.9"));
}

// A folder of links to the real libraries (all but `leaveOut`), in <tmp>/lib, with an include/.
QString linkFolder(const QTemporaryDir &tmp, const QString &leaveOut)
{
    const QString lib = tmp.path() + QStringLiteral("/lib");
    QDir().mkpath(lib);
    QDir().mkpath(tmp.path() + QStringLiteral("/include"));
    const QStringList files = QDir(kCudnnDir).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files);
    for (const QString &file : files)
        if (file != leaveOut)
            QFile::link(kCudnnDir + QLatin1Char('/') + file, lib + QLatin1Char('/') + file);
    return lib;
}

TEST(ProbeTest, InfoWithoutDriver)
{
    const ProbeRun run = runProbe({QStringLiteral("info")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("probe")).toInt(), 1);
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("info"));
    EXPECT_GT(run.json.value(QStringLiteral("runtimeVersion")).toInt(), 0);
    // This machine has no NVIDIA driver.
    EXPECT_EQ(run.json.value(QStringLiteral("driver")).toString(), QStringLiteral("no-driver")) << run.out.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("driverVersion")).toInt(), 0);
    EXPECT_EQ(run.json.value(QStringLiteral("driverError")).toString(), QStringLiteral("cudaErrorInsufficientDriver"));
    EXPECT_TRUE(run.json.value(QStringLiteral("devices")).isArray());
    EXPECT_TRUE(run.json.value(QStringLiteral("devices")).toArray().isEmpty());
}

TEST(ProbeTest, VerifyRealCudnn)
{
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), kCudnnDir});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    ASSERT_FALSE(run.json.isEmpty()) << run.out.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("verify"));

    const QJsonObject libraries = itemById(run.json, QStringLiteral("libraries"));
    EXPECT_EQ(libraries.value(QStringLiteral("status")).toString(), QStringLiteral("pass")) << run.out.constData();
    EXPECT_EQ(libraries.value(QStringLiteral("code")).toString(), QStringLiteral("ok"));
    const QJsonArray libs = run.json.value(QStringLiteral("libraries")).toArray();
    EXPECT_EQ(libs.size(), 8);
    for (const QJsonValue &v : libs) {
        const QJsonObject lib = v.toObject();
        EXPECT_TRUE(lib.value(QStringLiteral("loaded")).toBool()) << lib.value(QStringLiteral("error")).toString().toStdString();
        EXPECT_TRUE(lib.value(QStringLiteral("path")).toString().startsWith(kCudnnDir + QLatin1Char('/')))
            << lib.value(QStringLiteral("path")).toString().toStdString();
    }
    // The shim is loaded last.
    EXPECT_EQ(libs.last().toObject().value(QStringLiteral("subLibrary")).toString(), QStringLiteral("cudnn"));
    EXPECT_EQ(libs.first().toObject().value(QStringLiteral("subLibrary")).toString(), QStringLiteral("cudnn_graph"));

    const QJsonObject version = run.json.value(QStringLiteral("version")).toObject();
    EXPECT_EQ(version.value(QStringLiteral("raw")).toInt(), 91900);
    EXPECT_EQ(version.value(QStringLiteral("text")).toString(), QStringLiteral("9.19.0"));
    EXPECT_EQ(version.value(QStringLiteral("major")).toInt(), 9);
    EXPECT_EQ(version.value(QStringLiteral("minor")).toInt(), 19);
    EXPECT_EQ(itemById(run.json, QStringLiteral("version")).value(QStringLiteral("status")).toString(),
              QStringLiteral("pass"));

    EXPECT_GT(run.json.value(QStringLiteral("cudartVersion")).toInt(), 0);
    EXPECT_EQ(run.json.value(QStringLiteral("cudartVersion")).toInt(), 13010);
    EXPECT_EQ(itemById(run.json, QStringLiteral("cudart")).value(QStringLiteral("status")).toString(),
              QStringLiteral("pass"));

    EXPECT_EQ(itemById(run.json, QStringLiteral("sublibrary-versions")).value(QStringLiteral("status")).toString(),
              QStringLiteral("skip"));
    const QJsonObject header = itemById(run.json, QStringLiteral("header"));
    EXPECT_EQ(header.value(QStringLiteral("status")).toString(), QStringLiteral("pass")) << run.out.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("headerVersion")).toString(), QStringLiteral("9.19.0"));

    const QJsonObject deps = itemById(run.json, QStringLiteral("dependencies"));
    EXPECT_EQ(deps.value(QStringLiteral("status")).toString(), QStringLiteral("pass")) << run.out.constData();

    const QJsonObject driver = itemById(run.json, QStringLiteral("driver"));
    EXPECT_EQ(driver.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(driver.value(QStringLiteral("code")).toString(), QStringLiteral("no-driver"));

    EXPECT_EQ(itemById(run.json, QStringLiteral("max-device-version")).value(QStringLiteral("code")).toString(),
              QStringLiteral("no-gpu"));

    const QJsonObject handle = itemById(run.json, QStringLiteral("handle"));
    EXPECT_EQ(handle.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(handle.value(QStringLiteral("code")).toString(), QStringLiteral("no-driver"));
    EXPECT_EQ(handle.value(QStringLiteral("statusNumber")).toInt(), 1001);
    EXPECT_FALSE(handle.value(QStringLiteral("statusText")).toString().isEmpty());

    const QJsonObject conv = itemById(run.json, QStringLiteral("convolution"));
    EXPECT_EQ(conv.value(QStringLiteral("status")).toString(), QStringLiteral("skip"));
    EXPECT_EQ(conv.value(QStringLiteral("code")).toString(), QStringLiteral("no-gpu"));

    EXPECT_EQ(run.json.value(QStringLiteral("result")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(run.json.value(QStringLiteral("items")).toArray().size(), 10);
}

TEST(ProbeTest, MissingSubLibraryIsReportedWithoutAbort)
{
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString lib = linkFolder(tmp, QStringLiteral("libcudnn_heuristic.so.9"));
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), lib});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    const QJsonObject libraries = itemById(run.json, QStringLiteral("libraries"));
    EXPECT_EQ(libraries.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(libraries.value(QStringLiteral("code")).toString(), QStringLiteral("missing"));
    EXPECT_EQ(libraries.value(QStringLiteral("missing")).toArray(), QJsonArray{QStringLiteral("libcudnn_heuristic.so.9")});
    EXPECT_EQ(itemById(run.json, QStringLiteral("handle")).value(QStringLiteral("status")).toString(),
              QStringLiteral("skip"));
    EXPECT_EQ(run.json.value(QStringLiteral("result")).toString(), QStringLiteral("fail"));
    // The version still comes from libcudnn_graph.
    EXPECT_EQ(run.json.value(QStringLiteral("version")).toObject().value(QStringLiteral("text")).toString(),
              QStringLiteral("9.19.0"));
}

TEST(ProbeTest, HeaderMismatch)
{
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString lib = linkFolder(tmp, QString());
    QFile header(tmp.path() + QStringLiteral("/include/cudnn_version.h"));
    ASSERT_TRUE(header.open(QIODevice::WriteOnly));
    header.write("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 18\n#define CUDNN_PATCHLEVEL 0\n");
    header.close();
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), lib});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(itemById(run.json, QStringLiteral("libraries")).value(QStringLiteral("status")).toString(),
              QStringLiteral("pass"));
    const QJsonObject item = itemById(run.json, QStringLiteral("header"));
    EXPECT_EQ(item.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(item.value(QStringLiteral("code")).toString(), QStringLiteral("mismatch"));
    EXPECT_EQ(run.json.value(QStringLiteral("headerVersion")).toString(), QStringLiteral("9.18.0"));
}

TEST(ProbeTest, MixedSubLibraryVersions)
{
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const QString lib = linkFolder(tmp, QStringLiteral("libcudnn_ops.so.9"));
    // libcudnn_ops.so.9 -> libcudnn_ops.so.9.18.0 -> the real file: its name says 9.18.0.
    ASSERT_TRUE(QFile::link(kCudnnDir + QStringLiteral("/libcudnn_ops.so.9"), lib + QStringLiteral("/libcudnn_ops.so.9.18.0")));
    ASSERT_TRUE(QFile::link(QStringLiteral("libcudnn_ops.so.9.18.0"), lib + QStringLiteral("/libcudnn_ops.so.9")));
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), lib});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    const QJsonObject item = itemById(run.json, QStringLiteral("sublibrary-versions"));
    EXPECT_EQ(item.value(QStringLiteral("status")).toString(), QStringLiteral("fail")) << run.out.constData();
    EXPECT_EQ(item.value(QStringLiteral("code")).toString(), QStringLiteral("mixed"));
}

TEST(ProbeTest, EmptyFolder)
{
    QTemporaryDir tmp;
    ASSERT_TRUE(tmp.isValid());
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), tmp.path()});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    const QJsonObject libraries = itemById(run.json, QStringLiteral("libraries"));
    EXPECT_EQ(libraries.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_EQ(libraries.value(QStringLiteral("code")).toString(), QStringLiteral("missing"));
    EXPECT_TRUE(libraries.value(QStringLiteral("missing")).toArray().contains(QStringLiteral("libcudnn.so.9")));
    EXPECT_TRUE(run.json.value(QStringLiteral("libraries")).toArray().isEmpty());
    EXPECT_TRUE(run.json.value(QStringLiteral("version")).isNull());
    EXPECT_EQ(run.json.value(QStringLiteral("result")).toString(), QStringLiteral("fail"));
}

TEST(ProbeTest, SearchDefault)
{
    const ProbeRun run = runProbe({QStringLiteral("verify"), QStringLiteral("--search"), QStringLiteral("default")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("which"));
    EXPECT_FALSE(run.json.value(QStringLiteral("requested")).toString().isEmpty());
    ASSERT_TRUE(run.json.value(QStringLiteral("loaded")).isBool());
    if (run.json.value(QStringLiteral("loaded")).toBool()) {
        EXPECT_FALSE(run.json.value(QStringLiteral("path")).toString().isEmpty());
    } else {
        EXPECT_FALSE(run.json.value(QStringLiteral("error")).toString().isEmpty());
    }
}

TEST(ProbeTest, BadArguments)
{
    EXPECT_EQ(runProbe({}).exitCode, 2);
    EXPECT_EQ(runProbe({QStringLiteral("frobnicate")}).exitCode, 2);
    EXPECT_EQ(runProbe({QStringLiteral("verify")}).exitCode, 2);
    EXPECT_EQ(runProbe({QStringLiteral("verify"), QStringLiteral("--cudnn-dir")}).exitCode, 2);
    EXPECT_EQ(runProbe({QStringLiteral("verify"), QStringLiteral("--search"), QStringLiteral("elsewhere")}).exitCode, 2);
    EXPECT_EQ(runProbe({QStringLiteral("info"), QStringLiteral("extra")}).exitCode, 2);
}

} // namespace
