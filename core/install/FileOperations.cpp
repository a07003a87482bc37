// Long because: the four file operations share the backup and in-use helpers at the top, which stay internal to this file.
#include "core/install/FileOperations.h"

#include "core/install/CrashPoint.h"
#include "core/model/ShownPath.h"
#include "core/platform/FolderPermissions.h"
#include "core/install/WindowsEnvironmentOperations.h"
#include "core/platform/FileInUse.h"
#include "core/platform/FileOps.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cudnnsetup {

namespace {

bool existsNoFollow(const QString &path)
{
    return FileFingerprint::of(path).exists();
}

// Keeps what is at `path` under `backupPath`, once: after a crash the backup may already be there.
OperationResult backUp(const QString &path, const FileFingerprint &expected, const QString &backupPath,
                       const QString &changedWhileInstalling)
{
    if (!expected.exists() || existsNoFollow(backupPath))
        return OperationResult::success();
    if (!FileFingerprint::of(path).matches(expected))
        return OperationResult::failure(changedWhileInstalling);
    FolderPermissions::makePath(QFileInfo(backupPath).absolutePath(), 0755);
    QString error;
    if (!FileOps::linkOrCopy(path, backupPath, &error))
        return OperationResult::failure(error);
    return OperationResult::success();
}

// On Windows a DLL loaded by a running program (python.exe with torch imported) cannot be
// replaced; say which program holds it, so the user knows what to close.
QString explainFailure(const QString &path, const QString &error)
{
    const FileInUse::Answer holders = FileInUse::check(path);
    if (!holders.inUse)
        return error;
    if (holders.programs.isEmpty())
        return PlaceFileOperation::tr("%1 is in use by another program (a Python or a notebook that loaded cuDNN?). "
                                      "Close it and try again.").arg(shownPath(path));
    return PlaceFileOperation::tr("%1 is in use by %2. Close that program and try again.")
        .arg(shownPath(path), holders.programs.join(QStringLiteral(", ")));
}

} // namespace

// ---- MakeDirectoryOperation -----------------------------------------------------------------

MakeDirectoryOperation::MakeDirectoryOperation(QString path)
    : m_path(std::move(path))
{
}

std::unique_ptr<MakeDirectoryOperation> MakeDirectoryOperation::fromJson(const QJsonObject &json)
{
    auto operation = std::make_unique<MakeDirectoryOperation>(json.value(QStringLiteral("path")).toString());
    operation->m_existedBefore = json.value(QStringLiteral("existedBefore")).toBool();
    return operation;
}

QString MakeDirectoryOperation::describe() const
{
    return tr("Create the folder %1").arg(shownPath(m_path));
}

void MakeDirectoryOperation::recordBefore()
{
    m_existedBefore = QFileInfo(m_path).isDir();
}

OperationResult MakeDirectoryOperation::perform(const OperationContext &)
{
    if (QFileInfo(m_path).isDir())
        return OperationResult::success();
    if (!QDir().mkdir(m_path))
        return OperationResult::failure(tr("The folder %1 could not be created.").arg(shownPath(m_path)));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
                                      | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
    return OperationResult::success();
}

