// FrameworkFinder: the deep-learning frameworks installed in Python environments, and what each
// was built for, read from the files their builds write — never by importing them:
//   PyTorch      torch/version.py (__version__, cuda), the torch dist-info's Requires-Dist on
//                nvidia-cudnn-cuNN (Linux wheels), a cuDNN bundled in torch/lib (Windows wheels)
//   TensorFlow   tensorflow/python/platform/build_info.py (cuda_version, cudnn_version: the major
//                only; "64_8" on Windows builds), the [and-cuda] pin in its METADATA
//   ONNX Runtime onnxruntime/capi/build_and_package_info.py (package_name, __version__,
//                cuda_version from 1.21); the cuDNN major by release from the compatibility data
//   PaddlePaddle paddle/version/__init__.py (cuda_version, cudnn_version, 'False' on CPU builds)
//   JAX          jax_cuda12_plugin / jax_cuda13_plugin METADATA: the with-cuda extra's lowest cuDNN
// Which cuDNN each loads and whether it fits is FrameworkFit's part.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/FrameworkInstall.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class FrameworkFinder
{
public:
    FrameworkFinder(bool windows, const CompatMatrix &matrix = CompatMatrix::current());

    // Every framework in these site-packages folders (missing ones are skipped; a folder given
    // twice, also through a link, is read once).
    QList<FrameworkInstall> find(const QStringList &sitePackagesFolders) const;
    QList<FrameworkInstall> inSitePackages(const QString &site) const;

    // The environment a site-packages folder belongs to: <env>/lib/python3.X/site-packages and
    // <env>\Lib\site-packages -> <env>; /usr/lib/python3/dist-packages -> /usr.
    static QString environmentOf(const QString &site);

private:
    bool m_windows;
    const CompatMatrix &m_matrix;
};

} // namespace cudnnsetup
