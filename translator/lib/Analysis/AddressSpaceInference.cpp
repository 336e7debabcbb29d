//===- AddressSpaceInference.cpp - Address spaces of pointers -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/AddressSpaceInference.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/PointerFlow.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <deque>

using namespace clang;

namespace metalify {

AddressSpace join(AddressSpace A, AddressSpace B) {
  if (A == AddressSpace::Unknown)
    return B;
  if (B == AddressSpace::Unknown || A == B)
    return A;
  return AddressSpace::Conflict;
}

AddressSpace FunctionClone::spaceOf(const VarDecl *V) const {
  auto It = Locals.find(V);
  return It == Locals.end() ? AddressSpace::Unknown : It->second;
}

bool AddressSpaceInference::isCloned(const FunctionDecl *F) const {
  return CloneCount.lookup(F) > 1;
}

namespace {

bool isIndirect(const VarDecl *V) {
  return V->getType()->isPointerType() || V->getType()->isReferenceType();
}

bool isInstanceMethod(const FunctionDecl *F) {
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  return M && M->isInstance();
}

} // namespace

AddressSpace storageSpace(const VarDecl *V) {
  if (V->hasAttr<CUDASharedAttr>())
    return AddressSpace::Threadgroup;
  if (V->hasAttr<CUDAConstantAttr>())
    return AddressSpace::Constant;
  if (V->hasGlobalStorage())
    return AddressSpace::Device;
  return AddressSpace::Thread;
}

namespace {

/// The space of what \p Arg points or refers to, where that is known
/// without solving a function: storage declared here (`__shared__ T s;`,
/// `&s[0]`), a kernel's pointer parameter. Unknown otherwise.
AddressSpace evidentSpace(const Expr *Arg, bool Reference) {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  if (Reference)
    storageOrigins(Arg, Origins);
  else
    pointerOrigins(Arg, Origins);
  AddressSpace S = AddressSpace::Unknown;
  for (PointerOrigin O : Origins) {
    if (O.is<const StringLiteral *>())
      S = join(S, AddressSpace::Constant);
    const auto *V = O.dyn_cast<const VarDecl *>();
    if (!V)
      continue;
    if (!isIndirect(V)) {
      S = join(S, storageSpace(V));
      continue;
    }
    const auto *P = dyn_cast<ParmVarDecl>(V);
    const auto *Owner =
        P ? dyn_cast<FunctionDecl>(P->getDeclContext()) : nullptr;
    if (Owner && DeviceCallGraph::isKernel(Owner) &&
        P->getType()->isPointerType())
      S = join(S, AddressSpace::Device);
  }
  return S;
}

/// The member a constructor's parameter initialises as it is
/// (`: temp(t)`), else null.
const FieldDecl *initialisedMember(const CXXConstructorDecl *Ctor,
                                   const ParmVarDecl *P) {
  for (const CXXCtorInitializer *Init : Ctor->inits()) {
    const FieldDecl *Field = Init->getMember();
    if (!Field || !Init->isWritten())
      continue;
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Init->getInit()->IgnoreParenImpCasts());
    if (Ref && Ref->getDecl() == P)
      return Field;
  }
  return nullptr;
}

/// Joins into \p Spaces what the constructor calls in device code bind
/// to pointer and reference members.
class ConstructorScan : public RecursiveASTVisitor<ConstructorScan> {
public:
  explicit ConstructorScan(
      llvm::DenseMap<const FieldDecl *, AddressSpace> &Spaces)
      : Spaces(Spaces) {}

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    const FunctionDecl *Def = nullptr;
    if (!Ctor || !Ctor->hasBody(Def))
      return true;
    const auto *DefCtor = cast<CXXConstructorDecl>(Def);
    for (unsigned I = 0; I < E->getNumArgs() && I < DefCtor->getNumParams();
         ++I) {
      const ParmVarDecl *P = DefCtor->getParamDecl(I);
      if (!isIndirect(P))
        continue;
      const FieldDecl *Field = initialisedMember(DefCtor, P);
      if (!Field || !(Field->getType()->isPointerType() ||
                      Field->getType()->isReferenceType()))
        continue;
      AddressSpace S =
          evidentSpace(E->getArg(I), P->getType()->isReferenceType());
      if (S != AddressSpace::Unknown)
        Spaces[Field] = join(Spaces.lookup(Field), S);
    }
    return true;
  }

private:
  llvm::DenseMap<const FieldDecl *, AddressSpace> &Spaces;
};

} // namespace

