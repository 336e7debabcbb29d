//===- WideKernel.cpp - Barrier-free kernels over vector lanes ------------===//
//
// Part of metalify. The construction follows Karrenberg and Hack's
// whole-function vectorisation, restricted to what a kernel needs:
//
// - Uniformity: a value is varying when it depends on the thread argument,
//   is a phi, an alloca, an atomic or a call with side effects; everything
//   else is computed once, as a scalar.
// - Linearization: each loop (and the function) is a region whose blocks
//   and child loops are emitted in topological order, every block under the
//   mask of lanes that reach it. A phi becomes a blend of its incoming
//   edges' values under their edge masks (a lane arrives by one edge). A
//   loop runs while any lane takes a back edge; lanes leaving it add to the
//   exit's mask, and the values they leave with are kept per lane.
// - Masked memory: loads and stores through varying pointers become masked
//   gathers and scatters, so a lane that is off never touches memory.
//   Uniform loads in a block that may run with no lane on are skipped then.
//   Integer division by a lane that is off divides by 1.
//
//===----------------------------------------------------------------------===//
#include "cpu/WideKernel.h"
#include "cpu/WideUniformity.h"

#include "cpu/prelude/metalify_cpu_abi.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"

#include <cstddef>
#include <cstdlib>
#include <optional>
#include <string_view>

using namespace llvm;
using namespace metalify::cpu;

namespace {

constexpr unsigned Lanes = METALIFY_WIDE_LANES;

/// The vector form of a scalar type: <Lanes x T> for integers, floats and
/// pointers, a struct of those for a struct; null for anything else.
Type *widen(Type *T) {
  if (T->isIntegerTy() || T->isFloatingPointTy() || T->isPointerTy())
    return FixedVectorType::get(T, Lanes);
  if (auto *S = dyn_cast<StructType>(T)) {
    SmallVector<Type *, 4> Fields;
    for (Type *F : S->elements()) {
      Type *W = widen(F);
      if (!W || !W->isVectorTy())
        return nullptr;
      Fields.push_back(W);
    }
    return StructType::get(T->getContext(), Fields);
  }
  return nullptr;
}

bool isMarkerIntrinsic(const Instruction &I);

/// Whether a branch around \p BB, taken when no lane runs it, pays for
/// itself: it touches memory, calls, divides, or is more than a few
/// instructions.
bool worthSkipping(const BasicBlock &BB) {
  unsigned Count = 0;
  for (const Instruction &I : BB) {
    if (isa<PHINode>(I) || I.isTerminator() || isMarkerIntrinsic(I))
      continue;
    if (I.mayReadOrWriteMemory() || isa<CallBase>(I) || I.isIntDivRem())
      return true;
    ++Count;
  }
  return Count >= 6;
}

bool isMarkerIntrinsic(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::donothing:
    return true;
  default:
    return false;
  }
}

/// The mask and phi values of the edges that reach one block (or loop), or
/// leave a loop for one block, merged as they are emitted.
struct Incoming {
  Value *Mask = nullptr;
  MapVector<PHINode *, Value *> Values;
};

/// Builds the wide function (see WideKernel.h).
class WideBuilder {
public:
  /// \p Region is set for a region of a resumable entry (buildWideRegion).
  WideBuilder(Function &Source, Function &Wide, std::string &WhyNot,
              std::optional<std::pair<unsigned, uint64_t>> Region = {})
      : Src(Source), Dst(Wide), WhyNot(WhyNot), DT(Source), LI(DT),
        B(Source.getContext()), AllocaB(Source.getContext()),
        ResumeRegion(Region) {}

  /// Defines the wide function; false, with the reason set and the
  /// function left a declaration, when it cannot.
  bool build();

private:
  /// One region being emitted: a loop, or the function (L null).
  struct Region {
    Loop *L = nullptr;
    MapVector<BasicBlock *, Incoming> Pending;
    Incoming Latch;
    MapVector<BasicBlock *, Incoming> Exits;
  };

  /// Records the first reason the kernel cannot be widened.
  bool fail(const Twine &Why) {
    if (WhyNot.empty())
      WhyNot = Why.str();
    return false;
  }
  /// Rejects instructions and types with no wide form, and waiting loops.
  bool checkSupported();
  /// Maps the thread (and, for a region, frame) arguments; returns the
  /// values that differ between lanes among them.
  SmallVector<const Value *, 8> bindThread();
  SmallVector<const Value *, 2> bindFrame();
  /// The mask of lanes that run the function.
  Value *liveLanes();
  bool isVarying(const Value *V) const { return Varying.contains(V); }
  /// A value's type in the wide function: widened if it varies.
  Type *typeOf(const Value *V) const {
    return isVarying(V) ? widen(V->getType()) : V->getType();
  }

  // Values.
  /// The wide function's value for a uniform source value.
  Value *scalar(Value *V);
  /// The wide function's value for a source value, as a vector.
  Value *vector(Value *V);
  Value *splat(Value *V) { return B.CreateVectorSplat(Lanes, V); }
  Value *anyLane(Value *Mask) { return B.CreateOrReduce(Mask); }
  Value *noLanes() {
    return Constant::getNullValue(FixedVectorType::get(B.getInt1Ty(), Lanes));
  }

  // Regions: control flow as masks (see the file comment).
  static bool contains(const Loop *L, const BasicBlock *BB) {
    return !L || L->contains(BB);
  }
  /// The node of region \p L that \p BB belongs to: itself, or the header
  /// of the child loop holding it; null for an irreducible entry.
  BasicBlock *nodeOf(const Loop *L, BasicBlock *BB);
  /// The nodes of region \p L that \p Node's edges reach.
  bool successors(const Loop *L, BasicBlock *Node,
                  SmallVectorImpl<BasicBlock *> &Out);
  /// The nodes of region \p L reachable from \p Entry, in topological order.
  bool topologicalOrder(const Loop *L, BasicBlock *Entry,
                        SmallVectorImpl<BasicBlock *> &Order);
  /// Emits every node of \p R under the masks its edges give it.
  bool emitRegion(Region &R, BasicBlock *Entry);
  bool emitBlock(Region &R, BasicBlock *BB, Incoming &In);
  /// Emits loop \p L, run while any lane takes a back edge; the lanes that
  /// leave, and their values, become edges of \p Parent.
  bool emitLoop(Region &Parent, Loop *L, Incoming &In);
  bool emitBody(Region &R, BasicBlock *BB, Value *Mask, bool MaskHasLane);
  bool emitSkippable(Region &R, BasicBlock *BB, Value *Mask);
  /// Adds the edge \p From -> \p To, taken by the lanes of \p Mask.
  bool addEdge(Region &R, BasicBlock *From, BasicBlock *To, Value *Mask);
  bool addEdgeValues(Region &R, BasicBlock *To, Value *Mask,
                     const MapVector<PHINode *, Value *> &Values);
  /// What the edges into \p To have brought so far.
  Incoming *incomingFor(Region &R, BasicBlock *To);
  void merge(Incoming &In, Value *Mask,
             const MapVector<PHINode *, Value *> &Values);

