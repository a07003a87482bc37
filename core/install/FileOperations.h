// FileOperations: the journaled operations on files and folders. Each remembers what was at its
// path before (FileFingerprint) and keeps overwritten or removed files in the transaction's
// backup folder — as a hard link where it can, so a backup costs no copy — until the install is
// uninstalled. Files are put in place with one atomic rename, never written where they end up:
// a staged file is moved there, or on Windows copied to a temporary name beside it first (so
// that it gets its new folder's access rules) and the staged one removed.
#pragma once

#include "core/install/FileFingerprint.h"
#include "core/install/Operation.h"

#include <QByteArray>
#include <QString>

namespace cudnnsetup {

// Creates one folder (parents come as their own operations, earlier in the plan).
class MakeDirectoryOperation : public Operation
{
    Q_DECLARE_TR_FUNCTIONS(MakeDirectoryOperation)

public:
    explicit MakeDirectoryOperation(QString path);
    static std::unique_ptr<MakeDirectoryOperation> fromJson(const QJsonObject &json);

    QString kind() const override { return QStringLiteral("mkdir"); }
    QString describe() const override;
    QString path() const override { return m_path; }
    void recordBefore() override;
    OperationResult perform(const OperationContext &context) override;
    UndoResult undo(const OperationContext &context) override;
    QJsonObject toJson() const override;

private:
    QString m_path;
    bool m_existedBefore = false;
};

// Puts a new file or symlink at a path, replacing what was there (after backing it up). The
// incoming entry is either an unpacked file taken from the staging folder (moved; copied, then
// removed there, for a Windows path) or content we write.
class PlaceFileOperation : public Operation
{
    Q_DECLARE_TR_FUNCTIONS(PlaceFileOperation)

public:
    // An unpacked file or symlink at `source`, expected to look like `incoming`.
    static std::unique_ptr<PlaceFileOperation> fromStaging(QString source, QString destination,
                                                           FileFingerprint incoming);
    // A file of ours (a profile snippet, a loader config) with this content and permissions.
    static std::unique_ptr<PlaceFileOperation> withContent(QString destination, QByteArray content,
                                                           int permissions = 0644);
    // A symbolic link whose text is `linkText` (the doctor's repair of a broken cuDNN link chain).
    static std::unique_ptr<PlaceFileOperation> withSymlink(QString destination, QString linkText);
    static std::unique_ptr<PlaceFileOperation> fromJson(const QJsonObject &json);

    QString kind() const override { return QStringLiteral("place"); }
    QString describe() const override;
    QString path() const override { return m_destination; }
    void recordBefore() override;
    OperationResult perform(const OperationContext &context) override;
    UndoResult undo(const OperationContext &context) override;
    QJsonObject toJson() const override;

    const FileFingerprint &before() const { return m_before; }
    const FileFingerprint &incoming() const { return m_incoming; }

private:
    PlaceFileOperation() = default;
    bool putIncoming(QString *error) const;

    QString m_source; // empty when the content is ours
    QString m_destination;
    QByteArray m_content;
    QString m_linkText; // a link of ours; empty for a file
    int m_permissions = 0644;
    FileFingerprint m_incoming;
    FileFingerprint m_before;
};

// Removes a file or symlink (a stale sub-library of an older cuDNN), keeping it as a backup.
class RemoveFileOperation : public Operation
{
    Q_DECLARE_TR_FUNCTIONS(RemoveFileOperation)

public:
    explicit RemoveFileOperation(QString path);
    static std::unique_ptr<RemoveFileOperation> fromJson(const QJsonObject &json);

    QString kind() const override { return QStringLiteral("remove"); }
    QString describe() const override;
    QString path() const override { return m_path; }
    void recordBefore() override;
    OperationResult perform(const OperationContext &context) override;
    UndoResult undo(const OperationContext &context) override;
    QJsonObject toJson() const override;

private:
    QString m_path;
    FileFingerprint m_before;
};

// Adds one line to a text file the user owns (a shell profile) unless it is already there;
// undo removes that exact line and nothing else, so the user's own edits since survive. A line
// shared by several installs (`keepWhileFolderHasFiles`: the folder of the snippets it sources)
// stays while that folder holds files and goes with the last install, whichever added it.
class EnsureLineOperation : public Operation
{
    Q_DECLARE_TR_FUNCTIONS(EnsureLineOperation)

public:
    EnsureLineOperation(QString path, QString line, QString keepWhileFolderHasFiles = {});
    static std::unique_ptr<EnsureLineOperation> fromJson(const QJsonObject &json);

    QString kind() const override { return QStringLiteral("ensure-line"); }
    QString describe() const override;
    QString path() const override { return m_path; }
    void recordBefore() override;
    OperationResult perform(const OperationContext &context) override;
    UndoResult undo(const OperationContext &context) override;
    QJsonObject toJson() const override;

private:
    QString fileToEdit() const;

    QString m_path;
    QString m_line;
    QString m_keepWhileFolderHasFiles;
    FileFingerprint m_before;
    bool m_hadLine = false;
    bool m_addsSeparator = false; // the file did not end with a newline: we add one before ours
};

} // namespace cudnnsetup
