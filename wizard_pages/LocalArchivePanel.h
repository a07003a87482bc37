// LocalArchivePanel: the "an archive I already have" route — a file chosen in a dialog or
// dropped on the Source page (from a USB stick, a shared folder, an earlier download). The panel
// only says what to choose and hands the file on: the Source page takes it in (checks and
// unpacks it in one pass) and says whether it fits.
#pragma once

#include "core/model/ArchiveTarget.h"

#include <QWidget>

class QPushButton;

namespace cudnnsetup {

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

Q_SIGNALS:
    void fileChosen(const QString &path);

private:
    void choose();

    WrappingLabel *m_explanation;
    QPushButton *m_choose;
};

} // namespace cudnnsetup
