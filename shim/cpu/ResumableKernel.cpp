//===- ResumableKernel.cpp - Kernels that return at each barrier ----------===//
//
// Part of metalify. The steps, on a clone of the optimized thread entry:
//   1. every synchronisation hook call gets a block of its own (the stop)
//      and the code after it a block of its own (the resume point), where
//      the call's results are read back from the frame;
//   2. liveness: the values, and the allocas, that some resume point can
//      reach a use of;
//   3. those values are demoted to allocas, and those allocas become slots
//      of the frame;
//   4. a new entry block switches on the resume point; each stop writes
//      what the executor needs into the frame header and returns its number.
// Liveness is computed on the control flow before step 4 cuts the edges
// from stops to resume points, which can only over-approximate it.
//
//===----------------------------------------------------------------------===//
#include "cpu/ResumableKernel.h"

#include "cpu/prelude/metalify_cpu_abi.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

#include <cstddef>

using namespace llvm;

namespace metalify::cpu {
namespace {

constexpr StringLiteral BarrierHook = "__metalify_threadgroup_barrier";
constexpr StringLiteral SimdBarrierHook = "__metalify_simdgroup_barrier";
constexpr StringLiteral ExchangeHook = "__metalify_simd_exchange";
constexpr StringLiteral LaneHook = "__metalify_simd_lane";

/// Frames are allocated 64-byte aligned; nothing in them may need more.
constexpr uint64_t MaxFrameAlign = 64;
/// The header, rounded so that slots start 16-byte aligned.
constexpr uint64_t HeaderSize = (sizeof(MetalifyFrame) + 15) / 16 * 16;

/// METALIFY_SYNC_* for a call of a synchronisation hook, else 0.
unsigned syncKind(const Function &Callee) {
  StringRef Name = Callee.getName();
  if (Name == BarrierHook)
    return METALIFY_SYNC_THREADGROUP_BARRIER;
  if (Name == SimdBarrierHook)
    return METALIFY_SYNC_SIMDGROUP_BARRIER;
  if (Name == ExchangeHook)
    return METALIFY_SYNC_SIMD_EXCHANGE;
  return 0;
}

/// Hooks that need to know the calling GPU thread.
bool isThreadHook(const Function &Callee) {
  return syncKind(Callee) != 0 || Callee.getName() == LaneHook;
}

/// The functions of \p M that call a thread hook, directly or not: the
/// hooks' callers, walked backwards through the direct calls.
DenseSet<const Function *> synchronizingFunctions(Module &M) {
  DenseSet<const Function *> Found;
  SmallVector<const Function *, 16> Work;
  for (Function &Hook : M)
    if (Hook.isDeclaration() && isThreadHook(Hook))
      Work.push_back(&Hook);
  while (!Work.empty()) {
    const Function *Callee = Work.pop_back_val();
    for (const User *U : Callee->users()) {
      const auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledFunction() != Callee)
        continue;
      const Function *Caller = CB->getFunction();
      if (Found.insert(Caller).second)
        Work.push_back(Caller);
    }
  }
  return Found;
}

bool callsItself(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I); CB && CB->getCalledFunction() == &F)
      return true;
  return false;
}

/// One synchronisation hook call and the blocks around it.
struct SyncPoint {
  CallInst *Call = nullptr;
  unsigned Kind = 0;
  /// Holds only the call, then branches to Resume.
  BasicBlock *Stop = nullptr;
  BasicBlock *Resume = nullptr;
};

/// Builds one resumable entry point; see the file comment for the steps.
class ResumableBuilder {
public:
  ResumableBuilder(Function &Thread, std::string &WhyNot)
      : Thread(Thread), M(*Thread.getParent()), C(Thread.getContext()),
        DL(M.getDataLayout()), WhyNot(WhyNot) {}

