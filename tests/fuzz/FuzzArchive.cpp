// Fuzz target: a downloaded or hand-picked file, as the archive check and the unpacking see it.
// The first input byte picks the name the file has on disk (NVIDIA's Linux tarball, Windows zip,
// legacy tgz, or a name that claims nothing); the rest is the file. It is identified as the
// Source page does (ArchiveIdentifier, every entry read through libarchive: tar, xz, gzip, zip
// ...) and then unpacked as the Extract page does (ArchiveExtractor). Beyond "no crash": nothing
// may be written outside the destination (the scratch folder around it is walked), no link in
// the unpacked tree may lead out of it, a failure leaves no destination behind, and every
// refusal says why.
#include "FuzzSupport.h"

#include "core/archive/ArchiveExtractor.h"
#include "core/archive/ArchiveIdentifier.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

using namespace cudnnsetup;

namespace {

const char *const kNames[] = {
    "cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz",
    "cudnn-windows-x86_64-9.19.0.56_cuda12-archive.zip",
    "cudnn-10.2-linux-x64-v7.6.5.32.tgz",
    "cudnn-linux-sbsa-8.9.7.29_cuda12-archive.tar.xz",
    "download.bin",
};

// Everything under `folder` except `keep` and what is inside `inside`: what an escaping entry
// would have created next to the archive or the folder it was unpacked into.
QStringList entriesOutside(const QString &folder, const QString &inside, const QString &keep)
{
    QStringList found;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const bool expected = path == keep || path == inside || path.startsWith(inside + u'/')
                              || inside.startsWith(path + u'/') || keep.startsWith(path + u'/');   // and the folders leading to them
        if (!expected)
            found.append(path);
    }
    return found;
}

// Whether a link's text, resolved from where the link is, stays inside `root` (whether or not
// what it names exists).
bool linkStaysInside(const QFileInfo &link, const QString &root)
{
    const QString target = QDir::cleanPath(link.symLinkTarget());
    return target == root || target.startsWith(root + u'/');
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString &scratch = fuzz::scratchFolder();
    const QString inputFolder = scratch + QStringLiteral("/input");
    const QString unpackFolder = scratch + QStringLiteral("/unpack");
    // Both folders start empty: what an earlier input left would read as written by this one.
    QDir(inputFolder).removeRecursively();
    QDir().mkpath(inputFolder);
    QDir(unpackFolder).removeRecursively();
    QDir().mkpath(unpackFolder);

    const QString archive = inputFolder + u'/' + QString::fromLatin1(kNames[data[0] % std::size(kNames)]);
    fuzz::writeFile(archive, fuzz::bytes(data + 1, size - 1));

    for (ArchiveScan scan : {ArchiveScan::Full, ArchiveScan::UntilKnown}) {
        const ArchiveIdentification identification = ArchiveIdentifier::examine(archive, nullptr, scan);
        if (identification.identity) {
            FUZZ_CHECK(identification.identity->version.isValid());
            FUZZ_CHECK(identification.identity->entryCount >= 0);
            FUZZ_CHECK(identification.identity->unpackedBytes >= 0);
            ArchiveIdentifier::checkFits(*identification.identity, QStringLiteral("linux-x86_64"), 12);
            ArchiveIdentifier::checkFits(*identification.identity, QStringLiteral("windows-x86_64"), 13);
        }
        if (identification.problem != ArchiveProblem::None)
            FUZZ_CHECK(!identification.reason.isEmpty());
        if (identification.problem == ArchiveProblem::Unsafe)
            FUZZ_CHECK(!identification.unsafeEntries.isEmpty());
    }

    // A small limit, so that a bomb is refused quickly rather than filling the disk.
    ExtractionOptions options;
    options.maxUnpackedBytes = qint64(64) << 20;
    const QString destination = unpackFolder + QStringLiteral("/staging");
    const ExtractionResult result = ArchiveExtractor::extract(archive, destination, options);
    const QStringList outside = entriesOutside(scratch, destination, archive);
    if (!outside.isEmpty()) {
        std::fprintf(stderr, "fuzz: unpacking wrote outside its folder: %s\n", qPrintable(outside.join(u' ')));
        std::abort();
    }
    if (result.ok()) {
        FUZZ_CHECK(QFileInfo(destination).isDir());
        // No link in the tree may lead out of it, dangling or not.
        QDirIterator it(destination, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo entry(it.next());
            if (entry.isSymLink())
                FUZZ_CHECK(linkStaysInside(entry, QDir::cleanPath(destination)));
        }
    } else {
        FUZZ_CHECK(!result.reason.isEmpty());
        FUZZ_CHECK(!QFileInfo::exists(destination));
    }
    return 0;
}
