//===- Strictness.cpp - What Metal rejects, rejected on the CPU -----------===//
//
// Part of metalify. Clang runs without exceptions and RTTI, so some of
// these constructs also get Clang's own error.
//
//===----------------------------------------------------------------------===//
#include "cpu/Strictness.h"

#include "cpu/EntryPoints.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CallGraph.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SCCIterator.h"

#include <fmt/format.h>

using namespace clang;
using namespace metalify::cpu;

namespace {

/// Visits the user's declarations and statements.
class StrictnessVisitor : public RecursiveASTVisitor<StrictnessVisitor> {
public:
  StrictnessVisitor(ASTContext &Ctx, unsigned MetalVersion)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Ctx.getDiagnostics()),
        MetalVersion(MetalVersion) {}

  bool VisitBuiltinTypeLoc(BuiltinTypeLoc TL) {
    switch (TL.getTypePtr()->getKind()) {
    case BuiltinType::Double:
    case BuiltinType::LongDouble:
      return error(TL.getBeginLoc(), "'double' is not supported in Metal");
    case BuiltinType::LongLong:
    case BuiltinType::ULongLong:
      return error(TL.getBeginLoc(), "'long long' is not supported in Metal; "
                                     "use 'long' (64-bit)");
    default:
      return true;
    }
  }

  /// MSL's half literal (`1.5h`) calls the prelude's literal operator with
  /// the digits as a long double: that operand is not a double of the user.
  bool TraverseUserDefinedLiteral(UserDefinedLiteral *E,
                                  DataRecursionQueue *Queue = nullptr) {
    if (E->getLiteralOperatorKind() == UserDefinedLiteral::LOK_Floating)
      return WalkUpFromUserDefinedLiteral(E);
    return RecursiveASTVisitor::TraverseUserDefinedLiteral(E, Queue);
  }

  bool VisitFloatingLiteral(FloatingLiteral *E) {
    if (E->getType()->isSpecificBuiltinType(BuiltinType::LongDouble))
      return error(E->getLocation(), "'double' is not supported in Metal");
    return true;
  }

  bool VisitCXXMethodDecl(CXXMethodDecl *MD) {
    if (MD->isVirtualAsWritten())
      return error(MD->getLocation(),
                   "virtual functions are not supported in Metal");
    return true;
  }

  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (!RD->isThisDeclarationADefinition())
      return true;
    for (const CXXBaseSpecifier &B : RD->bases())
      if (B.isVirtual())
        return error(B.getBeginLoc(),
                     "virtual base classes are not supported in Metal");
    return true;
  }

  bool VisitCXXNewExpr(CXXNewExpr *E) {
    return error(E->getBeginLoc(), "'new' is not supported in Metal");
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    return error(E->getBeginLoc(), "'delete' is not supported in Metal");
  }
  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    return error(E->getBeginLoc(), "'dynamic_cast' is not supported in Metal");
  }
  bool VisitCXXTypeidExpr(CXXTypeidExpr *E) {
    return error(E->getBeginLoc(), "'typeid' is not supported in Metal");
  }
  // Clang's SYCL device mode defers its own exception errors to code
  // generation of kernels, so these are checked here.
  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    return error(E->getBeginLoc(), "exceptions are not supported in Metal");
  }
  bool VisitCXXTryStmt(CXXTryStmt *S) {
    return error(S->getBeginLoc(), "exceptions are not supported in Metal");
  }
  // MSL has lambda expressions from 3.2 on (the spec's list of C++
  // features it lacks).
  bool VisitLambdaExpr(LambdaExpr *E) {
    if (MetalVersion >= 320)
      return true;
    return error(E->getBeginLoc(),
                 fmt::format("lambda expressions are not supported before "
                             "Metal 3.2 (this module is Metal {}.{})",
                             MetalVersion / 100, MetalVersion / 10 % 10));
  }
  bool VisitGotoStmt(GotoStmt *S) {
    return error(S->getGotoLoc(), "'goto' is not supported in Metal");
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    return error(S->getGotoLoc(), "'goto' is not supported in Metal");
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) || !isUser(VD->getLocation()))
      return true;
    if (VD->getTSCSpec() != TSCS_unspecified)
      return error(VD->getLocation(),
                   "thread-local variables are not supported in Metal");
    LangAS AS = Ctx.getBaseElementType(VD->getType()).getAddressSpace();
    if (VD->isStaticLocal())
      return checkStaticLocal(*VD, AS);
    if (!VD->isFileVarDecl())
      return true;
    if (isThreadgroupSpace(AS))
      return error(VD->getLocation(), "threadgroup variables must be declared "
                                      "in kernel scope");
    if (!isConstantSpace(AS) && !VD->isConstexpr())
      return error(VD->getLocation(), "program scope variable must reside in "
                                      "constant address space");
    return true;
  }

