// FindingFix: the automatic fix of one finding, as plain data. The rules describe a fix while
// they diagnose (they hold the facts: which link, which line, which folder) but change nothing;
// DoctorFixer turns the steps into journaled operations, so every fix can be undone.
//
// `safe` marks a fix that only restores what the user evidently meant and cannot make a working
// program load something else: recreating a missing or dangling cuDNN link, turning a
// byte-identical copy back into a link, correcting a malformed profile line, adding a cuDNN
// folder to the search path when no copy of that major is visible at all (nothing loads it now).
// "Fix all safe ones" applies only those; a fix that can change which cuDNN a working program
// loads (a copy that would then shadow another) runs only when the user asks for it by name.
#pragma once

#include "core/environment/EnvironmentChange.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cudnnsetup {

struct FixStep
{
    enum class Kind {
        MakeSymlink,   // path -> linkText, replacing what is there (kept as a backup)
        RemoveFile,    // path removed (kept as a backup)
        WriteFile,     // path gets `content` whole: a file of ours, or a profile with one line corrected
        EnsureLine,    // `line` added to the text file at path unless there (a shell profile)
        RegistryEdit,  // `registry`, on Windows only
    };

    Kind kind = Kind::WriteFile;
    QString path;
    QString linkText;                // MakeSymlink
    QByteArray content;              // WriteFile
    int permissions = 0644;          // WriteFile: keep the permissions of the file it replaces
    QString line;                    // EnsureLine
    QString keepWhileFolderHasFiles; // EnsureLine: see EnsureLineOperation
    RegistryEdit registry;           // RegistryEdit

    static FixStep symlink(QString path, QString linkText);
    static FixStep remove(QString path);
    static FixStep write(QString path, QByteArray content, int permissions = 0644);
    static FixStep ensureLine(QString path, QString line, QString keepWhileFolderHasFiles = {});
    static FixStep registryEdit(RegistryEdit edit);
    // The file edits and registry edits of an environment plan (LinuxEnvironment, WindowsEnvironment).
    static QList<FixStep> fromEnvironmentPlan(const EnvironmentPlan &plan);

    static QString kindKey(Kind kind);   // "symlink", "remove", "write", "ensure-line", "registry"
    QJsonObject toJson() const;
};

struct FindingFix
{
    bool safe = false;
    QString description;    // translated: what the fix will do, in one or two sentences
    QList<FixStep> steps;

    bool available() const { return !steps.isEmpty(); }
    QJsonObject toJson() const;
};

} // namespace cudnnsetup