UndoResult MakeDirectoryOperation::undo(const OperationContext &)
{
    if (m_existedBefore || !QFileInfo(m_path).isDir())
        return {UndoResult::Kind::NothingToUndo, {}};
    if (!QDir(m_path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        return {UndoResult::Kind::Skipped,
                tr("The folder %1 holds files added after the install; it was left in place.")
                    .arg(shownPath(m_path))};
    if (!QDir().rmdir(m_path))
        return {UndoResult::Kind::Failed, tr("The folder %1 could not be removed.").arg(shownPath(m_path))};
    return {UndoResult::Kind::Undone, {}};
}

QJsonObject MakeDirectoryOperation::toJson() const
{
    return {{QStringLiteral("kind"), kind()},
            {QStringLiteral("path"), m_path},
            {QStringLiteral("existedBefore"), m_existedBefore}};
}

// ---- PlaceFileOperation ---------------------------------------------------------------------

std::unique_ptr<PlaceFileOperation> PlaceFileOperation::fromStaging(QString source, QString destination,
                                                                    FileFingerprint incoming)
{
    std::unique_ptr<PlaceFileOperation> operation(new PlaceFileOperation);
    operation->m_source = std::move(source);
    operation->m_destination = std::move(destination);
    operation->m_incoming = std::move(incoming);
    return operation;
}

std::unique_ptr<PlaceFileOperation> PlaceFileOperation::withContent(QString destination, QByteArray content,
                                                                    int permissions)
{
    std::unique_ptr<PlaceFileOperation> operation(new PlaceFileOperation);
    operation->m_destination = std::move(destination);
    operation->m_incoming = FileFingerprint::ofContent(content);
    operation->m_content = std::move(content);
    operation->m_permissions = permissions;
    return operation;
}

std::unique_ptr<PlaceFileOperation> PlaceFileOperation::withSymlink(QString destination, QString linkText)
{
    std::unique_ptr<PlaceFileOperation> operation(new PlaceFileOperation);
    operation->m_destination = std::move(destination);
    operation->m_incoming.kind = FileFingerprint::Kind::Symlink;
    operation->m_incoming.linkText = linkText;
    operation->m_linkText = std::move(linkText);
    return operation;
}

std::unique_ptr<PlaceFileOperation> PlaceFileOperation::fromJson(const QJsonObject &json)
{
    std::unique_ptr<PlaceFileOperation> operation(new PlaceFileOperation);
    operation->m_source = json.value(QStringLiteral("source")).toString();
    operation->m_destination = json.value(QStringLiteral("destination")).toString();
    operation->m_content = json.value(QStringLiteral("content")).toString().toUtf8();
    operation->m_linkText = json.value(QStringLiteral("linkText")).toString();
    operation->m_permissions = json.value(QStringLiteral("permissions")).toInt(0644);
    operation->m_incoming = FileFingerprint::fromJson(json.value(QStringLiteral("incoming")).toObject());
    operation->m_before = FileFingerprint::fromJson(json.value(QStringLiteral("before")).toObject());
    return operation;
}

QString PlaceFileOperation::describe() const
{
    const QString where = shownPath(m_destination);
    return m_before.exists() ? tr("Replace %1").arg(where) : tr("Add %1").arg(where);
}

void PlaceFileOperation::recordBefore()
{
    m_before = FileFingerprint::of(m_destination);
}

bool PlaceFileOperation::putIncoming(QString *error) const
{
    if (!m_linkText.isEmpty())
        return FileOps::symlinkAtomically(m_linkText, m_destination, error);
    if (m_source.isEmpty())
        return FileOps::writeAtomically(m_destination, m_content, m_permissions, error);
    if (!existsNoFollow(m_source)) {
        *error = tr("The unpacked file %1 is missing; unpack the archive again.").arg(shownPath(m_source));
        return false;
    }
    // A Windows target gets a copy written in its folder, so that the file has that folder's
    // access rules (Program Files': only administrators may change it) and not the staging
    // folder's, which a moved file would keep. Backups still move back on undo: they are the
    // files that were there, with their own rules.
    if (isWindowsDrivePath(m_destination))
        return FileOps::copyThenRemove(m_source, m_destination, error);
    return FileOps::moveInto(m_source, m_destination, error);
}

OperationResult PlaceFileOperation::perform(const OperationContext &context)
{
    FileOps::removeTemporariesOf(m_destination); // of a copy a crash interrupted
    if (FileFingerprint::of(m_destination).matches(m_incoming))
        return OperationResult::success(); // done before a crash, or already identical
    const OperationResult backup = backUp(m_destination, m_before, context.backupPath,
                                          tr("%1 was changed by another program during the install.")
                                              .arg(shownPath(m_destination)));
    if (!backup.ok)
        return backup;
    crashPoint();
    QString error;
    if (!putIncoming(&error))
        return OperationResult::failure(explainFailure(m_destination, error));
    return OperationResult::success();
}

UndoResult PlaceFileOperation::undo(const OperationContext &context)
{
    FileOps::removeTemporariesOf(m_destination);
    const FileFingerprint now = FileFingerprint::of(m_destination);
    if (!now.matches(m_incoming)) {
        if (now.matches(m_before))
            return {UndoResult::Kind::NothingToUndo, {}};
        return {UndoResult::Kind::Skipped, tr("%1 was changed after the install; it was left as it is.")
                                               .arg(shownPath(m_destination))};
    }
    QString error;
    if (!m_before.exists()) {
        if (!FileOps::removeEntry(m_destination, &error))
            return {UndoResult::Kind::Failed, error};
        return {UndoResult::Kind::Undone, {}};
    }
    if (!existsNoFollow(context.backupPath))
        return {UndoResult::Kind::Failed, tr("The backup of %1 is missing (%2); the file was left as installed.")
                                              .arg(shownPath(m_destination),
                                                   shownPath(context.backupPath))};
    if (!FileOps::moveInto(context.backupPath, m_destination, &error))
        return {UndoResult::Kind::Failed, error};
    return {UndoResult::Kind::Undone, {}};
}

QJsonObject PlaceFileOperation::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), kind()},
                     {QStringLiteral("destination"), m_destination},
                     {QStringLiteral("incoming"), m_incoming.toJson()},
                     {QStringLiteral("before"), m_before.toJson()}};
    if (!m_linkText.isEmpty()) {
        json.insert(QStringLiteral("linkText"), m_linkText);
    } else if (m_source.isEmpty()) {
        json.insert(QStringLiteral("content"), QString::fromUtf8(m_content));
        json.insert(QStringLiteral("permissions"), m_permissions);
    } else {
        json.insert(QStringLiteral("source"), m_source);
    }
    return json;
}

