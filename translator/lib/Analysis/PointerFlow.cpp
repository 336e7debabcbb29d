//===- PointerFlow.cpp - Where pointer values come from -------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/PointerFlow.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/SharedMemoryAccessor.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace metalify {
namespace {

const Expr *strip(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      QualType T = Sub->getType();
      if (T->isPointerType() || T->isArrayType() ||
          Cast->getCastKind() == CK_LValueToRValue ||
          Cast->getCastKind() == CK_NoOp) {
        E = Sub;
        continue;
      }
    }
    return E;
  }
}

bool isPointerLike(const Expr *E) {
  QualType T = E->getType();
  return T->isPointerType() || T->isArrayType();
}

/// Collects the flows of one body.
class FlowCollector : public RecursiveASTVisitor<FlowCollector> {
public:
  FlowCollector(FunctionFlows &Out, bool ReturnsReference)
      : Out(Out), ReturnsReference(ReturnsReference) {}

  bool VisitVarDecl(VarDecl *V) {
    QualType T = V->getType();
    if ((T->isPointerType() || T->isReferenceType()) && V->getInit())
      Out.Assigns.push_back({V, V->getInit()});
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (!B->isAssignmentOp())
      return true;
    recordWrite(B->getLHS());
    if (B->getOpcode() == BO_Assign && B->getLHS()->getType()->isPointerType())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
          Out.Assigns.push_back({V, B->getRHS()});
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      recordWrite(U->getSubExpr());
    return true;
  }
  /// `p[i] = v` and `p[i] += v` on class types (CUDA's float4, user
  /// structs with operators) are operator calls, not built-in assignments.
  /// Assignments and increments write their left operand, and so does any
  /// non-const member operator (`rng()` on a generator object, `v[i]` of a
  /// class whose operator[] is not const): it may modify its object.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Op) {
    OverloadedOperatorKind K = Op->getOperator();
    bool Writes = Op->isAssignmentOp() || K == OO_PlusPlus || K == OO_MinusMinus;
    if (const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getCalleeDecl()))
      Writes |= !M->isConst() && !M->isStatic();
    if (Writes && Op->getNumArgs() > 0)
      recordWrite(Op->getArg(0));
    return true;
  }
  /// A non-const member function may modify the object it is called on.
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *Call) {
    const CXXMethodDecl *M = Call->getMethodDecl();
    if (M && !M->isConst() && !M->isStatic())
      if (const Expr *Obj = Call->getImplicitObjectArgument()) {
        if (Obj->getType()->isPointerType())
          Out.OpaqueArgs.push_back(Obj); // p->reset(): writes through p
        else
          recordWrite(Obj);
      }
    return true;
  }
  /// The outputs of an inline assembly statement are stored to.
  bool VisitGCCAsmStmt(GCCAsmStmt *Asm) {
    for (unsigned I = 0; I < Asm->getNumOutputs(); ++I)
      recordWrite(Asm->getOutputExpr(I));
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *R) {
    if (const Expr *V = R->getRetValue())
      if (ReturnsReference || V->getType()->isPointerType())
        Out.Returns.push_back(V);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && DeviceCallGraph::deviceDefinition(Callee))
      return true;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const Expr *Arg = Call->getArg(I);
      if (!isPointerLike(Arg))
        continue;
      if (Callee && I < Callee->getNumParams()) {
        QualType P = Callee->getParamDecl(I)->getType();
        if (P->isPointerType() && P->getPointeeType().isConstQualified())
          continue;
      }
      Out.OpaqueArgs.push_back(Arg);
    }
    return true;
  }

private:
  /// A plain variable being assigned changes no memory behind a pointer,
  /// unless it is a reference.
  void recordWrite(const Expr *LHS) {
    const auto *Ref = dyn_cast<DeclRefExpr>(LHS->IgnoreParens());
    if (!Ref || Ref->getDecl()->getType()->isReferenceType())
      Out.WrittenLValues.push_back(LHS);
  }

  FunctionFlows &Out;
  bool ReturnsReference;
};

} // namespace

const Expr *callArgument(const Expr *E, const FunctionDecl *Callee,
                         unsigned Param) {
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Param < Construct->getNumArgs() ? Construct->getArg(Param) : nullptr;
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return nullptr;
  unsigned Shift = 0;
  if (const auto *M = dyn_cast<CXXMethodDecl>(Callee))
    if (isa<CXXOperatorCallExpr>(Call) && M->isInstance())
      Shift = 1;
  if (Param + Shift >= Call->getNumArgs())
    return nullptr;
  return Call->getArg(Param + Shift);
}

