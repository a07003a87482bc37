// download_restart_helper: a separate process that starts a download and is killed by the test
// half-way, as when a student closes the wizard or the machine loses power. The test then
// resumes the .part it left with a new Downloader. Prints "bytes N" lines as data arrives.
// Usage: download_restart_helper URL CACHE_DIR FILE_NAME SHA256 SIZE
#include "core/acquire/download/Downloader.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6) {
        std::fprintf(stderr, "usage: download_restart_helper URL CACHE_DIR FILE_NAME SHA256 SIZE\n");
        return 2;
    }
    cudnnsetup::DownloadRequest request;
    request.url = QUrl(args.at(1));
    request.cacheDir = args.at(2);
    request.expected.fileName = args.at(3);
    request.expected.sha256 = args.at(4).toLatin1();
    request.expected.size = args.at(5).toLongLong();
    request.allowInsecureHttp = true;
    request.proxy.mode = cudnnsetup::ProxySettings::Mode::None;

    cudnnsetup::Downloader downloader;
    QObject::connect(&downloader, &cudnnsetup::Downloader::progress, [](qint64 received, qint64, double, int) {
        std::printf("bytes %lld\n", static_cast<long long>(received));
        std::fflush(stdout);
    });
    QObject::connect(&downloader, &cudnnsetup::Downloader::finished, &app, [&](const cudnnsetup::DownloadResult &result) {
        std::printf("finished %d\n", result.ok ? 1 : 0);
        app.exit(result.ok ? 0 : 1);
    });
    downloader.start(request);
    return app.exec();
}
