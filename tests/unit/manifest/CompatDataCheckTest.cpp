// The shipped compatibility data (resources/compat/compat.json, as embedded) checked against
// NVIDIA's own redist manifests, kept unmodified in tests/data/nvidia-redist (see its README):
// every cuDNN release NVIDIA's manifest describes is in the data with exactly its platforms and
// CUDA variants, the archive names the wizard derives are NVIDIA's file names, dates agree; every
// CUDA manifest has a toolkit row, whose Linux driver minimum is the driver it ships where it
// ships one; and a CUDA 13 row without a manifest here is one of the few named below, each with
// its reason. A wrong row fails the build; refreshing the data is described in
// docs/release-data.md.
#include "ManifestTestSupport.h"

#include "core/compat/CompatMatrix.h"

#include <QDir>
#include <QMap>
#include <QSet>

using namespace cudnnsetup;

namespace {

QString redistFolder(const char *product)
{
    return QDir(S(NVIDIA_REDIST_DIR)).filePath(S(product));
}

QMap<QString, RedistManifest> manifests(const char *product)
{
    QMap<QString, RedistManifest> out;
    const QDir folder(redistFolder(product));
    for (const QString &name : folder.entryList({S("redistrib_*.json")}, QDir::Files)) {
        QFile file(folder.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
        QString error;
        const std::optional<RedistManifest> manifest = RedistManifest::parse(file.readAll(), &error);
        EXPECT_TRUE(manifest.has_value()) << name.toStdString() << ": " << error.toStdString();
        if (manifest)
            out.insert(name.mid(10).chopped(5), *manifest);
    }
    return out;
}

// Platform -> CUDA majors as a manifest's cudnn component offers them (source code excluded).
QMap<QString, QList<int>> offered(const RedistComponent &cudnn)
{
    QMap<QString, QList<int>> out;
    for (const RedistArchive &archive : cudnn.archives) {
        if (archive.platform == S("source") || archive.cudaMajor() <= 0)
            continue;
        QList<int> &majors = out[archive.platform];
        if (!majors.contains(archive.cudaMajor()))
            majors.append(archive.cudaMajor());
    }
    for (QList<int> &majors : out)
        std::sort(majors.begin(), majors.end());
    return out;
}

TEST(CompatDataCheck, TheReferenceHoldsNvidiasManifests)
{
    EXPECT_GE(manifests("cudnn").size(), 8);
    EXPECT_GE(manifests("cuda").size(), 17);
}

TEST(CompatDataCheck, EveryCudnnManifestIsInTheDataExactly)
{
    const CompatMatrix &data = CompatMatrix::builtIn();
    const QMap<QString, RedistManifest> all = manifests("cudnn");
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const std::string label = it.key().toStdString();
        const RedistComponent *cudnn = it.value().component(S("cudnn"));
        ASSERT_NE(cudnn, nullptr) << label;
        const CudnnRelease *row = data.cudnnRelease(cudnn->version);
        ASSERT_NE(row, nullptr) << "compat.json has no cudnnReleases row for cuDNN " << cudnn->version.toString().toStdString()
                                << " (redistrib_" << label << ".json)";
        // 8.x has two manifests per release (8.9.7 and 8.9.7.29), dated apart; 9.x has one.
        if (!row->date.isEmpty() && cudnn->version.major() >= 9)
            EXPECT_EQ(row->date, it.value().releaseDate) << label;
        const QMap<QString, QList<int>> wanted = offered(*cudnn);
        QMap<QString, QList<int>> shipped;
        for (const CudnnPlatform &platform : row->platforms) {
            QList<int> majors = platform.cudaMajors;
            std::sort(majors.begin(), majors.end());
            shipped.insert(platform.key, majors);
        }
        EXPECT_EQ(shipped, wanted) << "platforms and CUDA variants of cuDNN " << label;
        for (auto platform = wanted.cbegin(); platform != wanted.cend(); ++platform)
            for (const int major : platform.value()) {
                const RedistArchive *archive = it.value().find(S("cudnn"), platform.key(), major);
                ASSERT_NE(archive, nullptr) << label;
                EXPECT_EQ(CompatMatrix::archiveName(*row, platform.key(), major), archive->fileName())
                    << "cuDNN " << label << " " << platform.key().toStdString() << " CUDA " << major;
            }
    }
}

// CUDA 13 rows that have no manifest here, and why. Everything else needs its manifest.
const QMap<QString, QString> &cudaRowsWithoutManifest()
{
    static const QMap<QString, QString> reasons{
        {S("13.1.0"), S("no public repository keeps the 13.1 GA manifest; its driver is NVIDIA's release-notes table")},
    };
    return reasons;
}

TEST(CompatDataCheck, EveryCudaManifestHasItsRowAndDriver)
{
    const CompatMatrix &data = CompatMatrix::builtIn();
    const QMap<QString, RedistManifest> all = manifests("cuda");
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        const std::string label = it.key().toStdString();
        const ToolkitDriverRow *row = nullptr;
        for (const ToolkitDriverRow &candidate : data.toolkitDriverRows())
            if (candidate.release.toString() == it.key())
                row = &candidate;
        ASSERT_NE(row, nullptr) << "compat.json has no toolkitDrivers row for CUDA " << label;
        EXPECT_FALSE(row->preview) << label;
        if (const RedistComponent *driver = it.value().component(S("nvidia_driver")); driver && driver->version.isValid()) {
            ASSERT_TRUE(row->linuxMinimum.has_value()) << label;
            EXPECT_EQ(row->linuxMinimum->toString(), driver->version.toString()) << "the Linux minimum of CUDA " << label;
            EXPECT_TRUE(row->confirmed) << label;
        }
    }
    for (const ToolkitDriverRow &row : data.toolkitDriverRows()) {
        if (row.release.major() < 13 || all.contains(row.release.toString()))
            continue;
        EXPECT_TRUE(row.preview || cudaRowsWithoutManifest().contains(row.release.toString()))
            << "CUDA " << row.release.toString().toStdString() << " is in compat.json but no NVIDIA manifest of it is in "
            << "tests/data/nvidia-redist/cuda: add the manifest, or name the row in cudaRowsWithoutManifest() with the reason";
    }
}

} // namespace
