#include "app/ConsoleOutput.h"

#include "core/model/DataSize.h"

#include <cstdio>

#ifdef _WIN32
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

namespace cudnnsetup {

namespace {
int g_lastPercent = -1;
bool g_lineOpen = false;
} // namespace

void ConsoleOutput::outBytes(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void ConsoleOutput::out(const QString &text)
{
    outBytes(text.toLocal8Bit());
}

void ConsoleOutput::error(const QString &line)
{
    endProgress();
    const QByteArray bytes = line.toLocal8Bit() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

bool ConsoleOutput::stderrIsTerminal()
{
    return isatty(fileno(stderr)) != 0;
}

void ConsoleOutput::progress(const QString &line, int percent)
{
    if (stderrIsTerminal()) {
        const QByteArray bytes = "\r\x1b[K" + line.toLocal8Bit();
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
        std::fflush(stderr);
        g_lineOpen = true;
        return;
    }
    if (percent == g_lastPercent)
        return;
    g_lastPercent = percent;
    const QByteArray bytes = line.toLocal8Bit() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

void ConsoleOutput::endProgress()
{
    if (g_lineOpen) {
        std::fputc('\n', stderr);
        g_lineOpen = false;
    }
    g_lastPercent = -1;
}

void ConsoleOutput::downloadProgress(const QString &fileName, qint64 received, qint64 total, double bytesPerSecond,
                                     int secondsLeft)
{
    const int percent = total > 0 ? int(received * 100 / total) : 0;
    QString line = tr("%1% of %2, %3/s, %4 s left")
                       .arg(percent)
                       .arg(total > 0 ? dataSizeText(total) : tr("?"), dataSizeText(qint64(bytesPerSecond)),
                            secondsLeft >= 0 ? QString::number(secondsLeft) : tr("?"));
    if (!fileName.isEmpty())
        line = tr("%1: %2").arg(fileName, line);
    progress(line, percent);
}

} // namespace cudnnsetup
