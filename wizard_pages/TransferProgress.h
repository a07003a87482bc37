// TransferProgress: one line of download progress — a bar and "X MB of Y MB, Z MB/s, about N s
// left" in the user's locale — fed straight from Downloader::progress.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace cudnnsetup {

class TransferProgress : public QWidget
{
    Q_OBJECT

public:
    explicit TransferProgress(QWidget *parent = nullptr);

    // `total` and `secondsLeft` are -1 while unknown.
    void setProgress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    void setComplete();
    void reset();

    static QString describe(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);

private:
    QProgressBar *m_bar;
    QLabel *m_text;
};

} // namespace cudnnsetup