  /// The frame size, or 0 (and WhyNot) when the kernel cannot be resumable.
  uint64_t build(StringRef Symbol);
  /// After a successful build: the resume entry and its number of stops.
  Function &function() const { return *R; }
  unsigned stops() const { return unsigned(Points.size()); }

private:
  Function *cloneWithResumeSignature(StringRef Symbol);
  bool collectCalls();
  void replaceLaneCalls();
  void splitAtSyncPoints();
  void readResultsAtResume(SyncPoint &P);
  SetVector<Instruction *> valuesLiveAcrossSyncPoints();
  bool isLiveAtSomeResume(Instruction &V,
                          const DenseSet<BasicBlock *> &ResumeBlocks);
  SmallVector<AllocaInst *, 16>
  demote(const SetVector<Instruction *> &Crossing);
  bool layOutFrame(ArrayRef<AllocaInst *> Slots, BasicBlock &Entry,
                   uint64_t &Size);
  BasicBlock &addResumeSwitch(ArrayRef<AllocaInst *> Slots);
  void stopAt(SyncPoint &P, unsigned Number);
  Value *headerField(IRBuilder<> &B, size_t Offset);
  bool fail(const Twine &Why) {
    WhyNot = Why.str();
    return false;
  }

  Function &Thread;
  Module &M;
  LLVMContext &C;
  const DataLayout &DL;
  std::string &WhyNot;
  Function *R = nullptr;
  SmallVector<SyncPoint, 8> Points;
  SmallVector<CallInst *, 8> LaneCalls;
};

Function *ResumableBuilder::cloneWithResumeSignature(StringRef Symbol) {
  Type *Ptr = PointerType::get(C, 0);
  Type *I32 = Type::getInt32Ty(C);
  auto *FT = FunctionType::get(I32, {Ptr, Ptr, Ptr, I32}, false);
  Function *F = Function::Create(FT, GlobalValue::ExternalLinkage,
                                 (ResumeEntryPrefix + Symbol).str(), M);
  ValueToValueMapTy VMap;
  for (unsigned I = 0; I < Thread.arg_size(); ++I)
    VMap[Thread.getArg(I)] = F->getArg(I);
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(F, &Thread, VMap,
                    CloneFunctionChangeType::LocalChangesOnly, Returns);
  for (ReturnInst *Ret : Returns) {
    ReturnInst::Create(C, ConstantInt::get(I32, 0), Ret->getIterator());
    Ret->eraseFromParent();
  }
  F->getArg(2)->setName("frame");
  F->getArg(3)->setName("resume.at");
  // Each thread's frame is its own; nothing else points into it.
  F->addParamAttr(2, Attribute::NoAlias);
  return F;
}

bool ResumableBuilder::collectCalls() {
  DenseSet<const Function *> Synchronizing = synchronizingFunctions(M);
  for (Instruction &I : instructions(*R)) {
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && !AI->isStaticAlloca())
      return fail("a variable-sized or late alloca");
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->isInlineAsm())
      continue;
    Function *Callee = CB->getCalledFunction();
    if (!Callee)
      return fail("an indirect call");
    if (unsigned Kind = syncKind(*Callee)) {
      if (!isa<CallInst>(CB))
        return fail("a synchronisation hook called through invoke");
      Points.push_back({cast<CallInst>(CB), Kind});
      continue;
    }
    if (Callee->getName() == LaneHook)
      LaneCalls.push_back(cast<CallInst>(CB));
    else if (Synchronizing.contains(Callee))
      return fail("'" + Callee->getName() +
                  "' synchronizes and was not inlined");
  }
  if (Points.empty())
    return fail("no synchronisation point");
  return true;
}

Value *ResumableBuilder::headerField(IRBuilder<> &B, size_t Offset) {
  return B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), R->getArg(2), Offset);
}

void ResumableBuilder::replaceLaneCalls() {
  for (CallInst *Call : LaneCalls) {
    IRBuilder<> B(Call);
    Value *Field = B.CreateConstInBoundsGEP1_64(
        B.getInt8Ty(), R->getArg(1), offsetof(MetalifyThread, IndexInSimdgroup));
    Call->replaceAllUsesWith(B.CreateLoad(Call->getType(), Field, "lane"));
    Call->eraseFromParent();
  }
}

