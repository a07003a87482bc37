#include "wizard_pages/ArchiveIntakeView.h"

#include "core/model/DataSize.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

ArchiveIntakeView::ArchiveIntakeView(QWidget *parent)
    : QWidget(parent)
    , m_busyRow(new QWidget)
    , m_bar(new QProgressBar)
    , m_cancel(new QPushButton(tr("Ca&ncel")))
    , m_status(new QLabel)
    , m_refusal(new WrappingLabel(QStringLiteral("intakeRefusalLabel")))
    , m_refusalRow(new StatusRow(Verdict::Severity::Error, m_refusal))
{
    m_bar->setObjectName(QStringLiteral("intakeProgress"));
    m_bar->setAccessibleName(tr("Checking and unpacking the archive"));
    m_bar->setRange(0, kProgressSteps);
    m_cancel->setObjectName(QStringLiteral("cancelIntakeButton"));
    m_cancel->setAccessibleName(tr("Stop checking this archive"));
    m_status->setObjectName(QStringLiteral("intakeStatusLabel"));

    auto *barRow = new QHBoxLayout;
    barRow->setContentsMargins(0, 0, 0, 0);
    barRow->addWidget(m_bar, 1);
    barRow->addWidget(m_cancel);
    auto *busyLayout = new QVBoxLayout(m_busyRow);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    busyLayout->addLayout(barRow);
    busyLayout->addWidget(m_status);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_busyRow);
    layout->addWidget(m_refusalRow);
    m_busyRow->hide();

    connect(m_cancel, &QPushButton::clicked, this, &ArchiveIntakeView::cancelRequested);
}

void ArchiveIntakeView::showStarted(const QString &path)
{
    m_fileName = QFileInfo(path).fileName();
    m_refusalRow->hide();
    m_bar->setValue(0);
    m_status->setText(tr("Checking and unpacking %1…").arg(m_fileName));
    m_busyRow->show();
}

void ArchiveIntakeView::showProgress(const ExtractionProgress &progress)
{
    if (progress.archiveBytesTotal > 0)
        m_bar->setValue(int(progress.archiveBytesRead * kProgressSteps / progress.archiveBytesTotal));
    m_status->setText(tr("Checking and unpacking %1: %2 of %3 read, %4 unpacked")
                          .arg(m_fileName, dataSizeText(progress.archiveBytesRead),
                               dataSizeText(progress.archiveBytesTotal), dataSizeText(progress.bytesWritten)));
}

void ArchiveIntakeView::showRefusal(const QString &reason)
{
    m_busyRow->hide();
    m_refusal->setText(QStringLiteral("%1<br>%2").arg(
        reason.toHtmlEscaped(),
        tr("Choose another file, or get the right one in one of the other ways above.").toHtmlEscaped()));
    m_refusalRow->show();
}

void ArchiveIntakeView::clear()
{
    m_busyRow->hide();
    m_refusalRow->hide();
}

} // namespace cudnnsetup
