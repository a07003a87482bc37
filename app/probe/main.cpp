// cudnn-probe: the child-process helper of cuDNN Setup Wizard. It loads CUDA and cuDNN the way a
// program would, in its own process (cuDNN aborts the process when a sub-library is missing), and
// prints one JSON object on stdout. See docs/probe-json.md.
//
// Exit codes: 0 = it ran (whatever the verdict), 2 = bad arguments.
#include "Bench.h"
#include "CudaInfo.h"
#include "Json.h"
#include "Verify.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

const char kUsage[] =
    "usage: cudnn-probe info\n"
    "       cudnn-probe verify --cudnn-dir DIR [--include-dir DIR]\n"
    "       cudnn-probe verify --search default\n"
    "       cudnn-probe bench [--cudnn-dir DIR] [--layer conv2_x|conv3_x|conv4_x|conv5_x]\n"
    "                         [--shape N,C,H,W,K,R,S,pad,stride] [--batch N|auto]\n"
    "                         [--precision fp32,tf32,fp16|all] [--samples N] [--workspace-mb N]\n"
    "         (batch 1..4096, samples 30..1000, workspace 256..65536 MB)\n";

int badArguments(const std::string &why)
{
    std::fprintf(stderr, "cudnn-probe: %s\n%s", why.c_str(), kUsage);
    return 2;
}

void print(const probe::Json &json)
{
    const std::string text = json.dump() + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return badArguments("missing command");
    if (args[0] == "--help" || args[0] == "-h") {
        std::fputs(kUsage, stdout);
        return 0;
    }

    if (args[0] == "info") {
        if (args.size() != 1)
            return badArguments("info takes no arguments");
        probe::Json out = probe::Json::object();
        out.set("probe", 1).set("mode", "info");
        probe::addCudaFields(out, probe::queryCuda());
        print(out);
        return 0;
    }

    if (args[0] == "verify") {
        probe::VerifyOptions options;
        bool haveDir = false;
        bool searchDefault = false;
        for (size_t i = 1; i < args.size(); ++i) {
            const std::string &a = args[i];
            auto value = [&](std::string &target) -> bool {
                if (i + 1 >= args.size() || args[i + 1].empty())
                    return false;
                target = args[++i];
                return true;
            };
            if (a == "--cudnn-dir") {
                if (!value(options.cudnnDir))
                    return badArguments("--cudnn-dir needs a folder");
                haveDir = true;
            } else if (a == "--include-dir") {
                if (!value(options.includeDir))
                    return badArguments("--include-dir needs a folder");
            } else if (a == "--search") {
                std::string how;
                if (!value(how) || how != "default")
                    return badArguments("--search takes only \"default\"");
                searchDefault = true;
            } else {
                return badArguments("unknown argument: " + a);
            }
        }
        if (searchDefault) {
            print(probe::runWhich());
            return 0;
        }
        if (!haveDir)
            return badArguments("verify needs --cudnn-dir DIR or --search default");
        print(probe::runVerify(options));
        return 0;
    }

    if (args[0] == "bench") {
        probe::BenchOptions options;
        std::string error;
        if (!probe::parseBenchArguments(std::vector<std::string>(args.begin() + 1, args.end()), options, error))
            return badArguments(error);
        print(probe::runBench(options));
        return 0;
    }

    return badArguments("unknown command: " + args[0]);
}