void ResumableBuilder::readResultsAtResume(SyncPoint &P) {
  if (P.Kind != METALIFY_SYNC_SIMD_EXCHANGE)
    return;
  IRBuilder<> B(&*P.Resume->getFirstInsertionPt());
  Value *Result =
      B.CreateLoad(P.Call->getType(),
                   headerField(B, offsetof(MetalifyFrame, ExchangeResult)),
                   "exchange.result");
  P.Call->replaceAllUsesWith(Result);
  Value *MaskOut = P.Call->getArgOperand(2);
  if (isa<ConstantPointerNull>(MaskOut))
    return;
  Value *Mask = B.CreateLoad(
      B.getInt32Ty(), headerField(B, offsetof(MetalifyFrame, ExchangeMask)),
      "exchange.mask");
  B.CreateStore(Mask, MaskOut);
}

void ResumableBuilder::splitAtSyncPoints() {
  for (SyncPoint &P : Points) {
    P.Stop = SplitBlock(P.Call->getParent(), P.Call);
    P.Resume = SplitBlock(P.Stop, P.Call->getNextNode());
    readResultsAtResume(P);
  }
}

bool ResumableBuilder::isLiveAtSomeResume(
    Instruction &V, const DenseSet<BasicBlock *> &ResumeBlocks) {
  BasicBlock *Def = V.getParent();
  DenseSet<BasicBlock *> LiveIn;
  SmallVector<BasicBlock *, 16> Work;
  auto MarkLiveIn = [&](BasicBlock *BB) {
    if (BB != Def && LiveIn.insert(BB).second)
      Work.push_back(BB);
  };
  for (Use &U : V.uses()) {
    auto *User = cast<Instruction>(U.getUser());
    if (auto *Phi = dyn_cast<PHINode>(User)) {
      // Live out of the incoming block, so live into it unless defined there.
      MarkLiveIn(Phi->getIncomingBlock(U));
      continue;
    }
    MarkLiveIn(User->getParent());
  }
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (ResumeBlocks.contains(BB))
      return true;
    for (BasicBlock *Pred : predecessors(BB))
      MarkLiveIn(Pred);
  }
  return false;
}

SetVector<Instruction *> ResumableBuilder::valuesLiveAcrossSyncPoints() {
  DenseSet<BasicBlock *> ResumeBlocks;
  DenseSet<Instruction *> Calls;
  for (const SyncPoint &P : Points) {
    ResumeBlocks.insert(P.Resume);
    Calls.insert(P.Call);
  }
  SetVector<Instruction *> Crossing;
  for (Instruction &I : instructions(*R)) {
    if (I.getType()->isVoidTy() || Calls.contains(&I))
      continue;
    if (isLiveAtSomeResume(I, ResumeBlocks))
      Crossing.insert(&I);
  }
  return Crossing;
}

/// Whether \p V can be computed again wherever it is used: an expression of
/// at most \p Budget instructions over constants, the arguments, and loads
/// from the dispatch and the thread's built-ins (neither changes while the
/// kernel runs). Such values are recomputed after a stop rather than kept in
/// the frame: buffer pointers, sizes, thread positions.
bool isRecomputable(Value *V, const Function &F, unsigned &Budget) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Budget == 0 || I->mayHaveSideEffects() || isa<PHINode>(I) ||
      isa<AllocaInst>(I) || isa<CallBase>(I))
    return false;
  --Budget;
  if (auto *Load = dyn_cast<LoadInst>(I)) {
    if (Load->isVolatile() || Load->isAtomic())
      return false;
    Value *Base = getUnderlyingObject(Load->getPointerOperand());
    if (Base != F.getArg(0) && Base != F.getArg(1))
      return false;
  }
  return all_of(I->operands(),
                [&](Value *Op) { return isRecomputable(Op, F, Budget); });
}

