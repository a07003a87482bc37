// ToolkitPage: the CUDA Toolkits and cuDNN copies on the machine, the verdicts about them, the
// cuDNN download that fits, and on a machine without a toolkit the offer to bring the CUDA pieces
// along (CudaPiecesOffer). Next: getting the archives (SourcePage).
#pragma once

#include "wizard_pages/ScanResultPage.h"

class QLabel;

namespace cudnnsetup {

class CudaPiecesOffer;
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
    void showFrameworks(const SystemReport &report);
    void showRecommendation(const SystemReport &report);

    ReportTable *m_toolkitTable;
    WrappingLabel *m_noToolkitLabel;
    ReportTable *m_cudnnTable;
    WrappingLabel *m_noCudnnLabel;
    ReportTable *m_frameworkTable;
    WrappingLabel *m_noFrameworkLabel;
    VerdictListWidget *m_verdicts;
    QLabel *m_recommendationIcon;
    ExpandableLabel *m_recommendation;
    CudaPiecesOffer *m_cudaOffer;
};

} // namespace cudnnsetup
