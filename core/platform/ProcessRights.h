// ProcessRights: what this process may do to the system as it runs now, for the choices that
// follow from it (the install scope a root shell gets without asking, which records it may
// believe). Administrator rights on Windows, with UAC's filtered tokens, are
// core/platform/win/Elevation.h's business.
#pragma once

namespace cudnnsetup::ProcessRights {

// The effective user is root (uid 0). Windows has no root: always false there.
bool runsAsRoot();

// The process acts with the administrator's rights over the whole machine: root on Linux; on
// Windows an elevated token (UAC's full token, or an administrator's with UAC off). Such a
// process must not be steered by anything the ordinary user can write, and on Windows that
// user's own SID is no protection: the same user's unelevated programs run under it. When the
// token cannot be asked, the answer is yes (the stricter choice).
bool runsElevated();

} // namespace cudnnsetup::ProcessRights