private:
  bool isUser(SourceLocation Loc) const {
    return Loc.isValid() && SM.isInMainFile(SM.getExpansionLoc(Loc));
  }

  bool error(SourceLocation Loc, llvm::StringRef Message) {
    if (isUser(Loc))
      report(Diags, SM.getExpansionLoc(Loc), Message);
    return true;
  }

  bool checkStaticLocal(const VarDecl &VD, LangAS AS) {
    const auto *FD = dyn_cast<FunctionDecl>(VD.getParentFunctionOrMethod());
    if (!isThreadgroupSpace(AS)) {
      if (isConstantSpace(AS) || VD.isConstexpr())
        return true;
      return error(VD.getLocation(), "static variables must reside in "
                                     "constant address space in Metal");
    }
    if (!FD || !isKernel(*FD))
      return error(VD.getLocation(), "threadgroup variables must be declared "
                                     "in kernel scope");
    const Expr *Init = VD.getInit();
    if (Init && !isa<CXXConstructExpr>(Init->IgnoreImplicit()))
      return error(VD.getLocation(),
                   "threadgroup variables cannot have initializers");
    return true;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  unsigned MetalVersion;
};

/// Reports every call-graph cycle among the user's functions, once, at the
/// first function of the cycle in source order.
void checkRecursion(ASTContext &Ctx) {
  CallGraph CG;
  CG.addToCallGraph(Ctx.getTranslationUnitDecl());
  const SourceManager &SM = Ctx.getSourceManager();
  for (auto It = llvm::scc_begin(&CG); !It.isAtEnd(); ++It) {
    if (!It.hasCycle())
      continue;
    std::vector<const FunctionDecl *> Cycle;
    for (const CallGraphNode *N : *It)
      if (const auto *FD = dyn_cast_or_null<FunctionDecl>(N->getDecl()))
        Cycle.push_back(FD->getDefinition() ? FD->getDefinition() : FD);
    if (Cycle.empty())
      continue;
    llvm::sort(Cycle, [&](const FunctionDecl *A, const FunctionDecl *B) {
      return SM.isBeforeInTranslationUnit(A->getLocation(), B->getLocation());
    });
    SourceLocation Loc = SM.getExpansionLoc(Cycle.front()->getLocation());
    if (!SM.isInMainFile(Loc))
      continue;
    std::vector<std::string> Names;
    for (const FunctionDecl *FD : Cycle)
      Names.push_back("'" + FD->getNameAsString() + "'");
    std::string What = Names.size() == 1
                           ? Names.front() + " calls itself"
                           : fmt::format("{} call each other",
                                         fmt::join(Names, ", "));
    report(Ctx.getDiagnostics(), Loc,
           "recursion is not supported in Metal: " + What);
  }
}

} // namespace

bool metalify::cpu::isKernel(const FunctionDecl &FD) {
  for (const auto *A : FD.specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == llvm::StringRef(KernelAnnotation.data(),
                                                  KernelAnnotation.size()))
      return true;
  return false;
}

void metalify::cpu::report(DiagnosticsEngine &Diags, SourceLocation Loc,
                           llvm::StringRef Message,
                           DiagnosticsEngine::Level Level) {
  unsigned ID = Diags.getCustomDiagID(Level, "%0");
  Diags.Report(Loc, ID) << Message;
}

void metalify::cpu::checkMetalRules(ASTContext &Ctx, unsigned MetalVersion) {
  StrictnessVisitor V(Ctx, MetalVersion);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
  checkRecursion(Ctx);
}
