#include "core/doctor/pasted/LoaderCode.h"

#include <QList>

namespace cudnnsetup {

namespace {

struct Words
{
    int code;
    const char16_t *text;
};

// FormatMessage's text for the four codes in the display languages users paste most; compared
// case-insensitively, so a sentence start or a console's upper case does not matter.
const QList<Words> &windowsWords()
{
    static const QList<Words> words = {
        {126, u"The specified module could not be found"},
        {126, u"The specified module cannot be found"},
        {126, u"找不到指定的模块"},
        {126, u"找不到指定的模組"},
        {126, u"Le module spécifié est introuvable"},
        {126, u"Das angegebene Modul wurde nicht gefunden"},
        {126, u"Не найден указанный модуль"},
        {126, u"No se puede encontrar el módulo especificado"},
        {126, u"指定されたモジュールが見つかりません"},
        {126, u"지정된 모듈을 찾을 수 없습니다"},
        {126, u"Não foi possível encontrar o módulo especificado"},
        {126, u"Impossibile trovare il modulo specificato"},
        {127, u"The specified procedure could not be found"},
        {127, u"找不到指定的程序"},
        {127, u"La procédure spécifiée est introuvable"},
        {127, u"Die angegebene Prozedur wurde nicht gefunden"},
        {127, u"Не найдена указанная процедура"},
        {127, u"No se encontró el proceso especificado"},
        {127, u"指定されたプロシージャが見つかりません"},
        {127, u"지정된 프로시저를 찾을 수 없습니다"},
        {193, u"is not a valid Win32 application"},
        {193, u"不是有效的 Win32 应用程序"},
        {193, u"不是有效的Win32应用程序"},
        {193, u"不是有效的 Win32 應用程式"},
        {193, u"n'est pas une application Win32 valide"},
        {193, u"ist keine zulässige Win32-Anwendung"},
        {193, u"не является приложением Win32"},
        {193, u"no es una aplicación Win32 válida"},
        {193, u"は有効な Win32 アプリケーションではありません"},
        {1455, u"The paging file is too small"},
        {1455, u"页面文件太小"},
        {1455, u"分頁檔太小"},
        {1455, u"Le fichier de pagination est insuffisant"},
        {1455, u"Die Auslagerungsdatei ist zu klein"},
        {1455, u"Файл подкачки слишком мал"},
        {1455, u"El archivo de paginación es demasiado pequeño"},
        {1455, u"ページング ファイルが小さすぎる"},
    };
    return words;
}

} // namespace

int LoaderCode::fromWindowsWords(QStringView text)
{
    for (const Words &words : windowsWords())
        if (text.contains(QStringView(words.text), Qt::CaseInsensitive))
            return words.code;
    return 0;
}

QString LoaderCode::meaning(int code, const QString &library)
{
    const QString file = library.isEmpty() ? tr("the DLL") : library;
    switch (code) {
    case kModuleNotFound:
        return tr("Error 126 from Windows (\"the specified module could not be found\") while loading %1 means that %1 itself, or a "
                  "DLL it needs in turn, was not found; when %1 is there, a DLL it needs is missing.")
            .arg(file);
    case kProcedureNotFound:
        return tr("Error 127 from Windows (\"the specified procedure could not be found\") while loading %1 means that the file was "
                  "found, but a function it needs is missing from a DLL it loaded: usually parts of two different releases, "
                  "such as a DLL of another cuDNN, cuBLAS or CUDA release found first on PATH.")
            .arg(file);
    case kBadExecutable:
        return tr("Error 193 from Windows (\"not a valid Win32 application\") while loading %1 means that the file is not a 64-bit DLL "
                  "for this processor: a 32-bit build, a DLL for another architecture, or a damaged or incomplete file.")
            .arg(file);
    case kPagingFileTooSmall:
        return tr("Error 1455 from Windows (\"the paging file is too small\") while loading %1 means that Windows ran out of virtual "
                  "memory to map the DLL into the process: a memory limit, not a missing or broken file.")
            .arg(file);
    default:
        return {};
    }
}

} // namespace cudnnsetup
