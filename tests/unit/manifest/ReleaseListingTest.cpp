// The live release catalogue's pieces on real data: the labels read from a redist index and a
// mirror folder, releases built from NVIDIA's real manifests (9.27.0 relabelled as a release the
// shipped data cannot know), laid over the shipped compatibility data, and what the catalogue
// and the CUDA choice then offer: a new release offered with a note, a preview never the default,
// a release the source does not list never offered.
#include "ManifestTestSupport.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/acquire/catalogue/RedistListing.h"
#include "core/compat/CatalogueMerge.h"
#include "core/compat/CudaToolkitChoice.h"
#include "core/compat/CompatRules.h"


using namespace cudnnsetup;

namespace {

// NVIDIA's 9.27.0 manifest as if it were a far later 9.90.0 (build 7), a release no data can know yet:
// every fact but the number is real.
QByteArray manifestOf990(const char *productWord = "cudnn")
{
    QByteArray json = readSample("redistrib_9.27.0.json");
    json.replace("9.27.0.42", "9.90.0.7");
    json.replace("\"release_label\": \"9.27.0\"", "\"release_label\": \"9.90.0\"");
    json.replace("\"release_product\": \"cudnn\"", QByteArray("\"release_product\": \"") + productWord + '"');
    return json;
}

// A cuDNN listing that names every release the shipped data knows, plus `extra` (read from its manifest).
ListedCatalogue listingOfShipped(const std::optional<ListedRelease> &extra = std::nullopt)
{
    ListedCatalogue listed;
    listed.cudnnSource = S("https://mirror.example/cudnn/");
    for (const CudnnRelease &release : CompatMatrix::builtIn().cudnnReleases())
        listed.cudnn.append(ListedRelease{release.version.truncated(3).toString(), {}, {}, {}, false, {}, {}, false});
    if (extra)
        listed.cudnn.append(*extra);
    return listed;
}

// A Linux machine with a working driver and one GPU.
SystemReport machineWith(const char *driver, const char *computeCapability, const char *gpuName = "NVIDIA Test GPU")
{
    SystemReport machine;
    machine.platform = S("linux-x86_64");
    machine.driver.state = DriverInfo::State::GpusFound;
    machine.driver.version = *Version::parse(S(driver));
    machine.gpus.append(GpuInfo{});
    machine.gpus.last().computeCapability = *Version::parse(S(computeCapability));
    machine.gpus.last().name = S(gpuName);
    return machine;
}

ListedRelease listedFromManifest(const QByteArray &json)
{
    QString error;
    const ListedRelease release = LiveCatalogue::releaseFromManifest(false, S("9.90.0"), json, &error);
    EXPECT_TRUE(release.manifestRead) << error.toStdString();
    return release;
}

TEST(RedistListing, ReadsTheManifestLabelsOfAnIndexAndNothingElse)
{
    const QByteArray index = "<html><body><pre><a href='../'>Parent Directory</a>\n"
                             "<a href='cudnn/'>cudnn/</a>\n"
                             "<a href='redistrib_8.9.7.json'>redistrib_8.9.7.json</a>   16-Mar-2024 8.0KB\n"
                             "<a href='redistrib_8.9.7.29.json'>redistrib_8.9.7.29.json</a>\n"
                             "<a href=\"redistrib_9.20.0.json\">redistrib_9.20.0.json</a>\n"
                             "<a href='redistrib_9.27.0.json'>redistrib_9.27.0.json</a>\n"
                             "<a href='redistrib_../../etc.json'>x</a> <a href='redistrib_9.x.json'>y</a>\n"
                             "<a href='redistrib_8.4.1.json'>old</a></pre></body></html>";
    const QStringList labels = RedistListing::labelsInIndex(index);
    EXPECT_EQ(labels, (QStringList{S("8.9.7"), S("8.9.7.29"), S("9.20.0"), S("9.27.0"), S("8.4.1")}));
    // cuDNN: three-part labels from 8.5 on (8.x is listed twice); CUDA: 12 and later.
    EXPECT_EQ(RedistListing::cudnnLabels(labels), (QStringList{S("8.9.7"), S("9.20.0"), S("9.27.0")}));
    EXPECT_EQ(RedistListing::cudaLabels({S("11.8.0"), S("12.6.3"), S("13.4.1"), S("13.4")}), (QStringList{S("12.6.3"), S("13.4.1")}));
}

TEST(RedistListing, TellsPreviewNamesFromReleaseNames)
{
    EXPECT_TRUE(RedistListing::namesPreview(S("13.4.0 Developer Preview")));
    EXPECT_TRUE(RedistListing::namesPreview(S("cudnn early access")));
    EXPECT_TRUE(RedistListing::namesPreview(S("9.91.0 cudnn-ea")));
    EXPECT_TRUE(RedistListing::namesPreview(S("9.91.0 RC1")));
    EXPECT_FALSE(RedistListing::namesPreview(S("9.27.0 cudnn")));
    EXPECT_FALSE(RedistListing::namesPreview(S("13.4.1 cuda")));
    EXPECT_FALSE(RedistListing::namesPreview(S("search area")));   // words that merely contain the letters
}

TEST(LiveCatalogueRelease, TakesPlatformsVariantsSizesAndNamesFromTheRealManifest)
{
    const ListedRelease release = listedFromManifest(manifestOf990());
    ASSERT_TRUE(release.manifestRead);
    EXPECT_EQ(release.version.toString(), S("9.90.0.7"));
    EXPECT_EQ(release.date, S("2026-09-29"));
    EXPECT_FALSE(release.preview);
    QStringList keys;
    for (const CudnnPlatform &platform : release.platforms)
        keys << platform.key;
    keys.sort();
    EXPECT_EQ(keys, (QStringList{S("linux-sbsa"), S("linux-x86_64"), S("windows-arm64"), S("windows-x86_64")}));
    for (const CudnnPlatform &platform : release.platforms) {
        if (platform.key == S("windows-arm64")) {
            // The "cuda13" entry wins over the flat _cuda13.4 one: its file is ..._cuda13-archive.zip.
            EXPECT_EQ(platform.cudaMajors, QList<int>{13});
            EXPECT_TRUE(platform.archiveCudaSuffix.isEmpty());
            EXPECT_EQ(platform.archiveBytes.value(13), 468155439);
        }
        if (platform.key == S("windows-x86_64"))
            EXPECT_EQ(platform.archiveBytes.value(12), 1924314965);
    }
}

TEST(CatalogueMerge, OffersAReleaseOnlyTheListingKnowsWithANote)
{
    const CompatMatrix merged = CatalogueMerge::merge(CompatMatrix::builtIn(), listingOfShipped(listedFromManifest(manifestOf990())));

    SystemReport machine;
    machine.platform = S("windows-arm64");
    const QList<CatalogueEntry> entries = ReleaseCatalogue::entries(machine, merged);
    ASSERT_FALSE(entries.isEmpty());
    EXPECT_EQ(entries.first().version.toString(), S("9.90.0.7"));
    EXPECT_TRUE(entries.first().listedOnly);
    EXPECT_EQ(entries.first().archiveBytes, 468155439);
    ASSERT_FALSE(entries.first().notes.isEmpty());
    EXPECT_TRUE(entries.first().notes.first().contains(S("Newer than the wizard's compatibility data"))) << entries.first().notes.first().toStdString();
    // NVIDIA's real name of the archive the manifest lists for CUDA 13.
    EXPECT_EQ(ReleaseCatalogue::target(entries.first().version, 13, S("windows-arm64"), merged).fileName,
              S("cudnn-windows-arm64-9.90.0.7_cuda13-archive.zip"));
}

TEST(CatalogueMerge, APreviewIsOfferedButNeverTheDefault)
{
    const ListedRelease preview = listedFromManifest(manifestOf990("cudnn early access"));
    ASSERT_TRUE(preview.preview);
    const CompatMatrix merged = CatalogueMerge::merge(CompatMatrix::builtIn(), listingOfShipped(preview));

    SystemReport machine = machineWith("610.43.02", "8.9");
    CompatRules::judge(machine, merged);
    ASSERT_TRUE(machine.recommendation.available) << machine.recommendation.reason.toStdString();
    EXPECT_NE(machine.recommendation.cudnnVersion.toString(), S("9.90.0.7"));
    const BuildChoice chosen = ReleaseCatalogue::choose(machine, {}, 13, {}, merged);
    ASSERT_TRUE(chosen.target.has_value()) << chosen.error.toStdString();
    EXPECT_NE(chosen.target->cudnnVersion.toString(), S("9.90.0.7"));
    // Named, it is given, with the note that it is early access.
    const BuildChoice named = ReleaseCatalogue::choose(machine, S("9.90"), 13, {}, merged);
    ASSERT_TRUE(named.target.has_value()) << named.error.toStdString();
    EXPECT_EQ(named.target->cudnnVersion.toString(), S("9.90.0.7"));
    EXPECT_TRUE(named.notes.join(u' ').contains(S("early-access"))) << named.notes.join(u' ').toStdString();
}

TEST(CatalogueMerge, AReleaseTheSourceDoesNotListIsNeverOffered)
{
    ListedCatalogue listed;
    listed.cudnnSource = S("http://127.0.0.1:1/");
    listed.cudnn.append(ListedRelease{S("9.19.0"), {}, {}, {}, false, {}, {}, false});
    const CompatMatrix merged = CatalogueMerge::merge(CompatMatrix::builtIn(), listed);
    SystemReport machine;
    machine.platform = S("linux-x86_64");
    const QList<CatalogueEntry> entries = ReleaseCatalogue::entries(machine, merged);
    ASSERT_FALSE(entries.isEmpty());
    for (const CatalogueEntry &entry : entries)
        EXPECT_EQ(entry.version.truncated(3).toString(), S("9.19.0"));
}

TEST(CatalogueMerge, TheCudaChoiceTakesOnlyWhatTheRedistListsAndNoPreview)
{
    // A driver new enough for everything; the shipped 13.4.0 row is a developer preview.
    SystemReport machine = machineWith("999.1", "9.0");
    const CudaToolkitChoice shipped = CudaToolkitChooser::choose(machine, 13, CompatMatrix::builtIn());
    ASSERT_TRUE(shipped.release.has_value()) << shipped.reason.toStdString();
    EXPECT_NE(shipped.release->toString(), S("13.4.0"));

    // A redist listing 13.0.2 and 13.3.1 only: the newest it lists is chosen.
    ListedCatalogue listed;
    listed.cudaSource = S("https://mirror.example/cuda/");
    listed.cuda.append(ListedRelease{S("13.0.2"), {}, {}, {}, false, {}, {}, false});
    listed.cuda.append(ListedRelease{S("13.3.1"), {}, {}, {}, false, {}, {}, false});
    const CompatMatrix merged = CatalogueMerge::merge(CompatMatrix::builtIn(), listed);
    const CudaToolkitChoice chosen = CudaToolkitChooser::choose(machine, 13, merged);
    ASSERT_TRUE(chosen.release.has_value()) << chosen.reason.toStdString();
    EXPECT_EQ(chosen.release->toString(), S("13.3.1"));

    // A release newer than the data, with the driver its manifest ships, is chosen for it.
    ListedRelease newer{S("13.9.1"), *Version::parse(S("13.9.1")), S("CUDA 13.9.1"), S("2027-01-01"), false, {}, *Version::parse(S("630.10.01")), true};
    listed.cuda.append(newer);
    const CudaToolkitChoice withNewer = CudaToolkitChooser::choose(machine, 13, CatalogueMerge::merge(CompatMatrix::builtIn(), listed));
    ASSERT_TRUE(withNewer.release.has_value());
    EXPECT_EQ(withNewer.release->toString(), S("13.9.1"));
    // ...but not one whose manifest could not be read (its pieces could not be fetched either)...
    listed.cuda.append(ListedRelease{S("13.9.5"), *Version::parse(S("13.9.5")), {}, {}, false, {}, {}, false});
    const CudaToolkitChoice unreadable = CudaToolkitChooser::choose(machine, 13, CatalogueMerge::merge(CompatMatrix::builtIn(), listed));
    ASSERT_TRUE(unreadable.release.has_value());
    EXPECT_EQ(unreadable.release->toString(), S("13.9.1"));
    listed.cuda.removeLast();
    // ...and not as a preview.
    listed.cuda.last().preview = true;
    const CudaToolkitChoice withPreview = CudaToolkitChooser::choose(machine, 13, CatalogueMerge::merge(CompatMatrix::builtIn(), listed));
    ASSERT_TRUE(withPreview.release.has_value());
    EXPECT_EQ(withPreview.release->toString(), S("13.3.1"));
}

TEST(CatalogueMerge, APascalCardIsKeptToItsLastDriverSeries)
{
    SystemReport machine = machineWith("535.104.05", "6.1", "NVIDIA GeForce GTX 1080");
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    ASSERT_TRUE(choice.release.has_value()) << choice.reason.toStdString();
    EXPECT_EQ(choice.release->major(), 12);
    EXPECT_LE(CompatMatrix::builtIn().toolkitDriverMinimum(*choice.release, DriverOs::Linux)->major(), 580);

    CompatRules::judge(machine);
    const Verdict *ceiling = nullptr;
    for (const Verdict &verdict : machine.verdicts)
        if (verdict.code == S("gpu-last-driver-branch"))
            ceiling = &verdict;
    ASSERT_NE(ceiling, nullptr);
    EXPECT_TRUE(ceiling->title.contains(S("R580"))) << ceiling->title.toStdString();
    EXPECT_TRUE(ceiling->explanation.contains(S("Pascal"))) << ceiling->explanation.toStdString();
    EXPECT_TRUE(ceiling->explanation.contains(S("CUDA 12.9"))) << ceiling->explanation.toStdString();
    EXPECT_TRUE(ceiling->explanation.contains(S("cuDNN 9.10"))) << ceiling->explanation.toStdString();
}

} // namespace
