// docs/architecture.md, "core/ folder by folder", is where a newcomer looks up what each library
// of core/ holds. A library added (or split off) without a row there would be invisible, so this
// reads every add_library() under core/ and checks that the table names each one in backticks.
#include <gtest/gtest.h>

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

namespace {

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

struct DeclaredLibrary
{
    QString name;
    QString cmakeFile;
};

// Every add_library(<name> ...) in core/CMakeLists.txt and the CMakeLists.txt files below it;
// commented-out lines do not count.
QList<DeclaredLibrary> coreLibraries()
{
    static const QRegularExpression addLibrary(QStringLiteral(R"(\badd_library\s*\(\s*([A-Za-z0-9_]+))"));
    QList<DeclaredLibrary> libraries;
    QDirIterator it(QStringLiteral(CORE_SOURCE_DIR), {QStringLiteral("CMakeLists.txt")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        for (const QString &line : readText(path).split(u'\n')) {
            const QString code = line.left(line.indexOf(u'#'));
            for (const QRegularExpressionMatch &m : addLibrary.globalMatch(code))
                libraries.append({m.captured(1), path});
        }
    }
    return libraries;
}

// The names in backticks in the rows of the table headed "| Folder (library) | What it holds |".
QSet<QString> namesInFolderTable()
{
    static const QRegularExpression quoted(QStringLiteral("`([A-Za-z0-9_]+)`"));
    QSet<QString> names;
    bool inTable = false;
    for (const QString &line : readText(QStringLiteral(ARCHITECTURE_DOC)).split(u'\n')) {
        if (line.startsWith(QStringLiteral("| Folder (library) |"))) {
            inTable = true;
            continue;
        }
        if (!inTable)
            continue;
        if (!line.startsWith(u'|'))
            break;
        for (const QRegularExpressionMatch &m : quoted.globalMatch(line))
            names.insert(m.captured(1));
    }
    return names;
}

TEST(ArchitectureDocTest, ReadsTheLibrariesAndTheTable)
{
    // Without these the check below would pass on nothing: a moved file or a changed heading.
    QStringList declared;
    for (const DeclaredLibrary &library : coreLibraries())
        declared.append(library.name);
    EXPECT_TRUE(declared.contains(QStringLiteral("cudnn_model"))) << "no add_library(cudnn_model under " CORE_SOURCE_DIR;
    EXPECT_TRUE(namesInFolderTable().contains(QStringLiteral("cudnn_model")))
        << "no \"| Folder (library) |\" table naming `cudnn_model` in " ARCHITECTURE_DOC;
}

TEST(ArchitectureDocTest, FolderTableNamesEveryCoreLibrary)
{
    const QSet<QString> documented = namesInFolderTable();
    for (const DeclaredLibrary &library : coreLibraries())
        EXPECT_TRUE(documented.contains(library.name))
            << library.name.toStdString() << " (" << library.cmakeFile.toStdString()
            << ") has no row in the \"core/ folder by folder\" table of docs/architecture.md: add one saying what it holds";
}

} // namespace
