// Fuzz target: the compatibility data file (resources/compat/compat.json, or one an IT admin
// points the wizard at). A file the reader accepts is then used as the wizard uses it: three
// machines are judged against it and the newest fitting cuDNN is picked, so that data which is
// well-formed but odd (empty tables, reversed ranges, huge versions) cannot crash the rules.
#include "FuzzSupport.h"

#include "core/compat/CompatMatrix.h"
#include "core/compat/CompatRules.h"
#include "core/model/SystemReport.h"

using namespace cudnnsetup;

namespace {

Version v(const char *text)
{
    return Version::parse(QString::fromLatin1(text)).value_or(Version());
}

SystemReport machine(const char *platform, const char *driver, const char *cc, const char *toolkit, const char *cudnn)
{
    SystemReport report;
    report.platform = QString::fromLatin1(platform);
    if (driver) {
        report.driver.state = DriverInfo::State::GpusFound;
        report.driver.version = v(driver);
        report.driver.maxCudaVersion = v("12.4");
    }
    if (cc) {
        GpuInfo gpu;
        gpu.name = QStringLiteral("NVIDIA GeForce RTX 4060");
        gpu.computeCapability = v(cc);
        report.gpus.append(gpu);
    }
    if (toolkit) {
        ToolkitInstall install;
        install.version = v(toolkit);
        install.root = QStringLiteral("/usr/local/cuda-") + QString::fromLatin1(toolkit);
        install.canonicalRoot = install.root;
        install.isDefault = true;
        report.toolkits.append(install);
    }
    if (cudnn) {
        CudnnCopy copy;
        copy.kind = CudnnCopy::Kind::InsideToolkit;
        copy.packageVersion = v(cudnn);
        copy.cudaMajor = 12;
        copy.toolkitRoot = report.toolkits.isEmpty() ? QString() : report.toolkits.constFirst().root;
        report.cudnnCopies.append(copy);
    }
    return report;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    const std::optional<CompatMatrix> matrix = CompatMatrix::fromJson(fuzz::bytes(data, size), &error);
    if (!matrix) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    SystemReport machines[] = {
        machine("linux-x86_64", "550.54.14", "8.9", "12.4", "9.1.0.70"),
        machine("windows-x86_64", "581.15", "12.0", "13.0", nullptr),
        machine("linux-sbsa", nullptr, nullptr, nullptr, "8.9.7.29"),
    };
    for (SystemReport &report : machines)
        CompatRules::judge(report, *matrix);

    for (const Version &toolkit : {v("12.4"), v("13.0.88"), v("9"), v("99999.1")}) {
        matrix->toolkitDriverRow(toolkit);
        matrix->knowsToolkit(toolkit);
        bool estimated = false;
        matrix->toolkitDriverMinimum(toolkit, DriverOs::Windows, &estimated);
    }
    for (int major : matrix->cudaMajors()) {
        matrix->minorCompat(major);
        matrix->toolkitComputeCapability(major);
    }
    matrix->newestCudaMajorForDriver(v("580.65.06"), DriverOs::Linux);
    matrix->newestToolkitForDriver(v("527.41"), DriverOs::Windows);
    matrix->architecture(v("7.5"));
    matrix->newestKnownComputeCapability();
    for (const CudnnRelease &release : matrix->cudnnReleases()) {
        matrix->cudnnSupport(release.version);
        FUZZ_CHECK(matrix->cudnnRelease(release.version) != nullptr);
    }
    return 0;
}
