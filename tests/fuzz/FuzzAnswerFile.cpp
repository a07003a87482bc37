// Fuzz target: the answer file of unattended provisioning (INI, written by hand by IT staff and
// by templating tools). Every refusal must name a line inside the file (or 0 for the file as a
// whole) and say what is wrong; an accepted file must hold no conflicting choices.
#include "FuzzSupport.h"

#include "core/provision/AnswerFile.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content = fuzz::bytes(data, size);
    const AnswerFileResult result = AnswerFile::parse(content);
    const int lines = int(content.count('\n')) + 1;
    int previousLine = 0;
    for (const AnswerFileError &error : result.errors) {
        FUZZ_CHECK(error.line >= 0 && error.line <= lines);
        FUZZ_CHECK(error.line >= previousLine);   // "in line order"
        FUZZ_CHECK(!error.message.isEmpty());
        FUZZ_CHECK(!error.toString(QStringLiteral("answers.ini")).isEmpty());
        previousLine = error.line;
    }
    if (result.ok())
        FUZZ_CHECK(result.choices.conflicts().isEmpty());
    return 0;
}
