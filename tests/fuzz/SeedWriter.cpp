// fuzz_seed_writer <folder>: writes the seeds that cannot be kept as text in tests/fuzz/seeds —
// cuDNN archives in NVIDIA's real layouts (tests/fixtures/archives/ArchiveBuilder.h) for
// fuzz_archive, the records of real transactions (applied, interrupted, torn, uninstalled) for
// fuzz_install_journal, the administrator's plans the CLI writes for installs for all users (into
// a toolkit, side by side) for fuzz_install_plan, with the system tree they are for, and this
// machine's own /etc/ld.so.cache for fuzz_loader_cache — into <folder>/archive,
// <folder>/install_journal, <folder>/install_plan (<folder>/install_plan_sysroot) and
// <folder>/loader_cache. Run at build time, so the seeds always match what the current code (and
// glibc) writes. <folder>/binary_imports gets the smallest ELF libraries (64- and 32-bit, both
// byte orders) and a PE DLL with import and delay-load tables, for fuzz_binary_imports.
#include "fixtures/archives/ArchiveBuilder.h"
#include "fixtures/elf/SyntheticBinaries.h"

#include "core/install/FileOperations.h"
#include "core/install/Installer.h"
#include "core/install/Transaction.h"
#include "core/platform/SystemPaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

bool write(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size();
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// FuzzArchive's input: the name index, then the file.
bool writeArchiveSeed(const QString &folder, const QString &name, char nameIndex, ArchiveFormat format,
                      const QList<ArchiveEntry> &entries)
{
    return write(folder + u'/' + name, QByteArray(1, nameIndex) + ArchiveBuilder::bytes(format, entries));
}

bool writeArchiveSeeds(const QString &folder)
{
    QList<ArchiveEntry> unsafe = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.19.0.56"), 13);
    unsafe.append(ArchiveEntry::file(QStringLiteral("../escaped.txt"), "outside"));
    unsafe.append(ArchiveEntry::symlink(QStringLiteral("cudnn-linux-x86_64-9.19.0.56_cuda13-archive/lib/out"),
                                        QStringLiteral("../../../../etc")));
    return writeArchiveSeed(folder, QStringLiteral("linux-9.19-cuda13.tar.xz"), 0, ArchiveFormat::TarXz,
                            ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.19.0.56"), 13))
        && writeArchiveSeed(folder, QStringLiteral("windows-9.19-cuda12.zip"), 1, ArchiveFormat::Zip,
                            ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.19.0.56"), 12))
        && writeArchiveSeed(folder, QStringLiteral("windows-9.17-cuda12.zip"), 1, ArchiveFormat::Zip,
                            ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.17.1.4"), 12))
        && writeArchiveSeed(folder, QStringLiteral("legacy-7.6.5.tgz"), 2, ArchiveFormat::TarGz,
                            ArchiveBuilder::cudnnLegacyEntries(QStringLiteral("7.6.5.32")))
        && writeArchiveSeed(folder, QStringLiteral("sbsa-8.9.7-plain.tar"), 3, ArchiveFormat::Tar,
                            ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("8.9.7.29"), 12))
        && writeArchiveSeed(folder, QStringLiteral("unsafe-entries.tar"), 0, ArchiveFormat::Tar, unsafe);
}

std::vector<std::unique_ptr<Operation>> operations(const QString &tree, const QString &staging)
{
    std::vector<std::unique_ptr<Operation>> list;
    list.push_back(std::make_unique<MakeDirectoryOperation>(tree + QStringLiteral("/include")));
    list.push_back(PlaceFileOperation::fromStaging(staging + QStringLiteral("/cudnn.h"), tree + QStringLiteral("/include/cudnn.h"),
                                                   FileFingerprint::of(staging + QStringLiteral("/cudnn.h"))));
    list.push_back(PlaceFileOperation::withSymlink(tree + QStringLiteral("/lib/libcudnn.so.9"), QStringLiteral("libcudnn.so.9.19.0")));
    list.push_back(std::make_unique<RemoveFileOperation>(tree + QStringLiteral("/lib/libcudnn.so.8")));
    list.push_back(std::make_unique<EnsureLineOperation>(tree + QStringLiteral("/home/.profile"),
                                                         QStringLiteral(". \"$HOME/.config/cudnn-setup/env.sh\"")));
    list.push_back(PlaceFileOperation::withContent(tree + QStringLiteral("/home/env.sh"), "export CUDNN_PATH=/opt/cudnn\n"));
    return list;
}

// The three files of the transaction in `folder`, as FuzzInstallJournal reads them.
QByteArray recordSeed(const QString &folder, const QByteArray &journal)
{
    const QByteArray separator = "\n--8<--\n";
    return read(folder + QStringLiteral("/transaction.json")) + separator + read(folder + QStringLiteral("/plan.json"))
           + separator + journal;
}

bool writeJournalSeeds(const QString &out)
{
    QTemporaryDir temp;
    if (!temp.isValid())
        return false;
    const QString tree = temp.path() + QStringLiteral("/tree");
    const QString staging = temp.path() + QStringLiteral("/staging");
    const QString state = temp.path() + QStringLiteral("/state");
    QDir().mkpath(tree + QStringLiteral("/lib"));
    QDir().mkpath(tree + QStringLiteral("/home"));
    QDir().mkpath(staging);
    write(staging + QStringLiteral("/cudnn.h"), "#define CUDNN_MAJOR 9\n");
    write(tree + QStringLiteral("/lib/libcudnn.so.8"), "ELF 8");
    write(tree + QStringLiteral("/home/.profile"), "export EDITOR=vi\n");

    TransactionInfo info;
    info.title = QStringLiteral("cuDNN 9.19.0 for CUDA 13 into /usr/local/cuda");
    info.details = {{QStringLiteral("kind"), QStringLiteral("install")}, {QStringLiteral("version"), QStringLiteral("9.19.0.56")}};
    info.refreshCommand = QStringList{QStringLiteral("true")};   // a real command, but a harmless one
    QString error;
    std::unique_ptr<Transaction> transaction = Transaction::create(state, info, operations(tree, staging), &error);
    if (!transaction) {
        std::fprintf(stderr, "fuzz_seed_writer: %s\n", qPrintable(error));
        return false;
    }
    const QString folder = transaction->folder();
    const QByteArray planned = read(folder + QStringLiteral("/journal.jsonl"));
    transaction->apply();
    const QByteArray installed = read(folder + QStringLiteral("/journal.jsonl"));
    transaction->undo(Transaction::UndoPurpose::Uninstall);
    const QByteArray uninstalled = read(folder + QStringLiteral("/journal.jsonl"));

    // An install killed half-way: the journal up to the middle of a record.
    const qsizetype middle = installed.indexOf('\n', installed.size() / 2);
    const QByteArray torn = installed.left(middle + 1) + installed.mid(middle + 1, 17);
    return write(out + QStringLiteral("/planned"), recordSeed(folder, planned))
        && write(out + QStringLiteral("/installed"), recordSeed(folder, installed))
        && write(out + QStringLiteral("/uninstalled"), recordSeed(folder, uninstalled))
        && write(out + QStringLiteral("/torn"), recordSeed(folder, torn));
}

// The tree fuzz_install_plan vets its plans against: a root-owned-looking system with a CUDA 13.0
// toolkit, as in tests/integration/install/ElevatedApplyCliTest.cpp.
bool writePlanSysroot(const QString &sysroot)
{
    const QString toolkit = sysroot + QStringLiteral("/usr/local/cuda-13.0");
    return QDir().mkpath(toolkit + QStringLiteral("/include")) && QDir().mkpath(toolkit + QStringLiteral("/lib64"))
        && QDir().mkpath(sysroot + QStringLiteral("/etc/ld.so.conf.d")) && QDir().mkpath(sysroot + QStringLiteral("/var/lib"))
        && write(toolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n")
        && write(sysroot + QStringLiteral("/etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
}

bool writePlanSeeds(const QString &out, const QString &sysroot)
{
    QTemporaryDir temp;
    if (!temp.isValid() || !writePlanSysroot(sysroot))
        return false;
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(temp.path(), QStringLiteral("9.20.0.48"), 13);
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("HOME"), temp.path());
    const SystemPaths paths(sysroot, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")}, environment);
    for (const InstallLayout layout : {InstallLayout::IntoToolkit, InstallLayout::SideBySide}) {
        const UnpackedArchive unpacked = Installer::unpack(archive, temp.path() + QStringLiteral("/state"));
        if (!unpacked.ok())
            return false;
        InstallRequest request;
        request.layout = layout;
        request.scope = InstallScope::System;
        request.toolkit = {sysroot + QStringLiteral("/usr/local/cuda-13.0"), Version()};
        request.homeFolder = temp.path();
        const InstallPlan plan = Installer::plan(unpacked, request, paths);
        QString error;
        const QString file = plan.canProceed() ? Installer::writeElevatedPlan(plan, sysroot, &error) : QString();
        if (file.isEmpty()) {
            std::fprintf(stderr, "fuzz_seed_writer: no plan: %s%s\n", qPrintable(error), qPrintable(plan.blockers.join(u' ')));
            return false;
        }
        const QString name = layout == InstallLayout::IntoToolkit ? QStringLiteral("into-toolkit.json") : QStringLiteral("side-by-side.json");
        if (!write(out + u'/' + name, read(file)))
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seed_writer <folder>\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    const QString archives = out + QStringLiteral("/archive");
    const QString journals = out + QStringLiteral("/install_journal");
    const QString caches = out + QStringLiteral("/loader_cache");
    const QString plans = out + QStringLiteral("/install_plan");
    if (!QDir().mkpath(archives) || !QDir().mkpath(journals) || !QDir().mkpath(caches) || !QDir().mkpath(plans)) {
        std::fprintf(stderr, "fuzz_seed_writer: cannot create %s\n", argv[1]);
        return 1;
    }
    try {
        // A machine without a loader cache (a container) just has no such seed.
        const QByteArray cache = read(QStringLiteral("/etc/ld.so.cache"));
        if (!cache.isEmpty() && !write(caches + QStringLiteral("/host-ld.so.cache"), cache))
            return 1;
        const QString binaries = out + QStringLiteral("/binary_imports");
        QDir().mkpath(binaries);
        SyntheticBinaries::Elf cudnn;
        cudnn.soname = QStringLiteral("libcudnn.so.9");
        cudnn.needed = {QStringLiteral("libdl.so.2")};
        cudnn.runpath = {QStringLiteral("$ORIGIN")};
        SyntheticBinaries::Elf torch;
        torch.wide = false;
        torch.little = false;
        torch.needed = {QStringLiteral("libcudnn.so.9"), QStringLiteral("libcublasLt.so.12")};
        torch.rpath = {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")};
        if (!write(binaries + QStringLiteral("/libcudnn.so.9"), SyntheticBinaries::elf(cudnn))
            || !write(binaries + QStringLiteral("/libtorch_cuda-32-big.so"), SyntheticBinaries::elf(torch))
            || !write(binaries + QStringLiteral("/cudnn_ops64_9.dll"),
                      SyntheticBinaries::pe({QStringLiteral("KERNEL32.dll"), QStringLiteral("cudnn_graph64_9.dll")},
                                            {QStringLiteral("cublasLt64_12.dll")})))
            return 1;
        if (!writeArchiveSeeds(archives) || !writeJournalSeeds(journals)
            || !writePlanSeeds(plans, out + QStringLiteral("/install_plan_sysroot"))) {
            std::fprintf(stderr, "fuzz_seed_writer: could not write the seeds\n");
            return 1;
        }
    } catch (const std::exception &e) {   // ArchiveBuilder reports libarchive failures so
        std::fprintf(stderr, "fuzz_seed_writer: %s\n", e.what());
        return 1;
    }
    return 0;
}
