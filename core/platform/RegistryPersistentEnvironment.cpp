#include "core/platform/RegistryPersistentEnvironment.h"

#include "core/platform/win/EnvironmentEdits.h"
#include "core/platform/win/RegistryEnvironment.h"

namespace cudnnsetup {

namespace {

win::RegistryEnvironment registryFor(PersistentScope scope)
{
    return win::RegistryEnvironment(scope == PersistentScope::Machine ? win::Scope::Machine : win::Scope::User);
}

QString describeError(const win::Win32Error &error)
{
    return error.failed() ? QString::fromStdWString(error.describe()) : QString();
}

} // namespace

PersistentVariable RegistryPersistentEnvironment::read(PersistentScope scope, const QString &name) const
{
    const win::VariableRead read = registryFor(scope).read(name.toStdWString());
    return {read.variable.exists, QString::fromStdWString(read.variable.value), quint32(read.variable.type)};
}

PersistentEdit RegistryPersistentEnvironment::appendToPath(PersistentScope scope, const QString &folder) const
{
    const win::PathEdit edit = win::appendToPath(registryFor(scope), folder.toStdWString());
    return {describeError(edit.error), edit.changed};
}

PersistentEdit RegistryPersistentEnvironment::removeFromPath(PersistentScope scope, const QString &folder) const
{
    const win::PathEdit edit = win::removeFromPath(registryFor(scope), folder.toStdWString());
    return {describeError(edit.error), edit.changed};
}

PersistentEdit RegistryPersistentEnvironment::setFolderVariableUnlessUsable(PersistentScope scope, const QString &name,
                                                                            const QString &folder) const
{
    const win::FolderVariableEdit edit
        = win::setFolderVariableUnlessUsable(registryFor(scope), name.toStdWString(), folder.toStdWString());
    return {describeError(edit.error), edit.changed()};
}

PersistentRestore RegistryPersistentEnvironment::restoreIfStillOurs(PersistentScope scope, const QString &name,
                                                                    const QString &ourValue,
                                                                    const PersistentVariable &previous) const
{
    win::EnvironmentVariable before;
    before.exists = previous.exists;
    before.value = previous.value.toStdWString();
    before.type = DWORD(previous.type);
    const win::RestoreResult result
        = win::restoreIfStillOurs(registryFor(scope), name.toStdWString(), ourValue.toStdWString(), before);
    PersistentRestore restore;
    restore.error = describeError(result.error);
    switch (result.outcome) {
    case win::RestoreResult::Outcome::RestoredPrevious: restore.outcome = PersistentRestore::Outcome::RestoredPrevious; break;
    case win::RestoreResult::Outcome::DeletedOurs: restore.outcome = PersistentRestore::Outcome::DeletedOurs; break;
    case win::RestoreResult::Outcome::ChangedSinceLeftAlone:
        restore.outcome = PersistentRestore::Outcome::ChangedSinceLeftAlone;
        break;
    }
    return restore;
}

void RegistryPersistentEnvironment::announceChange() const
{
    win::broadcastEnvironmentChange();
}

} // namespace cudnnsetup