  // Instructions.
  bool emitInstruction(Instruction &I, Value *Mask, bool MaskHasLane);
  /// Emits \p I once for all lanes.
  bool emitUniform(Instruction &I, Value *Mask, bool MaskHasLane);
  /// Emits \p I for the lanes of \p Mask.
  bool emitVarying(Instruction &I, Value *Mask);
  /// \p Emit behind a branch taken when \p Mask has a lane.
  Value *guarded(Value *Mask, function_ref<Value *()> Emit, Type *Ty);
  /// An if-then-else whose arms' values (of type \p Ty) meet in a phi.
  Value *branch(Value *Cond, function_ref<Value *()> Then,
                function_ref<Value *()> Else, Type *Ty, const Twine &Name);
  /// \p Vector (given the first lane's pointer) where the lanes' pointers
  /// are consecutive at run time, \p Each otherwise.
  Value *ifConsecutive(Value *Ptrs, Type *Ty, Value *Mask, Type *ResultTy,
                       function_ref<Value *(Value *)> Vector,
                       function_ref<Value *()> Each);
  /// \p I lane by lane, in lane order, for the lanes of \p Mask.
  Value *perLane(Instruction &I, Value *Mask);
  Value *emitLoad(LoadInst &L, Value *Mask);
  void emitStore(StoreInst &S, Value *Mask);
  /// How \p V changes from one lane to the next (bytes for pointers), as
  /// far as its computation tells.
  std::optional<int64_t> strideOf(const Value *V);
  bool looksConsecutive(const Value *Ptr, Type *Ty);
  Value *isConsecutive(Value *Ptrs, Type *Ty, Value *Mask, Value *&Base);
  /// The vector form of an intrinsic call, or null.
  Value *vectorIntrinsic(CallBase &CB);
  /// \p I's divisor, 1 where a lane that is off would divide.
  Value *safeDivisor(Instruction &I, Value *Mask, bool MaskHasLane);
  /// One copy of an alloca per lane; the lanes' pointers.
  Value *widenedAlloca(AllocaInst &AI);

  Function &Src;
  Function &Dst;
  std::string &WhyNot;
  DominatorTree DT;
  LoopInfo LI;
  IRBuilder<> B;
  IRBuilder<> AllocaB;
  DenseSet<const Value *> Varying;
  DenseMap<const Value *, Value *> Map;
  /// Source instructions replaced before emission (the built-ins' loads).
  DenseSet<const Instruction *> Bound;
  Value *LaneIndices = nullptr;
  /// Set when an operand was used before its definition was emitted.
  bool Unmapped = false;
  /// The lanes' return values so far, for a function that returns one.
  Value *Returned = nullptr;
  /// For a region: its stop and the frame size.
  std::optional<std::pair<unsigned, uint64_t>> ResumeRegion;
  /// The lanes' thread indices, and (for a region) where they write the
  /// stop they reach.
  Value *ThreadIndex = nullptr;
  Value *StopSlots = nullptr;
  /// What strideOf found: how a value changes from one lane to the next
  /// (bytes for pointers), or nothing known.
  DenseMap<const Value *, std::optional<int64_t>> Strides;
};

/// The built-in a load from the thread argument reads, by its offset in
/// MetalifyThread.
enum class ThreadField { X, Y, Z, Index, Lane, Simd };
constexpr ThreadField ThreadFields[] = {ThreadField::X,     ThreadField::Y,
                                       ThreadField::Z,     ThreadField::Index,
                                       ThreadField::Lane,  ThreadField::Simd};

size_t offsetOf(ThreadField F) {
  switch (F) {
  case ThreadField::X:
    return offsetof(MetalifyThread, PositionInThreadgroup);
  case ThreadField::Y:
    return offsetof(MetalifyThread, PositionInThreadgroup) + 4;
  case ThreadField::Z:
    return offsetof(MetalifyThread, PositionInThreadgroup) + 8;
  case ThreadField::Index:
    return offsetof(MetalifyThread, IndexInThreadgroup);
  case ThreadField::Lane:
    return offsetof(MetalifyThread, IndexInSimdgroup);
  case ThreadField::Simd:
    return offsetof(MetalifyThread, SimdgroupIndex);
  }
  return 0;
}

std::optional<ThreadField> fieldAt(uint64_t Offset) {
  for (ThreadField F : ThreadFields)
    if (offsetOf(F) == Offset)
      return F;
  return std::nullopt;
}

/// The loads of built-ins from \p Thread, or nothing when the argument is
/// used in another way.
std::optional<SmallVector<std::pair<LoadInst *, ThreadField>, 8>>
threadLoads(Argument &Thread, const DataLayout &DL) {
  SmallVector<std::pair<LoadInst *, ThreadField>, 8> Loads;
  auto AddLoad = [&](User *U, uint64_t Offset) {
    auto *L = dyn_cast<LoadInst>(U);
    std::optional<ThreadField> F = fieldAt(Offset);
    if (!L || !L->isSimple() || !L->getType()->isIntegerTy(32) || !F)
      return false;
    Loads.push_back({L, *F});
    return true;
  };
  for (User *U : Thread.users()) {
    auto *GEP = dyn_cast<GetElementPtrInst>(U);
    if (!GEP) {
      if (!AddLoad(U, 0))
        return std::nullopt;
      continue;
    }
    APInt Offset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
    if (GEP->getPointerOperand() != &Thread ||
        !GEP->accumulateConstantOffset(DL, Offset))
      return std::nullopt;
    for (User *GU : GEP->users())
      if (!AddLoad(GU, Offset.getZExtValue()))
        return std::nullopt;
  }
  return Loads;
}

bool WideBuilder::checkSupported() {
  for (Loop *L : LI.getLoopsInPreorder())
    if (waitsForOtherThreads(*L))
      return fail("a loop whose exit depends on an atomic or volatile "
                  "access: its threads may wait for each other");
  for (Instruction &I : instructions(Src)) {
    if (isMarkerIntrinsic(I))
      continue;
    if (isa<InvokeInst, CallBrInst, IndirectBrInst, LandingPadInst, VAArgInst,
            ResumeInst, CatchSwitchInst, CleanupReturnInst, CatchReturnInst,
            FuncletPadInst>(I))
      return fail("unsupported instruction " + Twine(I.getOpcodeName()));
    auto Bad = [](Type *T) {
      return T->isVectorTy() || T->isArrayTy() || T->isX86_AMXTy() ||
             T->isTokenTy() || T->isMetadataTy();
    };
    if (Bad(I.getType()) || (!I.getType()->isVoidTy() &&
                             !I.getType()->isLabelTy() && !widen(I.getType())))
      return fail("a value of a vector or aggregate type");
    for (Value *Op : I.operands())
      if (Bad(Op->getType()))
        return fail("an operand of a vector or aggregate type");
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      if (!CB->getCalledFunction())
        return fail("an indirect call");
      if (!CB->getCalledFunction()->isDeclaration())
        return fail("a call that was not inlined");
    }
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && !AI->isStaticAlloca())
      return fail("a dynamic alloca");
  }
  return true;
}

Value *WideBuilder::scalar(Value *V) {
  if (isa<Constant>(V))
    return V;
  auto It = Map.find(V);
  if (It == Map.end() || It->second->getType()->isVectorTy()) {
    // Unreachable for code in SSA form whose uses follow their definitions;
    // reported instead of crashing if an assumption breaks.
    Unmapped = true;
    return PoisonValue::get(V->getType());
  }
  return It->second;
}

