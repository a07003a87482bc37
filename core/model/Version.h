// Version: a dotted version number (9.19.0.56, 13.0, 580.65.06) with the decoders for the
// integer encodings NVIDIA uses (CUDNN_VERSION for 7/8 and for 9, CUDA's 1000*major+10*minor).
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include <compare>
#include <optional>

namespace cudnnsetup {

class Version
{
public:
    Version() = default;
    Version(std::initializer_list<int> parts);
    explicit Version(QList<int> parts);

    // "9.19.0.56", "13.0", "V13.0.88" (leading 'v'/'V' allowed). Returns nullopt for anything
    // that is not digits separated by single dots.
    static std::optional<Version> parse(QStringView text);

    // CUDNN_VERSION / cudnnGetVersion(): major*1000+minor*100+patch up to 8.x, and
    // major*10000+minor*100+patch from 9.0 on. A value >= 10000 can only be the 9.x encoding.
    static Version fromCudnnCode(qint64 code);
    // cuDriverGetVersion / cudaRuntimeGetVersion / cudnnGetCudartVersion: 1000*major + 10*minor.
    static Version fromCudaCode(qint64 code);

    bool isValid() const { return !m_parts.isEmpty(); }
    int part(int index) const { return index < m_parts.size() ? m_parts.at(index) : 0; }
    int major() const { return part(0); }
    int minor() const { return part(1); }
    int patch() const { return part(2); }
    int size() const { return int(m_parts.size()); }
    const QList<int> &parts() const { return m_parts; }

    // The first `count` parts: Version{9,19,0,56}.truncated(2) == Version{9,19}.
    Version truncated(int count) const;
    // True when every part of `prefix` equals the same part here (13.0 is a prefix of 13.0.88).
    bool startsWith(const Version &prefix) const;

    // The text as parsed when there was one (driver "580.65.06" keeps its zero), else the
    // parts joined with dots.
    QString toString() const;
    // toString() for messages and evidence lines, "?" for a version that is not known.
    QString toStringOrUnknown() const;

    // Missing trailing parts count as 0, so 13.0 == 13.0.0.
    std::strong_ordering operator<=>(const Version &other) const;
    bool operator==(const Version &other) const { return (*this <=> other) == 0; }

private:
    QList<int> m_parts;
    QString m_text;
};

} // namespace cudnnsetup

Q_DECLARE_METATYPE(cudnnsetup::Version)
