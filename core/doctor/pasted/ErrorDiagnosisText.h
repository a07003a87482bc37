// ErrorDiagnosisText: the human-readable form of an ErrorDiagnosis, printed by
// `cudnn-setup doctor --error-text FILE` — what was recognised in the pasted text, and for each
// cause what happened, the facts of this machine, what to do and the doctor's findings on it.
// The Doctor page's PastedErrorPanel lays the same out as a page: it takes its sentences from
// the pieces below, so that the page and the command line say the same.
#pragma once

#include "core/doctor/pasted/ErrorTextDiagnosis.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class ErrorDiagnosisText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorDiagnosisText)

public:
    static QString render(const ErrorDiagnosis &diagnosis);

    // The pieces of render(), for a front-end that lays them out itself.
    static QString recognisedHeading();                        // "Recognised in the text"
    static QString meaningHeading();                           // "What it means"
    static QString matchLine(const PastedErrorMatch &match);   // "Line 3 (error-...): the excerpt"
    // What the recogniser read out of the message, one fact each: who wrote it, the cuDNN it was
    // built with and the one it found, the file asked for, the symbol, the error code, ...
    static QStringList readFromMessage(const PastedErrorMatch &match);
    // "Read from it: built with cuDNN 9.1.0; found cuDNN 8.9.7"; empty when nothing was read.
    static QString readFromLine(const PastedErrorMatch &match);
    // What the text says outside the messages: "Also in the text: cuDNN 8.4.1; CUDA 11.7; ...";
    // empty when nothing.
    static QString textFactsLine(const PastedTextFacts &facts);
    static QString whatHappened(const ErrorCause &cause);      // "What happened: ..."
    static QString onThisComputer();                           // "On this computer:"
    static QString whatToDo(const ErrorCause &cause);          // "What to do: ..."
    static QString relatedFindingsHeading();
    static QString findingLine(const Finding &finding);        // "[Error] title  (code)"
    // The text was longer than is read: its start was read (`keptEnd` false) or its end.
    static QString inputCutNote(bool keptEnd);
    // Nothing recognised: which messages are known and to paste the whole output. Each
    // front-end adds how to check the whole setup there.
    static QString notRecognised();
};

} // namespace cudnnsetup
