#include "app/TerminalPrompt.h"

#include "core/platform/TerminalInput.h"

#include <QAuthenticator>
#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

namespace cudnnsetup {

bool TerminalPrompt::askProxyCredentials(const QString &proxyHost, QAuthenticator *authenticator)
{
    if (!TerminalInput::isTerminal())
        return false;
    std::fprintf(stderr, "%s", qPrintable(QCoreApplication::translate("TerminalPrompt", "The proxy %1 asks for your proxy account.\nUser name: ").arg(proxyHost)));
    std::string user;
    std::getline(std::cin, user);
    std::fprintf(stderr, "%s", qPrintable(QCoreApplication::translate("TerminalPrompt", "Password: ")));
    TerminalInput::setEcho(false);
    std::string password;
    std::getline(std::cin, password);
    TerminalInput::setEcho(true);
    std::fprintf(stderr, "\n");
    authenticator->setUser(QString::fromStdString(user));
    authenticator->setPassword(QString::fromStdString(password));
    return !user.empty();
}

} // namespace cudnnsetup
