// ShellProfileLines: the shell profiles the doctor reads (~/.profile, ~/.bashrc, /etc/profile.d,
// ...) and their `NAME=value` lines split into parts, for every rule that reads or rewrites a
// profile line (ShellProfileRules corrects malformed ones; FrameworkRules moves the line that
// puts a cuDNN folder on LD_LIBRARY_PATH into an activation script). Only simple lines are
// parsed: a line that does more (`;`, `&&`, command substitution) is left alone, not misread.
#pragma once

#include "core/platform/SystemPaths.h"

#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup::ShellProfileLines {

struct Profile
{
    QString path;        // where we read it
    QString shown;       // as the user knows it: ~/.bashrc, /etc/profile.d/cuda.sh
    bool shell = true;   // false for /etc/environment: pam_env reads it, no shell expands anything
    bool perUser = true; // under the home folder, which the user may rewrite
};

// One `NAME=value` line of LD_LIBRARY_PATH, PATH or CUDA_HOME split into its parts, so that a
// corrected line keeps everything else.
struct Assignment
{
    QString indent;
    QString exportWord;    // "export " or empty
    QString name;
    QString spaceBefore;   // between the name and '='
    QString spaceAfter;    // between '=' and the value
    QString value;         // as written, quotes included
    QString trailer;       // a trailing comment with the space before it, and a '\r'

    QString joined(const QString &newValue) const;
};

// The user's profiles (~/.profile, ~/.bash_profile, ~/.bashrc, ~/.zshrc), then the system's
// (/etc/profile, /etc/profile.d/*.sh, /etc/environment), whether they exist or not.
QList<Profile> profiles(const SystemPaths &paths);

std::optional<Assignment> parse(const QString &line);
// The permission bits (0644) of a profile, which a rewrite keeps.
int fileMode(const QFileInfo &info);
QString unquoted(QString text);
// The folder an entry of a value names on the checked system ($HOME, ${HOME} and ~ resolved);
// empty when it cannot be told without running the shell.
QString resolvedFolder(const QString &entry, const SystemPaths &paths);
// The entries of a value as written, quotes removed: a reference to another variable as a whole
// entry (the old $PATH) separates entries; an entry built on one ($PYENV_ROOT/bin) cannot be
// resolved without running the shell and is left out. $HOME stays for resolvedFolder().
QStringList entries(const QString &value);

} // namespace cudnnsetup::ShellProfileLines
