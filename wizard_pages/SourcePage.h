// SourcePage: "Get the cuDNN archive" (page id Acquire). Which build to get (ReleasePicker) and
// one of four ways to get it, each its own panel: download from NVIDIA's public server or a lab
// mirror (DownloadPanel), sign in at NVIDIA Developer in the browser and let the wizard pick
// the file up from Downloads (BrowserHandOffPanel), or an archive the user already has
// (LocalArchivePanel, also by drag and drop). Every route ends in one place: the page takes the
// file in (ArchiveIntakeRunner: checked and unpacked in one pass, ArchiveIntakeView shows it).
// Any release that fits this machine's platform and CUDA variant is taken, and the release
// choice follows the archive, with a sentence on how it differs from the recommendation. The
// page is complete with such an archive in the session, already unpacked, so the flow goes on
// to the Install page. Nothing on the system changes here (downloads go to the app's own cache,
// the unpacked files to the wizard's own folder), so this is not a commit page. When NVIDIA's
// server cannot be reached, the page says so once and moves to the routes that work offline.
// When the Toolkit page chose to bring CUDA pieces along, the page also gets those
// (CudaPiecesPanel) and is complete only with both.
#pragma once

#include "core/model/ArchiveTarget.h"
#include "wizard_pages/ArchiveIntakeRunner.h"

#include <QWizardPage>

class QButtonGroup;

namespace cudnnsetup {

struct AcquiredArchive;
class ArchiveIntakeView;
class BrowserHandOffPanel;
class CudaPiecesPanel;
class DownloadPanel;
class LocalArchivePanel;
class ReleasePicker;
class StatusRow;
class WizardSession;
class WrappingLabel;

class SourcePage : public QWizardPage
{
    Q_OBJECT

public:
    enum class Route { Nvidia, Browser, Local, Mirror };

    explicit SourcePage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    int nextId() const override;

    Route route() const;
    void setRoute(Route route);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void addRoute(Route route, const QString &objectName, const QString &title, const QString &explanation);
    void onRouteChanged();
    void onPickChanged();
    // Takes `path` in as the build `as` (`verifiedSha256`: a download already verified it).
    void take(const QString &path, const ArchiveTarget &as, const QByteArray &verifiedSha256, Route from);
    void onIntakeFinished(const IntakeResult &result);
    void tellPanel(Route route, bool accepted);
    void onServerUnreachable(const QString &detail);
    void showReady();
    void deactivatePanels();

    WizardSession *m_session;
    ReleasePicker *m_picker;
    QButtonGroup *m_routes;
    QWidget *m_routeBox;
    QWidget *m_panels;
    DownloadPanel *m_download;
    BrowserHandOffPanel *m_browser;
    LocalArchivePanel *m_local;
    ArchiveIntakeRunner m_intake;
    ArchiveIntakeView *m_intakeView;
    CudaPiecesPanel *m_cuda;
    Route m_intakeRoute = Route::Local;
    ArchiveTarget m_intakeTarget;   // the build the running intake takes its file as
    WrappingLabel *m_unreachable;
    StatusRow *m_unreachableRow;
    WrappingLabel *m_ready;
    StatusRow *m_readyRow;
    QString m_readyNote;   // how the archive in hand differs from the recommendation
    bool m_noteIsWarning = false;
    bool m_visible = false;
};

} // namespace cudnnsetup
