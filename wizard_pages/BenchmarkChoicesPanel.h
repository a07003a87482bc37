// BenchmarkChoicesPanel: what the Benchmark page times — a ResNet-50 layer or a layer of the
// user's own (checked as it is typed), the batch (automatic or a number), the extra cuDNN
// precisions (strict FP32 is always timed: it is the fair comparison) and whether to time the
// processor too. It only collects choices, the same ones `cudnn-setup bench` takes.
#pragma once

#include "core/verify/BenchmarkRequest.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace cudnnsetup {

class WrappingLabel;

class BenchmarkChoicesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BenchmarkChoicesPanel(QWidget *parent = nullptr);

    // `base` with the panel's layer, batch, shape, precisions and CPU choice.
    BenchmarkRequest request(BenchmarkRequest base = {}) const;
    // False while the custom layer cannot be computed (the reason is shown under it).
    bool isValid() const;

Q_SIGNALS:
    void changed();

private:
    bool isCustom() const;
    std::optional<bench::ConvolutionShape> customShape() const;
    void update();

    QComboBox *m_layer;
    QWidget *m_custom;
    // N, C, H, W, K, R, S, pad, stride: the order of `--shape`.
    std::array<QSpinBox *, 9> m_shape{};
    WrappingLabel *m_shapeProblem;
    QSpinBox *m_batch;
    QCheckBox *m_fp32;
    QCheckBox *m_tf32;
    QCheckBox *m_fp16;
    QCheckBox *m_cpu;
};

} // namespace cudnnsetup
