//===- BuiltinUsage.cpp - Implicit inputs of device functions -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/MacroUse.h"
#include "Analysis/LibraryRow.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace metalify {
namespace {

/// What one body uses directly.
struct DirectUse {
  llvm::StringSet<> Builtins;
  llvm::SmallVector<const VarDecl *, 4> Shared;
  bool DynamicShared = false;
  llvm::SmallVector<const VarDecl *, 2> DynamicGlobals;
  llvm::SmallVector<const VarDecl *, 2> Globals;
};

/// Collects the direct uses of built-ins and shared memory in one body.
class DirectUseCollector : public RecursiveASTVisitor<DirectUseCollector> {
public:
  DirectUseCollector(const llvm::StringSet<> &BuiltinNames,
                     const RuleTable &Rules, const ASTContext &Ctx,
                     BuiltinUsage::TypeSpeller SpellType, DirectUse &Out)
      : BuiltinNames(BuiltinNames), Rules(Rules), Ctx(Ctx),
        SpellType(SpellType), Out(Out) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V)
      return true;
    if (V->hasGlobalStorage() && BuiltinNames.contains(V->getName()))
      Out.Builtins.insert(V->getName());
    if (BuiltinUsage::isDynamicShared(V)) {
      Out.DynamicShared = true;
      if (!V->isLocalExternDecl() &&
          !llvm::is_contained(Out.DynamicGlobals, V))
        Out.DynamicGlobals.push_back(V);
    }
    if (BuiltinUsage::isDeviceGlobal(V)) {
      const VarDecl *Def = V->getDefinition();
      const VarDecl *G = Def ? Def : V->getCanonicalDecl();
      if (!llvm::is_contained(Out.Globals, G))
        Out.Globals.push_back(G);
    }
    return true;
  }
  /// A library call whose row's Metal text names a built-in (a thread
  /// block object built from threadIdx) needs that built-in as well.
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || DeviceCallGraph::deviceDefinition(Callee))
      return true;
    const Rule *R = libraryRow(Callee, Rules);
    if (!R || R->Status == RuleStatus::Unsupported)
      return true;
    std::vector<std::string> Names =
        SpellType ? identifiersOfMetal(*R, argumentTypes(E))
                  : identifiersOfMetal(*R);
    for (const std::string &Name : Names)
      if (BuiltinNames.contains(Name))
        Out.Builtins.insert(Name);
    return true;
  }
  /// Code from a table macro (assert) is replaced by the row's template,
  /// which may name built-ins too.
  bool VisitStmt(Stmt *S) {
    const Rule *R = tableMacroAt(S->getBeginLoc(), Rules, Ctx);
    if (!R)
      return true;
    for (const std::string &Name : identifiersOfMetal(*R))
      if (BuiltinNames.contains(Name))
        Out.Builtins.insert(Name);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (BuiltinUsage::isStaticShared(V) && V->isLocalVarDecl())
      Out.Shared.push_back(V);
    return true;
  }

private:
  /// The types of \p E's arguments as the rows' conditions name them: the
  /// pointee of a pointer (its address space is not known yet), else the
  /// argument's own type.
  std::vector<RuleArg> argumentTypes(const CallExpr *E) const {
    std::vector<RuleArg> Args;
    for (const Expr *Arg : E->arguments()) {
      RuleArg A;
      QualType T = Arg->IgnoreParenImpCasts()->getType();
      if (T->isArrayType())
        T = Ctx.getArrayDecayedType(T);
      if (T->isPointerType())
        A.Pointee = SpellType(T->getPointeeType().getUnqualifiedType());
      else
        A.Type = SpellType(Arg->getType().getUnqualifiedType());
      Args.push_back(std::move(A));
    }
    return Args;
  }

  const llvm::StringSet<> &BuiltinNames;
  const RuleTable &Rules;
  const ASTContext &Ctx;
  BuiltinUsage::TypeSpeller SpellType;
  DirectUse &Out;
};

/// Appends the elements of \p From missing in \p To.
template <typename T>
void appendNew(llvm::SmallVectorImpl<T> &To, llvm::ArrayRef<T> From) {
  for (const T &X : From)
    if (!llvm::is_contained(To, X))
      To.push_back(X);
}

