//===- WriteAnalysis.h - Which pointers are written through ----*- C++ -*-===//
//
// Part of metalify. A pointer may be declared `const device T*` only when
// nothing writes through it: not the function itself, not a local pointer
// derived from it, not a helper it is passed to, not a caller of a helper
// that returns it. Writes flow backwards along pointer assignments, call
// arguments and returns, over all device functions of the file.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_WRITEANALYSIS_H
#define METALIFY_ANALYSIS_WRITEANALYSIS_H

#include "llvm/ADT/DenseSet.h"

namespace clang {
class Decl;
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace metalify {

class DeviceCallGraph;

/// The set of pointers written through, for all functions of a graph.
class WriteAnalysis {
public:
  /// Analyses every kernel and helper of \p Graph.
  static WriteAnalysis run(const DeviceCallGraph &Graph);

  /// True when memory is written through pointer variable (or parameter)
  /// \p V or anything derived from it.
  bool isWritten(const clang::VarDecl *V) const;
  /// True when memory is written through the pointer \p F returns.
  bool isReturnWritten(const clang::FunctionDecl *F) const;

private:
  llvm::DenseSet<const clang::Decl *> Written;
};

} // namespace metalify

#endif
