// PastedErrorPanel: the Doctor page's "I got an error message". The user pastes the message a
// framework, cuDNN or the loader printed (or opens the log it is in), and the panel shows what
// each recognised message means on this computer and what to do — the same core code and the
// same sentences as `cudnn-setup doctor --error-text` (ErrorTextDiagnosis, ErrorDiagnosisText,
// ErrorLogFile). It diagnoses against the scan and doctor's report the page already has
// (setMachine), without scanning again; reading a file and diagnosing run on a worker thread.
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/doctor/pasted/ErrorLogFile.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"

#include "core/platform/BackgroundJob.h"

#include <QWidget>

#include <optional>

class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class PastedErrorPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PastedErrorPanel(QWidget *parent = nullptr);
    // Waits for a file read or a diagnosis still running.
    ~PastedErrorPanel() override;

    // The machine the messages are tied to: the Doctor page's scan, paths and findings.
    // Until it is set, Diagnose stays disabled.
    void setMachine(const SystemReport &scan, const SystemPaths &paths, const DoctorReport &doctor);
    bool isWorking() const { return m_loading.isRunning() || m_diagnosing.isRunning(); }
    bool hasResult() const { return m_hasResult; }

public Q_SLOTS:
    void diagnose();
    void clear();
    // Asks for a log file, then loadFile().
    void openLogFile();
    // Reads `path` (its last MiB when larger), puts its text in the box and diagnoses it.
    void loadFile(const QString &path);

private:
    struct Machine
    {
        SystemReport scan;
        SystemPaths paths;
        DoctorReport doctor;
    };

    void onLoaded(const ErrorLogFile &log);
    void onDiagnosed(const ErrorDiagnosis &diagnosis);
    void onTextEdited();
    void showNote(Verdict::Severity severity, const QString &text);
    void clearResult();
    void addResultRow(Verdict::Severity severity, const QString &objectName, const QString &html);
    void updateButtons();

    QPlainTextEdit *m_text;
    QPushButton *m_diagnose;
    QPushButton *m_clear;
    QPushButton *m_open;
    WrappingLabel *m_noteLabel;
    StatusRow *m_note;
    QWidget *m_result;
    QVBoxLayout *m_resultLayout;
    std::optional<Machine> m_machine;
    BackgroundJob<ErrorLogFile> m_loading;
    BackgroundJob<ErrorDiagnosis> m_diagnosing;
    bool m_settingText = false;    // the box's text changes because a file was loaded, not by the user
    bool m_loadedKeptEnd = false;  // the box holds the end of a larger file, as loaded
    bool m_hasResult = false;
};

} // namespace cudnnsetup
