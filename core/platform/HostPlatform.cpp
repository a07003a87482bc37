#include "core/platform/HostPlatform.h"

#include <QSysInfo>

namespace cudnnsetup {

HostPlatform HostPlatform::current()
{
    HostPlatform platform;
#ifdef Q_OS_WIN
    platform.os = OsFamily::Windows;
#endif
    const QString cpu = QSysInfo::currentCpuArchitecture();
    if (cpu == QLatin1String("arm64"))
        platform.architecture = platform.isWindows() ? QStringLiteral("arm64") : QStringLiteral("sbsa");
    else
        platform.architecture = QStringLiteral("x86_64");
    return platform;
}

std::optional<HostPlatform> HostPlatform::fromRedistKey(QStringView key)
{
    const qsizetype dash = key.indexOf(u'-');
    if (dash <= 0)
        return std::nullopt;
    const QStringView os = key.left(dash);
    const QString arch = key.mid(dash + 1).toString();
    HostPlatform platform;
    if (os == u"linux" && (arch == QLatin1String("x86_64") || arch == QLatin1String("sbsa") || arch == QLatin1String("aarch64")))
        platform.os = OsFamily::Linux;
    else if (os == u"windows" && (arch == QLatin1String("x86_64") || arch == QLatin1String("arm64")))
        platform.os = OsFamily::Windows;
    else
        return std::nullopt;
    platform.architecture = arch;
    return platform;
}

QString HostPlatform::redistKey() const
{
    return (isWindows() ? QStringLiteral("windows-") : QStringLiteral("linux-")) + architecture;
}

} // namespace cudnnsetup
