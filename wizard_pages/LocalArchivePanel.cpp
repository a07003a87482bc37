#include "wizard_pages/LocalArchivePanel.h"

#include "wizard_pages/WrappingLabel.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace cudnnsetup {

LocalArchivePanel::LocalArchivePanel(QWidget *parent)
    : QWidget(parent)
    , m_explanation(new WrappingLabel(QStringLiteral("localExplanationLabel")))
    , m_choose(new QPushButton(tr("&Choose the archive…")))
{
    m_choose->setObjectName(QStringLiteral("chooseArchiveButton"));

    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_choose);
    buttonRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_explanation);
    layout->addLayout(buttonRow);

    connect(m_choose, &QPushButton::clicked, this, &LocalArchivePanel::choose);
}

bool LocalArchivePanel::isArchiveFileName(const QString &path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    return name.endsWith(QStringLiteral(".tar.xz")) || name.endsWith(QStringLiteral(".tgz"))
           || name.endsWith(QStringLiteral(".tar.gz")) || name.endsWith(QStringLiteral(".zip"));
}

void LocalArchivePanel::setWanted(const ArchiveTarget &wanted)
{
    m_explanation->setText(tr("Use a cuDNN archive you already have (a USB stick, a shared folder, an earlier "
                              "download): drag it onto this page, or choose it. Any release for %1 and CUDA %2 will do.")
                               .arg(wanted.platform)
                               .arg(wanted.cudaMajor)
                               .toHtmlEscaped());
}

void LocalArchivePanel::choose()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the cuDNN archive"), folder,
                                                      tr("cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)"));
    if (!path.isEmpty())
        Q_EMIT fileChosen(path);
}

} // namespace cudnnsetup
