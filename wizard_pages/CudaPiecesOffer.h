// CudaPiecesOffer: the Toolkit page's offer on a machine without a CUDA Toolkit — bring the CUDA
// pieces cuDNN needs from NVIDIA's CUDA redist (the runtime profile: cuBLAS, NVRTC, the CUDA
// runtime), or those and the compiler (the develop profile: nvcc and what it needs), into a new
// toolkit folder in the same undoable install as cuDNN; or none. The CUDA release is the one the
// driver and the GPUs allow (CudaToolkitChooser) for the cuDNN build's CUDA major; the sizes are
// read from that release's list of files (nothing is downloaded here), and for the compiler
// whether a host compiler nvcc accepts is there (HostCompiler). The choice is the session's
// cudaProfile(); the Source page gets the pieces.
#pragma once

#include "core/acquire/CudaRedistFetch.h"
#include "core/compat/CudaToolkitChoice.h"
#include "core/probe/HostCompiler.h"
#include "core/platform/BackgroundJob.h"

#include <QWidget>

class QButtonGroup;
class QRadioButton;

namespace cudnnsetup {

class WizardSession;
class WrappingLabel;

class CudaPiecesOffer : public QWidget
{
    Q_OBJECT

public:
    explicit CudaPiecesOffer(WizardSession *session, QWidget *parent = nullptr);

    // Shown when the scan found no CUDA Toolkit; the choice is kept while the machine stays so.
    void showReport(const SystemReport &report);

private:
    // The CUDA release to offer for `report`, from the data in effect.
    static CudaToolkitChoice choiceFor(const SystemReport &report);
    void onChoice();
    void showSizes();
    void showCompiler();

    WizardSession *m_session;
    WrappingLabel *m_intro;
    QButtonGroup *m_choices;
    QRadioButton *m_runtime;
    QRadioButton *m_develop;
    WrappingLabel *m_runtimeText;
    WrappingLabel *m_developText;
    QRadioButton *m_none;
    CudaRedistFetch m_survey;
    CudaToolkitChoice m_release;
    std::optional<CudaProfileSizes> m_sizes;
    BackgroundJob<HostCompilerCheck> m_compilerJob;
    std::optional<HostCompilerCheck> m_compiler;
    int m_userChoice = -1;   // the button the user clicked last; -1: none yet
};

} // namespace cudnnsetup
