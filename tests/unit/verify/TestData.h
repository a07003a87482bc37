// TestData: the probe outputs in tests/fixtures/probe_answers (see its README), and small edits of them, so that
// each verdict and each explanation is tested from a realistic document.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <gtest/gtest.h>

#include <ostream>

// Lets a QString follow an EXPECT_... << as readable text.
inline std::ostream &operator<<(std::ostream &os, const QString &text)
{
    return os << text.toStdString();
}

namespace verifytest {

inline QJsonObject loadJson(const char *name)
{
    QFile file(QStringLiteral(VERIFY_TEST_DATA "/") + QLatin1String(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << name;
    return document.object();
}

// The document with the fields of item `id` replaced by those in `changes`.
inline QJsonObject withItem(QJsonObject json, const QString &id, const QJsonObject &changes)
{
    QJsonArray items = json.value(QStringLiteral("items")).toArray();
    bool found = false;
    for (qsizetype i = 0; i < items.size(); ++i) {
        QJsonObject item = items.at(i).toObject();
        if (item.value(QStringLiteral("id")).toString() != id)
            continue;
        for (auto it = changes.begin(); it != changes.end(); ++it)
            item.insert(it.key(), it.value());
        items.replace(i, item);
        found = true;
    }
    EXPECT_TRUE(found) << id.toStdString();
    json.insert(QStringLiteral("items"), items);
    return json;
}

inline QJsonObject status(const char *status, const char *code)
{
    return QJsonObject{{QStringLiteral("status"), QLatin1String(status)}, {QStringLiteral("code"), QLatin1String(code)}};
}

} // namespace verifytest