// ---- RemoveFileOperation --------------------------------------------------------------------

RemoveFileOperation::RemoveFileOperation(QString path)
    : m_path(std::move(path))
{
}

std::unique_ptr<RemoveFileOperation> RemoveFileOperation::fromJson(const QJsonObject &json)
{
    auto operation = std::make_unique<RemoveFileOperation>(json.value(QStringLiteral("path")).toString());
    operation->m_before = FileFingerprint::fromJson(json.value(QStringLiteral("before")).toObject());
    return operation;
}

QString RemoveFileOperation::describe() const
{
    return tr("Remove %1").arg(shownPath(m_path));
}

void RemoveFileOperation::recordBefore()
{
    m_before = FileFingerprint::of(m_path);
}

OperationResult RemoveFileOperation::perform(const OperationContext &context)
{
    if (!existsNoFollow(m_path))
        return OperationResult::success();
    const OperationResult backup = backUp(m_path, m_before, context.backupPath,
                                          tr("%1 was changed by another program during the install.")
                                              .arg(shownPath(m_path)));
    if (!backup.ok)
        return backup;
    crashPoint();
    QString error;
    if (!FileOps::removeEntry(m_path, &error))
        return OperationResult::failure(explainFailure(m_path, error));
    return OperationResult::success();
}

UndoResult RemoveFileOperation::undo(const OperationContext &context)
{
    const FileFingerprint now = FileFingerprint::of(m_path);
    if (now.exists()) {
        if (now.matches(m_before))
            return {UndoResult::Kind::NothingToUndo, {}};
        return {UndoResult::Kind::Skipped, tr("%1 was created again after the install; it was left as it is.")
                                               .arg(shownPath(m_path))};
    }
    if (!m_before.exists())
        return {UndoResult::Kind::NothingToUndo, {}};
    if (!existsNoFollow(context.backupPath))
        return {UndoResult::Kind::Failed,
                tr("The backup of %1 is missing (%2).").arg(shownPath(m_path),
                                                             shownPath(context.backupPath))};
    QString error;
    if (!FileOps::moveInto(context.backupPath, m_path, &error))
        return {UndoResult::Kind::Failed, error};
    return {UndoResult::Kind::Undone, {}};
}

QJsonObject RemoveFileOperation::toJson() const
{
    return {{QStringLiteral("kind"), kind()}, {QStringLiteral("path"), m_path}, {QStringLiteral("before"), m_before.toJson()}};
}

// ---- EnsureLineOperation --------------------------------------------------------------------

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool hasLine(const QByteArray &content, const QByteArray &line)
{
    for (const QByteArray &existing : content.split('\n'))
        if (existing == line || existing == line + '\r')
            return true;
    return false;
}

QByteArray withoutLine(const QByteArray &content, const QByteArray &line)
{
    QList<QByteArray> kept;
    for (const QByteArray &existing : content.split('\n'))
        if (existing != line && existing != line + '\r')
            kept.append(existing);
    return kept.join('\n');
}

int permissionsOf(const QString &path)
{
    const QFile::Permissions p = QFileInfo(path).permissions();
    int mode = 0;
    const std::pair<QFile::Permission, int> bits[] = {
        {QFile::ReadOwner, 0400}, {QFile::WriteOwner, 0200}, {QFile::ExeOwner, 0100},
        {QFile::ReadGroup, 040},  {QFile::WriteGroup, 020},  {QFile::ExeGroup, 010},
        {QFile::ReadOther, 04},   {QFile::WriteOther, 02},   {QFile::ExeOther, 01}};
    for (const auto &[flag, value] : bits)
        if (p.testFlag(flag))
            mode |= value;
    return mode ? mode : 0644;
}

} // namespace

EnsureLineOperation::EnsureLineOperation(QString path, QString line, QString keepWhileFolderHasFiles)
    : m_path(std::move(path))
    , m_line(std::move(line))
    , m_keepWhileFolderHasFiles(std::move(keepWhileFolderHasFiles))
{
}

