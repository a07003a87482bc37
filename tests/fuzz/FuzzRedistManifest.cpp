// Fuzz target: NVIDIA's redist manifest (redistrib_<label>.json), as read from NVIDIA's server
// or a lab mirror. Beyond "no crash", it holds the parser to what RedistManifest.h promises of
// every archive it accepts: a relative path that cannot leave the manifest's folder, checksums
// of the right form, and a manifest file name that cannot smuggle a path into a URL. The same
// bytes go through the release catalogue: read as a redist folder's index, every label found
// names a plain manifest file; read as a release's manifest, what is offered is well-formed.
#include "FuzzSupport.h"

#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/acquire/catalogue/RedistListing.h"
#include "core/acquire/manifest/RedistManifest.h"

#include <QDir>

using namespace cudnnsetup;

namespace {

bool isLowerHex(const QByteArray &text, qsizetype length)
{
    if (text.size() != length)
        return false;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

void checkArchive(const RedistManifest &manifest, const RedistComponent &component, const RedistArchive &archive)
{
    FUZZ_CHECK(!archive.relativePath.isEmpty());
    FUZZ_CHECK(!archive.relativePath.startsWith(u'/'));
    FUZZ_CHECK(!archive.relativePath.contains(u'\\') && !archive.relativePath.contains(u':'));
    FUZZ_CHECK(!archive.relativePath.split(u'/').contains(QStringLiteral("..")));
    FUZZ_CHECK(isLowerHex(archive.sha256, 64));
    FUZZ_CHECK(archive.md5.isEmpty() || isLowerHex(archive.md5, 32));
    FUZZ_CHECK(archive.size >= -1);
    FUZZ_CHECK(!archive.fileName().isEmpty() && archive.fileName() != u"." && archive.fileName() != u"..");
    FUZZ_CHECK(archive.cudaMajor() >= 0);

    // Joined onto a mirror folder, the path stays inside it.
    const QString mirror = QStringLiteral("/srv/mirror/cudnn/redist");
    const QString joined = QDir::cleanPath(RedistManifest::joinUrl(mirror, archive.relativePath));
    FUZZ_CHECK(joined.startsWith(mirror + u'/'));

    const ArchiveTarget target = manifest.target(archive);
    FUZZ_CHECK(target.sha256 == archive.sha256);
    const RedistArchive *found = manifest.find(component.key, archive.platform, archive.cudaVariant);
    FUZZ_CHECK(found != nullptr);
}

void checkCatalogue(const QByteArray &bytes)
{
    for (const QString &label : RedistListing::labelsInIndex(bytes)) {
        const QString fileName = RedistManifest::manifestFileName(label);
        FUZZ_CHECK(!fileName.isEmpty());
        FUZZ_CHECK(!fileName.contains(u'/') && !fileName.contains(u'\\') && !fileName.contains(QStringLiteral("..")));
    }
    for (const bool cuda : {false, true}) {
        QString error;
        const ListedRelease release = LiveCatalogue::releaseFromManifest(cuda, QStringLiteral("9.90.0"), bytes, &error);
        if (!release.manifestRead)
            continue;
        for (const CudnnPlatform &platform : release.platforms) {
            FUZZ_CHECK(!platform.cudaMajors.isEmpty());
            for (const int major : platform.cudaMajors)
                FUZZ_CHECK(major > 0);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    checkCatalogue(fuzz::bytes(data, size));
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(fuzz::bytes(data, size), &error);
    if (!manifest) {
        FUZZ_CHECK(!error.isEmpty());   // a refusal always says why
        return 0;
    }
    for (const RedistComponent &component : manifest->components) {
        FUZZ_CHECK(manifest->component(component.key) != nullptr);
        for (const QString &platform : manifest->platforms(component.key))
            for (int major : {0, 11, 12, 13})
                manifest->find(component.key, platform, major);
        for (const RedistArchive &archive : component.archives)
            checkArchive(*manifest, component, archive);
    }
    const QString fileName = RedistManifest::manifestFileName(manifest->releaseLabel);
    if (!fileName.isEmpty()) {
        FUZZ_CHECK(!fileName.contains(u'/') && !fileName.contains(u'\\') && !fileName.contains(u'?'));
        FUZZ_CHECK(!fileName.contains(QStringLiteral("..")));
    }
    return 0;
}
