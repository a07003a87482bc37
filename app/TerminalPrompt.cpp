#include "app/TerminalPrompt.h"

#include <QAuthenticator>
#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#else
#include <termios.h>
#include <unistd.h>
#endif

namespace cudnnsetup {

namespace {

bool stdinIsTerminal()
{
#ifdef _WIN32
    return _isatty(_fileno(stdin)) != 0;
#else
    return isatty(fileno(stdin)) != 0;
#endif
}

void setEcho(bool on)
{
#ifdef _WIN32
    HANDLE input = GetStdHandle(STD_INPUT_HANDLE);
    DWORD mode = 0;
    GetConsoleMode(input, &mode);
    SetConsoleMode(input, on ? (mode | ENABLE_ECHO_INPUT) : (mode & ~DWORD(ENABLE_ECHO_INPUT)));
#else
    termios settings{};
    tcgetattr(STDIN_FILENO, &settings);
    if (on)
        settings.c_lflag |= ECHO;
    else
        settings.c_lflag &= ~tcflag_t(ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &settings);
#endif
}

} // namespace

bool TerminalPrompt::askProxyCredentials(const QString &proxyHost, QAuthenticator *authenticator)
{
    if (!stdinIsTerminal())
        return false;
    std::fprintf(stderr, "%s", qPrintable(QCoreApplication::translate("TerminalPrompt", "The proxy %1 asks for your proxy account.\nUser name: ").arg(proxyHost)));
    std::string user;
    std::getline(std::cin, user);
    std::fprintf(stderr, "%s", qPrintable(QCoreApplication::translate("TerminalPrompt", "Password: ")));
    setEcho(false);
    std::string password;
    std::getline(std::cin, password);
    setEcho(true);
    std::fprintf(stderr, "\n");
    authenticator->setUser(QString::fromStdString(user));
    authenticator->setPassword(QString::fromStdString(password));
    return !user.empty();
}

} // namespace cudnnsetup