std::unique_ptr<EnsureLineOperation> EnsureLineOperation::fromJson(const QJsonObject &json)
{
    auto operation = std::make_unique<EnsureLineOperation>(json.value(QStringLiteral("path")).toString(),
                                                           json.value(QStringLiteral("line")).toString(),
                                                           json.value(QStringLiteral("keepWhileFolderHasFiles")).toString());
    operation->m_before = FileFingerprint::fromJson(json.value(QStringLiteral("before")).toObject());
    operation->m_hadLine = json.value(QStringLiteral("hadLine")).toBool();
    operation->m_addsSeparator = json.value(QStringLiteral("addsSeparator")).toBool();
    return operation;
}

QString EnsureLineOperation::describe() const
{
    return tr("Add one line to %1").arg(shownPath(m_path));
}

QString EnsureLineOperation::fileToEdit() const
{
    // A profile kept in a dotfiles repository is a symlink into it; replacing the link with a
    // file of ours would cut the user's profile off from their repository.
    const QString canonical = QFileInfo(m_path).canonicalFilePath();
    return canonical.isEmpty() ? m_path : canonical;
}

void EnsureLineOperation::recordBefore()
{
    const QString file = fileToEdit();
    const QByteArray content = readAll(file);
    m_before = FileFingerprint::of(file);
    m_hadLine = hasLine(content, m_line.toUtf8());
    m_addsSeparator = !content.isEmpty() && !content.endsWith('\n');
}

OperationResult EnsureLineOperation::perform(const OperationContext &context)
{
    const QString file = fileToEdit();
    const QByteArray line = m_line.toUtf8();
    const QByteArray content = readAll(file);
    if (hasLine(content, line))
        return OperationResult::success();
    const OperationResult backup = backUp(file, m_before, context.backupPath,
                                          tr("%1 was changed by another program during the install.")
                                              .arg(shownPath(m_path)));
    if (!backup.ok)
        return backup;
    crashPoint();
    QByteArray updated = content;
    if (!updated.isEmpty() && !updated.endsWith('\n'))
        updated += '\n';
    updated += line + '\n';
    QString error;
    const int permissions = m_before.exists() ? permissionsOf(file) : 0644;
    if (!FileOps::writeAtomically(file, updated, permissions, &error))
        return OperationResult::failure(error);
    return OperationResult::success();
}

UndoResult EnsureLineOperation::undo(const OperationContext &)
{
    const bool sharedLine = !m_keepWhileFolderHasFiles.isEmpty();
    if (sharedLine && !QDir(m_keepWhileFolderHasFiles).entryList(QDir::Files | QDir::NoDotAndDotDot).isEmpty())
        return {UndoResult::Kind::Kept, tr("The line in %1 stays: other installs still use it.")
                                            .arg(shownPath(m_path))};
    // A shared line goes with the last install that uses it, whichever install added it.
    if (m_hadLine && !sharedLine)
        return {UndoResult::Kind::NothingToUndo, {}};
    const QString file = fileToEdit();
    const QByteArray line = m_line.toUtf8();
    const QByteArray content = readAll(file);
    if (!hasLine(content, line))
        return {UndoResult::Kind::NothingToUndo, {}};
    QByteArray restored = withoutLine(content, line);
    // The newline we put after the user's unterminated last line goes too.
    if (m_addsSeparator && content.endsWith(line + '\n') && restored.endsWith('\n'))
        restored.chop(1);
    QString error;
    const bool ok = (!m_before.exists() && restored.trimmed().isEmpty())
                        ? FileOps::removeEntry(file, &error)
                        : FileOps::writeAtomically(file, restored, permissionsOf(file), &error);
    if (!ok)
        return {UndoResult::Kind::Failed, error};
    return {UndoResult::Kind::Undone, {}};
}

QJsonObject EnsureLineOperation::toJson() const
{
    return {{QStringLiteral("kind"), kind()},
            {QStringLiteral("path"), m_path},
            {QStringLiteral("line"), m_line},
            {QStringLiteral("keepWhileFolderHasFiles"), m_keepWhileFolderHasFiles},
            {QStringLiteral("before"), m_before.toJson()},
            {QStringLiteral("hadLine"), m_hadLine},
            {QStringLiteral("addsSeparator"), m_addsSeparator}};
}

// ---- Operation::fromJson --------------------------------------------------------------------

std::unique_ptr<Operation> Operation::fromJson(const QJsonObject &json)
{
    const QString kind = json.value(QStringLiteral("kind")).toString();
    if (kind == QStringLiteral("mkdir"))
        return MakeDirectoryOperation::fromJson(json);
    if (kind == QStringLiteral("place"))
        return PlaceFileOperation::fromJson(json);
    if (kind == QStringLiteral("remove"))
        return RemoveFileOperation::fromJson(json);
    if (kind == QStringLiteral("ensure-line"))
        return EnsureLineOperation::fromJson(json);
    if (kind == QStringLiteral("registry"))
        return RegistryEditOperation::fromJson(json);
    return nullptr;
}

} // namespace cudnnsetup
