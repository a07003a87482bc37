// Family 1: cuDNN on the disk but not where the loader looks (Linux folders, Windows PATH and
// the cuDNN 9 installer's bin\<cuda>\x64 layout, Python-only wheels), and family 8's stale
// ld.so cache, read from a real cache file in glibc's binary format.
#include "DoctorTestSupport.h"

#include <algorithm>

#include "core/doctor/rules/LoaderCacheRules.h"

#include <QtEndian>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DoctorLoaderVisibilityTest : public DoctorTest
{
protected:
    const FixStep *registryStep(const Finding &finding)
    {
        for (const FixStep &step : finding.fix.steps)
            if (step.kind == FixStep::Kind::RegistryEdit)
                return &step;
        return nullptr;
    }
};

TEST_F(DoctorLoaderVisibilityTest, SideBySideCopyInOptIsNotSearched)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
    cudnnTarball(QStringLiteral("opt/cudnn-9.10"), QStringLiteral("9.10.2"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::NotWhereLoaderLooks);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuDNN 9.10.2 in /opt/cudnn-9.10/lib"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("LD_LIBRARY_PATH is not set")));
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("export LD_LIBRARY_PATH=/opt/cudnn-9.10/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")));
    ASSERT_TRUE(f->fix.available());
    EXPECT_TRUE(f->fix.safe);
    // The snippet names the folder as the machine knows it, not the test's sysroot path.
    bool snippet = false;
    for (const FixStep &step : f->fix.steps)
        if (step.kind == FixStep::Kind::WriteFile && step.path.contains(QStringLiteral(".config/cudnn-setup/env.d/"))) {
            snippet = true;
            EXPECT_TRUE(step.content.contains(":/opt/cudnn-9.10/lib:")) << step.content.toStdString();
            EXPECT_FALSE(step.content.contains(sysroot.root().toUtf8()));
        }
    EXPECT_TRUE(snippet);
    expectFixRoundTrip(QStringLiteral("cudnn-folder-not-searched"), linuxPlatform());
}

TEST_F(DoctorLoaderVisibilityTest, AfterTheFixANewTerminalIsAllItTakes)
{
    cudnnTarball(QStringLiteral("opt/cudnn"), QStringLiteral("9.10.2"));
    const DoctorReport before = diagnose(linuxPlatform());
    ASSERT_TRUE(before.hasFinding(QStringLiteral("cudnn-folder-not-searched"))) << describe(before);
    const FixOutcome fixed = DoctorFixer::apply(DoctorFixer::fixableWithCode(before, QStringLiteral("cudnn-folder-not-searched")), stateFolder());
    ASSERT_TRUE(fixed.ok) << fixed.error.toStdString();

    const DoctorReport after = diagnose(linuxPlatform());
    const Finding *f = after.finding(QStringLiteral("cudnn-folder-added-for-new-sessions"));
    ASSERT_TRUE(f) << describe(after);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("new terminal")));
    EXPECT_TRUE(DoctorFixer::undoLast(stateFolder()).ok);
}

TEST_F(DoctorLoaderVisibilityTest, AProfileLineOfTheUsersOwnAlsoCountsForNewTerminals)
{
    cudnnTarball(QStringLiteral("opt/cudnn"), QStringLiteral("9.10.2"));
    sysroot.file(QStringLiteral("home/student/.bashrc"), "export LD_LIBRARY_PATH=/opt/cudnn/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n");
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(report.hasFinding(QStringLiteral("cudnn-folder-added-for-new-sessions"))) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("cudnn-folder-not-searched")));
    EXPECT_FALSE(anyProblemIn(report, {Finding::NotWhereLoaderLooks, Finding::MissingDependency, Finding::BrokenLinks, Finding::MalformedEnvironment})) << describe(report);
}

TEST_F(DoctorLoaderVisibilityTest, HomeFolderCopyOnPathInsteadOfLdLibraryPath)
{
    // "Add the lib folder to PATH", as on Windows: PATH is never searched for libraries.
    cudnnTarball(QStringLiteral("home/student/cudnn"), QStringLiteral("9.5.1"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:") + sysroot.path(QStringLiteral("home/student/cudnn/lib")));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("/home/student/cudnn/lib")));
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("PATH is only searched for programs")));
    expectFixRoundTrip(QStringLiteral("cudnn-folder-not-searched"), linuxPlatform());
}

TEST_F(DoctorLoaderVisibilityTest, ToolkitLib64ThatNothingNames)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("/usr/local/cuda-12.4/lib64 (inside-toolkit"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("/etc/ld.so.conf names no folders")));
}