Value *WideBuilder::vector(Value *V) {
  if (auto *C = dyn_cast<Constant>(V)) {
    if (isa<PoisonValue>(C) || isa<UndefValue>(C))
      return PoisonValue::get(widen(C->getType()));
    if (C->isNullValue())
      return Constant::getNullValue(widen(C->getType()));
    if (C->getType()->isStructTy())
      return nullptr;
    return ConstantVector::getSplat(ElementCount::getFixed(Lanes), C);
  }
  auto It = Map.find(V);
  if (It == Map.end()) {
    Unmapped = true;
    return PoisonValue::get(widen(V->getType()));
  }
  if (isVarying(V))
    return It->second;
  return splat(It->second);
}

BasicBlock *WideBuilder::nodeOf(const Loop *L, BasicBlock *BB) {
  Loop *Inner = LI.getLoopFor(BB);
  if (Inner == L)
    return BB;
  while (Inner && Inner->getParentLoop() != L)
    Inner = Inner->getParentLoop();
  // A block of a child loop other than its header: an irreducible entry.
  if (!Inner || Inner->getHeader() != BB)
    return nullptr;
  return BB;
}

bool WideBuilder::successors(const Loop *L, BasicBlock *Node,
                             SmallVectorImpl<BasicBlock *> &Out) {
  SmallVector<BasicBlock *, 8> Targets;
  Loop *Child = LI.getLoopFor(Node);
  if (Child != L)
    Child->getUniqueExitBlocks(Targets);
  else
    Targets.append(succ_begin(Node), succ_end(Node));
  for (BasicBlock *T : Targets) {
    if (!contains(L, T) || (L && T == L->getHeader()))
      continue;
    BasicBlock *N = nodeOf(L, T);
    if (!N)
      return fail("irreducible control flow");
    if (!is_contained(Out, N))
      Out.push_back(N);
  }
  return true;
}

bool WideBuilder::topologicalOrder(const Loop *L, BasicBlock *Entry,
                                   SmallVectorImpl<BasicBlock *> &Order) {
  enum { New, Open, Done };
  DenseMap<BasicBlock *, int> State;
  struct Frame {
    BasicBlock *Node;
    SmallVector<BasicBlock *, 4> Succs;
    unsigned Next = 0;
  };
  SmallVector<Frame, 32> Stack;
  auto Push = [&](BasicBlock *N) {
    State[N] = Open;
    Stack.push_back({N, {}, 0});
    return successors(L, N, Stack.back().Succs);
  };
  if (!Push(Entry))
    return false;
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Next == F.Succs.size()) {
      State[F.Node] = Done;
      Order.push_back(F.Node);
      Stack.pop_back();
      continue;
    }
    BasicBlock *S = F.Succs[F.Next++];
    int St = State.lookup(S);
    if (St == Open)
      return fail("irreducible control flow");
    if (St == New && !Push(S))
      return false;
  }
  std::reverse(Order.begin(), Order.end());
  return true;
}

void WideBuilder::merge(Incoming &In, Value *Mask,
                        const MapVector<PHINode *, Value *> &Values) {
  if (!In.Mask) {
    In.Mask = Mask;
    for (auto &[P, V] : Values)
      In.Values[P] = V;
    return;
  }
  In.Mask = B.CreateLogicalOr(In.Mask, Mask);
  Value *Taken = nullptr;
  for (auto &[P, V] : Values) {
    Value *&Old = In.Values[P];
    if (!Old) {
      Old = V;
      continue;
    }
    // A uniform phi's edges are taken by all lanes or none.
    if (!isVarying(P) && !Taken)
      Taken = anyLane(Mask);
    Old = B.CreateSelect(isVarying(P) ? Mask : Taken, V, Old);
  }
}

Incoming *WideBuilder::incomingFor(Region &R, BasicBlock *To) {
  if (!contains(R.L, To)) {
    auto It = R.Exits.find(To);
    if (It == R.Exits.end()) {
      fail("an exit the loop analysis did not list");
      return nullptr;
    }
    return &It->second;
  }
  if (R.L && To == R.L->getHeader())
    return &R.Latch;
  BasicBlock *N = nodeOf(R.L, To);
  if (!N) {
    fail("irreducible control flow");
    return nullptr;
  }
  return &R.Pending[N];
}

bool WideBuilder::addEdgeValues(Region &R, BasicBlock *To, Value *Mask,
                                const MapVector<PHINode *, Value *> &Values) {
  Incoming *In = incomingFor(R, To);
  if (!In)
    return false;
  merge(*In, Mask, Values);
  return true;
}

bool WideBuilder::addEdge(Region &R, BasicBlock *From, BasicBlock *To,
                          Value *Mask) {
  MapVector<PHINode *, Value *> Values;
  for (PHINode &P : To->phis()) {
    Value *In = P.getIncomingValueForBlock(From);
    Value *V = isVarying(&P) ? vector(In) : scalar(In);
    if (!V)
      return fail("a phi operand without a vector form");
    Values[&P] = V;
  }
  return addEdgeValues(R, To, Mask, Values);
}

bool WideBuilder::emitRegion(Region &R, BasicBlock *Entry) {
  SmallVector<BasicBlock *, 32> Order;
  if (!topologicalOrder(R.L, Entry, Order))
    return false;
  for (BasicBlock *N : Order) {
    auto It = R.Pending.find(N);
    if (It == R.Pending.end() || !It->second.Mask)
      continue; // No edge reaches it: no lane ever runs it.
    Incoming In = std::move(It->second);
    Loop *Child = LI.getLoopFor(N);
    bool Ok = Child == R.L ? emitBlock(R, N, In) : emitLoop(R, Child, In);
    if (!Ok)
      return false;
  }
  return true;
}

bool WideBuilder::emitBlock(Region &R, BasicBlock *BB, Incoming &In) {
  bool IsHeader = R.L && BB == R.L->getHeader();
  if (!IsHeader)
    for (PHINode &P : BB->phis()) {
      Value *V = In.Values.lookup(&P);
      Map[&P] = V ? V : PoisonValue::get(typeOf(&P));
    }
  // The function's entry runs with at least one lane, and so does a loop
  // header (a loop is entered, and goes round, only while a lane is in it).
  bool MaskHasLane = IsHeader || BB == &Src.getEntryBlock();
  if (!MaskHasLane && worthSkipping(*BB))
    return emitSkippable(R, BB, In.Mask);
  return emitBody(R, BB, In.Mask, MaskHasLane);
}

