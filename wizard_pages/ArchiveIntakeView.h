// ArchiveIntakeView: the Source page's one place for the archive being taken in — a bar and a
// line while it is checked and unpacked ("Unpacking and checking X: 120 MB of 330 MB read"),
// with Cancel, and the refusal when it cannot be used. Whatever it said about an earlier choice
// goes as soon as a new one is made.
#pragma once

#include "core/archive/ArchiveExtractor.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class ArchiveIntakeView : public QWidget
{
    Q_OBJECT

public:
    explicit ArchiveIntakeView(QWidget *parent = nullptr);

    void showStarted(const QString &path);
    void showProgress(const ExtractionProgress &progress);
    // `reason` is plain text; the view adds what to do next.
    void showRefusal(const QString &reason);
    void clear();

Q_SIGNALS:
    void cancelRequested();

private:
    static constexpr int kProgressSteps = 1000;

    QString m_fileName;
    QWidget *m_busyRow;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    QLabel *m_status;
    WrappingLabel *m_refusal;
    StatusRow *m_refusalRow;
};

} // namespace cudnnsetup
