#include "core/platform/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace cudnnsetup {

namespace {

std::unique_ptr<QTranslator> &ownTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

QString &currentLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

void replace(std::unique_ptr<QTranslator> &slot, std::unique_ptr<QTranslator> next)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}

} // namespace

QStringList Translations::shippedLanguages()
{
    return {QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString Translations::languageFor(const QLocale &locale)
{
    if (locale.language() != QLocale::Chinese)
        return {};
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript || locale.territory() == QLocale::Taiwan
        || locale.territory() == QLocale::HongKong || locale.territory() == QLocale::Macao;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

bool Translations::install(const QLocale &locale)
{
    // English is the source language; its .qm only carries the plural forms ("1 GPU", "2 GPUs").
    const QString chinese = languageFor(locale);
    const QString language = chinese.isEmpty() ? QStringLiteral("en") : chinese;
    auto own = std::make_unique<QTranslator>();
    const bool loaded = own->load(QStringLiteral(":/i18n/cudnn-setup_%1.qm").arg(language));
    replace(ownTranslator(), loaded ? std::move(own) : nullptr);
    currentLanguage() = loaded ? language : QStringLiteral("en");

    auto qt = std::make_unique<QTranslator>();
    if (!chinese.isEmpty() && qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        replace(qtTranslator(), std::move(qt));
    else
        replace(qtTranslator(), nullptr);
    return loaded && !chinese.isEmpty();
}

QString Translations::current()
{
    return currentLanguage();
}

} // namespace cudnnsetup
