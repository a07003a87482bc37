// ResultBanner: the one line a page's check comes down to ("cuDNN 9.19.0 works"), large, with its
// status icon and a frame tinted by how good it is, so it cannot be overlooked or mistaken for
// the details around it. Used by the Verify page and the Finish page.
#pragma once

#include "core/model/Verdict.h"

#include <QFrame>

class QLabel;

namespace cudnnsetup {

class WrappingLabel;

class ResultBanner : public QFrame
{
    Q_OBJECT

public:
    // `labelName` names the text label (tests and screen readers find it by that).
    explicit ResultBanner(const QString &labelName, QWidget *parent = nullptr);

    // `text` is plain text; `details` (plain, may be empty) goes under it in the normal size.
    void setResult(Verdict::Severity severity, const QString &text, const QString &details = {});
    WrappingLabel *label() const { return m_text; }

private:
    QLabel *m_icon;
    WrappingLabel *m_text;
};

} // namespace cudnnsetup
