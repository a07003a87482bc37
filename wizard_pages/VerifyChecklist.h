// VerifyChecklist: the verification item by item, in the probe's order: an icon and PASS / FAIL /
// SKIP, the check's title and what came out of it, and for a failure or a skip what it means and
// what to do — all visible, so a user with a broken copy reads the way out without clicking.
#pragma once

#include "core/verify/VerifyResult.h"

#include <QWidget>

class QVBoxLayout;

namespace cudnnsetup {

class VerifyChecklist : public QWidget
{
    Q_OBJECT

public:
    explicit VerifyChecklist(QWidget *parent = nullptr);

    void setResult(const VerifyResult &result);
    void clear();
    int count() const { return m_count; }

private:
    QWidget *createRow(const VerifyItem &item, const VerifyResult &result) const;

    QVBoxLayout *m_layout;
    int m_count = 0;
};

} // namespace cudnnsetup
