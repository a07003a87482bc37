// Malicious and broken archives given to `cudnn-setup install`: each is refused with exit code 1
// and a reason that names the problem; the CUDA root, the home and the state folder hold nothing
// new, and nothing is written outside (the archive's targets point into a watched folder).
#include "integration/install/InstallCliSupport.h"

using namespace cudnnsetup::testing;

namespace {

const QString kTop = QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive");

struct RefusalCase
{
    const char *name;
    // Writes the archive into `folder` (targets outside go to `outside`); returns its path.
    std::function<QString(const QString &folder, const QString &outside)> make;
    const char *why; // part of stderr
};

QString tarball(const QString &folder, const QList<ArchiveEntry> &extra)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12);
    entries += extra;
    const QString file = folder + u'/' + kTop + QStringLiteral(".tar.xz");
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    return file;
}

QString bytesFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    const QString file = folder + u'/' + name;
    writeFile(file, bytes);
    return file;
}

QByteArray wholeTarball()
{
    return ArchiveBuilder::bytes(ArchiveFormat::TarXz,
                                 ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"), 128 * 1024));
}

const RefusalCase kCases[] = {
    {"AbsolutePath",
     [](const QString &f, const QString &outside) { return tarball(f, {ArchiveEntry::file(outside + QStringLiteral("/abs-victim"), "x")}); },
     "absolute path"},
    {"DotDot",
     [](const QString &f, const QString &) {
         return tarball(f, {ArchiveEntry::file(kTop + QStringLiteral("/lib/../../../../../evil.sh"), "#!/bin/sh\n")});
     },
     "climbs out"},
    {"SymlinkOut",
     [](const QString &f, const QString &outside) {
         return tarball(f, {ArchiveEntry::symlink(kTop + QStringLiteral("/lib/escape"), outside),
                            ArchiveEntry::file(kTop + QStringLiteral("/lib/escape/planted"), "x")});
     },
     "outside the archive"},
    {"HardLinkOut",
     [](const QString &f, const QString &outside) {
         return tarball(f, {ArchiveEntry::hardLink(kTop + QStringLiteral("/lib/libcudnn_evil.so"), outside + QStringLiteral("/secret"))});
     },
     "outside the archive"},
    {"Fifo", [](const QString &f, const QString &) { return tarball(f, {ArchiveEntry::fifo(kTop + QStringLiteral("/lib/pipe"))}); },
     "device node, FIFO or socket"},
    {"DeviceNode",
     [](const QString &f, const QString &) { return tarball(f, {ArchiveEntry::charDevice(kTop + QStringLiteral("/include/null"))}); },
     "device node, FIFO or socket"},
    {"CaseCollision",
     [](const QString &f, const QString &) { return tarball(f, {ArchiveEntry::file(kTop + QStringLiteral("/lib/LIBCUDNN.so"), "x")}); },
     "ignores case"},
    {"Truncated",
     [](const QString &f, const QString &) {
         const QByteArray whole = wholeTarball();
         return bytesFile(f, kTop + QStringLiteral(".tar.xz"), whole.left(whole.size() / 2));
     },
     "is damaged or incomplete"},
    {"Corrupt",
     [](const QString &f, const QString &) {
         QByteArray bytes = wholeTarball();
         for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i)
             bytes[i] = char(bytes.at(i) ^ 0x5a);
         return bytesFile(f, kTop + QStringLiteral(".tar.xz"), bytes);
     },
     "damaged"},
    {"EmptyFile", [](const QString &f, const QString &) { return bytesFile(f, kTop + QStringLiteral(".tar.xz"), {}); },
     "is empty (0 bytes)"},
    {"NotAnArchive",
     [](const QString &f, const QString &) { return bytesFile(f, kTop + QStringLiteral(".tar.xz"), "<html>Sign in to NVIDIA</html>\n"); },
     "is not a tar or zip archive"},
    {"NotCudnn",
     [](const QString &f, const QString &) {
         const QString top = QStringLiteral("cuda_cudart-linux-x86_64-12.4.127-archive/");
         const QString file = f + QStringLiteral("/cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz");
         ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                               {ArchiveEntry::directory(top), ArchiveEntry::file(top + QStringLiteral("include/cuda_runtime.h"), "/* */"),
                                ArchiveEntry::file(top + QStringLiteral("lib/libcudart.so.12.4.127"), "\x7f" "ELF"),
                                ArchiveEntry::symlink(top + QStringLiteral("lib/libcudart.so.12"), QStringLiteral("libcudart.so.12.4.127")),
                                ArchiveEntry::file(top + QStringLiteral("LICENSE"), "CUDA EULA")});
         return file;
     },
     "holds no cuDNN library"},
};

void PrintTo(const RefusalCase &c, std::ostream *os)
{
    *os << c.name;
}

class ArchiveRefusalCliTest : public CliInstallTest, public ::testing::WithParamInterface<RefusalCase>
{
};

TEST_P(ArchiveRefusalCliTest, IsRefusedAndNothingIsWritten)
{
    const RefusalCase &c = GetParam();
    const QString outside = path(QStringLiteral("outside"));
    QDir().mkpath(outside);
    writeFile(outside + QStringLiteral("/secret"), "a file outside the install's reach\n", 0600);
    writeFile(home() + QStringLiteral("/.profile"), "export EDITOR=vi\n");
    const QString archive = c.make(archives(), outside);
    const World before = world();
    const TreeSnapshot outsideBefore = TreeSnapshot::take(outside);
    const TreeSnapshot archivesBefore = TreeSnapshot::take(archives());
    const TreeSnapshot rootBefore = TreeSnapshot::take(m_root);

    const CliRun refused = install(archive);
    EXPECT_EQ(refused.exitCode, 1) << refused.describe();
    EXPECT_FALSE(refused.killed()) << refused.describe();
    EXPECT_TRUE(refused.err.contains(c.why)) << "wanted: " << c.why << "\n" << refused.describe();

    expectWorld(before, "after the refusal");
    EXPECT_TRUE(stateFiles().isEmpty()) << "the state folder holds: " << stateFiles().join(u'\n');
    EXPECT_EQ(outsideBefore.differences(TreeSnapshot::take(outside)), QStringList());
    EXPECT_EQ(archivesBefore.differences(TreeSnapshot::take(archives())), QStringList());
    // Nothing anywhere else in the test's folder either, other than the log and empty folders.
    TreeCompare compare;
    compare.ignore = {QStringLiteral("xdg")};
    QStringList added;
    for (const QString &line : rootBefore.differences(TreeSnapshot::take(m_root), compare))
        if (!line.endsWith(QStringLiteral("(new directory)")))
            added.append(line);
    EXPECT_TRUE(added.isEmpty()) << added.join(u'\n');
}

INSTANTIATE_TEST_SUITE_P(Archives, ArchiveRefusalCliTest, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<RefusalCase> &info) { return std::string(info.param.name); });

} // namespace
