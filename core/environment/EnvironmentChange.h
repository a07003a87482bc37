// EnvironmentChange and FileEdit: what an install changes so that programs find cuDNN, as plain
// data — which variable goes from what to what (shown on the Environment page), and which files
// are written to get there. core/install turns the edits into journaled operations.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace cudnnsetup {

enum class InstallScope { User, System };

struct EnvironmentChange
{
    QString variable;   // LD_LIBRARY_PATH, CUDNN_PATH, PATH, CUDA_PATH, "ld.so.conf"
    QString before;     // as the user's programs see it now ("" = not set)
    QString after;      // once a new shell or session starts
    QString where;      // the file or registry key that carries it
};

struct FileEdit
{
    enum class Kind {
        WholeFile,  // a file of ours: written whole, removed on undo
        EnsureLine, // one marked line in a file of the user's (a shell profile)
    };
    Kind kind = Kind::WholeFile;
    QString path;
    QByteArray content;             // WholeFile
    QString line;                   // EnsureLine
    QString keepWhileFolderHasFiles; // EnsureLine: the line stays while this folder has files
};

// A persistent Windows variable (registry) the install changes.
struct RegistryEdit
{
    enum class Kind {
        AppendToPath,       // `folder` added to Path unless an equal entry is there
        SetFolderIfMissing, // `name` = `folder` unless it already names an existing folder
    };
    Kind kind = Kind::AppendToPath;
    InstallScope scope = InstallScope::User;
    QString name;   // SetFolderIfMissing: CUDA_PATH
    QString folder; // native separators
};

struct EnvironmentPlan
{
    QList<FileEdit> edits;
    QList<RegistryEdit> registryEdits;
    bool refreshLoaderCache = false; // run ldconfig after writing (and after undoing)
    QList<EnvironmentChange> changes;
    QStringList notes;               // translated: what needed no change, and why
    QString activationScript;        // the script to source (LinuxEnvironmentRequest::activationScript); empty if none

    bool isEmpty() const { return edits.isEmpty() && registryEdits.isEmpty(); }
};

} // namespace cudnnsetup
