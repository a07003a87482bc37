// WslRules (family 10): CUDA under WSL 2 works only through the Windows driver, which WSL
// mounts as /usr/lib/wsl/lib (libcuda.so.1 and friends). These rules look for what breaks that:
// WSL 1, a missing host libcuda (old Windows driver, GPU paravirtualisation off), the folder
// missing from the loader's path, and a Linux NVIDIA driver installed inside WSL whose own
// libcuda.so.1 shadows the host's (NVIDIA's WSL guide: never install a Linux driver in WSL).
// Linux only, and only when the checked system is WSL; a Windows host has nothing of this.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace cudnnsetup {

class WslRules
{
    Q_DECLARE_TR_FUNCTIONS(WslRules)

public:
    // Codes: wsl-version-1 (error), wsl-host-libcuda-missing (error), wsl-lib-not-on-loader-path
    // (warning), wsl-linux-driver-installed (error), wsl-libcuda-not-a-link (info). None has an
    // automatic fix: /usr/lib/wsl/lib is a read-only mount of the Windows driver, the loader
    // cache needs ldconfig (which the doctor never runs), and removing a driver is a package
    // manager's job.
    static QList<Finding> check(const DoctorContext &context);

    // Whether the checked system runs under WSL: /proc/version names Microsoft's kernel, or
    // the environment has WSL's variables. *kernel gets the /proc/version line when read.
    static bool isWsl(const SystemPaths &paths, QString *kernel = nullptr);

private:
    static std::optional<Finding> checkHostLibrary(const DoctorContext &context, const QString &kernel);
    static std::optional<Finding> checkLoaderPath(const DoctorContext &context);
    static std::optional<Finding> checkLinuxDriver(const DoctorContext &context);
    static std::optional<Finding> checkLibcudaCopies(const DoctorContext &context);
};

} // namespace cudnnsetup
