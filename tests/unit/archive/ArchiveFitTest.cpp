// ArchiveIdentifier::checkFits and claimedBy: the reasons an identified archive does not fit
// the machine (its platform and CUDA variant; any release of those fits), and what a name alone
// claims. No I/O.
#include "core/archive/ArchiveIdentifier.h"

#include "ArchiveTestSupport.h"

namespace cudnnsetup {
namespace {

ArchiveIdentity identity(const QString &version, const QString &platform, int cudaMajor)
{
    ArchiveIdentity id;
    id.version = *Version::parse(version);
    id.platform = platform;
    id.cudaMajor = cudaMajor;
    return id;
}

const QString kLinux = QStringLiteral("linux-x86_64");

TEST(ArchiveFit, TheSamePlatformAndCudaFits)
{
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0.48"), kLinux, 12), kLinux, 12), QStringList());
}

TEST(ArchiveFit, AnyReleaseFits)
{
    // The release is the user's choice, and the choice follows the archive (ArchiveIntake).
    for (const char *release : {"9.19.0.56", "9.1.0.70", "9.27.0", "8.9.7.29"})
        EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QString::fromLatin1(release), kLinux, 12), kLinux, 12), QStringList())
            << release;
}

TEST(ArchiveFit, OtherPlatform)
{
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0.48"), QStringLiteral("windows-x86_64"), 12), kLinux, 12),
              QStringList{QStringLiteral("It is built for windows-x86_64, but this computer needs linux-x86_64.")});
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0.48"), QStringLiteral("linux-sbsa"), 12), kLinux, 12).size(),
              1);
}

TEST(ArchiveFit, OtherCudaMajor)
{
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0.48"), kLinux, 13), kLinux, 12),
              QStringList{QStringLiteral("It is built for CUDA 13, but the chosen CUDA toolkit is CUDA 12.")});
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.1.0.70"), kLinux, 12), kLinux, 13),
              QStringList{QStringLiteral("It is built for CUDA 12, but the chosen CUDA toolkit is CUDA 13.")});
}

TEST(ArchiveFit, EveryReasonIsGivenInOrder)
{
    const QStringList reasons =
        ArchiveIdentifier::checkFits(identity(QStringLiteral("8.9.7.29"), QStringLiteral("windows-x86_64"), 11), kLinux, 12);
    EXPECT_EQ(reasons, (QStringList{QStringLiteral("It is built for windows-x86_64, but this computer needs linux-x86_64."),
                                    QStringLiteral("It is built for CUDA 11, but the chosen CUDA toolkit is CUDA 12.")}));
}

TEST(ArchiveFit, UnknownsAreNotMisfits)
{
    // "linux" alone: the architecture could not be told; CUDA 0: the variant could not be told.
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0"), QStringLiteral("linux"), 0), kLinux, 12),
              QStringList());
    // ...but Linux is still not Windows.
    EXPECT_EQ(ArchiveIdentifier::checkFits(identity(QStringLiteral("9.20.0"), QStringLiteral("linux"), 0),
                                           QStringLiteral("windows-x86_64"), 12),
              QStringList{QStringLiteral("It is built for linux, but this computer needs windows-x86_64.")});
}

TEST(ArchiveFit, ClaimedByCopiesWhatTheNameSays)
{
    const std::optional<ArchiveName> name = ArchiveName::parse(u"cudnn-linux-sbsa-9.20.0.48_cuda13-archive.tar.xz");
    ASSERT_TRUE(name.has_value());
    const ArchiveIdentity claimed = ArchiveIdentifier::claimedBy(*name, QStringLiteral("x.tar.xz"));
    EXPECT_EQ(claimed.fileName, QStringLiteral("x.tar.xz"));
    EXPECT_EQ(claimed.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(claimed.platform, QStringLiteral("linux-sbsa"));
    EXPECT_EQ(claimed.cudaMajor, 13);
    EXPECT_EQ(claimed.format, QStringLiteral("tar.xz"));
    EXPECT_EQ(ArchiveIdentifier::checkFits(claimed, kLinux, 13),
              QStringList{QStringLiteral("It is built for linux-sbsa, but this computer needs linux-x86_64.")});
}

} // namespace
} // namespace cudnnsetup
