//===- StatsReport.h - What `translate --stats` prints ---------*- C++ -*-===//
//
// Part of metalify. Per file and in total: the CUDA names used (counted
// from the rows of the rules table that drive the translation), grouped by
// the status of their rows (exact, approximate, emulated, unsupported; "no
// row" for names our headers declare that the table lacks), and the lines
// the translation changed. As text for people, CSV for spreadsheets, JSON
// for programs. docs/translate-tree.md shows each format.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_STATSREPORT_H
#define METALIFY_TRANSLATOR_STATSREPORT_H

#include "metalify/translator/Translate.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace metalify {

/// The statistics of one file.
struct FileStats {
  std::string File;
  bool Translated = false; ///< False: the translation failed.
  std::vector<ConstructCount> Constructs;
  unsigned LinesChanged = 0;
};

enum class StatsFormat { Text, Csv, Json };

/// Prints \p Files, in the order given, and their total.
void printStatsReport(llvm::raw_ostream &OS, llvm::ArrayRef<FileStats> Files,
                      StatsFormat Format);

} // namespace metalify

#endif
