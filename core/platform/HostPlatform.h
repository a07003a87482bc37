// HostPlatform: which operating system family a scan is about. Normally the one we run on; a
// scan of a mounted image (--sysroot with --platform) may be about the other one.
#pragma once

#include <QString>

#include <optional>

namespace cudnnsetup {

enum class OsFamily { Linux, Windows };

struct HostPlatform
{
    OsFamily os = OsFamily::Linux;
    QString architecture = QStringLiteral("x86_64");   // x86_64, sbsa (arm64 server), arm64 (Windows)

    static HostPlatform current();
    // "linux-x86_64", "linux-sbsa", "windows-x86_64": the same keys as NVIDIA's redist manifests.
    static std::optional<HostPlatform> fromRedistKey(QStringView key);
    QString redistKey() const;
    bool isWindows() const { return os == OsFamily::Windows; }
    // What a program's file name ends with: ".exe" on Windows, nothing elsewhere.
    QString executableSuffix() const { return isWindows() ? QStringLiteral(".exe") : QString(); }
    bool operator==(const HostPlatform &) const = default;
};

} // namespace cudnnsetup
