//===- SharedLockstepRewrite.cpp - Warp-synchronous shared memory ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/SharedLockstepRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/LibraryRow.h"
#include "Rewrites/SourceEdits.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace metalify {
namespace {

/// The table row whose Metal text is the barrier.
constexpr llvm::StringLiteral RowName = "shared-lockstep";

/// What a piece of code does to threadgroup memory.
struct Access {
  bool Load = false;
  bool Store = false;
  /// It holds a barrier or SIMD-group function: the accesses before it are
  /// ordered with those after it.
  bool Sync = false;
};

/// The unordered accesses since the last synchronisation.
struct Pending {
  bool Load = false;
  bool Store = false;
};

Pending operator|(Pending A, Pending B) {
  return {A.Load || B.Load, A.Store || B.Store};
}

Pending pending(Access A) {
  if (A.Sync)
    return {};
  return {A.Load, A.Store};
}

/// True when \p A, run after \p P, needs the lanes in lockstep: it loads
/// what may have been stored, or stores where may have been loaded.
bool conflicts(Access A, Pending P) {
  if (A.Sync)
    return false;
  return (A.Load && P.Store) || (A.Store && P.Load);
}

/// True when the lvalue \p E is non-volatile threadgroup memory in this copy.
bool inThreadgroup(const Expr *E, RewriteContext &C) {
  E = E->IgnoreParens();
  if (E->getType().isVolatileQualified())
    return false; // VolatileLockstepRewrite orders these.
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
    return C.spaceOf(Sub->getBase()) == AddressSpace::Threadgroup;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Deref &&
           C.spaceOf(U->getSubExpr()) == AddressSpace::Threadgroup;
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->isArrow()
               ? C.spaceOf(M->getBase()) == AddressSpace::Threadgroup
               : inThreadgroup(M->getBase(), C);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V)
      return false;
    if (V->getType()->isReferenceType())
      return C.spaceOf(Ref) == AddressSpace::Threadgroup;
    return storageSpace(V) == AddressSpace::Threadgroup;
  }
  return false;
}

/// True when the library function \p Callee synchronises the lanes of a
/// SIMD-group: its row's Metal text is a barrier or a SIMD-group function,
/// or it is a group object's sync().
bool synchronises(const FunctionDecl *Callee, const RuleTable &Rules) {
  if (const Rule *Row = libraryRow(Callee, Rules))
    for (const std::string &Id : identifiersOfMetal(*Row)) {
      llvm::StringRef Name(Id);
      if (Name == "threadgroup_barrier" || Name == "simdgroup_barrier" ||
          Name.starts_with("simd_"))
        return true;
    }
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  return Method && Method->getIdentifier() && Method->getName() == "sync";
}

/// Collects the threadgroup accesses of one statement or expression.
class AccessFinder : public RecursiveASTVisitor<AccessFinder> {
public:
  explicit AccessFinder(RewriteContext &C) : C(C) {}

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() == CK_LValueToRValue &&
        inThreadgroup(E->getSubExpr(), C))
      A.Load = true;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isAssignmentOp() && inThreadgroup(E->getLHS(), C)) {
      A.Store = true;
      A.Load |= E->isCompoundAssignmentOp();
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp() && inThreadgroup(E->getSubExpr(), C))
      A.Load = A.Store = true;
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    // A struct assigned to or from threadgroup memory.
    if (E->isAssignmentOp() && E->getNumArgs() == 2) {
      A.Store |= inThreadgroup(E->getArg(0), C);
      A.Load |= inThreadgroup(E->getArg(1), C);
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee)
      return true;
    if (const FunctionDecl *Def = DeviceCallGraph::deviceDefinition(Callee)) {
      // A helper that reaches threadgroup memory may load and store it; its
      // own barriers are not looked at (an extra barrier is harmless).
      if (reachesThreadgroup(E, *Def))
        A.Load = A.Store = true;
      return true;
    }
    if (synchronises(Callee, C.Rules))
      A.Sync = true;
    return true;
  }

  Access A;

