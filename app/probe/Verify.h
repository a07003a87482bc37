// `cudnn-probe verify` and `cudnn-probe verify --search default` (mode "which").
#pragma once

#include "Json.h"

#include <string>

namespace probe {

struct VerifyOptions
{
    std::string cudnnDir;
    std::string includeDir;   // "" = <cudnnDir>/../include
};

Json runVerify(const VerifyOptions &options);
Json runWhich();

} // namespace probe