const Expr *passedThrough(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() != 1 || !Callee->isInStdNamespace() ||
      !Callee->getIdentifier())
    return nullptr;
  llvm::StringRef Name = Callee->getName();
  if (Name != "forward" && Name != "move" && Name != "as_const")
    return nullptr;
  return Call->getArg(0);
}

const Expr *calledObject(const Expr *Call) {
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    return Member->getImplicitObjectArgument();
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  if (!Op || Op->getNumArgs() == 0)
    return nullptr;
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Op->getCalleeDecl());
  return M && M->isInstance() ? Op->getArg(0) : nullptr;
}

void pointerOrigins(const Expr *E, llvm::SmallVectorImpl<PointerOrigin> &Out) {
  E = strip(E);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      Out.push_back(V);
    return;
  }
  if (const auto *Literal = dyn_cast<StringLiteral>(E)) {
    Out.push_back(Literal);
    return;
  }
  if (const auto *Full = dyn_cast<FullExpr>(E)) {
    pointerOrigins(Full->getSubExpr(), Out);
    return;
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E);
      Cast && Cast->getCastKind() == CK_UserDefinedConversion) {
    pointerOrigins(Cast->getSubExpr(), Out);
    return;
  }
  if (const FunctionDecl *Accessor = accessorConversion(E)) {
    // A view of dynamic shared memory: the array the operator returns.
    Out.push_back(accessedDynamicShared(Accessor));
    return;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (const Expr *Arg = passedThrough(Call))
      pointerOrigins(Arg, Out);
    else
      Out.push_back(Call);
    return;
  }
  if (const auto *This = dyn_cast<CXXThisExpr>(E)) {
    Out.push_back(This);
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAdditiveOp())
      pointerOrigins(isPointerLike(B->getLHS()) ? B->getLHS() : B->getRHS(),
                     Out);
    else if (B->isAssignmentOp())
      pointerOrigins(B->getLHS(), Out);
    else if (B->getOpcode() == BO_Comma)
      pointerOrigins(B->getRHS(), Out);
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      storageOrigins(U->getSubExpr(), Out);
    else if (U->isIncrementDecrementOp())
      pointerOrigins(U->getSubExpr(), Out);
    return;
  }
  if (const auto *C = dyn_cast<AbstractConditionalOperator>(E)) {
    pointerOrigins(C->getTrueExpr(), Out);
    pointerOrigins(C->getFalseExpr(), Out);
    return;
  }
  // The value of a pointer member, not the struct's storage.
  if (const auto *M = dyn_cast<MemberExpr>(E))
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
        F && F->getType()->isPointerType()) {
      Out.push_back(F);
      return;
    }
  if (isa<ArraySubscriptExpr>(E) || isa<MemberExpr>(E))
    storageOrigins(E, Out);
}

void storageOrigins(const Expr *E, llvm::SmallVectorImpl<PointerOrigin> &Out) {
  E = E->IgnoreParenImpCasts();
  // `reinterpret_cast<T &>(*this)` names the same storage.
  while (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
    if (!Cast->getType()->isReferenceType() && !Cast->isGLValue())
      break;
    E = Cast->getSubExpr()->IgnoreParenImpCasts();
  }
  if (const auto *Literal = dyn_cast<StringLiteral>(E)) {
    Out.push_back(Literal);
    return;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      Out.push_back(V);
    return;
  }
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
    pointerOrigins(Sub->getBase(), Out);
    return;
  }
  // `f ? a : b` as an lvalue is the storage of either operand.
  if (const auto *Choice = dyn_cast<ConditionalOperator>(E)) {
    storageOrigins(Choice->getTrueExpr(), Out);
    storageOrigins(Choice->getFalseExpr(), Out);
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Deref)
      pointerOrigins(U->getSubExpr(), Out);
    return;
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    // A reference member's referent lives where the member points.
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
        F && F->getType()->isReferenceType()) {
      Out.push_back(F);
      return;
    }
    if (M->isArrow())
      pointerOrigins(M->getBase(), Out);
    else
      storageOrigins(M->getBase(), Out);
    return;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (const Expr *Arg = passedThrough(Call))
      storageOrigins(Arg, Out);
    else
      Out.push_back(Call);
  }
}

FunctionFlows collectFlows(const FunctionDecl *F) {
  FunctionFlows Out;
  Out.ReturnsReference = F->getReturnType()->isReferenceType();
  FlowCollector Collector(Out, Out.ReturnsReference);
  for (const Stmt *S : DeviceCallGraph::code(F))
    Collector.TraverseStmt(const_cast<Stmt *>(S));
  return Out;
}

} // namespace metalify