private:
  bool reachesThreadgroup(const CallExpr *E, const FunctionDecl &Def) {
    const ImplicitInputs &In = C.Usage.inputs(&Def);
    if (!In.Shared.empty() || In.DynamicShared)
      return true;
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(E)) {
      const Expr *Object = M->getImplicitObjectArgument();
      if (Object && (Object->getType()->isPointerType()
                         ? C.spaceOf(Object) == AddressSpace::Threadgroup
                         : inThreadgroup(Object, C)))
        return true;
    }
    unsigned Offset = isa<CXXOperatorCallExpr>(E) && isa<CXXMethodDecl>(Def)
                          ? 1
                          : 0;
    for (unsigned I = Offset; I < E->getNumArgs(); ++I) {
      if (I - Offset >= Def.getNumParams())
        break;
      const Expr *Arg = E->getArg(I);
      QualType Param = Def.getParamDecl(I - Offset)->getType();
      if (Param->isPointerType() && Arg->getType()->isPointerType() &&
          C.spaceOf(Arg) == AddressSpace::Threadgroup)
        return true;
      if (Param->isReferenceType() && inThreadgroup(Arg, C))
        return true;
    }
    return false;
  }

  RewriteContext &C;
};

/// Looks through attributes (`#pragma unroll` makes one).
const Stmt *unwrap(const Stmt *S) {
  while (const auto *A = dyn_cast_or_null<AttributedStmt>(S))
    S = A->getSubStmt();
  return S;
}

/// Walks one body in execution order and inserts the barriers.
class LockstepWalker {
public:
  /// \p Row: the table's barrier row, looked up when first needed.
  LockstepWalker(RewriteContext &C, const Rule *Row) : C(C), Row(Row) {}

  /// The pending accesses after \p S runs from \p In; inserts barriers
  /// inside \p S when \p Emit is set.
  Pending walk(const Stmt *S, Pending In, bool Emit);

private:
  Access accessOf(const Stmt *S);
  /// True when a barrier is needed before the statement \p S, which is not
  /// a compound statement, for an access no compound statement inside it
  /// can take a barrier before.
  bool needsBarrier(const Stmt *S, Pending In);
  /// True when walking \p S from \p In puts a barrier somewhere inside it.
  bool barrierInside(const Stmt *S, Pending In);
  /// True when the barriers inside the loop or `if` \p S are all owed to
  /// \p In: one barrier before \p S serves every lane and every iteration.
  bool hoists(const Stmt *S, Pending In);
  Pending walkCompound(const CompoundStmt *CS, Pending In, bool Emit);
  Pending walkLoop(const Stmt *Body, Pending Head, Pending Step, bool Emit);
  /// Inserts the barrier after \p Prev (a statement of \p CS, or null for
  /// the opening brace) and before \p Next.
  void insert(const CompoundStmt *CS, const Stmt *Prev, const Stmt *Next);

  RewriteContext &C;
  const Rule *Row;
  llvm::DenseMap<const Stmt *, Access> Cache;
  /// Barriers decided so far, emitted or not.
  unsigned Decided = 0;
  /// barrierInside's answers, by statement and the state it starts from.
  llvm::DenseMap<std::pair<const Stmt *, unsigned>, bool> Inside;
};

Access LockstepWalker::accessOf(const Stmt *S) {
  if (!S)
    return {};
  auto It = Cache.find(S);
  if (It != Cache.end())
    return It->second;
  AccessFinder F(C);
  F.TraverseStmt(const_cast<Stmt *>(S));
  Cache[S] = F.A;
  return F.A;
}

bool LockstepWalker::needsBarrier(const Stmt *S, Pending In) {
  S = unwrap(S);
  if (!S || isa<CompoundStmt>(S))
    return false;
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    Access Head = accessOf(If->getCond());
    Access Init = accessOf(If->getInit());
    if (conflicts(Init, In) || conflicts(Head, In | pending(Init)))
      return true;
    Pending P = In | pending(Init) | pending(Head);
    return needsBarrier(If->getThen(), P) || needsBarrier(If->getElse(), P);
  }
  const Stmt *Body = nullptr;
  Access Head;
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    Access Init = accessOf(For->getInit());
    if (conflicts(Init, In))
      return true;
    In = In | pending(Init);
    Head = accessOf(For->getCond());
    Body = For->getBody();
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    Head = accessOf(While->getCond());
    Body = While->getBody();
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Body = Do->getBody();
  } else {
    return conflicts(accessOf(S), In);
  }
  if (conflicts(Head, In))
    return true;
  // A body that is a single statement takes no barrier of its own: it is
  // checked with what its previous iteration leaves.
  Pending P = In | pending(Head);
  if (!isa<CompoundStmt>(unwrap(Body)))
    P = P | pending(accessOf(Body));
  return needsBarrier(Body, P);
}

