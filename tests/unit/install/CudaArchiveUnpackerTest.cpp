// CudaArchiveUnpacker on real archives in NVIDIA's CUDA redist layout (SmallCudaRedist, with the
// manifest's real checksums and sizes), in a temporary folder: several at once give the same
// folders as one at a time, in the order given; the caller's callbacks are never entered by two
// threads at once and the progress adds up to every archive's bytes; a damaged archive among
// good ones is the failure reported (not the others it stopped); a cancel stops what is left.
#include "core/install/CudaArchiveUnpacker.h"
#include "fixtures/archives/SmallCudaRedist.h"
#include "unit/install/InstallTestSupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <atomic>
#include <utility>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CudaArchiveUnpackerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_temp.isValid());
        // Six components, so that two workers each take up several.
        QList<SmallCudaComponent> components = SmallCudaRedist::runtimeComponents();
        // Bodies that do not compress, of different sizes, so that the largest-first order
        // differs from the one given.
        const QList<std::pair<QString, int>> more{
            {QStringLiteral("cuda_nvcc"), 100000}, {QStringLiteral("cuda_cccl"), 300000}, {QStringLiteral("libnvvm"), 200000}};
        for (const auto &[name, size] : more)
            components.append({name, QStringLiteral("13.0.88"),
                               {ArchiveEntry::file(QStringLiteral("include/%1.h").arg(name), name.toUtf8()),
                                ArchiveEntry::file(QStringLiteral("lib/%1.bin").arg(name), noise(size))}});
        SmallCudaRedist::write(redist(), components);
        QFile file(redist() + QStringLiteral("/redistrib_13.0.2.json"));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QJsonObject manifest = QJsonDocument::fromJson(file.readAll()).object();
        for (const SmallCudaComponent &component : components) {
            const QJsonObject linux = manifest.value(component.name).toObject().value(QStringLiteral("linux-x86_64")).toObject();
            m_archives.append({redist() + u'/' + linux.value(QStringLiteral("relative_path")).toString(), component.name,
                               linux.value(QStringLiteral("sha256")).toString().toLatin1(),
                               linux.value(QStringLiteral("size")).toString().toLongLong()});
        }
        ASSERT_TRUE(QDir().mkpath(into()));
    }

    static QByteArray noise(int size)
    {
        QByteArray bytes(size, Qt::Uninitialized);
        quint32 state = 2463534242u;
        for (char &byte : bytes) {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            byte = char(state);
        }
        return bytes;
    }

    // Two workers where the unpacker would use threads of its own; on Windows it uses none
    // (CudaArchiveUnpacker::defaultWorkers(): under wine a test program that started them hangs
    // at exit), and the same checks then run on the caller's thread.
    static int severalWorkers() { return CudaArchiveUnpacker::defaultWorkers() > 1 ? 2 : 1; }

    QString redist() const { return m_temp.path() + QStringLiteral("/redist"); }
    QString into() const { return m_temp.path() + QStringLiteral("/cuda"); }

    QTemporaryDir m_temp;
    QList<CudaArchiveFile> m_archives;
};