/// Declaration order, so that every copy of the analysis (device and host
/// side) lists a kernel's globals alike.
void sortBySource(llvm::SmallVectorImpl<const VarDecl *> &Vars) {
  if (Vars.empty())
    return;
  const SourceManager &SM = Vars.front()->getASTContext().getSourceManager();
  llvm::sort(Vars, [&](const VarDecl *A, const VarDecl *B) {
    return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
  });
}

} // namespace

bool BuiltinUsage::isStaticShared(const VarDecl *V) {
  return V->hasAttr<CUDASharedAttr>() && !isDynamicShared(V);
}

bool BuiltinUsage::isDynamicShared(const VarDecl *V) {
  return V->hasAttr<CUDASharedAttr>() && V->hasExternalStorage();
}

bool BuiltinUsage::isDeviceGlobal(const VarDecl *V) {
  if (!V->hasGlobalStorage() || V->isLocalVarDecl() ||
      V->hasAttr<CUDASharedAttr>())
    return false;
  if (!V->hasAttr<CUDAConstantAttr>() && !V->hasAttr<CUDADeviceAttr>())
    return false;
  // threadIdx and friends are declared __device__ by our headers.
  const SourceManager &SM = V->getASTContext().getSourceManager();
  return !SM.isInSystemHeader(V->getLocation());
}

BuiltinUsage BuiltinUsage::compute(const DeviceCallGraph &Graph,
                                   const RuleTable &Rules,
                                   TypeSpeller SpellType) {
  // Parameter-style rows only: expression rows (warpSize -> 32) are
  // substituted in place and need no parameter.
  llvm::StringSet<> Names;
  std::vector<std::string> Ordered;
  for (const Rule &R : Rules.rows())
    if (R.Kind == RuleKind::BuiltinVariable &&
        llvm::StringRef(R.Metal).contains("[[")) {
      Names.insert(R.Name);
      Ordered.push_back(R.Name);
    }

  BuiltinUsage U;
  // Helpers come callees first, so each callee is complete when used.
  std::vector<const FunctionDecl *> Order(Graph.helpers().begin(),
                                          Graph.helpers().end());
  Order.insert(Order.end(), Graph.kernels().begin(), Graph.kernels().end());
  for (const FunctionDecl *F : Order) {
    DirectUse Direct;
    DirectUseCollector Collector(Names, Rules, F->getASTContext(), SpellType,
                                 Direct);
    for (const Stmt *S : DeviceCallGraph::code(F))
      Collector.TraverseStmt(const_cast<Stmt *>(S));
    ImplicitInputs In;
    llvm::StringSet<> Used = Direct.Builtins;
    In.DynamicShared = Direct.DynamicShared;
    In.DynamicGlobals = Direct.DynamicGlobals;
    if (!DeviceCallGraph::isKernel(F))
      appendNew<const VarDecl *>(In.Shared, Direct.Shared);
    for (const DeviceCall &C : Graph.calls(F)) {
      const ImplicitInputs &Callee = U.inputs(C.Callee);
      for (const std::string &B : Callee.Builtins)
        Used.insert(B);
      appendNew<const VarDecl *>(In.Shared, Callee.Shared);
      appendNew<const VarDecl *>(In.Globals, Callee.Globals);
      In.DynamicShared |= Callee.DynamicShared;
    }
    appendNew<const VarDecl *>(In.Globals, Direct.Globals);
    sortBySource(In.Globals);
    for (const std::string &Name : Ordered)
      if (Used.contains(Name))
        In.Builtins.push_back(Name);
    U.Own[F] = std::move(Direct.Shared);
    U.Inputs[F] = std::move(In);
  }
  return U;
}

const ImplicitInputs &BuiltinUsage::inputs(const FunctionDecl *F) const {
  static const ImplicitInputs None;
  auto It = Inputs.find(F);
  return It == Inputs.end() ? None : It->second;
}

llvm::ArrayRef<const VarDecl *>
BuiltinUsage::ownShared(const FunctionDecl *F) const {
  auto It = Own.find(F);
  if (It == Own.end())
    return {};
  return It->second;
}

} // namespace metalify