/// A copy of the recomputable \p V (and of its operands) before \p Before.
Value *recompute(Value *V, Instruction *Before) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return V;
  Instruction *Copy = I->clone();
  for (Use &Op : Copy->operands())
    Op.set(recompute(Op.get(), Before));
  Copy->insertBefore(Before);
  Copy->setName(I->getName() + ".again");
  return Copy;
}

/// Where a value for the use \p U must be computed: before its user, or for
/// a phi, at the end of the incoming block.
Instruction *insertionPointFor(const Use &U) {
  auto *User = cast<Instruction>(U.getUser());
  if (auto *Phi = dyn_cast<PHINode>(User))
    return Phi->getIncomingBlock(U)->getTerminator();
  return User;
}

/// Replaces every use of \p V with a copy computed just before it.
void recomputeAtEachUse(Instruction &V) {
  while (!V.use_empty()) {
    Use &U = *V.use_begin();
    U.set(recompute(&V, insertionPointFor(U)));
  }
}

/// Where a reload of a demoted phi's slot for the use \p U must go: before
/// its user or, for a phi, at the end of the incoming block but before the
/// stores DemotePHIToStack put there into the slots of \p PhiSlots. Those
/// stores are the phis' values for the next iteration; a phi that takes
/// another's value (`tmp = a; a = b; b = tmp;` across a loop with a
/// barrier) must read it before it is overwritten.
Instruction *reloadPointFor(const Use &U,
                            const SmallPtrSetImpl<AllocaInst *> &PhiSlots) {
  Instruction *At = insertionPointFor(U);
  if (!isa<PHINode>(U.getUser()))
    return At;
  while (auto *Store = dyn_cast_or_null<StoreInst>(At->getPrevNode())) {
    auto *Slot = dyn_cast<AllocaInst>(Store->getPointerOperand());
    if (!Slot || !PhiSlots.contains(Slot))
      break;
    At = Store;
  }
  return At;
}

/// Replaces \p Reload, the one load DemotePHIToStack leaves where the phi
/// was, with a load before each use: a resume point may reach a use without
/// passing the phi's block.
void reloadAtEachUse(LoadInst &Reload,
                     const SmallPtrSetImpl<AllocaInst *> &PhiSlots) {
  while (!Reload.use_empty()) {
    Use &U = *Reload.use_begin();
    U.set(new LoadInst(Reload.getType(), Reload.getPointerOperand(),
                       Reload.getName(),
                       reloadPointFor(U, PhiSlots)->getIterator()));
  }
  Reload.eraseFromParent();
}

SmallVector<AllocaInst *, 16>
ResumableBuilder::demote(const SetVector<Instruction *> &Crossing) {
  SmallVector<AllocaInst *, 16> Slots;
  SmallPtrSet<AllocaInst *, 16> PhiSlots;
  for (Instruction *I : Crossing) {
    if (unsigned Budget = 8; isRecomputable(I, *R, Budget)) {
      recomputeAtEachUse(*I);
      continue;
    }
    if (auto *AI = dyn_cast<AllocaInst>(I)) {
      Slots.push_back(AI);
      continue;
    }
    auto *Phi = dyn_cast<PHINode>(I);
    if (!Phi) {
      Slots.push_back(DemoteRegToStack(*I));
      continue;
    }
    AllocaInst *Slot = DemotePHIToStack(Phi);
    Slots.push_back(Slot);
    PhiSlots.insert(Slot);
    // The slot's only load is the one that replaced the phi.
    SmallVector<LoadInst *, 1> Reloads;
    for (User *U : Slot->users())
      if (auto *Reload = dyn_cast<LoadInst>(U))
        Reloads.push_back(Reload);
    for (LoadInst *Reload : Reloads)
      reloadAtEachUse(*Reload, PhiSlots);
  }
  return Slots;
}

