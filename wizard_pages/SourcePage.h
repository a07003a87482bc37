// SourcePage: "Get the cuDNN archive" (page id Acquire). Which build to get (ReleasePicker) and
// one of four ways to get it, each its own panel: download from NVIDIA's public server or a lab
// mirror (DownloadPanel), sign in at NVIDIA Developer in the browser and let the wizard pick
// the file up from Downloads (BrowserHandOffPanel), or an archive the user already has
// (LocalArchivePanel, also by drag and drop). Every route ends with the file's contents checked;
// the page is complete only with such an archive in the session. Nothing on the system changes
// here (downloads go to the app's own cache), so this is not a commit page.
#pragma once

#include <QWizardPage>

class QButtonGroup;

namespace cudnnsetup {

struct AcquiredArchive;
class BrowserHandOffPanel;
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
    void onArchiveAccepted(const AcquiredArchive &archive);
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
    WrappingLabel *m_ready;
    StatusRow *m_readyRow;
    bool m_visible = false;
};

} // namespace cudnnsetup
