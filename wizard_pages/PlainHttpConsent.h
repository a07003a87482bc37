// PlainHttpConsent: the box a user ticks to take a plain http:// mirror. Shown only while the
// address is http://; unticked again whenever the address changes, so a consent given for one
// server never carries over to another. The CLI's --allow-insecure-mirror and the answer file's
// allow-insecure-mirror say the same.
#pragma once

#include <QCheckBox>

namespace cudnnsetup {

class PlainHttpConsent : public QCheckBox
{
    Q_OBJECT

public:
    explicit PlainHttpConsent(QWidget *parent = nullptr);

    // The address in the field next to it, as it changes.
    void setAddress(const QString &address);
    // True for an address that is not http://, or one the box was ticked for.
    bool allows() const;

private:
    QString m_address;
};

} // namespace cudnnsetup
