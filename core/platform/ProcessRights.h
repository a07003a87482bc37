// ProcessRights: what this process may do to the system as it runs now, for the choices that
// follow from it (the install scope a root shell gets without asking). Administrator rights on
// Windows, with UAC's filtered tokens, are core/platform/win/Elevation.h's business.
#pragma once

namespace cudnnsetup::ProcessRights {

// The effective user is root (uid 0). Windows has no root: always false there.
bool runsAsRoot();

} // namespace cudnnsetup::ProcessRights
