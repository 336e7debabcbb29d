//===- WriteAnalysis.cpp - Which pointers are written through -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/WriteAnalysis.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/PointerFlow.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace metalify {
namespace {

/// Nodes are pointer variables and functions (standing for their return
/// value); an edge Dest -> Src means "a write through Dest writes Src".
class WriteGraph {
public:
  void addEdge(const Decl *Dest, const Expr *Src) {
    llvm::SmallVector<PointerOrigin, 4> Origins;
    pointerOrigins(Src, Origins);
    for (PointerOrigin O : Origins)
      Edges[Dest].push_back(node(O));
  }
  /// Dest is a reference bound to the lvalue \p Src.
  void addReferenceEdge(const Decl *Dest, const Expr *Src) {
    llvm::SmallVector<PointerOrigin, 4> Origins;
    storageOrigins(Src, Origins);
    for (PointerOrigin O : Origins)
      Edges[Dest].push_back(node(O));
  }
  void markThroughLValue(const Expr *LValue) {
    llvm::SmallVector<PointerOrigin, 4> Origins;
    storageOrigins(LValue, Origins);
    for (PointerOrigin O : Origins)
      Seeds.push_back(node(O));
  }
  void markPointer(const Expr *Ptr) {
    llvm::SmallVector<PointerOrigin, 4> Origins;
    pointerOrigins(Ptr, Origins);
    for (PointerOrigin O : Origins)
      Seeds.push_back(node(O));
  }
  llvm::DenseSet<const Decl *> propagate() const {
    llvm::DenseSet<const Decl *> Done;
    llvm::SmallVector<const Decl *, 16> Work(Seeds.begin(), Seeds.end());
    while (!Work.empty()) {
      const Decl *D = Work.pop_back_val();
      if (!D || !Done.insert(D).second)
        continue;
      auto It = Edges.find(D);
      if (It != Edges.end())
        Work.append(It->second.begin(), It->second.end());
    }
    return Done;
  }

private:
  /// Writes through `this` stay with the caller's object, which the
  /// caller records (a non-const method call writes its object).
  static const Decl *node(PointerOrigin O) {
    if (const auto *V = O.dyn_cast<const VarDecl *>())
      return V;
    const auto *Call = O.dyn_cast<const CallExpr *>();
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    return Callee ? DeviceCallGraph::deviceDefinition(Callee) : nullptr;
  }

  llvm::DenseMap<const Decl *, llvm::SmallVector<const Decl *, 2>> Edges;
  llvm::SmallVector<const Decl *, 16> Seeds;
};

void addFunction(WriteGraph &G, const DeviceCallGraph &Graph,
                 const FunctionDecl *F) {
  FunctionFlows Flows = collectFlows(F);
  for (const auto &[Var, Src] : Flows.Assigns)
    G.addEdge(Var, Src);
  for (const Expr *R : Flows.Returns)
    G.addEdge(F, R);
  for (const Expr *L : Flows.WrittenLValues)
    G.markThroughLValue(L);
  for (const Expr *A : Flows.OpaqueArgs)
    G.markPointer(A);
  // A member keeps what its initializer points to; writes through members
  // are not followed, so a member to non-const memory counts as a write.
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    for (const CXXCtorInitializer *Init : Ctor->inits()) {
      const FieldDecl *Field = Init->getMember();
      if (!Field || !Init->isWritten())
        continue;
      QualType T = Field->getType();
      if (!(T->isPointerType() || T->isReferenceType()) ||
          T->getPointeeType().isConstQualified())
        continue;
      if (T->isReferenceType())
        G.markThroughLValue(Init->getInit());
      else
        G.markPointer(Init->getInit());
    }
  for (const DeviceCall &C : Graph.calls(F)) {
    for (unsigned I = 0; I < C.Callee->getNumParams(); ++I) {
      const ParmVarDecl *P = C.Callee->getParamDecl(I);
      const Expr *Arg = callArgument(C.Call, C.Callee, I);
      if (Arg && P->getType()->isReferenceType())
        G.addReferenceEdge(P, Arg);
      else if (Arg && P->getType()->isPointerType())
        G.addEdge(P, Arg);
    }
  }
}

} // namespace

WriteAnalysis WriteAnalysis::run(const DeviceCallGraph &Graph) {
  WriteGraph G;
  for (const FunctionDecl *K : Graph.kernels())
    addFunction(G, Graph, K);
  for (const FunctionDecl *H : Graph.helpers())
    addFunction(G, Graph, H);
  WriteAnalysis W;
  W.Written = G.propagate();
  return W;
}

bool WriteAnalysis::isWritten(const VarDecl *V) const {
  return Written.contains(V);
}

bool WriteAnalysis::isReturnWritten(const FunctionDecl *F) const {
  return Written.contains(F);
}

} // namespace metalify
