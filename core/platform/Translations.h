// Translations: installs the UI language — our own strings (resources/translations, compiled
// into the binary) and Qt's own (qtbase, from the Qt installation) — for a locale. English is
// the source language; Simplified and Traditional Chinese ship with the program.
#pragma once

#include <QLocale>
#include <QStringList>

namespace cudnnsetup {

class Translations
{
public:
    // Replaces the installed translators; returns false when the locale is not one we translate
    // to (English is then used, which is not an error).
    static bool install(const QLocale &locale);
    // "zh_CN", "zh_TW": the languages we ship besides English.
    static QStringList shippedLanguages();
    // The shipped language that serves `locale` (zh_HK and zh_MO read Traditional), or empty.
    static QString languageFor(const QLocale &locale);
    // The language install() put in place: "en", "zh_CN" or "zh_TW".
    static QString current();
};

} // namespace cudnnsetup
