// PythonEnvironmentFinder: the Python environments a scan looks in for cuDNN wheels and
// deep-learning frameworks. First the active ones (VIRTUAL_ENV, CONDA_PREFIX), the user's and the
// system's Python; then those nobody activated, in the places the usual tools keep them:
//   conda     the base installs (~/miniconda3, ~/anaconda3, ~/miniforge3, ~/mambaforge, /opt/conda,
//             %USERPROFILE%\..., %LOCALAPPDATA%\..., C:\ProgramData\...) and their envs\*,
//             ~/.conda/envs/*, and the folders conda lists in ~/.conda/environments.txt
//   pyenv     $PYENV_ROOT (~/.pyenv)/versions/* and pyenv-virtualenv's versions/*/envs/*;
//             pyenv-win's %USERPROFILE%\.pyenv\pyenv-win\versions\*
//   venvs     virtualenvwrapper's ~/.virtualenvs (%USERPROFILE%\Envs), pipenv's
//             ~/.local/share/virtualenvs, poetry's ~/.cache/pypoetry/virtualenvs; and project venvs
//             (a folder holding pyvenv.cfg): the working folder, its .venv/venv/env, each folder
//             right under the home folder and its .venv/venv/env
// A fixed set of folders, each listed at most once: never a walk. Fixed locations go through
// SystemPaths::system, the home folder and the other variables through environmentPath, so a
// --sysroot tree is searched like the machine it stands for.
#pragma once

#include "core/platform/SystemPaths.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct PythonEnvironment
{
    QString folder;              // canonical: the venv, the conda env, the pyenv version; /usr, ~/.local
    QStringList sitePackages;    // canonical, existing: <folder>/lib/python3.X/site-packages, <folder>\Lib\site-packages
    bool conda = false;          // it has conda-meta: its lib/ (Library\bin) holds the libraries its packages link to
    QString foundVia;            // "VIRTUAL_ENV", "CONDA_PREFIX", "user site", "system", "conda", "pyenv", "venv"
};

class PythonEnvironmentFinder
{
public:
    // `workingFolder`: where the user started the program (ScanOptions::searchedWorkingFolder); a
    // project's venv is found there. Empty for none.
    PythonEnvironmentFinder(const SystemPaths &paths, QString workingFolder);

    // The active ones first, then the rest in the order above; an environment reached two ways
    // (links resolved) once, under the first, and a site-packages folder in one environment only.
    QList<PythonEnvironment> find() const;
    // Their site-packages folders, in the same order.
    QStringList sitePackagesFolders() const;

private:
    QString homeFolder() const;
    QString variablePath(const char *name) const;
    QStringList condaPrefixes() const;
    QStringList condaEnvironmentsListed(const QString &home) const;
    QStringList pyenvPrefixes(const QString &home) const;
    QStringList virtualenvHomes(const QString &home) const;
    QStringList projectVenvs(const QString &home) const;

    const SystemPaths &m_paths;
    QString m_workingFolder;
};

} // namespace cudnnsetup
