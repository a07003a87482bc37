// EnvironmentRules (family 9): search-path and CUDA variables that are malformed — empty
// entries, quotes inside entries, an entry naming a file instead of a folder, CUDA_PATH /
// CUDA_HOME pointing to a folder that is gone, LD_LIBRARY_PATH entries that do not exist, a
// variable named after a library file. Shell-profile lines are ShellProfileRules' part.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class EnvironmentRules
{
    Q_DECLARE_TR_FUNCTIONS(EnvironmentRules)

public:
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> checkSearchPath(const DoctorContext &context, const QString &variable);
    static QList<Finding> checkCudaFolders(const DoctorContext &context);
    static QList<Finding> checkLibraryNamedVariables(const DoctorContext &context);
};

} // namespace cudnnsetup
