// ElfFile::readDynamic on real ELF files: libraries gcc builds here with a DT_SONAME, DT_NEEDED
// entries and a DT_RPATH or DT_RUNPATH (checked against what binutils' readelf -d says of the
// same file), this machine's real cuDNN 9.19 libraries, and every way a file can be cut short or
// lie about its offsets — which give a reason, never a crash.
#include "fixtures/elf/ElfBuilder.h"
#include "fixtures/elf/SyntheticBinaries.h"

#include "core/probe/parsers/ElfDynamicInfo.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace cudnnsetup::testing {
namespace {

std::optional<ElfDynamicInfo> readFile(const QString &path, QString *why = nullptr)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return ElfFile::readDynamic(file, why);
}

std::optional<ElfDynamicInfo> readBytes(const QByteArray &bytes, QString *why = nullptr)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return ElfFile::readDynamic(buffer, why);
}

// What binutils' readelf -d says: (tag, value) for NEEDED, SONAME, RPATH, RUNPATH.
QList<std::pair<QString, QString>> readelf(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("readelf"), {QStringLiteral("-d"), QStringLiteral("-W"), path});
    process.waitForFinished(30000);
    static const QRegularExpression line(QStringLiteral(R"(\((NEEDED|SONAME|RPATH|RUNPATH)\)\s+[^\[]*\[([^\]]*)\])"));
    QList<std::pair<QString, QString>> entries;
    for (QRegularExpressionMatchIterator it = line.globalMatch(QString::fromLocal8Bit(process.readAllStandardOutput())); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        entries.append({match.captured(1), match.captured(2)});
    }
    return entries;
}

QList<std::pair<QString, QString>> entriesOf(const ElfDynamicInfo &info)
{
    QList<std::pair<QString, QString>> entries;
    for (const QString &need : info.needed)
        entries.append({QStringLiteral("NEEDED"), need});
    if (!info.soname.isEmpty())
        entries.append({QStringLiteral("SONAME"), info.soname});
    if (info.hasRpath)
        entries.append({QStringLiteral("RPATH"), info.rpath.join(u':')});
    if (info.hasRunpath)
        entries.append({QStringLiteral("RUNPATH"), info.runpath.join(u':')});
    std::sort(entries.begin(), entries.end());
    return entries;
}

class ElfDynamicInfoTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (ElfBuilder::compiler().isEmpty())
            GTEST_SKIP() << "no gcc to build real libraries with";
        ASSERT_TRUE(m_dir.isValid());
    }

    QString build(const QString &name, const ElfLibrary &library)
    {
        const QString file = m_dir.path() + u'/' + name;
        QString error;
        EXPECT_TRUE(ElfBuilder::library(file, library, &error)) << error.toStdString();
        return file;
    }

    QTemporaryDir m_dir;
};

TEST_F(ElfDynamicInfoTest, WhatReadelfSaysOfLibrariesGccBuilt)
{
    const QString graph = build(QStringLiteral("libcudnn_graph.so.9"),
                                {QStringLiteral("libcudnn_graph.so.9"), QStringLiteral("int graph(void) { return 9; }\n"), {},
                                 {QStringLiteral("$ORIGIN"), QStringLiteral("$ORIGIN/../../cublas/lib")}, SearchPathTag::Runpath});
    const QString ops = build(QStringLiteral("libcudnn_ops.so.9"),
                              {QStringLiteral("libcudnn_ops.so.9"), QStringLiteral("extern int graph(void);\nint ops(void) { return graph(); }\n"),
                               {graph}, {QStringLiteral("$ORIGIN")}, SearchPathTag::Runpath});
    const QString torch = build(QStringLiteral("libtorch_cuda.so"),
                                {{}, QStringLiteral("extern int ops(void);\nint torch(void) { return ops(); }\n"), {ops},
                                 {QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}, SearchPathTag::Rpath});
    const QString nodeflib = build(QStringLiteral("libnodeflib.so"),
                                   {QStringLiteral("libnodeflib.so"), QStringLiteral("int x(void) { return 1; }\n"), {}, {}, SearchPathTag::None, true});
    for (const QString &file : {graph, ops, torch, nodeflib}) {
        SCOPED_TRACE(file.toStdString());
        const std::optional<ElfDynamicInfo> info = readFile(file);
        ASSERT_TRUE(info.has_value());
        EXPECT_EQ(info->elfClass, int(sizeof(void *) * 8));
        EXPECT_TRUE(info->dynamic);
        QList<std::pair<QString, QString>> expected = readelf(file);
        std::sort(expected.begin(), expected.end());
        ASSERT_FALSE(expected.isEmpty()) << "readelf said nothing";
        EXPECT_EQ(entriesOf(*info), expected);
    }
    const std::optional<ElfDynamicInfo> torchInfo = readFile(torch);
    EXPECT_TRUE(torchInfo->hasRpath);
    EXPECT_FALSE(torchInfo->hasRunpath);
    EXPECT_EQ(torchInfo->rpath, (QStringList{QStringLiteral("$ORIGIN/../../nvidia/cudnn/lib"), QStringLiteral("$ORIGIN")}));
    EXPECT_TRUE(readFile(nodeflib)->noDefaultLibraries);
    EXPECT_FALSE(readFile(ops)->noDefaultLibraries);
}