TEST_F(CudaArchiveUnpackerTest, SeveralAtOnceGiveEachComponentsFolderInTheOrderGiven)
{
    std::atomic_int inside{0};
    bool overlapped = false;
    QStringList started;
    ExtractionProgress last;
    qint64 previousRead = -1;
    bool readWentBack = false;
    ExtractionOptions options;
    options.progress = [&](const ExtractionProgress &sum) {
        overlapped = overlapped || inside.fetch_add(1) != 0;
        readWentBack = readWentBack || sum.archiveBytesRead < previousRead;
        previousRead = sum.archiveBytesRead;
        last = sum;
        inside.fetch_sub(1);
    };
    const auto starting = [&](const CudaArchiveFile &file) {
        overlapped = overlapped || inside.fetch_add(1) != 0;
        started.append(file.component);
        inside.fetch_sub(1);
    };

    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(m_archives, into(), options, starting, severalWorkers());

    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.failure.reason);
    ASSERT_EQ(outcome.unpacked.size(), m_archives.size());
    qint64 total = 0;
    for (qsizetype i = 0; i < m_archives.size(); ++i) {
        const ExtractionResult &result = outcome.unpacked.at(i);
        ASSERT_TRUE(result.component.has_value());
        EXPECT_EQ(result.component->component, m_archives.at(i).component);
        EXPECT_EQ(result.destination, QDir(into()).canonicalPath() + u'/' + m_archives.at(i).component);
        EXPECT_TRUE(QFileInfo(result.destination + u'/' + result.component->folderName() + QStringLiteral("/LICENSE")).isFile());
        total += QFileInfo(m_archives.at(i).path).size();
    }
    EXPECT_TRUE(QFileInfo(into() + QStringLiteral("/libnvvm/libnvvm-linux-x86_64-13.0.88-archive/lib/libnvvm.bin")).isFile());
    // Each taken up once, the largest first.
    EXPECT_EQ(started.size(), m_archives.size());
    EXPECT_EQ(QSet<QString>(started.begin(), started.end()).size(), m_archives.size());
    EXPECT_EQ(started.first(), QStringLiteral("cuda_cccl"));
    EXPECT_FALSE(overlapped);
    EXPECT_FALSE(readWentBack);
    EXPECT_EQ(last.archiveBytesTotal, total);
    EXPECT_EQ(last.archiveBytesRead, total);
}

TEST_F(CudaArchiveUnpackerTest, ADamagedArchiveAmongGoodOnesIsTheFailureReported)
{
    // libcublas's bytes changed after the manifest was written: same size, another SHA-256.
    QFile damaged(m_archives.at(1).path);
    ASSERT_TRUE(damaged.open(QIODevice::ReadWrite));
    QByteArray bytes = damaged.readAll();
    bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x5a);
    damaged.seek(0);
    damaged.write(bytes);
    damaged.close();

    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(m_archives, into(), {}, {}, severalWorkers());

    ASSERT_FALSE(outcome.ok());
    EXPECT_TRUE(outcome.unpacked.isEmpty());
    EXPECT_NE(outcome.failure.problem, ExtractionProblem::Cancelled);
    EXPECT_TRUE(outcome.failure.reason.contains(QFileInfo(m_archives.at(1).path).fileName()))
        << qPrintable(outcome.failure.reason);
}

TEST_F(CudaArchiveUnpackerTest, AWrongSizeIsRefusedBeforeUnpacking)
{
    m_archives[2].size += 1;
    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(m_archives, into(), {}, {}, severalWorkers());
    ASSERT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.failure.problem, ExtractionProblem::Corrupt);
    EXPECT_TRUE(outcome.failure.reason.contains(QStringLiteral("manifest"))) << qPrintable(outcome.failure.reason);
    EXPECT_FALSE(QFileInfo::exists(into() + QStringLiteral("/cuda_nvrtc")));
}

TEST_F(CudaArchiveUnpackerTest, ACancelStopsWhatIsLeft)
{
    std::atomic_bool cancel{false};
    ExtractionOptions options;
    options.cancel = &cancel;
    int taken = 0;
    const auto starting = [&](const CudaArchiveFile &) {
        ++taken;
        cancel = true;   // as if the user pressed Cancel while the first archive unpacks
    };

    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(m_archives, into(), options, starting, 1);

    ASSERT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.failure.problem, ExtractionProblem::Cancelled);
    EXPECT_FALSE(outcome.failure.reason.isEmpty());
    EXPECT_EQ(taken, 1);
}

TEST_F(CudaArchiveUnpackerTest, OneWorkerUnpacksOnTheCallersThread)
{
    QList<QThread *> threads;
    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(
        m_archives, into(), {}, [&](const CudaArchiveFile &) { threads.append(QThread::currentThread()); }, 1);
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.failure.reason);
    EXPECT_EQ(outcome.unpacked.size(), m_archives.size());
    EXPECT_EQ(threads, QList<QThread *>(m_archives.size(), QThread::currentThread()));
}

TEST_F(CudaArchiveUnpackerTest, NothingToUnpackIsNoFailure)
{
    const CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack({}, into(), {}, {}, severalWorkers());
    EXPECT_TRUE(outcome.ok());
    EXPECT_TRUE(outcome.unpacked.isEmpty());
}

} // namespace
