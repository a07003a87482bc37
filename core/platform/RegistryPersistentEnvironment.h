// RegistryPersistentEnvironment: PersistentEnvironment on a Windows host — the real registry of
// both scopes, through the Qt-free Win32 layer (core/platform/win/RegistryEnvironment.h and
// EnvironmentEdits.h). Built for Windows only (core/platform/CMakeLists.txt).
#pragma once

#include "core/platform/PersistentEnvironment.h"

namespace cudnnsetup {

class RegistryPersistentEnvironment final : public PersistentEnvironment
{
public:
    bool isAvailable() const override { return true; }
    PersistentVariable read(PersistentScope scope, const QString &name) const override;
    PersistentEdit appendToPath(PersistentScope scope, const QString &folder) const override;
    PersistentEdit removeFromPath(PersistentScope scope, const QString &folder) const override;
    PersistentEdit setFolderVariableUnlessUsable(PersistentScope scope, const QString &name,
                                                 const QString &folder) const override;
    PersistentRestore restoreIfStillOurs(PersistentScope scope, const QString &name, const QString &ourValue,
                                         const PersistentVariable &previous) const override;
    void announceChange() const override;
};

} // namespace cudnnsetup
