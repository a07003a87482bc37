// CudnnSubLibraries: the libraries a complete cuDNN copy of one major holds besides libcudnn
// itself (docs/nvidia-layouts.md, "Sub-libraries"). Plain C++ without Qt: cudnn-probe checks a
// copy's files against the same list the scanner and the doctor use.
#pragma once

#include <string>
#include <vector>

namespace cudnnsetup {

// Empty for a major that had none (7 and older shipped one library) or one not known yet.
inline const std::vector<std::string> &cudnnSubLibraries(int major)
{
    static const std::vector<std::string> nine{"cudnn_graph",
                                               "cudnn_ops",
                                               "cudnn_cnn",
                                               "cudnn_adv",
                                               "cudnn_engines_precompiled",
                                               "cudnn_engines_runtime_compiled",
                                               "cudnn_heuristic"};
    static const std::vector<std::string> eight{"cudnn_ops_infer", "cudnn_ops_train", "cudnn_cnn_infer",
                                                "cudnn_cnn_train", "cudnn_adv_infer", "cudnn_adv_train"};
    static const std::vector<std::string> none;
    return major == 9 ? nine : major == 8 ? eight : none;
}

} // namespace cudnnsetup
