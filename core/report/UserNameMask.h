// UserNameMask: takes the user's name out of the paths in a report before it is saved or copied,
// so that a report pasted into a forum post or a support ticket does not say who wrote it. The
// name is replaced wherever it is a path component under a home folder (/home/<name>,
// /Users/<name>, C:\Users\<name>) and wherever the account's own name or home folder appears.
// Users opt out (they keep their names) with --show-user-names or the Save dialog's check box.
#pragma once

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class UserNameMask
{
public:
    static constexpr const char *kPlaceholder = "<user>";

    // The account's names from the environment: USER, USERNAME, LOGNAME and the last part of
    // HOME / USERPROFILE.
    static UserNameMask fromEnvironment(const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    explicit UserNameMask(QStringList names = {});

    QString apply(const QString &text) const;
    // Every string in the object, keys left as they are.
    QJsonObject apply(const QJsonObject &json) const;

private:
    QStringList m_names;   // longest first, so "anna-li" is replaced before "anna"
};

} // namespace cudnnsetup
