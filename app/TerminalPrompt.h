// TerminalPrompt: asks the person at the terminal for their proxy's user name and password
// (never echoed, never stored) when a proxy answers 407. Without a terminal nothing is asked
// and the download fails with a proxy error that says so.
#pragma once

#include <QString>

class QAuthenticator;

namespace cudnnsetup {

class TerminalPrompt
{
public:
    static bool askProxyCredentials(const QString &proxyHost, QAuthenticator *authenticator);
};

} // namespace cudnnsetup