/// Emits \p BB behind a branch that skips it when no lane runs it. What
/// it defines, and what its edges add to its successors, become phis after
/// it, poison or unchanged where it was skipped.
bool WideBuilder::emitSkippable(Region &R, BasicBlock *BB, Value *Mask) {
  LLVMContext &Ctx = Src.getContext();
  BasicBlock *Pre = B.GetInsertBlock();
  auto *Run = BasicBlock::Create(Ctx, "run", &Dst);
  auto *Join = BasicBlock::Create(Ctx, "run.end");
  B.CreateCondBr(anyLane(Mask), Run, Join);
  B.SetInsertPoint(Run);
  // Every successor's state exists before the copies are taken: creating
  // one later could move the others.
  SmallVector<BasicBlock *, 4> Targets;
  for (BasicBlock *S : llvm::successors(BB))
    if (!is_contained(Targets, S)) {
      if (!incomingFor(R, S))
        return false;
      Targets.push_back(S);
    }
  SmallVector<Incoming, 4> Before;
  for (BasicBlock *S : Targets)
    Before.push_back(*incomingFor(R, S));
  Value *RetBefore = Returned;
  if (!emitBody(R, BB, Mask, false))
    return false;
  BasicBlock *End = B.GetInsertBlock();
  B.CreateBr(Join);
  Join->insertInto(&Dst);
  SmallPtrSet<BasicBlock *, 8> Inside;
  for (auto It = Run->getIterator(); &*It != Join; ++It)
    Inside.insert(&*It);
  B.SetInsertPoint(Join);
  auto Merged = [&](Value *After, Value *Old, Type *T) -> Value * {
    auto *I = dyn_cast<Instruction>(After);
    if (After == Old || !I || !Inside.contains(I->getParent()))
      return After;
    PHINode *P = B.CreatePHI(T, 2);
    P->addIncoming(After, End);
    P->addIncoming(Old ? Old : PoisonValue::get(T), Pre);
    return P;
  };
  for (Instruction &I : *BB)
    if (auto It = Map.find(&I); It != Map.end() && !isa<PHINode>(I))
      It->second = Merged(It->second, nullptr, It->second->getType());
  for (auto [S, Old] : zip(Targets, Before)) {
    Incoming &New = *incomingFor(R, S);
    New.Mask = Merged(New.Mask, Old.Mask ? Old.Mask : noLanes(),
                      New.Mask->getType());
    for (auto &[P, V] : New.Values)
      V = Merged(V, Old.Values.lookup(P), V->getType());
  }
  if (Returned)
    Returned = Merged(Returned, RetBefore, Returned->getType());
  return true;
}

