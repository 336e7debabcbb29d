//===- DeviceCallGraph.h - Kernels and the helpers they reach --*- C++ -*-===//
//
// Part of metalify. Finds the __global__ functions of a translation unit and
// every defined device function they call, directly or not: exactly the
// functions that go into the .metal file. Constructor calls are calls too
// (variables, temporaries, member and base initializers), so a user's
// constructor is translated like any helper. Calls evaluated at compile time
// (Analysis/CompileTimeCall.h) are not calls here.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_ANALYSIS_DEVICECALLGRAPH_H
#define METALIFY_ANALYSIS_DEVICECALLGRAPH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class CXXConstructExpr;
class CXXConstructorDecl;
class Expr;
class FunctionDecl;
class FunctionTemplateDecl;
class Stmt;
} // namespace clang

namespace metalify {

/// A call from one device function to another: a CallExpr, or a
/// CXXConstructExpr for a constructor the user wrote.
struct DeviceCall {
  const clang::Expr *Call;
  const clang::FunctionDecl *Callee; ///< The definition.
};

/// The kernels of a file and the defined device functions reachable from
/// them. Functions are identified by their definitions.
class DeviceCallGraph {
public:
  /// Builds the graph of all kernels defined in \p Ctx.
  static DeviceCallGraph build(clang::ASTContext &Ctx);

  /// Kernel definitions in source order; a kernel template stands for
  /// its instantiations (each one kernel of the .metal file).
  llvm::ArrayRef<const clang::FunctionDecl *> kernels() const {
    return Kernels;
  }
  /// Reachable non-kernel device functions, callees before callers (on a
  /// cycle, in discovery order).
  llvm::ArrayRef<const clang::FunctionDecl *> helpers() const {
    return Helpers;
  }
  /// The calls \p F makes to defined device functions, in source order.
  llvm::ArrayRef<DeviceCall> calls(const clang::FunctionDecl *F) const;
  /// One call per cycle of the graph: the call that closes it.
  llvm::ArrayRef<DeviceCall> recursiveCalls() const { return Recursive; }

  /// The definition of \p F when it is device code with a body, else null.
  static const clang::FunctionDecl *
  deviceDefinition(const clang::FunctionDecl *F);
  /// The device definition \p Call calls: its direct callee's for a
  /// CallExpr, a written constructor's (not an implicit or defaulted one,
  /// which MSL defines itself) for a CXXConstructExpr; null otherwise and
  /// for kernel launches.
  static const clang::FunctionDecl *calledDefinition(const clang::Expr *Call);
  /// The code of \p F that runs when it is called, in source order: a
  /// constructor's member and base initializers, then its body.
  static llvm::SmallVector<const clang::Stmt *, 4>
  code(const clang::FunctionDecl *F);
  /// True for __global__ functions.
  static bool isKernel(const clang::FunctionDecl *F);
  /// The instances of kernel template \p T that become kernels: every
  /// specialization with a body (implicit and explicit instantiations,
  /// explicit specializations), in the order Clang created them. The host
  /// translator gives each one a handle.
  static std::vector<const clang::FunctionDecl *>
  kernelInstances(const clang::FunctionTemplateDecl *T);

private:
  void visit(const clang::FunctionDecl *F);

  std::vector<const clang::FunctionDecl *> Kernels;
  std::vector<const clang::FunctionDecl *> Helpers;
  llvm::DenseMap<const clang::FunctionDecl *, llvm::SmallVector<DeviceCall, 4>>
      Calls;
  llvm::DenseMap<const clang::FunctionDecl *, int> State; ///< 1 open, 2 done
  std::vector<DeviceCall> Recursive;
};

} // namespace metalify

#endif
