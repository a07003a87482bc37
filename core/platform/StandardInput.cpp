#include "core/platform/StandardInput.h"

#include <cstdio>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

namespace cudnnsetup::StandardInput {

QByteArray read(qsizetype limit)
{
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    QByteArray bytes;
    char buffer[64 * 1024];
    while (bytes.size() < limit) {
        const std::size_t wanted = std::size_t(qMin<qsizetype>(qsizetype(sizeof buffer), limit - bytes.size()));
        const std::size_t got = std::fread(buffer, 1, wanted, stdin);
        bytes.append(buffer, qsizetype(got));
        if (got < wanted)
            break;   // the end of the input, or an error reading it
    }
    return bytes;
}

} // namespace cudnnsetup::StandardInput
