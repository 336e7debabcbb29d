//===- LineDiff.h - How many lines a translation changed -------*- C++ -*-===//
//
// Part of metalify. `--stats` reports, per file, the lines of the input that
// the translation did not keep byte for byte: the input's lines outside a
// longest common subsequence of the input and output lines (Myers' O(ND)
// edit distance, so the cost grows with the size of the change).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_STATS_LINEDIFF_H
#define METALIFY_STATS_LINEDIFF_H

#include "llvm/ADT/StringRef.h"

namespace metalify {

/// The number of lines of \p Before not kept unchanged in \p After.
unsigned countChangedLines(llvm::StringRef Before, llvm::StringRef After);

} // namespace metalify

#endif