bool WideBuilder::emitBody(Region &R, BasicBlock *BB, Value *Mask,
                           bool MaskHasLane) {
  for (Instruction &I : *BB) {
    if (isa<PHINode>(I) || I.isTerminator() || isMarkerIntrinsic(I) ||
        Bound.contains(&I))
      continue;
    if (!emitInstruction(I, Mask, MaskHasLane))
      return false;
  }
  Instruction *Term = BB->getTerminator();
  if (auto *Ret = dyn_cast<ReturnInst>(Term); Ret && Ret->getReturnValue()) {
    Value *V = vector(Ret->getReturnValue());
    Returned = Returned ? B.CreateSelect(Mask, V, Returned) : V;
    return true;
  }
  if (isa<ReturnInst, UnreachableInst>(Term))
    return true;
  if (auto *Br = dyn_cast<BranchInst>(Term)) {
    if (Br->isUnconditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
      return addEdge(R, BB, Br->getSuccessor(0), Mask);
    Value *Cond = vector(Br->getCondition());
    Value *True = B.CreateLogicalAnd(Mask, Cond);
    Value *False = B.CreateLogicalAnd(Mask, B.CreateNot(Cond));
    return addEdge(R, BB, Br->getSuccessor(0), True) &&
           addEdge(R, BB, Br->getSuccessor(1), False);
  }
  if (auto *Sw = dyn_cast<SwitchInst>(Term)) {
    Value *Cond = vector(Sw->getCondition());
    MapVector<BasicBlock *, Value *> Taken;
    Value *AnyCase = noLanes();
    for (auto &Case : Sw->cases()) {
      Value *Eq = B.CreateICmpEQ(Cond, vector(Case.getCaseValue()));
      AnyCase = B.CreateLogicalOr(AnyCase, Eq);
      Value *&T = Taken[Case.getCaseSuccessor()];
      T = T ? B.CreateLogicalOr(T, Eq) : Eq;
    }
    Value *Default = B.CreateNot(AnyCase);
    Value *&D = Taken[Sw->getDefaultDest()];
    D = D ? B.CreateLogicalOr(D, Default) : Default;
    for (auto &[To, Cond] : Taken)
      if (!addEdge(R, BB, To, B.CreateLogicalAnd(Mask, Cond)))
        return false;
    return true;
  }
  return fail("unsupported terminator " + Twine(Term->getOpcodeName()));
}

bool WideBuilder::emitLoop(Region &Parent, Loop *L, Incoming &In) {
  LLVMContext &Ctx = Src.getContext();
  BasicBlock *Pre = B.GetInsertBlock();
  auto *Header = BasicBlock::Create(Ctx, "loop", &Dst);
  auto *Join = BasicBlock::Create(Ctx, "loop.end", &Dst);
  B.CreateCondBr(anyLane(In.Mask), Header, Join);

  B.SetInsertPoint(Header);
  Region R;
  R.L = L;
  PHINode *Mask = B.CreatePHI(In.Mask->getType(), 2, "lanes");
  Mask->addIncoming(In.Mask, Pre);
  SmallVector<std::pair<PHINode *, PHINode *>, 8> HeaderPhis;
  for (PHINode &P : L->getHeader()->phis()) {
    Type *T = typeOf(&P);
    PHINode *New = B.CreatePHI(T, 2, P.getName());
    Value *Init = In.Values.lookup(&P);
    New->addIncoming(Init ? Init : PoisonValue::get(T), Pre);
    Map[&P] = New;
    HeaderPhis.push_back({&P, New});
  }
  // What lanes take out of the loop, accumulated over its iterations.
  SmallVector<BasicBlock *, 4> ExitBlocks;
  L->getUniqueExitBlocks(ExitBlocks);
  MapVector<BasicBlock *, Incoming> Accumulators;
  for (BasicBlock *E : ExitBlocks) {
    Incoming &Acc = Accumulators[E];
    PHINode *M = B.CreatePHI(Mask->getType(), 2, "exited");
    M->addIncoming(noLanes(), Pre);
    Acc.Mask = M;
    for (PHINode &P : E->phis()) {
      Type *T = widen(P.getType());
      PHINode *V = B.CreatePHI(T, 2, P.getName() + ".out");
      V->addIncoming(PoisonValue::get(T), Pre);
      Acc.Values[&P] = V;
    }
    R.Exits[E] = Acc;
  }
  R.Pending[L->getHeader()].Mask = Mask;
  if (!emitRegion(R, L->getHeader()))
    return false;

  BasicBlock *End = B.GetInsertBlock();
  Value *Again = R.Latch.Mask ? R.Latch.Mask : noLanes();
  Mask->addIncoming(Again, End);
  for (auto [Old, New] : HeaderPhis) {
    Value *V = R.Latch.Values.lookup(Old);
    New->addIncoming(V ? V : PoisonValue::get(New->getType()), End);
  }
  for (auto &[E, Acc] : Accumulators) {
    Incoming &Final = R.Exits[E];
    cast<PHINode>(Acc.Mask)->addIncoming(Final.Mask, End);
    for (auto &[P, V] : Acc.Values)
      cast<PHINode>(V)->addIncoming(Final.Values[P], End);
  }
  B.CreateCondBr(anyLane(Again), Header, Join);

  B.SetInsertPoint(Join);
  for (auto &[E, Acc] : Accumulators) {
    Incoming &Final = R.Exits[E];
    MapVector<PHINode *, Value *> Values;
    PHINode *M = B.CreatePHI(Mask->getType(), 2, "left");
    M->addIncoming(noLanes(), Pre);
    M->addIncoming(Final.Mask, End);
    for (auto &[P, V] : Final.Values) {
      PHINode *Out = B.CreatePHI(V->getType(), 2, P->getName() + ".left");
      Out->addIncoming(PoisonValue::get(V->getType()), Pre);
      Out->addIncoming(V, End);
      Values[P] = Out;
    }
    if (!addEdgeValues(Parent, E, M, Values))
      return false;
  }
  return true;
}

bool WideBuilder::emitInstruction(Instruction &I, Value *Mask,
                                  bool MaskHasLane) {
  if (isVarying(&I) || (isa<StoreInst>(I) && (isVarying(I.getOperand(0)) ||
                                              isVarying(I.getOperand(1)))))
    return emitVarying(I, Mask);
  return emitUniform(I, Mask, MaskHasLane);
}

/// Emits \p Emit only when \p Mask has a lane; the result is poison
/// otherwise.
Value *WideBuilder::branch(Value *Cond, function_ref<Value *()> Then,
                           function_ref<Value *()> Else, Type *Ty,
                           const Twine &Name) {
  LLVMContext &Ctx = Src.getContext();
  auto *ThenBB = BasicBlock::Create(Ctx, Name, &Dst);
  auto *ElseBB = BasicBlock::Create(Ctx, Name + ".else", &Dst);
  auto *Join = BasicBlock::Create(Ctx, Name + ".end", &Dst);
  B.CreateCondBr(Cond, ThenBB, ElseBB);
  B.SetInsertPoint(ThenBB);
  Value *ThenV = Then();
  BasicBlock *ThenEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(ElseBB);
  Value *ElseV = Else();
  BasicBlock *ElseEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  if (Ty->isVoidTy())
    return nullptr;
  PHINode *P = B.CreatePHI(Ty, 2);
  P->addIncoming(ThenV, ThenEnd);
  P->addIncoming(ElseV, ElseEnd);
  return P;
}

Value *WideBuilder::guarded(Value *Mask, function_ref<Value *()> Emit,
                            Type *Ty) {
  return branch(
      anyLane(Mask), Emit,
      [&]() -> Value * {
        return Ty->isVoidTy() ? nullptr : PoisonValue::get(Ty);
      },
      Ty, "any");
}

Value *WideBuilder::safeDivisor(Instruction &I, Value *Mask,
                                bool MaskHasLane) {
  Value *D = I.getOperand(1);
  if (auto *C = dyn_cast<ConstantInt>(D);
      C && !C->isZero() && !C->isMinusOne())
    return isVarying(&I) ? vector(D) : D;
  Constant *One = ConstantInt::get(D->getType(), 1);
  if (!isVarying(&I))
    return MaskHasLane ? scalar(D)
                       : B.CreateSelect(anyLane(Mask), scalar(D), One);
  return B.CreateSelect(Mask, vector(D), vector(One));
}

bool WideBuilder::emitUniform(Instruction &I, Value *Mask, bool MaskHasLane) {
  auto Clone = [&]() -> Value * {
    Instruction *New = I.clone();
    for (Use &Op : New->operands())
      if (!isa<BasicBlock>(Op.get()))
        Op.set(scalar(Op.get()));
    B.Insert(New, I.getName());
    return New;
  };
  if (isa<LoadInst, StoreInst, FenceInst>(I) ||
      (isa<CallBase>(I) && !isPureCall(cast<CallBase>(I)))) {
    Value *V = MaskHasLane ? Clone() : guarded(Mask, Clone, I.getType());
    if (V)
      Map[&I] = V;
    return true;
  }
  switch (I.getOpcode()) {
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem: {
    Value *D = safeDivisor(I, Mask, MaskHasLane);
    Map[&I] = B.CreateBinOp(cast<BinaryOperator>(I).getOpcode(),
                            scalar(I.getOperand(0)), D, I.getName());
    return true;
  }
  default:
    Map[&I] = Clone();
    return true;
  }
}

Value *WideBuilder::widenedAlloca(AllocaInst &AI) {
  auto *Count = dyn_cast<ConstantInt>(AI.getArraySize());
  if (!Count)
    return nullptr;
  Type *Elem = ArrayType::get(AI.getAllocatedType(), Count->getZExtValue());
  AllocaInst *All = AllocaB.CreateAlloca(ArrayType::get(Elem, Lanes), nullptr,
                                         AI.getName());
  All->setAlignment(AI.getAlign());
  return AllocaB.CreateGEP(All->getAllocatedType(), All,
                           {AllocaB.getInt64(0), LaneIndices});
}

/// Intrinsics the CPU has no vector instruction for: code generation calls
/// the C library once per element of a vector, lanes that are off
/// included, so they run lane by lane under the mask instead.
bool isLibraryCall(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::sin:
  case Intrinsic::cos:
  case Intrinsic::tan:
  case Intrinsic::asin:
  case Intrinsic::acos:
  case Intrinsic::atan:
  case Intrinsic::sinh:
  case Intrinsic::cosh:
  case Intrinsic::tanh:
  case Intrinsic::exp:
  case Intrinsic::exp2:
  case Intrinsic::exp10:
  case Intrinsic::log:
  case Intrinsic::log2:
  case Intrinsic::log10:
  case Intrinsic::pow:
  case Intrinsic::powi:
  case Intrinsic::ldexp:
  case Intrinsic::frexp:
    return true;
  default:
    return false;
  }
}

Value *WideBuilder::vectorIntrinsic(CallBase &CB) {
  Intrinsic::ID ID = CB.getIntrinsicID();
  if (ID == Intrinsic::not_intrinsic || !isTriviallyVectorizable(ID) ||
      isLibraryCall(ID))
    return nullptr;
  SmallVector<Value *, 4> Args;
  SmallVector<Type *, 4> Types;
  Type *Ret = widen(CB.getType());
  if (!Ret || !Ret->isVectorTy())
    return nullptr;
  if (isVectorIntrinsicWithOverloadTypeAtArg(ID, -1))
    Types.push_back(Ret);
  for (auto [Index, Arg] : enumerate(CB.args())) {
    unsigned Idx = static_cast<unsigned>(Index);
    if (isVectorIntrinsicWithScalarOpAtArg(ID, Idx)) {
      if (isVarying(Arg.get()))
        return nullptr;
      Args.push_back(scalar(Arg.get()));
    } else {
      Args.push_back(vector(Arg.get()));
    }
    if (isVectorIntrinsicWithOverloadTypeAtArg(ID, static_cast<int>(Idx)))
      Types.push_back(Args.back()->getType());
  }
  Function *Decl = Intrinsic::getDeclaration(Dst.getParent(), ID, Types);
  CallInst *New = B.CreateCall(Decl, Args, CB.getName());
  if (isa<FPMathOperator>(New))
    New->copyFastMathFlags(&CB);
  return New;
}

