// HardwarePage: the NVIDIA driver and the GPUs it reports, the verdicts about them, and what
// the scan could not read. Without a driver it says so kindly: cuDNN can still be installed.
#pragma once

#include "wizard_pages/ScanResultPage.h"

class QLabel;

namespace cudnnsetup {

class ReportTable;
class VerdictListWidget;
class ExpandableLabel;
class WrappingLabel;

class HardwarePage : public ScanResultPage
{
    Q_OBJECT

public:
    explicit HardwarePage(WizardSession *session, QWidget *parent = nullptr);

    int nextId() const override;

protected:
    void showReport(const SystemReport &report) override;

private:
    void showDriver(const SystemReport &report);
    void showGpus(const SystemReport &report);
    void showNotes(const SystemReport &report);

    QLabel *m_driverIcon;
    ExpandableLabel *m_driverStatus;
    ReportTable *m_gpuTable;
    WrappingLabel *m_noGpuLabel;
    VerdictListWidget *m_verdicts;
    WrappingLabel *m_notesHeading;
    WrappingLabel *m_notes;
};

} // namespace cudnnsetup
