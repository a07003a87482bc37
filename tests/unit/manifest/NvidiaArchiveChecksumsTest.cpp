// NvidiaArchiveChecksums: the shipped table of NVIDIA's published checksums loads, agrees with
// the real checksums the sample manifests of data/ keep (the made-up ones start with 7e57, see
// data/README.md), and judges what a mirror's manifest says of a file.
#include "ManifestTestSupport.h"

#include "core/acquire/manifest/NvidiaArchiveChecksums.h"

#include <QRegularExpression>

using namespace cudnnsetup;

namespace {

const QString kCuda12 = QStringLiteral("cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz");
const QByteArray kCuda12Sha = "c10623d2ee9fd4cd0a5d809237958b80884405c2f8a122712dd7b98c1d780a92";

TEST(NvidiaArchiveChecksumsTest, TheShippedTableLoadsAndNamesOnlyCudnnArchivesOfItsManifests)
{
    const NvidiaArchiveChecksums &table = NvidiaArchiveChecksums::builtIn();
    ASSERT_GT(table.size(), 30);
    ASSERT_FALSE(table.manifests().isEmpty());
    const std::optional<PublishedArchive> known = table.find(kCuda12);
    ASSERT_TRUE(known.has_value());
    EXPECT_EQ(known->sha256, kCuda12Sha);
    EXPECT_EQ(known->size, 890794116);
    EXPECT_FALSE(table.find(QStringLiteral("cudnn/linux-x86_64/cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz")));
}

TEST(NvidiaArchiveChecksumsTest, ItAgreesWithTheRealChecksumsOfTheSampleManifests)
{
    const NvidiaArchiveChecksums &table = NvidiaArchiveChecksums::builtIn();
    int compared = 0;
    for (const char *file : {"redistrib_8.9.7.json", "redistrib_9.8.0.json", "redistrib_9.12.0.json", "redistrib_9.20.0.json",
                             "redistrib_9.27.0.json"}) {
        const RedistManifest manifest = loadSample(file);
        const RedistComponent *cudnn = manifest.component(QStringLiteral("cudnn"));
        ASSERT_NE(cudnn, nullptr) << file;
        for (const RedistArchive &archive : cudnn->archives) {
            const std::optional<PublishedArchive> known = table.find(archive.relativePath);
            if (!known || archive.sha256.startsWith("7e57"))
                continue;
            ++compared;
            EXPECT_EQ(known->sha256, archive.sha256) << archive.relativePath.toStdString();
            EXPECT_EQ(known->size, archive.size) << archive.relativePath.toStdString();
        }
    }
    EXPECT_GE(compared, 4) << "the real 9.20.0 checksums of linux-x86_64 and windows-x86_64 at least";
}

TEST(NvidiaArchiveChecksumsTest, AMirrorsChecksumOrSizeThatDiffersIsRefusedByName)
{
    const NvidiaArchiveChecksums &table = NvidiaArchiveChecksums::builtIn();
    EXPECT_EQ(table.disagreement(kCuda12, kCuda12Sha, 890794116), QString());
    EXPECT_EQ(table.disagreement(kCuda12, kCuda12Sha.toUpper(), 890794116), QString()) << "hex is hex, whatever its case";
    EXPECT_EQ(table.disagreement(kCuda12, kCuda12Sha, -1), QString()) << "a manifest without a size";
    EXPECT_EQ(table.disagreement(QStringLiteral("cudnn/linux-x86_64/cudnn-linux-x86_64-9.19.0.56_cuda12-archive.tar.xz"),
                                 QByteArray(64, 'a'), 100),
              QString())
        << "a file NVIDIA's table does not know is the mirror's word";

    const QString otherSha = table.disagreement(kCuda12, QByteArray(64, 'b'), 890794116);
    EXPECT_TRUE(otherSha.contains(QString::fromLatin1(kCuda12Sha)) && otherSha.contains(QString(64, u'b'))
                && otherSha.contains(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz")))
        << otherSha.toStdString();
    EXPECT_NE(table.disagreement(kCuda12, kCuda12Sha, 890794117), QString()) << "the size alone differs";
}

TEST(NvidiaArchiveChecksumsTest, ABrokenTableIsRefusedWithWhy)
{
    QString error;
    EXPECT_FALSE(NvidiaArchiveChecksums::fromJson("not json", &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(NvidiaArchiveChecksums::fromJson(R"({"manifests": []})", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("archives"))) << error.toStdString();
    EXPECT_FALSE(NvidiaArchiveChecksums::fromJson(R"({"archives": {"cudnn/x/a.tar.xz": {"sha256": "abc", "size": 10}}})", &error));
    EXPECT_TRUE(error.contains(QStringLiteral("cudnn/x/a.tar.xz"))) << error.toStdString();
    EXPECT_FALSE(NvidiaArchiveChecksums::fromJson(
        QByteArray(R"({"archives": {"a": {"sha256": ")") + QByteArray(64, 'A') + R"(", "size": 10}}})", &error))
        << "upper-case hex is not how NVIDIA writes it";
    const std::optional<NvidiaArchiveChecksums> good = NvidiaArchiveChecksums::fromJson(
        QByteArray(R"({"manifests": ["1.0.0"], "archives": {"a": {"sha256": ")") + QByteArray(64, 'c') + R"(", "size": 10}}})",
        &error);
    ASSERT_TRUE(good.has_value()) << error.toStdString();
    EXPECT_EQ(good->size(), 1);
    EXPECT_EQ(good->manifests(), QStringList{QStringLiteral("1.0.0")});
}

} // namespace
