// ArchiveIdentity: what a cuDNN archive turned out to be after its entries were read — the
// release, where it belongs, and where things sit inside it, so that extraction and installation
// work from what is there rather than from what the layout used to be.
#pragma once

#include "core/model/Version.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct ArchiveIdentity
{
    enum class Layout {
        LinuxTarball,     // <top>/include, <top>/lib (8.3.1 and later)
        LegacyCudaFolder, // cuda/include, cuda/lib64 or cuda/bin (before 8.3.1)
        WindowsZip,       // <top>/include, <top>/bin or <top>/bin/x64, <top>/lib/x64
    };

    QString fileName;        // the archive's file name as found
    Version version;         // 4 parts when a name gave them (9.20.0.48), else 3 from the files
    QString platform;        // redist key (linux-x86_64, windows-x86_64, ...); "linux" or
                             // "windows" alone when the architecture cannot be told (see notes)
    int cudaMajor = 0;       // CUDA variant; 0 when neither name nor folder says (see notes)
    QString topDirectory;    // the one folder everything sits in; empty when entries are at the root
    Layout layout = Layout::LinuxTarball;
    QString libraryFolder;   // shared libraries, relative to topDirectory: "lib", "lib64", "bin/x64"
    QString dllFolder;       // Windows only: "bin" (up to 9.17) or "bin/x64" (9.18 on); else empty
    QString includeFolder;   // headers, relative to topDirectory; empty when there are none
    QStringList subLibraries;        // "cudnn", "cudnn_ops", ... in NVIDIA's documented order
    QStringList missingSubLibraries; // expected for this major but absent (an incomplete archive)
    bool hasHeaders = false;
    QString format;          // "tar.xz", "tgz", "zip" (from the contents, not the name)
    int entryCount = 0;
    qint64 unpackedBytes = 0; // sum of file sizes: the disk space extraction needs
    bool listingComplete = true; // false after ArchiveScan::UntilKnown stopped early: then the
                                 // counts, the size and extra sub-libraries cover only what was read
    QStringList notes;       // translated: what could not be told, and why

    bool isWindows() const { return layout == Layout::WindowsZip || !dllFolder.isEmpty(); }
};

} // namespace cudnnsetup

Q_DECLARE_METATYPE(cudnnsetup::ArchiveIdentity)
