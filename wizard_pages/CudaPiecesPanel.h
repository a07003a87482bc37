// CudaPiecesPanel: the Source page's second part on a machine without a CUDA Toolkit — getting
// the archives of the CUDA pieces the Toolkit page chose (the session's cudaProfile()) for the
// CUDA major of the chosen cuDNN build: downloaded from NVIDIA's CUDA redist or a lab's server
// (CudaRedistFetch: the Downloader's resume, checksums and cache), or taken from a folder laid
// out like it (CudaRedistFolder), after the user accepted NVIDIA's CUDA license. What it ends
// with is the session's cudaPieces(); the install checks every archive again as it unpacks it.
#pragma once

#include "core/acquire/CudaRedistFetch.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class PlainHttpConsent;
class WizardSession;
class WrappingLabel;

class CudaPiecesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CudaPiecesPanel(WizardSession *session, QWidget *parent = nullptr);

    // The CUDA major of the cuDNN build chosen on the page: pieces of another major go.
    void setCudaMajor(int cudaMajor);
    // Shown while the session wants CUDA pieces; says what they are and whether they are in hand.
    void refresh();
    // Stops a running download (the page is left).
    void deactivate();
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    void changed();

private:
    void get();
    void chooseFolder();
    void onFetched(const CudaRedistChoice &choice);
    void take(const CudaRedistChoice &choice);
    void setBusy(bool busy);
    void updateEnabled();

    WizardSession *m_session;
    WrappingLabel *m_what;
    QLineEdit *m_from;
    QPushButton *m_folder;
    WrappingLabel *m_license;
    QCheckBox *m_accept;
    PlainHttpConsent *m_httpConsent;
    QPushButton *m_get;
    QProgressBar *m_progress;
    WrappingLabel *m_status;
    CudaRedistFetch m_fetch;
    QString m_defaultFrom;   // the session's source as last shown in the From box
    int m_cudaMajor = 0;
    bool m_busy = false;
};

} // namespace cudnnsetup
