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

    // No GPU here: the convolution item is skipped, not attempted.
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

// This machine has no NVIDIA driver; the bench tests below describe what the probe reports then.
bool noDriverHere()
{
    return runProbe({QStringLiteral("info")}).json.value(QStringLiteral("driver")).toString() == QStringLiteral("no-driver");
}

QStringList rowIds(const QJsonObject &json)
{
    QStringList ids;
    for (const QJsonValue &v : json.value(QStringLiteral("rows")).toArray())
        ids << v.toObject().value(QStringLiteral("id")).toString();
    return ids;
}

const QStringList kAllRows = {QStringLiteral("cudnn-fp32"), QStringLiteral("cudnn-tf32"), QStringLiteral("cudnn-fp16-nhwc"),
                              QStringLiteral("cuda-tiled"), QStringLiteral("cuda-naive")};

TEST(ProbeTest, BenchWithoutDriverDefaults)
{
    if (!noDriverHere())
        GTEST_SKIP() << "this machine has an NVIDIA driver: the bench would really run";
    const ProbeRun run = runProbe({QStringLiteral("bench")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    ASSERT_FALSE(run.json.isEmpty()) << run.out.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("probe")).toInt(), 1);
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("bench"));
    EXPECT_EQ(run.json.value(QStringLiteral("driver")).toString(), QStringLiteral("no-driver"));
    EXPECT_EQ(run.json.value(QStringLiteral("gpuState")).toString(), QStringLiteral("no-driver"));
    EXPECT_TRUE(run.json.value(QStringLiteral("device")).isNull());
    EXPECT_TRUE(run.json.value(QStringLiteral("peaks")).isNull());
    EXPECT_EQ(run.json.value(QStringLiteral("cudnnDir")).toString(), QString());
    EXPECT_TRUE(run.json.value(QStringLiteral("cudnnVersion")).isNull());
    EXPECT_FALSE(run.json.value(QStringLiteral("cudnnError")).toString().isEmpty());
    EXPECT_EQ(run.json.value(QStringLiteral("layer")).toString(), QStringLiteral("conv3_x"));
    EXPECT_TRUE(run.json.value(QStringLiteral("batchAutomatic")).toBool());

    const QJsonObject shape = run.json.value(QStringLiteral("shape")).toObject();
    EXPECT_EQ(shape.value(QStringLiteral("N")).toInt(), 8);   // kAutoBatchCpuOnly without a GPU
    EXPECT_EQ(shape.value(QStringLiteral("C")).toInt(), 128);
    EXPECT_EQ(shape.value(QStringLiteral("H")).toInt(), 28);
    EXPECT_EQ(shape.value(QStringLiteral("K")).toInt(), 128);
    EXPECT_EQ(shape.value(QStringLiteral("R")).toInt(), 3);
    EXPECT_EQ(shape.value(QStringLiteral("padH")).toInt(), 1);
    EXPECT_EQ(shape.value(QStringLiteral("strideW")).toInt(), 1);
    EXPECT_EQ(shape.value(QStringLiteral("P")).toInt(), 28);
    EXPECT_EQ(shape.value(QStringLiteral("Q")).toInt(), 28);
    EXPECT_EQ(run.json.value(QStringLiteral("flops")).toDouble(), 2.0 * 8 * 128 * 28 * 28 * 128 * 9);

    EXPECT_EQ(rowIds(run.json), kAllRows);
    for (const QJsonValue &v : run.json.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        const QString id = row.value(QStringLiteral("id")).toString();
        EXPECT_EQ(row.value(QStringLiteral("status")).toString(), QStringLiteral("skip")) << id.toStdString();
        EXPECT_EQ(row.value(QStringLiteral("code")).toString(), QStringLiteral("no-driver")) << id.toStdString();
        EXPECT_EQ(row.value(QStringLiteral("medianMs")).toDouble(), 0.0);
        EXPECT_EQ(row.value(QStringLiteral("samples")).toInt(), 0);
        EXPECT_TRUE(row.value(QStringLiteral("check")).isObject());
        EXPECT_FALSE(row.value(QStringLiteral("check")).toObject().value(QStringLiteral("pass")).toBool());
        EXPECT_FALSE(row.value(QStringLiteral("implementation")).toString().isEmpty());
        EXPECT_FALSE(row.value(QStringLiteral("precision")).toString().isEmpty());
        EXPECT_FALSE(row.value(QStringLiteral("layout")).toString().isEmpty());
        EXPECT_EQ(row.contains(QStringLiteral("algorithm")), id.startsWith(QStringLiteral("cudnn-"))) << id.toStdString();
    }
    const QJsonArray rows = run.json.value(QStringLiteral("rows")).toArray();
    EXPECT_EQ(rows[0].toObject().value(QStringLiteral("mathType")).toString(), QStringLiteral("FMA_MATH"));
    EXPECT_EQ(rows[2].toObject().value(QStringLiteral("layout")).toString(), QStringLiteral("NHWC"));
    EXPECT_EQ(rows[2].toObject().value(QStringLiteral("precision")).toString(), QStringLiteral("fp16"));
    EXPECT_EQ(rows[3].toObject().value(QStringLiteral("implementation")).toString(), QStringLiteral("cuda-tiled"));

    // Progress on stderr, one line per row and a last one at 1.
    const QStringList progress = QString::fromUtf8(run.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                     .filter(QStringLiteral("progress "));
    ASSERT_EQ(progress.size(), 6) << run.err.constData();
    EXPECT_EQ(progress.first(), QStringLiteral("progress 0.000 cudnn-fp32"));
    EXPECT_TRUE(progress.last().startsWith(QStringLiteral("progress 1.000 "))) << progress.last().toStdString();
    EXPECT_FALSE(run.out.contains("progress"));
}

