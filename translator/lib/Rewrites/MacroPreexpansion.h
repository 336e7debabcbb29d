//===- MacroPreexpansion.h - Macro uses expanded before translating -*- C++ -*-=//
//
// Part of metalify. A macro use in device code is normally replaced by its
// expansion after the fact (MacroExpansionRewrite), which cannot work when
// the expansion itself needs rewriting: `CLAMP(x)` expanding to
// `(fminf(fmaxf(x, 0.f), 1.f))`, or `INFINITY` expanding to a builtin call.
// For such files the pipeline parses again from copies of the main file and
// its user headers in which each macro use in device code is already expanded, on its own line,
// so every rewrite sees ordinary file text.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MACROPREEXPANSION_H
#define METALIFY_REWRITES_MACROPREEXPANSION_H

#include "Driver/ParsedUnit.h"

#include <string>

namespace clang {
class ASTContext;
} // namespace clang

namespace metalify {

class RuleTable;

/// The texts of the main file and of the user headers (not system headers,
/// not ours) with every macro use in their device code (kernels, device
/// functions and methods) replaced by the expansion Clang parsed, printed
/// on the use's line. Uses of macros whose row has a template (assert)
/// stay. Files without such uses are not listed.
FileTexts preexpandDeviceMacros(clang::ASTContext &Ctx, const RuleTable &Rules);

} // namespace metalify

#endif