std::optional<int64_t> WideBuilder::strideOf(const Value *V) {
  if (!isVarying(V))
    return 0;
  if (auto It = Strides.find(V); It != Strides.end())
    return It->second;
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return std::nullopt;
  // Provisional, so that a loop's phi meets itself around the back edge.
  Strides[V] = std::nullopt;
  std::optional<int64_t> S;
  auto Const = [](const Value *Op) -> std::optional<int64_t> {
    if (auto *C = dyn_cast<ConstantInt>(Op); C && C->getBitWidth() <= 64)
      return C->getSExtValue();
    return std::nullopt;
  };
  switch (I->getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub: {
    auto A = strideOf(I->getOperand(0)), C = strideOf(I->getOperand(1));
    if (A && C)
      S = I->getOpcode() == Instruction::Add ? *A + *C : *A - *C;
    break;
  }
  case Instruction::Mul:
    if (auto C = Const(I->getOperand(1)), A = strideOf(I->getOperand(0)); C && A)
      S = *A * *C;
    else if (auto C = Const(I->getOperand(0)), A = strideOf(I->getOperand(1));
             C && A)
      S = *A * *C;
    break;
  case Instruction::Shl:
    if (auto C = Const(I->getOperand(1)), A = strideOf(I->getOperand(0));
        C && A && *C >= 0 && *C < 32)
      S = *A << *C;
    break;
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
    S = strideOf(I->getOperand(0));
    break;
  case Instruction::And:
    // x & 0xffff: how a zero-extended narrower integer looks after
    // instcombine. Like the casts, it keeps the stride until it wraps,
    // which the access checks at run time.
    if (auto *C = dyn_cast<ConstantInt>(I->getOperand(1));
        C && C->getValue().isMask() && C->getValue().countr_one() >= 8)
      S = strideOf(I->getOperand(0));
    break;
  case Instruction::GetElementPtr: {
    auto *GEP = cast<GetElementPtrInst>(I);
    const DataLayout &DL = Src.getParent()->getDataLayout();
    S = strideOf(GEP->getPointerOperand());
    for (auto GTI = gep_type_begin(GEP), E = gep_type_end(GEP); S && GTI != E;
         ++GTI) {
      if (GTI.isStruct())
        continue;
      auto Index = strideOf(GTI.getOperand());
      S = Index ? std::optional<int64_t>(
                      *S + *Index * int64_t(GTI.getSequentialElementStride(DL)))
                : std::nullopt;
    }
    break;
  }
  case Instruction::PHI: {
    auto *P = cast<PHINode>(I);
    const Loop *L = LI.getLoopFor(P->getParent());
    if (!L || L->getHeader() != P->getParent() || !L->getLoopPreheader() ||
        !L->getLoopLatch())
      break;
    auto Init = strideOf(P->getIncomingValueForBlock(L->getLoopPreheader()));
    if (!Init)
      break;
    Strides[V] = Init;
    if (strideOf(P->getIncomingValueForBlock(L->getLoopLatch())) == Init)
      S = Init;
    break;
  }
  default:
    break;
  }
  Strides[V] = S;
  return S;
}

/// Whether the lanes' pointers \p Ptrs, for an element of type \p Ty, are
/// consecutive for every lane of \p Mask; the first lane's pointer is in
/// \p Base.
Value *WideBuilder::isConsecutive(Value *Ptrs, Type *Ty, Value *Mask,
                                  Value *&Base) {
  Ptrs = B.CreateFreeze(Ptrs);
  Base = B.CreateExtractElement(Ptrs, uint64_t(0));
  Value *Expected = B.CreateGEP(Ty, Base, LaneIndices);
  Value *Same = B.CreateICmpEQ(Ptrs, Expected);
  Value *AllOn = Constant::getAllOnesValue(Mask->getType());
  return B.CreateAndReduce(B.CreateSelect(Mask, Same, AllOn));
}

/// Whether the pointer of an access to \p Ty is, by its computation, one
/// element apart from lane to lane: worth checking at run time.
bool WideBuilder::looksConsecutive(const Value *Ptr, Type *Ty) {
  const DataLayout &DL = Src.getParent()->getDataLayout();
  auto S = strideOf(Ptr);
  return S && *S == int64_t(DL.getTypeAllocSize(Ty));
}

Value *WideBuilder::ifConsecutive(Value *Ptrs, Type *Ty, Value *Mask,
                                  Type *ResultTy,
                                  function_ref<Value *(Value *)> Vector,
                                  function_ref<Value *()> Each) {
  // Computed addresses can wrap around: checked, the vector access where
  // they are consecutive and the per-lane one where not.
  Value *Base = nullptr;
  Value *Consecutive = isConsecutive(Ptrs, Ty, Mask, Base);
  return branch(
      Consecutive, [&] { return Vector(Base); }, Each, ResultTy, "consecutive");
}

Value *WideBuilder::emitLoad(LoadInst &L, Value *Mask) {
  Type *Ty = L.getType();
  Value *Ptrs = vector(L.getPointerOperand());
  auto Gather = [&]() -> Value * {
    return B.CreateMaskedGather(widen(Ty), Ptrs, L.getAlign(), Mask, nullptr,
                                L.getName());
  };
  if (!looksConsecutive(L.getPointerOperand(), Ty))
    return Gather();
  return ifConsecutive(
      Ptrs, Ty, Mask, widen(Ty),
      [&](Value *Base) -> Value * {
        return B.CreateMaskedLoad(widen(Ty), Base, L.getAlign(), Mask);
      },
      Gather);
}

void WideBuilder::emitStore(StoreInst &S, Value *Mask) {
  Type *Ty = S.getValueOperand()->getType();
  Value *Values = vector(S.getValueOperand());
  Value *Ptrs = vector(S.getPointerOperand());
  auto Scatter = [&]() -> Value * {
    return B.CreateMaskedScatter(Values, Ptrs, S.getAlign(), Mask);
  };
  if (!looksConsecutive(S.getPointerOperand(), Ty)) {
    Scatter();
    return;
  }
  ifConsecutive(
      Ptrs, Ty, Mask, B.getVoidTy(),
      [&](Value *Base) -> Value * {
        return B.CreateMaskedStore(Values, Base, S.getAlign(), Mask);
      },
      Scatter);
}

