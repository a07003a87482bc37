// PastedMessageKinds: the kinds of message PastedErrorRecogniser knows, one table per family —
// the frameworks' cuDNN version checks and cuDNN's own status words (PastedCudnnMessages.cpp),
// libraries that could not be loaded, read by structure (PastedLoadMessages.cpp), the look-alikes
// that are not cuDNN problems (PastedLookAlikeMessages.cpp) — and the helpers they share. Internal
// to the recogniser: nothing outside core/doctor/pasted/Pasted*.cpp includes it.
#pragma once

#include "core/doctor/pasted/PastedErrorRecogniser.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <functional>

namespace cudnnsetup::pasted {

// Where a recognised message sits in the text; `read` may widen it to the whole message (the
// "Could not load library X. Error:" before an undefined symbol), so that no other kind reads the
// same words again.
struct Span
{
    qsizetype start = 0;
    qsizetype end = 0;
};

// One kind of message: a pattern that starts with (or is anchored on) its fixed words, so that a
// megabyte of text is searched quickly, and what to read from a match. `read` fills in the code
// and the fields and returns false for a match that is not ours after all (TensorRT's optional
// libnvinfer, an undefined symbol of another library).
struct MessageKind
{
    QRegularExpression pattern;
    std::function<bool(const QRegularExpressionMatch &, const QString &text, Span &, PastedErrorMatch &)> read;
};

// In order of precedence: where two matches overlap, the one listed first is kept.
QList<MessageKind> cudnnMessageKinds();       // framework version checks, undefined symbols, cuDNN's status words
QList<MessageKind> loadFailureKinds();        // a library that could not be loaded, by structure
QList<MessageKind> lookAlikeKinds();          // not cuDNN problems: memory, GPU architecture, driver, NCCL, ...
QList<MessageKind> supportingKinds();         // "DNN library initialization failed" and the like

QRegularExpression pattern(const QString &expression);

// The code of "a library could not be loaded": from what the library is (PastedLibraryName), the
// loader's code and the file the loader missed. Sets code, cudnnMajor and cudaMajor; false for a
// library whose failure is no problem (TensorRT) or says nothing (a framework's own GPU library
// without a code).
bool classifyLoadFailure(PastedErrorMatch &match);

// "libnvrtc.so.12" out of "libnvrtc.so.12: cannot open shared object file: No such file or directory".
QString fileTheLoaderMissed(const QString &loaderMessage);

// The line of `text` around `position`, at most `limit` characters either side: [start, end).
Span lineAround(const QString &text, qsizetype position, qsizetype limit = 1000);

// The Windows error code a message gives as a number ("error code 126", "[WinError 126]",
// "(error code is 126)") or, failing that, in Windows' own words (LoaderCode).
int loaderCodeIn(QStringView text);

} // namespace cudnnsetup::pasted
