// SystemPaths: where the fixed system locations of a scan are. Every hard-coded location
// (/usr/local/cuda, /etc/ld.so.conf, C:\Program Files\...) goes through here, so a --sysroot
// points the whole scan at a prepared tree or a mounted image. Environment variables are not
// re-rooted: they come from the (given) process environment as they are.
#pragma once

#include "core/platform/HostPlatform.h"

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class SystemPaths
{
public:
    SystemPaths(QString sysroot, HostPlatform platform, QProcessEnvironment environment);

    const QString &sysroot() const { return m_sysroot; }
    const HostPlatform &platform() const { return m_platform; }
    const QProcessEnvironment &environment() const { return m_environment; }

    // A fixed location of the target system, re-rooted under the sysroot. Linux paths start
    // with '/'; Windows paths may start with a drive ("C:/Windows/System32"), which the sysroot
    // replaces.
    QString system(const QString &absolutePath) const;
    // C:\Program Files (from %ProgramW6432% / %ProgramFiles% on the live system).
    QString windowsProgramFiles() const;
    // C:\Windows\System32 (from %SystemRoot%).
    QString windowsSystem32() const;

    // An environment variable split into folders with the target platform's separator;
    // empty entries are dropped (the doctor reports them, the scan only searches).
    QStringList searchPathVariable(const QString &name) const;
    QChar listSeparator() const { return m_platform.isWindows() ? u';' : u':'; }
    // A path as the environment writes it (USERPROFILE=C:\Users\ana, HOME=/home/ana), where to
    // look at it from here: with slashes, and a drive path of a Windows tree re-rooted under the sysroot.
    QString environmentPath(const QString &written) const;
    // Whether the scan looks at the machine it runs on (no sysroot, same OS family).
    bool isLiveSystem() const;

private:
    QString m_sysroot;
    HostPlatform m_platform;
    QProcessEnvironment m_environment;
};

} // namespace cudnnsetup
