//===- ConstructStats.h - Which table rows a file uses ----------*- C++ -*-===//
//
// Part of metalify. `metalify translate --stats` counts, per file, the uses
// of every CUDA name that has a row in the rules table (functions,
// variables, types, qualifiers, launches, headers), so the summary shows
// exactly what the same rows will do: exact, approximate, emulated or
// unsupported.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_STATS_CONSTRUCTSTATS_H
#define METALIFY_STATS_CONSTRUCTSTATS_H

#include "metalify/translator/Translate.h"

#include <vector>

namespace metalify {

class ParsedUnit;

/// The rows of \p Rules used in \p Unit's main file, sorted by name.
std::vector<ConstructCount> countConstructs(const ParsedUnit &Unit,
                                            const RuleTable &Rules);

} // namespace metalify

#endif
