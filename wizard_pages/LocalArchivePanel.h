// LocalArchivePanel: the "an archive I already have" route — a file chosen in a dialog or
// dropped on the Source page (from a USB stick, a shared folder, an earlier download). The file
// is identified from its contents and refused, with the reason, when it is not cuDNN or is not
// the chosen build (another platform, CUDA major or release).
#pragma once

#include "core/model/ArchiveTarget.h"
#include "wizard_pages/AcquiredArchive.h"
#include "wizard_pages/ArchiveCheckRunner.h"

#include <QWidget>

class QPushButton;

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class LocalArchivePanel : public QWidget
{
    Q_OBJECT

public:
    explicit LocalArchivePanel(QWidget *parent = nullptr);

    // Whether a file name looks like an archive the route takes (.tar.xz, .tgz, .tar.gz, .zip);
    // what it really is, is decided from its contents.
    static bool isArchiveFileName(const QString &path);

    void setWanted(const ArchiveTarget &wanted);
    // Checks `path` off the GUI thread; answers with archiveAccepted() or a refusal shown here.
    void checkFile(const QString &path);
    void deactivate();
    bool isChecking() const { return m_checker.isRunning(); }

Q_SIGNALS:
    void archiveAccepted(const cudnnsetup::AcquiredArchive &archive);

private:
    void choose();
    void onCheckFinished(const CheckedArchive &result);
    void showRefusal(const QString &html);

    ArchiveTarget m_wanted;
    ArchiveCheckRunner m_checker;
    WrappingLabel *m_explanation;
    QPushButton *m_choose;
    WrappingLabel *m_status;
    WrappingLabel *m_refusal;
    StatusRow *m_refusalRow;
};

} // namespace cudnnsetup
