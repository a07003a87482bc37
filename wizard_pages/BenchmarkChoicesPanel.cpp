#include "wizard_pages/BenchmarkChoicesPanel.h"

#include "core/verify/BenchmarkText.h"
#include "wizard_pages/WrappingLabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace cudnnsetup {

namespace {

const QString kCustom = QStringLiteral("custom");

// The largest tensor the page lets a custom layer have: 2^28 values (1 GiB of FP32) already takes
// the CPU row minutes; beyond it, allocations fail instead of being timed.
constexpr int64_t kMaxElements = int64_t(1) << 28;

struct ShapeField
{
    const char *name;   // object name suffix
    int minimum;
    int maximum;
    int initial;        // a conv3_x-sized layer at batch 8, for a quick first run
};

// N, C, H, W, K, R, S, pad, stride.
constexpr std::array<ShapeField, 9> kFields{{
    {"N", 1, 1024, 8},
    {"C", 1, 4096, 128},
    {"H", 1, 1024, 28},
    {"W", 1, 1024, 28},
    {"K", 1, 4096, 128},
    {"R", 1, 15, 3},
    {"S", 1, 15, 3},
    {"Pad", 0, 15, 1},
    {"Stride", 1, 8, 1},
}};

} // namespace

BenchmarkChoicesPanel::BenchmarkChoicesPanel(QWidget *parent)
    : QWidget(parent)
    , m_layer(new QComboBox)
    , m_custom(new QWidget)
    , m_shapeProblem(new WrappingLabel(QStringLiteral("benchmarkShapeProblemLabel")))
    , m_batch(new QSpinBox)
    , m_fp32(new QCheckBox(tr("FP32, strict")))
    , m_tf32(new QCheckBox(tr("TF32")))
    , m_fp16(new QCheckBox(tr("FP16")))
    , m_cpu(new QCheckBox(tr("Also time the processor (CPU)")))
{
    m_layer->setObjectName(QStringLiteral("benchmarkLayerCombo"));
    m_layer->setAccessibleName(tr("Layer to time"));
    for (const std::string &preset : bench::ConvolutionShape::presetNames()) {
        const QString name = QString::fromStdString(preset);
        m_layer->addItem(BenchmarkText::layerName(name), name);
    }
    m_layer->addItem(tr("Custom…"), kCustom);
    m_layer->setCurrentIndex(std::max(0, m_layer->findData(BenchmarkRequest().layer)));

    // Labels say what each letter means; the letters are what papers and cuDNN's docs use.
    const std::array<QString, 9> labels{tr("Batch (N)"),         tr("Input channels (C)"), tr("Height (H)"),
                                        tr("Width (W)"),         tr("Filters (K)"),        tr("Filter height (R)"),
                                        tr("Filter width (S)"),  tr("Padding"),            tr("Stride")};
    auto *grid = new QGridLayout(m_custom);
    grid->setContentsMargins(0, 0, 0, 0);
    for (size_t i = 0; i < kFields.size(); ++i) {
        auto *spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("benchmarkShape%1").arg(QLatin1String(kFields[i].name)));
        spin->setAccessibleName(labels[i]);
        spin->setRange(kFields[i].minimum, kFields[i].maximum);
        spin->setValue(kFields[i].initial);
        m_shape[i] = spin;
        auto *label = new QLabel(labels[i]);
        label->setBuddy(spin);
        const int row = int(i) / 3;
        const int column = (int(i) % 3) * 2;
        grid->addWidget(label, row, column);
        grid->addWidget(spin, row, column + 1);
        connect(spin, &QSpinBox::valueChanged, this, &BenchmarkChoicesPanel::update);
    }
    grid->addWidget(m_shapeProblem, 3, 0, 1, 6);
    m_shapeProblem->hide();

    m_batch->setObjectName(QStringLiteral("benchmarkBatchSpin"));
    m_batch->setAccessibleName(tr("Batch size"));
    m_batch->setRange(0, 1024);
    m_batch->setSpecialValueText(tr("Automatic"));   // shown for 0
    m_batch->setValue(0);
    m_batch->setToolTip(tr("How many images are computed at once. Automatic: %1 with a GPU, %2 without (the processor "
                           "is much slower).")
                            .arg(bench::kAutoBatchWithGpu)
                            .arg(bench::kAutoBatchCpuOnly));

    m_fp32->setObjectName(QStringLiteral("benchmarkFp32Check"));
    m_fp32->setChecked(true);
    m_fp32->setEnabled(false);
    m_fp32->setToolTip(tr("Always measured: strict FP32 computes exactly what the kernels without cuDNN and the "
                          "processor compute, so it is the fair comparison."));
    m_tf32->setObjectName(QStringLiteral("benchmarkTf32Check"));
    m_tf32->setChecked(true);
    m_tf32->setToolTip(tr("Tensor cores with FP32 data rounded to TF32 inside (graphics cards of compute capability "
                          "8.0 and newer). Faster, slightly less exact."));
    m_fp16->setObjectName(QStringLiteral("benchmarkFp16Check"));
    m_fp16->setChecked(true);
    m_fp16->setToolTip(tr("Tensor cores with half-precision data in the NHWC layout: what mixed-precision training "
                          "uses. Fastest, least exact."));
    m_cpu->setObjectName(QStringLiteral("benchmarkCpuCheck"));
    m_cpu->setChecked(true);
    m_cpu->setToolTip(tr("Times the same layer on the processor, which also runs on a computer without a GPU."));

    auto *precisions = new QHBoxLayout;
    precisions->addWidget(m_fp32);
    precisions->addWidget(m_tf32);
    precisions->addWidget(m_fp16);
    precisions->addStretch(1);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Layer:"), m_layer);
    form->addRow(m_custom);
    form->addRow(tr("Batch si&ze:"), m_batch);
    form->addRow(tr("cuDNN precisions:"), precisions);
    form->addRow(m_cpu);

    connect(m_layer, &QComboBox::currentIndexChanged, this, &BenchmarkChoicesPanel::update);
    for (QCheckBox *box : {m_tf32, m_fp16, m_cpu})
        connect(box, &QCheckBox::toggled, this, &BenchmarkChoicesPanel::changed);
    connect(m_batch, &QSpinBox::valueChanged, this, &BenchmarkChoicesPanel::changed);
    update();
}

