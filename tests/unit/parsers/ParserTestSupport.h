// ParserTestSupport: readable GoogleTest output for Qt strings and versions, and the row name
// generator the parser tables share.
#pragma once

#include "core/model/Version.h"

#include <QString>

#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>

inline void PrintTo(const QString &text, std::ostream *os)
{
    *os << '"' << text.toStdString() << '"';
}

namespace cudnnsetup {

inline void PrintTo(const Version &version, std::ostream *os)
{
    *os << (version.isValid() ? version.toString().toStdString() : std::string("<invalid>"));
}

// Checks that a sample was accepted or rejected as its row says; true when the caller should go
// on to compare the parsed values.
template<typename T>
[[nodiscard]] bool parsedAsExpected(const std::optional<T> &parsed, bool accepted)
{
    EXPECT_EQ(parsed.has_value(), accepted)
        << (accepted ? "rejected a valid sample" : "accepted a malformed sample");
    return accepted && parsed.has_value();
}

// `expected` is the exact dotted text (so a lost or extra ".0" fails), or nullptr for a sample
// that must be rejected.
inline void expectVersion(const std::optional<Version> &parsed, const char16_t *expected)
{
    if (parsedAsExpected(parsed, expected != nullptr)) {
        EXPECT_EQ(parsed->toString(), QString::fromUtf16(expected));
    }
}

// Table rows print as their name instead of gtest's byte dump. gtest finds PrintTo by
// argument-dependent lookup, which searches only the rows' own (anonymous) namespace; this
// header's anonymous namespace is that same namespace in every test file that includes it.
namespace {

template<typename Row>
    requires requires(const Row &row) { std::string(row.name); }
void PrintTo(const Row &row, std::ostream *os)
{
    *os << row.name;
}

} // namespace

// Every table row carries a `name` (an identifier) so that ctest lists each sample by what it is.
struct RowName
{
    template<typename Row>
    std::string operator()(const testing::TestParamInfo<Row> &info) const
    {
        return info.param.name;
    }
};

} // namespace cudnnsetup
