#include "core/install/InstallPlan.h"

#include "core/install/FileOperations.h"
#include "core/model/ShownPath.h"
#include "core/install/WindowsEnvironmentOperations.h"

#include <QCryptographicHash>
#include <QJsonArray>

namespace cudnnsetup {

namespace {

struct InstallPlanText
{
    Q_DECLARE_TR_FUNCTIONS(InstallPlan)
};

QString scopeKey(InstallScope scope)
{
    return scope == InstallScope::System ? QStringLiteral("system") : QStringLiteral("user");
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

QJsonObject fileToJson(const PlannedFile &file)
{
    QJsonObject json{{QStringLiteral("destination"), file.destination},
                     {QStringLiteral("incoming"), file.incoming.toJson()},
                     {QStringLiteral("existing"), file.existing.toJson()}};
    if (!file.source.isEmpty())
        json.insert(QStringLiteral("source"), file.source);
    if (!file.existingVersion.isEmpty())
        json.insert(QStringLiteral("existingVersion"), file.existingVersion);
    if (!file.sourceSha256.isEmpty())
        json.insert(QStringLiteral("sourceSha256"), QString::fromLatin1(file.sourceSha256));
    return json;
}

PlannedFile fileFromJson(const QJsonObject &json)
{
    PlannedFile file;
    file.source = json.value(QStringLiteral("source")).toString();
    file.destination = json.value(QStringLiteral("destination")).toString();
    file.incoming = FileFingerprint::fromJson(json.value(QStringLiteral("incoming")).toObject());
    file.existing = FileFingerprint::fromJson(json.value(QStringLiteral("existing")).toObject());
    file.existingVersion = json.value(QStringLiteral("existingVersion")).toString();
    file.sourceSha256 = json.value(QStringLiteral("sourceSha256")).toString().toLatin1();
    return file;
}

QJsonObject editToJson(const FileEdit &edit)
{
    return {{QStringLiteral("kind"), edit.kind == FileEdit::Kind::WholeFile ? QStringLiteral("file") : QStringLiteral("line")},
            {QStringLiteral("path"), edit.path},
            {QStringLiteral("content"), QString::fromUtf8(edit.content)},
            {QStringLiteral("line"), edit.line},
            {QStringLiteral("keepWhileFolderHasFiles"), edit.keepWhileFolderHasFiles}};
}

FileEdit editFromJson(const QJsonObject &json)
{
    FileEdit edit;
    edit.kind = json.value(QStringLiteral("kind")).toString() == QStringLiteral("line") ? FileEdit::Kind::EnsureLine
                                                                                       : FileEdit::Kind::WholeFile;
    edit.path = json.value(QStringLiteral("path")).toString();
    edit.content = json.value(QStringLiteral("content")).toString().toUtf8();
    edit.line = json.value(QStringLiteral("line")).toString();
    edit.keepWhileFolderHasFiles = json.value(QStringLiteral("keepWhileFolderHasFiles")).toString();
    return edit;
}

QJsonObject registryEditToJson(const RegistryEdit &edit)
{
    return {{QStringLiteral("kind"), edit.kind == RegistryEdit::Kind::AppendToPath ? QStringLiteral("append-to-path")
                                                                                  : QStringLiteral("set-if-missing")},
            {QStringLiteral("scope"), scopeKey(edit.scope)},
            {QStringLiteral("name"), edit.name},
            {QStringLiteral("folder"), edit.folder}};
}

RegistryEdit registryEditFromJson(const QJsonObject &json)
{
    RegistryEdit edit;
    edit.kind = json.value(QStringLiteral("kind")).toString() == QStringLiteral("set-if-missing")
                    ? RegistryEdit::Kind::SetFolderIfMissing : RegistryEdit::Kind::AppendToPath;
    edit.scope = json.value(QStringLiteral("scope")).toString() == QStringLiteral("system") ? InstallScope::System
                                                                                          : InstallScope::User;
    edit.name = json.value(QStringLiteral("name")).toString();
    edit.folder = json.value(QStringLiteral("folder")).toString();
    return edit;
}

QJsonObject changeToJson(const EnvironmentChange &change)
{
    return {{QStringLiteral("variable"), change.variable},
            {QStringLiteral("before"), change.before},
            {QStringLiteral("after"), change.after},
            {QStringLiteral("where"), change.where}};
}

EnvironmentChange changeFromJson(const QJsonObject &json)
{
    return {json.value(QStringLiteral("variable")).toString(), json.value(QStringLiteral("before")).toString(),
            json.value(QStringLiteral("after")).toString(), json.value(QStringLiteral("where")).toString()};
}

} // namespace

QString InstallPlan::environmentName() const
{
    const QByteArray where = QCryptographicHash::hash(targetRoot.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return QStringLiteral("cudnn-") + QString::fromLatin1(where);
}

QString InstallPlan::title() const
{
    const QString where = shownPath(targetRoot);
    if (bringsCuda())
        return InstallPlanText::tr("CUDA %1 (%2) and cuDNN %3 in %4").arg(cudaRelease, cudaProfile, version, where);
    if (cudaMajor > 0)
        return InstallPlanText::tr("cuDNN %1 for CUDA %2 in %3").arg(version).arg(cudaMajor).arg(where);
    return InstallPlanText::tr("cuDNN %1 in %2").arg(version, where);
}

std::vector<std::unique_ptr<Operation>> InstallPlan::operations() const
{
    std::vector<std::unique_ptr<Operation>> operations;
    for (const QString &directory : directories)
        operations.push_back(std::make_unique<MakeDirectoryOperation>(directory));
    // Real files before the links that point at them, so a crash never leaves a link to nothing
    // that was not there before.
    for (const bool links : {false, true})
        for (const PlannedFile &file : files)
            if ((file.incoming.kind == FileFingerprint::Kind::Symlink) != links)
                continue;
            else if (links && file.source.isEmpty()) // the administrator's half makes links itself
                operations.push_back(PlaceFileOperation::withSymlink(file.destination, file.incoming.linkText));
            else
                operations.push_back(PlaceFileOperation::fromStaging(file.source, file.destination, file.incoming));
    for (const PlannedRemoval &removal : removals)
        operations.push_back(std::make_unique<RemoveFileOperation>(removal.path));
    for (const FileEdit &edit : environmentEdits) {
        if (edit.kind == FileEdit::Kind::WholeFile)
            operations.push_back(PlaceFileOperation::withContent(edit.path, edit.content));
        else
            operations.push_back(std::make_unique<EnsureLineOperation>(edit.path, edit.line, edit.keepWhileFolderHasFiles));
    }
    for (const RegistryEdit &edit : registryEdits)
        operations.push_back(std::make_unique<RegistryEditOperation>(edit));
    return operations;
}

QJsonObject InstallPlan::summaryJson() const
{
    return {{QStringLiteral("archive"), archivePath},
            {QStringLiteral("version"), version},
            {QStringLiteral("cudaMajor"), cudaMajor},
            {QStringLiteral("platform"), platform},
            {QStringLiteral("layout"), InstallLayoutRules::layoutKey(layout)},
            {QStringLiteral("scope"), scopeKey(scope)},
            {QStringLiteral("target"), targetRoot},
            {QStringLiteral("libraryFolder"), libraryFolder},
            {QStringLiteral("includeFolder"), includeFolder},
            {QStringLiteral("cudaRelease"), cudaRelease},
            {QStringLiteral("cudaProfile"), cudaProfile},
            {QStringLiteral("cudaComponents"), toArray(cudaComponents)}};
}

TransactionInfo InstallPlan::transactionInfo() const
{
    TransactionInfo info;
    info.id = id;
    info.title = title();
    info.details = summaryJson();
    info.details.insert(QStringLiteral("kind"), QStringLiteral("install"));
    if (refreshLoaderCache)
        info.refreshCommand = refreshCommand;
    return info;
}

QJsonObject InstallPlan::toJson() const
{
    QJsonArray fileArray;
    for (const PlannedFile &file : files)
        fileArray.append(fileToJson(file));
    QJsonArray removalArray;
    for (const PlannedRemoval &removal : removals)
        removalArray.append(QJsonObject{{QStringLiteral("path"), removal.path}, {QStringLiteral("version"), removal.version}});
    QJsonArray editArray;
    for (const FileEdit &edit : environmentEdits)
        editArray.append(editToJson(edit));
    QJsonArray registryArray;
    for (const RegistryEdit &edit : registryEdits)
        registryArray.append(registryEditToJson(edit));
    QJsonArray changeArray;
    for (const EnvironmentChange &change : environmentChanges)
        changeArray.append(changeToJson(change));
    QJsonObject json = summaryJson();
    json.insert(QStringLiteral("format"), 1);
    json.insert(QStringLiteral("id"), id);
    json.insert(QStringLiteral("stateFolder"), stateFolder);
    json.insert(QStringLiteral("directories"), toArray(directories));
    json.insert(QStringLiteral("files"), fileArray);
    json.insert(QStringLiteral("unchangedFiles"), unchangedFiles);
    json.insert(QStringLiteral("removals"), removalArray);
    json.insert(QStringLiteral("keptFiles"), toArray(keptFiles));
    json.insert(QStringLiteral("environmentEdits"), editArray);
    json.insert(QStringLiteral("registryEdits"), registryArray);
    json.insert(QStringLiteral("environmentChanges"), changeArray);
    json.insert(QStringLiteral("libraryPath"), libraryPathKey(libraryPath));
    json.insert(QStringLiteral("activationScript"), activationScript);
    for (const auto &[key, list] : {std::pair{QStringLiteral("frameworkChanges"), &frameworkChanges},
                                    std::pair{QStringLiteral("avoidedFrameworkChanges"), &avoidedFrameworkChanges}}) {
        QJsonArray array;
        for (const FrameworkChange &change : *list)
            array.append(change.toJson());
        json.insert(key, array);
    }
    json.insert(QStringLiteral("refreshLoaderCache"), refreshLoaderCache);
    json.insert(QStringLiteral("refreshCommand"), toArray(refreshCommand));
    json.insert(QStringLiteral("bytesNeeded"), bytesNeeded);
    json.insert(QStringLiteral("bytesAvailable"), bytesAvailable);
    json.insert(QStringLiteral("needsElevation"), needsElevation);
    json.insert(QStringLiteral("notWritable"), toArray(notWritable));
    json.insert(QStringLiteral("notes"), toArray(notes));
    json.insert(QStringLiteral("blockers"), toArray(blockers));
    return json;
}

QString InstallPlan::libraryPathKey(LibraryPathMode mode)
{
    switch (mode) {
    case LibraryPathMode::Automatic:
        return QStringLiteral("auto");
    case LibraryPathMode::Everywhere:
        return QStringLiteral("everywhere");
    case LibraryPathMode::ActivationScript:
        return QStringLiteral("activation-script");
    }
    return QString();
}

std::optional<LibraryPathMode> InstallPlan::libraryPathFromKey(const QString &key)
{
    for (const LibraryPathMode mode : {LibraryPathMode::Automatic, LibraryPathMode::Everywhere, LibraryPathMode::ActivationScript})
        if (libraryPathKey(mode) == key)
            return mode;
    return std::nullopt;
}

std::optional<InstallPlan> InstallPlan::fromJson(const QJsonObject &json, QString *error)
{
    if (json.value(QStringLiteral("format")).toInt() != 1 || json.value(QStringLiteral("id")).toString().isEmpty()
        || json.value(QStringLiteral("stateFolder")).toString().isEmpty()) {
        if (error)
            *error = InstallPlanText::tr("This is not an install plan written by cudnn-setup.");
        return std::nullopt;
    }
    InstallPlan plan;
    plan.id = json.value(QStringLiteral("id")).toString();
    plan.stateFolder = json.value(QStringLiteral("stateFolder")).toString();
    plan.archivePath = json.value(QStringLiteral("archive")).toString();
    plan.version = json.value(QStringLiteral("version")).toString();
    plan.cudaMajor = json.value(QStringLiteral("cudaMajor")).toInt();
    plan.platform = json.value(QStringLiteral("platform")).toString();
    plan.layout = InstallLayoutRules::layoutFromKey(json.value(QStringLiteral("layout")).toString())
                      .value_or(InstallLayout::IntoToolkit);
    plan.scope = json.value(QStringLiteral("scope")).toString() == QStringLiteral("system") ? InstallScope::System
                                                                                          : InstallScope::User;
    plan.targetRoot = json.value(QStringLiteral("target")).toString();
    plan.libraryFolder = json.value(QStringLiteral("libraryFolder")).toString();
    plan.includeFolder = json.value(QStringLiteral("includeFolder")).toString();
    plan.cudaRelease = json.value(QStringLiteral("cudaRelease")).toString();
    plan.cudaProfile = json.value(QStringLiteral("cudaProfile")).toString();
    plan.cudaComponents = toStringList(json.value(QStringLiteral("cudaComponents")));
    plan.directories = toStringList(json.value(QStringLiteral("directories")));
    for (const QJsonValue &file : json.value(QStringLiteral("files")).toArray())
        plan.files.append(fileFromJson(file.toObject()));
    plan.unchangedFiles = json.value(QStringLiteral("unchangedFiles")).toInt();
    for (const QJsonValue &removal : json.value(QStringLiteral("removals")).toArray())
        plan.removals.append({removal.toObject().value(QStringLiteral("path")).toString(),
                              removal.toObject().value(QStringLiteral("version")).toString()});
    plan.keptFiles = toStringList(json.value(QStringLiteral("keptFiles")));
    for (const QJsonValue &edit : json.value(QStringLiteral("environmentEdits")).toArray())
        plan.environmentEdits.append(editFromJson(edit.toObject()));
    for (const QJsonValue &edit : json.value(QStringLiteral("registryEdits")).toArray())
        plan.registryEdits.append(registryEditFromJson(edit.toObject()));
    for (const QJsonValue &change : json.value(QStringLiteral("environmentChanges")).toArray())
        plan.environmentChanges.append(changeFromJson(change.toObject()));
    plan.libraryPath = libraryPathFromKey(json.value(QStringLiteral("libraryPath")).toString()).value_or(LibraryPathMode::Everywhere);
    plan.activationScript = json.value(QStringLiteral("activationScript")).toString();
    plan.refreshLoaderCache = json.value(QStringLiteral("refreshLoaderCache")).toBool();
    plan.refreshCommand = toStringList(json.value(QStringLiteral("refreshCommand")));
    plan.bytesNeeded = json.value(QStringLiteral("bytesNeeded")).toInteger();
    plan.bytesAvailable = json.value(QStringLiteral("bytesAvailable")).toInteger(-1);
    plan.needsElevation = json.value(QStringLiteral("needsElevation")).toBool();
    plan.notWritable = toStringList(json.value(QStringLiteral("notWritable")));
    plan.notes = toStringList(json.value(QStringLiteral("notes")));
    plan.blockers = toStringList(json.value(QStringLiteral("blockers")));
    return plan;
}

} // namespace cudnnsetup
