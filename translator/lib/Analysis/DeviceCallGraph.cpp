//===- DeviceCallGraph.cpp - Kernels and the helpers they reach -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/CompileTimeCall.h"

#include "clang/Basic/SourceManager.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace metalify {
namespace {

/// Collects the calls to defined device functions in one body.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  CallCollector(const ASTContext &Ctx, llvm::SmallVector<DeviceCall, 4> &Out)
      : Ctx(Ctx), Out(Out) {}

  /// A call evaluated at compile time is no call at run time, and nothing
  /// inside it reaches the MSL: skipped with its children.
  bool dataTraverseStmtPre(Stmt *S) { return !compileTimeValue(S, Ctx); }

  bool VisitCallExpr(CallExpr *Call) {
    add(Call);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    add(Construct);
    // What an implicit or defaulted constructor constructs (members, bases)
    // is constructed by the caller, whose code MSL's own constructor
    // stands for.
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    const FunctionDecl *Def = Ctor ? Ctor->getDefinition() : nullptr;
    if (Def && (Def->isImplicit() || Def->isDefaulted()) &&
        DeviceCallGraph::deviceDefinition(Def))
      for (const Stmt *S : DeviceCallGraph::code(Def))
        if (!isa<CompoundStmt>(S))
          TraverseStmt(const_cast<Stmt *>(S));
    return true;
  }

private:
  void add(const Expr *Call) {
    if (const FunctionDecl *Def = DeviceCallGraph::calledDefinition(Call))
      Out.push_back({Call, Def});
  }

  const ASTContext &Ctx;
  llvm::SmallVector<DeviceCall, 4> &Out;
};

/// Finds kernel definitions anywhere in the file (namespaces included). A
/// kernel template contributes each of its instantiations that has a body,
/// in the order Clang created them (the order of first use).
class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->isThisDeclarationADefinition() || !DeviceCallGraph::isKernel(F))
      return true;
    // Explicit specializations come with their template.
    if (F->getTemplatedKind() == FunctionDecl::TK_FunctionTemplateSpecialization)
      return true;
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate()) {
      for (const FunctionDecl *I : DeviceCallGraph::kernelInstances(T))
        Kernels.push_back(I);
      return true;
    }
    if (!F->isDependentContext())
      Kernels.push_back(F);
    return true;
  }

  std::vector<const FunctionDecl *> Kernels;
};

} // namespace

bool DeviceCallGraph::isKernel(const FunctionDecl *F) {
  return F->hasAttr<CUDAGlobalAttr>();
}

/// True when \p F is the C++ library's (namespace std, in a system header).
static bool isInLibraryHeader(const FunctionDecl &F) {
  const SourceManager &SM = F.getASTContext().getSourceManager();
  return F.isInStdNamespace() &&
         SM.isInSystemHeader(SM.getExpansionLoc(F.getLocation()));
}

const FunctionDecl *DeviceCallGraph::deviceDefinition(const FunctionDecl *F) {
  const FunctionDecl *Def = F->getDefinition();
  if (!Def || !Def->hasBody())
    return nullptr;
  if (!Def->hasAttr<CUDADeviceAttr>() && !Def->hasAttr<CUDAGlobalAttr>())
    return nullptr;
  // The C and C++ libraries' constexpr functions (std::scalbn, std::fabs)
  // are implicitly __host__ __device__; device code reaches them through
  // their rows, as nvcc's device library does, never through their bodies.
  if (isInLibraryHeader(*Def))
    return nullptr;
  return Def;
}

const FunctionDecl *DeviceCallGraph::calledDefinition(const Expr *Call) {
  const FunctionDecl *Callee = nullptr;
  if (const auto *C = dyn_cast<CallExpr>(Call)) {
    if (isa<CUDAKernelCallExpr>(C))
      return nullptr;
    Callee = C->getDirectCallee();
  } else if (const auto *Construct = dyn_cast<CXXConstructExpr>(Call)) {
    Callee = Construct->getConstructor();
  }
  const FunctionDecl *Def = Callee ? deviceDefinition(Callee) : nullptr;
  if (!Def || isKernel(Def))
    return nullptr;
  // MSL defines implicit and defaulted constructors itself, and an
  // emitted copy would make a trivial class non-trivial.
  if (isa<CXXConstructorDecl>(Def) && (Def->isImplicit() || Def->isDefaulted()))
    return nullptr;
  return Def;
}

llvm::SmallVector<const Stmt *, 4>
DeviceCallGraph::code(const FunctionDecl *F) {
  llvm::SmallVector<const Stmt *, 4> Out;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (const Expr *E = Init->getInit())
        Out.push_back(E);
  if (const Stmt *Body = F->getBody())
    Out.push_back(Body);
  return Out;
}

std::vector<const FunctionDecl *>
DeviceCallGraph::kernelInstances(const FunctionTemplateDecl *T) {
  std::vector<const FunctionDecl *> Out;
  for (const FunctionDecl *I : T->specializations()) {
    const FunctionDecl *Def = I->getDefinition();
    if (Def && Def->hasBody() && !llvm::is_contained(Out, Def))
      Out.push_back(Def);
  }
  return Out;
}

DeviceCallGraph DeviceCallGraph::build(ASTContext &Ctx) {
  KernelFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  DeviceCallGraph G;
  G.Kernels = std::move(Finder.Kernels);
  for (const FunctionDecl *K : G.Kernels)
    G.visit(K);
  return G;
}

void DeviceCallGraph::visit(const FunctionDecl *F) {
  State[F] = 1;
  llvm::SmallVector<DeviceCall, 4> Found;
  CallCollector Collector(F->getASTContext(), Found);
  for (const Stmt *S : code(F))
    Collector.TraverseStmt(const_cast<Stmt *>(S));
  for (const DeviceCall &C : Found) {
    int S = State.lookup(C.Callee);
    if (S == 1)
      Recursive.push_back(C);
    else if (S == 0)
      visit(C.Callee);
  }
  Calls[F] = std::move(Found);
  State[F] = 2;
  if (!isKernel(F))
    Helpers.push_back(F);
}

llvm::ArrayRef<DeviceCall>
DeviceCallGraph::calls(const FunctionDecl *F) const {
  auto It = Calls.find(F);
  if (It == Calls.end())
    return {};
  return It->second;
}

} // namespace metalify