TEST_F(DoctorLoaderVisibilityTest, ToolkitOnTheLoaderPathIsNotReported)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");
    // A second, unsearched copy of the same major changes nothing: programs find one (family 2's topic).
    cudnnTarball(QStringLiteral("opt/cudnn"), QStringLiteral("9.10.2"));
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::NotWhereLoaderLooks).isEmpty()) << describe(report);
}

TEST_F(DoctorLoaderVisibilityTest, WheelNextToAToolkitIsOnlyInfo)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.file(site + QStringLiteral("/nvidia/cudnn/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 5, 0));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-only-in-python-package"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::NotWhereLoaderLooks);
    EXPECT_EQ(f->severity, Verdict::Severity::Info);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("site-packages/nvidia/cudnn/lib")));
    EXPECT_TRUE(f->fix.available());
    EXPECT_FALSE(f->fix.safe);
    for (const Finding &other : ofFamily(report, Finding::NotWhereLoaderLooks))
        EXPECT_FALSE(other.isProblem()) << describe(report);
}

TEST_F(DoctorLoaderVisibilityTest, WheelOnlyPythonSetupSaysNothing)
{
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::NotWhereLoaderLooks).isEmpty()) << describe(report);
}

TEST_F(DoctorLoaderVisibilityTest, WindowsPathNamesBinButTheInstallerUsedBinCudaX64)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/bin/13.0/x64"), 9);
    sysroot.file(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/include/13.0/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 19, 0));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-path-misses-cuda-subfolder"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::NotWhereLoaderLooks);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("PATH entry: C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin;"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin\\13.0\\x64")));
    const FixStep *step = registryStep(*f);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->registry.kind, RegistryEdit::Kind::AppendToPath);
    EXPECT_EQ(step->registry.scope, InstallScope::User);
    EXPECT_EQ(step->registry.folder, QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin\\13.0\\x64"));
    EXPECT_TRUE(f->fix.safe);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("cudnn-folder-not-searched")));
#ifndef Q_OS_WIN
    // Off Windows the fixer refuses registry steps instead of pretending.
    const FixOutcome outcome = DoctorFixer::apply({*f}, stateFolder());
    EXPECT_FALSE(outcome.ok);
    EXPECT_TRUE(outcome.error.contains(QStringLiteral("registry"))) << outcome.error.toStdString();
#endif
}

TEST_F(DoctorLoaderVisibilityTest, WindowsDllsNotOnPathAtAll)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("tools/cudnn-9.5/bin"), 9);
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.5/bin/12.6"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32"));
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-folder-not-searched"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin\\12.6"))) << describe(report);
    const FixStep *step = registryStep(*f);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->registry.kind, RegistryEdit::Kind::AppendToPath);
    EXPECT_EQ(step->registry.folder, QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin\\12.6"));
}

TEST_F(DoctorLoaderVisibilityTest, WindowsInstallerFolderOnPathIsFine)
{
    sysroot.cudnnWindowsDlls(QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19/bin/13.0/x64"), 9);
    environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\system32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.19\\bin\\13.0\\x64"));
    const DoctorReport report = diagnose(windowsPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::NotWhereLoaderLooks).isEmpty()) << describe(report);
}

// ---- family 8: the ld.so cache ------------------------------------------------------------

// glibc's ld.so.cache, just enough of it: optionally the old "ld.so-1.7.0" table (its 12-byte
// entries left zero: nothing reads them any more), then the "glibc-ld.so.cache1.1" header (48
// bytes: magic+version, nlibs, len_strings, flags = 2 for little-endian, extension offset, 3
// unused words), one 24-byte entry per library (flags, key, value, osversion, hwcap) and the
// strings, whose offsets count from the new header. All little-endian.
QByteArray ldSoCache(const QList<std::pair<QString, QString>> &libraries, bool oldTableFirst)
{
    QByteArray strings;
    QByteArray entries;
    const quint32 stringsStart = 48 + 24 * quint32(libraries.size());
    auto u32 = [](QByteArray &out, quint32 value) {
        char bytes[4];
        qToLittleEndian(value, bytes);
        out.append(bytes, 4);
    };
    for (const auto &[name, path] : libraries) {
        u32(entries, 0x0303);   // FLAG_ELF_LIBC6 | FLAG_X8664_LIB64
        u32(entries, stringsStart + quint32(strings.size()));
        strings.append(name.toUtf8()).append('\0');
        u32(entries, stringsStart + quint32(strings.size()));
        strings.append(path.toUtf8()).append('\0');
        u32(entries, 0);
        u32(entries, 0);
        u32(entries, 0);   // hwcap, 64 bits
    }
    QByteArray cache;
    if (oldTableFirst) {
        cache.append("ld.so-1.7.0", 11).append('\0');
        u32(cache, quint32(libraries.size()));
        cache.append(QByteArray(12 * libraries.size(), '\0'));
    }
    cache.append("glibc-ld.so.cache1.1", 20);
    u32(cache, quint32(libraries.size()));
    u32(cache, quint32(strings.size()));
    cache.append(char(2)).append(QByteArray(3, '\0'));
    u32(cache, 0);
    cache.append(QByteArray(12, '\0'));
    return cache + entries + strings;
}

