// NameParsing: the few text patterns the probe reads — cuDNN library file names, the full version
// at the end of a library's real name, and a #define in cudnn_version.h. Hand-written rather than
// std::regex: each is a few lines, and std::regex made these two files the slowest of the whole
// build to compile.
#pragma once

#include <optional>
#include <string>

namespace probe {

struct CudnnFileName
{
    std::string subLibrary;   // "cudnn", "cudnn_ops", ... (lower case)
    int major = 0;
};

// Linux "libcudnn_ops.so.9", Windows "cudnn_ops64_9.dll" (any case): the sub-library and the
// major; nullopt for anything else ("libcudnn.so", "libcudnn.so.9.19.0", "cudnn64_9.lib").
std::optional<CudnnFileName> parseCudnnFileName(const std::string &name, bool windows);

// "libcudnn_ops.so.9.19.0" and "libcudnn.so.9.19.0.56" -> "9.19.0"; "" when the name does not
// end in .so.<a>.<b>.<c>[.<d>...].
std::string fullVersionOfSoName(const std::string &name);

// The number of `#define <macro> <number>` in a header's text, -1 when absent. The macro must
// be followed by white space, so CUDNN_MAJOR does not match CUDNN_MAJOR_VERSION.
int definedNumber(const std::string &text, const std::string &macro);

} // namespace probe
