#include "core/install/WindowsEnvironmentOperations.h"

#include "core/environment/PathList.h"
#include "core/platform/PersistentEnvironment.h"

#include <QFileInfo>

namespace cudnnsetup {

namespace {

PersistentScope scopeOf(InstallScope scope)
{
    return scope == InstallScope::System ? PersistentScope::Machine : PersistentScope::User;
}

const PersistentEnvironment &registry()
{
    return PersistentEnvironment::host();
}

} // namespace

RegistryEditOperation::RegistryEditOperation(RegistryEdit edit)
    : m_edit(std::move(edit))
{
}

std::unique_ptr<RegistryEditOperation> RegistryEditOperation::fromJson(const QJsonObject &json)
{
    RegistryEdit edit;
    edit.kind = json.value(QStringLiteral("edit")).toString() == QStringLiteral("set-if-missing")
                    ? RegistryEdit::Kind::SetFolderIfMissing : RegistryEdit::Kind::AppendToPath;
    edit.scope = json.value(QStringLiteral("scope")).toString() == QStringLiteral("system") ? InstallScope::System
                                                                                          : InstallScope::User;
    edit.name = json.value(QStringLiteral("name")).toString();
    edit.folder = json.value(QStringLiteral("folder")).toString();
    auto operation = std::make_unique<RegistryEditOperation>(edit);
    // Journals written before the key existed come from Windows, where the registry was there.
    operation->m_registryReadable = json.value(QStringLiteral("registryReadable")).toBool(true);
    operation->m_alreadyThere = json.value(QStringLiteral("alreadyThere")).toBool();
    operation->m_existedBefore = json.value(QStringLiteral("existedBefore")).toBool();
    operation->m_valueBefore = json.value(QStringLiteral("valueBefore")).toString();
    operation->m_typeBefore = quint32(json.value(QStringLiteral("typeBefore")).toInteger());
    return operation;
}

QString RegistryEditOperation::notOnThisComputer(const QString &where)
{
    return tr("This change edits the Windows registry (%1) and can only be applied on that Windows computer.").arg(where);
}

QString RegistryEditOperation::describe() const
{
    const QString where = registry().describe(scopeOf(m_edit.scope));
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath)
        return tr("Add %1 to PATH (%2)").arg(m_edit.folder, where);
    return tr("Set %1 to %2 (%3)").arg(m_edit.name, m_edit.folder, where);
}

QString RegistryEditOperation::path() const
{
    return registry().describe(scopeOf(m_edit.scope)) + u'\\' + m_edit.name;
}

void RegistryEditOperation::recordBefore()
{
    m_registryReadable = registry().isAvailable();
    const PersistentVariable before = registry().read(scopeOf(m_edit.scope), m_edit.name);
    m_existedBefore = before.exists;
    m_valueBefore = before.value;
    m_typeBefore = before.type;
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath)
        m_alreadyThere = PathList::contains(before.value.toStdWString(), m_edit.folder.toStdWString(), PathListRules::windows());
    else
        m_alreadyThere = m_existedBefore && !m_valueBefore.isEmpty() && QFileInfo(m_valueBefore).isDir();
}

OperationResult RegistryEditOperation::perform(const OperationContext &)
{
    if (!m_registryReadable || !registry().isAvailable())
        return OperationResult::failure(notOnThisComputer(path()));
    if (m_alreadyThere)
        return OperationResult::success();
    const PersistentScope scope = scopeOf(m_edit.scope);
    const PersistentEdit edit = m_edit.kind == RegistryEdit::Kind::AppendToPath
                                    ? registry().appendToPath(scope, m_edit.folder)
                                    : registry().setFolderVariableUnlessUsable(scope, m_edit.name, m_edit.folder);
    if (!edit.error.isEmpty())
        return OperationResult::failure(tr("%1 could not be changed: %2").arg(path(), edit.error));
    registry().announceChange();
    return OperationResult::success();
}

UndoResult RegistryEditOperation::undo(const OperationContext &)
{
    // Recorded where there is no registry: perform() refused, so nothing was ever changed.
    if (m_alreadyThere || !m_registryReadable)
        return {UndoResult::Kind::NothingToUndo, {}};
    if (!registry().isAvailable())
        return {UndoResult::Kind::Failed, notOnThisComputer(path())};
    const PersistentScope scope = scopeOf(m_edit.scope);
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath) {
        const PersistentEdit edit = registry().removeFromPath(scope, m_edit.folder);
        if (!edit.error.isEmpty())
            return {UndoResult::Kind::Failed, tr("%1 could not be changed: %2").arg(path(), edit.error)};
        registry().announceChange();
        return {edit.changed ? UndoResult::Kind::Undone : UndoResult::Kind::NothingToUndo, {}};
    }
    const PersistentVariable previous{m_existedBefore, m_valueBefore, m_typeBefore};
    const PersistentRestore result = registry().restoreIfStillOurs(scope, m_edit.name, m_edit.folder, previous);
    if (!result.error.isEmpty())
        return {UndoResult::Kind::Failed, tr("%1 could not be changed: %2").arg(path(), result.error)};
    if (result.outcome == PersistentRestore::Outcome::ChangedSinceLeftAlone)
        return {UndoResult::Kind::Skipped, tr("%1 was changed after the install; it was left as it is.").arg(path())};
    registry().announceChange();
    return {UndoResult::Kind::Undone, {}};
}

QJsonObject RegistryEditOperation::toJson() const
{
    return {{QStringLiteral("kind"), kind()},
            {QStringLiteral("edit"), m_edit.kind == RegistryEdit::Kind::AppendToPath ? QStringLiteral("append-to-path")
                                                                                    : QStringLiteral("set-if-missing")},
            {QStringLiteral("scope"), m_edit.scope == InstallScope::System ? QStringLiteral("system") : QStringLiteral("user")},
            {QStringLiteral("name"), m_edit.name},
            {QStringLiteral("folder"), m_edit.folder},
            {QStringLiteral("registryReadable"), m_registryReadable},
            {QStringLiteral("alreadyThere"), m_alreadyThere},
            {QStringLiteral("existedBefore"), m_existedBefore},
            {QStringLiteral("valueBefore"), m_valueBefore},
            {QStringLiteral("typeBefore"), qint64(m_typeBefore)}};
}

} // namespace cudnnsetup
