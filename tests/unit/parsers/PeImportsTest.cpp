// PeImports::read on real PE files: DLLs that mingw-w64 builds here, one importing a CUDA
// library the way cuDNN's and the frameworks' DLLs do, checked against what binutils' objdump -p
// says of the same file; and cut or lying files, which give a reason, never a crash.
#include "core/probe/parsers/PeImports.h"
#include "fixtures/elf/SyntheticBinaries.h"

#include <gtest/gtest.h>

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace cudnnsetup::testing {
namespace {

std::optional<PeImportInfo> readBytes(const QByteArray &bytes, QString *why = nullptr)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return PeImports::read(buffer, why);
}

class PeImportsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_gcc = QStandardPaths::findExecutable(QStringLiteral("x86_64-w64-mingw32-gcc"));
        m_objdump = QStandardPaths::findExecutable(QStringLiteral("x86_64-w64-mingw32-objdump"));
        if (m_gcc.isEmpty() || m_objdump.isEmpty())
            GTEST_SKIP() << "no mingw-w64 gcc and objdump to build and read real DLLs with";
        ASSERT_TRUE(m_dir.isValid());
    }

    QString path(const QString &name) const { return m_dir.path() + u'/' + name; }

    bool run(const QString &program, const QStringList &arguments, QByteArray *output = nullptr) const
    {
        QProcess process;
        process.setWorkingDirectory(m_dir.path());
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(program, arguments);
        const bool ok = process.waitForFinished(120000) && process.exitCode() == 0;
        const QByteArray text = process.readAll();
        if (output)
            *output = text;
        EXPECT_TRUE(ok) << program.toStdString() << " " << arguments.join(u' ').toStdString() << ": " << text.toStdString();
        return ok;
    }

    void write(const QString &name, const QByteArray &text) const
    {
        QFile file(path(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
    }

    // cublasLt64_12.dll, and cudnn_ops64_9.dll that imports it (as cuDNN 9's parts for CUDA 12 do).
    QString buildImporter()
    {
        write(QStringLiteral("lt.c"), "__declspec(dllexport) int cublasLtCreate(void) { return 0; }\n");
        write(QStringLiteral("ops.c"), "extern int cublasLtCreate(void);\n__declspec(dllexport) int cudnnOps(void) { return cublasLtCreate(); }\n");
        run(m_gcc, {QStringLiteral("-shared"), QStringLiteral("-o"), QStringLiteral("cublasLt64_12.dll"), QStringLiteral("lt.c"),
                    QStringLiteral("-Wl,--out-implib,libcublasLt.a")});
        run(m_gcc, {QStringLiteral("-shared"), QStringLiteral("-o"), QStringLiteral("cudnn_ops64_9.dll"), QStringLiteral("ops.c"),
                    QStringLiteral("libcublasLt.a")});
        return path(QStringLiteral("cudnn_ops64_9.dll"));
    }

    QString m_gcc;
    QString m_objdump;
    QTemporaryDir m_dir;
};

TEST_F(PeImportsTest, TheImportsObjdumpSeesOfADllMingwBuilt)
{
    const QString dll = buildImporter();
    QFile file(dll);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QString why;
    const std::optional<PeImportInfo> info = PeImports::read(file, &why);
    ASSERT_TRUE(info.has_value()) << why.toStdString();
    EXPECT_EQ(info->machine, PeImportInfo::kMachineAmd64);
    EXPECT_TRUE(info->pe32Plus);
    QByteArray dump;
    ASSERT_TRUE(run(m_objdump, {QStringLiteral("-p"), dll}, &dump));
    QStringList expected;
    static const QRegularExpression name(QStringLiteral(R"(DLL Name: (\S+))"));
    for (QRegularExpressionMatchIterator it = name.globalMatch(QString::fromLocal8Bit(dump)); it.hasNext();)
        expected.append(it.next().captured(1));
    ASSERT_FALSE(expected.isEmpty());
    EXPECT_EQ(info->imports, expected);
    EXPECT_TRUE(info->imports.contains(QStringLiteral("cublasLt64_12.dll")));
}

TEST_F(PeImportsTest, AnythingElseGivesAReasonNotACrash)
{
    QString why;
    EXPECT_FALSE(readBytes("MZ", &why).has_value());
    EXPECT_FALSE(readBytes("\x7f" "ELF and more", &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("not a PE"))) << why.toStdString();
    QFile file(buildImporter());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    int refused = 0;
    for (qsizetype size = 0; size < whole.size(); size += 89)
        refused += readBytes(whole.left(size)).has_value() ? 0 : 1;
    EXPECT_GT(refused, 0);
    // e_lfanew far past the end, then a section count the loader would refuse.
    QByteArray lying = whole;
    lying[0x3c] = lying[0x3d] = lying[0x3e] = lying[0x3f] = char(0x7f);
    EXPECT_FALSE(readBytes(lying, &why).has_value());
    const quint32 pe = quint8(whole[0x3c]) | quint8(whole[0x3d]) << 8;
    QByteArray sections = whole;
    sections[pe + 6] = char(0xff);
    sections[pe + 7] = char(0xff);
    EXPECT_FALSE(readBytes(sections, &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("section table"))) << why.toStdString();
}

// A delay-load table as MSVC's linker writes it (mingw's linker writes none): the DLLs a
// program loads on first use, apart from those loaded with it.
TEST(PeImportsSynthetic, TheDelayLoadTableAsMsvcWritesIt)
{
    const QStringList imports{QStringLiteral("KERNEL32.dll"), QStringLiteral("cudnn_graph64_9.dll")};
    const QStringList delayed{QStringLiteral("cublasLt64_12.dll"), QStringLiteral("nvrtc64_120_0.dll")};
    QString why;
    const std::optional<PeImportInfo> info = readBytes(SyntheticBinaries::pe(imports, delayed), &why);
    ASSERT_TRUE(info.has_value()) << why.toStdString();
    EXPECT_EQ(info->machine, PeImportInfo::kMachineAmd64);
    EXPECT_EQ(info->imports, imports);
    EXPECT_EQ(info->delayImports, delayed);
}

} // namespace
} // namespace cudnnsetup::testing
