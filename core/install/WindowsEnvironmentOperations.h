// WindowsEnvironmentOperations: the journaled registry edits of a Windows install, through
// PersistentEnvironment (core/platform) — Path gets our DLL folder (only ours is removed on undo,
// whatever the user did to the rest since), and CUDA_PATH is set only where it was missing or
// dangling (restored on undo only while it still holds our value). Each edit tells running
// programs with the WM_SETTINGCHANGE broadcast. Built everywhere, so that a plan for a Windows
// tree made on Linux holds them too; applied where there is no Windows registry, an edit fails
// before it changes anything and says where it can be applied.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/install/Operation.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class RegistryEditOperation : public Operation
{
    Q_DECLARE_TR_FUNCTIONS(RegistryEditOperation)

public:
    explicit RegistryEditOperation(RegistryEdit edit);
    static std::unique_ptr<RegistryEditOperation> fromJson(const QJsonObject &json);

    // Why an edit of `where` (a registry value, as path() names it) cannot be applied on this
    // computer: it has no Windows registry.
    static QString notOnThisComputer(const QString &where);

    QString kind() const override { return QStringLiteral("registry"); }
    QString describe() const override;
    QString path() const override;
    void recordBefore() override;
    OperationResult perform(const OperationContext &context) override;
    UndoResult undo(const OperationContext &context) override;
    QJsonObject toJson() const override;

private:
    RegistryEdit m_edit;
    bool m_registryReadable = true; // false: recorded where there is no registry, so never done
    bool m_alreadyThere = false;    // Path held an equal entry / CUDA_PATH named an existing folder
    bool m_existedBefore = false;   // the variable existed
    QString m_valueBefore;
    quint32 m_typeBefore = 0;
};

} // namespace cudnnsetup