bool ResumableBuilder::layOutFrame(ArrayRef<AllocaInst *> Slots,
                                   BasicBlock &Entry, uint64_t &Size) {
  IRBuilder<> B(&Entry);
  uint64_t Offset = HeaderSize, MaxAlign = 16;
  for (AllocaInst *AI : Slots) {
    std::optional<TypeSize> Bytes = AI->getAllocationSize(DL);
    if (!Bytes || Bytes->isScalable())
      return fail("an alloca of unknown size");
    uint64_t Align = AI->getAlign().value();
    if (Align > MaxFrameAlign)
      return fail("an alloca aligned to more than 64 bytes");
    MaxAlign = std::max(MaxAlign, Align);
    Offset = alignTo(Offset, Align);
    Value *Slot = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), R->getArg(2),
                                               Offset, AI->getName() + ".slot");
    Offset += Bytes->getFixedValue();
    if (Slot->getType() != AI->getType())
      Slot = B.CreateAddrSpaceCast(Slot, AI->getType());
    // The frame outlives every scope: lifetime markers no longer apply.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U); II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    AI->replaceAllUsesWith(Slot);
    AI->eraseFromParent();
  }
  Size = alignTo(Offset, MaxAlign);
  return true;
}

BasicBlock &ResumableBuilder::addResumeSwitch(ArrayRef<AllocaInst *> Slots) {
  BasicBlock *OldEntry = &R->getEntryBlock();
  BasicBlock *Entry = BasicBlock::Create(C, "resume", R, OldEntry);
  // Allocas that stay must stay static: in the entry block.
  DenseSet<AllocaInst *> InFrame(Slots.begin(), Slots.end());
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && !InFrame.contains(AI))
      AI->moveBefore(*Entry, Entry->end());
  return *Entry;
}

void ResumableBuilder::stopAt(SyncPoint &P, unsigned Number) {
  CallInst *Call = P.Call;
  IRBuilder<> B(Call);
  B.CreateStore(B.getInt32(P.Kind),
                headerField(B, offsetof(MetalifyFrame, Sync)));
  unsigned SiteArg = P.Kind == METALIFY_SYNC_SIMD_EXCHANGE ? 3 : 1;
  B.CreateStore(Call->getArgOperand(SiteArg),
                headerField(B, offsetof(MetalifyFrame, Site)));
  if (P.Kind == METALIFY_SYNC_SIMD_EXCHANGE) {
    Value *Size = Call->getArgOperand(1);
    B.CreateStore(Size, headerField(B, offsetof(MetalifyFrame, Size)));
    B.CreateMemCpy(headerField(B, offsetof(MetalifyFrame, Staged)), MaybeAlign(),
                   Call->getArgOperand(0), MaybeAlign(), Size);
  }
  Call->eraseFromParent();
  P.Stop->getTerminator()->eraseFromParent();
  ReturnInst::Create(C, B.getInt32(Number), P.Stop);
}

uint64_t ResumableBuilder::build(StringRef Symbol) {
  R = cloneWithResumeSignature(Symbol);
  if (!collectCalls()) {
    R->eraseFromParent();
    return 0;
  }
  replaceLaneCalls();
  splitAtSyncPoints();
  SmallVector<AllocaInst *, 16> Slots = demote(valuesLiveAcrossSyncPoints());
  BasicBlock &Entry = addResumeSwitch(Slots);
  uint64_t Size = 0;
  if (!layOutFrame(Slots, Entry, Size)) {
    R->eraseFromParent();
    return 0;
  }
  IRBuilder<> B(&Entry);
  BasicBlock *Start = Entry.getNextNode();
  SwitchInst *Switch = B.CreateSwitch(R->getArg(3), Start, Points.size());
  for (auto [I, P] : enumerate(Points)) {
    Switch->addCase(B.getInt32(unsigned(I) + 1), P.Resume);
    stopAt(P, unsigned(I) + 1);
  }
  removeUnreachableBlocks(*R);
  return Size;
}

