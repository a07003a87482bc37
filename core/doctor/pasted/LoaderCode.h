// LoaderCode: what the Windows loader's error codes mean for a DLL that failed to load — 126 (it,
// or a DLL it needs, was not found), 127 (a function it needs is missing from a DLL it loaded:
// usually parts of two releases), 193 (not a 64-bit DLL for this processor), 1455 (the paging
// file is too small: memory, not a missing file) — and the code behind Windows' own words, which
// Python and the frameworks print in the language of Windows ("找不到指定的模块。", "La procédure
// spécifiée est introuvable.") and sometimes without the number.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace cudnnsetup {

class LoaderCode
{
    Q_DECLARE_TR_FUNCTIONS(LoaderCode)

public:
    static constexpr int kModuleNotFound = 126;
    static constexpr int kProcedureNotFound = 127;
    static constexpr int kBadExecutable = 193;
    static constexpr int kPagingFileTooSmall = 1455;

    // The code whose system message (English, Chinese, French, German, Russian, Spanish,
    // Japanese, Korean, Portuguese, Italian) appears in `text`; 0 when none does.
    static int fromWindowsWords(QStringView text);

    // One translated sentence: what `code` means when loading `library`. Empty for a code this
    // does not know.
    static QString meaning(int code, const QString &library);
};

} // namespace cudnnsetup
