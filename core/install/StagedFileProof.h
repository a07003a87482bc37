// StagedFileProof: the administrator's half installs nothing it read from a folder the user can
// write. Every staged file of a vetted plan (ElevatedPlanRules) is copied into a staging folder of
// this process's own — opened with no link followed on its way, regular files only, never more
// bytes read than the plan says — and its size and SHA-256 checked against the plan's while it is
// copied. The plan then points at those copies (owned by this process, mode 0644, or 0755 for a
// file anyone may execute), and the links the archive has are made by this process from their
// checked text. A file swapped after the preview, a link put in its place, or a short or long
// file refuses the whole install before the first change.
#pragma once

#include "core/install/InstallPlan.h"

#include <QCoreApplication>

#include <atomic>

namespace cudnnsetup {

class StagedFileProof
{
    Q_DECLARE_TR_FUNCTIONS(StagedFileProof)

public:
    // `ownStaging` must not exist yet; its parent must. False with `refusal` (translated): what
    // was copied is removed again and nothing else was touched.
    static bool takeOver(InstallPlan &plan, const QString &ownStaging, const std::atomic_bool *cancel, QString *refusal);
};

} // namespace cudnnsetup
