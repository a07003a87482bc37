// GTestPrinters: readable GoogleTest failure output for Qt strings, versions and table rows
// (gtest would otherwise print their bytes). Shared by every table-driven suite.
#pragma once

#include "core/model/Version.h"

#include <QString>

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

} // namespace cudnnsetup

// Table rows print as their name. gtest finds PrintTo by argument-dependent lookup in the rows'
// own namespace: the test files' anonymous namespace, which is this header's anonymous
// namespace too in every file that includes it.
namespace {

template<typename Row>
    requires requires(const Row &row) { std::string(row.name); }
void PrintTo(const Row &row, std::ostream *os)
{
    *os << row.name;
}

} // namespace
