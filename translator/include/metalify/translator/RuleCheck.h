//===- RuleCheck.h - Validating a rules/ tree ------------------*- C++ -*-===//
//
// Part of metalify. What `metalify rules --check` verifies on a source tree:
// well-formed files, unique names, rows sorted within each file, test files
// that exist, shim symbols that the shim headers declare, diagnostic ids and
// helpers that exist, and catalog entries with a documented fix.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_RULECHECK_H
#define METALIFY_TRANSLATOR_RULECHECK_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace metalify {

/// The outcome of checking a tree: located messages, one per problem.
struct RuleCheckResult {
  /// "rules/mapping/x.yaml:12:5: error: ..." (may span several lines: the
  /// offending source line and a caret follow YAML errors).
  std::vector<std::string> Errors;
  unsigned MappingFiles = 0;
  unsigned Rows = 0;
  unsigned Diagnostics = 0;
};

/// Checks \p SourceRoot/rules against \p SourceRoot/tests and
/// \p SourceRoot/shim/include. Paths in messages are relative to the root.
RuleCheckResult checkRuleTree(llvm::StringRef SourceRoot);

/// The nearest directory at or above \p Start that has a rules/ folder.
std::optional<std::string> findSourceRoot(llvm::StringRef Start);

} // namespace metalify

#endif
