// ErrorLogFile: the text of a log a user saved, read for repair mode's "I got this error" — by
// `cudnn-setup doctor --error-text FILE` and by the Doctor page's "Open a log file…". A log can
// be large (a whole training run); the error that ended the program is at its end, so of a file
// larger than PastedErrorText::kLimit only the last kLimit bytes are read, decoded as the file's
// start says (PastedErrorText::decodeTail: a UTF-16 log of PowerShell keeps working).
// Never throws: a folder, a missing or unreadable file gives `problem` in words.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ErrorLogFile
{
    Q_DECLARE_TR_FUNCTIONS(ErrorLogFile)

public:
    static ErrorLogFile read(const QString &path);

    QString path;
    QString text;          // decoded, not normalised; empty when `problem` is set
    qint64 size = 0;       // of the file, in bytes
    bool cut = false;      // the file is larger than PastedErrorText::kLimit: `text` is its end
                           // (ErrorDiagnosisText::inputCutNote says so), or for a pipe, which
                           // has no end to seek to, its start
    bool binary = false;   // the bytes are not text (PastedErrorText::looksLikeBinary)
    QString problem;       // why it could not be read, translated; empty when it was

    bool ok() const { return problem.isEmpty(); }
    bool keptEnd() const { return cut && size > 0; }
};

} // namespace cudnnsetup
