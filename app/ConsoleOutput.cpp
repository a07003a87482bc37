#include "app/ConsoleOutput.h"

#include "core/model/DataSize.h"

#include "core/platform/ConsoleStream.h"

#include <QCoreApplication>
#include <QStringList>

namespace cudnnsetup {

namespace {
int g_lastPercent = -1;
bool g_lineOpen = false;
int g_openLineLength = 0;
} // namespace

void ConsoleOutput::outBytes(const QByteArray &bytes)
{
    ConsoleStream::writeBytes(stdout, bytes);
}

void ConsoleOutput::out(const QString &text)
{
    ConsoleStream::write(stdout, text);
}

void ConsoleOutput::error(const QString &line)
{
    endProgress();
    ConsoleStream::write(stderr, line + u'\n');
}

void ConsoleOutput::noteOnce(const QString &text)
{
    static QStringList said;
    if (text.isEmpty() || said.contains(text))
        return;
    said.append(text);
    error(QCoreApplication::translate("cudnnsetup::ConsoleOutput", "Note: %1").arg(text));
}

bool ConsoleOutput::stderrIsTerminal()
{
    return ConsoleStream::isTerminal(stderr);
}

void ConsoleOutput::progress(const QString &line, int percent)
{
    if (stderrIsTerminal()) {
        // A console without escape sequences (before Windows 10) gets the old line blanked out.
        static const bool erases = ConsoleStream::understandsEscapeSequences(stderr);
        QString text = u'\r' + line;
        if (erases)
            text = QStringLiteral("\r\x1b[K") + line;
        else if (line.size() < g_openLineLength)
            text += QString(g_openLineLength - line.size(), u' ');
        ConsoleStream::write(stderr, text);
        g_lineOpen = true;
        g_openLineLength = int(line.size());
        return;
    }
    if (percent == g_lastPercent)
        return;
    g_lastPercent = percent;
    ConsoleStream::write(stderr, line + u'\n');
}

void ConsoleOutput::endProgress()
{
    if (g_lineOpen) {
        ConsoleStream::write(stderr, QStringLiteral("\n"));
        g_lineOpen = false;
        g_openLineLength = 0;
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
