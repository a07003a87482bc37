// FinishPage: the last page (page id Finish). One line per step — what was installed where, the
// check's result line, the benchmark's headline, repair mode's diagnosis and fixes when it ran —
// then what to do next (a new terminal, how to check from Python), and the whole run as a report
// to save (text or JSON) or copy, for the user's records or for asking for help, with user names
// in paths masked unless the user keeps them.
#pragma once

#include "core/report/SummaryReport.h"

#include <QWizardPage>

class QCheckBox;
class QLabel;
class QPushButton;

namespace cudnnsetup {

class StatusRow;
class WizardSession;
class ExpandableLabel;
class WrappingLabel;

class FinishPage : public QWizardPage
{
    Q_OBJECT

public:
    enum class ReportFormat { Text, Json };

    explicit FinishPage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    int nextId() const override;

    // Everything this session did, as it stands now.
    SummaryReport summary() const;
    // What "Save report…" writes once the user picked a file; false (the reason on the page)
    // when the file cannot be written.
    bool saveReportTo(const QString &path, ReportFormat format);
    // The report as saved and copied: user names in paths masked unless the user keeps them.
    QByteArray reportContent(ReportFormat format) const;

private:
    void refresh();
    void chooseReportFile(ReportFormat format);
    void copyReport();

    WizardSession *m_session;
    WrappingLabel *m_install;
    WrappingLabel *m_verify;
    WrappingLabel *m_benchmark;
    WrappingLabel *m_repair;
    QList<StatusRow *> m_rows;
    ExpandableLabel *m_nextSteps;
    QPushButton *m_save;
    QPushButton *m_saveJson;
    QPushButton *m_copy;
    QCheckBox *m_keepUserNames;
    QLabel *m_status;
};

} // namespace cudnnsetup
