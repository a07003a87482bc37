#include "core/install/WindowsEnvironmentOperations.h"

#include "core/environment/PathList.h"
#include "core/platform/win/EnvironmentEdits.h"
#include "core/platform/win/RegistryEnvironment.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

win::RegistryEnvironment environmentFor(InstallScope scope)
{
    return win::RegistryEnvironment(scope == InstallScope::System ? win::Scope::Machine : win::Scope::User);
}

QString describeError(const win::Win32Error &error)
{
    return QString::fromStdWString(error.describe());
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
    operation->m_alreadyThere = json.value(QStringLiteral("alreadyThere")).toBool();
    operation->m_existedBefore = json.value(QStringLiteral("existedBefore")).toBool();
    operation->m_valueBefore = json.value(QStringLiteral("valueBefore")).toString();
    operation->m_typeBefore = quint32(json.value(QStringLiteral("typeBefore")).toInteger());
    return operation;
}

QString RegistryEditOperation::describe() const
{
    const QString where = QString::fromStdWString(environmentFor(m_edit.scope).describe());
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath)
        return tr("Add %1 to PATH (%2)").arg(m_edit.folder, where);
    return tr("Set %1 to %2 (%3)").arg(m_edit.name, m_edit.folder, where);
}

QString RegistryEditOperation::path() const
{
    return QString::fromStdWString(environmentFor(m_edit.scope).describe()) + u'\\' + m_edit.name;
}

void RegistryEditOperation::recordBefore()
{
    const win::VariableRead read = environmentFor(m_edit.scope).read(m_edit.name.toStdWString());
    m_existedBefore = read.variable.exists;
    m_valueBefore = QString::fromStdWString(read.variable.value);
    m_typeBefore = quint32(read.variable.type);
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath)
        m_alreadyThere = PathList::contains(read.variable.value, m_edit.folder.toStdWString(), PathListRules::windows());
    else
        m_alreadyThere = m_existedBefore && !m_valueBefore.isEmpty() && QFileInfo(m_valueBefore).isDir();
}

OperationResult RegistryEditOperation::perform(const OperationContext &)
{
    if (m_alreadyThere)
        return OperationResult::success();
    const win::RegistryEnvironment environment = environmentFor(m_edit.scope);
    win::Win32Error error;
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath)
        error = win::appendToPath(environment, m_edit.folder.toStdWString()).error;
    else
        error = win::setFolderVariableUnlessUsable(environment, m_edit.name.toStdWString(), m_edit.folder.toStdWString()).error;
    if (error.failed())
        return OperationResult::failure(tr("%1 could not be changed: %2").arg(path(), describeError(error)));
    win::broadcastEnvironmentChange();
    return OperationResult::success();
}

UndoResult RegistryEditOperation::undo(const OperationContext &)
{
    if (m_alreadyThere)
        return {UndoResult::Kind::NothingToUndo, {}};
    const win::RegistryEnvironment environment = environmentFor(m_edit.scope);
    if (m_edit.kind == RegistryEdit::Kind::AppendToPath) {
        const win::PathEdit edit = win::removeFromPath(environment, m_edit.folder.toStdWString());
        if (edit.error.failed())
            return {UndoResult::Kind::Failed, tr("%1 could not be changed: %2").arg(path(), describeError(edit.error))};
        win::broadcastEnvironmentChange();
        return {edit.changed ? UndoResult::Kind::Undone : UndoResult::Kind::NothingToUndo, {}};
    }
    win::EnvironmentVariable previous;
    previous.exists = m_existedBefore;
    previous.value = m_valueBefore.toStdWString();
    previous.type = DWORD(m_typeBefore);
    const win::RestoreResult result
        = win::restoreIfStillOurs(environment, m_edit.name.toStdWString(), m_edit.folder.toStdWString(), previous);
    if (result.error.failed())
        return {UndoResult::Kind::Failed, tr("%1 could not be changed: %2").arg(path(), describeError(result.error))};
    if (result.outcome == win::RestoreResult::Outcome::ChangedSinceLeftAlone)
        return {UndoResult::Kind::Skipped, tr("%1 was changed after the install; it was left as it is.").arg(path())};
    win::broadcastEnvironmentChange();
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
            {QStringLiteral("alreadyThere"), m_alreadyThere},
            {QStringLiteral("existedBefore"), m_existedBefore},
            {QStringLiteral("valueBefore"), m_valueBefore},
            {QStringLiteral("typeBefore"), qint64(m_typeBefore)}};
}

} // namespace cudnnsetup