/// Solves one (function, signature) pair at a time, memoised.
class CloneSolver {
public:
  CloneSolver(const DeviceCallGraph &Graph,
              const llvm::DenseMap<const FieldDecl *, AddressSpace> &Fields)
      : Graph(Graph), Fields(Fields) {}

  unsigned solve(const FunctionDecl *F, const AddressSpaceSignature &Sig);
  void finish(AddressSpaceInference &Out);
  /// Joins into \p Spaces what the solved constructor copies bind to
  /// pointer and reference members in their member initializers
  /// (`: temp(storage.Alias())`); true when that changed \p Spaces.
  bool bindFields(llvm::DenseMap<const FieldDecl *, AddressSpace> &Spaces);

private:
  AddressSpace spaceOfExpr(unsigned Clone, const Expr *E);
  AddressSpace spaceOfStorage(unsigned Clone, const Expr *E);
  AddressSpace spaceOfReferent(unsigned Clone, const Expr *E);
  AddressSpace spaceOfOrigin(unsigned Clone, PointerOrigin O);
  AddressSpaceSignature argumentSignature(unsigned Clone, const Expr *Call,
                                          const FunctionDecl *Callee);
  bool assign(unsigned Clone, const VarDecl *V, const Expr *Src);
  AddressSpaceConflict conflict(unsigned Clone, const VarDecl *V,
                                AddressSpace Old, const Expr *Src);
  void order(unsigned Clone, llvm::DenseSet<unsigned> &Seen,
             AddressSpaceInference &Out);

  const DeviceCallGraph &Graph;
  const llvm::DenseMap<const FieldDecl *, AddressSpace> &Fields;
  std::deque<FunctionClone> All;
  std::map<std::pair<const FunctionDecl *, AddressSpaceSignature>, unsigned>
      Memo;
  llvm::DenseSet<unsigned> InProgress;
  llvm::DenseMap<const FunctionDecl *, FunctionFlows> Flows;
  std::vector<AddressSpaceConflict> Conflicts;
  llvm::DenseSet<const VarDecl *> Reported;
};

unsigned CloneSolver::solve(const FunctionDecl *F,
                            const AddressSpaceSignature &Sig) {
  auto Key = std::make_pair(F, Sig);
  auto Found = Memo.find(Key);
  if (Found != Memo.end())
    return Found->second;
  unsigned Id = All.size();
  Memo[Key] = Id;
  All.emplace_back();
  All[Id].Function = F;
  All[Id].Params = Sig;
  for (unsigned I = 0; I < F->getNumParams() && I < Sig.size(); ++I)
    if (isIndirect(F->getParamDecl(I)))
      All[Id].Locals[F->getParamDecl(I)] = Sig[I];
  if (isInstanceMethod(F) && Sig.size() > F->getNumParams())
    All[Id].This = Sig.back();
  InProgress.insert(Id);

  if (!Flows.count(F))
    Flows[F] = collectFlows(F);
  const FunctionFlows &Fl = Flows[F];
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Var, Src] : Fl.Assigns)
      Changed |= assign(Id, Var, Src);
  }
  AddressSpace Ret = AddressSpace::Unknown;
  for (const Expr *R : Fl.Returns)
    Ret = join(Ret, Fl.ReturnsReference ? spaceOfStorage(Id, R)
                                        : spaceOfExpr(Id, R));
  All[Id].Return = Ret;
  for (const DeviceCall &C : Graph.calls(F))
    All[Id].Calls[C.Call] =
        solve(C.Callee, argumentSignature(Id, C.Call, C.Callee));
  InProgress.erase(Id);
  return Id;
}

bool CloneSolver::assign(unsigned Clone, const VarDecl *V, const Expr *Src) {
  AddressSpace Old = All[Clone].spaceOf(V);
  // A reference names what it is bound to: a call's value is a temporary of
  // this thread, wherever the callee read it from.
  AddressSpace From = V->getType()->isReferenceType()
                          ? spaceOfReferent(Clone, Src)
                          : spaceOfExpr(Clone, Src);
  AddressSpace New = join(Old, From);
  if (New == Old)
    return false;
  All[Clone].Locals[V] = New;
  if (New == AddressSpace::Conflict && Reported.insert(V).second)
    Conflicts.push_back(conflict(Clone, V, Old, Src));
  return true;
}