/// The blocks a thread resumed at \p Stop can run before its next stop:
/// those reachable from the resume switch's target for \p Stop.
/// \p V as a constant when the resume number \p At is \p Stop, or null
/// where it does not follow from the resume number alone.
Constant *valueAtStop(Value *V, Argument *At, Constant *Stop,
                      const DataLayout &DL, unsigned Depth = 0) {
  if (V == At)
    return Stop;
  if (auto *C = dyn_cast<Constant>(V))
    return C;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 4)
    return nullptr;
  auto Operand = [&](unsigned N) {
    return valueAtStop(I->getOperand(N), At, Stop, DL, Depth + 1);
  };
  if (auto *Cmp = dyn_cast<CmpInst>(I)) {
    Constant *L = Operand(0), *R = L ? Operand(1) : nullptr;
    return R ? ConstantFoldCompareInstOperands(Cmp->getPredicate(), L, R, DL)
             : nullptr;
  }
  if (auto *Bin = dyn_cast<BinaryOperator>(I)) {
    Constant *L = Operand(0), *R = L ? Operand(1) : nullptr;
    return R ? ConstantFoldBinaryOpOperands(Bin->getOpcode(), L, R, DL)
             : nullptr;
  }
  if (auto *Cast = dyn_cast<CastInst>(I))
    if (Constant *Op = Operand(0))
      return ConstantFoldCastOperand(Cast->getOpcode(), Op, Cast->getDestTy(),
                                     DL);
  return nullptr;
}

/// The successor \p BB's terminator takes when the resume number is
/// \p Stop, or null where that depends on more than the resume number.
BasicBlock *decidedSuccessor(BasicBlock &BB, Constant *Stop) {
  Argument *At = BB.getParent()->getArg(3);
  const DataLayout &DL = BB.getModule()->getDataLayout();
  Instruction *T = BB.getTerminator();
  if (auto *Br = dyn_cast<BranchInst>(T); Br && Br->isConditional())
    if (auto *C = dyn_cast_or_null<ConstantInt>(
            valueAtStop(Br->getCondition(), At, Stop, DL)))
      return Br->getSuccessor(C->isZero() ? 1 : 0);
  if (auto *Switch = dyn_cast<SwitchInst>(T))
    if (auto *C = dyn_cast_or_null<ConstantInt>(
            valueAtStop(Switch->getCondition(), At, Stop, DL)))
      return Switch->findCaseValue(C)->getCaseSuccessor();
  return nullptr;
}

/// A private copy of \p Resume that can only start at \p Stop: only the
/// blocks a thread resumed there can reach, with every branch on the
/// resume number folded. Copying the whole function per stop and pruning
/// it afterwards is quadratic in the number of stops, which unrolled
/// kernels make large.
Function *regionOf(Function &Resume, unsigned Stop) {
  Constant *StopValue = ConstantInt::get(Resume.getArg(3)->getType(), Stop);
  DenseMap<BasicBlock *, BasicBlock *> Decided;
  SetVector<BasicBlock *> Blocks;
  SmallVector<BasicBlock *, 32> Work{&Resume.getEntryBlock()};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!Blocks.insert(BB))
      continue;
    if (BasicBlock *Taken = decidedSuccessor(*BB, StopValue)) {
      Decided[BB] = Taken;
      Work.push_back(Taken);
      continue;
    }
    append_range(Work, successors(BB));
  }

  Function *Copy =
      Function::Create(Resume.getFunctionType(), GlobalValue::InternalLinkage,
                       Resume.getName() + ".region", Resume.getParent());
  Copy->copyAttributesFrom(&Resume);
  Copy->setLinkage(GlobalValue::InternalLinkage);
  ValueToValueMapTy VMap;
  for (auto [From, To] : zip(Resume.args(), Copy->args()))
    VMap[&From] = &To;
  SmallVector<BasicBlock *, 32> Cloned;
  for (BasicBlock *BB : Blocks) {
    BasicBlock *New = CloneBasicBlock(BB, VMap, "", Copy);
    VMap[BB] = New;
    Cloned.push_back(New);
    if (BasicBlock *Taken = Decided.lookup(BB)) {
      New->getTerminator()->eraseFromParent();
      BranchInst::Create(Taken, New);
    }
  }
  for (auto [BB, New] : zip(Blocks, Cloned))
    for (PHINode &Phi : New->phis()) {
      DenseSet<BasicBlock *> KeptDecided;
      for (unsigned I = Phi.getNumIncomingValues(); I-- > 0;) {
        BasicBlock *From = Phi.getIncomingBlock(I);
        BasicBlock *Taken = Decided.lookup(From);
        bool Edge = Blocks.contains(From) && (!Taken || Taken == BB);
        // A folded switch leaves one edge where it had one per case.
        if (Edge && Taken && !KeptDecided.insert(From).second)
          Edge = false;
        if (!Edge)
          Phi.removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
      }
    }
  remapInstructionsInBlocks(Cloned, VMap);
  Copy->getArg(3)->replaceAllUsesWith(StopValue);
  return Copy;
}

