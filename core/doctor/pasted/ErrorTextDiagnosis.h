// ErrorTextDiagnosis: repair mode's "I got this error". The user pastes the message a framework,
// cuDNN or the loader printed; PastedErrorRecogniser finds the known messages in it, and this
// ties each one to the scan of this machine — which cuDNN copy has the version the message
// names, which file the loader would pick, what is on LD_LIBRARY_PATH, the GPUs, the doctor's
// findings — and says in plain words what happened and what to do (the wording of each cause:
// CudnnReleaseCauses and LoadFailureCauses). Pure analysis, like Doctor: it runs nothing and
// changes nothing. `cudnn-setup doctor --error-text FILE` prints it (ErrorDiagnosisText;
// docs/doctor-json.md, "Pasted error messages"), and a wizard page can show the same causes.
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedTextFacts.h"
#include "core/model/SystemReport.h"
#include "core/model/Verdict.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

// One thing that went wrong, explained. Several recognised lines can tell of one cause
// (TensorFlow's "Could not load dynamic library" is followed by "Cannot dlopen some GPU
// libraries"); a paste can also hold several unrelated causes, hence a list of them.
struct ErrorCause
{
    // What the cause is about. A look-alike is "not a cuDNN installation problem" and says what
    // the problem is instead; CUDA's own libraries missing are a look-alike too, unless the same
    // text also tells of a cuDNN problem (then they are one more part of a GPU setup to fix).
    enum class Family { Cudnn, Cuda, NotCudnn };

    QString code;                       // the code of the main message (PastedErrorMatch::code), except
                                        // error-not-cudnn-cuda-library for CUDA's libraries alone
    Family family = Family::Cudnn;
    Verdict::Severity severity = Verdict::Severity::Error;   // Info for a harmless message
    QString title;                      // one line, translated
    QString whatHappened;               // translated, plain words, tied to this machine
    QString whatToDo;                   // translated: the steps, for this machine when it can tell
    QStringList evidence;               // facts of this machine: copies, the loader's pick, variables, GPUs
    QList<int> matches;                 // indexes into ErrorDiagnosis::recognised, the main one first
    QList<Finding> relatedFindings;     // the doctor's problems on this machine that bear on it

    // Appends the facts not already in `evidence`.
    void addEvidence(const QStringList &facts);
    QJsonObject toJson() const;
    // "cudnn", "cuda", "not-cudnn".
    static QString familyKey(Family family);
};

struct ErrorDiagnosis
{
    static constexpr const char *kSchema = "cudnn-setup-error-text/1";

    QList<PastedErrorMatch> recognised;   // every recognised message, in text order
    QList<ErrorCause> causes;             // errors before warnings, then in text order
    PastedTextFacts textFacts;            // what the text says about its computer outside the messages
    QString pythonEnvironment;            // the site-packages folder the pasted traceback names, or empty
    bool pythonEnvironmentHere = false;   // whether that folder exists on the checked machine
    bool inputCut = false;                // the text was longer than PastedErrorText::kLimit
    bool inputCutKeptEnd = false;         // and what was read is its end (a log file: ErrorLogFile)

    bool recognisedAny() const { return !recognised.isEmpty(); }
    // Something recognised and explained (a cause is a Warning or an Error, or an Info cause that
    // says a message is harmless).
    bool hasProblem() const { return !causes.isEmpty(); }
    QJsonObject toJson() const;
};

class ErrorTextDiagnosis
{
    Q_DECLARE_TR_FUNCTIONS(ErrorTextDiagnosis)

public:
    // `pasted` as the user gave it (PastedErrorText::decode for bytes); `report` and `paths` as
    // for Doctor::diagnose, whose findings on the machine are taken into account (computed here
    // unless the caller has them already).
    static ErrorDiagnosis diagnose(const QString &pasted, const SystemReport &report, const SystemPaths &paths);
    static ErrorDiagnosis diagnose(const QString &pasted, const SystemReport &report, const SystemPaths &paths,
                                   const DoctorReport &doctor);
};

} // namespace cudnnsetup