// This machine's real cuDNN 9.19 (NVIDIA's wheel files): the main library has RUNPATH $ORIGIN and
// needs no part; its parts name their RUNPATH to the wheels' neighbours and need libz.
TEST_F(ElfDynamicInfoTest, TheRealCudnn919Libraries)
{
    const QString lib = QStringLiteral("/usr/local/cuda-13.0/lib");
    if (!QFileInfo::exists(lib + QStringLiteral("/libcudnn.so.9")))
        GTEST_SKIP() << "no real cuDNN 9.19 under " << lib.toStdString();
    const std::optional<ElfDynamicInfo> main = readFile(lib + QStringLiteral("/libcudnn.so.9"));
    ASSERT_TRUE(main.has_value());
    EXPECT_EQ(main->soname, QStringLiteral("libcudnn.so.9"));
    EXPECT_TRUE(main->hasRunpath);
    EXPECT_EQ(main->runpath, QStringList{QStringLiteral("$ORIGIN")});
    EXPECT_EQ(main->machine, ElfDynamicInfo::kMachineX86_64);
    for (const QString &name : QDir(lib).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files)) {
        SCOPED_TRACE(name.toStdString());
        const std::optional<ElfDynamicInfo> info = readFile(lib + u'/' + name);
        ASSERT_TRUE(info.has_value());
        QList<std::pair<QString, QString>> expected = readelf(lib + u'/' + name);
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(entriesOf(*info), expected);
    }
    // The names its parts are asked for are in its read-only data.
    QFile file(lib + QStringLiteral("/libcudnn.so.9"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray rodata = ElfFile::section(file, ".rodata", 1 << 20);
    EXPECT_TRUE(rodata.contains("libcudnn_graph.so")) << rodata.size();
    EXPECT_TRUE(ElfFile::section(file, ".no-such-section", 1 << 20).isEmpty());
}

TEST_F(ElfDynamicInfoTest, AnythingElseGivesAReasonNotACrash)
{
    QString why;
    EXPECT_FALSE(readBytes("", &why).has_value());
    EXPECT_FALSE(why.isEmpty());
    EXPECT_FALSE(readBytes("ELF cudnn 9.19.0 (a test's stand-in)", &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("not an ELF")));
    EXPECT_FALSE(readBytes(QByteArray("MZ\x90\x00", 4) + QByteArray(200, '\0')).has_value());

    const QString library = build(QStringLiteral("libcut.so"), {QStringLiteral("libcut.so"), QStringLiteral("int cut(void) { return 1; }\n"),
                                                                 {}, {QStringLiteral("$ORIGIN")}, SearchPathTag::Runpath});
    QFile file(library);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    ASSERT_TRUE(readBytes(whole).has_value());
    // Cut short anywhere: read or refused, never out of bounds (the sanitizer build checks that).
    int refused = 0;
    for (qsizetype size = 0; size < whole.size(); size += 97)
        refused += readBytes(whole.left(size)).has_value() ? 0 : 1;
    EXPECT_GT(refused, 0);
    // Offsets that point past the end or wrap around.
    for (const int field : {32, 40}) {   // e_phoff, e_shoff of a 64-bit header
        QByteArray lying = whole;
        for (int i = 0; i < 8; ++i)
            lying[field + i] = char(0xff);
        const std::optional<ElfDynamicInfo> info = readBytes(lying, &why);
        if (field == 32) {
            EXPECT_FALSE(info.has_value());
        }
        QBuffer buffer(&lying);
        buffer.open(QIODevice::ReadOnly);
        EXPECT_TRUE(ElfFile::section(buffer, ".rodata", 1 << 20).size() >= 0);
    }
    QByteArray huge = whole;
    huge[56] = char(0xff);   // e_phnum
    huge[57] = char(0xff);
    EXPECT_FALSE(readBytes(huge, &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("program headers"))) << why.toStdString();
}

// The classes and byte orders gcc does not build here (an ARM64 library is 64-bit little-endian
// too): 32-bit, big-endian, each with its own field widths.
TEST(ElfDynamicInfoSynthetic, EveryClassAndByteOrder)
{
    for (const bool wide : {true, false})
        for (const bool little : {true, false}) {
            SCOPED_TRACE(std::to_string(wide ? 64 : 32) + (little ? " little" : " big"));
            SyntheticBinaries::Elf spec;
            spec.wide = wide;
            spec.little = little;
            spec.machine = wide ? ElfDynamicInfo::kMachineAArch64 : 3;
            spec.soname = QStringLiteral("libcudnn.so.9");
            spec.needed = {QStringLiteral("libdl.so.2"), QStringLiteral("libz.so.1")};
            spec.runpath = {QStringLiteral("$ORIGIN"), QStringLiteral("$ORIGIN/../../cublas/lib")};
            const std::optional<ElfDynamicInfo> info = readBytes(SyntheticBinaries::elf(spec));
            ASSERT_TRUE(info.has_value());
            EXPECT_EQ(info->elfClass, wide ? 64 : 32);
            EXPECT_EQ(info->littleEndian, little);
            EXPECT_EQ(info->machine, spec.machine);
            EXPECT_EQ(info->soname, spec.soname);
            EXPECT_EQ(info->needed, spec.needed);
            EXPECT_TRUE(info->hasRunpath);
            EXPECT_FALSE(info->hasRpath);
            EXPECT_EQ(info->runpath, spec.runpath);
            EXPECT_FALSE(info->loadableBy(64, ElfDynamicInfo::kMachineX86_64));
        }
}

} // namespace
} // namespace cudnnsetup::testing