TEST(ProbeTest, BenchLayerAndBatch)
{
    if (!noDriverHere())
        GTEST_SKIP() << "this machine has an NVIDIA driver";
    const ProbeRun run = runProbe({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("conv5_x"),
                                   QStringLiteral("--batch"), QStringLiteral("3")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("layer")).toString(), QStringLiteral("conv5_x"));
    EXPECT_FALSE(run.json.value(QStringLiteral("batchAutomatic")).toBool());
    const QJsonObject shape = run.json.value(QStringLiteral("shape")).toObject();
    EXPECT_EQ(shape.value(QStringLiteral("N")).toInt(), 3);
    EXPECT_EQ(shape.value(QStringLiteral("C")).toInt(), 512);
    EXPECT_EQ(shape.value(QStringLiteral("H")).toInt(), 7);
    EXPECT_EQ(shape.value(QStringLiteral("P")).toInt(), 7);
    EXPECT_EQ(run.json.value(QStringLiteral("flops")).toDouble(), 2.0 * 3 * 512 * 7 * 7 * 512 * 9);
    EXPECT_EQ(rowIds(run.json), kAllRows);
}

TEST(ProbeTest, BenchCustomShape)
{
    if (!noDriverHere())
        GTEST_SKIP() << "this machine has an NVIDIA driver";
    const ProbeRun run = runProbe({QStringLiteral("bench"), QStringLiteral("--shape"), QStringLiteral("2,3,7,9,4,3,3,1,2"),
                                   QStringLiteral("--batch"), QStringLiteral("5")});   // ignored with --shape
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("layer")).toString(), QStringLiteral("custom"));
    EXPECT_FALSE(run.json.value(QStringLiteral("batchAutomatic")).toBool());
    const QJsonObject shape = run.json.value(QStringLiteral("shape")).toObject();
    EXPECT_EQ(shape.value(QStringLiteral("N")).toInt(), 2);
    EXPECT_EQ(shape.value(QStringLiteral("C")).toInt(), 3);
    EXPECT_EQ(shape.value(QStringLiteral("H")).toInt(), 7);
    EXPECT_EQ(shape.value(QStringLiteral("W")).toInt(), 9);
    EXPECT_EQ(shape.value(QStringLiteral("K")).toInt(), 4);
    EXPECT_EQ(shape.value(QStringLiteral("padW")).toInt(), 1);
    EXPECT_EQ(shape.value(QStringLiteral("strideH")).toInt(), 2);
    EXPECT_EQ(shape.value(QStringLiteral("P")).toInt(), 4);   // (7 + 2 - 3) / 2 + 1
    EXPECT_EQ(shape.value(QStringLiteral("Q")).toInt(), 5);   // (9 + 2 - 3) / 2 + 1
    EXPECT_EQ(run.json.value(QStringLiteral("flops")).toDouble(), 2.0 * 2 * 4 * 4 * 5 * 3 * 3 * 3);
}

