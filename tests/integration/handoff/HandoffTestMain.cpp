// The hand-off tests need a Qt event loop (timers, QFileSystemWatcher, QFutureWatcher), so this
// main() creates a QCoreApplication first. gtest_main is a static archive: with main() defined
// here, the linker never pulls its own in.
#include <QCoreApplication>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
