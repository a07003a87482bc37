// Fuzz target: the plan file `cudnn-setup apply --plan FILE` reads with administrator rights
// (anyone who runs programs as the user can write it). ElevatedPlanRules::vet must never throw
// or crash on it, and a plan it accepts must stay, by this target's own simple reading, inside
// what an administrator's install may touch: every path absolute, clean and free of control
// characters; the target root below /usr/local or /opt of the system tree; every file, removal
// and link inside the target; folders inside the target, above it below /usr/local or /opt, or
// for the environment files; environment files only in /etc/ld.so.conf.d and /etc/profile.d (or
// the target); staged files only from the plan's own staging folder, with their SHA-256; the
// records in the system's state folder; no command but none (a system tree is never refreshed).
// The system tree is the one fuzz_seed_writer wrote beside the seeds (CUDNN_FUZZ_PLAN_SYSROOT).
#include "FuzzSupport.h"

#include "core/install/ElevatedPlanRules.h"
#include "core/install/InstallPlan.h"
#include "core/install/InstallRecords.h"
#include "core/platform/SystemPaths.h"

#include <QDir>
#include <QJsonDocument>

#include <algorithm>

using namespace cudnnsetup;

namespace {

const QString &sysroot()
{
    static const QString root = QStringLiteral(CUDNN_FUZZ_PLAN_SYSROOT);
    return root;
}

bool plain(const QString &path)
{
    for (const QChar c : path)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return false;
    return path.startsWith(u'/') && QDir::cleanPath(path) == path;
}

bool inside(const QString &path, const QString &root)
{
    return plain(path) && (path == root || path.startsWith(root + u'/'));
}

bool belowAllowedParent(const QString &path)
{
    return inside(path, sysroot() + QStringLiteral("/usr/local")) || inside(path, sysroot() + QStringLiteral("/opt"));
}

bool environmentFile(const QString &path, const QString &target)
{
    return inside(path, sysroot() + QStringLiteral("/etc/ld.so.conf.d")) || inside(path, sysroot() + QStringLiteral("/etc/profile.d"))
        || inside(path, target);
}

void checkAccepted(const InstallPlan &plan)
{
    const QString &target = plan.targetRoot;
    FUZZ_CHECK(belowAllowedParent(target));
    FUZZ_CHECK(target != sysroot() + QStringLiteral("/usr/local") && target != sysroot() + QStringLiteral("/opt"));
    FUZZ_CHECK(ElevatedPlanRules::isPlainId(plan.id));
    FUZZ_CHECK(plan.scope == InstallScope::System);
    FUZZ_CHECK(plan.stateFolder == InstallRecords::defaultFolder(InstallScope::System, sysroot()));
    FUZZ_CHECK(plan.refreshCommand.isEmpty() && !plan.refreshLoaderCache);
    FUZZ_CHECK(plan.libraryFolder.isEmpty() || inside(plan.libraryFolder, target));
    FUZZ_CHECK(plan.includeFolder.isEmpty() || inside(plan.includeFolder, target));
    const QString staging = QStringLiteral("/transactions/") + plan.id + QStringLiteral("/staging/");
    for (const PlannedFile &file : plan.files) {
        FUZZ_CHECK(inside(file.destination, target));
        if (file.incoming.kind == FileFingerprint::Kind::Symlink) {
            FUZZ_CHECK(!file.incoming.linkText.startsWith(u'/') && !file.incoming.linkText.split(u'/').contains(QStringLiteral("..")));
            FUZZ_CHECK(plain(u'/' + file.incoming.linkText));
        } else {
            FUZZ_CHECK(plain(file.source) && file.source.contains(staging));
            FUZZ_CHECK(file.sourceSha256.size() == 64);
        }
    }
    for (const PlannedRemoval &removal : plan.removals)
        FUZZ_CHECK(inside(removal.path, target));
    for (const QString &directory : plan.directories) {
        const bool forEnvironment
            = inside(directory, sysroot() + QStringLiteral("/etc"))
              && std::any_of(plan.environmentEdits.cbegin(), plan.environmentEdits.cend(),
                             [&](const FileEdit &edit) { return inside(edit.path, directory); });
        FUZZ_CHECK(inside(directory, target) || (belowAllowedParent(directory) && inside(target, directory)) || forEnvironment);
    }
    for (const FileEdit &edit : plan.environmentEdits) {
        FUZZ_CHECK(environmentFile(edit.path, target));
        FUZZ_CHECK(!edit.content.contains('\0'));
    }
    FUZZ_CHECK(plan.registryEdits.isEmpty());   // a Linux system tree
    FUZZ_CHECK(plan.activationScript.isEmpty() || environmentFile(plan.activationScript, target));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(fuzz::bytes(data, size), &parseError);
    if (!document.isObject())
        return 0;
    QString error;
    const std::optional<InstallPlan> request = InstallPlan::fromJson(document.object(), &error);
    if (!request) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    static const SystemPaths paths(sysroot(), HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")},
                                   QProcessEnvironment());
    QString refusal;
    const std::optional<InstallPlan> vetted = ElevatedPlanRules::vet(*request, paths, &refusal);
    if (!vetted) {
        FUZZ_CHECK(!refusal.isEmpty());
        return 0;
    }
    checkAccepted(*vetted);
    return 0;
}
