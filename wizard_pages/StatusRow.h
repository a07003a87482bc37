// StatusRow: a message with its status icon in front (and optionally a button after it), the
// way the pages show a result, a warning or a refusal. Starts hidden: most rows appear only when
// there is something to say.
#pragma once

#include "core/model/Verdict.h"

#include <QWidget>

class QLabel;

namespace cudnnsetup {

class WrappingLabel;

class StatusRow : public QWidget
{
    Q_OBJECT

public:
    StatusRow(Verdict::Severity severity, WrappingLabel *label, QWidget *trailing = nullptr, QWidget *parent = nullptr);

    WrappingLabel *label() const { return m_label; }
    // For a row whose status changes (a summary line).
    void setSeverity(Verdict::Severity severity);

private:
    QLabel *m_icon;
    WrappingLabel *m_label;
};

} // namespace cudnnsetup