Value *WideBuilder::perLane(Instruction &I, Value *Mask) {
  for (Value *Op : I.operands())
    if (isVarying(Op) && !Op->getType()->isSingleValueType())
      return nullptr;
  LLVMContext &Ctx = Src.getContext();
  Type *Ty = I.getType();
  Type *WideTy = Ty->isVoidTy() ? nullptr : widen(Ty);
  if (!Ty->isVoidTy() && !WideTy)
    return nullptr;
  BasicBlock *Pre = B.GetInsertBlock();
  auto *Head = BasicBlock::Create(Ctx, "lane", &Dst);
  auto *Run = BasicBlock::Create(Ctx, "lane.run", &Dst);
  auto *Next = BasicBlock::Create(Ctx, "lane.next", &Dst);
  auto *Done = BasicBlock::Create(Ctx, "lane.end", &Dst);
  // Operands are widened before the loop: a uniform one is used as is.
  SmallVector<Value *, 8> Ops;
  for (Value *Op : I.operands())
    Ops.push_back(isa<BasicBlock>(Op) ? Op
                  : isVarying(Op)     ? vector(Op)
                                      : scalar(Op));
  B.CreateBr(Head);

  B.SetInsertPoint(Head);
  PHINode *Lane = B.CreatePHI(B.getInt32Ty(), 2, "lane");
  Lane->addIncoming(B.getInt32(0), Pre);
  PHINode *Acc = nullptr;
  if (WideTy) {
    Acc = B.CreatePHI(WideTy, 2);
    Acc->addIncoming(PoisonValue::get(WideTy), Pre);
  }
  B.CreateCondBr(B.CreateExtractElement(Mask, Lane), Run, Next);

  B.SetInsertPoint(Run);
  Instruction *New = I.clone();
  for (auto [Idx, Op] : enumerate(I.operands()))
    New->setOperand(static_cast<unsigned>(Idx),
                    isVarying(Op) ? B.CreateExtractElement(Ops[Idx], Lane)
                                  : Ops[Idx]);
  B.Insert(New, I.getName());
  Value *Updated = nullptr;
  if (WideTy) {
    if (auto *S = dyn_cast<StructType>(Ty)) {
      Updated = Acc;
      for (unsigned F = 0; F < S->getNumElements(); ++F) {
        Value *Field = B.CreateExtractValue(Updated, F);
        Field = B.CreateInsertElement(Field, B.CreateExtractValue(New, F), Lane);
        Updated = B.CreateInsertValue(Updated, Field, F);
      }
    } else {
      Updated = B.CreateInsertElement(Acc, New, Lane);
    }
  }
  B.CreateBr(Next);

  B.SetInsertPoint(Next);
  PHINode *AccNext = nullptr;
  if (WideTy) {
    AccNext = B.CreatePHI(WideTy, 2);
    AccNext->addIncoming(Acc, Head);
    AccNext->addIncoming(Updated, Run);
    Acc->addIncoming(AccNext, Next);
  }
  Value *LaneNext = B.CreateAdd(Lane, B.getInt32(1));
  Lane->addIncoming(LaneNext, Next);
  B.CreateCondBr(B.CreateICmpULT(LaneNext, B.getInt32(Lanes)), Head, Done);
  B.SetInsertPoint(Done);
  return AccNext ? static_cast<Value *>(AccNext) : New;
}

bool WideBuilder::emitVarying(Instruction &I, Value *Mask) {
  auto Done = [&](Value *V) {
    if (!V)
      return fail(Twine("no vector form for ") + I.getOpcodeName());
    if (!I.getType()->isVoidTy())
      Map[&I] = V;
    return true;
  };
  if (auto *AI = dyn_cast<AllocaInst>(&I))
    return Done(widenedAlloca(*AI));
  if (auto *L = dyn_cast<LoadInst>(&I)) {
    if (!L->isSimple())
      return Done(perLane(I, Mask));
    return Done(emitLoad(*L, Mask));
  }
  if (auto *S = dyn_cast<StoreInst>(&I)) {
    if (!S->isSimple())
      return Done(perLane(I, Mask));
    emitStore(*S, Mask);
    return true;
  }
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (Value *V = vectorIntrinsic(*CB))
      return Done(V);
    return Done(perLane(I, Mask));
  }
  if (isa<AtomicRMWInst, AtomicCmpXchgInst, FenceInst>(I))
    return Done(perLane(I, Mask));
  if (I.getOpcode() == Instruction::FRem)
    return Done(perLane(I, Mask));
  if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
    Value *RHS = vector(BO->getOperand(1));
    switch (BO->getOpcode()) {
    case Instruction::UDiv:
    case Instruction::SDiv:
    case Instruction::URem:
    case Instruction::SRem:
      RHS = safeDivisor(I, Mask, false);
      break;
    default:
      break;
    }
    Value *V = B.CreateBinOp(BO->getOpcode(), vector(BO->getOperand(0)), RHS,
                             I.getName());
    if (auto *New = dyn_cast<Instruction>(V))
      New->copyIRFlags(&I);
    return Done(V);
  }
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    // Struct field indices stay scalar constants.
    SmallVector<Value *, 4> Indices;
    for (Value *Idx : GEP->indices())
      Indices.push_back(isVarying(Idx) ? vector(Idx) : scalar(Idx));
    Value *Base = GEP->getPointerOperand();
    Value *Ptr = isVarying(Base) ? vector(Base) : scalar(Base);
    if (!Ptr->getType()->isVectorTy() &&
        none_of(Indices, [](Value *V) { return V->getType()->isVectorTy(); }))
      Ptr = splat(Ptr);
    return Done(B.CreateGEP(GEP->getSourceElementType(), Ptr, Indices,
                            I.getName(), GEP->getNoWrapFlags()));
  }
  if (isa<ExtractValueInst, InsertValueInst>(I)) {
    Instruction *New = I.clone();
    for (Use &Op : New->operands())
      Op.set(vector(Op.get()));
    New->mutateType(widen(I.getType()));
    B.Insert(New, I.getName());
    return Done(New);
  }
  if (isa<UnaryOperator, CastInst, CmpInst, SelectInst, FreezeInst>(I)) {
    if (isa<SelectInst>(I) && I.getType()->isStructTy())
      return fail("a select of a struct");
    Instruction *New = I.clone();
    for (Use &Op : New->operands()) {
      Value *V = vector(Op.get());
      if (!V)
        return fail("an operand without a vector form");
      Op.set(V);
    }
    New->mutateType(widen(I.getType()));
    B.Insert(New, I.getName());
    return Done(New);
  }
  return fail(Twine("unsupported instruction ") + I.getOpcodeName());
}

/// Binds the thread argument. The lanes are consecutive threads of one row
/// of the threadgroup, starting at the one the argument points to: x and
/// the indices count up by lane, y and z are the same for every lane (so
/// uniform). Loads of the built-ins are replaced by those values; a thread
/// argument used in another way gets an array of the lanes' MetalifyThread.
SmallVector<const Value *, 8> WideBuilder::bindThread() {
  IRBuilder<> &E = AllocaB;
  Type *I32 = E.getInt32Ty();
  Argument *First = Dst.getArg(1);
  auto Field = [&](size_t Offset) {
    return E.CreateLoad(I32, E.CreateConstInBoundsGEP1_64(E.getInt8Ty(), First,
                                                          Offset));
  };
  Value *X0 = Field(offsetOf(ThreadField::X));
  Value *Y = Field(offsetOf(ThreadField::Y));
  Value *Z = Field(offsetOf(ThreadField::Z));
  Value *Index0 = Field(offsetOf(ThreadField::Index));
  Value *X = E.CreateAdd(E.CreateVectorSplat(Lanes, X0), LaneIndices, "x");
  Value *Index =
      E.CreateAdd(E.CreateVectorSplat(Lanes, Index0), LaneIndices, "index");
  ThreadIndex = Index;
  Value *Lane = E.CreateURem(Index, E.CreateVectorSplat(Lanes, E.getInt32(32)));
  Value *Simd = E.CreateUDiv(Index, E.CreateVectorSplat(Lanes, E.getInt32(32)));
  auto ValueOf = [&](ThreadField F) -> Value * {
    switch (F) {
    case ThreadField::X:
      return X;
    case ThreadField::Y:
      return Y;
    case ThreadField::Z:
      return Z;
    case ThreadField::Index:
      return Index;
    case ThreadField::Lane:
      return Lane;
    case ThreadField::Simd:
      return Simd;
    }
    return nullptr;
  };
  Argument *Thread = Src.getArg(1);
  SmallVector<const Value *, 8> Seeds;
  if (auto Loads = threadLoads(*Thread, Src.getParent()->getDataLayout())) {
    for (User *U : Thread->users())
      Bound.insert(cast<Instruction>(U));
    for (auto [L, F] : *Loads) {
      Map[L] = ValueOf(F);
      if (F == ThreadField::X || F == ThreadField::Index)
        Strides[L] = 1;
      Bound.insert(L);
      if (F != ThreadField::Y && F != ThreadField::Z)
        Seeds.push_back(L);
    }
    return Seeds;
  }
  Type *ThreadTy = ArrayType::get(E.getInt8Ty(), sizeof(MetalifyThread));
  AllocaInst *All = E.CreateAlloca(ArrayType::get(ThreadTy, Lanes));
  All->setAlignment(Align(alignof(MetalifyThread)));
  Value *Ptrs = E.CreateGEP(All->getAllocatedType(), All,
                            {E.getInt64(0), LaneIndices});
  for (ThreadField F : ThreadFields) {
    Value *V = ValueOf(F);
    if (!V->getType()->isVectorTy())
      V = E.CreateVectorSplat(Lanes, V);
    E.CreateMaskedScatter(
        V, E.CreateGEP(ThreadTy, Ptrs, {E.getInt64(0), E.getInt64(offsetOf(F))}),
        Align(4), Constant::getAllOnesValue(
                      FixedVectorType::get(E.getInt1Ty(), Lanes)));
  }
  Map[Thread] = Ptrs;
  return {Thread};
}

