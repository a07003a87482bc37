// ToolkitPage: the CUDA Toolkits and cuDNN copies on the machine, the verdicts about them, and
// the cuDNN download that fits. Next: getting that archive (SourcePage).
#pragma once

#include "wizard_pages/ScanResultPage.h"

class QLabel;

namespace cudnnsetup {

class ReportTable;
class VerdictListWidget;
class ExpandableLabel;
class WrappingLabel;

class ToolkitPage : public ScanResultPage
{
    Q_OBJECT

public:
    explicit ToolkitPage(WizardSession *session, QWidget *parent = nullptr);

    int nextId() const override;

protected:
    void showReport(const SystemReport &report) override;

private:
    void showToolkits(const SystemReport &report);
    void showCudnnCopies(const SystemReport &report);
    void showRecommendation(const SystemReport &report);

    ReportTable *m_toolkitTable;
    WrappingLabel *m_noToolkitLabel;
    ReportTable *m_cudnnTable;
    WrappingLabel *m_noCudnnLabel;
    VerdictListWidget *m_verdicts;
    QLabel *m_recommendationIcon;
    ExpandableLabel *m_recommendation;
};

} // namespace cudnnsetup
