// The download suites' main: the Downloader needs a QCoreApplication and its event loop (the
// tests wait with QSignalSpy::wait). Defining main here keeps gtest_main's (a static archive)
// out of the link. Proxy variables are cleared so that a proxy configured on the machine
// running the tests cannot reroute requests meant for 127.0.0.1.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    for (const char *name : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
        qunsetenv(name);
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