/// The arguments of __metalify_regions_K (metalify_cpu_abi.h).
struct RegionLoopArgs {
  Value *Dispatch, *Threads, *Frames, *Count, *StopsInOut, *Current;
};

/// Appends to \p F the loop over threads that resumes, at \p Stop, each
/// thread waiting there (all threads, at the start) and returns to \p Exit.
BasicBlock *emitThreadLoop(Function &F, Function &Region, unsigned Stop,
                           uint64_t FrameSize, const RegionLoopArgs &A,
                           BasicBlock *Exit) {
  LLVMContext &C = F.getContext();
  Type *I32 = Type::getInt32Ty(C);
  BasicBlock *Header = BasicBlock::Create(C, "threads", &F, Exit);
  BasicBlock *Body = BasicBlock::Create(C, "resume", &F, Exit);
  BasicBlock *Latch = BasicBlock::Create(C, "next", &F, Exit);
  IRBuilder<> B(Header);
  PHINode *Index = B.CreatePHI(I32, 2, "thread");
  Value *Wide = B.CreateZExt(Index, B.getInt64Ty());
  Value *StopSlot = B.CreateInBoundsGEP(I32, A.StopsInOut, Wide);
  if (Stop == 0) {
    B.CreateBr(Body);
  } else {
    // Threads that returned, or wait elsewhere, stay where they are.
    Value *Here = B.CreateICmpEQ(B.CreateLoad(I32, StopSlot), B.getInt32(Stop));
    B.CreateCondBr(Here, Body, Latch);
  }
  B.SetInsertPoint(Body);
  Value *Thread = B.CreateInBoundsGEP(
      B.getInt8Ty(), A.Threads, B.CreateMul(Wide, B.getInt64(sizeof(MetalifyThread))));
  Value *Frame = B.CreateInBoundsGEP(B.getInt8Ty(), A.Frames,
                                     B.CreateMul(Wide, B.getInt64(FrameSize)));
  B.CreateStore(Index, A.Current);
  B.CreateStore(B.CreateCall(&Region, {A.Dispatch, Thread, Frame,
                                       B.getInt32(Stop)}),
                StopSlot);
  B.CreateBr(Latch);
  B.SetInsertPoint(Latch);
  Value *Next = B.CreateAdd(Index, B.getInt32(1), "", /*HasNUW=*/true);
  B.CreateCondBr(B.CreateICmpULT(Next, A.Count), Header, Exit);
  Index->addIncoming(Next, Latch);
  return Header;
}