bool BenchmarkChoicesPanel::isCustom() const
{
    return m_layer->currentData().toString() == kCustom;
}

std::optional<bench::ConvolutionShape> BenchmarkChoicesPanel::customShape() const
{
    bench::ConvolutionShape shape;
    shape.N = m_shape[0]->value();
    shape.C = m_shape[1]->value();
    shape.H = m_shape[2]->value();
    shape.W = m_shape[3]->value();
    shape.K = m_shape[4]->value();
    shape.R = m_shape[5]->value();
    shape.S = m_shape[6]->value();
    shape.padH = shape.padW = m_shape[7]->value();
    shape.strideH = shape.strideW = m_shape[8]->value();
    if (!shape.isValid())
        return std::nullopt;
    return shape;
}

bool BenchmarkChoicesPanel::isValid() const
{
    if (!isCustom())
        return true;
    const std::optional<bench::ConvolutionShape> shape = customShape();
    return shape && std::max({shape->inputElements(), shape->filterElements(), shape->outputElements()}) <= kMaxElements;
}

BenchmarkRequest BenchmarkChoicesPanel::request(BenchmarkRequest base) const
{
    base.layer = m_layer->currentData().toString();
    base.customShape.reset();
    base.batch = m_batch->value();
    if (isCustom()) {
        base.customShape = customShape();
        base.batch = m_shape[0]->value();   // a custom layer's N is its batch
    }
    base.fp32 = true;
    base.tf32 = m_tf32->isChecked();
    base.fp16 = m_fp16->isChecked();
    base.includeCpu = m_cpu->isChecked();
    return base;
}

void BenchmarkChoicesPanel::update()
{
    const bool custom = isCustom();
    m_custom->setVisible(custom);
    // A custom layer carries its own batch (N).
    if (auto *form = qobject_cast<QFormLayout *>(layout()))
        form->setRowVisible(m_batch, !custom);
    QString problem;
    if (custom && !customShape())
        problem = tr("This layer cannot be computed: the filter (R × S) is larger than the padded input (H × W).");
    else if (custom && !isValid())
        problem = tr("This layer is too large to time here: one of its tensors would hold more than %1 million values.")
                      .arg(kMaxElements / 1000000);
    m_shapeProblem->setText(problem.toHtmlEscaped());
    m_shapeProblem->setVisible(!problem.isEmpty());
    Q_EMIT changed();
}

} // namespace cudnnsetup