AddressSpaceConflict CloneSolver::conflict(unsigned Clone, const VarDecl *V,
                                           AddressSpace Old, const Expr *Src) {
  // Name two distinct spaces that meet, for the message.
  llvm::SmallVector<AddressSpace, 4> Seen;
  if (Old != AddressSpace::Unknown && Old != AddressSpace::Conflict)
    Seen.push_back(Old);
  llvm::SmallVector<PointerOrigin, 4> Origins;
  pointerOrigins(Src, Origins);
  for (PointerOrigin O : Origins) {
    AddressSpace S = spaceOfOrigin(Clone, O);
    if (S != AddressSpace::Unknown && S != AddressSpace::Conflict &&
        !llvm::is_contained(Seen, S))
      Seen.push_back(S);
  }
  Seen.resize(2, AddressSpace::Unknown);
  return {V, Seen[0], Seen[1]};
}

AddressSpace CloneSolver::spaceOfExpr(unsigned Clone, const Expr *E) {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  pointerOrigins(E, Origins);
  AddressSpace S = AddressSpace::Unknown;
  for (PointerOrigin O : Origins)
    S = join(S, spaceOfOrigin(Clone, O));
  return S;
}

AddressSpace CloneSolver::spaceOfStorage(unsigned Clone, const Expr *E) {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  storageOrigins(E, Origins);
  AddressSpace S = AddressSpace::Unknown;
  for (PointerOrigin O : Origins)
    S = join(S, spaceOfOrigin(Clone, O));
  return S;
}

AddressSpace CloneSolver::spaceOfReferent(unsigned Clone, const Expr *E) {
  // A reference bound to a temporary refers to the caller's thread memory,
  // also through std::move (std::move(Scale{2})).
  const Expr *Bound = E->IgnoreImplicit();
  while (const auto *Call = dyn_cast<CallExpr>(Bound->IgnoreParens())) {
    const Expr *Arg = passedThrough(Call);
    if (!Arg)
      break;
    E = Arg;
    Bound = Arg->IgnoreImplicit();
  }
  if (isa<MaterializeTemporaryExpr>(E->IgnoreParenImpCasts()) ||
      Bound->isPRValue())
    return AddressSpace::Thread;
  return spaceOfStorage(Clone, Bound);
}

AddressSpace CloneSolver::spaceOfOrigin(unsigned Clone, PointerOrigin O) {
  if (O.is<const CXXThisExpr *>())
    return All[Clone].This;
  if (O.is<const StringLiteral *>())
    return AddressSpace::Constant;
  if (const auto *F = O.dyn_cast<const FieldDecl *>()) {
    AddressSpace S = Fields.lookup(F);
    return S == AddressSpace::Unknown ? AddressSpace::Device : S;
  }
  if (const auto *V = O.dyn_cast<const VarDecl *>())
    return isIndirect(V) ? All[Clone].spaceOf(V) : storageSpace(V);
  const auto *Call = O.get<const CallExpr *>();
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *Def =
      Callee ? DeviceCallGraph::deviceDefinition(Callee) : nullptr;
  if (!Def || DeviceCallGraph::isKernel(Def))
    return AddressSpace::Unknown;
  unsigned Target = solve(Def, argumentSignature(Clone, Call, Def));
  // A recursive call's return is not known yet; recursion is an error
  // reported elsewhere.
  if (InProgress.contains(Target))
    return AddressSpace::Unknown;
  return All[Target].Return;
}

AddressSpaceSignature
CloneSolver::argumentSignature(unsigned Clone, const Expr *Call,
                               const FunctionDecl *Callee) {
  AddressSpaceSignature Sig;
  for (unsigned I = 0; I < Callee->getNumParams(); ++I) {
    const ParmVarDecl *P = Callee->getParamDecl(I);
    const Expr *Arg = callArgument(Call, Callee, I);
    if (!Arg || !isIndirect(P))
      Sig.push_back(AddressSpace::Unknown);
    else if (P->getType()->isReferenceType())
      Sig.push_back(spaceOfReferent(Clone, Arg));
    else
      Sig.push_back(spaceOfExpr(Clone, Arg));
  }
  if (!isInstanceMethod(Callee))
    return Sig;
  const Expr *Object = calledObject(Call);
  if (!Object)
    Sig.push_back(AddressSpace::Thread);
  else if (Object->getType()->isPointerType())
    Sig.push_back(spaceOfExpr(Clone, Object));
  else
    Sig.push_back(spaceOfReferent(Clone, Object));
  return Sig;
}

