// PersistentEnvironment: the environment variables Windows keeps for the user and for the
// machine (in the registry), as the install planner reads them and the journaled registry edits
// change them. Only a Windows host has them. This base class is what every other host sees —
// nothing can be read (a Windows tree checked on Linux is then planned from empty values) and
// every edit fails — and tests derive from it to provide values of their own; host() is the
// real registry on Windows (RegistryPersistentEnvironment).
#pragma once

#include <QString>

namespace cudnnsetup {

enum class PersistentScope { User, Machine };

struct PersistentVariable
{
    bool exists = false;
    QString value;     // raw: %references% not expanded
    quint32 type = 0;  // the registry value type: REG_SZ (1) or REG_EXPAND_SZ (2) when it exists
};

struct PersistentEdit
{
    QString error;        // not empty: nothing was written (the system's words, for the log)
    bool changed = false; // false: there was nothing to change
};

struct PersistentRestore
{
    enum class Outcome {
        RestoredPrevious,     // it held ours: the value from before is back, with its type
        DeletedOurs,          // it held ours and did not exist before: deleted
        ChangedSinceLeftAlone // it no longer holds ours: untouched
    };
    QString error; // not empty: nothing was written
    Outcome outcome = Outcome::ChangedSinceLeftAlone;
};

class PersistentEnvironment
{
public:
    virtual ~PersistentEnvironment() = default;

    // The registry of the Windows computer this runs on; elsewhere this base class's nothing.
    static const PersistentEnvironment &host();

    // Whether there is a registry to read and edit at all.
    virtual bool isAvailable() const { return false; }
    // "HKCU\Environment", for the plan's "where" column, logs and messages: the key is the same
    // on every Windows computer, so a plan made elsewhere names it too.
    virtual QString describe(PersistentScope scope) const;

    // A variable missing, or not readable, reads as not existing.
    virtual PersistentVariable read(PersistentScope scope, const QString &name) const;
    // The rules of core/platform/win/EnvironmentEdits.h: only our entry or our value is touched.
    virtual PersistentEdit appendToPath(PersistentScope scope, const QString &folder) const;
    virtual PersistentEdit removeFromPath(PersistentScope scope, const QString &folder) const;
    virtual PersistentEdit setFolderVariableUnlessUsable(PersistentScope scope, const QString &name,
                                                         const QString &folder) const;
    virtual PersistentRestore restoreIfStillOurs(PersistentScope scope, const QString &name, const QString &ourValue,
                                                 const PersistentVariable &previous) const;
    // Tells running programs that the environment changed (WM_SETTINGCHANGE).
    virtual void announceChange() const {}
};

} // namespace cudnnsetup
