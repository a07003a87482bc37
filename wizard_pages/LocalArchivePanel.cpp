#include "wizard_pages/LocalArchivePanel.h"

#include "core/model/ShownPath.h"
#include "wizard_pages/StatusRow.h"
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
    , m_status(new WrappingLabel(QStringLiteral("localStatusLabel")))
    , m_refusal(new WrappingLabel(QStringLiteral("localRefusalLabel")))
    , m_refusalRow(new StatusRow(Verdict::Severity::Error, m_refusal))
{
    m_choose->setObjectName(QStringLiteral("chooseArchiveButton"));

    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_choose);
    buttonRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_explanation);
    layout->addLayout(buttonRow);
    layout->addWidget(m_status);
    layout->addWidget(m_refusalRow);
    m_status->hide();

    connect(m_choose, &QPushButton::clicked, this, &LocalArchivePanel::choose);
    connect(&m_checker, &ArchiveCheckRunner::finished, this, &LocalArchivePanel::onCheckFinished);
}

bool LocalArchivePanel::isArchiveFileName(const QString &path)
{
    const QString name = QFileInfo(path).fileName().toLower();
    return name.endsWith(QStringLiteral(".tar.xz")) || name.endsWith(QStringLiteral(".tgz"))
           || name.endsWith(QStringLiteral(".tar.gz")) || name.endsWith(QStringLiteral(".zip"));
}

void LocalArchivePanel::setWanted(const ArchiveTarget &wanted)
{
    m_wanted = wanted;
    const QString build = tr("the %1 build for CUDA %2").arg(wanted.platform).arg(wanted.cudaMajor);
    QString text = tr("Use a cuDNN archive you already have, for example from a USB stick, a shared folder or an "
                      "earlier download. Drag it onto this page, or choose it. It must be %1.")
                       .arg(build)
                       .toHtmlEscaped();
    if (!wanted.fileName.isEmpty())
        text += QStringLiteral("<br>") + tr("The file for the release chosen above is %1.").arg(wanted.fileName).toHtmlEscaped();
    m_explanation->setText(text);
}

void LocalArchivePanel::choose()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the cuDNN archive"), folder,
                                                      tr("cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)"));
    if (!path.isEmpty())
        checkFile(path);
}

void LocalArchivePanel::checkFile(const QString &path)
{
    m_refusalRow->hide();
    m_status->setText(tr("Checking %1: reading what is inside. A large archive takes a few seconds…")
                          .arg(shownPath(path))
                          .toHtmlEscaped());
    m_status->show();
    m_choose->setEnabled(false);
    m_checker.check(path, m_wanted);
}

void LocalArchivePanel::deactivate()
{
    m_checker.cancel();
    m_choose->setEnabled(true);
    m_status->hide();
}

void LocalArchivePanel::onCheckFinished(const CheckedArchive &result)
{
    m_choose->setEnabled(true);
    const QString name = QFileInfo(result.path).fileName();
    if (!result.fits()) {
        m_status->hide();
        showRefusal(QStringLiteral("%1<br>%2").arg(result.refusal.toHtmlEscaped(),
                                                   tr("Choose another file, or get the right one in one of the other "
                                                      "ways above.")
                                                       .toHtmlEscaped()));
        return;
    }
    const AcquiredArchive archive = result.acquired(m_wanted);
    m_status->setText(tr("%1 is the cuDNN archive chosen above and fits this computer.").arg(name).toHtmlEscaped());
    Q_EMIT archiveAccepted(archive);
}

void LocalArchivePanel::showRefusal(const QString &html)
{
    m_refusal->setText(html);
    m_refusalRow->show();
}

} // namespace cudnnsetup