void CloneSolver::order(unsigned Clone, llvm::DenseSet<unsigned> &Seen,
                        AddressSpaceInference &Out) {
  if (!Seen.insert(Clone).second)
    return;
  for (const DeviceCall &C : Graph.calls(All[Clone].Function)) {
    auto It = All[Clone].Calls.find(C.Call);
    if (It != All[Clone].Calls.end())
      order(It->second, Seen, Out);
  }
  ++Out.CloneCount[All[Clone].Function];
  Out.Ordered.push_back(All[Clone]);
}

void CloneSolver::finish(AddressSpaceInference &Out) {
  // Only clones reached from kernels through final call resolutions are
  // emitted; intermediate signatures seen during the fixed point are not.
  llvm::DenseSet<unsigned> Seen;
  std::vector<unsigned> Kernels;
  for (const FunctionDecl *K : Graph.kernels()) {
    AddressSpaceSignature Sig(K->getNumParams(), AddressSpace::Device);
    Kernels.push_back(Memo.at({K, Sig}));
  }
  for (unsigned K : Kernels)
    for (const DeviceCall &C : Graph.calls(All[K].Function))
      order(All[K].Calls.at(C.Call), Seen, Out);
  // Re-map call targets from solver ids to positions in Ordered.
  llvm::DenseMap<unsigned, unsigned> Position;
  unsigned Pos = 0;
  for (const FunctionClone &C : Out.Ordered)
    Position[Memo.at({C.Function, C.Params})] = Pos++;
  for (unsigned K : Kernels)
    Out.Ordered.push_back(All[K]);
  for (FunctionClone &C : Out.Ordered)
    for (auto &Entry : C.Calls)
      Entry.second = Position.lookup(Entry.second);
  Out.Conflicts = std::move(Conflicts);
  Out.FieldSpaces = Fields;
}

bool CloneSolver::bindFields(
    llvm::DenseMap<const FieldDecl *, AddressSpace> &Spaces) {
  bool Changed = false;
  for (unsigned Id = 0; Id < All.size(); ++Id) {
    const auto *Ctor = dyn_cast<CXXConstructorDecl>(All[Id].Function);
    if (!Ctor)
      continue;
    for (const CXXCtorInitializer *Init : Ctor->inits()) {
      const FieldDecl *Field = Init->getMember();
      if (!Field || !Init->isWritten())
        continue;
      QualType T = Field->getType();
      AddressSpace S = T->isReferenceType()
                           ? spaceOfReferent(Id, Init->getInit())
                       : T->isPointerType() ? spaceOfExpr(Id, Init->getInit())
                                            : AddressSpace::Unknown;
      AddressSpace New = join(Spaces.lookup(Field), S);
      if (S == AddressSpace::Unknown || New == Spaces.lookup(Field))
        continue;
      Spaces[Field] = New;
      Changed = true;
    }
  }
  return Changed;
}

AddressSpace AddressSpaceInference::fieldSpace(const FieldDecl *F) const {
  AddressSpace S = FieldSpaces.lookup(F);
  return S == AddressSpace::Unknown ? AddressSpace::Device : S;
}

AddressSpaceInference AddressSpaceInference::run(const DeviceCallGraph &Graph) {
  llvm::DenseMap<const FieldDecl *, AddressSpace> Fields;
  ConstructorScan Scan(Fields);
  for (const FunctionDecl *F : Graph.kernels())
    Scan.TraverseStmt(F->getBody());
  for (const FunctionDecl *F : Graph.helpers())
    for (const Stmt *S : DeviceCallGraph::code(F))
      Scan.TraverseStmt(const_cast<Stmt *>(S));
  // What a member points into is what the constructor copies bind to it,
  // and their arguments may come from such members: solved again until
  // the members' spaces settle (the lattice is finite, so they do).
  while (true) {
    CloneSolver Solver(Graph, Fields);
    for (const FunctionDecl *K : Graph.kernels())
      Solver.solve(
          K, AddressSpaceSignature(K->getNumParams(), AddressSpace::Device));
    if (Solver.bindFields(Fields))
      continue;
    AddressSpaceInference Out;
    Solver.finish(Out);
    return Out;
  }
}

} // namespace metalify
