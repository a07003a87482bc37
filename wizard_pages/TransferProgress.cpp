#include "wizard_pages/TransferProgress.h"

#include "core/model/DataSize.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

#include <algorithm>

namespace cudnnsetup {

namespace {

constexpr int kSteps = 1000;   // per mille: byte counts do not fit the bar's int range

} // namespace

TransferProgress::TransferProgress(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar)
    , m_text(new QLabel)
{
    m_bar->setObjectName(QStringLiteral("downloadProgress"));
    m_text->setObjectName(QStringLiteral("progressText"));
    m_bar->setTextVisible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar, 1);
    layout->addWidget(m_text);
    reset();
}

QString TransferProgress::describe(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft)
{
    QString text = total > 0 ? tr("%1 of %2").arg(dataSizeText(received), dataSizeText(total)) : dataSizeText(received);
    if (bytesPerSecond > 0)
        text = tr("%1, %2/s").arg(text, dataSizeText(qint64(bytesPerSecond)));
    if (secondsLeft >= 0)
        text = secondsLeft < 120 ? tr("%1, about %n s left", nullptr, secondsLeft).arg(text)
                                 : tr("%1, about %n min left", nullptr, (secondsLeft + 30) / 60).arg(text);
    return text;
}

void TransferProgress::setProgress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft)
{
    if (total > 0) {
        m_bar->setRange(0, kSteps);
        m_bar->setValue(int(std::min<qint64>(kSteps, received * kSteps / total)));
    } else {
        m_bar->setRange(0, 0);   // size unknown: a busy bar
    }
    m_text->setText(describe(received, total, bytesPerSecond, secondsLeft));
}

void TransferProgress::setComplete()
{
    m_bar->setRange(0, kSteps);
    m_bar->setValue(kSteps);
}

void TransferProgress::reset()
{
    m_bar->setRange(0, kSteps);
    m_bar->setValue(0);
    m_text->clear();
}

} // namespace cudnnsetup