TEST(ProbeTest, BenchPrecisionSelectsCudnnRows)
{
    if (!noDriverHere())
        GTEST_SKIP() << "this machine has an NVIDIA driver";
    ProbeRun run = runProbe({QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp32")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(rowIds(run.json),
              (QStringList{QStringLiteral("cudnn-fp32"), QStringLiteral("cuda-tiled"), QStringLiteral("cuda-naive")}));
    // fp32 is always there: the fair comparison.
    run = runProbe({QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp16")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(rowIds(run.json), (QStringList{QStringLiteral("cudnn-fp32"), QStringLiteral("cudnn-fp16-nhwc"),
                                             QStringLiteral("cuda-tiled"), QStringLiteral("cuda-naive")}));
    run = runProbe({QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("tf32,fp16,fp32"),
                    QStringLiteral("--samples"), QStringLiteral("30"), QStringLiteral("--workspace-mb"),
                    QStringLiteral("1024"), QStringLiteral("--batch"), QStringLiteral("auto")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(rowIds(run.json), kAllRows);
    EXPECT_TRUE(run.json.value(QStringLiteral("batchAutomatic")).toBool());
}

TEST(ProbeTest, BenchReportsCudnnVersionWithoutGpu)
{
    if (!haveRealCudnn())
        GTEST_SKIP() << "no cuDNN under " << kCudnnDir.toStdString();
    if (!noDriverHere())
        GTEST_SKIP() << "this machine has an NVIDIA driver";
    const ProbeRun run = runProbe({QStringLiteral("bench"), QStringLiteral("--cudnn-dir"), kCudnnDir});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("cudnnDir")).toString(), kCudnnDir);
    const QJsonObject version = run.json.value(QStringLiteral("cudnnVersion")).toObject();
    EXPECT_EQ(version.value(QStringLiteral("text")).toString(), QStringLiteral("9.19.0")) << run.out.constData();
    EXPECT_EQ(version.value(QStringLiteral("raw")).toInt(), 91900);
    EXPECT_EQ(run.json.value(QStringLiteral("cudnnError")).toString(), QString());
    // Still no GPU: the cuDNN rows are skipped like the others.
    for (const QJsonValue &v : run.json.value(QStringLiteral("rows")).toArray())
        EXPECT_EQ(v.toObject().value(QStringLiteral("code")).toString(), QStringLiteral("no-driver"));
}

TEST(ProbeTest, BenchWithUnloadableCudnn)
{
    const ProbeRun run = runProbe({QStringLiteral("bench"), QStringLiteral("--cudnn-dir"), QStringLiteral("/nonexistent"),
                                   QStringLiteral("--precision"), QStringLiteral("fp32"), QStringLiteral("--shape"),
                                   QStringLiteral("1,2,5,5,2,3,3,1,1")});
    ASSERT_EQ(run.exitCode, 0) << run.err.constData();
    ASSERT_FALSE(run.json.isEmpty()) << run.out.constData();
    EXPECT_EQ(run.json.value(QStringLiteral("mode")).toString(), QStringLiteral("bench"));
    EXPECT_TRUE(run.json.value(QStringLiteral("cudnnVersion")).isNull());
    EXPECT_FALSE(run.json.value(QStringLiteral("cudnnError")).toString().isEmpty());
    EXPECT_EQ(run.json.value(QStringLiteral("rows")).toArray().size(), 3);
}

TEST(ProbeTest, BenchBadArguments)
{
    const QList<QStringList> bad = {
        {QStringLiteral("--layer"), QStringLiteral("conv6_x")},
        {QStringLiteral("--layer")},
        {QStringLiteral("--batch"), QStringLiteral("0")},
        {QStringLiteral("--batch"), QStringLiteral("4097")},
        {QStringLiteral("--batch"), QStringLiteral("-1")},
        {QStringLiteral("--batch"), QStringLiteral("eight")},
        {QStringLiteral("--shape"), QStringLiteral("2,3,7,9,4,3,3,1")},
        {QStringLiteral("--shape"), QStringLiteral("1,1,2,2,1,5,5,0,1")},   // filter larger than the input
        {QStringLiteral("--shape"), QStringLiteral("999999999,999999999,9,9,1,1,1,0,1")},   // too large
        {QStringLiteral("--shape"), QStringLiteral("1,1,5,5,1,3,3,1,1"), QStringLiteral("--layer"), QStringLiteral("conv2_x")},
        {QStringLiteral("--samples"), QStringLiteral("5")},
        {QStringLiteral("--samples"), QStringLiteral("1001")},
        {QStringLiteral("--workspace-mb"), QStringLiteral("100")},
        {QStringLiteral("--workspace-mb"), QStringLiteral("65537")},
        {QStringLiteral("--precision"), QStringLiteral("fp64")},
        {QStringLiteral("--precision"), QStringLiteral("fp16,")},
        {QStringLiteral("--cudnn-dir")},
        {QStringLiteral("--frobnicate")},
    };
    for (const QStringList &arguments : bad) {
        const ProbeRun run = runProbe(QStringList{QStringLiteral("bench")} + arguments);
        EXPECT_EQ(run.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(run.out.isEmpty()) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(run.err.contains("usage")) << arguments.join(QLatin1Char(' ')).toStdString();
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
