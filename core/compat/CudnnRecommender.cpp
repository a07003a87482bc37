#include "core/compat/CudnnRecommender.h"

#include "core/compat/CompatText.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

QString CudnnRecommender::gpuList(const RuleContext &context)
{
    QStringList gpus;
    for (const GpuInfo &gpu : context.report.gpus)
        if (gpu.computeCapability.isValid())
            gpus.append(tr("%1, compute capability %2").arg(CompatText::gpuName(gpu), gpu.computeCapability.toString()));
    return gpus.join(QStringLiteral("; "));
}

QList<int> CudnnRecommender::candidateMajors(const RuleContext &context, QString *why)
{
    const ToolkitInstall *toolkit = context.toolkit;
    if (toolkit && toolkit->version.isValid()) {
        *why = tr("It is built for CUDA %1, like the CUDA %2 toolkit at %3.")
                   .arg(QString::number(toolkit->version.major()), toolkit->version.toString(), toolkit->root);
        return {toolkit->version.major()};
    }
    const QList<int> known = context.matrix.cudaMajors();   // newest first
    const DriverInfo &driver = context.report.driver;
    const std::optional<Version> version = context.driverVersion();
    if (version || (context.hasDriver() && driver.maxCudaVersion.isValid())) {
        QList<int> majors;
        for (int major : known) {
            const MinorCompatRow *floor = context.matrix.minorCompat(major);
            const bool fits = version ? *version >= floor->minimum(context.os) : driver.maxCudaVersion.major() >= major;
            if (fits)
                majors.append(major);
        }
        *why = tr("No CUDA Toolkit was found, so the build for the newest CUDA your driver supports was chosen; "
                  "Python packages and programs that bring their own CUDA libraries can use it.");
        return majors;
    }
    *why = tr("No CUDA Toolkit and no working driver were found, so the build for the newest CUDA was chosen.");
    return known;
}

QString CudnnRecommender::whyNothingFits(const RuleContext &context, const QList<int> &majors)
{
    const QString platform = context.report.platform;
    const bool platformKnown = std::any_of(context.matrix.cudnnReleases().cbegin(), context.matrix.cudnnReleases().cend(),
                                           [&](const CudnnRelease &release) { return release.platform(platform); });
    if (!platformKnown)
        return tr("The wizard knows no cuDNN archive for the platform \"%1\".").arg(platform);
    if (majors.isEmpty())
        return tr("The installed driver (%1) is too old for every CUDA version cuDNN is built for. Update the NVIDIA driver.")
            .arg(CompatText::driverVersion(context.report.driver.version));

    const QList<Version> ccs = context.computeCapabilities();
    for (int major : majors) {
        // Would a release fit if the driver were new enough?
        CudnnConstraints withoutDriver{platform, major, ccs, std::nullopt, context.os};
        if (const CudnnPick pick = context.matrix.newestCudnn(withoutDriver); pick.release && pick.driverMinimum)
            return tr("cuDNN %1 for CUDA %2 would fit, but it needs NVIDIA driver %3 or newer and the installed driver is %4. "
                      "Update the driver first.")
                .arg(pick.release->version.toString(), QString::number(major), CompatText::driverVersion(*pick.driverMinimum),
                     CompatText::driverVersion(context.report.driver.version));
    }
    const int first = majors.constFirst();
    const bool offered = std::any_of(context.matrix.cudnnReleases().cbegin(), context.matrix.cudnnReleases().cend(),
                                     [&](const CudnnRelease &release) { return release.offers(platform, first); });
    const QString reason = offered
        ? tr("No known cuDNN release for CUDA %1 supports your GPU (%2).").arg(QString::number(first), gpuList(context))
        : tr("No known cuDNN release offers a CUDA %1 build for %2.").arg(QString::number(first), platform);
    for (int major : context.matrix.cudaMajors()) {
        if (majors.contains(major))
            continue;
        CudnnConstraints other{platform, major, ccs, context.driverVersion(), context.os};
        if (const CudnnPick pick = context.matrix.newestCudnn(other); pick.release)
            return reason + u' '
                + tr("cuDNN %1 for CUDA %2 would fit, used with a CUDA %2.x toolkit.")
                      .arg(pick.release->version.toString(), QString::number(major));
    }
    if (!offered)
        return reason;
    return joinSentences(reason, tr("No cuDNN release in the wizard's data supports your GPU: it is too old for current cuDNN."));
}

Recommendation CudnnRecommender::recommend(const RuleContext &context)
{
    Recommendation recommendation;
    recommendation.platform = context.report.platform;
    if (recommendation.platform.isEmpty()) {
        recommendation.reason = tr("The platform of this computer is unknown, so no archive can be chosen.");
        return recommendation;
    }
    QString whyMajor;
    const QList<int> majors = candidateMajors(context, &whyMajor);
    const QList<Version> ccs = context.computeCapabilities();
    for (int major : majors) {
        CudnnConstraints constraints{recommendation.platform, major, ccs, context.driverVersion(), context.os};
        const CudnnPick pick = context.matrix.newestCudnn(constraints);
        if (!pick.release)
            continue;
        recommendation.available = true;
        recommendation.cudnnVersion = pick.release->version;
        recommendation.cudaMajor = major;
        recommendation.archiveName = CompatMatrix::archiveName(*pick.release, recommendation.platform, major);

        QStringList sentences{tr("cuDNN %1 for CUDA %2 is the newest known release that fits this computer.")
                                  .arg(pick.release->version.toString(), QString::number(major)),
                              whyMajor};
        if (!ccs.isEmpty())
            sentences.append(tr("It supports your GPU (%1).").arg(gpuList(context)));
        const QString needed = pick.driverMinimum ? CompatText::driverVersion(*pick.driverMinimum) : tr("(unknown)");
        if (context.driverVersion())
            sentences.append(tr("Your driver %1 meets its minimum, %2.").arg(CompatText::driverVersion(*context.driverVersion()), needed));
        else if (!context.hasDriver())
            sentences.append(tr("No NVIDIA driver was found, so its driver requirement (%1 or newer) was not checked.").arg(needed));
        else
            sentences.append(tr("The driver's version is unknown, so its driver requirement (%1 or newer) was not checked.").arg(needed));
        if (pick.driverMinimumEstimated)
            sentences.append(tr("NVIDIA lists no driver minimum for it on this system; %1 is the floor for every CUDA %2 toolkit.")
                                 .arg(needed, QString::number(major)));
        if (!pick.release->confirmed || !pick.tier->confirmed)
            sentences.append(tr("Parts of the wizard's data about this release are not confirmed by NVIDIA's documents."));
        recommendation.reason = joinSentences(sentences);
        return recommendation;
    }
    recommendation.reason = whyNothingFits(context, majors);
    return recommendation;
}

} // namespace cudnnsetup