/// A region's frame argument: each lane's thread's frame, FrameSize bytes
/// apart by thread index; its resume number is the region's stop.
SmallVector<const Value *, 2> WideBuilder::bindFrame() {
  IRBuilder<> &E = AllocaB;
  auto [Stop, FrameSize] = *ResumeRegion;
  Type *I64s = FixedVectorType::get(E.getInt64Ty(), Lanes);
  Value *Offsets =
      E.CreateMul(E.CreateZExt(ThreadIndex, I64s),
                  E.CreateVectorSplat(Lanes, E.getInt64(FrameSize)));
  Argument *Frame = Src.getArg(2);
  Map[Frame] = E.CreateGEP(E.getInt8Ty(), Dst.getArg(2), Offsets, "frame");
  Strides[Frame] = int64_t(FrameSize);
  Map[Src.getArg(3)] = E.getInt32(Stop);
  Value *First = E.CreateExtractElement(ThreadIndex, uint64_t(0));
  StopSlots = E.CreateGEP(E.getInt32Ty(), Dst.getArg(4),
                          E.CreateZExt(First, E.getInt64Ty()), "stops");
  return {Frame};
}

/// The lanes that run: those below the count and, in a region other than
/// the first, those whose thread waits at its stop.
Value *WideBuilder::liveLanes() {
  Value *Count = Dst.getArg(ResumeRegion ? 3 : 2);
  Value *Live = B.CreateICmpULT(LaneIndices, splat(Count), "live");
  if (!ResumeRegion || ResumeRegion->first == 0)
    return Live;
  Value *Stops = B.CreateMaskedLoad(FixedVectorType::get(B.getInt32Ty(), Lanes),
                                    StopSlots, Align(4), Live);
  Value *Here = B.CreateICmpEQ(Stops, splat(B.getInt32(ResumeRegion->first)));
  return B.CreateLogicalAnd(Live, Here, "waiting");
}

bool WideBuilder::build() {
  unsigned SrcArgs = ResumeRegion ? 4 : 2, DstArgs = ResumeRegion ? 5 : 3;
  if (Src.arg_size() != SrcArgs || Dst.arg_size() != DstArgs)
    return fail("unexpected entry point signatures");
  if (!checkSupported())
    return false;
  LLVMContext &Ctx = Src.getContext();
  auto *Entry = BasicBlock::Create(Ctx, "entry", &Dst);
  auto *Body = BasicBlock::Create(Ctx, "body", &Dst);
  AllocaB.SetInsertPoint(Entry);
  SmallVector<Constant *, Lanes> Indices;
  for (unsigned I = 0; I < Lanes; ++I)
    Indices.push_back(AllocaB.getInt32(I));
  LaneIndices = ConstantVector::get(Indices);
  Map[Src.getArg(0)] = Dst.getArg(0);
  SmallVector<const Value *, 8> Seeds = bindThread();
  if (ResumeRegion)
    append_range(Seeds, bindFrame());
  Varying = findVaryingValues(Src, DT, LI, Seeds);
  B.SetInsertPoint(Body);
  Value *Live = liveLanes();
  Region Top;
  Top.Pending[&Src.getEntryBlock()].Mask = Live;
  if (!emitRegion(Top, &Src.getEntryBlock())) {
    Dst.deleteBody();
    return false;
  }
  if (ResumeRegion && Returned)
    B.CreateMaskedStore(Returned, StopSlots, Align(4), Live);
  B.CreateRetVoid();
  AllocaB.CreateBr(Body);
  if (Unmapped) {
    Dst.deleteBody();
    return fail("internal error: a value used before its definition");
  }
  std::string Messages;
  raw_string_ostream OS(Messages);
  if (verifyFunction(Dst, &OS)) {
    Dst.deleteBody();
    return fail("internal error: " + OS.str());
  }
  return true;
}

} // namespace

bool metalify::cpu::wideKernelsEnabled() {
  static const bool Enabled = [] {
    const char *Env = std::getenv("METALIFY_CPU_WIDE");
    return !Env || std::string_view(Env) != "0";
  }();
  return Enabled;
}

bool metalify::cpu::reachesLoop(const Function &F) {
  SmallPtrSet<const Function *, 16> Seen{&F};
  SmallVector<const Function *, 16> Work{&F};
  while (!Work.empty()) {
    const Function *Fn = Work.pop_back_val();
    SmallVector<std::pair<const BasicBlock *, const BasicBlock *>, 4> Back;
    FindFunctionBackedges(*Fn, Back);
    if (!Back.empty())
      return true;
    for (const Instruction &I : instructions(*Fn))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *Callee = CB->getCalledFunction();
            Callee && !Callee->isDeclaration() && Seen.insert(Callee).second)
          Work.push_back(Callee);
  }
  return false;
}

bool metalify::cpu::buildWideKernel(Function &Source, Function &Wide,
                                    std::string &WhyNot) {
  return WideBuilder(Source, Wide, WhyNot).build();
}

FunctionType *metalify::cpu::wideRegionType(LLVMContext &C) {
  Type *Ptr = PointerType::get(C, 0);
  Type *I32 = Type::getInt32Ty(C);
  return FunctionType::get(Type::getVoidTy(C), {Ptr, Ptr, Ptr, I32, Ptr},
                           false);
}

bool metalify::cpu::buildWideRegion(Function &Region, Function &Wide,
                                    unsigned Stop, uint64_t FrameSize,
                                    std::string &WhyNot) {
  return WideBuilder(Region, Wide, WhyNot, std::make_pair(Stop, FrameSize))
      .build();
}

