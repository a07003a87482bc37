// Elevation: whether this process may write machine-wide (Program Files, the machine's
// environment), and whether asking for elevation could help. Under UAC an administrator's
// programs run with a filtered token in which the Administrators group is deny-only: "is an
// administrator" must then be asked of the linked full token, or every admin reads as a
// standard user and the wizard would never offer "Install for all users".
#pragma once

#include "core/platform/win/Win32Error.h"

namespace cudnnsetup::win {

struct TokenAnswer
{
    bool yes = false; // meaningless when error.failed()
    Win32Error error;
};

// The process runs elevated (TokenElevation): machine-wide writes will be allowed.
TokenAnswer processIsElevated();
// The user belongs to Administrators, directly usable (elevated or UAC off) or through the
// linked token of a filtered one: elevating (a UAC prompt) would give machine-wide rights.
TokenAnswer userIsAdministrator();

} // namespace cudnnsetup::win
