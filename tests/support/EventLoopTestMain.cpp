// The main() of the suites whose code under test needs a Qt event loop (timers,
// QFileSystemWatcher, QFutureWatcher, queued signals): a QCoreApplication first. gtest_main is a
// static archive: with main() defined here, the linker never pulls its own in.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
