#include "Peaks.h"

namespace probe {

namespace {

bool contains(const std::string &text, const char *part) { return text.find(part) != std::string::npos; }

} // namespace

Peaks peaksFor(int ccMajor, int ccMinor, int multiprocessors, int clockKHz, const std::string &name)
{
    Peaks peaks;
    peaks.clockMHz = clockKHz / 1000.0;
    const int cc = ccMajor * 10 + ccMinor;
    const bool geforce = contains(name, "GeForce") || contains(name, "TITAN") || contains(name, "Titan");

    // FP32 lanes per SM: 64 on Volta, Turing, GA100 (and GP100); 128 on the others since Pascal.
    const int lanes = (ccMajor == 7 || cc == 80 || cc == 60) ? 64 : 128;
    std::optional<int> tf32PerClock, fp16PerClock;   // dense FLOP per clock per SM
    switch (cc) {
    case 70:   // V100
        fp16PerClock = 1024;
        break;
    case 75:   // Turing: GTX 16xx / MX have no tensor cores; GeForce RTX accumulates FP32 at half rate
        if (!contains(name, "GTX 16") && !contains(name, " MX"))
            fp16PerClock = geforce ? 512 : 1024;
        break;
    case 80:   // A100
        tf32PerClock = 1024;
        fp16PerClock = 2048;
        break;
    case 86:   // GA10x
    case 89:   // AD10x. GeForce: the table's rates; data-centre / workstation parts (A40, L40S, RTX
               // A6000) run FP32 accumulation and TF32 at twice the GeForce rate per SM.
        tf32PerClock = geforce ? 256 : 512;
        fp16PerClock = geforce ? 512 : 1024;
        break;
    case 90:   // H100 / H200
        tf32PerClock = 2048;
        fp16PerClock = 4096;
        break;
    default:   // no tensor-core rate we can vouch for (Blackwell and later: not in the table)
        break;
    }

    const double smGHz = multiprocessors * (clockKHz / 1e6);   // SMs × clock in GHz
    auto tflops = [&](int flopPerClock) { return smGHz * flopPerClock / 1000.0; };
    if (multiprocessors > 0 && clockKHz > 0) {
        peaks.fp32 = tflops(2 * lanes);
        if (tf32PerClock)
            peaks.tf32 = tflops(*tf32PerClock);
        if (fp16PerClock)
            peaks.fp16 = tflops(*fp16PerClock);
    }
    return peaks;
}

} // namespace probe
