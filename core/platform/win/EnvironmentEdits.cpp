// EnvironmentEdits: see the header.
#include "core/platform/win/EnvironmentEdits.h"

#include "core/environment/PathList.h"

#include <vector>

namespace cudnnsetup::win {

namespace {

bool isStringType(DWORD type)
{
    return type == REG_SZ || type == REG_EXPAND_SZ;
}

std::wstring expanded(const std::wstring &value)
{
    const DWORD needed = ExpandEnvironmentStringsW(value.c_str(), nullptr, 0);
    if (needed == 0)
        return value;
    std::vector<wchar_t> buffer(needed + 1, L'\0');
    if (ExpandEnvironmentStringsW(value.c_str(), buffer.data(), static_cast<DWORD>(buffer.size())) == 0)
        return value;
    return std::wstring(buffer.data());
}

bool isExistingFolder(const std::wstring &path)
{
    const DWORD attributes = GetFileAttributesW(path.c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
}

// Reads Path for an edit; fills `edit` and returns false when the edit must stop.
bool readPathForEdit(const RegistryEnvironment &environment, PathEdit &edit)
{
    VariableRead read = environment.read(pathVariableName);
    edit.before = read.variable;
    edit.after = read.variable.value;
    // A Path of another type (REG_BINARY, ...) is broken or foreign: rewriting it as a string
    // would change what it is. Refuse rather than guess.
    edit.error = read.error;
    return !edit.error.failed();
}

} // namespace

PathEdit appendToPath(const RegistryEnvironment &environment, const std::wstring &folder)
{
    PathEdit edit;
    const PathListRules rules = PathListRules::windows();
    if (!PathList::canHold(folder, rules)) {
        edit.error = Win32Error::fromCode(ERROR_INVALID_NAME, L"Path entry " + folder);
        return edit;
    }
    if (!readPathForEdit(environment, edit))
        return edit;
    const std::wstring after = PathList::append(edit.before.value, folder, rules);
    if (after == edit.before.value) {
        if (!PathList::contains(after, folder, rules))
            edit.error = Win32Error::fromCode(ERROR_INVALID_NAME, L"Path entry " + folder);
        return edit;
    }
    const DWORD type = edit.before.exists ? edit.before.type : REG_EXPAND_SZ;
    edit.error = environment.write(pathVariableName, after, type);
    if (!edit.error.failed()) {
        edit.changed = true;
        edit.after = after;
    }
    return edit;
}

PathEdit removeFromPath(const RegistryEnvironment &environment, const std::wstring &folder)
{
    PathEdit edit;
    if (!readPathForEdit(environment, edit) || !edit.before.exists)
        return edit;
    const std::wstring after = PathList::remove(edit.before.value, folder, PathListRules::windows());
    if (after == edit.before.value)
        return edit;
    // Nothing of the user's is left (we created Path): no variable is what there was before.
    edit.error = after.empty() ? environment.erase(pathVariableName)
                               : environment.write(pathVariableName, after, edit.before.type);
    if (!edit.error.failed()) {
        edit.changed = true;
        edit.after = after;
    }
    return edit;
}

FolderVariableEdit setFolderVariableUnlessUsable(const RegistryEnvironment &environment,
                                                 const std::wstring &name, const std::wstring &folder)
{
    FolderVariableEdit edit;
    VariableRead read = environment.read(name);
    edit.before = read.variable;
    if (read.error.failed()) {
        edit.error = read.error;
        return edit;
    }
    if (!edit.before.exists || edit.before.value.empty()) {
        edit.outcome = FolderVariableEdit::Outcome::SetBecauseMissing;
    } else {
        const std::wstring named = edit.before.type == REG_EXPAND_SZ ? expanded(edit.before.value)
                                                                     : edit.before.value;
        if (isExistingFolder(named)) {
            edit.outcome = FolderVariableEdit::Outcome::KeptExisting;
            return edit;
        }
        edit.outcome = FolderVariableEdit::Outcome::SetBecauseFolderMissing;
    }
    const DWORD type = edit.before.exists && isStringType(edit.before.type) ? edit.before.type : REG_SZ;
    edit.error = environment.write(name, folder, type);
    return edit;
}

RestoreResult restoreIfStillOurs(const RegistryEnvironment &environment, const std::wstring &name,
                                 const std::wstring &ourValue, const EnvironmentVariable &previous)
{
    RestoreResult result;
    VariableRead read = environment.read(name);
    result.found = read.variable;
    if (read.error.failed()) {
        result.error = read.error;
        return result;
    }
    if (!read.variable.exists || read.variable.value != ourValue) {
        result.outcome = RestoreResult::Outcome::ChangedSinceLeftAlone;
        return result;
    }
    if (previous.exists) {
        result.outcome = RestoreResult::Outcome::RestoredPrevious;
        result.error = environment.write(name, previous.value,
                                         isStringType(previous.type) ? previous.type : REG_SZ);
    } else {
        result.outcome = RestoreResult::Outcome::DeletedOurs;
        result.error = environment.erase(name);
    }
    return result;
}

} // namespace cudnnsetup::win
