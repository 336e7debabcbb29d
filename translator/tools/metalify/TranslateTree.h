//===- TranslateTree.h - Running a planned tree translation ----*- C++ -*-===//
//
// Part of metalify. Runs a TreePlan on a thread pool: the CUDA sources
// first (each parsed by its own Clang instance, its diagnostics kept
// together), then the headers those sources include (each rewritten once,
// whatever the number of includers) and the copies. A file that fails
// writes nothing; the others go on.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_TRANSLATETREE_H
#define METALIFY_TOOLS_TRANSLATETREE_H

#include "TranslateProgress.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"
#include "metalify/translator/StatsReport.h"
#include "metalify/translator/Translate.h"
#include "metalify/translator/TreePlan.h"

#include <vector>

namespace metalify {

/// How to run the plan.
struct TreeRunConfig {
  TranslateOptions Options;
  const RuleTable *Rules = nullptr;
  DiagnosticFilter Filter;
  bool Color = false;
  unsigned Jobs = 1;
  /// False under --examine: everything is translated, nothing written and
  /// nothing copied.
  bool Write = true;
};

/// Runs \p Plan; the statistics of the translated files and headers (with
/// Options.CollectStats) come back in plan order.
std::vector<FileStats> runTreePlan(TreePlan &Plan, const TreeRunConfig &Config,
                                   TranslateProgress &Progress);

} // namespace metalify

#endif