/// Builds __metalify_regions_<Symbol> around the resume entry \p Resume:
/// per stop number, a loop over the threadgroup's threads that resumes the
/// threads waiting at that stop, calling a copy of \p Resume that holds
/// only that region.
Function *buildRegionLoops(Function &Resume, StringRef Symbol,
                           unsigned Stops, uint64_t FrameSize) {
  Module &M = *Resume.getParent();
  LLVMContext &C = M.getContext();
  Type *Ptr = PointerType::get(C, 0);
  Type *I32 = Type::getInt32Ty(C);
  auto *FT = FunctionType::get(Type::getVoidTy(C),
                               {Ptr, Ptr, Ptr, I32, I32, Ptr, Ptr}, false);
  Function *F = Function::Create(FT, GlobalValue::ExternalLinkage,
                                 (RegionLoopPrefix + Symbol).str(), M);
  F->setAttributes(AttributeList::get(C, Resume.getAttributes().getFnAttrs(),
                                      AttributeSet(), {}));
  // Nothing the kernel writes aliases the dispatch or the frames.
  F->addParamAttr(0, Attribute::NoAlias);
  F->addParamAttr(2, Attribute::NoAlias);
  RegionLoopArgs A{F->getArg(0), F->getArg(1), F->getArg(2),
                   F->getArg(3), F->getArg(5), F->getArg(6)};
  BasicBlock *Entry = BasicBlock::Create(C, "entry", F);
  BasicBlock *Exit = BasicBlock::Create(C, "exit", F);
  ReturnInst::Create(C, Exit);
  IRBuilder<> B(Entry);
  SwitchInst *Switch = B.CreateSwitch(F->getArg(4), Exit, Stops + 1);
  for (unsigned Stop = 0; Stop <= Stops; ++Stop) {
    BasicBlock *Loop = emitThreadLoop(*F, *regionOf(Resume, Stop), Stop,
                                      FrameSize, A, Exit);
    cast<PHINode>(&Loop->front())->addIncoming(B.getInt32(0), Entry);
    Switch->addCase(B.getInt32(Stop), Loop);
  }
  return F;
}

} // namespace

void inlineSynchronizingFunctions(Module &M) {
  for (const Function *F : synchronizingFunctions(M)) {
    auto *Fn = const_cast<Function *>(F);
    if (Fn->hasExternalLinkage() || callsItself(*Fn))
      continue;
    Fn->removeFnAttr(Attribute::NoInline);
    Fn->addFnAttr(Attribute::AlwaysInline);
  }
}

void numberSimdSitesInProgramOrder(Module &M) {
  unsigned Next = 1;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    ReversePostOrderTraversal<Function *> Order(&F);
    for (BasicBlock *BB : Order)
      for (Instruction &I : *BB) {
        auto *Call = dyn_cast<CallBase>(&I);
        Function *Callee = Call ? Call->getCalledFunction() : nullptr;
        if (!Callee)
          continue;
        StringRef Name = Callee->getName();
        unsigned SiteArg = Name == ExchangeHook      ? 3
                           : Name == SimdBarrierHook ? 1
                                                     : ~0u;
        if (SiteArg == ~0u)
          continue;
        Call->setArgOperand(SiteArg,
                            ConstantInt::get(Call->getArgOperand(SiteArg)
                                                 ->getType(),
                                             Next++));
      }
  }
}

ResumableEntry makeResumable(Function &Thread, StringRef Symbol,
                             std::string &WhyNot) {
  ResumableBuilder Builder(Thread, WhyNot);
  uint64_t FrameSize = Builder.build(Symbol);
  if (FrameSize == 0)
    return {};
  return {&Builder.function(), FrameSize, Builder.stops()};
}

Function *copyRegion(Function &Resume, unsigned Stop) {
  return regionOf(Resume, Stop);
}

Function *addRegionLoops(const ResumableEntry &Entry, StringRef Symbol,
                         std::string &WhyNot) {
  Function *Loops = buildRegionLoops(*Entry.Resume, Symbol, Entry.Stops,
                                     Entry.FrameSize);
  SmallVector<CallBase *, 8> Calls;
  for (Instruction &I : instructions(*Loops))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction();
          Callee && !Callee->isDeclaration())
        Calls.push_back(CB);
  bool Inlined = true;
  SmallVector<Function *, 8> Regions;
  for (CallBase *CB : Calls) {
    Regions.push_back(CB->getCalledFunction());
    InlineFunctionInfo Info;
    Inlined &= InlineFunction(*CB, Info).isSuccess();
  }
  if (!Inlined) {
    Loops->eraseFromParent();
    WhyNot = "the resumable entry could not be inlined into its loops";
  }
  for (Function *Region : Regions)
    if (Region->use_empty())
      Region->eraseFromParent();
  return Inlined ? Loops : nullptr;
}

} // namespace metalify::cpu
