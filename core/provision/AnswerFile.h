// AnswerFile: reads an unattended run's answers from an INI file and checks the whole of it
// before anything happens — unknown sections and keys, values of the wrong kind, keys given twice
// and combinations that cannot work are each an error naming the line and the key. INI rather
// than JSON because IT staff write these by hand, comment them, and a line number can be given
// for every mistake. Every section and key is documented in the README ("Unattended
// provisioning").
//
//   # cudnn-setup answer file
//   [license]
//   accept-cudnn-license = yes
//   [source]
//   from = mirror                       ; nvidia | mirror | archive
//   mirror = https://lab.example/cudnn  ; or an absolute folder
//   [install]
//   layout = toolkit
#pragma once

#include "core/provision/ProvisionChoices.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct AnswerFileError
{
    int line = 0;        // 1-based; 0 when the mistake is about the file as a whole
    QString key;         // "section.key", or "" for a line that is not a key
    QString message;     // translated: what is wrong and what is expected

    // "answers.ini:12: install.layout: ..." — the form editors and CI logs link to.
    QString toString(const QString &fileName) const;
};

struct AnswerFileResult
{
    ProvisionChoices choices;          // meaningful only when errors is empty
    QList<AnswerFileError> errors;     // in line order

    bool ok() const { return errors.isEmpty(); }
};

class AnswerFile
{
    Q_DECLARE_TR_FUNCTIONS(AnswerFile)

public:
    static AnswerFileResult parse(const QByteArray &content);
    // Reads `path` (at most 1 MiB); an unreadable file is one error at line 0.
    static AnswerFileResult read(const QString &path);

    // The sections and keys the format knows, for the messages and the README's table.
    static QStringList sections();
    static QStringList keys(const QString &section);
};

} // namespace cudnnsetup
