//===- RuleDocs.h - Documentation generated from the table -----*- C++ -*-===//
//
// Part of metalify. docs/mapping.md, docs/diagnostics.md and the JSON of
// `metalify rules --json` are rendered from the loaded table and catalog, so
// the documentation can never drift from what the translator does.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_RULEDOCS_H
#define METALIFY_TRANSLATOR_RULEDOCS_H

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace metalify {

/// docs/mapping.md: one section per mapping file, one table row per CUDA name.
std::string renderMappingMarkdown(const RuleTable &Table,
                                  const DiagnosticCatalog &Catalog);

/// docs/diagnostics.md: every id with its severity, message, fix and example.
std::string renderDiagnosticsMarkdown(const DiagnosticCatalog &Catalog);

/// One row as JSON (every field, variants included).
llvm::json::Object ruleToJson(const Rule &R);

/// The example shown for a row: its own, or one derived from a rename
/// ("sinf(x) → sin(x)"); empty when none can be derived.
std::string exampleFor(const Rule &R);

} // namespace metalify

#endif
