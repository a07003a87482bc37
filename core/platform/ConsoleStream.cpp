#include "core/platform/ConsoleStream.h"

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace cudnnsetup::ConsoleStream {

namespace {

#ifdef _WIN32
// The console behind a stream, or nullptr when the stream goes to a pipe or a file.
HANDLE consoleOf(std::FILE *stream)
{
    const HANDLE handle = reinterpret_cast<HANDLE>(_get_osfhandle(_fileno(stream)));
    DWORD mode = 0;
    if (handle == INVALID_HANDLE_VALUE || handle == nullptr || !GetConsoleMode(handle, &mode))
        return nullptr;
    return handle;
}
#endif

} // namespace

void writeBytes(std::FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void write(std::FILE *stream, const QString &text)
{
#ifdef _WIN32
    if (const HANDLE console = consoleOf(stream)) {
        std::fflush(stream);
        const auto *characters = reinterpret_cast<const wchar_t *>(text.utf16());
        qsizetype left = text.size();
        while (left > 0) {
            DWORD written = 0;
            const DWORD chunk = DWORD(qMin<qsizetype>(left, 16384));
            if (!WriteConsoleW(console, characters, chunk, &written, nullptr) || written == 0)
                break;
            characters += written;
            left -= written;
        }
        return;
    }
    writeBytes(stream, text.toUtf8());
#else
    writeBytes(stream, text.toUtf8());
#endif
}

bool isTerminal(std::FILE *stream)
{
#ifdef _WIN32
    return consoleOf(stream) != nullptr;
#else
    return isatty(fileno(stream)) != 0;
#endif
}

bool understandsEscapeSequences(std::FILE *stream)
{
#ifdef _WIN32
    const HANDLE console = consoleOf(stream);
    DWORD mode = 0;
    if (!console || !GetConsoleMode(console, &mode))
        return false;
    return (mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING) != 0
           || SetConsoleMode(console, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING) != 0;
#else
    return isTerminal(stream);
#endif
}

} // namespace cudnnsetup::ConsoleStream
