// PythonLiterals: the constants the frameworks write into generated Python files when they are
// built, read as text and never run (importing a framework to ask it is slow, can crash on a
// broken setup, and runs code the wizard has no business running):
//   torch/version.py                          __version__ = '2.5.1+cu124' / cuda: Optional[str] = '12.4'
//   onnxruntime/capi/build_and_package_info.py package_name = 'onnxruntime-gpu'
//   paddle/version/__init__.py                cudnn_version   = '9.5.1'
//   tensorflow/python/platform/build_info.py  build_info = collections.OrderedDict([('cuda_version', '12.5.1'), ...])
//                                             (older and Windows builds: a dict, {'cudnn_version': '64_8', ...})
// Pure: bytes in, values out; anything else in the file is ignored.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace cudnnsetup {

class PythonLiterals
{
public:
    // Files past this many bytes are not generated version files; only their start is read.
    static constexpr qsizetype kReadLimit = 256 * 1024;

    // Top-level `name = literal` and `name: Type = literal` lines: strings (quotes removed),
    // None, True, False and numbers, as written. Later assignments replace earlier ones.
    static QHash<QString, QString> assignments(const QByteArray &source);
    // The ('key', literal) pairs and 'key': literal entries anywhere in the text, as TensorFlow's
    // build_info writes them; the first occurrence of a key wins.
    static QHash<QString, QString> keyedLiterals(const QByteArray &source);
};

} // namespace cudnnsetup
