// ParserTestSupport: the acceptance and version checks and the row name generator the parser
// tables share.
#pragma once

#include "support/GTestPrinters.h"

#include "core/model/Version.h"

#include <QString>

#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>

namespace cudnnsetup {

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
