//===- LibraryRow.h - The row of a device library function -----*- C++ -*-===//
//
// Part of metalify. Functions our CUDA headers declare in a namespace
// (cooperative_groups::reduce) have rows under their qualified name; the
// others under their plain name. One lookup serves the rewrite and the
// analyses, so they always agree on the row.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_LIBRARYROW_H
#define METALIFY_ANALYSIS_LIBRARYROW_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
} // namespace clang

namespace metalify {

class RuleTable;
struct Rule;
struct RuleArg;

/// The device-function or intrinsic row of \p Callee: the row of its
/// qualified name, else that of its plain name; null when neither exists.
const Rule *libraryRow(const clang::FunctionDecl *Callee,
                       const RuleTable &Rules);

/// The identifiers that the Metal texts of \p R (its own and its variants')
/// contain, in order of appearance, each once.
std::vector<std::string> identifiersOfMetal(const Rule &R);

/// The identifiers of the mappings a call of \p R with arguments \p Args
/// may take: the row's own and those of the variants whose conditions the
/// known facts of \p Args do not rule out. Only the argument count and the
/// types an argument carries (its pointee, or its type when not a pointer)
/// are judged; clauses on address spaces, argument text and the use of the
/// result, which are known only when the call is rewritten, count as
/// holding.
std::vector<std::string> identifiersOfMetal(const Rule &R,
                                            llvm::ArrayRef<RuleArg> Args);

} // namespace metalify

#endif
