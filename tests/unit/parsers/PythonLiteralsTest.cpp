// PythonLiterals on the generated files as the frameworks' builds write them (torch/version.py,
// ONNX Runtime's build_and_package_info.py, paddle/version/__init__.py, TensorFlow's
// build_info.py in its OrderedDict and its older dict form), and on text that only looks similar.
#include "core/probe/parsers/PythonLiterals.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

TEST(PythonLiterals, TorchVersionFileWithTypeAnnotations)
{
    const QByteArray source = "from typing import Optional\n\n__all__ = ['__version__', 'debug', 'cuda', 'git_version', 'hip']\n"
                              "__version__ = '2.5.1+cu124'\ndebug = False\ncuda: Optional[str] = '12.4'\n"
                              "git_version = 'a8d6afb511a69687bbb2b7e88a3cf67917e1697e'\nhip: Optional[str] = None\n";
    const QHash<QString, QString> values = PythonLiterals::assignments(source);
    EXPECT_EQ(values.value(QStringLiteral("__version__")), QStringLiteral("2.5.1+cu124"));
    EXPECT_EQ(values.value(QStringLiteral("cuda")), QStringLiteral("12.4"));
    EXPECT_EQ(values.value(QStringLiteral("hip")), QStringLiteral("None"));
    EXPECT_EQ(values.value(QStringLiteral("debug")), QStringLiteral("False"));
    EXPECT_FALSE(values.contains(QStringLiteral("__all__")));   // a list is not a literal read here
}

TEST(PythonLiterals, CpuTorchHasNoCuda)
{
    const QHash<QString, QString> values = PythonLiterals::assignments("__version__ = '2.5.1+cpu'\ncuda: Optional[str] = None\n");
    EXPECT_EQ(values.value(QStringLiteral("cuda")), QStringLiteral("None"));
}

TEST(PythonLiterals, PaddleAlignedAssignmentsAndDoubleQuotes)
{
    const QByteArray source = "# THIS FILE IS GENERATED FROM PADDLEPADDLE SETUP.PY\n#\nfull_version    = '3.0.0'\nmajor           = '3'\n"
                              "cuda_version    = \"12.6\"\ncudnn_version   = '9.5.1'  # from the build\nwith_pip_cuda_libraries = 'ON'\n"
                              "def show():\n    cuda_version = 'not this one, inside a function'\n";
    const QHash<QString, QString> values = PythonLiterals::assignments(source);
    EXPECT_EQ(values.value(QStringLiteral("full_version")), QStringLiteral("3.0.0"));
    EXPECT_EQ(values.value(QStringLiteral("cuda_version")), QStringLiteral("12.6"));
    EXPECT_EQ(values.value(QStringLiteral("cudnn_version")), QStringLiteral("9.5.1"));
}

TEST(PythonLiterals, TensorflowOrderedDictPairs)
{
    const QByteArray source = "import collections\n\nbuild_info = collections.OrderedDict([('cpu_compiler', '/usr/lib/llvm-18/bin/clang'), "
                              "('cuda_compute_capabilities', ['sm_60', 'sm_70', 'sm_80', 'sm_89', 'compute_90']), "
                              "('cuda_version', '12.5.1'), ('cudnn_version', '9'), ('is_cuda_build', True), ('is_rocm_build', False), "
                              "('is_tensorrt_build', False)])\n";
    const QHash<QString, QString> values = PythonLiterals::keyedLiterals(source);
    EXPECT_EQ(values.value(QStringLiteral("cuda_version")), QStringLiteral("12.5.1"));
    EXPECT_EQ(values.value(QStringLiteral("cudnn_version")), QStringLiteral("9"));
    EXPECT_EQ(values.value(QStringLiteral("is_cuda_build")), QStringLiteral("True"));
    EXPECT_FALSE(values.contains(QStringLiteral("cuda_compute_capabilities")));
}

TEST(PythonLiterals, TensorflowWindowsDictForm)
{
    const QByteArray source = "build_info = {'msvcp_dll_names': 'msvcp140.dll,msvcp140_1.dll', 'cuda_version': '64_112', "
                              "'cudnn_version': '64_8', 'is_cuda_build': True}\n";
    const QHash<QString, QString> values = PythonLiterals::keyedLiterals(source);
    EXPECT_EQ(values.value(QStringLiteral("cuda_version")), QStringLiteral("64_112"));
    EXPECT_EQ(values.value(QStringLiteral("cudnn_version")), QStringLiteral("64_8"));
}

TEST(PythonLiterals, NotPythonGivesNothing)
{
    EXPECT_TRUE(PythonLiterals::assignments(QByteArray("\x00\x01\xff\xfe binary", 12)).isEmpty());
    EXPECT_TRUE(PythonLiterals::keyedLiterals("cuda_version 12.4 (no quotes, no pairs)").isEmpty());
    EXPECT_TRUE(PythonLiterals::assignments("").isEmpty());
}

} // namespace
