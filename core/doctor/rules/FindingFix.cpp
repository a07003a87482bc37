#include "core/doctor/rules/FindingFix.h"

#include <QJsonArray>

namespace cudnnsetup {

FixStep FixStep::symlink(QString path, QString linkText)
{
    FixStep step;
    step.kind = Kind::MakeSymlink;
    step.path = std::move(path);
    step.linkText = std::move(linkText);
    return step;
}

FixStep FixStep::remove(QString path)
{
    FixStep step;
    step.kind = Kind::RemoveFile;
    step.path = std::move(path);
    return step;
}

FixStep FixStep::write(QString path, QByteArray content, int permissions)
{
    FixStep step;
    step.kind = Kind::WriteFile;
    step.path = std::move(path);
    step.content = std::move(content);
    step.permissions = permissions;
    return step;
}

FixStep FixStep::ensureLine(QString path, QString line, QString keepWhileFolderHasFiles)
{
    FixStep step;
    step.kind = Kind::EnsureLine;
    step.path = std::move(path);
    step.line = std::move(line);
    step.keepWhileFolderHasFiles = std::move(keepWhileFolderHasFiles);
    return step;
}

FixStep FixStep::registryEdit(RegistryEdit edit)
{
    FixStep step;
    step.kind = Kind::RegistryEdit;
    step.path = edit.kind == RegistryEdit::Kind::AppendToPath ? QStringLiteral("Path") : edit.name;
    step.registry = std::move(edit);
    return step;
}

QList<FixStep> FixStep::fromEnvironmentPlan(const EnvironmentPlan &plan)
{
    QList<FixStep> steps;
    for (const FileEdit &edit : plan.edits) {
        if (edit.kind == FileEdit::Kind::WholeFile)
            steps.append(write(edit.path, edit.content));
        else
            steps.append(ensureLine(edit.path, edit.line, edit.keepWhileFolderHasFiles));
    }
    for (const RegistryEdit &edit : plan.registryEdits)
        steps.append(registryEdit(edit));
    return steps;
}

QString FixStep::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::MakeSymlink: return QStringLiteral("symlink");
    case Kind::RemoveFile: return QStringLiteral("remove");
    case Kind::WriteFile: return QStringLiteral("write");
    case Kind::EnsureLine: return QStringLiteral("ensure-line");
    case Kind::RegistryEdit: return QStringLiteral("registry");
    }
    return {};
}

QJsonObject FixStep::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), kindKey(kind)}, {QStringLiteral("path"), path}};
    switch (kind) {
    case Kind::MakeSymlink: json.insert(QStringLiteral("linkText"), linkText); break;
    case Kind::RemoveFile: break;
    case Kind::WriteFile: json.insert(QStringLiteral("bytes"), content.size()); break;
    case Kind::EnsureLine: json.insert(QStringLiteral("line"), line); break;
    case Kind::RegistryEdit:
        json.insert(QStringLiteral("folder"), registry.folder);
        json.insert(QStringLiteral("scope"), registry.scope == InstallScope::User ? QStringLiteral("user") : QStringLiteral("system"));
        break;
    }
    return json;
}

QJsonObject FindingFix::toJson() const
{
    QJsonArray stepArray;
    for (const FixStep &step : steps)
        stepArray.append(step.toJson());
    return {{QStringLiteral("safe"), safe}, {QStringLiteral("description"), description}, {QStringLiteral("steps"), stepArray}};
}

} // namespace cudnnsetup