class DoctorLoaderCacheTest : public DoctorLoaderVisibilityTest
{
protected:
    void SetUp() override
    {
        DoctorLoaderVisibilityTest::SetUp();
        sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
        sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");
    }

    // What ldconfig would record for the cuDNN 9 set in the toolkit's lib64.
    static QList<std::pair<QString, QString>> cudnnEntries(const QString &folder)
    {
        QList<std::pair<QString, QString>> entries{{QStringLiteral("libc.so.6"), QStringLiteral("/lib/x86_64-linux-gnu/libc.so.6")}};
        for (const QString &sub : SysrootBuilder::cudnnSubLibraries(9))
            entries.append({QStringLiteral("lib%1.so.9").arg(sub), folder + QStringLiteral("/lib%1.so.9").arg(sub)});
        return entries;
    }
};

TEST_F(DoctorLoaderCacheTest, CudnnCopiedWithoutRunningLdconfig)
{
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    sysroot.file(QStringLiteral("etc/ld.so.cache"), ldSoCache({{QStringLiteral("libc.so.6"), QStringLiteral("/lib/x86_64-linux-gnu/libc.so.6")}}, false));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("ld-cache-stale"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::BrokenLinks);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Not in the cache: /usr/local/cuda-12.4/lib64/libcudnn.so.9"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("sudo ldconfig")));
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorLoaderCacheTest, CacheStillNamesARemovedCudnn)
{
    // cuDNN 9 was deleted from lib64; the cache (old table in front, as older glibc writes it) still lists it.
    sysroot.file(QStringLiteral("etc/ld.so.cache"), ldSoCache(cudnnEntries(QStringLiteral("/usr/local/cuda-12.4/lib64")), true));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("ld-cache-stale"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("In the cache but gone: /usr/local/cuda-12.4/lib64/libcudnn.so.9"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("/usr/local/cuda-12.4/lib64/libcudnn_ops.so.9"))) << describe(report);
    EXPECT_FALSE(evidenceMentions(*f, QStringLiteral("Not in the cache")));
}

TEST_F(DoctorLoaderCacheTest, UpToDateCacheIsFine)
{
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    for (const bool oldTableFirst : {false, true}) {
        sysroot.file(QStringLiteral("etc/ld.so.cache"), ldSoCache(cudnnEntries(QStringLiteral("/usr/local/cuda-12.4/lib64")), oldTableFirst));
        const DoctorReport report = diagnose(linuxPlatform());
        EXPECT_FALSE(report.hasFinding(QStringLiteral("ld-cache-stale"))) << describe(report);
        EXPECT_FALSE(anyProblemIn(report, {Finding::NotWhereLoaderLooks, Finding::MissingDependency, Finding::BrokenLinks, Finding::MalformedEnvironment})) << describe(report);
    }
}

TEST_F(DoctorLoaderCacheTest, NoCacheOrAnUnknownFileSaysNothing)
{
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    EXPECT_FALSE(diagnose(linuxPlatform()).hasFinding(QStringLiteral("ld-cache-stale")));
    sysroot.file(QStringLiteral("etc/ld.so.cache"), "not a cache at all");
    EXPECT_FALSE(diagnose(linuxPlatform()).hasFinding(QStringLiteral("ld-cache-stale")));
}

TEST_F(DoctorLoaderCacheTest, ParserReadsEntriesOfBothLayouts)
{
    const QList<std::pair<QString, QString>> entries{{QStringLiteral("libcudnn.so.9"), QStringLiteral("/usr/lib/libcudnn.so.9")}};
    for (const bool oldTableFirst : {false, true}) {
        const auto parsed = LoaderCacheRules::parseCache(ldSoCache(entries, oldTableFirst));
        ASSERT_TRUE(parsed.has_value());
        ASSERT_EQ(parsed->size(), 1);
        EXPECT_EQ(parsed->first().name, QStringLiteral("libcudnn.so.9"));
        EXPECT_EQ(parsed->first().path, QStringLiteral("/usr/lib/libcudnn.so.9"));
    }
    EXPECT_FALSE(LoaderCacheRules::parseCache(ldSoCache(entries, false).left(60)).has_value());
}

} // namespace
