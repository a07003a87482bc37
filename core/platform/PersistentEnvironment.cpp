#include "core/platform/PersistentEnvironment.h"

#ifdef Q_OS_WIN
#include "core/platform/RegistryPersistentEnvironment.h"
#endif

namespace cudnnsetup {

namespace {

// For the log: the operations that edit say in a translated sentence of their own what failed.
const QString kNoRegistryError = QStringLiteral("there is no Windows registry on this computer");

} // namespace

const PersistentEnvironment &PersistentEnvironment::host()
{
#ifdef Q_OS_WIN
    static const RegistryPersistentEnvironment registry;
    return registry;
#else
    static const PersistentEnvironment nothing;
    return nothing;
#endif
}

QString PersistentEnvironment::describe(PersistentScope scope) const
{
    return scope == PersistentScope::Machine
               ? QStringLiteral("HKLM\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment")
               : QStringLiteral("HKCU\\Environment");
}

PersistentVariable PersistentEnvironment::read(PersistentScope, const QString &) const
{
    return {};
}

PersistentEdit PersistentEnvironment::appendToPath(PersistentScope, const QString &) const
{
    return {kNoRegistryError, false};
}

PersistentEdit PersistentEnvironment::removeFromPath(PersistentScope, const QString &) const
{
    return {kNoRegistryError, false};
}

PersistentEdit PersistentEnvironment::setFolderVariableUnlessUsable(PersistentScope, const QString &, const QString &) const
{
    return {kNoRegistryError, false};
}

PersistentRestore PersistentEnvironment::restoreIfStillOurs(PersistentScope, const QString &, const QString &,
                                                            const PersistentVariable &) const
{
    return {kNoRegistryError, PersistentRestore::Outcome::ChangedSinceLeftAlone};
}

} // namespace cudnnsetup