void LockstepWalker::insert(const CompoundStmt *CS, const Stmt *Prev,
                            const Stmt *Next) {
  // After the previous statement rather than before the next one, which
  // may begin with a pragma.
  const SourceManager &SM = C.Ctx.getSourceManager();
  const LangOptions &LO = C.Ctx.getLangOpts();
  if (!Row || Row->Metal.empty()) {
    C.report(Next->getBeginLoc(), "MTL2015",
             {RowName.str(), "the table has no Metal text for it"});
    return;
  }
  const std::string &Barrier = Row->Metal;
  std::string Text = " " + Barrier;
  bool Done;
  if (!Prev) {
    Done = C.Edits.insertAfter(CS->getLBracLoc(), Text);
  } else {
    SourceLocation End = Prev->getEndLoc();
    std::optional<Token> Semi = Lexer::findNextToken(End, SM, LO);
    if (Semi && Semi->is(tok::semi))
      End = Semi->getLocation();
    Done = C.Edits.insertAfter(End, Text);
  }
  if (!Done && !C.Edits.insertBefore(Next->getBeginLoc(), Barrier + " "))
    C.report(Next->getBeginLoc(), "MTL2022");
}

bool LockstepWalker::barrierInside(const Stmt *S, Pending In) {
  auto Key = std::make_pair(S, unsigned(In.Load) | unsigned(In.Store) << 1);
  auto It = Inside.find(Key);
  if (It != Inside.end())
    return It->second;
  unsigned Before = Decided;
  walk(S, In, /*Emit=*/false);
  bool Found = Decided != Before;
  Decided = Before;
  Inside[Key] = Found;
  return Found;
}

bool LockstepWalker::hoists(const Stmt *S, Pending In) {
  S = unwrap(S);
  if (!isa_and_nonnull<ForStmt, WhileStmt, DoStmt, IfStmt>(S))
    return false;
  if (!In.Load && !In.Store)
    return false;
  return barrierInside(S, In) && !barrierInside(S, {});
}

Pending LockstepWalker::walkCompound(const CompoundStmt *CS, Pending In,
                                     bool Emit) {
  const Stmt *Prev = nullptr;
  for (const Stmt *Child : CS->body()) {
    // A barrier owed only to what came before goes before the loop or the
    // branch: once instead of every iteration, and where the SIMD-group has
    // not diverged.
    if (needsBarrier(Child, In) || hoists(Child, In)) {
      ++Decided;
      if (Emit)
        insert(CS, Prev, Child);
      In = {};
    }
    In = walk(Child, In, Emit);
    Prev = Child;
  }
  return In;
}

Pending LockstepWalker::walkLoop(const Stmt *Body, Pending Head, Pending Step,
                                 bool Emit) {
  // The second iteration starts with what the first one leaves.
  Pending First = walk(Body, Head, /*Emit=*/false) | Step | Head;
  Pending Carried = walk(Body, Head | First, Emit) | Step | Head;
  return Head | First | Carried;
}

Pending LockstepWalker::walk(const Stmt *S, Pending In, bool Emit) {
  S = unwrap(S);
  if (!S)
    return In;
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return walkCompound(CS, In, Emit);
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    Pending P = In | pending(accessOf(If->getInit())) |
                pending(accessOf(If->getCond()));
    return walk(If->getThen(), P, Emit) | walk(If->getElse(), P, Emit);
  }
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    Pending Head = In | pending(accessOf(For->getInit())) |
                   pending(accessOf(For->getCond()));
    Pending Step =
        pending(accessOf(For->getInc())) | pending(accessOf(For->getCond()));
    return walkLoop(For->getBody(), Head, Step, Emit);
  }
  if (const auto *While = dyn_cast<WhileStmt>(S)) {
    Pending Head = In | pending(accessOf(While->getCond()));
    return walkLoop(While->getBody(), Head, Head, Emit);
  }
  if (const auto *Do = dyn_cast<DoStmt>(S))
    return walkLoop(Do->getBody(), In, pending(accessOf(Do->getCond())),
                    Emit);
  // Anything else (expressions, declarations, switch) as one step; a
  // statement holding a barrier leaves nothing pending.
  Access A = accessOf(S);
  if (A.Sync)
    return {};
  return In | pending(A);
}

} // namespace

void SharedLockstepRewrite::stmt(const Stmt *S, RewriteContext &C) {
  // Once per copy, when the walk reaches the body itself (post order: the
  // statements inside are rewritten already).
  if (S != C.Clone.Function->getBody())
    return;
  LockstepWalker(C, C.Rules.find(RowName)).walk(S, {}, /*Emit=*/true);
}

} // namespace metalify
